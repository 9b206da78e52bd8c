// SPDX-License-Identifier: GPL-2.0-only
/*
 * Handing one sample to perf from a module.
 *
 * perf_event_overflow() is not exported to modules (6.1 and 6.12).  The
 * exported perf_tp_event() reaches the same __perf_event_overflow() through
 * perf_swevent_overflow(), whose software-event period bookkeeping is
 * neutralised here: the event goes on a one-entry list of its own (only
 * software and tracepoint events use hw.hlist_entry), period_left is 0 for
 * exactly one overflow and restored after, and a count passed for
 * PERF_SAMPLE_PERIOD is taken back off.  Throttling stays with perf core.
 *
 * perf_tp_event() builds the sample itself, so EAR and trace buffer data
 * are added by xpmu_ia_sample_output() as the event's overflow_handler.
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

	/* No perf_tp_event() to call: core.c then takes no interrupt. */
	if (!IS_ENABLED(CONFIG_EVENT_TRACING) || !hwc->last_period)
		return false;
	rctx = perf_swevent_get_recursion_context();
	if (rctx < 0)
		return false;
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
 * perf_tp_event() drops an exclude_kernel event's sample taken in kernel
 * mode (perf_tp_event_match()), where perf_event_overflow() would keep it;
 * so it is taken at the task's user registers (task_pt_regs(), as
 * perf_get_regs_user()).  A kernel thread's is not delivered.
 *
 * An EAR capture's instruction is the sample's IP, as pfmon shows it, in a
 * copy of the registers with the matching mode, as x86's PEBS does
 * (setup_pebs_fixed_sample_data(), set_linear_ip()).
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

/* Tables 3-19 and 3-24: where a TLB miss was served, by the EAR's stat. */
static const u64 ear_tlb[] = {
	[1] = PERF_MEM_TLB_L2 | PERF_MEM_TLB_HIT,	/* L2 TLB hit */
	[2] = PERF_MEM_TLB_WK | PERF_MEM_TLB_HIT,	/* VHPT hit */
	[3] = PERF_MEM_TLB_OS,				/* fault */
};

/* 3.3.8; perf's one TLB field, mem_dtlb, holds the ITLB result. */
static u64 iear_data_src(const struct xpmu_ia_sample *s, u64 pmc37)
{
	union perf_mem_data_src src = { .val = PERF_MEM_NA };

	src.mem_op = PERF_MEM_OP_EXEC;
	if (FIELD_GET(XPMU_IA_PMC37_CT, pmc37) & 2)
		src.mem_lvl = PERF_MEM_LVL_L1 | PERF_MEM_LVL_MISS;
	else
		src.mem_dtlb = ear_tlb[s->ear.stat & 3];
	return src.val;
}

/* 3.3.9. */
static u64 dear_data_src(const struct xpmu_ia_sample *s, u64 pmc40)
{
	union perf_mem_data_src src = { .val = PERF_MEM_NA };

	switch (FIELD_GET(XPMU_IA_PMC40_MODE, pmc40)) {
	case XPMU_IA_DEAR_CACHE:	/* Table 3-22: L1D load misses */
		src.mem_op = PERF_MEM_OP_LOAD;
		src.mem_lvl = PERF_MEM_LVL_L1 | PERF_MEM_LVL_MISS;
		break;
	case XPMU_IA_DEAR_TLB:		/* Table 3-24: loads and stores */
		src.mem_dtlb = ear_tlb[s->ear.stat & 3];
		break;
	default:			/* ALAT: no data address */
		break;
	}
	return src.val;
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
 * data to the sample, then calling perf's own handler.
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
	u64 type = event->attr.sample_type;

	if (s->event == event && (s->kind & (XPMU_IA_SMP_DEAR | XPMU_IA_SMP_IEAR)) &&
	    s->ear.valid) {
		if (s->ear.has_addr && (type & PERF_SAMPLE_ADDR)) {
			data->addr = s->ear.addr;
			data->sample_flags |= PERF_SAMPLE_ADDR;
		}
		if (s->ear.has_lat && (type & PERF_SAMPLE_WEIGHT_TYPE)) {
			data->weight.full = s->ear.latency;
			data->sample_flags |= PERF_SAMPLE_WEIGHT_TYPE;
		}
		if (type & PERF_SAMPLE_DATA_SRC) {
			data->data_src.val = (s->kind & XPMU_IA_SMP_DEAR) ?
					     dear_data_src(s, ev->ext.pmc40) :
					     iear_data_src(s, ev->ext.pmc37);
			data->sample_flags |= PERF_SAMPLE_DATA_SRC;
		}
	}
	if (s->event == event && (s->kind & XPMU_IA_SMP_ETB) &&
	    (type & PERF_SAMPLE_BRANCH_STACK))
		save_brstack(data, event, &s->bs);
	ev->output(event, data, regs);
}
