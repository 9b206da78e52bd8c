/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one seam between the xpmu_itanium backend and a machine
 * (ops_ia64.c, or the simulator): a platform device XPMU_IA_DEVICE with a
 * struct xpmu_ia_hw as platform data, bound in either load order.
 */
#ifndef _XPMU_ITANIUM_HW_H
#define _XPMU_ITANIUM_HW_H

#include <linux/types.h>

struct module;
struct pt_regs;

#define XPMU_IA_DEVICE	"xpmu-itanium"

/**
 * typedef xpmu_ia_irq_fn - the performance monitor interrupt handler.
 * @data: what was passed to @request_irq.
 * @regs: the registers the interrupt interrupted.
 *
 * Context: hard interrupt on the cpu whose PMU raised it.
 */
typedef void (*xpmu_ia_irq_fn)(void *data, struct pt_regs *regs);

/**
 * struct xpmu_ia_hw_ops - register access of the calling cpu's monitor.
 * @read_pmc: read PMC @idx (0-15; Montecito also 32-42, Itanium 13).
 * @write_pmc: write PMC @idx.
 * @read_pmd: read PMD @idx (4-15; Montecito also 32-39 and 48-63).
 * @write_pmd: write PMD @idx.
 * @write_ibr: write instruction breakpoint register @idx (0-7), used for
 *	address range qualification (3.3.5); optional: without it the PMU
 *	refuses instruction ranges.
 * @write_dbr: the same for data breakpoint register @idx (0-7, 3.3.7).
 * @request_irq: have @fn called on each performance monitor interrupt;
 *	optional: without it the PMU counts but cannot sample.
 * @free_irq: stop calling it; returns once no call is running.
 * @cpu_online: make the calling cpu, just online, count and interrupt as
 *	the others do; optional.
 * @count_user: let the calling cpu's current task count at user level;
 *	optional: NULL where nothing but the PMCs gates counting.
 *
 * Context: the register calls, @cpu_online and @count_user act on the
 * calling cpu and are made with interrupts disabled.  @request_irq and
 * @free_irq: process context; @request_irq returns 0 or -errno.
 */
struct xpmu_ia_hw_ops {
	u64 (*read_pmc)(void *ctx, unsigned int idx);
	void (*write_pmc)(void *ctx, unsigned int idx, u64 val);
	u64 (*read_pmd)(void *ctx, unsigned int idx);
	void (*write_pmd)(void *ctx, unsigned int idx, u64 val);
	void (*write_ibr)(void *ctx, unsigned int idx, u64 val);
	void (*write_dbr)(void *ctx, unsigned int idx, u64 val);
	int (*request_irq)(void *ctx, xpmu_ia_irq_fn fn, void *data);
	void (*free_irq)(void *ctx);
	void (*cpu_online)(void *ctx);
	void (*count_user)(void *ctx);
};

/**
 * struct xpmu_ia_hw - a machine, as platform data of XPMU_IA_DEVICE.
 * @ops: its register access.
 * @ctx: passed to every op.
 * @owner: module implementing @ops; pinned while perf events are open.
 * @model: "montecito" or "itanium": which model's PMU to register.
 * @smt: the cores run two threads (a Montecito with multithreading on):
 *	its errata 120 and 121 apply.
 */
struct xpmu_ia_hw {
	const struct xpmu_ia_hw_ops *ops;
	void *ctx;
	struct module *owner;
	const char *model;
	bool smt;
};

#endif /* _XPMU_ITANIUM_HW_H */
