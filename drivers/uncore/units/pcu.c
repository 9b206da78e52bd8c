// SPDX-License-Identifier: GPL-2.0-only
/*
 * PCU: power control unit, EMR uncore guide section 2.10.  The baseline
 * control, and PCU_MSR_PMON_BOX_FILTER (2.10.2, Table 2-419): four 8-bit
 * voltage/frequency bands for the band events, one value for the box.
 * The kernel's SNB-EP PCU names them filter_band0-3 in config1; EMR's
 * event list (2.10.4) has no band event, so any event that sets a band
 * programs the filter.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_format pcu_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0, .mask = XPMU_UNC_CTL_UMASK },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_UNC_CTL_THRESH },
	{ .name = "filter_band0", .config = 1, .mask = GENMASK_ULL(7, 0) },
	{ .name = "filter_band1", .config = 1, .mask = GENMASK_ULL(15, 8) },
	{ .name = "filter_band2", .config = 1, .mask = GENMASK_ULL(23, 16) },
	{ .name = "filter_band3", .config = 1, .mask = GENMASK_ULL(31, 24) },
};

static const struct xpmu_unc_filter_reg pcu_filter = {
	.offset = XPMU_UNC_PCU_FILTER,
	.config = 1,
	.mask = XPMU_UNC_PCU_FILTER_BANDS,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_pcu = {
	.name = "pcu",
	.type = XPMU_UNC_TYPE_PCU,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = pcu_formats,
	.nr_formats = ARRAY_SIZE(pcu_formats),
	.catalog = &xpmu_unc_catalog_pcu,
	.filter = &pcu_filter,
};
