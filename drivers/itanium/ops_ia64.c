// SPDX-License-Identifier: GPL-2.0-only
/*
 * The real machine: PMC/PMD moves with the ia64 intrinsics.  Built only
 * where CONFIG_IA64 exists (6.6 and older; scripts/build-ia64.sh); never
 * run (Documentation/itanium.rst).
 *
 * No interrupt: register_percpu_irq() is __init and not exported, so the
 * PMU counts but does not sample here.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/smp.h>
#include <asm/processor.h>

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

/* No write_ibr/write_dbr: the breakpoint registers are ptrace's. */
static const struct xpmu_ia_hw_ops ia64_ops = {
	.read_pmc = ia64_pmc_read,
	.write_pmc = ia64_pmc_write,
	.read_pmd = ia64_pmd_read,
	.write_pmd = ia64_pmd_write,
};

/*
 * 3.3.1: a privileged monitor counts only while PSR.pp is set; DCR.pp
 * sets it on interruption, as the old perfmon did system-wide.  Only the
 * cpus online at load get it.
 *
 * Tasks started before the load run with psr.pp clear; perfmon set it
 * at each context switch (pfm_syst_wide_update_task()), which no module
 * can hook, so counts may miss them (Documentation/itanium.rst).
 */
static void ia64_enable_pp(void *unused)
{
	ia64_setreg(_IA64_REG_CR_DCR, ia64_getreg(_IA64_REG_CR_DCR) | IA64_DCR_PP);
	ia64_ssm(IA64_PSR_PP);
	ia64_srlz_i();
}

static struct xpmu_ia_hw ia64_hw = {
	.ops = &ia64_ops,
	.owner = THIS_MODULE,
};

/**
 * xpmu_ia_native_init() - offer this cpu's monitor, if it is one we know:
 * family 0x20 is Itanium 2 (Montecito is model 0), family 7 Itanium.
 *
 * Context: module init.
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
