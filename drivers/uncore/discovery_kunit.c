// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for the PMON discovery parser (drivers/uncore/discovery.c).
 *
 * The reference table below is written out by hand, word by word, from the
 * field definitions of Tables 1-13 and 1-14 of the EMR uncore guide with
 * register addresses from Tables 1-8, 1-9 and 1-12, not with the parser's
 * own masks.
 */

#include <kunit/test.h>
#include <linux/bitfield.h>
#include <linux/err.h>
#include <linux/pci.h>
#include <linux/prandom.h>
#include <linux/slab.h>

#include <xpmu/uncore/discovery.h>

#define STRIDE_WORDS	4	/* Block Stride of the reference table */
#define NR_BLOCKS	7	/* Max Blocks of the reference table */
#define TABLE_WORDS	((NR_BLOCKS + 1) * STRIDE_WORDS)
#define NUM_STATUS	128	/* two global status MSRs, 0x2FF2/0x2FF3 */

static const u64 ref_table[TABLE_WORDS] = {
	/*
	 * Global node.  +0: access 00 (MSR) [63:62], Max Blocks 7 [25:16],
	 * Block Stride 4 [15:8], Type 1 [7:0].  +1: U_MSR_PMON_GLOBAL_CTL
	 * 0x2FF0 (Table 1-8).  +2: 128 status bits [23:8], first status
	 * register at +2, i.e. 0x2FF2 (Table 1-8) [7:0].
	 */
	[0] = 0x0000000000070401ULL,
	[1] = 0x0000000000002FF0ULL,
	[2] = 0x0000000000008002ULL,
	/*
	 * Block 1: CHA 0 (Table 1-9).  +0: MSR, status +1 [39:32], counter 0
	 * +8 [31:24], width 48 [23:16], control 0 +2 [15:8], 4 regs [7:0].
	 * +1: unit control 0x2000.  +2: status position 3 [47:32], id 0
	 * [31:16], type 0 (CHA) [15:0].
	 */
	[4] = 0x0000000108300204ULL,
	[5] = 0x0000000000002000ULL,
	[6] = 0x0000000300000000ULL,
	/* Block 2: CHA 1 at 0x2010, status position 4, id 1. */
	[8] = 0x0000000108300204ULL,
	[9] = 0x0000000000002010ULL,
	[10] = 0x0000000400010000ULL,
	/* Block 3: unused (first word zero). */
	/*
	 * Block 4: iMC 0 channel 0 (Table 1-12, Channel 0 offsets from the
	 * unit control 0x22800).  +0: MMIO (01) [63:62], status +0x5C, counter
	 * 0 +0x08, width 48, control 0 +0x40, 4 regs.  +1: an MMIO address
	 * whose low bits are the documented 0x22800.  +2: position 16, id 0,
	 * type 6 (iMC).
	 */
	[16] = 0x4000005C08304004ULL,
	[17] = 0x00000000C8022800ULL,
	[18] = 0x0000001000000006ULL,
	/*
	 * Block 5: UPI LL link 0 (Table 1-12): PCICFG (10) [63:62], status
	 * 0x38C = +0x74, counter 0 0x320 = +0x08, width 48, control 0 0x350 =
	 * +0x38, 4 regs.  +1: the enable bit 31 that real BIOSes set (PCM
	 * requires it, discovery.h), segment 0 [30:28], bus 0x1E [27:20],
	 * device 1 function 1 (devfn 0x09) [19:12], offset 0x318 [11:0].
	 * +2: position 32, id 0, type 8 (UPI).
	 */
	[20] = 0x8000007408303804ULL,
	[21] = 0x0000000081E09318ULL,
	[22] = 0x0000002000000008ULL,
	/*
	 * Block 6: M2M for iMC0 (Table 1-12): PCICFG, status 0x4A8 = +0x70,
	 * counter 0 0x440 = +0x08, width 48, control 0 0x468 = +0x30, 4 regs.
	 * +1: bit 31, bus 0x1E, device 12 function 0 (devfn 0x60), offset
	 * 0x438.  +2: position 33, id 0, type 7 (M2M).
	 */
	[24] = 0x8000007008303004ULL,
	[25] = 0x0000000081E60438ULL,
	[26] = 0x0000002100000007ULL,
	/*
	 * Block 7: IRP 0 (Table 1-9, the IRP sheet): MSR, status 0x3401 = +1,
	 * counter 0 0x3408 = +8, width 48, control 0 0x3402 = +2, 2 regs.
	 * +2: position 5, id 0, type 2 (IRP).
	 */
	[28] = 0x0000000108300202ULL,
	[29] = 0x0000000000003400ULL,
	[30] = 0x0000000500000002ULL,
};

/* A reader that fails the test on any read the parser should not make. */
struct tracking_reader {
	struct kunit *test;
	const u64 *words;
	u32 size;
	unsigned int reads;
	int fail_at;		/* fail the n-th read; -1: never */
};

static int tracking_read(void *ctx, u32 offset, u64 *val)
{
	struct tracking_reader *r = ctx;

	KUNIT_EXPECT_EQ(r->test, offset % 8, 0U);
	KUNIT_EXPECT_LT(r->test, offset, r->size);
	if (offset % 8 || offset >= r->size || r->size - offset < 8)
		return -EFAULT;
	if (r->fail_at >= 0 && r->reads == r->fail_at)
		return -EIO;
	r->reads++;
	*val = r->words[offset / 8];
	return 0;
}

/* A writable copy of @src in an allocation of exactly @size bytes. */
static u64 *table_copy(struct kunit *test, const u64 *src, u32 size)
{
	u64 *t = kunit_kzalloc(test, size, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, t);
	memcpy(t, src, min_t(u32, size, sizeof(ref_table)));
	return t;
}

static struct xpmu_unc_discovery *parse(struct kunit *test, const u64 *words,
					u32 size, struct xpmu_unc_disc_stats *stats)
{
	struct tracking_reader r = {
		.test = test, .words = words, .size = size, .fail_at = -1,
	};
	struct xpmu_unc_disc_source src = {
		.read = tracking_read, .ctx = &r, .size = size, .name = "kunit",
	};

	return xpmu_unc_discovery_parse(&src, stats);
}

static void free_disc(void *disc)
{
	xpmu_unc_discovery_free(disc);
}

/* Parse, expecting success; the table is freed when the test ends. */
static const struct xpmu_unc_discovery *parse_ok(struct kunit *test, const u64 *words,
						 u32 size, struct xpmu_unc_disc_stats *stats)
{
	struct xpmu_unc_discovery *disc = parse(test, words, size, stats);

	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR(disc), "parse failed: %ld",
			       PTR_ERR(disc));
	KUNIT_ASSERT_EQ(test, 0,
			kunit_add_action_or_reset(test, free_disc, disc));
	return disc;
}

static unsigned int fault_total(const struct xpmu_unc_disc_stats *s)
{
	unsigned int i, n = 0;

	for (i = 0; i < XPMU_UNC_DISC_FAULT_NR; i++)
		n += s->faults[i];
	return n;
}

static unsigned int warn_total(const struct xpmu_unc_disc_stats *s)
{
	unsigned int i, n = 0;

	for (i = 0; i < XPMU_UNC_DISC_WARN_NR; i++)
		n += s->warnings[i];
	return n;
}

static void expect_unit(struct kunit *test, const struct xpmu_unc_disc_unit *u,
			const struct xpmu_unc_disc_unit *want)
{
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, u->box_ctl, want->box_ctl);
	KUNIT_EXPECT_EQ(test, u->access, want->access);
	KUNIT_EXPECT_EQ(test, u->type, want->type);
	KUNIT_EXPECT_EQ(test, u->id, want->id);
	KUNIT_EXPECT_EQ(test, u->status_pos, want->status_pos);
	KUNIT_EXPECT_EQ(test, u->block, want->block);
	KUNIT_EXPECT_EQ(test, u->num_regs, want->num_regs);
	KUNIT_EXPECT_EQ(test, u->width, want->width);
	KUNIT_EXPECT_EQ(test, u->ctl_offset, want->ctl_offset);
	KUNIT_EXPECT_EQ(test, u->ctr_offset, want->ctr_offset);
	KUNIT_EXPECT_EQ(test, u->status_offset, want->status_offset);
}

/*
 * The reference table's units, in the parser's (type, id) order.  The
 * PCICFG ones are handed out without the table's bit 31.
 */
static const struct xpmu_unc_disc_unit ref_units[] = {
	{ .box_ctl = 0x2000, .access = XPMU_UNC_ACCESS_MSR, .type = 0, .id = 0,
	  .status_pos = 3, .block = 1, .num_regs = 4, .width = 48,
	  .ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01 },
	{ .box_ctl = 0x2010, .access = XPMU_UNC_ACCESS_MSR, .type = 0, .id = 1,
	  .status_pos = 4, .block = 2, .num_regs = 4, .width = 48,
	  .ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01 },
	{ .box_ctl = 0x3400, .access = XPMU_UNC_ACCESS_MSR, .type = 2, .id = 0,
	  .status_pos = 5, .block = 7, .num_regs = 2, .width = 48,
	  .ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01 },
	{ .box_ctl = 0xC8022800, .access = XPMU_UNC_ACCESS_MMIO, .type = 6, .id = 0,
	  .status_pos = 16, .block = 4, .num_regs = 4, .width = 48,
	  .ctl_offset = 0x40, .ctr_offset = 0x08, .status_offset = 0x5C },
	{ .box_ctl = 0x01E60438, .access = XPMU_UNC_ACCESS_PCICFG, .type = 7, .id = 0,
	  .status_pos = 33, .block = 6, .num_regs = 4, .width = 48,
	  .ctl_offset = 0x30, .ctr_offset = 0x08, .status_offset = 0x70 },
	{ .box_ctl = 0x01E09318, .access = XPMU_UNC_ACCESS_PCICFG, .type = 8, .id = 0,
	  .status_pos = 32, .block = 5, .num_regs = 4, .width = 48,
	  .ctl_offset = 0x38, .ctr_offset = 0x08, .status_offset = 0x74 },
};

static void disc_decodes_every_field(struct kunit *test)
{
	struct xpmu_unc_disc_stats stats;
	const struct xpmu_unc_discovery *disc;
	unsigned int i;

	disc = parse_ok(test, ref_table, sizeof(ref_table), &stats);

	KUNIT_EXPECT_EQ(test, disc->global.access, XPMU_UNC_ACCESS_MSR);
	KUNIT_EXPECT_EQ(test, disc->global.domain_type, 1);
	KUNIT_EXPECT_EQ(test, disc->global.stride, STRIDE_WORDS);
	KUNIT_EXPECT_EQ(test, disc->global.max_blocks, NR_BLOCKS);
	KUNIT_EXPECT_EQ(test, disc->global.ctl, 0x2FF0);
	KUNIT_EXPECT_EQ(test, disc->global.status_offset, 2);
	KUNIT_EXPECT_EQ(test, disc->global.num_status, NUM_STATUS);

	KUNIT_EXPECT_EQ(test, stats.blocks, NR_BLOCKS);
	KUNIT_EXPECT_EQ(test, stats.empty, 1);
	KUNIT_EXPECT_EQ(test, stats.accepted, ARRAY_SIZE(ref_units));
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), 0);

	KUNIT_ASSERT_EQ(test, disc->nr_units, ARRAY_SIZE(ref_units));
	for (i = 0; i < ARRAY_SIZE(ref_units); i++) {
		expect_unit(test, &disc->units[i], &ref_units[i]);
		KUNIT_EXPECT_PTR_EQ(test, &disc->units[i],
				    xpmu_unc_discovery_find(disc, ref_units[i].type,
							    ref_units[i].id));
	}
	KUNIT_EXPECT_NULL(test, xpmu_unc_discovery_find(disc, 0, 2));
	KUNIT_EXPECT_NULL(test, xpmu_unc_discovery_find(disc, 1, 0));
	KUNIT_EXPECT_NULL(test, xpmu_unc_discovery_find(disc, 0xFFFF, 0xFFFF));
}

/*
 * The extent of each unit's registers, from the last register of each
 * documented block: CHA 0 counter 3 is 0x200B (Table 1-9), so 12 MSRs from
 * 0x2000; iMC channel 0 status is 0x2285C, 4 bytes (0x60 from 0x22800);
 * UPI status 0x38C (0x78 from 0x318); M2M status 0x4A8 (0x74 from 0x438).
 */
static u32 span_of(struct kunit *test, const struct xpmu_unc_discovery *disc,
		   u16 type, u16 id)
{
	const struct xpmu_unc_disc_unit *u = xpmu_unc_discovery_find(disc, type, id);

	KUNIT_ASSERT_NOT_NULL(test, u);
	return xpmu_unc_disc_unit_span(u);
}

static void disc_unit_span_matches_document(struct kunit *test)
{
	const struct xpmu_unc_discovery *disc;

	disc = parse_ok(test, ref_table, sizeof(ref_table), NULL);
	KUNIT_EXPECT_EQ(test, span_of(test, disc, 0, 0), 12);
	KUNIT_EXPECT_EQ(test, span_of(test, disc, 2, 0), 10);
	KUNIT_EXPECT_EQ(test, span_of(test, disc, 6, 0), 0x60);
	KUNIT_EXPECT_EQ(test, span_of(test, disc, 8, 0), 0x78);
	KUNIT_EXPECT_EQ(test, span_of(test, disc, 7, 0), 0x74);
}

/*
 * Malformed global nodes: the whole table is refused.  No status bits and
 * an unusable global control address are warnings (global_warn_cases):
 * the driver uses neither.
 */
struct global_case {
	const char *name;
	bool zero;		/* clear the whole table first */
	bool set;		/* replace word @word with @value */
	unsigned int word;
	u64 value;
	u32 size;		/* bytes mapped; 0: the whole table */
	unsigned int fail_read;	/* the n-th read (from 1) fails; 0: none */
	int err;
	enum xpmu_unc_disc_fault fault;
};

#define SET_WORD(w, v)	.set = true, .word = (w), .value = (v)

static const struct global_case global_cases[] = {
	{ .name = "all zero", .zero = true,
	  .err = -ENODEV, .fault = XPMU_UNC_DISC_FAULT_EMPTY },
	{ .name = "word 0 all ones", SET_WORD(0, ~0ULL),
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_ALL_ONES },
	{ .name = "word 1 all ones", SET_WORD(1, ~0ULL),
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_ALL_ONES },
	{ .name = "word 2 all ones", SET_WORD(2, ~0ULL),
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_ALL_ONES },
	{ .name = "access type 3", SET_WORD(0, 0xC000000000070401ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_ACCESS },
	{ .name = "stride 0", SET_WORD(0, 0x0000000000070001ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_STRIDE },
	{ .name = "stride 2, below a node", SET_WORD(0, 0x0000000000070201ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_STRIDE },
	{ .name = "max blocks 1023", SET_WORD(0, 0x0000000003FF0401ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_MAX_BLOCKS },
	{ .name = "max blocks one past the mapping",
	  SET_WORD(0, 0x0000000000080401ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_MAX_BLOCKS },
	{ .name = "stride 255 past the mapping",
	  SET_WORD(0, 0x000000000007FF01ULL),
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_MAX_BLOCKS },
	{ .name = "mapping one byte short", .size = sizeof(ref_table) - 1,
	  .err = -EINVAL, .fault = XPMU_UNC_DISC_FAULT_MAX_BLOCKS },
	{ .name = "mapping smaller than a node", .size = 16,
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_READ },
	{ .name = "read error in the global node", .fail_read = 2,
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_READ },
	{ .name = "read error in a block", .fail_read = 6,
	  .err = -EIO, .fault = XPMU_UNC_DISC_FAULT_READ },
};

static void global_case_desc(const struct global_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(global, global_cases, global_case_desc);

static void disc_refuses_bad_global(struct kunit *test)
{
	const struct global_case *c = test->param_value;
	u32 size = c->size ?: sizeof(ref_table);
	u64 *t = table_copy(test, ref_table, size);
	struct xpmu_unc_disc_stats stats;
	struct tracking_reader r = {
		.test = test, .words = t, .size = size,
		.fail_at = (int)c->fail_read - 1,
	};
	struct xpmu_unc_disc_source src = {
		.read = tracking_read, .ctx = &r, .size = size, .name = "kunit",
	};
	struct xpmu_unc_discovery *disc;

	if (c->zero)
		memset(t, 0, size);
	if (c->set)
		t[c->word] = c->value;
	disc = xpmu_unc_discovery_parse(&src, &stats);
	KUNIT_ASSERT_TRUE(test, IS_ERR(disc));
	KUNIT_EXPECT_EQ(test, PTR_ERR(disc), c->err);
	KUNIT_EXPECT_EQ(test, stats.faults[c->fault], 1);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 1);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), 0);
}

/*
 * Malformed unit blocks: that block alone is refused.  A status register
 * on another one and a status position beyond the global status bits
 * are warnings (unit_warn_cases): the driver uses neither.  So is bit 31
 * of a PCICFG address, which real tables set: only bits above it refuse
 * the unit.
 */
struct unit_case {
	const char *name;
	unsigned int block;	/* block whose words change */
	u8 set;			/* BIT(n): replace word n with w[n] */
	u64 w[XPMU_UNC_DISC_NODE_WORDS];
	enum xpmu_unc_disc_fault fault;
};

#define W0(v)	.set = BIT(0), .w = { [0] = (v) }
#define W1(v)	.set = BIT(1), .w = { [1] = (v) }
#define W2(v)	.set = BIT(2), .w = { [2] = (v) }

static const struct unit_case unit_cases[] = {
	{ .name = "access type 3", .block = 1, W0(0xC000000108300204ULL),
	  .fault = XPMU_UNC_DISC_FAULT_ACCESS },
	{ .name = "word 1 all ones", .block = 1, W1(~0ULL),
	  .fault = XPMU_UNC_DISC_FAULT_ALL_ONES },
	{ .name = "word 2 all ones", .block = 4, W2(~0ULL),
	  .fault = XPMU_UNC_DISC_FAULT_ALL_ONES },
	{ .name = "num regs 0", .block = 7, W0(0x0000000108300200ULL),
	  .fault = XPMU_UNC_DISC_FAULT_NUM_REGS },
	{ .name = "num regs 65", .block = 7, W0(0x0000000108300241ULL),
	  .fault = XPMU_UNC_DISC_FAULT_NUM_REGS },
	{ .name = "num regs 255", .block = 7, W0(0x00000001083002FFULL),
	  .fault = XPMU_UNC_DISC_FAULT_NUM_REGS },
	{ .name = "width 0", .block = 7, W0(0x0000000108000202ULL),
	  .fault = XPMU_UNC_DISC_FAULT_WIDTH },
	{ .name = "width 65", .block = 7, W0(0x0000000108410202ULL),
	  .fault = XPMU_UNC_DISC_FAULT_WIDTH },
	{ .name = "unit control 0", .block = 7, W1(0),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "MSR beyond 32 bits", .block = 7, W1(0x100003400ULL),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "PCI address bit 32", .block = 5, W1(0x0000000181E09318ULL),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "PCI address bit 63", .block = 5, W1(0x8000000081E09318ULL),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "PCI address bit 32, bit 31 clear", .block = 6,
	  W1(0x0000000101E60438ULL), .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "PCI address bit 31 alone", .block = 6, W1(0x80000000ULL),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "MMIO beyond 52 bits", .block = 4, W1(BIT_ULL(52)),
	  .fault = XPMU_UNC_DISC_FAULT_UNIT_CTL },
	{ .name = "MSR registers past 2^32", .block = 7, W1(0xFFFFFFF8ULL),
	  .fault = XPMU_UNC_DISC_FAULT_WINDOW },
	/*
	 * UPI controls end 0x54 past the unit control: 0xFB0 + 0x54 is 4
	 * bytes past 4 KiB.  At 0xF90 only the status would pass 4 KiB: a
	 * warning (unit_warn_cases).
	 */
	{ .name = "PCI controls past 4 KiB", .block = 5, W1(0x81E09FB0ULL),
	  .fault = XPMU_UNC_DISC_FAULT_WINDOW },
	{ .name = "PCI controls past 4 KiB, bit 31 clear", .block = 6,
	  W1(0x01E60FE8ULL), .fault = XPMU_UNC_DISC_FAULT_WINDOW },
	{ .name = "MMIO registers past 2^52", .block = 4,
	  W1(0x000FFFFFFFFFFFC0ULL), .fault = XPMU_UNC_DISC_FAULT_WINDOW },
	{ .name = "control 0 at the unit control", .block = 7,
	  W0(0x0000000108300002ULL), .fault = XPMU_UNC_DISC_FAULT_OVERLAP },
	{ .name = "counter 0 at the unit control", .block = 7,
	  W0(0x0000000100300202ULL), .fault = XPMU_UNC_DISC_FAULT_OVERLAP },
	{ .name = "controls run into counters", .block = 1,
	  W0(0x0000000105300204ULL), .fault = XPMU_UNC_DISC_FAULT_OVERLAP },
	{ .name = "duplicate of CHA 0", .block = 2, W2(0x0000000400000000ULL),
	  .fault = XPMU_UNC_DISC_FAULT_DUPLICATE },
	{ .name = "CHA 1 with 3 counters", .block = 2,
	  W0(0x0000000108300203ULL), .fault = XPMU_UNC_DISC_FAULT_GEOMETRY },
	{ .name = "CHA 1 with 32-bit counters", .block = 2,
	  W0(0x0000000108200204ULL), .fault = XPMU_UNC_DISC_FAULT_GEOMETRY },
	{ .name = "CHA 1 with counter 0 at +0xC", .block = 2,
	  W0(0x000000010C300204ULL), .fault = XPMU_UNC_DISC_FAULT_GEOMETRY },
};

static void unit_case_desc(const struct unit_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(unit, unit_cases, unit_case_desc);

static void disc_refuses_bad_unit(struct kunit *test)
{
	const struct unit_case *c = test->param_value;
	u64 *t = table_copy(test, ref_table, sizeof(ref_table));
	u64 *node = &t[c->block * STRIDE_WORDS];
	const struct xpmu_unc_discovery *disc;
	struct xpmu_unc_disc_stats stats;
	unsigned int i, j;

	for (i = 0; i < XPMU_UNC_DISC_NODE_WORDS; i++)
		if (c->set & BIT(i))
			node[i] = c->w[i];

	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, stats.faults[c->fault], 1);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 1);
	/* A refused unit is not warned about as well. */
	KUNIT_EXPECT_EQ(test, warn_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, disc->nr_units, ARRAY_SIZE(ref_units) - 1);
	/* Every other unit is still there, unchanged. */
	for (i = 0, j = 0; i < ARRAY_SIZE(ref_units); i++) {
		if (ref_units[i].block == c->block)
			continue;
		KUNIT_ASSERT_LT(test, j, disc->nr_units);
		expect_unit(test, &disc->units[j++], &ref_units[i]);
	}
	for (i = 0; i < disc->nr_units; i++)
		KUNIT_EXPECT_NE(test, disc->units[i].block, c->block);
}

/*
 * Odd unit blocks that the driver can still use: the unit is kept, with
 * exactly one warning, and every other unit is unchanged.  The driver
 * never reads or writes a unit status (box.c) nor the global status, so a
 * status register outside the space or on another register is dropped
 * (status_offset 0) and left out of the span, and a status position
 * beyond the global status bits is handed out as it is.
 */
struct unit_warn_case {
	const char *name;
	unsigned int block;	/* block whose words change */
	u8 set;			/* BIT(n): replace word n with w[n] */
	u64 w[XPMU_UNC_DISC_NODE_WORDS];
	enum xpmu_unc_disc_warn warn;
	struct xpmu_unc_disc_unit want;	/* the unit of @block, as handed out */
	u32 span;		/* xpmu_unc_disc_unit_span() of it */
};

/*
 * Units of ref_units with the fields a case changes as arguments (ref_units
 * has box_ctl 0x3400, status_pos 5, status_offset 0x01 for IRP 0, and so
 * on).
 */
#define IRP0(ctl, pos, st) { \
	.box_ctl = (ctl), .access = XPMU_UNC_ACCESS_MSR, .type = 2, .id = 0, \
	.status_pos = (pos), .block = 7, .num_regs = 2, .width = 48, \
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = (st) }
#define CHA(ctl, i, pos, blk, st) { \
	.box_ctl = (ctl), .access = XPMU_UNC_ACCESS_MSR, \
	.type = 0, .id = (i), .status_pos = (pos), .block = (blk), \
	.num_regs = 4, .width = 48, .ctl_offset = 0x02, .ctr_offset = 0x08, \
	.status_offset = (st) }
#define IMC0(ctl, st) { \
	.box_ctl = (ctl), .access = XPMU_UNC_ACCESS_MMIO, .type = 6, .id = 0, \
	.status_pos = 16, .block = 4, .num_regs = 4, .width = 48, \
	.ctl_offset = 0x40, .ctr_offset = 0x08, .status_offset = (st) }
#define UPI0(ctl, st) { \
	.box_ctl = (ctl), .access = XPMU_UNC_ACCESS_PCICFG, .type = 8, .id = 0, \
	.status_pos = 32, .block = 5, .num_regs = 4, .width = 48, \
	.ctl_offset = 0x38, .ctr_offset = 0x08, .status_offset = (st) }

static const struct unit_warn_case unit_warn_cases[] = {
	{ .name = "status position 128 of 128", .block = 7,
	  W2(0x0000008000000002ULL), .warn = XPMU_UNC_DISC_WARN_STATUS_POS,
	  .want = IRP0(0x3400, 128, 0x01), .span = 10 },
	{ .name = "status position 65535", .block = 7,
	  W2(0x0000FFFF00000002ULL), .warn = XPMU_UNC_DISC_WARN_STATUS_POS,
	  .want = IRP0(0x3400, 0xFFFF, 0x01), .span = 10 },
	/* Status +0x10, on counter 1 (+0x08..+0x27): span 0x5C, not 0x60. */
	{ .name = "status inside the counters", .block = 4,
	  W0(0x4000001008304004ULL), .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = IMC0(0xC8022800, 0), .span = 0x5C },
	{ .name = "status at the unit control", .block = 7,
	  W0(0x0000000008300202ULL), .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = IRP0(0x3400, 5, 0), .span = 10 },
	{ .name = "status on counter control 0", .block = 7,
	  W0(0x0000000208300202ULL), .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = IRP0(0x3400, 5, 0), .span = 10 },
	/*
	 * CHA 0 is the geometry reference of its type: its dropped status
	 * does not make CHA 1's status offset a second warning.
	 */
	{ .name = "CHA 0 status on counter 0", .block = 1,
	  W0(0x0000000808300204ULL), .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = CHA(0x2000, 0, 3, 1, 0), .span = 12 },
	/*
	 * Controls end at 0x54, exactly 4 KiB from 0xFAC; the status (0x74)
	 * would be past it: span 0x54, not 0x78.
	 */
	{ .name = "PCI status past 4 KiB", .block = 5, W1(0x81E09FACULL),
	  .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = UPI0(0x01E09FAC, 0),
	  .span = 0x54 },
	/* Controls end exactly at 2^52; status 0x5C..0x5F past it. */
	{ .name = "MMIO status past 2^52", .block = 4,
	  W1(0x000FFFFFFFFFFFA4ULL), .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = IMC0(0x000FFFFFFFFFFFA4ULL, 0), .span = 0x5C },
	/* Counters end exactly at 2^32; status +0x20 past it: span 10. */
	{ .name = "MSR status past 2^32", .block = 7, .set = BIT(0) | BIT(1),
	  .w = { 0x0000002008300202ULL, 0xFFFFFFF6ULL },
	  .warn = XPMU_UNC_DISC_WARN_UNIT_STATUS,
	  .want = IRP0(0xFFFFFFF6, 5, 0),
	  .span = 10 },
	/* A valid status that CHA 0 (the type's reference) has at +0x01. */
	{ .name = "CHA 1 status at +0x10", .block = 2,
	  W0(0x0000001008300204ULL), .warn = XPMU_UNC_DISC_WARN_STATUS_OFFSET,
	  .want = CHA(0x2010, 1, 4, 2, 0x10), .span = 0x11 },
	{ .name = "UPI address bit 31 clear", .block = 5, W1(0x01E09318ULL),
	  .warn = XPMU_UNC_DISC_WARN_PCI_ENABLE, .want = UPI0(0x01E09318, 0x74),
	  .span = 0x78 },
};

static void unit_warn_case_desc(const struct unit_warn_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(unit_warn, unit_warn_cases, unit_warn_case_desc);

static void disc_warns_unit(struct kunit *test)
{
	const struct unit_warn_case *c = test->param_value;
	u64 *t = table_copy(test, ref_table, sizeof(ref_table));
	u64 *node = &t[c->block * STRIDE_WORDS];
	const struct xpmu_unc_discovery *disc;
	const struct xpmu_unc_disc_unit *u;
	struct xpmu_unc_disc_stats stats;
	unsigned int i;

	for (i = 0; i < XPMU_UNC_DISC_NODE_WORDS; i++)
		if (c->set & BIT(i))
			node[i] = c->w[i];

	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, stats.warnings[c->warn], 1);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), 1);
	KUNIT_EXPECT_EQ(test, stats.accepted, ARRAY_SIZE(ref_units));
	KUNIT_ASSERT_EQ(test, disc->nr_units, ARRAY_SIZE(ref_units));
	for (i = 0; i < ARRAY_SIZE(ref_units); i++)
		expect_unit(test, &disc->units[i],
			    ref_units[i].block == c->block ? &c->want :
							     &ref_units[i]);
	u = xpmu_unc_discovery_find(disc, c->want.type, c->want.id);
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_unit_span(u), c->span);
}

/*
 * Odd global nodes that the driver can still use: the table and every
 * unit are kept.  The driver uses neither the global control nor the
 * global status: an unusable control address is handed out as 0, and no
 * status bits at all is allowed (2.12.1: CXL CM unit 1 sends the Ubox no
 * overflow).  The global node may be PCICFG (Table 1-13); EMR's is MSR
 * 0x2FF0 (Table 1-8), so the PCICFG address B30:D0:F1 offset 0x100 here
 * is made up, to show that its bit 31 is handled as a unit's.
 */
struct global_warn_case {
	const char *name;
	u8 set;			/* BIT(n): replace word n with w[n] */
	u64 w[XPMU_UNC_DISC_NODE_WORDS];
	enum xpmu_unc_disc_warn warn;
	unsigned int count;	/* warnings of @warn, the only ones */
	enum xpmu_unc_access access;
	u64 ctl;		/* global.ctl as handed out */
	u16 num_status;
};

#define PCI_GLOBAL0	0x8000000000070401ULL	/* ref_table's, PCICFG */
#define PCI_GLOBAL(ctl)	.set = BIT(0) | BIT(1), .w = { PCI_GLOBAL0, (ctl) }, \
			.access = XPMU_UNC_ACCESS_PCICFG

static const struct global_warn_case global_warn_cases[] = {
	{ .name = "no status bits", W2(0x0000000000000002ULL),
	  .warn = XPMU_UNC_DISC_WARN_NUM_STATUS, .count = 1, .ctl = 0x2FF0 },
	{ .name = "global control 0", W1(0),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
	{ .name = "global MSR beyond 32 bits", W1(0x100002FF0ULL),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
	{ .name = "global status past MSR space", W1(0xFFFFFFFFULL),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
	{ .name = "global PCI address bit 31 set", PCI_GLOBAL(0x81E01100ULL),
	  .ctl = 0x01E01100, .num_status = NUM_STATUS },
	{ .name = "global PCI address bit 31 clear", PCI_GLOBAL(0x01E01100ULL),
	  .warn = XPMU_UNC_DISC_WARN_PCI_ENABLE, .count = 1, .ctl = 0x01E01100,
	  .num_status = NUM_STATUS },
	{ .name = "global PCI address bit 32",
	  PCI_GLOBAL(0x0000000181E01100ULL),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
	{ .name = "global PCI address bit 31 alone", PCI_GLOBAL(0x80000000ULL),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
	/* Two 64-bit status registers at +2: 0xFF8 + 0x12 passes 4 KiB. */
	{ .name = "global PCI status past 4 KiB", PCI_GLOBAL(0x81E01FF8ULL),
	  .warn = XPMU_UNC_DISC_WARN_GLOBAL_CTL, .count = 1,
	  .num_status = NUM_STATUS },
};

static void global_warn_case_desc(const struct global_warn_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(global_warn, global_warn_cases, global_warn_case_desc);

static void disc_warns_global(struct kunit *test)
{
	const struct global_warn_case *c = test->param_value;
	u64 *t = table_copy(test, ref_table, sizeof(ref_table));
	const struct xpmu_unc_discovery *disc;
	struct xpmu_unc_disc_stats stats;
	unsigned int i;

	for (i = 0; i < XPMU_UNC_DISC_NODE_WORDS; i++)
		if (c->set & BIT(i))
			t[i] = c->w[i];

	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, stats.warnings[c->warn], c->count);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), c->count);
	KUNIT_EXPECT_EQ(test, disc->global.access, c->access);
	KUNIT_EXPECT_EQ(test, disc->global.ctl, c->ctl);
	KUNIT_EXPECT_EQ(test, disc->global.num_status, c->num_status);
	/* With no status bits, no unit's position is out of range either. */
	KUNIT_ASSERT_EQ(test, disc->nr_units, ARRAY_SIZE(ref_units));
	for (i = 0; i < ARRAY_SIZE(ref_units); i++)
		expect_unit(test, &disc->units[i], &ref_units[i]);
}

/*
 * A table of PCICFG units only, as a real EMR BIOS writes them: bit 31 set
 * in every unit control address (discovery.h: PCM requires it, Linux
 * ignores it).  Locations from Table 1-12; word layout as in ref_table.
 */
#define PCI_BLOCKS	4
#define PCI_TABLE_WORDS	((PCI_BLOCKS + 1) * STRIDE_WORDS)

static const u64 pci_table[PCI_TABLE_WORDS] = {
	/* Global node: ref_table's, with Max Blocks 4. */
	[0] = 0x0000000000040401ULL,
	[1] = 0x0000000000002FF0ULL,
	[2] = 0x0000000000008002ULL,
	/* Block 1: UPI LL link 0 at B30:D1:F1 (devfn 0x09), ref_table's. */
	[4] = 0x8000007408303804ULL,
	[5] = 0x0000000081E09318ULL,
	[6] = 0x0000002000000008ULL,
	/* Block 2: UPI LL link 1 at B30:D2:F1 (devfn 0x11); position 33, id 1. */
	[8] = 0x8000007408303804ULL,
	[9] = 0x0000000081E11318ULL,
	[10] = 0x0000002100010008ULL,
	/*
	 * Block 3: M3UPI link 0 (Table 1-12's "M2UPI - Link 0") at B30:D5:F1
	 * (devfn 0x29), unit control 0xA0: status 0xF8 = +0x58, counter 0
	 * 0xA8 = +0x08, width 48, control 0 0xD8 = +0x38, 4 regs.
	 * +2: position 34, id 0, type 9 (M3UPI).
	 */
	[12] = 0x8000005808303804ULL,
	[13] = 0x0000000081E290A0ULL,
	[14] = 0x0000002200000009ULL,
	/*
	 * Block 4: M2M for iMC1 at B30:D13:F0 (devfn 0x68), ref_table's M2M
	 * geometry; position 35, id 1, type 7.
	 */
	[16] = 0x8000007008303004ULL,
	[17] = 0x0000000081E68438ULL,
	[18] = 0x0000002300010007ULL,
};

/*
 * Where each unit of pci_table is, by Table 1-12: its B:D:F, and the
 * config offsets of its unit control, control 0, counter 0 and status.
 * In the parser's (type, id) order.
 */
static const struct pci_loc {
	u16 type, id;
	u64 box_ctl;
	u8 bus, dev, fn;
	u16 unit_ctl, ctl0, ctr0, status;
	u32 span;
} pci_locs[] = {
	{ .type = 7, .id = 1, .box_ctl = 0x01E68438, .bus = 0x1E, .dev = 13,
	  .fn = 0, .unit_ctl = 0x438, .ctl0 = 0x468, .ctr0 = 0x440,
	  .status = 0x4A8, .span = 0x74 },
	{ .type = 8, .id = 0, .box_ctl = 0x01E09318, .bus = 0x1E, .dev = 1,
	  .fn = 1, .unit_ctl = 0x318, .ctl0 = 0x350, .ctr0 = 0x320,
	  .status = 0x38C, .span = 0x78 },
	{ .type = 8, .id = 1, .box_ctl = 0x01E11318, .bus = 0x1E, .dev = 2,
	  .fn = 1, .unit_ctl = 0x318, .ctl0 = 0x350, .ctr0 = 0x320,
	  .status = 0x38C, .span = 0x78 },
	{ .type = 9, .id = 0, .box_ctl = 0x01E290A0, .bus = 0x1E, .dev = 5,
	  .fn = 1, .unit_ctl = 0xA0, .ctl0 = 0xD8, .ctr0 = 0xA8,
	  .status = 0xF8, .span = 0x5C },
};

struct pci_case {
	const char *name;
	bool enable;	/* the table's addresses have bit 31 set */
};

static const struct pci_case pci_cases[] = {
	{ .name = "bit 31 set, as real BIOSes write it", .enable = true },
	{ .name = "bit 31 clear, used as Linux uses it", .enable = false },
};

static void pci_case_desc(const struct pci_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(pci, pci_cases, pci_case_desc);

/*
 * Every PCICFG unit is accepted either way, and handed out without bit
 * 31, so that its segment, bus, devfn and offset fields are the ones the
 * guide gives.  Without bit 31 each address is counted as a warning (one
 * line for the table).
 */
static void disc_pci_enable_bit(struct kunit *test)
{
	const struct pci_case *c = test->param_value;
	u64 *t = table_copy(test, pci_table, sizeof(pci_table));
	unsigned int warned = c->enable ? 0 : PCI_BLOCKS;
	const struct xpmu_unc_discovery *disc;
	struct xpmu_unc_disc_stats stats;
	unsigned int i;

	if (!c->enable)
		for (i = 1; i <= PCI_BLOCKS; i++)
			t[i * STRIDE_WORDS + 1] &= ~BIT_ULL(31);

	disc = parse_ok(test, t, sizeof(pci_table), &stats);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, stats.warnings[XPMU_UNC_DISC_WARN_PCI_ENABLE], warned);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), warned);
	KUNIT_EXPECT_EQ(test, stats.accepted, PCI_BLOCKS);
	KUNIT_ASSERT_EQ(test, disc->nr_units, ARRAY_SIZE(pci_locs));
	for (i = 0; i < ARRAY_SIZE(pci_locs); i++) {
		const struct xpmu_unc_disc_unit *u = &disc->units[i];
		const struct pci_loc *l = &pci_locs[i];
		u64 off = FIELD_GET(XPMU_UNC_DISC_PCI_OFFSET, u->box_ctl);

		KUNIT_EXPECT_EQ(test, u->type, l->type);
		KUNIT_EXPECT_EQ(test, u->id, l->id);
		KUNIT_EXPECT_EQ(test, u->access, XPMU_UNC_ACCESS_PCICFG);
		KUNIT_EXPECT_EQ(test, u->box_ctl, l->box_ctl);
		KUNIT_EXPECT_EQ(test, FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, u->box_ctl), 0);
		KUNIT_EXPECT_EQ(test, FIELD_GET(XPMU_UNC_DISC_PCI_BUS, u->box_ctl), l->bus);
		KUNIT_EXPECT_EQ(test, FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, u->box_ctl),
				PCI_DEVFN(l->dev, l->fn));
		KUNIT_EXPECT_EQ(test, off, l->unit_ctl);
		KUNIT_EXPECT_EQ(test, off + u->ctl_offset, l->ctl0);
		KUNIT_EXPECT_EQ(test, off + u->ctr_offset, l->ctr0);
		KUNIT_EXPECT_EQ(test, off + u->status_offset, l->status);
		KUNIT_EXPECT_EQ(test, u->num_regs, 4);
		KUNIT_EXPECT_EQ(test, u->width, 48);
		KUNIT_EXPECT_EQ(test, xpmu_unc_disc_unit_span(u), l->span);
	}
}

/* The largest values each field may take are accepted. */
static void disc_accepts_limits(struct kunit *test)
{
	u64 *t = table_copy(test, ref_table, sizeof(ref_table));
	const struct xpmu_unc_discovery *disc;
	const struct xpmu_unc_disc_unit *u;
	struct xpmu_unc_disc_stats stats;

	/* IRP 0: 64 regs of width 64, controls +2..+0x41, counters +0x42.. */
	t[28] = 0x0000000142400240ULL;
	/* IRP 0 at the last MSR that still holds all of it (span 0x82). */
	t[29] = 0xFFFFFFFFULL - 0x81;
	/* IRP 0 on the last global status bit. */
	t[30] = 0x0000007F00000002ULL;
	/* M2M: config registers end exactly at 4 KiB (span 0x74). */
	t[25] = 0x81E60000ULL | (0x1000 - 0x74);
	/* The global status registers end at the last MSR (2 of them at +2). */
	t[1] = 0xFFFFFFFCULL;

	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, warn_total(&stats), 0);
	KUNIT_EXPECT_EQ(test, disc->global.ctl, 0xFFFFFFFC);
	u = xpmu_unc_discovery_find(disc, 2, 0);
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, u->num_regs, 64);
	KUNIT_EXPECT_EQ(test, u->width, 64);
	KUNIT_EXPECT_EQ(test, u->status_pos, NUM_STATUS - 1);
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_unit_span(u), 0x82);
	u = xpmu_unc_discovery_find(disc, 7, 0);
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, (u->box_ctl & 0xFFF) + xpmu_unc_disc_unit_span(u), 0x1000);

	/* Width 1 is a (silly but) valid counter. */
	t[28] = 0x0000000108010202ULL;
	t[29] = 0x3400;
	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);
	u = xpmu_unc_discovery_find(disc, 2, 0);
	KUNIT_ASSERT_NOT_NULL(test, u);
	KUNIT_EXPECT_EQ(test, u->width, 1);
}

static void disc_empty_tables(struct kunit *test)
{
	u64 *t = table_copy(test, ref_table, sizeof(ref_table));
	const struct xpmu_unc_discovery *disc;
	struct xpmu_unc_disc_stats stats;

	/* Every block unused. */
	memset(&t[STRIDE_WORDS], 0, sizeof(ref_table) - STRIDE_WORDS * 8);
	disc = parse_ok(test, t, sizeof(ref_table), &stats);
	KUNIT_EXPECT_EQ(test, disc->nr_units, 0);
	KUNIT_EXPECT_EQ(test, stats.empty, NR_BLOCKS);
	KUNIT_EXPECT_EQ(test, fault_total(&stats), 0);

	/* Max Blocks 0: a global node alone, in a mapping of one stride. */
	t[0] = 0x0000000000000401ULL;
	disc = parse_ok(test, t, STRIDE_WORDS * 8, &stats);
	KUNIT_EXPECT_EQ(test, disc->nr_units, 0);
	KUNIT_EXPECT_EQ(test, stats.blocks, 0);
}

static void disc_buffer_reader(struct kunit *test)
{
	struct xpmu_unc_disc_buffer buf = { .words = ref_table, .size = 24 };
	u64 v = 0;

	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_read_buffer(&buf, 16, &v), 0);
	KUNIT_EXPECT_EQ(test, v, ref_table[2]);
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_read_buffer(&buf, 24, &v), -EFAULT);
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_read_buffer(&buf, 4, &v), -EFAULT);
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_read_buffer(&buf, U32_MAX - 7, &v), -EFAULT);
	buf.size = 20;
	KUNIT_EXPECT_EQ(test, xpmu_unc_disc_read_buffer(&buf, 16, &v), -EFAULT);
}

/* What every accepted table guarantees, whatever the input was. */
static void check_invariants(struct kunit *test, const struct xpmu_unc_discovery *d)
{
	unsigned int i;

	KUNIT_EXPECT_LE(test, d->nr_units, d->global.max_blocks);
	KUNIT_EXPECT_LT(test, d->global.access, XPMU_UNC_ACCESS_NR);
	KUNIT_EXPECT_GE(test, d->global.stride, XPMU_UNC_DISC_NODE_WORDS);
	if (d->global.access == XPMU_UNC_ACCESS_PCICFG)
		KUNIT_EXPECT_LT(test, d->global.ctl, BIT_ULL(31));
	for (i = 0; i < d->nr_units; i++) {
		const struct xpmu_unc_disc_unit *u = &d->units[i];
		u32 span = xpmu_unc_disc_unit_span(u);

		KUNIT_EXPECT_LT(test, u->access, XPMU_UNC_ACCESS_NR);
		KUNIT_EXPECT_GE(test, u->num_regs, 1);
		KUNIT_EXPECT_LE(test, u->num_regs, XPMU_UNC_MAX_COUNTERS);
		KUNIT_EXPECT_GE(test, u->width, 1);
		KUNIT_EXPECT_LE(test, u->width, 64);
		KUNIT_EXPECT_NE(test, u->box_ctl, 0);
		if (u->access == XPMU_UNC_ACCESS_MSR) {
			KUNIT_EXPECT_LE(test, u->box_ctl + span, BIT_ULL(32));
		} else if (u->access == XPMU_UNC_ACCESS_PCICFG) {
			KUNIT_EXPECT_LT(test, u->box_ctl, BIT_ULL(31));
			KUNIT_EXPECT_LE(test, (u->box_ctl & 0xFFF) + span, 4096);
		} else {
			KUNIT_EXPECT_LE(test, u->box_ctl + span, BIT_ULL(52));
		}
		if (i) {
			const struct xpmu_unc_disc_unit *p = &d->units[i - 1];

			/* Sorted, no duplicates. */
			KUNIT_EXPECT_TRUE(test, p->type < u->type ||
					  (p->type == u->type && p->id < u->id));
		}
	}
}

#define FUZZ_SEED	0x786d7075ULL	/* "xpmu" */
#define FUZZ_ROUNDS	4000

/*
 * Thousands of corrupted copies of the reference table, some truncated,
 * from a fixed seed.  The reader fails the test on any read outside the
 * mapping, and the copy is an exact-size allocation, so KASAN catches any
 * other stray access.  Every accepted table must satisfy the invariants.
 */
static void disc_survives_mutation(struct kunit *test)
{
	unsigned int accepted = 0, refused = 0, units = 0, round;
	struct rnd_state rnd;

	prandom_seed_state(&rnd, FUZZ_SEED);
	for (round = 0; round < FUZZ_ROUNDS; round++) {
		u32 size = sizeof(ref_table);
		unsigned int k, nmut = 1 + prandom_u32_state(&rnd) % 4;
		struct xpmu_unc_discovery *disc;
		u64 *t;

		/* One round in eight maps a truncated table. */
		if (prandom_u32_state(&rnd) % 8 == 0)
			size = 8 * (prandom_u32_state(&rnd) % TABLE_WORDS) +
			       prandom_u32_state(&rnd) % 8;
		t = kmalloc(max_t(u32, size, 1), GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, t);
		memcpy(t, ref_table, size);

		for (k = 0; k < nmut && size >= 8; k++) {
			unsigned int w = prandom_u32_state(&rnd) % (size / 8);
			u64 r = prandom_u32_state(&rnd) |
				(u64)prandom_u32_state(&rnd) << 32;

			switch (prandom_u32_state(&rnd) % 6) {
			case 0:
				t[w] ^= BIT_ULL(r % 64);
				break;
			case 1:
				t[w] = r;
				break;
			case 2:
				t[w] = 0;
				break;
			case 3:
				t[w] = ~0ULL;
				break;
			case 4:	/* one byte-wide field */
				t[w] ^= (r & 0xFF) << (8 * (r >> 56 & 7));
				break;
			default:
				t[w] = t[r % (size / 8)];
				break;
			}
		}

		disc = parse(test, t, size, NULL);
		if (IS_ERR(disc)) {
			refused++;
		} else {
			accepted++;
			units += disc->nr_units;
			check_invariants(test, disc);
			xpmu_unc_discovery_free(disc);
		}
		kfree(t);
	}
	kunit_info(test, "%u rounds: %u tables accepted (%u units), %u refused\n",
		   FUZZ_ROUNDS, accepted, units, refused);
	/* The mutations must exercise both outcomes to prove anything. */
	KUNIT_EXPECT_GT(test, accepted, FUZZ_ROUNDS / 10);
	KUNIT_EXPECT_GT(test, refused, FUZZ_ROUNDS / 10);
}

/* A parsed table of @n units (type, id) from @tid, as the parser hands out. */
static struct xpmu_unc_discovery *merge_table(struct kunit *test, u64 ctl,
					      const u16 (*tid)[2], unsigned int n)
{
	struct xpmu_unc_discovery *d;
	unsigned int i;

	d = kvzalloc(struct_size(d, units, n), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, d);
	d->global.ctl = ctl;
	d->nr_units = n;
	for (i = 0; i < n; i++)
		d->units[i] = (struct xpmu_unc_disc_unit){
			.type = tid[i][0], .id = tid[i][1], .block = i + 1,
			.box_ctl = ctl + 0x10 * (i + 1), .num_regs = 4, .width = 48,
		};
	return d;
}

/*
 * A die's units split over two tables (one per tile): merged into one,
 * sorted by (type, id) as the parser sorts, the first table's global node
 * kept, and a (type, id) both tables list taken from the first.
 */
static void disc_merges_tables(struct kunit *test)
{
	static const u16 a_units[][2] = { { 0, 0 }, { 0, 1 }, { 7, 0 } };
	static const u16 b_units[][2] = { { 0, 2 }, { 0, 1 }, { 1, 0 }, { 7, 1 } };
	static const u16 want[][2] = { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 1, 0 },
				       { 7, 0 }, { 7, 1 } };
	struct xpmu_unc_discovery *a, *b, *m;
	unsigned int i;

	a = merge_table(test, 0x2FF0, a_units, ARRAY_SIZE(a_units));
	b = merge_table(test, 0x5FF0, b_units, ARRAY_SIZE(b_units));
	m = xpmu_unc_discovery_merge(a, b, "kunit");
	KUNIT_ASSERT_FALSE(test, IS_ERR(m));
	KUNIT_EXPECT_EQ(test, m->global.ctl, 0x2FF0);
	KUNIT_ASSERT_EQ(test, m->nr_units, ARRAY_SIZE(want));
	for (i = 0; i < ARRAY_SIZE(want); i++) {
		KUNIT_EXPECT_EQ_MSG(test, m->units[i].type, want[i][0], "unit %u", i);
		KUNIT_EXPECT_EQ_MSG(test, m->units[i].id, want[i][1], "unit %u", i);
	}
	/* CHA 1 is the first table's (its block 2), not the second's. */
	KUNIT_EXPECT_EQ(test, m->units[1].box_ctl, 0x2FF0 + 0x20);
	/* Neither table changed. */
	KUNIT_EXPECT_EQ(test, a->nr_units, ARRAY_SIZE(a_units));
	KUNIT_EXPECT_EQ(test, b->nr_units, ARRAY_SIZE(b_units));
	xpmu_unc_discovery_free(m);
	xpmu_unc_discovery_free(b);
	xpmu_unc_discovery_free(a);
}

/*
 * A type's ids over the dies: a die without a table in between, ids out of
 * order and repeated, a type no die has, and a type with one id alone.
 */
static void disc_type_ids_over_dies(struct kunit *test)
{
	static const u16 d0_units[][2] = { { 1, 2 }, { 1, 0 }, { 3, 4 }, { 5, 9 } };
	static const u16 d2_units[][2] = { { 1, 7 }, { 3, 4 }, { 1, 2 } };
	struct xpmu_unc_discovery *disc[3];
	u16 lo = 0xAAAA, hi = 0xAAAA;

	disc[0] = merge_table(test, 0x2FF0, d0_units, ARRAY_SIZE(d0_units));
	disc[1] = NULL;
	disc[2] = merge_table(test, 0x5FF0, d2_units, ARRAY_SIZE(d2_units));

	KUNIT_EXPECT_TRUE(test, xpmu_unc_discovery_type_ids(disc, 3, 1, &lo, &hi));
	KUNIT_EXPECT_EQ(test, lo, 0);
	KUNIT_EXPECT_EQ(test, hi, 7);
	/* Only the dies asked about. */
	KUNIT_EXPECT_TRUE(test, xpmu_unc_discovery_type_ids(disc, 1, 1, &lo, &hi));
	KUNIT_EXPECT_EQ(test, hi, 2);
	KUNIT_EXPECT_TRUE(test, xpmu_unc_discovery_type_ids(disc, 3, 5, &lo, &hi));
	KUNIT_EXPECT_EQ(test, lo, 9);
	KUNIT_EXPECT_EQ(test, hi, 9);
	lo = 0xAAAA;
	hi = 0xAAAA;
	KUNIT_EXPECT_FALSE(test, xpmu_unc_discovery_type_ids(disc, 3, 2, &lo, &hi));
	KUNIT_EXPECT_EQ(test, lo, 0xAAAA);
	KUNIT_EXPECT_EQ(test, hi, 0xAAAA);

	/* Type 3 has id 4 on two dies: still single; type 1 is not. */
	KUNIT_EXPECT_TRUE(test, xpmu_unc_discovery_type_is_single(disc, 3, 3, 4));
	KUNIT_EXPECT_FALSE(test, xpmu_unc_discovery_type_is_single(disc, 3, 3, 5));
	KUNIT_EXPECT_FALSE(test, xpmu_unc_discovery_type_is_single(disc, 3, 1, 0));
	KUNIT_EXPECT_TRUE(test, xpmu_unc_discovery_type_is_single(disc, 3, 2, 0));
	xpmu_unc_discovery_free(disc[2]);
	xpmu_unc_discovery_free(disc[0]);
}

static struct kunit_case discovery_cases[] = {
	KUNIT_CASE(disc_merges_tables),
	KUNIT_CASE(disc_type_ids_over_dies),
	KUNIT_CASE(disc_decodes_every_field),
	KUNIT_CASE(disc_unit_span_matches_document),
	KUNIT_CASE_PARAM(disc_refuses_bad_global, global_gen_params),
	KUNIT_CASE_PARAM(disc_refuses_bad_unit, unit_gen_params),
	KUNIT_CASE_PARAM(disc_warns_unit, unit_warn_gen_params),
	KUNIT_CASE_PARAM(disc_warns_global, global_warn_gen_params),
	KUNIT_CASE_PARAM(disc_pci_enable_bit, pci_gen_params),
	KUNIT_CASE(disc_accepts_limits),
	KUNIT_CASE(disc_empty_tables),
	KUNIT_CASE(disc_buffer_reader),
	KUNIT_CASE_SLOW(disc_survives_mutation),
	{}
};

static struct kunit_suite discovery_suite = {
	.name = "xpmu_discovery",
	.test_cases = discovery_cases,
};

kunit_test_suite(discovery_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the xpmu PMON discovery parser");
MODULE_LICENSE("GPL");
