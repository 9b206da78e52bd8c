// SPDX-License-Identifier: GPL-2.0-only
/*
 * count_session READY STOP OUT EVENT...: a counting session, as perf stat
 * -a opens one, without perf's start-up (seconds under TCG with the
 * Montecito's 594 aliases loaded).  Each EVENT, PMU/TERMS/ (pmu_event.h),
 * is opened enabled on every cpu of its PMU's cpumask, one per die for an
 * uncore PMU, for all tasks, with the times enabled and running.  Then
 * the file READY is created, and the session counts until the file STOP
 * exists.  It reads every event and writes to OUT one line per event and
 * cpumask position, "EVENT;POS;COUNT;ENABLED_NS;RUNNING_NS": POS 0 is
 * die 0's reader when the event was opened, whichever cpu reads it by the
 * end (the driver moves it when its cpu goes offline).  A failed open,
 * disable or read is printed as FAIL and makes the exit status 1; no line
 * is written for an event that could not be read.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>

#include "pmu_event.h"

#define MAX_EVENTS	16
#define MAX_CPUS	8

struct session_event {
	const char *name;
	int ncpus;
	int fd[MAX_CPUS];
};

static struct session_event ev[MAX_EVENTS];
static int nev, failures;

static void open_all(char **names, int n)
{
	int i, k, cpus[MAX_CPUS];

	for (i = 0; i < n && nev < MAX_EVENTS; i++) {
		struct session_event *e = &ev[nev++];
		struct perf_event_attr a;
		char pmu[64];

		e->name = names[i];
		if (parse_event(e->name, &a, pmu, sizeof(pmu))) {
			printf("FAIL: %s: no such PMU or format term\n", e->name);
			failures++;
			continue;
		}
		a.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
				PERF_FORMAT_TOTAL_TIME_RUNNING;
		e->ncpus = pmu_cpus(pmu, cpus, MAX_CPUS);
		for (k = 0; k < e->ncpus; k++) {
			e->fd[k] = open_event(&a, -1, cpus[k], -1);
			if (e->fd[k] < 0) {
				printf("FAIL: %s: perf_event_open on cpu %d: %s\n",
				       e->name, cpus[k], strerror(errno));
				failures++;
			}
		}
	}
}

/*
 * Every event stops before the first is read, as perf stat's do: an
 * event read and then closed would count on unseen until its close.
 */
static void read_all(FILE *out)
{
	unsigned long long v[3];
	int i, k;

	for (i = 0; i < nev; i++)
		for (k = 0; k < ev[i].ncpus; k++)
			if (ev[i].fd[k] >= 0 &&
			    ioctl(ev[i].fd[k], PERF_EVENT_IOC_DISABLE, 0)) {
				printf("FAIL: %s: disable at position %d: %s\n",
				       ev[i].name, k, strerror(errno));
				failures++;
			}
	for (i = 0; i < nev; i++) {
		for (k = 0; k < ev[i].ncpus; k++) {
			if (ev[i].fd[k] < 0)
				continue;
			if (read(ev[i].fd[k], v, sizeof(v)) != sizeof(v)) {
				printf("FAIL: %s: read at position %d: %s\n",
				       ev[i].name, k, strerror(errno));
				failures++;
			} else {
				fprintf(out, "%s;%d;%llu;%llu;%llu\n", ev[i].name,
					k, v[0], v[1], v[2]);
			}
			close(ev[i].fd[k]);
		}
	}
}

int main(int argc, char **argv)
{
	FILE *out;
	int fd;

	if (argc < 5) {
		fprintf(stderr, "usage: count_session READY STOP OUT EVENT...\n");
		return 2;
	}
	open_all(argv + 4, argc - 4);
	fd = open(argv[1], O_CREAT | O_WRONLY, 0644);
	if (fd < 0) {
		printf("FAIL: cannot create %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	close(fd);
	while (access(argv[2], F_OK))
		usleep(100000);
	out = fopen(argv[3], "w");
	if (!out) {
		printf("FAIL: cannot write %s: %s\n", argv[3], strerror(errno));
		return 1;
	}
	read_all(out);
	fclose(out);
	return failures ? 1 : 0;
}
