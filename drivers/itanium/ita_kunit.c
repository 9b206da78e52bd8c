// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of models/itanium1.c.  Expected values are libpfm 3.10's
 * (pfmlib_itanium.h:54-65; itanium_events.h, line per case), written out
 * by hand, not taken from the driver's tables.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include "backend.h"

/* The config bits as a bound PMU of @m has them (core.c). */
static struct xpmu_ia_cfg_bits cfg_bits(struct kunit *test,
					const struct xpmu_ia_model *m)
{
	struct xpmu_ia_cfg_bits bits;

	KUNIT_ASSERT_EQ(test, xpmu_ia_config_bits(m, &bits), 0);
	return bits;
}

struct sel_case {
	const char *desc;
	u64 config;
	int ret;
	unsigned int es;	/* the select the scheduler sees, when accepted */
};

static const struct sel_case sel_cases[] = {
	{ "CPU_CYCLES 0x12", 0x1200, 0, 0x12 },
	{ "0x92: bit 15 would alias 0x12", 0x9200, -EINVAL },
	{ "bit 15 alone", 0x8000, -EINVAL },
	{ "0x7f, the top 7-bit select", 0x7f00, 0, 0x7f },
	{ "0xff", 0xff00, -EINVAL },
	{ "bit 15 with a umask", 0x38000, -EINVAL },
	{ "bit 7 is ig1", 0x1280, -EINVAL },
	{ "bit 26 (.all on Montecito) is ig4", 0x4001200, -EINVAL },
};

static void sel_desc(const struct sel_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(sel, sel_cases, sel_desc);

static void ita_select(struct kunit *test)
{
	const struct sel_case *c = test->param_value;
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_itanium);
	struct xpmu_ia_req r;
	const char *why = NULL;

	KUNIT_ASSERT_EQ(test, xpmu_ia_req_init(&xpmu_ia_itanium, &bits, c->config, &r, &why),
			c->ret);
	if (c->ret) {
		KUNIT_EXPECT_NOT_NULL(test, why);
		return;
	}
	KUNIT_EXPECT_EQ(test, r.es, c->es);
	/* PMC image: pm 6, ism '10 at 25:24, plm 0 and 3, es at 14:8 only. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_pmc(&bits, c->config, false, false, false),
			0x2000049ULL | ((u64)c->es << 8));
}

/* The same config on the Montecito: its select is 8 bits (Table 3-6). */
static void mont_select_is_8_bits(struct kunit *test)
{
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_montecito);
	struct xpmu_ia_req r;
	const char *why;

	/* 0x92 is a Montecito event (Table 4-42: BUS_WR_WB). */
	KUNIT_EXPECT_EQ(test, xpmu_ia_req_init(&xpmu_ia_montecito, &bits, 0x9200, &r, &why), 0);
	KUNIT_EXPECT_EQ(test, r.es, 0x92);
}

/* ---- libpfm's per-event rules (lib/itanium_events.h) ---- */

#define ES(code)	((u64)(code) << 8)
#define UMASK(u)	((u64)(u) << 16)

static void ita_req(struct kunit *test, u64 config, struct xpmu_ia_req *r)
{
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_itanium);
	const char *why = NULL;

	KUNIT_ASSERT_EQ_MSG(test, xpmu_ia_req_init(&xpmu_ia_itanium, &bits, config, r, &why),
			    0, "config %#llx: %s", config, why);
}

struct code_case {
	const char *desc;
	u64 config;
};

/* pme_counters 0x30: the seven entries libpfm restricts to PMC4/5. */
static const struct code_case pmc45_cases[] = {
	{ "IA64_INST_RETIRED (line 320)", ES(0x08) },
	{ "IA64_TAGGED_INST_RETIRED_PMC8 (line 322)", ES(0x08) | UMASK(3) },
	{ "IA64_TAGGED_INST_RETIRED_PMC9 (line 324)", ES(0x08) | UMASK(2) },
	{ "INST_DISPERSED (line 328)", ES(0x2d) },
	{ "NOPS_RETIRED (line 466)", ES(0x30) },
	{ "PREDICATE_SQUASHED_RETIRED (line 482)", ES(0x31) },
	{ "BUS_SNOOPQ_REQ (line 244)", ES(0x56) },
};

static void code_desc(const struct code_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(pmc45, pmc45_cases, code_desc);

/* Alone, and beside three unrestricted events: always PMC4 or PMC5. */
static void pmc45_only(struct kunit *test)
{
	const struct code_case *c = test->param_value;
	struct xpmu_ia_req r[4];
	enum xpmu_ia_rule rule;
	unsigned int i;

	ita_req(test, c->config, &r[0]);
	KUNIT_EXPECT_EQ(test, r[0].allowed, 0x30);
	KUNIT_ASSERT_EQ(test, xpmu_ia_schedule(&xpmu_ia_itanium, r, 1, &rule), 0);
	KUNIT_EXPECT_TRUE(test, r[0].assign == 4 || r[0].assign == 5);

	for (i = 0; i < 3; i++)
		ita_req(test, ES(0x12), &r[i]);		/* CPU_CYCLES: 0xf0 */
	ita_req(test, c->config, &r[3]);
	KUNIT_ASSERT_EQ(test, xpmu_ia_schedule(&xpmu_ia_itanium, r, 4, &rule), 0);
	KUNIT_EXPECT_TRUE(test, r[3].assign == 4 || r[3].assign == 5);
	for (i = 0; i < 3; i++)
		KUNIT_EXPECT_NE(test, r[i].assign, r[3].assign);
}

/* Two restricted events fill PMC4/5; a third has nowhere to go. */
static void pmc45_third_refused(struct kunit *test)
{
	struct xpmu_ia_req r[4];
	enum xpmu_ia_rule rule;

	ita_req(test, ES(0x08), &r[0]);
	ita_req(test, ES(0x30), &r[1]);
	ita_req(test, ES(0x12), &r[2]);
	KUNIT_ASSERT_EQ(test, xpmu_ia_schedule(&xpmu_ia_itanium, r, 3, &rule), 0);
	KUNIT_EXPECT_EQ(test, BIT(r[0].assign) | BIT(r[1].assign), 0x30);
	KUNIT_EXPECT_TRUE(test, r[2].assign == 6 || r[2].assign == 7);

	ita_req(test, ES(0x31), &r[2]);
	KUNIT_EXPECT_EQ(test, xpmu_ia_schedule(&xpmu_ia_itanium, r, 3, &rule), -EINVAL);
	KUNIT_EXPECT_EQ(test, rule, XPMU_IA_RULE_COUNTERS);
	/* Two restricted and two free: all four counters. */
	ita_req(test, ES(0x12), &r[2]);
	ita_req(test, ES(0x12), &r[3]);
	KUNIT_ASSERT_EQ(test, xpmu_ia_schedule(&xpmu_ia_itanium, r, 4, &rule), 0);
	KUNIT_EXPECT_EQ(test, BIT(r[0].assign) | BIT(r[1].assign), 0x30);
}

/* Event selects libpfm does not list: refused like the Montecito's. */
static void unknown_code_refused(struct kunit *test)
{
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_itanium);
	struct xpmu_ia_req r;
	const char *why = NULL;

	/* itanium_events.h has 0x12 (line 262) and 0x14, no 0x13. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_req_init(&xpmu_ia_itanium, &bits, ES(0x13), &r, &why),
			-EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, why);
}

/*
 * 0x11 (line 56), 0x23 (line 360), 0x67 (line 288) count what PMC10-12
 * select, never programmed (undefined at reset): refused.
 */
static void ear_btb_codes_refused(struct kunit *test)
{
	static const u8 codes[] = { 0x11, 0x23, 0x67 };
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_itanium);
	struct xpmu_ia_req r;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(codes); i++) {
		const char *why = NULL;

		KUNIT_EXPECT_EQ_MSG(test, xpmu_ia_req_init(&xpmu_ia_itanium, &bits,
							   ES(codes[i]), &r, &why),
				    -EINVAL, "code %#x", codes[i]);
		KUNIT_EXPECT_NOT_NULL(test, why);
	}
}

/* pme_qual bit 0 (pme_iar) clear: libpfm refuses an instruction range. */
static const struct code_case norange_cases[] = {
	{ "CPU_CYCLES (line 262)", ES(0x12) },
	{ "BUS_SNOOPQ_REQ (line 244)", ES(0x56) },
	{ "UNSTALLED_BACKEND_CYCLE (line 494)", ES(0x05) },
};

KUNIT_ARRAY_PARAM(norange, norange_cases, code_desc);

/* pme_iar set: a range is accepted. */
static const struct code_case range_cases[] = {
	{ "IA64_INST_RETIRED (line 320)", ES(0x08) },
	{ "INST_DISPERSED (line 328, iar only)", ES(0x2d) },
	{ "ALAT_INST_CHKA_LDC_ALL (line 36)", ES(0x36) | UMASK(3) },
};

KUNIT_ARRAY_PARAM(range, range_cases, code_desc);

/* 4 KiB at 0xffffffffa0010000: base + 2 KiB - 1. */
#define RANGE_NAPOT	0xffffffffa00107ffULL

static void irange_refused(struct kunit *test)
{
	const struct code_case *c = test->param_value;
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	struct perf_event_attr attr = { .config = c->config };
	const char *why = NULL;

	KUNIT_ASSERT_NOT_NULL(test, e);
	/* Without a range it counts, PMC13.ta set (seed 002 Table 6-9). */
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), 0);
	KUNIT_EXPECT_EQ(test, e->q.pmc13, 1ULL);
	attr.config1 = RANGE_NAPOT;
	KUNIT_EXPECT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), -EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, why);
}

static void irange_accepted(struct kunit *test)
{
	const struct code_case *c = test->param_value;
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	struct perf_event_attr attr = { .config = c->config, .config1 = RANGE_NAPOT };
	const char *why = NULL;
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_ASSERT_EQ_MSG(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), 0,
			    "%s", why);
	/* PMC13.ta clear; IBR0 the base, IBR1 mask 55:12 and plm 59:56 all ones. */
	KUNIT_EXPECT_EQ(test, e->q.pmc13, 0ULL);
	KUNIT_EXPECT_EQ(test, e->q.ibr[0], 0xffffffffa0010000ULL);
	KUNIT_EXPECT_EQ(test, e->q.ibr[1], 0x0ffffffffffff000ULL);
	for (i = 2; i < ARRAY_SIZE(e->q.ibr); i++)
		KUNIT_EXPECT_EQ(test, e->q.ibr[i], 0ULL);
}

static struct kunit_case ita_cases[] = {
	KUNIT_CASE_PARAM(ita_select, sel_gen_params),
	KUNIT_CASE(mont_select_is_8_bits),
	KUNIT_CASE_PARAM(pmc45_only, pmc45_gen_params),
	KUNIT_CASE(pmc45_third_refused),
	KUNIT_CASE(unknown_code_refused),
	KUNIT_CASE(ear_btb_codes_refused),
	KUNIT_CASE_PARAM(irange_refused, norange_gen_params),
	KUNIT_CASE_PARAM(irange_accepted, range_gen_params),
	{}
};

static struct kunit_suite ita_suite = {
	.name = "xpmu_itanium_ita",
	.test_cases = ita_cases,
};

kunit_test_suite(ita_suite);

MODULE_DESCRIPTION("KUnit tests of the first Itanium's event select and per-event rules");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
