/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Fields of the PMON registers common to every EMR uncore unit, from the
 * EMR uncore guide, sections 1.3 and 1.4.  Unit-specific fields live with
 * their unit.
 */
#ifndef _XPMU_PMON_REGS_H
#define _XPMU_PMON_REGS_H

#include <linux/bits.h>

/*
 * U_MSR_PMON_GLOBAL_CTL (Table 1-8; PCM's SPR_MSR_UNCORE_PMON_GLOBAL_CTL
 * in src/types.h agrees).  Its one field is frz_all (Table 1-1), which
 * the driver only ever clears, by writing 0 (build.c).
 */
#define XPMU_UNC_GLOBAL_CTL_MSR		0x2FF0

/*
 * PMON_UNIT_CTL, Table 1-3 (all write-only): the resets the driver uses;
 * it never freezes a unit (bit 0).
 */
#define XPMU_UNC_UNIT_CTL_RST_CTRS		BIT_ULL(9)
#define XPMU_UNC_UNIT_CTL_RST_CTRL		BIT_ULL(8)

/*
 * PMON_CTLx, Table 1-5.  There is no enable bit: a non-zero event select
 * counts (1.6), so a control of 0 is "disabled".  frz_ovf (bit 20) and
 * rst (bit 17) are in no format: perf_event_attr cannot set them.
 */
#define XPMU_UNC_CTL_THRESH			GENMASK_ULL(31, 24)
#define XPMU_UNC_CTL_INV			BIT_ULL(23)
/*
 * Reserved on EMR (Table 1-5), the enable bit of earlier uncores, which
 * Intel PCM still sets in every control it opens through perf
 * (PerfVirtualControlRegister: config = ..._PMON_CTL_EN | event): taken in
 * a config and never written, as the kernel's event_mask drops it.
 */
#define XPMU_UNC_CTL_LEGACY_EN		BIT_ULL(22)
#define XPMU_UNC_CTL_EDGE			BIT_ULL(18)
#define XPMU_UNC_CTL_UMASK			GENMASK_ULL(15, 8)
#define XPMU_UNC_CTL_EV_SEL			GENMASK_ULL(7, 0)

/* PMON_CTRx, Table 1-6: 48 bits by default; discovery gives the width. */
#define XPMU_UNC_CTR_DEFAULT_WIDTH		48

/*
 * "Extra" registers of some units, as offsets from their unit control
 * (the last columns of Tables 1-9 and 1-12, and Table 2-231).
 */

/* Cn_MSR_PMON_BOX_FILTER0 (Table 2-75): 0x200E for CHA 0 at 0x2000. */
#define XPMU_UNC_CHA_FILTER0		0xE
#define XPMU_UNC_CHA_FILTER_TID		GENMASK_ULL(9, 0)
/* Cn_MSR_PMON_CTL.tid_en (Table 2-72): the counter obeys FILTER0. */
#define XPMU_UNC_CHA_CTL_TID_EN		BIT_ULL(16)

/* PCU_MSR_PMON_BOX_FILTER (Table 2-419): 0x2FCE, unit control 0x2FC0. */
#define XPMU_UNC_PCU_FILTER			0xE
#define XPMU_UNC_PCU_FILTER_BANDS		GENMASK_ULL(31, 0)

/*
 * M2Mn_PCI_PMON_OPCODE_MM (Tables 2-231, 2-232): config offset 0x4A0,
 * the unit control being at 0x438.
 */
#define XPMU_UNC_M2M_OPCODE_MM		0x68
#define XPMU_UNC_M2M_OPCODE_MM_FIELDS	GENMASK_ULL(27, 0)

/*
 * MC_CHy_PCI_PMON_FIXED_{CTR,CTL} (Tables 1-12, 2-129, 2-130): the DCLK
 * counter of an iMC channel.  Table 1-12's OCR lists "DCLK Ctrl, DCLK Ctr"
 * over "0x22838, 0x22854"; the counter is the 8-byte aligned 0x838, as the
 * other 64-bit counters are, and the kernel's SNR/SPR driver agrees
 * (SNR_IMC_MMIO_PMON_FIXED_CTR 0x38, _CTL 0x54).
 */
#define XPMU_UNC_IMC_FIXED_CTR		0x38
#define XPMU_UNC_IMC_FIXED_CTL		0x54
#define XPMU_UNC_IMC_FIXED_CTL_EN		BIT_ULL(22)

/*
 * The UCLK fixed counter of the global block (Table 1-8): control 0x2FDE,
 * counter 0x2FDF.  Its control takes .en at bit 22, as the iMC's fixed
 * control does (Table 2-129) and the kernel's Ubox drivers write it.
 */
#define XPMU_UNC_UCLK_FIXED_CTL		0x2FDE
#define XPMU_UNC_UCLK_FIXED_CTR		0x2FDF
#define XPMU_UNC_UCLK_FIXED_CTL_EN		BIT_ULL(22)

/*
 * The Ubox's PMON block, which the guide does not list (Table 1-9 has no
 * Ubox rows): Intel PCM's SPR_UBOX_MSR_PMON_BOX_CTL_ADDR 0x2FD0,
 * _CTL0/1 0x2FD2/0x2FD3 and _CTR0/1 0x2FD8/0x2FD9 (src/types.h), which
 * PCM programs on SPR and EMR alike (initUncorePMUsDirect() in
 * src/cpucounters.cpp).  Laid out as Table 1-9's blocks; the UCLK fixed
 * control and counter above are its +0xE and +0xF.
 */
#define XPMU_UNC_UBOX_UNIT_CTL		0x2FD0
#define XPMU_UNC_UBOX_STATUS		0x1
#define XPMU_UNC_UBOX_CTL0			0x2
#define XPMU_UNC_UBOX_CTR0			0x8
#define XPMU_UNC_UBOX_COUNTERS		2

/*
 * The iMC free-running counters (Table 1-12), in the iMC's MEMn_BAR
 * window, whose channel 0 unit control is at XPMU_UNC_IMC_CHN_OFFSET
 * (topology.h): DCLK, RPQ and WPQ active cycles, 8 bytes each.
 */
#define XPMU_UNC_IMC_FR_DCLK		0x22B0
#define XPMU_UNC_IMC_FR_RPQ			0x2318
#define XPMU_UNC_IMC_FR_WPQ			0x2320
#define XPMU_UNC_IMC_FR_BASE		XPMU_UNC_IMC_FR_DCLK
#define XPMU_UNC_IMC_FR_END			(XPMU_UNC_IMC_FR_WPQ + 8)

/* Event select of a unit's fixed counter, as the kernel's (0xff). */
#define XPMU_UNC_FIXED_EVENT		0xff

#endif /* _XPMU_PMON_REGS_H */
