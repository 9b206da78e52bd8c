/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Events named as perf names them, PMU/TERMS/, for the static test
 * programs of this folder.  TERMS are NAME=VALUE pairs placed where the
 * PMU's sysfs format/NAME says (as perf does, tools/perf/util/pmu.c), so
 * no config is hard-coded in a program; config=, config1= and config2=
 * set the whole word, as perf's raw terms do.
 */
#ifndef XPMU_PMU_EVENT_H
#define XPMU_PMU_EVENT_H

#include <stdlib.h>

#include "perf_open.h"

/*
 * The cpus of @pmu's cpumask ("0,2", as the uncore PMUs write it) into
 * @cpus, at most @max; cpu 0 alone for a PMU without one.  Returns how
 * many.
 */
static int pmu_cpus(const char *pmu, int *cpus, int max)
{
	char path[160];
	FILE *f;
	int n = 0;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpumask", pmu);
	f = fopen(path, "r");
	if (f) {
		while (n < max && fscanf(f, "%d", &cpus[n]) == 1) {
			n++;
			if (fgetc(f) != ',')
				break;
		}
		fclose(f);
	}
	if (!n)
		cpus[n++] = 0;
	return n;
}

/*
 * Put @val in the bits format/@name of @pmu names, "config1:0-63" or
 * "config:8-15,32-63": its low bits in the first range, the next in the
 * second, as perf's pmu_format_value() spreads them.
 */
static int place(struct perf_event_attr *a, const char *pmu, const char *name,
		 unsigned long long val)
{
	char path[192], spec[128], *r, *save;
	unsigned long long *cfg;
	int lo, hi, n;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/format/%s",
		 pmu, name);
	f = fopen(path, "r");
	if (!f)
		return -1;
	n = fscanf(f, "%127s", spec);
	fclose(f);
	r = strchr(spec, ':');
	if (n != 1 || !r)
		return -1;
	*r++ = '\0';
	if (!strcmp(spec, "config"))
		cfg = (unsigned long long *)&a->config;
	else if (!strcmp(spec, "config1"))
		cfg = (unsigned long long *)&a->config1;
	else if (!strcmp(spec, "config2"))
		cfg = (unsigned long long *)&a->config2;
	else
		return -1;
	for (r = strtok_r(r, ",", &save); r; r = strtok_r(NULL, ",", &save)) {
		n = sscanf(r, "%d-%d", &lo, &hi);
		if (n == 1)
			hi = lo;
		else if (n != 2 || lo > hi || hi > 63)
			return -1;
		*cfg |= (val << lo) & (~0ULL >> (63 - hi + lo) << lo);
		val = hi - lo + 1 < 64 ? val >> (hi - lo + 1) : 0;
	}
	return 0;
}

/*
 * Parse "PMU/a=1,b=2/" into @a; the PMU's name into @pmu_name (@len
 * bytes).
 */
static int parse_event(const char *ev, struct perf_event_attr *a,
		       char *pmu_name, size_t len)
{
	char buf[64], *pmu, *terms, *t, *save;
	int type;

	if (snprintf(buf, sizeof(buf), "%s", ev) >= (int)sizeof(buf))
		return -1;
	pmu = buf;
	terms = strchr(buf, '/');
	if (!terms)
		return -1;
	*terms++ = '\0';
	t = strchr(terms, '/');
	if (t)
		*t = '\0';
	type = pmu_type(pmu);
	if (type < 0)
		return -1;
	*a = attr(type, 0);
	for (t = strtok_r(terms, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(t, '=');

		if (!eq)
			return -1;
		*eq = '\0';
		/* perf's raw terms, as perf takes them: the whole config word */
		if (!strcmp(t, "config"))
			a->config = strtoull(eq + 1, NULL, 0);
		else if (!strcmp(t, "config1"))
			a->config1 = strtoull(eq + 1, NULL, 0);
		else if (!strcmp(t, "config2"))
			a->config2 = strtoull(eq + 1, NULL, 0);
		else if (place(a, pmu, t, strtoull(eq + 1, NULL, 0)))
			return -1;
	}
	snprintf(pmu_name, len, "%s", pmu);
	return 0;
}

#endif /* XPMU_PMU_EVENT_H */
