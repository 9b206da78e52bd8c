// SPDX-License-Identifier: GPL-2.0-only
/* PCU: power control unit, EMR uncore guide section 2.10. */

#include "units.h"

const struct xpmu_unit_desc xpmu_unit_pcu = {
	.name = "pcu",
	.type = XPMU_TYPE_PCU,
	.formats = xpmu_formats_baseline,
	.nr_formats = XPMU_FORMATS_BASELINE,
	.catalog = &xpmu_catalog_pcu,
};
