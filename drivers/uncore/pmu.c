// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf glue: one struct pmu per unit type and id, spanning every die.
 * Counters belong to a die (EMR uncore guide 1.3.1): events run on the
 * die's reader cpu and cannot sample (event_init.c checks each new one).
 *
 * No pmu_enable/pmu_disable box freeze: it would stop the counters that
 * stay scheduled while their running time goes on (15% of the count lost
 * when multiplexing under TCG, tests/guest/native/multiplex).
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/lockdep.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include <kunit/visibility.h>

#include <xpmu/counter.h>
#include <xpmu/perf_attr.h>
#include <xpmu/uncore/pmon_regs.h>

#include "catalog/aliases.h"
#include "catalog/catalog.h"
#include "pmu.h"
#include "uncore.h"

/*
 * The fastest a counter can advance: uncore clock (below 3 GHz) times an
 * 8-bit occupancy (Table 1-5's Thresh field is 8 bits).  Polling at half
 * the time to cover half the range reads each counter twice per wrap.
 */
#define XPMU_UNC_MAX_RATE_PER_SEC	(3ULL * NSEC_PER_SEC * 256)
#define XPMU_UNC_POLL_MIN_NS	(10 * NSEC_PER_MSEC)
#define XPMU_UNC_POLL_MAX_NS	(60 * NSEC_PER_SEC)

/* hw.flags: the counter's value at start could not be read. */
#define XPMU_UNC_HWF_NO_BASE	BIT(0)
/* hw.flags: the control write that starts the counter failed. */
#define XPMU_UNC_HWF_UNPROGRAMMED	BIT(1)
/* hw.flags: added in a transaction, started at its commit. */
#define XPMU_UNC_HWF_TXN_START	BIT(2)

static u64 poll_ns(unsigned int width)
{
	u64 half_range = BIT_ULL(width - 1);
	u64 ns;

	if (half_range >= U64_MAX / NSEC_PER_SEC)
		ns = XPMU_UNC_POLL_MAX_NS;
	else
		ns = div64_u64(half_range * NSEC_PER_SEC, XPMU_UNC_MAX_RATE_PER_SEC) / 2;
	return clamp_t(u64, ns, XPMU_UNC_POLL_MIN_NS, XPMU_UNC_POLL_MAX_NS);
}

/* The unit type's fixed[k] is counter @box->unit->num_regs + k. */
static const struct xpmu_unc_fixed_ctr *fixed_of(const struct xpmu_unc_box *box,
						 unsigned int idx)
{
	if (idx < box->unit->num_regs)
		return NULL;
	return &box->pmu->desc->fixed[idx - box->unit->num_regs];
}

static unsigned int nr_counters(const struct xpmu_unc_box *box)
{
	return box->unit->num_regs + box->pmu->desc->nr_fixed;
}

/* Said once per box; what it leaves undone is its caller's to undo. */
static int hw_write_done(struct xpmu_unc_box *box, int ret, const char *what,
			 unsigned int idx)
{
	if (ret && !READ_ONCE(box->write_failed)) {
		WRITE_ONCE(box->write_failed, true);
		pr_warn("%s die %u: %s counter %u failed (%d): its event counts nothing while it does\n",
			box->pmu->name, box->die, what, idx, ret);
	}
	return ret;
}

static int hw_enable(struct xpmu_unc_box *box, unsigned int idx, u64 ctl)
{
	const struct xpmu_unc_fixed_ctr *fixed = fixed_of(box, idx);
	int ret = 0;

	if (!fixed)
		ret = box->ops->enable_event(box, idx, ctl);
	else if (fixed->enable)
		ret = box->ops->write_reg(box, fixed->ctl, fixed->enable);
	return hw_write_done(box, ret, "the control write of", idx);
}

static void hw_disable(struct xpmu_unc_box *box, unsigned int idx)
{
	const struct xpmu_unc_fixed_ctr *fixed = fixed_of(box, idx);
	int ret = 0;

	if (!fixed)
		ret = box->ops->disable_event(box, idx);
	else if (fixed->enable)
		ret = box->ops->write_reg(box, fixed->ctl, 0);
	hw_write_done(box, ret, "the stopping control write of", idx);
}

/*
 * All ones (an absent device) is a failed read.  Other bits above the
 * width are Table 1-6's reserved 63:48: masked off, as
 * uncore_perf_event_update() does.
 */
static int hw_read_raw(struct xpmu_unc_box *box, unsigned int idx, u64 *val)
{
	const struct xpmu_unc_fixed_ctr *fixed = fixed_of(box, idx);
	unsigned int width = box->unit->width;
	int ret;

	if (fixed)
		ret = box->ops->read_reg(box, fixed->ctr, val);
	else
		ret = box->ops->read_counter(box, idx, val);
	if (ret || width >= 64)
		return ret;
	if (*val == U64_MAX)
		return -EIO;
	*val &= GENMASK_ULL(width - 1, 0);
	return 0;
}

static int hw_read(struct xpmu_unc_box *box, unsigned int idx, u64 *val)
{
	int ret = hw_read_raw(box, idx, val);

	if (ret && !READ_ONCE(box->read_failed)) {
		WRITE_ONCE(box->read_failed, true);
		pr_warn("%s die %u: counter %u read failed (%d): its events keep their count until it reads again\n",
			box->pmu->name, box->die, idx, ret);
	}
	return ret;
}

/**
 * xpmu_unc_box_probe() - can the box's first counter be read?
 * @box: a box whose unit, ops and mapping are set.
 *
 * Context: on a cpu of the box's die, preemption disabled
 * (include/xpmu/uncore/hw.h).
 * Return: 0, or the read's error (-EIO for all ones).
 */
int xpmu_unc_box_probe(struct xpmu_unc_box *box)
{
	u64 val;

	return hw_read_raw(box, 0, &val);
}

/*
 * An event's counter state (prev_count, count, hwc->flags and state) is
 * the box lock holder's, or its own cpu's with interrupts off: the poll is
 * an hrtimer pinned there in hard interrupt context (xpmu_unc_box_init()).
 * perf core calls pmu::start, ::stop (include/linux/perf_event.h, struct
 * pmu) and ::read (__perf_event_read(), kernel/events/core.c) there with
 * interrupts off, unless a cpu of the package reads
 * (PERF_EV_CAP_READ_ACTIVE_PKG): xpmu_unc_event_read() then takes the lock.
 */
static void assert_box_owner(struct xpmu_unc_box *box, struct perf_event *event)
{
	lockdep_assert_once(lockdep_is_held(&box->lock) ||
			    (irqs_disabled() && READ_ONCE(event->oncpu) == smp_processor_id()));
}

/* Without a good earlier value (the read at start failed) this read becomes it. */
static void xpmu_unc_event_update(struct perf_event *event)
{
	struct xpmu_unc_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	u64 prev, now;

	assert_box_owner(box, event);
	/* Not counting yet: its counter holds another event's leftovers. */
	if (hwc->flags & (XPMU_UNC_HWF_UNPROGRAMMED | XPMU_UNC_HWF_TXN_START))
		return;
	do {
		prev = local64_read(&hwc->prev_count);
		if (hw_read(box, hwc->idx, &now))
			return;
	} while (local64_cmpxchg(&hwc->prev_count, prev, now) != prev);

	if (hwc->flags & XPMU_UNC_HWF_NO_BASE) {
		hwc->flags &= ~XPMU_UNC_HWF_NO_BASE;
		return;
	}
	local64_add(xpmu_counter_delta(prev, now, box->unit->width), &event->count);
}

static enum hrtimer_restart xpmu_unc_box_poll(struct hrtimer *timer)
{
	struct xpmu_unc_box *box = container_of(timer, struct xpmu_unc_box, timer);
	unsigned long flags;
	unsigned int i;

	raw_spin_lock_irqsave(&box->lock, flags);
	if (!box->n_events) {
		raw_spin_unlock_irqrestore(&box->lock, flags);
		return HRTIMER_NORESTART;
	}
	for (i = 0; i < nr_counters(box); i++)
		if (box->events[i])
			xpmu_unc_event_update(box->events[i]);
	raw_spin_unlock_irqrestore(&box->lock, flags);
	hrtimer_forward_now(timer, box->poll);
	return HRTIMER_RESTART;
}

/**
 * xpmu_unc_box_init() - prepare a box's state: scratch, lock, counter poll.
 * @box: the box; its unit must be set.
 *
 * Context: process context.
 * Return: 0 or -ENOMEM.
 */
int xpmu_unc_box_init(struct xpmu_unc_box *box)
{
	unsigned int n = box->unit->num_regs;

	box->events = kcalloc(nr_counters(box), sizeof(*box->events), GFP_KERNEL);
	box->sched_evs = kcalloc(n + 1, sizeof(*box->sched_evs), GFP_KERNEL);
	box->slots = kcalloc(n + 1, sizeof(*box->slots), GFP_KERNEL);
	if (!box->events || !box->sched_evs || !box->slots)
		return -ENOMEM;
	raw_spin_lock_init(&box->lock);
	box->txn_cpu = -1;
	box->poll = ns_to_ktime(poll_ns(box->unit->width));
	hrtimer_init(&box->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_PINNED_HARD);
	box->timer.function = xpmu_unc_box_poll;
	return 0;
}

static void xpmu_unc_event_start(struct perf_event *event, int flags)
{
	struct xpmu_unc_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	u64 now;

	assert_box_owner(box, event);
	if (WARN_ON_ONCE(!(hwc->state & PERF_HES_STOPPED)))
		return;
	hwc->state = 0;
	if (hw_read(box, hwc->idx, &now)) {
		hwc->flags |= XPMU_UNC_HWF_NO_BASE;
	} else {
		hwc->flags &= ~XPMU_UNC_HWF_NO_BASE;
		local64_set(&hwc->prev_count, now);
	}
	if (hw_enable(box, hwc->idx, hwc->config))
		hwc->flags |= XPMU_UNC_HWF_UNPROGRAMMED;
	else
		hwc->flags &= ~XPMU_UNC_HWF_UNPROGRAMMED;
	perf_event_update_userpage(event);
}

static void xpmu_unc_event_stop(struct perf_event *event, int flags)
{
	struct xpmu_unc_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	assert_box_owner(box, event);
	if (!(hwc->state & PERF_HES_STOPPED)) {
		hw_disable(box, hwc->idx);
		hwc->state |= PERF_HES_STOPPED;
	}
	if ((flags & PERF_EF_UPDATE) && !(hwc->state & PERF_HES_UPTODATE)) {
		xpmu_unc_event_update(event);
		hwc->state |= PERF_HES_UPTODATE;
	}
}

/*
 * Off by default: perf 6.1 parses every alias of every PMU at each start,
 * about 76,000 on a 60-CHA machine (Documentation/catalog.rst, "The
 * catalog's price"); tools/xpmu-perf has the names without that cost.
 */
static bool catalog;
module_param(catalog, bool, 0444);
MODULE_PARM_DESC(catalog, "every catalog event as an events/ alias, from the module xpmu_uncore_catalog (default: no: the kernel's names only; tools/xpmu-perf has them all)");

/* catalog=1: xpmu_uncore_catalog's lookup, held while the module is. */
static typeof(xpmu_unc_aliases_of) *aliases_of;

/**
 * xpmu_unc_catalog_get() - with catalog=1, take the catalog's aliases.
 *
 * Holds xpmu_uncore_catalog, loading it if need be: the PMUs' events/
 * files are its memory.
 *
 * Context: process context, module init.
 * Return: 0, also with catalog=0; -ENOENT if the aliases cannot be had.
 */
int xpmu_unc_catalog_get(void)
{
	if (!catalog)
		return 0;
	aliases_of = symbol_get(xpmu_unc_aliases_of);
	if (!aliases_of) {
		request_module("xpmu_uncore_catalog");
		aliases_of = symbol_get(xpmu_unc_aliases_of);
	}
	if (!aliases_of) {
		pr_err("catalog=1: the aliases are in xpmu_uncore_catalog, which is not loaded and did not load: load it first, or leave catalog=0\n");
		return -ENOENT;
	}
	return 0;
}

/**
 * xpmu_unc_catalog_put() - let the catalog's module go, once no PMU shows
 * its aliases.
 *
 * Context: process context, module init and exit.
 */
void xpmu_unc_catalog_put(void)
{
	if (aliases_of)
		symbol_put(xpmu_unc_aliases_of);
	aliases_of = NULL;
}

/* Moves the events the new assignment displaces; returns @event's counter, or -1. */
static int place_generic(struct xpmu_unc_box *box, struct perf_event *event)
{
	struct perf_event **evs = box->sched_evs;
	struct xpmu_unc_slot *slots = box->slots;
	unsigned int i, n = 0;

	for (i = 0; i < box->unit->num_regs; i++) {
		if (!box->events[i])
			continue;
		evs[n] = box->events[i];
		slots[n++] = (struct xpmu_unc_slot){
			.allowed = event_counters(box, box->events[i]), .prefer = i,
		};
	}
	evs[n] = event;
	slots[n++] = (struct xpmu_unc_slot){
		.allowed = event_counters(box, event), .prefer = -1,
	};
	if (xpmu_unc_assign(slots, n, box->unit->num_regs))
		return -1;
	for (i = 0; i < n - 1; i++) {
		if (slots[i].assign == slots[i].prefer)
			continue;
		xpmu_unc_event_stop(evs[i], PERF_EF_UPDATE);
		box->events[slots[i].prefer] = NULL;
	}
	for (i = 0; i < n - 1; i++) {
		if (slots[i].assign == slots[i].prefer)
			continue;
		evs[i]->hw.idx = slots[i].assign;
		box->events[slots[i].assign] = evs[i];
		if (!(evs[i]->hw.flags & XPMU_UNC_HWF_TXN_START))
			xpmu_unc_event_start(evs[i], 0);
	}
	return slots[n - 1].assign;
}

/* This cpu is in an add transaction on @box (see xpmu_unc_start_txn()). */
static bool in_add_txn(struct xpmu_unc_box *box)
{
	return READ_ONCE(box->txn_cpu) == smp_processor_id();
}

static int xpmu_unc_event_add(struct perf_event *event, int flags)
{
	struct xpmu_unc_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	const struct xpmu_unc_filter_reg *filter = box->pmu->desc->filter;
	unsigned long irqflags;
	int idx;

	raw_spin_lock_irqsave(&box->lock, irqflags);
	/* One filter register per box: its users must agree on its value. */
	if (uses_filter(event) && box->filter_users &&
	    box->filter != hwc->extra_reg.config)
		goto busy;
	if (event_is_fixed(box->pmu, event)) {
		idx = box->unit->num_regs + event_fixed(box->pmu, event);
		if (box->events[idx])
			goto busy;
	} else {
		idx = place_generic(box, event);
		if (idx < 0)
			goto busy;
	}
	/*
	 * Reset once (Table 1-3): counts must survive a migration, which
	 * removes and re-adds every event.  A fixed-only box has no unit control.
	 */
	if (!box->initialized && box->unit->num_regs &&
	    hw_write_done(box, box->ops->init(box), "the unit reset before", idx))
		goto failed;
	box->initialized = true;
	if (uses_filter(event) && !box->filter_users) {
		if (hw_write_done(box, box->ops->write_reg(box, filter->offset,
							   hwc->extra_reg.config),
				  "the filter write before", idx))
			goto failed;
		box->filter = hwc->extra_reg.config;
	}
	hwc->idx = idx;
	box->events[idx] = event;
	hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
	/*
	 * In a transaction its commit starts it.  Not added when the control
	 * write failed, so that perf shows it did not run rather than a count
	 * of 0.
	 */
	if ((flags & PERF_EF_START) && in_add_txn(box)) {
		hwc->flags |= XPMU_UNC_HWF_TXN_START;
	} else if (flags & PERF_EF_START) {
		xpmu_unc_event_start(event, 0);
		if (hwc->flags & XPMU_UNC_HWF_UNPROGRAMMED) {
			box->events[idx] = NULL;
			hwc->idx = -1;
			hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
			goto failed;
		}
	}
	if (uses_filter(event))
		box->filter_users++;
	if (box->n_events++ == 0)
		hrtimer_start(&box->timer, box->poll, HRTIMER_MODE_REL_PINNED_HARD);
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return 0;
busy:
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return -EAGAIN;
failed:
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	return -EIO;
}

static void xpmu_unc_event_del(struct perf_event *event, int flags)
{
	struct xpmu_unc_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;
	unsigned long irqflags;
	bool last;

	raw_spin_lock_irqsave(&box->lock, irqflags);
	xpmu_unc_event_stop(event, PERF_EF_UPDATE);
	hwc->flags &= ~XPMU_UNC_HWF_TXN_START;
	box->events[hwc->idx] = NULL;
	hwc->idx = -1;
	if (uses_filter(event))
		box->filter_users--;
	last = --box->n_events == 0;
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	/* The poll runs on this cpu, so it cannot be mid-callback here. */
	if (last)
		hrtimer_try_to_cancel(&box->timer);
}

/*
 * Transactions, as x86's core PMU has them (x86_pmu_start_txn()): perf core
 * adds a group's events one at a time and, when one finds no counter,
 * removes those it added.  Started at their add, the members that fitted
 * would count for that moment, a count perf reports for a group that never
 * ran (its running time stays 0).  Within PERF_PMU_TXN_ADD, add gives an
 * event its counter and starts nothing; the commit starts the group.
 *
 * An add transaction runs on the die's reader cpu; a read transaction
 * (PERF_PMU_TXN_READ, a group read) on any cpu of the package
 * (PERF_EV_CAP_READ_ACTIVE_PKG), and changes nothing here: the box
 * records which cpu is in an add transaction, and only that cpu's commit
 * or cancel closes it.
 */
static struct xpmu_unc_box *txn_box(struct pmu *pmu)
{
	struct xpmu_unc_pmu *xp = to_xpmu_pmu(pmu);
	int die = topology_logical_die_id(smp_processor_id());

	if (die < 0 || die >= xp->uncore->hw->nr_dies)
		return NULL;
	return xp->boxes[die];
}

/**
 * xpmu_unc_start_txn() - pmu::start_txn: open a transaction.
 * @pmu: the PMU.
 * @txn_flags: PERF_PMU_TXN_ADD defers the starts of the events this cpu
 *	adds to this die's box; a read transaction changes nothing.
 *
 * Context: perf core's context lock held, interrupts off.
 */
static void xpmu_unc_start_txn(struct pmu *pmu, unsigned int txn_flags)
{
	struct xpmu_unc_box *box;

	if (!(txn_flags & PERF_PMU_TXN_ADD))
		return;
	box = txn_box(pmu);
	if (box)
		WRITE_ONCE(box->txn_cpu, smp_processor_id());
}

/**
 * xpmu_unc_commit_txn() - pmu::commit_txn: start the events the transaction added.
 * @pmu: the PMU.
 *
 * Context: as xpmu_unc_start_txn().
 * Return: 0, or -EIO if a control write that starts one failed; perf core
 * then removes the group's events and cancels the transaction.
 */
static int xpmu_unc_commit_txn(struct pmu *pmu)
{
	struct xpmu_unc_box *box = txn_box(pmu);
	unsigned long irqflags;
	unsigned int i;
	int ret = 0;

	if (!box || !in_add_txn(box))
		return 0;
	raw_spin_lock_irqsave(&box->lock, irqflags);
	for (i = 0; i < nr_counters(box); i++) {
		struct perf_event *event = box->events[i];

		if (!event || !(event->hw.flags & XPMU_UNC_HWF_TXN_START))
			continue;
		event->hw.flags &= ~XPMU_UNC_HWF_TXN_START;
		xpmu_unc_event_start(event, 0);
		if (event->hw.flags & XPMU_UNC_HWF_UNPROGRAMMED)
			ret = -EIO;
	}
	raw_spin_unlock_irqrestore(&box->lock, irqflags);
	if (!ret)
		WRITE_ONCE(box->txn_cpu, -1);
	return ret;
}

/**
 * xpmu_unc_cancel_txn() - pmu::cancel_txn: close a transaction that failed.
 * @pmu: the PMU.
 *
 * perf core has removed the events the transaction added (their del clears
 * their deferred start) before it calls this.
 *
 * Context: as xpmu_unc_start_txn().
 */
static void xpmu_unc_cancel_txn(struct pmu *pmu)
{
	struct xpmu_unc_box *box = txn_box(pmu);

	if (box && in_add_txn(box))
		WRITE_ONCE(box->txn_cpu, -1);
}

/* Locking: see assert_box_owner(). */
static void xpmu_unc_event_read(struct perf_event *event)
{
	struct xpmu_unc_box *box = event_box(event);
	unsigned long flags;

	if (READ_ONCE(event->oncpu) == smp_processor_id()) {
		xpmu_unc_event_update(event);
		return;
	}
	raw_spin_lock_irqsave(&box->lock, flags);
	xpmu_unc_event_update(event);
	raw_spin_unlock_irqrestore(&box->lock, flags);
}

/* Derived on each read, so it follows hotplug without state of its own. */
static ssize_t cpumask_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct xpmu_unc_pmu *xp = to_xpmu_pmu(dev_get_drvdata(dev));
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

/* As intel_uncore's uncore_get_alias_name() (6.12's uncore.c). */
static void alias_name(const struct xpmu_unc_pmu *xp, char *buf, size_t size)
{
	if (xp->single)
		snprintf(buf, size, "uncore_type_%u", xp->type);
	else
		snprintf(buf, size, "uncore_type_%u_%u", xp->type, xp->id);
}

static ssize_t alias_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct xpmu_unc_pmu *xp = to_xpmu_pmu(dev_get_drvdata(dev));
	char name[sizeof(xp->name)];

	alias_name(xp, name, sizeof(name));
	return sysfs_emit(buf, "%s\n", name);
}
static DEVICE_ATTR_RO(alias);

static struct attribute *xpmu_unc_pmu_attrs[] = {
	&dev_attr_cpumask.attr,
	&dev_attr_alias.attr,
	NULL,
};

/* The free-running and UCLK units are in no discovery table: no alias. */
static umode_t xpmu_unc_pmu_attr_visible(struct kobject *kobj,
					 struct attribute *attr, int n)
{
	struct xpmu_unc_pmu *xp = to_xpmu_pmu(dev_get_drvdata(kobj_to_dev(kobj)));

	if (attr == &dev_attr_alias.attr && xp->desc->kind != XPMU_UNC_UNIT_LISTED)
		return 0;
	return attr->mode;
}

static const struct attribute_group xpmu_unc_pmu_group = {
	.attrs = xpmu_unc_pmu_attrs,
	.is_visible = xpmu_unc_pmu_attr_visible,
};

/**
 * xpmu_unc_pmu_create() - allocate the PMU of a unit type and id.
 * @uncore: the machine.
 * @desc: the unit type's description.
 * @first: the unit on the first die that has it (for the name and geometry).
 * @single: the machine has one unit of this type: no _<id> in the name.
 *
 * Context: process context.
 * Return: the PMU or an ERR_PTR().
 */
struct xpmu_unc_pmu *xpmu_unc_pmu_create(struct xpmu_unc_machine *uncore,
					 const struct xpmu_unc_unit_desc *desc,
					 const struct xpmu_unc_disc_unit *first,
					 bool single)
{
	const struct attribute_group *formats, **groups;
	const struct xpmu_unc_aliases *aliases;
	struct xpmu_unc_pmu *xp;
	int ret;

	formats = xpmu_unc_format_group(desc);
	if (!formats)
		return ERR_PTR(-ENOMEM);
	xp = kzalloc(struct_size(xp, boxes, uncore->hw->nr_dies), GFP_KERNEL);
	if (!xp)
		return ERR_PTR(-ENOMEM);
	ret = xpmu_unc_format_known(desc, xp->known);
	if (ret) {
		kfree(xp);
		return ERR_PTR(ret);
	}
	xp->uncore = uncore;
	xp->desc = desc;
	xp->type = first->type;
	xp->id = first->id;
	xp->single = single;
	/* As the kernel's uncore_get_pmu_name() names them, alias_show(). */
	if (!desc->name)
		alias_name(xp, xp->name, sizeof(xp->name));
	else if (single)
		snprintf(xp->name, sizeof(xp->name), "uncore_%s", desc->name);
	else
		snprintf(xp->name, sizeof(xp->name), "uncore_%s_%u", desc->name,
			 first->id);
	groups = xp->attr_groups;
	*groups++ = formats;
	*groups++ = &xpmu_unc_pmu_group;
	aliases = desc->catalog && aliases_of ?
		  aliases_of(desc->catalog->stem) : NULL;
	if (aliases) {
		*groups++ = &aliases->events;
	} else if (desc->catalog) {
		if (desc->catalog->base.attrs[0])
			*groups++ = &desc->catalog->base;
	} else if (desc->events) {
		*groups++ = desc->events;
	}
	if (desc->mapping)
		*groups++ = desc->mapping;
	xp->pmu = (struct pmu) {
		.module = THIS_MODULE,
		.task_ctx_nr = perf_invalid_context,
		.event_init = xpmu_unc_event_init,
		.add = xpmu_unc_event_add,
		.del = xpmu_unc_event_del,
		.start = xpmu_unc_event_start,
		.stop = xpmu_unc_event_stop,
		.read = xpmu_unc_event_read,
		.start_txn = xpmu_unc_start_txn,
		.commit_txn = xpmu_unc_commit_txn,
		.cancel_txn = xpmu_unc_cancel_txn,
		.attr_groups = xp->attr_groups,
		/* Uncore counters count every mode: no exclude_* (as intel_uncore). */
		.capabilities = PERF_PMU_CAP_NO_EXCLUDE,
	};
#ifdef XPMU_HAVE_PMU_PARENT
	/* sysfs then shows which backend each PMU is of (pmu_dev_alloc()). */
	xp->pmu.parent = uncore->dev;
#endif
	/* Shared event lists, as spr_uncore_chabox's attr_update (uncore_snbep.c). */
	if (aliases)
		xp->pmu.attr_update = aliases->update;
	return xp;
}

/**
 * xpmu_unc_box_free() - free a box and its state.
 * @box: the box, with no event and its timer stopped.
 *
 * Context: process context.
 */
void xpmu_unc_box_free(struct xpmu_unc_box *box)
{
	kfree(box->events);
	kfree(box->sched_evs);
	kfree(box->slots);
	kfree(box);
}

/**
 * xpmu_unc_pmu_destroy() - free a PMU from xpmu_unc_pmu_create() and its boxes.
 * @xp: the PMU, unregistered from perf (or never registered).
 *
 * Context: process context.
 */
void xpmu_unc_pmu_destroy(struct xpmu_unc_pmu *xp)
{
	unsigned int die;

	for (die = 0; die < xp->uncore->hw->nr_dies; die++) {
		struct xpmu_unc_box *box = xp->boxes[die];

		if (!box)
			continue;
		hrtimer_cancel(&box->timer);
		if (box->map)
			box->hw->ops->mmio_unmap(box->hw->ctx, box->map);
		xpmu_unc_box_free(box);
	}
	kfree(xp);
}
