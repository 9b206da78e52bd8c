/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A PMU's sysfs format/ files, as both PMU families (xpmu_uncore and
 * xpmu_itanium) describe them: one row per field, from which the files'
 * text and the config bits an event may set are both derived.  The
 * routines are static inline: the two modules are built separately and
 * may not link one object file twice.
 */
#ifndef _XPMU_FORMAT_H
#define _XPMU_FORMAT_H

#include <linux/bitmap.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/types.h>

/* attr.config, config1 and config2: the words a format may name. */
#define XPMU_FORMAT_WORDS	3

/**
 * struct xpmu_format - one user-settable field of a PMU's config words.
 * @name: the format/ file name, the term perf accepts (the kernel's
 *	intel_uncore spelling for the uncore).
 * @config: 0, 1 or 2: which of attr.config/config1/config2 holds it.
 * @mask: its bits there.  For @config 0 the PMU family says where they
 *	go (Documentation/uncore.rst, itanium.rst "Formats and encoding").
 */
struct xpmu_format {
	const char *name;
	u8 config;
	u64 mask;
};

/**
 * struct xpmu_format_attr - a format/ file built from its row.
 * @attr: the sysfs attribute; its show is xpmu_format_show().
 * @fmt: the row.
 */
struct xpmu_format_attr {
	struct device_attribute attr;
	const struct xpmu_format *fmt;
};

/**
 * xpmu_format_emit() - the text of a format/ file.
 * @f: its row.
 * @buf: a sysfs page.
 *
 * Context: any.
 * Return: bytes written ("config1:0-63\n"), or -EINVAL for a row naming a
 * word beyond config2.
 */
static inline ssize_t xpmu_format_emit(const struct xpmu_format *f, char *buf)
{
	static const char * const words[XPMU_FORMAT_WORDS] = {
		"config", "config1", "config2"
	};
	DECLARE_BITMAP(bits, 64);

	if (f->config >= ARRAY_SIZE(words))
		return -EINVAL;
	bitmap_from_u64(bits, f->mask);
	return sysfs_emit(buf, "%s:%*pbl\n", words[f->config], 64, bits);
}

/**
 * xpmu_format_show() - sysfs show of a struct xpmu_format_attr.
 * @dev: the PMU's device.
 * @attr: &xpmu_format_attr.attr.
 * @buf: a sysfs page.
 *
 * Context: process context (sysfs read).
 * Return: as xpmu_format_emit().
 */
static inline ssize_t xpmu_format_show(struct device *dev,
				       struct device_attribute *attr, char *buf)
{
	return xpmu_format_emit(container_of(attr, struct xpmu_format_attr,
					     attr)->fmt, buf);
}

/**
 * xpmu_format_attrs_init() - fill format/ files and their attribute list.
 * @fa: @n files to fill.
 * @attrs: @n + 1 entries: the files' attributes, then NULL.
 * @f: @n rows.
 * @n: entries in @f.
 *
 * Context: any.
 */
static inline void xpmu_format_attrs_init(struct xpmu_format_attr *fa,
					  struct attribute **attrs,
					  const struct xpmu_format *f,
					  unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		sysfs_attr_init(&fa[i].attr.attr);
		fa[i].attr.attr.name = f[i].name;
		fa[i].attr.attr.mode = 0444;
		fa[i].attr.show = xpmu_format_show;
		fa[i].fmt = &f[i];
		attrs[i] = &fa[i].attr.attr;
	}
	attrs[n] = NULL;
}

/**
 * xpmu_format_bits() - the config bits a PMU's format rows cover.
 * @f: the rows.
 * @n: entries in @f.
 * @known: filled with the bits of attr.config, config1 and config2.
 *
 * Context: any.
 * Return: 0, or -EINVAL if a row names a word beyond config2, has no bits
 * or shares a bit with another (a malformed table).
 */
static inline int xpmu_format_bits(const struct xpmu_format *f, unsigned int n,
				   u64 known[XPMU_FORMAT_WORDS])
{
	unsigned int i;

	memset(known, 0, XPMU_FORMAT_WORDS * sizeof(*known));
	for (i = 0; i < n; i++) {
		if (f[i].config >= XPMU_FORMAT_WORDS || !f[i].mask ||
		    (known[f[i].config] & f[i].mask))
			return -EINVAL;
		known[f[i].config] |= f[i].mask;
	}
	return 0;
}

#endif /* _XPMU_FORMAT_H */
