// SPDX-License-Identifier: GPL-2.0-only
/*
 * sysfs format/ attributes, generated from the masks that decide which
 * config bits an event may set (the kernel hand-writes "config:a-b").
 */

#include <linux/device.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#include "uncore.h"

/* Groups are built once per unit type and shared by its PMUs. */
struct format_group {
	struct list_head node;
	const struct xpmu_unc_unit_desc *desc;
	struct attribute_group group;
	struct attribute **attrs;
	struct xpmu_format_attr *fattrs;
};

static LIST_HEAD(format_groups);
static DEFINE_MUTEX(format_lock);

/**
 * xpmu_unc_format_known() - the config bits a unit type's formats cover.
 * @desc: the unit type.
 * @known: filled with the bits of attr.config, config1 and config2.
 *
 * Context: any.
 * Return: 0, or -EINVAL if a format names a config word beyond config2 or
 * two formats share a bit (a malformed table).
 */
int xpmu_unc_format_known(const struct xpmu_unc_unit_desc *desc, u64 known[3])
{
	return xpmu_format_bits(desc->formats, desc->nr_formats, known);
}

/**
 * xpmu_unc_format_group() - the format/ sysfs group of a unit type.
 * @desc: the unit type.
 *
 * Context: process context.
 * Return: the group, or NULL on allocation failure.
 */
const struct attribute_group *xpmu_unc_format_group(const struct xpmu_unc_unit_desc *desc)
{
	struct format_group *g;

	guard(mutex)(&format_lock);
	list_for_each_entry(g, &format_groups, node)
		if (g->desc == desc)
			return &g->group;

	g = kzalloc(sizeof(*g), GFP_KERNEL);
	if (!g)
		return NULL;
	g->attrs = kcalloc(desc->nr_formats + 1, sizeof(*g->attrs), GFP_KERNEL);
	g->fattrs = kcalloc(desc->nr_formats, sizeof(*g->fattrs), GFP_KERNEL);
	if (!g->attrs || !g->fattrs) {
		kfree(g->attrs);
		kfree(g->fattrs);
		kfree(g);
		return NULL;
	}
	xpmu_format_attrs_init(g->fattrs, g->attrs, desc->formats, desc->nr_formats);
	g->desc = desc;
	g->group.name = "format";
	g->group.attrs = g->attrs;
	list_add(&g->node, &format_groups);
	return &g->group;
}

/**
 * xpmu_unc_format_groups_free() - release every group built.
 *
 * Context: process context, after every PMU using them is unregistered.
 */
void xpmu_unc_format_groups_free(void)
{
	struct format_group *g, *tmp;

	guard(mutex)(&format_lock);
	list_for_each_entry_safe(g, tmp, &format_groups, node) {
		list_del(&g->node);
		kfree(g->attrs);
		kfree(g->fattrs);
		kfree(g);
	}
}
