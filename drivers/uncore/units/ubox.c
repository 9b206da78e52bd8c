// SPDX-License-Identifier: GPL-2.0-only
/*
 * Ubox: the PMU uncore_ubox, which carries the UCLK fixed counter of each
 * die's global block (EMR uncore guide Table 1-8), event=0xff as on the
 * kernel's earlier Xeon Ubox PMUs.  The guide documents no Ubox
 * counter/control pairs (Table 1-9 has no Ubox rows and discovery
 * describes none), so this PMU has no generic counter: any other event is
 * refused at event_init.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_format ubox_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
};

/* The unit "control" is the fixed control itself: offsets from it. */
static const struct xpmu_unc_fixed_ctr ubox_uclk = {
	.config = XPMU_UNC_FIXED_EVENT,
	.ctl = 0,
	.ctr = XPMU_UNC_UCLK_FIXED_CTR - XPMU_UNC_UCLK_FIXED_CTL,
	.enable = XPMU_UNC_UCLK_FIXED_CTL_EN,
};

/*
 * The UCLK counter is in the global block (Table 1-8), not in a discovery
 * unit: its unit is the same on every die, and its MSRs are reached on a
 * cpu of the die.  A type no table uses names it.
 */
static const struct xpmu_unc_disc_unit ubox_uclk_unit = {
	.box_ctl = XPMU_UNC_UCLK_FIXED_CTL,
	.access = XPMU_UNC_ACCESS_MSR,
	.type = XPMU_UNC_TYPE_UBOX_UCLK,
	.width = XPMU_UNC_CTR_DEFAULT_WIDTH,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_ubox = {
	.name = "ubox",
	.type = XPMU_UNC_TYPE_UBOX_UCLK,
	.kind = XPMU_UNC_UNIT_GLOBAL,
	.formats = ubox_formats,
	.nr_formats = ARRAY_SIZE(ubox_formats),
	.fixed = &ubox_uclk,
	.nr_fixed = 1,
	.global_unit = &ubox_uclk_unit,
};
