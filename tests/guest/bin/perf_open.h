/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * perf_event_open() helpers shared by the static test programs of this
 * folder (each is one file, built alone by scripts/vm).
 */
#ifndef XPMU_PERF_OPEN_H
#define XPMU_PERF_OPEN_H

#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* The dynamic type perf gave PMU @pmu, or -1 if there is no such PMU. */
static int pmu_type(const char *pmu)
{
	char path[128];
	FILE *f;
	int type = -1;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/type", pmu);
	f = fopen(path, "r");
	if (!f || fscanf(f, "%d", &type) != 1)
		type = -1;
	if (f)
		fclose(f);
	return type;
}

static int open_event(struct perf_event_attr *a, int pid, int cpu, int group)
{
	return syscall(SYS_perf_event_open, a, pid, cpu, group, 0);
}

/* A counting attr for @config on PMU type @type, everything else zero. */
static struct perf_event_attr attr(int type, uint64_t config)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = type;
	a.config = config;
	return a;
}

#endif /* XPMU_PERF_OPEN_H */
