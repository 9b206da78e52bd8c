// SPDX-License-Identifier: GPL-2.0-only
/*
 * The first-generation Itanium performance monitor: four generic counters
 * PMC/PMD4-7 (PMC0 overflow bits 7:4, seed 002 Figure 6-14/Table 6-8),
 * 32 bits wide (the fragment does not give the width: the kernel's old
 * arch/ia64/kernel/perfmon_itanium.h has ovfl_val = 2^32 - 1).
 *
 * The fragment has no event table and no counter restrictions; the
 * per-code rules come from libpfm 3.10's itanium_events.h, generated into
 * itanium1_rules_gen.c (xpmu_ia_ita_codes): the codes it lists (others are
 * refused), the five codes it keeps on PMC4/5, and the 51 on which it
 * refuses an instruction address range.  There are no events/ aliases.
 * Its control fields are the ones Figure 6-17 shows (plm 3:0, pm 6, umask
 * 19:16, ism 25:24) plus threshold 22:20 and the event select, which the
 * fragment does not place.  libpfm 3.10
 * (include/perfmon/pfmlib_itanium.h:54-65) has the whole PMC4-7 layout:
 * every field where the Itanium 2 has it, except the event select, 7 bits
 * at 14:8 with bit 15 ignored (XPMU_IA_ITA_PMC_ES).  A config with bit 15
 * is refused rather than counting the 7-bit code the silicon would see.
 *
 * Qualification (seed 002, 6.2.4): config1 is an instruction address
 * range; the backend clears PMC13.ta and programs IBR pair 0 with it, so
 * every event on the cpu counts only instructions in the range.  The
 * fragment has no per-event column; libpfm's pme_iar is one, and an event
 * without it is refused a range (qual.c), as libpfm does.  Its maximum
 * increments are not used: no Itanium document here says how a threshold
 * relates to them (.thr_unchecked).
 */

#include <linux/build_bug.h>

#include <kunit/visibility.h>

#include "../backend.h"

/*
 * encode.c reads the select with XPMU_IA_PMC_ES once the config is checked
 * against format/event's 7 bits: they must be its low part.
 */
static_assert(XPMU_IA_ITA_PMC_ES == (XPMU_IA_PMC_ES & ~XPMU_IA_ITA_PMC_IG2));

static const struct xpmu_format ita_formats[] = {
	{ .name = "event", .mask = XPMU_IA_ITA_PMC_ES },
	{ .name = "umask", .mask = XPMU_IA_PMC_UMASK },
	{ .name = "threshold", .mask = XPMU_IA_PMC_THRESHOLD },
	/* Figure 6-15: PMC13.ta cleared and IBR pair 0 set to this range. */
	{ .name = "irange", .config = 1, .mask = ~0ULL },
};

/* An empty events/ directory: the fragment names no events. */
static struct attribute *ita_event_attrs[] = {
	NULL
};

static const struct attribute_group ita_events = {
	.name = "events",
	.attrs = ita_event_attrs,
};

const struct xpmu_ia_model xpmu_ia_itanium = {
	.name = "itanium",
	.counters = GENMASK(7, 4),
	.duplicated = GENMASK(7, 4),
	.width = 32,
	.pmc0_ovf = XPMU_IA_PMC0_OVF_ITANIUM,
	.formats = ita_formats,
	.nr_formats = ARRAY_SIZE(ita_formats),
	.codes = xpmu_ia_ita_codes,
	.thr_unchecked = true,
	.events = &ita_events,
	.pmc13 = true,
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_itanium);
