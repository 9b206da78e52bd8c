// SPDX-License-Identifier: GPL-2.0-only
/*
 * IIO: the integrated I/O stacks, EMR uncore guide section 2.4.  The
 * control's threshold is 12 bits wide and bits 50:36 select PCIe ports and
 * flow classes (ch_mask/fc_mask).
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_format iio_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0, .mask = XPMU_UNC_CTL_UMASK },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = GENMASK_ULL(35, 24) },
	{ .name = "ch_mask", .config = 0, .mask = GENMASK_ULL(47, 36) },
	{ .name = "fc_mask", .config = 0, .mask = GENMASK_ULL(50, 48) },
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_iio = {
	.name = "iio",
	.type = XPMU_UNC_TYPE_IIO,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = iio_formats,
	.nr_formats = ARRAY_SIZE(iio_formats),
	.catalog = &xpmu_unc_catalog_iio,
};
