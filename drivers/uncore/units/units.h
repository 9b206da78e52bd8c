/* SPDX-License-Identifier: GPL-2.0-only */
/* Shared by the unit description files. */
#ifndef _XPMU_UNITS_H
#define _XPMU_UNITS_H

#include <linux/bits.h>

#include <xpmu/uncore/types.h>

#include "../uncore.h"
#include "../catalog/catalog.h"

/* A free-running counter's config: event=0xff and its umask (the kernel's). */
#define XPMU_UNC_FR_CONFIG(umask)	(XPMU_UNC_FIXED_EVENT | (umask) << 8)

#define XPMU_UNC_CTL_UMASK_EXT24	GENMASK_ULL(55, 32)

#define XPMU_UNC_FORMATS_BASELINE	5
#define XPMU_UNC_FORMATS_UMASK_EXT	5
#define XPMU_UNC_FORMATS_FREERUN	2
extern const struct xpmu_format xpmu_unc_formats_baseline[XPMU_UNC_FORMATS_BASELINE];
extern const struct xpmu_format xpmu_unc_formats_umask_ext[XPMU_UNC_FORMATS_UMASK_EXT];
extern const struct xpmu_format xpmu_unc_formats_freerun[XPMU_UNC_FORMATS_FREERUN];

/* Every description units.def lists, xpmu_unc_unit_<stem>. */
#define XPMU_UNIT(stem, ...)						\
	extern const struct xpmu_unc_unit_desc xpmu_unc_unit_##stem;
#include <xpmu/uncore/units.def>

/* units/imc.c */
int xpmu_unc_imc_locate(const struct xpmu_unc_machine *uncore, unsigned int die,
			const struct xpmu_unc_disc_unit *unit, unsigned int *imc,
			unsigned int *channel);

#endif /* _XPMU_UNITS_H */
