// SPDX-License-Identifier: GPL-2.0-only
/*
 * The boxes and PMUs of a bound machine, built from its dies' discovery
 * tables: one box per unit and die, checked against the die's topology
 * and probed on the die, and one PMU per unit type and id.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/err.h>
#include <linux/list.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/smp.h>
#include <linux/topology.h>

#include <xpmu/uncore/pmon_regs.h>

#include "uncore.h"

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
 * these on SPR).  One IPI for all, not one per box (some 270 per bind).
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

/**
 * xpmu_unc_build() - make the boxes and PMUs of every die's table.
 * @uncore: the machine, its tables parsed and its reader cpus chosen.
 *
 * Context: under cpus_read_lock(): the probes need each die's reader cpu
 * online.
 * Return: 0; xpmu_unc_names_free()'s -EBUSY; or -ENOMEM.  On failure the PMUs
 * made so far stay on the machine's list, for xpmu_unc_teardown_pmus().
 */
int xpmu_unc_build(struct xpmu_unc_machine *uncore)
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
	return xpmu_unc_names_free(uncore);
}
