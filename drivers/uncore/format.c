// SPDX-License-Identifier: GPL-2.0-only
/*
 * sysfs format/ attributes, generated from the same masks that decide
 * which config bits an event may set: one table per unit type, one source
 * of truth (contrast the kernel's hand-written "config:a-b" strings).
 */

#include <linux/bitmap.h>
#include <linux/device.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#include "uncore.h"

struct format_attr {
	struct device_attribute attr;
	const struct xpmu_format *fmt;
};

/* Groups are built once per unit type and shared by its PMUs. */
struct format_group {
	struct list_head node;
	const struct xpmu_unit_desc *desc;
	struct attribute_group group;
	struct attribute **attrs;
	struct format_attr *fattrs;
};

static LIST_HEAD(format_groups);
static DEFINE_MUTEX(format_lock);

static const char * const config_names[] = { "config", "config1", "config2" };

static ssize_t format_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	const struct xpmu_format *fmt = container_of(attr, struct format_attr,
						     attr)->fmt;
	DECLARE_BITMAP(bits, 64);

	bitmap_from_u64(bits, fmt->mask);
	return sysfs_emit(buf, "%s:%*pbl\n", config_names[fmt->config], 64, bits);
}

/**
 * xpmu_format_known() - the config bits a unit type's formats cover.
 * @desc: the unit type.
 * @known: filled with the bits of attr.config, config1 and config2.
 *
 * Context: any.
 * Return: 0, or -EINVAL if a format names a config word beyond config2 or
 * two formats share a bit (a malformed table).
 */
int xpmu_format_known(const struct xpmu_unit_desc *desc, u64 known[3])
{
	unsigned int i;

	memset(known, 0, 3 * sizeof(*known));
	for (i = 0; i < desc->nr_formats; i++) {
		const struct xpmu_format *f = &desc->formats[i];

		if (f->config >= ARRAY_SIZE(config_names) || !f->mask ||
		    (known[f->config] & f->mask))
			return -EINVAL;
		known[f->config] |= f->mask;
	}
	return 0;
}

/**
 * xpmu_format_group() - the format/ sysfs group of a unit type.
 * @desc: the unit type.
 *
 * Built on first use and kept until xpmu_format_groups_free().
 *
 * Context: process context.
 * Return: the group, or NULL on allocation failure.
 */
const struct attribute_group *xpmu_format_group(const struct xpmu_unit_desc *desc)
{
	struct format_group *g;
	unsigned int i;

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
	for (i = 0; i < desc->nr_formats; i++) {
		struct format_attr *fa = &g->fattrs[i];

		sysfs_attr_init(&fa->attr.attr);
		fa->attr.attr.name = desc->formats[i].name;
		fa->attr.attr.mode = 0444;
		fa->attr.show = format_show;
		fa->fmt = &desc->formats[i];
		g->attrs[i] = &fa->attr.attr;
	}
	g->desc = desc;
	g->group.name = "format";
	g->group.attrs = g->attrs;
	list_add(&g->node, &format_groups);
	return &g->group;
}

/**
 * xpmu_format_groups_free() - release every group built.
 *
 * Context: process context, after every PMU using them is unregistered.
 */
void xpmu_format_groups_free(void)
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
