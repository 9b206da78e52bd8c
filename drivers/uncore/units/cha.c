// SPDX-License-Identifier: GPL-2.0-only
/*
 * CHA: Caching/Home Agent, EMR uncore guide section 2.2.  64-bit counter
 * controls with the extended umask in bits 63:32 (Tables 2-72 to 2-74:
 * the TOR and LLC_LOOKUP filters, and the IDI opcode match of 3.1.1 in
 * bits 53:41), and TID filtering: a counter whose control has tid_en
 * (bit 16) counts only the core/thread in Cn_MSR_PMON_BOX_FILTER0.tid
 * (2.2.2.2, Table 2-75), one value per CHA.
 *
 * Table 2-75's OCR reads "rsv 31:9" over "tid 9:0"; the tid is 10 bits
 * (7 core-ID and 3 thread bits, its own description), as the kernel's
 * filter_tid "config1:0-9" has it, so the reserved bits are 31:10.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

#define CHA_CTL_UMASK_EXT	GENMASK_ULL(63, 32)

static const struct xpmu_format cha_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0,
	  .mask = XPMU_UNC_CTL_UMASK | CHA_CTL_UMASK_EXT },
	{ .name = "tid_en", .config = 0, .mask = XPMU_UNC_CHA_CTL_TID_EN },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_UNC_CTL_THRESH },
	{ .name = "filter_tid", .config = 1, .mask = XPMU_UNC_CHA_FILTER_TID },
};

static const struct xpmu_unc_filter_reg cha_filter = {
	.offset = XPMU_UNC_CHA_FILTER0,
	.config = 1,
	.mask = XPMU_UNC_CHA_FILTER_TID,
	.enable = XPMU_UNC_CHA_CTL_TID_EN,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_cha = {
	.name = "cha",
	.type = XPMU_UNC_TYPE_CHA,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = cha_formats,
	.nr_formats = ARRAY_SIZE(cha_formats),
	.catalog = &xpmu_unc_catalog_cha,
	.filter = &cha_filter,
};
