// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for box programming (drivers/uncore/box.c): a backend that
 * records every register access, and the exact accesses each box op must
 * make, at the addresses of the EMR uncore guide's Table 1-9 (CHA 0) and
 * Table 1-12 (UPI LL, iMC channel 0).
 */

#include <kunit/test.h>

#include <xpmu/uncore/pmon_regs.h>

#include "uncore.h"

struct access {
	char op;		/* 'r' or 'w' */
	u8 bytes;		/* 4 or 8; MSRs 8 */
	u32 addr;		/* MSR, config address, or MMIO offset */
	u64 val;
};

struct recorder {
	struct access log[16];
	unsigned int n;
	bool unstable;		/* config reads return a new value each time */
	u32 next;
	int fail;		/* reads return this error, if set */
	int wfail;		/* writes return this error, if set */
	/*
	 * Config reads of @ones_addr: after @ones_skip good ones, the next
	 * @ones_left read all ones, as a glitching device's do.
	 */
	u32 ones_addr;
	unsigned int ones_skip;
	unsigned int ones_left;
	unsigned int die;	/* the die the last MSR access named */
};

static struct recorder *rec_of(void *ctx)
{
	return ctx;
}

static void rec(void *ctx, char op, u8 bytes, u32 addr, u64 val)
{
	struct recorder *r = rec_of(ctx);

	if (r->n < ARRAY_SIZE(r->log))
		r->log[r->n++] = (struct access){ op, bytes, addr, val };
}

/* Reads return a value made from the address, so each is recognisable. */
static u64 fake_value(u32 addr)
{
	return 0xA000000000ULL | addr;
}

static int rec_msr_read(void *ctx, unsigned int die, u32 msr, u64 *val)
{
	rec_of(ctx)->die = die;
	*val = fake_value(msr);
	rec(ctx, 'r', 8, msr, *val);
	return rec_of(ctx)->fail;
}

static int rec_msr_write(void *ctx, unsigned int die, u32 msr, u64 val)
{
	rec_of(ctx)->die = die;
	rec(ctx, 'w', 8, msr, val);
	return rec_of(ctx)->wfail;
}

static int rec_pci_read(void *ctx, u32 addr, u32 *val)
{
	struct recorder *r = rec_of(ctx);

	*val = r->unstable ? r->next++ : lower_32_bits(fake_value(addr));
	if (addr == r->ones_addr && r->ones_left) {
		if (r->ones_skip) {
			r->ones_skip--;
		} else {
			r->ones_left--;
			*val = U32_MAX;
		}
	}
	rec(ctx, 'r', 4, addr, *val);
	return r->fail;
}

static int rec_pci_write(void *ctx, u32 addr, u32 val)
{
	rec(ctx, 'w', 4, addr, val);
	return rec_of(ctx)->wfail;
}

static u64 rec_mmio_read(void *ctx, void *map, u32 off, unsigned int bytes)
{
	u64 val = fake_value(off);

	rec(ctx, 'r', bytes, off, val);
	return val;
}

static void rec_mmio_write(void *ctx, void *map, u32 off, unsigned int bytes,
			   u64 val)
{
	rec(ctx, 'w', bytes, off, val);
}

static const struct xpmu_unc_hw_ops rec_ops = {
	.msr_read = rec_msr_read,
	.msr_write = rec_msr_write,
	.pci_read = rec_pci_read,
	.pci_write = rec_pci_write,
	.mmio_read = rec_mmio_read,
	.mmio_write = rec_mmio_write,
};

struct fixture {
	struct recorder rec;
	struct xpmu_unc_hw hw;
	struct xpmu_unc_machine uncore;
	int die_cpu[2];
	struct xpmu_unc_pmu *pmu;
	struct xpmu_unc_box box;
};

/*
 * The driver's own description of the unit type named @name, as the core
 * binds it: the box ops take what differs between types (the iMC's
 * control stride) from there, so the test must too, or a wrong value in
 * the description would pass.
 */
static const struct xpmu_unc_unit_desc *unit_desc(struct kunit *test, const char *name)
{
	unsigned int i;

	for (i = 0; i < xpmu_unc_model_emr.nr_units; i++)
		if (!strcmp(xpmu_unc_model_emr.units[i]->name, name))
			return xpmu_unc_model_emr.units[i];
	KUNIT_FAIL_AND_ABORT(test, "no unit type %s", name);
	return NULL;
}

static struct xpmu_unc_box *make_box(struct kunit *test, const struct xpmu_unc_disc_unit *unit,
				     const char *type)
{
	struct fixture *f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, f);
	f->pmu = kunit_kzalloc(test, struct_size(f->pmu, boxes, 1), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, f->pmu);
	f->hw = (struct xpmu_unc_hw){ .ops = &rec_ops, .ctx = &f->rec, .nr_dies = 1,
				    .model = &xpmu_unc_model_emr };
	f->uncore.hw = &f->hw;
	f->uncore.die_cpu = f->die_cpu;
	f->pmu->uncore = &f->uncore;
	f->pmu->desc = unit_desc(test, type);
	f->box = (struct xpmu_unc_box){
		.pmu = f->pmu, .unit = unit, .ops = xpmu_unc_box_ops[unit->access],
		.hw = &f->hw,
	};
	test->priv = f;
	return &f->box;
}

static struct recorder *log_of(struct kunit *test)
{
	return &((struct fixture *)test->priv)->rec;
}

/* The accesses since the last call are exactly @want. */
static void expect_log(struct kunit *test, const struct access *want,
		       unsigned int n)
{
	struct recorder *r = log_of(test);
	unsigned int i;

	KUNIT_EXPECT_EQ(test, r->n, n);
	for (i = 0; i < min(r->n, n); i++) {
		KUNIT_EXPECT_EQ_MSG(test, r->log[i].op, want[i].op, "access %u", i);
		KUNIT_EXPECT_EQ_MSG(test, r->log[i].bytes, want[i].bytes, "access %u", i);
		KUNIT_EXPECT_EQ_MSG(test, r->log[i].addr, want[i].addr, "access %u", i);
		KUNIT_EXPECT_EQ_MSG(test, r->log[i].val, want[i].val, "access %u", i);
	}
	r->n = 0;
}

#define RST	(XPMU_UNC_UNIT_CTL_RST_CTRL | XPMU_UNC_UNIT_CTL_RST_CTRS)
/* A CHA control: umask_ext 0x12, thresh 1, inv, umask 0x01, event 0x35. */
#define CTL64	0x0000001281800135ULL

/*
 * UPI LL link 0, Table 1-12: unit control 0x318, Ctrl3 0x368, Ctr1 0x328;
 * config address bus 0x1E, device 1 function 1.
 */
static const struct xpmu_unc_disc_unit upi0 = {
	.box_ctl = 0x01E09318, .access = XPMU_UNC_ACCESS_PCICFG, .num_regs = 4,
	.width = 48, .ctl_offset = 0x38, .ctr_offset = 0x08,
	.status_offset = 0x74,
};

/* CHA 0, Table 1-9: unit 0x2000, Ctrl0 0x2002.., Ctr0 0x2008... */
static const struct xpmu_unc_disc_unit cha0 = {
	.box_ctl = 0x2000, .access = XPMU_UNC_ACCESS_MSR, .num_regs = 4,
	.width = 48, .ctl_offset = 2, .ctr_offset = 8, .status_offset = 1,
};

static void msr_box_ops(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &cha0, "cha");
	u64 val;

	box->ops->init(box);
	expect_log(test, (const struct access[]){ { 'w', 8, 0x2000, RST } }, 1);
	box->ops->enable_event(box, 3, CTL64);
	box->ops->disable_event(box, 3);
	expect_log(test, (const struct access[]){
		{ 'w', 8, 0x2005, CTL64 }, { 'w', 8, 0x2005, 0 },
	}, 2);
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 2, &val), 0);
	KUNIT_EXPECT_EQ(test, val, fake_value(0x200A));
	expect_log(test, (const struct access[]){ { 'r', 8, 0x200A, fake_value(0x200A) } }, 1);
}

/*
 * Uncore MSRs belong to a die (1.3.1): every access names the box's die,
 * never a cpu, so that a new reader cpu of the same die, or the old one
 * during a migration, reaches the same registers locally.
 */
static void msr_access_names_the_die(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &cha0, "cha");
	struct fixture *f = test->priv;
	u64 val;

	/* Die 1, whose reader cpu is 5: the backend must be told "die 1". */
	box->die = 1;
	f->die_cpu[1] = 5;
	box->ops->enable_event(box, 0, 0x101);
	KUNIT_EXPECT_EQ(test, log_of(test)->die, 1);
	log_of(test)->die = 0;
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 0, &val), 0);
	KUNIT_EXPECT_EQ(test, log_of(test)->die, 1);
	log_of(test)->die = 0;
	KUNIT_EXPECT_EQ(test, box->ops->read_reg(box, 0xE, &val), 0);
	KUNIT_EXPECT_EQ(test, log_of(test)->die, 1);
}

/*
 * A failed read is an error, not a value: a counter of 0 from a faulting
 * rdmsr or an absent function would be counted as (0 - prev) mod 2^48.
 */
static void failed_reads_are_errors(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &cha0, "cha");
	u64 val;

	log_of(test)->fail = -EIO;
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 0, &val), -EIO);
	KUNIT_EXPECT_EQ(test, box->ops->read_reg(box, 0xE, &val), -EIO);
	box = make_box(test, &upi0, "upi");
	log_of(test)->fail = -ENODEV;
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 1, &val), -ENODEV);
	KUNIT_EXPECT_EQ(test, box->ops->read_reg(box, 0x08, &val), -ENODEV);
}

/*
 * A failed write is an error too: a control that did not reach the
 * counter must not be taken for a counter that counts (pmu.c then does
 * not add the event).  A 64-bit PCICFG control whose upper half failed
 * is not started with its lower half.
 */
static void failed_writes_are_errors(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &cha0, "cha");
	const u32 b = 0x01E09000;

	log_of(test)->wfail = -EIO;
	KUNIT_EXPECT_EQ(test, box->ops->init(box), -EIO);
	KUNIT_EXPECT_EQ(test, box->ops->enable_event(box, 1, CTL64), -EIO);
	KUNIT_EXPECT_EQ(test, box->ops->disable_event(box, 1), -EIO);
	KUNIT_EXPECT_EQ(test, box->ops->write_reg(box, XPMU_UNC_CHA_FILTER0, 1), -EIO);
	box = make_box(test, &upi0, "upi");
	log_of(test)->wfail = -ENODEV;
	KUNIT_EXPECT_EQ(test, box->ops->init(box), -ENODEV);
	KUNIT_EXPECT_EQ(test, box->ops->disable_event(box, 2), -ENODEV);
	KUNIT_EXPECT_EQ(test, box->ops->write_reg(box, 0x40, 1), -ENODEV);
	log_of(test)->n = 0;
	KUNIT_EXPECT_EQ(test, box->ops->enable_event(box, 3, CTL64), -ENODEV);
	expect_log(test, (const struct access[]){
		{ 'w', 4, b + 0x36C, upper_32_bits(CTL64) },
	}, 1);
	/* Its controls written fine, the ops say so. */
	log_of(test)->wfail = 0;
	KUNIT_EXPECT_EQ(test, box->ops->enable_event(box, 3, CTL64), 0);
	KUNIT_EXPECT_EQ(test, box->ops->disable_event(box, 3), 0);
}

static void pci_box_ops(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &upi0, "upi");
	const u32 b = 0x01E09000;
	u64 val;

	box->ops->init(box);
	expect_log(test, (const struct access[]){ { 'w', 4, b + 0x318, RST } }, 1);
	/* Upper half first: the lower half's event select starts counting. */
	box->ops->enable_event(box, 3, CTL64);
	box->ops->disable_event(box, 3);
	expect_log(test, (const struct access[]){
		{ 'w', 4, b + 0x36C, upper_32_bits(CTL64) },
		{ 'w', 4, b + 0x368, lower_32_bits(CTL64) },
		{ 'w', 4, b + 0x368, 0 },
	}, 3);
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 1, &val), 0);
	KUNIT_EXPECT_EQ(test, val, (u64)lower_32_bits(fake_value(b + 0x32C)) << 32 |
			lower_32_bits(fake_value(b + 0x328)));
	expect_log(test, (const struct access[]){
		{ 'r', 4, b + 0x32C, lower_32_bits(fake_value(b + 0x32C)) },
		{ 'r', 4, b + 0x328, lower_32_bits(fake_value(b + 0x328)) },
		{ 'r', 4, b + 0x32C, lower_32_bits(fake_value(b + 0x32C)) },
	}, 3);
}

/* A counter whose upper half never settles: three tries, then give up. */
static void pci_read_counter_is_bounded(struct kunit *test)
{
	struct xpmu_unc_box *box = make_box(test, &upi0, "upi");
	u64 val;

	log_of(test)->unstable = true;
	box->ops->read_counter(box, 0, &val);
	/* The first upper half, then (lower, upper) three times. */
	KUNIT_EXPECT_EQ(test, log_of(test)->n, 7);
}

/*
 * A dword of all ones from a PCICFG counter, as real Sapphire Rapids UPI
 * and CXL units return at times (likwid pull request #639): once, it is
 * read again and the counter's value comes out whole; twice in a row,
 * the read fails, and pmu.c keeps the event's count.  Taken as data it
 * would add 2^32 or more to the count.  On every counter of a UPI LL
 * unit, in each dword the read makes: the upper half before the lower,
 * the lower, and the upper half after it.
 */
static void pci_read_all_ones_dword(struct kunit *test)
{
	static const struct {
		const char *what;
		u32 off;		/* of the dword, from the counter */
		unsigned int skip;	/* its good reads before the glitch */
	} at[] = {
		{ "upper half, first read", 4, 0 },
		{ "lower half", 0, 0 },
		{ "upper half, second read", 4, 1 },
	};
	struct xpmu_unc_box *box = make_box(test, &upi0, "upi");
	struct recorder *r = log_of(test);
	const u32 b = 0x01E09000;
	unsigned int idx, i, ones;

	for (idx = 0; idx < upi0.num_regs; idx++) {
		/* Ctr0 at 0x320, 8 bytes a counter (Table 1-12). */
		u32 ctr = b + 0x320 + 8 * idx;
		u64 want = (u64)lower_32_bits(fake_value(ctr + 4)) << 32 |
			   lower_32_bits(fake_value(ctr));

		for (i = 0; i < ARRAY_SIZE(at); i++) {
			for (ones = 1; ones <= 2; ones++) {
				u64 val = 0;
				int ret;

				r->ones_addr = ctr + at[i].off;
				r->ones_skip = at[i].skip;
				r->ones_left = ones;
				ret = box->ops->read_counter(box, idx, &val);
				if (ones == 1) {
					KUNIT_EXPECT_EQ_MSG(test, ret, 0, "counter %u, %s once",
							    idx, at[i].what);
					KUNIT_EXPECT_EQ_MSG(test, val, want, "counter %u, %s once",
							    idx, at[i].what);
				} else {
					KUNIT_EXPECT_EQ_MSG(test, ret, -EIO, "counter %u, %s twice",
							    idx, at[i].what);
				}
				r->ones_left = 0;
				r->n = 0;
			}
		}
	}
	/* The lower half once: read again at once, then the upper half. */
	r->ones_addr = b + 0x328;
	r->ones_skip = 0;
	r->ones_left = 1;
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 1, &(u64){ 0 }), 0);
	expect_log(test, (const struct access[]){
		{ 'r', 4, b + 0x32C, lower_32_bits(fake_value(b + 0x32C)) },
		{ 'r', 4, b + 0x328, U32_MAX },
		{ 'r', 4, b + 0x328, lower_32_bits(fake_value(b + 0x328)) },
		{ 'r', 4, b + 0x32C, lower_32_bits(fake_value(b + 0x32C)) },
	}, 4);
}

/* iMC channel 0, Table 1-12: Ctrl3 at 0x2284C, Ctr2 at 0x22818. */
static void mmio_box_ops(struct kunit *test)
{
	static const struct xpmu_unc_disc_unit imc0 = {
		.box_ctl = 0xC8022800, .access = XPMU_UNC_ACCESS_MMIO, .num_regs = 4,
		.width = 48, .ctl_offset = 0x40, .ctr_offset = 0x08,
		.status_offset = 0x5C,
	};
	struct xpmu_unc_box *box = make_box(test, &imc0, "imc");
	u64 val;

	box->ops->init(box);
	expect_log(test, (const struct access[]){ { 'w', 4, 0, RST } }, 1);
	box->ops->enable_event(box, 3, 0x00400105);
	box->ops->disable_event(box, 3);
	expect_log(test, (const struct access[]){
		{ 'w', 4, 0x4C, 0x00400105 }, { 'w', 4, 0x4C, 0 },
	}, 2);
	KUNIT_EXPECT_EQ(test, box->ops->read_counter(box, 2, &val), 0);
	KUNIT_EXPECT_EQ(test, val, fake_value(0x18));
	expect_log(test, (const struct access[]){ { 'r', 8, 0x18, fake_value(0x18) } }, 1);
}

/*
 * CXL steps its MMIO controls by 8 (the kernel's offs8 ops,
 * spr_uncore_mmio_offs8_ops in uncore_snbep.c), the CM and the DP alike.
 */
static void mmio_box_ops_stride8(struct kunit *test)
{
	static const struct xpmu_unc_disc_unit cxl = {
		.box_ctl = 0xC1000000, .access = XPMU_UNC_ACCESS_MMIO, .num_regs = 8,
		.width = 48, .ctl_offset = 0x48, .ctr_offset = 0x08,
		.status_offset = 0x88,
	};
	struct xpmu_unc_box *box = make_box(test, &cxl, "cxlcm");

	box->ops->enable_event(box, 7, 0x102);
	expect_log(test, (const struct access[]){ { 'w', 4, 0x48 + 7 * 8, 0x102 } }, 1);
	box = make_box(test, &cxl, "cxldp");
	box->ops->enable_event(box, 3, 0x102);
	expect_log(test, (const struct access[]){ { 'w', 4, 0x48 + 3 * 8, 0x102 } }, 1);
}

/*
 * The extra registers, at the guide's addresses: CHA 0 FILTER0 0x200E and
 * PCU filter 0x2FCE (Table 1-9 "Extra"), M2M 0 OPCODE_MM at config offset
 * 0x4A0 of B30:D12:F0 (Table 2-231), iMC channel 0 DCLK counter 0x22838
 * and control 0x22854 (Table 1-12, 2-129).
 */
static void extra_registers(struct kunit *test)
{
	static const struct xpmu_unc_disc_unit pcu = {
		.box_ctl = 0x2FC0, .access = XPMU_UNC_ACCESS_MSR, .num_regs = 4,
		.width = 48, .ctl_offset = 2, .ctr_offset = 8, .status_offset = 1,
	};
	static const struct xpmu_unc_disc_unit m2m0 = {
		.box_ctl = 0x01E60438, .access = XPMU_UNC_ACCESS_PCICFG, .num_regs = 4,
		.width = 48, .ctl_offset = 0x30, .ctr_offset = 0x08,
		.status_offset = 0x70,
	};
	static const struct xpmu_unc_disc_unit imc0 = {
		.box_ctl = 0xC8022800, .access = XPMU_UNC_ACCESS_MMIO, .num_regs = 4,
		.width = 48, .ctl_offset = 0x40, .ctr_offset = 0x08,
		.status_offset = 0x5C,
	};
	struct xpmu_unc_box *box = make_box(test, &cha0, "cha");
	u64 val;

	box->ops->write_reg(box, XPMU_UNC_CHA_FILTER0, 0x13);
	expect_log(test, (const struct access[]){ { 'w', 8, 0x200E, 0x13 } }, 1);
	box = make_box(test, &pcu, "pcu");
	box->ops->write_reg(box, XPMU_UNC_PCU_FILTER, 0x40302010);
	expect_log(test, (const struct access[]){ { 'w', 8, 0x2FCE, 0x40302010 } }, 1);
	box = make_box(test, &m2m0, "m2m");
	box->ops->write_reg(box, XPMU_UNC_M2M_OPCODE_MM, 0xfc00203);
	expect_log(test, (const struct access[]){ { 'w', 4, 0x01E604A0, 0xfc00203 } }, 1);
	box = make_box(test, &imc0, "imc");
	box->ops->write_reg(box, XPMU_UNC_IMC_FIXED_CTL, XPMU_UNC_IMC_FIXED_CTL_EN);
	KUNIT_EXPECT_EQ(test, box->ops->read_reg(box, XPMU_UNC_IMC_FIXED_CTR, &val), 0);
	KUNIT_EXPECT_EQ(test, val, fake_value(0x38));
	/* Table 2-129: .en is bit 22. */
	expect_log(test, (const struct access[]){
		{ 'w', 4, 0x54, BIT(22) }, { 'r', 8, 0x38, fake_value(0x38) },
	}, 2);
}

static struct kunit_case box_cases[] = {
	KUNIT_CASE(msr_box_ops),
	KUNIT_CASE(pci_box_ops),
	KUNIT_CASE(pci_read_counter_is_bounded),
	KUNIT_CASE(pci_read_all_ones_dword),
	KUNIT_CASE(msr_access_names_the_die),
	KUNIT_CASE(failed_reads_are_errors),
	KUNIT_CASE(failed_writes_are_errors),
	KUNIT_CASE(mmio_box_ops),
	KUNIT_CASE(mmio_box_ops_stride8),
	KUNIT_CASE(extra_registers),
	{}
};

static struct kunit_suite box_suite = {
	.name = "xpmu_box",
	.test_cases = box_cases,
};

kunit_test_suite(box_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for xpmu box programming");
MODULE_LICENSE("GPL");
