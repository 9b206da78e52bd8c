// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf_event_open() straight at the montecito PMU: bad attributes and
 * unschedulable groups get the exact errno (the perf tool hides it), and
 * valid counting and sampling events open.  Expected refusals follow the
 * Montecito manual: Table 3-6 (fields), 3.3.3 and 4.8.2/4.8.4 (counters),
 * Table 4-19 (.all), Table 4-42 (codes, Max Inc/Cyc).  Then the itanium
 * PMU: its 7-bit select and libpfm 3.10's per-event rules (data/libpfm:
 * pfmlib_itanium.h:59-60; itanium_events.h pme_counters and pme_iar).
 * Then every perf_event_attr field perf core hands to event_init, on both
 * PMUs (attr_cases.h).
 * Built static on the host by scripts/vm; run by tests/guest/itanium/itanium_attr.sh.
 */
#include <sys/utsname.h>

#include "attr_cases.h"

static int failures;

/*
 * Per-task events open from Linux 6.2, whose perf core gives each PMU a
 * context of its own in the task's (drivers/itanium/pmu.c); 6.1 refuses
 * them.  Told from uname, not from the driver.
 */
static int per_task_errno(void)
{
	struct utsname u;
	int major = 0, minor = 0;

	if (uname(&u) || sscanf(u.release, "%d.%d", &major, &minor) != 2)
		return -1;
	return major > 6 || (major == 6 && minor >= 2) ? 0 : EINVAL;
}

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

/* A sampling event's period, ORed into a case's attr. */
#define SMP	.sample_period = 100000
#define BS(t)	.sample_type = PERF_SAMPLE_BRANCH_STACK, .branch_sample_type = (t)

/*
 * Both Itanium PMUs (itanium.rst "Formats and encoding", "Counting and
 * sampling"); no capability flags, so perf core leaves every exclude_*
 * to event_init:
 * - plm has a user (3) and a kernel (0) bit only (Table 3-6): exclude_user
 *   and exclude_kernel open, both together count nothing (EINVAL);
 *   exclude_hv opens (perf's :u and :k set it; no code runs at levels 1
 *   and 2); no guest runs on these counters, so exclude_guest is met
 *   as it stands and opens (perf sets it by default, on sampling events
 *   too), while exclude_host would leave nothing to count and nothing
 *   stops the counters in the idle loop: exclude_host, alone or with
 *   exclude_guest, and exclude_idle are refused (EINVAL);
 * - sampling by period or frequency opens, with every sample_type bit
 *   perf_prepare_sample() fills in itself (sample_cases, counting and
 *   sampling);
 * - precise_ip asks for bounded skid, but a sample's IP is the
 *   interrupted one (itanium.rst "How the data reaches the sample"):
 *   EOPNOTSUPP, as x86's core PMU answers above its precision, with
 *   exclude_guest (perf's default); EINVAL without it, where perf 6.12
 *   would answer EOPNOTSUPP by setting it forever (include/xpmu/
 *   perf_attr.h xpmu_attr_unsupported()).
 */
static const struct attr_case ia_cases[] = {
	{ "exclude_user", .d.exclude_user = 1, OPENS },
	{ "exclude_kernel", .d.exclude_kernel = 1, OPENS },
	{ "exclude_hv", .d.exclude_hv = 1, OPENS },
	{ "exclude_kernel + exclude_hv (perf's :u)",
	  .d = { .exclude_kernel = 1, .exclude_hv = 1 }, OPENS },
	{ "exclude_user + exclude_hv (perf's :k)",
	  .d = { .exclude_user = 1, .exclude_hv = 1 }, OPENS },
	{ "exclude_user + exclude_kernel (plm 0)",
	  .d = { .exclude_user = 1, .exclude_kernel = 1 }, ALL(EINVAL) },
	{ "exclude_idle", .d.exclude_idle = 1, ALL(EINVAL) },
	{ "exclude_host", .d.exclude_host = 1, ALL(EINVAL) },
	{ "exclude_guest", .d.exclude_guest = 1, OPENS },
	{ "exclude_host + exclude_guest",
	  .d = { .exclude_host = 1, .exclude_guest = 1 }, ALL(EINVAL) },
	{ "sampling, sample_period 100000", .d = { SMP }, OPENS },
	{ "sampling, freq 1000", .d = { .freq = 1, .sample_freq = 1000 }, OPENS },
	{ "sampling, exclude_kernel", .d = { SMP, .exclude_kernel = 1 }, OPENS },
	{ "sampling, exclude_guest (perf's default)", .d = { SMP, .exclude_guest = 1 }, OPENS },
	{ "precise_ip 1, counting", .d.precise_ip = 1, ALL(EINVAL) },
	{ "precise_ip 1, sampling", .d = { SMP, .precise_ip = 1 }, ALL(EINVAL) },
	{ "precise_ip 2, sampling", .d = { SMP, .precise_ip = 2 }, ALL(EINVAL) },
	{ "precise_ip 3, sampling", .d = { SMP, .precise_ip = 3 }, ALL(EINVAL) },
	{ "precise_ip 1, sampling, exclude_guest (perf's default)",
	  .d = { SMP, .precise_ip = 1, .exclude_guest = 1 }, ALL(EOPNOTSUPP) },
	{ "sampling, inherit, READ|TID",
	  .d = { SMP, .inherit = 1, .sample_type = PERF_SAMPLE_READ | PERF_SAMPLE_TID },
	  BY(EINVAL, 0) },
};

/*
 * Montecito branch stacks: the execution trace buffer (3.3.10), whose
 * PMC39.brt selects one class (Table 3-26): any, any_ret, or
 * ind_call,ind_jmp together; others EOPNOTSUPP with exclude_guest and
 * EINVAL without (itanium.rst "Beyond the counters"; the precise_ip
 * cases above say why), as is hv alone (no such level).  Flags that only
 * shape the records (no_flags, no_cycles, type_save, hw_index, priv_save,
 * no_tx) open.  6.12's
 * BRANCH_COUNTERS: 6.1's perf_copy_attr() refuses it (EINVAL, past its
 * PERF_SAMPLE_BRANCH_MAX), and so does event_init on 6.12
 * (include/xpmu/perf_attr.h).
 */
static const struct attr_case mont_branch_cases[] = {
	{ "BRANCH_STACK any", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY) }, OPENS },
	{ "BRANCH_STACK any, counting", .d = { BS(PERF_SAMPLE_BRANCH_ANY) }, OPENS },
	{ "BRANCH_STACK any_ret", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY_RETURN) }, OPENS },
	{ "BRANCH_STACK ind_call,ind_jmp",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_IND_CALL | PERF_SAMPLE_BRANCH_IND_JUMP) }, OPENS },
	{ "BRANCH_STACK any,u", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY |
					       PERF_SAMPLE_BRANCH_USER) }, OPENS },
	{ "BRANCH_STACK any,k", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY |
					       PERF_SAMPLE_BRANCH_KERNEL) }, OPENS },
	{ "BRANCH_STACK any + record flags",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_NO_FLAGS |
			 PERF_SAMPLE_BRANCH_NO_CYCLES | PERF_SAMPLE_BRANCH_TYPE_SAVE |
			 PERF_SAMPLE_BRANCH_HW_INDEX | PERF_SAMPLE_BRANCH_PRIV_SAVE |
			 PERF_SAMPLE_BRANCH_NO_TX) }, OPENS },
	{ "BRANCH_STACK any_call", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY_CALL) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK any_call, exclude_guest (perf 6.12's fallback)",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY_CALL), .exclude_guest = 1 }, ALL(EOPNOTSUPP) },
	{ "BRANCH_STACK call", .d = { SMP, BS(PERF_SAMPLE_BRANCH_CALL) }, ALL(EINVAL) },
	{ "BRANCH_STACK ind_call", .d = { SMP, BS(PERF_SAMPLE_BRANCH_IND_CALL) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK ind_jmp", .d = { SMP, BS(PERF_SAMPLE_BRANCH_IND_JUMP) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK cond", .d = { SMP, BS(PERF_SAMPLE_BRANCH_COND) }, ALL(EINVAL) },
	{ "BRANCH_STACK call_stack", .d = { SMP, BS(PERF_SAMPLE_BRANCH_CALL_STACK) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK in_tx", .d = { SMP, BS(PERF_SAMPLE_BRANCH_IN_TX) }, ALL(EINVAL) },
	{ "BRANCH_STACK abort_tx", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ABORT_TX) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK any,hv (hv only)",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_HV) }, ALL(EINVAL) },
	{ "BRANCH_STACK any|counters (6.12)",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY | (1ULL << BRANCH_COUNTERS_SHIFT)) },
	  ALL(EINVAL) },
};

/* The first Itanium has no trace buffer (qual.c: "no branch stack"). */
static const struct attr_case itanium_branch_cases[] = {
	{ "BRANCH_STACK any (no trace buffer)", .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY) },
	  ALL(EINVAL) },
	{ "BRANCH_STACK any, exclude_guest (no trace buffer)",
	  .d = { SMP, BS(PERF_SAMPLE_BRANCH_ANY), .exclude_guest = 1 }, ALL(EOPNOTSUPP) },
	{ "BRANCH_STACK any, counting", .d = { BS(PERF_SAMPLE_BRANCH_ANY) }, ALL(EINVAL) },
};

/*
 * The shared cases, ia_cases and @branch on @pmu, with the valid counting
 * @config; sample_cases counting and sampling.
 */
static void attr_table(const char *pmu, unsigned long long config,
		       const struct attr_case *branch, int nbranch, const struct kernel *k)
{
	int type = pmu_type(pmu);
	struct perf_event_attr base = attr(type, config), smp = base;
	char label[64];

	if (type < 0) {
		printf("FAIL: %s not found\n", pmu);
		failures++;
		return;
	}
	smp.sample_period = 100000;
	run_cases(pmu, &base, &base, core_cases, ARRAY_SIZE(core_cases), k);
	run_cases(pmu, &base, &base, ia_cases, ARRAY_SIZE(ia_cases), k);
	run_cases(pmu, &base, &base, branch, nbranch, k);
	run_cases(pmu, &base, &base, sample_cases, ARRAY_SIZE(sample_cases), k);
	snprintf(label, sizeof(label), "%s, sampling", pmu);
	run_cases(label, &smp, &smp, sample_cases, ARRAY_SIZE(sample_cases), k);
}

/* Single Montecito events: fields, ranges and their qualification rules. */
static void montecito_events(int type)
{
	struct perf_event_attr a;

	a = attr(type, CFG(0x12, 0, 0));
	expect("CPU_OP_CYCLES on cpu 0", open_event(&a, -1, 0, -1), 0, 0);
	expect("per-task (pid 0, any cpu)", open_event(&a, 0, -1, -1), per_task_errno(), 0);
	expect("per-task on one cpu (pid 0, cpu 1)", open_event(&a, 0, 1, -1),
	       per_task_errno(), 0);
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
}

/* Montecito groups: the member that does not fit is refused. */
static void montecito_groups(int type)
{
	struct perf_event_attr l = attr(type, CFG(0x12, 0, 0)), m = l;
	unsigned long long g[16];
	int fd, i;

	/* Members needing different IBRP0 ranges (one PMC38). */
	l.config1 = 0x40007ff;
	m.config1 = 0x80007ff;
	fd = open_event(&l, -1, 0, -1);
	expect("group: two instruction ranges", fd < 0 ? -1 : open_event(&m, -1, 0, fd),
	       EINVAL, 0);
	if (fd >= 0)
		close(fd);

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
}

/* The first Itanium: its 7-bit select, libpfm's ranges, PMC4/5-only events. */
static void itanium_events(int type)
{
	struct perf_event_attr a;
	unsigned long long g[4];

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
}

int main(void)
{
	int mont = pmu_type("montecito"), ita = pmu_type("itanium");
	struct kernel k;

	if (mont < 0 || ita < 0) {
		printf("FAIL: %s PMU not found\n", mont < 0 ? "montecito" : "itanium");
		return 1;
	}
	montecito_events(mont);
	montecito_groups(mont);
	itanium_events(ita);

	kernel_probe(&k);
	attr_table("montecito", CFG(0x12, 0, 0), mont_branch_cases,
		   ARRAY_SIZE(mont_branch_cases), &k);
	attr_table("itanium", CFG(0x12, 0, 0), itanium_branch_cases,
		   ARRAY_SIZE(itanium_branch_cases), &k);
	kernel_release(&k);
	printf("%d attr cases, %d failure(s)\n", case_count, case_failures);
	failures += case_failures;

	printf("%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
