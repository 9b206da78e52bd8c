// SPDX-License-Identifier: GPL-2.0-only
/* CXL DP: CXL data path, EMR uncore guide section 2.12. */

#include "units.h"

XPMU_UNC_UNIT_EXT(cxldp, XPMU_UNC_TYPE_CXLDP);
