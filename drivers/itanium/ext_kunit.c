// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of qual.c, ear.c and etb.c.  Expected values are the bit
 * positions of Tables 3-10..3-33 written out as numbers.
 */

#include <kunit/test.h>
#include <linux/bitmap.h>
#include <linux/slab.h>

#include "pmu.h"

struct fmt_case {
	const struct xpmu_ia_model *m;
	const char *name;
	const char *want;
};

static const struct fmt_case fmt_cases[] = {
	{ &xpmu_ia_montecito, "irange", "config1:0-63" },
	{ &xpmu_ia_montecito, "drange", "config2:0-63" },
	{ &xpmu_ia_montecito, "fine", "config:50" },
	{ &xpmu_ia_montecito, "inv", "config:51" },
	{ &xpmu_ia_montecito, "opc_mifb", "config:52-55" },
	{ &xpmu_ia_montecito, "opc_major", "config:56-59" },
	{ &xpmu_ia_montecito, "opc_major_en", "config:60" },
	{ &xpmu_ia_montecito, "dear_mode", "config:32-33" },
	{ &xpmu_ia_montecito, "iear_tlb", "config:62" },
	{ &xpmu_ia_montecito, "iear_umask", "config:34-41" },
	{ &xpmu_ia_montecito, "ipear", "config:61" },
	{ &xpmu_ia_montecito, "ipear_delay", "config:42-49" },
	{ &xpmu_ia_itanium, "irange", "config1:0-63" },
};

static void fmt_desc(const struct fmt_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s/%s", c->m->name, c->name);
}

KUNIT_ARRAY_PARAM(fmt, fmt_cases, fmt_desc);

static void format_text(struct kunit *test)
{
	const struct fmt_case *c = test->param_value;
	char *buf = kunit_kzalloc(test, PAGE_SIZE, GFP_KERNEL);
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	for (i = 0; i < c->m->nr_formats; i++) {
		if (strcmp(c->m->formats[i].name, c->name))
			continue;
		KUNIT_ASSERT_GT(test, xpmu_format_emit(&c->m->formats[i], buf), 0);
		KUNIT_EXPECT_STREQ(test, strim(buf), c->want);
		return;
	}
	KUNIT_FAIL(test, "no format %s", c->name);
}

static void range_napot(struct kunit *test)
{
	struct xpmu_ia_range r;

	/* 4 KiB at 0xffffffffa0010000: base + 2 KiB - 1. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_range_decode(0xffffffffa00107ffULL, 4, &r), 0);
	KUNIT_EXPECT_EQ(test, r.base, 0xffffffffa0010000ULL);
	KUNIT_EXPECT_EQ(test, r.mask, 0x00fffffffffff000ULL);
	/* One bundle: 16 bytes = base + 7. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_range_decode(0x1237ULL, 4, &r), 0);
	KUNIT_EXPECT_EQ(test, r.base, 0x1230ULL);
	KUNIT_EXPECT_EQ(test, r.mask, 0x00fffffffffffff0ULL);
	/* 8 bytes is below a bundle; fine for data. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(0x1233ULL, 4, &r), -EINVAL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(0x1233ULL, 1, &r), 0);
	KUNIT_EXPECT_EQ(test, r.base, 0x1230ULL);
	/* 2^56 bytes: every mask bit off; 2^57 cannot be expressed. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(0x007fffffffffffffULL, 4, &r), 0);
	KUNIT_EXPECT_EQ(test, r.mask, 0ULL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(0x00ffffffffffffffULL, 4, &r), -EINVAL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(0, 4, &r), -EINVAL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_range_decode(~0ULL, 4, &r), -EINVAL);
}

#define CFG_ES(es)	((u64)(es) << 8)
#define CFG_UMASK(u)	((u64)(u) << 16)
#define DEAR_MODE(m)	((u64)(m) << 32)
#define IEAR_UMASK(u)	((u64)(u) << 34)
#define IPEAR_DELAY(d)	((u64)(d) << 42)
#define ALL		BIT_ULL(26)	/* Table 3-6: both threads */
#define FINE		BIT_ULL(50)
#define INV		BIT_ULL(51)
#define OPC_MIFB(t)	((u64)(t) << 52)
#define OPC_MAJOR(o)	((u64)(o) << 56)
#define OPC_MAJOR_EN	BIT_ULL(60)
#define IPEAR		BIT_ULL(61)
#define IEAR_TLB	BIT_ULL(62)
#define PLM_ALL		(0xfULL << 56)

struct ext_case {
	const char *name;
	u64 config, config1, config2;
	u64 sample_type, bst;
	/* expected registers; 0 in pmc32 means "the default" */
	u64 pmc32, pmc33, pmc34, pmc36, pmc38, pmc41;
	int ibr_pair;		/* IBR pair programmed, or -1 */
	u64 ibr0, ibr1;
	u64 dbr0, dbr1;
	u64 pmc37, pmc40, pmc39, pmc42;
	unsigned int channels;	/* 0: IBRP0 alone, 3.3.5's default */
};

#define DEF32	0x020f01ffffffffffULL	/* mask 40:0, mifb 51:48, ig_ad 57 */
#define DEF36	0xffffffffULL
#define DEF38	0xdb6ULL
#define DEF41	0x2078fefefefeULL

static const struct ext_case ext_cases[] = {
	{ "none: cpu_op_cycles", CFG_ES(0x12), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1 },
	/* 3.3.5.1: IBRP0, ig_ad and ig_ibrp0 cleared; cfgdtag0 = 01. */
	{ "irange ch0", CFG_ES(0x12), 0xffffffffa00107ffULL, 0, 0, 0,
	  0x000f01ffffffffffULL, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36,
	  0xdb4, 0x2078fefefeeeULL, 0, 0xffffffffa0010000ULL,
	  0x00fffffffffff000ULL | PLM_ALL },
	{ "irange ch0 inverted", CFG_ES(0x12) | INV, 0xffffffffa00107ffULL, 0, 0, 0,
	  0x010f01ffffffffffULL, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36,
	  0xdb4, 0x2078fefefeeeULL, 0, 0xffffffffa0010000ULL,
	  0x00fffffffffff000ULL | PLM_ALL },
	/* 3.3.5.2: prefetch events on IBRP1 (IBR2/3), bit 4 of PMC38. */
	{ "irange prefetch ch1", CFG_ES(0x44), 0x40007ffULL, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, 0xda6, DEF41, 1,
	  0x4000000ULL, 0x00fffffffffff000ULL | PLM_ALL, .channels = BIT(1) },
	/* L2D_INSERT_HITS: 4.15 line 4109 over Table 4-42 (overrides.json). */
	{ "irange on L2D_INSERT_HITS", CFG_ES(0xb1), 0xffffffffa00107ffULL, 0, 0, 0,
	  0x000f01ffffffffffULL, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36,
	  0xdb4, 0x2078fefefeeeULL, 0, 0xffffffffa0010000ULL,
	  0x00fffffffffff000ULL | PLM_ALL },
	/* 3.3.5.3: IA64_TAGGED_INST_RETIRED.ibrp2 uses IBR4/5, bit 7. */
	{ "irange tagged ch2", CFG_ES(0x08) | CFG_UMASK(2), 0x40007ffULL, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, 0xd36, DEF41, 2,
	  0x4000000ULL, 0x00fffffffffff000ULL | PLM_ALL, .channels = BIT(2) },
	/* Table 3-10 fine: IBRP0 lower, IBRP2 upper; bits 1, 7 clear, 13 set. */
	{ "fine ch0", CFG_ES(0x08) | FINE, 0xffffffffa0010100ULL,
	  0xffffffffa0010400ULL, 0, 0,
	  0x000f01ffffffffffULL, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36,
	  0x2d34, 0x2078fefefeeeULL, 0, 0xffffffffa0010100ULL,
	  0x00ffffffffff0000ULL | PLM_ALL },
	/* 3.3.6: b-slot, major opcode 4, OpCM0; PMC36 ch0 uses it. */
	{ "opcode b major 4", CFG_ES(0x08) | OPC_MIFB(1) | OPC_MAJOR(4) | OPC_MAJOR_EN, 0, 0, 0, 0,
	  0x0201001fffffffffULL, 0x8000000000ULL, 0x000f01ffffffffffULL, 0xfffffffe,
	  DEF38, 0x2078fefefeeeULL, -1 },
	/* OpCM1 for channel 1: PMC34. */
	{ "opcode m on ch1", CFG_ES(0x08) | CFG_UMASK(1) | OPC_MIFB(8), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000801ffffffffffULL, 0xfffffffd, DEF38, DEF41, -1,
	  .channels = BIT(1) },
	/* 3.3.7: DBRP0, cfgdtag0 = 10 (DBR only). */
	{ "drange", CFG_ES(0xc8), 0, 0xffffffffc0001fffULL, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38,
	  0x2078fefefef6ULL, -1, .dbr0 = 0xffffffffc0000000ULL,
	  .dbr1 = 0x00ffffffffffc000ULL, .pmc40 = 0x02000049 },
	/* Both: cfgdtag0 = 00. */
	{ "irange and drange", CFG_ES(0xc8), 0xffffffffa00107ffULL, 0xffffffffc0001fffULL, 0, 0,
	  0x000f01ffffffffffULL, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36,
	  0xdb4, 0x2078fefefee6ULL, 0, 0xffffffffa0010000ULL,
	  0x00fffffffffff000ULL | PLM_ALL, 0xffffffffc0000000ULL, 0x00ffffffffffc000ULL,
	  .pmc40 = 0x02000049 },
	/* Table 3-20: plm 1001, pm 6, mode 8:7, umask 19:16, ism '10 at 25:24. */
	{ "dear cache >=32", CFG_ES(0xc8) | CFG_UMASK(3), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc40 = 0x02030049 },
	{ "dear tlb all", CFG_ES(0xc8) | DEAR_MODE(1) | CFG_UMASK(0xe), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc40 = 0x020e00c9 },
	{ "dear alat", CFG_ES(0xc8) | DEAR_MODE(2), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc40 = 0x02000149 },
	/* Table 3-15: plm, pm 4, umask 12:5, ct 13:12 = 1x for the cache. */
	{ "iear cache >=128", CFG_ES(0x43) | IEAR_UMASK(0xf0), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc37 = 0x3e19 },
	{ "iear tlb all", CFG_ES(0x43) | IEAR_TLB | IEAR_UMASK(7), 0, 0, 0, 0,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc37 = 0xf9 },
	/* Table 3-26: plm, pm 6, tm 9:8 = 10, ptm = ppm = 11, brt 15:14. */
	{ "etb any", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_STACK,
	  PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_USER | PERF_SAMPLE_BRANCH_KERNEL,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc39 = 0x3e49 },
	{ "etb returns, kernel", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_STACK,
	  PERF_SAMPLE_BRANCH_ANY_RETURN | PERF_SAMPLE_BRANCH_KERNEL | PERF_SAMPLE_BRANCH_HV,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc39 = 0xbe41 },
	{ "etb indirect, user", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_STACK,
	  PERF_SAMPLE_BRANCH_IND_CALL | PERF_SAMPLE_BRANCH_IND_JUMP | PERF_SAMPLE_BRANCH_USER |
	  PERF_SAMPLE_BRANCH_TYPE_SAVE | PERF_SAMPLE_BRANCH_NO_CYCLES,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc39 = 0xfe48 },
	/* Table 3-30: mode 10:8 = 100, delay 18:11. */
	{ "ipear delay 5", CFG_ES(0x12) | IPEAR | IPEAR_DELAY(5), 0, 0,
	  PERF_SAMPLE_BRANCH_STACK,
	  PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_USER | PERF_SAMPLE_BRANCH_KERNEL,
	  DEF32, 0x1ffffffffffULL, 0x000f01ffffffffffULL, DEF36, DEF38, DEF41, -1,
	  .pmc42 = 0x2c49 },
};

static void ext_desc(const struct ext_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(ext, ext_cases, ext_desc);

static void ext_registers(struct kunit *test)
{
	const struct ext_case *c = test->param_value;
	struct perf_event_attr attr = {
		.config = c->config, .config1 = c->config1, .config2 = c->config2,
		.sample_type = c->sample_type, .branch_sample_type = c->bst,
	};
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	const char *why = NULL;
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_ASSERT_EQ_MSG(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &attr, e, &why), 0,
			    "%s", why);
	KUNIT_EXPECT_EQ(test, e->q.opc[0], c->pmc32);
	KUNIT_EXPECT_EQ(test, e->q.opc[1], c->pmc33);
	KUNIT_EXPECT_EQ(test, e->q.opc[2], c->pmc34);
	KUNIT_EXPECT_EQ(test, e->q.opc[4], c->pmc36);
	KUNIT_EXPECT_EQ(test, e->q.pmc38, c->pmc38);
	KUNIT_EXPECT_EQ(test, e->q.pmc41, c->pmc41);
	for (i = 0; i < 4; i++) {
		bool set = (int)i == c->ibr_pair;

		/* fine mode also sets the upper limit pair, 2 (checked below) */
		if ((c->config & FINE) && i == 2)
			continue;
		KUNIT_EXPECT_EQ(test, e->q.ibr[2 * i], set ? c->ibr0 : 0);
		KUNIT_EXPECT_EQ(test, e->q.ibr[2 * i + 1], set ? c->ibr1 : 0);
	}
	if (c->config & FINE) {
		KUNIT_EXPECT_EQ(test, e->q.ibr[4], c->config2);
		KUNIT_EXPECT_EQ(test, e->q.ibr[5], c->ibr1);
	}
	KUNIT_EXPECT_EQ(test, e->q.dbr[0], c->dbr0);
	KUNIT_EXPECT_EQ(test, e->q.dbr[1], c->dbr1);
	KUNIT_EXPECT_EQ(test, e->pmc37, c->pmc37);
	KUNIT_EXPECT_EQ(test, e->pmc40, c->pmc40);
	KUNIT_EXPECT_EQ(test, e->pmc39, c->pmc39);
	KUNIT_EXPECT_EQ(test, e->pmc42, c->pmc42);
	KUNIT_EXPECT_EQ(test, e->channels, c->channels ? c->channels : BIT(0));
	/* 3.3.5.2/3.3.7 notes: never PMC41[48:45] = 0 with ig_ad = 0. */
	KUNIT_EXPECT_TRUE(test, (e->q.pmc41 & GENMASK_ULL(48, 45)) ||
			  (e->q.opc[0] & BIT_ULL(57)));
}

/* ---- tag channels (3.3.5, the 4.15 notes) ---- */

struct chan_case {
	const char *name;
	u64 config, config1, config2;
	bool add_opc;		/* test model: the event also honours O */
	u64 pmc32, pmc33, pmc34, pmc35, pmc36, pmc38, pmc41;
	u64 ibr[8];
	unsigned int channels;
};

#define DEF34	0x000f01ffffffffffULL	/* mask 40:0, mifb 51:48 */
#define DEF33	0x1ffffffffffULL	/* match 40:0 */
#define RANGE_BASE	0x4000000ULL
#define RANGE_MASK	(0x00fffffffffff000ULL | PLM_ALL)
#define FINE_MASK	(0x00ffffffffff0000ULL | PLM_ALL)

static const struct chan_case chan_cases[] = {
	/* L2I_READS, "qualified with IBRP1" (4.15 line 4392): channel 0 untouched. */
	{ "L2I_READS: IBRP1", CFG_ES(0x78) | CFG_UMASK(0xf), 0x40007ffULL, 0, false,
	  DEF32, DEF33, DEF34, DEF33, DEF36, 0xda6, DEF41,
	  { 0, 0, RANGE_BASE, RANGE_MASK }, BIT(1) },
	/* L1I_FILLS, IBRP0 and IBRP1 (4.15 line 3926): one range in both. */
	{ "L1I_FILLS: IBRP0 and IBRP1", CFG_ES(0x41), 0x40007ffULL, 0, false,
	  0x000f01ffffffffffULL, DEF33, DEF34, DEF33, DEF36, 0xda4, 0x2078fefefeeeULL,
	  { RANGE_BASE, RANGE_MASK, RANGE_BASE, RANGE_MASK }, BIT(0) | BIT(1) },
	/* Fine mode on both (3.3.5.4): IBRP0/2 and IBRP1/3. */
	{ "ISB_BUNPAIRS_IN fine: IBRP0/2 and IBRP1/3", CFG_ES(0x46) | FINE,
	  0xffffffffa0010100ULL, 0xffffffffa0010400ULL, false,
	  0x000f01ffffffffffULL, DEF33, DEF34, DEF33, DEF36, 0x2924, 0x2078fefefeeeULL,
	  { 0xffffffffa0010100ULL, FINE_MASK, 0xffffffffa0010100ULL, FINE_MASK,
	    0xffffffffa0010400ULL, FINE_MASK, 0xffffffffa0010400ULL, FINE_MASK },
	  BIT(0) | BIT(1) },
	/*
	 * 3.3.6.1: OpCM0 and OpCM1 alike on two channels.  No catalog event is
	 * both O and two-channel: the test model makes L1I_FETCH_RAB_HIT one.
	 */
	{ "opcode on both channels (test model)",
	  CFG_ES(0x65) | OPC_MIFB(1) | OPC_MAJOR(4) | OPC_MAJOR_EN, 0, 0, true,
	  0x0201001fffffffffULL, 0x8000000000ULL, 0x0001001fffffffffULL, 0x8000000000ULL,
	  0xfffffffc, DEF38, 0x2078fefefeeeULL, { }, BIT(0) | BIT(1) },
};

static void chan_desc(const struct chan_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(chan, chan_cases, chan_desc);

static void ext_channels(struct kunit *test)
{
	const struct chan_case *c = test->param_value;
	struct perf_event_attr attr = {
		.config = c->config, .config1 = c->config1, .config2 = c->config2,
	};
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	struct xpmu_ia_model *m = kunit_kmalloc(test, sizeof(*m), GFP_KERNEL);
	struct xpmu_ia_code *codes;
	const char *why = NULL;
	unsigned int es = (c->config >> 8) & 0xff, i;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_ASSERT_NOT_NULL(test, m);
	*m = xpmu_ia_montecito;
	codes = kunit_kmalloc_array(test, XPMU_IA_NR_CODES, sizeof(*codes), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, codes);
	memcpy(codes, xpmu_ia_montecito.codes, XPMU_IA_NR_CODES * sizeof(*codes));
	if (c->add_opc)
		codes[es].qual |= XPMU_IA_Q_OPC;
	m->codes = codes;

	KUNIT_ASSERT_EQ_MSG(test, xpmu_ia_ext_init(m, &attr, e, &why), 0, "%s", why);
	KUNIT_EXPECT_EQ(test, e->q.opc[0], c->pmc32);
	KUNIT_EXPECT_EQ(test, e->q.opc[1], c->pmc33);
	KUNIT_EXPECT_EQ(test, e->q.opc[2], c->pmc34);
	KUNIT_EXPECT_EQ(test, e->q.opc[3], c->pmc35);
	KUNIT_EXPECT_EQ(test, e->q.opc[4], c->pmc36);
	KUNIT_EXPECT_EQ(test, e->q.pmc38, c->pmc38);
	KUNIT_EXPECT_EQ(test, e->q.pmc41, c->pmc41);
	for (i = 0; i < 8; i++)
		KUNIT_EXPECT_EQ_MSG(test, e->q.ibr[i], c->ibr[i], "IBR%u", i);
	KUNIT_EXPECT_EQ(test, e->channels, c->channels);
}

struct refuse_case {
	const char *name;
	u64 config, config1, config2, bst;
	int err;
};

#define BR_UK	(PERF_SAMPLE_BRANCH_USER | PERF_SAMPLE_BRANCH_KERNEL)

static const struct refuse_case refuse_cases[] = {
	{ "irange on BACK_END_BUBBLE (no I)", CFG_ES(0x00), 0x40007ff, 0, 0, -EINVAL },
	{ "opcode on L1I_PREFETCHES (no O)", CFG_ES(0x44) | OPC_MIFB(1), 0, 0, 0, -EINVAL },
	{ "drange on CPU_OP_CYCLES (no D)", CFG_ES(0x12), 0, 0x1fff, 0, -EINVAL },
	{ "inv without a range", CFG_ES(0x12) | INV, 0, 0, 0, -EINVAL },
	/* Table 3-6: filters belong to one thread, .all counts both. */
	{ ".all with an irange", CFG_ES(0x12) | ALL, 0x40007ff, 0, 0, -EINVAL },
	{ ".all with an opcode", CFG_ES(0x12) | ALL | OPC_MIFB(8), 0, 0, 0, -EINVAL },
	{ ".all with a drange", CFG_ES(0xc8) | ALL, 0, 0x1fff, 0, -EINVAL },
	/* 4.15 against Table 4-42, settled in data/itanium/overrides.json. */
	{ "opcode on L2I_READS (4.15 O = N)", CFG_ES(0x78) | OPC_MIFB(8), 0, 0, 0, -EINVAL },
	{ "irange on L2I_SNOOP_HITS (4.15 N/N/N)", CFG_ES(0x7f), 0x40007ff, 0, 0, -EINVAL },
	{ "drange on DTLB_INSERTS_HPW (4.15 N/N/N)", CFG_ES(0xc9), 0, 0x1fff, 0, -EINVAL },
	{ "opcode on SPEC_LOADS_NATTED (4.15 O = N)", CFG_ES(0xd9) | OPC_MIFB(8),
	  0, 0, 0, -EINVAL },
	/* Table 3-11: inv inverts channel 0 only, half of L1I_FILLS. */
	{ "inv on L1I_FILLS (channels 0 and 1)", CFG_ES(0x41) | INV, 0x40007ff, 0, 0, -EINVAL },
	{ "inv on channel 1", CFG_ES(0x08) | CFG_UMASK(1) | INV, 0x40007ff, 0, 0, -EINVAL },
	{ "fine without the upper limit", CFG_ES(0x08) | FINE, 0x10100, 0, 0, -EINVAL },
	{ "fine on channel 2", CFG_ES(0x08) | CFG_UMASK(2) | FINE,
	  0x10100, 0x10400, 0, -EINVAL },
	{ "fine limits in two pages", CFG_ES(0x08) | FINE, 0x10100, 0x20400, 0, -EINVAL },
	{ "fine upper not above lower", CFG_ES(0x08) | FINE, 0x10400, 0x10400, 0, -EINVAL },
	{ "fine with inv", CFG_ES(0x08) | FINE | INV, 0x10100, 0x10400, 0, -EINVAL },
	{ "opc_major without opc_major_en", CFG_ES(0x08) | OPC_MIFB(1) | OPC_MAJOR(4),
	  0, 0, 0, -EINVAL },
	{ "opc_major_en with mifb 0", CFG_ES(0x08) | OPC_MAJOR_EN, 0, 0, 0, -EINVAL },
	{ "irange below a bundle", CFG_ES(0x12), 0x1233, 0, 0, -EINVAL },
	{ "irange all ones", CFG_ES(0x12), ~0ULL, 0, 0, -EINVAL },
	{ "dear field on another event", CFG_ES(0x12) | DEAR_MODE(1), 0, 0, 0, -EINVAL },
	{ "dear cache umask 0xb", CFG_ES(0xc8) | CFG_UMASK(0xb), 0, 0, 0, -EINVAL },
	{ "dear tlb umask 000x", CFG_ES(0xc8) | DEAR_MODE(1) | CFG_UMASK(1), 0, 0, 0, -EINVAL },
	{ "dear alat with a umask", CFG_ES(0xc8) | DEAR_MODE(2) | CFG_UMASK(2), 0, 0, 0, -EINVAL },
	{ "iear field on another event", CFG_ES(0x12) | IEAR_UMASK(0xff), 0, 0, 0, -EINVAL },
	{ "iear cache umask 0x3 (undefined)", CFG_ES(0x43) | IEAR_UMASK(3), 0, 0, 0, -EINVAL },
	{ "iear tlb umask 0", CFG_ES(0x43) | IEAR_TLB, 0, 0, 0, -EINVAL },
	{ "ipear without a branch stack", CFG_ES(0x12) | IPEAR, 0, 0, 0, -EINVAL },
	{ "dear tlb with the ETB", CFG_ES(0xc8) | DEAR_MODE(1) | CFG_UMASK(0xe), 0, 0,
	  PERF_SAMPLE_BRANCH_ANY | BR_UK, -EINVAL },
	{ "branch any_call", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_ANY_CALL | BR_UK, -EOPNOTSUPP },
	{ "branch call", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_CALL | BR_UK, -EOPNOTSUPP },
	{ "branch cond", CFG_ES(0x12), 0, 0, PERF_SAMPLE_BRANCH_COND | BR_UK, -EOPNOTSUPP },
	{ "branch ind_call alone", CFG_ES(0x12),
	  0, 0, PERF_SAMPLE_BRANCH_IND_CALL | BR_UK, -EOPNOTSUPP },
	{ "branch call_stack", CFG_ES(0x12),
	  0, 0, PERF_SAMPLE_BRANCH_CALL_STACK | BR_UK, -EOPNOTSUPP },
	{ "branch in_tx", CFG_ES(0x12),
	  0, 0, PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_IN_TX | BR_UK, -EOPNOTSUPP },
	{ "branch any_ret|ind_call", CFG_ES(0x12), 0, 0,
	  PERF_SAMPLE_BRANCH_ANY_RETURN | PERF_SAMPLE_BRANCH_IND_CALL | BR_UK, -EOPNOTSUPP },
	{ "branch hv only", CFG_ES(0x12),
	  0, 0, PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_HV, -EOPNOTSUPP },
	{ "ipear with a type filter", CFG_ES(0x12) | IPEAR, 0, 0,
	  PERF_SAMPLE_BRANCH_ANY_RETURN | BR_UK, -EOPNOTSUPP },
	{ "ipear_delay without ipear", CFG_ES(0x12) | IPEAR_DELAY(3), 0, 0,
	  PERF_SAMPLE_BRANCH_ANY | BR_UK, -EOPNOTSUPP },
};

static void refuse_desc(const struct refuse_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(refuse, refuse_cases, refuse_desc);

static void ext_refused(struct kunit *test)
{
	const struct refuse_case *c = test->param_value;
	struct perf_event_attr attr = {
		.config = c->config, .config1 = c->config1, .config2 = c->config2,
		.sample_type = c->bst ? PERF_SAMPLE_BRANCH_STACK : 0,
		.branch_sample_type = c->bst,
	};
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	const char *why = NULL;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_EXPECT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &attr, e, &why), c->err);
	KUNIT_EXPECT_NOT_NULL(test, why);
}

/* Two events on one cpu: same registers or not at all. */
static void ext_conflicts(struct kunit *test)
{
	struct xpmu_ia_ext *a = kunit_kzalloc(test, sizeof(*a), GFP_KERNEL);
	struct xpmu_ia_ext *b = kunit_kzalloc(test, sizeof(*b), GFP_KERNEL);
	static const struct perf_event_attr x = { .config = CFG_ES(0x12) };
	static const struct perf_event_attr y = { .config = CFG_ES(0x12), .config1 = 0x40007ff };
	static const struct perf_event_attr bub = { .config = CFG_ES(0x00), .config1 = 0 };
	static const struct perf_event_attr dtlb = {
		.config = CFG_ES(0xc8) | DEAR_MODE(1) | CFG_UMASK(0xe),
	};
	static const struct perf_event_attr etb = {
		.config = CFG_ES(0x12), .sample_type = PERF_SAMPLE_BRANCH_STACK,
		.branch_sample_type = PERF_SAMPLE_BRANCH_ANY | BR_UK,
	};
	const char *why;

	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_NULL(test, b);
	/* A qualified and an unqualified event honouring I: one PMC38. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &x, a, &why), 0);
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &y, b, &why), 0);
	KUNIT_EXPECT_TRUE(test, xpmu_ia_ext_conflict(a, b));
	KUNIT_EXPECT_FALSE(test, xpmu_ia_ext_conflict(a, a));
	/* BACK_END_BUBBLE honours nothing: it shares with anything. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &bub, a, &why), 0);
	KUNIT_EXPECT_FALSE(test, xpmu_ia_ext_conflict(a, b));
	/* 3.3.9.2: the data EAR in TLB mode needs PMC39 = 0. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &dtlb, a, &why), 0);
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_montecito, &etb, b, &why), 0);
	KUNIT_EXPECT_TRUE(test, xpmu_ia_ext_conflict(a, b));
	KUNIT_EXPECT_TRUE(test, xpmu_ia_ext_conflict(b, a));
}

/* First Itanium: PMC13.ta, IBR pair 0 (seed 002, Table 6-9; libpfm pme_iar). */
static void itanium_pmc13(struct kunit *test)
{
	struct xpmu_ia_ext *e = kunit_kzalloc(test, sizeof(*e), GFP_KERNEL);
	struct perf_event_attr attr = { .config = CFG_ES(0x08) };
	const char *why;

	KUNIT_ASSERT_NOT_NULL(test, e);
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), 0);
	KUNIT_EXPECT_EQ(test, e->q.pmc13, 1ULL);
	attr.config1 = 0xffffffffa00107ffULL;
	KUNIT_ASSERT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), 0);
	KUNIT_EXPECT_EQ(test, e->q.pmc13, 0ULL);
	KUNIT_EXPECT_EQ(test, e->q.ibr[0], 0xffffffffa0010000ULL);
	KUNIT_EXPECT_EQ(test, e->q.ibr[1], 0x0ffffffffffff000ULL);
	attr.config2 = 1;
	KUNIT_EXPECT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), -EINVAL);
	attr.config2 = 0;
	attr.sample_type = PERF_SAMPLE_BRANCH_STACK;
	attr.branch_sample_type = PERF_SAMPLE_BRANCH_ANY | BR_UK;
	KUNIT_EXPECT_EQ(test, xpmu_ia_ext_init(&xpmu_ia_itanium, &attr, e, &why), -EOPNOTSUPP);
}

static void dear_decoding(struct kunit *test)
{
	struct xpmu_ia_ear_sample s;

	/* Table 3-22: stat 01 at 15:14, latency 12:0; PMD36 vl 3, bn 2, slot 1:0. */
	xpmu_ia_dear_decode(0x02000049, 0xffffffffc0001238ULL, 0x4000 | 100,
			    0xffffffffa0010020ULL | 0x8 | 0x4 | 2, &s);
	KUNIT_EXPECT_TRUE(test, s.valid);
	KUNIT_EXPECT_TRUE(test, s.has_addr && s.has_lat);
	KUNIT_EXPECT_EQ(test, s.addr, 0xffffffffc0001238ULL);
	KUNIT_EXPECT_EQ(test, s.latency, 100ULL);
	KUNIT_EXPECT_EQ(test, s.ip, 0xffffffffa0010032ULL);
	/* overflow bit 13: more than 8191 cycles */
	xpmu_ia_dear_decode(0x02000049, 1, 0x4000 | 0x2000 | 0x1fff, 0, &s);
	KUNIT_EXPECT_EQ(test, s.latency, 8192ULL);
	/* vl clear (an RSE load, Table 3-22): a capture with no instruction */
	xpmu_ia_dear_decode(0x02000049, 0x5000, 0x4000 | 100,
			    0xffffffffa0010020ULL | 0x4 | 2, &s);
	KUNIT_EXPECT_TRUE(test, s.valid);
	KUNIT_EXPECT_EQ(test, s.ip, 0ULL);
	/* stat 00: nothing captured */
	xpmu_ia_dear_decode(0x02000049, 1, 100, 0x8, &s);
	KUNIT_EXPECT_FALSE(test, s.valid);
	/* Table 3-24: TLB mode, stat 10 = VHPT; no latency */
	xpmu_ia_dear_decode(0x020e00c9, 0x5000, 0x8000 | 77, 0x8, &s);
	KUNIT_EXPECT_TRUE(test, s.valid);
	KUNIT_EXPECT_EQ(test, s.stat, 2U);
	KUNIT_EXPECT_FALSE(test, s.has_lat);
	KUNIT_EXPECT_EQ(test, s.addr, 0x5000ULL);
	/* Table 3-25: ALAT, only PMD36 */
	xpmu_ia_dear_decode(0x02000149, 0x5000, 0, 0xffffffffa0010040ULL | 0x8 | 1, &s);
	KUNIT_EXPECT_TRUE(test, s.valid);
	KUNIT_EXPECT_FALSE(test, s.has_addr);
	KUNIT_EXPECT_EQ(test, s.ip, 0xffffffffa0010041ULL);
}

static void iear_decoding(struct kunit *test)
{
	struct xpmu_ia_ear_sample s;

	/* Table 3-17: stat bit 0, line address 63:5; PMD35 latency 11:0, ov 12. */
	xpmu_ia_iear_decode(0x3e19, 0xffffffffa0010061ULL, 300, &s);
	KUNIT_EXPECT_TRUE(test, s.valid && s.has_lat);
	KUNIT_EXPECT_EQ(test, s.addr, 0xffffffffa0010060ULL);
	KUNIT_EXPECT_EQ(test, s.ip, 0xffffffffa0010060ULL);
	KUNIT_EXPECT_EQ(test, s.latency, 300ULL);
	xpmu_ia_iear_decode(0x3e19, 0xffffffffa0010061ULL, 0x1000 | 0xfff, &s);
	KUNIT_EXPECT_EQ(test, s.latency, 4096ULL);
	/* Table 3-19: TLB mode stat 11 = fault */
	xpmu_ia_iear_decode(0xf9, 0xffffffffa0010063ULL, 0, &s);
	KUNIT_EXPECT_TRUE(test, s.valid);
	KUNIT_EXPECT_EQ(test, s.stat, 3U);
	KUNIT_EXPECT_FALSE(test, s.has_lat);
	xpmu_ia_iear_decode(0x3e19, 0xffffffffa0010060ULL, 5, &s);
	KUNIT_EXPECT_FALSE(test, s.valid);
}

/* Table 3-27 entries: s bit 0, mp 1, slot 3:2, bundle address 63:4. */
#define SRC(a, slot, mp)	((a) | ((u64)(slot) << 2) | ((mp) ? 2 : 0) | 1)
#define TGT(a)			((a) | 2)

/* hw_idx: 3.3.10.1.2; PMD38 ebi 3:0, full 5 (Table 3-28). */
static void etb_newest(struct kunit *test)
{
	unsigned int full, ebi;

	for (full = 0; full <= 1; full++) {
		for (ebi = 0; ebi < 16; ebi++) {
			u64 want = (full || ebi) ? (16 * full + ebi - 1) % 16 : -1ULL;

			KUNIT_EXPECT_EQ_MSG(test, xpmu_ia_etb_newest(ebi | full << 5), want,
					    "full %u ebi %u", full, ebi);
		}
	}
}

static void etb_decoding(struct kunit *test)
{
	struct perf_branch_entry *out = kunit_kcalloc(test, 16, sizeof(*out), GFP_KERNEL);
	u64 etb[16] = { };
	unsigned int n, i;

	KUNIT_ASSERT_NOT_NULL(test, out);
	/* Two branches, not wrapped: ebi = 4. */
	etb[0] = SRC(0x1000, 1, 0);
	etb[1] = TGT(0x2000);
	etb[2] = SRC(0x2040, 2, 1);
	etb[3] = TGT(0x3000);
	n = xpmu_ia_etb_decode(4, 0, etb, out, 16);
	KUNIT_ASSERT_EQ(test, n, 2U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0x2042ULL);	/* newest first, + slot */
	KUNIT_EXPECT_EQ(test, out[0].to, 0x3000ULL);
	KUNIT_EXPECT_TRUE(test, out[0].mispred);
	KUNIT_EXPECT_EQ(test, out[1].from, 0x1001ULL);
	KUNIT_EXPECT_EQ(test, out[1].to, 0x2000ULL);
	KUNIT_EXPECT_TRUE(test, out[1].predicted);
	/* 3.3.10: a source followed by a source branched to its bundle. */
	etb[1] = SRC(0x2000, 0, 0);
	etb[2] = TGT(0x3000);
	n = xpmu_ia_etb_decode(3, 0, etb, out, 16);
	KUNIT_ASSERT_EQ(test, n, 2U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0x2000ULL);
	KUNIT_EXPECT_EQ(test, out[0].to, 0x3000ULL);
	KUNIT_EXPECT_EQ(test, out[1].to, 0x2000ULL);
	/* Not taken (slot 3), an invalid register as target, a lone source. */
	etb[0] = SRC(0x1000, 3, 0);
	etb[1] = SRC(0x1100, 0, 0);
	etb[2] = 0;
	etb[3] = SRC(0x1200, 1, 0);
	KUNIT_EXPECT_EQ(test, xpmu_ia_etb_decode(4, 0, etb, out, 16), 0U);
	/*
	 * Wrapped (full, ebi = 2): PMD50 a target without source, PMD49 a
	 * source without target, seven pairs between; b1 of PMD56 unused.
	 */
	for (i = 0; i < 16; i++)
		etb[i] = (i % 2) ? SRC(0x10000 + 0x100 * i, 0, 0) : TGT(0x20000 + 0x100 * i);
	n = xpmu_ia_etb_decode(0x20 | 2, 0x10, etb, out, 16);
	KUNIT_ASSERT_EQ(test, n, 7U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0x10f00ULL);		/* PMD63 */
	KUNIT_EXPECT_EQ(test, out[0].to, 0x20000ULL);		/* PMD48 */
	KUNIT_EXPECT_EQ(test, out[6].from, 0x10300ULL);		/* PMD51 */
	KUNIT_EXPECT_EQ(test, out[6].to, 0x20400ULL);
	for (i = 0; i < n; i++)
		if (out[i].from == 0x10900ULL + 16)		/* PMD57, not b1 */
			KUNIT_FAIL(test, "b1 of PMD56 applied to PMD57");
	etb[8] = SRC(0x10800, 1, 0);
	etb[9] = TGT(0x30000);
	n = xpmu_ia_etb_decode(0x20 | 3, 0x10, etb, out, 16);
	for (i = 0; i < n; i++)
		if (out[i].to == 0x30000ULL)
			KUNIT_EXPECT_EQ(test, out[i].from, 0x10811ULL);
	/* max limits the records, newest kept. */
	KUNIT_EXPECT_EQ(test, xpmu_ia_etb_decode(0x20 | 3, 0, etb, out, 2), 2U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0x10100ULL);
}

static void ipear_decoding(struct kunit *test)
{
	struct perf_branch_entry out[4];
	u64 etb[16] = { };

	/* Table 3-31: cycl 63:60, IP{63:12} in 59:8, IP{11:4} in 7:0. */
	etb[0] = (5ULL << 60) | (0xa0010ULL << 8) | 0x23;
	/* Table 3-33 for PMD49 (bits 11:8): cycl 5:4 = 01 in 3:2, ef 0. */
	etb[1] = (2ULL << 60) | (0xa0011ULL << 8) | 0x45;
	/* PMD50: the normal freeze's last entry (3.3.10.2.1): left out. */
	etb[2] = (1ULL << 60) | (0xa0011ULL << 8) | 0x46;
	KUNIT_ASSERT_EQ(test, xpmu_ia_ipear_decode(3, 0x4ULL << 8, etb, out, 4), 2U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0xa0011450ULL);
	KUNIT_EXPECT_EQ(test, out[0].to, 0xa0011450ULL);
	KUNIT_EXPECT_EQ(test, (unsigned int)out[0].cycles, 0x12U);
	KUNIT_EXPECT_EQ(test, out[1].from, 0xa0010230ULL);
	KUNIT_EXPECT_EQ(test, (unsigned int)out[1].cycles, 5U);
	/* An early freeze (ef) is left out too, and the youngest: PMD48 only. */
	KUNIT_ASSERT_EQ(test, xpmu_ia_ipear_decode(3, 0x1ULL << 8, etb, out, 4), 1U);
	KUNIT_EXPECT_EQ(test, out[0].from, 0xa0010230ULL);
	KUNIT_EXPECT_EQ(test, xpmu_ia_ipear_decode(1, 0, etb, out, 4), 0U);
}

static struct kunit_case ia_ext_cases[] = {
	KUNIT_CASE_PARAM(format_text, fmt_gen_params),
	KUNIT_CASE(range_napot),
	KUNIT_CASE_PARAM(ext_registers, ext_gen_params),
	KUNIT_CASE_PARAM(ext_channels, chan_gen_params),
	KUNIT_CASE_PARAM(ext_refused, refuse_gen_params),
	KUNIT_CASE(ext_conflicts),
	KUNIT_CASE(itanium_pmc13),
	KUNIT_CASE(dear_decoding),
	KUNIT_CASE(iear_decoding),
	KUNIT_CASE(etb_newest),
	KUNIT_CASE(etb_decoding),
	KUNIT_CASE(ipear_decoding),
	{}
};

static struct kunit_suite ia_ext_suite = {
	.name = "xpmu_itanium_ext",
	.test_cases = ia_ext_cases,
};

kunit_test_suite(ia_ext_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the Montecito EARs, trace buffer and qualification");
MODULE_LICENSE("GPL");
