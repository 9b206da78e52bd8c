// SPDX-License-Identifier: GPL-2.0-only
/*
 * Sapphire Rapids (family 6 model 0x8F) and Emerald Rapids (0xCF) share
 * one uncore design: Linux binds both with the same code and tables
 * (spr_uncore_init for both in uncore.c's intel_uncore_match), EDAC reads
 * both iMCs alike (spr_cfg in i10nm_base.c), and Intel PCM programs both
 * through one path.  Intel's SPR event files are its EMR ones field for
 * field, but for 22 CHA events of a CXL target that only the EMR files list
 * and the catalog offers on neither (scripts/catalog/perfmon_models.py).
 * So both models carry one unit list, with one catalog, and both quirks
 * (the kernel applies them on SPR and EMR alike).
 */

#include <linux/export.h>

#include <kunit/visibility.h>

#include "units.h"

/* Every type of units.def: the SPR/EMR uncore has them all. */
static const struct xpmu_unc_unit_desc * const spr_emr_units[] = {
#define XPMU_UNIT(stem, ...)	(&xpmu_unc_unit_##stem),
#include <xpmu/uncore/units.def>
};

const struct xpmu_unc_cpu_model xpmu_unc_model_emr = {
	.name = "Emerald Rapids",
	.units = spr_emr_units,
	.nr_units = ARRAY_SIZE(spr_emr_units),
	.quirks = XPMU_UNC_QUIRK_UPI_LINKS | XPMU_UNC_QUIRK_CHA_COUNT,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_model_emr);

const struct xpmu_unc_cpu_model xpmu_unc_model_spr = {
	.name = "Sapphire Rapids",
	.units = spr_emr_units,
	.nr_units = ARRAY_SIZE(spr_emr_units),
	.quirks = XPMU_UNC_QUIRK_UPI_LINKS | XPMU_UNC_QUIRK_CHA_COUNT,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_model_spr);
