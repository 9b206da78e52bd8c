// SPDX-License-Identifier: GPL-2.0-only
/*
 * The native backend's register access (&xpmu_unc_hw_ops): uncore MSRs,
 * PCI config space and MMIO.  Kept thin so that every decision is above
 * them, where KUnit's fakes reach it.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/bug.h>
#include <linux/cpumask.h>
#include <linux/io.h>
#include <linux/pci.h>
#include <linux/preempt.h>
#include <linux/sched.h>
#include <linux/topology.h>
#include <asm/msr.h>

#include "native.h"

/**
 * xpmu_unc_native_dies_are_packages() - whether every logical die is a package.
 *
 * Checked rather than asked of the kernel, whose helper was renamed in 6.9
 * ("x86/cpu/topology: Rename topology_max_die_per_package()").  With one
 * die per package both ids are numbered alike (6.1:
 * topology_update_package_map() and _die_map(); 6.12: the APIC-id domains
 * coincide).
 *
 * Context: any; reads the online cpus' topology.
 * Return: true if each online cpu's logical die is its logical package.
 */
bool xpmu_unc_native_dies_are_packages(void)
{
	unsigned int cpu;

	for_each_online_cpu(cpu)
		if (topology_logical_die_id(cpu) != topology_logical_package_id(cpu))
			return false;
	return true;
}

/*
 * Uncore PMON is "a per-socket resource" (guide 1.3.1): only cpus of the
 * package reach its MSRs.  "Cannot migrate" is smp_processor_id()'s test
 * (lib/smp_processor_id.c, check_preemption_disabled()).  Anything else is
 * a driver bug, warned once and never turned into an IPI.
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
 * native_msr_read() - &xpmu_unc_hw_ops.msr_read on the executing cpu.
 * @ctx: the machine (unused).
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
 * native_msr_write() - &xpmu_unc_hw_ops.msr_write on the executing cpu.
 * @ctx: the machine (unused).
 * @die: logical die whose uncore MSR to write.
 * @msr: its address.
 * @val: the value to write.
 *
 * Context: as native_msr_read().
 * Return: as native_msr_read(), with wrmsrl_safe().
 */
static int native_msr_write(void *ctx, unsigned int die, u32 msr, u64 val)
{
	if (!native_msr_local(die, msr))
		return -EIO;
	return wrmsrl_safe(msr, val);
}

static struct pci_bus *native_bus(struct native *n, u32 addr)
{
	return n->bus[FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, addr)]
		     [FIELD_GET(XPMU_UNC_DISC_PCI_BUS, addr)];
}

/**
 * native_pci_read() - &xpmu_unc_hw_ops.pci_read.
 * @ctx: the machine.
 * @addr: config address laid out as XPMU_UNC_DISC_PCI_*.
 * @val: the register; all ones on failure.
 *
 * An absent function reads all ones, which a present register may hold
 * too: only then is the vendor id read to tell them apart.
 *
 * Context: any; pci_bus_read_config_*() do not sleep.
 * Return: 0; -ENODEV if @addr is not on a PCI root bus or its function is
 * absent; -EIO if the access fails (an unaligned offset, for one).
 */
static int native_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct pci_bus *bus = native_bus(ctx, addr);
	unsigned int devfn = FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, addr);
	u16 vendor;

	*val = U32_MAX;
	if (!bus)
		return -ENODEV;
	if (pci_bus_read_config_dword(bus, devfn, FIELD_GET(XPMU_UNC_DISC_PCI_OFFSET, addr),
				      val))
		return -EIO;
	if (*val == U32_MAX &&
	    (pci_bus_read_config_word(bus, devfn, PCI_VENDOR_ID, &vendor) ||
	     vendor == U16_MAX))
		return -ENODEV;
	return 0;
}

/**
 * native_pci_write() - &xpmu_unc_hw_ops.pci_write.
 * @ctx: the machine.
 * @addr: config address laid out as XPMU_UNC_DISC_PCI_*.
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
	return pci_bus_write_config_dword(bus, FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, addr),
					  FIELD_GET(XPMU_UNC_DISC_PCI_OFFSET, addr), val) ?
	       -EIO : 0;
}

static u32 native_pci_addr(struct pci_dev *dev)
{
	return FIELD_PREP(XPMU_UNC_DISC_PCI_SEGMENT, pci_domain_nr(dev->bus)) |
	       FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, dev->bus->number) |
	       FIELD_PREP(XPMU_UNC_DISC_PCI_DEVFN, dev->devfn);
}

/**
 * native_pci_find() - &xpmu_unc_hw_ops.pci_find.
 * @ctx: the machine (unused).
 * @device: PCI device id of an Intel function.
 * @index: which of them, from 0, in the order pci_get_device() walks.
 * @addr: its config address (register 0), segment included.
 *
 * Functions in segments beyond XPMU_UNC_DISC_PCI_SEGMENT (a VMD domain,
 * say) are skipped: FIELD_PREP() would fold them onto a low segment.
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
 * native_mmio_map() - &xpmu_unc_hw_ops.mmio_map.
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
 * native_mmio_unmap() - &xpmu_unc_hw_ops.mmio_unmap.
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
 * native_mmio_read() - &xpmu_unc_hw_ops.mmio_read.
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
 * native_mmio_write() - &xpmu_unc_hw_ops.mmio_write.
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

/**
 * native_phys_to_die() - &xpmu_unc_hw_ops.phys_to_die.
 * @ctx: the machine (unused).
 * @pkg: physical package id, an index of the Ubox GID mapping (1.10.2).
 *
 * As topology_gidnid_map() (uncore_snbep.c) with one die per package.
 * With several, that function takes the GID index for the die, a numbering
 * the EMR guide does not describe: refuse rather than guess.
 *
 * Context: process context.
 * Return: the logical die; -EOPNOTSUPP with several dies per package;
 * -ENODEV if no cpu of @pkg was enumerated.
 */
static int native_phys_to_die(void *ctx, unsigned int pkg)
{
	int die;

	if (!xpmu_unc_native_dies_are_packages())
		return -EOPNOTSUPP;
	/* 6.1: exported; 6.12: inline over exported topology_get_logical_id(). */
	die = topology_phys_to_logical_pkg(pkg);
	return die < 0 ? -ENODEV : die;
}

const struct xpmu_unc_hw_ops xpmu_unc_native_ops = {
	.msr_read = native_msr_read,
	.msr_write = native_msr_write,
	.pci_read = native_pci_read,
	.pci_write = native_pci_write,
	.pci_find = native_pci_find,
	.mmio_map = native_mmio_map,
	.mmio_unmap = native_mmio_unmap,
	.mmio_read = native_mmio_read,
	.mmio_write = native_mmio_write,
	.discovery = xpmu_unc_native_discovery,
	.phys_to_die = native_phys_to_die,
};
