// SPDX-License-Identifier: GPL-2.0-only
/*
 * pmu::event_init: whether a new event can count on its PMU (its
 * attributes, config bits, filter, die and group), and the box and cpu it
 * counts on.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/topology.h>

#include <xpmu/perf_attr.h>
#include <xpmu/uncore/pmon_regs.h>

#include "pmu.h"
#include "uncore.h"

/* False when the group cannot fit. */
static bool group_take(struct xpmu_unc_box *box, struct perf_event *ev,
		       unsigned int *n, u64 *fixed, bool *filtered, u64 *filter)
{
	if (uses_filter(ev)) {
		if (*filtered && *filter != ev->hw.extra_reg.config)
			return false;
		*filtered = true;
		*filter = ev->hw.extra_reg.config;
	}
	if (event_is_fixed(box->pmu, ev)) {
		u64 bit = BIT_ULL(event_fixed(box->pmu, ev));

		if (*fixed & bit)
			return false;
		*fixed |= bit;
		return true;
	}
	if (*n >= box->unit->num_regs)
		return false;
	box->slots[(*n)++] = (struct xpmu_unc_slot){
		.allowed = event_counters(box, ev), .prefer = -1,
	};
	return true;
}

static int xpmu_unc_validate_group(struct xpmu_unc_box *box, struct perf_event *event)
{
	struct perf_event *leader = event->group_leader, *sibling;
	bool filtered = false, fits = true;
	u64 fixed = 0;
	unsigned int n = 0;
	unsigned long irqflags;
	u64 filter = 0;

	/* The scratch slots are the box's, shared with add(). */
	raw_spin_lock_irqsave(&box->lock, irqflags);
	if (leader != event && leader->pmu == event->pmu)
		fits = group_take(box, leader, &n, &fixed, &filtered, &filter);
	for_each_sibling_event(sibling, leader) {
		if (!fits)
			break;
		if (sibling == event || sibling->pmu != event->pmu)
			continue;
		fits = group_take(box, sibling, &n, &fixed, &filtered, &filter);
	}
	if (fits)
		fits = group_take(box, event, &n, &fixed, &filtered, &filter);
	if (fits && n)
		fits = !xpmu_unc_assign(box->slots, n, box->unit->num_regs);
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return fits ? 0 : -EINVAL;
}

/*
 * extra_reg.idx is 0 if @event uses the box filter, else -1.  A value
 * without the enable bits would count unfiltered: refused.
 */
static int event_filter(struct xpmu_unc_pmu *xp, struct perf_event *event,
			const u64 cfg[3])
{
	const struct xpmu_unc_filter_reg *f = xp->desc->filter;
	struct hw_perf_event_extra *reg = &event->hw.extra_reg;

	reg->idx = -1;
	if (!f)
		return 0;
	reg->config = cfg[f->config] & f->mask;
	if (f->enable ? cfg[0] & f->enable : reg->config) {
		reg->idx = 0;
	} else if (reg->config) {
		dev_dbg(xp->pmu.dev, "filter value %#llx set, but the event does not enable the filter\n",
			reg->config);
		return -EINVAL;
	}
	return 0;
}

static void xpmu_unc_event_destroy(struct perf_event *event)
{
	struct xpmu_unc_box *box = event_box(event);

	module_put(box->hw->owner);
}

/* precise_ip and branch stacks: EOPNOTSUPP, as x86's core PMU without PEBS/LBR. */
static int event_check_counting(struct xpmu_unc_pmu *xp, struct perf_event *event)
{
	if (is_sampling_event(event)) {
		dev_dbg(xp->pmu.dev, "sampling is not supported: uncore counters raise no per-cpu interrupt\n");
		return -EINVAL;
	}
	if (event->attr.precise_ip || has_branch_stack(event)) {
		dev_dbg(xp->pmu.dev, "precise_ip and branch stacks are sample properties: uncore counters take no samples\n");
		return xpmu_attr_unsupported(&event->attr);
	}
	if (event->cpu < 0 || (event->attach_state & PERF_ATTACH_TASK)) {
		dev_dbg(xp->pmu.dev, "per-task counting is not supported: counts are per die\n");
		return -EINVAL;
	}
	return 0;
}

/* Refused: config bits outside the PMU's formats (DESIGN.md §3). */
static int event_check_config(struct xpmu_unc_pmu *xp, const u64 cfg[3])
{
	int i;

	for (i = 0; i < ARRAY_SIZE(xp->known); i++) {
		if (cfg[i] & ~xp->known[i]) {
			dev_dbg(xp->pmu.dev, "config%.0d bits %#llx are not defined\n", i,
				cfg[i] & ~xp->known[i]);
			return -EINVAL;
		}
	}
	return 0;
}

/*
 * *@cpu receives the die's reader, read once: hotplug may change it.
 * Return: the die; -ENODEV for no unit or no online cpu, or -EINVAL.
 */
static int event_die(struct xpmu_unc_pmu *xp, struct perf_event *event,
		     const u64 cfg[3], int *cpu)
{
	int die = topology_logical_die_id(event->cpu);
	const struct xpmu_unc_box *box;

	if (die < 0 || die >= xp->uncore->hw->nr_dies || !xp->boxes[die]) {
		dev_dbg(xp->pmu.dev, "cpu %d: its die has no such unit\n", event->cpu);
		return -ENODEV;
	}
	box = xp->boxes[die];
	if (!box->unit->num_regs && !event_is_fixed(xp, event)) {
		dev_dbg(xp->pmu.dev, "it has only fixed or free-running counters: see its events/\n");
		return -EINVAL;
	}
	if (box->unit->access == XPMU_UNC_ACCESS_MMIO && upper_32_bits(cfg[0])) {
		dev_dbg(xp->pmu.dev, "config bits %#llx: this unit's controls are 32 bits\n",
			event->attr.config & GENMASK_ULL(63, 32));
		return -EINVAL;
	}
	*cpu = READ_ONCE(xp->uncore->die_cpu[die]);
	return *cpu < 0 ? -ENODEV : die;
}

static int event_check_group(struct xpmu_unc_box *box, struct perf_event *event)
{
	int ret = xpmu_unc_validate_group(box, event);

	if (ret)
		dev_dbg(box->pmu->pmu.dev, "group does not fit the %u counters and one filter\n",
			box->unit->num_regs);
	return ret;
}

/**
 * xpmu_unc_event_init() - pmu::event_init: check @event; pin the backend.
 * @event: the new event.
 *
 * Context: process context.
 * Return: 0; -ENOENT for another PMU's event; -EINVAL (with a dev_dbg)
 * or -EOPNOTSUPP when refused; -ENODEV if the die has no such unit or no
 * reader cpu, or the backend is going away.
 */
int xpmu_unc_event_init(struct perf_event *event)
{
	struct xpmu_unc_pmu *xp = to_xpmu_pmu(event->pmu);
	struct perf_event_attr *attr = &event->attr;
	/* Bit 22, taken and dropped: XPMU_UNC_CTL_LEGACY_EN. */
	const u64 cfg[3] = { attr->config & ~XPMU_UNC_CTL_LEGACY_EN, attr->config1,
			     attr->config2 };
	struct xpmu_unc_box *box;
	int die, cpu, ret;

	ret = xpmu_attr_check(event, xp->name);
	if (!ret)
		ret = event_check_counting(xp, event);
	if (!ret)
		ret = event_check_config(xp, cfg);
	if (!ret)
		ret = event_filter(xp, event, cfg);
	if (ret)
		return ret;
	die = event_die(xp, event, cfg, &cpu);
	if (die < 0)
		return die;
	box = xp->boxes[die];
	ret = event_check_group(box, event);
	if (ret)
		return ret;
	/* The backend's registers must outlive the event. */
	if (!try_module_get(box->hw->owner))
		return -ENODEV;

	event->cpu = cpu;
	/*
	 * Read from any cpu of the package, as uncore_pmu_event_init(), only
	 * where the package is one die (another die's MSR is its own).
	 */
	if (cpumask_equal(topology_die_cpumask(cpu), topology_core_cpumask(cpu)))
		event->event_caps |= PERF_EV_CAP_READ_ACTIVE_PKG;
	event->pmu_private = box;
	event->destroy = xpmu_unc_event_destroy;
	event->hw.idx = -1;
	event->hw.config = cfg[0];
	return 0;
}
