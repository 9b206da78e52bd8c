/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The EMR event catalog as the driver uses it: counter restrictions and
 * the kernel's aliases per PMU name stem, generated into events_gen.c
 * from data/emr by scripts/catalog/emr_sysfs.py (Documentation/catalog.rst).
 * catalog=1's aliases are in a module of their own (aliases.h).
 */
#ifndef _XPMU_CATALOG_H
#define _XPMU_CATALOG_H

#include <linux/sysfs.h>
#include <linux/types.h>

#include <xpmu/alias.h>

/**
 * struct xpmu_unc_restrict - the counters one event code may use.
 * @event: event select (control bits 7:0).
 * @counters: bit n set when counter n may count it (the event list's
 *	"Ctrs" column).
 */
struct xpmu_unc_restrict {
	u8 event;
	u8 counters;
};

/**
 * struct xpmu_unc_catalog - what the catalog gives one unit type's PMUs.
 * @stem: the unit type's name, which names its catalog=1 aliases
 *	(xpmu_unc_aliases_of()).
 * @base: the events/ sysfs group of catalog=0: the kernel's names
 *	(data/emr/aliases.json).
 * @restricts: restricted event codes, sorted by @event, or NULL.  An
 *	event code not listed may use every counter.
 * @nr_restricts: entries in @restricts.
 */
struct xpmu_unc_catalog {
	const char *stem;
	struct attribute_group base;
	const struct xpmu_unc_restrict *restricts;
	unsigned int nr_restricts;
};

/* The generated catalogs, one per units.def type that has one. */
#define XPMU_UNIT(...)
#define XPMU_UNIT_CAT(stem, ...)					\
	extern const struct xpmu_unc_catalog xpmu_unc_catalog_##stem;
#include <xpmu/uncore/units.def>

u64 xpmu_unc_catalog_counters(const struct xpmu_unc_catalog *cat, u8 event);

#endif /* _XPMU_CATALOG_H */
