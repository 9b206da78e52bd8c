// SPDX-License-Identifier: GPL-2.0-only
/*
 * The native backend: the platform primitives of a real Emerald Rapids.
 *
 * It offers the machine only on GenuineIntel family 6 model 0xCF with a
 * PMON discovery DVSEC (extended capability 0x23, DVSEC id 1; EMR uncore
 * guide 1.10.1) for every die; otherwise one line says why not.  These are
 * the only lines of the driver the simulator cannot exercise, so they stay
 * thin: every decision is above them.  No EMR hardware was available to
 * run them.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/io.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <asm/msr.h>
#include <asm/processor.h>

#include "uncore.h"

#define INTEL_FAM6_EMERALDRAPIDS_X	0xCF
/* 1.10.1: the DVSEC's id (15:0 of header 2) and BAR indicator (2:0 at +0xC). */
#define PMON_DVSEC_ID			0x1
#define PMON_DVSEC_BIR			0xC
#define PMON_DVSEC_BIR_MASK		GENMASK(2, 0)
#define PMON_DISCOVERY_MAP_SIZE		0x80000	/* 1.10.1 UNCORE_DISCOVERY_MAP_SIZE */
#define NATIVE_SEGMENTS			8	/* XPMU_DISC_PCI_SEGMENT is 3 bits */

struct native {
	struct xpmu_uncore_hw hw;
	struct platform_device *pdev;
	/* PCI buses by segment and number, resolved where sleeping is allowed. */
	struct pci_bus *bus[NATIVE_SEGMENTS][256];
	void __iomem *table[XPMU_MAX_PACKAGES];
};

static struct native *native;

static int native_msr_read(void *ctx, unsigned int cpu, u32 msr, u64 *val)
{
	if (cpu == raw_smp_processor_id())
		return rdmsrl_safe(msr, val);
	/* Another cpu means an IPI: only from process context. */
	if (WARN_ON_ONCE(irqs_disabled()))
		return -EIO;
	return rdmsrl_safe_on_cpu(cpu, msr, val);
}

static int native_msr_write(void *ctx, unsigned int cpu, u32 msr, u64 val)
{
	if (cpu == raw_smp_processor_id())
		return wrmsrl_safe(msr, val);
	if (WARN_ON_ONCE(irqs_disabled()))
		return -EIO;
	return wrmsrl_safe_on_cpu(cpu, msr, val);
}

static struct pci_bus *native_bus(struct native *n, u32 addr)
{
	return n->bus[FIELD_GET(XPMU_DISC_PCI_SEGMENT, addr)]
		     [FIELD_GET(XPMU_DISC_PCI_BUS, addr)];
}

static int native_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct pci_bus *bus = native_bus(ctx, addr);

	*val = U32_MAX;
	if (!bus)
		return -ENODEV;
	return pci_bus_read_config_dword(bus, FIELD_GET(XPMU_DISC_PCI_DEVFN, addr),
					 FIELD_GET(XPMU_DISC_PCI_OFFSET, addr), val) ?
	       -EIO : 0;
}

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

static int native_pci_find(void *ctx, u16 device, unsigned int index, u32 *addr)
{
	struct pci_dev *dev = NULL;

	while ((dev = pci_get_device(PCI_VENDOR_ID_INTEL, device, dev))) {
		if (index-- == 0) {
			*addr = native_pci_addr(dev);
			pci_dev_put(dev);
			return 0;
		}
	}
	return -ENODEV;
}

static void *native_mmio_map(void *ctx, u64 addr, u32 size)
{
	void __iomem *p = ioremap(addr, size);

	return p ? (void __force *)p : ERR_PTR(-ENOMEM);
}

static void native_mmio_unmap(void *ctx, void *map)
{
	iounmap((void __iomem __force *)map);
}

static u64 native_mmio_read(void *ctx, void *map, u32 off, unsigned int bytes)
{
	void __iomem *p = (void __iomem __force *)map + off;

	return bytes == 4 ? readl(p) : readq(p);
}

static void native_mmio_write(void *ctx, void *map, u32 off, unsigned int bytes,
			      u64 val)
{
	void __iomem *p = (void __iomem __force *)map + off;

	if (bytes == 4)
		writel(val, p);
	else
		writeq(val, p);
}

static int native_table_read(void *ctx, u32 offset, u64 *val)
{
	*val = readq((void __iomem *)ctx + offset);
	return 0;
}

static int native_discovery(void *ctx, unsigned int die, struct xpmu_disc_source *src)
{
	struct native *n = ctx;

	if (die >= XPMU_MAX_PACKAGES || !n->table[die])
		return -ENODEV;
	*src = (struct xpmu_disc_source){
		.read = native_table_read,
		.ctx = (void __force *)n->table[die],
		.size = PMON_DISCOVERY_MAP_SIZE,
		.name = "pmon-discovery",
	};
	return 0;
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
};

/* The logical die of a device: through its NUMA node, as the kernel does. */
static int native_device_die(struct pci_dev *dev, unsigned int index)
{
	int node = pcibus_to_node(dev->bus), cpu;

	if (node == NUMA_NO_NODE)
		return index;
	for_each_online_cpu(cpu)
		if (cpu_to_node(cpu) == node)
			return topology_logical_die_id(cpu);
	return -1;
}

/* Map each die's discovery table (1.10.1); returns the tables found. */
static unsigned int native_find_tables(struct native *n)
{
	struct pci_dev *dev = NULL;
	unsigned int found = 0;

	while ((dev = pci_get_device(PCI_VENDOR_ID_INTEL, PCI_ANY_ID, dev))) {
		u16 pos = 0;

		while ((pos = pci_find_next_ext_capability(dev, pos, PCI_EXT_CAP_ID_DVSEC))) {
			u32 hdr, bir, lo, hi = 0;
			u64 addr;
			int die;

			pci_read_config_dword(dev, pos + PCI_DVSEC_HEADER2, &hdr);
			if (PCI_DVSEC_HEADER2_ID(hdr) != PMON_DVSEC_ID)
				continue;
			pci_read_config_dword(dev, pos + PMON_DVSEC_BIR, &bir);
			bir = FIELD_GET(PMON_DVSEC_BIR_MASK, bir);
			pci_read_config_dword(dev, PCI_BASE_ADDRESS_0 + 4 * bir, &lo);
			if ((lo & PCI_BASE_ADDRESS_MEM_TYPE_MASK) == PCI_BASE_ADDRESS_MEM_TYPE_64)
				pci_read_config_dword(dev, PCI_BASE_ADDRESS_0 + 4 * bir + 4, &hi);
			addr = ((u64)hi << 32 | lo) & PAGE_MASK;
			die = native_device_die(dev, found);
			if (die < 0 || die >= XPMU_MAX_PACKAGES || n->table[die]) {
				pci_warn(dev, "PMON discovery for die %d: ignored\n", die);
				continue;
			}
			n->table[die] = ioremap(addr, PMON_DISCOVERY_MAP_SIZE);
			if (n->table[die])
				found++;
		}
	}
	return found;
}

static void native_free(struct native *n)
{
	unsigned int i;

	for (i = 0; i < XPMU_MAX_PACKAGES; i++)
		if (n->table[i])
			iounmap(n->table[i]);
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
	struct pci_bus *bus = NULL;
	unsigned int dies = topology_max_packages(), found;
	struct native *n;

	if (c->x86_vendor != X86_VENDOR_INTEL || c->x86 != 6 ||
	    c->x86_model != INTEL_FAM6_EMERALDRAPIDS_X) {
		pr_info("no native uncore: not an Emerald Rapids (family %u model %#x); simulated machines bind as they load\n",
			c->x86, c->x86_model);
		return;
	}
	n = kzalloc(sizeof(*n), GFP_KERNEL);
	if (!n)
		return;
	found = native_find_tables(n);
	if (!found || found != dies || dies > XPMU_MAX_PACKAGES) {
		if (!found)
			pr_info("no native uncore: Emerald Rapids without a PMON discovery DVSEC (a guest?); simulated machines bind as they load\n");
		else
			pr_info("no native uncore: %u PMON discovery tables for %u packages\n",
				found, dies);
		native_free(n);
		return;
	}
	while ((bus = pci_find_next_bus(bus)))
		if (pci_domain_nr(bus) < NATIVE_SEGMENTS)
			n->bus[pci_domain_nr(bus)][bus->number] = bus;
	n->hw = (struct xpmu_uncore_hw){
		.ops = &native_ops, .ctx = n, .owner = THIS_MODULE, .nr_dies = dies,
	};
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
	pr_info("native uncore: %u dies with PMON discovery\n", dies);
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
	platform_device_unregister(native->pdev);
	native_free(native);
	native = NULL;
}
