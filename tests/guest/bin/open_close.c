// SPDX-License-Identifier: GPL-2.0-only
/*
 * open_close GROUP...: for each GROUP, open its events with
 * perf_event_open(), enable them, read them twice 20 ms apart, close them.
 * A GROUP is one event, PMU/TERMS/ as perf writes it, or several in
 * braces, {PMU/TERMS/,PMU/TERMS/}, opened as one group.  TERMS are
 * NAME=VALUE pairs placed where the PMU's sysfs format/NAME says (as perf
 * does, tools/perf/util/pmu.c), so no config is hard-coded here.  Each
 * event is opened on the first cpu of the PMU's cpumask (cpu 0 without
 * one), for all tasks.  Every count must be nonzero at the first read and
 * not smaller at the second (a counting event never goes back).
 * Prints nothing but failures; exits 1 on any.  For the guest
 * load/unload cycles, where perf's start-up would cost seconds a cycle.
 */
#include <errno.h>
#include <stdlib.h>
#include <sys/ioctl.h>

#include "perf_open.h"

#define MAX_GROUP	8

static int failures;

static void failf(const char *what, const char *why, unsigned long long got)
{
	printf("FAIL: %s: %s (got %llu)\n", what, why, got);
	failures++;
}

static int first_cpu(const char *pmu)
{
	char path[160];
	FILE *f;
	int cpu = 0;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpumask", pmu);
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%d", &cpu) != 1)
			cpu = 0;
		fclose(f);
	}
	return cpu;
}

/* Put @val in the bits format/@name of @pmu names: "config1:0-63" etc. */
static int place(struct perf_event_attr *a, const char *pmu, const char *name,
		 unsigned long long val)
{
	char path[192], field[16];
	unsigned long long *cfg;
	int lo, hi, n;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/format/%s",
		 pmu, name);
	f = fopen(path, "r");
	if (!f)
		return -1;
	n = fscanf(f, "%15[a-z0-9]:%d-%d", field, &lo, &hi);
	fclose(f);
	if (n == 2)
		hi = lo;
	else if (n != 3)
		return -1;
	if (!strcmp(field, "config"))
		cfg = (unsigned long long *)&a->config;
	else if (!strcmp(field, "config1"))
		cfg = (unsigned long long *)&a->config1;
	else if (!strcmp(field, "config2"))
		cfg = (unsigned long long *)&a->config2;
	else
		return -1;
	*cfg |= (val << lo) & (~0ULL >> (63 - hi + lo) << lo);
	return 0;
}

/* Parse "PMU/a=1,b=2/" into @a; the cpu to open it on into @cpu. */
static int parse(const char *ev, struct perf_event_attr *a, int *cpu)
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
		if (place(a, pmu, t, strtoull(eq + 1, NULL, 0)))
			return -1;
	}
	*cpu = first_cpu(pmu);
	return 0;
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

		if (parse(name[i], &a, &cpu)) {
			failf(name[i], "no such PMU or format term", 0);
			goto close;
		}
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
