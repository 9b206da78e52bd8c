// SPDX-License-Identifier: GPL-2.0-only
/* CXL CM: CXL cache/mem, EMR uncore guide section 2.12. */

#include "units.h"

XPMU_UNC_UNIT_EXT(cxlcm, XPMU_UNC_TYPE_CXLCM);
