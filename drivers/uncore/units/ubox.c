// SPDX-License-Identifier: GPL-2.0-only
/*
 * Ubox: the PMU uncore_ubox, one per die: the Ubox's two general counters
 * and the UCLK fixed counter of the global block (EMR uncore guide Table
 * 1-8), event=0xff as on the kernel's Xeon Ubox PMUs.
 *
 * The guide lists no Ubox counter/control pairs (Table 1-9 has no Ubox
 * rows, and discovery describes no Ubox unit), but Intel's EMR event file
 * has Ubox events on counters 0-1 (perfmon EMR V1.24, UNC_U_*, Unit
 * "UBOX"), and Intel PCM programs them on SPR and EMR (pmon_regs.h).  The
 * guide being silent, they are offered at PCM's addresses.  The format is
 * Table 1-5's baseline, as the kernel's uncore_ubox has it (SNR's
 * ivbep_uncore_format_group, GNR's generic_uncore_formats_attr).  Config
 * 0, which Intel PCM opens for the counters it leaves unused, is taken (it
 * counts nothing, 1.6), as the kernel's Ubox takes it.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_unc_fixed_ctr ubox_uclk = {
	.config = XPMU_UNC_FIXED_EVENT,
	.ctl = XPMU_UNC_UCLK_FIXED_CTL - XPMU_UNC_UBOX_UNIT_CTL,
	.ctr = XPMU_UNC_UCLK_FIXED_CTR - XPMU_UNC_UBOX_UNIT_CTL,
	.enable = XPMU_UNC_UCLK_FIXED_CTL_EN,
};

/*
 * Neither the guide nor the discovery table describes the Ubox, so its
 * events' counter restrictions are Intel's EMR event file's "Counter"
 * (perfmon EMR V1.24): UNC_U_RACU_DRNG (0x4C) and UNC_U_M2U_MISC1-3
 * (0x4D-0x4F) count on counter 0 only; EVENT_MSG (0x42), PHOLD_CYCLES
 * (0x45) and RACU_REQUESTS (0x46) on both.  Sorted by event.
 */
static const struct xpmu_unc_restrict ubox_restricts[] = {
	{ .event = 0x4c, .counters = 0x01 },
	{ .event = 0x4d, .counters = 0x01 },
	{ .event = 0x4e, .counters = 0x01 },
	{ .event = 0x4f, .counters = 0x01 },
};

/* The kernel gives its Ubox PMUs no events/ (catalog=0 shows none). */
static struct attribute *ubox_no_events[] = {
	NULL
};

static const struct xpmu_unc_catalog ubox_catalog = {
	.stem = "ubox",
	.base = {
		.name = "events",
		.attrs = ubox_no_events,
	},
	.restricts = ubox_restricts,
	.nr_restricts = ARRAY_SIZE(ubox_restricts),
};

/* In no discovery table; the same on every die (MSRs reached on the die). */
static const struct xpmu_unc_disc_unit ubox_unit = {
	.box_ctl = XPMU_UNC_UBOX_UNIT_CTL,
	.access = XPMU_UNC_ACCESS_MSR,
	.type = XPMU_UNC_TYPE_UBOX_UCLK,
	.num_regs = XPMU_UNC_UBOX_COUNTERS,
	.width = XPMU_UNC_CTR_DEFAULT_WIDTH,
	.ctl_offset = XPMU_UNC_UBOX_CTL0,
	.ctr_offset = XPMU_UNC_UBOX_CTR0,
	.status_offset = XPMU_UNC_UBOX_STATUS,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_ubox = {
	.name = "ubox",
	.type = XPMU_UNC_TYPE_UBOX_UCLK,
	.kind = XPMU_UNC_UNIT_GLOBAL,
	.formats = xpmu_unc_formats_baseline,
	.nr_formats = XPMU_UNC_FORMATS_BASELINE,
	.catalog = &ubox_catalog,
	.fixed = &ubox_uclk,
	.nr_fixed = 1,
	.global_unit = &ubox_unit,
};
