// SPDX-License-Identifier: GPL-2.0-only
/*
 * IIO free-running counters, EMR uncore guide 1.8.1 (Tables 1-10, 1-11)
 * and 2.4.2 (Tables 2-185 to 2-187): per IIO stack, the IO clock and the
 * inbound and outbound bandwidth of each of 8 ports, 48 bits, read-only.
 * One PMU per stack, uncore_iio_free_running_<stack>, with the kernel's
 * event names and encodings, so that perf's own EMR tables work on it.
 *
 * Table 1-9: the stack's IIO unit control at 0x3000 + 0x10 x stack, the
 * IO clock at 0x340E + 0x10 x stack (IRP "Extra: IIO Clock"), port p in
 * at 0x3800 + 0x10 x stack + p, out at 0x3808 + 0x10 x stack + p.
 *
 * The outbound counters have no name: Linux 506f981ab40f ("perf/x86/
 * intel/uncore: Fix the scale of IIO free running counters on SPR")
 * dropped SPR's bw_out_port* because they "don't increment with a
 * consistent size".  As in the kernel (spr_iio_freerunning keeps
 * SPR_IIO_MSR_BW_OUT), umask 0x30 + port still reads them.
 */

#include <xpmu/uncore/pmon_regs.h>

#include "units.h"

#define IIO_FR_IOCLK		0x40E
#define IIO_FR_BW_IN		0x800
#define IIO_FR_BW_OUT		0x808

static const struct xpmu_unc_fixed_ctr iio_fr_counters[] = {
	{ .config = XPMU_UNC_FR_CONFIG(0x10), .ctr = IIO_FR_IOCLK },
	{ .config = XPMU_UNC_FR_CONFIG(0x20), .ctr = IIO_FR_BW_IN + 0 },
	{ .config = XPMU_UNC_FR_CONFIG(0x21), .ctr = IIO_FR_BW_IN + 1 },
	{ .config = XPMU_UNC_FR_CONFIG(0x22), .ctr = IIO_FR_BW_IN + 2 },
	{ .config = XPMU_UNC_FR_CONFIG(0x23), .ctr = IIO_FR_BW_IN + 3 },
	{ .config = XPMU_UNC_FR_CONFIG(0x24), .ctr = IIO_FR_BW_IN + 4 },
	{ .config = XPMU_UNC_FR_CONFIG(0x25), .ctr = IIO_FR_BW_IN + 5 },
	{ .config = XPMU_UNC_FR_CONFIG(0x26), .ctr = IIO_FR_BW_IN + 6 },
	{ .config = XPMU_UNC_FR_CONFIG(0x27), .ctr = IIO_FR_BW_IN + 7 },
	{ .config = XPMU_UNC_FR_CONFIG(0x30), .ctr = IIO_FR_BW_OUT + 0 },
	{ .config = XPMU_UNC_FR_CONFIG(0x31), .ctr = IIO_FR_BW_OUT + 1 },
	{ .config = XPMU_UNC_FR_CONFIG(0x32), .ctr = IIO_FR_BW_OUT + 2 },
	{ .config = XPMU_UNC_FR_CONFIG(0x33), .ctr = IIO_FR_BW_OUT + 3 },
	{ .config = XPMU_UNC_FR_CONFIG(0x34), .ctr = IIO_FR_BW_OUT + 4 },
	{ .config = XPMU_UNC_FR_CONFIG(0x35), .ctr = IIO_FR_BW_OUT + 5 },
	{ .config = XPMU_UNC_FR_CONFIG(0x36), .ctr = IIO_FR_BW_OUT + 6 },
	{ .config = XPMU_UNC_FR_CONFIG(0x37), .ctr = IIO_FR_BW_OUT + 7 },
};

/*
 * One inbound bandwidth count is 32 bytes: x 32 / 2^20 MiB.  The guide
 * says DWs of 4 bytes (2.4.2, above Tables 2-186/2-187), but both
 * references that run on real parts say 32: Linux 6.12's scale of
 * 3.0517578125e-5 (506f981ab40f, snr_uncore_iio_freerunning_events in
 * uncore_snbep.c, which spr_uncore_iio_free_running uses), and Intel's
 * EMR event file (perfmon EMR/events/emeraldrapids_uncore_experimental.json
 * V1.24, UNC_IIO_BANDWIDTH_IN.PART0_FREERUN: "increments for every 32
 * bytes").
 */
#define BW_SCALE	"3.0517578125e-5"

static struct attribute *iio_fr_attrs[] = {
	XPMU_EV("ioclk", "event=0xff,umask=0x10"),
	XPMU_EV("bw_in_port0", "event=0xff,umask=0x20"),
	XPMU_EV("bw_in_port0.scale", BW_SCALE),
	XPMU_EV("bw_in_port0.unit", "MiB"),
	XPMU_EV("bw_in_port1", "event=0xff,umask=0x21"),
	XPMU_EV("bw_in_port1.scale", BW_SCALE),
	XPMU_EV("bw_in_port1.unit", "MiB"),
	XPMU_EV("bw_in_port2", "event=0xff,umask=0x22"),
	XPMU_EV("bw_in_port2.scale", BW_SCALE),
	XPMU_EV("bw_in_port2.unit", "MiB"),
	XPMU_EV("bw_in_port3", "event=0xff,umask=0x23"),
	XPMU_EV("bw_in_port3.scale", BW_SCALE),
	XPMU_EV("bw_in_port3.unit", "MiB"),
	XPMU_EV("bw_in_port4", "event=0xff,umask=0x24"),
	XPMU_EV("bw_in_port4.scale", BW_SCALE),
	XPMU_EV("bw_in_port4.unit", "MiB"),
	XPMU_EV("bw_in_port5", "event=0xff,umask=0x25"),
	XPMU_EV("bw_in_port5.scale", BW_SCALE),
	XPMU_EV("bw_in_port5.unit", "MiB"),
	XPMU_EV("bw_in_port6", "event=0xff,umask=0x26"),
	XPMU_EV("bw_in_port6.scale", BW_SCALE),
	XPMU_EV("bw_in_port6.unit", "MiB"),
	XPMU_EV("bw_in_port7", "event=0xff,umask=0x27"),
	XPMU_EV("bw_in_port7.scale", BW_SCALE),
	XPMU_EV("bw_in_port7.unit", "MiB"),
	NULL,
};

static const struct attribute_group iio_fr_group = {
	.name = "events",
	.attrs = iio_fr_attrs,
};

/* One unit per IIO stack, at its unit control (offsets above). */
static bool iio_fr_derive(const struct xpmu_unc_machine *uncore, unsigned int die,
			  const struct xpmu_unc_disc_unit *parent,
			  struct xpmu_unc_disc_unit *unit)
{
	if (parent->access != XPMU_UNC_ACCESS_MSR)
		return false;
	*unit = (struct xpmu_unc_disc_unit){
		.box_ctl = parent->box_ctl,
		.access = XPMU_UNC_ACCESS_MSR,
		.id = parent->id,
		.width = XPMU_UNC_CTR_DEFAULT_WIDTH,
	};
	return true;
}

/* Numbered as its stacks are. */
static bool iio_fr_single(const struct xpmu_unc_machine *uncore,
			  const struct xpmu_unc_disc_unit *unit)
{
	return xpmu_unc_discovery_type_is_single(uncore->disc, uncore->hw->nr_dies,
						 XPMU_UNC_TYPE_IIO, unit->id);
}

const struct xpmu_unc_unit_desc xpmu_unc_unit_iio_freerun = {
	.name = "iio_free_running",
	.type = XPMU_UNC_TYPE_IIO_FREERUN,
	.kind = XPMU_UNC_UNIT_DERIVED,
	.formats = xpmu_unc_formats_freerun,
	.nr_formats = XPMU_UNC_FORMATS_FREERUN,
	.fixed = iio_fr_counters,
	.nr_fixed = ARRAY_SIZE(iio_fr_counters),
	.events = &iio_fr_group,
	.parent_type = XPMU_UNC_TYPE_IIO,
	.derive = iio_fr_derive,
	.single = iio_fr_single,
};
