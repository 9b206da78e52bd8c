// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests of sim/stream.c (3.3.5-3.3.10; seed 002 PMC13), and round
 * trips through etb.c and ear.c.  Register values are the documents' bit
 * positions as numbers.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include "../backend.h"
#include "stream.h"

static struct xsim_pmu *new_pmu(struct kunit *test)
{
	struct xsim_pmu *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, s);
	xsim_pmu_reset(s);
	return s;
}

static void thresholds(struct kunit *test)
{
	static const unsigned int dear[] = { 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096 };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(dear); i++)
		KUNIT_EXPECT_EQ(test, xsim_dear_threshold(i), dear[i]);
	for (; i < 16; i++)
		KUNIT_EXPECT_EQ(test, xsim_dear_threshold(i), UINT_MAX);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0x40), 1U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0x7f), 1U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0xff), 4U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0xf8), 32U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0xf0), 128U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0x80), 4096U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0x00), 0U);
	KUNIT_EXPECT_EQ(test, xsim_iear_threshold(0x03), UINT_MAX);
}

static const struct xsim_layout layout = {
	.text = { 0x100000, 0x100400, 0x100800, 0x100c00,
		  0x101000, 0x101400, 0x101800, 0x101c00 },
	.data = { 0x200000, 0x300000 },
	.data_len = { 4096, 32768 },
};

static void deterministic(struct kunit *test)
{
	struct xsim_gen a, b;
	struct xsim_op x, y;
	unsigned int i, same = 0;

	xsim_gen_init(&a, 3);
	xsim_gen_init(&b, 3);
	for (i = 0; i < 1000; i++) {
		xsim_next(&a, &layout, &x);
		xsim_next(&b, &layout, &y);
		KUNIT_ASSERT_EQ(test, memcmp(&x, &y, sizeof(x)), 0);
		KUNIT_EXPECT_GE(test, x.ip, 0x100000ULL);
		KUNIT_EXPECT_LT(test, x.ip, 0x101c00ULL + XSIM_FN_LEN);
		if (x.kind == XSIM_LOAD || x.kind == XSIM_STORE)
			KUNIT_EXPECT_TRUE(test, (x.daddr >= 0x200000 && x.daddr < 0x201000) ||
					  (x.daddr >= 0x300000 && x.daddr < 0x308000));
	}
	xsim_gen_init(&b, 4);
	xsim_gen_init(&a, 3);
	for (i = 0; i < 100; i++) {
		xsim_next(&a, &layout, &x);
		xsim_next(&b, &layout, &y);
		same += !memcmp(&x, &y, sizeof(x));
	}
	KUNIT_EXPECT_LT(test, same, 10U);
}

/* A kernel-level (pl 0) load that missed L1D. */
static struct xsim_op miss(u64 ip, u64 addr, u32 lat, u32 cycles)
{
	return (struct xsim_op){ .ip = ip, .slot = 1, .kind = XSIM_LOAD, .itype = XSIM_M,
				 .daddr = addr, .lat = lat, .l1d_miss = true, .cycles = cycles };
}

static void dear_cache(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op;

	/* Table 3-20: plm 0001, mode 00, umask 3 (>= 32 cycles), ism '10. */
	s->pmc[40] = 0x1 | (3 << 16) | (2 << 24);
	op = miss(0x100010, 0x200040, 31, 10);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	op = miss(0x100010, 0x200048, 32, 10);
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	/* Table 3-22: PMD32 address; PMD33 stat 01 at 15:14, latency 12:0. */
	KUNIT_EXPECT_EQ(test, s->pmd[32], 0x200048ULL);
	KUNIT_EXPECT_EQ(test, s->pmd[33], 0x4000ULL | 32);
	/* PMD36: window bundle 0x100000, bn (second bundle), vl, slot 1. */
	KUNIT_EXPECT_EQ(test, s->pmd[36], 0x100000ULL | 0x4 | 0x8 | 1);
	/* 3.3.9.1: not a miss within 7 clocks of a captured one. */
	op = miss(0x100020, 0x200050, 100, 3);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	op = miss(0x100020, 0x200058, 100, 4);
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	KUNIT_EXPECT_EQ(test, s->pmd[36], 0x100020ULL | 0x8 | 1);
	/* A level 3 load is not captured with plm 0001. */
	op = miss(0x100030, 0x200060, 100, 10);
	op.pl = 3;
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	/* Hits and stores are not load misses. */
	op = miss(0x100030, 0x200060, 100, 10);
	op.l1d_miss = false;
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	/* Above 8191 cycles: the overflow bit (Table 3-22). */
	op = miss(0x100030, 0x200068, 9000, 10);
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	KUNIT_EXPECT_EQ(test, s->pmd[33], 0x4000ULL | 0x2000 | 0x1fff);
	/* umask 0xb..0xf: nothing (Table 3-21). */
	s->pmc[40] = 0x1 | (0xb << 16) | (2 << 24);
	op = miss(0x100030, 0x200070, 8000, 10);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
}

static void dear_tlb_alat_dbr(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op = miss(0x100010, 0x200048, 5, 10);

	/* TLB mode, umask 0100: VHPT hits only (Table 3-23). */
	s->pmc[40] = 0x1 | (1 << 7) | (0x4 << 16) | (2 << 24);
	op.kind = XSIM_STORE;
	op.dtlb = 1;
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	op.dtlb = 2;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	KUNIT_EXPECT_EQ(test, s->pmd[33], 0x8000ULL);	/* stat 10: VHPT */
	KUNIT_EXPECT_EQ(test, s->pmd[32], 0x200048ULL);
	/* ALAT mode (Table 3-25). */
	s->pmc[40] = 0x1 | (2 << 7) | (2 << 24);
	op = miss(0x100040, 0, 1, 10);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
	op.alat_miss = true;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	KUNIT_EXPECT_EQ(test, s->pmd[36], 0x100040ULL | 0x8 | 1);
	/* PMC41 cfgdtag0 = 10 (DBR only), DBRP0 = 0x200000 + 4 KiB. */
	s->pmc[40] = 0x1 | (2 << 24);
	s->pmc[41] = (0x2078fefefefeULL & ~0x18ULL) | 0x10;
	s->dbr[0] = 0x200000;
	s->dbr[1] = 0x00fffffffffff000ULL;
	op = miss(0x100010, 0x200ff8, 50, 10);
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_DEAR);
	op = miss(0x100010, 0x201000, 50, 10);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_DEAR);
}

static void iear(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op = { .ip = 0x100030, .imiss = true, .ilat = 127, .cycles = 1 };

	/* Table 3-15: plm 0001, umask 0xf0 (>= 128) at 12:5, ct 1x. */
	s->pmc[37] = 0x1 | (0xf0 << 5) | (1 << 13);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_IEAR);
	op.ilat = 128;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_IEAR);
	/* Table 3-17: line address 63:5, stat bit 0; latency 11:0. */
	KUNIT_EXPECT_EQ(test, s->pmd[34], 0x100020ULL | 1);
	KUNIT_EXPECT_EQ(test, s->pmd[35], 128ULL);
	/* TLB mode, umask 100: faults only (Table 3-18). */
	s->pmc[37] = 0x1 | (0x4 << 5);
	op.itlb = 2;
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_IEAR);
	op.itlb = 3;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_IEAR);
	KUNIT_EXPECT_EQ(test, s->pmd[34], 0x100020ULL | 3);
}

static struct xsim_op branch(u64 ip, unsigned int slot, u64 target, bool taken)
{
	return (struct xsim_op){ .ip = ip, .slot = slot, .kind = XSIM_BRANCH,
				 .itype = XSIM_B, .taken = taken, .target = target,
				 .cycles = 1 };
}

static void etb_layout(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op, next = { .ip = 0x2000, .cycles = 1 };
	unsigned int i;

	/* Table 3-26: plm 0001, tm 10 (taken), ptm 11, ppm 11, brt 00. */
	s->pmc[39] = 0x1 | (2 << 8) | (3 << 10) | (3 << 12);
	op = branch(0x1000, 1, 0x2000, true);
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_ETB);
	xsim_step(s, &next);
	/* Table 3-27: source s=1, slot 3:2; target s=0, mp=1. */
	KUNIT_EXPECT_EQ(test, s->pmd[48], 0x1000ULL | (1 << 2) | 1);
	KUNIT_EXPECT_EQ(test, s->pmd[49], 0x2000ULL | 2);
	KUNIT_EXPECT_EQ(test, s->pmd[38], 2ULL);
	/* A captured branch in the target bundle: one entry (3.3.10). */
	op = branch(0x1000, 0, 0x3000, true);
	xsim_step(s, &op);
	op = branch(0x3000, 2, 0x4000, true);
	op.mp_path = true;
	xsim_step(s, &op);
	xsim_freeze(s);		/* the last target is written at the freeze */
	KUNIT_EXPECT_EQ(test, s->pmd[50], 0x1000ULL | 1);
	KUNIT_EXPECT_EQ(test, s->pmd[51], 0x3000ULL | (2 << 2) | 2 | 1);
	KUNIT_EXPECT_EQ(test, s->pmd[52], 0x4000ULL | 2);
	KUNIT_EXPECT_EQ(test, s->pmd[38], 5ULL);
	/* Not taken is not captured with tm 10; with tm 11, slot 11, no target. */
	op = branch(0x5000, 0, 0x6000, false);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_ETB);
	s->pmc[39] |= 1 << 8;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_ETB);
	KUNIT_EXPECT_EQ(test, s->pmd[53], 0x5000ULL | (3 << 2) | 1);
	xsim_step(s, &next);
	KUNIT_EXPECT_EQ(test, s->pmd[38], 6ULL);
	/* b1 (Table 3-29): a slot 2 branch in an odd bundle; PMD54 is 3:0 of byte 6. */
	op = branch(0x7010, 2, 0x8000, true);
	xsim_step(s, &op);
	KUNIT_EXPECT_EQ(test, s->pmd[54], 0x7000ULL | (2 << 2) | 1);
	KUNIT_EXPECT_EQ(test, (s->pmd[39] >> 48) & 0xf, 1ULL);
	/* brt 10: returns only. */
	s->pmc[39] = 0x1 | (2 << 8) | (3 << 10) | (3 << 12) | (2 << 14);
	op = branch(0x9000, 0, 0xa000, true);
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_ETB);
	op.brtype = XSIM_BR_RET;
	KUNIT_EXPECT_TRUE(test, xsim_step(s, &op) & XSIM_ETB);
	/* ptm 01 with ppm 01: nothing (3.3.10.1.1). */
	s->pmc[39] = 0x1 | (3 << 8) | (1 << 10) | (1 << 12);
	op.mp_path = true;
	KUNIT_EXPECT_FALSE(test, xsim_step(s, &op) & XSIM_ETB);
	/* Wrap: the full bit is sticky, ebi counts on (Table 3-28). */
	s->pmc[39] = 0x1 | (2 << 8) | (3 << 10) | (3 << 12);
	for (i = 0; i < 20; i++) {
		op = branch(0x10000 + 0x100 * i, 0, 0x20000 + 0x100 * i, true);
		xsim_step(s, &op);
		next.ip = 0x30000;
		xsim_step(s, &next);
	}
	KUNIT_EXPECT_TRUE(test, s->pmd[38] & 0x20);
	KUNIT_EXPECT_EQ(test, s->pmd[38] & 0xf, (10ULL + 40) % 16);
}

static void tags(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op = { .ip = 0x10040, .itype = XSIM_B, .enco = 4ULL << 37 };

	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 0));	/* reset: no constraint */
	/* IBRP0 = 0x10000 + 4 KiB, ig_ad and ig_ibrp0 clear. */
	s->pmc[32] &= ~(BIT_ULL(57) | BIT_ULL(56));
	s->pmc[38] = 0xdb4;
	s->ibr[0] = 0x10000;
	s->ibr[1] = 0x00fffffffffff000ULL | (0xfULL << 56);
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 0));
	op.ip = 0x11000;
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 0));
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 1));	/* ig_ibrp1 still set */
	s->pmc[32] |= BIT_ULL(56);			/* inv */
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 0));
	s->pmc[32] &= ~BIT_ULL(56);
	/* Fine mode: IBR0 lower, IBR4 upper, strictly between (Table 3-10). */
	s->pmc[38] = 0xd34 | BIT_ULL(13);
	s->ibr[0] = 0x10100;
	s->ibr[4] = 0x10400;
	s->ibr[1] = 0x00ffffffffff0000ULL | (0xfULL << 56);
	op.ip = 0x10100;
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 0));
	op.ip = 0x10110;
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 0));
	op.ip = 0x10400;
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 0));
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 2));	/* undefined in fine mode */
	/* Opcode: OpCM0 = B-slot with major opcode 4, applied to channel 0. */
	xsim_pmu_reset(s);
	s->pmc[32] = (0x1ffffffffffULL & ~(0xfULL << 37)) | BIT_ULL(48) | BIT_ULL(57);
	s->pmc[33] = 4ULL << 37;
	s->pmc[36] = 0xfffffffe;
	op.ip = 0x10040;
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 0));
	op.enco = 0;
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 0));
	KUNIT_EXPECT_TRUE(test, xsim_tag(s, &op, 2));	/* PMC36 bit 2 still set */
	op.enco = 4ULL << 37;
	op.itype = XSIM_M;
	KUNIT_EXPECT_FALSE(test, xsim_tag(s, &op, 0));
}

/*
 * The first Itanium's tags (seed 002 6.2.4-6.2.6).  PMC8/9 and PMC11 are
 * written as literals from Table 6-11 and pt's bit 28: mifb 63:60, mask
 * 29:3 all ones match every instruction.
 */
#define ITA_PMC8_ALL	0xf00000003ffffff8ULL
#define ITA_PMC11_PT	0x10000000ULL

static void itanium_tag(struct kunit *test)
{
	struct xsim_pmu *s = new_pmu(test);
	struct xsim_op op = { .ip = 0x10040, .itype = XSIM_M };

	/* Power-up: PMC8 and PMC11 undefined (here 0): nothing is tagged. */
	KUNIT_EXPECT_FALSE(test, xsim_itanium_untagged(s));
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));
	s->pmc[8] = ITA_PMC8_ALL;
	s->pmc[11] = ITA_PMC11_PT;
	KUNIT_EXPECT_TRUE(test, xsim_itanium_untagged(s));
	/* PMC8.m clear: M-syllables do not match; I-syllables do. */
	s->pmc[8] = ITA_PMC8_ALL & ~BIT_ULL(63);
	KUNIT_EXPECT_FALSE(test, xsim_itanium_untagged(s));
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));
	op.itype = XSIM_I;
	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));
	/* Mask bit 3 clear compares enco{0} with match bit 33 (0 here). */
	s->pmc[8] = ITA_PMC8_ALL & ~BIT_ULL(3);
	op.enco = 1;
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));
	op.enco = 2;
	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));
	s->pmc[8] = ITA_PMC8_ALL;
	/* pt clear: a load is tagged only inside DBR pair 0. */
	op.kind = XSIM_LOAD;
	op.daddr = 0x2000;
	s->pmc[11] = 0;
	s->dbr[0] = 0x1000;
	s->dbr[1] = 0x00fffffffffff000ULL;
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));
	op.daddr = 0x1008;
	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));
	s->pmc[11] = ITA_PMC11_PT;
	op.daddr = 0x2000;
	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));
	op.kind = XSIM_OTHER;

	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));	/* ta = 1 */
	s->pmc[13] = 0;
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));	/* plm 0: no pair */
	s->ibr[2] = 0x10000;
	s->ibr[3] = 0x00fffffffffff000ULL | (1ULL << 56);
	KUNIT_EXPECT_TRUE(test, xsim_itanium_tag(s, &op));	/* any pair */
	op.pl = 3;
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));	/* plm: level 0 only */
	op.pl = 0;
	s->ibr[7] = BIT_ULL(63);				/* a pair in debug use */
	KUNIT_EXPECT_FALSE(test, xsim_itanium_tag(s, &op));
}

/*
 * Round trips: the backend's decoders give back exactly the branches and
 * capture the stream produced (wrap, chained entries and b1 included).
 */
static void round_trip(struct kunit *test)
{
	struct perf_branch_entry *out = kunit_kcalloc(test, 16, sizeof(*out), GFP_KERNEL);
	struct xsim_pmu *s = new_pmu(test);
	unsigned int i, k, n, checked = 0, early = 0;
	struct xpmu_ia_ear_sample ear;
	struct xsim_gen g;
	struct xsim_op op;

	KUNIT_ASSERT_NOT_NULL(test, out);
	xsim_gen_init(&g, 7);
	s->pmc[39] = 0x1 | (2 << 8) | (3 << 10) | (3 << 12);
	s->pmc[40] = 0x1 | (2 << 16) | (2 << 24);
	for (i = 1; i <= 6000; i++) {
		xsim_next(&g, &layout, &op);
		xsim_step(s, &op);
		if (i % 397)
			continue;
		xsim_freeze(s);
		n = xpmu_ia_etb_decode(s->pmd[38], s->pmd[39], &s->pmd[48], out, 16);
		KUNIT_EXPECT_GE(test, n, 7U);
		for (k = 0; k < n; k++) {
			unsigned int b = (s->nbr - 1 - k) % SIM_NR_ETB;

			KUNIT_EXPECT_EQ(test, out[k].from, s->br[b].from);
			KUNIT_EXPECT_EQ(test, out[k].to, s->br[b].to);
			KUNIT_EXPECT_EQ(test, (bool)out[k].mispred, s->br[b].mp);
		}
		xpmu_ia_dear_decode(s->pmc[40], s->pmd[32], s->pmd[33], s->pmd[36], &ear);
		KUNIT_EXPECT_EQ(test, ear.valid, s->dear_valid);
		if (s->dear_valid) {
			KUNIT_EXPECT_EQ(test, ear.addr, s->dear.addr);
			KUNIT_EXPECT_EQ(test, ear.latency, s->dear.lat);
			KUNIT_EXPECT_EQ(test, ear.ip, s->dear.ip);
			KUNIT_EXPECT_GE(test, ear.latency, 16ULL);
			checked++;
		}
	}
	KUNIT_EXPECT_GE(test, checked, 10U);
	/*
	 * IP-EAR: no early freeze's entry (the 111th capture is the third
	 * XSIM_IPEAR_SWITCH) nor the normal freeze's last.
	 */
	s->pmc[42] = 0x1 | (4 << 8);
	for (i = 0; i < 111; i++) {
		xsim_next(&g, &layout, &op);
		xsim_step(s, &op);
	}
	xsim_freeze(s);
	n = xpmu_ia_ipear_decode(s->pmd[38], s->pmd[39], &s->pmd[48], out, 16);
	for (k = 0, i = 0; i < SIM_NR_ETB; i++) {
		unsigned int b = (s->nbr - 1 - i) % SIM_NR_ETB;

		if (s->br[b].type == XSIM_BR_EARLY || s->br[b].type == XSIM_BR_LAST) {
			early += s->br[b].type == XSIM_BR_EARLY;
			continue;
		}
		if (k >= n) {
			KUNIT_FAIL(test, "entry %u of the ring is no record: %u decoded", i, n);
			break;
		}
		KUNIT_EXPECT_EQ(test, out[k].from, s->br[b].from);
		KUNIT_EXPECT_EQ(test, (u32)out[k].cycles, s->br[b].cycles);
		k++;
	}
	KUNIT_EXPECT_EQ(test, k, n);
	KUNIT_EXPECT_GT(test, n, 0U);
	KUNIT_EXPECT_GT(test, early, 0U);
	KUNIT_EXPECT_EQ(test, s->br[(s->nbr - 1) % SIM_NR_ETB].type, XSIM_BR_LAST);
}

static struct kunit_case stream_cases[] = {
	KUNIT_CASE(thresholds),
	KUNIT_CASE(deterministic),
	KUNIT_CASE(dear_cache),
	KUNIT_CASE(dear_tlb_alat_dbr),
	KUNIT_CASE(iear),
	KUNIT_CASE(etb_layout),
	KUNIT_CASE(tags),
	KUNIT_CASE(itanium_tag),
	KUNIT_CASE(round_trip),
	{}
};

static struct kunit_suite stream_suite = {
	.name = "xpmu_itanium_stream",
	.test_cases = stream_cases,
};

kunit_test_suite(stream_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the simulated Montecito's EARs, trace buffer and tags");
MODULE_LICENSE("GPL");
