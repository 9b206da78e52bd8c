// SPDX-License-Identifier: GPL-2.0-only
/*
 * iMC free-running counters, EMR uncore guide 2.3.2.1 (Tables 2-131 to
 * 2-133) and Table 1-12 ("iMC Free Running Counters"): per memory
 * controller, its DCLK and the RPQ and WPQ active cycles, 48 bits,
 * read-only, never stopped.  One PMU per iMC, uncore_imc_free_running_<n>,
 * with the kernel's event names and encodings (dclk event=0xff,umask=0x10;
 * rpq_cycles 0x20; wpq_cycles 0x21).
 *
 * Table 1-12 gives the registers as 0x22B0, 0x2318 and 0x2320 beside the
 * channels' 0x22800/0x2A800, which are offsets into the iMC's MEMn_BAR
 * window (1.10.3); the kernel's SPR driver maps the free-running
 * registers from the same MEMn_BAR.  The driver finds that window from the
 * iMC's channel 0 (its unit control is MEMn_BAR + 0x22800).
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

static const struct xpmu_unc_fixed_ctr imc_fr_counters[] = {
	{ .config = XPMU_UNC_FR_CONFIG(0x10), .ctr = XPMU_UNC_IMC_FR_DCLK - XPMU_UNC_IMC_FR_BASE },
	{ .config = XPMU_UNC_FR_CONFIG(0x20), .ctr = XPMU_UNC_IMC_FR_RPQ - XPMU_UNC_IMC_FR_BASE },
	{ .config = XPMU_UNC_FR_CONFIG(0x21), .ctr = XPMU_UNC_IMC_FR_WPQ - XPMU_UNC_IMC_FR_BASE },
};

static struct attribute *imc_fr_attrs[] = {
	XPMU_EV("dclk", "event=0xff,umask=0x10"),
	XPMU_EV("rpq_cycles", "event=0xff,umask=0x20"),
	XPMU_EV("wpq_cycles", "event=0xff,umask=0x21"),
	NULL,
};

static const struct attribute_group imc_fr_group = {
	.name = "events",
	.attrs = imc_fr_attrs,
};

/*
 * One unit per iMC, beside its channel 0: an iMC is known by where its
 * channel 0 is (xpmu_unc_imc_locate()); without the topology, by its unit id.
 */
static bool imc_fr_derive(const struct xpmu_unc_machine *uncore, unsigned int die,
			  const struct xpmu_unc_disc_unit *parent,
			  struct xpmu_unc_disc_unit *unit)
{
	unsigned int imc, channel;

	if (parent->access != XPMU_UNC_ACCESS_MMIO ||
	    parent->box_ctl < XPMU_UNC_IMC_CHN_OFFSET)
		return false;
	if (xpmu_unc_die_bus(uncore, die) < 0) {
		imc = parent->id / XPMU_UNC_IMC_CHANNELS;
		channel = parent->id % XPMU_UNC_IMC_CHANNELS;
	} else if (xpmu_unc_imc_locate(uncore, die, parent, &imc, &channel)) {
		return false;
	}
	if (channel)
		return false;
	*unit = (struct xpmu_unc_disc_unit){
		.box_ctl = parent->box_ctl - XPMU_UNC_IMC_CHN_OFFSET + XPMU_UNC_IMC_FR_BASE,
		.access = XPMU_UNC_ACCESS_MMIO,
		.id = imc,
		.width = XPMU_UNC_CTR_DEFAULT_WIDTH,
	};
	return true;
}

/* Numbered when there are several iMCs (XPMU_UNC_IMC_CHANNELS units each). */
static bool imc_fr_single(const struct xpmu_unc_machine *uncore,
			  const struct xpmu_unc_disc_unit *unit)
{
	u16 lo, hi;

	return !xpmu_unc_discovery_type_ids(uncore->disc, uncore->hw->nr_dies,
					    XPMU_UNC_TYPE_IMC, &lo, &hi) ||
	       hi < XPMU_UNC_IMC_CHANNELS;
}

const struct xpmu_unc_unit_desc xpmu_unc_unit_imc_freerun = {
	.name = "imc_free_running",
	.type = XPMU_UNC_TYPE_IMC_FREERUN,
	.kind = XPMU_UNC_UNIT_DERIVED,
	.formats = xpmu_unc_formats_freerun,
	.nr_formats = XPMU_UNC_FORMATS_FREERUN,
	.fixed = imc_fr_counters,
	.nr_fixed = ARRAY_SIZE(imc_fr_counters),
	.events = &imc_fr_group,
	.map_span = XPMU_UNC_IMC_FR_END - XPMU_UNC_IMC_FR_BASE,
	.parent_type = XPMU_UNC_TYPE_IMC,
	.derive = imc_fr_derive,
	.single = imc_fr_single,
};
