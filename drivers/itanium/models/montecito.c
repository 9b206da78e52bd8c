// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Montecito (dual-core Itanium 2) performance monitor: 12 generic
 * counters PMC/PMD4-15 per thread, 47 bits wide (3.3.2, Table 3-7),
 * PMD4-9 duplicated and PMD10-15 banked, PMC0 overflow bits 15:4 (Table
 * 3-8); events and their restrictions from montecito_events_gen.c (generated
 * from chapter 4).
 */

#include <linux/export.h>

#include <kunit/visibility.h>

#include "../backend.h"

/* Table 3-6's fields; 3.3.5-3.3.10's registers (Documentation/itanium.rst). */
static const struct xpmu_format mont_formats[] = {
	{ .name = "event", .mask = XPMU_IA_PMC_ES },
	{ .name = "umask", .mask = XPMU_IA_PMC_UMASK },
	{ .name = "threshold", .mask = XPMU_IA_PMC_THRESHOLD },
	{ .name = "all", .mask = XPMU_IA_PMC_ALL },
	{ .name = "mesi", .mask = XPMU_IA_PMC_MESI },
	{ .name = "irange", .config = 1, .mask = ~0ULL },
	{ .name = "drange", .config = 2, .mask = ~0ULL },
	{ .name = "fine", .mask = XPMU_IA_CFG_FINE },
	{ .name = "inv", .mask = XPMU_IA_CFG_INV },
	{ .name = "opc_mifb", .mask = XPMU_IA_CFG_OPC_MIFB },
	{ .name = "opc_major", .mask = XPMU_IA_CFG_OPC_MAJOR },
	{ .name = "opc_major_en", .mask = XPMU_IA_CFG_OPC_MAJOR_EN },
	{ .name = "dear_mode", .mask = XPMU_IA_CFG_DEAR_MODE },
	{ .name = "iear_tlb", .mask = XPMU_IA_CFG_IEAR_TLB },
	{ .name = "iear_umask", .mask = XPMU_IA_CFG_IEAR_UMASK },
	{ .name = "ipear", .mask = XPMU_IA_CFG_IPEAR },
	{ .name = "ipear_delay", .mask = XPMU_IA_CFG_IPEAR_DELAY },
};

const struct xpmu_ia_model xpmu_ia_montecito = {
	.name = "montecito",
	.counters = GENMASK(15, 4),
	.duplicated = GENMASK(9, 4),
	.width = 47,
	.pmc0_ovf = XPMU_IA_PMC0_OVF_MONTECITO,
	.formats = mont_formats,
	.nr_formats = ARRAY_SIZE(mont_formats),
	.codes = xpmu_ia_mont_codes,
	.events = &xpmu_ia_mont_events,
	.l1d_pmc5 = true,
	.l2d_pairs = true,
	.smt_errata = true,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_montecito);
