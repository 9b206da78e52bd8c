// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore: binds to a machine offered by a backend (the simulator, or
 * the native backend on a real Emerald Rapids), parses each die's discovery
 * table, registers one perf PMU per unit type and id, and keeps one reader
 * cpu per die across cpu hotplug.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/err.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/namei.h>
#include <linux/path.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include <xpmu/pmon_regs.h>

#include "units/units.h"
#include "uncore.h"

#define XPMU_MAX_DIES	64

static enum cpuhp_state xpmu_hp_state;

/*
 * Nothing exported tells a module whether another owns a PMU name, so look
 * where perf puts them.  Registering a taken name would fail only after a
 * sysfs duplicate-name warning.
 */
static bool sysfs_exists(const char *fmt, const char *name)
{
	char buf[96];
	struct path path;

	snprintf(buf, sizeof(buf), fmt, name);
	if (kern_path(buf, LOOKUP_FOLLOW, &path))
		return false;
	path_put(&path);
	return true;
}

static bool xpmu_kernel_uncore_loaded(void)
{
	return sysfs_exists("/sys/module/%s", "intel_uncore");
}

static const struct xpmu_unit_desc *unit_desc(u16 type)
{
	unsigned int i;

	for (i = 0; i < xpmu_nr_units; i++)
		if (xpmu_units[i]->type == type)
			return xpmu_units[i];
	return &xpmu_unit_generic;
}

static struct xpmu_pmu *find_pmu(struct xpmu_uncore *uncore, u16 type, u16 id)
{
	struct xpmu_pmu *xp;

	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->type == type && xp->id == id)
			return xp;
	return NULL;
}

/* Does any die have a unit of @type with an id other than @id? */
static bool type_is_single(struct xpmu_uncore *uncore, u16 type, u16 id)
{
	unsigned int die, i;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		const struct xpmu_discovery *d = uncore->disc[die];

		for (i = 0; i < d->nr_units; i++)
			if (d->units[i].type == type && d->units[i].id != id)
				return false;
	}
	return true;
}

static bool type_has_id_above(struct xpmu_uncore *uncore, u16 type, u16 id)
{
	unsigned int die, i;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		const struct xpmu_discovery *d = uncore->disc[die];

		for (i = 0; i < d->nr_units; i++)
			if (d->units[i].type == type && d->units[i].id > id)
				return true;
	}
	return false;
}

/*
 * The free-running PMUs follow their IIO stacks and iMCs: numbered when
 * there are several (an iMC is XPMU_IMC_CHANNELS channel units).
 */
static bool pmu_is_single(struct xpmu_uncore *uncore,
			  const struct xpmu_disc_unit *unit)
{
	switch (unit->type) {
	case XPMU_TYPE_IIO_FREERUN:
		return type_is_single(uncore, XPMU_TYPE_IIO, unit->id);
	case XPMU_TYPE_IMC_FREERUN:
		return !type_has_id_above(uncore, XPMU_TYPE_IMC,
					  XPMU_IMC_CHANNELS - 1);
	default:
		return type_is_single(uncore, unit->type, unit->id);
	}
}

/*
 * Where the uncore bus of a die is known, a PCICFG unit of its table must
 * sit on it, and an iMC channel where 1.10.3 puts it: a table that says
 * otherwise describes another die's registers, or none.
 */
static bool unit_matches_topology(struct xpmu_uncore *uncore, unsigned int die,
				  const struct xpmu_pmu *xp,
				  const struct xpmu_disc_unit *unit)
{
	int bus = die < XPMU_MAX_PACKAGES ? uncore->bus[die] : -1;
	u64 want;

	if (bus < 0)
		return true;
	if (unit->access == XPMU_ACCESS_PCICFG &&
	    FIELD_GET(XPMU_DISC_PCI_BUS, unit->box_ctl) != bus) {
		dev_warn(uncore->dev, "die %u: %s is on bus %#llx, the die's uncore bus is %#x: not used\n",
			 die, xp->name, FIELD_GET(XPMU_DISC_PCI_BUS, unit->box_ctl), bus);
		return false;
	}
	if (xp->desc == &xpmu_unit_imc &&
	    (xpmu_topology_imc(uncore->hw, bus, unit->id / XPMU_IMC_CHANNELS,
			       unit->id % XPMU_IMC_CHANNELS, &want) ||
	     want != unit->box_ctl)) {
		dev_warn(uncore->dev, "die %u: %s at %#llx is not where MMIO_BASE and MEMn put it: not used\n",
			 die, xp->name, unit->box_ctl);
		return false;
	}
	return true;
}

/*
 * A PCICFG unit lives in a PCI function of the die's uncore bus; a function
 * the platform hides or that is absent (a fused-off unit, a table entry
 * for hardware that is not there) reads all ones.  Probe its vendor id
 * once, at bind, rather than program a counter nobody can read.
 */
static bool unit_pci_present(struct xpmu_uncore *uncore, unsigned int die,
			     const struct xpmu_pmu *xp,
			     const struct xpmu_disc_unit *unit)
{
	u32 fn = unit->box_ctl & ~XPMU_DISC_PCI_OFFSET;
	u32 id = U32_MAX;
	int ret;

	if (unit->access != XPMU_ACCESS_PCICFG)
		return true;
	ret = uncore->hw->ops->pci_read(uncore->hw->ctx, fn + PCI_VENDOR_ID, &id);
	if (!ret && (id & 0xffff) == PCI_VENDOR_ID_INTEL)
		return true;
	dev_warn(uncore->dev, "die %u: %s: no PCI device at %04llx:%02llx:%02llx.%llx (id %#x, %d): not used\n",
		 die, xp->name, FIELD_GET(XPMU_DISC_PCI_SEGMENT, unit->box_ctl),
		 FIELD_GET(XPMU_DISC_PCI_BUS, unit->box_ctl),
		 PCI_SLOT(FIELD_GET(XPMU_DISC_PCI_DEVFN, unit->box_ctl)),
		 PCI_FUNC(FIELD_GET(XPMU_DISC_PCI_DEVFN, unit->box_ctl)), id, ret);
	return false;
}

/*
 * Resolve each die's uncore bus (1.10.2).  Linux numbers one logical die
 * per package on EMR, so package p is die p.
 */
static void uncore_topology(struct xpmu_uncore *uncore)
{
	unsigned int die;
	int n;

	n = xpmu_topology_buses(uncore->hw, uncore->bus);
	if (n < 0) {
		dev_info(uncore->dev, "uncore buses not resolved (%d): PCI and iMC units not cross-checked\n",
			 n);
		for (die = 0; die < XPMU_MAX_PACKAGES; die++)
			uncore->bus[die] = -1;
		return;
	}
	for (die = 0; die < uncore->hw->nr_dies && die < XPMU_MAX_PACKAGES; die++)
		dev_info(uncore->dev, "die %u: uncore bus %#x\n", die, uncore->bus[die]);
}

static int add_box(struct xpmu_uncore *uncore, unsigned int die,
		   const struct xpmu_disc_unit *unit)
{
	struct xpmu_pmu *xp = find_pmu(uncore, unit->type, unit->id);
	struct xpmu_box *box;

	if (!xp) {
		xp = xpmu_pmu_create(uncore, unit_desc(unit->type), unit,
				     pmu_is_single(uncore, unit));
		if (IS_ERR(xp))
			return PTR_ERR(xp);
		list_add_tail(&xp->node, &uncore->pmus);
	} else {
		/* One PMU spans the dies: their units must agree. */
		const struct xpmu_box *ref = NULL;
		unsigned int d;

		for (d = 0; d < die && !ref; d++)
			ref = xp->boxes[d];
		if (ref && (ref->unit->access != unit->access ||
			    ref->unit->num_regs != unit->num_regs ||
			    ref->unit->width != unit->width)) {
			dev_warn(uncore->dev, "die %u: %s differs from die %u; die %u's unit not used\n",
				 die, xp->name, ref->die, die);
			return 0;
		}
	}

	if (!unit_matches_topology(uncore, die, xp, unit) ||
	    !unit_pci_present(uncore, die, xp, unit))
		return 0;
	box = kzalloc(sizeof(*box), GFP_KERNEL);
	if (!box)
		return -ENOMEM;
	box->pmu = xp;
	box->unit = unit;
	box->ops = xpmu_box_ops[unit->access];
	box->hw = uncore->hw;
	box->die = die;
	if (xpmu_box_init(box)) {
		xpmu_box_free(box);
		return -ENOMEM;
	}
	if (unit->access == XPMU_ACCESS_MMIO) {
		box->map = uncore->hw->ops->mmio_map(uncore->hw->ctx, unit->box_ctl,
						     xp->desc->map_span ?:
						     xpmu_disc_unit_span(unit));
		if (IS_ERR_OR_NULL(box->map)) {
			dev_warn(uncore->dev, "die %u: %s: cannot map %#llx\n",
				 die, xp->name, unit->box_ctl);
			xpmu_box_free(box);
			return 0;
		}
	}
	xp->boxes[die] = box;
	return 0;
}

static void uncore_teardown(struct xpmu_uncore *uncore)
{
	struct xpmu_pmu *xp, *tmp;
	unsigned int die;

	list_for_each_entry_safe(xp, tmp, &uncore->pmus, node) {
		list_del(&xp->node);
		if (xp->pmu.type)
			perf_pmu_unregister(&xp->pmu);
		xpmu_pmu_destroy(xp);
	}
	for (die = 0; die < uncore->hw->nr_dies; die++)
		xpmu_discovery_free(uncore->disc[die]);
}

static int uncore_parse(struct xpmu_uncore *uncore)
{
	const struct xpmu_uncore_hw *hw = uncore->hw;
	unsigned int die;

	for (die = 0; die < hw->nr_dies; die++) {
		struct xpmu_disc_source src = { };
		struct xpmu_discovery *d;
		int ret;

		ret = hw->ops->discovery(hw->ctx, die, &src);
		if (ret) {
			dev_err(uncore->dev, "die %u: no discovery table (%d)\n",
				die, ret);
			return ret;
		}
		d = xpmu_discovery_parse(&src, NULL);
		if (IS_ERR(d)) {
			dev_err(uncore->dev, "die %u: discovery table refused (%ld)\n",
				die, PTR_ERR(d));
			return PTR_ERR(d);
		}
		uncore->disc[die] = d;
	}
	return 0;
}

/*
 * The free-running counters are in no discovery unit (1.9: "free running
 * counters like the Mem/IIO BW counters ... will not be included"): give
 * each IIO stack and each iMC of the die a unit of its own, at the fixed
 * distance from the discovered unit that the guide's tables give
 * (units/iio_freerun.c, units/imc_freerun.c).
 */
static int add_freerun_boxes(struct xpmu_uncore *uncore, unsigned int die)
{
	const struct xpmu_discovery *d = uncore->disc[die];
	struct xpmu_disc_unit *fr;
	unsigned int i, n = 0;
	int ret;

	fr = devm_kcalloc(uncore->dev, d->nr_units, sizeof(*fr), GFP_KERNEL);
	if (!fr)
		return -ENOMEM;
	for (i = 0; i < d->nr_units; i++) {
		const struct xpmu_disc_unit *u = &d->units[i];
		struct xpmu_pmu *xp = find_pmu(uncore, u->type, u->id);

		/*
		 * Only beside a unit the die uses: an iMC channel 0 that the
		 * topology cross-check refused gives no address to trust.
		 */
		if (!xp || !xp->boxes[die] || xp->boxes[die]->unit != u)
			continue;
		if (u->type == XPMU_TYPE_IIO && u->access == XPMU_ACCESS_MSR) {
			fr[n] = (struct xpmu_disc_unit){
				.box_ctl = u->box_ctl, .access = XPMU_ACCESS_MSR,
				.type = XPMU_TYPE_IIO_FREERUN, .id = u->id,
				.width = XPMU_CTR_DEFAULT_WIDTH,
			};
		} else if (u->type == XPMU_TYPE_IMC && u->access == XPMU_ACCESS_MMIO &&
			   u->id % XPMU_IMC_CHANNELS == 0 &&
			   u->box_ctl >= XPMU_IMC_CH0_CTL) {
			fr[n] = (struct xpmu_disc_unit){
				.box_ctl = u->box_ctl - XPMU_IMC_CH0_CTL + XPMU_IMC_FR_BASE,
				.access = XPMU_ACCESS_MMIO,
				.type = XPMU_TYPE_IMC_FREERUN,
				.id = u->id / XPMU_IMC_CHANNELS,
				.width = XPMU_CTR_DEFAULT_WIDTH,
			};
		} else {
			continue;
		}
		ret = add_box(uncore, die, &fr[n++]);
		if (ret)
			return ret;
	}
	return 0;
}

static int uncore_build(struct xpmu_uncore *uncore)
{
	struct xpmu_pmu *xp, *tmp;
	unsigned int die, i;
	int ret;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		const struct xpmu_discovery *d = uncore->disc[die];

		for (i = 0; i < d->nr_units; i++) {
			ret = add_box(uncore, die, &d->units[i]);
			if (ret)
				return ret;
		}
		/* Every die has a global block, and in it the UCLK counter. */
		ret = add_box(uncore, die, &xpmu_ubox_uclk_unit);
		if (!ret)
			ret = add_freerun_boxes(uncore, die);
		if (ret)
			return ret;
	}
	/* A unit no die can use gets no PMU: perf would list a dead one. */
	list_for_each_entry_safe(xp, tmp, &uncore->pmus, node) {
		for (die = 0; die < uncore->hw->nr_dies && !xp->boxes[die]; die++)
			;
		if (die == uncore->hw->nr_dies) {
			list_del(&xp->node);
			xpmu_pmu_destroy(xp);
		}
	}
	list_for_each_entry(xp, &uncore->pmus, node) {
		if (sysfs_exists("/sys/bus/event_source/devices/%s", xp->name)) {
			dev_err(uncore->dev, "PMU %s is already registered (the kernel's intel_uncore?): unload its owner first\n",
				xp->name);
			return -EBUSY;
		}
	}
	list_for_each_entry(xp, &uncore->pmus, node) {
		ret = perf_pmu_register(&xp->pmu, xp->name, -1);
		if (ret) {
			dev_err(uncore->dev, "%s: perf_pmu_register: %d\n",
				xp->name, ret);
			xp->pmu.type = 0;
			return ret;
		}
	}
	return 0;
}

static unsigned int uncore_nr_pmus(struct xpmu_uncore *uncore)
{
	struct xpmu_pmu *xp;
	unsigned int n = 0;

	list_for_each_entry(xp, &uncore->pmus, node)
		n++;
	return n;
}

/*
 * What the driver allocated for this machine, from the sizes it asked for
 * (not ksize(): under KASAN that unpoisons whole objects): the benchmark's
 * memory figure.
 */
static size_t uncore_footprint(struct xpmu_uncore *uncore)
{
	unsigned int nr_dies = uncore->hw->nr_dies, die;
	const struct xpmu_pmu *xp;
	size_t bytes = 0;

	for (die = 0; die < nr_dies; die++)
		bytes += struct_size(uncore->disc[die], units,
				     uncore->disc[die]->global.max_blocks);
	list_for_each_entry(xp, &uncore->pmus, node) {
		bytes += struct_size(xp, boxes, nr_dies);
		for (die = 0; die < nr_dies; die++) {
			unsigned int n;

			if (!xp->boxes[die])
				continue;
			n = xp->boxes[die]->unit->num_regs;
			bytes += sizeof(struct xpmu_box) +
				 (n + xp->desc->nr_fixed) * sizeof(struct perf_event *) +
				 (n + 1) * (sizeof(struct perf_event *) +
					    sizeof(struct xpmu_slot));
		}
	}
	return bytes;
}

static int xpmu_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_uncore *uncore = hlist_entry(node, struct xpmu_uncore, node);
	int die = topology_logical_die_id(cpu);

	if (die < 0 || die >= uncore->hw->nr_dies)
		return 0;
	guard(mutex)(&uncore->lock);
	if (uncore->die_cpu[die] < 0)
		WRITE_ONCE(uncore->die_cpu[die], cpu);
	return 0;
}

static int xpmu_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_uncore *uncore = hlist_entry(node, struct xpmu_uncore, node);
	int die = topology_logical_die_id(cpu);
	struct xpmu_pmu *xp;
	unsigned int target;

	if (die < 0 || die >= uncore->hw->nr_dies)
		return 0;
	guard(mutex)(&uncore->lock);
	if (uncore->die_cpu[die] != cpu)
		return 0;
	target = cpumask_any_but(topology_die_cpumask(cpu), cpu);
	if (target >= nr_cpu_ids) {
		/* The die's last cpu: its events stop until one returns. */
		WRITE_ONCE(uncore->die_cpu[die], -1);
		return 0;
	}
	WRITE_ONCE(uncore->die_cpu[die], target);
	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->boxes[die])
			xpmu_pmu_migrate(xp, cpu, target);
	return 0;
}

static void uncore_release(void *data)
{
	uncore_teardown(data);
}

static void uncore_hp_remove(void *data)
{
	struct xpmu_uncore *uncore = data;

	cpuhp_state_remove_instance_nocalls(xpmu_hp_state, &uncore->node);
}

/*
 * Everything is undone by devm actions, in strict reverse order, on probe
 * failure and on unbind alike: there is no .remove.
 */
static int xpmu_uncore_probe(struct platform_device *pdev)
{
	const struct xpmu_uncore_hw *hw = dev_get_platdata(&pdev->dev);
	struct device *dev = &pdev->dev;
	struct xpmu_uncore *uncore;
	u64 start = ktime_get_ns();
	unsigned int die;
	int ret;

	if (!hw || !hw->ops || !hw->nr_dies || hw->nr_dies > XPMU_MAX_DIES)
		return dev_err_probe(dev, -EINVAL, "no usable machine description\n");

	uncore = devm_kzalloc(dev, sizeof(*uncore), GFP_KERNEL);
	if (!uncore)
		return -ENOMEM;
	uncore->disc = devm_kcalloc(dev, hw->nr_dies, sizeof(*uncore->disc),
				    GFP_KERNEL);
	uncore->die_cpu = devm_kcalloc(dev, hw->nr_dies,
				       sizeof(*uncore->die_cpu), GFP_KERNEL);
	if (!uncore->disc || !uncore->die_cpu)
		return -ENOMEM;
	uncore->dev = dev;
	uncore->hw = hw;
	INIT_LIST_HEAD(&uncore->pmus);
	mutex_init(&uncore->lock);
	for (die = 0; die < hw->nr_dies; die++)
		uncore->die_cpu[die] = -1;

	ret = devm_add_action_or_reset(dev, uncore_release, uncore);
	if (ret)
		return ret;
	ret = uncore_parse(uncore);
	if (ret)
		return ret;
	uncore_topology(uncore);
	/* Pick the reader cpus before any PMU can take an event. */
	ret = cpuhp_state_add_instance(xpmu_hp_state, &uncore->node);
	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, uncore_hp_remove, uncore);
	if (ret)
		return ret;
	ret = uncore_build(uncore);
	if (ret)
		return ret;
	dev_info(dev, "%u dies, %u PMUs, bound in %llu us, %zu kB\n", hw->nr_dies,
		 uncore_nr_pmus(uncore), div_u64(ktime_get_ns() - start, NSEC_PER_USEC),
		 DIV_ROUND_UP(uncore_footprint(uncore), 1024));
	return 0;
}

static struct platform_driver xpmu_uncore_driver = {
	.driver = {
		.name = XPMU_UNCORE_DEVICE,
		/* perf holds the PMUs; unbinding under it is not allowed. */
		.suppress_bind_attrs = true,
	},
	.probe = xpmu_uncore_probe,
};

static int __init xpmu_uncore_init(void)
{
	int ret;

	if (xpmu_kernel_uncore_loaded()) {
		pr_err("the kernel's intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)\n");
		return -EBUSY;
	}
	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/xpmu/uncore:online",
				      xpmu_cpu_online, xpmu_cpu_offline);
	if (ret < 0)
		return ret;
	xpmu_hp_state = ret;
	ret = platform_driver_register(&xpmu_uncore_driver);
	if (ret) {
		cpuhp_remove_multi_state(xpmu_hp_state);
		return ret;
	}
	xpmu_native_init();
	return 0;
}
module_init(xpmu_uncore_init);

static void __exit xpmu_uncore_exit(void)
{
	xpmu_native_exit();
	platform_driver_unregister(&xpmu_uncore_driver);
	cpuhp_remove_multi_state(xpmu_hp_state);
	xpmu_format_groups_free();
}
module_exit(xpmu_uncore_exit);

MODULE_DESCRIPTION("xpmu: perf PMUs for the Intel Emerald Rapids uncore");
MODULE_LICENSE("GPL");
