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

/*
 * The first Itanium's PMC4-7: select 14:8, bit 15 ignored (libpfm 3.10
 * pfmlib_itanium.h:59-60), so 0x92 counts 0x12; the rest as Table 3-6
 * (lines 54-64), no .all or MESI (line 65).
 */
#define XPMU_IA_ITA_PMC_ES	GENMASK_ULL(14, 8)
#define XPMU_IA_ITA_PMC_IG2	BIT_ULL(15)

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

/* Qualification, 3.3.5-3.3.7: PMC32/34 Table 3-11, PMC33/35 Table 3-12. */
#define XPMU_IA_PMC32_MASK	GENMASK_ULL(40, 0)
#define XPMU_IA_PMC32_B		BIT_ULL(48)
#define XPMU_IA_PMC32_F		BIT_ULL(49)
#define XPMU_IA_PMC32_I		BIT_ULL(50)
#define XPMU_IA_PMC32_M		BIT_ULL(51)
#define XPMU_IA_PMC32_MIFB	GENMASK_ULL(51, 48)
#define XPMU_IA_PMC32_INV	BIT_ULL(56)	/* invert the IBRP0 range */
#define XPMU_IA_PMC32_IG_AD	BIT_ULL(57)	/* ignore the IBRP0 range */
#define XPMU_IA_PMC33_MATCH	GENMASK_ULL(40, 0)
/* Table 3-13: opcode matching per tag channel; 31:4 reserved, all ones. */
#define XPMU_IA_PMC36_IG_OPC(ch)	BIT_ULL(ch)
/*
 * PMC36's default: 0xffffffff per the 3.3.6.2 note (line 1322) and Table
 * 3-13; 3.3.12 (line 1806), libpfm's PMC36_DFL_VAL and perfmon_montecito.h
 * have 0xfffffff0.  With PMC32-35 matching all opcodes both count the
 * same; the note and the table are followed.
 */
#define XPMU_IA_PMC36_DEFAULT	0xffffffffULL
/* Table 3-10: PMC38 ig_ibrp0..3 at bits 1, 4, 7, 10; fine mode. */
#define XPMU_IA_PMC38_IG_IBRP(ch)	BIT_ULL(1 + 3 * (ch))
#define XPMU_IA_PMC38_FINE	BIT_ULL(13)
#define XPMU_IA_PMC38_DEFAULT	0xdb6ULL	/* the 3.3.5.2 note */
/*
 * Table 3-14; its "48,28:27" for cfgdtag3 is two merged rows (48 is
 * en_dbrp3; the default has cfgdtag3 = 11 at 28:27).
 */
#define XPMU_IA_PMC41_CFGDTAG(n)	(GENMASK_ULL(4, 3) << (8 * (n)))
#define XPMU_IA_PMC41_EN_DBRP(n)	BIT_ULL(45 + (n))
#define XPMU_IA_PMC41_DEFAULT	0x2078fefefefeULL	/* the 3.3.7 note */
#define XPMU_IA_DTAG_IBR_OPC_DBR	0	/* cfgdtag: 00 */
#define XPMU_IA_DTAG_IBR_OPC	1	/* 01 */
#define XPMU_IA_DTAG_DBR	2	/* 10 */
#define XPMU_IA_DTAG_NONE	3	/* 11 */

/* IBR/DBR pairs (3.3.5, 3.3.7): odd register mask 55:0, plm 59:56; x/r/w 0. */
#define XPMU_IA_BR_MASK		GENMASK_ULL(55, 0)
#define XPMU_IA_BR_MASK_BITS	56
#define XPMU_IA_BR_PLM		GENMASK_ULL(59, 56)
#define XPMU_IA_NR_IBR		8
#define XPMU_IA_NR_DBR		8

/* Itanium PMC13 (seed 002, Table 6-9): tag all. */
#define XPMU_IA_PMC13_TA	BIT_ULL(0)

/*
 * Itanium PMC8/9 (seed 002, Table 6-11; 6.2.5); PMC11.pt (6.2.6): bit 28
 * per perfmon_itanium.h's pfm_ita_pmc_check() and libpfm's
 * pmc11_ita_reg.dear_pt.
 */
#define XPMU_IA_ITA_PMC8_MATCH_ALL	(GENMASK_ULL(63, 60) | GENMASK_ULL(29, 3))
#define XPMU_IA_ITA_PMC11_PT		BIT_ULL(28)

/* Instruction EAR, PMC37 (Table 3-15). */
#define XPMU_IA_PMC37_PLM	GENMASK_ULL(3, 0)
#define XPMU_IA_PMC37_PM	BIT_ULL(4)
#define XPMU_IA_PMC37_UMASK	GENMASK_ULL(12, 5)
#define XPMU_IA_PMC37_CT	GENMASK_ULL(13, 12)
#define XPMU_IA_IEAR_CT_CACHE	2	/* '1x: demand L1I misses */
#define XPMU_IA_IEAR_CT_TLB	0	/* '00: L1 ITLB misses */
/* PMD34/35 (Tables 3-17, 3-19). */
#define XPMU_IA_PMD34_STAT	GENMASK_ULL(1, 0)
#define XPMU_IA_PMD34_ADDR	GENMASK_ULL(63, 5)
#define XPMU_IA_PMD35_LAT	GENMASK_ULL(11, 0)
#define XPMU_IA_PMD35_OV	BIT_ULL(12)

/* Data EAR, PMC40 (Table 3-20). */
#define XPMU_IA_PMC40_PLM	GENMASK_ULL(3, 0)
#define XPMU_IA_PMC40_PM	BIT_ULL(6)
#define XPMU_IA_PMC40_MODE	GENMASK_ULL(8, 7)
#define XPMU_IA_PMC40_UMASK	GENMASK_ULL(19, 16)
#define XPMU_IA_PMC40_ISM	GENMASK_ULL(25, 24)
#define XPMU_IA_DEAR_CACHE	0	/* '00: L1D load misses */
#define XPMU_IA_DEAR_TLB	1	/* '01: L1 DTLB misses */
#define XPMU_IA_DEAR_ALAT	2	/* '1x: ALAT misses */
/* PMD32/33/36 (Tables 3-22, 3-24, 3-25). */
#define XPMU_IA_PMD33_LAT	GENMASK_ULL(12, 0)
#define XPMU_IA_PMD33_OV	BIT_ULL(13)
#define XPMU_IA_PMD33_STAT	GENMASK_ULL(15, 14)
#define XPMU_IA_PMD36_SLOT	GENMASK_ULL(1, 0)
#define XPMU_IA_PMD36_BN	BIT_ULL(2)
#define XPMU_IA_PMD36_VL	BIT_ULL(3)
#define XPMU_IA_PMD36_ADDR	GENMASK_ULL(63, 4)

/* Execution trace buffer configuration, PMC39 (Table 3-26). */
#define XPMU_IA_PMC39_PLM	GENMASK_ULL(3, 0)
#define XPMU_IA_PMC39_PM	BIT_ULL(6)
#define XPMU_IA_PMC39_DS	BIT_ULL(7)
#define XPMU_IA_PMC39_TM	GENMASK_ULL(9, 8)
#define XPMU_IA_PMC39_PTM	GENMASK_ULL(11, 10)
#define XPMU_IA_PMC39_PPM	GENMASK_ULL(13, 12)
#define XPMU_IA_PMC39_BRT	GENMASK_ULL(15, 14)
#define XPMU_IA_BRT_ALL		0	/* brt '00 */
#define XPMU_IA_BRT_IPREL	1	/* '01 */
#define XPMU_IA_BRT_RET		2	/* '10 */
#define XPMU_IA_BRT_IND		3	/* '11: non-return indirect */
/* IP-EAR, PMC42 (Table 3-30). */
#define XPMU_IA_PMC42_PLM	GENMASK_ULL(3, 0)
#define XPMU_IA_PMC42_PM	BIT_ULL(6)
#define XPMU_IA_PMC42_MODE	GENMASK_ULL(10, 8)
#define XPMU_IA_PMC42_DELAY	GENMASK_ULL(18, 11)
#define XPMU_IA_IPEAR_MODE	4	/* '100 */
/* PMD38 (Tables 3-28, 3-32), PMD48-63 (Tables 3-27, 3-31), PMD39 (3-29, 3-33). */
#define XPMU_IA_PMD38_EBI	GENMASK_ULL(3, 0)
#define XPMU_IA_PMD38_FULL	BIT_ULL(5)
#define XPMU_IA_ETB_S		BIT_ULL(0)
#define XPMU_IA_ETB_MP		BIT_ULL(1)
#define XPMU_IA_ETB_SLOT	GENMASK_ULL(3, 2)
#define XPMU_IA_ETB_ADDR	GENMASK_ULL(63, 4)
#define XPMU_IA_ETB_NOT_TAKEN	3	/* slot '11 */
#define XPMU_IA_IPEAR_CYCL	GENMASK_ULL(63, 60)
#define XPMU_IA_IPEAR_IP	GENMASK_ULL(59, 8)	/* IP{63:12} */
#define XPMU_IA_IPEAR_LOW	GENMASK_ULL(7, 0)	/* IP{11:4}, or delay if ef */
#define XPMU_IA_NR_ETB		16
#define XPMU_IA_PMD_ETB0	48
/*
 * PMD39, order 48, 56, 49, ...: Table 3-33 (line 1764) over libpfm's
 * reversed, unused pmd39_ipear_mont_reg; unsettled (Documentation/itanium.rst).
 */
#define XPMU_IA_PMD39_SHIFT(i)	({ unsigned int __i = (i); 8 * (__i % 8) + 4 * (__i / 8); })
#define XPMU_IA_PMD39_B1	BIT(0)	/* ETB: branch from bundle 1 */
#define XPMU_IA_PMD39_EF	BIT(0)	/* IP-EAR: early freeze */
#define XPMU_IA_PMD39_FLUSH	BIT(1)
#define XPMU_IA_PMD39_CYCL_HI	GENMASK(3, 2)

/* Montecito events counting what the above capture (Table 4-42). */
#define XPMU_IA_EV_TAGGED_RETIRED	0x08	/* IA64_TAGGED_INST_RETIRED */
#define XPMU_IA_EV_BRANCH_EVENT		0x11
#define XPMU_IA_EV_L1I_EAR		0x43	/* L1I_EAR_EVENTS */
#define XPMU_IA_EV_DATA_EAR		0xc8	/* DATA_EAR_EVENTS */

/* Register numbers. */
#define XPMU_IA_PMC_ITA_OPC0	8	/* the first Itanium's opcode matchers (seed 002, 6.2.5) */
#define XPMU_IA_PMC_ITA_OPC1	9
#define XPMU_IA_PMC_ITA_DEAR	11	/* its data EAR, with pt (6.2.6, 6.2.7.4) */
#define XPMU_IA_PMC_ITA_TAG	13	/* its instruction range check (6.2.4) */
#define XPMU_IA_PMC_OPC0	32
#define XPMU_IA_PMC_IEAR	37
#define XPMU_IA_PMC_IBRP	38
#define XPMU_IA_PMC_ETB		39
#define XPMU_IA_PMC_DEAR	40
#define XPMU_IA_PMC_DBRP	41
#define XPMU_IA_PMC_IPEAR	42
#define XPMU_IA_PMD_DEAR_ADDR	32
#define XPMU_IA_PMD_DEAR_LAT	33
#define XPMU_IA_PMD_IEAR_ADDR	34
#define XPMU_IA_PMD_IEAR_LAT	35
#define XPMU_IA_PMD_DEAR_IP	36
#define XPMU_IA_PMD_ETB_INDEX	38
#define XPMU_IA_PMD_ETB_EXT	39
#define XPMU_IA_NR_PMC		43
#define XPMU_IA_NR_PMD		64

#endif /* _XPMU_ITANIUM_REGS_H */
