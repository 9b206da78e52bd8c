// SPDX-License-Identifier: GPL-2.0-only
/*
 * The bound device's left_out and cpu_model files.  The Debian gate
 * (debian/uncore-gate) hands the uncore to xpmu only when left_out is
 * empty; otherwise intel_uncore is the safer driver for that host.
 *
 * Judged by unit type and die, not by unit: tables list units a die lacks
 * (CHAs beyond CAPID's count, fused-off stacks: build.c's probe_die()).
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

/* Each type is named once. */
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
 * Space-separated tokens: ``dieN`` for a die bound without a table or cpu,
 * ``dieN/NAME`` (or ``dieN/type_T``) for a type its table lists with no box
 * there; ``...`` ends a list that does not fit the page.
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
