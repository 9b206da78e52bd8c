// SPDX-License-Identifier: GPL-2.0-only
/*
 * iMC: memory controller channels, EMR uncore guide section 2.3.  MMIO,
 * with 32-bit counter controls 4 bytes apart (Table 1-12).
 */

#include "units.h"

const struct xpmu_unit_desc xpmu_unit_imc = {
	.name = "imc",
	.type = XPMU_TYPE_IMC,
	.formats = xpmu_formats_umask_ext,
	.nr_formats = XPMU_FORMATS_UMASK_EXT,
	.mmio_ctl_stride = 4,
	.catalog = &xpmu_catalog_imc,
};
