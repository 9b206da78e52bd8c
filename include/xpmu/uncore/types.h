/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Discovery Unit Types (Table 1-14's Unit Type field, 15:0) of EMR, and the
 * ids the driver gives the unit types no table lists.  The guide names the
 * field, not its values: these are the kernel's SPR/EMR numbering.
 *
 * The core and its quirks test a unit's type against these; the unit
 * descriptions (drivers/uncore/units/) name theirs with them.
 */
#ifndef _XPMU_UNCORE_TYPES_H
#define _XPMU_UNCORE_TYPES_H

#define XPMU_UNC_TYPE_CHA		0
#define XPMU_UNC_TYPE_IIO		1
#define XPMU_UNC_TYPE_IRP		2
#define XPMU_UNC_TYPE_M2PCIE	3
#define XPMU_UNC_TYPE_PCU		4
#define XPMU_UNC_TYPE_IMC		6
#define XPMU_UNC_TYPE_M2M		7
#define XPMU_UNC_TYPE_UPI		8
#define XPMU_UNC_TYPE_M3UPI		9
#define XPMU_UNC_TYPE_MDF		11
#define XPMU_UNC_TYPE_CXLCM		12
#define XPMU_UNC_TYPE_CXLDP		13
/*
 * The Ubox's UCLK counter is in the global block, not in any discovery
 * unit: the driver gives it a unit of its own, with a type no table uses.
 * The types from XPMU_UNC_TYPE_IMC_FREERUN up are the driver's own.
 */
#define XPMU_UNC_TYPE_UBOX_UCLK	0xFFFF
/* Free-running counters: per IIO stack and per iMC (derived units). */
#define XPMU_UNC_TYPE_IIO_FREERUN	0xFFFE
#define XPMU_UNC_TYPE_IMC_FREERUN	0xFFFD

#endif /* _XPMU_UNCORE_TYPES_H */
