// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore_sim: a simulated Emerald Rapids uncore.
 *
 * Builds, per die, a PMON discovery table in the layout of section 1.9 of
 * the EMR uncore guide (../shared/seeds/001_7016be057a821061.txt) and the
 * registers it describes (regs.c), at the addresses of Tables 1-8, 1-9 and
 * 1-12, and offers the machine to xpmu_uncore as a platform device.  The
 * driver then runs exactly the code it runs on a real machine.
 *
 * Ground truth and test hooks: /sys/kernel/debug/xpmu_uncore_sim/die<N>/
 * <unit>: read for every control, counter value, rate, total counted and
 * the last control programmed; write "preload <idx> <value>" to set a
 * counter, "all_ones 0|1" to make the unit read all ones, "absent 0|1" to
 * take a PCICFG unit's PCI function away (before the driver binds: it
 * probes each function).  die<N>/table: write "word <index> <value>" to
 * corrupt the discovery table in place (the driver reads it when it binds).
 *
 * The simulator must not go away under open events: the driver holds a
 * reference on this module for each one, so rmmod refuses until they close.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/cleanup.h>
#include <linux/cpumask.h>
#include <linux/debugfs.h>
#include <linux/err.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/pci_ids.h>
#include <linux/pci_regs.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/topology.h>
#include <linux/uaccess.h>

#include <xpmu/topology.h>

#include "sim.h"

/* The machine's shape; defaults are XCC-like (DESIGN.md section 2). */
static unsigned int dies;
module_param(dies, uint, 0444);
MODULE_PARM_DESC(dies, "logical dies (default: as the cpus report)");
static unsigned int cha = 60;
module_param(cha, uint, 0444);
MODULE_PARM_DESC(cha, "CHAs per die (0-64)");
static unsigned int iio = 10;
module_param(iio, uint, 0444);
MODULE_PARM_DESC(iio, "IIO stacks per die, each with an IRP and M2PCIe (0-10)");
static unsigned int imc = 4;
module_param(imc, uint, 0444);
MODULE_PARM_DESC(imc, "memory controllers per die, 2 channels each (0-4)");
static unsigned int upi = 4;
module_param(upi, uint, 0444);
MODULE_PARM_DESC(upi, "UPI links per die, each with an M3UPI (0-4)");
static unsigned int m2m = 4;
module_param(m2m, uint, 0444);
MODULE_PARM_DESC(m2m, "M2M blocks per die (0-4)");
static unsigned int mdf = 14;
module_param(mdf, uint, 0444);
MODULE_PARM_DESC(mdf, "MDF blocks per die (0-14)");
static bool no_ubox;
module_param(no_ubox, bool, 0444);
MODULE_PARM_DESC(no_ubox, "fault: the Ubox and MMIO-base devices are missing");
static unsigned int cxl = 2;
module_param(cxl, uint, 0444);
MODULE_PARM_DESC(cxl, "CXL-capable stacks per die, each a CXL CM and DP (0-4)");

/* MDF unit controls, Table 1-9 (they are not evenly spaced). */
static const u16 mdf_base[] = {
	0x2800, 0x2810, 0x2820, 0x2830, 0x28A0, 0x28B0, 0x28C0, 0x28D0,
	0x2940, 0x2950, 0x2960, 0x2970, 0x29E0, 0x29F0,
};

/* PCI config address as discovery encodes it (XPMU_DISC_PCI_*). */
static u64 sim_pci(unsigned int die, unsigned int dev, unsigned int fn, u32 off)
{
	/* Bus 30 ("B30" in Table 1-12) on die 0, 128 buses further per die. */
	return FIELD_PREP(XPMU_DISC_PCI_BUS, 0x1E + 0x80 * die) |
	       FIELD_PREP(XPMU_DISC_PCI_DEVFN, dev << 3 | fn) |
	       FIELD_PREP(XPMU_DISC_PCI_OFFSET, off);
}

/*
 * MMIO (1.10.3): a die's MMIO_BASE register holds address bits 51:23 and
 * iMC m's MEMm BAR bits 22:12; the iMC channels follow at 0x22800 + 0x8000c.
 */
#define SIM_MMIO_BASE_REG(die)	(0x180 + 8 * (die))
#define SIM_MEM_BAR_REG(m)	(0x100 * (m))
#define SIM_MMIO_BASE(die)	((u64)SIM_MMIO_BASE_REG(die) << XPMU_IMC_MMIO_BASE_SHIFT)
#define SIM_IMC_BAR(die, m)	(SIM_MMIO_BASE(die) | \
				 (u64)SIM_MEM_BAR_REG(m) << XPMU_IMC_MMIO_MEM_SHIFT)
#define SIM_CXL_BAR(die, i)	(SIM_MMIO_BASE(die) + 0x1000000 + (u64)(i) * 0x10000)

static u64 sim_imc_bar(unsigned int die, unsigned int m)
{
	return SIM_IMC_BAR(die, m);
}

/*
 * Ubox (1.10.2): die d's local node id, permuted so that the GID mapping
 * has work to do; the mapping register lists every package's node id.
 */
static u32 sim_node_id(unsigned int die)
{
	return (3 * die + 1) % XPMU_UBOX_GID_MAP_NODES;
}

static u32 sim_gid_map(void)
{
	u32 map = 0;
	unsigned int p;

	for (p = 0; p < XPMU_UBOX_GID_MAP_NODES; p++)
		map |= sim_node_id(p) << (3 * p);
	return map;
}

/* Die d's Ubox is at B(d):D0:F0, its MMIO-base device at B(d):D0:F1. */
#define SIM_UBOX_FN		0
#define SIM_IMC_MMIO_FN		1

struct sim_machine {
	raw_spinlock_t lock;
	bool no_ubox;
	unsigned int nr_dies;
	struct sim_die *dies;
	struct xpmu_uncore_hw hw;
	struct platform_device *pdev;
	struct dentry *debugfs;
};

static struct sim_machine *sim;

/* Geometry of one unit type, as its discovery entry reports it. */
struct sim_geometry {
	u8 type, access, num_regs;
	u8 ctl_offset, ctr_offset, status_offset, ctl_stride, ctr_stride;
	u16 filter_offset, fixed_ctl, fixed_ctr;
	const char *name;
};

/*
 * Offsets from Tables 1-9 (MSR) and 1-12 (iMC channel, M2M, UPI LL, M2UPI
 * = M3UPI); CXL's are the simulator's own (8-byte control step, as the
 * kernel drives CXL), since the guide's CXL section gives no layout.
 */
static const struct sim_geometry g_cha = {
	.name = "cha", .type = T_CHA, .access = XPMU_ACCESS_MSR, .num_regs = 4,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
	.filter_offset = 0x0E,	/* Filter0: Table 1-9, 0x200E for CHA 0 */
};

static const struct sim_geometry g_iio = {
	.name = "iio", .type = T_IIO, .access = XPMU_ACCESS_MSR, .num_regs = 4,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
};

static const struct sim_geometry g_irp = {
	.name = "irp", .type = T_IRP, .access = XPMU_ACCESS_MSR, .num_regs = 2,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
};

static const struct sim_geometry g_m2pcie = {
	.name = "m2pcie", .type = T_M2PCIE, .access = XPMU_ACCESS_MSR, .num_regs = 4,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
};

static const struct sim_geometry g_pcu = {
	.name = "pcu", .type = T_PCU, .access = XPMU_ACCESS_MSR, .num_regs = 4,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
	.filter_offset = 0x0E,	/* Filter: Table 1-9, 0x2FCE */
};

static const struct sim_geometry g_mdf = {
	.name = "mdf", .type = T_MDF, .access = XPMU_ACCESS_MSR, .num_regs = 4,
	.ctl_offset = 0x02, .ctr_offset = 0x08, .status_offset = 0x01,
	.ctl_stride = 1, .ctr_stride = 1,
};

static const struct sim_geometry g_imc = {
	.name = "imc", .type = T_IMC, .access = XPMU_ACCESS_MMIO, .num_regs = 4,
	.ctl_offset = 0x40, .ctr_offset = 0x08, .status_offset = 0x5C,
	.ctl_stride = 4, .ctr_stride = 8,
	/* DCLK: Table 1-12 "Extra" 0x22838 (counter), 0x22854 (control). */
	.fixed_ctl = 0x54, .fixed_ctr = 0x38,
};

static const struct sim_geometry g_m2m = {
	.name = "m2m", .type = T_M2M, .access = XPMU_ACCESS_PCICFG, .num_regs = 4,
	.ctl_offset = 0x30, .ctr_offset = 0x08, .status_offset = 0x70,
	.ctl_stride = 8, .ctr_stride = 8,
	.filter_offset = 0x68,	/* OPCODE_MM at 0x4A0: Table 2-231 */
};

static const struct sim_geometry g_upi = {
	.name = "upi", .type = T_UPI, .access = XPMU_ACCESS_PCICFG, .num_regs = 4,
	.ctl_offset = 0x38, .ctr_offset = 0x08, .status_offset = 0x74,
	.ctl_stride = 8, .ctr_stride = 8,
};

static const struct sim_geometry g_m3upi = {
	.name = "m3upi", .type = T_M3UPI, .access = XPMU_ACCESS_PCICFG, .num_regs = 4,
	.ctl_offset = 0x38, .ctr_offset = 0x08, .status_offset = 0x58,
	.ctl_stride = 8, .ctr_stride = 8,
};

static const struct sim_geometry g_cxlcm = {
	.name = "cxlcm", .type = T_CXLCM, .access = XPMU_ACCESS_MMIO, .num_regs = 8,
	.ctl_offset = 0x48, .ctr_offset = 0x08, .status_offset = 0x88,
	.ctl_stride = 8, .ctr_stride = 8,
};

static const struct sim_geometry g_cxldp = {
	.name = "cxldp", .type = T_CXLDP, .access = XPMU_ACCESS_MMIO, .num_regs = 4,
	.ctl_offset = 0x28, .ctr_offset = 0x08, .status_offset = 0x48,
	.ctl_stride = 8, .ctr_stride = 8,
};

static void sim_add(struct sim_die *d, const struct sim_geometry *g,
		    unsigned int id, u64 box_ctl)
{
	struct sim_unit *u = &d->units[d->nr_units];

	*u = (struct sim_unit){
		.type = g->type, .id = id, .status_pos = 2 + d->nr_units,
		.access = g->access, .box_ctl = box_ctl,
		.num_regs = g->num_regs, .width = 48,
		.ctl_offset = g->ctl_offset, .ctr_offset = g->ctr_offset,
		.status_offset = g->status_offset,
		.ctl_stride = g->ctl_stride, .ctr_stride = g->ctr_stride,
		.filter_offset = g->filter_offset,
		.fixed_ctl = g->fixed_ctl, .fixed_ctr = g->fixed_ctr,
	};
	u->span = max3((u32)u->status_offset + 4,
		       (u32)u->ctl_offset + u->ctl_stride * (u->num_regs - 1) + 4,
		       (u32)u->ctr_offset + u->ctr_stride * u->num_regs);
	if (g->access == XPMU_ACCESS_MSR)
		u->span = max(u->ctl_offset + u->num_regs, u->ctr_offset + u->num_regs);
	/* An MSR is one step; config and MMIO registers are 4 bytes. */
	u->span = max_t(u32, u->span, u->filter_offset +
			(g->access == XPMU_ACCESS_MSR ? 1 : 4));
	snprintf(u->name, sizeof(u->name), "%s_%u", g->name, id);
	d->nr_units++;
}

static unsigned int sim_count_units(void)
{
	return cha + 3 * iio + 1 + mdf + 2 * imc + m2m + 2 * upi + 2 * cxl;
}

static void sim_build_units(struct sim_die *d, unsigned int die)
{
	unsigned int i;

	for (i = 0; i < cha; i++)
		sim_add(d, &g_cha, i, 0x2000 + 0x10 * i);
	for (i = 0; i < iio; i++) {
		sim_add(d, &g_iio, i, 0x3000 + 0x10 * i);
		sim_add(d, &g_irp, i, 0x3400 + 0x10 * i);
		sim_add(d, &g_m2pcie, i, 0x3200 + 0x10 * i);
	}
	sim_add(d, &g_pcu, 0, 0x2FC0);
	for (i = 0; i < mdf; i++)
		sim_add(d, &g_mdf, i, mdf_base[i]);
	/* iMC m channel c: MEMm_BAR + 0x22800 + 0x8000 * c (Table 1-12). */
	for (i = 0; i < 2 * imc; i++)
		sim_add(d, &g_imc, i, SIM_IMC_BAR(die, i / 2) + 0x22800 + 0x8000 * (i % 2));
	/* M2M m at B30:D(12+m):F0, UPI l at D(1+l):F1, M3UPI at D(5+l):F1. */
	for (i = 0; i < m2m; i++)
		sim_add(d, &g_m2m, i, sim_pci(die, 12 + i, 0, 0x438));
	for (i = 0; i < upi; i++) {
		sim_add(d, &g_upi, i, sim_pci(die, 1 + i, 1, 0x318));
		sim_add(d, &g_m3upi, i, sim_pci(die, 5 + i, 1, 0xA0));
	}
	for (i = 0; i < cxl; i++) {
		sim_add(d, &g_cxlcm, i, SIM_CXL_BAR(die, i));
		sim_add(d, &g_cxldp, i, SIM_CXL_BAR(die, i) + 0x1000);
	}
}

/* The discovery table image: global node, then one block per unit. */
static int sim_build_table(struct sim_die *d)
{
	const unsigned int stride = 4;	/* words per block */
	unsigned int i;

	d->table_size = (d->nr_units + 1) * stride * sizeof(u64);
	d->table = kzalloc(d->table_size, GFP_KERNEL);
	if (!d->table)
		return -ENOMEM;
	d->table[0] = FIELD_PREP(XPMU_DISC_GLOBAL0_ACCESS, XPMU_ACCESS_MSR) |
		      FIELD_PREP(XPMU_DISC_GLOBAL0_MAX_BLOCKS, d->nr_units) |
		      FIELD_PREP(XPMU_DISC_GLOBAL0_STRIDE, stride);
	d->table[1] = SIM_GLOBAL_CTL;
	d->table[2] = FIELD_PREP(XPMU_DISC_GLOBAL2_NUM_STATUS, SIM_NUM_STATUS) |
		      FIELD_PREP(XPMU_DISC_GLOBAL2_STATUS_OFF,
				 SIM_GLOBAL_STATUS - SIM_GLOBAL_CTL);
	for (i = 0; i < d->nr_units; i++) {
		const struct sim_unit *u = &d->units[i];
		u64 *node = &d->table[(i + 1) * stride];

		node[0] = FIELD_PREP(XPMU_DISC_UNIT0_ACCESS, u->access) |
			  FIELD_PREP(XPMU_DISC_UNIT0_STATUS_OFF, u->status_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_CTR_OFF, u->ctr_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_WIDTH, u->width) |
			  FIELD_PREP(XPMU_DISC_UNIT0_CTL_OFF, u->ctl_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_NUM_REGS, u->num_regs);
		node[1] = u->box_ctl;
		node[2] = FIELD_PREP(XPMU_DISC_UNIT2_STATUS_POS, u->status_pos) |
			  FIELD_PREP(XPMU_DISC_UNIT2_ID, u->id) |
			  FIELD_PREP(XPMU_DISC_UNIT2_TYPE, u->type);
	}
	return 0;
}

/* The unit whose registers of @access hold @addr, and the offset in it. */
static struct sim_unit *sim_find(struct sim_die *d, u8 access, u64 addr, u32 *off)
{
	unsigned int i;

	for (i = 0; i < d->nr_units; i++) {
		struct sim_unit *u = &d->units[i];

		if (u->access == access && addr >= u->box_ctl &&
		    addr - u->box_ctl < u->span) {
			*off = addr - u->box_ctl;
			return u;
		}
	}
	return NULL;
}

static struct sim_die *sim_cpu_die(struct sim_machine *m, unsigned int cpu)
{
	int die = topology_logical_die_id(cpu);

	return die >= 0 && die < m->nr_dies ? &m->dies[die] : NULL;
}

static int sim_msr_read(void *ctx, unsigned int cpu, u32 msr, u64 *val)
{
	struct sim_machine *m = ctx;
	struct sim_die *d = sim_cpu_die(m, cpu);
	struct sim_unit *u;
	struct sim_fr *fr;
	unsigned long flags;
	unsigned int k;
	u32 off;

	*val = 0;
	if (!d)
		return -ENODEV;
	raw_spin_lock_irqsave(&m->lock, flags);
	u = sim_find(d, XPMU_ACCESS_MSR, msr, &off);
	if (sim_is_global(msr))
		*val = sim_global_read(d, msr, ktime_get_ns());
	else if (u)
		*val = sim_reg_read(d, u, off, 8, ktime_get_ns());
	fr = u ? NULL : sim_fr_find(d, XPMU_ACCESS_MSR, msr, &k);
	if (fr)
		*val = sim_fr_read(fr, k, msr, 8, ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return 0;
}

static int sim_msr_write(void *ctx, unsigned int cpu, u32 msr, u64 val)
{
	struct sim_machine *m = ctx;
	struct sim_die *d = sim_cpu_die(m, cpu);
	struct sim_unit *u;
	unsigned long flags;
	u32 off;

	if (!d)
		return -ENODEV;
	raw_spin_lock_irqsave(&m->lock, flags);
	u = sim_find(d, XPMU_ACCESS_MSR, msr, &off);
	if (sim_is_global(msr))
		sim_global_write(d, msr, val, ktime_get_ns());
	else if (u)
		sim_reg_write(d, u, off, 8, val, ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return 0;
}

/* PCI units: every die's buses are distinct, so search all dies. */
static struct sim_unit *sim_find_pci(struct sim_machine *m, u32 addr,
				     struct sim_die **die, u32 *off)
{
	unsigned int i;

	for (i = 0; i < m->nr_dies; i++) {
		struct sim_unit *u = sim_find(&m->dies[i], XPMU_ACCESS_PCICFG,
					      addr, off);

		if (u && !u->absent) {
			*die = &m->dies[i];
			return u;
		}
	}
	return NULL;
}

/* Device id of every unit's PCI function: the simulator's own; unread. */
#define SIM_UNIT_DID	0x0bad

/*
 * Is there a present PCICFG unit in the PCI function of @addr?  Below a
 * unit's registers only the vendor id is modelled: the driver probes it.
 */
static bool sim_pci_function_present(struct sim_machine *m, u32 addr)
{
	u64 fn = addr & ~XPMU_DISC_PCI_OFFSET;
	unsigned int i, j;

	for (i = 0; i < m->nr_dies; i++) {
		for (j = 0; j < m->dies[i].nr_units; j++) {
			const struct sim_unit *u = &m->dies[i].units[j];

			if (u->access == XPMU_ACCESS_PCICFG && !u->absent &&
			    (u->box_ctl & ~XPMU_DISC_PCI_OFFSET) == fn)
				return true;
		}
	}
	return false;
}

/* Config registers of die @die's Ubox and MMIO-base device; ~0 if none. */
static u32 sim_topology_read(struct sim_machine *m, unsigned int die,
			     unsigned int fn, u32 off)
{
	unsigned int i;

	if (off == 0)	/* vendor and device id */
		return PCI_VENDOR_ID_INTEL |
		       (fn == SIM_UBOX_FN ? XPMU_UBOX_DID : XPMU_IMC_MMIO_DID) << 16;
	if (fn == SIM_UBOX_FN && off == XPMU_UBOX_NODE_ID)
		return sim_node_id(die);
	if (fn == SIM_UBOX_FN && off == XPMU_UBOX_GID_MAP)
		return sim_gid_map();
	if (fn == SIM_IMC_MMIO_FN && off == XPMU_IMC_MMIO_BASE)
		return SIM_MMIO_BASE_REG(die);
	for (i = 0; fn == SIM_IMC_MMIO_FN && i < XPMU_IMC_PER_DIE; i++)
		if (off == XPMU_IMC_MMIO_MEM0 + i * XPMU_IMC_MMIO_MEM_STRIDE)
			return SIM_MEM_BAR_REG(i);
	return 0;
}

/* Is @addr in die @die's topology devices?  Sets @fn and @off. */
static bool sim_topology_dev(struct sim_machine *m, u32 addr, unsigned int *die,
			     unsigned int *fn, u32 *off)
{
	for (*die = 0; *die < m->nr_dies; (*die)++) {
		u32 base = sim_pci(*die, 0, 0, 0);

		if ((addr & ~XPMU_DISC_PCI_OFFSET & ~(7 << 12)) == base &&
		    FIELD_GET(XPMU_DISC_PCI_DEVFN, addr) <= SIM_IMC_MMIO_FN) {
			*fn = FIELD_GET(XPMU_DISC_PCI_DEVFN, addr);
			*off = FIELD_GET(XPMU_DISC_PCI_OFFSET, addr);
			return true;
		}
	}
	return false;
}

static int sim_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct sim_machine *m = ctx;
	unsigned int die, fn;
	struct sim_die *d;
	struct sim_unit *u;
	unsigned long flags;
	int ret = 0;
	u32 off;

	if (sim_topology_dev(m, addr, &die, &fn, &off)) {
		*val = m->no_ubox ? U32_MAX : sim_topology_read(m, die, fn, off);
		return m->no_ubox ? -ENODEV : 0;
	}
	raw_spin_lock_irqsave(&m->lock, flags);
	u = sim_find_pci(m, addr, &d, &off);
	if (u) {
		*val = sim_reg_read(d, u, off, 4, ktime_get_ns());
	} else if (FIELD_GET(XPMU_DISC_PCI_OFFSET, addr) == PCI_VENDOR_ID &&
		   sim_pci_function_present(m, addr)) {
		*val = PCI_VENDOR_ID_INTEL | SIM_UNIT_DID << 16;
	} else {
		/* Config reads of an absent device return all ones. */
		*val = U32_MAX;
		ret = -ENODEV;
	}
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return ret;
}

static int sim_pci_find(void *ctx, u16 device, unsigned int index, u32 *addr)
{
	struct sim_machine *m = ctx;

	/* One of each per die, and buses grow with the die. */
	if (m->no_ubox || index >= m->nr_dies)
		return -ENODEV;
	if (device == XPMU_UBOX_DID)
		*addr = sim_pci(index, 0, SIM_UBOX_FN, 0);
	else if (device == XPMU_IMC_MMIO_DID)
		*addr = sim_pci(index, 0, SIM_IMC_MMIO_FN, 0);
	else
		return -ENODEV;
	return 0;
}

static int sim_pci_write(void *ctx, u32 addr, u32 val)
{
	struct sim_machine *m = ctx;
	struct sim_die *d;
	struct sim_unit *u;
	unsigned long flags;
	u32 off;

	raw_spin_lock_irqsave(&m->lock, flags);
	u = sim_find_pci(m, addr, &d, &off);
	if (u)
		sim_reg_write(d, u, off, 4, val, ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return u ? 0 : -ENODEV;
}

/* A mapping of a unit's registers, or of a block of free-running ones. */
struct sim_map {
	struct sim_die *die;
	struct sim_unit *unit;
	struct sim_fr *fr;
	u32 size;
};

/* The iMC free-running block starting at @addr, if @size stays in it. */
static struct sim_fr *sim_fr_window(struct sim_die *d, u64 addr, u32 size)
{
	unsigned int k;
	struct sim_fr *b = sim_fr_find(d, XPMU_ACCESS_MMIO, addr, &k);

	if (!b || k || addr != b->addr[0] || addr + size > b->addr[b->nr - 1] + 8)
		return NULL;
	return b;
}

static void *sim_mmio_map(void *ctx, u64 addr, u32 size)
{
	struct sim_machine *m = ctx;
	struct sim_map *map;
	unsigned int i;
	u32 off;

	for (i = 0; i < m->nr_dies; i++) {
		struct sim_unit *u = sim_find(&m->dies[i], XPMU_ACCESS_MMIO, addr, &off);
		struct sim_fr *fr = NULL;

		if (!u || off || size > u->span) {
			u = NULL;
			fr = sim_fr_window(&m->dies[i], addr, size);
			if (!fr)
				continue;
		}
		map = kzalloc(sizeof(*map), GFP_KERNEL);
		if (!map)
			return ERR_PTR(-ENOMEM);
		*map = (struct sim_map){
			.die = &m->dies[i], .unit = u, .fr = fr, .size = size,
		};
		return map;
	}
	return ERR_PTR(-ENXIO);
}

static void sim_mmio_unmap(void *ctx, void *map)
{
	kfree(map);
}

static u64 sim_mmio_read(void *ctx, void *cookie, u32 off, unsigned int bytes)
{
	struct sim_machine *m = ctx;
	struct sim_map *map = cookie;
	unsigned long flags;
	u64 val;

	if (WARN_ON_ONCE(off + bytes > map->size))
		return ~0ULL;
	raw_spin_lock_irqsave(&m->lock, flags);
	if (map->fr) {
		u64 addr = map->fr->addr[0] + off;
		unsigned int k;
		struct sim_fr *b = sim_fr_find(map->die, XPMU_ACCESS_MMIO, addr, &k);

		/* Between the counters: reserved, reads 0. */
		val = b ? sim_fr_read(b, k, addr, bytes, ktime_get_ns()) : 0;
	} else {
		val = sim_reg_read(map->die, map->unit, off, bytes, ktime_get_ns());
	}
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return val;
}

static void sim_mmio_write(void *ctx, void *cookie, u32 off, unsigned int bytes,
			   u64 val)
{
	struct sim_machine *m = ctx;
	struct sim_map *map = cookie;
	unsigned long flags;

	if (WARN_ON_ONCE(off + bytes > map->size))
		return;
	/* Free-running counters are read-only: the write is lost. */
	if (map->fr)
		return;
	raw_spin_lock_irqsave(&m->lock, flags);
	sim_reg_write(map->die, map->unit, off, bytes, val, ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
}

/*
 * Our own reader of the table image: using the driver's would make this
 * module need the driver loaded first, and load order must not matter.
 */
static int sim_table_read(void *ctx, u32 offset, u64 *val)
{
	const struct sim_die *d = ctx;

	if (offset % sizeof(u64) || offset >= d->table_size)
		return -EFAULT;
	*val = d->table[offset / sizeof(u64)];
	return 0;
}

static int sim_discovery(void *ctx, unsigned int die, struct xpmu_disc_source *src)
{
	struct sim_machine *m = ctx;

	if (die >= m->nr_dies)
		return -ENODEV;
	*src = (struct xpmu_disc_source){
		.read = sim_table_read,
		.ctx = &m->dies[die],
		.size = m->dies[die].table_size,
		.name = "xpmu_uncore_sim",
	};
	return 0;
}

static const struct xpmu_uncore_hw_ops sim_ops = {
	.msr_read = sim_msr_read,
	.msr_write = sim_msr_write,
	.pci_read = sim_pci_read,
	.pci_write = sim_pci_write,
	.pci_find = sim_pci_find,
	.mmio_map = sim_mmio_map,
	.mmio_unmap = sim_mmio_unmap,
	.mmio_read = sim_mmio_read,
	.mmio_write = sim_mmio_write,
	.discovery = sim_discovery,
};

/* debugfs: ground truth and test hooks. */

static int sim_unit_show(struct seq_file *s, void *unused)
{
	struct sim_file *f = s->private;
	struct sim_unit *u = f->unit;
	unsigned long flags;
	unsigned int i;
	u64 now;

	raw_spin_lock_irqsave(&sim->lock, flags);
	now = ktime_get_ns();
	seq_printf(s, "type %u id %u status %#x frozen %d frz_all %d filter %#llx\n",
		   u->type, u->id, u->status, u->frozen, f->die->frz_all,
		   u->filter);
	/* The fixed counter, if any, is the last line: "fixed". */
	for (i = 0; i < sim_nr_ctrs(u); i++) {
		if (i < u->num_regs)
			seq_printf(s, "ctr%u", i);
		else
			seq_puts(s, "fixed");
		seq_printf(s, " ctl %#llx value %llu rate_per_ms %llu total %llu last_ctl %#llx\n",
			   u->ctr[i].ctl, sim_counter_value(f->die, u, i, now),
			   sim_ctr_rate(u, i), u->ctr[i].total, u->ctr[i].last_ctl);
	}
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return 0;
}

static int sim_unit_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_unit_show, inode->i_private);
}

/* A debugfs command line from user space, NUL-terminated; short ones only. */
static char *sim_command(const char __user *ubuf, size_t len)
{
	if (len >= 64)
		return ERR_PTR(-EINVAL);
	return memdup_user_nul(ubuf, len);
}

static ssize_t sim_unit_write(struct file *file, const char __user *ubuf,
			      size_t len, loff_t *ppos)
{
	struct sim_file *f = ((struct seq_file *)file->private_data)->private;
	unsigned long flags;
	unsigned int idx;
	u64 val;

	/* Freed on every return (cleanup.h). */
	char *buf __free(kfree) = sim_command(ubuf, len);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	raw_spin_lock_irqsave(&sim->lock, flags);
	if (sscanf(buf, "preload %u %llu", &idx, &val) == 2 && idx < sim_nr_ctrs(f->unit))
		sim_counter_preload(f->die, f->unit, idx, val, ktime_get_ns());
	else if (sscanf(buf, "all_ones %u", &idx) == 1)
		f->unit->all_ones = idx;
	else if (sscanf(buf, "absent %u", &idx) == 1 &&
		 f->unit->access == XPMU_ACCESS_PCICFG)
		f->unit->absent = idx;
	else
		len = -EINVAL;
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return len;
}

static const struct file_operations sim_unit_fops = {
	.owner = THIS_MODULE,
	.open = sim_unit_open,
	.read = seq_read,
	.write = sim_unit_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static ssize_t sim_table_write(struct file *file, const char __user *ubuf,
			       size_t len, loff_t *ppos)
{
	struct sim_die *d = file->private_data;
	unsigned int word;
	u64 val;

	/* Freed on every return (cleanup.h). */
	char *buf __free(kfree) = sim_command(ubuf, len);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	if (sscanf(buf, "word %u %llx", &word, &val) != 2 ||
	    word >= d->table_size / sizeof(u64))
		return -EINVAL;
	WRITE_ONCE(d->table[word], val);
	return len;
}

static const struct file_operations sim_table_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = sim_table_write,
};

/* The UCLK counter, laid out as a unit's "fixed" line. */
static int sim_uclk_show(struct seq_file *s, void *unused)
{
	struct sim_die *d = s->private;
	unsigned long flags;

	raw_spin_lock_irqsave(&sim->lock, flags);
	sim_global_read(d, XPMU_UCLK_FIXED_CTR, ktime_get_ns());
	seq_printf(s, "fixed ctl %#llx value %llu rate_per_ms %llu total %llu last_ctl %#llx\n",
		   d->uclk.ctl, d->uclk.value, sim_uclk_rate(d), d->uclk.total,
		   d->uclk.last_ctl);
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_uclk);

/* A block of free-running counters: view, and "preload <k> <value>". */
static int sim_fr_file_show(struct seq_file *s, void *unused)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&sim->lock, flags);
	sim_fr_show(s, s->private, ktime_get_ns());
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return 0;
}

static int sim_fr_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_fr_file_show, inode->i_private);
}

static ssize_t sim_fr_write(struct file *file, const char __user *ubuf,
			    size_t len, loff_t *ppos)
{
	struct sim_fr *b = ((struct seq_file *)file->private_data)->private;
	unsigned long flags;
	unsigned int k;
	u64 val;

	/* Freed on every return (cleanup.h). */
	char *buf __free(kfree) = sim_command(ubuf, len);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	if (sscanf(buf, "preload %u %llu", &k, &val) != 2 || k >= b->nr)
		return -EINVAL;
	raw_spin_lock_irqsave(&sim->lock, flags);
	sim_fr_preload(b, k, val, ktime_get_ns());
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return len;
}

static const struct file_operations sim_fr_fops = {
	.owner = THIS_MODULE,
	.open = sim_fr_open,
	.read = seq_read,
	.write = sim_fr_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static int sim_debugfs(struct sim_machine *m)
{
	unsigned int die, i;

	m->debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	for (die = 0; die < m->nr_dies; die++) {
		struct sim_die *d = &m->dies[die];
		struct sim_file *files;
		struct dentry *dir;
		char name[16];

		/*
		 * Not devm: xpmu_uncore binds to this device, and its unbind
		 * would free them under the debugfs files.
		 */
		files = kcalloc(d->nr_units, sizeof(*files), GFP_KERNEL);
		if (!files)
			return -ENOMEM;
		d->files = files;
		snprintf(name, sizeof(name), "die%u", die);
		dir = debugfs_create_dir(name, m->debugfs);
		debugfs_create_file("table", 0200, dir, d, &sim_table_fops);
		debugfs_create_file("uclk", 0400, dir, d, &sim_uclk_fops);
		for (i = 0; i < d->nr_fr; i++)
			debugfs_create_file(d->fr[i].name, 0600, dir, &d->fr[i],
					    &sim_fr_fops);
		for (i = 0; i < d->nr_units; i++) {
			files[i] = (struct sim_file){ .die = d, .unit = &d->units[i] };
			debugfs_create_file(d->units[i].name, 0600, dir, &files[i],
					    &sim_unit_fops);
		}
	}
	return 0;
}

static unsigned int sim_default_dies(void)
{
	unsigned int cpu, n = 0;

	for_each_present_cpu(cpu)
		n = max_t(unsigned int, n, topology_logical_die_id(cpu) + 1);
	return n ?: 1;
}

static void sim_free(struct sim_machine *m)
{
	unsigned int i;

	for (i = 0; i < m->nr_dies; i++) {
		kfree(m->dies[i].files);
		kfree(m->dies[i].fr);
		kfree(m->dies[i].units);
		kfree(m->dies[i].table);
	}
	kfree(m->dies);
	kfree(m);
}

static int __init sim_init(void)
{
	struct sim_machine *m;
	unsigned int die;
	int ret;

	if (cha > 64 || iio > 10 || imc > XPMU_IMC_PER_DIE || upi > 4 || m2m > 4 ||
	    mdf > ARRAY_SIZE(mdf_base) || cxl > 4) {
		pr_err("machine shape out of range (see modinfo)\n");
		return -EINVAL;
	}
	m = kzalloc(sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	raw_spin_lock_init(&m->lock);
	m->no_ubox = no_ubox;
	m->nr_dies = dies ?: sim_default_dies();
	m->dies = kcalloc(m->nr_dies, sizeof(*m->dies), GFP_KERNEL);
	if (!m->dies) {
		kfree(m);
		return -ENOMEM;
	}
	for (die = 0; die < m->nr_dies; die++) {
		struct sim_die *d = &m->dies[die];

		d->units = kcalloc(sim_count_units(), sizeof(*d->units), GFP_KERNEL);
		if (!d->units) {
			sim_free(m);
			return -ENOMEM;
		}
		sim_build_units(d, die);
		ret = sim_build_table(d);
		if (!ret)
			ret = sim_fr_build(d, die, iio, imc, sim_imc_bar, ktime_get_ns());
		if (ret) {
			sim_free(m);
			return ret;
		}
	}
	m->hw = (struct xpmu_uncore_hw){
		.ops = &sim_ops, .ctx = m, .owner = THIS_MODULE,
		.nr_dies = m->nr_dies,
	};
	sim = m;
	/* AUTO: a native machine may be registered under the same name. */
	m->pdev = platform_device_register_data(NULL, XPMU_UNCORE_DEVICE,
						PLATFORM_DEVID_AUTO, &m->hw,
						sizeof(m->hw));
	if (IS_ERR(m->pdev)) {
		ret = PTR_ERR(m->pdev);
		sim = NULL;
		sim_free(m);
		return ret;
	}
	ret = sim_debugfs(m);
	if (ret) {
		debugfs_remove_recursive(m->debugfs);
		platform_device_unregister(m->pdev);
		sim = NULL;
		sim_free(m);
		return ret;
	}
	pr_info("simulated EMR uncore: %u dies, %u units each\n", m->nr_dies,
		m->dies[0].nr_units);
	return 0;
}
module_init(sim_init);

static void __exit sim_exit(void)
{
	struct sim_machine *m = sim;

	debugfs_remove_recursive(m->debugfs);
	/* Unbinds xpmu_uncore first: its PMUs go before the registers. */
	platform_device_unregister(m->pdev);
	sim = NULL;
	sim_free(m);
}
module_exit(sim_exit);

MODULE_DESCRIPTION("xpmu: simulated Intel Emerald Rapids uncore PMON");
MODULE_LICENSE("GPL");
