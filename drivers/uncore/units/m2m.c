// SPDX-License-Identifier: GPL-2.0-only
/*
 * M2M: mesh to memory, EMR uncore guide section 2.7.  64-bit controls with
 * the extended umask, and the opcode match/mask filter of 2.7.2.1
 * (M2Mn_PCI_PMON_OPCODE_MM, Table 2-232) in config1, one value per M2M:
 * incoming opcode and message class, outgoing (SMI3) opcode, each with its
 * mask.  The address match/mask pair (Tables 2-233/2-234: two 46-bit
 * values) does not fit beside it in perf_event_attr and is not offered.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_format m2m_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0,
	  .mask = XPMU_UNC_CTL_UMASK | XPMU_UNC_CTL_UMASK_EXT24 },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_UNC_CTL_THRESH },
	{ .name = "filter_opc", .config = 1, .mask = GENMASK_ULL(3, 0) },
	{ .name = "filter_opc_mask", .config = 1, .mask = GENMASK_ULL(7, 4) },
	{ .name = "filter_mc", .config = 1, .mask = GENMASK_ULL(11, 8) },
	{ .name = "filter_mc_mask", .config = 1, .mask = GENMASK_ULL(15, 12) },
	{ .name = "filter_mcopc", .config = 1, .mask = GENMASK_ULL(21, 16) },
	{ .name = "filter_mcopc_mask", .config = 1, .mask = GENMASK_ULL(27, 22) },
};

static const struct xpmu_unc_filter_reg m2m_filter = {
	.offset = XPMU_UNC_M2M_OPCODE_MM,
	.config = 1,
	.mask = XPMU_UNC_M2M_OPCODE_MM_FIELDS,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_m2m = {
	.name = "m2m",
	.type = XPMU_UNC_TYPE_M2M,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = m2m_formats,
	.nr_formats = ARRAY_SIZE(m2m_formats),
	.catalog = &xpmu_unc_catalog_m2m,
	.filter = &m2m_filter,
};
