// SPDX-License-Identifier: GPL-2.0-only
/*
 * group_txn PINNED_EVENT... -- GROUP_EVENT...: a group that never fits.
 *
 * Opens the first events (PMU/TERMS/, pmu_event.h) as one pinned group,
 * then the others as one flexible group, enabled once all are open, on
 * the first cpu of the first event's PMU.  With the pinned group holding
 * counters, the flexible one's leader finds a counter and a sibling does
 * not: perf core tries the group at its enable and at every rotation and
 * removes it each time, so it never runs.  After 0.5 s prints its
 * leader's "count C enabled E running R", then closes the pinned group
 * and after 0.5 s more prints the same line again (the group now runs).
 * Exit status 1 if an open or a read fails.
 *
 * For tests/guest/native/multiplex.sh: a group that never ran must count
 * nothing, however many times perf core tried it.
 */
#include <errno.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <string.h>

#include "pmu_event.h"

#define MAX_EVENTS	8

struct leader_read {
	unsigned long long count, enabled, running;
};

/* Opens the group's events into @fds; returns its leader's fd or -1. */
static int open_group(char **names, int n, int cpu, int pinned, int *fds)
{
	struct perf_event_attr a;
	char pmu[64];
	int i, fd, leader = -1;

	for (i = 0; i < n; i++) {
		if (parse_event(names[i], &a, pmu, sizeof(pmu))) {
			fprintf(stderr, "group_txn: bad event %s\n", names[i]);
			return -1;
		}
		a.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
				PERF_FORMAT_TOTAL_TIME_RUNNING;
		a.pinned = pinned && i == 0;
		/* Enabled once whole: its leader alone would fit, and run. */
		a.disabled = !pinned && i == 0;
		fd = open_event(&a, -1, cpu, leader);
		if (fd < 0) {
			fprintf(stderr, "group_txn: open %s on cpu %d: %s\n", names[i],
				cpu, strerror(errno));
			return -1;
		}
		fds[i] = fd;
		if (i == 0)
			leader = fd;
	}
	return leader;
}

static int report(int fd)
{
	struct leader_read r;

	if (read(fd, &r, sizeof(r)) != sizeof(r)) {
		perror("group_txn: read");
		return 1;
	}
	printf("count %llu enabled %llu running %llu\n", r.count, r.enabled,
	       r.running);
	return 0;
}

int main(int argc, char **argv)
{
	int fds[MAX_EVENTS], others[MAX_EVENTS];
	int sep, i, group, cpu;
	char pmu[64];
	struct perf_event_attr a;

	for (sep = 1; sep < argc && strcmp(argv[sep], "--"); sep++)
		;
	if (sep < 2 || sep > MAX_EVENTS || sep >= argc - 1 ||
	    argc - sep - 1 > MAX_EVENTS ||
	    parse_event(argv[1], &a, pmu, sizeof(pmu))) {
		fprintf(stderr, "usage: group_txn PINNED_EVENT... -- GROUP_EVENT...\n");
		return 2;
	}
	pmu_cpus(pmu, &cpu, 1);
	if (open_group(argv + 1, sep - 1, cpu, 1, fds) < 0)
		return 1;
	group = open_group(argv + sep + 1, argc - sep - 1, cpu, 0, others);
	if (group < 0)
		return 1;
	if (ioctl(group, PERF_EVENT_IOC_ENABLE, PERF_IOC_FLAG_GROUP)) {
		perror("group_txn: enable");
		return 1;
	}
	usleep(500000);
	if (report(group))
		return 1;
	/* Every member: a closed leader's siblings would stay, as groups. */
	for (i = 0; i < sep - 1; i++)
		close(fds[i]);
	usleep(500000);
	return report(group);
}
