/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The simulated Emerald Rapids uncore: internal interfaces between the
 * machine (sim.c: shape, discovery image, MSR and MMIO ops, debugfs), its
 * PCI functions (pci.c), the register model (regs.c) and the free-running
 * counters (freerun.c).
 */
#ifndef _XPMU_SIM_H
#define _XPMU_SIM_H

#include <linux/atomic.h>
#include <linux/spinlock.h>
#include <linux/types.h>

#include <xpmu/discovery.h>
#include <xpmu/pmon_regs.h>
#include <xpmu/uncore_hw.h>

struct dentry;
struct platform_device;
struct seq_file;

#define SIM_MAX_REGS	8

/* Unit Types as the kernel's SPR driver numbers them. */
enum {
	T_CHA = 0, T_IIO = 1, T_IRP = 2, T_M2PCIE = 3, T_PCU = 4, T_IMC = 6,
	T_M2M = 7, T_UPI = 8, T_M3UPI = 9, T_MDF = 11, T_CXLCM = 12,
	T_CXLDP = 13,
};

/*
 * IIOn_MSR_PMON_CTL.ch_mask and fc_mask (Table 2-184): the ports and the
 * flow classes (posted, non-posted, completions) an event counts.
 */
#define SIM_IIO_CH_MASK		GENMASK_ULL(47, 36)
#define SIM_IIO_FC_MASK		GENMASK_ULL(50, 48)
/* MC_CHy_PCI_PMON_FIXED_CTL.rst (Table 2-129). */
#define SIM_FIXED_CTL_RST	BIT_ULL(19)

/*
 * Global block of every die (Table 1-8): control at 0x2FF0, status from
 * 0x2FF2, one 64-bit word per 64 of the table's status bits.
 */
#define SIM_GLOBAL_CTL		0x2FF0
#define SIM_GLOBAL_STATUS	0x2FF2
#define SIM_NUM_STATUS		256
#define SIM_STATUS_WORDS	(SIM_NUM_STATUS / 64)
/*
 * SPR's UNC_CBO_CONFIG, which the kernel reads for the CHA count
 * (SPR_MSR_UNC_CBO_CONFIG in uncore_snbep.c): "The MSR doesn't work on the
 * EMR XCC" there, and the kernel reads it with rdmsrl(), not the _safe
 * form, keeping the table's count when it reads 0.  It reads 0 here.
 */
#define SIM_UNC_CBO_CONFIG	0x2FFE

/**
 * struct sim_ctr - one counter/control pair.
 * @ctl: the control register (Table 1-5), as last written.
 * @value: the count at @since, below 2^width.
 * @since: ktime (ns) @value was last brought up to date.
 * @rem: fraction of an event carried between updates, in event-ns.
 * @total: events counted since load, unwrapped: the ground truth.
 * @last_ctl: the last control written with an event selected: what the
 *	driver programmed, still readable after it disabled the counter.
 */
struct sim_ctr {
	u64 ctl;
	u64 last_ctl;
	u64 value;
	u64 since;
	u64 rem;
	u64 total;
};

/**
 * struct sim_unit - one PMON block and its registers.
 * @name: debugfs name, e.g. "cha_5".
 * @type: discovery Unit Type.
 * @id: Unit ID.
 * @status_pos: its bit in the global status.
 * @access: address space.
 * @box_ctl: unit control address, as discovery reports it.
 * @num_regs: counter/control pairs.
 * @width: counter width.
 * @ctl_offset: first control, from @box_ctl.
 * @ctr_offset: first counter.
 * @status_offset: unit status.
 * @ctl_stride: step between controls (1 for MSR).
 * @ctr_stride: step between counters.
 * @span: extent of the registers from @box_ctl.
 * @table_ctl: the unit control address its discovery entry gives; it
 *	differs from @box_ctl where the table is wrong (upi_table=wrong_fn).
 * @frozen: unit control .frz.
 * @all_ones: fault injection: every register reads ~0, writes are lost.
 * @unlisted: the discovery table has no entry for the unit, though its
 *	registers are there (upi_table=missing, table_cha below cha).
 * @fused: an MSR unit whose registers fault as unimplemented, though the
 *	table lists it (fused_iio, table_cha above cha).
 * @mc_absent: an iMC channel of an absent memory controller (absent_imc):
 *	every register reads ~0 and writes are lost, for good.
 * @status: unit status .ov bits (RW1C, Table 1-4).
 * @filter_offset: the unit's filter register ("Extra" of Tables 1-9 and
 *	2-231), from @box_ctl; 0 if it has none.
 * @filter: its value.
 * @fixed_ctl: the fixed counter's control (iMC DCLK, Table 2-129), from
 *	@box_ctl; 0 if the unit has no fixed counter.
 * @fixed_ctr: the fixed counter (Table 2-130).
 * @ctr: the counters; the fixed counter, if any, is @ctr[@num_regs].
 */
struct sim_unit {
	char name[24];
	u16 type;
	u16 id;
	u16 status_pos;
	u8 access;
	u64 box_ctl;
	u64 table_ctl;
	u8 num_regs;
	u8 width;
	u8 ctl_offset;
	u8 ctr_offset;
	u8 status_offset;
	u8 ctl_stride;
	u8 ctr_stride;
	u32 span;
	bool frozen;
	bool all_ones;
	bool unlisted;
	bool fused;
	bool mc_absent;
	u32 status;
	u16 filter_offset;
	u64 filter;
	u16 fixed_ctl;
	u16 fixed_ctr;
	struct sim_ctr ctr[SIM_MAX_REGS + 1];
};

/**
 * struct sim_fr - one block of free-running counters (freerun.c).
 * @name: debugfs name, e.g. "iio_fr_3".
 * @access: XPMU_ACCESS_MSR (an IIO stack's) or XPMU_ACCESS_MMIO (an iMC's).
 * @id: the IIO stack or iMC.
 * @nr: counters.
 * @fused: the IIO stack is fused off (fused_iio): its MSRs fault.
 * @all_ones: the iMC is absent (absent_imc): the counters read ~0.
 * @addr: each counter's MSR or physical address.
 * @ctr: the counters (@ctl unused).
 */
struct sim_fr {
	char name[24];
	u8 access;
	u8 id;
	u8 nr;
	bool fused;
	bool all_ones;
	u64 addr[17];
	struct sim_ctr ctr[17];
};

/**
 * struct sim_die - one die: its discovery table, global block and units.
 * @table: the discovery table image.
 * @table_size: bytes at @table.
 * @frz_all: global control .frz_all (Table 1-1).
 * @global_status: U_MSR_PMON_GLOBAL_STATUS words (RW1C, Table 1-2).
 * @uclk: the UCLK fixed counter and its control (Table 1-8).
 * @nr_units: entries in @units.
 * @units: the units, in discovery order.
 * @files: debugfs contexts, one per unit.
 * @fr: free-running counter blocks, in no discovery unit.
 * @nr_fr: entries in @fr.
 */
struct sim_die {
	u64 *table;
	u32 table_size;
	bool frz_all;
	u64 global_status[SIM_STATUS_WORDS];
	struct sim_ctr uclk;
	unsigned int nr_units;
	struct sim_unit *units;
	struct sim_file *files;
	struct sim_fr *fr;
	unsigned int nr_fr;
};

/**
 * struct sim_file - a unit's debugfs file context.
 * @die: the unit's die.
 * @unit: the unit.
 */
struct sim_file {
	struct sim_die *die;
	struct sim_unit *unit;
};

/* Registers of the global block sim_global_read()/_write() model. */
static inline bool sim_is_global(u32 msr)
{
	return msr == SIM_GLOBAL_CTL ||
	       (msr >= SIM_GLOBAL_STATUS && msr < SIM_GLOBAL_STATUS + SIM_STATUS_WORDS) ||
	       msr == XPMU_UCLK_FIXED_CTL || msr == XPMU_UCLK_FIXED_CTR ||
	       msr == SIM_UNC_CBO_CONFIG;
}

/*
 * MMIO (1.10.3): a die's MMIO_BASE register (B(U0):D0:F1, 0xD0) holds
 * address bits 51:23 and iMC m's MEMm BAR (0xD8 + 4m) bits 22:12; the
 * channels' PMON blocks follow at 0x22800 + 0x8000 c (Table 1-12).
 */
#define SIM_MMIO_BASE_REG(die)	(0x180 + 8 * (die))
#define SIM_MEM_BAR_REG(m)	(0x100 * (m))

/**
 * enum sim_fault - accesses the machine refused, by kind (debugfs "faults").
 * @SIM_FAULT_CROSS_DIE: an MSR access from a cpu of another die.
 * @SIM_FAULT_UNPINNED: an MSR access from preemptible context.
 * @SIM_FAULT_NO_DIE: an MSR access naming a die the machine lacks.
 * @SIM_FAULT_UNIMPLEMENTED: an MSR the die does not implement (#GP).
 * @SIM_FAULT_PCI_ADDR: a config address outside XPMU_DISC_PCI_* (bit 31,
 *	PCI_ENABLE, left in) or not 4-byte aligned.
 * @SIM_FAULT_NR: kinds.
 */
enum sim_fault {
	SIM_FAULT_CROSS_DIE,
	SIM_FAULT_UNPINNED,
	SIM_FAULT_NO_DIE,
	SIM_FAULT_UNIMPLEMENTED,
	SIM_FAULT_PCI_ADDR,
	SIM_FAULT_NR,
};

/* What the config registers of a PCI function are (pci.c). */
enum sim_fn_kind {
	SIM_FN_UBOX,		/* node id, GID mapping (1.10.2) */
	SIM_FN_MMIO_BASE,	/* MMIO_BASE, MEM0..3 (1.10.3) */
	SIM_FN_PCU_CR3,		/* CAPID6, CAPID7 (1.7.1) */
	SIM_FN_PMON,		/* a PCICFG unit's registers (Table 1-12) */
};

/**
 * struct sim_fn - one PCI function of the uncore.
 * @addr: its segment, bus and devfn, laid out as XPMU_DISC_PCI_*.
 * @device: its device id.
 * @kind: enum sim_fn_kind.
 * @die: the logical die it belongs to.
 * @absent: the function is missing (no_ubox).
 * @unit: for SIM_FN_PMON, the unit.
 */
struct sim_fn {
	u32 addr;
	u16 device;
	u8 kind;
	u8 die;
	bool absent;
	struct sim_unit *unit;
};

/**
 * struct sim_machine - the simulated machine.
 * @lock: every register and counter of every die; a raw spinlock, as the
 *	ops run with interrupts off.
 * @nr_dies: logical dies.
 * @dies: the dies.
 * @fns: the PCI functions of every die, in (segment, bus, devfn) order.
 * @nr_fns: entries in @fns.
 * @segments: each package's functions in a PCI segment of its own.
 * @gid_reverse: the physical package of logical die d is @nr_dies - 1 - d.
 * @capid: bit i set for each implemented CHA i (CAPID7:CAPID6).
 * @faults: refused accesses, by enum sim_fault.
 * @hw: the machine as the driver sees it.
 * @pdev: its platform device.
 * @debugfs: our debugfs directory.
 */
struct sim_machine {
	raw_spinlock_t lock;
	unsigned int nr_dies;
	struct sim_die *dies;
	struct sim_fn *fns;
	unsigned int nr_fns;
	bool segments;
	bool gid_reverse;
	u64 capid;
	atomic_long_t faults[SIM_FAULT_NR];
	struct xpmu_uncore_hw hw;
	struct platform_device *pdev;
	struct dentry *debugfs;
};

static inline void sim_fault(struct sim_machine *m, enum sim_fault f)
{
	atomic_long_inc(&m->faults[f]);
}

/* The physical package of logical die @die (and of package @die, its die). */
static inline unsigned int sim_die_pkg(const struct sim_machine *m,
				       unsigned int die)
{
	return m->gid_reverse ? m->nr_dies - 1 - die : die;
}

/* Counters of @u, the fixed one included. */
static inline unsigned int sim_nr_ctrs(const struct sim_unit *u)
{
	return u->num_regs + !!u->fixed_ctl;
}

/* freerun.c */
int sim_fr_build(struct sim_die *d, unsigned int die, unsigned int iio,
		 unsigned int imc, u64 (*imc_bar)(unsigned int die, unsigned int m),
		 u64 now);
struct sim_fr *sim_fr_find(struct sim_die *d, u8 access, u64 addr,
			   unsigned int *k);
u64 sim_fr_read(struct sim_fr *b, unsigned int k, u64 addr, unsigned int bytes,
		u64 now);
void sim_fr_show(struct seq_file *s, struct sim_fr *b, u64 now);

/* pci.c */
u32 sim_fn_addr(const struct sim_machine *m, unsigned int die,
		unsigned int dev, unsigned int fn);
int sim_pci_build(struct sim_machine *m, bool no_ubox);
int sim_pci_read(void *ctx, u32 addr, u32 *val);
int sim_pci_write(void *ctx, u32 addr, u32 val);
int sim_pci_find(void *ctx, u16 device, unsigned int index, u32 *addr);
int sim_phys_to_die(void *ctx, unsigned int pkg);
void sim_pci_show(struct seq_file *s, struct sim_machine *m);

/* regs.c */
bool sim_reg_implemented(struct sim_unit *u, u32 off);
u64 sim_rate_per_ms(u16 type, u64 ctl);
u64 sim_ctr_rate(const struct sim_unit *u, unsigned int idx);
u64 sim_reg_read(struct sim_die *die, struct sim_unit *u, u32 off,
		 unsigned int bytes, u64 now);
void sim_reg_write(struct sim_die *die, struct sim_unit *u, u32 off,
		   unsigned int bytes, u64 val, u64 now);
u64 sim_counter_value(struct sim_die *die, struct sim_unit *u,
		      unsigned int idx, u64 now);

u64 sim_global_read(struct sim_die *die, u32 msr, u64 now);
u64 sim_uclk_rate(const struct sim_die *die);
void sim_global_write(struct sim_die *die, u32 msr, u64 val, u64 now);

#endif /* _XPMU_SIM_H */
