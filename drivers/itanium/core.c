// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_itanium: binds to a machine offered by a register-access backend
 * (the simulator on x86; the ia64 backend, CONFIG_IA64 only) and registers
 * one perf PMU for its model, "montecito" or "itanium": system-wide, and
 * per task where perf core allows it (pmu.c).
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/cpuhotplug.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#include <xpmu/alias.h>
#include <xpmu/pmu_unregister.h>

#include "pmu.h"

#ifdef CONFIG_DEBUG_LOCK_ALLOC
/* The one lockdep class of every alias's sysfs file (xpmu/alias.h). */
struct lock_class_key xpmu_alias_key;
#endif

static const struct xpmu_ia_model *const models[] = {
	&xpmu_ia_montecito,
	&xpmu_ia_itanium,
};

static int build_formats(struct device *dev, struct xpmu_ia_pmu *p)
{
	unsigned int n = p->m->nr_formats;
	struct xpmu_format_attr *fa;
	struct attribute **attrs;

	if (xpmu_ia_config_bits(p->m, &p->bits))
		return dev_err_probe(dev, -EINVAL, "%s: malformed format table\n",
				     p->m->name);
	fa = devm_kcalloc(dev, n, sizeof(*fa), GFP_KERNEL);
	attrs = devm_kcalloc(dev, n + 1, sizeof(*attrs), GFP_KERNEL);
	if (!fa || !attrs)
		return -ENOMEM;
	xpmu_format_attrs_init(fa, attrs, p->m->formats, n);
	p->format_group.name = "format";
	p->format_group.attrs = attrs;
	return 0;
}

static void ia_free_irq(void *data)
{
	struct xpmu_ia_pmu *p = data;

	p->hw->ops->free_irq(p->hw->ctx);
}

static void ia_unregister(void *data)
{
	struct xpmu_ia_pmu *p = data;

	xpmu_perf_pmu_unregister(&p->pmu);
}

static enum cpuhp_state ia_online_state;

static void ia_remove_cpuhp(void *data)
{
	struct xpmu_ia_pmu *p = data;

	cpuhp_state_remove_instance_nocalls(ia_online_state, &p->cpuhp);
}

static void ia_free_percpu(void *data)
{
	struct xpmu_ia_pmu *p = data;

	free_percpu(p->cpus);
}

static int xpmu_ia_probe(struct platform_device *pdev)
{
	const struct xpmu_ia_hw *hw = dev_get_platdata(&pdev->dev);
	struct device *dev = &pdev->dev;
	const struct xpmu_ia_model *m = NULL;
	struct xpmu_ia_pmu *p;
	unsigned int i;
	int ret;

	if (!hw || !hw->ops || !hw->model)
		return dev_err_probe(dev, -EINVAL, "no usable machine description\n");
	for (i = 0; i < ARRAY_SIZE(models); i++)
		if (!strcmp(models[i]->name, hw->model))
			m = models[i];
	if (!m)
		return dev_err_probe(dev, -ENODEV, "unknown model %s\n", hw->model);

	p = devm_kzalloc(dev, sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	p->m = m;
	p->hw = hw;
	p->cpus = alloc_percpu(struct xpmu_ia_cpu);
	if (!p->cpus)
		return -ENOMEM;
	ret = devm_add_action_or_reset(dev, ia_free_percpu, p);
	if (ret)
		return ret;
	ret = build_formats(dev, p);
	if (ret)
		return ret;
	p->groups[0] = &p->format_group;
	p->groups[1] = m->events;
	xpmu_ia_pmu_init(p);
	p->pmu.attr_groups = p->groups;

	/*
	 * A module's samples need perf_tp_event() (pmu.h), hence
	 * EVENT_TRACING, which ia64 6.1 lacks (no TRACING_SUPPORT): there
	 * the module counts only; built in, it samples.
	 */
	if (hw->ops->request_irq && XPMU_IA_CAN_SAMPLE) {
		ret = hw->ops->request_irq(hw->ctx, xpmu_ia_irq, p);
		if (ret)
			return dev_err_probe(dev, ret, "no performance monitor interrupt\n");
		ret = devm_add_action_or_reset(dev, ia_free_irq, p);
		if (ret)
			return ret;
	} else {
		p->pmu.capabilities |= PERF_PMU_CAP_NO_INTERRUPT;
	}
	ret = cpuhp_state_add_instance(ia_online_state, &p->cpuhp);
	if (ret)
		return dev_err_probe(dev, ret, "cpu hotplug instance\n");
	ret = devm_add_action_or_reset(dev, ia_remove_cpuhp, p);
	if (ret)
		return ret;
	ret = perf_pmu_register(&p->pmu, m->name, -1);
	if (ret)
		return dev_err_probe(dev, ret, "perf_pmu_register %s\n", m->name);
	ret = devm_add_action_or_reset(dev, ia_unregister, p);
	if (ret)
		return ret;
	dev_info(dev, "%s: %u counters, %u bits\n", m->name,
		 hweight16(m->counters), m->width);
	return 0;
}

static struct platform_driver xpmu_ia_driver = {
	.driver = {
		.name = XPMU_IA_DEVICE,
		/* perf holds the PMU; unbinding under it is not allowed. */
		.suppress_bind_attrs = true,
	},
	.probe = xpmu_ia_probe,
};

static int __init xpmu_ia_init(void)
{
	int ret;

	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/xpmu_itanium:online",
				      xpmu_ia_cpu_online, xpmu_ia_cpu_offline);
	if (ret < 0)
		return ret;
	ia_online_state = ret;
	ret = platform_driver_register(&xpmu_ia_driver);
	if (ret) {
		cpuhp_remove_multi_state(ia_online_state);
		return ret;
	}
	xpmu_ia_native_init();
	return 0;
}
module_init(xpmu_ia_init);

static void __exit xpmu_ia_exit(void)
{
	xpmu_ia_native_exit();
	platform_driver_unregister(&xpmu_ia_driver);
	cpuhp_remove_multi_state(ia_online_state);
}
module_exit(xpmu_ia_exit);

MODULE_DESCRIPTION("xpmu: perf PMUs for the Itanium 2 (Montecito) and Itanium performance monitors");
MODULE_LICENSE("GPL");
