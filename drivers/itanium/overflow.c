// SPDX-License-Identifier: GPL-2.0-only
/*
 * One sample to perf (Documentation/itanium.rst, "Samples from a module").
 * Built in: perf_event_overflow(), as a core PMU (kernel/events/core.c:
 * __perf_event_account_interrupt(), perf_adjust_freq_unthr_context()).
 * A module: perf_tp_event() reaches __perf_event_overflow() via
 * perf_swevent_overflow() with throttle = 0 for a call's first overflow,
 * and perf_event_task_tick() unthrottles only where perf throttled: two
 * overflows a call (period_left = last_period, perf_swevent_set_period()),
 * the first taken back.  Around it: hw.freq_time_stamp in the future (a
 * delta <= 0 is skipped); PERF_SAMPLE_PERIOD hidden (perf_swevent_event()'s
 * one-overflow path); event_limit given back its one.
 */

#include <linux/perf_event.h>
#include <linux/rculist.h>
#include <linux/sched.h>
#include <linux/sched/task_stack.h>
#include <linux/trace_events.h>
#include <asm/page.h>
#include <asm/ptrace.h>
#ifndef CONFIG_IA64
#include <asm/segment.h>
#endif

#include "pmu.h"

/* kernel/events/core.c's MAX_INTERRUPTS: the event is throttled. */
#define XPMU_IA_THROTTLED	(~0ULL)

/* Undo xpmu_ia_overflow()'s changes for the first of two overflows. */
static void first_restore(struct perf_event *event, struct xpmu_ia_sample *s)
{
	s->first = false;
	event->attr.sample_type = s->sample_type;
	event->hw.freq_time_stamp = s->stamp;
}

/**
 * xpmu_ia_overflow() - deliver one sample of @event taken at @regs.
 * @event: a sampling event whose period just elapsed; hw.last_period is
 *	the period that elapsed.
 * @regs: the interrupted registers.
 *
 * Context: hard interrupt on @event's cpu.
 * Return: true if perf throttled or disabled the event: stop its counter.
 */
bool xpmu_ia_overflow(struct perf_event *event, struct pt_regs *regs)
{
	struct hw_perf_event *hwc = &event->hw;
#ifdef MODULE
	struct xpmu_ia_pmu *p = container_of(event->pmu, struct xpmu_ia_pmu, pmu);
	struct xpmu_ia_sample *s = &this_cpu_ptr(p->cpus)->smp;
	struct trace_entry entry = { };
	struct hlist_head head = HLIST_HEAD_INIT;
	s64 left = local64_read(&hwc->period_left);
	bool limited;
	int rctx;

	/* No perf_tp_event() to call: core.c then takes no interrupt. */
	if (!IS_ENABLED(CONFIG_EVENT_TRACING) || !hwc->last_period)
		return false;
	rctx = perf_swevent_get_recursion_context();
	if (rctx < 0)
		return false;
	s->first = true;
	s->sample_type = event->attr.sample_type;
	s->stamp = hwc->freq_time_stamp;
	event->attr.sample_type &= ~PERF_SAMPLE_PERIOD;
	hwc->freq_time_stamp = S64_MAX;
	limited = atomic_inc_not_zero(&event->event_limit);
	local64_set(&hwc->period_left, hwc->last_period);
	hlist_add_head_rcu(&event->hlist_entry, &head);
	/* Puts rctx back. */
	perf_tp_event(0, 0, &entry, sizeof(entry), regs, &head, rctx, NULL);
	hlist_del_rcu(&event->hlist_entry);
	/* perf_tp_event_match() refused the sample: neither overflow ran. */
	if (s->first) {
		first_restore(event, s);
		if (limited)
			atomic_dec(&event->event_limit);
	}
	local64_set(&hwc->period_left, left);
	return hwc->interrupts == XPMU_IA_THROTTLED;
#else
	struct perf_sample_data data;

	if (!hwc->last_period)
		return false;
	perf_sample_data_init(&data, 0, hwc->last_period);
	return perf_event_overflow(event, &data, regs);
#endif
}

/*
 * On ia64 regions 5-7 are the kernel's (asm/page.h); the gate page in
 * region 5, user level up to its epc, is taken as the kernel's.
 */
static void sample_regs_set_mode(struct pt_regs *regs, unsigned long ip)
{
#ifdef CONFIG_IA64
	ia64_psr(regs)->cpl = REGION_NUMBER(ip) >= RGN_GATE ? 0 : 3;
#else
	regs->cs = ip >= TASK_SIZE_MAX ? __KERNEL_CS : __USER_CS;
#endif
}

/**
 * xpmu_ia_sample_regs() - the registers @event's sample is taken at.
 * @s: the cpu's sample data, read_sample() done.
 * @event: the event overflowing.
 * @regs: the interrupted registers.
 *
 * perf_tp_event_match() drops an exclude_kernel sample in kernel mode
 * (perf_event_overflow() keeps it): take the user registers, as
 * perf_get_regs_user().  An EAR's instruction is the IP, as pfmon shows
 * it, in a copy, as x86's PEBS (set_linear_ip()).
 *
 * Context: hard interrupt on @event's cpu.
 * Return: @regs, the task's user registers, or @s's copy of either with
 * the EAR's instruction; NULL if the sample has no context to be taken at.
 */
struct pt_regs *xpmu_ia_sample_regs(struct xpmu_ia_sample *s,
				    struct perf_event *event,
				    struct pt_regs *regs)
{
	struct pt_regs *copy;

	if (event->attr.exclude_kernel && !user_mode(regs)) {
		if (!current->mm || (current->flags & PF_KTHREAD))
			return NULL;
		regs = task_pt_regs(current);
	}
	if (s->event != event || !(s->kind & (XPMU_IA_SMP_DEAR | XPMU_IA_SMP_IEAR)) ||
	    !s->ear.valid || !s->ear.ip)
		return regs;
	copy = &s->regs;
	*copy = *regs;
	/* ia64's instruction_pointer_set() does not parenthesise its argument. */
	instruction_pointer_set(copy, s->ear.ip);
	sample_regs_set_mode(copy, s->ear.ip);
	return copy;
}

static void save_brstack(struct perf_sample_data *data, struct perf_event *event,
			 struct perf_branch_stack *bs)
{
#if defined(XPMU_SAVE_BRSTACK_CNTR)
	perf_sample_save_brstack(data, event, bs, NULL);
#elif defined(XPMU_HAVE_SAVE_BRSTACK)
	perf_sample_save_brstack(data, event, bs);
#else
	/* 6.1: no helper; perf_prepare_sample() sizes the stack itself. */
	data->br_stack = bs;
	data->sample_flags |= PERF_SAMPLE_BRANCH_STACK;
#endif
}

/**
 * xpmu_ia_sample_output() - overflow handler adding EAR or trace buffer
 * data (perf_tp_event() builds the sample itself).
 * @event: the event.
 * @data: the sample; fields not flagged in sample_flags are filled in by
 *	perf_prepare_sample() afterwards.
 * @regs: the interrupted registers.
 *
 * Context: hard interrupt, from xpmu_ia_overflow() on @event's cpu.
 */
void xpmu_ia_sample_output(struct perf_event *event, struct perf_sample_data *data,
			   struct pt_regs *regs)
{
	struct xpmu_ia_pmu *p = container_of(event->pmu, struct xpmu_ia_pmu, pmu);
	struct xpmu_ia_sample *s = &this_cpu_ptr(p->cpus)->smp;
	struct xpmu_ia_event *ev = event->pmu_private;
	u64 type;

	/*
	 * The first of two: take its interrupt back, at a tick's first (1)
	 * by moving hw.interrupts_seq back: the second is never throttled.
	 */
	if (XPMU_IA_VIA_TP && s->first) {
		first_restore(event, s);
		if (event->hw.interrupts == 1)
			event->hw.interrupts_seq--;
		else
			event->hw.interrupts--;
		return;
	}
	type = event->attr.sample_type;
	if (s->event == event && (s->kind & (XPMU_IA_SMP_DEAR | XPMU_IA_SMP_IEAR))) {
		bool dear = s->kind & XPMU_IA_SMP_DEAR;

		xpmu_ia_ear_to_perf(&s->ear, dear, dear ? ev->ext.pmc40 : ev->ext.pmc37,
				    type, data);
	}
	if (s->event == event && (s->kind & XPMU_IA_SMP_ETB) &&
	    (type & PERF_SAMPLE_BRANCH_STACK))
		save_brstack(data, event, &s->bs);
	ev->output(event, data, regs);
}
