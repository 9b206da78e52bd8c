// SPDX-License-Identifier: GPL-2.0-only
/*
 * perf callbacks of the Itanium-family PMUs: PMCs programmed frozen
 * (PMC0.fr, 3.3.4), sampling preloads 2^47 - N (3.3.2), overflow status
 * from PMC0 only (Table 3-7: not the PMD ov bit).
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/capability.h>
#include <linux/lockdep.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/printk.h>
#include <linux/slab.h>

#include <xpmu/counter.h>
#include <xpmu/perf_attr.h>

#include "pmu.h"

/*
 * Per-task events need 6.2's perf_event_pmu_context per PMU, switched
 * under perf_ctx_disable() (as s390's PAI PMUs).  6.1 has one PMU per
 * hardware context: a second shares the first's context and rotation timer
 * (PERF_PMU_CAP_HETEROGENEOUS_CPUS, find_pmu_context()), and
 * perf_sw_context has no multiplexing timer (__perf_mux_hrtimer_init()).
 */
#ifdef XPMU_HAVE_PMU_CONTEXT
#define XPMU_IA_PER_TASK	true
#define XPMU_IA_TASK_CTX	perf_hw_context
#else
#define XPMU_IA_PER_TASK	false
#define XPMU_IA_TASK_CTX	perf_invalid_context
#endif

/*
 * Each task switched in carries its own PSR (xpmu_ia_native_count_user()):
 * built in, pmu::sched_task sets it (perf_sched_cb_inc(), not exported: a
 * module's cpu-wide counts miss tasks it never saw switched in).
 */
#if defined(CONFIG_IA64) && !defined(MODULE)
/**
 * ia_sched_task() - pmu::sched_task: let the task switched in count.
 * @ctx: unused.
 * @sched_in: the task is being switched in.
 *
 * Context: the context switch, irqs off.
 */
#ifdef XPMU_HAVE_PMU_CONTEXT
static void ia_sched_task(struct perf_event_pmu_context *ctx, bool sched_in)
#else
static void ia_sched_task(struct perf_event_context *ctx, bool sched_in)
#endif
{
	if (sched_in)
		xpmu_ia_native_count_user();
}

#define XPMU_IA_SCHED_TASK	ia_sched_task

static void ia_switch_cb(struct pmu *pmu, const struct xpmu_ia_hw *hw,
			 struct perf_event *event, bool on)
{
	if (!hw->ops->count_user || (event->attach_state & PERF_ATTACH_TASK))
		return;
	if (on)
		perf_sched_cb_inc(pmu);
	else
		perf_sched_cb_dec(pmu);
}
#else
#define XPMU_IA_SCHED_TASK	NULL

static void ia_switch_cb(struct pmu *pmu, const struct xpmu_ia_hw *hw,
			 struct perf_event *event, bool on)
{
}
#endif

static struct xpmu_ia_pmu *to_ia(struct pmu *pmu)
{
	return container_of(pmu, struct xpmu_ia_pmu, pmu);
}

static u64 rd_pmc(struct xpmu_ia_pmu *p, unsigned int i)
{
	return p->hw->ops->read_pmc(p->hw->ctx, i);
}

static void wr_pmc(struct xpmu_ia_pmu *p, unsigned int i, u64 v)
{
	p->hw->ops->write_pmc(p->hw->ctx, i, v);
}

static void set_freeze(struct xpmu_ia_pmu *p, bool frozen)
{
	u64 pmc0 = rd_pmc(p, 0);

	pmc0 = frozen ? pmc0 | XPMU_IA_PMC0_FR : pmc0 & ~XPMU_IA_PMC0_FR;
	wr_pmc(p, 0, pmc0);
}

static const struct xpmu_ia_ext *ext_of(struct perf_event *event)
{
	struct xpmu_ia_event *ev = event->pmu_private;

	return ev ? &ev->ext : NULL;
}

/* Empty @r's EAR or trace buffer (Tables 3-17, 3-22, 3-24, 3-28). */
static void clear_captures(struct xpmu_ia_pmu *p, enum xpmu_ia_res r)
{
	const struct xpmu_ia_hw_ops *ops = p->hw->ops;

	switch (r) {
	case XPMU_IA_RES_IEAR:
		ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_IEAR_ADDR, 0);
		break;
	case XPMU_IA_RES_DEAR:
		ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_DEAR_LAT, 0);
		ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_DEAR_IP, 0);
		break;
	case XPMU_IA_RES_ETB:
		ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_ETB_INDEX, 0);
		break;
	default:
		break;
	}
}

/* With @ext NULL, reset.  Called with the monitor frozen. */
static void wr_res(struct xpmu_ia_pmu *p, enum xpmu_ia_res r,
		   const struct xpmu_ia_ext *ext)
{
	struct xpmu_ia_qregs q;

	switch (r) {
	case XPMU_IA_RES_QUAL:
		if (!ext)
			xpmu_ia_qregs_default(&q);
		p->m->write_qregs(p->hw, ext ? &ext->q : &q);
		break;
	case XPMU_IA_RES_IEAR:
		wr_pmc(p, XPMU_IA_PMC_IEAR, ext ? ext->pmc37 : 0);
		break;
	case XPMU_IA_RES_DEAR:
		wr_pmc(p, XPMU_IA_PMC_DEAR, ext ? ext->pmc40 : 0);
		break;
	case XPMU_IA_RES_ETB:
		wr_pmc(p, XPMU_IA_PMC_ETB, ext ? ext->pmc39 : 0);
		wr_pmc(p, XPMU_IA_PMC_IPEAR, ext ? ext->pmc42 : 0);
		break;
	default:
		break;
	}
	clear_captures(p, r);
}

/*
 * 3.3.12: at reset only the PMCs' oi and ev bits are defined; an
 * undefined counter PMC may count and overflow.
 */
static void ia_reset_cpu(void *data)
{
	struct xpmu_ia_pmu *p = data;
	unsigned long ctrs = p->m->counters, res = p->m->res;
	unsigned int c, i, r;

	wr_pmc(p, 0, XPMU_IA_PMC0_FR);
	for_each_set_bit(c, &ctrs, XPMU_IA_MAX_CTR)
		wr_pmc(p, c, 0);
	for (i = 0; i < p->m->nr_reset_pmcs; i++)
		wr_pmc(p, p->m->reset_pmcs[i].idx, p->m->reset_pmcs[i].val);
	for_each_set_bit(r, &res, XPMU_IA_NR_RES)
		wr_res(p, r, NULL);
	wr_pmc(p, 0, 0);
}

/*
 * A per-task event empties what a cpu-wide one captured, as
 * intel_pmu_lbr_sched_task() does.
 */
static void claim_res(struct xpmu_ia_pmu *p, struct xpmu_ia_cpu *cpu,
		      struct perf_event *event)
{
	const struct xpmu_ia_ext *ext = ext_of(event);
	unsigned int r;

	for (r = 0; ext && r < XPMU_IA_NR_RES; r++) {
		if (!(ext->res & BIT(r)))
			continue;
		if (!cpu->users[r]++)
			wr_res(p, r, ext);
		else if (event->attach_state & PERF_ATTACH_TASK)
			clear_captures(p, r);
	}
}

static void release_res(struct xpmu_ia_pmu *p, struct xpmu_ia_cpu *cpu,
			const struct xpmu_ia_ext *ext)
{
	unsigned int r;

	for (r = 0; ext && r < XPMU_IA_NR_RES; r++)
		if ((ext->res & BIT(r)) && !WARN_ON_ONCE(!cpu->users[r]) &&
		    !--cpu->users[r])
			wr_res(p, r, NULL);
}

static bool ext_fits(struct perf_event *event, struct perf_event **others,
		     unsigned int n)
{
	const struct xpmu_ia_ext *a = ext_of(event), *b;
	unsigned int i;

	for (i = 0; a && i < n; i++) {
		b = ext_of(others[i]);
		if (b && others[i] != event && xpmu_ia_ext_conflict(a, b))
			return false;
	}
	return true;
}

static struct xpmu_ia_req req_of(struct perf_event *event)
{
	const struct xpmu_ia_event *ev = event->pmu_private;

	return ev->req;
}

static void ia_update(struct xpmu_ia_pmu *p, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	u64 now, prev, delta;

	/*
	 * No lock: the count moves only on its cpu with irqs off (::start,
	 * ::stop, ::read by __perf_event_read()'s IPI, xpmu_ia_irq()).
	 */
	lockdep_assert_irqs_disabled();
	lockdep_assert_once(READ_ONCE(event->oncpu) == smp_processor_id());
	now = p->hw->ops->read_pmd(p->hw->ctx, hwc->idx);
	prev = local64_xchg(&hwc->prev_count, now);
	delta = xpmu_counter_delta(prev, now, p->m->width);
	local64_add(delta, &event->count);
	local64_sub(delta, &hwc->period_left);
}

static bool ia_set_period(struct xpmu_ia_pmu *p, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	s64 left = local64_read(&hwc->period_left);
	bool elapsed;
	u64 val;

	elapsed = xpmu_ia_period(&left, hwc->sample_period, p->m->width, &val);
	if (elapsed) {
		local64_set(&hwc->period_left, left);
		hwc->last_period = hwc->sample_period;
	}
	local64_set(&hwc->prev_count, val);
	p->hw->ops->write_pmd(p->hw->ctx, hwc->idx, val);
	return elapsed;
}

/**
 * ia_start() - pmu::start.
 * @event: the event, on its counter.
 * @flags: PERF_EF_RELOAD: the count is up to date (always preloaded).
 *
 * Context: irqs off, on the event's cpu.
 */
static void ia_start(struct perf_event *event, int flags)
{
	struct xpmu_ia_pmu *p = to_ia(event->pmu);
	struct hw_perf_event *hwc = &event->hw;

	if (flags & PERF_EF_RELOAD)
		WARN_ON_ONCE(!(hwc->state & PERF_HES_UPTODATE));
	hwc->state = 0;
	ia_set_period(p, event);
	wr_pmc(p, hwc->idx, hwc->config);
}

/**
 * ia_stop() - pmu::stop.
 * @event: the event.
 * @flags: PERF_EF_UPDATE (the count is always folded).
 *
 * Context: irqs off, on the event's cpu.
 */
static void ia_stop(struct perf_event *event, int flags)
{
	struct xpmu_ia_pmu *p = to_ia(event->pmu);
	struct hw_perf_event *hwc = &event->hw;

	if (!(hwc->state & PERF_HES_STOPPED)) {
		/* Read first: plm = 0 does not preserve the PMD (Table 3-5). */
		ia_update(p, event);
		wr_pmc(p, hwc->idx, 0);
		hwc->state |= PERF_HES_STOPPED | PERF_HES_UPTODATE;
	}
}

/**
 * ia_read() - pmu::read.
 * @event: the event.
 *
 * Context: irqs off, on the event's cpu.
 */
static void ia_read(struct perf_event *event)
{
	if (!(event->hw.state & PERF_HES_STOPPED))
		ia_update(to_ia(event->pmu), event);
}

/**
 * ia_pmu_disable() - pmu::pmu_disable: PMC0.fr.
 * @pmu: the PMU.
 *
 * Context: irqs off; nests.
 */
static void ia_pmu_disable(struct pmu *pmu)
{
	struct xpmu_ia_pmu *p = to_ia(pmu);
	struct xpmu_ia_cpu *cpu = this_cpu_ptr(p->cpus);

	if (!cpu->disabled++)
		set_freeze(p, true);
}

/**
 * ia_pmu_enable() - pmu::pmu_enable: unfreeze at the outermost level.
 * @pmu: the PMU.
 *
 * Context: irqs off.
 */
static void ia_pmu_enable(struct pmu *pmu)
{
	struct xpmu_ia_pmu *p = to_ia(pmu);
	struct xpmu_ia_cpu *cpu = this_cpu_ptr(p->cpus);

	if (!WARN_ON_ONCE(!cpu->disabled) && !--cpu->disabled && cpu->n)
		set_freeze(p, false);
}

/* Irqs off, on the cpu. */
static void ia_reset_keep(struct xpmu_ia_pmu *p, struct xpmu_ia_cpu *c)
{
	bool running[XPMU_IA_MAX_CTR];
	unsigned int i, r;

	/* Frozen, or a counter counts between its read and its stop. */
	if (c->n)
		set_freeze(p, true);
	for (i = 0; i < c->n; i++) {
		running[i] = !(c->added[i]->hw.state & PERF_HES_STOPPED);
		if (running[i])
			ia_stop(c->added[i], PERF_EF_UPDATE);
	}
	ia_reset_cpu(p);
	for (i = 0; i < c->n; i++) {
		const struct xpmu_ia_ext *ext = ext_of(c->added[i]);

		for (r = 0; ext && r < XPMU_IA_NR_RES; r++)
			if (ext->res & BIT(r))
				wr_res(p, r, ext);
	}
	if (c->n)
		set_freeze(p, true);
	for (i = 0; i < c->n; i++)
		if (running[i])
			ia_start(c->added[i], PERF_EF_RELOAD);
	if (c->n && !c->disabled)
		set_freeze(p, false);
	c->reset = true;
}

/**
 * xpmu_ia_cpu_online() - reset @cpu's monitor (3.3.12), keeping its events.
 * @cpu: the cpu coming online, or online when the PMU binds.
 * @node: the PMU's cpuhp instance.
 *
 * Events can be there already (CPUHP_AP_PERF_ONLINE runs first): ia_add()
 * resets first then.
 *
 * Context: the cpuhp online callback, on @cpu (CPUHP_AP_ONLINE_DYN);
 * takes interrupts off.
 * Return: 0.
 */
int xpmu_ia_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_ia_pmu *p = hlist_entry_safe(node, struct xpmu_ia_pmu, cpuhp);
	unsigned long flags;

	/* Not to meet the overflow interrupt or perf's cross-call halfway. */
	local_irq_save(flags);
	if (p->hw->ops->cpu_online)
		p->hw->ops->cpu_online(p->hw->ctx);
	ia_reset_keep(p, this_cpu_ptr(p->cpus));
	local_irq_restore(flags);
	return 0;
}

/**
 * xpmu_ia_cpu_offline() - mark @cpu's monitor to be reset before its next
 * use (3.3.12).
 * @cpu: the cpu going offline.
 * @node: the PMU's cpuhp instance.
 *
 * Context: the cpuhp teardown callback, on @cpu.
 * Return: 0.
 */
int xpmu_ia_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_ia_pmu *p = hlist_entry_safe(node, struct xpmu_ia_pmu, cpuhp);
	unsigned long flags;

	local_irq_save(flags);
	this_cpu_ptr(p->cpus)->reset = false;
	local_irq_restore(flags);
	return 0;
}

/**
 * ia_add() - pmu::add: place the cpu's events (sched.c), moving running
 * ones frozen.
 * @event: the new event.
 * @flags: PERF_EF_START: start counting.
 *
 * Context: irqs off, on the event's cpu.
 * Return: 0, or -EAGAIN if the events cannot all be placed.
 */
static int ia_add(struct perf_event *event, int flags)
{
	struct xpmu_ia_pmu *p = to_ia(event->pmu);
	struct xpmu_ia_cpu *cpu = this_cpu_ptr(p->cpus);
	struct xpmu_ia_req reqs[XPMU_IA_MAX_CTR];
	struct perf_event *moved[XPMU_IA_MAX_CTR];
	enum xpmu_ia_rule rule;
	unsigned int i, n = cpu->n, nmoved = 0;

	if (n >= hweight16(p->m->counters))
		return -EAGAIN;
	/* Added before the online callback ran (xpmu_ia_cpu_online()). */
	if (!cpu->reset)
		ia_reset_keep(p, cpu);
	if (!ext_fits(event, cpu->added, n)) {
		dev_dbg(p->pmu.dev, "cpu %d: cannot add event: its qualification, EAR or trace buffer settings differ from a running event's\n",
			smp_processor_id());
		return -EAGAIN;
	}
	for (i = 0; i < n; i++) {
		reqs[i] = req_of(cpu->added[i]);
		reqs[i].prev = cpu->added[i]->hw.idx;
	}
	reqs[n] = req_of(event);
	if (xpmu_ia_schedule(p->m, reqs, n + 1, &rule)) {
		dev_dbg(p->pmu.dev, "cpu %d: cannot add event: %s\n",
			smp_processor_id(), xpmu_ia_rule_names[rule]);
		return -EAGAIN;
	}

	set_freeze(p, true);
	for (i = 0; i < n; i++) {
		struct perf_event *e = cpu->added[i];

		if (reqs[i].assign == e->hw.idx)
			continue;
		if (!(e->hw.state & PERF_HES_STOPPED)) {
			ia_stop(e, PERF_EF_UPDATE);
			moved[nmoved++] = e;
		}
		cpu->events[e->hw.idx] = NULL;
		e->hw.idx = -1;
	}
	for (i = 0; i < n; i++) {
		struct perf_event *e = cpu->added[i];

		if (e->hw.idx < 0) {
			e->hw.idx = reqs[i].assign;
			cpu->events[e->hw.idx] = e;
		}
	}
	for (i = 0; i < nmoved; i++)
		ia_start(moved[i], PERF_EF_RELOAD);

	claim_res(p, cpu, event);
	ia_switch_cb(&p->pmu, p->hw, event, true);
	/* Per task, this is the task's switch in (struct pmu: ::add). */
	if (p->hw->ops->count_user)
		p->hw->ops->count_user(p->hw->ctx);
	event->hw.idx = reqs[n].assign;
	cpu->events[event->hw.idx] = event;
	cpu->added[cpu->n++] = event;
	event->hw.state = PERF_HES_STOPPED | PERF_HES_UPTODATE;
	if (flags & PERF_EF_START)
		ia_start(event, PERF_EF_RELOAD);
	if (!cpu->disabled)
		set_freeze(p, false);
	perf_event_update_userpage(event);
	return 0;
}

/**
 * ia_del() - pmu::del.
 * @event: the event.
 * @flags: unused.
 *
 * Context: irqs off, on the event's cpu.
 */
static void ia_del(struct perf_event *event, int flags)
{
	struct xpmu_ia_pmu *p = to_ia(event->pmu);
	struct xpmu_ia_cpu *cpu = this_cpu_ptr(p->cpus);
	unsigned int i;

	ia_stop(event, PERF_EF_UPDATE);
	release_res(p, cpu, ext_of(event));
	ia_switch_cb(&p->pmu, p->hw, event, false);
	cpu->events[event->hw.idx] = NULL;
	for (i = 0; i < cpu->n; i++) {
		if (cpu->added[i] == event) {
			cpu->added[i] = cpu->added[--cpu->n];
			break;
		}
	}
	event->hw.idx = -1;
	perf_event_update_userpage(event);
}

static u64 rd_pmd(struct xpmu_ia_pmu *p, unsigned int i)
{
	return p->hw->ops->read_pmd(p->hw->ctx, i);
}

/*
 * Valid only while PMC0.fr (3.3.8-3.3.10); EAR status cleared once read
 * (Tables 3-22/3-24).
 */
static void read_sample(struct xpmu_ia_pmu *p, struct xpmu_ia_cpu *cpu,
			struct perf_event *event)
{
	const struct xpmu_ia_ext *ext = ext_of(event);
	struct xpmu_ia_sample *s = &cpu->smp;
	u64 etb[XPMU_IA_NR_ETB];
	unsigned int i;

	s->event = NULL;
	if (!ext || !ext->sample)
		return;
	s->kind = ext->sample;
	if (ext->sample & XPMU_IA_SMP_DEAR) {
		xpmu_ia_dear_decode(ext->pmc40, rd_pmd(p, XPMU_IA_PMD_DEAR_ADDR),
				    rd_pmd(p, XPMU_IA_PMD_DEAR_LAT),
				    rd_pmd(p, XPMU_IA_PMD_DEAR_IP), &s->ear);
		p->hw->ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_DEAR_LAT, 0);
		p->hw->ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_DEAR_IP, 0);
	}
	if (ext->sample & XPMU_IA_SMP_IEAR) {
		xpmu_ia_iear_decode(ext->pmc37, rd_pmd(p, XPMU_IA_PMD_IEAR_ADDR),
				    rd_pmd(p, XPMU_IA_PMD_IEAR_LAT), &s->ear);
		p->hw->ops->write_pmd(p->hw->ctx, XPMU_IA_PMD_IEAR_ADDR, 0);
	}
	if (ext->sample & XPMU_IA_SMP_ETB) {
		u64 pmd38 = rd_pmd(p, XPMU_IA_PMD_ETB_INDEX);
		u64 pmd39 = rd_pmd(p, XPMU_IA_PMD_ETB_EXT);

		for (i = 0; i < XPMU_IA_NR_ETB; i++)
			etb[i] = rd_pmd(p, XPMU_IA_PMD_ETB0 + i);
		if (ext->pmc42)
			s->bs.nr = xpmu_ia_ipear_decode(pmd38, pmd39, etb, s->entries,
							XPMU_IA_NR_ETB);
		else
			s->bs.nr = xpmu_ia_etb_decode(pmd38, pmd39, etb, s->entries,
						      XPMU_IA_NR_ETB);
		s->bs.hw_idx = xpmu_ia_etb_newest(pmd38);
	}
	s->event = event;
}

/**
 * xpmu_ia_irq() - the performance monitor interrupt (3.3.11).
 * @data: the PMU.
 * @regs: the interrupted registers.
 *
 * Context: hard interrupt on the cpu that overflowed.
 */
void xpmu_ia_irq(void *data, struct pt_regs *regs)
{
	struct xpmu_ia_pmu *p = data;
	struct xpmu_ia_cpu *cpu = this_cpu_ptr(p->cpus);
	struct pt_regs *sregs;
	unsigned long ovf;
	unsigned int c;
	u64 pmc0;

	pmc0 = rd_pmc(p, 0);
	ovf = pmc0 & p->m->pmc0_ovf;
	for_each_set_bit(c, &ovf, XPMU_IA_MAX_CTR) {
		struct perf_event *event = cpu->events[c];

		if (!event || (event->hw.state & PERF_HES_STOPPED))
			continue;
		ia_update(p, event);
		if (!ia_set_period(p, event) || !is_sampling_event(event) || !regs)
			continue;
		read_sample(p, cpu, event);
		sregs = xpmu_ia_sample_regs(&cpu->smp, event, regs);
		if (sregs && xpmu_ia_overflow(event, sregs))
			ia_stop(event, 0);
		cpu->smp.event = NULL;
	}
	cpu->irqs++;
	wr_pmc(p, 0, cpu->disabled ? XPMU_IA_PMC0_FR : 0);
}

static int ia_validate_group(struct xpmu_ia_pmu *p, struct perf_event *event)
{
	struct perf_event *leader = event->group_leader, *sib;
	struct xpmu_ia_req reqs[XPMU_IA_MAX_CTR + 1];
	enum xpmu_ia_rule rule;
	unsigned int n = 0;

	/*
	 * A new sibling: perf core holds the leader's ctx->mutex around
	 * event_init.  A new leader has no siblings (and no ctx) yet.
	 */
	if (leader != event) {
		if (leader->pmu == event->pmu)
			reqs[n++] = req_of(leader);
		for_each_sibling_event(sib, leader) {
			if (sib->pmu != event->pmu || sib == event)
				continue;
			if (n >= XPMU_IA_MAX_CTR)
				return -EINVAL;
			reqs[n++] = req_of(sib);
		}
	}
	reqs[n++] = req_of(event);
	if (leader != event) {
		bool fits = leader->pmu != event->pmu || ext_fits(event, &leader, 1);

		for_each_sibling_event(sib, leader)
			if (sib->pmu == event->pmu && sib != event)
				fits = fits && ext_fits(event, &sib, 1);
		if (!fits) {
			dev_dbg(p->pmu.dev, "group refused: members need different qualification, EAR or trace buffer settings\n");
			return -EINVAL;
		}
	}
	if (xpmu_ia_schedule(p->m, reqs, n, &rule)) {
		dev_dbg(p->pmu.dev, "group of %u events refused: %s\n", n,
			xpmu_ia_rule_names[rule]);
		return -EINVAL;
	}
	return 0;
}

static void ia_destroy(struct perf_event *event)
{
	kfree(event->pmu_private);
	event->pmu_private = NULL;
	module_put(to_ia(event->pmu)->hw->owner);
}

/*
 * An IBR pair is in use when its mask is set (qual.c sets its plm bits);
 * DBR pair 0 when PMC41's cfgdtag0 uses it (3.3.7): its base may be 0.
 */
static bool hw_has_ranges(struct xpmu_ia_pmu *p, const struct xpmu_ia_ext *ext)
{
	const struct xpmu_ia_qregs *q = &ext->q;
	u64 dtag = FIELD_GET(XPMU_IA_PMC41_CFGDTAG(0), q->pmc41);

	if (!p->hw->ops->write_ibr && (q->ibr[1] || q->ibr[3] || q->ibr[5] || q->ibr[7]))
		return false;
	return p->hw->ops->write_dbr ||
	       (dtag != XPMU_IA_DTAG_DBR && dtag != XPMU_IA_DTAG_IBR_OPC_DBR);
}

/*
 * plm (Table 3-6): Linux uses levels 0 and 3, so exclude_hv changes
 * nothing.  exclude_guest must be accepted (as intel_set_masks()): perf
 * sets it by default (event_attr_init()), and perf 6.12's
 * evsel__detect_missing_features() and evsel__fallback() then looped
 * forever on an EOPNOTSUPP branch filter.
 */
static int ia_check_excludes(const struct perf_event_attr *attr,
			     const char **why)
{
	if (attr->exclude_idle) {
		*why = "exclude_idle: the counters cannot tell the idle loop";
		return -EINVAL;
	}
	if (attr->exclude_host) {
		*why = "exclude_host: only the host runs here, so it would count nothing";
		return -EINVAL;
	}
	if (attr->exclude_user && attr->exclude_kernel) {
		*why = "exclude_user and exclude_kernel: plm 0 counts nothing (Table 3-6)";
		return -EINVAL;
	}
	return 0;
}

static int ia_event_check_attr(struct xpmu_ia_pmu *p, struct perf_event *event)
{
	const struct perf_event_attr *attr = &event->attr;
	const char *why;
	int ret;

	ret = xpmu_attr_check(event, p->m->name);
	if (ret)
		return ret;
	if (!XPMU_IA_PER_TASK && (event->attach_state & PERF_ATTACH_TASK)) {
		pr_info_ratelimited("%s: per-task events need Linux 6.2 or later (perf's per-PMU task contexts): count system-wide (-a or -C)\n",
				    p->m->name);
		return -EINVAL;
	}
	if (ia_check_excludes(attr, &why)) {
		dev_dbg(p->pmu.dev, "%s\n", why);
		return -EINVAL;
	}
	/* A sample's IP is the interrupted one: any skid (overflow.c). */
	if (attr->precise_ip) {
		dev_dbg(p->pmu.dev, "precise_ip %u: samples have no skid bound\n",
			attr->precise_ip);
		return xpmu_attr_unsupported(attr);
	}
	return 0;
}

/* A new xpmu_ia_event, or an ERR_PTR with a dev_dbg naming the rule. */
static struct xpmu_ia_event *ia_event_decode(struct xpmu_ia_pmu *p,
					     struct perf_event *event)
{
	const struct perf_event_attr *attr = &event->attr;
	struct xpmu_ia_event *ev;
	struct xpmu_ia_req req;
	const char *why;
	int ret;

	if (xpmu_ia_req_init(p->m, &p->bits, attr->config, &req, &why)) {
		dev_dbg(p->pmu.dev, "config %#llx refused: %s\n", attr->config, why);
		return ERR_PTR(-EINVAL);
	}
	ev = kzalloc(sizeof(*ev), GFP_KERNEL);
	if (!ev)
		return ERR_PTR(-ENOMEM);
	ev->req = req;
	ret = xpmu_ia_ext_init(p->m, attr, &ev->ext, &why);
	if (!ret && !hw_has_ranges(p, &ev->ext)) {
		why = "this machine gives no access to the breakpoint registers";
		ret = -EOPNOTSUPP;
	}
	if (ret) {
		dev_dbg(p->pmu.dev, "config %#llx/%#llx/%#llx, branch_sample_type %#llx refused: %s\n",
			attr->config, attr->config1, attr->config2,
			has_branch_stack(event) ? attr->branch_sample_type : 0, why);
		kfree(ev);
		return ERR_PTR(ret == -EOPNOTSUPP ? xpmu_attr_unsupported(attr) : ret);
	}
	return ev;
}

/*
 * .all counts the other thread's task too (Table 3-6); x86 asks
 * perf_allow_cpu() (intel_pmu_hw_config()), but the paranoid sysctl is not
 * exported: CAP_PERFMON at every level.
 */
static int ia_check_all(struct xpmu_ia_pmu *p, struct perf_event *event,
			const struct xpmu_ia_event *ev)
{
	if (!ev->req.all || !(event->attach_state & PERF_ATTACH_TASK) ||
	    perfmon_capable())
		return 0;
	pr_info_ratelimited("%s: all=1 counts the other thread's task too: a per-task event needs CAP_PERFMON for it\n",
			    p->m->name);
	return -EACCES;
}

/*
 * Errata 120, 121 (perfmon2's perfmon_montecito.c): under SMT no IP-EAR,
 * no overflow on PMD10-15, so events go on PMD4-9, as perfmon2 kept them.
 */
static int ia_check_errata(struct xpmu_ia_pmu *p, struct xpmu_ia_event *ev)
{
	if (!p->hw->smt || !p->m->smt_errata)
		return 0;
	if ((ev->ext.res & BIT(XPMU_IA_RES_ETB)) &&
	    FIELD_GET(XPMU_IA_PMC42_MODE, ev->ext.pmc42) == XPMU_IA_IPEAR_MODE) {
		pr_info_ratelimited("%s: erratum 120: no IP-EAR while the cores run two threads\n",
				    p->m->name);
		return -EINVAL;
	}
	ev->req.allowed &= GENMASK(9, 4);
	if (!ev->req.allowed) {
		pr_info_ratelimited("%s: erratum 121: this event counts only in PMD10-15, which cannot overflow while the cores run two threads\n",
				    p->m->name);
		return -EINVAL;
	}
	return 0;
}

/*
 * A child inherited at fork already has xpmu_ia_sample_output() as its
 * handler (inherit_event()): it must call what its parent calls.
 */
static void ia_event_chain_output(struct perf_event *event,
				  struct xpmu_ia_event *ev)
{
	if (event->parent) {
		const struct xpmu_ia_event *pev = event->parent->pmu_private;

		ev->output = pev->output;
	} else {
		ev->output = event->overflow_handler;
	}
	event->overflow_handler = xpmu_ia_sample_output;
}

/**
 * ia_event_init() - pmu::event_init: check @event; pin the backend.
 * @event: the new event.
 *
 * Context: process context.
 * Return: 0; -ENOENT for another PMU's event; -EINVAL (with a dev_dbg)
 * or -EOPNOTSUPP when refused; -EACCES for .all on a per-task event
 * without CAP_PERFMON; -ENOMEM; -ENODEV if the backend is going away.
 */
static int ia_event_init(struct perf_event *event)
{
	struct xpmu_ia_pmu *p = to_ia(event->pmu);
	struct perf_event_attr *attr = &event->attr;
	struct hw_perf_event *hwc = &event->hw;
	struct xpmu_ia_event *ev;
	int ret;

	ret = ia_event_check_attr(p, event);
	if (ret)
		return ret;
	ev = ia_event_decode(p, event);
	if (IS_ERR(ev))
		return PTR_ERR(ev);
	event->pmu_private = ev;
	ret = ia_check_all(p, event, ev);
	if (!ret)
		ret = ia_check_errata(p, ev);
	if (!ret)
		ret = ia_validate_group(p, event);
	/* The backend's registers must outlive the event. */
	if (!ret && !try_module_get(p->hw->owner))
		ret = -ENODEV;
	if (ret) {
		event->pmu_private = NULL;
		kfree(ev);
		return ret;
	}

	event->destroy = ia_destroy;
	/* In a module every sample needs it too: overflow.c's two overflows. */
	if (ev->ext.sample || (XPMU_IA_VIA_TP && is_sampling_event(event)))
		ia_event_chain_output(event, ev);
	hwc->idx = -1;
	/* Always oi: counting events fold before a wrap. */
	hwc->config = xpmu_ia_pmc(&p->bits, attr->config, attr->exclude_user,
				  attr->exclude_kernel, true);
	if (!is_sampling_event(event)) {
		hwc->sample_period = xpmu_ia_max_period(p->m->width);
		hwc->last_period = hwc->sample_period;
		local64_set(&hwc->period_left, hwc->sample_period);
	}
	return 0;
}

/**
 * xpmu_ia_pmu_init() - fill in @p's perf callbacks.
 * @p: the PMU; @m and @hw already set.
 *
 * Context: process context.
 */
void xpmu_ia_pmu_init(struct xpmu_ia_pmu *p)
{
	p->pmu = (struct pmu){
		.module = THIS_MODULE,
		.task_ctx_nr = XPMU_IA_TASK_CTX,
		.event_init = ia_event_init,
		.add = ia_add,
		.del = ia_del,
		.start = ia_start,
		.stop = ia_stop,
		.read = ia_read,
		.pmu_enable = ia_pmu_enable,
		.pmu_disable = ia_pmu_disable,
		.sched_task = XPMU_IA_SCHED_TASK,
	};
}
