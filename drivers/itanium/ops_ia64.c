// SPDX-License-Identifier: GPL-2.0-only
/*
 * The real machine, with the ia64 intrinsics; CONFIG_IA64 only (6.6 and
 * older), never run (Documentation/itanium.rst).  The interrupt only built
 * in: register_percpu_irq() is not exported, nor is there EVENT_TRACING.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <asm/hw_irq.h>
#include <asm/processor.h>
#include <asm/ptrace.h>

#ifndef MODULE
/* register_percpu_irq(): declared for arch/ia64/kernel only (6.1). */
#include <../arch/ia64/kernel/irq.h>
#endif

#include "backend.h"

static struct platform_device *ia64_pdev;

static u64 ia64_pmc_read(void *ctx, unsigned int idx)
{
	return ia64_get_pmc(idx);
}

static void ia64_pmc_write(void *ctx, unsigned int idx, u64 val)
{
	ia64_set_pmc(idx, val);
	ia64_srlz_d();
}

static u64 ia64_pmd_read(void *ctx, unsigned int idx)
{
	return ia64_get_pmd(idx);
}

static void ia64_pmd_write(void *ctx, unsigned int idx, u64 val)
{
	ia64_set_pmd(idx, val);
	ia64_srlz_d();
}

#ifndef MODULE
/* The old perfmon's IA64_PERFMON_VECTOR, left free by 6.1's asm/hw_irq.h. */
#define XPMU_IA64_PMV_VECTOR	0xee
/* cr.pmv, as 6.1's arch/ia64/kernel/machine_kexec.c masks it. */
#define XPMU_IA64_PMV_VEC	GENMASK_ULL(7, 0)
#define XPMU_IA64_PMV_M		BIT_ULL(16)

static xpmu_ia_irq_fn ia64_irq_fn;
static void *ia64_irq_data;

static irqreturn_t ia64_pmu_interrupt(int irq, void *dev_id)
{
	xpmu_ia_irq_fn fn = READ_ONCE(ia64_irq_fn);

	/* The handler leaves PMC0 = 0: overflow bits and fr cleared (3.3.11). */
	if (fn)
		fn(ia64_irq_data, get_irq_regs());
	return IRQ_HANDLED;
}

static void ia64_pmv_set(void *info)
{
	ia64_setreg(_IA64_REG_CR_PMV, *(u64 *)info);
	ia64_srlz_d();
}

static u64 ia64_pmv(void)
{
	return READ_ONCE(ia64_irq_fn) ?
	       FIELD_PREP(XPMU_IA64_PMV_VEC, XPMU_IA64_PMV_VECTOR) : XPMU_IA64_PMV_M;
}

static int ia64_request_irq(void *ctx, xpmu_ia_irq_fn fn, void *data)
{
	u64 pmv;

	if (ia64_irq_fn)
		return -EBUSY;
	ia64_irq_data = data;
	WRITE_ONCE(ia64_irq_fn, fn);
	pmv = ia64_pmv();
	on_each_cpu(ia64_pmv_set, &pmv, 1);
	return 0;
}

static void ia64_free_irq(void *ctx)
{
	u64 pmv = XPMU_IA64_PMV_M;

	on_each_cpu(ia64_pmv_set, &pmv, 1);
	WRITE_ONCE(ia64_irq_fn, NULL);
}
#endif

/*
 * 3.3.1: a privileged monitor counts only while PSR.pp is set; DCR.pp
 * sets it on interruption, as the old perfmon did system-wide.
 */
static void ia64_enable_pp(void *unused)
{
	ia64_setreg(_IA64_REG_CR_DCR, ia64_getreg(_IA64_REG_CR_DCR) | IA64_DCR_PP);
	ia64_ssm(IA64_PSR_PP);
	ia64_srlz_i();
}

/* A cpu brought up after the load: PSR.pp, DCR.pp and its cr.pmv. */
static void ia64_cpu_online(void *ctx)
{
#ifndef MODULE
	u64 pmv = ia64_pmv();

	ia64_pmv_set(&pmv);
#endif
	ia64_enable_pp(NULL);
}

/**
 * xpmu_ia_native_count_user() - let the current task count at user level.
 *
 * User code runs with the PSR saved at its entry to the kernel, restored
 * at each return: its pp must be set for the privileged monitors to count
 * there (3.3.1).  The old perfmon set it in every task switched in during
 * a system-wide session (pfm_syst_wide_update_task(), Linux 5.9's
 * arch/ia64/kernel/perfmon.c); it stays set, as the monitors' own PMCs
 * decide what counts.
 *
 * Context: irqs off, on the cpu the task runs on.
 */
void xpmu_ia_native_count_user(void)
{
	if (!(current->flags & PF_KTHREAD))
		ia64_psr(task_pt_regs(current))->pp = 1;
}

static void ia64_count_user(void *ctx)
{
	xpmu_ia_native_count_user();
}

/* No write_ibr/write_dbr: the breakpoint registers are ptrace's. */
static const struct xpmu_ia_hw_ops ia64_ops = {
	.read_pmc = ia64_pmc_read,
	.write_pmc = ia64_pmc_write,
	.read_pmd = ia64_pmd_read,
	.write_pmd = ia64_pmd_write,
#ifndef MODULE
	.request_irq = ia64_request_irq,
	.free_irq = ia64_free_irq,
#endif
	.cpu_online = ia64_cpu_online,
	.count_user = ia64_count_user,
};

static struct xpmu_ia_hw ia64_hw = {
	.ops = &ia64_ops,
	.owner = THIS_MODULE,
};

/**
 * xpmu_ia_native_init() - offer this cpu's monitor, if it is one we know:
 * family 0x20 is Itanium 2 (Montecito is model 0), family 7 Itanium.
 *
 * Context: module init (built in: device_initcall).
 */
void xpmu_ia_native_init(void)
{
	unsigned int family = local_cpu_data->family;

	if (family == 0x20) {
		ia64_hw.model = "montecito";
		/* perfmon2 applied errata 120, 121 there. */
		ia64_hw.smt = is_multithreading_enabled();
	} else if (family == 0x7) {
		ia64_hw.model = "itanium";
	} else {
		return;
	}
	on_each_cpu(ia64_enable_pp, NULL, 1);
#ifndef MODULE
	/* Masked in each cpu's cr.pmv until a PMU asks for it. */
	register_percpu_irq(XPMU_IA64_PMV_VECTOR, ia64_pmu_interrupt, 0,
			    "xpmu_itanium");
#endif
	ia64_pdev = platform_device_register_data(NULL, XPMU_IA_DEVICE,
						  PLATFORM_DEVID_AUTO, &ia64_hw,
						  sizeof(ia64_hw));
	if (IS_ERR(ia64_pdev))
		ia64_pdev = NULL;
}

/**
 * xpmu_ia_native_exit() - withdraw it.
 *
 * Context: module exit.
 */
void xpmu_ia_native_exit(void)
{
	platform_device_unregister(ia64_pdev);
}
