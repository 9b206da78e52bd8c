/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The order of a parsed table's units, in which the parser (discovery.c)
 * leaves them and the merge (discovery_tables.c) keeps them.
 */
#ifndef _XPMU_UNCORE_DISCOVERY_SORT_H
#define _XPMU_UNCORE_DISCOVERY_SORT_H

int xpmu_unc_disc_cmp_unit(const void *a, const void *b);

#endif /* _XPMU_UNCORE_DISCOVERY_SORT_H */
