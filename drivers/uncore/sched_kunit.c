// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for counter assignment (drivers/uncore/sched.c): exhaustive
 * over every small case against brute force; and the counter delta
 * arithmetic of pmu.c at its edges.
 */

#include <kunit/test.h>

#include <xpmu/counter.h>

#include "uncore.h"
#include "catalog/catalog.h"

/* Is there an injective placement of events [e, n) avoiding @used? */
static bool brute(const u64 *allowed, unsigned int e, unsigned int n,
		  unsigned int nr, u64 used)
{
	unsigned int c;

	if (e == n)
		return true;
	for (c = 0; c < nr; c++)
		if ((allowed[e] & BIT_ULL(c)) && !(used & BIT_ULL(c)) &&
		    brute(allowed, e + 1, n, nr, used | BIT_ULL(c)))
			return true;
	return false;
}

static void check_assignment(struct kunit *test, const struct xpmu_unc_slot *s,
			     unsigned int n)
{
	u64 used = 0;
	unsigned int e;

	for (e = 0; e < n; e++) {
		KUNIT_ASSERT_GE(test, s[e].assign, 0);
		KUNIT_EXPECT_TRUE(test, s[e].allowed & BIT_ULL(s[e].assign));
		KUNIT_EXPECT_FALSE(test, used & BIT_ULL(s[e].assign));
		used |= BIT_ULL(s[e].assign);
	}
}

/*
 * Every mask combination for up to 4 counters and up to 4 events: an
 * assignment is found exactly when one exists, and it is valid.
 */
static void assign_matches_brute_force(struct kunit *test)
{
	unsigned int nr, n, e, combo, found = 0, none = 0;

	for (nr = 1; nr <= 4; nr++) {
		for (n = 1; n <= nr; n++) {
			unsigned int masks = 1U << nr;
			unsigned int combos = 1;

			for (e = 0; e < n; e++)
				combos *= masks;
			for (combo = 0; combo < combos; combo++) {
				struct xpmu_unc_slot s[4];
				u64 allowed[4];
				unsigned int c = combo;
				bool exists;
				int ret;

				for (e = 0; e < n; e++) {
					allowed[e] = c % masks;
					c /= masks;
					s[e] = (struct xpmu_unc_slot){
						.allowed = allowed[e], .prefer = -1,
					};
				}
				exists = brute(allowed, 0, n, nr, 0);
				ret = xpmu_unc_assign(s, n, nr);
				KUNIT_ASSERT_EQ_MSG(test, ret, exists ? 0 : -ENOSPC,
						    "nr %u n %u combo %u", nr, n, combo);
				if (!ret) {
					check_assignment(test, s, n);
					found++;
				} else {
					none++;
				}
			}
		}
	}
	kunit_info(test, "%u cases assignable, %u not\n", found, none);
	KUNIT_EXPECT_GT(test, found, 0);
	KUNIT_EXPECT_GT(test, none, 0);
}

/* A valid current placement is kept as it is. */
static void assign_keeps_valid_placement(struct kunit *test)
{
	struct xpmu_unc_slot s[] = {
		{ .allowed = 0xF, .prefer = 3 },
		{ .allowed = 0xF, .prefer = 1 },
		{ .allowed = 0x4, .prefer = 2 },
		{ .allowed = 0xF, .prefer = -1 },
	};

	KUNIT_ASSERT_EQ(test, xpmu_unc_assign(s, ARRAY_SIZE(s), 4), 0);
	KUNIT_EXPECT_EQ(test, s[0].assign, 3);
	KUNIT_EXPECT_EQ(test, s[1].assign, 1);
	KUNIT_EXPECT_EQ(test, s[2].assign, 2);
	KUNIT_EXPECT_EQ(test, s[3].assign, 0);
}

/* A restricted newcomer displaces an unrestricted event when it must. */
static void assign_moves_when_needed(struct kunit *test)
{
	struct xpmu_unc_slot s[] = {
		{ .allowed = 0x3, .prefer = 0 },
		{ .allowed = 0x1, .prefer = -1 },
	};

	KUNIT_ASSERT_EQ(test, xpmu_unc_assign(s, ARRAY_SIZE(s), 4), 0);
	KUNIT_EXPECT_EQ(test, s[0].assign, 1);
	KUNIT_EXPECT_EQ(test, s[1].assign, 0);
}

/*
 * A newcomer that may use a free counter takes the lowest such one and
 * moves nobody: every placement of up to 4 events on 4 counters (each
 * event allowed a mask holding its counter), every newcomer mask.  The
 * perf core adds a group's events one by one; moving the first to make
 * room for the second would lose what it counts meanwhile.
 */
static void assign_newcomer_moves_nobody(struct kunit *test)
{
	unsigned int occ, combo, combos, e, n, checked = 0;
	unsigned int counter[4];
	struct xpmu_unc_slot s[5];

	for (occ = 0; occ < 16; occ++) {
		for (n = 0, e = 0; e < 4; e++)
			if (occ & BIT(e))
				counter[n++] = e;
		/* Each occupant: one of the 8 masks of 4 bits with its own. */
		for (combos = 1, e = 0; e < n; e++)
			combos *= 8;
		for (combo = 0; combo < combos * 16; combo++) {
			unsigned int c = combo, newmask = c % 16, free;

			c /= 16;
			for (e = 0; e < n; e++, c /= 8) {
				u64 rest = c % 8;	/* the 3 other counters' bits */
				u64 low = rest & (BIT(counter[e]) - 1);

				s[e] = (struct xpmu_unc_slot){ .prefer = counter[e],
					.allowed = low | BIT(counter[e]) |
						   ((rest & ~low) << 1) };
			}
			s[n] = (struct xpmu_unc_slot){ .allowed = newmask, .prefer = -1 };
			free = newmask & ~occ & 0xF;
			if (!free)
				continue;
			KUNIT_ASSERT_EQ(test, xpmu_unc_assign(s, n + 1, 4), 0);
			for (e = 0; e < n; e++)
				KUNIT_EXPECT_EQ_MSG(test, s[e].assign, counter[e],
						    "occupied %#x, newcomer %#x",
						    occ, newmask);
			KUNIT_EXPECT_EQ_MSG(test, s[n].assign, __ffs(free),
					    "occupied %#x, newcomer %#x", occ,
					    newmask);
			checked++;
		}
	}
	kunit_info(test, "%u placements checked\n", checked);
	KUNIT_EXPECT_GT(test, checked, 1000);
}

static void assign_limits(struct kunit *test)
{
	struct xpmu_unc_slot *s = kunit_kcalloc(test, XPMU_UNC_MAX_COUNTERS + 1,
						sizeof(*s), GFP_KERNEL);
	unsigned int e;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (e = 0; e <= XPMU_UNC_MAX_COUNTERS; e++)
		s[e] = (struct xpmu_unc_slot){ .allowed = U64_MAX, .prefer = -1 };
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, XPMU_UNC_MAX_COUNTERS, XPMU_UNC_MAX_COUNTERS), 0);
	check_assignment(test, s, XPMU_UNC_MAX_COUNTERS);
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, XPMU_UNC_MAX_COUNTERS + 1, XPMU_UNC_MAX_COUNTERS),
			-ENOSPC);
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, 1, 0), -ENOSPC);
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, 1, XPMU_UNC_MAX_COUNTERS + 1), -ENOSPC);
	/* Counters beyond the box are never used, whatever the mask says. */
	s[0] = (struct xpmu_unc_slot){ .allowed = BIT_ULL(5), .prefer = 5 };
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, 1, 4), -ENOSPC);
}

/*
 * Restrictions as the driver looks them up: the "Ctrs" column of the
 * guide's "Events Ordered By Code" tables, by event code, and for codes
 * the guide has no event of, Intel's EMR event files and Linux's
 * constraints (data/emr/restrictions.json).  An event every counter of
 * its unit counts (Table 1-7) is not listed: U64_MAX, which
 * event_counters() masks to the box's counters.
 */
struct restrict_case {
	const char *what;
	const struct xpmu_unc_catalog *cat;
	u8 event;
	u64 want;
};

static const struct restrict_case restrict_cases[] = {
	{ "CHA RxC_OCCUPANCY, Table 2-76", &xpmu_unc_catalog_cha, 0x11, 0x1 },
	{ "CHA TOR_OCCUPANCY, Table 2-76", &xpmu_unc_catalog_cha, 0x36, 0x1 },
	{ "CHA TOR_INSERTS, Table 2-76: every counter", &xpmu_unc_catalog_cha, 0x35, U64_MAX },
	{ "IIO DATA_REQ_OF_CPU, Table 2-188", &xpmu_unc_catalog_iio, 0x83, 0x3 },
	{ "IIO NUM_OUSTANDING_REQ_FROM_CPU, Table 2-188", &xpmu_unc_catalog_iio, 0xc5, 0xc },
	{ "IIO 0x88, Linux's icx_uncore_iio_constraints", &xpmu_unc_catalog_iio, 0x88, 0xc },
	{ "IIO DATA_REQ_BY_CPU, Intel's EMR files", &xpmu_unc_catalog_iio, 0xc0, 0xc },
	{ "IIO COMP_BUF_OCCUPANCY, Intel's EMR files", &xpmu_unc_catalog_iio, 0xd5, 0xc },
	{ "M2PCIe TxC_CREDITS, Table 2-333", &xpmu_unc_catalog_m2pcie, 0x2d, 0x3 },
	{ "M3UPI TxC_AD_FLQ_OCCUPANCY, Table 2-367", &xpmu_unc_catalog_m3upi, 0x1c, 0x1 },
	{ "M3UPI RxC_HELD, Table 2-367", &xpmu_unc_catalog_m3upi, 0x50, 0x7 },
	{ "CXL CM RxC_MISC, Table 2-429", &xpmu_unc_catalog_cxlcm, 0x40, 0xf0 },
	{ "CXL CM TxC_FLITS, Table 2-429", &xpmu_unc_catalog_cxlcm, 0x05, 0x0f },
	{ "a code no list has", &xpmu_unc_catalog_cha, 0xff, U64_MAX },
	{ "a unit type without a catalog", NULL, 0x11, U64_MAX },
};

static void restrict_desc(const struct restrict_case *c, char *desc)
{
	strscpy(desc, c->what, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(restrict, restrict_cases, restrict_desc);

static void catalog_restrictions(struct kunit *test)
{
	const struct restrict_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, xpmu_unc_catalog_counters(c->cat, c->event), c->want);
}

/* CXL CM: five RxC events cannot share counters 4-7; four can, with TxC. */
static void catalog_cxl_placement(struct kunit *test)
{
	static const u8 rxc[] = { 0x40, 0x41, 0x42, 0x43, 0x4b };
	struct xpmu_unc_slot s[8];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(rxc); i++)
		s[i] = (struct xpmu_unc_slot){ .prefer = -1,
			.allowed = xpmu_unc_catalog_counters(&xpmu_unc_catalog_cxlcm, rxc[i]) };
	KUNIT_EXPECT_EQ(test, xpmu_unc_assign(s, 5, 8), -ENOSPC);
	for (i = 4; i < 8; i++)
		s[i] = (struct xpmu_unc_slot){ .prefer = -1,
			.allowed = xpmu_unc_catalog_counters(&xpmu_unc_catalog_cxlcm, 0x02) };
	KUNIT_ASSERT_EQ(test, xpmu_unc_assign(s, 8, 8), 0);
	for (i = 0; i < 4; i++)
		KUNIT_EXPECT_GE(test, s[i].assign, 4);
	for (i = 4; i < 8; i++)
		KUNIT_EXPECT_LT(test, s[i].assign, 4);
}

/* Counter deltas at the edges (Table 1-6: 48-bit counters by default). */
static void counter_delta_edges(struct kunit *test)
{
	const u64 top48 = BIT_ULL(48) - 1;

	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(5, 5, 48), 0);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(5, 12, 48), 7);
	/* Preloaded at 2^48 - 1: one event wraps it to 0. */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(top48, 0, 48), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(top48 - 9, 5, 48), 15);
	/* A full lap less one: the largest delta one poll may see. */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(6, 5, 48), top48);
	/* Reserved bits 63:48 set by a misbehaving read do not count. */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(1, BIT_ULL(50) | 3, 48), 2);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(BIT_ULL(63) | 1, 3, 48), 2);
	/* The extremes discovery allows. */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(U64_MAX, 0, 64), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0, U64_MAX, 64), U64_MAX);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(1, 0, 1), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0, 1, 1), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(1, 1, 1), 0);
}

static struct kunit_case sched_cases[] = {
	KUNIT_CASE(assign_matches_brute_force),
	KUNIT_CASE(assign_keeps_valid_placement),
	KUNIT_CASE(assign_moves_when_needed),
	KUNIT_CASE(assign_newcomer_moves_nobody),
	KUNIT_CASE(assign_limits),
	KUNIT_CASE(counter_delta_edges),
	KUNIT_CASE_PARAM(catalog_restrictions, restrict_gen_params),
	KUNIT_CASE(catalog_cxl_placement),
	{}
};

static struct kunit_suite sched_suite = {
	.name = "xpmu_sched",
	.test_cases = sched_cases,
};

kunit_test_suite(sched_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for xpmu counter assignment");
MODULE_LICENSE("GPL");
