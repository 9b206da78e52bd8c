// SPDX-License-Identifier: GPL-2.0-only
/* M2M: mesh to memory, EMR uncore guide section 2.7. */

#include "units.h"

XPMU_UNIT_EXT(xpmu_unit_m2m, "m2m", XPMU_TYPE_M2M);
