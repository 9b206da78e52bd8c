/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * catalog=1's sysfs aliases, every name of the EMR event catalog: the
 * module xpmu_uncore_catalog, generated into aliases_gen.c from data/emr
 * by scripts/catalog/emr_sysfs.py.  xpmu_uncore loads it only with
 * catalog=1, so the driver every machine loads does not carry them.
 */
#ifndef _XPMU_CATALOG_ALIASES_H
#define _XPMU_CATALOG_ALIASES_H

#include <linux/sysfs.h>

#include <xpmu/alias.h>

/**
 * struct xpmu_unc_aliases - catalog=1's events/ of one unit type's PMUs.
 * @stem: the unit type's name (struct xpmu_unc_catalog's @stem); NULL
 *	ends xpmu_unc_aliases[].
 * @events: one alias per event or umask of the unit's own event list.
 * @update: the aliases of lists several unit types share (the mesh's,
 *	guide 2.1), merged into @events as the PMU's attr_update;
 *	NULL-terminated, or NULL.
 */
struct xpmu_unc_aliases {
	const char *stem;
	struct attribute_group events;
	const struct attribute_group **update;
};

extern const struct xpmu_unc_aliases xpmu_unc_aliases[];

const struct xpmu_unc_aliases *xpmu_unc_aliases_of(const char *stem);

#endif /* _XPMU_CATALOG_ALIASES_H */
