// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Montecito (dual-core Itanium 2) performance monitor: 12 generic
 * counters PMC/PMD4-15 per thread, 47 bits wide (3.3.2, Table 3-7),
 * PMD4-9 duplicated and PMD10-15 banked, PMC0 overflow bits 15:4 (Table
 * 3-8); events and their restrictions from montecito_events.c (generated
 * from chapter 4).
 */

#include <linux/export.h>

#include <kunit/visibility.h>

#include "itanium.h"

/* Table 3-6's fields; 3.3.5-3.3.10's registers (Documentation/itanium.rst). */
static const struct xpmu_ia_format mont_formats[] = {
	{ "event", 0, false, XPMU_IA_PMC_ES },
	{ "umask", 0, false, XPMU_IA_PMC_UMASK },
	{ "threshold", 0, false, XPMU_IA_PMC_THRESHOLD },
	{ "all", 0, false, XPMU_IA_PMC_ALL },
	{ "mesi", 0, false, XPMU_IA_PMC_MESI },
	{ "irange", 1, true, ~0ULL },
	{ "drange", 2, true, ~0ULL },
	{ "fine", 0, true, XPMU_IA_CFG_FINE },
	{ "inv", 0, true, XPMU_IA_CFG_INV },
	{ "opc_mifb", 0, true, XPMU_IA_CFG_OPC_MIFB },
	{ "opc_major", 0, true, XPMU_IA_CFG_OPC_MAJOR },
	{ "opc_major_en", 0, true, XPMU_IA_CFG_OPC_MAJOR_EN },
	{ "dear_mode", 0, true, XPMU_IA_CFG_DEAR_MODE },
	{ "iear_tlb", 0, true, XPMU_IA_CFG_IEAR_TLB },
	{ "iear_umask", 0, true, XPMU_IA_CFG_IEAR_UMASK },
	{ "ipear", 0, true, XPMU_IA_CFG_IPEAR },
	{ "ipear_delay", 0, true, XPMU_IA_CFG_IPEAR_DELAY },
};

const struct xpmu_ia_model xpmu_ia_montecito = {
	.name = "montecito",
	.counters = GENMASK(15, 4),
	.duplicated = GENMASK(9, 4),
	.width = 47,
	.pmc0_ovf = XPMU_IA_PMC0_OVF_MONTECITO,
	.formats = mont_formats,
	.nr_formats = ARRAY_SIZE(mont_formats),
	.codes = xpmu_mont_codes,
	.aliases = xpmu_mont_aliases,
	.l1d_pmc5 = true,
	.l2d_pairs = true,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_montecito);
