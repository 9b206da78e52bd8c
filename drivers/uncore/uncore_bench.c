// SPDX-License-Identifier: GPL-2.0-only
/*
 * Benchmarks of the bound driver.  Prints figures, judges nothing.
 * - Read: the cost of reading an uncore event through the driver against
 *   one raw register read of the same backend, as a ratio measured in one
 *   run (the target is <= 1.5: the driver adds at most half a register
 *   access).
 * - Bind: the driver unbound and bound again, each timed, and what it
 *   allocated for the machine then.
 *
 * Loaded by tests/guest/native/bench_uncore.sh with pmu_type= the type of
 * uncore_cha_0 (an MSR unit; counter 0 is MSR 0x2008, Table 1-9), with no
 * event open: the bind benchmark unbinds the driver.
 */

#define pr_fmt(fmt) "xpmu_bench: " fmt

#include <linux/device.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/platform_device.h>
#include <linux/topology.h>

#include <xpmu/uncore/hw.h>

#include "uncore.h"

static int pmu_type = -1;
module_param(pmu_type, int, 0444);
MODULE_PARM_DESC(pmu_type, "perf type of uncore_cha_0");

#define ROUNDS	20000
#define CHA0_CTR0	0x2008

struct bench {
	struct perf_event *event;
	const struct xpmu_unc_hw *hw;
	u64 raw_ns, pmu_ns, sink;
};

/* On the reader cpu, interrupts off, as perf's own reads run. */
static void bench_run(void *data)
{
	struct bench *b = data;
	unsigned int die = topology_logical_die_id(smp_processor_id());
	u64 t0, val, sink = 0;
	unsigned int i;

	t0 = ktime_get_ns();
	for (i = 0; i < ROUNDS; i++) {
		b->hw->ops->msr_read(b->hw->ctx, die, CHA0_CTR0, &val);
		sink += val;
	}
	b->raw_ns = ktime_get_ns() - t0;

	t0 = ktime_get_ns();
	for (i = 0; i < ROUNDS; i++)
		b->event->pmu->read(b->event);
	b->pmu_ns = ktime_get_ns() - t0;
	/* Keep the raw reads from being optimised away. */
	WRITE_ONCE(b->sink, sink);
}

static int match_machine(struct device *dev, const void *data)
{
	return !strcmp(to_platform_device(dev)->name, XPMU_UNC_DEVICE);
}

/*
 * What the driver allocated for this machine, from the sizes it asks for
 * (not ksize(): under KASAN that unpoisons whole objects).  The driver's
 * drvdata is its struct xpmu_unc_machine; its PMU list does not change while
 * it is bound (core.c's locking note).
 */
static size_t uncore_footprint(const struct xpmu_unc_machine *uncore)
{
	unsigned int nr_dies = uncore->hw->nr_dies, die;
	const struct xpmu_unc_pmu *xp;
	size_t bytes = 0;

	for (die = 0; die < nr_dies; die++)
		if (uncore->disc[die])
			bytes += struct_size(uncore->disc[die], units,
					     uncore->disc[die]->global.max_blocks);
	list_for_each_entry(xp, &uncore->pmus, node) {
		bytes += struct_size(xp, boxes, nr_dies);
		for (die = 0; die < nr_dies; die++) {
			unsigned int n;

			if (!xp->boxes[die])
				continue;
			n = xp->boxes[die]->unit->num_regs;
			bytes += sizeof(struct xpmu_unc_box) +
				 (n + xp->desc->nr_fixed) * sizeof(struct perf_event *) +
				 (n + 1) * (sizeof(struct perf_event *) +
					    sizeof(struct xpmu_unc_slot));
		}
	}
	return bytes;
}

/* Time the driver's unbind, and its probe as it binds again. */
static int bench_bind(struct device *dev)
{
	const struct xpmu_unc_machine *uncore;
	const struct xpmu_unc_pmu *xp;
	unsigned int n = 0;
	u64 t0, t1, ns;
	int ret;

	t0 = ktime_get_ns();
	device_release_driver(dev);
	t1 = ktime_get_ns();
	ret = device_attach(dev);
	ns = ktime_get_ns() - t1;
	if (ret < 0)
		return ret;
	uncore = dev_get_drvdata(dev);
	if (!dev->driver || !uncore) {
		pr_err("the driver did not bind again\n");
		return -ENODEV;
	}
	list_for_each_entry(xp, &uncore->pmus, node)
		n++;
	pr_info("driver bind: %u dies, %u PMUs, unbound in %llu us, bound in %llu us, %zu kB\n",
		uncore->hw->nr_dies, n, div_u64(t1 - t0, NSEC_PER_USEC),
		div_u64(ns, NSEC_PER_USEC),
		DIV_ROUND_UP(uncore_footprint(uncore), 1024));
	return 0;
}

static int __init uncore_bench_init(void)
{
	struct perf_event_attr attr = {
		.type = pmu_type, .size = sizeof(attr), .config = 0x0135,
	};
	struct bench b = { };
	struct device *dev;
	int ret;

	if (pmu_type < 0)
		return -EINVAL;
	dev = bus_find_device(&platform_bus_type, NULL, NULL, match_machine);
	if (!dev) {
		pr_err("no %s device\n", XPMU_UNC_DEVICE);
		return -ENODEV;
	}
	b.hw = dev_get_platdata(dev);
	b.event = perf_event_create_kernel_counter(&attr, 0, NULL, NULL, NULL);
	if (IS_ERR(b.event)) {
		pr_err("cannot open an event on uncore_cha_0: %ld\n", PTR_ERR(b.event));
		put_device(dev);
		return PTR_ERR(b.event);
	}
	ret = smp_call_function_single(b.event->cpu, bench_run, &b, 1);
	perf_event_release_kernel(b.event);
	if (!ret) {
		pr_info("uncore read: raw register %llu ns, event read through the driver %llu ns: ratio %llu.%02llu (target <= 1.5)\n",
			div_u64(b.raw_ns, ROUNDS), div_u64(b.pmu_ns, ROUNDS),
			div64_u64(b.pmu_ns, b.raw_ns),
			div64_u64(b.pmu_ns * 100, b.raw_ns) % 100);
		ret = bench_bind(dev);
	}
	put_device(dev);
	return ret;
}
module_init(uncore_bench_init);

static void __exit uncore_bench_exit(void)
{
}
module_exit(uncore_bench_exit);

MODULE_DESCRIPTION("xpmu benchmark: uncore event read cost and driver bind");
MODULE_LICENSE("GPL");
