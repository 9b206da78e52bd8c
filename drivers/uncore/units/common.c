// SPDX-License-Identifier: GPL-2.0-only
/*
 * Format tables shared by several unit types, with the names and bit
 * ranges of the kernel's intel_uncore for SPR/EMR so that perf's event
 * tables work unchanged.  Control fields: EMR uncore guide Table 1-5.
 */

#include <linux/export.h>

#include <kunit/visibility.h>

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

/* The baseline control of Table 1-5 (the kernel's generic discovery PMU). */
const struct xpmu_format xpmu_unc_formats_baseline[XPMU_UNC_FORMATS_BASELINE] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0, .mask = XPMU_UNC_CTL_UMASK },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_UNC_CTL_THRESH },
};

/*
 * Units with 64-bit controls whose umask extends into bits 55:32
 * (the kernel's SPR_UNCORE_COMMON_FORMAT, umask "config:8-15,32-55").
 */
const struct xpmu_format xpmu_unc_formats_umask_ext[XPMU_UNC_FORMATS_UMASK_EXT] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0,
	  .mask = XPMU_UNC_CTL_UMASK | XPMU_UNC_CTL_UMASK_EXT24 },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = XPMU_UNC_CTL_THRESH },
};

/* Free-running PMUs: an event=0xff and a umask name each counter. */
const struct xpmu_format xpmu_unc_formats_freerun[XPMU_UNC_FORMATS_FREERUN] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0, .mask = XPMU_UNC_CTL_UMASK },
};

/*
 * Types the driver has no description of: named uncore_type_<T>_<id>, or
 * uncore_type_<T> when the machine has one unit of the type, as the
 * kernel's uncore_get_alias_name() names them.
 */
const struct xpmu_unc_unit_desc xpmu_unc_unit_generic = {
	.name = NULL,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = xpmu_unc_formats_baseline,
	.nr_formats = XPMU_UNC_FORMATS_BASELINE,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_unit_generic);
