// SPDX-License-Identifier: GPL-2.0-only
/* Every unit type the driver describes, looked up by discovery type. */

#include <linux/export.h>

#include <kunit/visibility.h>

#include "units.h"

const struct xpmu_unc_unit_desc * const xpmu_unc_units[] = {
	&xpmu_unc_unit_cha, &xpmu_unc_unit_iio, &xpmu_unc_unit_irp, &xpmu_unc_unit_m2pcie,
	&xpmu_unc_unit_pcu, &xpmu_unc_unit_imc, &xpmu_unc_unit_m2m, &xpmu_unc_unit_upi,
	&xpmu_unc_unit_m3upi, &xpmu_unc_unit_mdf, &xpmu_unc_unit_cxlcm, &xpmu_unc_unit_cxldp,
	&xpmu_unc_unit_ubox, &xpmu_unc_unit_iio_freerun, &xpmu_unc_unit_imc_freerun,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_units);

const unsigned int xpmu_unc_nr_units = ARRAY_SIZE(xpmu_unc_units);
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_nr_units);
