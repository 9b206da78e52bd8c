/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The simulator's own reading of the manual (seed 000 Tables 3-5..3-33;
 * seed 002 Figure 6-14, Tables 6-8, 6-9, 6-11), not the driver's regs.h,
 * so a wrong driver field fails regs_kunit.c.  Garbled or missing tables:
 * libpfm's pfmlib_montecito.h / pfmlib_itanium.h, as the field says.
 */
#ifndef _XPMU_ITANIUM_SIM_REGS_H
#define _XPMU_ITANIUM_SIM_REGS_H

#include <linux/bits.h>

/* Register counts: Table 3-4 (PMC0-42, PMD4-63), 3.3.5 and 3.3.7 (IBR0-7, DBR0-7). */
#define SIM_NR_PMC		43
#define SIM_NR_PMD		64
#define SIM_NR_IBR		8
#define SIM_NR_DBR		8

/* Register numbers, Table 3-4. */
#define SIM_PMC_OPC0		32	/* PMC32, Table 3-11 */
#define SIM_PMC_IEAR		37	/* Table 3-15 */
#define SIM_PMC_IBRP		38	/* Table 3-10 */
#define SIM_PMC_ETB		39	/* Table 3-26 */
#define SIM_PMC_DEAR		40	/* Table 3-20 */
#define SIM_PMC_DBRP		41	/* Table 3-14 */
#define SIM_PMC_IPEAR		42	/* Table 3-30 */
#define SIM_PMD_DEAR_ADDR	32	/* Table 3-22 */
#define SIM_PMD_DEAR_LAT	33
#define SIM_PMD_IEAR_ADDR	34	/* Table 3-17 */
#define SIM_PMD_IEAR_LAT	35
#define SIM_PMD_DEAR_IP		36	/* Table 3-22 */
#define SIM_PMD_ETB_INDEX	38	/* Table 3-28 */
#define SIM_PMD_ETB_EXT		39	/* Table 3-29 */
#define SIM_PMD_ETB0		48	/* Table 3-27: PMD48-63 */
#define SIM_NR_ETB		16
/* The first Itanium's instruction address range check, seed 002 Table 6-9. */
#define SIM_PMC_ITA_TAG		13

/*
 * PMC0, Table 3-8 (Montecito: fr 0, overflow 15:4) and seed 002 Table 6-8
 * (Itanium: overflow 7:4).
 */
#define SIM_PMC0_FR		BIT_ULL(0)
#define SIM_PMC0_OVF_MONTECITO	GENMASK_ULL(15, 4)
#define SIM_PMC0_OVF_ITANIUM	GENMASK_ULL(7, 4)

/* PMC4-15, Table 3-6 (plm, pm and ism as Table 3-5 has them). */
#define SIM_PMC_PLM		GENMASK_ULL(3, 0)
#define SIM_PMC_EV		BIT_ULL(4)
#define SIM_PMC_OI		BIT_ULL(5)
#define SIM_PMC_PM		BIT_ULL(6)
#define SIM_PMC_ES		GENMASK_ULL(15, 8)
#define SIM_PMC_UMASK		GENMASK_ULL(19, 16)
#define SIM_PMC_THRESHOLD	GENMASK_ULL(22, 20)
#define SIM_PMC_ISM		GENMASK_ULL(25, 24)
#define SIM_PMC_ALL		BIT_ULL(26)
#define SIM_PMC_MESI		GENMASK_ULL(30, 27)	/* 27 I, 28 S, 29 E, 30 M */
/* Itanium PMC4-7: seed 002 lacks Table 6-6; libpfm's pfmlib_itanium.h. */
#define SIM_ITA_PMC_ES		GENMASK_ULL(14, 8)
/* Table 3-5: plm bit n enables privilege level n (Linux: 0 and 3). */
#define SIM_PLM_KERNEL		BIT(0)
#define SIM_PLM_USER		BIT(3)
/* Table 3-5: ism must be '10 (Itanium instructions). */
#define SIM_ISM_IA64		2

/* PMD4-15, Table 3-7. */
#define SIM_PMD_COUNT		GENMASK_ULL(46, 0)
#define SIM_PMD_OV		BIT_ULL(47)

/* PMC32/34, Table 3-11; PMC33/35, Table 3-12. */
#define SIM_PMC32_MASK		GENMASK_ULL(40, 0)
#define SIM_PMC32_B		BIT_ULL(48)
#define SIM_PMC32_F		BIT_ULL(49)
#define SIM_PMC32_I		BIT_ULL(50)
#define SIM_PMC32_M		BIT_ULL(51)
#define SIM_PMC32_MIFB		GENMASK_ULL(51, 48)
#define SIM_PMC32_INV		BIT_ULL(56)
#define SIM_PMC32_IG_AD		BIT_ULL(57)
#define SIM_PMC33_MATCH		GENMASK_ULL(40, 0)
/* PMC36, Table 3-13: Ch<n>_ig_OPC in bit n; reset 0xffffffff (3.3.6.2 note). */
#define SIM_PMC36_IG_OPC(ch)	BIT_ULL(ch)
#define SIM_PMC36_RESET		0xffffffffULL
/* PMC38, Table 3-10: ig_ibrp0-3 in bits 1, 4, 7, 10; fine 13; 0xdb6 (3.3.5.2 note). */
#define SIM_PMC38_IG_IBRP(ch)	BIT_ULL(1 + 3 * (ch))
#define SIM_PMC38_FINE		BIT_ULL(13)
#define SIM_PMC38_RESET		0xdb6ULL
/*
 * PMC41, Table 3-14, whose OCR merges rows ("48,28:27") and names all four
 * "en_dbrp0"; the 3.3.7 note's value and libpfm's pmc41_mont_reg agree.
 */
#define SIM_PMC41_CFGDTAG(n)	(GENMASK_ULL(4, 3) << (8 * (n)))
#define SIM_PMC41_EN_DBRP(n)	BIT_ULL(45 + (n))
#define SIM_PMC41_RESET		0x2078fefefefeULL
#define SIM_DTAG_IBR_OPC_DBR	0	/* '00 */
#define SIM_DTAG_IBR_OPC	1	/* '01 */
#define SIM_DTAG_DBR		2	/* '10 */

/*
 * IBR/DBR odd registers as the PMU compares them (3.3.5.1's IBRmatch:
 * mask IBR1(55:0), plm IBR1(59:56)); the DBRs alike (3.3.7).
 */
#define SIM_BR_MASK		GENMASK_ULL(55, 0)
#define SIM_BR_PLM		GENMASK_ULL(59, 56)

/* The first Itanium's PMC13, seed 002 Table 6-9: ta, tag all. */
#define SIM_PMC13_TA		BIT_ULL(0)
/*
 * The first Itanium's PMC11.pt: seed 002 names it (6.2.5) but its table is
 * missing; bit 28 from libpfm (pfmlib_itanium.h, pmc11_ita_reg.dear_pt).
 */
#define SIM_ITA_PMC11_PT	BIT_ULL(28)

/*
 * PMC37, Table 3-15: the OCR's umask "11:5 12:5" is 12:5 in cache mode
 * (Table 3-16), as libpfm's pmc37_mont_cache_reg has it.
 */
#define SIM_PMC37_PLM		GENMASK_ULL(3, 0)
#define SIM_PMC37_PM		BIT_ULL(4)
#define SIM_PMC37_UMASK		GENMASK_ULL(12, 5)
#define SIM_PMC37_CT		GENMASK_ULL(13, 12)
#define SIM_IEAR_CT_TLB		0
/* PMD34/35, Tables 3-17 and 3-19. */
#define SIM_PMD34_STAT		GENMASK_ULL(1, 0)
#define SIM_PMD34_ADDR		GENMASK_ULL(63, 5)
#define SIM_PMD35_LAT		GENMASK_ULL(11, 0)
#define SIM_PMD35_OV		BIT_ULL(12)

/* PMC40, Table 3-20. */
#define SIM_PMC40_PLM		GENMASK_ULL(3, 0)
#define SIM_PMC40_PM		BIT_ULL(6)
#define SIM_PMC40_MODE		GENMASK_ULL(8, 7)
#define SIM_PMC40_UMASK		GENMASK_ULL(19, 16)
#define SIM_PMC40_ISM		GENMASK_ULL(25, 24)
#define SIM_DEAR_CACHE		0	/* '00 */
#define SIM_DEAR_TLB		1	/* '01 */
#define SIM_DEAR_ALAT		2	/* '1x */
/* PMD33 and PMD36, Tables 3-22, 3-24, 3-25. */
#define SIM_PMD33_LAT		GENMASK_ULL(12, 0)
#define SIM_PMD33_OV		BIT_ULL(13)
#define SIM_PMD33_STAT		GENMASK_ULL(15, 14)
#define SIM_PMD36_SLOT		GENMASK_ULL(1, 0)
#define SIM_PMD36_BN		BIT_ULL(2)
#define SIM_PMD36_VL		BIT_ULL(3)
#define SIM_PMD36_ADDR		GENMASK_ULL(63, 4)

/* PMC39, Table 3-26. */
#define SIM_PMC39_PLM		GENMASK_ULL(3, 0)
#define SIM_PMC39_PM		BIT_ULL(6)
#define SIM_PMC39_DS		BIT_ULL(7)
#define SIM_PMC39_TM		GENMASK_ULL(9, 8)
#define SIM_PMC39_PTM		GENMASK_ULL(11, 10)
#define SIM_PMC39_PPM		GENMASK_ULL(13, 12)
#define SIM_PMC39_BRT		GENMASK_ULL(15, 14)
#define SIM_BRT_ALL		0	/* '00 */
#define SIM_BRT_IPREL		1	/* '01 */
#define SIM_BRT_RET		2	/* '10 */
#define SIM_BRT_IND		3	/* '11 */
/* PMC42, Table 3-30. */
#define SIM_PMC42_PLM		GENMASK_ULL(3, 0)
#define SIM_PMC42_PM		BIT_ULL(6)
#define SIM_PMC42_MODE		GENMASK_ULL(10, 8)
#define SIM_PMC42_DELAY		GENMASK_ULL(18, 11)
#define SIM_IPEAR_MODE		4	/* '100 */

/* PMD38, Tables 3-28 and 3-32. */
#define SIM_PMD38_EBI		GENMASK_ULL(3, 0)
#define SIM_PMD38_FULL		BIT_ULL(5)
/* PMD48-63 in ETB mode, Table 3-27. */
#define SIM_ETB_S		BIT_ULL(0)
#define SIM_ETB_MP		BIT_ULL(1)
#define SIM_ETB_SLOT		GENMASK_ULL(3, 2)
#define SIM_ETB_ADDR		GENMASK_ULL(63, 4)
#define SIM_ETB_NOT_TAKEN	3	/* slot '11 */
/* PMD48-63 in IP-EAR mode, Table 3-31. */
#define SIM_IPEAR_CYCL		GENMASK_ULL(63, 60)
#define SIM_IPEAR_IP		GENMASK_ULL(59, 8)	/* IP{63:12} */
#define SIM_IPEAR_LOW		GENMASK_ULL(7, 0)	/* IP{11:4}, or delay if ef */
/* PMD39, Tables 3-29 and 3-33: four bits per register, order 48, 56, 49, ... */
#define SIM_PMD39_B1		BIT(0)
#define SIM_PMD39_EF		BIT(0)
#define SIM_PMD39_FLUSH		BIT(1)
#define SIM_PMD39_CYCL_HI	GENMASK(3, 2)

/* Event codes the simulator acts on (seed 000, Table 4-42). */
#define SIM_EV_TAGGED_RETIRED	0x08
#define SIM_EV_BRANCH_EVENT	0x11
#define SIM_EV_L1I_EAR		0x43
#define SIM_EV_DATA_EAR		0xc8

#endif /* _XPMU_ITANIUM_SIM_REGS_H */
