// SPDX-License-Identifier: GPL-2.0-only
/*
 * The native backend's discovery tables: finds the PMON discovery DVSECs
 * (EMR uncore guide 1.10.1), assigns each table a die and maps it.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/bitmap.h>
#include <linux/cleanup.h>
#include <linux/io.h>
#include <linux/minmax.h>
#include <linux/numa.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include "native.h"

/* Tables without NUMA information one scan keeps: as many as dies hold. */
#define NATIVE_UNPLACED		(XPMU_UNC_MAX_PACKAGES * NATIVE_TABLES_PER_DIE)

/**
 * struct native_scan - what xpmu_unc_native_find_tables() has seen so far.
 * @nr_dies: logical dies of the machine.
 * @numa: usable tables whose device has a NUMA node.
 * @nr_unplaced: usable tables whose device has no NUMA node; only the
 *	first NATIVE_UNPLACED are kept in @unplaced.
 * @unplaced: those tables, in the order found, holding their device.
 * @die: per table of @unplaced, the die its units' bus names, or -1.
 */
struct native_scan {
	unsigned int nr_dies;
	unsigned int numa;
	unsigned int nr_unplaced;
	struct native_table unplaced[NATIVE_UNPLACED];
	int die[NATIVE_UNPLACED];
};

/* &xpmu_unc_disc_source.read: the parser asks only for words below .size. */
static int native_table_read(void *ctx, u32 offset, u64 *val)
{
	const struct native_table *t = ctx;

	*val = readq(t->map + offset);
	return 0;
}

/**
 * xpmu_unc_native_discovery() - &xpmu_unc_hw_ops.discovery.
 * @ctx: the machine.
 * @die: logical die.
 * @index: which of its tables, from 0.
 * @src: set to read that table, as mapped at init.
 *
 * Context: process context.
 * Return: 0, or -ENODEV past @die's last table.
 */
int xpmu_unc_native_discovery(void *ctx, unsigned int die, unsigned int index,
			      struct xpmu_unc_disc_source *src)
{
	struct native *n = ctx;
	struct native_table *t = NULL;
	unsigned int k;

	if (die >= ARRAY_SIZE(n->table))
		return -ENODEV;
	/* The mapped ones: a slot whose mapping failed was released. */
	for (k = 0; k < NATIVE_TABLES_PER_DIE && !t; k++)
		if (n->table[die][k].map && !index--)
			t = &n->table[die][k];
	if (!t)
		return -ENODEV;
	*src = (struct xpmu_unc_disc_source){
		.read = native_table_read,
		.ctx = t,
		.size = t->size,
		.name = pci_name(t->dev),
	};
	return 0;
}

/**
 * xpmu_unc_native_table_release() - unmap a table, drop its device, clear it.
 * @t: the table; an empty one is left empty.
 *
 * Context: process context.
 */
void xpmu_unc_native_table_release(struct native_table *t)
{
	if (t->map)
		iounmap(t->map);
	pci_dev_put(t->dev);
	*t = (struct native_table){ };
}

/*
 * A DVSEC id means something only for the vendor in header 1 (PCIe DVSEC;
 * intel_vsec_walk_dvsec() checks it too).
 */
static bool native_is_pmon_dvsec(struct pci_dev *dev, u16 pos)
{
	u32 hdr1, hdr2;

	pci_read_config_dword(dev, pos + PCI_DVSEC_HEADER1, &hdr1);
	pci_read_config_dword(dev, pos + PCI_DVSEC_HEADER2, &hdr2);
	return PCI_DVSEC_HEADER1_VID(hdr1) == PCI_VENDOR_ID_INTEL &&
	       PCI_DVSEC_HEADER2_ID(hdr2) == PMON_DVSEC_ID;
}

/*
 * Every public dump shows the OOBMSM on a root bus (2-socket Sapphire
 * Rapids: 6a:03.1 and e7:03.1; Ice Lake servers: 00:02.1).  A card below a
 * root port may carry a 0x09a7 with a PMON DVSEC of its own: a Ponte
 * Vecchio GPU on a Sapphire Rapids host did, and the kernel tried to parse
 * it ("Invalid Global Discovery State: 0xffffffffffffffff").  The bus
 * decides, not the table: a card's table may name any bus or MSR.
 */
static bool native_is_cpu_function(struct pci_dev *dev, u16 pos)
{
	if (pci_is_root_bus(dev->bus))
		return true;
	pci_info(dev, "PMON discovery DVSEC at %#x: below bridge %s, not on a root bus: a card's %04x:%04x, not the processor's: ignored\n",
		 pos, pci_name(dev->bus->self), dev->vendor, dev->device);
	return false;
}

/*
 * The table is at the start of the BAR its BIR names, taken from the PCI
 * core's resource (as intel_vsec does) rather than the BAR registers, which
 * may hold what firmware left there.
 */
static int native_dvsec_table(struct pci_dev *dev, u16 pos, struct native_table *t)
{
	unsigned long flags;
	unsigned int bir;
	u32 table;

	pci_read_config_dword(dev, pos + PMON_DVSEC_TABLE, &table);
	/*
	 * Bits 31:3: Intel's other VSECs make them a BAR offset, encoded per
	 * platform (VSEC_QUIRK_TABLE_SHIFT in intel_vsec.c).  Neither the
	 * guide (whose sample code ignores them) nor the kernel
	 * (intel_uncore_has_discovery_tables() refuses them) defines them
	 * for PMON, and EMR leaves them 0: refuse rather than guess.
	 */
	if (FIELD_GET(PMON_DVSEC_TABLE_OFFSET, table)) {
		pci_warn(dev, "PMON discovery DVSEC at %#x: table dword %#x has bits above the BIR, which no EMR document defines: not used\n",
			 pos, table);
		return -EINVAL;
	}
	bir = FIELD_GET(PMON_DVSEC_TABLE_BIR, table);
	if (bir >= PCI_STD_NUM_BARS) {
		pci_warn(dev, "PMON discovery DVSEC at %#x: BIR %u is no BAR: not used\n",
			 pos, bir);
		return -EINVAL;
	}
	flags = pci_resource_flags(dev, bir);
	t->start = pci_resource_start(dev, bir);
	t->len = pci_resource_len(dev, bir);
	if (!(flags & IORESOURCE_MEM) || (flags & IORESOURCE_UNSET) || !t->start ||
	    t->len < PMON_GLOBAL_SIZE) {
		pci_warn(dev, "PMON discovery DVSEC at %#x: BAR %u %pR is not an assigned memory BAR of %zu bytes or more: not used\n",
			 pos, bir, pci_resource_n(dev, bir), PMON_GLOBAL_SIZE);
		return -EINVAL;
	}
	return 0;
}

/*
 * With memory decoding off the table reads all ones, which would be taken
 * for an empty BAR: say so, and leave the bit alone.  The function is not
 * the driver's (intel_vsec binds 0x09a7), and whoever cleared the bit owns
 * it: writing PCI_COMMAND behind them would race.  The kernel does not
 * enable decoding either (parse_discovery_table() in uncore_discovery.c).
 */
static bool native_decodes_memory(struct pci_dev *dev, u16 pos)
{
	u16 cmd;

	pci_read_config_word(dev, PCI_COMMAND, &cmd);
	if (cmd & PCI_COMMAND_MEMORY)
		return true;
	pci_warn(dev, "PMON discovery DVSEC at %#x: memory decoding is off (PCI_COMMAND 0x%04x): its table cannot be read, not used\n",
		 pos, cmd);
	return false;
}

/*
 * A global node (Table 1-13) reading all ones has nothing behind the BAR
 * (see native_is_cpu_function()): refused before it takes a die slot.
 */
static bool native_table_present(struct pci_dev *dev, u16 pos,
				 const struct native_table *t)
{
	void __iomem *p = ioremap(t->start, PMON_GLOBAL_SIZE);
	u64 global;

	/* A failed mapping is said once where the table is mapped. */
	if (!p)
		return true;
	global = readq(p);
	iounmap(p);
	if (global != U64_MAX)
		return true;
	pci_warn(dev, "PMON discovery DVSEC at %#x: its table at %pa reads all ones (%#llx): nothing behind its BAR, ignored\n",
		 pos, &t->start, global);
	return false;
}

/* As the kernel's uncore_device_to_die(): an online cpu of @node decides. */
static int native_node_die(int node)
{
	unsigned int cpu;

	for_each_online_cpu(cpu)
		if (cpu_to_node(cpu) == node)
			return topology_logical_die_id(cpu);
	return -ENODEV;
}

/* @t holds its device; it is left empty either way. */
static void native_give(struct native *n, struct native_table *t, unsigned int die)
{
	unsigned int k;

	for (k = 0; k < NATIVE_TABLES_PER_DIE && n->table[die][k].dev; k++)
		;
	if (k == NATIVE_TABLES_PER_DIE) {
		pci_warn(t->dev, "PMON discovery table %u of die %u, where no part has more than %u: not used\n",
			 k + 1, die, NATIVE_TABLES_PER_DIE);
		xpmu_unc_native_table_release(t);
		return;
	}
	n->table[die][k] = *t;
	*t = (struct native_table){ };
}

static void native_add_dvsec(struct native *n, struct native_scan *s,
			     struct pci_dev *dev, u16 pos)
{
	struct native_table t = { };
	int node, die;

	if (!native_is_cpu_function(dev, pos) || native_dvsec_table(dev, pos, &t) ||
	    !native_decodes_memory(dev, pos) || !native_table_present(dev, pos, &t))
		return;
	node = pcibus_to_node(dev->bus);
	if (node == NUMA_NO_NODE) {
		if (s->nr_unplaced < ARRAY_SIZE(s->unplaced)) {
			t.dev = pci_dev_get(dev);
			s->unplaced[s->nr_unplaced] = t;
		}
		s->nr_unplaced++;
		return;
	}
	s->numa++;
	die = native_node_die(node);
	if (die < 0 || die >= s->nr_dies) {
		pci_warn(dev, "PMON discovery table on NUMA node %d, which has no online cpu of dies 0-%u: not used\n",
			 node, s->nr_dies - 1);
		return;
	}
	t.dev = pci_dev_get(dev);
	native_give(n, &t, die);
}

/* Return: the PMON discovery DVSECs (1.10.1) seen. */
static unsigned int native_scan_devices(struct native *n, struct native_scan *s,
					unsigned int device)
{
	struct pci_dev *dev = NULL;
	unsigned int seen = 0;

	while ((dev = pci_get_device(PCI_VENDOR_ID_INTEL, device, dev))) {
		u16 pos = 0;

		while ((pos = pci_find_next_ext_capability(dev, pos, PCI_EXT_CAP_ID_DVSEC))) {
			if (!native_is_pmon_dvsec(dev, pos))
				continue;
			seen++;
			native_add_dvsec(n, s, dev, pos);
		}
	}
	return seen;
}

/**
 * xpmu_unc_native_map_table() - map what a table needs (1.9.1).
 * @t: a table found, not yet mapped.
 *
 * Sized by Max Blocks and Block Stride (Table 1-13), never past the BAR.
 * The parser checks the rest.
 *
 * Context: process context.
 * Return: 0, or -ENOMEM if it cannot be mapped.
 */
int xpmu_unc_native_map_table(struct native_table *t)
{
	void __iomem *p;
	u64 global, size;

	p = ioremap(t->start, PMON_GLOBAL_SIZE);
	if (!p)
		return -ENOMEM;
	global = readq(p);
	iounmap(p);
	size = (FIELD_GET(XPMU_UNC_DISC_GLOBAL0_MAX_BLOCKS, global) + 1) *
	       FIELD_GET(XPMU_UNC_DISC_GLOBAL0_STRIDE, global) * sizeof(u64);
	/* At most 1024 * 255 * 8 bytes: a u32 holds it. */
	size = clamp_t(u64, size, PMON_GLOBAL_SIZE, t->len);
	t->map = ioremap(t->start, size);
	if (!t->map)
		return -ENOMEM;
	t->size = size;
	return 0;
}

/*
 * The segment and bus bits of the first PCICFG unit's address (1.9.2), or
 * -ENODEV.  Reads only within what is mapped; the parser checks at bind.
 */
static int native_table_bus(const struct native_table *t)
{
	u64 global = readq(t->map);
	u32 stride = FIELD_GET(XPMU_UNC_DISC_GLOBAL0_STRIDE, global) * sizeof(u64);
	u32 i, off;

	for (i = 1; stride && i <= FIELD_GET(XPMU_UNC_DISC_GLOBAL0_MAX_BLOCKS, global); i++) {
		off = i * stride;
		if (off + PMON_GLOBAL_SIZE > t->size)
			break;
		if (FIELD_GET(XPMU_UNC_DISC_UNIT0_ACCESS, readq(t->map + off)) ==
		    XPMU_UNC_ACCESS_PCICFG)
			return readq(t->map + off + sizeof(u64)) &
			       (XPMU_UNC_DISC_PCI_SEGMENT | XPMU_UNC_DISC_PCI_BUS);
	}
	return -ENODEV;
}

/*
 * A table without PCICFG units (its MSR units are at the same addresses on
 * every die) takes the die of the tables sharing its root bus: a root bus is
 * one die's (a split table's OOBMSMs, 03.1 and 04.1, share one).  -ENODEV if
 * that names no die, or two.
 */
static int native_unplaced_die(const struct native_scan *s, unsigned int i)
{
	const struct pci_bus *bus = s->unplaced[i].dev->bus;
	int die = s->die[i];
	unsigned int j;

	if (die >= 0)
		return die;
	if (s->nr_dies == 1)
		return 0;
	for (j = 0; j < s->nr_unplaced; j++) {
		if (s->die[j] < 0 || s->unplaced[j].dev->bus != bus)
			continue;
		if (die >= 0 && die != s->die[j])
			return -ENODEV;
		die = s->die[j];
	}
	return die >= 0 ? die : -ENODEV;
}

/*
 * A table's die is the one whose Ubox sits on the bus of its PCICFG units
 * (1.10.2; Table 1-12 puts M2M, UPI and M3UPI there).  All or none placed.
 */
static int native_place_by_ubox(struct native *n, struct native_scan *s,
				unsigned long *placed)
{
	int bus[XPMU_UNC_MAX_PACKAGES], where[NATIVE_UNPLACED];
	unsigned int i, die;

	if (xpmu_unc_topology_buses(&n->hw, bus) != s->nr_dies)
		return -ENODEV;
	for (i = 0; i < s->nr_unplaced; i++) {
		struct native_table *t = &s->unplaced[i];
		int b;

		if (!t->map && xpmu_unc_native_map_table(t))
			return -ENOMEM;
		b = native_table_bus(t);
		s->die[i] = -1;
		if (b < 0)
			continue;
		for (die = 0; die < s->nr_dies && bus[die] != b; die++)
			;
		if (die == s->nr_dies)
			return -ENODEV;
		s->die[i] = die;
	}
	for (i = 0; i < s->nr_unplaced; i++) {
		where[i] = native_unplaced_die(s, i);
		if (where[i] < 0)
			return -ENODEV;
	}
	for (i = 0; i < s->nr_unplaced; i++) {
		__set_bit(where[i], placed);
		native_give(n, &s->unplaced[i], where[i]);
	}
	return 0;
}

/*
 * The kernel's way: dies in the order the tables are found
 * (get_device_die_id() in uncore_discovery.c), with the tables of one root
 * bus kept together; only while that is unambiguous: no table placed
 * through NUMA, and as many root buses as dies.
 */
static int native_place_in_order(struct native *n, struct native_scan *s)
{
	int where[NATIVE_UNPLACED];
	unsigned int i, j, buses = 0;

	if (s->numa)
		return -ENODEV;
	for (i = 0; i < s->nr_unplaced; i++) {
		for (j = 0; j < i; j++)
			if (s->unplaced[j].dev->bus == s->unplaced[i].dev->bus)
				break;
		where[i] = j < i ? where[j] : buses++;
	}
	if (buses != s->nr_dies)
		return -ENODEV;
	for (i = 0; i < s->nr_unplaced; i++)
		native_give(n, &s->unplaced[i], where[i]);
	return 0;
}

/*
 * Without NUMA information (numa=off, no _PXM, !CONFIG_NUMA) the kernel's
 * order of discovery gave, on a QEMU 2-socket EMR, socket 1's table to
 * die 0.  Place by the Ubox first; the kernel's order is the fallback.
 */
static void native_place_unplaced(struct native *n, struct native_scan *s)
{
	DECLARE_BITMAP(placed, XPMU_UNC_MAX_PACKAGES) = { };
	unsigned int i;

	if (s->nr_unplaced <= ARRAY_SIZE(s->unplaced) && !s->numa &&
	    !native_place_by_ubox(n, s, placed)) {
		pr_info("native uncore: no NUMA information; PMON discovery tables given to dies %*pbl by the Ubox of their units' bus (1.10.2)\n",
			(int)s->nr_dies, placed);
		return;
	}
	if (s->nr_unplaced <= ARRAY_SIZE(s->unplaced) && !native_place_in_order(n, s)) {
		pr_info("native uncore: no NUMA information; PMON discovery tables given to dies 0-%u in the order found\n",
			s->nr_dies - 1);
		return;
	}
	pr_warn("native uncore: %u PMON discovery tables without NUMA information, %u with, for %u dies: which die is whose is ambiguous, not used\n",
		s->nr_unplaced, s->numa, s->nr_dies);
	for (i = 0; i < min_t(unsigned int, s->nr_unplaced, ARRAY_SIZE(s->unplaced)); i++)
		xpmu_unc_native_table_release(&s->unplaced[i]);
}

/**
 * xpmu_unc_native_find_tables() - find each die's tables (1.10.1).
 * @n: the machine; its tables are filled in, unmapped but for those
 *	placed by the Ubox.
 * @nr_dies: its logical dies.
 *
 * OOBMSM devices first, every Intel function only if they offer no PMON
 * DVSEC, as intel_uncore_has_discovery_tables().  The kernel decides on
 * any DVSEC (has_generic_discovery_table()); asking for a PMON one lets a
 * part whose OOBMSM has only telemetry DVSECs find a table elsewhere.
 *
 * Context: process context.
 * Return: the PMON DVSECs seen.
 */
unsigned int xpmu_unc_native_find_tables(struct native *n, unsigned int nr_dies)
{
	struct native_scan *s __free(kfree) = kzalloc(sizeof(*s), GFP_KERNEL);
	unsigned int seen;

	if (!s)
		return 0;
	s->nr_dies = nr_dies;
	seen = native_scan_devices(n, s, PMON_DISC_DEVICE);
	if (!seen)
		seen = native_scan_devices(n, s, PCI_ANY_ID);
	if (s->nr_unplaced)
		native_place_unplaced(n, s);
	return seen;
}

