// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of sched.c: each rule of 3.3.3, 4.8.2, 4.8.4, and small
 * groups against brute force judged by a checker written from the text.
 */

#include <kunit/test.h>

#include "backend.h"

/* attr.config of an event: fields at their PMC positions (Table 3-6). */
#define CFG(es, umask, all)	((u64)(es) << 8 | (u64)(umask) << 16 | (u64)(all) << 26)

static void req(struct kunit *test, u64 config, struct xpmu_ia_req *r)
{
	struct xpmu_ia_cfg_bits bits;
	const char *why = NULL;

	KUNIT_ASSERT_EQ(test, xpmu_ia_config_bits(&xpmu_ia_montecito, &bits), 0);
	KUNIT_ASSERT_EQ_MSG(test, xpmu_ia_req_init(&xpmu_ia_montecito, &bits, config, r, &why),
			    0, "config %#llx: %s", config, why);
}

/*
 * The rules, from the text, for a complete placement @on (request per PMD
 * or -1): 3.3.2/3.3.3/4.2.1 via the catalog, 4.8.2, 4.8.4 (PMC4 leads
 * PMD4/5/8, PMC6 PMD6/7/9: set, umask, .all), 4.15's L2D_OZQ_CANCEL.
 */
static bool doc_valid(const struct xpmu_ia_req *r, const int *on)
{
	static const int lead[16] = { [5] = 4, [8] = 4, [7] = 6, [9] = 6 };
	int l1d = -1, c;
	bool any_l1d = false, cancels0 = false, cancels1 = false;

	for (c = 4; c < 16; c++) {
		const struct xpmu_ia_req *e;

		if (on[c] < 0)
			continue;
		e = &r[on[c]];
		if (!(e->allowed & BIT(c)))
			return false;
		cancels0 |= e->es == 0xe0;
		cancels1 |= e->es == 0xe2;
		if (e->l1d_set >= 0) {
			if (any_l1d && e->l1d_set != l1d)
				return false;
			any_l1d = true;
			l1d = e->l1d_set;
		}
		if (e->l2d_set >= 0 && lead[c]) {
			const struct xpmu_ia_req *l;

			if (on[lead[c]] < 0)
				return false;
			l = &r[on[lead[c]]];
			if (l->l2d_set != e->l2d_set || l->umask != e->umask ||
			    l->all != e->all)
				return false;
		}
	}
	if (any_l1d && (on[5] < 0 || r[on[5]].l1d_set < 0))
		return false;
	return !(cancels0 && cancels1);
}

/* Does any placement of events [i, n) on free counters satisfy the document? */
static bool brute(const struct xpmu_ia_req *r, unsigned int i, unsigned int n,
		  int *on)
{
	int c;

	if (i == n)
		return doc_valid(r, on);
	for (c = 4; c < 16; c++) {
		bool ok;

		if (on[c] >= 0 || !(r[i].allowed & BIT(c)))
			continue;
		on[c] = i;
		ok = brute(r, i + 1, n, on);
		on[c] = -1;
		if (ok)
			return true;
	}
	return false;
}

static bool assignment_valid(const struct xpmu_ia_req *r, unsigned int n)
{
	int on[16];
	unsigned int i;

	for (i = 0; i < 16; i++)
		on[i] = -1;
	for (i = 0; i < n; i++) {
		if (r[i].assign < 4 || r[i].assign > 15 || on[r[i].assign] >= 0)
			return false;
		on[r[i].assign] = i;
	}
	return doc_valid(r, on);
}

static int sched(struct kunit *test, const u64 *cfg, unsigned int n,
		 struct xpmu_ia_req *r, enum xpmu_ia_rule *rule)
{
	unsigned int i;
	int ret;

	for (i = 0; i < n; i++)
		req(test, cfg[i], &r[i]);
	ret = xpmu_ia_schedule(&xpmu_ia_montecito, r, n, rule);
	if (!ret)
		KUNIT_EXPECT_TRUE(test, assignment_valid(r, n));
	return ret;
}

/* 3.3.3: "The CYCLES_HALTED event can only be monitored in PMD10." */
static void halted_only_pmd10(struct kunit *test)
{
	const u64 one[] = { CFG(0x18, 0, 0), CFG(0x12, 0, 0) };
	const u64 two[] = { CFG(0x18, 0, 0), CFG(0x18, 0, 0) };
	struct xpmu_ia_req r[2];
	enum xpmu_ia_rule rule;

	KUNIT_ASSERT_EQ(test, sched(test, one, 2, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, r[0].assign, 10);
	KUNIT_EXPECT_EQ(test, sched(test, two, 2, r, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, rule, XPMU_IA_RULE_COUNTERS);
}

/* 3.3.3: ER/SI/L2D events (0x8x-0xbx, 0xex, 0xfx) only in PMD4-9. */
static void bus_events_duplicated_only(struct kunit *test)
{
	static const u8 codes[] = { 0x87, 0x8e, 0x9e, 0xa1, 0xb0, 0xb5 };
	u64 cfg[7];
	struct xpmu_ia_req r[7];
	enum xpmu_ia_rule rule;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(codes); i++) {
		req(test, CFG(codes[i], 0, 0), &r[0]);
		KUNIT_EXPECT_EQ_MSG(test, r[0].allowed, GENMASK(9, 4), "code %#x", codes[i]);
	}
	for (i = 0; i < 7; i++)
		cfg[i] = CFG(0x87, 0xf, 0);
	KUNIT_EXPECT_EQ(test, sched(test, cfg, 6, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, sched(test, cfg, 7, r, &rule), -EINVAL);
	/* An active event still fits next to six of them, in PMD10-15. */
	cfg[6] = CFG(0x08, 0, 0);
	KUNIT_EXPECT_EQ(test, sched(test, cfg, 7, r, &rule), 0);
	KUNIT_EXPECT_GE(test, r[6].assign, 10);
}

/* 4.2.1: causal/floating events in duplicated counters, but CPU_OP_CYCLES anywhere. */
static void thread_types(struct kunit *test)
{
	struct xpmu_ia_req r;

	req(test, CFG(0x12, 0, 0), &r);		/* CPU_OP_CYCLES, C */
	KUNIT_EXPECT_EQ(test, r.allowed, GENMASK(15, 4));
	req(test, CFG(0x41, 0, 0), &r);		/* L1I_FILLS, F */
	KUNIT_EXPECT_EQ(test, r.allowed, GENMASK(9, 4));
	req(test, CFG(0x4a, 0, 0), &r);		/* L1I_SNOOP, C */
	KUNIT_EXPECT_EQ(test, r.allowed, GENMASK(9, 4));
	req(test, CFG(0x08, 0, 0), &r);		/* IA64_INST_RETIRED, A */
	KUNIT_EXPECT_EQ(test, r.allowed, GENMASK(15, 4));
	/* Table 3-6: .all only on the duplicated counters. */
	req(test, CFG(0x08, 0, 1), &r);
	KUNIT_EXPECT_EQ(test, r.allowed, GENMASK(9, 4));
}

/* 4.8.2: one L1D set at a time, and PMD5 holds one of its events. */
static void l1d_sets(struct kunit *test)
{
	const u64 same[] = { CFG(0xc4, 0, 0), CFG(0xc7, 0, 0), CFG(0xc5, 0, 0) };
	const u64 mixed[] = { CFG(0xc2, 0, 0), CFG(0xc4, 0, 0) };
	struct xpmu_ia_req r[3];
	enum xpmu_ia_rule rule;
	unsigned int i;
	bool on5 = false;

	KUNIT_ASSERT_EQ(test, sched(test, same, 3, r, &rule), 0);
	for (i = 0; i < 3; i++)
		on5 |= r[i].assign == 5;
	KUNIT_EXPECT_TRUE(test, on5);
	KUNIT_EXPECT_EQ(test, sched(test, mixed, 2, r, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, rule, XPMU_IA_RULE_L1D);
}

/* 4.8.4: two L2D sets at most, led by PMC4 and PMC6, umask shared. */
static void l2d_sets(struct kunit *test)
{
	const u64 two[] = { CFG(0xe6, 1, 0), CFG(0xe4, 0, 0) };
	const u64 three[] = { CFG(0xe6, 1, 0), CFG(0xe4, 0, 0), CFG(0xe9, 0, 0) };
	const u64 six[] = { CFG(0xe6, 1, 0), CFG(0xe6, 1, 0), CFG(0xe6, 1, 0),
			    CFG(0xe6, 2, 0), CFG(0xe6, 2, 0), CFG(0xe6, 2, 0) };
	const u64 umasks[] = { CFG(0xe6, 1, 0), CFG(0xe6, 2, 0), CFG(0xe6, 3, 0) };
	const u64 all[] = { CFG(0xe6, 1, 0), CFG(0xe6, 1, 1), CFG(0xe4, 0, 0) };
	struct xpmu_ia_req r[6];
	enum xpmu_ia_rule rule;

	KUNIT_EXPECT_EQ(test, sched(test, two, 2, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, sched(test, three, 3, r, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, rule, XPMU_IA_RULE_L2D);
	KUNIT_EXPECT_EQ(test, sched(test, six, 6, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, sched(test, umasks, 3, r, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, sched(test, all, 3, r, &rule), -EINVAL);
	/* Not set restricted (4.8.4.10): L2D_MISSES fits anywhere in 4-9. */
	req(test, CFG(0xcb, 0, 0), &r[0]);
	KUNIT_EXPECT_EQ(test, r[0].l2d_set, -1);
}

/*
 * 4.15: only one of L2D_OZQ_CANCELS0 and L2D_OZQ_CANCELS1 at a time;
 * either one twice (another umask, on PMC4 and PMC6) is fine.
 */
static void cancels_exclusive(struct kunit *test)
{
	const u64 both[] = { CFG(0xe0, 1, 0), CFG(0xe2, 1, 0) };
	const u64 twice0[] = { CFG(0xe0, 1, 0), CFG(0xe0, 2, 0) };
	const u64 twice1[] = { CFG(0xe2, 1, 0), CFG(0xe2, 2, 0) };
	struct xpmu_ia_req r[2];
	enum xpmu_ia_rule rule;

	KUNIT_EXPECT_EQ(test, sched(test, both, 2, r, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, rule, XPMU_IA_RULE_EXCL);
	KUNIT_EXPECT_EQ(test, sched(test, twice0, 2, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, sched(test, twice1, 2, r, &rule), 0);
}

/* Twelve counters: twelve plain events fit, thirteen do not. */
static void twelve_counters(struct kunit *test)
{
	u64 cfg[13];
	struct xpmu_ia_req r[13];
	enum xpmu_ia_rule rule;
	unsigned int i;

	for (i = 0; i < 13; i++)
		cfg[i] = CFG(0x08, 0, 0);
	KUNIT_EXPECT_EQ(test, sched(test, cfg, 12, r, &rule), 0);
	KUNIT_EXPECT_EQ(test, sched(test, cfg, 13, r, &rule), -EINVAL);
}

/* A running event keeps its counter when the newcomer allows it. */
static void keeps_placement(struct kunit *test)
{
	const u64 cfg[] = { CFG(0x08, 0, 0), CFG(0x12, 0, 0) };
	struct xpmu_ia_req r[2];
	enum xpmu_ia_rule rule;

	req(test, cfg[0], &r[0]);
	req(test, cfg[1], &r[1]);
	r[0].prev = 13;
	KUNIT_ASSERT_EQ(test, xpmu_ia_schedule(&xpmu_ia_montecito, r, 2, &rule), 0);
	KUNIT_EXPECT_EQ(test, r[0].assign, 13);
}

/* Representative events: every rule has members in the pool. */
static const u64 pool[] = {
	CFG(0x08, 0, 0),	/* active, anywhere */
	CFG(0x18, 0, 0),	/* PMD10 only */
	CFG(0x87, 0xf, 0),	/* bus: PMD4-9 */
	CFG(0xc2, 0, 0),	/* L1D set 0 */
	CFG(0xc4, 0, 0),	/* L1D set 1 */
	CFG(0xc7, 0, 0),	/* L1D set 1 */
	CFG(0xe6, 1, 0),	/* L2D set 2 */
	CFG(0xe6, 2, 0),	/* L2D set 2, another umask */
	CFG(0xe6, 1, 1),	/* L2D set 2, .all */
	CFG(0xe4, 0, 0),	/* L2D set 1 */
	CFG(0xe9, 0, 0),	/* L2D set 3 */
	CFG(0xcb, 0, 0),	/* L2D not set restricted */
	CFG(0xe0, 1, 0),	/* L2D set 0, L2D_OZQ_CANCELS0 */
	CFG(0xe2, 1, 0),	/* L2D set 0, L2D_OZQ_CANCELS1 */
};

/*
 * Every multiset of up to 4 pool events (enough to reach every rule): the
 * scheduler succeeds exactly when brute force does.
 */
static void matches_brute_force(struct kunit *test)
{
	const unsigned int np = ARRAY_SIZE(pool);
	unsigned int n, yes = 0, no = 0;
	unsigned int idx[4];

	for (n = 1; n <= 4; n++) {
		unsigned int k;

		for (k = 0; k < n; k++)
			idx[k] = 0;
		for (;;) {
			struct xpmu_ia_req r[4];
			enum xpmu_ia_rule rule;
			int on[16];
			bool exists;
			int ret;

			for (k = 0; k < 16; k++)
				on[k] = -1;
			for (k = 0; k < n; k++)
				req(test, pool[idx[k]], &r[k]);
			exists = brute(r, 0, n, on);
			ret = xpmu_ia_schedule(&xpmu_ia_montecito, r, n, &rule);
			KUNIT_ASSERT_EQ_MSG(test, ret, exists ? 0 : -EINVAL,
					    "n %u pool %u %u %u %u", n, idx[0],
					    n > 1 ? idx[1] : 0, n > 2 ? idx[2] : 0,
					    n > 3 ? idx[3] : 0);
			if (!ret) {
				KUNIT_ASSERT_TRUE(test, assignment_valid(r, n));
				yes++;
			} else {
				no++;
			}
			/* Next non-decreasing index tuple. */
			for (k = n; k-- > 0;)
				if (idx[k] < np - 1)
					break;
			if (k >= n)
				break;
			idx[k]++;
			while (++k < n)
				idx[k] = idx[k - 1];
		}
	}
	kunit_info(test, "%u groups schedulable, %u not\n", yes, no);
	KUNIT_EXPECT_GT(test, yes, 0);
	KUNIT_EXPECT_GT(test, no, 0);
}

static struct kunit_case ia_sched_cases[] = {
	KUNIT_CASE(halted_only_pmd10),
	KUNIT_CASE(bus_events_duplicated_only),
	KUNIT_CASE(thread_types),
	KUNIT_CASE(l1d_sets),
	KUNIT_CASE(l2d_sets),
	KUNIT_CASE(cancels_exclusive),
	KUNIT_CASE(twelve_counters),
	KUNIT_CASE(keeps_placement),
	KUNIT_CASE(matches_brute_force),
	{}
};

static struct kunit_suite ia_sched_suite = {
	.name = "xpmu_itanium_sched",
	.test_cases = ia_sched_cases,
};

kunit_test_suite(ia_sched_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the Montecito counter assignment");
MODULE_LICENSE("GPL");
