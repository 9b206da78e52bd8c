// SPDX-License-Identifier: GPL-2.0-only
/*
 * Parsed PMON discovery tables (discovery.c parses them): one die's tables
 * merged into one, a unit looked up by type and id, a type's ids on every
 * die, a table freed.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bsearch.h>
#include <linux/err.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/overflow.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/string.h>

#include <kunit/visibility.h>

#include <xpmu/uncore/discovery.h>

#include "discovery_sort.h"

/* Whether sorted @units[0..@n) has a unit of @u's type and id. */
static bool disc_has_unit(const struct xpmu_unc_disc_unit *units, unsigned int n,
			  const struct xpmu_unc_disc_unit *u)
{
	struct xpmu_unc_disc_unit key = { .type = u->type, .id = u->id };
	unsigned int lo = 0, hi = n;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		const struct xpmu_unc_disc_unit *m = &units[mid];

		if (m->type == key.type && m->id == key.id)
			return true;
		if (m->type < key.type || (m->type == key.type && m->id < key.id))
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

/**
 * xpmu_unc_discovery_merge() - one die's tables as one.
 * @first: the die's tables so far; its global node stays the die's.
 * @more: another table of the same die.
 * @name: @more's source, for messages.
 *
 * As the kernel's uncore_insert_box_info() and PCM's commit f5486cff.  A
 * (type, id) that @first has too keeps @first's.
 *
 * Context: process context; allocates with GFP_KERNEL.
 * Return: the merged table, to release with xpmu_unc_discovery_free(), or
 * ERR_PTR(-ENOMEM).
 */
struct xpmu_unc_discovery *xpmu_unc_discovery_merge(const struct xpmu_unc_discovery *first,
						    const struct xpmu_unc_discovery *more,
						    const char *name)
{
	struct xpmu_unc_discovery *disc;
	unsigned int i, n = first->nr_units;

	disc = kvzalloc(struct_size(disc, units, first->nr_units + more->nr_units),
			GFP_KERNEL);
	if (!disc)
		return ERR_PTR(-ENOMEM);
	disc->global = first->global;
	memcpy(disc->units, first->units, flex_array_size(disc, units, n));
	for (i = 0; i < more->nr_units; i++) {
		const struct xpmu_unc_disc_unit *u = &more->units[i];

		if (disc_has_unit(first->units, first->nr_units, u)) {
			pr_warn_ratelimited("%s: discovery block %u: type %u id %u is in an earlier table of this die: that one kept\n",
					    name, u->block, u->type, u->id);
			continue;
		}
		disc->units[n++] = *u;
	}
	sort(disc->units, n, sizeof(disc->units[0]), xpmu_unc_disc_cmp_unit, NULL);
	disc->nr_units = n;
	return disc;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_discovery_merge);

/**
 * xpmu_unc_discovery_free() - release a table from xpmu_unc_discovery_parse().
 * @disc: the table; NULL is ignored.
 *
 * Context: process context.
 */
void xpmu_unc_discovery_free(const struct xpmu_unc_discovery *disc)
{
	kvfree(disc);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_discovery_free);

static int disc_cmp_key(const void *key, const void *elt)
{
	const struct xpmu_unc_disc_unit *k = key, *u = elt;

	if (k->type != u->type)
		return k->type < u->type ? -1 : 1;
	if (k->id != u->id)
		return k->id < u->id ? -1 : 1;
	return 0;
}

/**
 * xpmu_unc_discovery_find() - look a unit up by type and id.
 * @disc: a parsed table.
 * @type: Unit Type.
 * @id: Unit ID.
 *
 * Context: any.
 * Return: the unit, or NULL if the table has none such.
 */
const struct xpmu_unc_disc_unit *xpmu_unc_discovery_find(const struct xpmu_unc_discovery *disc,
							 u16 type, u16 id)
{
	const struct xpmu_unc_disc_unit key = { .type = type, .id = id };

	return bsearch(&key, disc->units, disc->nr_units,
		       sizeof(disc->units[0]), disc_cmp_key);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_discovery_find);

/**
 * xpmu_unc_discovery_type_ids() - the range of ids a unit type has on the dies.
 * @disc: each die's table, NULL for a die without one.
 * @nr_dies: entries in @disc.
 * @type: Unit Type.
 * @lo: the lowest id of a unit of @type, if any.
 * @hi: the highest.
 *
 * How a derived or single unit is named depends on its type's other units
 * on every die (units/iio_freerun.c, units/imc_freerun.c).
 *
 * Context: any.
 * Return: whether a table lists a unit of @type; @lo and @hi only then.
 */
bool xpmu_unc_discovery_type_ids(struct xpmu_unc_discovery *const *disc,
				 unsigned int nr_dies, u16 type, u16 *lo, u16 *hi)
{
	unsigned int die, i;
	bool found = false;

	for (die = 0; die < nr_dies; die++) {
		for (i = 0; disc[die] && i < disc[die]->nr_units; i++) {
			u16 id = disc[die]->units[i].id;

			if (disc[die]->units[i].type != type)
				continue;
			*lo = found ? min(*lo, id) : id;
			*hi = found ? max(*hi, id) : id;
			found = true;
		}
	}
	return found;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_discovery_type_ids);
