// SPDX-License-Identifier: GPL-2.0-only
/* M3UPI: mesh to UPI, EMR uncore guide section 2.9. */

#include "units.h"

XPMU_UNC_UNIT_EXT(m3upi, XPMU_UNC_TYPE_M3UPI);
