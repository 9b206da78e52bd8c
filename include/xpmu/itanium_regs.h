/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Itanium 2 (Montecito) and Itanium performance monitor registers, each
 * field defined once.  Montecito: Dual-Core Update to the Itanium 2
 * Processor Reference Manual (seed 000), 3.3.1-3.3.4, Tables 3-5..3-8.
 * Itanium: seed 002, Figure 6-14/Table 6-8 (PMC0) and Figure 6-17 (the
 * PMC control fields it shares).
 */
#ifndef _XPMU_ITANIUM_REGS_H
#define _XPMU_ITANIUM_REGS_H

#include <linux/bits.h>

/* PMC0 (Table 3-8 / Table 6-8): freeze bit and overflow vector. */
#define XPMU_IA_PMC0_FR			BIT_ULL(0)
#define XPMU_IA_PMC0_OVF_MONTECITO	GENMASK_ULL(15, 4)	/* PMD4-15 */
#define XPMU_IA_PMC0_OVF_ITANIUM	GENMASK_ULL(7, 4)	/* PMD4-7 */

/* Generic counter configuration PMC4-15 (Table 3-6). */
#define XPMU_IA_PMC_PLM		GENMASK_ULL(3, 0)	/* privilege level mask */
#define XPMU_IA_PMC_EV		BIT_ULL(4)		/* external visibility */
#define XPMU_IA_PMC_OI		BIT_ULL(5)		/* overflow interrupt */
#define XPMU_IA_PMC_PM		BIT_ULL(6)		/* privileged monitor */
#define XPMU_IA_PMC_ES		GENMASK_ULL(15, 8)	/* event select */
#define XPMU_IA_PMC_UMASK	GENMASK_ULL(19, 16)
#define XPMU_IA_PMC_THRESHOLD	GENMASK_ULL(22, 20)
#define XPMU_IA_PMC_ISM		GENMASK_ULL(25, 24)	/* instruction set mask */
#define XPMU_IA_PMC_ALL		BIT_ULL(26)		/* both threads (PMC4-9) */
#define XPMU_IA_PMC_MESI	GENMASK_ULL(30, 27)	/* [27] I [28] S [29] E [30] M */

/* 3.2.3.3: ism must be '10 (Itanium instructions only). */
#define XPMU_IA_ISM_IA64	2
/* Table 3-5: plm bit n enables privilege level n; Linux runs at 0 and 3. */
#define XPMU_IA_PLM_KERNEL	BIT(0)
#define XPMU_IA_PLM_USER	BIT(3)
/* Table 3-6: MESI b1111 counts every occurrence of a MESI-capable event. */
#define XPMU_IA_MESI_ALL	0xf

/* Generic counters PMD4-15 (Table 3-7): 47-bit count, ov, sign extension. */
#define XPMU_IA_PMD_COUNT	GENMASK_ULL(46, 0)
#define XPMU_IA_PMD_OV		BIT_ULL(47)
#define XPMU_IA_PMD_SXT		GENMASK_ULL(63, 48)

#endif /* _XPMU_ITANIUM_REGS_H */
