// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore: binds to the machine its native backend offers on an
 * Emerald Rapids (include/xpmu/uncore/hw.h), parses each die's discovery
 * table, registers one perf PMU per unit type and id, and keeps one reader
 * cpu per die across cpu hotplug.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/async.h>
#include <linux/bitfield.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/namei.h>
#include <linux/path.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include <xpmu/uncore/pmon_regs.h>

#include "uncore.h"

/*
 * Locking.  The PMU list and die_cpu[] are written only by bind, under
 * cpus_read_lock(), and by the cpu hotplug callbacks, which hold the
 * hotplug lock for writing: the two never overlap.  Teardown empties the
 * list after the hotplug instance is gone.  event_init and the cpumask
 * file read die_cpu[] with READ_ONCE().  Each box's lock (pmu.c)
 * serialises its counters against its poll timer.
 */

static enum cpuhp_state xpmu_unc_hp_state;

/* At module init only; later binds catch it in uncore_names_free(). */
static bool xpmu_unc_kernel_uncore_loaded(void)
{
	struct path path;

	if (kern_path("/sys/module/intel_uncore", LOOKUP_FOLLOW, &path))
		return false;
	path_put(&path);
	return true;
}

static const struct xpmu_unc_unit_desc *unit_desc(const struct xpmu_unc_machine *uncore,
						  u16 type)
{
	const struct xpmu_unc_cpu_model *model = uncore->hw->model;
	unsigned int i;

	for (i = 0; i < model->nr_units; i++)
		if (model->units[i]->type == type)
			return model->units[i];
	return &xpmu_unc_unit_generic;
}

static struct xpmu_unc_pmu *find_pmu(struct xpmu_unc_machine *uncore, u16 type, u16 id)
{
	struct xpmu_unc_pmu *xp;

	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->type == type && xp->id == id)
			return xp;
	return NULL;
}

/* Named without its id when it is the only unit of its type. */
static bool pmu_is_single(const struct xpmu_unc_machine *uncore,
			  const struct xpmu_unc_unit_desc *desc,
			  const struct xpmu_unc_disc_unit *unit)
{
	if (desc->single)
		return desc->single(uncore, unit);
	return xpmu_unc_discovery_type_is_single(uncore->disc, uncore->hw->nr_dies,
						 unit->type, unit->id);
}

/*
 * Only says where a unit is not where the topology puts it (1.10.3): no
 * reference drops such a unit (the kernel does not look).
 */
static void unit_check_topology(struct xpmu_unc_machine *uncore, unsigned int die,
				const struct xpmu_unc_pmu *xp,
				const struct xpmu_unc_disc_unit *unit)
{
	int bus = xpmu_unc_die_bus(uncore, die);

	if (bus < 0)
		return;
	if (unit->access == XPMU_UNC_ACCESS_PCICFG &&
	    (unit->box_ctl & (XPMU_UNC_DISC_PCI_SEGMENT | XPMU_UNC_DISC_PCI_BUS)) != bus)
		dev_warn(uncore->dev, "die %u: %s is on %04llx:%02llx, the die's uncore bus is %04llx:%02llx: used as the table says\n",
			 die, xp->name, FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, unit->box_ctl),
			 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, unit->box_ctl),
			 FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, bus),
			 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, bus));
	if (xp->desc->check_placement)
		xp->desc->check_placement(uncore, die, xp, unit);
}

/* A hidden or absent function (a fused-off unit) reads all ones. */
static bool unit_pci_present(struct xpmu_unc_machine *uncore, unsigned int die,
			     const struct xpmu_unc_pmu *xp,
			     const struct xpmu_unc_disc_unit *unit)
{
	u32 fn = unit->box_ctl & ~XPMU_UNC_DISC_PCI_OFFSET;
	u32 id = U32_MAX;
	int ret;

	if (unit->access != XPMU_UNC_ACCESS_PCICFG)
		return true;
	ret = uncore->hw->ops->pci_read(uncore->hw->ctx, fn + PCI_VENDOR_ID, &id);
	if (!ret && (id & 0xffff) == PCI_VENDOR_ID_INTEL)
		return true;
	dev_warn(uncore->dev, "die %u: %s: no PCI device at %04llx:%02llx:%02llx.%llx (id %#x, %d): not used\n",
		 die, xp->name, FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, unit->box_ctl),
		 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, unit->box_ctl),
		 PCI_SLOT(FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, unit->box_ctl)),
		 PCI_FUNC(FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, unit->box_ctl)), id, ret);
	return false;
}

/* Each die's uncore segment and bus (1.10.2). */
static void uncore_topology(struct xpmu_unc_machine *uncore)
{
	unsigned int die, i;
	int n;

	/* For units/iio.c's dieN files. */
	n = xpmu_unc_topology_iio(uncore->hw, uncore->iio_bus);
	if (n < 0) {
		dev_info(uncore->dev, "IIO stacks' root buses not resolved (%d): no uncore_iio_*/die* files\n",
			 n);
		for (die = 0; die < XPMU_UNC_MAX_PACKAGES; die++)
			for (i = 0; i < XPMU_UNC_IIO_STACKS; i++)
				uncore->iio_bus[die][i] = -1;
	}
	n = xpmu_unc_topology_buses(uncore->hw, uncore->bus);
	if (n < 0) {
		dev_info(uncore->dev, "uncore buses not resolved (%d): PCI and iMC units not cross-checked\n",
			 n);
		for (die = 0; die < XPMU_UNC_MAX_PACKAGES; die++)
			uncore->bus[die] = -1;
		return;
	}
	for (die = 0; die < uncore->hw->nr_dies; die++) {
		if (uncore->bus[die] < 0)
			continue;
		dev_info(uncore->dev, "die %u: uncore bus %04llx:%02llx\n", die,
			 FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, uncore->bus[die]),
			 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, uncore->bus[die]));
		/* For units/imc.c. */
		for (i = 0; i < XPMU_UNC_IMC_PER_DIE * XPMU_UNC_IMC_CHANNELS; i++)
			if (xpmu_unc_topology_imc(uncore->hw, uncore->bus[die],
						  i / XPMU_UNC_IMC_CHANNELS,
						  i % XPMU_UNC_IMC_CHANNELS,
						  &uncore->imc_ch[die][i]))
				uncore->imc_ch[die][i] = 0;
	}
}

struct die_call {
	int (*fn)(void *arg);
	void *arg;
	int ret;
};

static void die_call_local(void *info)
{
	struct die_call *call = info;

	call->ret = call->fn(call->arg);
}

/*
 * A die's MSRs are reached from its own cpus only (include/xpmu/uncore/hw.h).
 * Bind holds cpus_read_lock(), so the reader cpu stays online.
 */
static int on_die(struct xpmu_unc_machine *uncore, unsigned int die,
		  int (*fn)(void *arg), void *arg)
{
	struct die_call call = { .fn = fn, .arg = arg };
	int ret;

	ret = smp_call_function_single(uncore->die_cpu[die], die_call_local,
				       &call, 1);
	return ret ?: call.ret;
}

static const char * const probe_hint[XPMU_UNC_ACCESS_NR] = {
	[XPMU_UNC_ACCESS_MSR] = "the MSR faults: a unit the die does not have?",
	[XPMU_UNC_ACCESS_MMIO] = "reads all ones: an absent memory controller?",
	[XPMU_UNC_ACCESS_PCICFG] = "config space reads all ones or fails",
};

struct die_probe {
	struct xpmu_unc_machine *uncore;
	unsigned int die;
};

static int probe_boxes(void *arg)
{
	const struct die_probe *p = arg;
	struct xpmu_unc_pmu *xp;

	list_for_each_entry(xp, &p->uncore->pmus, node) {
		struct xpmu_unc_box *box = xp->boxes[p->die];

		if (box && box->probe == XPMU_UNC_PROBE_PENDING)
			box->probe = xpmu_unc_box_probe(box);
	}
	return 0;
}

/*
 * Drops the new boxes of @die whose first counter cannot be read: a table
 * can list units the die does not have (CHAs beyond CAPID's count, a
 * fused-off IIO stack, an absent memory controller; the EDAC driver meets
 * these on SPR).  One IPI for all: one per box was some 270 per bind.
 */
static void probe_die(struct xpmu_unc_machine *uncore, unsigned int die)
{
	struct die_probe p = { .uncore = uncore, .die = die };
	struct xpmu_unc_pmu *xp;
	int ret;

	ret = on_die(uncore, die, probe_boxes, &p);
	list_for_each_entry(xp, &uncore->pmus, node) {
		struct xpmu_unc_box *box = xp->boxes[die];

		if (!box || box->probe == 0)
			continue;
		if (box->probe == XPMU_UNC_PROBE_PENDING)
			box->probe = ret ?: -EIO;
		dev_warn(uncore->dev, "die %u: %s: its counter cannot be read (%d, %s): not used\n",
			 die, xp->name, box->probe, probe_hint[box->unit->access]);
		xp->boxes[die] = NULL;
		if (box->map)
			uncore->hw->ops->mmio_unmap(uncore->hw->ctx, box->map);
		xpmu_unc_box_free(box);
	}
}

static int add_box(struct xpmu_unc_machine *uncore, unsigned int die,
		   const struct xpmu_unc_disc_unit *unit)
{
	struct xpmu_unc_pmu *xp = find_pmu(uncore, unit->type, unit->id);
	struct xpmu_unc_box *box;

	if (!xp) {
		const struct xpmu_unc_unit_desc *desc = unit_desc(uncore, unit->type);

		xp = xpmu_unc_pmu_create(uncore, desc, unit,
					 pmu_is_single(uncore, desc, unit));
		if (IS_ERR(xp))
			return PTR_ERR(xp);
		list_add_tail(&xp->node, &uncore->pmus);
	} else {
		/*
		 * Each die's box keeps its own unit's geometry.  The kernel
		 * uses the first unit's (uncore_insert_box_info()), which
		 * would program registers beyond a smaller unit's.
		 */
		const struct xpmu_unc_box *ref = NULL;
		unsigned int d;

		for (d = 0; d < die && !ref; d++)
			ref = xp->boxes[d];
		if (ref && (ref->unit->access != unit->access ||
			    ref->unit->num_regs != unit->num_regs ||
			    ref->unit->width != unit->width))
			dev_info(uncore->dev, "die %u: %s has %u %u-bit counters (access %u), die %u's %u %u-bit (access %u): each die counts with its own\n",
				 die, xp->name, unit->num_regs, unit->width, unit->access,
				 ref->die, ref->unit->num_regs, ref->unit->width,
				 ref->unit->access);
	}

	unit_check_topology(uncore, die, xp, unit);
	if (!unit_pci_present(uncore, die, xp, unit))
		return 0;
	box = kzalloc(sizeof(*box), GFP_KERNEL);
	if (!box)
		return -ENOMEM;
	box->pmu = xp;
	box->unit = unit;
	box->ops = xpmu_unc_box_ops[unit->access];
	box->hw = uncore->hw;
	box->die = die;
	if (xpmu_unc_box_init(box)) {
		xpmu_unc_box_free(box);
		return -ENOMEM;
	}
	if (unit->access == XPMU_UNC_ACCESS_MMIO) {
		box->map = uncore->hw->ops->mmio_map(uncore->hw->ctx, unit->box_ctl,
						     xp->desc->map_span ?:
						     xpmu_unc_disc_unit_span(unit));
		if (IS_ERR_OR_NULL(box->map)) {
			dev_warn(uncore->dev, "die %u: %s: cannot map %#llx\n",
				 die, xp->name, unit->box_ctl);
			box->map = NULL;
			xpmu_unc_box_free(box);
			return 0;
		}
	}
	box->probe = XPMU_UNC_PROBE_PENDING;
	xp->boxes[die] = box;
	return 0;
}

/*
 * perf_pmu_unregister() waits for an SRCU and an RCU grace period, not
 * under pmus_lock since "perf: Fix pmus_lock vs pmus_srcu ordering" (in
 * Debian's 6.12), so concurrent calls share them: 144 PMUs one after
 * another wait 288 grace periods, in 16 jobs 18.
 */
#define UNREGISTER_JOBS 16

struct unregister_job {
	struct xpmu_unc_machine *uncore;
	unsigned int nr;
};

static void uncore_unregister_job(void *data, async_cookie_t cookie)
{
	const struct unregister_job *job = data;
	struct xpmu_unc_pmu *xp;
	unsigned int i = 0;

	list_for_each_entry(xp, &job->uncore->pmus, node)
		if (i++ % UNREGISTER_JOBS == job->nr && xp->pmu.type)
			perf_pmu_unregister(&xp->pmu);
}

static void uncore_teardown_pmus(struct xpmu_unc_machine *uncore)
{
	ASYNC_DOMAIN_EXCLUSIVE(unregistering);
	struct unregister_job jobs[UNREGISTER_JOBS];
	struct xpmu_unc_pmu *xp, *tmp;
	unsigned int i;

	for (i = 0; i < UNREGISTER_JOBS; i++) {
		jobs[i] = (struct unregister_job){ .uncore = uncore, .nr = i };
		async_schedule_domain(uncore_unregister_job, &jobs[i],
				      &unregistering);
	}
	async_synchronize_full_domain(&unregistering);
	list_for_each_entry_safe(xp, tmp, &uncore->pmus, node) {
		list_del(&xp->node);
		xpmu_unc_pmu_destroy(xp);
	}
}

static void uncore_teardown(struct xpmu_unc_machine *uncore)
{
	unsigned int die;

	uncore_teardown_pmus(uncore);
	for (die = 0; die < uncore->hw->nr_dies; die++)
		xpmu_unc_discovery_free(uncore->disc[die]);
}

/* NULL if the die has no usable table. */
static struct xpmu_unc_discovery *uncore_parse_die(struct xpmu_unc_machine *uncore,
						   unsigned int die)
{
	const struct xpmu_unc_hw *hw = uncore->hw;
	struct xpmu_unc_discovery *disc = NULL, *d, *merged;
	struct xpmu_unc_disc_source src = { };
	unsigned int index;

	for (index = 0; !hw->ops->discovery(hw->ctx, die, index, &src); index++) {
		d = xpmu_unc_discovery_parse(&src, NULL);
		if (IS_ERR(d)) {
			dev_warn(uncore->dev, "die %u: discovery table %u refused (%ld)\n",
				 die, index, PTR_ERR(d));
			continue;
		}
		if (!disc) {
			disc = d;
			continue;
		}
		merged = xpmu_unc_discovery_merge(disc, d, src.name);
		xpmu_unc_discovery_free(d);
		if (IS_ERR(merged)) {
			dev_warn(uncore->dev, "die %u: discovery table %u not merged (%ld)\n",
				 die, index, PTR_ERR(merged));
			continue;
		}
		xpmu_unc_discovery_free(disc);
		disc = merged;
		dev_info(uncore->dev, "die %u: discovery table %u merged: %u units\n",
			 die, index, disc->nr_units);
	}
	if (!disc)
		dev_warn(uncore->dev, "die %u: %s: left out\n", die,
			 index ? "no usable discovery table" : "no discovery table");
	return disc;
}

/* A die without a usable table is left out, not the machine. */
static int uncore_parse(struct xpmu_unc_machine *uncore)
{
	unsigned int die, found = 0;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		uncore->disc[die] = uncore_parse_die(uncore, die);
		found += !!uncore->disc[die];
	}
	if (!found) {
		dev_err(uncore->dev, "no die has a usable discovery table\n");
		return -ENODEV;
	}
	return 0;
}

static int uncore_quirks(struct xpmu_unc_machine *uncore)
{
	unsigned long quirks = uncore->hw->model->quirks;
	unsigned int die;
	int ret;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		int bus = xpmu_unc_die_bus(uncore, die);

		if (!uncore->disc[die] || bus < 0)
			continue;
		if (quirks & XPMU_UNC_QUIRK_UPI_LINKS) {
			ret = xpmu_unc_quirk_upi(uncore->dev, uncore->hw, die, bus,
						 &uncore->disc[die]);
			if (ret)
				return ret;
		}
		if (quirks & XPMU_UNC_QUIRK_CHA_COUNT)
			xpmu_unc_quirk_cha_count(uncore->dev, uncore->hw, die, bus,
						 uncore->disc[die]);
	}
	return 0;
}

static bool derives_from(const struct xpmu_unc_unit_desc *desc,
			 const struct xpmu_unc_disc_unit *parent)
{
	return desc->kind == XPMU_UNC_UNIT_DERIVED &&
	       desc->parent_type == parent->type;
}

/*
 * Some counters are in no discovery unit (1.9: "free running counters
 * like the Mem/IIO BW counters ... will not be included"); they are made
 * beside a unit whose registers were read.
 */
static int add_derived_boxes(struct xpmu_unc_machine *uncore, unsigned int die)
{
	const struct xpmu_unc_cpu_model *model = uncore->hw->model;
	const struct xpmu_unc_discovery *d = uncore->disc[die];
	struct xpmu_unc_disc_unit *derived;
	unsigned int i, k, n = 0;
	int ret;

	for (i = 0; i < d->nr_units; i++)
		for (k = 0; k < model->nr_units; k++)
			n += derives_from(model->units[k], &d->units[i]);
	if (!n)
		return 0;
	/* Boxes point at their units until unbind. */
	derived = devm_kcalloc(uncore->dev, n, sizeof(*derived), GFP_KERNEL);
	if (!derived)
		return -ENOMEM;
	n = 0;
	for (i = 0; i < d->nr_units; i++) {
		const struct xpmu_unc_disc_unit *u = &d->units[i];
		struct xpmu_unc_pmu *xp = find_pmu(uncore, u->type, u->id);

		if (!xp || !xp->boxes[die] || xp->boxes[die]->unit != u)
			continue;
		for (k = 0; k < model->nr_units; k++) {
			const struct xpmu_unc_unit_desc *desc = model->units[k];

			if (!derives_from(desc, u))
				continue;
			derived[n] = (struct xpmu_unc_disc_unit){ };
			if (!desc->derive(uncore, die, u, &derived[n]))
				continue;
			derived[n].type = desc->type;
			ret = add_box(uncore, die, &derived[n++]);
			if (ret)
				return ret;
		}
	}
	return 0;
}

static int clear_frz_all(void *hw_arg)
{
	const struct xpmu_unc_hw *hw = hw_arg;

	return hw->ops->msr_write(hw->ctx, topology_logical_die_id(smp_processor_id()),
				  XPMU_UNC_GLOBAL_CTL_MSR, 0);
}

/*
 * frz_all is write-only (Table 1-1): a tool that froze the die and quit
 * leaves it set.  PCM clears it at start (globalUnfreezeUncoreCounters()).
 * Only at the documented MSR (Table 1-8), never where a corrupted table
 * points.
 */
static void unfreeze_die(struct xpmu_unc_machine *uncore, unsigned int die)
{
	const struct xpmu_unc_disc_global *g = &uncore->disc[die]->global;
	int ret;

	if (g->access != XPMU_UNC_ACCESS_MSR || g->ctl != XPMU_UNC_GLOBAL_CTL_MSR) {
		dev_warn(uncore->dev, "die %u: the table's global control is not MSR %#x (Table 1-8): frz_all not cleared\n",
			 die, XPMU_UNC_GLOBAL_CTL_MSR);
		return;
	}
	ret = on_die(uncore, die, clear_frz_all, (void *)uncore->hw);
	if (ret)
		dev_warn(uncore->dev, "die %u: cannot clear frz_all at MSR %#x (%d)\n",
			 die, XPMU_UNC_GLOBAL_CTL_MSR, ret);
	else
		dev_info(uncore->dev, "die %u: cleared frz_all (MSR %#x), which another tool may have left set\n",
			 die, XPMU_UNC_GLOBAL_CTL_MSR);
}

/* Where perf core puts the PMUs (pmu_bus in kernel/events/core.c). */
#define PMU_DIR	"/sys/bus/event_source/devices"

struct pmu_dir_scan {
	struct dir_context ctx;
	const struct xpmu_unc_machine *uncore;
	const struct xpmu_unc_pmu *taken;
};

static bool pmu_dir_entry(struct dir_context *ctx, const char *name, int len,
			  loff_t pos, u64 ino, unsigned int d_type)
{
	struct pmu_dir_scan *scan = container_of(ctx, struct pmu_dir_scan, ctx);
	const struct xpmu_unc_pmu *xp;

	list_for_each_entry(xp, &scan->uncore->pmus, node) {
		if (strlen(xp->name) == len && !memcmp(xp->name, name, len)) {
			scan->taken = xp;
			return false;
		}
	}
	return true;
}

/*
 * Nothing exported says whether a PMU name is taken, and registering a
 * taken one fails only after a sysfs duplicate-name warning.  One read of
 * the directory, not a path walk per PMU.
 */
static int uncore_names_free(struct xpmu_unc_machine *uncore)
{
	struct pmu_dir_scan scan = {
		.ctx.actor = pmu_dir_entry,
		.uncore = uncore,
	};
	struct file *dir;
	int ret;

	dir = filp_open(PMU_DIR, O_RDONLY | O_DIRECTORY, 0);
	ret = PTR_ERR_OR_ZERO(dir);
	if (!ret) {
		ret = iterate_dir(dir, &scan.ctx);
		filp_close(dir, NULL);
	}
	if (ret)
		dev_warn(uncore->dev, "cannot read %s (%d): PMU names not checked\n",
			 PMU_DIR, ret);
	if (!scan.taken)
		return 0;
	/*
	 * Not by a loaded intel_uncore (xpmu_unc_init() refuses that): a
	 * built-in one has no /sys/module entry; initcall_blacklist stops it
	 * (init/main.c).
	 */
	dev_err(uncore->dev, "PMU %s is already registered by another driver: unload it, or if it is the kernel's intel_uncore built in, boot with initcall_blacklist=intel_uncore_init\n",
		scan.taken->name);
	return -EBUSY;
}

/* Under cpus_read_lock(): the probes need each die's reader cpu online. */
static int uncore_build(struct xpmu_unc_machine *uncore)
{
	const struct xpmu_unc_cpu_model *model = uncore->hw->model;
	struct xpmu_unc_pmu *xp, *tmp;
	unsigned int die, i;
	int ret;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		const struct xpmu_unc_discovery *d = uncore->disc[die];

		if (!d)
			continue;
		unfreeze_die(uncore, die);
		for (i = 0; i < d->nr_units; i++) {
			ret = add_box(uncore, die, &d->units[i]);
			if (ret)
				return ret;
		}
		/* Every die has a global block (Table 1-8). */
		for (i = 0; i < model->nr_units; i++) {
			if (model->units[i]->kind != XPMU_UNC_UNIT_GLOBAL)
				continue;
			ret = add_box(uncore, die, model->units[i]->global_unit);
			if (ret)
				return ret;
		}
		/* A unit derives from a box that was read (add_derived_boxes()). */
		probe_die(uncore, die);
		ret = add_derived_boxes(uncore, die);
		if (ret)
			return ret;
		probe_die(uncore, die);
	}
	/* A unit no die can use gets no PMU: perf would list a dead one. */
	list_for_each_entry_safe(xp, tmp, &uncore->pmus, node) {
		for (die = 0; die < uncore->hw->nr_dies && !xp->boxes[die]; die++)
			;
		if (die == uncore->hw->nr_dies) {
			list_del(&xp->node);
			xpmu_unc_pmu_destroy(xp);
		}
	}
	return uncore_names_free(uncore);
}

static int uncore_register(struct xpmu_unc_machine *uncore)
{
	struct xpmu_unc_pmu *xp;
	int ret;

	list_for_each_entry(xp, &uncore->pmus, node) {
		ret = perf_pmu_register(&xp->pmu, xp->name, -1);
		if (ret) {
			dev_err(uncore->dev, "%s: perf_pmu_register: %d\n",
				xp->name, ret);
			xp->pmu.type = 0;
			return ret;
		}
	}
	return 0;
}

static unsigned int uncore_nr_pmus(struct xpmu_unc_machine *uncore)
{
	struct xpmu_unc_pmu *xp;
	unsigned int n = 0;

	list_for_each_entry(xp, &uncore->pmus, node)
		n++;
	return n;
}

/* Hotplug lock held for writing; see the locking note at the top. */
static int xpmu_unc_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_unc_machine *uncore = hlist_entry(node, struct xpmu_unc_machine, node);
	int die = topology_logical_die_id(cpu);

	if (die < 0 || die >= uncore->hw->nr_dies)
		return 0;
	if (uncore->die_cpu[die] < 0)
		WRITE_ONCE(uncore->die_cpu[die], cpu);
	return 0;
}

static int xpmu_unc_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_unc_machine *uncore = hlist_entry(node, struct xpmu_unc_machine, node);
	int die = topology_logical_die_id(cpu);
	struct xpmu_unc_pmu *xp;
	unsigned int target;

	if (die < 0 || die >= uncore->hw->nr_dies || uncore->die_cpu[die] != cpu)
		return 0;
	target = cpumask_any_but(topology_die_cpumask(cpu), cpu);
	if (target >= nr_cpu_ids) {
		/* The die's last cpu: its events stop until one returns. */
		WRITE_ONCE(uncore->die_cpu[die], -1);
		return 0;
	}
	/* Both cpus are in the die, so every MSR access stays local. */
	WRITE_ONCE(uncore->die_cpu[die], target);
	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->boxes[die])
			perf_pmu_migrate_context(&xp->pmu, cpu, target);
	return 0;
}

static void uncore_release(void *data)
{
	uncore_teardown(data);
}

static void uncore_hp_remove(void *data)
{
	struct xpmu_unc_machine *uncore = data;

	cpuhp_state_remove_instance_nocalls(xpmu_unc_hp_state, &uncore->node);
}

/*
 * All under cpus_read_lock(): the hotplug callbacks (already added) then
 * see the complete PMU list, or on failure an empty one.
 */
static int uncore_bind(struct xpmu_unc_machine *uncore)
{
	unsigned int die, cpu;
	int ret;

	cpus_read_lock();
	for (die = 0; die < uncore->hw->nr_dies; die++)
		uncore->die_cpu[die] = -1;
	for_each_online_cpu(cpu) {
		int d = topology_logical_die_id(cpu);

		if (d >= 0 && d < uncore->hw->nr_dies && uncore->die_cpu[d] < 0)
			WRITE_ONCE(uncore->die_cpu[d], cpu);
	}
	for (die = 0; die < uncore->hw->nr_dies; die++) {
		if (!uncore->disc[die] || uncore->die_cpu[die] >= 0)
			continue;
		dev_warn(uncore->dev, "die %u: no online cpu at bind: left out (rebind once it has one)\n",
			 die);
		xpmu_unc_discovery_free(uncore->disc[die]);
		uncore->disc[die] = NULL;
	}
	ret = uncore_build(uncore);
	if (!ret)
		ret = uncore_register(uncore);
	if (ret)
		uncore_teardown_pmus(uncore);
	cpus_read_unlock();
	return ret;
}

/* Undone by devm actions on failure and unbind alike: there is no .remove. */
static int xpmu_unc_probe(struct platform_device *pdev)
{
	const struct xpmu_unc_hw *hw = dev_get_platdata(&pdev->dev);
	struct device *dev = &pdev->dev;
	struct xpmu_unc_machine *uncore;
	unsigned int die;
	int ret;

	if (!hw || !hw->ops || !hw->model || !hw->nr_dies ||
	    hw->nr_dies > XPMU_UNC_MAX_PACKAGES)
		return dev_err_probe(dev, -EINVAL, "no usable machine description\n");

	uncore = devm_kzalloc(dev, sizeof(*uncore), GFP_KERNEL);
	if (!uncore)
		return -ENOMEM;
	uncore->disc = devm_kcalloc(dev, hw->nr_dies, sizeof(*uncore->disc),
				    GFP_KERNEL);
	uncore->die_cpu = devm_kcalloc(dev, hw->nr_dies,
				       sizeof(*uncore->die_cpu), GFP_KERNEL);
	if (!uncore->disc || !uncore->die_cpu)
		return -ENOMEM;
	uncore->dev = dev;
	uncore->hw = hw;
	INIT_LIST_HEAD(&uncore->pmus);
	for (die = 0; die < hw->nr_dies; die++)
		uncore->die_cpu[die] = -1;

	ret = devm_add_action_or_reset(dev, uncore_release, uncore);
	if (ret)
		return ret;
	ret = uncore_parse(uncore);
	if (ret)
		return ret;
	uncore_topology(uncore);
	ret = uncore_quirks(uncore);
	if (ret)
		return ret;
	/* Live before the PMUs exist; uncore_bind() says why that is safe. */
	ret = cpuhp_state_add_instance_nocalls(xpmu_unc_hp_state, &uncore->node);
	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, uncore_hp_remove, uncore);
	if (ret)
		return ret;
	ret = uncore_bind(uncore);
	if (ret)
		return ret;
	platform_set_drvdata(pdev, uncore);
	dev_info(dev, "%s, %u dies, %u PMUs\n", hw->model->name, hw->nr_dies,
		 uncore_nr_pmus(uncore));
	return 0;
}

static struct platform_driver xpmu_unc_driver = {
	.driver = {
		.name = XPMU_UNC_DEVICE,
		/* perf holds the PMUs; unbinding under it is not allowed. */
		.suppress_bind_attrs = true,
		.dev_groups = xpmu_unc_dev_groups,
	},
	.probe = xpmu_unc_probe,
};

static int __init xpmu_unc_init(void)
{
	int ret;

	/* Elsewhere the CPU is the reason nothing binds (xpmu_unc_native_init()). */
	if (xpmu_unc_native_model() && xpmu_unc_kernel_uncore_loaded()) {
		pr_err("the kernel's intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)\n");
		return -EBUSY;
	}
	ret = xpmu_unc_catalog_get();
	if (ret)
		return ret;
	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/xpmu/uncore:online",
				      xpmu_unc_cpu_online, xpmu_unc_cpu_offline);
	if (ret < 0)
		goto put_catalog;
	xpmu_unc_hp_state = ret;
	ret = platform_driver_register(&xpmu_unc_driver);
	if (ret)
		goto remove_state;
	xpmu_unc_native_init();
	return 0;

remove_state:
	cpuhp_remove_multi_state(xpmu_unc_hp_state);
put_catalog:
	xpmu_unc_catalog_put();
	return ret;
}
module_init(xpmu_unc_init);

static void __exit xpmu_unc_exit(void)
{
	xpmu_unc_native_exit();
	platform_driver_unregister(&xpmu_unc_driver);
	cpuhp_remove_multi_state(xpmu_unc_hp_state);
	xpmu_unc_format_groups_free();
	xpmu_unc_catalog_put();
}
module_exit(xpmu_unc_exit);

MODULE_DESCRIPTION("xpmu: perf PMUs for the Intel Sapphire and Emerald Rapids uncore");
MODULE_LICENSE("GPL");
