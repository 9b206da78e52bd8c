// SPDX-License-Identifier: GPL-2.0-only
/*
 * Counter restrictions from the event catalog: which counters an event
 * code may use (the "Ctrs" column of each event list in chapter 2 of the
 * EMR uncore guide), looked up in the generated events_gen.c.
 */

#include <linux/bsearch.h>
#include <linux/export.h>
#include <linux/limits.h>

#include <kunit/visibility.h>

#include "catalog.h"

#ifdef CONFIG_DEBUG_LOCK_ALLOC
/* The one lockdep class of every alias's sysfs file (xpmu/alias.h). */
struct lock_class_key xpmu_alias_key;
#endif

static int restrict_cmp(const void *key, const void *elt)
{
	const struct xpmu_unc_restrict *r = elt;

	return (int)*(const u8 *)key - (int)r->event;
}

/**
 * xpmu_unc_catalog_counters() - the counters an event code may use.
 * @cat: the unit type's catalog, or NULL for a type without one.
 * @event: event select.
 *
 * Context: any.
 * Return: a mask of counter indices; every bit set when the catalog does
 * not restrict the event (the caller masks it with the box's counters).
 */
u64 xpmu_unc_catalog_counters(const struct xpmu_unc_catalog *cat, u8 event)
{
	const struct xpmu_unc_restrict *r;

	if (!cat)
		return U64_MAX;
	r = bsearch(&event, cat->restricts, cat->nr_restricts, sizeof(*r),
		    restrict_cmp);
	return r ? r->counters : U64_MAX;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_catalog_counters);
