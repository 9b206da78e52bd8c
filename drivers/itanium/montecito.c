// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Montecito (dual-core Itanium 2) performance monitor: 12 generic
 * counters PMC/PMD4-15 per thread, 47 bits wide (3.3.2, Table 3-7),
 * PMD4-9 duplicated and PMD10-15 banked, PMC0 overflow bits 15:4 (Table
 * 3-8); events and their restrictions from montecito_events.c (generated
 * from chapter 4).
 */

#include "pmu.h"

XPMU_IA_FORMAT(mont_event, event, XPMU_IA_PMC_ES);
XPMU_IA_FORMAT(mont_umask, umask, XPMU_IA_PMC_UMASK);
XPMU_IA_FORMAT(mont_threshold, threshold, XPMU_IA_PMC_THRESHOLD);
XPMU_IA_FORMAT(mont_all, all, XPMU_IA_PMC_ALL);
XPMU_IA_FORMAT(mont_mesi, mesi, XPMU_IA_PMC_MESI);

static struct attribute *mont_formats[] = {
	&mont_event.attr.attr,
	&mont_umask.attr.attr,
	&mont_threshold.attr.attr,
	&mont_all.attr.attr,
	&mont_mesi.attr.attr,
	NULL,
};

const struct xpmu_ia_model xpmu_ia_montecito = {
	.name = "montecito",
	.counters = GENMASK(15, 4),
	.duplicated = GENMASK(9, 4),
	.width = 47,
	.pmc0_ovf = XPMU_IA_PMC0_OVF_MONTECITO,
	.config_mask = XPMU_IA_PMC_ES | XPMU_IA_PMC_UMASK |
		       XPMU_IA_PMC_THRESHOLD | XPMU_IA_PMC_ALL |
		       XPMU_IA_PMC_MESI,
	.codes = xpmu_mont_codes,
	.aliases = xpmu_mont_aliases,
	.format_attrs = mont_formats,
	.l1d_pmc5 = true,
	.l2d_pairs = true,
};
EXPORT_SYMBOL_NS_GPL(xpmu_ia_montecito, XPMU);
