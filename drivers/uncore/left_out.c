// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a bind left out, for whoever must decide between this driver and
 * the kernel's intel_uncore: the bound device's left_out file.  The Debian
 * package's gate (debian/uncore-gate) hands a host's uncore to xpmu only
 * when the file is empty; anything less and intel_uncore, which binds the
 * same tables, is the safer driver for that host.  Beside it, cpu_model
 * names the CPU model the driver took the machine for.
 *
 * "Left out" is judged by unit type and die, not by unit: a table lists
 * units that a die does not have (CHAs beyond CAPID's count, fused-off
 * stacks: core.c's probe_die()), and leaving those out is right.  A type
 * that a die's table lists and that has no box on that die, or a die
 * bound without a table (or without an online cpu), is a part of the
 * uncore that perf users would miss.
 */

#include <linux/device.h>
#include <linux/list.h>
#include <linux/sysfs.h>

#include "uncore.h"

/* A token and its separator take at most this much of the page. */
#define LEFT_OUT_TOKEN_MAX	24

static bool die_has_type(const struct xpmu_unc_machine *uncore,
			 unsigned int die, u16 type)
{
	const struct xpmu_unc_pmu *xp;

	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->type == type && xp->boxes[die])
			return true;
	return false;
}

/* Is units[i]'s type listed earlier in the table? Each type is named once. */
static bool type_listed_before(const struct xpmu_unc_discovery *d, unsigned int i)
{
	unsigned int k;

	for (k = 0; k < i; k++)
		if (d->units[k].type == d->units[i].type)
			return true;
	return false;
}

static int emit_type(const struct xpmu_unc_cpu_model *model, char *buf, int len,
		     unsigned int die, u16 type)
{
	unsigned int i;

	for (i = 0; i < model->nr_units; i++)
		if (model->units[i]->type == type && model->units[i]->name)
			return sysfs_emit_at(buf, len, "%sdie%u/%s", len ? " " : "",
					     die, model->units[i]->name);
	/* A type the driver binds generically is named as its PMUs are. */
	return sysfs_emit_at(buf, len, "%sdie%u/type_%u", len ? " " : "", die, type);
}

/**
 * left_out_show() - the left_out attribute of a bound device.
 * @dev: the backend's platform device, bound (its drvdata is the machine).
 * @attr: the attribute.
 * @buf: a page.
 *
 * One line of space-separated tokens: ``dieN`` for a die bound without a
 * table or cpu, ``dieN/NAME`` for a unit type (its PMU stem, or
 * ``type_T`` for one the driver knows no name of) that die N's table lists
 * and that has no box there.  Empty when nothing was left out; ``...`` ends
 * a list that does not fit the page.
 *
 * Context: process; the PMU list and tables do not change while the
 * device is bound (core.c's locking note).
 * Return: bytes written to @buf.
 */
static ssize_t left_out_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	const struct xpmu_unc_machine *uncore = dev_get_drvdata(dev);
	unsigned int die, i;
	int len = 0;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		const struct xpmu_unc_discovery *d = uncore->disc[die];

		if (len > PAGE_SIZE - LEFT_OUT_TOKEN_MAX)
			break;
		if (!d) {
			len += sysfs_emit_at(buf, len, "%sdie%u", len ? " " : "", die);
			continue;
		}
		for (i = 0; i < d->nr_units; i++) {
			u16 type = d->units[i].type;

			if (type_listed_before(d, i) || die_has_type(uncore, die, type))
				continue;
			if (len > PAGE_SIZE - LEFT_OUT_TOKEN_MAX)
				break;
			len += emit_type(uncore->hw->model, buf, len, die, type);
		}
	}
	if (len > PAGE_SIZE - LEFT_OUT_TOKEN_MAX)
		len += sysfs_emit_at(buf, len, " ...");
	return len + sysfs_emit_at(buf, len, "\n");
}
static DEVICE_ATTR_RO(left_out);

/**
 * cpu_model_show() - the cpu_model attribute of a bound device.
 * @dev: the backend's platform device, bound.
 * @attr: the attribute.
 * @buf: a page.
 *
 * The CPU model the driver took the machine for (its descriptor's name),
 * for tools and bug reports.
 *
 * Context: process.
 * Return: bytes written to @buf.
 */
static ssize_t cpu_model_show(struct device *dev, struct device_attribute *attr,
			      char *buf)
{
	const struct xpmu_unc_machine *uncore = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%s\n", uncore->hw->model->name);
}
static DEVICE_ATTR_RO(cpu_model);

static struct attribute *xpmu_unc_dev_attrs[] = {
	&dev_attr_left_out.attr,
	&dev_attr_cpu_model.attr,
	NULL,
};

static const struct attribute_group xpmu_unc_dev_group = {
	.attrs = xpmu_unc_dev_attrs,
};

const struct attribute_group *xpmu_unc_dev_groups[] = {
	&xpmu_unc_dev_group,
	NULL,
};
