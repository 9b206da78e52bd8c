// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore_sim: a simulated Emerald Rapids uncore.
 *
 * Builds, per die, a PMON discovery table in the layout of section 1.9 of
 * the EMR uncore guide (../shared/seeds/001_7016be057a821061.txt) and the
 * registers it describes (regs.c), at the addresses of Tables 1-8, 1-9 and
 * 1-12, with the PCI functions of pci.c, and offers the machine to
 * xpmu_uncore as a platform device.  The driver then runs exactly the code
 * it runs on a real machine.
 *
 * It is as strict as the silicon (DESIGN.md section 2): an MSR access
 * reaches the registers of the die it names only from a cpu of that die
 * and not preemptible; any other, and an MSR no register implements,
 * faults with -EIO as rdmsr_safe()'s #GP does.  A config access to a
 * function that is not there reads all ones.
 *
 * Parameters, the shape (defaults XCC-like): dies, cha, iio, imc, upi,
 * m2m, mdf, cxl.  By default the machine is what a real EMR presents,
 * PCI_ENABLE in the table's PCICFG addresses included; the faults are
 * opt-in:
 *   pci_enable=0    the table's PCICFG unit addresses lack bit 31;
 *   segments=1      package p's functions in PCI segment p, all on bus 0x1E;
 *   gid_reverse=1   logical die d is physical package nr_dies - 1 - d;
 *   upi_table=missing   no table entries for UPI and M3UPI link 1;
 *   upi_table=wrong_fn  UPI link 1's entry names function 2 of its device;
 *   table_cha=N     the table lists N CHAs, CAPID and the MSRs cha;
 *   fused_iio=MASK  those IIO stacks' PMON and free-running MSRs fault;
 *   absent_imc=MASK those memory controllers' MMIO reads all ones;
 *   imc_id_reverse=1  iMC channel units numbered from the last channel
 *                   down, so that a unit id is not 2 x controller + channel;
 *   frz_all=1       every die's global control starts with frz_all set;
 *   no_ubox=1       the Ubox and MMIO-base functions are missing.
 * Out-of-range values refuse the load with one line saying which.
 *
 * Ground truth and test hooks, in /sys/kernel/debug/xpmu_uncore_sim/:
 * - die<N>/<unit>: read for every control, counter value, rate, total
 *   counted and the last control programmed; write "all_ones 0|1" to make
 *   the unit read all ones;
 * - die<N>/uclk, die<N>/iio_fr_<s>, die<N>/imc_fr_<m>: the UCLK and the
 *   free-running counters;
 * - faults: "<name> <count>" per line, the accesses refused (cross_die,
 *   unpinned, no_die, unimplemented, pci_bad_addr); write "reset" to zero
 *   them;
 * - pci: the PCI functions, one per line in bus order.
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
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/preempt.h>
#include <linux/slab.h>
#include <linux/smp.h>
#include <linux/string.h>
#include <linux/topology.h>
#include <linux/uaccess.h>

#include <xpmu/topology.h>

#include "sim.h"

/* The machine's shape; defaults are XCC-like (DESIGN.md section 2). */
static unsigned int dies;
module_param(dies, uint, 0444);
MODULE_PARM_DESC(dies, "logical dies (default: as the cpus report; at most 8)");
static unsigned int cha = 60;
module_param(cha, uint, 0444);
MODULE_PARM_DESC(cha, "CHAs per die, as CAPID6/7 and the MSRs have them (0-64)");
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
static unsigned int cxl = 2;
module_param(cxl, uint, 0444);
MODULE_PARM_DESC(cxl, "CXL-capable stacks per die, each a CXL CM and DP (0-4)");

/* Firmware quirks and faults of real machines: all opt-in. */
static bool no_ubox;
module_param(no_ubox, bool, 0444);
MODULE_PARM_DESC(no_ubox, "fault: the Ubox and MMIO-base devices are missing");
static bool pci_enable = true;
module_param(pci_enable, bool, 0444);
MODULE_PARM_DESC(pci_enable,
		 "PCICFG unit addresses in the discovery table carry bit 31, PCI_ENABLE, as real BIOSes' do (default Y; N: a table without it)");
static bool segments;
module_param(segments, bool, 0444);
MODULE_PARM_DESC(segments,
		 "quirk: each package's PCI functions in a PCI segment of its own (segment p), all on bus 0x1E");
static bool gid_reverse;
module_param(gid_reverse, bool, 0444);
MODULE_PARM_DESC(gid_reverse,
		 "quirk: logical die d is physical package dies-1-d, its node id at that index of the Ubox GID mapping");
static char *upi_table = "ok";
module_param(upi_table, charp, 0444);
MODULE_PARM_DESC(upi_table,
		 "UPI discovery entries: ok (default), missing (none for UPI and M3UPI link 1), wrong_fn (UPI link 1's names function 2)");
static unsigned int table_cha;
module_param(table_cha, uint, 0444);
MODULE_PARM_DESC(table_cha,
		 "quirk: CHAs the discovery table lists, if not cha (0-64; 0: cha); MSRs of entries beyond cha fault");
static unsigned int fused_iio;
module_param(fused_iio, uint, 0444);
MODULE_PARM_DESC(fused_iio,
		 "quirk: bitmask of IIO stacks fused off: listed, but their IIO PMON and free-running MSRs fault");
static unsigned int absent_imc;
module_param(absent_imc, uint, 0444);
MODULE_PARM_DESC(absent_imc,
		 "quirk: bitmask of absent memory controllers: listed, their MMIO reads all ones, their M2M stays");
static bool imc_id_reverse;
module_param(imc_id_reverse, bool, 0444);
MODULE_PARM_DESC(imc_id_reverse,
		 "quirk: iMC channel unit ids run from the last channel down (the guide gives no numbering)");
static bool frz_all;
module_param(frz_all, bool, 0444);
MODULE_PARM_DESC(frz_all,
		 "quirk: every die's global control starts with frz_all set, as another tool left it");

/* upi_table, parsed. */
enum sim_upi_table { SIM_UPI_OK, SIM_UPI_MISSING, SIM_UPI_WRONG_FN };

static const char * const sim_upi_table_names[] = {
	[SIM_UPI_OK] = "ok",
	[SIM_UPI_MISSING] = "missing",
	[SIM_UPI_WRONG_FN] = "wrong_fn",
};

/*
 * The UPI link whose entries upi_table breaks.  Which link a broken table
 * gets wrong is not public (Intel PCM issue 758, "SPR UPI discovery table
 * is broken on SPR MCC"); link 1 leaves link 0 as a working reference.
 */
#define SIM_UPI_BROKEN_LINK	1

/*
 * PCI_ENABLE, bit 31 of a PCICFG address: the guide's FORM_PCI_ADDR sets
 * it (1.10.2), real BIOSes leave it in the discovery table's unit control
 * addresses (Intel PCM's getPCICFGPMUsFromDiscovery() reports a table
 * without it as a BIOS bug), and the kernel's UNCORE_DISCOVERY_PCI_*
 * decode (uncore_discovery.h) ignores it.
 */
#define SIM_DISC_PCI_ENABLE	BIT_ULL(31)

/* MDF unit controls, Table 1-9 (they are not evenly spaced). */
static const u16 mdf_base[] = {
	0x2800, 0x2810, 0x2820, 0x2830, 0x28A0, 0x28B0, 0x28C0, 0x28D0,
	0x2940, 0x2950, 0x2960, 0x2970, 0x29E0, 0x29F0,
};

/* MMIO (1.10.3): the iMC BARs from MMIO_BASE and MEMn (sim.h). */
#define SIM_MMIO_BASE(die)	((u64)SIM_MMIO_BASE_REG(die) << XPMU_IMC_MMIO_BASE_SHIFT)
#define SIM_IMC_BAR(die, m)	(SIM_MMIO_BASE(die) | \
				 (u64)SIM_MEM_BAR_REG(m) << XPMU_IMC_MMIO_MEM_SHIFT)
#define SIM_CXL_BAR(die, i)	(SIM_MMIO_BASE(die) + 0x1000000 + (u64)(i) * 0x10000)

static u64 sim_imc_bar(unsigned int die, unsigned int m)
{
	return SIM_IMC_BAR(die, m);
}

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

static struct sim_unit *sim_add(struct sim_die *d, const struct sim_geometry *g,
				unsigned int id, u64 box_ctl)
{
	struct sim_unit *u = &d->units[d->nr_units];

	*u = (struct sim_unit){
		.type = g->type, .id = id, .status_pos = 2 + d->nr_units,
		.access = g->access, .box_ctl = box_ctl, .table_ctl = box_ctl,
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
	return u;
}

/* CHAs the table lists (table_cha), and CHA units to model: either. */
static unsigned int sim_table_chas(void)
{
	return table_cha ?: cha;
}

static unsigned int sim_count_units(void)
{
	return max(cha, sim_table_chas()) + 3 * iio + 1 + mdf + 2 * imc + m2m +
	       2 * upi + 2 * cxl;
}

static void sim_build_units(struct sim_machine *m, struct sim_die *d,
			    unsigned int die, enum sim_upi_table upi_mode)
{
	struct sim_unit *u;
	unsigned int i;

	/*
	 * table_cha: a table whose CHA count disagrees with CAPID6/7 (the
	 * kernel's spr_uncore_cpu_init() works around such firmware on SPR):
	 * the CHAs it lists beyond cha have no registers, and those it
	 * leaves out below cha have them all the same.
	 */
	for (i = 0; i < max(cha, sim_table_chas()); i++) {
		u = sim_add(d, &g_cha, i, 0x2000 + 0x10 * i);
		u->unlisted = i >= sim_table_chas();
		u->fused = i >= cha;
	}
	for (i = 0; i < iio; i++) {
		/* A fused-off stack keeps its table entries, not its MSRs. */
		u = sim_add(d, &g_iio, i, 0x3000 + 0x10 * i);
		u->fused = fused_iio & BIT(i);
		sim_add(d, &g_irp, i, 0x3400 + 0x10 * i);
		sim_add(d, &g_m2pcie, i, 0x3200 + 0x10 * i);
	}
	sim_add(d, &g_pcu, 0, 0x2FC0);
	for (i = 0; i < mdf; i++)
		sim_add(d, &g_mdf, i, mdf_base[i]);
	/* iMC m channel c: MEMm_BAR + 0x22800 + 0x8000 * c (Table 1-12). */
	for (i = 0; i < 2 * imc; i++) {
		u = sim_add(d, &g_imc, imc_id_reverse ? 2 * imc - 1 - i : i,
			    SIM_IMC_BAR(die, i / 2) + 0x22800 + 0x8000 * (i % 2));
		/*
		 * An absent memory controller's MMIO reads all ones in every
		 * channel, its M2M still there: what the kernel's EDAC driver
		 * checks for on SPR (i10nm_base.c, i10nm_imc_absent()).
		 */
		u->mc_absent = absent_imc & BIT(i / 2);
	}
	/* M2M m at U0:D(12+m):F0, UPI l at D(1+l):F1, M3UPI at D(5+l):F1. */
	for (i = 0; i < m2m; i++)
		sim_add(d, &g_m2m, i, sim_fn_addr(m, die, 12 + i, 0) | 0x438);
	for (i = 0; i < upi; i++) {
		struct sim_unit *m3;

		u = sim_add(d, &g_upi, i, sim_fn_addr(m, die, 1 + i, 1) | 0x318);
		m3 = sim_add(d, &g_m3upi, i, sim_fn_addr(m, die, 5 + i, 1) | 0xA0);
		if (i != SIM_UPI_BROKEN_LINK)
			continue;
		/*
		 * Broken UPI entries (SPR MCC, Intel PCM issue 758): the
		 * kernel ignores the UPI and M3UPI entries on SPR and EMR and
		 * finds the functions by device id (spr_update_device_location()
		 * in uncore_snbep.c).  The functions stay where they are.
		 */
		if (upi_mode == SIM_UPI_MISSING) {
			u->unlisted = true;
			m3->unlisted = true;
		} else if (upi_mode == SIM_UPI_WRONG_FN) {
			u->table_ctl = sim_fn_addr(m, die, 1 + i, 2) | 0x318;
		}
	}
	for (i = 0; i < cxl; i++) {
		sim_add(d, &g_cxlcm, i, SIM_CXL_BAR(die, i));
		sim_add(d, &g_cxldp, i, SIM_CXL_BAR(die, i) + 0x1000);
	}
}

/* The discovery table image: global node, then one block per listed unit. */
static int sim_build_table(struct sim_die *d)
{
	const unsigned int stride = 4;	/* words per block */
	unsigned int i, n = 0;

	for (i = 0; i < d->nr_units; i++)
		n += !d->units[i].unlisted;
	d->table_size = (n + 1) * stride * sizeof(u64);
	d->table = kzalloc(d->table_size, GFP_KERNEL);
	if (!d->table)
		return -ENOMEM;
	d->table[0] = FIELD_PREP(XPMU_DISC_GLOBAL0_ACCESS, XPMU_ACCESS_MSR) |
		      FIELD_PREP(XPMU_DISC_GLOBAL0_MAX_BLOCKS, n) |
		      FIELD_PREP(XPMU_DISC_GLOBAL0_STRIDE, stride);
	d->table[1] = SIM_GLOBAL_CTL;
	d->table[2] = FIELD_PREP(XPMU_DISC_GLOBAL2_NUM_STATUS, SIM_NUM_STATUS) |
		      FIELD_PREP(XPMU_DISC_GLOBAL2_STATUS_OFF,
				 SIM_GLOBAL_STATUS - SIM_GLOBAL_CTL);
	for (n = 0, i = 0; i < d->nr_units; i++) {
		const struct sim_unit *u = &d->units[i];
		u64 *node;

		if (u->unlisted)
			continue;
		node = &d->table[++n * stride];
		node[0] = FIELD_PREP(XPMU_DISC_UNIT0_ACCESS, u->access) |
			  FIELD_PREP(XPMU_DISC_UNIT0_STATUS_OFF, u->status_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_CTR_OFF, u->ctr_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_WIDTH, u->width) |
			  FIELD_PREP(XPMU_DISC_UNIT0_CTL_OFF, u->ctl_offset) |
			  FIELD_PREP(XPMU_DISC_UNIT0_NUM_REGS, u->num_regs);
		node[1] = u->table_ctl;
		if (u->access == XPMU_ACCESS_PCICFG && pci_enable)
			node[1] |= SIM_DISC_PCI_ENABLE;
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

/*
 * The die whose registers an MSR access reaches, or NULL (counted).
 * Uncore PMON is "a per-socket resource" (1.3.1): every cpu of a package
 * reaches the same registers, and a cpu of another package other ones.
 * So the caller must run on a cpu of @die and stay there: a preemptible
 * caller could migrate between the check and the access.  (preemptible()
 * needs CONFIG_PREEMPT_COUNT, which Debian's kernels have; without it the
 * unpinned check never fires.)
 */
static struct sim_die *sim_msr_die(struct sim_machine *m, unsigned int die)
{
	if (preemptible()) {
		sim_fault(m, SIM_FAULT_UNPINNED);
		return NULL;
	}
	if (die >= m->nr_dies) {
		sim_fault(m, SIM_FAULT_NO_DIE);
		return NULL;
	}
	if (topology_logical_die_id(raw_smp_processor_id()) != die) {
		sim_fault(m, SIM_FAULT_CROSS_DIE);
		return NULL;
	}
	return &m->dies[die];
}

/**
 * struct sim_msr - the register an MSR names on a die.
 * @unit: a unit's register, at @off in it; or
 * @fr: a free-running counter, @k of its block; or neither: the global
 *	block's.
 * @off: see @unit.
 * @k: see @fr.
 */
struct sim_msr {
	struct sim_unit *unit;
	struct sim_fr *fr;
	u32 off;
	unsigned int k;
};

/*
 * Does die @d implement MSR @msr?  The global block (Table 1-8), a unit's
 * registers (Table 1-9; not the gaps between them, not a fused unit's),
 * or a free-running counter (Tables 1-9 to 1-11; not a fused stack's).
 */
static bool sim_msr_decode(struct sim_die *d, u32 msr, struct sim_msr *r)
{
	*r = (struct sim_msr){};
	if (sim_is_global(msr))
		return true;
	r->unit = sim_find(d, XPMU_ACCESS_MSR, msr, &r->off);
	if (r->unit)
		return !r->unit->fused && sim_reg_implemented(r->unit, r->off);
	r->fr = sim_fr_find(d, XPMU_ACCESS_MSR, msr, &r->k);
	return r->fr && !r->fr->fused;
}

static int sim_msr_read(void *ctx, unsigned int die, u32 msr, u64 *val)
{
	struct sim_machine *m = ctx;
	struct sim_die *d = sim_msr_die(m, die);
	unsigned long flags;
	struct sim_msr r;
	u64 now;

	/* A faulting rdmsrl_safe() leaves 0. */
	*val = 0;
	if (!d)
		return -EIO;
	if (!sim_msr_decode(d, msr, &r)) {
		sim_fault(m, SIM_FAULT_UNIMPLEMENTED);
		return -EIO;
	}
	raw_spin_lock_irqsave(&m->lock, flags);
	now = ktime_get_ns();
	if (r.unit)
		*val = sim_reg_read(d, r.unit, r.off, 8, now);
	else if (r.fr)
		*val = sim_fr_read(r.fr, r.k, msr, 8, now);
	else
		*val = sim_global_read(d, msr, now);
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return 0;
}

static int sim_msr_write(void *ctx, unsigned int die, u32 msr, u64 val)
{
	struct sim_machine *m = ctx;
	struct sim_die *d = sim_msr_die(m, die);
	unsigned long flags;
	struct sim_msr r;

	if (!d)
		return -EIO;
	if (!sim_msr_decode(d, msr, &r)) {
		sim_fault(m, SIM_FAULT_UNIMPLEMENTED);
		return -EIO;
	}
	/* Free-running counters: "SW cannot write them"; the write is lost. */
	if (r.fr)
		return 0;
	raw_spin_lock_irqsave(&m->lock, flags);
	if (r.unit)
		sim_reg_write(d, r.unit, r.off, 8, val, ktime_get_ns());
	else
		sim_global_write(d, msr, val, ktime_get_ns());
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return 0;
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

		/* Between the counters: reserved, reads 0 (~0 if absent). */
		if (b)
			val = sim_fr_read(b, k, addr, bytes, ktime_get_ns());
		else
			val = map->fr->all_ones ? GENMASK_ULL(8 * bytes - 1, 0) : 0;
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
	.phys_to_die = sim_phys_to_die,
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
	/* New fields go at the end of the line: tests read them by position. */
	seq_printf(s, "type %u id %u status %#x frozen %d frz_all %d filter %#llx listed %d fused %d mc_absent %d\n",
		   u->type, u->id, u->status, u->frozen, f->die->frz_all,
		   u->filter, !u->unlisted, u->fused, u->mc_absent);
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

	/* Freed on every return (cleanup.h). */
	char *buf __free(kfree) = sim_command(ubuf, len);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	raw_spin_lock_irqsave(&sim->lock, flags);
	if (sscanf(buf, "all_ones %u", &idx) == 1)
		f->unit->all_ones = idx;
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

/* A block of free-running counters. */
static int sim_fr_file_show(struct seq_file *s, void *unused)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&sim->lock, flags);
	sim_fr_show(s, s->private, ktime_get_ns());
	raw_spin_unlock_irqrestore(&sim->lock, flags);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_fr_file);

static const char * const sim_fault_names[SIM_FAULT_NR] = {
	[SIM_FAULT_CROSS_DIE] = "cross_die",
	[SIM_FAULT_UNPINNED] = "unpinned",
	[SIM_FAULT_NO_DIE] = "no_die",
	[SIM_FAULT_UNIMPLEMENTED] = "unimplemented",
	[SIM_FAULT_PCI_ADDR] = "pci_bad_addr",
};

/* The refused accesses, "<name> <count>" per line; "reset" zeroes them. */
static int sim_faults_show(struct seq_file *s, void *unused)
{
	struct sim_machine *m = s->private;
	unsigned int i;

	for (i = 0; i < SIM_FAULT_NR; i++)
		seq_printf(s, "%s %ld\n", sim_fault_names[i],
			   atomic_long_read(&m->faults[i]));
	return 0;
}

static int sim_faults_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_faults_show, inode->i_private);
}

static ssize_t sim_faults_write(struct file *file, const char __user *ubuf,
				size_t len, loff_t *ppos)
{
	struct sim_machine *m = ((struct seq_file *)file->private_data)->private;
	unsigned int i;

	/* Freed on every return (cleanup.h). */
	char *buf __free(kfree) = sim_command(ubuf, len);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	if (!sysfs_streq(buf, "reset"))
		return -EINVAL;
	for (i = 0; i < SIM_FAULT_NR; i++)
		atomic_long_set(&m->faults[i], 0);
	return len;
}

static const struct file_operations sim_faults_fops = {
	.owner = THIS_MODULE,
	.open = sim_faults_open,
	.read = seq_read,
	.write = sim_faults_write,
	.llseek = seq_lseek,
	.release = single_release,
};

/* The PCI functions, as pci.c's sim_pci_show() lists them. */
static int sim_pci_file_show(struct seq_file *s, void *unused)
{
	struct sim_machine *m = s->private;
	unsigned long flags;

	raw_spin_lock_irqsave(&m->lock, flags);
	sim_pci_show(s, m);
	raw_spin_unlock_irqrestore(&m->lock, flags);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_pci_file);

static int sim_debugfs(struct sim_machine *m)
{
	unsigned int die, i;

	m->debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("faults", 0600, m->debugfs, m, &sim_faults_fops);
	debugfs_create_file("pci", 0400, m->debugfs, m, &sim_pci_file_fops);
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
		debugfs_create_file("uclk", 0400, dir, d, &sim_uclk_fops);
		for (i = 0; i < d->nr_fr; i++)
			debugfs_create_file(d->fr[i].name, 0400, dir, &d->fr[i],
					    &sim_fr_file_fops);
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
	kfree(m->fns);
	kfree(m->dies);
	kfree(m);
}

/* One line for a parameter out of range; upi_table parsed into @upi_mode. */
static int sim_check_params(unsigned int nr_dies, enum sim_upi_table *upi_mode)
{
	int mode;

	if (cha > 64 || table_cha > 64 || iio > 10 || imc > XPMU_IMC_PER_DIE ||
	    upi > 4 || m2m > 4 || mdf > ARRAY_SIZE(mdf_base) || cxl > 4) {
		pr_err("machine shape out of range (see modinfo)\n");
		return -EINVAL;
	}
	/* 3-bit node ids in the GID mapping, 3-bit PCI segments (1.10.2). */
	if (nr_dies > XPMU_UBOX_GID_MAP_NODES) {
		pr_err("dies=%u: at most %u packages\n", nr_dies,
		       XPMU_UBOX_GID_MAP_NODES);
		return -EINVAL;
	}
	if (fused_iio >> iio) {
		pr_err("fused_iio=%#x: stacks beyond iio=%u\n", fused_iio, iio);
		return -EINVAL;
	}
	if (absent_imc >> imc) {
		pr_err("absent_imc=%#x: controllers beyond imc=%u\n", absent_imc, imc);
		return -EINVAL;
	}
	mode = upi_table ? sysfs_match_string(sim_upi_table_names, upi_table) : -EINVAL;
	if (mode < 0) {
		pr_err("upi_table=%s: not ok, missing or wrong_fn\n", upi_table);
		return -EINVAL;
	}
	if (mode != SIM_UPI_OK && upi <= SIM_UPI_BROKEN_LINK) {
		pr_err("upi_table=%s: needs upi link %u (upi=%u)\n", upi_table,
		       SIM_UPI_BROKEN_LINK, upi);
		return -EINVAL;
	}
	*upi_mode = mode;
	return 0;
}

static int __init sim_init(void)
{
	unsigned int nr_dies = dies ?: sim_default_dies();
	enum sim_upi_table upi_mode;
	struct sim_machine *m;
	unsigned int die, i;
	int ret;

	ret = sim_check_params(nr_dies, &upi_mode);
	if (ret)
		return ret;
	m = kzalloc(sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	raw_spin_lock_init(&m->lock);
	m->nr_dies = nr_dies;
	m->segments = segments;
	m->gid_reverse = gid_reverse;
	/* CAPID7:CAPID6, one bit per implemented CHA (1.7.1). */
	m->capid = cha ? GENMASK_ULL(cha - 1, 0) : 0;
	m->dies = kcalloc(m->nr_dies, sizeof(*m->dies), GFP_KERNEL);
	if (!m->dies) {
		kfree(m);
		return -ENOMEM;
	}
	for (die = 0; die < m->nr_dies; die++) {
		struct sim_die *d = &m->dies[die];

		/* As another tool may leave it: nothing counts until cleared. */
		d->frz_all = frz_all;
		d->units = kcalloc(sim_count_units(), sizeof(*d->units), GFP_KERNEL);
		if (!d->units) {
			sim_free(m);
			return -ENOMEM;
		}
		sim_build_units(m, d, die, upi_mode);
		ret = sim_build_table(d);
		if (!ret)
			ret = sim_fr_build(d, die, iio, imc, sim_imc_bar, ktime_get_ns());
		if (ret) {
			sim_free(m);
			return ret;
		}
		for (i = 0; i < d->nr_fr; i++) {
			struct sim_fr *b = &d->fr[i];

			if (b->access == XPMU_ACCESS_MSR)
				b->fused = fused_iio & BIT(b->id);
			else
				b->all_ones = absent_imc & BIT(b->id);
		}
	}
	ret = sim_pci_build(m, no_ubox);
	if (ret) {
		if (ret == -EINVAL)
			pr_err("PCI functions of two dies overlap\n");
		sim_free(m);
		return ret;
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
