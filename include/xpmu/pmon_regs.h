/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Fields of the PMON registers common to every EMR uncore unit, from the
 * EMR uncore guide (../shared/seeds/001_7016be057a821061.txt) section 1.3
 * and 1.4.  Unit-specific fields live with their unit.
 */
#ifndef _XPMU_PMON_REGS_H
#define _XPMU_PMON_REGS_H

#include <linux/bits.h>

/* U_MSR_PMON_GLOBAL_CTL, Table 1-1. */
#define XPMU_GLOBAL_CTL_FRZ_ALL		BIT_ULL(0)

/* PMON_UNIT_CTL, Table 1-3 (all write-only). */
#define XPMU_UNIT_CTL_RST_CTRS		BIT_ULL(9)
#define XPMU_UNIT_CTL_RST_CTRL		BIT_ULL(8)
#define XPMU_UNIT_CTL_FRZ		BIT_ULL(0)

/*
 * PMON_CTLx, Table 1-5.  There is no enable bit: a non-zero event select
 * counts (1.6), so a control of 0 is "disabled".
 */
#define XPMU_CTL_THRESH			GENMASK_ULL(31, 24)
#define XPMU_CTL_INV			BIT_ULL(23)
#define XPMU_CTL_FRZ_OVF		BIT_ULL(20)
#define XPMU_CTL_EDGE			BIT_ULL(18)
#define XPMU_CTL_RST			BIT_ULL(17)
#define XPMU_CTL_UMASK			GENMASK_ULL(15, 8)
#define XPMU_CTL_EV_SEL			GENMASK_ULL(7, 0)

/* PMON_CTRx, Table 1-6: 48 bits by default; discovery gives the width. */
#define XPMU_CTR_DEFAULT_WIDTH		48

#endif /* _XPMU_PMON_REGS_H */
