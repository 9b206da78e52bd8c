// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf glue: one struct pmu per unit type and id, spanning every die.
 *
 * Uncore counters belong to a die, not a cpu (EMR uncore guide 1.3.1,
 * note): every event runs on the die's reader cpu (the cpumask attribute),
 * counts for the whole die, and cannot sample since the counters raise no
 * per-cpu interrupt.
 *
 * There is no pmu_enable/pmu_disable box freeze: each counter is programmed
 * on its own, and freezing the box while perf reschedules would stop the
 * counters that stay scheduled while their running time goes on (15% of
 * the count lost when multiplexing under TCG, tests/guest/uncore_multiplex).
 *
 * An hrtimer reads the counters often enough that no counter can wrap twice
 * between reads.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include <xpmu/pmon_regs.h>

#include "uncore.h"
#include "units/events.h"

/*
 * The fastest an uncore counter can advance: the uncore clock (below 3 GHz)
 * times the largest increment per cycle, an 8-bit occupancy (the Thresh
 * field of Table 1-5 is 8 bits because that is the widest event).  Polling
 * at half the time this takes to cover half the counter range reads every
 * counter at least twice per wrap.
 */
#define XPMU_MAX_RATE_PER_SEC	(3ULL * NSEC_PER_SEC * 256)
#define XPMU_POLL_MIN_NS	(10 * NSEC_PER_MSEC)
#define XPMU_POLL_MAX_NS	(60 * NSEC_PER_SEC)

static struct xpmu_pmu *to_xpmu_pmu(struct pmu *pmu)
{
	return container_of(pmu, struct xpmu_pmu, pmu);
}

static struct xpmu_box *event_box(struct perf_event *event)
{
	return event->pmu_private;
}

static u64 poll_ns(unsigned int width)
{
	u64 half_range = BIT_ULL(width - 1);
	u64 ns;

	/* Seconds to cover half the range, in ns, without overflow. */
	if (half_range >= U64_MAX / NSEC_PER_SEC)
		ns = XPMU_POLL_MAX_NS;
	else
		ns = div64_u64(half_range * NSEC_PER_SEC, XPMU_MAX_RATE_PER_SEC) / 2;
	return clamp_t(u64, ns, XPMU_POLL_MIN_NS, XPMU_POLL_MAX_NS);
}

/**
 * xpmu_counter_delta() - events between two reads of a counter.
 * @prev: the earlier raw value.
 * @now: the later raw value.
 * @width: counter width, 1..64 (discovery guarantees it).
 *
 * The difference modulo 2^@width: right across one wrap, blind to bits
 * above the width (Table 1-6: 63:48 reserved).
 *
 * Context: any.
 * Return: the number of events.
 */
u64 xpmu_counter_delta(u64 prev, u64 now, unsigned int width)
{
	unsigned int shift = 64 - width;

	return ((now << shift) - (prev << shift)) >> shift;
}
EXPORT_SYMBOL_NS_GPL(xpmu_counter_delta, XPMU);

static void xpmu_event_update(struct perf_event *event)
{
	struct xpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	u64 prev, now;

	do {
		prev = local64_read(&hwc->prev_count);
		now = box->ops->read_counter(box, hwc->idx);
	} while (local64_cmpxchg(&hwc->prev_count, prev, now) != prev);

	local64_add(xpmu_counter_delta(prev, now, box->unit->width), &event->count);
}

static enum hrtimer_restart xpmu_box_poll(struct hrtimer *timer)
{
	struct xpmu_box *box = container_of(timer, struct xpmu_box, timer);
	unsigned long flags;
	unsigned int i;

	raw_spin_lock_irqsave(&box->lock, flags);
	if (!box->n_events) {
		raw_spin_unlock_irqrestore(&box->lock, flags);
		return HRTIMER_NORESTART;
	}
	for (i = 0; i < box->unit->num_regs; i++)
		if (box->events[i])
			xpmu_event_update(box->events[i]);
	raw_spin_unlock_irqrestore(&box->lock, flags);
	hrtimer_forward_now(timer, box->poll);
	return HRTIMER_RESTART;
}

/**
 * xpmu_box_init() - prepare a box's state: scratch, lock, counter poll.
 * @box: the box; its unit must be set.
 *
 * Context: process context.
 * Return: 0 or -ENOMEM.
 */
int xpmu_box_init(struct xpmu_box *box)
{
	unsigned int n = box->unit->num_regs;

	box->events = kcalloc(n, sizeof(*box->events), GFP_KERNEL);
	box->sched_evs = kcalloc(n + 1, sizeof(*box->sched_evs), GFP_KERNEL);
	box->slots = kcalloc(n + 1, sizeof(*box->slots), GFP_KERNEL);
	if (!box->events || !box->sched_evs || !box->slots)
		return -ENOMEM;
	raw_spin_lock_init(&box->lock);
	box->poll = ns_to_ktime(poll_ns(box->unit->width));
	hrtimer_init(&box->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_PINNED_HARD);
	box->timer.function = xpmu_box_poll;
	return 0;
}

static void xpmu_event_start(struct perf_event *event, int flags)
{
	struct xpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	if (WARN_ON_ONCE(!(hwc->state & PERF_HES_STOPPED)))
		return;
	hwc->state = 0;
	local64_set(&hwc->prev_count, box->ops->read_counter(box, hwc->idx));
	box->ops->enable_event(box, hwc->idx, hwc->config);
	perf_event_update_userpage(event);
}

static void xpmu_event_stop(struct perf_event *event, int flags)
{
	struct xpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	if (!(hwc->state & PERF_HES_STOPPED)) {
		box->ops->disable_event(box, hwc->idx);
		hwc->state |= PERF_HES_STOPPED;
	}
	if ((flags & PERF_EF_UPDATE) && !(hwc->state & PERF_HES_UPTODATE)) {
		xpmu_event_update(event);
		hwc->state |= PERF_HES_UPTODATE;
	}
}

/*
 * The named events are a convenience with a cost: perf 6.1 reads and
 * parses every alias of every PMU each time it starts (about 64,000 on a
 * 60-CHA machine; README "Event catalog" has the figures).  Counter
 * restrictions apply either way: they are the hardware's.
 */
static bool catalog = true;
module_param(catalog, bool, 0444);
MODULE_PARM_DESC(catalog, "expose the event catalog as events/ aliases (default: yes)");

/*
 * The counters @event may use on @box: the event list's "Ctrs" column
 * for its event code (units/events.c), within the box's counters.
 */
static u64 event_counters(struct xpmu_box *box, struct perf_event *event)
{
	u8 code = FIELD_GET(XPMU_CTL_EV_SEL, event->attr.config);

	return xpmu_catalog_counters(box->pmu->desc->catalog, code) &
	       GENMASK_ULL(box->unit->num_regs - 1, 0);
}

static int xpmu_event_add(struct perf_event *event, int flags)
{
	struct xpmu_box *box = event_box(event);
	struct perf_event **evs = box->sched_evs;
	struct xpmu_slot *slots = box->slots;
	struct hw_perf_event *hwc = &event->hw;
	unsigned long irqflags;
	unsigned int i, n = 0;

	raw_spin_lock_irqsave(&box->lock, irqflags);
	for (i = 0; i < box->unit->num_regs; i++) {
		if (!box->events[i])
			continue;
		evs[n] = box->events[i];
		slots[n++] = (struct xpmu_slot){
			.allowed = event_counters(box, box->events[i]), .prefer = i,
		};
	}
	evs[n] = event;
	slots[n++] = (struct xpmu_slot){
		.allowed = event_counters(box, event), .prefer = -1,
	};
	if (xpmu_assign(slots, n, box->unit->num_regs)) {
		raw_spin_unlock_irqrestore(&box->lock, irqflags);
		return -EAGAIN;
	}
	/* Move the events the new assignment displaces. */
	for (i = 0; i < n - 1; i++) {
		if (slots[i].assign == slots[i].prefer)
			continue;
		xpmu_event_stop(evs[i], PERF_EF_UPDATE);
		box->events[slots[i].prefer] = NULL;
	}
	for (i = 0; i < n - 1; i++) {
		if (slots[i].assign == slots[i].prefer)
			continue;
		evs[i]->hw.idx = slots[i].assign;
		box->events[slots[i].assign] = evs[i];
		xpmu_event_start(evs[i], 0);
	}
	/* Reset the box once (Table 1-3), not on every first event: counts
	 * must survive a migration, which removes and re-adds every event.
	 */
	if (!box->initialized) {
		box->ops->init(box);
		box->initialized = true;
	}
	if (box->n_events++ == 0)
		hrtimer_start(&box->timer, box->poll, HRTIMER_MODE_REL_PINNED_HARD);
	hwc->idx = slots[n - 1].assign;
	box->events[hwc->idx] = event;
	hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
	if (flags & PERF_EF_START)
		xpmu_event_start(event, 0);
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return 0;
}

static void xpmu_event_del(struct perf_event *event, int flags)
{
	struct xpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	unsigned long irqflags;
	bool last;

	raw_spin_lock_irqsave(&box->lock, irqflags);
	xpmu_event_stop(event, PERF_EF_UPDATE);
	box->events[hwc->idx] = NULL;
	hwc->idx = -1;
	last = --box->n_events == 0;
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	/* The poll runs on this cpu, so it cannot be mid-callback here. */
	if (last)
		hrtimer_try_to_cancel(&box->timer);
}

static void xpmu_event_read(struct perf_event *event)
{
	xpmu_event_update(event);
}

/* Can @leader's group, with @event, sit on @box's counters at once? */
static int xpmu_validate_group(struct xpmu_box *box, struct perf_event *event)
{
	struct perf_event *leader = event->group_leader, *sibling;
	struct xpmu_slot *slots = box->slots;
	unsigned int n = 0, max = box->unit->num_regs;
	unsigned long irqflags;
	int ret;

	/* The scratch slots are the box's, shared with add(). */
	raw_spin_lock_irqsave(&box->lock, irqflags);
	if (leader != event && leader->pmu == event->pmu)
		slots[n++] = (struct xpmu_slot){
			.allowed = event_counters(box, leader), .prefer = -1,
		};
	for_each_sibling_event(sibling, leader) {
		if (sibling == event || sibling->pmu != event->pmu)
			continue;
		if (n >= max)
			break;
		slots[n++] = (struct xpmu_slot){
			.allowed = event_counters(box, sibling), .prefer = -1,
		};
	}
	if (n < max) {
		slots[n++] = (struct xpmu_slot){
			.allowed = event_counters(box, event), .prefer = -1,
		};
		ret = xpmu_assign(slots, n, max) ? -EINVAL : 0;
	} else {
		ret = -EINVAL;
	}
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return ret;
}

static void xpmu_event_destroy(struct perf_event *event)
{
	struct xpmu_box *box = event_box(event);

	module_put(box->hw->owner);
}

static int xpmu_event_init(struct perf_event *event)
{
	struct xpmu_pmu *xp = to_xpmu_pmu(event->pmu);
	struct perf_event_attr *attr = &event->attr;
	const u64 cfg[3] = { attr->config, attr->config1, attr->config2 };
	struct xpmu_box *box;
	int die, cpu, i, ret;

	if (attr->type != event->pmu->type)
		return -ENOENT;
	if (is_sampling_event(event)) {
		pr_debug("%s: sampling is not supported: uncore counters raise no per-cpu interrupt\n",
			 xp->name);
		return -EINVAL;
	}
	if (event->cpu < 0 || (event->attach_state & PERF_ATTACH_TASK)) {
		pr_debug("%s: per-task counting is not supported: counts are per die\n",
			 xp->name);
		return -EINVAL;
	}
	for (i = 0; i < ARRAY_SIZE(cfg); i++) {
		if (cfg[i] & ~xp->known[i]) {
			pr_debug("%s: config%.0d bits %#llx are not defined\n",
				 xp->name, i, cfg[i] & ~xp->known[i]);
			return -EINVAL;
		}
	}
	if (!FIELD_GET(XPMU_CTL_EV_SEL, attr->config)) {
		pr_debug("%s: event select 0 counts nothing (1.6)\n", xp->name);
		return -EINVAL;
	}

	die = topology_logical_die_id(event->cpu);
	if (die < 0 || die >= xp->uncore->hw->nr_dies || !xp->boxes[die]) {
		pr_debug("%s: cpu %d: its die has no such unit\n", xp->name,
			 event->cpu);
		return -ENODEV;
	}
	box = xp->boxes[die];
	if (box->unit->access == XPMU_ACCESS_MMIO && upper_32_bits(attr->config)) {
		pr_debug("%s: config bits %#llx: this unit's controls are 32 bits\n",
			 xp->name, attr->config & GENMASK_ULL(63, 32));
		return -EINVAL;
	}
	cpu = READ_ONCE(xp->uncore->die_cpu[die]);
	if (cpu < 0)
		return -ENODEV;

	ret = xpmu_validate_group(box, event);
	if (ret) {
		pr_debug("%s: group does not fit the %u counters\n", xp->name,
			 box->unit->num_regs);
		return ret;
	}
	/* The backend's registers must outlive the event. */
	if (!try_module_get(box->hw->owner))
		return -ENODEV;

	event->cpu = cpu;
	event->pmu_private = box;
	event->destroy = xpmu_event_destroy;
	event->hw.idx = -1;
	/* config fields sit at their control bits, and nothing else is set. */
	event->hw.config = attr->config;
	return 0;
}

/*
 * The reader cpu of every die that has this PMU's unit and an online cpu:
 * where perf must open its events.  Derived on each read, so it follows
 * hotplug without state of its own.
 */
static ssize_t cpumask_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct xpmu_pmu *xp = to_xpmu_pmu(dev_get_drvdata(dev));
	cpumask_var_t mask;
	unsigned int die;
	ssize_t ret;

	if (!zalloc_cpumask_var(&mask, GFP_KERNEL))
		return -ENOMEM;
	for (die = 0; die < xp->uncore->hw->nr_dies; die++) {
		int cpu = READ_ONCE(xp->uncore->die_cpu[die]);

		if (xp->boxes[die] && cpu >= 0)
			cpumask_set_cpu(cpu, mask);
	}
	ret = cpumap_print_to_pagebuf(true, buf, mask);
	free_cpumask_var(mask);
	return ret;
}
static DEVICE_ATTR_RO(cpumask);

static struct attribute *xpmu_cpumask_attrs[] = {
	&dev_attr_cpumask.attr,
	NULL,
};

static const struct attribute_group xpmu_cpumask_group = {
	.attrs = xpmu_cpumask_attrs,
};

/**
 * xpmu_pmu_create() - allocate the PMU of a unit type and id.
 * @uncore: the machine.
 * @desc: the unit type's description.
 * @first: the unit on the first die that has it (for the name and geometry).
 * @single: the machine has one unit of this type: no _<id> in the name.
 *
 * The caller fills in the boxes, then registers it with perf.
 *
 * Context: process context.
 * Return: the PMU or an ERR_PTR().
 */
struct xpmu_pmu *xpmu_pmu_create(struct xpmu_uncore *uncore,
				 const struct xpmu_unit_desc *desc,
				 const struct xpmu_disc_unit *first,
				 bool single)
{
	const struct attribute_group *formats;
	struct xpmu_pmu *xp;
	int ret;

	formats = xpmu_format_group(desc);
	if (!formats)
		return ERR_PTR(-ENOMEM);
	xp = kzalloc(struct_size(xp, boxes, uncore->hw->nr_dies), GFP_KERNEL);
	if (!xp)
		return ERR_PTR(-ENOMEM);
	ret = xpmu_format_known(desc, xp->known);
	if (ret) {
		kfree(xp);
		return ERR_PTR(ret);
	}
	xp->uncore = uncore;
	xp->desc = desc;
	xp->type = first->type;
	xp->id = first->id;
	if (!desc->name)
		snprintf(xp->name, sizeof(xp->name), "uncore_type_%u_%u",
			 first->type, first->id);
	else if (single)
		snprintf(xp->name, sizeof(xp->name), "uncore_%s", desc->name);
	else
		snprintf(xp->name, sizeof(xp->name), "uncore_%s_%u", desc->name,
			 first->id);
	xp->attr_groups[0] = formats;
	xp->attr_groups[1] = &xpmu_cpumask_group;
	if (desc->catalog && catalog)
		xp->attr_groups[2] = &desc->catalog->events;
	xp->pmu = (struct pmu) {
		.module = THIS_MODULE,
		.task_ctx_nr = perf_invalid_context,
		.event_init = xpmu_event_init,
		.add = xpmu_event_add,
		.del = xpmu_event_del,
		.start = xpmu_event_start,
		.stop = xpmu_event_stop,
		.read = xpmu_event_read,
		.attr_groups = xp->attr_groups,
	};
	return xp;
}

/**
 * xpmu_box_free() - free a box and its state.
 * @box: the box, with no event and its timer stopped.
 *
 * Context: process context.
 */
void xpmu_box_free(struct xpmu_box *box)
{
	kfree(box->events);
	kfree(box->sched_evs);
	kfree(box->slots);
	kfree(box);
}

/**
 * xpmu_pmu_destroy() - free a PMU from xpmu_pmu_create() and its boxes.
 * @xp: the PMU, unregistered from perf (or never registered).
 *
 * Context: process context.
 */
void xpmu_pmu_destroy(struct xpmu_pmu *xp)
{
	unsigned int die;

	for (die = 0; die < xp->uncore->hw->nr_dies; die++) {
		struct xpmu_box *box = xp->boxes[die];

		if (!box)
			continue;
		hrtimer_cancel(&box->timer);
		if (box->map)
			box->hw->ops->mmio_unmap(box->hw->ctx, box->map);
		xpmu_box_free(box);
	}
	kfree(xp);
}

/**
 * xpmu_pmu_migrate() - move a die's events to another reader cpu.
 * @xp: the PMU.
 * @from: the cpu going offline.
 * @to: an online cpu of the same die.
 *
 * Context: cpu hotplug, on @from.  perf moves the events (del here, add on
 * @to), and with them the poll timer, which add arms on @to.
 */
void xpmu_pmu_migrate(struct xpmu_pmu *xp, int from, int to)
{
	perf_pmu_migrate_context(&xp->pmu, from, to);
}
