// SPDX-License-Identifier: GPL-2.0-only
/*
 * Benchmark: the cost of reading an uncore event through the driver
 * against one raw register read of the same backend, as a ratio measured
 * in one run (the target is <= 1.5: the driver adds at most half a
 * register access).  Prints figures, judges nothing.
 *
 * Loaded by tests/guest/bench_uncore.sh with pmu_type= the type of
 * uncore_cha_0 (an MSR unit; counter 0 is MSR 0x2008, Table 1-9).
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

static int pmu_type = -1;
module_param(pmu_type, int, 0444);
MODULE_PARM_DESC(pmu_type, "perf type of uncore_cha_0");

#define ROUNDS	20000
#define CHA0_CTR0	0x2008

struct bench {
	struct perf_event *event;
	const struct xpmu_uncore_hw *hw;
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
	return !strcmp(to_platform_device(dev)->name, XPMU_UNCORE_DEVICE);
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
		pr_err("no %s device\n", XPMU_UNCORE_DEVICE);
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
	put_device(dev);
	if (ret)
		return ret;
	pr_info("uncore read: raw register %llu ns, event read through the driver %llu ns: ratio %llu.%02llu (target <= 1.5)\n",
		div_u64(b.raw_ns, ROUNDS), div_u64(b.pmu_ns, ROUNDS),
		div64_u64(b.pmu_ns, b.raw_ns), div64_u64(b.pmu_ns * 100, b.raw_ns) % 100);
	return 0;
}
module_init(uncore_bench_init);

static void __exit uncore_bench_exit(void)
{
}
module_exit(uncore_bench_exit);

MODULE_DESCRIPTION("xpmu benchmark: uncore event read cost");
MODULE_LICENSE("GPL");
