// SPDX-License-Identifier: GPL-2.0-only
/*
 * iMC: memory controller channels, EMR uncore guide section 2.3.  MMIO,
 * with 32-bit counter controls 4 bytes apart (Table 1-12), and the DCLK
 * fixed counter of each channel (2.3.2.1, Tables 2-129/2-130), chosen as
 * the kernel does, by event=0xff: its control takes only the enable bit.
 */

#include <linux/device.h>

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

/**
 * xpmu_unc_imc_locate() - which memory controller and channel an iMC unit is.
 * @uncore: the machine being bound.
 * @die: the unit's die.
 * @unit: an iMC unit of @die's table.
 * @imc: its memory controller.
 * @channel: its channel there.
 *
 * By where MMIO_BASE and MEMn put each channel (1.10.3, resolved once per
 * die at bind: core.c's uncore_topology()); the unit id is not a reliable
 * guide (the kernel's SPR driver locates its iMC free-running counters by
 * MEMn, not by unit id).
 *
 * Context: bind.
 * Return: 0, or -ENOENT if no channel of the die is there.
 */
int xpmu_unc_imc_locate(const struct xpmu_unc_machine *uncore, unsigned int die,
			const struct xpmu_unc_disc_unit *unit, unsigned int *imc,
			unsigned int *channel)
{
	unsigned int i;

	if (die >= XPMU_UNC_MAX_PACKAGES)
		return -ENOENT;
	for (i = 0; i < XPMU_UNC_IMC_PER_DIE * XPMU_UNC_IMC_CHANNELS; i++) {
		if (uncore->imc_ch[die][i] != unit->box_ctl)
			continue;
		*imc = i / XPMU_UNC_IMC_CHANNELS;
		*channel = i % XPMU_UNC_IMC_CHANNELS;
		return 0;
	}
	return -ENOENT;
}

/* A channel should be where 1.10.3 puts one; used as the table says. */
static void imc_check_placement(const struct xpmu_unc_machine *uncore,
				unsigned int die, const struct xpmu_unc_pmu *xp,
				const struct xpmu_unc_disc_unit *unit)
{
	unsigned int m, c;

	if (xpmu_unc_imc_locate(uncore, die, unit, &m, &c))
		dev_warn(uncore->dev, "die %u: %s at %#llx is not where MMIO_BASE and MEMn put a channel: used as the table says\n",
			 die, xp->name, unit->box_ctl);
}

static const struct xpmu_unc_fixed_ctr imc_dclk = {
	.config = XPMU_UNC_FIXED_EVENT,
	.ctl = XPMU_UNC_IMC_FIXED_CTL,
	.ctr = XPMU_UNC_IMC_FIXED_CTR,
	.enable = XPMU_UNC_IMC_FIXED_CTL_EN,
};

const struct xpmu_unc_unit_desc xpmu_unc_unit_imc = {
	.name = "imc",
	.type = XPMU_UNC_TYPE_IMC,
	.kind = XPMU_UNC_UNIT_LISTED,
	.formats = xpmu_unc_formats_umask_ext,
	.nr_formats = XPMU_UNC_FORMATS_UMASK_EXT,
	.mmio_ctl_stride = 4,
	.catalog = &xpmu_unc_catalog_imc,
	.fixed = &imc_dclk,
	.nr_fixed = 1,
	.check_placement = imc_check_placement,
};
