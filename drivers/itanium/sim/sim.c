// SPDX-License-Identifier: GPL-2.0-only
/*
 * xpmu_itanium_sim: simulated Montecito and Itanium monitors, offered to
 * xpmu_itanium as platform devices (include/xpmu/itanium/hw.h).  What is
 * modelled (3.3.1, 3.3.4, Tables 3-6 to 3-8): Documentation/itanium.rst,
 * "The simulator".
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/cpuhotplug.h>
#include <linux/debugfs.h>
#include <linux/hrtimer.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/platform_device.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/smp.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>
#include <asm/irq_regs.h>

/*
 * hw.h is the driver/machine interface, not an encoding: registers are
 * decoded with regs.h, the simulator's own reading of the manual.
 */
#include <xpmu/itanium/hw.h>

#include "regs.h"
#include "stream.h"
#include "watch.h"

#define SIM_NR_REGS	16
#define SIM_NR_REC	512	/* freeze records kept per cpu */
#define SIM_MAX_OPS	200	/* per update, at most: the rest is dropped */
#define SIM_LOG_BR	SIM_NR_ETB	/* branches logged per freeze */

static unsigned int ops_per_ms = 50;
module_param(ops_per_ms, uint, 0444);
MODULE_PARM_DESC(ops_per_ms, "instructions the simulated program retires per millisecond and cpu");

static unsigned int tick_us = 1000;
module_param(tick_us, uint, 0444);
MODULE_PARM_DESC(tick_us, "simulated time between counter updates and interrupt checks (us)");

static bool wrap_ticks = true;
module_param(wrap_ticks, bool, 0444);
MODULE_PARM_DESC(wrap_ticks, "tick when a counter wraps too (default: yes; no: every tick_us only, as a host too busy to run the timer on time)");

/* breakpoints=0: no write_ibr/write_dbr, as on ia64 (ops_ia64.c). */
static bool breakpoints = true;
module_param(breakpoints, bool, 0444);
MODULE_PARM_DESC(breakpoints, "offer the IBRs and DBRs to the driver (default: yes; no: as an ia64 kernel)");

/*
 * Two threads per core: the backend must keep to errata 120 and 121
 * (hw.h); the simulated counters do not change.
 */
static bool smt;
module_param(smt, bool, 0444);
MODULE_PARM_DESC(smt, "the Montecito's cores run two threads (default: no)");

/* Table 3-6: every PMC4-15 field but the ig bits 7, 23, 63:31. */
#define SIM_PMC_RW_MONT	(SIM_PMC_PLM | SIM_PMC_EV | SIM_PMC_OI | \
			 SIM_PMC_PM | SIM_PMC_ES | SIM_PMC_UMASK | \
			 SIM_PMC_THRESHOLD | SIM_PMC_ISM | \
			 SIM_PMC_ALL | SIM_PMC_MESI)
/* Itanium PMC4-7 ignore select bit 15 (regs.h): 0x92 reads back 0x12. */
#define SIM_PMC_RW_ITA	(SIM_PMC_PLM | SIM_PMC_EV | SIM_PMC_OI | \
			 SIM_PMC_PM | SIM_ITA_PMC_ES | SIM_PMC_UMASK | \
			 SIM_PMC_THRESHOLD | SIM_PMC_ISM)

struct sim_model {
	const char *name;
	u16 counters;
	unsigned int width;
	u64 pmc0_ovf;
	u64 pmc_rw;
	bool sxt;
};

static const struct sim_model sim_models[] = {
	{
		.name = "montecito", .counters = GENMASK(15, 4), .width = 47,
		.pmc0_ovf = SIM_PMC0_OVF_MONTECITO,
		.pmc_rw = SIM_PMC_RW_MONT, .sxt = true,
	},
	{
		.name = "itanium", .counters = GENMASK(7, 4), .width = 32,
		.pmc0_ovf = SIM_PMC0_OVF_ITANIUM,
		.pmc_rw = SIM_PMC_RW_ITA,
	},
};

/*
 * The simulated program (stream.c): never run, only their addresses are
 * used, so that perf resolves simulated samples to these symbols.
 */
#define SIM_FN(n)							\
	static noinline void __used xsim_prog_##n(void)			\
	{								\
		asm volatile(".skip " __stringify(XSIM_FN_LEN) ", 0");	\
	}
SIM_FN(0) SIM_FN(1) SIM_FN(2) SIM_FN(3) SIM_FN(4) SIM_FN(5) SIM_FN(6) SIM_FN(7)
static u64 xsim_table[512] __used __aligned(4096);
static u64 xsim_heap[4096] __used;
static struct xsim_layout sim_layout;

static void sim_layout_init(void)
{
	static void (*const fns[XSIM_NR_FN])(void) = {
		xsim_prog_0, xsim_prog_1, xsim_prog_2, xsim_prog_3,
		xsim_prog_4, xsim_prog_5, xsim_prog_6, xsim_prog_7,
	};
	unsigned int i;

	for (i = 0; i < XSIM_NR_FN; i++)
		sim_layout.text[i] = ALIGN((unsigned long)fns[i], 16);
	sim_layout.data[0] = (unsigned long)xsim_table;
	sim_layout.data_len[0] = sizeof(xsim_table);
	sim_layout.data[1] = (unsigned long)xsim_heap;
	sim_layout.data_len[1] = sizeof(xsim_heap);
}

/**
 * struct sim_rec - the EARs and trace buffer at a freeze (ground truth).
 * @seq: the freeze's number on its cpu.
 * @dear_valid: the data EAR had a capture: @dear_addr, @dear_lat, @dear_ip.
 * @dear_addr: data address.
 * @dear_lat: latency.
 * @dear_ip: instruction bundle | slot.
 * @iear_valid: the instruction EAR had a capture: @iear_addr, @iear_lat,
 *	@iear_stat.
 * @iear_addr: line address.
 * @iear_lat: latency.
 * @iear_stat: PMD34.stat (TLB mode: where the miss was served).
 * @nbr: branches in @br, newest first.
 * @br: the last captured branches (from = bundle | slot).
 * @task: the pid of the task the stream ran for at the freeze.
 * @foreign: branches in @br captured while another task ran.
 */
struct sim_rec {
	u64 seq;
	bool dear_valid;
	u64 dear_addr, dear_lat, dear_ip;
	bool iear_valid;
	u64 iear_addr, iear_lat;
	unsigned int iear_stat;
	unsigned int nbr;
	struct { u64 from, to; u32 cycles; bool mp; u8 type; } br[SIM_LOG_BR];
	u32 task;
	unsigned int foreign;
};

struct sim_inst;

struct sim_cpu {
	raw_spinlock_t lock;
	struct sim_inst *inst;
	unsigned int cpu;
	u64 pmc[SIM_NR_REGS];
	u64 count[SIM_NR_REGS];
	u64 truth[SIM_NR_REGS];	/* events counted since load */
	u64 rem[SIM_NR_REGS];	/* rate remainder, in 1/1000 events */
	u64 last_ns;
	bool down;		/* powered up again: counts after a PMC write */
	bool irq_pending;
	bool in_tick;
	bool ticking;		/* sim_tick() is advancing the counters */
	unsigned long late;	/* overflows a register access found first */
	u64 plm;		/* the level the last tick interrupted */
	unsigned long irqs;
	struct hrtimer timer;
	struct xsim_pmu x;
	struct xsim_gen g;
	u64 ops_rem;
	u64 ops;
	struct sim_rec *recs;
	u64 nrec;
	struct sim_watch watch;
};

struct sim_inst {
	const struct sim_model *model;
	struct sim_cpu __percpu *cpus;
	struct xpmu_ia_hw hw;
	struct platform_device *pdev;
	xpmu_ia_irq_fn fn;
	void *fn_data;
};

static struct sim_inst sim_insts[ARRAY_SIZE(sim_models)];
static struct dentry *sim_debugfs;

/* Events per us (Documentation/itanium.rst, "The simulator"). */
static u64 sim_rate(const struct sim_model *m, u64 pmc)
{
	u64 es = FIELD_GET(SIM_PMC_ES, pmc);
	u64 umask = FIELD_GET(SIM_PMC_UMASK, pmc);
	u64 rate = 10 + (es * 7 + umask * 3) % 91;

	rate /= FIELD_GET(SIM_PMC_THRESHOLD, pmc) + 1;
	if (m->pmc_rw & SIM_PMC_ALL) {
		if (pmc & SIM_PMC_ALL)
			rate *= 2;
		if (pmc & SIM_PMC_MESI)
			rate = rate * hweight64(pmc & SIM_PMC_MESI) / 4;
	}
	return rate;
}

static bool sim_is_mont(const struct sim_model *m)
{
	return m->pmc_rw & SIM_PMC_ALL;
}

/* Counted from the instruction stream, not sim_rate() (6.2.4-6.2.6). */
static bool sim_from_stream(const struct sim_cpu *sc, u64 pmc)
{
	if (!sim_is_mont(sc->inst->model))
		return !xsim_itanium_untagged(&sc->x);
	switch (FIELD_GET(SIM_PMC_ES, pmc)) {
	case SIM_EV_TAGGED_RETIRED:
	case SIM_EV_BRANCH_EVENT:
	case SIM_EV_L1I_EAR:
	case SIM_EV_DATA_EAR:
		return true;
	default:
		return false;
	}
}

static bool sim_enabled(const struct sim_model *m, u64 pmc)
{
	return FIELD_GET(SIM_PMC_PLM, pmc) &&
	       FIELD_GET(SIM_PMC_ISM, pmc) == SIM_ISM_IA64;
}

static bool sim_any_enabled(struct sim_cpu *sc)
{
	const struct sim_model *m = sc->inst->model;
	unsigned int c;

	if (sc->pmc[0] & SIM_PMC0_FR)
		return false;
	for (c = 4; c < SIM_NR_REGS; c++)
		if ((m->counters & BIT(c)) && sim_enabled(m, sc->pmc[c]))
			return true;
	return false;
}

static void sim_log_freeze(struct sim_cpu *sc)
{
	struct xsim_pmu *x = &sc->x;
	struct sim_rec *r;
	unsigned int i;

	if (!sc->recs)
		return;
	r = &sc->recs[sc->nrec % SIM_NR_REC];
	memset(r, 0, sizeof(*r));
	r->seq = sc->nrec++;
	r->dear_valid = x->pmc[SIM_PMC_DEAR] && x->dear_valid;
	r->dear_addr = x->dear.addr;
	r->dear_lat = x->dear.lat;
	r->dear_ip = x->dear.ip;
	r->iear_valid = x->pmc[SIM_PMC_IEAR] && (x->pmd[34] & 3);
	r->iear_addr = x->iear.addr;
	r->iear_lat = x->iear.lat;
	r->iear_stat = x->pmd[34] & 3;
	for (i = 0; i < SIM_LOG_BR && i < x->nbr; i++) {
		unsigned int b = (x->nbr - 1 - i) % SIM_NR_ETB;

		r->br[i].from = x->br[b].from;
		r->br[i].to = x->br[b].to;
		r->br[i].cycles = x->br[b].cycles;
		r->br[i].mp = x->br[b].mp;
		r->br[i].type = x->br[b].type;
		r->foreign += x->br[b].task != x->task;
	}
	r->nbr = i;
	r->task = x->task;
}

/*
 * Table 3-8.  An overflow a register access finds first fell with irqs
 * off and interrupts after the driver moved on: counted as late.
 */
static void sim_freeze(struct sim_cpu *sc)
{
	if (sc->pmc[0] & SIM_PMC0_FR)
		return;
	if (!sc->ticking)
		sc->late++;
	sc->pmc[0] |= SIM_PMC0_FR;
	sc->irq_pending = true;
	xsim_freeze(&sc->x);
	sim_log_freeze(sc);
}

/* One stream instruction counted by counter @c; true if it froze. */
static bool sim_count_one(struct sim_cpu *sc, unsigned int c)
{
	const struct sim_model *m = sc->inst->model;
	u64 mask = BIT_ULL(m->width) - 1;

	sc->truth[c]++;
	sim_watch_credit(&sc->watch, FIELD_GET(SIM_PMC_ES, sc->pmc[c]), 1);
	sc->count[c] = (sc->count[c] + 1) & mask;
	if (sc->count[c])
		return false;
	sc->pmc[0] |= BIT_ULL(c);
	if (!(sc->pmc[c] & SIM_PMC_OI))
		return false;
	sim_freeze(sc);
	return true;
}

static bool sim_stream_wanted(struct sim_cpu *sc)
{
	const struct sim_model *m = sc->inst->model;
	unsigned int c;

	if (sim_is_mont(m) && (sc->x.pmc[SIM_PMC_DEAR] || sc->x.pmc[SIM_PMC_IEAR] ||
			       sc->x.pmc[SIM_PMC_ETB] || sc->x.pmc[SIM_PMC_IPEAR]))
		return true;
	for (c = 4; c < SIM_NR_REGS; c++)
		if ((m->counters & BIT(c)) && sim_enabled(m, sc->pmc[c]) &&
		    sim_from_stream(sc, sc->pmc[c]))
			return true;
	return false;
}

static void sim_run_stream(struct sim_cpu *sc, u64 dt)
{
	const struct sim_model *m = sc->inst->model;
	u64 n, i;

	if ((sc->pmc[0] & SIM_PMC0_FR) || !sim_stream_wanted(sc))
		return;
	n = div64_u64_rem(dt * ops_per_ms + sc->ops_rem, NSEC_PER_MSEC, &sc->ops_rem);
	n = min_t(u64, n, SIM_MAX_OPS);
	for (i = 0; i < n && !(sc->pmc[0] & SIM_PMC0_FR); i++) {
		struct xsim_op op;
		unsigned int what, c, hit, ch;

		xsim_next(&sc->g, &sim_layout, &op);
		what = sim_is_mont(m) ? xsim_step(&sc->x, &op) : 0;
		sc->ops++;
		for (c = 4; c < SIM_NR_REGS; c++) {
			u64 pmc = sc->pmc[c];

			if (!(m->counters & BIT(c)) || !sim_enabled(m, pmc) ||
			    !sim_from_stream(sc, pmc) ||
			    !(FIELD_GET(SIM_PMC_PLM, pmc) & BIT(op.pl)))
				continue;
			ch = FIELD_GET(SIM_PMC_UMASK, pmc) & 3;
			if (!sim_is_mont(m)) {
				hit = xsim_itanium_tag(&sc->x, &op);
			} else {
				switch (FIELD_GET(SIM_PMC_ES, pmc)) {
				case SIM_EV_TAGGED_RETIRED:
					hit = what & XSIM_TAG(ch);
					break;
				case SIM_EV_BRANCH_EVENT:
					hit = what & XSIM_ETB;
					break;
				case SIM_EV_L1I_EAR:
					hit = what & XSIM_IEAR;
					break;
				default:
					hit = what & XSIM_DEAR;
					break;
				}
			}
			if (hit && sim_count_one(sc, c))
				break;
		}
	}
}

/*
 * Instructions retire first: the other order, after a late tick, froze an
 * empty trace buffer (3.3.10.1.2: ebi = full = 0) long after arming.
 */
static void sim_advance(struct sim_cpu *sc, u64 now)
{
	const struct sim_model *m = sc->inst->model;
	u64 dt = now - sc->last_ns, mask = BIT_ULL(m->width) - 1;
	u32 seen = task_pid_nr(current);
	unsigned int c;

	sc->last_ns = now;
	if ((sc->pmc[0] & SIM_PMC0_FR) || sc->down) {
		sc->x.task = seen;
		return;
	}
	/*
	 * What ran since the last advance ran for the task that advance saw:
	 * a context switch that moves a per-task event advances on both sides.
	 */
	sim_run_stream(sc, dt);
	sc->x.task = seen;
	for (c = 4; c < SIM_NR_REGS; c++) {
		u64 pmc = sc->pmc[c], acc, inc, n = 0;

		if (!(m->counters & BIT(c)) || !sim_enabled(m, pmc) ||
		    sim_from_stream(sc, pmc))
			continue;
		acc = dt * sim_rate(m, pmc) + sc->rem[c];
		inc = div64_u64_rem(acc, 1000, &sc->rem[c]);
		/* At the level the last tick saw, as utime/stime are split. */
		if (FIELD_GET(SIM_PMC_PLM, pmc) & sc->plm)
			n = inc;
		if (sc->count[c] + n > mask) {
			sc->pmc[0] |= BIT_ULL(c);
			/* Table 3-8: oi sets fr: this one stops at the wrap. */
			if (pmc & SIM_PMC_OI) {
				n = mask + 1 - sc->count[c];
				sim_freeze(sc);
			}
		}
		sc->truth[c] += n;
		sim_watch_credit(&sc->watch, FIELD_GET(SIM_PMC_ES, pmc), n);
		sc->count[c] = (sc->count[c] + n) & mask;
	}
}

/*
 * Ns until the first oi wrap of a time-driven counter, or U64_MAX: the
 * hardware interrupts at the overflow (3.3.4), so the tick is set there,
 * not up to tick_us later.
 */
static u64 sim_next_wrap_ns(struct sim_cpu *sc)
{
	const struct sim_model *m = sc->inst->model;
	u64 best = U64_MAX, mask = BIT_ULL(m->width) - 1;
	unsigned int c;

	for (c = 4; c < SIM_NR_REGS; c++) {
		u64 pmc = sc->pmc[c], rate, need;

		if (!(m->counters & BIT(c)) || !sim_enabled(m, pmc) ||
		    sim_from_stream(sc, pmc) || !(pmc & SIM_PMC_OI))
			continue;
		rate = sim_rate(m, pmc);
		if (!rate)
			continue;
		/* As if counting all along; at an excluded level, no wrap. */
		need = (mask + 1 - sc->count[c]) * 1000;	/* rate: per us */
		need -= min(need, sc->rem[c]);
		best = min(best, div64_u64(need + rate - 1, rate));
	}
	return best;
}

static ktime_t sim_next_tick(struct sim_cpu *sc)
{
	u64 ns = (u64)tick_us * NSEC_PER_USEC;

	if (wrap_ticks)
		ns = min(ns, sim_next_wrap_ns(sc));

	return ns_to_ktime(max_t(u64, ns, NSEC_PER_USEC));
}

static void sim_kick(struct sim_cpu *sc)
{
	ktime_t next;

	if (sc->in_tick || !sim_any_enabled(sc))
		return;
	next = sim_next_tick(sc);
	if (!hrtimer_active(&sc->timer) ||
	    ktime_before(next, hrtimer_get_remaining(&sc->timer)))
		hrtimer_start(&sc->timer, next, HRTIMER_MODE_REL_PINNED_HARD);
}

static enum hrtimer_restart sim_tick(struct hrtimer *t)
{
	struct sim_cpu *sc = container_of(t, struct sim_cpu, timer);
	struct sim_inst *inst = sc->inst;
	xpmu_ia_irq_fn fn;
	ktime_t next = 0;
	bool irq, more;

	if (smp_processor_id() != sc->cpu)	/* migrated by cpu offline */
		return HRTIMER_NORESTART;
	raw_spin_lock(&sc->lock);
	sc->ticking = true;
	sim_advance(sc, ktime_get_ns());
	sc->plm = get_irq_regs() && user_mode(get_irq_regs()) ?
		  SIM_PLM_USER : SIM_PLM_KERNEL;
	sc->ticking = false;
	irq = sc->irq_pending;
	sc->irq_pending = false;
	sc->in_tick = true;
	raw_spin_unlock(&sc->lock);

	fn = READ_ONCE(inst->fn);
	if (irq && fn) {
		sc->irqs++;
		fn(inst->fn_data, get_irq_regs());
	}

	raw_spin_lock(&sc->lock);
	sc->in_tick = false;
	more = sim_any_enabled(sc);
	if (more)
		next = sim_next_tick(sc);
	raw_spin_unlock(&sc->lock);
	if (!more)
		return HRTIMER_NORESTART;
	hrtimer_forward_now(t, next);
	return HRTIMER_RESTART;
}

/* The ops: the calling cpu's registers, interrupts off. */

/* PMCs beyond the counters: Montecito 32-42 (3.3.5-3.3.10), Itanium 13. */
static bool sim_ext_pmc(const struct sim_model *m, unsigned int idx)
{
	if (sim_is_mont(m))
		return idx >= SIM_PMC_OPC0 && idx < SIM_NR_PMC;
	return idx == 8 || idx == 9 || idx == 11 || idx == 13;
}

static bool sim_ext_pmd(const struct sim_model *m, unsigned int idx)
{
	return sim_is_mont(m) && ((idx >= 32 && idx <= 39) ||
				  (idx >= SIM_PMD_ETB0 && idx < SIM_NR_PMD));
}

static u64 sim_read_pmc(void *ctx, unsigned int idx)
{
	struct sim_inst *inst = ctx;
	struct sim_cpu *sc = this_cpu_ptr(inst->cpus);
	u64 val = 0;

	raw_spin_lock(&sc->lock);
	sim_advance(sc, ktime_get_ns());
	if (idx == 0 || (idx < SIM_NR_REGS && (inst->model->counters & BIT(idx))))
		val = sc->pmc[idx];
	else if (sim_ext_pmc(inst->model, idx))
		val = sc->x.pmc[idx];
	raw_spin_unlock(&sc->lock);
	return val;
}

static void sim_write_pmc(void *ctx, unsigned int idx, u64 val)
{
	struct sim_inst *inst = ctx;
	struct sim_cpu *sc = this_cpu_ptr(inst->cpus);

	raw_spin_lock(&sc->lock);
	sim_advance(sc, ktime_get_ns());
	if (idx == 0)
		sc->pmc[0] = val & (SIM_PMC0_FR | inst->model->pmc0_ovf);
	else if (idx < SIM_NR_REGS && (inst->model->counters & BIT(idx)))
		sc->pmc[idx] = val & inst->model->pmc_rw;
	else if (sim_ext_pmc(inst->model, idx))
		sc->x.pmc[idx] = val;
	/* A PMC write ends the power-up quiet (sim_cpu_prepare()). */
	sc->down = false;
	sim_kick(sc);
	raw_spin_unlock(&sc->lock);
}

static u64 sim_pmd_value(const struct sim_model *m, u64 count)
{
	/* Table 3-7 */
	if (m->sxt && (count & BIT_ULL(m->width - 1)))
		return count | GENMASK_ULL(63, m->width);
	return count;
}

static u64 sim_read_pmd(void *ctx, unsigned int idx)
{
	struct sim_inst *inst = ctx;
	struct sim_cpu *sc = this_cpu_ptr(inst->cpus);
	u64 val = 0;

	raw_spin_lock(&sc->lock);
	sim_advance(sc, ktime_get_ns());
	if (idx < SIM_NR_REGS && (inst->model->counters & BIT(idx)))
		val = sim_pmd_value(inst->model, sc->count[idx]);
	else if (sim_ext_pmd(inst->model, idx))
		val = sc->x.pmd[idx];
	raw_spin_unlock(&sc->lock);
	return val;
}

static void sim_write_pmd(void *ctx, unsigned int idx, u64 val)
{
	struct sim_inst *inst = ctx;
	struct sim_cpu *sc = this_cpu_ptr(inst->cpus);

	raw_spin_lock(&sc->lock);
	sim_advance(sc, ktime_get_ns());
	if (idx < SIM_NR_REGS && (inst->model->counters & BIT(idx))) {
		sc->count[idx] = val & (BIT_ULL(inst->model->width) - 1);
	} else if (sim_ext_pmd(inst->model, idx)) {
		sc->x.pmd[idx] = val;
		/* Tables 3-22/3-24: clearing stat/vl readies the EAR again. */
		if (idx == SIM_PMD_DEAR_LAT || idx == SIM_PMD_DEAR_IP)
			sc->x.dear_valid = false;
		/* Table 3-28: writing PMD38 resets ebi and full (3.3.10.1.2). */
		if (idx == SIM_PMD_ETB_INDEX)
			sc->x.nbr = 0;
	}
	/* A preload moves the next wrap. */
	sim_kick(sc);
	raw_spin_unlock(&sc->lock);
}

static void sim_write_br(void *ctx, unsigned int idx, u64 val, bool data)
{
	struct sim_inst *inst = ctx;
	struct sim_cpu *sc = this_cpu_ptr(inst->cpus);

	if (idx >= SIM_NR_IBR)
		return;
	raw_spin_lock(&sc->lock);
	sim_advance(sc, ktime_get_ns());
	if (data)
		sc->x.dbr[idx] = val;
	else
		sc->x.ibr[idx] = val;
	raw_spin_unlock(&sc->lock);
}

static void sim_write_ibr(void *ctx, unsigned int idx, u64 val)
{
	sim_write_br(ctx, idx, val, false);
}

static void sim_write_dbr(void *ctx, unsigned int idx, u64 val)
{
	sim_write_br(ctx, idx, val, true);
}

static int sim_request_irq(void *ctx, xpmu_ia_irq_fn fn, void *data)
{
	struct sim_inst *inst = ctx;

	if (inst->fn)
		return -EBUSY;
	inst->fn_data = data;
	WRITE_ONCE(inst->fn, fn);
	return 0;
}

static void sim_free_irq(void *ctx)
{
	struct sim_inst *inst = ctx;
	unsigned int cpu;

	WRITE_ONCE(inst->fn, NULL);
	for_each_possible_cpu(cpu)
		hrtimer_cancel(&per_cpu_ptr(inst->cpus, cpu)->timer);
}

static const struct xpmu_ia_hw_ops sim_ops = {
	.read_pmc = sim_read_pmc,
	.write_pmc = sim_write_pmc,
	.read_pmd = sim_read_pmd,
	.write_pmd = sim_write_pmd,
	.write_ibr = sim_write_ibr,
	.write_dbr = sim_write_dbr,
	.request_irq = sim_request_irq,
	.free_irq = sim_free_irq,
};

static const struct xpmu_ia_hw_ops sim_ops_no_breakpoints = {
	.read_pmc = sim_read_pmc,
	.write_pmc = sim_write_pmc,
	.read_pmd = sim_read_pmd,
	.write_pmd = sim_write_pmd,
	.request_irq = sim_request_irq,
	.free_irq = sim_free_irq,
};

/* debugfs: ground truth and a preload hook. */

static int sim_truth_show(struct seq_file *s, void *unused)
{
	struct sim_inst *inst = s->private;
	u64 total = 0;
	unsigned int cpu, c;

	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;

		raw_spin_lock_irqsave(&sc->lock, flags);
		seq_printf(s, "cpu%u pmc0 %#llx irqs %lu ops %llu late %lu\n", cpu,
			   sc->pmc[0], sc->irqs, sc->ops, sc->late);
		for (c = 0; c < SIM_NR_PMC; c++)
			if (sim_ext_pmc(inst->model, c))
				seq_printf(s, "cpu%u pmc%u %#llx\n", cpu, c, sc->x.pmc[c]);
		for (c = 4; c < SIM_NR_REGS; c++) {
			if (!(inst->model->counters & BIT(c)))
				continue;
			seq_printf(s, "cpu%u pmd%u pmc %#llx count %#llx truth %llu rate_per_us %llu\n",
				   cpu, c, sc->pmc[c], sc->count[c], sc->truth[c],
				   sim_rate(inst->model, sc->pmc[c]));
			total += sc->truth[c];
		}
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	seq_printf(s, "total %llu\n", total);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_truth);

struct sim_preload {
	struct sim_inst *inst;
	unsigned int idx;
	u64 val;
};

static void sim_preload_on_cpu(void *arg)
{
	struct sim_preload *p = arg;

	sim_write_pmd(p->inst, p->idx, p->val);
}

static ssize_t sim_preload_write(struct file *file, const char __user *ubuf,
				 size_t len, loff_t *ppos)
{
	struct sim_preload p = { .inst = file->private_data };
	unsigned int cpu;
	char buf[64];

	if (len >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	if (sscanf(buf, "%u %u %llu", &cpu, &p.idx, &p.val) != 3 ||
	    cpu >= nr_cpu_ids || !cpu_online(cpu) || p.idx >= SIM_NR_REGS)
		return -EINVAL;
	if (smp_call_function_single(cpu, sim_preload_on_cpu, &p, 1))
		return -ENXIO;
	return len;
}

static const struct file_operations sim_preload_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = sim_preload_write,
};

/* samples: per freeze (Documentation/itanium.rst); a write clears. */
static int sim_samples_show(struct seq_file *f, void *unused)
{
	struct sim_inst *inst = f->private;
	unsigned int cpu, i;

	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;
		u64 k, first;

		raw_spin_lock_irqsave(&sc->lock, flags);
		first = sc->nrec > SIM_NR_REC ? sc->nrec - SIM_NR_REC : 0;
		for (k = first; k < sc->nrec; k++) {
			const struct sim_rec *r = &sc->recs[k % SIM_NR_REC];

			seq_printf(f, "cpu %u seq %llu", cpu, r->seq);
			if (r->dear_valid)
				seq_printf(f, " dear %#llx %llu %#llx", r->dear_addr,
					   r->dear_lat, r->dear_ip);
			if (r->iear_valid)
				seq_printf(f, " iear %#llx %llu %u", r->iear_addr,
					   r->iear_lat, r->iear_stat);
			seq_printf(f, " br %u", r->nbr);
			for (i = 0; i < r->nbr; i++)
				seq_printf(f, " %#llx/%#llx/%c/%u/%c", r->br[i].from, r->br[i].to,
					   r->br[i].mp ? 'M' : 'P', r->br[i].cycles,
					   "JRIEL"[r->br[i].type]);
			seq_putc(f, '\n');
		}
		seq_printf(f, "cpu %u ops %llu freezes %llu\n", cpu, sc->ops, sc->nrec);
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	return 0;
}

/* tasks: per freeze, its task and branches of other tasks. */
static int sim_tasks_show(struct seq_file *f, void *unused)
{
	struct sim_inst *inst = f->private;
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;
		u64 k;

		raw_spin_lock_irqsave(&sc->lock, flags);
		for (k = sc->nrec > SIM_NR_REC ? sc->nrec - SIM_NR_REC : 0; k < sc->nrec; k++) {
			const struct sim_rec *r = &sc->recs[k % SIM_NR_REC];

			seq_printf(f, "cpu %u seq %llu task %u br %u foreign %u\n", cpu,
				   r->seq, r->task, r->nbr, r->foreign);
		}
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	return 0;
}

static int sim_tasks_open(struct inode *inode, struct file *file)
{
	return single_open_size(file, sim_tasks_show, inode->i_private,
				(SIM_NR_REC + 1) * 64 * num_possible_cpus());
}

static const struct file_operations sim_tasks_fops = {
	.owner = THIS_MODULE,
	.open = sim_tasks_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
};

static int sim_samples_open(struct inode *inode, struct file *file)
{
	return single_open_size(file, sim_samples_show, inode->i_private,
				(SIM_NR_REC + 1) * 800 * num_possible_cpus());
}

static ssize_t sim_samples_write(struct file *file, const char __user *ubuf,
				 size_t len, loff_t *ppos)
{
	struct sim_inst *inst = ((struct seq_file *)file->private_data)->private;
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;

		raw_spin_lock_irqsave(&sc->lock, flags);
		sc->nrec = 0;
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	return len;
}

static const struct file_operations sim_samples_fops = {
	.owner = THIS_MODULE,
	.open = sim_samples_open,
	.read = seq_read,
	.write = sim_samples_write,
	.llseek = seq_lseek,
	.release = single_release,
};

/*
 * watch: the task ledger (watch.h).  Does not advance the counters: from
 * another cpu that would credit their counts to the reader.
 */
static int sim_watch_file_show(struct seq_file *f, void *unused)
{
	struct sim_inst *inst = f->private;
	struct sim_watch sum = { };
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;

		raw_spin_lock_irqsave(&sc->lock, flags);
		sim_watch_add(&sum, &sc->watch);
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	sim_watch_show(f, &sum);
	return 0;
}

static int sim_watch_file_open(struct inode *inode, struct file *file)
{
	return single_open(file, sim_watch_file_show, inode->i_private);
}

static ssize_t sim_watch_file_write(struct file *file, const char __user *ubuf,
				    size_t len, loff_t *ppos)
{
	struct sim_inst *inst = ((struct seq_file *)file->private_data)->private;
	struct sim_watch w;
	unsigned int cpu;
	char buf[SIM_NR_WATCH * (TASK_COMM_LEN + 4)];	/* COMM/ES and a blank */
	int ret;

	if (len >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	ret = sim_watch_parse(buf, &w);
	if (ret)
		return ret;
	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);
		unsigned long flags;

		raw_spin_lock_irqsave(&sc->lock, flags);
		sc->watch = w;
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	return len;
}

static const struct file_operations sim_watch_fops = {
	.owner = THIS_MODULE,
	.open = sim_watch_file_open,
	.read = seq_read,
	.write = sim_watch_file_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static void sim_inst_free(struct sim_inst *inst)
{
	unsigned int cpu;

	if (!inst->cpus)
		return;
	for_each_possible_cpu(cpu) {
		hrtimer_cancel(&per_cpu_ptr(inst->cpus, cpu)->timer);
		kvfree(per_cpu_ptr(inst->cpus, cpu)->recs);
	}
	free_percpu(inst->cpus);
	inst->cpus = NULL;
}

/*
 * Power-up (3.3.12): oi and ev zero, qualification set by firmware; the
 * rest, "undefined", is a pattern that harms a driver that leaves it
 * (PMC13.ta set at reset: seed 002, Table 6-9).
 */
#define SIM_UNDEFINED	0x5a5a5a5a5a5a5a5aULL

static void sim_power_up(struct sim_cpu *sc, const struct sim_model *m)
{
	unsigned int i;

	for (i = 4; i < SIM_NR_REGS; i++) {
		if (!(m->counters & BIT(i)))
			continue;
		sc->pmc[i] = SIM_UNDEFINED & m->pmc_rw & ~(SIM_PMC_OI | SIM_PMC_EV);
		sc->count[i] = SIM_UNDEFINED & (BIT_ULL(m->width) - 1);
	}
	for (i = 0; i < SIM_NR_IBR; i++)
		sc->x.ibr[i] = SIM_UNDEFINED;
	for (i = 0; i < SIM_NR_DBR; i++)
		sc->x.dbr[i] = SIM_UNDEFINED;
	if (sim_is_mont(m)) {
		sc->x.pmc[SIM_PMC_IEAR] = SIM_UNDEFINED & GENMASK_ULL(13, 0);
		sc->x.pmc[SIM_PMC_ETB] = SIM_UNDEFINED & GENMASK_ULL(15, 0);
		sc->x.pmc[SIM_PMC_DEAR] = SIM_UNDEFINED & GENMASK_ULL(25, 0);
		sc->x.pmc[SIM_PMC_IPEAR] = SIM_UNDEFINED & GENMASK_ULL(18, 0);
	} else {
		sc->x.pmc[8] = SIM_UNDEFINED;
		sc->x.pmc[9] = SIM_UNDEFINED;
		sc->x.pmc[11] = SIM_UNDEFINED & ~SIM_ITA_PMC11_PT;
	}
}

/*
 * An onlined cpu's monitor is undefined (3.3.12): power-up again.  It
 * counts only from the first PMC write (PSR.pp and PMV.m keep a reset
 * monitor quiet).  Runs before the backend's online callback.
 */
static enum cpuhp_state sim_prepare_state;

static int sim_cpu_prepare(unsigned int cpu)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sim_insts); i++) {
		struct sim_cpu *sc;
		unsigned long flags;

		if (!sim_insts[i].cpus)
			continue;
		sc = per_cpu_ptr(sim_insts[i].cpus, cpu);
		raw_spin_lock_irqsave(&sc->lock, flags);
		sc->pmc[0] = 0;
		sc->irq_pending = false;
		xsim_pmu_reset(&sc->x);
		sim_power_up(sc, sim_insts[i].model);
		sc->down = true;
		sc->last_ns = ktime_get_ns();
		raw_spin_unlock_irqrestore(&sc->lock, flags);
	}
	return 0;
}

static int sim_inst_init(struct sim_inst *inst, const struct sim_model *m)
{
	struct dentry *dir;
	unsigned int cpu;

	inst->model = m;
	inst->cpus = alloc_percpu(struct sim_cpu);
	if (!inst->cpus)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);

		raw_spin_lock_init(&sc->lock);
		sc->inst = inst;
		sc->cpu = cpu;
		sc->last_ns = ktime_get_ns();
		sc->plm = SIM_PLM_KERNEL;	/* until a tick says otherwise */
		xsim_pmu_reset(&sc->x);
		sim_power_up(sc, m);
		xsim_gen_init(&sc->g, cpu + 1);
		hrtimer_init(&sc->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_PINNED_HARD);
		sc->timer.function = sim_tick;
	}
	/* After every timer is set up: sim_inst_free() cancels them all. */
	for_each_possible_cpu(cpu) {
		struct sim_cpu *sc = per_cpu_ptr(inst->cpus, cpu);

		if (!sim_is_mont(m))
			break;
		sc->recs = kvcalloc(SIM_NR_REC, sizeof(*sc->recs), GFP_KERNEL);
		if (!sc->recs) {
			sim_inst_free(inst);
			return -ENOMEM;
		}
	}
	dir = debugfs_create_dir(m->name, sim_debugfs);
	debugfs_create_file("truth", 0444, dir, inst, &sim_truth_fops);
	debugfs_create_file("preload", 0200, dir, inst, &sim_preload_fops);
	debugfs_create_file("watch", 0600, dir, inst, &sim_watch_fops);
	if (sim_is_mont(m)) {
		debugfs_create_file("samples", 0600, dir, inst, &sim_samples_fops);
		debugfs_create_file("tasks", 0400, dir, inst, &sim_tasks_fops);
	}

	inst->hw = (struct xpmu_ia_hw){
		.ops = breakpoints ? &sim_ops : &sim_ops_no_breakpoints,
		.ctx = inst, .owner = THIS_MODULE, .model = m->name,
		.smt = smt && sim_is_mont(m),
	};
	inst->pdev = platform_device_register_data(NULL, XPMU_IA_DEVICE,
						   PLATFORM_DEVID_AUTO, &inst->hw,
						   sizeof(inst->hw));
	if (IS_ERR(inst->pdev)) {
		int ret = PTR_ERR(inst->pdev);

		inst->pdev = NULL;
		sim_inst_free(inst);
		return ret;
	}
	return 0;
}

static void sim_exit_all(void)
{
	unsigned int i;

	for (i = ARRAY_SIZE(sim_insts); i-- > 0;) {
		/* Unbinds the backend first: it frees the interrupt. */
		platform_device_unregister(sim_insts[i].pdev);
		sim_insts[i].pdev = NULL;
	}
	debugfs_remove_recursive(sim_debugfs);
	for (i = 0; i < ARRAY_SIZE(sim_insts); i++)
		sim_inst_free(&sim_insts[i]);
}

static int __init sim_init(void)
{
	unsigned int i;
	int ret;

	if (!tick_us)
		return -EINVAL;
	sim_layout_init();
	sim_debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	for (i = 0; i < ARRAY_SIZE(sim_models); i++) {
		ret = sim_inst_init(&sim_insts[i], &sim_models[i]);
		if (ret) {
			sim_exit_all();
			return ret;
		}
	}
	ret = cpuhp_setup_state_nocalls(CPUHP_BP_PREPARE_DYN, "xpmu/itanium_sim:prepare",
					sim_cpu_prepare, NULL);
	if (ret < 0) {
		sim_exit_all();
		return ret;
	}
	sim_prepare_state = ret;
	pr_info("simulated montecito and itanium monitors, tick %u us\n", tick_us);
	return 0;
}
module_init(sim_init);

static void __exit sim_exit(void)
{
	cpuhp_remove_state_nocalls(sim_prepare_state);
	sim_exit_all();
}
module_exit(sim_exit);

MODULE_DESCRIPTION("xpmu: simulated Itanium 2 (Montecito) and Itanium performance monitors");
MODULE_LICENSE("GPL");
