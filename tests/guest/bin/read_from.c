// SPDX-License-Identifier: GPL-2.0-only
/*
 * read_from EVENT CPU SECONDS: open EVENT (PMU/TERMS/, pmu_event.h)
 * counting, on the first cpu of its PMU's cpumask, then read it from CPU
 * as fast as read() returns for SECONDS.  Prints "reads N count C".  Exit
 * status 1 if the open or a read fails or the count goes backwards.
 *
 * For tests/guest/native/read_race.sh: an uncore PMU reads an event from
 * any cpu of its package (PERF_EV_CAP_READ_ACTIVE_PKG) without an IPI to
 * the event's cpu, so a CPU of the package runs the driver's read there
 * while the event's cpu updates the same counts.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pmu_event.h"

int main(int argc, char **argv)
{
	unsigned long long val, last = 0, reads = 0;
	struct perf_event_attr a;
	struct timespec now;
	cpu_set_t set;
	char pmu[64];
	time_t end;
	int fd, cpu;

	if (argc != 4 || parse_event(argv[1], &a, pmu, sizeof(pmu))) {
		fprintf(stderr, "usage: read_from PMU/TERMS/ CPU SECONDS\n");
		return 2;
	}
	pmu_cpus(pmu, &cpu, 1);
	fd = open_event(&a, -1, cpu, -1);
	if (fd < 0) {
		fprintf(stderr, "read_from: open %s on cpu %d: %s\n", argv[1], cpu,
			strerror(errno));
		return 1;
	}
	CPU_ZERO(&set);
	CPU_SET(atoi(argv[2]), &set);
	if (sched_setaffinity(0, sizeof(set), &set)) {
		perror("read_from: sched_setaffinity");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &now);
	end = now.tv_sec + atoi(argv[3]);
	do {
		if (read(fd, &val, sizeof(val)) != sizeof(val)) {
			perror("read_from: read");
			return 1;
		}
		if (val < last) {
			fprintf(stderr, "read_from: the count went back from %llu to %llu\n",
				last, val);
			return 1;
		}
		last = val;
		reads++;
		clock_gettime(CLOCK_MONOTONIC, &now);
	} while (now.tv_sec < end);
	printf("reads %llu count %llu\n", reads, val);
	return 0;
}
