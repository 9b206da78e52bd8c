// SPDX-License-Identifier: GPL-2.0-only
/* M2M: mesh to memory, EMR uncore guide section 2.7. */

#include "units.h"

XPMU_UNIT_EXT(m2m, XPMU_TYPE_M2M);
