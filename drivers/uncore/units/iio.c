// SPDX-License-Identifier: GPL-2.0-only
/*
 * IIO: the integrated I/O stacks, EMR uncore guide section 2.4.  The
 * control's threshold is 12 bits wide and bits 50:36 select PCIe ports and
 * flow classes (ch_mask/fc_mask).
 */

#include <linux/bitfield.h>
#include <linux/device.h>
#include <linux/sysfs.h>

#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/pmon_regs.h>
#include <xpmu/uncore/topology.h>

#include "units.h"

static const struct xpmu_format iio_formats[] = {
	{ .name = "event", .config = 0, .mask = XPMU_UNC_CTL_EV_SEL },
	{ .name = "umask", .config = 0, .mask = XPMU_UNC_CTL_UMASK },
	{ .name = "edge", .config = 0, .mask = XPMU_UNC_CTL_EDGE },
	{ .name = "inv", .config = 0, .mask = XPMU_UNC_CTL_INV },
	{ .name = "thresh", .config = 0, .mask = GENMASK_ULL(35, 24) },
	{ .name = "ch_mask", .config = 0, .mask = GENMASK_ULL(47, 36) },
	{ .name = "fc_mask", .config = 0, .mask = GENMASK_ULL(50, 48) },
};

/*
 * Which PCIe root bus each stack's PMU watches: a file dieN on
 * uncore_iio_<id> for each die whose stack <id> the firmware marks valid,
 * reading "<segment>:<bus>", the kernel's ABI
 * (Documentation/ABI/testing/sysfs-devices-mapping, skx_iio_mapping_show()
 * in uncore_snbep.c).  The buses are PCM's (xpmu_unc_topology_iio()).
 *
 * Linux 6.12 gives no IIO PMU these files on SPR or EMR (spr_uncore_iio
 * has no set_mapping); on SKX, SNR and ICX only uncore_iio_<n> has them,
 * as here.  A die without the bus shows no file, as the kernel hides one
 * whose stack has no root bus (pmu_iio_mapping_visible()).
 */
static struct xpmu_unc_pmu *iio_pmu(struct device *dev)
{
	return container_of(dev_get_drvdata(dev), struct xpmu_unc_pmu, pmu);
}

static int iio_root_bus(const struct xpmu_unc_pmu *xp, unsigned long die)
{
	if (die >= xp->uncore->hw->nr_dies || xp->id >= XPMU_UNC_IIO_STACKS)
		return -1;
	return xp->uncore->iio_bus[die][xp->id];
}

static ssize_t iio_die_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	unsigned long die = (unsigned long)container_of(attr, struct dev_ext_attribute,
							 attr)->var;
	int bus = iio_root_bus(iio_pmu(dev), die);

	if (bus < 0)
		return -ENODEV;
	return sysfs_emit(buf, "%04llx:%02llx\n", FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, bus),
			  FIELD_GET(XPMU_UNC_DISC_PCI_BUS, bus));
}

static umode_t iio_die_visible(struct kobject *kobj, struct attribute *attr, int i)
{
	return iio_root_bus(iio_pmu(kobj_to_dev(kobj)), i) < 0 ? 0 : attr->mode;
}

#define IIO_DIE(n)							\
	static struct dev_ext_attribute iio_die##n = {			\
		.attr = __ATTR(die##n, 0444, iio_die_show, NULL),	\
		.var = (void *)n,					\
	}

IIO_DIE(0); IIO_DIE(1); IIO_DIE(2); IIO_DIE(3);
IIO_DIE(4); IIO_DIE(5); IIO_DIE(6); IIO_DIE(7);

/* Index i is die i: iio_die_visible() relies on it. */
static struct attribute *iio_die_attrs[] = {
	&iio_die0.attr.attr, &iio_die1.attr.attr, &iio_die2.attr.attr,
	&iio_die3.attr.attr, &iio_die4.attr.attr, &iio_die5.attr.attr,
	&iio_die6.attr.attr, &iio_die7.attr.attr,
	NULL,
};

static_assert(ARRAY_SIZE(iio_die_attrs) == XPMU_UNC_MAX_PACKAGES + 1);

static const struct attribute_group iio_mapping = {
	.attrs = iio_die_attrs,
	.is_visible = iio_die_visible,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_iio = {
	.name = "iio",
	.type = XPMU_UNC_TYPE_IIO,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = iio_formats,
	.nr_formats = ARRAY_SIZE(iio_formats),
	.catalog = &xpmu_unc_catalog_iio,
	.mapping = &iio_mapping,
};
