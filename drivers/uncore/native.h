/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The native backend's machine (native.c), shared by its register access
 * (native_access.c) and its discovery tables (native_tables.c).
 */
#ifndef _XPMU_NATIVE_H
#define _XPMU_NATIVE_H

#include <linux/bits.h>
#include <linux/pci.h>
#include <linux/types.h>

#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/hw.h>
#include <xpmu/uncore/topology.h>

/*
 * The PMON discovery DVSEC (guide 1.10.1; the kernel's uncore_discovery.h):
 * after the DVSEC header, one dword whose bits 2:0 name the table's BAR.
 * Bits 31:3: see native_dvsec_table().
 */
#define PMON_DISC_DEVICE		0x09a7	/* OOBMSM: UNCORE_DISCOVERY_TABLE_DEVICE */
#define PMON_DVSEC_ID			0x1	/* UNCORE_DISCOVERY_DVSEC_ID_PMON */
#define PMON_DVSEC_TABLE		0xC	/* UNCORE_DISCOVERY_DVSEC2_OFFSET */
#define PMON_DVSEC_TABLE_BIR		GENMASK(2, 0)
#define PMON_DVSEC_TABLE_OFFSET		GENMASK(31, 3)
/* The global node: the first thing mapped (1.9.1, Table 1-13). */
#define PMON_GLOBAL_SIZE		(XPMU_UNC_DISC_NODE_WORDS * sizeof(u64))

#define NATIVE_SEGMENTS			8	/* XPMU_UNC_DISC_PCI_SEGMENT is 3 bits */
/*
 * Tables one die may present: one, or one per tile (PCM's commit f5486cff;
 * the kernel merges them, uncore_insert_box_info()).  A Sapphire Rapids XCC
 * package is four tiles; an Emerald Rapids XCC two.
 */
#define NATIVE_TABLES_PER_DIE		4
#define NATIVE_BUSES			256	/* XPMU_UNC_DISC_PCI_BUS is 8 bits */

/**
 * struct native_table - one die's PMON discovery table.
 * @dev: the PCI function whose DVSEC points at it; a reference is held.
 * @start: physical address of the table: the start of the DVSEC's BAR.
 * @len: bytes of that BAR.
 * @map: the table; NULL until mapped.
 * @size: bytes mapped: the global node's span, bounded by @len.
 */
struct native_table {
	struct pci_dev *dev;
	resource_size_t start;
	resource_size_t len;
	void __iomem *map;
	u32 size;
};

/**
 * struct native - the real machine.
 * @hw: what XPMU_UNC_DEVICE carries (platform data is a copy).
 * @pdev: the device offering it.
 * @bus: PCI buses by segment and number, resolved at load because config
 *	accesses run where pci_find_bus(), which sleeps, cannot.  No
 *	reference is held (the PCI core exports none for a bus): the uncore
 *	buses are the processor's and are never removed.
 * @table: discovery tables per logical die; @table[d][k].dev is NULL past
 *	die d's last.
 * @debugfs: xpmu_uncore/ in debugfs (native_debugfs_init()).
 */
struct native {
	struct xpmu_unc_hw hw;
	struct platform_device *pdev;
	struct pci_bus *bus[NATIVE_SEGMENTS][NATIVE_BUSES];
	struct native_table table[XPMU_UNC_MAX_PACKAGES][NATIVE_TABLES_PER_DIE];
	struct dentry *debugfs;
};

/* native_access.c */
extern const struct xpmu_unc_hw_ops xpmu_unc_native_ops;
bool xpmu_unc_native_dies_are_packages(void);

/* native_tables.c */
unsigned int xpmu_unc_native_find_tables(struct native *n, unsigned int nr_dies);
int xpmu_unc_native_map_table(struct native_table *t);
void xpmu_unc_native_table_release(struct native_table *t);
int xpmu_unc_native_discovery(void *ctx, unsigned int die, unsigned int index,
			      struct xpmu_unc_disc_source *src);

#endif /* _XPMU_NATIVE_H */
