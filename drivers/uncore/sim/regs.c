// SPDX-License-Identifier: GPL-2.0-only
/*
 * Register model of a simulated EMR PMON block, after the EMR uncore guide
 * (../shared/seeds/001_7016be057a821061.txt) sections 1.3-1.6:
 *
 * - unit control (Table 1-3): write-only; rst_ctrl clears every control,
 *   rst_ctrs every counter, frz freezes the box (0 unfreezes); reads 0;
 * - unit status (Table 1-4): one overflow bit per counter, write 1 to clear;
 * - counter control (Table 1-5): a non-zero event select counts; rst
 *   (write-only) clears the counter; frz_ovf makes an overflow set the
 *   block's global status bit and freeze every box of the die (1.4.0.2);
 * - counter (Table 1-6): width bits, writable (preload), wraps at 2^width
 *   setting its overflow bit;
 * - global control (Table 1-1): frz_all; global status (Table 1-2): RW1C;
 * - a filter register where the unit has one (CHA FILTER0, PCU filter, M2M
 *   opcode match): a counter that obeys it counts a share of its events
 *   that depends on the value, so that a test can tell it was written;
 * - the iMC's fixed DCLK counter (Tables 2-129/2-130): counts DCLKs while
 *   its control has .en;
 * - IIO ch_mask and fc_mask (Table 2-184): each selected port and flow
 *   class brings its share;
 * - the UCLK fixed counter of the global block (Table 1-8): counts UCLKs
 *   while its control has .en and the die is not frozen.
 *
 * Counters advance lazily: each access brings the counter up to "now" at a
 * deterministic rate per (unit type, event, umask), while it counts.
 */

#include <linux/bitfield.h>
#include <linux/bitops.h>
#include <linux/math64.h>
#include <linux/time64.h>

#include <xpmu/pmon_regs.h>

#include "sim.h"

/**
 * sim_rate_per_ms() - events per millisecond an event counts at.
 * @type: unit type.
 * @ctl: its counter control.
 *
 * Deterministic, 1,000 to 64,000 per ms, so that 1 s of counting stays far
 * from a 48-bit wrap and the ground truth is exact.
 *
 * Return: the rate; 0 for event select 0, which counts nothing (1.6).
 */
u64 sim_rate_per_ms(u16 type, u64 ctl)
{
	u64 ev = FIELD_GET(XPMU_CTL_EV_SEL, ctl);
	u64 umask = FIELD_GET(XPMU_CTL_UMASK, ctl);

	if (!ev)
		return 0;
	return 1000 * (1 + (type * 131 + ev * 31 + umask * 7) % 64);
}

/* DCLK of DDR5-4800 (2400 MHz), per ms: the fixed counter's rate. */
#define SIM_DCLK_PER_MS		2400000
/* An uncore clock of 2 GHz, per ms. */
#define SIM_UCLK_PER_MS		2000000

/* Does counter @idx obey the unit's filter register? */
static bool sim_filtered(const struct sim_unit *u, u64 ctl)
{
	if (!u->filter_offset)
		return false;
	if (u->type == T_CHA)	/* tid_en, Table 2-72 */
		return ctl & XPMU_CHA_CTL_TID_EN;
	return u->filter;
}

/**
 * sim_ctr_rate() - events per ms counter @idx of @u counts at now.
 * @u: the unit.
 * @idx: the counter; @u->num_regs is the fixed counter.
 *
 * The event's rate (sim_rate_per_ms()), of which a filter passes
 * (1 + filter % 7) eighths, an IIO ch_mask one sixteenth per port and an
 * IIO fc_mask a quarter per flow class.
 *
 * Context: the machine lock held.
 * Return: the rate.
 */
u64 sim_ctr_rate(const struct sim_unit *u, unsigned int idx)
{
	u64 ctl = u->ctr[idx].ctl, rate, ports, classes;

	if (idx == u->num_regs)
		return ctl & XPMU_IMC_FIXED_CTL_EN ? SIM_DCLK_PER_MS : 0;
	rate = sim_rate_per_ms(u->type, ctl);
	if (sim_filtered(u, ctl))
		rate = rate * (1 + u->filter % 7) / 8;
	ports = hweight64(FIELD_GET(SIM_IIO_CH_MASK, ctl));
	classes = hweight64(FIELD_GET(SIM_IIO_FC_MASK, ctl));
	if (u->type == T_IIO && ports)
		rate = rate * ports / 16;
	if (u->type == T_IIO && classes)
		rate = rate * classes / 4;
	return rate;
}

static bool sim_counting(struct sim_die *die, struct sim_unit *u,
			 unsigned int idx)
{
	return !die->frz_all && !u->frozen && sim_ctr_rate(u, idx);
}

static void sim_count(struct sim_die *die, struct sim_unit *u,
		      unsigned int idx, u64 delta);

/* Bring counter @idx up to @now. */
static void sim_advance(struct sim_die *die, struct sim_unit *u,
			unsigned int idx, u64 now)
{
	struct sim_ctr *c = &u->ctr[idx];
	u64 elapsed = now - c->since, total, delta;

	c->since = now;
	if (!sim_counting(die, u, idx) || !elapsed)
		return;
	/* Events = elapsed ns * rate per ms / 10^6, keeping the remainder. */
	total = elapsed * sim_ctr_rate(u, idx) + c->rem;
	delta = div64_u64_rem(total, NSEC_PER_MSEC, &c->rem);
	sim_count(die, u, idx, delta);
}

/* Add @delta events to counter @idx: wrap, overflow bits, freeze. */
static void sim_count(struct sim_die *die, struct sim_unit *u,
		      unsigned int idx, u64 delta)
{
	struct sim_ctr *c = &u->ctr[idx];
	u64 mask = GENMASK_ULL(u->width - 1, 0);

	c->total += delta;
	if (delta > mask - c->value) {
		u->status |= BIT(idx);
		if (c->ctl & XPMU_CTL_FRZ_OVF) {
			die->global_status[u->status_pos / 64] |=
				BIT_ULL(u->status_pos % 64);
			die->frz_all = true;
		}
	}
	c->value = (c->value + delta) & mask;
}

/* Bring the UCLK counter up to @now. */
static void sim_uclk_advance(struct sim_die *die, u64 now)
{
	struct sim_ctr *c = &die->uclk;
	u64 elapsed = now - c->since, total, delta;

	c->since = now;
	if (die->frz_all || !(c->ctl & XPMU_UCLK_FIXED_CTL_EN) || !elapsed)
		return;
	total = elapsed * SIM_UCLK_PER_MS + c->rem;
	delta = div64_u64_rem(total, NSEC_PER_MSEC, &c->rem);
	c->total += delta;
	c->value = (c->value + delta) & GENMASK_ULL(XPMU_CTR_DEFAULT_WIDTH - 1, 0);
}

/**
 * sim_uclk_rate() - UCLKs per ms the UCLK counter counts now.
 * @die: the die.
 *
 * Context: the machine lock held.
 * Return: the rate, 0 while it is disabled or the die frozen.
 */
u64 sim_uclk_rate(const struct sim_die *die)
{
	return !die->frz_all && die->uclk.ctl & XPMU_UCLK_FIXED_CTL_EN ?
	       SIM_UCLK_PER_MS : 0;
}

/* Every counter of the die, before anything that changes who counts. */
static void sim_advance_die(struct sim_die *die, u64 now)
{
	unsigned int i, j;

	sim_uclk_advance(die, now);
	for (i = 0; i < die->nr_units; i++)
		for (j = 0; j < sim_nr_ctrs(&die->units[i]); j++)
			sim_advance(die, &die->units[i], j, now);
}

static void sim_advance_unit(struct sim_die *die, struct sim_unit *u, u64 now)
{
	unsigned int j;

	for (j = 0; j < sim_nr_ctrs(u); j++)
		sim_advance(die, u, j, now);
}

/**
 * sim_counter_value() - the ground truth of a counter.
 * @die: its die.
 * @u: its unit.
 * @idx: the counter.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 * Return: the counter's value at @now.
 */
u64 sim_counter_value(struct sim_die *die, struct sim_unit *u,
		      unsigned int idx, u64 now)
{
	sim_advance(die, u, idx, now);
	return u->ctr[idx].value;
}

/* Which register of @u is at @off: -1 unit ctl, -2 status, or an index. */
enum { REG_NONE = -100, REG_UNIT_CTL = -1, REG_STATUS = -2, REG_FILTER = -3 };

static int sim_decode(struct sim_unit *u, u32 off, bool *is_ctl, u32 *half)
{
	unsigned int i;

	*half = 0;
	if (off == 0)
		return REG_UNIT_CTL;
	if (off == u->status_offset)
		return REG_STATUS;
	if (u->filter_offset && off == u->filter_offset)
		return REG_FILTER;
	/* The fixed counter: 32-bit control, 64-bit counter (MMIO only). */
	if (u->fixed_ctl && (off == u->fixed_ctl || off == u->fixed_ctr ||
			     off == u->fixed_ctr + 4)) {
		*is_ctl = off == u->fixed_ctl;
		*half = *is_ctl ? 0 : off - u->fixed_ctr;
		return u->num_regs;
	}
	for (i = 0; i < u->num_regs; i++) {
		u32 ctl = u->ctl_offset + i * u->ctl_stride;
		u32 ctr = u->ctr_offset + i * u->ctr_stride;

		/* PCICFG reaches a 64-bit register's upper half at +4. */
		if (off == ctl || (u->access == XPMU_ACCESS_PCICFG && off == ctl + 4)) {
			*is_ctl = true;
			*half = off - ctl;
			return i;
		}
		if (off == ctr || (u->access != XPMU_ACCESS_MSR && off == ctr + 4)) {
			*is_ctl = false;
			*half = off - ctr;
			return i;
		}
	}
	return REG_NONE;
}

/**
 * sim_reg_implemented() - is there a register of @u at @off?
 * @u: the unit.
 * @off: offset from the unit control (MSR numbers or bytes).
 *
 * Between the registers of Tables 1-9 and 1-12 there are gaps (a CHA's
 * 0x2006, 0x2007, 0x200C, 0x200D; an IRP's Ctrl2/3 and Ctr2/3): an MSR
 * there is unimplemented and faults.
 *
 * Context: any; the unit's layout is const.
 * Return: true if sim_reg_read() and sim_reg_write() model a register there.
 */
bool sim_reg_implemented(struct sim_unit *u, u32 off)
{
	bool is_ctl;
	u32 half;

	return sim_decode(u, off, &is_ctl, &half) != REG_NONE;
}

static u64 sim_slice(u64 reg, u32 half, unsigned int bytes)
{
	if (half)
		reg >>= 32;
	return bytes == 4 ? lower_32_bits(reg) : reg;
}

/**
 * sim_reg_read() - read a unit register.
 * @die: the die.
 * @u: the unit.
 * @off: register offset from the unit control (MSR numbers or bytes).
 * @bytes: 4 or 8 (MSRs are read whole).
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 * Return: the register value; undefined offsets read 0, a unit with the
 * all-ones fault or of an absent memory controller reads ~0.
 */
u64 sim_reg_read(struct sim_die *die, struct sim_unit *u, u32 off,
		 unsigned int bytes, u64 now)
{
	bool is_ctl = false;
	u32 half;
	int reg;

	if (u->all_ones || u->mc_absent)
		return bytes == 4 ? U32_MAX : U64_MAX;
	reg = sim_decode(u, off, &is_ctl, &half);
	switch (reg) {
	case REG_NONE:
	case REG_UNIT_CTL:
		return 0;
	case REG_STATUS:
		return u->status;
	case REG_FILTER:
		return sim_slice(u->filter, 0, bytes);
	default:
		if (is_ctl)
			return sim_slice(u->ctr[reg].ctl, half, bytes);
		return sim_slice(sim_counter_value(die, u, reg, now), half, bytes);
	}
}

static u64 sim_merge(u64 old, u64 val, u32 half, unsigned int bytes)
{
	if (bytes == 8)
		return val;
	if (half)
		return (old & GENMASK_ULL(31, 0)) | (u64)lower_32_bits(val) << 32;
	return (old & GENMASK_ULL(63, 32)) | lower_32_bits(val);
}

/**
 * sim_reg_write() - write a unit register.
 * @die: the die.
 * @u: the unit.
 * @off: register offset from the unit control.
 * @bytes: 4 or 8.
 * @val: the value.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 */
void sim_reg_write(struct sim_die *die, struct sim_unit *u, u32 off,
		   unsigned int bytes, u64 val, u64 now)
{
	bool is_ctl = false;
	unsigned int i;
	u64 rst;
	u32 half;
	int reg;

	if (u->all_ones || u->mc_absent)
		return;
	reg = sim_decode(u, off, &is_ctl, &half);
	switch (reg) {
	case REG_NONE:
		return;
	case REG_UNIT_CTL:
		sim_advance_unit(die, u, now);
		for (i = 0; i < sim_nr_ctrs(u); i++) {
			if (val & XPMU_UNIT_CTL_RST_CTRL)
				u->ctr[i].ctl = 0;
			if (val & XPMU_UNIT_CTL_RST_CTRS) {
				u->ctr[i].value = 0;
				u->ctr[i].rem = 0;
			}
		}
		u->frozen = val & XPMU_UNIT_CTL_FRZ;
		return;
	case REG_STATUS:
		u->status &= ~(u32)val;
		return;
	case REG_FILTER:
		/* A new value changes what counters count from now on. */
		sim_advance_unit(die, u, now);
		u->filter = u->access == XPMU_ACCESS_MSR ? val : lower_32_bits(val);
		return;
	default:
		sim_advance(die, u, reg, now);
		if (is_ctl) {
			val = sim_merge(u->ctr[reg].ctl, val, half, bytes);
			/* .rst is write-only: it clears, it is not stored. */
			rst = reg == u->num_regs ? SIM_FIXED_CTL_RST : XPMU_CTL_RST;
			if (val & rst) {
				u->ctr[reg].value = 0;
				val &= ~rst;
			}
			u->ctr[reg].ctl = val;
			if (val && (FIELD_GET(XPMU_CTL_EV_SEL, val) || reg == u->num_regs))
				u->ctr[reg].last_ctl = val;
		} else {
			val = sim_merge(u->ctr[reg].value, val, half, bytes);
			u->ctr[reg].value = val & GENMASK_ULL(u->width - 1, 0);
		}
	}
}

/**
 * sim_global_read() - read a global block MSR (Table 1-8).
 * @die: the die.
 * @msr: a register sim_is_global() accepts.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 * Return: the value; the write-only control reads 0.
 */
u64 sim_global_read(struct sim_die *die, u32 msr, u64 now)
{
	u32 i = msr - SIM_GLOBAL_STATUS;

	if (msr == XPMU_UCLK_FIXED_CTL)
		return die->uclk.ctl;
	if (msr == XPMU_UCLK_FIXED_CTR) {
		sim_uclk_advance(die, now);
		return die->uclk.value;
	}
	if (msr >= SIM_GLOBAL_STATUS && i < ARRAY_SIZE(die->global_status))
		return die->global_status[i];
	return 0;
}

/**
 * sim_global_write() - write a global block MSR.
 * @die: the die.
 * @msr: a register sim_is_global() accepts.
 * @val: the value: .frz_all, status bits to clear, or a UCLK register.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 */
void sim_global_write(struct sim_die *die, u32 msr, u64 val, u64 now)
{
	u32 i = msr - SIM_GLOBAL_STATUS;

	if (msr == XPMU_UCLK_FIXED_CTL || msr == XPMU_UCLK_FIXED_CTR) {
		sim_uclk_advance(die, now);
		if (msr == XPMU_UCLK_FIXED_CTR) {
			die->uclk.value = val & GENMASK_ULL(XPMU_CTR_DEFAULT_WIDTH - 1, 0);
			return;
		}
		/* .rst as in Table 2-129: write-only, clears the counter. */
		if (val & SIM_FIXED_CTL_RST)
			die->uclk.value = 0;
		die->uclk.ctl = val & ~SIM_FIXED_CTL_RST;
		if (die->uclk.ctl)
			die->uclk.last_ctl = die->uclk.ctl;
	} else if (msr == SIM_GLOBAL_CTL) {
		sim_advance_die(die, now);
		die->frz_all = val & XPMU_GLOBAL_CTL_FRZ_ALL;
	} else if (msr >= SIM_GLOBAL_STATUS && i < ARRAY_SIZE(die->global_status)) {
		die->global_status[i] &= ~val;
	}
}
