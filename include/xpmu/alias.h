/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A PMU's sysfs events/ aliases, as both PMU families (xpmu_uncore and
 * xpmu_itanium) declare them: static attribute arrays of XPMU_EV()
 * elements, generated from their catalogs (Documentation/catalog.rst,
 * itanium.rst).
 *
 * A static attribute's default lockdep key is its own (struct attribute's
 * skey): the uncore's 2,900 aliases would take a third of lockdep's 8,192
 * classes, and unloading the module would zap each with interrupts off
 * (over 20 s under QEMU).  They share one, as dynamic attributes
 * initialised at one sysfs_attr_init() call site do: each module that
 * uses XPMU_EV() defines xpmu_alias_key once (the modules export none).
 */
#ifndef _XPMU_ALIAS_H
#define _XPMU_ALIAS_H

#include <linux/lockdep_types.h>
#include <linux/perf_event.h>
#include <linux/sysfs.h>

#ifdef CONFIG_DEBUG_LOCK_ALLOC
extern struct lock_class_key xpmu_alias_key;
#define XPMU_EV_LOCKDEP_KEY .key = &xpmu_alias_key,
#else
#define XPMU_EV_LOCKDEP_KEY
#endif

/*
 * One events/ alias, sysfs name and the perf config string it shows, as
 * an element of an attribute array: a compound literal, so that the
 * array is the alias list itself (as drivers/perf/arm-cmn.c's
 * CMN_EVENT_ATTR).
 */
#define XPMU_EV(_name, _config)						\
	(&((struct perf_pmu_events_attr[]) {				\
		{ .attr = { .attr = { .name = _name, .mode = 0444,	\
				      XPMU_EV_LOCKDEP_KEY },		\
			    .show = perf_event_sysfs_show },		\
		  .event_str = _config }				\
	})[0].attr.attr)

#endif /* _XPMU_ALIAS_H */
