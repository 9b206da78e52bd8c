// SPDX-License-Identifier: GPL-2.0-only
/* MDF: multi-die fabric, EMR uncore guide section 2.11. */

#include "units.h"

XPMU_UNC_UNIT_EXT(mdf, XPMU_UNC_TYPE_MDF);
