/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Uncore topology of EMR: the PCI bus of each package's uncore devices
 * (EMR uncore guide 1.10.2) and the MMIO address of each iMC channel's
 * PMON registers (1.10.3).
 */
#ifndef _XPMU_TOPOLOGY_H
#define _XPMU_TOPOLOGY_H

#include <linux/bits.h>
#include <linux/types.h>

struct xpmu_unc_hw;

/*
 * The guide's sample code (1.10.2) names the Ubox device and its two
 * registers, but the OCR lost the three values; these are the kernel's
 * (SPR_UBOX_DID, SKX_CPUNODEID, SKX_GIDNIDMAP in uncore_snbep.c).
 */
#define XPMU_UNC_UBOX_DID			0x3250
#define XPMU_UNC_UBOX_NODE_ID		0xC0
#define XPMU_UNC_UBOX_NODE_ID_LNID		GENMASK(2, 0)
#define XPMU_UNC_UBOX_GID_MAP		0xD4
#define XPMU_UNC_UBOX_GID_MAP_NODES		8	/* 3-bit node id per package */

/* 1.10.3: B(U0):D0:F1, device 0x3251 (also Table 1-12). */
#define XPMU_UNC_IMC_MMIO_DID		0x3251
#define XPMU_UNC_IMC_MMIO_BASE		0xD0
#define XPMU_UNC_IMC_MMIO_BASE_MASK		GENMASK(28, 0)	/* address 51:23 */
#define XPMU_UNC_IMC_MMIO_BASE_SHIFT	23
#define XPMU_UNC_IMC_MMIO_MEM0		0xD8
/* The OCR lost the stride; Table 1-12: MEM0..3 at 0xD8, 0xDC, 0xE0, 0xE4. */
#define XPMU_UNC_IMC_MMIO_MEM_STRIDE	4
#define XPMU_UNC_IMC_MMIO_MEM_MASK		GENMASK(10, 0)	/* address 22:12 */
#define XPMU_UNC_IMC_MMIO_MEM_SHIFT		12
#define XPMU_UNC_IMC_CHN_OFFSET		0x22800
#define XPMU_UNC_IMC_CHN_STRIDE		0x8000
#define XPMU_UNC_IMC_PER_DIE		4
#define XPMU_UNC_IMC_CHANNELS		2

#define XPMU_UNC_MAX_PACKAGES		XPMU_UNC_UBOX_GID_MAP_NODES

/*
 * 1.7.1: CAPID6 and CAPID7 at D30:F3, 0x9C and 0xA0, hold one bit per CHA;
 * the device id is PCM's (SPR_PCU_CR3_DID, pcm-iio-topology.cpp).  D30 is
 * on the die's second uncore bus, U1, not the Ubox's: Linux's EDAC reads
 * {1, 30, 3} of the bus pair (i10nm_base.c, spr_cfg.pcu_cr3_bdf), and
 * public SPR lspci dumps agree (Ubox fe:00.0, 0x325b ff:1e.3).
 */
#define XPMU_UNC_PCU_CR3_DID		0x325b
#define XPMU_UNC_PCU_CR3_DEVFN		0xf3	/* 1e.3 */
#define XPMU_UNC_PCU_CR3_CAPID6		0x9C
#define XPMU_UNC_PCU_CR3_CAPID7		0xA0

/*
 * The die's uncore buses as EDAC reads them (skx_get_all_bus_mappings()
 * with i10nm's spr_cfg: device 0x3252, register 0xd0): bus U0 at 7:0, U1
 * at 15:8, the PCI segment at 23:16.
 */
#define XPMU_UNC_BUSES_DID			0x3252
#define XPMU_UNC_BUSES_CFG			0xD0
#define XPMU_UNC_BUSES_U0			GENMASK(7, 0)
#define XPMU_UNC_BUSES_U1			GENMASK(15, 8)
#define XPMU_UNC_BUSES_SEGMENT		GENMASK(23, 16)

/*
 * Table 1-12: UPI LL link l at B30:D(1+l):F1 (device 0x3241), its unit
 * control at 0x318; M3UPI ("M2UPI") link l at D(5+l):F1 (0x3246), 0xA0.
 * The kernel's SPR/EMR driver builds these units from the devices too
 * (SPR_UNCORE_UPI_PCIID, SPR_UNCORE_M3UPI_PCIID in uncore_snbep.c).
 */
#define XPMU_UNC_UPI_DID			0x3241
#define XPMU_UNC_UPI_DEV0			1
#define XPMU_UNC_M3UPI_DID			0x3246
#define XPMU_UNC_M3UPI_DEV0			5
#define XPMU_UNC_UPI_FN			1
#define XPMU_UNC_UPI_LINKS			4

/*
 * The root bus of each IIO stack, as Intel PCM finds it on SPR and EMR
 * (src/utils.cpp get_cpu_bus(), src/types.h SPR_MSM_*; the guide names
 * none of these): the MSM, device 0x09a6 (function 0 beside the OOBMSM,
 * 03.0 on the public dumps), holds stack n's bus in byte n of the
 * CPUBUSNO registers from 0x190, valid when bit n of CPUBUSNO_VALID is
 * set; the package is 3:0 of SAD_CONTROL_CFG (0x3f4) of the 0x09a2 at
 * 00.0 of the first valid stack's bus.  Stack n there is numbered as
 * the mesh (SAD) numbers it, not as the IIO PMON units are
 * (xpmu_unc_topology_iio() converts).
 */
#define XPMU_UNC_MSM_DID			0x09a6
#define XPMU_UNC_MSM_CPUBUSNO0		0x190
#define XPMU_UNC_MSM_CPUBUSNO_VALID	0x1A0
#define XPMU_UNC_SAD_DID			0x09a2
#define XPMU_UNC_SAD_CONTROL_CFG		0x3F4
#define XPMU_UNC_SAD_CONTROL_PACKAGE		GENMASK(3, 0)
#define XPMU_UNC_PCI_ID_DEVICE		GENMASK(31, 16)	/* config dword 0 */
/* SAD stacks 0-11 (CPUBUSNO0-2), and IIO PMON units 0-11. */
#define XPMU_UNC_IIO_STACKS			12

int xpmu_unc_topology_iio(const struct xpmu_unc_hw *hw,
			  int bus[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IIO_STACKS]);
int xpmu_unc_topology_buses(const struct xpmu_unc_hw *hw,
			    int bus[XPMU_UNC_MAX_PACKAGES]);
int xpmu_unc_topology_find(const struct xpmu_unc_hw *hw, int bus, u16 device,
			   unsigned int index, u32 *addr);
int xpmu_unc_topology_u1(const struct xpmu_unc_hw *hw, int bus);
int xpmu_unc_topology_imc(const struct xpmu_unc_hw *hw, int bus,
			  unsigned int imc, unsigned int channel, u64 *addr);

#endif /* _XPMU_TOPOLOGY_H */
