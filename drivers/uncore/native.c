// SPDX-License-Identifier: GPL-2.0-only
/*
 * The native backend: the platform primitives of a real Emerald Rapids.
 *
 * It offers the machine on GenuineIntel family 6 model 0xCF when at least
 * one die has a PMON discovery table (a DVSEC of extended capability 0x23,
 * DVSEC id 1; EMR uncore guide 1.9 and 1.10.1), naming the dies that have
 * one; otherwise one line says why not.  They stay thin, every decision
 * being above them where KUnit's fakes reach it; the tests run them on a
 * QEMU model of an EMR (qemu/).  No EMR hardware was available to run them.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/bitmap.h>
#include <linux/bug.h>
#include <linux/cpumask.h>
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/minmax.h>
#include <linux/mm.h>
#include <linux/mod_devicetable.h>
#include <linux/numa.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/preempt.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <asm/cpu_device_id.h>
#include <asm/msr.h>
#include <asm/processor.h>

#include "uncore.h"

/*
 * The machines the native backend serves: GenuineIntel family 6 model
 * 0xCF, Emerald Rapids.  The model is INTEL_FAM6_EMERALDRAPIDS_X in 6.1's
 * asm/intel-family.h and a VFM, INTEL_EMERALDRAPIDS_X, in 6.12's; spelt
 * as numbers, X86_MATCH_VENDOR_FAM_MODEL() is the same in both, so no
 * compat shim.  The one table both decides at init (x86_match_cpu()) and,
 * through MODULE_DEVICE_TABLE, gives the module its alias
 * "cpu:type:x86,ven0000fam0006mod00CF:feature:*", by which udev loads it
 * at boot on such a machine (the kernel's intel_uncore does the same).
 */
#define NATIVE_EMR_FAMILY		6
#define NATIVE_EMR_MODEL		0xCF

static const struct x86_cpu_id native_cpu_ids[] = {
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, NATIVE_EMR_FAMILY, NATIVE_EMR_MODEL, NULL),
	{ }
};
MODULE_DEVICE_TABLE(x86cpu, native_cpu_ids);

/*
 * The PMON discovery DVSEC (guide 1.10.1; the kernel's uncore_discovery.h).
 * After the PCIe DVSEC header (PCI_DVSEC_HEADER1/2) comes one dword whose
 * bits 2:0 name the BAR holding the table (BIR).  The guide's sample code
 * ignores bits 31:3; the kernel refuses discovery when any is set
 * (intel_uncore_has_discovery_tables()); Intel's other DVSECs of the same
 * layout make them the table's offset into the BAR (INTEL_DVSEC_TABLE_OFFSET
 * in include/linux/intel_vsec.h).  See native_dvsec_table().
 */
#define PMON_DISC_DEVICE		0x09a7	/* OOBMSM: UNCORE_DISCOVERY_TABLE_DEVICE */
#define PMON_DVSEC_ID			0x1	/* UNCORE_DISCOVERY_DVSEC_ID_PMON */
#define PMON_DVSEC_TABLE		0xC	/* UNCORE_DISCOVERY_DVSEC2_OFFSET */
#define PMON_DVSEC_TABLE_BIR		GENMASK(2, 0)
#define PMON_DVSEC_TABLE_OFFSET		GENMASK(31, 3)
/* The global node: the first thing mapped (1.9.1, Table 1-13). */
#define PMON_GLOBAL_SIZE		(XPMU_DISC_NODE_WORDS * sizeof(u64))

#define NATIVE_SEGMENTS			8	/* XPMU_DISC_PCI_SEGMENT is 3 bits */
/*
 * PMON discovery tables one die may present: its units in one table, or
 * split over one per tile (PCM's commit f5486cff stopped assuming one
 * per socket; the kernel merges however many, uncore_insert_box_info()).
 * A Sapphire Rapids XCC package is four tiles; an Emerald Rapids XCC two.
 */
#define NATIVE_TABLES_PER_DIE		4
#define NATIVE_BUSES			256	/* XPMU_DISC_PCI_BUS is 8 bits */

/**
 * struct native_table - one die's PMON discovery table.
 * @dev: the PCI function whose DVSEC points at it; a reference is held.
 * @start: physical address of the table: the start of the DVSEC's BAR.
 * @len: bytes of that BAR.
 * @map: the table, @size bytes of it mapped; NULL until mapped.
 * @size: bytes mapped: what the global node says the table spans,
 *	bounded by @len.
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
 * @hw: what XPMU_UNCORE_DEVICE carries (platform data is a copy).
 * @pdev: the device offering it.
 * @bus: PCI buses by segment and number, every one the kernel knows at
 *	load (an uncore bus is a root bus on the machines seen, but nothing
 *	here relies on it), resolved at init because config accesses run
 *	where pci_find_bus() cannot: it sleeps.  No reference is held (the
 *	PCI core exports none for a bus): the uncore buses are the
 *	processor's own and are never removed while it runs.
 * @table: discovery tables per logical die, from [d][0]; @table[d][k].dev
 *	is NULL past die d's last.
 * @debugfs: xpmu_uncore/ in debugfs: what a bug report needs of the
 *	tables (native_debugfs_init()).
 */
struct native {
	struct xpmu_uncore_hw hw;
	struct platform_device *pdev;
	struct pci_bus *bus[NATIVE_SEGMENTS][NATIVE_BUSES];
	struct native_table table[XPMU_MAX_PACKAGES][NATIVE_TABLES_PER_DIE];
	struct dentry *debugfs;
};

/**
 * struct native_scan - what native_find_tables() has seen so far.
 * @nr_dies: logical dies of the machine.
 * @numa: usable tables whose device has a NUMA node.
 * @nr_unplaced: usable tables whose device has no NUMA node; only the
 *	first XPMU_MAX_PACKAGES are kept in @unplaced.
 * @unplaced: those tables, in the order found, holding their device.
 */
struct native_scan {
	unsigned int nr_dies;
	unsigned int numa;
	unsigned int nr_unplaced;
	struct native_table unplaced[XPMU_MAX_PACKAGES];
};

static struct native *native;

/*
 * On EMR a package is one die (topology_max_dies_per_package() is 1), so a
 * logical die is a logical package: there are topology_max_packages() of
 * them, and topology_phys_to_logical_pkg() names the die of a package.
 * The kernel's count of dies per package changed name in 6.9
 * (topology_max_die_per_package() before; "x86/cpu/topology: Rename
 * topology_max_die_per_package()"), so rather than a version test, check
 * what is relied on: every online cpu's logical die is its logical package.
 * With one die per package both are numbered in the same order (6.1:
 * topology_update_package_map() and _die_map() on the same cpus; 6.12:
 * the die and package APIC-id domains coincide), and with more some cpu's
 * die number exceeds its package number.
 */
static bool native_dies_are_packages(void)
{
	unsigned int cpu;

	for_each_online_cpu(cpu)
		if (topology_logical_die_id(cpu) != topology_logical_package_id(cpu))
			return false;
	return true;
}

/*
 * Uncore PMON is "a per-socket resource" (guide 1.3.1): every cpu of a
 * package reaches the same uncore MSRs, and no other cpu does.  The driver
 * calls from a cpu of @die that cannot migrate (uncore_hw.h); "cannot
 * migrate" as smp_processor_id()'s own check has it (lib/smp_processor_id.c,
 * check_preemption_disabled()): preemption or interrupts disabled, or a
 * per-cpu thread.  Anything else is a driver bug, refused once loudly and
 * never turned into an IPI.
 */
static bool native_msr_local(unsigned int die, u32 msr)
{
	unsigned int cpu = raw_smp_processor_id();
	bool pinned = !preemptible() || is_percpu_thread();

	if (likely(pinned && topology_logical_die_id(cpu) == die))
		return true;
	WARN_ONCE(1, "xpmu native: MSR %#x of die %u accessed from cpu %u of die %u%s\n",
		  msr, die, cpu, topology_logical_die_id(cpu),
		  pinned ? "" : ", preemptible");
	return false;
}

/**
 * native_msr_read() - &xpmu_uncore_hw_ops.msr_read on the executing cpu.
 * @ctx: the machine (unused: MSRs need no state).
 * @die: logical die whose uncore MSR to read.
 * @msr: its address.
 * @val: the value read; 0 on failure.
 *
 * Context: on a cpu of @die that cannot migrate; interrupts may be off.
 * Return: 0; -EIO if the cpu is not in @die or may migrate (warned once),
 * or if the MSR faults (rdmsrl_safe()).
 */
static int native_msr_read(void *ctx, unsigned int die, u32 msr, u64 *val)
{
	*val = 0;
	if (!native_msr_local(die, msr))
		return -EIO;
	return rdmsrl_safe(msr, val);
}

/**
 * native_msr_write() - &xpmu_uncore_hw_ops.msr_write on the executing cpu.
 * @ctx: the machine (unused).
 * @die: logical die whose uncore MSR to write.
 * @msr: its address.
 * @val: the value to write.
 *
 * Context: as native_msr_read().
 * Return: 0; -EIO if the cpu is not in @die or may migrate (warned once),
 * or if the MSR faults (wrmsrl_safe()).
 */
static int native_msr_write(void *ctx, unsigned int die, u32 msr, u64 val)
{
	if (!native_msr_local(die, msr))
		return -EIO;
	return wrmsrl_safe(msr, val);
}

static struct pci_bus *native_bus(struct native *n, u32 addr)
{
	return n->bus[FIELD_GET(XPMU_DISC_PCI_SEGMENT, addr)]
		     [FIELD_GET(XPMU_DISC_PCI_BUS, addr)];
}

/**
 * native_pci_read() - &xpmu_uncore_hw_ops.pci_read.
 * @ctx: the machine.
 * @addr: config address laid out as XPMU_DISC_PCI_*.
 * @val: the register; all ones on failure.
 *
 * An absent function reads all ones (PCI_ERROR_RESPONSE), which a present
 * register may hold too: only then is its vendor id read to tell them apart.
 *
 * Context: any; pci_bus_read_config_*() do not sleep.
 * Return: 0; -ENODEV if @addr is not on a PCI root bus or its function is
 * absent; -EIO if the access fails (an unaligned offset, for one).
 */
static int native_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct pci_bus *bus = native_bus(ctx, addr);
	unsigned int devfn = FIELD_GET(XPMU_DISC_PCI_DEVFN, addr);
	u16 vendor;

	*val = U32_MAX;
	if (!bus)
		return -ENODEV;
	if (pci_bus_read_config_dword(bus, devfn, FIELD_GET(XPMU_DISC_PCI_OFFSET, addr),
				      val))
		return -EIO;
	if (*val == U32_MAX &&
	    (pci_bus_read_config_word(bus, devfn, PCI_VENDOR_ID, &vendor) ||
	     vendor == U16_MAX))
		return -ENODEV;
	return 0;
}

/**
 * native_pci_write() - &xpmu_uncore_hw_ops.pci_write.
 * @ctx: the machine.
 * @addr: config address laid out as XPMU_DISC_PCI_*.
 * @val: the value to write.
 *
 * Context: any, as native_pci_read().
 * Return: 0; -ENODEV if @addr is not on a PCI root bus; -EIO if the
 * access fails.
 */
static int native_pci_write(void *ctx, u32 addr, u32 val)
{
	struct pci_bus *bus = native_bus(ctx, addr);

	if (!bus)
		return -ENODEV;
	return pci_bus_write_config_dword(bus, FIELD_GET(XPMU_DISC_PCI_DEVFN, addr),
					  FIELD_GET(XPMU_DISC_PCI_OFFSET, addr), val) ?
	       -EIO : 0;
}

static u32 native_pci_addr(struct pci_dev *dev)
{
	return FIELD_PREP(XPMU_DISC_PCI_SEGMENT, pci_domain_nr(dev->bus)) |
	       FIELD_PREP(XPMU_DISC_PCI_BUS, dev->bus->number) |
	       FIELD_PREP(XPMU_DISC_PCI_DEVFN, dev->devfn);
}

/**
 * native_pci_find() - &xpmu_uncore_hw_ops.pci_find.
 * @ctx: the machine (unused).
 * @device: PCI device id of an Intel function.
 * @index: which of them, from 0, in the order pci_get_device() walks.
 * @addr: its config address (register 0), segment included.
 *
 * A function in a PCI segment above XPMU_DISC_PCI_SEGMENT's reach (a VMD
 * domain, say) has no such address and is not counted: FIELD_PREP() would
 * silently fold it onto a low segment.
 *
 * Context: process context.
 * Return: 0, or -ENODEV past the last.
 */
static int native_pci_find(void *ctx, u16 device, unsigned int index, u32 *addr)
{
	struct pci_dev *dev = NULL;

	while ((dev = pci_get_device(PCI_VENDOR_ID_INTEL, device, dev))) {
		if ((unsigned int)pci_domain_nr(dev->bus) >= NATIVE_SEGMENTS)
			continue;
		if (index-- == 0) {
			*addr = native_pci_addr(dev);
			pci_dev_put(dev);
			return 0;
		}
	}
	return -ENODEV;
}

/**
 * native_mmio_map() - &xpmu_uncore_hw_ops.mmio_map.
 * @ctx: the machine (unused).
 * @addr: physical address.
 * @size: bytes to map.
 *
 * Context: process context.
 * Return: the mapping, or ERR_PTR(-ENOMEM).
 */
static void *native_mmio_map(void *ctx, u64 addr, u32 size)
{
	void __iomem *p = ioremap(addr, size);

	return p ? (void __force *)p : ERR_PTR(-ENOMEM);
}

/**
 * native_mmio_unmap() - &xpmu_uncore_hw_ops.mmio_unmap.
 * @ctx: the machine (unused).
 * @map: a mapping from native_mmio_map().
 *
 * Context: process context.
 */
static void native_mmio_unmap(void *ctx, void *map)
{
	iounmap((void __iomem __force *)map);
}

/**
 * native_mmio_read() - &xpmu_uncore_hw_ops.mmio_read.
 * @ctx: the machine (unused).
 * @map: a mapping from native_mmio_map().
 * @off: byte offset in it.
 * @bytes: 4 or 8.
 *
 * Context: any.
 * Return: the register.
 */
static u64 native_mmio_read(void *ctx, void *map, u32 off, unsigned int bytes)
{
	void __iomem *p = (void __iomem __force *)map + off;

	return bytes == 4 ? readl(p) : readq(p);
}

/**
 * native_mmio_write() - &xpmu_uncore_hw_ops.mmio_write.
 * @ctx: the machine (unused).
 * @map: a mapping from native_mmio_map().
 * @off: byte offset in it.
 * @bytes: 4 or 8.
 * @val: the value; its low 32 bits when @bytes is 4.
 *
 * Context: any.
 */
static void native_mmio_write(void *ctx, void *map, u32 off, unsigned int bytes,
			      u64 val)
{
	void __iomem *p = (void __iomem __force *)map + off;

	if (bytes == 4)
		writel(val, p);
	else
		writeq(val, p);
}

/* &xpmu_disc_source.read: the parser asks only for words below .size. */
static int native_table_read(void *ctx, u32 offset, u64 *val)
{
	const struct native_table *t = ctx;

	*val = readq(t->map + offset);
	return 0;
}

/**
 * native_discovery() - &xpmu_uncore_hw_ops.discovery.
 * @ctx: the machine.
 * @die: logical die.
 * @index: which of its tables, from 0.
 * @src: set to read that table, as mapped at init.
 *
 * Context: process context.
 * Return: 0, or -ENODEV past @die's last table.
 */
static int native_discovery(void *ctx, unsigned int die, unsigned int index,
			    struct xpmu_disc_source *src)
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
	*src = (struct xpmu_disc_source){
		.read = native_table_read,
		.ctx = t,
		.size = t->size,
		.name = pci_name(t->dev),
	};
	return 0;
}

/**
 * native_phys_to_die() - &xpmu_uncore_hw_ops.phys_to_die.
 * @ctx: the machine (unused).
 * @pkg: physical package id, an index of the Ubox GID mapping (1.10.2).
 *
 * With one die per package the logical die is the logical package, as in
 * the kernel's topology_gidnid_map() (uncore_snbep.c).  With several, that
 * function takes the GID index itself for the die, a numbering the EMR
 * guide does not describe and EMR (one die per package) never needs:
 * refuse rather than guess.
 *
 * Context: process context.
 * Return: the logical die; -EOPNOTSUPP with several dies per package;
 * -ENODEV if no cpu of @pkg was enumerated.
 */
static int native_phys_to_die(void *ctx, unsigned int pkg)
{
	int die;

	if (!native_dies_are_packages())
		return -EOPNOTSUPP;
	/* 6.1: exported; 6.12: inline over exported topology_get_logical_id(). */
	die = topology_phys_to_logical_pkg(pkg);
	return die < 0 ? -ENODEV : die;
}

static const struct xpmu_uncore_hw_ops native_ops = {
	.msr_read = native_msr_read,
	.msr_write = native_msr_write,
	.pci_read = native_pci_read,
	.pci_write = native_pci_write,
	.pci_find = native_pci_find,
	.mmio_map = native_mmio_map,
	.mmio_unmap = native_mmio_unmap,
	.mmio_read = native_mmio_read,
	.mmio_write = native_mmio_write,
	.discovery = native_discovery,
	.phys_to_die = native_phys_to_die,
};

static void native_table_release(struct native_table *t)
{
	if (t->map)
		iounmap(t->map);
	pci_dev_put(t->dev);
	*t = (struct native_table){ };
}

/*
 * A PMON discovery DVSEC (1.10.1): DVSEC id 1 (header 2, 15:0).  A DVSEC id
 * means something only for the vendor in header 1 (PCIe DVSEC; intel_vsec's
 * intel_vsec_walk_dvsec() checks it too), so that must be Intel's.
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
 * Where the table of the PMON DVSEC at @pos is: the start of the BAR that
 * its BIR names, through the PCI core's resource (as intel_vsec does)
 * rather than the BAR registers, which may hold what firmware left there.
 */
static int native_dvsec_table(struct pci_dev *dev, u16 pos, struct native_table *t)
{
	unsigned long flags;
	unsigned int bir;
	u32 table;

	pci_read_config_dword(dev, pos + PMON_DVSEC_TABLE, &table);
	/*
	 * Bits 31:3.  Intel's VSEC layout makes them an offset into the BAR,
	 * but encoded per platform (VSEC_QUIRK_TABLE_SHIFT in intel_vsec.c);
	 * neither the guide (whose sample code maps the BAR's start) nor the
	 * kernel (which refuses all discovery when any is set) defines them
	 * for PMON discovery, and EMR, where the kernel's discovery runs,
	 * leaves them 0.  Refuse rather than guess at an offset.
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
 * Whether there is a table behind the BAR at all: its global node's first
 * word (Table 1-13) reading all ones is what a BAR that decodes nothing
 * reads, as an SPR host's Ponte Vecchio GPU presented: a function 0x09a7
 * with a PMON discovery DVSEC, on which the kernel printed "Invalid Global
 * Discovery State: 0xffffffffffffffff".  Such a DVSEC is refused here,
 * once, before it can take a die from the table that has one.
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

/*
 * The logical die of a NUMA node: that of an online cpu on it, as the
 * kernel's uncore_device_to_die() does; -ENODEV if none is online.
 */
static int native_node_die(int node)
{
	unsigned int cpu;

	for_each_online_cpu(cpu)
		if (cpu_to_node(cpu) == node)
			return topology_logical_die_id(cpu);
	return -ENODEV;
}

/*
 * Take the PMON DVSEC at @pos of @dev: place its table among those of the
 * die of the device's NUMA node, or keep it for native_place_unplaced()
 * when the device has none.  A die may have several tables, whose units
 * the driver merges (xpmu_discovery_merge()), as the kernel does.
 */
static void native_add_dvsec(struct native *n, struct native_scan *s,
			     struct pci_dev *dev, u16 pos)
{
	struct native_table t = { };
	unsigned int k;
	int node, die;

	if (native_dvsec_table(dev, pos, &t) || !native_table_present(dev, pos, &t))
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
	for (k = 0; k < NATIVE_TABLES_PER_DIE && n->table[die][k].dev; k++)
		;
	if (k == NATIVE_TABLES_PER_DIE) {
		pci_warn(dev, "PMON discovery table %u of die %d, where no part has more than %u: not used\n",
			 k + 1, die, NATIVE_TABLES_PER_DIE);
		return;
	}
	t.dev = pci_dev_get(dev);
	n->table[die][k] = t;
}

/*
 * Walk the PMON discovery DVSECs of Intel functions with device id @device
 * (1.10.1), or of every Intel function with PCI_ANY_ID.  Returns how many
 * were seen.
 */
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

/*
 * Map what the table needs (1.9.1): the global node, to read Max Blocks
 * and Block Stride (Table 1-13), then the global node and Max Blocks unit
 * blocks of Block Stride 64-bit words each, never past the BAR.  The
 * parser checks the rest, including that the table fits what is mapped.
 */
static int native_map_table(struct native_table *t)
{
	void __iomem *p;
	u64 global, size;

	p = ioremap(t->start, PMON_GLOBAL_SIZE);
	if (!p)
		return -ENOMEM;
	global = readq(p);
	iounmap(p);
	size = (FIELD_GET(XPMU_DISC_GLOBAL0_MAX_BLOCKS, global) + 1) *
	       FIELD_GET(XPMU_DISC_GLOBAL0_STRIDE, global) * sizeof(u64);
	/* At most 1024 * 255 * 8 bytes: a u32 holds it. */
	size = clamp_t(u64, size, PMON_GLOBAL_SIZE, t->len);
	t->map = ioremap(t->start, size);
	if (!t->map)
		return -ENOMEM;
	t->size = size;
	return 0;
}

/*
 * The segment and bus of the first PCICFG unit of a mapped table (1.9.2),
 * as the XPMU_DISC_PCI_SEGMENT and XPMU_DISC_PCI_BUS bits of its address;
 * -ENODEV if it has none.  The parser checks the table at bind; this only
 * reads the nodes it lands on, within what is mapped.
 */
static int native_table_bus(const struct native_table *t)
{
	u64 global = readq(t->map);
	u32 stride = FIELD_GET(XPMU_DISC_GLOBAL0_STRIDE, global) * sizeof(u64);
	u32 i, off;

	for (i = 1; stride && i <= FIELD_GET(XPMU_DISC_GLOBAL0_MAX_BLOCKS, global); i++) {
		off = i * stride;
		if (off + PMON_GLOBAL_SIZE > t->size)
			break;
		if (FIELD_GET(XPMU_DISC_UNIT0_ACCESS, readq(t->map + off)) == XPMU_ACCESS_PCICFG)
			return readq(t->map + off + sizeof(u64)) &
			       (XPMU_DISC_PCI_SEGMENT | XPMU_DISC_PCI_BUS);
	}
	return -ENODEV;
}

/*
 * Without NUMA information, a table's die is the one whose Ubox sits on
 * the bus of the table's PCICFG units: 1.10.2 names a die's bus through
 * its Ubox (xpmu_topology_buses()), and the M2M, UPI and M3UPI functions
 * the table points at are on that bus (Table 1-12).  Returns 0 if every
 * table found a die of its own that way.
 */
static int native_place_by_ubox(struct native *n, struct native_scan *s)
{
	int bus[XPMU_MAX_PACKAGES], where[XPMU_MAX_PACKAGES];
	DECLARE_BITMAP(taken, XPMU_MAX_PACKAGES) = { };
	unsigned int i;
	unsigned int die;

	if (xpmu_topology_buses(&n->hw, bus) != s->nr_dies)
		return -ENODEV;
	for (i = 0; i < s->nr_unplaced; i++) {
		struct native_table *t = &s->unplaced[i];
		int b;

		if (!t->map && native_map_table(t))
			return -ENOMEM;
		b = native_table_bus(t);
		for (die = 0; die < s->nr_dies; die++)
			if (b >= 0 && bus[die] == b)
				break;
		if (die == s->nr_dies || test_and_set_bit(die, taken))
			return -ENODEV;
		where[i] = die;
	}
	for (i = 0; i < s->nr_unplaced; i++)
		n->table[where[i]][0] = s->unplaced[i];
	return 0;
}

/*
 * Tables of devices without NUMA information (NUMA_NO_NODE: numa=off, no
 * _PXM from firmware, or a kernel without CONFIG_NUMA).  The kernel then
 * numbers the dies in the order it finds the tables (get_device_die_id()
 * in uncore_discovery.c), which on a QEMU model of a 2-socket EMR gave
 * socket 1's table to die 0: every PCICFG and MMIO unit then counted the
 * other socket.  Place each table by the Ubox of its units' bus instead,
 * and only when that cannot be done fall back to the kernel's order, as
 * long as it cannot be read two ways: no table was placed through NUMA,
 * and there is exactly one table per die.
 */
static void native_place_unplaced(struct native *n, struct native_scan *s)
{
	unsigned int i, kept = min_t(unsigned int, s->nr_unplaced,
				     ARRAY_SIZE(s->unplaced));

	if (!s->numa && s->nr_unplaced == s->nr_dies && !native_place_by_ubox(n, s)) {
		pr_info("native uncore: no NUMA information; PMON discovery tables given to dies 0-%u by the Ubox of their units' bus (1.10.2)\n",
			s->nr_dies - 1);
		return;
	}
	if (!s->numa && s->nr_unplaced == s->nr_dies) {
		for (i = 0; i < s->nr_unplaced; i++)
			n->table[i][0] = s->unplaced[i];
		pr_info("native uncore: no NUMA information; PMON discovery tables given to dies 0-%u in the order found\n",
			s->nr_dies - 1);
		return;
	}
	pr_warn("native uncore: %u PMON discovery tables without NUMA information, %u with, for %u dies: which die is whose is ambiguous, not used\n",
		s->nr_unplaced, s->numa, s->nr_dies);
	for (i = 0; i < kept; i++)
		native_table_release(&s->unplaced[i]);
}

/*
 * Find each die's table (1.10.1).  Like the kernel's
 * intel_uncore_has_discovery_tables(), look at the OOBMSM devices
 * (UNCORE_DISCOVERY_TABLE_DEVICE) first and at every Intel function only
 * when they offer no PMON discovery.  The kernel settles that on the
 * first OOBMSM having any DVSEC (has_generic_discovery_table()); this
 * asks whether any OOBMSM has a PMON one, so a part whose OOBMSM carries
 * only telemetry DVSECs still finds a table elsewhere.  Returns the PMON
 * DVSECs seen.
 */
static unsigned int native_find_tables(struct native *n, unsigned int nr_dies)
{
	struct native_scan s = { .nr_dies = nr_dies };
	unsigned int seen;

	seen = native_scan_devices(n, &s, PMON_DISC_DEVICE);
	if (!seen)
		seen = native_scan_devices(n, &s, PCI_ANY_ID);
	if (s.nr_unplaced)
		native_place_unplaced(n, &s);
	return seen;
}

/*
 * debugfs, for bug reports from machines we have never seen: each die's
 * discovery table exactly as the hardware presents it, and where it came
 * from.  Read-only, and read nowhere else: the driver parses the table once
 * at bind, through native_discovery().
 */

/**
 * struct native_dump - one open of a table's debugfs file.
 * @size: bytes in @words.
 * @words: the table, read once at open so that a reader sees one snapshot.
 */
struct native_dump {
	size_t size;
	u64 words[];
};

/*
 * Copy the table with 64-bit reads, as the parser reads it (1.9: every
 * node is made of 64-bit words), never byte-wise from MMIO.
 */
static int native_dump_open(struct inode *inode, struct file *file)
{
	const struct native_table *t = inode->i_private;
	struct native_dump *d;
	u32 i;

	d = kvmalloc(struct_size(d, words, t->size / sizeof(u64)), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	d->size = t->size;
	for (i = 0; i < t->size / sizeof(u64); i++)
		d->words[i] = readq(t->map + i * sizeof(u64));
	file->private_data = d;
	return 0;
}

static ssize_t native_dump_read(struct file *file, char __user *buf, size_t count,
				loff_t *ppos)
{
	const struct native_dump *d = file->private_data;

	return simple_read_from_buffer(buf, count, ppos, d->words, d->size);
}

static int native_dump_release(struct inode *inode, struct file *file)
{
	kvfree(file->private_data);
	return 0;
}

static const struct file_operations native_dump_fops = {
	.owner = THIS_MODULE,
	.open = native_dump_open,
	.read = native_dump_read,
	.release = native_dump_release,
	.llseek = default_llseek,
};

/*
 * "tables": per die, the function, BAR and bytes behind each of
 * discovery/die<N> (its first table) and die<N>.<k> (its others).
 */
static int native_tables_show(struct seq_file *m, void *unused)
{
	const struct native *n = m->private;
	unsigned int die, k;

	for (die = 0; die < n->hw.nr_dies; die++) {
		if (!n->table[die][0].map)
			seq_printf(m, "die %u: no table\n", die);
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			const struct native_table *t = &n->table[die][k];

			if (!t->map)
				continue;
			seq_printf(m, "die %u table %u: %s node %d table at %pa, BAR %pa bytes, %u mapped\n",
				   die, k, pci_name(t->dev), dev_to_node(&t->dev->dev),
				   &t->start, &t->len, t->size);
		}
	}
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(native_tables);

/*
 * Nothing depends on debugfs: a failure there leaves the files out and the
 * driver working (the debugfs API's own rule: callers do not check).
 */
static void native_debugfs_init(struct native *n)
{
	struct dentry *tables;
	unsigned int die, k;
	char name[16];

	n->debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("tables", 0400, n->debugfs, n, &native_tables_fops);
	tables = debugfs_create_dir("discovery", n->debugfs);
	for (die = 0; die < n->hw.nr_dies; die++) {
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			struct native_table *t = &n->table[die][k];

			if (!t->map)
				continue;
			if (k)
				snprintf(name, sizeof(name), "die%u.%u", die, k);
			else
				snprintf(name, sizeof(name), "die%u", die);
			debugfs_create_file_size(name, 0400, tables, t,
						 &native_dump_fops, t->size);
		}
	}
}

static void native_free(struct native *n)
{
	unsigned int die, k;

	for (die = 0; die < ARRAY_SIZE(n->table); die++)
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++)
			native_table_release(&n->table[die][k]);
	kfree(n);
}

/**
 * xpmu_native_init() - offer the real machine, or say why not.
 *
 * Context: process context (module init).
 */
void xpmu_native_init(void)
{
	const struct cpuinfo_x86 *c = &boot_cpu_data;
	unsigned int dies = topology_max_packages(), die, k, seen;
	DECLARE_BITMAP(have, XPMU_MAX_PACKAGES) = { };
	unsigned int seg, nr;
	struct native *n;

	if (!x86_match_cpu(native_cpu_ids)) {
		pr_info("no native uncore: not an Emerald Rapids (family %u model %#x)\n",
			c->x86, c->x86_model);
		return;
	}
	if (!dies || dies > XPMU_MAX_PACKAGES) {
		pr_info("no native uncore: %u packages, at most %u supported\n",
			dies, XPMU_MAX_PACKAGES);
		return;
	}
	if (!native_dies_are_packages()) {
		pr_info("no native uncore: several dies per package, where Emerald Rapids has one\n");
		return;
	}
	n = kzalloc(sizeof(*n), GFP_KERNEL);
	if (!n)
		return;
	/*
	 * Every bus by (segment, bus), as the discovery table and the Ubox
	 * name them: 8-socket SPR repeats bus numbers in a second segment.
	 * Placing tables without NUMA information reads the Ubox through them.
	 */
	for (seg = 0; seg < NATIVE_SEGMENTS; seg++)
		for (nr = 0; nr < NATIVE_BUSES; nr++)
			n->bus[seg][nr] = pci_find_bus(seg, nr);
	n->hw = (struct xpmu_uncore_hw){
		.ops = &native_ops, .ctx = n, .owner = THIS_MODULE, .nr_dies = dies,
	};
	seen = native_find_tables(n, dies);
	for (die = 0; die < dies; die++) {
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			struct native_table *t = &n->table[die][k];

			if (!t->dev)
				continue;
			if (!t->map && native_map_table(t)) {
				pci_warn(t->dev, "PMON discovery table of die %u at %pa: cannot map it\n",
					 die, &t->start);
				native_table_release(t);
				continue;
			}
			__set_bit(die, have);
		}
	}
	if (bitmap_empty(have, dies)) {
		if (!seen)
			pr_info("no native uncore: Emerald Rapids without a PMON discovery DVSEC (a guest?)\n");
		else
			pr_info("no native uncore: %u PMON discovery DVSECs, no die's table usable (above)\n",
				seen);
		native_free(n);
		return;
	}

	n->pdev = platform_device_register_data(NULL, XPMU_UNCORE_DEVICE,
						PLATFORM_DEVID_AUTO, &n->hw,
						sizeof(n->hw));
	if (IS_ERR(n->pdev)) {
		pr_err("native uncore: cannot register its device (%ld)\n",
		       PTR_ERR(n->pdev));
		native_free(n);
		return;
	}
	native = n;
	native_debugfs_init(n);
	pr_info("native uncore: %u dies; PMON discovery tables on dies %*pbl\n",
		dies, (int)dies, have);
}

/**
 * xpmu_native_exit() - withdraw the real machine, if it was offered.
 *
 * Context: process context (module exit), before the driver unregisters.
 */
void xpmu_native_exit(void)
{
	if (!native)
		return;
	/* Waits for readers: the files point at the tables freed below. */
	debugfs_remove_recursive(native->debugfs);
	platform_device_unregister(native->pdev);
	native_free(native);
	native = NULL;
}
