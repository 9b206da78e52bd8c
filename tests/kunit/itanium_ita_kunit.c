// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of the first Itanium's own rules (drivers/itanium/itanium.c):
 * its 7-bit event select.  Expected values are libpfm 3.10's, read by
 * hand from data/libpfm (include/perfmon/pfmlib_itanium.h:54-65) and
 * written out as numbers, not taken from the driver's macros.
 */

#include <kunit/test.h>

#include "../../drivers/itanium/itanium.h"

/* ---- the event select: 7 bits, bit 15 refused ---- */

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
	struct xpmu_ia_req r;
	const char *why = NULL;

	KUNIT_ASSERT_EQ(test, xpmu_ia_req_init(&xpmu_ia_itanium, c->config, &r, &why),
			c->ret);
	if (c->ret) {
		KUNIT_EXPECT_NOT_NULL(test, why);
		return;
	}
	KUNIT_EXPECT_EQ(test, r.es, c->es);
	/* PMC image: pm 6, ism '10 at 25:24, plm 0 and 3, es at 14:8 only. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_pmc(&xpmu_ia_itanium, c->config, false, false, false),
			0x2000049ULL | ((u64)c->es << 8));
}

/* The same config on the Montecito: its select is 8 bits (Table 3-6). */
static void mont_select_is_8_bits(struct kunit *test)
{
	struct xpmu_ia_req r;
	const char *why;

	/* 0x92 is a Montecito event (Table 4-42: BUS_WR_WB). */
	KUNIT_EXPECT_EQ(test, xpmu_ia_req_init(&xpmu_ia_montecito, 0x9200, &r, &why), 0);
	KUNIT_EXPECT_EQ(test, r.es, 0x92);
}

static struct kunit_case ita_cases[] = {
	KUNIT_CASE_PARAM(ita_select, sel_gen_params),
	KUNIT_CASE(mont_select_is_8_bits),
	{}
};

static struct kunit_suite ita_suite = {
	.name = "xpmu_itanium_ita",
	.test_cases = ita_cases,
};

kunit_test_suite(ita_suite);

MODULE_DESCRIPTION("KUnit tests of the first Itanium's event select and per-event rules");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS(XPMU);
