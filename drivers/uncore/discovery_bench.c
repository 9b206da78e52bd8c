// SPDX-License-Identifier: GPL-2.0-only
/*
 * Benchmark: PMON discovery parse time against table size.
 *
 * Prints figures and asserts nothing about time (a guest under TCG and
 * KASAN is no stopwatch); what matters is the per-unit cost staying flat
 * from 100 to 10,000 units.  Max Blocks is a 10-bit field (Table 1-13), so
 * no single table holds more than 1023 units: the larger sizes are parsed
 * as several 1,000-unit tables, as a many-die machine has one per die.
 * Loading the module runs it; tests/guest/bench_discovery.sh reads dmesg.
 */

#define pr_fmt(fmt) "xpmu_bench: " fmt

#include <linux/bitfield.h>
#include <linux/err.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/vmalloc.h>

#include <xpmu/uncore/discovery.h>

#define UNITS_PER_TABLE	1000
#define STRIDE		4
#define NUM_STATUS	1024
#define WORK_UNITS	200000	/* units parsed per size, over repetitions */

/* One table of @n MSR units, all valid and distinct. */
static u64 *bench_table(unsigned int n, u32 *size)
{
	unsigned int i;
	u64 *t;

	*size = (n + 1) * STRIDE * sizeof(u64);
	t = vzalloc(*size);
	if (!t)
		return NULL;
	t[0] = FIELD_PREP(XPMU_UNC_DISC_GLOBAL0_ACCESS, XPMU_UNC_ACCESS_MSR) |
	       FIELD_PREP(XPMU_UNC_DISC_GLOBAL0_MAX_BLOCKS, n) |
	       FIELD_PREP(XPMU_UNC_DISC_GLOBAL0_STRIDE, STRIDE);
	t[1] = 0x2FF0;
	t[2] = FIELD_PREP(XPMU_UNC_DISC_GLOBAL2_NUM_STATUS, NUM_STATUS) |
	       FIELD_PREP(XPMU_UNC_DISC_GLOBAL2_STATUS_OFF, 2);
	for (i = 0; i < n; i++) {
		u64 *node = &t[(i + 1) * STRIDE];

		node[0] = FIELD_PREP(XPMU_UNC_DISC_UNIT0_STATUS_OFF, 1) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT0_CTR_OFF, 8) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT0_WIDTH, 48) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT0_CTL_OFF, 2) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT0_NUM_REGS, 4);
		node[1] = 0x10000 + i * 16;
		node[2] = FIELD_PREP(XPMU_UNC_DISC_UNIT2_STATUS_POS, i % NUM_STATUS) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT2_ID, i / 16) |
			  FIELD_PREP(XPMU_UNC_DISC_UNIT2_TYPE, i % 16);
	}
	return t;
}

/* Parse @units units worth of tables, @reps times; ns per unit or -errno. */
static s64 bench_one(unsigned int units, unsigned int reps)
{
	unsigned int per = min(units, UNITS_PER_TABLE);
	unsigned int tables = DIV_ROUND_UP(units, per), r, i;
	struct xpmu_unc_disc_buffer buf;
	struct xpmu_unc_disc_source src = {
		.read = xpmu_unc_disc_read_buffer, .ctx = &buf, .name = "bench",
	};
	u64 t0, elapsed;
	s64 ret = 0;
	u32 size;

	buf.words = bench_table(per, &size);
	if (!buf.words)
		return -ENOMEM;
	buf.size = size;
	src.size = size;

	t0 = ktime_get_ns();
	for (r = 0; r < reps && !ret; r++) {
		for (i = 0; i < tables; i++) {
			struct xpmu_unc_discovery *d = xpmu_unc_discovery_parse(&src, NULL);

			if (IS_ERR(d)) {
				ret = PTR_ERR(d);
				break;
			}
			if (d->nr_units != per)
				ret = -EPROTO;
			xpmu_unc_discovery_free(d);
		}
	}
	elapsed = ktime_get_ns() - t0;
	vfree(buf.words);
	if (ret)
		return ret;
	return div64_u64(elapsed, (u64)units * reps);
}

static int __init discovery_bench_init(void)
{
	static const unsigned int sizes[] = { 100, 1000, 10000 };
	s64 base = 0, ns;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		unsigned int reps = max(1U, WORK_UNITS / sizes[i]);

		ns = bench_one(sizes[i], reps);
		if (ns < 0) {
			pr_err("discovery parse of %u units failed: %lld\n",
			       sizes[i], ns);
			return ns;
		}
		if (!base)
			base = max_t(s64, ns, 1);
		pr_info("discovery parse: %5u units x %4u: %6lld ns/unit, %3lld.%02lldx the 100-unit cost\n",
			sizes[i], reps, ns, div64_s64(ns, base),
			div64_s64(ns * 100, base) % 100);
	}
	return 0;
}
module_init(discovery_bench_init);

static void __exit discovery_bench_exit(void)
{
}
module_exit(discovery_bench_exit);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("xpmu benchmark: discovery parse cost against table size");
MODULE_LICENSE("GPL");
