// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore_catalog: every name of the EMR event catalog as sysfs
 * aliases, for xpmu_uncore's catalog=1 (which takes them with
 * symbol_get(), loading this module if it has to, and holds it while
 * its PMUs show them).  Nothing else: the aliases are aliases_gen.c's.
 */

#include <linux/export.h>
#include <linux/module.h>
#include <linux/string.h>

#include "aliases.h"

#ifdef CONFIG_DEBUG_LOCK_ALLOC
/* The one lockdep class of every alias's sysfs file (xpmu/alias.h). */
struct lock_class_key xpmu_alias_key;
#endif

/**
 * xpmu_unc_aliases_of() - catalog=1's events/ of a unit type.
 * @stem: the unit type's name (struct xpmu_unc_catalog's @stem).
 *
 * Context: any.
 * Return: the unit type's aliases, or NULL if the catalog has none.
 */
const struct xpmu_unc_aliases *xpmu_unc_aliases_of(const char *stem)
{
	const struct xpmu_unc_aliases *a;

	for (a = xpmu_unc_aliases; a->stem; a++)
		if (!strcmp(a->stem, stem))
			return a;
	return NULL;
}
EXPORT_SYMBOL_GPL(xpmu_unc_aliases_of);	/* symbol_get() takes GPL exports only */

MODULE_DESCRIPTION("xpmu: the EMR uncore event catalog as perf events/ aliases (xpmu_uncore catalog=1)");
MODULE_LICENSE("GPL");
