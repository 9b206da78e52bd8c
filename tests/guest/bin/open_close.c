// SPDX-License-Identifier: GPL-2.0-only
/*
 * open_close GROUP...: for each GROUP, open its events with
 * perf_event_open(), enable them, read them twice 20 ms apart, close them.
 * A GROUP is one event, PMU/TERMS/ as perf writes it (pmu_event.h), or
 * several in braces, {PMU/TERMS/,PMU/TERMS/}, opened as one group.  Each
 * event is opened on the first cpu of the PMU's cpumask (cpu 0 without
 * one), for all tasks.  Every count must be nonzero at the first read and
 * not smaller at the second (a counting event never goes back).
 * Prints nothing but failures; exits 1 on any.  For the guest
 * load/unload cycles, where perf's start-up would cost seconds a cycle.
 */
#include <errno.h>
#include <sys/ioctl.h>

#include "pmu_event.h"

#define MAX_GROUP	8

static int failures;

static void failf(const char *what, const char *why, unsigned long long got)
{
	printf("FAIL: %s: %s (got %llu)\n", what, why, got);
	failures++;
}

static int read_group(int fd, int n, unsigned long long *v)
{
	unsigned long long buf[1 + MAX_GROUP];
	int i;

	if (read(fd, buf, sizeof(buf)) < (ssize_t)((1 + n) * sizeof(buf[0])) ||
	    buf[0] != (unsigned long long)n)
		return -1;
	for (i = 0; i < n; i++)
		v[i] = buf[1 + i];
	return 0;
}

static void run_group(const char *arg)
{
	char buf[1024], *name[MAX_GROUP], *p, *end;
	unsigned long long v1[MAX_GROUP], v2[MAX_GROUP];
	int fd[MAX_GROUP], n = 0, i, cpu = 0;

	snprintf(buf, sizeof(buf), "%s", arg);
	p = buf;
	if (*p == '{') {
		p++;
		end = strrchr(p, '}');
		if (end)
			*end = '\0';
	}
	/* Events end with '/': split at "/,". */
	while (p && *p && n < MAX_GROUP) {
		name[n++] = p;
		end = strstr(p, "/,");
		if (end) {
			end[1] = '\0';
			p = end + 2;
		} else {
			p = NULL;
		}
	}
	for (i = 0; i < n; i++) {
		struct perf_event_attr a;
		char pmu[64];

		if (parse_event(name[i], &a, pmu, sizeof(pmu))) {
			failf(name[i], "no such PMU or format term", 0);
			goto close;
		}
		pmu_cpus(pmu, &cpu, 1);
		a.disabled = !i;
		a.read_format = PERF_FORMAT_GROUP;
		fd[i] = open_event(&a, -1, cpu, i ? fd[0] : -1);
		if (fd[i] < 0) {
			printf("FAIL: %s: perf_event_open on cpu %d: %s\n", name[i],
			       cpu, strerror(errno));
			failures++;
			goto close;
		}
	}
	if (ioctl(fd[0], PERF_EVENT_IOC_ENABLE, 0)) {
		failf(name[0], "PERF_EVENT_IOC_ENABLE failed", errno);
		goto close;
	}
	usleep(20000);
	if (read_group(fd[0], n, v1)) {
		failf(name[0], "group read failed", errno);
		goto close;
	}
	usleep(20000);
	if (read_group(fd[0], n, v2)) {
		failf(name[0], "second group read failed", errno);
		goto close;
	}
	for (i = 0; i < n; i++) {
		if (!v1[i])
			failf(name[i], "counted nothing in 20 ms", v1[i]);
		else if (v2[i] < v1[i])
			failf(name[i], "count went back from the first read", v2[i]);
	}
	ioctl(fd[0], PERF_EVENT_IOC_DISABLE, 0);
close:
	while (i-- > 0)
		close(fd[i]);
}

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		run_group(argv[i]);
	return failures ? 1 : 0;
}
