// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf_event_open() straight at the montecito PMU: bad attributes and
 * unschedulable groups get the exact errno (the perf tool hides it), and
 * valid counting and sampling events open.  Expected refusals follow the
 * Montecito manual: Table 3-6 (fields), 3.3.3 and 4.8.2/4.8.4 (counters),
 * Table 4-19 (.all), Table 4-42 (codes, Max Inc/Cyc).  Then the itanium
 * PMU: its 7-bit select and libpfm 3.10's per-event rules (data/libpfm:
 * pfmlib_itanium.h:59-60; itanium_events.h pme_counters and pme_iar).
 * Built static on the host by scripts/vm; run by tests/guest/itanium_attr.sh.
 */
#include <errno.h>

#include "perf_open.h"

static int failures;

static void expect(const char *what, int fd, int want_errno, int keep)
{
	int err = fd < 0 ? errno : 0;

	if (err == want_errno) {
		printf("ok: %s: %s\n", what, err ? strerror(err) : "opened");
	} else {
		printf("FAIL: %s: got %s, want %s\n", what,
		       err ? strerror(err) : "success",
		       want_errno ? strerror(want_errno) : "success");
		failures++;
	}
	if (fd >= 0 && !keep)
		close(fd);
}

#define CFG(es, umask, all)	\
	((unsigned long long)(es) << 8 | (unsigned long long)(umask) << 16 | \
	 (unsigned long long)(all) << 26)

/* Open @n events of @cfg as one group on cpu 0; the last one's errno. */
static int group(const unsigned long long *cfg, int n, int type)
{
	int fds[16], i, ret = 0, err = 0;

	for (i = 0; i < n; i++) {
		struct perf_event_attr a = attr(type, cfg[i]);

		fds[i] = open_event(&a, -1, 0, i ? fds[0] : -1);
		if (fds[i] < 0) {
			err = errno;
			ret = -1;
			break;
		}
	}
	while (i-- > 0)
		close(fds[i]);
	errno = err;
	return ret;
}

/*
 * The exclude_* flags: plm has a user (3) and a kernel (0) bit only (Table
 * 3-6), nothing stops the counters in the idle loop or around a guest, and
 * perf's :u and :k set exclude_hv (no code runs at levels 1 and 2).
 */
static const struct exclude_case {
	const char *what;
	unsigned int user:1, kernel:1, hv:1, idle:1, host:1, guest:1;
	int err;
} excludes[] = {
	{ "exclude_user + exclude_kernel (plm 0)", .user = 1, .kernel = 1, .err = EINVAL },
	{ "exclude_idle", .idle = 1, .err = EINVAL },
	{ "exclude_guest", .guest = 1, .err = EINVAL },
	{ "exclude_host", .host = 1, .err = EINVAL },
	{ "exclude_kernel + exclude_hv (perf's :u)", .kernel = 1, .hv = 1 },
	{ "exclude_user + exclude_hv (perf's :k)", .user = 1, .hv = 1 },
};

int main(void)
{
	int type = pmu_type("montecito");
	struct perf_event_attr a;
	unsigned long long g[16];
	int i;

	if (type < 0) {
		printf("FAIL: montecito PMU not found\n");
		return 1;
	}
	a = attr(type, CFG(0x12, 0, 0));
	expect("CPU_OP_CYCLES on cpu 0", open_event(&a, -1, 0, -1), 0, 0);
	expect("per-task (pid 0, any cpu)", open_event(&a, 0, -1, -1), EINVAL, 0);
	for (i = 0; i < (int)ARRAY_SIZE(excludes); i++) {
		const struct exclude_case *x = &excludes[i];

		a = attr(type, CFG(0x12, 0, 0));
		a.exclude_user = x->user;
		a.exclude_kernel = x->kernel;
		a.exclude_hv = x->hv;
		a.exclude_idle = x->idle;
		a.exclude_host = x->host;
		a.exclude_guest = x->guest;
		expect(x->what, open_event(&a, -1, 0, -1), x->err, 0);
	}
	a = attr(type, CFG(0x12, 0, 0));
	a.sample_period = 100000;
	expect("sampling, fixed period", open_event(&a, -1, 0, -1), 0, 0);
	a.freq = 1;
	a.sample_freq = 1000;
	expect("sampling, frequency", open_event(&a, -1, 0, -1), 0, 0);
	a = attr(type, CFG(0x07, 0, 0));
	expect("event 0x07 (not in Table 4-42)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0) | 1ULL << 7);
	expect("ig bit 7 (Table 3-6)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0) | 1ULL << 40);
	expect("bit 40", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0));
	a.config1 = 1;
	expect("config1 = 1: a range below one bundle", open_event(&a, -1, 0, -1), EINVAL, 0);
	a.config1 = 0x40007ff;
	expect("config1: 4 KiB instruction range", open_event(&a, -1, 0, -1), 0, 0);
	a.config2 = 0x40007ff;
	expect("config2 on CPU_OP_CYCLES (Table 4-42: no D)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x00, 0, 0));
	a.config1 = 0x40007ff;
	expect("config1 on BACK_END_BUBBLE (no I)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0) | 1ULL << 20);
	expect("threshold 1 on a Max Inc/Cyc 1 event", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0) | 0xfULL << 27);
	expect("MESI on CPU_OP_CYCLES", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0xe1, 0, 1));
	expect(".all on L2D_OZQ_FULL (Table 4-19: N)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x18, 0, 1));
	expect(".all on CPU_OP_CYCLES_HALTED (PMD10 only)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0xe4, 0x1, 1));
	expect(".all on L2D_BYPASS.L2_DATA2 (Table 4-87: not .all capable)",
	       open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0xe4, 0x2, 1));
	expect(".all on L2D_BYPASS.L3_DATA1 (Table 4-87: .all capable)",
	       open_event(&a, -1, 0, -1), 0, 0);
	a = attr(type, CFG(0x12, 0, 0));
	a.sample_period = 1000;
	a.sample_type = PERF_SAMPLE_BRANCH_STACK;
	a.branch_sample_type = PERF_SAMPLE_BRANCH_ANY;
	expect("branch stack, any", open_event(&a, -1, 0, -1), 0, 0);
	a.branch_sample_type = PERF_SAMPLE_BRANCH_ANY_CALL;
	expect("branch stack, any_call (Table 3-26)", open_event(&a, -1, 0, -1), EOPNOTSUPP, 0);
	a.branch_sample_type = PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_HV;
	expect("branch stack, hv only", open_event(&a, -1, 0, -1), EOPNOTSUPP, 0);

	/* A group whose members need different IBRP0 ranges (one PMC38). */
	{
		struct perf_event_attr l = attr(type, CFG(0x12, 0, 0)), m = l;
		int fd;

		l.config1 = 0x40007ff;
		m.config1 = 0x80007ff;
		fd = open_event(&l, -1, 0, -1);
		expect("group: two instruction ranges", fd < 0 ? -1 : open_event(&m, -1, 0, fd),
		       EINVAL, 0);
		if (fd >= 0)
			close(fd);
	}

	/* Groups (perf_event_open of the member that does not fit). */
	g[0] = CFG(0x18, 0, 0);
	g[1] = CFG(0x18, 0, 0);
	expect("group: two CPU_OP_CYCLES_HALTED (PMD10 only)", group(g, 2, type), EINVAL, 0);
	g[0] = CFG(0xc2, 0, 0);
	g[1] = CFG(0xc4, 0, 0);
	expect("group: L1D sets 0 and 1 (4.8.2)", group(g, 2, type), EINVAL, 0);
	g[1] = CFG(0xc3, 0, 0);
	expect("group: two L1D set 0 events", group(g, 2, type), 0, 0);
	g[0] = CFG(0xe6, 1, 0);
	g[1] = CFG(0xe4, 0, 0);
	g[2] = CFG(0xe9, 0, 0);
	expect("group: three L2D sets (4.8.4)", group(g, 3, type), EINVAL, 0);
	expect("group: two L2D sets", group(g, 2, type), 0, 0);
	g[0] = CFG(0xe0, 1, 0);
	g[1] = CFG(0xe2, 1, 0);
	expect("group: L2D_OZQ_CANCELS0 and 1 (4.15: only 1 of the 2)",
	       group(g, 2, type), EINVAL, 0);
	g[1] = CFG(0xe0, 2, 0);
	expect("group: L2D_OZQ_CANCELS0 twice", group(g, 2, type), 0, 0);
	for (i = 0; i < 7; i++)
		g[i] = CFG(0x87, 0xf, 0);
	expect("group: seven bus events (PMD4-9)", group(g, 7, type), EINVAL, 0);
	for (i = 0; i < 13; i++)
		g[i] = CFG(0x08, 0, 0);
	expect("group: twelve events", group(g, 12, type), 0, 0);
	expect("group: thirteen events", group(g, 13, type), EINVAL, 0);

	type = pmu_type("itanium");
	if (type < 0) {
		printf("FAIL: itanium PMU not found\n");
		return 1;
	}
	a = attr(type, CFG(0x12, 0, 0));
	expect("itanium: CPU_CYCLES", open_event(&a, -1, 0, -1), 0, 0);
	a = attr(type, CFG(0x92, 0, 0));
	expect("itanium: event 0x92 (bit 15 ignored by the hardware)",
	       open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x13, 0, 0));
	expect("itanium: event 0x13 (not in libpfm's table)", open_event(&a, -1, 0, -1), EINVAL, 0);
	a = attr(type, CFG(0x12, 0, 0));
	a.config1 = 0x40007ff;
	expect("itanium: range on CPU_CYCLES (libpfm: no iar)", open_event(&a, -1, 0, -1),
	       EINVAL, 0);
	a = attr(type, CFG(0x08, 0, 0));
	a.config1 = 0x40007ff;
	expect("itanium: range on IA64_INST_RETIRED", open_event(&a, -1, 0, -1), 0, 0);
	g[0] = CFG(0x08, 0, 0);
	g[1] = CFG(0x30, 0, 0);
	g[2] = CFG(0x31, 0, 0);
	expect("itanium group: three PMC4/5-only events", group(g, 3, type), EINVAL, 0);
	g[2] = CFG(0x12, 0, 0);
	g[3] = CFG(0x12, 0, 0);
	expect("itanium group: two PMC4/5-only and two others", group(g, 4, type), 0, 0);

	printf("%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
