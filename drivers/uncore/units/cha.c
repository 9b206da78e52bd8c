// SPDX-License-Identifier: GPL-2.0-only
/*
 * CHA: Caching/Home Agent, EMR uncore guide section 2.2.  64-bit counter
 * controls with the extended umask in bits 63:32 (umask_ext, section
 * 2.2.x "UmaskExt Filter Details") and TID filter enable in bit 16.
 */

#include <xpmu/pmon_regs.h>

#include "units.h"

#define CHA_CTL_TID_EN		BIT_ULL(16)
#define CHA_CTL_UMASK_EXT	GENMASK_ULL(63, 32)

static const struct xpmu_format cha_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_CTL_EV_SEL },
	{ .name = "umask", .config = 0,
	  .mask = XPMU_CTL_UMASK | CHA_CTL_UMASK_EXT },
	{ .name = "tid_en", .config = 0, .mask = CHA_CTL_TID_EN },
	{ .name = "edge", .config = 0, .mask = XPMU_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_CTL_THRESH },
};

const struct xpmu_unit_desc xpmu_unit_cha = {
	.name = "cha",
	.type = XPMU_TYPE_CHA,
	.formats = cha_formats,
	.nr_formats = ARRAY_SIZE(cha_formats),
	.catalog = &xpmu_catalog_cha,
};
