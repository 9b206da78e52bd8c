// SPDX-License-Identifier: GPL-2.0-only
/*
 * attr_taken EVENT...: for each EVENT, PMU/TERMS/ as perf writes it
 * (pmu_event.h), whether the PMU takes it: opened, as a counting event,
 * on the first cpu of the PMU's cpumask, and closed at once.  Prints one
 * line an event, "EVENT ok", "EVENT <errno name>", or "EVENT noterm" when
 * the PMU has no such PMU or format term.  For comparing what two
 * drivers take (native/kernel_reference) without a perf start-up an
 * event.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>

#include "pmu_event.h"

int main(int argc, char **argv)
{
	int i, fd, cpu;

	for (i = 1; i < argc; i++) {
		struct perf_event_attr a;
		char pmu[64];

		if (parse_event(argv[i], &a, pmu, sizeof(pmu))) {
			printf("%s noterm\n", argv[i]);
			continue;
		}
		pmu_cpus(pmu, &cpu, 1);
		fd = open_event(&a, -1, cpu, -1);
		if (fd < 0) {
			printf("%s %s\n", argv[i], strerrorname_np(errno) ?: "?");
			continue;
		}
		printf("%s ok\n", argv[i]);
		close(fd);
	}
	return 0;
}
