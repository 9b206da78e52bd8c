/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Taking a PMU out of perf without leaving perf's multiplexing timer
 * queued in freed memory.
 */
#ifndef _XPMU_PMU_UNREGISTER_H
#define _XPMU_PMU_UNREGISTER_H

#include <linux/err.h>
#include <linux/hrtimer.h>
#include <linux/perf_event.h>
#include <linux/sysfs.h>

/*
 * The per-cpu context that holds a PMU's multiplexing hrtimer (Kbuild's
 * feature tests): 6.1's struct perf_cpu_context, 6.2's struct
 * perf_cpu_pmu_context, and since "perf: Detach perf_cpu_pmu_context and
 * pmu lifetimes" (6.15) a pointer to one a cpu.
 */
static inline struct hrtimer *xpmu_mux_hrtimer(struct pmu *pmu, int cpu)
{
#if defined(XPMU_PMU_CPU_CONTEXT)
	return &per_cpu_ptr(pmu->pmu_cpu_context, cpu)->hrtimer;
#elif defined(XPMU_CPC_POINTERS)
	return &(*per_cpu_ptr(pmu->cpu_pmu_context, cpu))->hrtimer;
#else
	return &per_cpu_ptr(pmu->cpu_pmu_context, cpu)->hrtimer;
#endif
}

/*
 * Whether perf_pmu_unregister() frees the PMU's context: 6.1 frees only
 * a context of the PMU's own (free_pmu_context()), not one it shares with
 * the core PMU (perf_hw_context), whose timer is the core PMU's.
 */
static inline bool xpmu_mux_context_own(const struct pmu *pmu)
{
#ifdef XPMU_PMU_CPU_CONTEXT
	return pmu->task_ctx_nr <= perf_invalid_context;
#else
	return true;
#endif
}

/**
 * xpmu_perf_pmu_unregister() - perf_pmu_unregister(), the PMU's
 *	multiplexing timers stopped first.
 * @pmu: a registered PMU that has no events (its module is going).
 *
 * perf core arms a cpu's multiplexing hrtimer of a PMU while its events
 * take turns, and on every cpu whenever root writes the PMU's
 * perf_event_mux_interval_ms, and lets it run out by itself: up to one
 * interval, whatever was written there, after the last event.
 * perf_pmu_unregister() frees the context that holds the timer without
 * cancelling it (free_pmu_context() in 6.1 and 6.12, perf_pmu_free() in
 * 6.15), so an rmmod within that interval leaves a queued timer in freed
 * memory: under the model, a minute's interval and an rmmod crashed the
 * next insmod, which reused that memory (debugobjects: "init active"
 * hrtimer; rb_insert_color() or rb_erase() oopsed in a hard interrupt;
 * tests/guest/native/lifecycle.sh).  The attribute goes first (kernfs
 * waits for a write in progress), so nothing can arm the timer again
 * before perf_pmu_unregister() frees it.
 *
 * Context: process context.
 */
static inline void xpmu_perf_pmu_unregister(struct pmu *pmu)
{
	static const struct attribute mux = {
		.name = "perf_event_mux_interval_ms",
	};
	int cpu;

	if (!IS_ERR_OR_NULL(pmu->dev))
		sysfs_remove_file(&pmu->dev->kobj, &mux);
	if (xpmu_mux_context_own(pmu))
		for_each_possible_cpu(cpu)
			hrtimer_cancel(xpmu_mux_hrtimer(pmu, cpu));
	perf_pmu_unregister(pmu);
}

#endif /* _XPMU_PMU_UNREGISTER_H */
