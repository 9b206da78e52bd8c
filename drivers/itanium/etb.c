// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Montecito execution trace buffer (3.3.10) as a perf branch stack:
 * branch_sample_type to PMC39/PMC42, and PMD48-63 back to records.
 */

#include <linux/export.h>
#include <linux/string.h>

#include <kunit/visibility.h>

#include "backend.h"

/* Flags that change only what a record carries, not what is captured. */
#define ETB_FLAGS	(PERF_SAMPLE_BRANCH_NO_FLAGS | PERF_SAMPLE_BRANCH_NO_CYCLES | \
			 PERF_SAMPLE_BRANCH_TYPE_SAVE | PERF_SAMPLE_BRANCH_HW_INDEX | \
			 PERF_SAMPLE_BRANCH_PRIV_SAVE | PERF_SAMPLE_BRANCH_NO_TX)

/**
 * xpmu_ia_etb_config() - the trace buffer configuration for a branch stack.
 * @branch_sample_type: attr.branch_sample_type, privilege bits included.
 * @config: attr.config: XPMU_IA_CFG_IPEAR selects the IP-EAR (3.3.10.2).
 * @pmc39: out: the trace buffer configuration (0 in IP-EAR mode).
 * @pmc42: out: 0, or the IP-EAR configuration.
 * @why: on failure, the reason (a static string).
 *
 * Table 3-26 selects taken branches (a perf record has a target) and one
 * brt class: all, IP-relative, returns, or non-return indirect.  Calls,
 * conditional branches, call stacks and transactions cannot be selected.
 * hv has no level on Itanium: ignored unless it is all that is asked.
 *
 * Context: any.
 * Return: 0, or -EOPNOTSUPP with @why set.
 */
int xpmu_ia_etb_config(u64 branch_sample_type, u64 config, u64 *pmc39,
		       u64 *pmc42, const char **why)
{
	u64 type = branch_sample_type & ~(PERF_SAMPLE_BRANCH_PLM_ALL | ETB_FLAGS);
	u64 plm = 0;
	unsigned int brt;

	if (branch_sample_type & PERF_SAMPLE_BRANCH_USER)
		plm |= XPMU_IA_PLM_USER;
	if (branch_sample_type & PERF_SAMPLE_BRANCH_KERNEL)
		plm |= XPMU_IA_PLM_KERNEL;
	if (!plm) {
		*why = "branch filter hv only: Itanium has no such level (use u, k)";
		return -EOPNOTSUPP;
	}
	if (type == PERF_SAMPLE_BRANCH_ANY) {
		brt = XPMU_IA_BRT_ALL;
	} else if (type == PERF_SAMPLE_BRANCH_ANY_RETURN) {
		brt = XPMU_IA_BRT_RET;
	} else if (type == (PERF_SAMPLE_BRANCH_IND_CALL | PERF_SAMPLE_BRANCH_IND_JUMP)) {
		brt = XPMU_IA_BRT_IND;
	} else {
		*why = "ETB filters: any, any_ret, or ind_call,ind_jmp (Table 3-26 brt)";
		return -EOPNOTSUPP;
	}
	*pmc39 = 0;
	*pmc42 = 0;
	if (config & XPMU_IA_CFG_IPEAR) {
		if (brt != XPMU_IA_BRT_ALL) {
			*why = "ipear captures retired IPs: no type filters (3.3.10.2)";
			return -EOPNOTSUPP;
		}
		*pmc42 = FIELD_PREP(XPMU_IA_PMC42_PLM, plm) | XPMU_IA_PMC42_PM |
			 FIELD_PREP(XPMU_IA_PMC42_MODE, XPMU_IA_IPEAR_MODE) |
			 FIELD_PREP(XPMU_IA_PMC42_DELAY,
				    FIELD_GET(XPMU_IA_CFG_IPEAR_DELAY, config));
		return 0;
	}
	if (config & XPMU_IA_CFG_IPEAR_DELAY) {
		*why = "ipear_delay needs ipear=1";
		return -EOPNOTSUPP;
	}
	*pmc39 = FIELD_PREP(XPMU_IA_PMC39_PLM, plm) | XPMU_IA_PMC39_PM |
		 FIELD_PREP(XPMU_IA_PMC39_TM, 2) | FIELD_PREP(XPMU_IA_PMC39_PTM, 3) |
		 FIELD_PREP(XPMU_IA_PMC39_PPM, 3) | FIELD_PREP(XPMU_IA_PMC39_BRT, brt);
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_etb_config);

/* Table 3-28: the registers written, oldest first, as PMD48-63 indexes. */
static unsigned int etb_order(u64 pmd38, unsigned int *first)
{
	unsigned int ebi = FIELD_GET(XPMU_IA_PMD38_EBI, pmd38);

	if (pmd38 & XPMU_IA_PMD38_FULL) {
		*first = ebi;
		return XPMU_IA_NR_ETB;
	}
	*first = 0;
	return ebi;
}

/**
 * xpmu_ia_etb_newest() - the last-written trace register (perf's hw_idx).
 * @pmd38: index register: ebi is the next register to be written.
 *
 * 3.3.10.1.2: last-written-PMD-index = 48 + ((16 * full + ebi - 1) % 16).
 *
 * Context: any.
 * Return: 0-15 (PMD48-63), or -1ULL when the buffer holds nothing.
 */
u64 xpmu_ia_etb_newest(u64 pmd38)
{
	unsigned int ebi = FIELD_GET(XPMU_IA_PMD38_EBI, pmd38);

	if (!ebi && !(pmd38 & XPMU_IA_PMD38_FULL))
		return -1ULL;
	return (ebi + XPMU_IA_NR_ETB - 1) % XPMU_IA_NR_ETB;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_etb_newest);

static unsigned int ext_bits(u64 pmd39, unsigned int i)
{
	return (pmd39 >> XPMU_IA_PMD39_SHIFT(i)) & 0xf;
}

/**
 * xpmu_ia_etb_decode() - branch records from the trace buffer.
 * @pmd38: index register: ebi and the sticky full bit.
 * @pmd39: extension register (b1: the source is the dispersal window's
 *	second bundle, Table 3-29).
 * @etb: PMD48-63.
 * @out: records, newest first.
 * @max: room in @out.
 *
 * Table 3-27.  A source followed directly by another source branched to
 * that source's bundle (3.3.10).  from is bundle + slot, as ia64 Linux
 * writes an IP; sources without a target are left out.
 *
 * Context: any.
 * Return: records written.
 */
unsigned int xpmu_ia_etb_decode(u64 pmd38, u64 pmd39, const u64 *etb,
				struct perf_branch_entry *out, unsigned int max)
{
	struct perf_branch_entry tmp[XPMU_IA_NR_ETB];
	unsigned int first, n = etb_order(pmd38, &first), i, nr = 0;

	for (i = 0; i < n; i++) {
		unsigned int r = (first + i) % XPMU_IA_NR_ETB;
		unsigned int slot = FIELD_GET(XPMU_IA_ETB_SLOT, etb[r]);
		u64 e = etb[r], next, from;

		if (!(e & XPMU_IA_ETB_S) || slot == XPMU_IA_ETB_NOT_TAKEN || i + 1 == n)
			continue;
		next = etb[(r + 1) % XPMU_IA_NR_ETB];
		if (!(next & (XPMU_IA_ETB_S | XPMU_IA_ETB_MP)))
			continue;	/* invalid register: no target */
		from = (e & XPMU_IA_ETB_ADDR) +
		       ((ext_bits(pmd39, r) & XPMU_IA_PMD39_B1) ? 16 : 0);
		memset(&tmp[nr], 0, sizeof(tmp[nr]));
		tmp[nr].from = from | slot;
		tmp[nr].to = next & XPMU_IA_ETB_ADDR;
		if (next & XPMU_IA_ETB_S)
			tmp[nr].to += (ext_bits(pmd39, (r + 1) % XPMU_IA_NR_ETB) &
				       XPMU_IA_PMD39_B1) ? 16 : 0;
		tmp[nr].mispred = !!(e & XPMU_IA_ETB_MP);
		tmp[nr].predicted = !tmp[nr].mispred;
		nr++;
	}
	for (i = 0; i < nr && i < max; i++)
		out[i] = tmp[nr - 1 - i];
	return min(nr, max);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_etb_decode);

/**
 * xpmu_ia_ipear_decode() - IP-EAR entries as branch records, from = to = IP.
 * @pmd38: index register (Table 3-32).
 * @pmd39: extension register (Table 3-33).
 * @etb: PMD48-63 (Table 3-31).
 * @out: records, newest first.
 * @max: room in @out.
 *
 * Left out, as perf cannot mark them: an early freeze's entry (ef = 1,
 * IP known to the page) and the youngest entry, whose IP "could be
 * incorrect" (3.3.10.2.1).
 *
 * Context: any.
 * Return: records written.
 */
unsigned int xpmu_ia_ipear_decode(u64 pmd38, u64 pmd39, const u64 *etb,
				  struct perf_branch_entry *out, unsigned int max)
{
	unsigned int first, n = etb_order(pmd38, &first), i, nr = 0;

	for (i = n; i-- > 0 && nr < max;) {
		unsigned int r = (first + i) % XPMU_IA_NR_ETB;
		unsigned int x = ext_bits(pmd39, r);
		u64 e = etb[r], ip;

		if ((x & XPMU_IA_PMD39_EF) || i == n - 1)
			continue;
		ip = FIELD_GET(XPMU_IA_IPEAR_IP, e) << 12 |
		     FIELD_GET(XPMU_IA_IPEAR_LOW, e) << 4;
		memset(&out[nr], 0, sizeof(out[nr]));
		out[nr].from = ip;
		out[nr].to = ip;
		out[nr].cycles = FIELD_GET(XPMU_IA_IPEAR_CYCL, e) |
				 (FIELD_GET(XPMU_IA_PMD39_CYCL_HI, x) << 4);
		nr++;
	}
	return nr;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_ipear_decode);
