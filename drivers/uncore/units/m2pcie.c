// SPDX-License-Identifier: GPL-2.0-only
/* M2PCIe: mesh to PCIe/IIO, EMR uncore guide section 2.8. */

#include "units.h"

XPMU_UNC_UNIT_EXT(m2pcie, XPMU_UNC_TYPE_M2PCIE);
