// SPDX-License-Identifier: GPL-2.0-only
/*
 * Handing one sample to perf from a module.
 *
 * perf_event_overflow(), which built-in PMU drivers call, is not exported
 * to modules (6.1 and 6.12).  The exported tracepoint delivery,
 * perf_tp_event(), ends in the same __perf_event_overflow() for each event
 * of the list it is given: through perf_swevent_event() and
 * perf_swevent_overflow(), which also apply the software-event period
 * bookkeeping to hw.period_left and add @count to the event's count.  So
 * the event goes on a one-entry list of its own (hw's hlist_entry is only
 * used by software and tracepoint events), and that bookkeeping is
 * neutralised: period_left is set to 0 so that exactly one overflow is
 * taken, and restored afterwards; a count passed for PERF_SAMPLE_PERIOD is
 * taken back off.  Throttling stays with perf core: it marks the event
 * (hw.interrupts == MAX_INTERRUPTS) and this file reports it so the
 * caller stops the counter, as perf_event_overflow()'s return would.
 */

#include <linux/perf_event.h>
#include <linux/rculist.h>
#include <linux/trace_events.h>

#include "pmu.h"

/* kernel/events/core.c's MAX_INTERRUPTS: the event is throttled. */
#define XPMU_IA_THROTTLED	(~0ULL)

/**
 * xpmu_ia_overflow() - deliver one sample of @event taken at @regs.
 * @event: a sampling event whose period just elapsed; hw.last_period is
 *	the period that elapsed.
 * @regs: the interrupted registers.
 *
 * Context: hard interrupt on @event's cpu.
 * Return: true if perf throttled the event: stop its counter.
 */
bool xpmu_ia_overflow(struct perf_event *event, struct pt_regs *regs)
{
	struct hw_perf_event *hwc = &event->hw;
	struct trace_entry entry = { };
	struct hlist_head head = HLIST_HEAD_INIT;
	s64 left = local64_read(&hwc->period_left);
	u64 nr = 0;
	int rctx;

	if (!hwc->last_period)
		return false;
	rctx = perf_swevent_get_recursion_context();
	if (rctx < 0)
		return false;
	/* With PERF_SAMPLE_PERIOD and a fixed period the sample's period is @nr. */
	if ((event->attr.sample_type & PERF_SAMPLE_PERIOD) && !event->attr.freq)
		nr = hwc->last_period;
	local64_set(&hwc->period_left, 0);
	hlist_add_head_rcu(&event->hlist_entry, &head);
	/* Puts rctx back. */
	perf_tp_event(0, nr, &entry, sizeof(entry), regs, &head, rctx, NULL);
	hlist_del_rcu(&event->hlist_entry);
	local64_sub(nr, &event->count);
	local64_set(&hwc->period_left, left);
	return hwc->interrupts == XPMU_IA_THROTTLED;
}
