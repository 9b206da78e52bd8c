// SPDX-License-Identifier: GPL-2.0-only
/*
 * The units.def types of XPMU_UNIT_EXT: each the baseline with the 64-bit
 * controls' extended umask (Table 1-5, umask with 55:32) and its
 * catalog, and no more.  units.def cites each one's section of the EMR
 * uncore guide.
 */

#include "units.h"

#define XPMU_UNIT(...)
#define XPMU_UNIT_CAT(...)
#define XPMU_UNIT_EXT(stem, NAME, ...)					\
	const struct xpmu_unc_unit_desc xpmu_unc_unit_##stem = {		\
		.name = #stem,						\
		.type = XPMU_UNC_TYPE_##NAME,				\
		.kind = XPMU_UNC_UNIT_LISTED,				\
		.formats = xpmu_unc_formats_umask_ext,			\
		.nr_formats = XPMU_UNC_FORMATS_UMASK_EXT,		\
		.catalog = &xpmu_unc_catalog_##stem,			\
	};
#include <xpmu/uncore/units.def>
