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
/* 3.3.5-3.3.10: the registers beyond the counters (Documentation/itanium.rst). */
XPMU_IA_FORMAT_IN(mont_irange, irange, "config1", ~0ULL);
XPMU_IA_FORMAT_IN(mont_drange, drange, "config2", ~0ULL);
XPMU_IA_FORMAT(mont_fine, fine, XPMU_IA_CFG_FINE);
XPMU_IA_FORMAT(mont_inv, inv, XPMU_IA_CFG_INV);
XPMU_IA_FORMAT(mont_opc_mifb, opc_mifb, XPMU_IA_CFG_OPC_MIFB);
XPMU_IA_FORMAT(mont_opc_major, opc_major, XPMU_IA_CFG_OPC_MAJOR);
XPMU_IA_FORMAT(mont_opc_major_en, opc_major_en, XPMU_IA_CFG_OPC_MAJOR_EN);
XPMU_IA_FORMAT(mont_dear_mode, dear_mode, XPMU_IA_CFG_DEAR_MODE);
XPMU_IA_FORMAT(mont_iear_tlb, iear_tlb, XPMU_IA_CFG_IEAR_TLB);
XPMU_IA_FORMAT(mont_iear_umask, iear_umask, XPMU_IA_CFG_IEAR_UMASK);
XPMU_IA_FORMAT(mont_ipear, ipear, XPMU_IA_CFG_IPEAR);
XPMU_IA_FORMAT(mont_ipear_delay, ipear_delay, XPMU_IA_CFG_IPEAR_DELAY);

static struct attribute *mont_formats[] = {
	&mont_event.attr.attr,
	&mont_umask.attr.attr,
	&mont_threshold.attr.attr,
	&mont_all.attr.attr,
	&mont_mesi.attr.attr,
	&mont_irange.attr.attr,
	&mont_drange.attr.attr,
	&mont_fine.attr.attr,
	&mont_inv.attr.attr,
	&mont_opc_mifb.attr.attr,
	&mont_opc_major.attr.attr,
	&mont_opc_major_en.attr.attr,
	&mont_dear_mode.attr.attr,
	&mont_iear_tlb.attr.attr,
	&mont_iear_umask.attr.attr,
	&mont_ipear.attr.attr,
	&mont_ipear_delay.attr.attr,
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
	.ext_mask = XPMU_IA_CFG_MONT_EXT,
};
EXPORT_SYMBOL_NS_GPL(xpmu_ia_montecito, XPMU);
