/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * EMR uncore driver internals: unit descriptions (const data, one file per
 * unit type under units/), and the runtime state of a bound machine.
 */
#ifndef _XPMU_UNCORE_H
#define _XPMU_UNCORE_H

#include <linux/cpumask.h>
#include <linux/hrtimer.h>
#include <linux/list.h>
#include <linux/perf_event.h>
#include <linux/spinlock.h>
#include <linux/sysfs.h>

#include <xpmu/format.h>
#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/hw.h>
#include <xpmu/uncore/topology.h>

/**
 * struct xpmu_unc_filter_reg - a box register that qualifies events: one per
 *	box, shared by its counters (an "Extra" column of Tables 1-9/1-12).
 * @offset: from the unit control: an MSR number step or a byte offset.
 * @config: the config word (1 or 2) that carries its value.
 * @mask: the bits of that word that are its value, from bit 0.
 * @enable: control bits that make a counter obey it (CHA tid_en); 0 when
 *	any event that sets a value uses it.
 */
struct xpmu_unc_filter_reg {
	u16 offset;
	u8 config;
	u64 mask;
	u64 enable;
};

/**
 * struct xpmu_unc_fixed_ctr - a counter with one event: a fixed counter or a
 *	free-running one.
 * @config: the attr.config that selects it (event 0xff, as the kernel's).
 * @ctl: its control's offset from the unit control, if @enable.
 * @ctr: its counter's offset.
 * @enable: the control value that starts it counting; 0 for a
 *	free-running counter, which has no control (1.8.1, 2.3.2.1).
 */
struct xpmu_unc_fixed_ctr {
	u64 config;
	u16 ctl;
	u16 ctr;
	u32 enable;
};

struct xpmu_unc_pmu;
struct xpmu_unc_machine;

/**
 * enum xpmu_unc_unit_kind - where the units of a type come from.
 * @XPMU_UNC_UNIT_LISTED: the dies' discovery tables list them (1.9).
 * @XPMU_UNC_UNIT_GLOBAL: one per die in its global block (Table 1-8), which no
 *	table lists: &xpmu_unc_unit_desc.global_unit describes it.
 * @XPMU_UNC_UNIT_DERIVED: counters no table lists (1.9: "free running
 *	counters ... will not be included"), one unit beside some units of
 *	&xpmu_unc_unit_desc.parent_type: &xpmu_unc_unit_desc.derive makes it.
 *
 * The core tests this, not which of a description's fields are set; the
 * KUnit suite xpmu_units checks that the two agree.
 */
enum xpmu_unc_unit_kind {
	XPMU_UNC_UNIT_LISTED,
	XPMU_UNC_UNIT_GLOBAL,
	XPMU_UNC_UNIT_DERIVED,
};

/**
 * struct xpmu_unc_unit_desc - what the driver knows of one unit type.
 * @name: PMU name stem: uncore_<name>_<id>, or uncore_<name> when the
 *	machine has a single unit of the type.
 * @type: discovery Unit Type (Table 1-14).
 * @kind: where its units come from.
 * @formats: the config fields a user may set.
 * @nr_formats: entries in @formats.
 * @mmio_ctl_stride: step between counter controls of an MMIO unit; 0
 *	for XPMU_UNC_MMIO_CTL_STRIDE.  Unused for other access types.
 * @catalog: the unit type's named events and counter restrictions, or
 *	NULL (catalog/catalog.h).
 * @filter: its filter register, or NULL.
 * @fixed: its fixed and free-running counters.
 * @nr_fixed: entries in @fixed.
 * @events: events/ aliases always shown (the kernel's own event
 *	descriptions), or NULL.
 * @map_span: bytes to map for an MMIO unit of fixed counters only; 0 for
 *	the discovery span.
 * @global_unit: with @kind XPMU_UNC_UNIT_GLOBAL, the unit of this type that
 *	every die has in its global block rather than in its table; else
 *	NULL.
 * @mapping: optional sysfs group of where the unit's PMU leads (the UPI
 *	links' and the IIO stacks' dieN files), or NULL.
 * @parent_type: with @kind XPMU_UNC_UNIT_DERIVED, the discovery type of the
 *	units this type is derived from.
 * @derive: with @kind XPMU_UNC_UNIT_DERIVED (else NULL), its unit beside
 *	@parent (a unit of @parent_type that die @die uses) into @unit,
 *	which comes zeroed and whose type the core sets.  Return: false
 *	where @parent has none.
 * @single: optional; whether the PMU of @unit is the only one of its type
 *	(named without its id).  NULL: when no die has a unit of the type
 *	with another id.
 * @check_placement: optional; warn where @unit of die @die is not where
 *	the die's topology puts a unit of its type.  Called only where the
 *	die's uncore bus is known, after the core checked a PCICFG unit's
 *	bus.  NULL: nothing more to check.
 *
 * The hooks run at bind, under cpus_read_lock(), and read the machine's
 * state only.  A type a unit file describes entirely in data leaves them
 * NULL; the core defaults stand for it.
 */
struct xpmu_unc_unit_desc {
	const char *name;
	u16 type;
	enum xpmu_unc_unit_kind kind;
	const struct xpmu_format *formats;
	unsigned int nr_formats;
	u8 mmio_ctl_stride;
	const struct xpmu_unc_catalog *catalog;
	const struct xpmu_unc_filter_reg *filter;
	const struct xpmu_unc_fixed_ctr *fixed;
	unsigned int nr_fixed;
	const struct attribute_group *events;
	u32 map_span;
	const struct xpmu_unc_disc_unit *global_unit;
	const struct attribute_group *mapping;
	u16 parent_type;
	bool (*derive)(const struct xpmu_unc_machine *uncore, unsigned int die,
		       const struct xpmu_unc_disc_unit *parent,
		       struct xpmu_unc_disc_unit *unit);
	bool (*single)(const struct xpmu_unc_machine *uncore,
		       const struct xpmu_unc_disc_unit *unit);
	void (*check_placement)(const struct xpmu_unc_machine *uncore,
				unsigned int die, const struct xpmu_unc_pmu *xp,
				const struct xpmu_unc_disc_unit *unit);
};

/*
 * The counter controls of an MMIO unit are 64-bit and side by side unless
 * its description says otherwise (the iMC's are 32-bit, 4 bytes apart:
 * Table 1-12).
 */
#define XPMU_UNC_MMIO_CTL_STRIDE	8

/* The unit description of a type no model describes. */
extern const struct xpmu_unc_unit_desc xpmu_unc_unit_generic;

struct xpmu_unc_box;
struct xpmu_unc_catalog;

/**
 * struct xpmu_unc_box_ops - register programming of one access type.
 * @init: reset controls and counters of a box before first use.
 * @enable_event: write counter control @idx, which starts it counting.
 * @disable_event: clear counter control @idx.
 * @read_counter: the raw value of counter @idx into @val; 0 or the
 *	backend's -errno, with @val then undefined.
 * @write_reg: write a register of the box at @off from its unit control
 *	(filters, fixed counter controls): an MSR, a config dword or a 32-bit
 *	MMIO register.
 * @read_reg: read a 64-bit register at @off (a fixed counter); as
 *	@read_counter.
 *
 * The writes (@init, @enable_event, @disable_event, @write_reg) return 0
 * or the backend's -errno (an MSR that faults, a config access that
 * fails); an MMIO write cannot tell.
 *
 * One implementation per enum xpmu_unc_access (box.c).  No op freezes a
 * box (pmu.c says why).
 *
 * Context: on a cpu of the box's die with preemption disabled (the MSR
 * primitives require it, include/xpmu/uncore/hw.h), with the box lock held or
 * interrupts disabled.
 */
struct xpmu_unc_box_ops {
	int (*init)(struct xpmu_unc_box *box);
	int (*enable_event)(struct xpmu_unc_box *box, unsigned int idx, u64 ctl);
	int (*disable_event)(struct xpmu_unc_box *box, unsigned int idx);
	int (*read_counter)(struct xpmu_unc_box *box, unsigned int idx, u64 *val);
	int (*write_reg)(struct xpmu_unc_box *box, u32 off, u64 val);
	int (*read_reg)(struct xpmu_unc_box *box, u32 off, u64 *val);
};

extern const struct xpmu_unc_box_ops * const xpmu_unc_box_ops[XPMU_UNC_ACCESS_NR];

/* struct xpmu_unc_box's @probe before it is read: an errno is negative. */
#define XPMU_UNC_PROBE_PENDING	1

/**
 * struct xpmu_unc_box - one unit on one die: what a perf event programs.
 * @pmu: the PMU it belongs to.
 * @unit: its discovery description (const, owned by the die's table).
 * @ops: register programming for @unit's access type.
 * @hw: the machine's primitives.
 * @die: logical die.
 * @map: MMIO mapping cookie, MMIO units only.
 * @initialized: the box was reset before its first event.
 * @read_failed: a counter read failed; reported once (pmu.c).
 * @write_failed: a register write failed; reported once (pmu.c).
 * @probe: at bind, XPMU_UNC_PROBE_PENDING until its first counter is read
 *	on its die, then that read's result (build.c, probe_die()).
 * @lock: serialises the fields below against the poll timer.
 * @events: the event on each of @unit->num_regs counters, then on each
 *	fixed counter (index @unit->num_regs + k), or NULL.
 * @n_events: events on counters.
 * @sched_evs: scratch for counter assignment, @unit->num_regs + 1 entries.
 * @slots: scratch for counter assignment, @unit->num_regs + 1 entries.
 * @filter: the value the filter register holds while @filter_users > 0.
 * @filter_users: events on counters that obey the filter register.
 * @timer: polls the counters before they can wrap twice.
 * @poll: timer interval.
 * @txn_cpu: the cpu in an add transaction on the box (the die's reader,
 *	interrupts off), or -1 (pmu.c).
 */
struct xpmu_unc_box {
	struct xpmu_unc_pmu *pmu;
	const struct xpmu_unc_disc_unit *unit;
	const struct xpmu_unc_box_ops *ops;
	const struct xpmu_unc_hw *hw;
	unsigned int die;
	void *map;
	bool initialized;
	bool read_failed;
	bool write_failed;
	int probe;
	raw_spinlock_t lock;
	struct perf_event **events;
	unsigned int n_events;
	struct perf_event **sched_evs;
	struct xpmu_unc_slot *slots;
	u64 filter;
	unsigned int filter_users;
	struct hrtimer timer;
	ktime_t poll;
	int txn_cpu;
};

/**
 * struct xpmu_unc_pmu - one perf PMU: a unit type and id, on every die.
 * @pmu: what perf core sees.
 * @uncore: the machine.
 * @desc: the unit type's description.
 * @type: Unit Type.
 * @id: Unit ID.
 * @single: the only unit of its type: named without the id.
 * @known: per config word, the bits of @desc's formats.
 * @name: the PMU name.
 * @attr_groups: sysfs groups handed to perf core.
 * @node: on the machine's list.
 * @boxes: per die; NULL where that die has no such unit.
 */
struct xpmu_unc_pmu {
	struct pmu pmu;
	struct xpmu_unc_machine *uncore;
	const struct xpmu_unc_unit_desc *desc;
	u16 type;
	u16 id;
	bool single;
	u64 known[3];
	char name[32];
	const struct attribute_group *attr_groups[5];
	struct list_head node;
	struct xpmu_unc_box *boxes[];
};

/**
 * struct xpmu_unc_machine - a bound machine.
 * @dev: the backend's platform device.
 * @hw: its primitives.
 * @disc: parsed discovery table per die; NULL for a die left out.
 * @die_cpu: reader cpu per die, or -1 while the die has no online cpu.
 * @bus: uncore PCI segment and bus per die (1.10.2), as the
 *	XPMU_UNC_DISC_PCI_SEGMENT | XPMU_UNC_DISC_PCI_BUS bits of a config address,
 *	or -1 where it is unknown.
 * @imc_ch: per die, the MMIO address of memory controller m's channel c
 *	at [m * XPMU_UNC_IMC_CHANNELS + c] (1.10.3); 0 where it is unknown.
 * @iio_bus: per die and IIO PMON unit id, the segment and bus of the
 *	stack's PCIe root bus (xpmu_unc_topology_iio()), as @bus is; -1
 *	where it is unknown.
 * @pmus: the registered PMUs.
 * @node: cpu hotplug instance.
 *
 * The platform device's drvdata once bound.  core.c says which lock
 * protects what.
 */
struct xpmu_unc_machine {
	struct device *dev;
	const struct xpmu_unc_hw *hw;
	struct xpmu_unc_discovery **disc;
	int *die_cpu;
	int bus[XPMU_UNC_MAX_PACKAGES];
	u64 imc_ch[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IMC_PER_DIE * XPMU_UNC_IMC_CHANNELS];
	int iio_bus[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IIO_STACKS];
	struct list_head pmus;
	struct hlist_node node;
};

/* The die's uncore segment and bus (@bus above), or -1 where unknown. */
static inline int xpmu_unc_die_bus(const struct xpmu_unc_machine *uncore,
				   unsigned int die)
{
	return die < XPMU_UNC_MAX_PACKAGES ? uncore->bus[die] : -1;
}

/* build.c */
int xpmu_unc_build(struct xpmu_unc_machine *uncore);

/* pmu_names.c */
int xpmu_unc_names_free(struct xpmu_unc_machine *uncore);
bool xpmu_unc_intel_uncore_loaded(void);

/* register.c */
int xpmu_unc_register(struct xpmu_unc_machine *uncore);
void xpmu_unc_teardown_pmus(struct xpmu_unc_machine *uncore);
void xpmu_unc_teardown(struct xpmu_unc_machine *uncore);

/* pmu.c */
struct xpmu_unc_pmu *xpmu_unc_pmu_create(struct xpmu_unc_machine *uncore,
					 const struct xpmu_unc_unit_desc *desc,
					 const struct xpmu_unc_disc_unit *first,
					 bool single);
void xpmu_unc_pmu_destroy(struct xpmu_unc_pmu *pmu);
int xpmu_unc_box_init(struct xpmu_unc_box *box);
int xpmu_unc_box_probe(struct xpmu_unc_box *box);
void xpmu_unc_box_free(struct xpmu_unc_box *box);

/* format.c */
const struct attribute_group *xpmu_unc_format_group(const struct xpmu_unc_unit_desc *desc);
void xpmu_unc_format_groups_free(void);
int xpmu_unc_catalog_get(void);
void xpmu_unc_catalog_put(void);
int xpmu_unc_format_known(const struct xpmu_unc_unit_desc *desc, u64 known[3]);

/* left_out.c: the bound device's attributes */
extern const struct attribute_group *xpmu_unc_dev_groups[];

/* quirks.c */
int xpmu_unc_quirk_upi(struct device *dev, const struct xpmu_unc_hw *hw,
		       unsigned int die, int bus, struct xpmu_unc_discovery **disc);
void xpmu_unc_quirk_cha_count(struct device *dev, const struct xpmu_unc_hw *hw,
			      unsigned int die, int bus,
			      const struct xpmu_unc_discovery *disc);

/* sched.c */

/**
 * struct xpmu_unc_slot - one event to place on a counter.
 * @allowed: the counters it may use.
 * @prefer: the counter it is on now, or -1.
 * @assign: the counter xpmu_unc_assign() chose.
 */
struct xpmu_unc_slot {
	u64 allowed;
	int prefer;
	int assign;
};

int xpmu_unc_assign(struct xpmu_unc_slot *slots, unsigned int n,
		    unsigned int nr_counters);

#endif /* _XPMU_UNCORE_H */
