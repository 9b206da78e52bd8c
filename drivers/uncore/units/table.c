// SPDX-License-Identifier: GPL-2.0-only
/* Every unit type the driver describes, looked up by discovery type. */

#include <linux/export.h>

#include <kunit/visibility.h>

#include "units.h"

const struct xpmu_unit_desc * const xpmu_units[] = {
	&xpmu_unit_cha, &xpmu_unit_iio, &xpmu_unit_irp, &xpmu_unit_m2pcie,
	&xpmu_unit_pcu, &xpmu_unit_imc, &xpmu_unit_m2m, &xpmu_unit_upi,
	&xpmu_unit_m3upi, &xpmu_unit_mdf, &xpmu_unit_cxlcm, &xpmu_unit_cxldp,
	&xpmu_unit_ubox, &xpmu_unit_iio_freerun, &xpmu_unit_imc_freerun,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_units);

const unsigned int xpmu_nr_units = ARRAY_SIZE(xpmu_units);
EXPORT_SYMBOL_IF_KUNIT(xpmu_nr_units);
