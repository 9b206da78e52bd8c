// SPDX-License-Identifier: GPL-2.0-only
/* UPI LL: Ultra Path Interconnect link layer, EMR uncore guide section 2.6. */

#include <linux/bitfield.h>
#include <linux/device.h>
#include <linux/sysfs.h>

#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/topology.h>

#include "units.h"

/*
 * Where each link leads, as the kernel's SPR/EMR driver shows it
 * (spr_upi_set_mapping() and skx_upi_mapping_show(), uncore_snbep.c): a
 * file dieN on the link's PMU for each die whose link trained, reading
 * "upi_<port>,die_<node id>" of the far end.  Both come from the link's
 * own function (Table 1-12: device 1 + link, function 1).  The guide
 * documents neither register: the offsets and fields are the kernel's
 * (SKX_KTIPCSTS_OFFSET, SKX_KTILP0_OFFSET, read by
 * discover_upi_topology() on SPR and EMR).  The node id is the raw one,
 * as the kernel prints it.
 */
#define UPI_KTILP0		0x94
#define UPI_KTILP0_NODE		GENMASK(19, 16)
#define UPI_KTILP0_PORT		GENMASK(12, 8)
#define UPI_KTIPCSTS		0x120
#define UPI_KTIPCSTS_TRAINED	BIT(4)

static struct xpmu_unc_pmu *upi_pmu(struct device *dev)
{
	return container_of(dev_get_drvdata(dev), struct xpmu_unc_pmu, pmu);
}

/* Config dword @off of die @die's link function; -ENODEV without one. */
static int upi_link_read(const struct xpmu_unc_pmu *xp, unsigned int die, u32 off,
			 u32 *val)
{
	const struct xpmu_unc_box *box;

	if (die >= xp->uncore->hw->nr_dies)
		return -ENODEV;
	box = xp->boxes[die];
	if (!box || box->unit->access != XPMU_UNC_ACCESS_PCICFG)
		return -ENODEV;
	return box->hw->ops->pci_read(box->hw->ctx,
				      (box->unit->box_ctl & ~XPMU_UNC_DISC_PCI_OFFSET) | off,
				      val);
}

static ssize_t upi_die_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	unsigned long die = (unsigned long)container_of(attr, struct dev_ext_attribute,
							 attr)->var;
	u32 lp0;
	int ret;

	ret = upi_link_read(upi_pmu(dev), die, UPI_KTILP0, &lp0);
	if (ret)
		return ret;
	return sysfs_emit(buf, "upi_%lu,die_%lu\n", FIELD_GET(UPI_KTILP0_PORT, lp0),
			  FIELD_GET(UPI_KTILP0_NODE, lp0));
}

/* Shown for the dies whose link trained, as the kernel's are. */
static umode_t upi_die_visible(struct kobject *kobj, struct attribute *attr, int i)
{
	u32 sts;

	if (upi_link_read(upi_pmu(kobj_to_dev(kobj)), i, UPI_KTIPCSTS, &sts) ||
	    !(sts & UPI_KTIPCSTS_TRAINED))
		return 0;
	return attr->mode;
}

#define UPI_DIE(n)							\
	static struct dev_ext_attribute upi_die##n = {			\
		.attr = __ATTR(die##n, 0444, upi_die_show, NULL),	\
		.var = (void *)n,					\
	}

UPI_DIE(0); UPI_DIE(1); UPI_DIE(2); UPI_DIE(3);
UPI_DIE(4); UPI_DIE(5); UPI_DIE(6); UPI_DIE(7);

/* Index i is die i: upi_die_visible() relies on it. */
static struct attribute *upi_die_attrs[] = {
	&upi_die0.attr.attr, &upi_die1.attr.attr, &upi_die2.attr.attr,
	&upi_die3.attr.attr, &upi_die4.attr.attr, &upi_die5.attr.attr,
	&upi_die6.attr.attr, &upi_die7.attr.attr,
	NULL,
};

static_assert(ARRAY_SIZE(upi_die_attrs) == XPMU_UNC_MAX_PACKAGES + 1);

static const struct attribute_group upi_mapping = {
	.attrs = upi_die_attrs,
	.is_visible = upi_die_visible,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_upi = {
	.name = "upi",
	.type = XPMU_UNC_TYPE_UPI,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = xpmu_unc_formats_umask_ext,
	.nr_formats = XPMU_UNC_FORMATS_UMASK_EXT,
	.catalog = &xpmu_unc_catalog_upi,
	.mapping = &upi_mapping,
};
