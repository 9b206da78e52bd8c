/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The EMR event catalog as the driver uses it: sysfs aliases and counter
 * restrictions per PMU name stem, generated into events.c from data/emr
 * by scripts/catalog/emr_sysfs.py (Documentation/catalog.rst).
 */
#ifndef _XPMU_UNITS_EVENTS_H
#define _XPMU_UNITS_EVENTS_H

#include <linux/perf_event.h>
#include <linux/sysfs.h>
#include <linux/types.h>

/*
 * Every alias's sysfs file takes its lockdep class from the attribute's
 * key.  A static attribute's default key is its own (struct attribute's
 * skey): some 2,900 aliases would be as many classes, a third of
 * lockdep's 8,192, and unloading the module would zap each with
 * interrupts off (over 20 s under QEMU).  They share one, as dynamic
 * attributes initialised at one sysfs_attr_init() call site do.
 */
#ifdef CONFIG_DEBUG_LOCK_ALLOC
extern struct lock_class_key xpmu_catalog_attr_key;
#define XPMU_EV_LOCKDEP_KEY .key = &xpmu_catalog_attr_key,
#else
#define XPMU_EV_LOCKDEP_KEY
#endif

/* One events/ alias: sysfs name and the perf config string it shows. */
#define XPMU_EV(_name, _config)						\
	{ .attr = { .attr = { .name = _name, .mode = 0444,		\
			      XPMU_EV_LOCKDEP_KEY },			\
		    .show = perf_event_sysfs_show },			\
	  .event_str = _config }

/**
 * struct xpmu_restrict - the counters one event code may use.
 * @event: event select (control bits 7:0).
 * @counters: bit n set when counter n may count it (the event list's
 *	"Ctrs" column).
 */
struct xpmu_restrict {
	u8 event;
	u8 counters;
};

/**
 * struct xpmu_catalog - what the catalog gives one unit type's PMUs.
 * @events: the events/ sysfs group of catalog=1: one alias per catalog
 *	event or umask.
 * @base: the events/ sysfs group of catalog=0: the unit's clockticks and
 *	the kernel's names (data/emr/aliases.json).
 * @restricts: restricted event codes, sorted by @event.  An event code
 *	not listed may use every counter.
 * @nr_restricts: entries in @restricts.
 */
struct xpmu_catalog {
	struct attribute_group events;
	struct attribute_group base;
	const struct xpmu_restrict *restricts;
	unsigned int nr_restricts;
};

extern const struct xpmu_catalog xpmu_catalog_cha, xpmu_catalog_iio,
	xpmu_catalog_irp, xpmu_catalog_m2pcie, xpmu_catalog_pcu,
	xpmu_catalog_imc, xpmu_catalog_m2m, xpmu_catalog_upi,
	xpmu_catalog_m3upi, xpmu_catalog_mdf, xpmu_catalog_cxlcm,
	xpmu_catalog_cxldp;

u64 xpmu_catalog_counters(const struct xpmu_catalog *cat, u8 event);

#endif /* _XPMU_UNITS_EVENTS_H */
