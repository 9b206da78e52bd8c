// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of encode.c, the models' format/ files and
 * include/xpmu/perf_attr.h.  Expected values are Tables 3-5..3-8's bit
 * positions written out as numbers, not the driver's macros.
 */

#include <kunit/test.h>
#include <linux/bitmap.h>
#include <linux/slab.h>

#include <xpmu/counter.h>
#include <xpmu/perf_attr.h>

#include "pmu.h"

/* "configN:list" -> the mask; *word = N (0 for "config"). */
static u64 parse_format_word(struct kunit *test, const char *s, unsigned int *word)
{
	const char *colon = strchr(s, ':');
	DECLARE_BITMAP(bits, 64);
	u64 v;

	KUNIT_ASSERT_NOT_NULL(test, colon);
	KUNIT_ASSERT_EQ(test, strncmp(s, "config", 6), 0);
	*word = colon == s + 6 ? 0 : s[6] - '0';
	KUNIT_ASSERT_TRUE(test, colon == s + 6 || (colon == s + 7 && *word >= 1 && *word <= 2));
	KUNIT_ASSERT_EQ(test, bitmap_parselist(colon + 1, bits, 64), 0);
	bitmap_to_arr64(&v, bits, 64);
	return v;
}

static u64 parse_format(struct kunit *test, const char *s)
{
	unsigned int word;
	u64 v = parse_format_word(test, s, &word);

	KUNIT_EXPECT_EQ(test, word, 0);
	return v;
}

/* The config bits as a bound PMU of @m has them (core.c). */
static struct xpmu_ia_cfg_bits cfg_bits(struct kunit *test,
					const struct xpmu_ia_model *m)
{
	struct xpmu_ia_cfg_bits bits;

	KUNIT_ASSERT_EQ(test, xpmu_ia_config_bits(m, &bits), 0);
	return bits;
}

struct format_case {
	const struct xpmu_ia_model *m;
	const char *name;
	u64 mask;	/* Table 3-6 */
};

static const struct format_case format_cases[] = {
	{ &xpmu_ia_montecito, "event", 0xff00 },		/* es 15:8 */
	{ &xpmu_ia_montecito, "umask", 0xf0000 },		/* 19:16 */
	{ &xpmu_ia_montecito, "threshold", 0x700000 },		/* 22:20 */
	{ &xpmu_ia_montecito, "all", 0x4000000 },		/* 26 */
	{ &xpmu_ia_montecito, "mesi", 0x78000000 },		/* 30:27 */
	{ &xpmu_ia_itanium, "event", 0x7f00 },	/* libpfm: es 14:8 */
	{ &xpmu_ia_itanium, "umask", 0xf0000 },
	{ &xpmu_ia_itanium, "threshold", 0x700000 },
};

static void format_desc(const struct format_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s/%s", c->m->name, c->name);
}

KUNIT_ARRAY_PARAM(format, format_cases, format_desc);

static void format_matches_table(struct kunit *test)
{
	const struct format_case *c = test->param_value;
	char *buf = kunit_kzalloc(test, PAGE_SIZE, GFP_KERNEL);
	unsigned int i;
	bool found = false;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	for (i = 0; i < c->m->nr_formats; i++) {
		if (strcmp(c->m->formats[i].name, c->name))
			continue;
		found = true;
		KUNIT_ASSERT_GT(test, xpmu_format_emit(&c->m->formats[i], buf), 0);
		KUNIT_EXPECT_EQ(test, parse_format(test, buf), c->mask);
	}
	KUNIT_EXPECT_TRUE(test, found);
}

/* A model accepts its format/ files' bits: Table 3-6's, 3.3.5-3.3.10's. */
#define MONT_EXT	(XPMU_IA_CFG_IEAR_UMASK | XPMU_IA_CFG_IEAR_TLB | \
		  XPMU_IA_CFG_DEAR_MODE | XPMU_IA_CFG_IPEAR | \
		  XPMU_IA_CFG_IPEAR_DELAY | \
		  XPMU_IA_CFG_FINE | XPMU_IA_CFG_INV | \
		  XPMU_IA_CFG_OPC_MIFB | XPMU_IA_CFG_OPC_MAJOR | \
		  XPMU_IA_CFG_OPC_MAJOR_EN)

static void formats_cover_config_mask(struct kunit *test)
{
	const struct xpmu_ia_model *models[] = { &xpmu_ia_montecito, &xpmu_ia_itanium };
	const u64 ext[] = { MONT_EXT, 0 };
	char *buf = kunit_kzalloc(test, PAGE_SIZE, GFP_KERNEL);
	unsigned int i, j;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	for (i = 0; i < ARRAY_SIZE(models); i++) {
		const struct xpmu_ia_model *m = models[i];
		u64 all = 0, pmc = 0, known[XPMU_FORMAT_WORDS];
		struct xpmu_ia_cfg_bits bits;

		/* The table probe checks: no shared bit, no empty row. */
		KUNIT_EXPECT_EQ(test, xpmu_format_bits(m->formats, m->nr_formats, known), 0);

		for (j = 0; j < m->nr_formats; j++) {
			unsigned int word;
			u64 bits;

			KUNIT_ASSERT_GT(test, xpmu_format_emit(&m->formats[j], buf), 0);
			bits = parse_format_word(test, buf, &word);
			KUNIT_EXPECT_EQ(test, word, m->formats[j].config);
			if (word)
				continue;	/* the ranges: whole config1/config2 */
			KUNIT_EXPECT_EQ(test, all & bits, 0);
			all |= bits;
		}
		for (j = 0; j < ARRAY_SIZE(format_cases); j++)
			if (format_cases[j].m == m)
				pmc |= format_cases[j].mask;
		bits = cfg_bits(test, m);
		KUNIT_EXPECT_EQ(test, bits.pmc, pmc);
		KUNIT_EXPECT_EQ(test, bits.ext, ext[i]);
		KUNIT_EXPECT_EQ(test, all, pmc | ext[i]);
	}
}

struct pmc_case {
	const char *desc;
	u64 config;
	bool excl_user, excl_kernel, oi;
	u64 pmc;
};

/* pm bit 6, ism '10 at 25:24; plm bit 0 kernel, bit 3 user. */
#define FIXED	(0x40ULL | 0x2000000ULL)
static const struct pmc_case pmc_cases[] = {
	{ "event 0x12", 0x1200, false, false, false, FIXED | 0x9 | 0x1200 },
	{ "event 0xff", 0xff00, false, false, false, FIXED | 0x9 | 0xff00 },
	{ "umask 0xf", 0xf0000, false, false, false, FIXED | 0x9 | 0xf0000 },
	{ "threshold 7", 0x700000, false, false, false, FIXED | 0x9 | 0x700000 },
	{ "all", 0x4000000, false, false, false, FIXED | 0x9 | 0x4000000 },
	{ "mesi b1111", 0x78000000, false, false, false, FIXED | 0x9 | 0x78000000 },
	{ "mesi M only", 0x40000000, false, false, false, FIXED | 0x9 | 0x40000000 },
	{ "exclude_user", 0x1200, true, false, false, FIXED | 0x1 | 0x1200 },
	{ "exclude_kernel", 0x1200, false, true, false, FIXED | 0x8 | 0x1200 },
	{ "exclude both", 0x1200, true, true, false, FIXED | 0x1200 },
	{ "oi", 0x1200, false, false, true, FIXED | 0x9 | 0x20 | 0x1200 },
};

static void pmc_desc(const struct pmc_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(pmc, pmc_cases, pmc_desc);

static void pmc_encoding(struct kunit *test)
{
	const struct pmc_case *c = test->param_value;
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_montecito);

	KUNIT_EXPECT_EQ(test, xpmu_ia_pmc(&bits, c->config, c->excl_user,
					  c->excl_kernel, c->oi), c->pmc);
}

struct refuse_case {
	const char *desc;
	u64 config;
	bool ok;
};

static const struct refuse_case refuse_cases[] = {
	{ "CPU_OP_CYCLES", 0x1200, true },
	{ "code 0x07 is not in Table 4-42", 0x0700, false },
	{ "bit 7 is ig (Table 3-6)", 0x1280, false },
	{ "bit 23 is ig", 0x801200, false },
	{ "bit 31 is ig", 0x80001200, false },
	{ "ism is not a user field", 0x1001200, false },
	{ "plm is not a user field", 0x1201, false },
	{ "bit 63 is no field", 0x8000000000001200ULL, false },
	{ "threshold 5 on IA64_INST_RETIRED (max 6)", 0x500800, true },
	{ "threshold 6 on IA64_INST_RETIRED (max 6)", 0x600800, false },
	{ "threshold 1 on CPU_OP_CYCLES (max 1)", 0x101200, false },
	{ "MESI on CPU_OP_CYCLES", 0x78001200, false },
	{ "MESI b1111 on L3_READS", 0x7800dd00, true },
	{ "MESI 0 on L3_READS counts nothing", 0xdd00, false },
	{ ".all on L2D_OZQ_FULL (Table 4-19: N)", 0x400e100, false },
	{ ".all on L2D_REFERENCES (Y)", 0x401e600, true },
	{ ".all on CPU_OP_CYCLES_HALTED (PMD10 only)", 0x4001800, false },
	/* Table 4-87: L2D_BYPASS bxx00 and bxx01 "Not .all capable". */
	{ "L2D_BYPASS L2_DATA1 (bxx00)", 0xe400, true },
	{ ".all on L2D_BYPASS L2_DATA1 (bxx00)", 0x400e400, false },
	{ ".all on L2D_BYPASS L2_DATA1 as b1100", 0x40ce400, false },
	{ ".all on L2D_BYPASS L2_DATA2 (bxx01)", 0x401e400, false },
	{ ".all on L2D_BYPASS L3_DATA1 (bxx10: .all capable)", 0x402e400, true },
	/* L2D_FORCE_RECIRC's umask table: b0100-b0111 not .all capable. */
	{ ".all on L2D_FORCE_RECIRC TAG_NOTOK (b0100)", 0x404ea00, false },
	{ ".all on L2D_FORCE_RECIRC TAG_OK (b0111)", 0x407ea00, false },
	{ ".all on L2D_FORCE_RECIRC FILL_HIT (b1000)", 0x408ea00, true },
	{ ".all on L2D_FORCE_RECIRC LIMBO (b0001)", 0x401ea00, true },
};

static void refuse_desc(const struct refuse_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(refuse, refuse_cases, refuse_desc);

static void req_init_rules(struct kunit *test)
{
	const struct refuse_case *c = test->param_value;
	const struct xpmu_ia_cfg_bits bits = cfg_bits(test, &xpmu_ia_montecito);
	struct xpmu_ia_req r;
	const char *why = NULL;

	KUNIT_EXPECT_EQ(test, xpmu_ia_req_init(&xpmu_ia_montecito, &bits, c->config, &r,
					       &why),
			c->ok ? 0 : -EINVAL);
	if (!c->ok)
		KUNIT_EXPECT_NOT_NULL(test, why);
}

/* ---- what every event_init refuses first (include/xpmu/perf_attr.h) ---- */

#define ATTR_PMU_TYPE	42
#define ATTR_SIZE_61	128	/* 6.1's struct perf_event_attr, VER7 */
#define BRANCH_ANY	BIT_ULL(3)
#define BRANCH_PRIV_SAVE BIT_ULL(18)	/* 6.1's last branch_sample_type bit */
#define BRANCH_COUNTERS	BIT_ULL(19)	/* 6.8's, 6.1's PERF_SAMPLE_BRANCH_MAX */

struct attr_check_case {
	const char *desc;
	u32 type;
	unsigned int dirty;	/* a non-zero byte at this offset; 0: none */
	u64 sample_type;
	u64 branch_sample_type;
	int err;
};

#define OURS		.type = ATTR_PMU_TYPE
#define BRANCHES(b)	.sample_type = PERF_SAMPLE_BRANCH_STACK, \
			.branch_sample_type = BRANCH_ANY | (b)

static const struct attr_check_case attr_check_cases[] = {
	{ "a plain counting event", OURS },
	{ "another PMU's event", .type = ATTR_PMU_TYPE + 1, .err = -ENOENT },
	{ "another PMU's event with config3", .type = ATTR_PMU_TYPE + 1,
	  .dirty = ATTR_SIZE_61, .err = -ENOENT },
	{ "the last byte of 6.1's attr (sig_data)", OURS,
	  .dirty = ATTR_SIZE_61 - 1 },
	{ "the first byte past 6.1's attr (config3)", OURS,
	  .dirty = ATTR_SIZE_61, .err = -EINVAL },
	{ "the last byte of the attr", OURS,
	  .dirty = sizeof(struct perf_event_attr) - 1, .err = -EINVAL },
	{ "branch stack, 6.1's last bit", OURS, BRANCHES(BRANCH_PRIV_SAVE) },
	{ "branch stack, BRANCH_COUNTERS", OURS, BRANCHES(BRANCH_COUNTERS),
	  .err = -EINVAL },
	{ "branch stack, bit 63", OURS, BRANCHES(BIT_ULL(63)), .err = -EINVAL },
	{ "BRANCH_COUNTERS without a branch stack", OURS,
	  .branch_sample_type = BRANCH_COUNTERS },
};

static void attr_check_desc(const struct attr_check_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(attr_check, attr_check_cases, attr_check_desc);

static void attr_check_rules(struct kunit *test)
{
	const struct attr_check_case *c = test->param_value;
	struct perf_event *event = kunit_kzalloc(test, sizeof(*event), GFP_KERNEL);
	struct pmu *pmu = kunit_kzalloc(test, sizeof(*pmu), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, event);
	KUNIT_ASSERT_NOT_NULL(test, pmu);
	KUNIT_ASSERT_LT(test, c->dirty, sizeof(event->attr));
	pmu->type = ATTR_PMU_TYPE;
	event->pmu = pmu;
	event->attr.type = c->type;
	event->attr.size = sizeof(event->attr);
	event->attr.sample_type = c->sample_type;
	event->attr.branch_sample_type = c->branch_sample_type;
	if (c->dirty)
		((u8 *)&event->attr)[c->dirty] = 1;
	KUNIT_EXPECT_EQ(test, xpmu_attr_check(event, "kunit"), c->err);
}

static void delta_wrap(struct kunit *test)
{
	const u64 top47 = 0x7fffffffffffULL;	/* 2^47 - 1 */

	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(100, 250, 47), 150);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(top47, 0, 47), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(top47, 5, 47), 6);
	/* Table 3-7: reads sign-extend bit 46 into 63:47; it must not matter. */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0xffffffffffffffffULL, 5, 47), 6);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0x3fffffffffffULL, 0xffffc00000000000ULL, 47), 1);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0, top47, 47), top47);
	/* Itanium: 32 bits (perfmon_itanium.h ovfl_val). */
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(0xffffffffULL, 2, 32), 3);
}

static void preload_and_period(struct kunit *test)
{
	/* 3.3.2: overflow after N events by preloading 2^47 - N. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_preload(47, 1000), 0x800000000000ULL - 1000);
	KUNIT_EXPECT_EQ(test, xpmu_ia_preload(47, 1), 0x7fffffffffffULL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_preload(47, 1000) & BIT_ULL(47), 0);
	KUNIT_EXPECT_EQ(test, xpmu_ia_preload(32, 1000), 0x100000000ULL - 1000);
	KUNIT_EXPECT_EQ(test, xpmu_ia_max_period(47), 0x400000000000LL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_max_period(32), 0x80000000LL);
	KUNIT_EXPECT_EQ(test, (xpmu_ia_preload(47, 12345) + 12345) & 0x7fffffffffffULL, 0);
	KUNIT_EXPECT_EQ(test, xpmu_counter_delta(xpmu_ia_preload(47, 12345), 3, 47), 12348);
}

struct period_case {
	const char *desc;
	s64 left, period;
	s64 want_left;
	bool want_elapsed;
	u64 want_preload;
};

#define P47	0x800000000000ULL	/* 2^47 */
static const struct period_case period_cases[] = {
	{ "mid-period", 500, 1000, 500, false, P47 - 500 },
	{ "exactly due", 0, 1000, 1000, true, P47 - 1000 },
	{ "overshot by 5", -5, 1000, 995, true, P47 - 995 },
	{ "overshot by a whole period", -1000, 1000, 1000, true, P47 - 1000 },
	{ "overshot by three", -3000, 1000, 1000, true, P47 - 1000 },
	{ "counting: period 2^46", 1LL << 46, 1LL << 46, 1LL << 46, false, P47 / 2 },
	{ "huge period clamped to 2^46", 1LL << 50, 1LL << 50, 1LL << 50, false, P47 / 2 },
};

static void period_desc(const struct period_case *c, char *desc)
{
	strscpy(desc, c->desc, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(period, period_cases, period_desc);

static void sampling_period(struct kunit *test)
{
	const struct period_case *c = test->param_value;
	s64 left = c->left;
	u64 preload = 0;

	KUNIT_EXPECT_EQ(test, xpmu_ia_period(&left, c->period, 47, &preload),
			c->want_elapsed);
	KUNIT_EXPECT_EQ(test, left, c->want_left);
	KUNIT_EXPECT_EQ(test, preload, c->want_preload);
	/* Table 3-7: ov (bit 47) written 0. */
	KUNIT_EXPECT_EQ(test, preload & BIT_ULL(47), 0);
}

static struct kunit_case ia_encode_cases[] = {
	KUNIT_CASE_PARAM(format_matches_table, format_gen_params),
	KUNIT_CASE(formats_cover_config_mask),
	KUNIT_CASE_PARAM(pmc_encoding, pmc_gen_params),
	KUNIT_CASE_PARAM(req_init_rules, refuse_gen_params),
	KUNIT_CASE_PARAM(attr_check_rules, attr_check_gen_params),
	KUNIT_CASE(delta_wrap),
	KUNIT_CASE(preload_and_period),
	KUNIT_CASE_PARAM(sampling_period, period_gen_params),
	{}
};

static struct kunit_suite ia_encode_suite = {
	.name = "xpmu_itanium_encode",
	.test_cases = ia_encode_cases,
};

kunit_test_suite(ia_encode_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the Montecito PMC encoding and counter arithmetic");
MODULE_LICENSE("GPL");
