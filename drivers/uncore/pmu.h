/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the PMU's callbacks (pmu.c) and its event checks (event_init.c)
 * share: an event's PMU, box and counters.
 */
#ifndef _XPMU_UNCORE_PMU_H
#define _XPMU_UNCORE_PMU_H

#include <linux/bitfield.h>
#include <linux/bits.h>
#include <linux/perf_event.h>

#include <xpmu/uncore/pmon_regs.h>

#include "catalog/catalog.h"
#include "uncore.h"

static inline struct xpmu_unc_pmu *to_xpmu_pmu(struct pmu *pmu)
{
	return container_of(pmu, struct xpmu_unc_pmu, pmu);
}

static inline struct xpmu_unc_box *event_box(struct perf_event *event)
{
	return event->pmu_private;
}

/* The fixed counter @event selects, as an index into desc->fixed, or -1. */
static inline int event_fixed(const struct xpmu_unc_pmu *xp, const struct perf_event *event)
{
	unsigned int k;

	for (k = 0; k < xp->desc->nr_fixed; k++)
		if (xp->desc->fixed[k].config == event->attr.config)
			return k;
	return -1;
}

static inline bool event_is_fixed(const struct xpmu_unc_pmu *xp, const struct perf_event *event)
{
	return event_fixed(xp, event) >= 0;
}

/* The event list's "Ctrs" column for the event code (catalog/events_gen.c). */
static inline u64 event_counters(struct xpmu_unc_box *box, struct perf_event *event)
{
	u8 code = FIELD_GET(XPMU_UNC_CTL_EV_SEL, event->attr.config);

	return xpmu_unc_catalog_counters(box->pmu->desc->catalog, code) &
	       GENMASK_ULL(box->unit->num_regs - 1, 0);
}

static inline bool uses_filter(const struct perf_event *event)
{
	return event->hw.extra_reg.idx >= 0;
}

/* event_init.c */
int xpmu_unc_event_init(struct perf_event *event);

#endif /* _XPMU_UNCORE_PMU_H */
