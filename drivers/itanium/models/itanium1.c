// SPDX-License-Identifier: GPL-2.0-only
/*
 * The first Itanium: PMC/PMD4-7 (seed 002 Figure 6-14/Table 6-8), 32 bits
 * (perfmon_itanium.h's ovfl_val).  Rules from libpfm 3.10's
 * itanium_events.h; PMC4-7 from Figure 6-17 and pfmlib_itanium.h:54-65.
 * Select bit 15 is refused, not silently dropped.  config1: an instruction
 * range (6.2.4) where pme_iar allows.  Max increments unused: no document
 * relates them to a threshold.
 */

#include <linux/build_bug.h>
#include <linux/errno.h>
#include <linux/export.h>

#include <kunit/visibility.h>

#include "../backend.h"

/* encode.c reads the select with XPMU_IA_PMC_ES: these must be its low bits. */
static_assert(XPMU_IA_ITA_PMC_ES == (XPMU_IA_PMC_ES & ~XPMU_IA_ITA_PMC_IG2));

static const struct xpmu_format ita_formats[] = {
	{ .name = "event", .mask = XPMU_IA_ITA_PMC_ES },
	{ .name = "umask", .mask = XPMU_IA_PMC_UMASK },
	{ .name = "threshold", .mask = XPMU_IA_PMC_THRESHOLD },
	/* Figure 6-15: PMC13.ta cleared and IBR pair 0 set to this range. */
	{ .name = "irange", .config = 1, .mask = ~0ULL },
};

/* An empty events/ directory: the fragment names no events. */
static struct attribute *ita_event_attrs[] = {
	NULL
};

static const struct attribute_group ita_events = {
	.name = "events",
	.attrs = ita_event_attrs,
};

/**
 * ita_ext_init() - the first Itanium's struct xpmu_ia_model.ext_init
 * (seed 002, 6.2.4).
 * @m: the model.
 * @attr: the event's attributes.
 * @ext: filled in (zeroed, qualification registers at their defaults).
 * @why: on failure, the rule that refused it (a static string).
 *
 * Seed 002 Figure 6-15: PMC13 and the IBRs qualify every event, so every
 * event claims them, with or without a range.  The model has no EARs to
 * sample and no branch trace buffer.
 *
 * Context: any.
 * Return: as xpmu_ia_ext_init().
 */
static int ita_ext_init(const struct xpmu_ia_model *m,
			const struct perf_event_attr *attr,
			struct xpmu_ia_ext *ext, const char **why)
{
	unsigned int es = FIELD_GET(XPMU_IA_PMC_ES, attr->config);
	struct xpmu_ia_range r;

	if (attr->config2) {
		*why = "config2 is not used on this model";
		return -EINVAL;
	}
	if (attr->sample_type & PERF_SAMPLE_BRANCH_STACK) {
		*why = "no branch stack on this model";
		return -EOPNOTSUPP;
	}
	ext->res = BIT(XPMU_IA_RES_QUAL);
	if (!attr->config1)
		return 0;
	/* libpfm's pme_iar; pfmlib_itanium.c check_qualifier_constraints(). */
	if (m->codes && !(m->codes[es].qual & XPMU_IA_Q_IAR)) {
		*why = "no instruction address range on this event (libpfm: iar 0)";
		return -EINVAL;
	}
	if (xpmu_ia_range_decode(attr->config1, XPMU_IA_IRANGE_MIN_ORDER, &r)) {
		*why = "config1: not a 2^n range of >= 1 bundle (base + size/2 - 1)";
		return -EINVAL;
	}
	ext->q.pmc13 = 0;
	ext->q.ibr[0] = r.base;
	ext->q.ibr[1] = r.mask | XPMU_IA_BR_PLM_ALL;
	ext->key[XPMU_IA_RES_QUAL][1] = attr->config1;
	return 0;
}

/**
 * ita_write_qregs() - struct xpmu_ia_model.write_qregs (seed 002, 6.2.4).
 * @hw: the machine.
 * @q: the values; only @q->pmc13 and @q->ibr are the Itanium's.
 *
 * Context: on the cpu, monitor frozen.
 */
static void ita_write_qregs(const struct xpmu_ia_hw *hw,
			    const struct xpmu_ia_qregs *q)
{
	unsigned int i;

	hw->ops->write_pmc(hw->ctx, XPMU_IA_PMC_ITA_TAG, q->pmc13);
	for (i = 0; hw->ops->write_ibr && i < XPMU_IA_NR_IBR; i++)
		hw->ops->write_ibr(hw->ctx, i, q->ibr[i]);
}

/*
 * Seed 002 6.2.5: Tag(PMC8) qualifies most events, so PMC8/9 match
 * everything; PMC11.pt passes every data tag (6.2.6).
 */
static const struct xpmu_ia_reg_val ita_reset_pmcs[] = {
	{ XPMU_IA_PMC_ITA_OPC0, XPMU_IA_ITA_PMC8_MATCH_ALL },
	{ XPMU_IA_PMC_ITA_OPC1, XPMU_IA_ITA_PMC8_MATCH_ALL },
	{ XPMU_IA_PMC_ITA_DEAR, XPMU_IA_ITA_PMC11_PT },
};

const struct xpmu_ia_model xpmu_ia_itanium = {
	.name = "itanium",
	.counters = GENMASK(7, 4),
	.duplicated = GENMASK(7, 4),
	.width = 32,
	.pmc0_ovf = XPMU_IA_PMC0_OVF_ITANIUM,
	.formats = ita_formats,
	.nr_formats = ARRAY_SIZE(ita_formats),
	.codes = xpmu_ia_ita_codes,
	.thr_unchecked = true,
	.events = &ita_events,
	.ext_init = ita_ext_init,
	.write_qregs = ita_write_qregs,
	.reset_pmcs = ita_reset_pmcs,
	.nr_reset_pmcs = ARRAY_SIZE(ita_reset_pmcs),
	/* No EARs or trace buffer of the Montecito's kind (3.3.8-3.3.10). */
	.res = BIT(XPMU_IA_RES_QUAL),
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_itanium);
