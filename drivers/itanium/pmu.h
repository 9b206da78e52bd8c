/* SPDX-License-Identifier: GPL-2.0-only */
/* The perf side of xpmu_itanium: one struct pmu per bound machine. */
#ifndef _XPMU_ITANIUM_PMU_H
#define _XPMU_ITANIUM_PMU_H

#include <linux/perf_event.h>
#include <linux/sysfs.h>

#include "backend.h"

/*
 * How a sample reaches perf, chosen here only: perf_event_overflow() is
 * not exported (6.1, 6.12), so a module uses perf_tp_event(), which needs
 * EVENT_TRACING (not on ia64: Documentation/itanium.rst, "ia64").
 */
#ifdef MODULE
#define XPMU_IA_VIA_TP		true
#define XPMU_IA_CAN_SAMPLE	IS_ENABLED(CONFIG_EVENT_TRACING)
#else
#define XPMU_IA_VIA_TP		false
#define XPMU_IA_CAN_SAMPLE	true
#endif

/**
 * struct xpmu_ia_event - what an event keeps beyond hw_perf_event
 * (perf_event::pmu_private).
 * @req: its config decoded for the counter scheduler, once at event_init.
 * @ext: the registers it needs beyond its counter.
 * @output: perf's overflow handler, called after the sample is completed
 *	(only for events whose samples carry EAR or trace buffer data).
 */
struct xpmu_ia_event {
	struct xpmu_ia_req req;
	struct xpmu_ia_ext ext;
	perf_overflow_handler_t output;
};

/**
 * struct xpmu_ia_sample - EAR or trace buffer data of a cpu's sample.
 * @event: the event it belongs to, or NULL.
 * @ear: the decoded EAR (XPMU_IA_SMP_DEAR/IEAR).
 * @kind: XPMU_IA_SMP_* present.
 * @bs: the branch stack (XPMU_IA_SMP_ETB); @entries its records.
 * @entries: room for the sixteen trace registers.
 * @regs: a copy of the registers with the EAR's instruction as the IP
 *	(xpmu_ia_sample_regs()); here because an ia64 pt_regs is 400 bytes,
 *	too much for the interrupt's stack.
 * @first: perf_tp_event()'s first overflow of two is under way (overflow.c:
 *	it only makes the second one count against the throttle).
 * @sample_type: @event's attr.sample_type, restored after the first.
 * @stamp: @event's hw.freq_time_stamp, restored after the first.
 */
struct xpmu_ia_sample {
	struct perf_event *event;
	struct xpmu_ia_ear_sample ear;
	unsigned int kind;
	struct perf_branch_stack bs;
	struct perf_branch_entry entries[XPMU_IA_NR_ETB];
	struct pt_regs regs;
	bool first;
	u64 sample_type;
	u64 stamp;
};

/**
 * struct xpmu_ia_cpu - one cpu's counters.
 * @events: the event on each PMD, or NULL.
 * @added: the events added on this cpu, @n of them.
 * @n: entries in @added.
 * @disabled: perf_pmu_disable() nesting; non-zero keeps PMC0.fr set.
 * @irqs: overflow interrupts taken.
 * @users: per shared register set (enum xpmu_ia_res), events using it.
 * @reset: the monitor was reset since the cpu came online
 *	(xpmu_ia_cpu_online()); until then its registers are undefined.
 * @smp: the sample being delivered.
 */
struct xpmu_ia_cpu {
	struct perf_event *events[XPMU_IA_MAX_CTR];
	struct perf_event *added[XPMU_IA_MAX_CTR];
	unsigned int n;
	unsigned int disabled;
	unsigned long irqs;
	unsigned int users[XPMU_IA_NR_RES];
	bool reset;
	struct xpmu_ia_sample smp;
};

/**
 * struct xpmu_ia_pmu - the PMU of one bound machine.
 * @pmu: registered with perf.
 * @m: the model.
 * @hw: the machine's register access.
 * @bits: the config bits its model's formats give, worked out at bind.
 * @cpus: per-cpu counter state.
 * @format_group: sysfs format/.
 * @groups: NULL-terminated, for @pmu.attr_groups.
 * @cpuhp: its instance of the cpu online state (xpmu_ia_cpu_online(),
 *	xpmu_ia_cpu_offline()).
 */
struct xpmu_ia_pmu {
	struct pmu pmu;
	const struct xpmu_ia_model *m;
	const struct xpmu_ia_hw *hw;
	struct xpmu_ia_cfg_bits bits;
	struct xpmu_ia_cpu __percpu *cpus;
	struct attribute_group format_group;
	const struct attribute_group *groups[3];
	struct hlist_node cpuhp;
};

void xpmu_ia_pmu_init(struct xpmu_ia_pmu *p);
int xpmu_ia_cpu_online(unsigned int cpu, struct hlist_node *node);
int xpmu_ia_cpu_offline(unsigned int cpu, struct hlist_node *node);

void xpmu_ia_irq(void *data, struct pt_regs *regs);
bool xpmu_ia_overflow(struct perf_event *event, struct pt_regs *regs);
struct pt_regs *xpmu_ia_sample_regs(struct xpmu_ia_sample *s,
				    struct perf_event *event,
				    struct pt_regs *regs);
void xpmu_ia_sample_output(struct perf_event *event, struct perf_sample_data *data,
			   struct pt_regs *regs);

#endif /* _XPMU_ITANIUM_PMU_H */
