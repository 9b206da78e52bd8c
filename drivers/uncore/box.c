// SPDX-License-Identifier: GPL-2.0-only
/*
 * Box programming, one implementation per access type: MSR (Table 1-9),
 * PCICFG and MMIO (Table 1-12).  Unit control bits: Table 1-3.  A counter
 * control of 0 stops its counter: there is no enable bit (1.6).
 */

#include <linux/bitfield.h>
#include <linux/export.h>

#include <kunit/visibility.h>

#include <xpmu/uncore/pmon_regs.h>

#include "uncore.h"

static const u64 box_reset = XPMU_UNC_UNIT_CTL_RST_CTRL | XPMU_UNC_UNIT_CTL_RST_CTRS;

/* MSR: every access is made from a cpu of the box's die (1.3.1; core.c). */

static int msr_write(struct xpmu_unc_box *box, u32 msr, u64 val)
{
	return box->hw->ops->msr_write(box->hw->ctx, box->die, msr, val);
}

static int msr_init(struct xpmu_unc_box *box)
{
	return msr_write(box, box->unit->box_ctl, box_reset);
}

static int msr_enable_event(struct xpmu_unc_box *box, unsigned int idx, u64 ctl)
{
	return msr_write(box, box->unit->box_ctl + box->unit->ctl_offset + idx, ctl);
}

static int msr_disable_event(struct xpmu_unc_box *box, unsigned int idx)
{
	return msr_write(box, box->unit->box_ctl + box->unit->ctl_offset + idx, 0);
}

static int msr_read_counter(struct xpmu_unc_box *box, unsigned int idx, u64 *val)
{
	return box->hw->ops->msr_read(box->hw->ctx, box->die,
				      box->unit->box_ctl + box->unit->ctr_offset + idx,
				      val);
}

static int msr_write_reg(struct xpmu_unc_box *box, u32 off, u64 val)
{
	return msr_write(box, box->unit->box_ctl + off, val);
}

static int msr_read_reg(struct xpmu_unc_box *box, u32 off, u64 *val)
{
	return box->hw->ops->msr_read(box->hw->ctx, box->die,
				      box->unit->box_ctl + off, val);
}

static const struct xpmu_unc_box_ops msr_box_ops = {
	.init = msr_init,
	.enable_event = msr_enable_event,
	.disable_event = msr_disable_event,
	.read_counter = msr_read_counter,
	.write_reg = msr_write_reg,
	.read_reg = msr_read_reg,
};

/* PCICFG: box_ctl is a config address whose low 12 bits are the offset. */

static int pci_write(struct xpmu_unc_box *box, u32 off, u32 val)
{
	return box->hw->ops->pci_write(box->hw->ctx, box->unit->box_ctl + off, val);
}

static int pci_read(struct xpmu_unc_box *box, u32 off, u32 *val)
{
	return box->hw->ops->pci_read(box->hw->ctx, box->unit->box_ctl + off, val);
}

static int pci_init(struct xpmu_unc_box *box)
{
	return pci_write(box, 0, box_reset);
}

static u32 pci_ctl(struct xpmu_unc_box *box, unsigned int idx)
{
	return box->unit->ctl_offset +
	       xpmu_unc_disc_geometry[XPMU_UNC_ACCESS_PCICFG].ctl_stride * idx;
}

static u32 pci_ctr(struct xpmu_unc_box *box, unsigned int idx)
{
	return box->unit->ctr_offset +
	       xpmu_unc_disc_geometry[XPMU_UNC_ACCESS_PCICFG].ctr_stride * idx;
}

static int pci_enable_event(struct xpmu_unc_box *box, unsigned int idx, u64 ctl)
{
	u32 off = pci_ctl(box, idx);

	/* Upper half first: the lower half's event select starts counting. */
	return pci_write(box, off + 4, upper_32_bits(ctl)) ?:
	       pci_write(box, off, lower_32_bits(ctl));
}

static int pci_disable_event(struct xpmu_unc_box *box, unsigned int idx)
{
	return pci_write(box, pci_ctl(box, idx), 0);
}

/*
 * Real Sapphire Rapids UPI and CXL units read all ones now and then
 * (likwid pull request #639), which as data adds 2^32 to a count.  All ones
 * twice is taken as a failed read; pmu.c then keeps the count.  The upper
 * dword's bits 63:48 are reserved (Table 1-6), so it is never all ones; a
 * running counter's lower dword moves between reads.  Only a counter
 * stopped at exactly 0xFFFFFFFF loses its last interval's count.
 */
static int pci_read_dword(struct xpmu_unc_box *box, u32 off, u32 *val)
{
	int ret = pci_read(box, off, val);

	if (!ret && *val == U32_MAX)
		ret = pci_read(box, off, val);
	if (!ret && *val == U32_MAX)
		return -EIO;
	return ret;
}

/* A 64-bit register as two dwords (counters: Table 1-12). */
static int pci_read64(struct xpmu_unc_box *box, u32 off, u64 *val)
{
	unsigned int tries = 3;
	u32 lo, hi, hi2;
	int ret;

	/* Re-read if the low half wrapped between the two accesses. */
	ret = pci_read_dword(box, off + 4, &hi2);
	do {
		hi = hi2;
		if (!ret)
			ret = pci_read_dword(box, off, &lo);
		if (!ret)
			ret = pci_read_dword(box, off + 4, &hi2);
	} while (!ret && hi != hi2 && --tries);
	if (ret)
		return ret;
	*val = (u64)hi << 32 | lo;
	return 0;
}

static int pci_read_counter(struct xpmu_unc_box *box, unsigned int idx, u64 *val)
{
	return pci_read64(box, pci_ctr(box, idx), val);
}

/* The filters of PCICFG units are 32-bit registers (Table 2-231). */
static int pci_write_reg(struct xpmu_unc_box *box, u32 off, u64 val)
{
	return pci_write(box, off, lower_32_bits(val));
}

static const struct xpmu_unc_box_ops pci_box_ops = {
	.init = pci_init,
	.enable_event = pci_enable_event,
	.disable_event = pci_disable_event,
	.read_counter = pci_read_counter,
	.write_reg = pci_write_reg,
	.read_reg = pci_read64,
};

/*
 * MMIO: box->map covers xpmu_unc_disc_unit_span() bytes from box_ctl.  An
 * absent device shows only in reads (all ones, handled in pmu.c).
 */

static int mmio_write32(struct xpmu_unc_box *box, u32 off, u32 val)
{
	box->hw->ops->mmio_write(box->hw->ctx, box->map, off, 4, val);
	return 0;
}

static int mmio_init(struct xpmu_unc_box *box)
{
	return mmio_write32(box, 0, box_reset);
}

static u32 mmio_ctl(struct xpmu_unc_box *box, unsigned int idx)
{
	u8 stride = box->pmu->desc->mmio_ctl_stride ?: XPMU_UNC_MMIO_CTL_STRIDE;

	return box->unit->ctl_offset + stride * idx;
}

static int mmio_enable_event(struct xpmu_unc_box *box, unsigned int idx, u64 ctl)
{
	/* 32-bit controls: event_init refused anything above bit 31. */
	return mmio_write32(box, mmio_ctl(box, idx), lower_32_bits(ctl));
}

static int mmio_disable_event(struct xpmu_unc_box *box, unsigned int idx)
{
	return mmio_write32(box, mmio_ctl(box, idx), 0);
}

static int mmio_read_counter(struct xpmu_unc_box *box, unsigned int idx, u64 *val)
{
	u32 off = box->unit->ctr_offset +
		  xpmu_unc_disc_geometry[XPMU_UNC_ACCESS_MMIO].ctr_stride * idx;

	*val = box->hw->ops->mmio_read(box->hw->ctx, box->map, off, 8);
	return 0;
}

/* Controls are 32 bits (Table 2-129), counters 64 (Table 2-130). */
static int mmio_write_reg(struct xpmu_unc_box *box, u32 off, u64 val)
{
	return mmio_write32(box, off, lower_32_bits(val));
}

static int mmio_read_reg(struct xpmu_unc_box *box, u32 off, u64 *val)
{
	*val = box->hw->ops->mmio_read(box->hw->ctx, box->map, off, 8);
	return 0;
}

static const struct xpmu_unc_box_ops mmio_box_ops = {
	.init = mmio_init,
	.enable_event = mmio_enable_event,
	.disable_event = mmio_disable_event,
	.read_counter = mmio_read_counter,
	.write_reg = mmio_write_reg,
	.read_reg = mmio_read_reg,
};

const struct xpmu_unc_box_ops * const xpmu_unc_box_ops[XPMU_UNC_ACCESS_NR] = {
	[XPMU_UNC_ACCESS_MSR] = &msr_box_ops,
	[XPMU_UNC_ACCESS_MMIO] = &mmio_box_ops,
	[XPMU_UNC_ACCESS_PCICFG] = &pci_box_ops,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_box_ops);
