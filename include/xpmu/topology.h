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

struct xpmu_uncore_hw;

/*
 * The guide's sample code (1.10.2) names the Ubox device and its two
 * registers, but the OCR lost the three values; these are the kernel's
 * (SPR_UBOX_DID, SKX_CPUNODEID, SKX_GIDNIDMAP in uncore_snbep.c).
 */
#define XPMU_UBOX_DID			0x3250
#define XPMU_UBOX_NODE_ID		0xC0
#define XPMU_UBOX_NODE_ID_LNID		GENMASK(2, 0)
#define XPMU_UBOX_GID_MAP		0xD4
#define XPMU_UBOX_GID_MAP_NODES		8	/* 3-bit node id per package */

/* 1.10.3: B(U0):D0:F1, device 0x3251 (also Table 1-12). */
#define XPMU_IMC_MMIO_DID		0x3251
#define XPMU_IMC_MMIO_BASE		0xD0
#define XPMU_IMC_MMIO_BASE_MASK		GENMASK(28, 0)	/* address 51:23 */
#define XPMU_IMC_MMIO_BASE_SHIFT	23
#define XPMU_IMC_MMIO_MEM0		0xD8
/* The OCR lost the stride; Table 1-12: MEM0..3 at 0xD8, 0xDC, 0xE0, 0xE4. */
#define XPMU_IMC_MMIO_MEM_STRIDE	4
#define XPMU_IMC_MMIO_MEM_MASK		GENMASK(10, 0)	/* address 22:12 */
#define XPMU_IMC_MMIO_MEM_SHIFT		12
#define XPMU_IMC_CHN_OFFSET		0x22800
#define XPMU_IMC_CHN_STRIDE		0x8000
#define XPMU_IMC_PER_DIE		4
#define XPMU_IMC_CHANNELS		2

#define XPMU_MAX_PACKAGES		XPMU_UBOX_GID_MAP_NODES

int xpmu_topology_buses(const struct xpmu_uncore_hw *hw,
			int bus[XPMU_MAX_PACKAGES]);
int xpmu_topology_imc(const struct xpmu_uncore_hw *hw, int bus,
		      unsigned int imc, unsigned int channel, u64 *addr);

#endif /* _XPMU_TOPOLOGY_H */
