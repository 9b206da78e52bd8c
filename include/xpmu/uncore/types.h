/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Discovery Unit Types (Table 1-14's Unit Type field, 15:0) of EMR, and the
 * ids the driver gives the unit types no table lists, from units.def.  The
 * guide names the field, not its values: these are the kernel's SPR/EMR
 * numbering.
 */
#ifndef _XPMU_UNCORE_TYPES_H
#define _XPMU_UNCORE_TYPES_H

enum xpmu_unc_type {
#define XPMU_UNIT(stem, NAME, id)	XPMU_UNC_TYPE_##NAME = (id),
#include <xpmu/uncore/units.def>
};

#endif /* _XPMU_UNCORE_TYPES_H */
