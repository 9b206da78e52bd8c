// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Montecito (dual-core Itanium 2): PMC/PMD4-15 per thread, 47 bits
 * (3.3.2, Table 3-7), PMD4-9 duplicated, PMD10-15 banked (Table 3-8);
 * events from montecito_events_gen.c (chapter 4).
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

/**
 * mont_write_qregs() - struct xpmu_ia_model.write_qregs (3.3.5-3.3.7).
 * @hw: the machine.
 * @q: the values; @q->pmc13 is not the Montecito's.
 *
 * Context: on the cpu, monitor frozen.
 */
static void mont_write_qregs(const struct xpmu_ia_hw *hw,
			     const struct xpmu_ia_qregs *q)
{
	const struct xpmu_ia_hw_ops *ops = hw->ops;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(q->opc); i++)
		ops->write_pmc(hw->ctx, XPMU_IA_PMC_OPC0 + i, q->opc[i]);
	ops->write_pmc(hw->ctx, XPMU_IA_PMC_IBRP, q->pmc38);
	ops->write_pmc(hw->ctx, XPMU_IA_PMC_DBRP, q->pmc41);
	for (i = 0; ops->write_dbr && i < XPMU_IA_NR_DBR; i++)
		ops->write_dbr(hw->ctx, i, q->dbr[i]);
	for (i = 0; ops->write_ibr && i < XPMU_IA_NR_IBR; i++)
		ops->write_ibr(hw->ctx, i, q->ibr[i]);
}

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
	.ext_init = xpmu_ia_mont_ext_init,
	.write_qregs = mont_write_qregs,
	.res = GENMASK(XPMU_IA_NR_RES - 1, 0),
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_montecito);
