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
 * The first Itanium's PMC4-7 differ in one field: the event select is 7
 * bits, 14:8, and bit 15 is ignored (libpfm 3.10
 * include/perfmon/pfmlib_itanium.h:59-60, pmc_es:7 and pmc_ig2:1), so a
 * select of 0x92 counts event 0x12.  plm, ev, oi, pm, umask, threshold
 * and ism sit where Table 3-6 has them (same header, lines 54-64); the
 * Itanium has no .all and no MESI bits (63:26 ignored, line 65).
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

/*
 * Qualification, 3.3.5-3.3.7.  PMC32/34 (Table 3-11): opcode mask and
 * the instruction types; PMC32 also holds the channel 0 range controls.
 * PMC33/35 (Table 3-12): the opcode to match.
 */
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
 * PMC36's predetermined value: 0xffffffff in the 3.3.6.2 note (line 1322)
 * and Table 3-13's reset column.  3.3.12 prints "0xfffff0" (line 1806),
 * and libpfm (PMC36_DFL_VAL) and the old kernel's perfmon_montecito.h
 * have 0xfffffff0: ig_opc 3:0 clear, the opcode matchers applied to every
 * channel.  With PMC32-35 matching all opcodes the two count the same;
 * the note and the table are followed.
 */
#define XPMU_IA_PMC36_DEFAULT	0xffffffffULL
/* Table 3-10: PMC38 ig_ibrp0..3 at bits 1, 4, 7, 10; fine mode. */
#define XPMU_IA_PMC38_IG_IBRP(ch)	BIT_ULL(1 + 3 * (ch))
#define XPMU_IA_PMC38_FINE	BIT_ULL(13)
#define XPMU_IA_PMC38_DEFAULT	0xdb6ULL	/* the 3.3.5.2 note */
/*
 * Table 3-14: PMC41 cfgdtag0..3 at 4:3, 12:11, 20:19, 28:27 and
 * en_dbrp0..3 at 45..48.  The sheet prints cfgdtag3 as "48,28:27"; 48 is
 * en_dbrp3 (the OCR merged two rows) and the default value below has
 * cfgdtag3 = 11 at 28:27.
 */
#define XPMU_IA_PMC41_CFGDTAG(n)	(GENMASK_ULL(4, 3) << (8 * (n)))
#define XPMU_IA_PMC41_EN_DBRP(n)	BIT_ULL(45 + (n))
#define XPMU_IA_PMC41_DEFAULT	0x2078fefefefeULL	/* the 3.3.7 note */
#define XPMU_IA_DTAG_IBR_OPC_DBR	0	/* cfgdtag: 00 */
#define XPMU_IA_DTAG_IBR_OPC	1	/* 01 */
#define XPMU_IA_DTAG_DBR	2	/* 10 */
#define XPMU_IA_DTAG_NONE	3	/* 11 */

/*
 * Instruction and data breakpoint register pairs as the PMU uses them
 * (3.3.5, 3.3.7): the even register holds the address, the odd one the
 * mask of bits compared (55:0), plm 59:56, and x (IBR) / r, w (DBR),
 * which must be 0 for performance monitoring.
 */
#define XPMU_IA_BR_MASK		GENMASK_ULL(55, 0)
#define XPMU_IA_BR_MASK_BITS	56
#define XPMU_IA_BR_PLM		GENMASK_ULL(59, 56)
#define XPMU_IA_NR_IBR		8
#define XPMU_IA_NR_DBR		8

/* Itanium PMC13 (seed 002, Table 6-9): tag all. */
#define XPMU_IA_PMC13_TA	BIT_ULL(0)

/*
 * Itanium PMC8/9, opcode match (seed 002, Table 6-11): all mifb and mask
 * bits set match every instruction, which 6.2.5 asks of PMC8 so that the
 * events its tag qualifies count independent of opcode.  PMC11.pt, "pass
 * tags" (6.2.5, 6.2.6): set, no data address range constrains the count.
 * The fragment does not give pt's position: bit 28 in the old kernel's
 * arch/ia64/kernel/perfmon_itanium.h (pfm_ita_pmc_check(), PMC11's default
 * 0x10000000) and in libpfm's pfmlib_itanium.h (pmc11_ita_reg.dear_pt).
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
 * PMD39: four bits per ETB register, in the order 48, 56, 49, 57, ...
 * In IP-EAR mode the manual's Table 3-33 (line 1764) has the early freeze
 * in bit 0, the flush in bit 1 and cycle bits 5:4 in bits 3:2; libpfm's
 * pmd39_ipear_mont_reg has the reverse (cycles 1:0, f 2, ef 3).  The manual is
 * followed: its bit column is explicit, its ETB-mode layout (b1 in bit 0,
 * Table 3-29) agrees with libpfm's own pmd39_mont_reg, and libpfm only
 * declares the IP-EAR struct, never decodes with it.  Unsettled until it
 * runs on a machine (Documentation/itanium.rst).
 */
#define XPMU_IA_PMD39_SHIFT(i)	({ unsigned int __i = (i); 8 * (__i % 8) + 4 * (__i / 8); })
#define XPMU_IA_PMD39_B1	BIT(0)	/* ETB: branch from bundle 1 */
#define XPMU_IA_PMD39_EF	BIT(0)	/* IP-EAR: early freeze */
#define XPMU_IA_PMD39_FLUSH	BIT(1)
#define XPMU_IA_PMD39_CYCL_HI	GENMASK(3, 2)

/*
 * Montecito event codes tied to the registers above (Table 4-42): they
 * count what the tag channels, the EARs and the trace buffer capture.
 */
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
