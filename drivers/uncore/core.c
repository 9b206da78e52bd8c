// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_uncore: binds to the machine its native backend offers on an
 * Emerald Rapids (include/xpmu/uncore/hw.h), parses each die's discovery
 * table, registers one perf PMU per unit type and id (build.c makes them,
 * register.c registers them), and keeps one reader cpu per die across cpu
 * hotplug.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/topology.h>

#include "uncore.h"

/*
 * Locking.  The PMU list and die_cpu[] are written only by bind, under
 * cpus_read_lock(), and by the cpu hotplug callbacks, which hold the
 * hotplug lock for writing: the two never overlap.  Teardown empties the
 * list after the hotplug instance is gone.  event_init and the cpumask
 * file read die_cpu[] with READ_ONCE().  Each box's lock (pmu.c)
 * serialises its counters against its poll timer.
 */

static enum cpuhp_state xpmu_unc_hp_state;

/* Each die's uncore segment and bus (1.10.2). */
static void uncore_topology(struct xpmu_unc_machine *uncore)
{
	unsigned int die, i;
	int n;

	/* For units/iio.c's dieN files. */
	n = xpmu_unc_topology_iio(uncore->hw, uncore->iio_bus);
	if (n < 0) {
		dev_info(uncore->dev, "IIO stacks' root buses not resolved (%d): no uncore_iio_*/die* files\n",
			 n);
		for (die = 0; die < XPMU_UNC_MAX_PACKAGES; die++)
			for (i = 0; i < XPMU_UNC_IIO_STACKS; i++)
				uncore->iio_bus[die][i] = -1;
	}
	n = xpmu_unc_topology_buses(uncore->hw, uncore->bus);
	if (n < 0) {
		dev_info(uncore->dev, "uncore buses not resolved (%d): PCI and iMC units not cross-checked\n",
			 n);
		for (die = 0; die < XPMU_UNC_MAX_PACKAGES; die++)
			uncore->bus[die] = -1;
		return;
	}
	for (die = 0; die < uncore->hw->nr_dies; die++) {
		if (uncore->bus[die] < 0)
			continue;
		dev_info(uncore->dev, "die %u: uncore bus %04llx:%02llx\n", die,
			 FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, uncore->bus[die]),
			 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, uncore->bus[die]));
		for (i = 0; i < XPMU_UNC_IMC_PER_DIE * XPMU_UNC_IMC_CHANNELS; i++)
			if (xpmu_unc_topology_imc(uncore->hw, uncore->bus[die],
						  i / XPMU_UNC_IMC_CHANNELS,
						  i % XPMU_UNC_IMC_CHANNELS,
						  &uncore->imc_ch[die][i]))
				uncore->imc_ch[die][i] = 0;
	}
}

/* NULL if the die has no usable table. */
static struct xpmu_unc_discovery *uncore_parse_die(struct xpmu_unc_machine *uncore,
						   unsigned int die)
{
	const struct xpmu_unc_hw *hw = uncore->hw;
	struct xpmu_unc_discovery *disc = NULL, *d, *merged;
	struct xpmu_unc_disc_source src = { };
	unsigned int index;

	for (index = 0; !hw->ops->discovery(hw->ctx, die, index, &src); index++) {
		d = xpmu_unc_discovery_parse(&src, NULL);
		if (IS_ERR(d)) {
			dev_warn(uncore->dev, "die %u: discovery table %u refused (%ld)\n",
				 die, index, PTR_ERR(d));
			continue;
		}
		if (!disc) {
			disc = d;
			continue;
		}
		merged = xpmu_unc_discovery_merge(disc, d, src.name);
		xpmu_unc_discovery_free(d);
		if (IS_ERR(merged)) {
			dev_warn(uncore->dev, "die %u: discovery table %u not merged (%ld)\n",
				 die, index, PTR_ERR(merged));
			continue;
		}
		xpmu_unc_discovery_free(disc);
		disc = merged;
		dev_info(uncore->dev, "die %u: discovery table %u merged: %u units\n",
			 die, index, disc->nr_units);
	}
	if (!disc)
		dev_warn(uncore->dev, "die %u: %s: left out\n", die,
			 index ? "no usable discovery table" : "no discovery table");
	return disc;
}

/* A die without a usable table is left out, not the machine. */
static int uncore_parse(struct xpmu_unc_machine *uncore)
{
	unsigned int die, found = 0;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		uncore->disc[die] = uncore_parse_die(uncore, die);
		found += !!uncore->disc[die];
	}
	if (!found) {
		dev_err(uncore->dev, "no die has a usable discovery table\n");
		return -ENODEV;
	}
	return 0;
}

static int uncore_quirks(struct xpmu_unc_machine *uncore)
{
	unsigned long quirks = uncore->hw->model->quirks;
	unsigned int die;
	int ret;

	for (die = 0; die < uncore->hw->nr_dies; die++) {
		int bus = xpmu_unc_die_bus(uncore, die);

		if (!uncore->disc[die] || bus < 0)
			continue;
		if (quirks & XPMU_UNC_QUIRK_UPI_LINKS) {
			ret = xpmu_unc_quirk_upi(uncore->dev, uncore->hw, die, bus,
						 &uncore->disc[die]);
			if (ret)
				return ret;
		}
		if (quirks & XPMU_UNC_QUIRK_CHA_COUNT)
			xpmu_unc_quirk_cha_count(uncore->dev, uncore->hw, die, bus,
						 uncore->disc[die]);
	}
	return 0;
}

static unsigned int uncore_nr_pmus(struct xpmu_unc_machine *uncore)
{
	struct xpmu_unc_pmu *xp;
	unsigned int n = 0;

	list_for_each_entry(xp, &uncore->pmus, node)
		n++;
	return n;
}

/* Hotplug lock held for writing; see the locking note at the top. */
static int xpmu_unc_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_unc_machine *uncore = hlist_entry(node, struct xpmu_unc_machine, node);
	int die = topology_logical_die_id(cpu);

	if (die < 0 || die >= uncore->hw->nr_dies)
		return 0;
	if (uncore->die_cpu[die] < 0)
		WRITE_ONCE(uncore->die_cpu[die], cpu);
	return 0;
}

static int xpmu_unc_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct xpmu_unc_machine *uncore = hlist_entry(node, struct xpmu_unc_machine, node);
	int die = topology_logical_die_id(cpu);
	struct xpmu_unc_pmu *xp;
	unsigned int target;

	if (die < 0 || die >= uncore->hw->nr_dies || uncore->die_cpu[die] != cpu)
		return 0;
	target = cpumask_any_but(topology_die_cpumask(cpu), cpu);
	if (target >= nr_cpu_ids) {
		/* The die's last cpu: its events stop until one returns. */
		WRITE_ONCE(uncore->die_cpu[die], -1);
		return 0;
	}
	/* Both cpus are in the die, so every MSR access stays local. */
	WRITE_ONCE(uncore->die_cpu[die], target);
	list_for_each_entry(xp, &uncore->pmus, node)
		if (xp->boxes[die])
			perf_pmu_migrate_context(&xp->pmu, cpu, target);
	return 0;
}

static void uncore_release(void *data)
{
	xpmu_unc_teardown(data);
}

static void uncore_hp_remove(void *data)
{
	struct xpmu_unc_machine *uncore = data;

	cpuhp_state_remove_instance_nocalls(xpmu_unc_hp_state, &uncore->node);
}

/*
 * All under cpus_read_lock(): the hotplug callbacks (already added) then
 * see the complete PMU list, or on failure an empty one.
 */
static int uncore_bind(struct xpmu_unc_machine *uncore)
{
	unsigned int die, cpu;
	int ret;

	cpus_read_lock();
	for (die = 0; die < uncore->hw->nr_dies; die++)
		uncore->die_cpu[die] = -1;
	for_each_online_cpu(cpu) {
		int d = topology_logical_die_id(cpu);

		if (d >= 0 && d < uncore->hw->nr_dies && uncore->die_cpu[d] < 0)
			WRITE_ONCE(uncore->die_cpu[d], cpu);
	}
	for (die = 0; die < uncore->hw->nr_dies; die++) {
		if (!uncore->disc[die] || uncore->die_cpu[die] >= 0)
			continue;
		dev_warn(uncore->dev, "die %u: no online cpu at bind: left out (rebind once it has one)\n",
			 die);
		xpmu_unc_discovery_free(uncore->disc[die]);
		uncore->disc[die] = NULL;
	}
	ret = xpmu_unc_build(uncore);
	if (!ret)
		ret = xpmu_unc_register(uncore);
	if (ret)
		xpmu_unc_teardown_pmus(uncore);
	cpus_read_unlock();
	return ret;
}

/* Undone by devm actions on failure and unbind alike: there is no .remove. */
static int xpmu_unc_probe(struct platform_device *pdev)
{
	const struct xpmu_unc_hw *hw = dev_get_platdata(&pdev->dev);
	struct device *dev = &pdev->dev;
	struct xpmu_unc_machine *uncore;
	unsigned int die;
	int ret;

	if (!hw || !hw->ops || !hw->model || !hw->nr_dies ||
	    hw->nr_dies > XPMU_UNC_MAX_PACKAGES)
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
	for (die = 0; die < hw->nr_dies; die++)
		uncore->die_cpu[die] = -1;

	ret = devm_add_action_or_reset(dev, uncore_release, uncore);
	if (ret)
		return ret;
	ret = uncore_parse(uncore);
	if (ret)
		return ret;
	uncore_topology(uncore);
	ret = uncore_quirks(uncore);
	if (ret)
		return ret;
	/* Live before the PMUs exist; uncore_bind() says why that is safe. */
	ret = cpuhp_state_add_instance_nocalls(xpmu_unc_hp_state, &uncore->node);
	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, uncore_hp_remove, uncore);
	if (ret)
		return ret;
	ret = uncore_bind(uncore);
	if (ret)
		return ret;
	platform_set_drvdata(pdev, uncore);
	dev_info(dev, "%s, %u dies, %u PMUs\n", hw->model->name, hw->nr_dies,
		 uncore_nr_pmus(uncore));
	return 0;
}

static struct platform_driver xpmu_unc_driver = {
	.driver = {
		.name = XPMU_UNC_DEVICE,
		/* perf holds the PMUs; unbinding under it is not allowed. */
		.suppress_bind_attrs = true,
		.dev_groups = xpmu_unc_dev_groups,
	},
	.probe = xpmu_unc_probe,
};

static int __init xpmu_unc_init(void)
{
	int ret;

	/* Elsewhere the CPU is the reason nothing binds (xpmu_unc_native_init()). */
	if (xpmu_unc_native_model() && xpmu_unc_intel_uncore_loaded()) {
		pr_err("the kernel's intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)\n");
		return -EBUSY;
	}
	ret = xpmu_unc_catalog_get();
	if (ret)
		return ret;
	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/xpmu/uncore:online",
				      xpmu_unc_cpu_online, xpmu_unc_cpu_offline);
	if (ret < 0)
		goto put_catalog;
	xpmu_unc_hp_state = ret;
	ret = platform_driver_register(&xpmu_unc_driver);
	if (ret)
		goto remove_state;
	xpmu_unc_native_init();
	return 0;

remove_state:
	cpuhp_remove_multi_state(xpmu_unc_hp_state);
put_catalog:
	xpmu_unc_catalog_put();
	return ret;
}
module_init(xpmu_unc_init);

static void __exit xpmu_unc_exit(void)
{
	xpmu_unc_native_exit();
	platform_driver_unregister(&xpmu_unc_driver);
	cpuhp_remove_multi_state(xpmu_unc_hp_state);
	xpmu_unc_format_groups_free();
	xpmu_unc_catalog_put();
}
module_exit(xpmu_unc_exit);

MODULE_DESCRIPTION("xpmu: perf PMUs for the Intel Sapphire and Emerald Rapids uncore");
MODULE_LICENSE("GPL");
