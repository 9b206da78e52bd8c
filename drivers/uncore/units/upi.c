// SPDX-License-Identifier: GPL-2.0-only
/* UPI LL: Ultra Path Interconnect link layer, EMR uncore guide section 2.6. */

#include "units.h"

XPMU_UNIT_EXT(upi, XPMU_TYPE_UPI);
