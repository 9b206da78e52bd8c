// SPDX-License-Identifier: GPL-2.0-only
/*
 * iMC: memory controller channels, EMR uncore guide section 2.3.  MMIO,
 * with 32-bit counter controls 4 bytes apart (Table 1-12), and the DCLK
 * fixed counter of each channel (2.3.2.1, Tables 2-129/2-130), chosen as
 * the kernel does, by event=0xff: its control takes only the enable bit.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_fixed_ctr imc_dclk = {
	.config = XPMU_FIXED_EVENT,
	.ctl = XPMU_IMC_FIXED_CTL,
	.ctr = XPMU_IMC_FIXED_CTR,
	.enable = XPMU_IMC_FIXED_CTL_EN,
};

const struct xpmu_unit_desc xpmu_unit_imc = {
	.name = "imc",
	.type = XPMU_TYPE_IMC,
	.formats = xpmu_formats_umask_ext,
	.nr_formats = XPMU_FORMATS_UMASK_EXT,
	.mmio_ctl_stride = 4,
	.catalog = &xpmu_catalog_imc,
	.fixed = &imc_dclk,
	.nr_fixed = 1,
};
