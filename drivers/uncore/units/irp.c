// SPDX-License-Identifier: GPL-2.0-only
/* IRP: IIO ring port, EMR uncore guide section 2.5. */

#include "units.h"

XPMU_UNC_UNIT_EXT(irp, XPMU_UNC_TYPE_IRP);
