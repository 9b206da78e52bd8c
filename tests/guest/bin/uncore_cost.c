// SPDX-License-Identifier: GPL-2.0-only
/*
 * uncore_cost: what an uncore event costs its user, for the side-by-side
 * benchmark of xpmu_uncore and the kernel's intel_uncore
 * (tests/guest/native/bench_cost.sh).  Figures only: it judges nothing.
 *
 *   uncore_cost ops EVENT N CPU...  N times each: open (on the first cpu
 *                                   of the PMU's cpumask), enable, read,
 *                                   disable, close; then N reads of one
 *                                   enabled event from each CPU given.
 *                                   Prints "NAME MEDIAN_NS" per step and
 *                                   "read@CPU MEDIAN_NS" per CPU.
 *   uncore_cost run COMMAND...      runs COMMAND, its output to /dev/null;
 *                                   prints "WALL_NS CPU_NS", CPU_NS its
 *                                   user and system time
 *
 * EVENT is PMU/TERMS/ as perf writes it (pmu_event.h).  Medians, not
 * means: a TCG guest's timer interrupts and the host's other work land
 * on a few samples.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

#include "pmu_event.h"

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return (x > y) - (x < y);
}

static long long median(long long *v, int n)
{
	qsort(v, n, sizeof(*v), cmp_ll);
	return v[n / 2];
}

static void on_cpu(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set)) {
		perror("sched_setaffinity");
		exit(2);
	}
}

static int ops(const char *ev, int n, char **cpus, int ncpus)
{
	static const char *const step[] = { "open", "enable", "read",
					    "disable", "close" };
	long long *t[5], *r, t0, t1;
	struct perf_event_attr a;
	char pmu[64];
	unsigned long long val;
	int i, k, fd, cpu;

	if (n < 1 || parse_event(ev, &a, pmu, sizeof(pmu))) {
		fprintf(stderr, "uncore_cost: bad event %s or count\n", ev);
		return 2;
	}
	a.disabled = 1;
	pmu_cpus(pmu, &cpu, 1);
	r = calloc(n, sizeof(*r));
	for (k = 0; k < 5; k++)
		t[k] = calloc(n, sizeof(**t));
	if (!r || !t[0] || !t[1] || !t[2] || !t[3] || !t[4])
		return 2;
	on_cpu(cpu);
	for (i = 0; i < n; i++) {
		t0 = now_ns();
		fd = open_event(&a, -1, cpu, -1);
		t1 = now_ns();
		if (fd < 0) {
			fprintf(stderr, "uncore_cost: open %s: %s\n", ev, strerror(errno));
			return 1;
		}
		t[0][i] = t1 - t0;
		t0 = now_ns();
		ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
		t1 = now_ns();
		t[1][i] = t1 - t0;
		if (read(fd, &val, sizeof(val)) != sizeof(val))
			return 1;
		t0 = now_ns();
		t[2][i] = t0 - t1;
		ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
		t1 = now_ns();
		t[3][i] = t1 - t0;
		close(fd);
		t[4][i] = now_ns() - t1;
	}
	for (k = 0; k < 5; k++)
		printf("%s %lld\n", step[k], median(t[k], n));

	a.disabled = 0;
	fd = open_event(&a, -1, cpu, -1);
	if (fd < 0)
		return 1;
	for (k = 0; k < ncpus; k++) {
		on_cpu(atoi(cpus[k]));
		for (i = 0; i < n; i++) {
			t0 = now_ns();
			if (read(fd, &val, sizeof(val)) != sizeof(val))
				return 1;
			r[i] = now_ns() - t0;
		}
		printf("read@%s %lld\n", cpus[k], median(r, n));
	}
	close(fd);
	return 0;
}

static int run(char **argv)
{
	struct rusage ru;
	long long t0 = now_ns();
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		if (null < 0 || dup2(null, 1) < 0 || dup2(null, 2) < 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0)
		return 2;
	printf("%lld %lld\n", now_ns() - t0,
	       (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000000LL +
	       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1000LL);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

int main(int argc, char **argv)
{
	if (argc >= 4 && !strcmp(argv[1], "ops"))
		return ops(argv[2], atoi(argv[3]), argv + 4, argc - 4);
	if (argc >= 3 && !strcmp(argv[1], "run"))
		return run(argv + 2);
	fprintf(stderr, "usage: uncore_cost ops EVENT N CPU... | run COMMAND...\n");
	return 2;
}
