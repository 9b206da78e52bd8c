// SPDX-License-Identifier: GPL-2.0-only
/*
 * PCI functions of the simulated EMR uncore, after the EMR uncore guide
 * (../shared/seeds/001_7016be057a821061.txt).  Every die has, on its
 * uncore bus U0 ("B30" in Table 1-12):
 *
 * - D0:F0, the Ubox (0x3250): node id at 0xC0, GID mapping at 0xD4
 *   (1.10.2; the ids and offsets are the kernel's SPR_UBOX_DID,
 *   SKX_CPUNODEID and SKX_GIDNIDMAP, the guide's OCR lost them);
 * - D0:F1 (0x3251): MMIO_BASE at 0xD0, MEM0..3 at 0xD8 + 4n (1.10.3,
 *   Table 1-12);
 * - D30:F3, PCU CR3 (0x325B, Intel PCM's SPR_PCU_CR3_DID): CAPID6 at 0x9C
 *   and CAPID7 at 0xA0, one bit per implemented CHA (1.7.1; PCM's
 *   getMaxNumOfCBoxesInternal() counts the CHAs as the sum of their
 *   popcounts);
 * - the PCICFG PMON blocks (Table 1-12): M2M m at D(12+m):F0 (0x324A), UPI
 *   link l at D(1+l):F1 (0x3241), M3UPI link l at D(5+l):F1 (0x3246); the
 *   kernel's SPR_UNCORE_UPI_PCIID and SPR_UNCORE_M3UPI_PCIID agree, at
 *   devfn 0x9 and 0x29 for link 0.
 *
 * Offset 0 of a function reads the Intel vendor id and its device id
 * (PCI_VENDOR_ID, PCI_DEVICE_ID); the registers above are modelled (in a
 * PMON block, the reserved offsets between its registers read 0, as
 * regs.c has it), and every other offset reads all ones.  A function that
 * is not there (absent, or never was) reads all ones everywhere, as config
 * reads of an absent device do, and the op says -ENODEV.  Writes reach the
 * PMON registers only; the rest is read-only here and the write is lost.
 */

#include <linux/bitfield.h>
#include <linux/bitops.h>
#include <linux/ktime.h>
#include <linux/log2.h>
#include <linux/minmax.h>
#include <linux/pci.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/sort.h>

#include <xpmu/topology.h>

#include "sim.h"

/* The uncore bus U0 of the first package: "B30" in Table 1-12. */
#define SIM_U0_BUS		0x1E
/* 1.7.1: CAPID6 and CAPID7 of Device 30, Function 3. */
#define SIM_PCU_CR3_DEV		30
#define SIM_PCU_CR3_FN		3
#define SIM_PCU_CR3_DID		0x325B
#define SIM_PCU_CAPID6		0x9C
#define SIM_PCU_CAPID7		0xA0
/* Table 1-12: the PMON blocks' device ids. */
#define SIM_M2M_DID		0x324A
#define SIM_UPI_DID		0x3241
#define SIM_M3UPI_DID		0x3246

/* Every bit a config address may have: segment, bus, devfn, offset. */
#define SIM_PCI_ADDR_BITS	(XPMU_DISC_PCI_SEGMENT | XPMU_DISC_PCI_BUS | \
				 XPMU_DISC_PCI_DEVFN | XPMU_DISC_PCI_OFFSET)
#define SIM_PCI_FN_BITS		(XPMU_DISC_PCI_SEGMENT | XPMU_DISC_PCI_BUS | \
				 XPMU_DISC_PCI_DEVFN)

/**
 * sim_fn_addr() - where a function of a die is.
 * @m: the machine.
 * @die: the logical die.
 * @dev: PCI device number on the die's uncore bus.
 * @fn: function number.
 *
 * A die's functions follow its physical package (sim_die_pkg()), as a
 * BIOS numbers buses by socket.  By default every package is in segment 0,
 * package p's U0 bus 0x1E plus p times 256 / (packages, rounded up to a
 * power of two): 0x1E and 0x9E on two packages.  With segments=1, package
 * p is alone in segment p, on bus 0x1E: "a second socket in its own PCI
 * segment, with the same bus number".
 *
 * Context: any.
 * Return: the function's config address (offset 0), as XPMU_DISC_PCI_*.
 */
u32 sim_fn_addr(const struct sim_machine *m, unsigned int die,
		unsigned int dev, unsigned int fn)
{
	unsigned int pkg = sim_die_pkg(m, die);
	unsigned int stride = 256 / roundup_pow_of_two(max(m->nr_dies, 2U));
	unsigned int seg = m->segments ? pkg : 0;
	unsigned int bus = SIM_U0_BUS + (m->segments ? 0 : pkg * stride);

	return FIELD_PREP(XPMU_DISC_PCI_SEGMENT, seg) |
	       FIELD_PREP(XPMU_DISC_PCI_BUS, bus) |
	       FIELD_PREP(XPMU_DISC_PCI_DEVFN, PCI_DEVFN(dev, fn));
}

/*
 * Ubox (1.10.2): package p's local node id, permuted so that the GID
 * mapping has work to do; the mapping register lists every package's
 * node id, package p's in bits 3p+2:3p.
 */
static u32 sim_node_id(unsigned int pkg)
{
	return (3 * pkg + 1) % XPMU_UBOX_GID_MAP_NODES;
}

static u32 sim_gid_map(void)
{
	u32 map = 0;
	unsigned int p;

	for (p = 0; p < XPMU_UBOX_GID_MAP_NODES; p++)
		map |= sim_node_id(p) << (3 * p);
	return map;
}

static bool sim_fn_present(const struct sim_fn *f)
{
	return !f->absent;
}

/* The present function at config address @addr (offset ignored), or NULL. */
static struct sim_fn *sim_fn_at(struct sim_machine *m, u32 addr)
{
	unsigned int i;

	addr &= SIM_PCI_FN_BITS;
	for (i = 0; i < m->nr_fns; i++)
		if (m->fns[i].addr == addr && sim_fn_present(&m->fns[i]))
			return &m->fns[i];
	return NULL;
}

/* The PMON unit's offset for config offset @off, if @off is in its block. */
static bool sim_fn_unit_off(const struct sim_fn *f, u32 off, u32 *unit_off)
{
	u32 base;

	if (f->kind != SIM_FN_PMON)
		return false;
	base = FIELD_GET(XPMU_DISC_PCI_OFFSET, f->unit->box_ctl);
	if (off < base || off - base >= f->unit->span)
		return false;
	*unit_off = off - base;
	return true;
}

static u32 sim_fn_read(struct sim_machine *m, struct sim_fn *f, u32 off, u64 now)
{
	unsigned int n;
	u32 unit_off;

	if (off == PCI_VENDOR_ID)	/* and PCI_DEVICE_ID above it */
		return PCI_VENDOR_ID_INTEL | (u32)f->device << 16;
	if (sim_fn_unit_off(f, off, &unit_off))
		return sim_reg_read(&m->dies[f->die], f->unit, unit_off, 4, now);
	switch (f->kind) {
	case SIM_FN_UBOX:
		if (off == XPMU_UBOX_NODE_ID)
			return sim_node_id(sim_die_pkg(m, f->die));
		if (off == XPMU_UBOX_GID_MAP)
			return sim_gid_map();
		break;
	case SIM_FN_MMIO_BASE:
		if (off == XPMU_IMC_MMIO_BASE)
			return SIM_MMIO_BASE_REG(f->die);
		for (n = 0; n < XPMU_IMC_PER_DIE; n++)
			if (off == XPMU_IMC_MMIO_MEM0 + n * XPMU_IMC_MMIO_MEM_STRIDE)
				return SIM_MEM_BAR_REG(n);
		break;
	case SIM_FN_PCU_CR3:
		if (off == SIM_PCU_CAPID6)
			return lower_32_bits(m->capid);
		if (off == SIM_PCU_CAPID7)
			return upper_32_bits(m->capid);
		break;
	}
	return U32_MAX;
}

/* A config address the interface defines: no bit 31, 4-byte aligned. */
static bool sim_pci_addr_ok(struct sim_machine *m, u32 addr)
{
	if ((addr & ~SIM_PCI_ADDR_BITS) ||
	    !IS_ALIGNED(FIELD_GET(XPMU_DISC_PCI_OFFSET, addr), 4)) {
		sim_fault(m, SIM_FAULT_PCI_ADDR);
		return false;
	}
	return true;
}

/**
 * sim_pci_read() - the pci_read op: a 32-bit config register.
 * @ctx: the machine.
 * @addr: the config address, as XPMU_DISC_PCI_*.
 * @val: the value; ~0 unless a present function answers.
 *
 * Context: any; takes the machine lock.
 * Return: 0; -ENODEV for a function that is not there; -EINVAL (counted
 * as pci_bad_addr) for an address with bits outside XPMU_DISC_PCI_*, such
 * as a discovery entry's PCI_ENABLE bit left in, or a misaligned offset.
 */
int sim_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct sim_machine *m = ctx;
	unsigned long flags;
	struct sim_fn *f;

	*val = U32_MAX;
	if (!sim_pci_addr_ok(m, addr))
		return -EINVAL;
	raw_spin_lock_irqsave(&m->lock, flags);
	f = sim_fn_at(m, addr);
	if (f)
		*val = sim_fn_read(m, f, FIELD_GET(XPMU_DISC_PCI_OFFSET, addr),
				   ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return f ? 0 : -ENODEV;
}

/**
 * sim_pci_write() - the pci_write op: a 32-bit config register.
 * @ctx: the machine.
 * @addr: the config address, as XPMU_DISC_PCI_*.
 * @val: the value; only PMON registers take it.
 *
 * Context: any; takes the machine lock.
 * Return: 0; -ENODEV or -EINVAL as sim_pci_read().
 */
int sim_pci_write(void *ctx, u32 addr, u32 val)
{
	struct sim_machine *m = ctx;
	unsigned long flags;
	struct sim_fn *f;
	u32 unit_off;

	if (!sim_pci_addr_ok(m, addr))
		return -EINVAL;
	raw_spin_lock_irqsave(&m->lock, flags);
	f = sim_fn_at(m, addr);
	if (f && sim_fn_unit_off(f, FIELD_GET(XPMU_DISC_PCI_OFFSET, addr), &unit_off))
		sim_reg_write(&m->dies[f->die], f->unit, unit_off, 4, val,
			      ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return f ? 0 : -ENODEV;
}

/**
 * sim_pci_find() - the pci_find op.
 * @ctx: the machine.
 * @device: an Intel device id.
 * @index: which of the present functions with that id, in (segment, bus,
 *	devfn) order over every die.
 * @addr: its config address (offset 0), with its segment.
 *
 * Context: any; takes the machine lock.
 * Return: 0, or -ENODEV past the last one.
 */
int sim_pci_find(void *ctx, u16 device, unsigned int index, u32 *addr)
{
	struct sim_machine *m = ctx;
	unsigned long flags;
	unsigned int i;
	int ret = -ENODEV;

	raw_spin_lock_irqsave(&m->lock, flags);
	for (i = 0; i < m->nr_fns; i++) {
		const struct sim_fn *f = &m->fns[i];

		if (f->device == device && sim_fn_present(f) && index-- == 0) {
			*addr = f->addr;
			ret = 0;
			break;
		}
	}
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return ret;
}

/**
 * sim_phys_to_die() - the phys_to_die op.
 * @ctx: the machine.
 * @pkg: a physical package: the index of a node id in the GID mapping.
 *
 * Context: any.
 * Return: its logical die, or -ENODEV for a package the machine lacks.
 */
int sim_phys_to_die(void *ctx, unsigned int pkg)
{
	struct sim_machine *m = ctx;

	if (pkg >= m->nr_dies)
		return -ENODEV;
	/* sim_die_pkg() is its own inverse. */
	return sim_die_pkg(m, pkg);
}

static u16 sim_pmon_did(u16 type)
{
	switch (type) {
	case T_M2M:
		return SIM_M2M_DID;
	case T_UPI:
		return SIM_UPI_DID;
	case T_M3UPI:
		return SIM_M3UPI_DID;
	}
	return 0;
}

static int sim_fn_cmp(const void *a, const void *b)
{
	const struct sim_fn *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void sim_fn_add(struct sim_machine *m, unsigned int die, u32 addr,
		       u16 device, u8 kind, struct sim_unit *u, bool absent)
{
	m->fns[m->nr_fns++] = (struct sim_fn){
		.addr = addr, .device = device, .kind = kind, .die = die,
		.absent = absent, .unit = u,
	};
}

/**
 * sim_pci_build() - the PCI functions of every die, once its units are.
 * @m: the machine.
 * @no_ubox: the Ubox and MMIO-base functions are missing.
 *
 * Context: process context, before the machine is offered.
 * Return: 0, -ENOMEM, or -EINVAL if two functions share an address (a
 * shape the bus layout cannot hold).
 */
int sim_pci_build(struct sim_machine *m, bool no_ubox)
{
	unsigned int die, i, n = 0;

	for (die = 0; die < m->nr_dies; die++)
		for (i = 0; i < m->dies[die].nr_units; i++)
			n += m->dies[die].units[i].access == XPMU_ACCESS_PCICFG;
	m->fns = kcalloc(n + 3 * m->nr_dies, sizeof(*m->fns), GFP_KERNEL);
	if (!m->fns)
		return -ENOMEM;
	for (die = 0; die < m->nr_dies; die++) {
		struct sim_die *d = &m->dies[die];

		sim_fn_add(m, die, sim_fn_addr(m, die, 0, 0), XPMU_UBOX_DID,
			   SIM_FN_UBOX, NULL, no_ubox);
		sim_fn_add(m, die, sim_fn_addr(m, die, 0, 1), XPMU_IMC_MMIO_DID,
			   SIM_FN_MMIO_BASE, NULL, no_ubox);
		sim_fn_add(m, die, sim_fn_addr(m, die, SIM_PCU_CR3_DEV, SIM_PCU_CR3_FN),
			   SIM_PCU_CR3_DID, SIM_FN_PCU_CR3, NULL, false);
		for (i = 0; i < d->nr_units; i++) {
			struct sim_unit *u = &d->units[i];

			if (u->access != XPMU_ACCESS_PCICFG)
				continue;
			sim_fn_add(m, die, u->box_ctl & SIM_PCI_FN_BITS,
				   sim_pmon_did(u->type), SIM_FN_PMON, u, false);
		}
	}
	sort(m->fns, m->nr_fns, sizeof(*m->fns), sim_fn_cmp, NULL);
	for (i = 1; i < m->nr_fns; i++)
		if (m->fns[i].addr == m->fns[i - 1].addr)
			return -EINVAL;
	return 0;
}

/**
 * sim_pci_show() - debugfs "pci": one line per function, in bus order:
 *	"SSSS:BB:DD.F device 0xDDDD die N present|absent".
 * @s: the seq_file.
 * @m: the machine.
 *
 * Context: the machine lock held.
 */
void sim_pci_show(struct seq_file *s, struct sim_machine *m)
{
	unsigned int i;

	for (i = 0; i < m->nr_fns; i++) {
		const struct sim_fn *f = &m->fns[i];
		u32 devfn = FIELD_GET(XPMU_DISC_PCI_DEVFN, f->addr);

		seq_printf(s, "%04x:%02x:%02x.%u device %#06x die %u %s\n",
			   (u32)FIELD_GET(XPMU_DISC_PCI_SEGMENT, f->addr),
			   (u32)FIELD_GET(XPMU_DISC_PCI_BUS, f->addr),
			   PCI_SLOT(devfn), PCI_FUNC(devfn), f->device, f->die,
			   sim_fn_present(f) ? "present" : "absent");
	}
}
