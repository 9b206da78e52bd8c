// SPDX-License-Identifier: GPL-2.0-only
/*
 * Each cpu's simulated program (xorshift64*) and what the monitors make of
 * it (3.3.5-3.3.10, Tables 3-16..3-31; seed 002, 6.2.4).  Not modelled:
 * the IP-EAR's delayed freeze, DBR pairs 1-3, IA-32 code.
 */

#include <linux/bitfield.h>
#include <linux/limits.h>
#include <linux/minmax.h>
#include <linux/string.h>

#include "stream.h"

static u64 rnd(struct xsim_gen *g)
{
	u64 x = g->state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	g->state = x;
	return x * 0x2545f4914f6cdd1dULL;
}

/**
 * xsim_gen_init() - start a stream.
 * @g: the generator.
 * @seed: equal seeds give equal streams.
 */
void xsim_gen_init(struct xsim_gen *g, u64 seed)
{
	memset(g, 0, sizeof(*g));
	g->state = seed * 0x9e3779b97f4a7c15ULL + 1;
}

/**
 * xsim_next() - the next retired instruction.
 * @g: the generator.
 * @l: where the program lives.
 * @op: out.
 */
void xsim_next(struct xsim_gen *g, const struct xsim_layout *l, struct xsim_op *op)
{
	u64 r = rnd(g), r2 = rnd(g);
	unsigned int pick = r % 100, nb = XSIM_FN_LEN / 16;

	memset(op, 0, sizeof(*op));
	op->ip = l->text[g->fn] + 16 * g->bundle;
	op->slot = g->slot;
	op->pl = 0;		/* sim.c sets the level the cpu runs at */
	op->cycles = 1 + (r >> 8) % 3;
	op->enco = r2 & GENMASK_ULL(40, 0);
	if (!g->slot) {
		op->imiss = (r2 >> 41) % 16 == 0;
		op->ilat = (4U << ((r2 >> 45) % 10)) + (r2 >> 50) % 8;
		op->rab = (r2 >> 53) % 4 == 0;
		op->itlb = (r2 >> 55) % 32 > 28 ? (r2 >> 55) % 32 - 28 : 0;
	}
	if (pick < 40) {
		unsigned int obj = (r >> 16) & 1;
		u64 r3 = rnd(g);

		op->kind = pick < 30 ? XSIM_LOAD : XSIM_STORE;
		op->itype = XSIM_M;
		op->daddr = l->data[obj] + ((r3 % l->data_len[obj]) & ~7ULL);
		op->l1d_miss = op->kind == XSIM_LOAD && (r3 >> 32) % 4 == 0;
		op->lat = op->l1d_miss ? (4U << ((r3 >> 36) % 11)) + (r3 >> 40) % 16 : 1;
		op->dtlb = (r3 >> 44) % 16 > 12 ? (r3 >> 44) % 16 - 12 : 0;
		op->alat_miss = op->kind == XSIM_LOAD && (r3 >> 48) % 32 == 0;
	} else if (pick < 60) {
		u64 r3 = rnd(g);
		unsigned int t = (r3 >> 8) % 10;
		unsigned int fn = (r3 >> 28) % XSIM_NR_FN, bundle = (r3 >> 32) % nb;

		op->kind = XSIM_BRANCH;
		op->itype = XSIM_B;
		op->brtype = t < 6 ? XSIM_BR_IPREL : t < 8 ? XSIM_BR_RET : XSIM_BR_IND;
		/* B-unit major opcodes: 4 IP-relative, 0 indirect and return. */
		op->enco = (op->enco & ~GENMASK_ULL(40, 37)) |
			   ((u64)(op->brtype == XSIM_BR_IPREL ? 4 : 0) << 37);
		op->taken = (r3 >> 16) % 4 != 0;
		op->mp_path = (r3 >> 20) % 10 == 0;
		/* 3.3.10.1.1: no target prediction for a mispredicted path. */
		op->mp_target = !op->mp_path && op->brtype != XSIM_BR_IPREL &&
				(r3 >> 24) % 8 == 0;
		op->target = l->text[fn] + 16 * bundle;
		if (op->taken) {
			g->fn = fn;
			g->bundle = bundle;
			g->slot = 0;
			return;
		}
	} else {
		op->itype = pick < 75 ? XSIM_F : pick < 90 ? XSIM_I : XSIM_M;
	}
	if (++g->slot == 3) {
		g->slot = 0;
		if (++g->bundle == nb) {
			g->bundle = 0;
			g->fn = (g->fn + 1) % XSIM_NR_FN;
		}
	}
}

/**
 * xsim_pmu_reset() - the registers the stream reads, at reset (PMC32-35
 * "all 1": Tables 3-11, 3-12).
 * @s: the registers.
 */
void xsim_pmu_reset(struct xsim_pmu *s)
{
	memset(s, 0, sizeof(*s));
	s->pmc[32] = SIM_PMC32_MASK | SIM_PMC32_MIFB | SIM_PMC32_INV |
		     SIM_PMC32_IG_AD;
	s->pmc[33] = SIM_PMC33_MATCH;
	s->pmc[34] = SIM_PMC32_MASK | SIM_PMC32_MIFB;
	s->pmc[35] = SIM_PMC33_MATCH;
	s->pmc[36] = SIM_PMC36_RESET;
	s->pmc[38] = SIM_PMC38_RESET;
	s->pmc[41] = SIM_PMC41_RESET;
	s->pmc[13] = SIM_PMC13_TA;
}

/* An IBR/DBR pair: masked bits equal (55:0 by the mask, 63:56 always). */
static bool br_match(u64 addr, u64 base, u64 maskreg)
{
	u64 mask = (maskreg & SIM_BR_MASK) | GENMASK_ULL(63, 56);

	return !((addr ^ base) & mask);
}

static bool br_plm(u64 maskreg, unsigned int pl)
{
	return FIELD_GET(SIM_BR_PLM, maskreg) & BIT(pl);
}

/* 3.3.5.1: the range tag of channel @ch (before the opcode match). */
static bool range_tag(const struct xsim_pmu *s, const struct xsim_op *op,
		      unsigned int ch)
{
	u64 pmc38 = s->pmc[SIM_PMC_IBRP], pmc32 = s->pmc[SIM_PMC_OPC0];
	bool m;

	if (ch == 0 && (pmc32 & SIM_PMC32_IG_AD))
		return true;
	if (pmc38 & SIM_PMC38_IG_IBRP(ch))
		return true;
	if (pmc38 & SIM_PMC38_FINE) {
		u64 lo = s->ibr[2 * ch], hi;

		if (ch > 1)	/* Table 3-10: not defined in fine mode */
			return false;
		hi = s->ibr[2 * ch + 4];
		/* IP{63:16} as the pair compares it; IP{15:0} strictly inside. */
		m = br_match(op->ip, lo, s->ibr[2 * ch + 1] & GENMASK_ULL(55, 16)) &&
		    (op->ip & 0xffff) > (lo & 0xffff) && (op->ip & 0xffff) < (hi & 0xffff);
	} else {
		m = br_match(op->ip, s->ibr[2 * ch], s->ibr[2 * ch + 1]);
	}
	m = m && br_plm(s->ibr[2 * ch + 1], op->pl);
	if (ch == 0 && (pmc32 & SIM_PMC32_INV))
		m = !m;
	return m;
}

/* 3.3.6.2: Match(OpCM[i]) = imatch AND ematch. */
static bool opc_match(const struct xsim_pmu *s, const struct xsim_op *op,
		      unsigned int i)
{
	u64 ctl = s->pmc[32 + 2 * i], match = s->pmc[33 + 2 * i];
	static const u64 type_bit[] = {
		[XSIM_M] = SIM_PMC32_M, [XSIM_I] = SIM_PMC32_I,
		[XSIM_F] = SIM_PMC32_F, [XSIM_B] = SIM_PMC32_B,
	};

	if (!(ctl & type_bit[op->itype]))
		return false;
	return !((op->enco ^ match) & ~ctl & SIM_PMC32_MASK);
}

/**
 * xsim_tag() - whether @op retires tagged on channel @ch: Tag(IBRChnl ch)
 * of 3.3.6.2, with PMC36 deciding whether the opcode matcher applies.
 * @s: the registers.
 * @op: the instruction.
 * @ch: 0-3.
 *
 * Return: the tag.
 */
bool xsim_tag(const struct xsim_pmu *s, const struct xsim_op *op, unsigned int ch)
{
	if (!range_tag(s, op, ch))
		return false;
	return (s->pmc[36] & SIM_PMC36_IG_OPC(ch)) || opc_match(s, op, ch & 1);
}

/*
 * Itanium PMC8/9 (seed 002, Figure 6-16, Table 6-11; 6.2.5), PMC11.pt
 * (libpfm's pmc11_ita_reg).  The fragment gives no bit order: enco{12:0}
 * then enco{40:27}, low to high, in mask 29:3 and match 59:33.
 */
#define ITA_PMC8_MASK_LSB	3
#define ITA_PMC8_MATCH_LSB	33
#define ITA_PMC8_BITS		GENMASK_ULL(26, 0)

static u64 ita_enco_bits(u64 enco)
{
	return (enco & GENMASK_ULL(12, 0)) | ((enco >> 27 & GENMASK_ULL(13, 0)) << 13);
}

/* Seed 002 6.2.5: Match(PMC[i]) = imatch(itype, mifb) and ematch. */
static bool ita_opc_match(u64 pmc8, const struct xsim_op *op)
{
	static const unsigned int type_bit[] = {
		[XSIM_B] = 60, [XSIM_F] = 61, [XSIM_I] = 62, [XSIM_M] = 63,
	};
	u64 mask = pmc8 >> ITA_PMC8_MASK_LSB & ITA_PMC8_BITS;
	u64 match = pmc8 >> ITA_PMC8_MATCH_LSB & ITA_PMC8_BITS;

	if (!(pmc8 & BIT_ULL(type_bit[op->itype])))
		return false;
	return !((ita_enco_bits(op->enco) ^ match) & ~mask & ITA_PMC8_BITS);
}

/* Seed 002 6.2.4: IBRRangeTag. */
static bool ita_range_tag(const struct xsim_pmu *s, const struct xsim_op *op)
{
	unsigned int i;

	if (s->pmc[13] & SIM_PMC13_TA)
		return true;
	for (i = 0; i < 4; i++)
		if (s->ibr[2 * i + 1] & BIT_ULL(63))
			return false;
	for (i = 0; i < 4; i++)
		if (br_plm(s->ibr[2 * i + 1], op->pl) &&
		    br_match(op->ip, s->ibr[2 * i], s->ibr[2 * i + 1]))
			return true;
	return false;
}

/**
 * xsim_itanium_untagged() - whether nothing qualifies the first Itanium's
 * events (PMC13.ta, PMC8 matching all, PMC11.pt).
 * @s: the registers.
 *
 * Return: true if every event counts untagged.
 */
bool xsim_itanium_untagged(const struct xsim_pmu *s)
{
	u64 all = GENMASK_ULL(63, 60) | ITA_PMC8_BITS << ITA_PMC8_MASK_LSB;

	return (s->pmc[13] & SIM_PMC13_TA) && (s->pmc[8] & all) == all &&
	       (s->pmc[11] & SIM_ITA_PMC11_PT);
}

/**
 * xsim_itanium_tag() - the first Itanium's tag on @op (seed 002, 6.2.4-
 * 6.2.6): Match(PMC8) and IBRRangeTag; for a load or store also PMC11.pt
 * or DBR pair 0 (the one the driver programs).
 * @s: the registers.
 * @op: the instruction.
 *
 * Return: the tag.
 */
bool xsim_itanium_tag(const struct xsim_pmu *s, const struct xsim_op *op)
{
	if (!ita_opc_match(s->pmc[8], op) || !ita_range_tag(s, op))
		return false;
	if (op->kind != XSIM_LOAD && op->kind != XSIM_STORE)
		return true;
	return (s->pmc[11] & SIM_ITA_PMC11_PT) || br_match(op->daddr, s->dbr[0], s->dbr[1]);
}

/**
 * xsim_mem_qual() - PMC41's channel 0 constraint (Table 3-14).
 * @s: the registers.
 * @op: a load or store.
 *
 * Return: whether memory pipeline events count it.
 */
bool xsim_mem_qual(const struct xsim_pmu *s, const struct xsim_op *op)
{
	u64 pmc41 = s->pmc[SIM_PMC_DBRP];
	unsigned int dtag = FIELD_GET(SIM_PMC41_CFGDTAG(0), pmc41);
	bool dbr = br_match(op->daddr, s->dbr[0], s->dbr[1]);

	if (!(pmc41 & SIM_PMC41_EN_DBRP(0)))
		return true;
	switch (dtag) {
	case SIM_DTAG_IBR_OPC_DBR:
		return xsim_tag(s, op, 0) && dbr;
	case SIM_DTAG_IBR_OPC:
		return xsim_tag(s, op, 0);
	case SIM_DTAG_DBR:
		return dbr;
	default:
		return true;
	}
}

/**
 * xsim_dear_threshold() - Table 3-21: the data EAR's latency threshold.
 * @umask: PMC40.umask.
 *
 * Return: cycles (captures need latency >= it); UINT_MAX: captures nothing.
 */
unsigned int xsim_dear_threshold(unsigned int umask)
{
	return umask <= 10 ? 4U << umask : UINT_MAX;
}

/**
 * xsim_iear_threshold() - Table 3-16: the instruction EAR's threshold.
 * @umask: PMC37.umask in cache mode.
 *
 * Return: cycles; 0 for "RAB hit" (umask 0); UINT_MAX for undefined
 * values.
 */
unsigned int xsim_iear_threshold(unsigned int umask)
{
	static const struct { u8 umask; u16 cycles; } t[] = {
		{ 0xff, 4 }, { 0xfe, 8 }, { 0xfc, 16 }, { 0xf8, 32 }, { 0xf0, 128 },
		{ 0xe0, 256 }, { 0xc0, 1024 }, { 0x80, 4096 }, { 0x00, 0 },
	};
	unsigned int i;

	if ((umask & 0xc0) == 0x40)
		return 1;	/* > 0: all L1I misses */
	for (i = 0; i < ARRAY_SIZE(t); i++)
		if (umask == t[i].umask)
			return t[i].cycles;
	return UINT_MAX;
}

/* Table 3-5: plm enables privilege level pl; ism '10 or '00 Itanium code. */
static bool ctl_on(u64 plm, unsigned int ism, unsigned int pl)
{
	return (plm & BIT(pl)) && !(ism & 1);
}

/* PMD36's fields for @op (Table 3-22): window bundle, bn, vl, slot. */
static u64 pmd36_of(const struct xsim_op *op)
{
	u64 v = (op->ip & ~31ULL) | SIM_PMD36_VL | op->slot;

	return (op->ip & 16) ? v | SIM_PMD36_BN : v;
}

static bool dear_step(struct xsim_pmu *s, const struct xsim_op *op)
{
	u64 pmc40 = s->pmc[SIM_PMC_DEAR];
	unsigned int mode = FIELD_GET(SIM_PMC40_MODE, pmc40);
	unsigned int umask = FIELD_GET(SIM_PMC40_UMASK, pmc40);

	if (!ctl_on(FIELD_GET(SIM_PMC40_PLM, pmc40),
		    FIELD_GET(SIM_PMC40_ISM, pmc40), op->pl))
		return false;
	if (mode == SIM_DEAR_CACHE) {
		if (op->kind != XSIM_LOAD || !op->l1d_miss ||
		    op->lat < xsim_dear_threshold(umask) ||
		    (s->dear_cycle && s->cycle - s->dear_cycle < 7) ||
		    !xsim_mem_qual(s, op))
			return false;
		s->dear_cycle = s->cycle;
		s->pmd[32] = op->daddr;
		s->pmd[33] = FIELD_PREP(SIM_PMD33_STAT, 1) |
			     min_t(u64, op->lat, FIELD_MAX(SIM_PMD33_LAT)) |
			     (op->lat > FIELD_MAX(SIM_PMD33_LAT) ? SIM_PMD33_OV : 0);
	} else if (mode == SIM_DEAR_TLB) {
		if ((op->kind != XSIM_LOAD && op->kind != XSIM_STORE) || !op->dtlb ||
		    !(umask & BIT(op->dtlb)) || !xsim_mem_qual(s, op))
			return false;
		s->pmd[32] = op->daddr;
		s->pmd[33] = FIELD_PREP(SIM_PMD33_STAT, op->dtlb);
	} else {
		if (!op->alat_miss || !xsim_mem_qual(s, op))
			return false;
		s->pmd[33] = FIELD_PREP(SIM_PMD33_STAT, 1);
	}
	s->pmd[36] = pmd36_of(op);
	s->dear.addr = mode == SIM_DEAR_ALAT ? 0 : op->daddr;
	s->dear.lat = mode == SIM_DEAR_CACHE ? op->lat : 0;
	s->dear.ip = op->ip | op->slot;
	s->dear_valid = true;
	return true;
}

static bool iear_step(struct xsim_pmu *s, const struct xsim_op *op)
{
	u64 pmc37 = s->pmc[SIM_PMC_IEAR];
	unsigned int ct = FIELD_GET(SIM_PMC37_CT, pmc37);
	u64 line = op->ip & SIM_PMD34_ADDR;

	if (!(FIELD_GET(SIM_PMC37_PLM, pmc37) & BIT(op->pl)) || op->slot ||
	    !range_tag(s, op, 0))	/* 4.8.1: range, not opcode */
		return false;
	if (ct & 2) {
		unsigned int thr = xsim_iear_threshold(FIELD_GET(SIM_PMC37_UMASK, pmc37));

		if (!op->imiss || thr == UINT_MAX || (thr ? op->ilat < thr : !op->rab))
			return false;
		s->pmd[34] = line | 1;
		s->pmd[35] = min_t(u64, op->ilat, FIELD_MAX(SIM_PMD35_LAT)) |
			     (op->ilat > FIELD_MAX(SIM_PMD35_LAT) ? SIM_PMD35_OV : 0);
		s->iear.addr = line;
		s->iear.lat = op->ilat;
		return true;
	}
	if (ct == SIM_IEAR_CT_TLB && op->itlb &&
	    (FIELD_GET(SIM_PMC37_UMASK, pmc37) & BIT(op->itlb - 1))) {
		s->pmd[34] = line | op->itlb;
		s->iear.addr = line;
		s->iear.lat = 0;
		return true;
	}
	return false;
}

/* PMD39 (Tables 3-29, 3-33, regs.h); the IP-EAR's flush bit stays clear. */

static unsigned int sim_pmd39_shift(unsigned int i)
{
	return i < 8 ? 8 * i : 8 * (i - 8) + 4;
}

/* Table 3-28: write the register ebi names, post-increment, set full on wrap. */
static void etb_put(struct xsim_pmu *s, u64 val, unsigned int ext)
{
	u64 idx = s->pmd[SIM_PMD_ETB_INDEX];
	unsigned int ebi = FIELD_GET(SIM_PMD38_EBI, idx);
	unsigned int sh = sim_pmd39_shift(ebi);

	s->pmd[SIM_PMD_ETB0 + ebi] = val;
	s->pmd[SIM_PMD_ETB_EXT] &= ~(0xfULL << sh);
	s->pmd[SIM_PMD_ETB_EXT] |= (u64)ext << sh;
	ebi = (ebi + 1) % SIM_NR_ETB;
	idx &= SIM_PMD38_FULL;
	if (!ebi)
		idx |= SIM_PMD38_FULL;	/* sticky */
	s->pmd[SIM_PMD_ETB_INDEX] = idx | ebi;
}

/* 3.3.10.1.1's capture equation, with brt and the channel 0 tag. */
static bool etb_wants(const struct xsim_pmu *s, const struct xsim_op *op)
{
	u64 pmc39 = s->pmc[SIM_PMC_ETB];
	unsigned int tm = FIELD_GET(SIM_PMC39_TM, pmc39);
	unsigned int ptm = FIELD_GET(SIM_PMC39_PTM, pmc39);
	unsigned int ppm = FIELD_GET(SIM_PMC39_PPM, pmc39);
	unsigned int brt = FIELD_GET(SIM_PMC39_BRT, pmc39);
	static const u8 brt_type[] = {
		[SIM_BRT_IPREL] = XSIM_BR_IPREL, [SIM_BRT_RET] = XSIM_BR_RET,
		[SIM_BRT_IND] = XSIM_BR_IND,
	};

	if (op->kind != XSIM_BRANCH ||
	    !(FIELD_GET(SIM_PMC39_PLM, pmc39) & BIT(op->pl)) ||
	    (pmc39 & SIM_PMC39_DS))
		return false;
	if (!(tm & (op->taken ? 2 : 1)) || !(ptm & (op->mp_target ? 1 : 2)) ||
	    !(ppm & (op->mp_path ? 1 : 2)) || (ptm == 1 && ppm == 1))
		return false;
	if (brt != SIM_BRT_ALL && op->brtype != brt_type[brt])
		return false;
	return xsim_tag(s, op, 0);
}

static void etb_flush_target(struct xsim_pmu *s)
{
	if (s->pend)
		etb_put(s, s->pend_target | SIM_ETB_MP, 0);
	s->pend = false;
}

static bool etb_step(struct xsim_pmu *s, const struct xsim_op *op)
{
	bool want = etb_wants(s, op);
	unsigned int slot = op->taken ? op->slot : SIM_ETB_NOT_TAKEN;
	u64 src = op->ip;
	unsigned int ext = 0;

	/* 3.3.10: a captured branch in the target bundle stands for it. */
	if (s->pend && !(want && op->ip == s->pend_target))
		etb_flush_target(s);
	s->pend = false;
	if (!want)
		return false;
	if (op->ip & 16 && op->slot == 2) {	/* Table 3-29 b1 */
		src -= 16;
		ext = SIM_PMD39_B1;
	}
	etb_put(s, src | FIELD_PREP(SIM_ETB_SLOT, slot) |
		   ((op->mp_path || op->mp_target) ? SIM_ETB_MP : 0) | SIM_ETB_S,
		ext);
	if (op->taken) {
		unsigned int i = s->nbr++ % SIM_NR_ETB;

		s->pend = true;
		s->pend_target = op->target;
		s->br[i].from = op->ip | op->slot;
		s->br[i].to = op->target;
		s->br[i].mp = op->mp_path || op->mp_target;
		s->br[i].cycles = 0;
		s->br[i].type = op->brtype;
		s->br[i].task = s->task;
	}
	return true;
}

/* One IP-EAR entry (Table 3-31; XSIM_BR_EARLY: Table 3-33). */
static void ipear_put(struct xsim_pmu *s, u64 ip, enum xsim_brtype type)
{
	u64 pmc42 = s->pmc[SIM_PMC_IPEAR];
	u64 cyc = min_t(u64, s->cycle - s->ipear_cycle, 63);
	bool early = type == XSIM_BR_EARLY;
	u64 low = early ? FIELD_GET(SIM_PMC42_DELAY, pmc42) : (ip >> 4) & 0xff;
	typeof(s->br[0]) *b = &s->br[s->nbr++ % SIM_NR_ETB];

	s->ipear_cycle = s->cycle;
	b->from = early ? ip & ~0xfffULL : ip;
	b->to = b->from;
	b->cycles = cyc;
	b->type = type;
	b->mp = false;
	b->task = s->task;
	etb_put(s, FIELD_PREP(SIM_IPEAR_CYCL, cyc & 0xf) |
		   FIELD_PREP(SIM_IPEAR_IP, ip >> 12) |
		   FIELD_PREP(SIM_IPEAR_LOW, low),
		FIELD_PREP(SIM_PMD39_CYCL_HI, cyc >> 4 & 3) | (early ? SIM_PMD39_EF : 0));
}

/*
 * Table 3-33: early freeze when the PSR disables the IP-EAR (here: a level
 * PMC42.plm leaves out) and at a thread switch (every XSIM_IPEAR_SWITCH).
 */
static void ipear_step(struct xsim_pmu *s, const struct xsim_op *op)
{
	bool on = FIELD_GET(SIM_PMC42_PLM, s->pmc[SIM_PMC_IPEAR]) & BIT(op->pl);

	if (on)
		ipear_put(s, op->ip, ++s->ipear_n % XSIM_IPEAR_SWITCH ? XSIM_BR_IPREL :
									XSIM_BR_EARLY);
	else if (s->ipear_on)
		ipear_put(s, op->ip, XSIM_BR_EARLY);
	s->ipear_on = on;
}

/**
 * xsim_step() - retire @op into the EARs and the trace buffer.
 * @s: the registers (not frozen: the caller checks PMC0.fr).
 * @op: the instruction.
 *
 * Return: XSIM_* bits: what captured it, and the channels it is tagged on.
 */
unsigned int xsim_step(struct xsim_pmu *s, const struct xsim_op *op)
{
	unsigned int what = 0, ch;

	s->cycle += op->cycles;
	for (ch = 0; ch < 4; ch++)
		if (xsim_tag(s, op, ch))
			what |= XSIM_TAG(ch);
	if (s->pmc[SIM_PMC_DEAR] && dear_step(s, op))
		what |= XSIM_DEAR;
	if (s->pmc[SIM_PMC_IEAR] && iear_step(s, op))
		what |= XSIM_IEAR;
	if (FIELD_GET(SIM_PMC42_MODE, s->pmc[SIM_PMC_IPEAR]) == SIM_IPEAR_MODE)
		ipear_step(s, op);
	else if (s->pmc[SIM_PMC_ETB] && etb_step(s, op))
		what |= XSIM_ETB;
	return what;
}

/**
 * xsim_freeze() - the monitor froze: a captured branch's target is still
 * written (Table 3-26: "the target IP of this event is always captured"),
 * and the IP-EAR takes its last entry.
 * @s: the registers.
 */
void xsim_freeze(struct xsim_pmu *s)
{
	etb_flush_target(s);
	/* 3.3.10.2.1: one last entry whose IP "could be incorrect". */
	if (FIELD_GET(SIM_PMC42_MODE, s->pmc[SIM_PMC_IPEAR]) == SIM_IPEAR_MODE &&
	    s->ipear_on && s->nbr)
		ipear_put(s, s->br[(s->nbr - 1) % SIM_NR_ETB].from + 16, XSIM_BR_LAST);
}
