// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf_event_open() straight at the uncore PMUs, with every kind of bad
 * attribute, checking the exact errno (the perf tool hides them: it prints
 * "<not supported>", and it turns per-task requests into system-wide ones).
 * Then every perf_event_attr field perf core hands to event_init, on an
 * MSR (CHA), an MMIO (iMC) and a free-running PMU (attr_cases.h).
 * Built static on the host by scripts/vm; run by tests/guest/native/bad_attr.sh
 * on the QEMU model.
 */
#include "attr_cases.h"

static int failures;

static void expect(const char *what, int fd, int want_errno)
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
	if (fd >= 0)
		close(fd);
}

/*
 * Open @n events of @configs (config1 from @config1s) on PMU @type as one
 * group; expect every one to open but the last, which must fail with
 * @last_errno.
 */
static void group1(const char *what, int type, const unsigned long long *configs,
		   const unsigned long long *config1s, int n, int last_errno)
{
	struct perf_event_attr a;
	int fds[8], i;

	for (i = 0; i < n; i++) {
		a = attr(type, configs[i]);
		a.config1 = config1s[i];
		fds[i] = open_event(&a, -1, 0, i ? fds[0] : -1);
		if (i < n - 1 && fds[i] < 0) {
			printf("FAIL: %s: member %d: %s\n", what, i, strerror(errno));
			failures++;
		}
	}
	expect(what, fds[n - 1], last_errno);
	for (i = 0; i < n - 1; i++)
		if (fds[i] >= 0)
			close(fds[i]);
}

/* As group1(), without config1. */
static void group(const char *what, int type, const unsigned long long *configs,
		  int n, int last_errno)
{
	static const unsigned long long zero[8];

	group1(what, type, configs, zero, n, last_errno);
}

/*
 * The box filters, one value per box: CHA FILTER0.tid, obeyed by
 * counters with tid_en (bit 16, Tables 2-72/2-75); the PCU band filter
 * (Table 2-419); M2M OPCODE_MM (Table 2-232).  And the iMC's DCLK fixed
 * counter (event 0xff, Table 2-129) beside the 4 generic counters, and
 * the Ubox's UCLK counter beside its two.
 */
static void filters_and_fixed(int cha, int imc)
{
	static const unsigned long long tid2[] = { 0x10135, 0x10136 };
	static const unsigned long long tid_other[] = { 0x3, 0x4 };
	static const unsigned long long tid_same[] = { 0x3, 0x3 };
	static const unsigned long long tid_none[] = { 0x3, 0 };
	static const unsigned long long tid_and_plain[] = { 0x10135, 0x0136 };
	static const unsigned long long imc_five[] = { 0x0101, 0x0105, 0x0205,
						       0x0401, 0xff };
	static const unsigned long long imc_two_fixed[] = { 0xff, 0xff };
	/*
	 * The Ubox's two counters (units/ubox.c): config 0 on a counter left
	 * unused, as Intel PCM opens them; UNC_U_EVENT_MSG (0x42) on either,
	 * UNC_U_RACU_DRNG (0x4C) on counter 0 only (Intel's EMR event file).
	 */
	static const unsigned long long ubox_pcm[] = { 0, 0, 0xff };
	static const unsigned long long ubox_three[] = { 0x0142, 0x0242, 0x0442 };
	static const unsigned long long ubox_drng[] = { 0x014c, 0x024c };
	int pcu = pmu_type("uncore_pcu"), m2m = pmu_type("uncore_m2m_0");
	int ubox = pmu_type("uncore_ubox");
	struct perf_event_attr a;

	if (pcu < 0 || m2m < 0 || ubox < 0) {
		printf("FAIL: uncore_pcu, uncore_m2m_0 or uncore_ubox not found\n");
		failures++;
		return;
	}
	a = attr(cha, 0x0135);
	a.config1 = 1;
	expect("CHA filter_tid without tid_en", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x10135);
	a.config1 = 1ULL << 10;
	expect("CHA config1 bit 10 (tid is 9:0)", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x10135);
	a.config1 = 0x3ff;
	expect("CHA tid_en, filter_tid 0x3ff", open_event(&a, -1, 0, -1), 0);
	group1("CHA: two tid filters in a group", cha, tid2, tid_other, 2, EINVAL);
	group1("CHA: one tid filter twice in a group", cha, tid2, tid_same, 2, 0);
	group1("CHA: a tid-filtered and a plain event", cha, tid_and_plain,
	       tid_none, 2, 0);
	a = attr(pcu, 0x01);
	a.config1 = 0x40302010;
	expect("PCU four bands", open_event(&a, -1, 0, -1), 0);
	a.config1 = 1ULL << 32;
	expect("PCU config1 bit 32", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(m2m, 0x01);
	a.config1 = 0xfffffff;
	expect("M2M opcode match/mask 27:0", open_event(&a, -1, 0, -1), 0);
	a.config1 = 1ULL << 28;
	expect("M2M config1 bit 28", open_event(&a, -1, 0, -1), EINVAL);
	group("iMC: 4 generic events and the DCLK fixed counter", imc, imc_five, 5, 0);
	group("iMC: two DCLK fixed events in a group", imc, imc_two_fixed, 2, EINVAL);
	group1("iMC: fixed event with config1", imc, imc_two_fixed, tid_same, 1, EINVAL);
	a = attr(ubox, 0xff);
	expect("Ubox UCLK fixed counter", open_event(&a, -1, 0, -1), 0);
	group("Ubox: PCM's group, config 0 twice and the UCLK counter", ubox,
	      ubox_pcm, 3, 0);
	group("Ubox: three events in a group (two counters)", ubox, ubox_three,
	      3, EINVAL);
	group("Ubox: two events only counter 0 counts (0x4C)", ubox, ubox_drng,
	      2, EINVAL);
	a = attr(ubox, 1ULL << 32);
	expect("Ubox config bit 32 (no such format)", open_event(&a, -1, 0, -1), EINVAL);
}

/*
 * Free-running PMUs: event=0xff and a umask naming one of their counters
 * (the kernel's encodings), nothing else; counting only.
 */
static void free_running(void)
{
	int iio = pmu_type("uncore_iio_free_running_0");
	int imc = pmu_type("uncore_imc_free_running_0");
	struct perf_event_attr a;

	if (iio < 0 || imc < 0) {
		printf("FAIL: free-running PMUs not found\n");
		failures++;
		return;
	}
	a = attr(iio, 0x27ff);
	expect("IIO free-running bw_in_port7", open_event(&a, -1, 0, -1), 0);
	a = attr(iio, 0x11ff);
	expect("IIO free-running umask 0x11 (no such counter)", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(iio, 0x2001);
	expect("IIO free-running event 0x01", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(iio, 0x20ff | 1ULL << 16);
	expect("IIO free-running bit 16", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(iio, 0x20ff);
	a.sample_period = 1000;
	expect("IIO free-running sampling", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(imc, 0x21ff);
	expect("iMC free-running wpq_cycles", open_event(&a, -1, 0, -1), 0);
	a = attr(imc, 0x22ff);
	expect("iMC free-running umask 0x22", open_event(&a, -1, 0, -1), EINVAL);
}

/*
 * Counter restrictions, the "Ctrs" column of the guide's "Events Ordered
 * By Code" tables: CHA RxC_OCCUPANCY (0x11) and TOR_OCCUPANCY (0x36) on
 * counter 0 only (Table 2-76); IIO DATA_REQ_OF_CPU (0x83) on 0-1 and
 * NUM_OUSTANDING_REQ_FROM_CPU (0xc5) on 2-3 (Table 2-188).
 */
static void restricted_groups(int cha)
{
	static const unsigned long long cha_two0[] = { 0x0411, 0x0136 };
	static const unsigned long long cha_fit[] = { 0x0101, 0x0113, 0x0213, 0x0411 };
	static const unsigned long long iio_three01[] = { 0x0183, 0x0283, 0x0483 };
	static const unsigned long long iio_fit[] = { 0x01c5, 0x0183, 0x02c5, 0x0283 };
	int iio = pmu_type("uncore_iio_0");

	if (iio < 0) {
		printf("FAIL: uncore_iio_0 not found\n");
		failures++;
		return;
	}
	group("CHA: two counter-0 events in a group", cha, cha_two0, 2, EINVAL);
	group("CHA: a counter-0 event last among 4", cha, cha_fit, 4, 0);
	group("IIO: three counter-0/1 events", iio, iio_three01, 3, EINVAL);
	group("IIO: two on 2-3, two on 0-1", iio, iio_fit, 4, 0);
}

/* CXL CM RxC events (0x40-0x52) on counters 4-7 of its 8 (Table 2-429). */
static void cxl_groups(void)
{
	static const unsigned long long cxl_five47[] = { 0x0140, 0x0141, 0x0142, 0x0143,
					       0x014b };
	static const unsigned long long cxl_fit[] = { 0x0140, 0x0141, 0x0142, 0x0143,
					    0x0102, 0x0105, 0x0202, 0x0205 };
	int cxl = pmu_type("uncore_cxlcm_0");

	if (cxl < 0) {
		printf("FAIL: uncore_cxlcm_0 not found\n");
		failures++;
		return;
	}
	group("CXL CM: five counter-4..7 events", cxl, cxl_five47, 5, EINVAL);
	group("CXL CM: four on 4..7, four on 0..3", cxl, cxl_fit, 8, 0);
}

/*
 * The uncore PMUs count and never sample (uncore.rst "Rules an event must
 * follow"):
 * - exclude_*: PERF_PMU_CAP_NO_EXCLUDE, as every in-tree uncore PMU, so
 *   perf_try_init_event() refuses any of event_has_any_exclude_flag()'s
 *   six after event_init: EINVAL (exclude_callchain_* are not among
 *   them: core_cases);
 * - sample_period or freq with a sample_freq: event_init, EINVAL (the
 *   counters raise no per-cpu interrupt);
 * - precise_ip and a branch stack ask the PMU for sample properties it
 *   has not: event_init, EOPNOTSUPP (what x86's core PMU answers without
 *   PEBS or LBR) with exclude_guest, perf's default, and EINVAL without
 *   it, where perf 6.12 would answer EOPNOTSUPP by setting it forever
 *   (include/xpmu/perf_attr.h xpmu_attr_unsupported()); 6.12's
 *   BRANCH_COUNTERS is past 6.1's
 *   PERF_SAMPLE_BRANCH_MAX: 6.1's perf_copy_attr() answers EINVAL, and
 *   so does event_init on 6.12 (include/xpmu/perf_attr.h);
 * - every other sample_type bit only shapes samples, which a counting
 *   event never writes: opens (sample_cases).
 */
static const struct attr_case uncore_cases[] = {
	{ "exclude_user", .d.exclude_user = 1, ALL(EINVAL) },
	{ "exclude_kernel", .d.exclude_kernel = 1, ALL(EINVAL) },
	{ "exclude_hv", .d.exclude_hv = 1, ALL(EINVAL) },
	{ "exclude_idle", .d.exclude_idle = 1, ALL(EINVAL) },
	{ "exclude_host", .d.exclude_host = 1, ALL(EINVAL) },
	{ "exclude_guest", .d.exclude_guest = 1, ALL(EINVAL) },
	{ "sample_period 1000", .d.sample_period = 1000, ALL(EINVAL) },
	{ "freq, sample_freq 100", .d = { .freq = 1, .sample_freq = 100 }, ALL(EINVAL) },
	{ "sample_period with IP|TID|CALLCHAIN",
	  .d = { .sample_period = 1000, .sample_type = PERF_SAMPLE_IP |
		 PERF_SAMPLE_TID | PERF_SAMPLE_CALLCHAIN }, ALL(EINVAL) },
	{ "precise_ip 1", .d.precise_ip = 1, ALL(EINVAL) },
	{ "precise_ip 2", .d.precise_ip = 2, ALL(EINVAL) },
	{ "precise_ip 3", .d.precise_ip = 3, ALL(EINVAL) },
	{ "precise_ip 1, exclude_guest (perf's default)",
	  .d = { .precise_ip = 1, .exclude_guest = 1 }, ALL(EOPNOTSUPP) },
	{ "BRANCH_STACK any",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_ANY }, ALL(EINVAL) },
	{ "BRANCH_STACK any, exclude_guest (perf's default)",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK, .exclude_guest = 1,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_ANY }, ALL(EOPNOTSUPP) },
	{ "BRANCH_STACK any_call, user",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_ANY_CALL |
				       PERF_SAMPLE_BRANCH_USER }, ALL(EINVAL) },
	{ "BRANCH_STACK any|counters (6.12)",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_ANY | (1ULL << BRANCH_COUNTERS_SHIFT) },
	  ALL(EINVAL) },
};

/*
 * The shared and the uncore cases on @pmu, with the valid counting
 * @config; group members join a leader of @lconfig (two events of one
 * free-running counter are refused as a group: fixed counters).
 */
static void attr_table(const char *pmu, unsigned long long config,
		       unsigned long long lconfig, const struct kernel *k)
{
	int type = pmu_type(pmu);
	struct perf_event_attr base = attr(type, config), l = attr(type, lconfig);

	if (type < 0) {
		printf("FAIL: %s not found\n", pmu);
		failures++;
		return;
	}
	run_cases(pmu, &base, &l, core_cases, ARRAY_SIZE(core_cases), k);
	run_cases(pmu, &base, &l, uncore_cases, ARRAY_SIZE(uncore_cases), k);
	run_cases(pmu, &base, &l, sample_cases, ARRAY_SIZE(sample_cases), k);
}

int main(void)
{
	int cha = pmu_type("uncore_cha_0"), imc = pmu_type("uncore_imc_0");
	struct perf_event_attr a;
	struct kernel k;
	int fds[5], i;

	if (cha < 0 || imc < 0) {
		printf("FAIL: uncore PMUs not found\n");
		return 1;
	}
	a = attr(cha, 0x0135);
	expect("valid event on the reader cpu", open_event(&a, -1, 0, -1), 0);
	expect("valid event on another cpu of the die", open_event(&a, -1, 1, -1), 0);
	/*
	 * Event select 0 counts nothing (1.6), but intel_uncore takes it
	 * (uncore_pmu_event_init() checks no event code), and Intel PCM
	 * (PCM_USE_UNCORE_PERF=1) opens config 0 for the counters it leaves
	 * unused: taken, as the kernel's driver takes it.
	 */
	a = attr(cha, 0);
	expect("config 0, as PCM opens unused counters", open_event(&a, -1, 0, -1), 0);
	a = attr(cha, 0x0100);
	expect("event select 0 with a umask", open_event(&a, -1, 0, -1), 0);
	a = attr(cha, 0x0135 | 1ULL << 17);
	expect("reserved bit 17 (rst)", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x0135 | 1ULL << 19);
	expect("reserved bit 19", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x0135 | 1ULL << 20);
	expect("bit 20 (frz_ovf, the driver's own)", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x0135 | 3ULL << 21);
	expect("reserved bits 22:21", open_event(&a, -1, 0, -1), EINVAL);
	/* Intel PCM's enable bit, as the kernel takes it (XPMU_UNC_CTL_LEGACY_EN) */
	a = attr(cha, 0x0135 | 1ULL << 22);
	expect("bit 22, PCM's enable bit", open_event(&a, -1, 0, -1), 0);
	a = attr(cha, 0x0135);
	a.config2 = 1ULL << 63;
	expect("config2", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(cha, 0x0135);
	expect("per-task, any cpu", open_event(&a, 0, -1, -1), EINVAL);
	expect("per-task on a cpu", open_event(&a, 0, 0, -1), EINVAL);
	a = attr(imc, 0x0105 | 1ULL << 40);
	expect("iMC bit 40 (32-bit controls)", open_event(&a, -1, 0, -1), EINVAL);
	a = attr(imc, 0x0105);
	expect("iMC valid event", open_event(&a, -1, 2, -1), 0);

	/* A group: 4 fit the 4 counters, a 5th member does not. */
	for (i = 0; i < 5; i++) {
		a = attr(cha, 0x0100 | (i + 1));
		fds[i] = open_event(&a, -1, 0, i ? fds[0] : -1);
		if (i < 4 && fds[i] < 0) {
			printf("FAIL: group member %d: %s\n", i, strerror(errno));
			failures++;
		}
	}
	expect("5th member of a group on 4 counters", fds[4], EINVAL);
	for (i = 0; i < 4; i++)
		if (fds[i] >= 0)
			close(fds[i]);

	restricted_groups(cha);
	cxl_groups();
	filters_and_fixed(cha, imc);
	free_running();

	kernel_probe(&k);
	attr_table("uncore_cha_0", 0x0135, 0x0135, &k);
	attr_table("uncore_imc_0", 0x0105, 0x0105, &k);
	attr_table("uncore_imc_free_running_0", 0x21ff, 0x20ff, &k);
	kernel_release(&k);
	printf("%d attr cases, %d failure(s)\n", case_count, case_failures);
	failures += case_failures;

	printf("%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
