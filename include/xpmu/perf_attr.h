/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * perf_event_attr fields that one of the two kernels the modules run on
 * (Debian 12's 6.1 and 6.12) refuses in its perf core and the other
 * hands to event_init: the drivers refuse them too, with 6.1's errno,
 * so that a user gets one answer on both (Documentation/uncore.rst
 * "Rules an event must follow", itanium.rst "Formats and encoding").
 */
#ifndef _XPMU_PERF_ATTR_H
#define _XPMU_PERF_ATTR_H

#include <linux/bits.h>
#include <linux/errno.h>
#include <linux/perf_event.h>
#include <linux/printk.h>
#include <linux/string.h>

/*
 * Fields after PERF_ATTR_SIZE_VER7, where 6.1's struct ends: 6.3's
 * config3 so far.  6.1's perf_copy_attr() answers E2BIG for them (a
 * non-zero byte beyond its struct); neither family's formats use them,
 * so the drivers refuse them (EINVAL, as unknown config bits).
 */
static inline bool xpmu_attr_newer_fields(const struct perf_event_attr *attr)
{
	return memchr_inv((const u8 *)attr + PERF_ATTR_SIZE_VER7, 0,
			  sizeof(*attr) - PERF_ATTR_SIZE_VER7);
}

/*
 * branch_sample_type bits past 6.1's last one (PRIV_SAVE, bit 18): 6.8's
 * PERF_SAMPLE_BRANCH_COUNTERS so far.  6.1's perf_copy_attr() answers
 * EINVAL for them (beyond its PERF_SAMPLE_BRANCH_MAX): so do the drivers.
 */
#define XPMU_BRANCH_KNOWN	GENMASK_ULL(PERF_SAMPLE_BRANCH_PRIV_SAVE_SHIFT, 0)

static inline bool xpmu_attr_newer_branch_bits(const struct perf_event_attr *attr)
{
	return (attr->sample_type & PERF_SAMPLE_BRANCH_STACK) &&
	       (attr->branch_sample_type & ~XPMU_BRANCH_KNOWN);
}

/*
 * The errno of a feature the PMU has not (precise_ip, a branch filter):
 * EOPNOTSUPP, which perf reports as such, while the event asks for
 * exclude_guest (perf's default); EINVAL without it.  perf 6.12 answers
 * EOPNOTSUPP by setting exclude_guest and trying again
 * (tools/perf/util/evsel.c, evsel__fallback()), and clears it before
 * every open on a PMU that refused an event with EINVAL twice
 * (evsel__detect_missing_features() marks exclude_guest missing there,
 * evsel__disable_missing_features() acts on it): EOPNOTSUPP without
 * exclude_guest then loops in perf forever, deaf to SIGTERM.  EINVAL ends
 * perf's fallbacks with its "invalid or unsupported event" message.
 */
static inline int xpmu_attr_unsupported(const struct perf_event_attr *attr)
{
	return attr->exclude_guest ? -EOPNOTSUPP : -EINVAL;
}

/**
 * xpmu_attr_check() - the checks every xpmu event_init makes first.
 * @event: the event perf core hands to event_init.
 * @pmu: the PMU's name, for the debug line.
 *
 * The fields above are refused before the backend's own rules, as 6.1's
 * perf_copy_attr() refuses them before any PMU sees the event, so that no
 * other refusal (an EOPNOTSUPP that sends perf into its fallbacks, say)
 * answers first on 6.12.
 *
 * Context: event_init, process context.
 * Return: 0; -ENOENT for another PMU's event; -EINVAL, with a pr_debug
 * line naming the field.
 */
static inline int xpmu_attr_check(const struct perf_event *event,
				  const char *pmu)
{
	const struct perf_event_attr *attr = &event->attr;

	if (attr->type != event->pmu->type)
		return -ENOENT;
	if (xpmu_attr_newer_fields(attr)) {
		pr_debug("%s: config3 (or a newer attr field) is set: no format uses it\n",
			 pmu);
		return -EINVAL;
	}
	if (xpmu_attr_newer_branch_bits(attr)) {
		pr_debug("%s: branch_sample_type bits %#llx are not defined\n",
			 pmu, attr->branch_sample_type & ~XPMU_BRANCH_KNOWN);
		return -EINVAL;
	}
	return 0;
}

#endif /* _XPMU_PERF_ATTR_H */
