// SPDX-License-Identifier: GPL-2.0-only
/*
 * What an event needs beyond its counter: the Montecito's qualification
 * (3.3.5-3.3.7), EARs (3.3.8, 3.3.9) and trace buffer (3.3.10); the first
 * Itanium's PMC13 is in models/itanium1.c.
 */

#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/string.h>

#include <kunit/visibility.h>

#include "backend.h"

/*
 * Table 3-10: fine mode compares IP{63:16}.  Limits programmed as given,
 * not corrected as libpfm's compute_fine_rr() does: it cites no erratum.
 */
#define FINE_PAGE	GENMASK_ULL(63, 16)
#define FINE_OFFSET	GENMASK_ULL(15, 0)

/**
 * xpmu_ia_range_decode() - an address range from its one-word form.
 * @napot: a range of 2^n bytes at a 2^n-aligned base, written
 *	base + 2^(n-1) - 1.
 * @min_order: the smallest n accepted (XPMU_IA_*RANGE_MIN_ORDER).
 * @r: out: the base and mask as IBR/DBR pairs hold them (3.3.5).
 *
 * Context: any.
 * Return: 0, or -EINVAL if @napot is 0, all ones, below @min_order or wider
 * than the 56 mask bits.
 */
int xpmu_ia_range_decode(u64 napot, unsigned int min_order,
			 struct xpmu_ia_range *r)
{
	unsigned int order;

	if (!napot || napot == U64_MAX)
		return -EINVAL;
	order = __ffs64(~napot) + 1;
	if (order < min_order || order > XPMU_IA_BR_MASK_BITS)
		return -EINVAL;
	r->base = napot & ~GENMASK_ULL(order - 1, 0);
	r->mask = XPMU_IA_BR_MASK & ~GENMASK_ULL(order - 1, 0);
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_range_decode);

/**
 * xpmu_ia_qregs_default() - qualification that constrains nothing (3.3.6.1,
 * 3.3.6.2, 3.3.5.2, 3.3.7 notes; Itanium PMC13: Table 6-9).
 * @q: filled in.
 *
 * Context: any.
 */
void xpmu_ia_qregs_default(struct xpmu_ia_qregs *q)
{
	memset(q, 0, sizeof(*q));
	q->opc[0] = XPMU_IA_PMC32_MASK | XPMU_IA_PMC32_MIFB | XPMU_IA_PMC32_IG_AD;
	q->opc[1] = XPMU_IA_PMC33_MATCH;
	q->opc[2] = XPMU_IA_PMC32_MASK | XPMU_IA_PMC32_MIFB;
	q->opc[3] = XPMU_IA_PMC33_MATCH;
	q->opc[4] = XPMU_IA_PMC36_DEFAULT;
	q->pmc38 = XPMU_IA_PMC38_DEFAULT;
	q->pmc41 = XPMU_IA_PMC41_DEFAULT;
	q->pmc13 = XPMU_IA_PMC13_TA;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_qregs_default);

static u64 plm_of(const struct perf_event_attr *attr)
{
	return (attr->exclude_user ? 0 : XPMU_IA_PLM_USER) |
	       (attr->exclude_kernel ? 0 : XPMU_IA_PLM_KERNEL);
}

/* 3.3.5; IA64_TAGGED_INST_RETIRED's umask picks one (Table 4-78). */
static unsigned int channels_of(const struct xpmu_ia_code *code, u64 config)
{
	unsigned int chs = FIELD_GET(XPMU_IA_Q_CHANNELS, code->qual);

	if (FIELD_GET(XPMU_IA_PMC_ES, config) == XPMU_IA_EV_TAGGED_RETIRED)
		return BIT(FIELD_GET(XPMU_IA_PMC_UMASK, config) & 3);
	return chs ? chs : BIT(0);
}

static void mont_irange(struct xpmu_ia_qregs *q, unsigned int ch, bool fine,
			u64 lower, u64 upper, const struct xpmu_ia_range *ir)
{
	q->pmc38 &= ~XPMU_IA_PMC38_IG_IBRP(ch);
	if (fine) {
		/* 3.3.5.4: IBRP ch and ch + 2 are the lower and upper limits. */
		q->pmc38 &= ~XPMU_IA_PMC38_IG_IBRP(ch + 2);
		q->pmc38 |= XPMU_IA_PMC38_FINE;
		q->ibr[2 * ch] = lower;
		q->ibr[2 * ch + 1] = (XPMU_IA_BR_MASK & FINE_PAGE) | XPMU_IA_BR_PLM_ALL;
		q->ibr[2 * ch + 4] = upper;
		q->ibr[2 * ch + 5] = (XPMU_IA_BR_MASK & FINE_PAGE) | XPMU_IA_BR_PLM_ALL;
	} else {
		q->ibr[2 * ch] = ir->base;
		q->ibr[2 * ch + 1] = ir->mask | XPMU_IA_BR_PLM_ALL;
	}
}

/* Channel @ch's opcode match: 3.3.6.1, OpCM0 serves 0 and 2, OpCM1 1 and 3. */
static void mont_opc(struct xpmu_ia_qregs *q, unsigned int ch, u64 cfg)
{
	unsigned int mifb = FIELD_GET(XPMU_IA_CFG_OPC_MIFB, cfg);
	bool major = cfg & XPMU_IA_CFG_OPC_MAJOR_EN;
	unsigned int r = 2 * (ch & 1);
	u64 mask = XPMU_IA_PMC32_MASK;

	if (major)
		mask &= ~XPMU_IA_ENCO_MAJOR;
	q->opc[r] &= ~(XPMU_IA_PMC32_MASK | XPMU_IA_PMC32_MIFB);
	q->opc[r] |= mask | FIELD_PREP(XPMU_IA_PMC32_MIFB, mifb);
	if (major)
		q->opc[r + 1] = FIELD_PREP(XPMU_IA_ENCO_MAJOR,
					   FIELD_GET(XPMU_IA_CFG_OPC_MAJOR, cfg));
	q->opc[4] &= ~XPMU_IA_PMC36_IG_OPC(ch);
}

struct mont_qual_req {
	u64 cfg, irange, drange;
	unsigned int chs;
	struct xpmu_ia_range ir, dr;
};

/* 3.3.5-3.3.7 and Table 4-42; decodes the ranges into @r. */
static int mont_qual_check(const struct xpmu_ia_code *code,
			   struct mont_qual_req *r, const char **why)
{
	bool fine = r->cfg & XPMU_IA_CFG_FINE, inv = r->cfg & XPMU_IA_CFG_INV;
	unsigned int mifb = FIELD_GET(XPMU_IA_CFG_OPC_MIFB, r->cfg);
	bool major = r->cfg & XPMU_IA_CFG_OPC_MAJOR_EN;
	bool opc = mifb || major;

	if ((r->cfg & XPMU_IA_CFG_OPC_MAJOR) && !major) {
		*why = "opc_major is compared only with opc_major_en=1";
		return -EINVAL;
	}
	if (opc && !mifb) {
		*why = "opc_mifb = 0 matches no instruction type (Table 3-11): b=1 f=2 i=4 m=8";
		return -EINVAL;
	}
	if (fine && (!r->irange || !r->drange)) {
		*why = "fine mode: config1 is the lower and config2 the upper limit (Table 3-10)";
		return -EINVAL;
	}
	if (r->irange && !(code->qual & XPMU_IA_Q_IAR)) {
		*why = "event does not honour the instruction range (4.15 IAR, Table 4-42 I)";
		return -EINVAL;
	}
	if (opc && !(code->qual & XPMU_IA_Q_OPC)) {
		*why = "event does not honour the opcode matcher (4.15 OPC, Table 4-42 O)";
		return -EINVAL;
	}
	if (r->drange && !fine && !(code->qual & XPMU_IA_Q_DAR)) {
		*why = "event does not honour the data address range (4.15 DAR, Table 4-42 D)";
		return -EINVAL;
	}
	/* Table 3-11: inv is channel 0's only; 0 and 1 would split fetches. */
	if (inv && (!r->irange || r->chs != BIT(0) || fine)) {
		*why = "inv: channel 0 range only, not fine mode (Table 3-11, 3.3.5.4)";
		return -EINVAL;
	}
	if (fine) {
		/* Table 3-10, 3.3.5.4: IBRP0/2 make range 0, IBRP1/3 range 1. */
		if (r->chs & ~(BIT(0) | BIT(1))) {
			*why = "fine mode defines address ranges 0 and 1 only (Table 3-10)";
			return -EINVAL;
		}
		if ((r->irange & FINE_PAGE) != (r->drange & FINE_PAGE) ||
		    (r->drange & FINE_OFFSET) <= (r->irange & FINE_OFFSET)) {
			*why = "fine: limits in one 64 KiB page, upper above lower (Table 3-10)";
			return -EINVAL;
		}
		return 0;
	}
	if (r->irange && xpmu_ia_range_decode(r->irange, XPMU_IA_IRANGE_MIN_ORDER, &r->ir)) {
		*why = "config1: not a 2^n range of >= 1 bundle (base + size/2 - 1)";
		return -EINVAL;
	}
	if (r->drange && xpmu_ia_range_decode(r->drange, XPMU_IA_DRANGE_MIN_ORDER, &r->dr)) {
		*why = "config2: not a power-of-two data range (base + size/2 - 1)";
		return -EINVAL;
	}
	return 0;
}

static void mont_qual_program(const struct mont_qual_req *r, struct xpmu_ia_ext *ext)
{
	bool fine = r->cfg & XPMU_IA_CFG_FINE, inv = r->cfg & XPMU_IA_CFG_INV;
	bool opc = r->cfg & (XPMU_IA_CFG_OPC_MIFB | XPMU_IA_CFG_OPC_MAJOR_EN);
	struct xpmu_ia_qregs *q = &ext->q;
	u64 dtag = XPMU_IA_DTAG_NONE;
	unsigned int ch;

	for (ch = 0; ch < XPMU_IA_NR_IBR / 2; ch++) {
		if (!(r->chs & BIT(ch)))
			continue;
		if (r->irange)
			mont_irange(q, ch, fine, r->irange, r->drange, &r->ir);
		if (opc)
			mont_opc(q, ch, r->cfg);
	}
	if (r->irange && (r->chs & BIT(0))) {
		q->opc[0] &= ~(XPMU_IA_PMC32_IG_AD | XPMU_IA_PMC32_INV);
		if (inv)
			q->opc[0] |= XPMU_IA_PMC32_INV;
	}
	if (r->drange && !fine) {
		/* 3.3.7: DBR r, w and plm are ignored; x must be 0. */
		q->dbr[0] = r->dr.base;
		q->dbr[1] = r->dr.mask;
	}
	/* Table 3-14; en_dbrp0 stays set: 3.3.5.2 and 3.3.7 notes. */
	if ((r->chs & BIT(0)) && (r->irange || opc))
		dtag = (r->drange && !fine) ? XPMU_IA_DTAG_IBR_OPC_DBR : XPMU_IA_DTAG_IBR_OPC;
	else if (r->drange && !fine)
		dtag = XPMU_IA_DTAG_DBR;
	q->pmc41 = (q->pmc41 & ~XPMU_IA_PMC41_CFGDTAG(0)) |
		   FIELD_PREP(XPMU_IA_PMC41_CFGDTAG(0), dtag);

	ext->channels = r->chs;
	ext->res |= BIT(XPMU_IA_RES_QUAL);
	if (r->irange || r->drange || opc) {
		ext->key[XPMU_IA_RES_QUAL][0] = (r->cfg & (XPMU_IA_CFG_FINE | XPMU_IA_CFG_INV |
							   XPMU_IA_CFG_OPC_MIFB |
							   XPMU_IA_CFG_OPC_MAJOR |
							   XPMU_IA_CFG_OPC_MAJOR_EN)) | r->chs;
		ext->key[XPMU_IA_RES_QUAL][1] = r->irange;
		ext->key[XPMU_IA_RES_QUAL][2] = r->drange;
	}
}

/*
 * Two channels: IBRP0 demand, IBRP1 prefetch (4.15 lines 3832, 3910,
 * 3918, 3926).
 */
static int mont_qual(const struct xpmu_ia_code *code,
		     const struct perf_event_attr *attr,
		     struct xpmu_ia_ext *ext, const char **why)
{
	struct mont_qual_req r = {
		.cfg = attr->config, .irange = attr->config1,
		.drange = attr->config2, .chs = channels_of(code, attr->config),
	};
	int ret;

	ret = mont_qual_check(code, &r, why);
	if (ret)
		return ret;
	mont_qual_program(&r, ext);
	return 0;
}

/* Table 3-16: the defined I-EAR cache mode thresholds. */
static bool iear_cache_umask_ok(unsigned int u)
{
	static const u8 ok[] = { 0xff, 0xfe, 0xfc, 0xf8, 0xf0, 0xe0, 0xc0, 0x80, 0x00 };
	unsigned int i;

	if ((u & 0xc0) == 0x40)		/* 01xxxxxx: all L1I misses */
		return true;
	for (i = 0; i < ARRAY_SIZE(ok); i++)
		if (u == ok[i])
			return true;
	return false;
}

static int mont_ears(unsigned int es, const struct perf_event_attr *attr,
		     struct xpmu_ia_ext *ext, const char **why)
{
	u64 cfg = attr->config;
	u64 ctl = FIELD_PREP(XPMU_IA_PMC40_PLM, plm_of(attr));

	if ((cfg & XPMU_IA_CFG_DEAR_MODE) && es != XPMU_IA_EV_DATA_EAR) {
		*why = "dear_mode configures DATA_EAR_EVENTS (0xc8) only";
		return -EINVAL;
	}
	if ((cfg & (XPMU_IA_CFG_IEAR_TLB | XPMU_IA_CFG_IEAR_UMASK)) &&
	    es != XPMU_IA_EV_L1I_EAR) {
		*why = "iear_tlb/iear_umask configure L1I_EAR_EVENTS (0x43) only";
		return -EINVAL;
	}
	if (es == XPMU_IA_EV_DATA_EAR) {
		unsigned int mode = FIELD_GET(XPMU_IA_CFG_DEAR_MODE, cfg);
		unsigned int umask = FIELD_GET(XPMU_IA_PMC_UMASK, cfg);

		if (mode >= XPMU_IA_DEAR_ALAT)
			mode = XPMU_IA_DEAR_ALAT;	/* '1x */
		if (mode == XPMU_IA_DEAR_CACHE && umask >= 0xb) {
			*why = "data EAR umask 0xb-0xf captures nothing (Table 3-21)";
			return -EINVAL;
		}
		if (mode == XPMU_IA_DEAR_TLB && !(umask & 0xe)) {
			*why = "dear umask 000x: no TLB miss (Table 3-23: L2TLB=2 VHPT=4 FAULT=8)";
			return -EINVAL;
		}
		if (mode == XPMU_IA_DEAR_ALAT && umask) {
			*why = "the ALAT mode has no umask (3.3.9.3)";
			return -EINVAL;
		}
		ext->pmc40 = ctl | XPMU_IA_PMC40_PM |
			     FIELD_PREP(XPMU_IA_PMC40_MODE, mode) |
			     FIELD_PREP(XPMU_IA_PMC40_UMASK, umask) |
			     FIELD_PREP(XPMU_IA_PMC40_ISM, XPMU_IA_ISM_IA64);
		ext->res |= BIT(XPMU_IA_RES_DEAR);
		ext->key[XPMU_IA_RES_DEAR][0] = ext->pmc40;
		ext->sample |= XPMU_IA_SMP_DEAR;
	}
	if (es == XPMU_IA_EV_L1I_EAR) {
		unsigned int umask = FIELD_GET(XPMU_IA_CFG_IEAR_UMASK, cfg);
		bool tlb = cfg & XPMU_IA_CFG_IEAR_TLB;

		if (!tlb && !iear_cache_umask_ok(umask)) {
			*why = "iear_umask: not a threshold of Table 3-16";
			return -EINVAL;
		}
		if (tlb && (!umask || umask > 7)) {
			*why = "iear_umask in TLB mode: L2TLB=1 VHPT=2 FAULT=4, not 0 (Table 3-18)";
			return -EINVAL;
		}
		ext->pmc37 = FIELD_PREP(XPMU_IA_PMC37_PLM, plm_of(attr)) |
			     XPMU_IA_PMC37_PM |
			     FIELD_PREP(XPMU_IA_PMC37_CT, tlb ? XPMU_IA_IEAR_CT_TLB :
							   XPMU_IA_IEAR_CT_CACHE);
		/* Table 3-15: umask is 12:5 with ct '1x, 7:5 used with '00. */
		ext->pmc37 |= FIELD_PREP(XPMU_IA_PMC37_UMASK, umask);
		ext->res |= BIT(XPMU_IA_RES_IEAR);
		ext->key[XPMU_IA_RES_IEAR][0] = ext->pmc37;
		ext->sample |= XPMU_IA_SMP_IEAR;
	}
	return 0;
}

/**
 * xpmu_ia_mont_ext_init() - the Montecito's struct xpmu_ia_model.ext_init.
 * @m: the model; its @codes give each event's Table 4-42 columns.
 * @attr: the event's attributes.
 * @ext: filled in (zeroed, qualification registers at their defaults).
 * @why: on failure, the rule that refused it (a static string).
 *
 * Context: any.
 * Return: as xpmu_ia_ext_init().
 */
int xpmu_ia_mont_ext_init(const struct xpmu_ia_model *m,
			  const struct perf_event_attr *attr,
			  struct xpmu_ia_ext *ext, const char **why)
{
	unsigned int es = FIELD_GET(XPMU_IA_PMC_ES, attr->config);
	bool brstack = attr->sample_type & PERF_SAMPLE_BRANCH_STACK;
	int ret;

	/* Table 3-6: filters are per thread; the sibling is another cpu. */
	if ((attr->config & XPMU_IA_PMC_ALL) &&
	    (attr->config1 || attr->config2 ||
	     (attr->config & (XPMU_IA_CFG_FINE | XPMU_IA_CFG_INV |
			      XPMU_IA_CFG_OPC_MIFB | XPMU_IA_CFG_OPC_MAJOR |
			      XPMU_IA_CFG_OPC_MAJOR_EN)))) {
		*why = ".all qualified: the other thread's filters are not its (Table 3-6)";
		return -EINVAL;
	}
	if (m->codes[es].qual & (XPMU_IA_Q_IAR | XPMU_IA_Q_DAR | XPMU_IA_Q_OPC)) {
		ret = mont_qual(&m->codes[es], attr, ext, why);
		if (ret)
			return ret;
	} else if (attr->config1 || attr->config2 ||
		   (attr->config & (XPMU_IA_CFG_FINE | XPMU_IA_CFG_INV |
				    XPMU_IA_CFG_OPC_MIFB | XPMU_IA_CFG_OPC_MAJOR |
				    XPMU_IA_CFG_OPC_MAJOR_EN))) {
		*why = "event honours no qualification (4.15 IAR/DAR/OPC, Table 4-42 I/D/O)";
		return -EINVAL;
	}
	ret = mont_ears(es, attr, ext, why);
	if (ret)
		return ret;

	if ((attr->config & (XPMU_IA_CFG_IPEAR | XPMU_IA_CFG_IPEAR_DELAY)) && !brstack) {
		*why = "ipear delivers retired IPs as the branch stack: sample with -b";
		return -EINVAL;
	}
	if (brstack) {
		ret = xpmu_ia_etb_config(attr->branch_sample_type, attr->config,
					 &ext->pmc39, &ext->pmc42, why);
		if (ret)
			return ret;
		ext->res |= BIT(XPMU_IA_RES_ETB);
		ext->key[XPMU_IA_RES_ETB][0] = ext->pmc39;
		ext->key[XPMU_IA_RES_ETB][1] = ext->pmc42;
		ext->sample |= XPMU_IA_SMP_ETB;
	}
	if (xpmu_ia_ext_conflict(ext, ext)) {
		*why = "PMC39 must be 0 with the data EAR in TLB or ALAT mode (3.3.9.2, 3.3.9.3)";
		return -EINVAL;
	}
	return 0;
}

/**
 * xpmu_ia_ext_init() - check what @attr asks beyond a counter.
 * @m: the model.
 * @attr: the event's attributes (config already checked by
 *	xpmu_ia_req_init()).
 * @ext: filled in.
 * @why: on failure, the rule that refused it (a static string).
 *
 * Context: any.
 * Return: 0; -EINVAL for a value the documents do not allow;
 * -EOPNOTSUPP for a branch filter the trace buffer cannot express.
 */
int xpmu_ia_ext_init(const struct xpmu_ia_model *m, const struct perf_event_attr *attr,
		     struct xpmu_ia_ext *ext, const char **why)
{
	memset(ext, 0, sizeof(*ext));
	xpmu_ia_qregs_default(&ext->q);
	if (m->ext_init)
		return m->ext_init(m, attr, ext, why);
	if (attr->config1 || attr->config2) {
		*why = "config1/config2 are not used on this model";
		return -EINVAL;
	}
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_ext_init);

/* 3.3.9.2/3.3.9.3: "PMC39 must be 0 in this mode". */
static bool dear_needs_quiet_etb(const struct xpmu_ia_ext *e)
{
	return (e->res & BIT(XPMU_IA_RES_DEAR)) &&
	       FIELD_GET(XPMU_IA_PMC40_MODE, e->pmc40) != XPMU_IA_DEAR_CACHE;
}

static bool etb_on(const struct xpmu_ia_ext *e)
{
	return (e->res & BIT(XPMU_IA_RES_ETB)) && e->pmc39;
}

/**
 * xpmu_ia_ext_conflict() - whether two events cannot share a cpu.
 * @a: one event's needs.
 * @b: the other's (may be @a: the event's own consistency).
 *
 * Also when one has the data EAR in TLB/ALAT mode and the other traces
 * branches (3.3.9.2, 3.3.9.3).
 *
 * Context: any.
 * Return: true if they conflict.
 */
bool xpmu_ia_ext_conflict(const struct xpmu_ia_ext *a, const struct xpmu_ia_ext *b)
{
	unsigned int r, both = a->res & b->res;

	if ((dear_needs_quiet_etb(a) && etb_on(b)) ||
	    (dear_needs_quiet_etb(b) && etb_on(a)))
		return true;
	for (r = 0; r < XPMU_IA_NR_RES; r++)
		if ((both & BIT(r)) && memcmp(a->key[r], b->key[r], sizeof(a->key[r])))
			return true;
	return false;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_ext_conflict);
