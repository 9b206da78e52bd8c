// SPDX-License-Identifier: GPL-2.0-only
/*
 * Decoding the Montecito event address registers (3.3.8, 3.3.9) per mode.
 */

#include <linux/export.h>
#include <linux/string.h>

#include <kunit/visibility.h>

#include "backend.h"

/**
 * xpmu_ia_dear_decode() - the data EAR's capture.
 * @pmc40: its configuration (the mode says how to read the PMDs).
 * @pmd32: data address.
 * @pmd33: latency, overflow and status.
 * @pmd36: instruction address, bundle and slot, valid bit.
 * @s: out.
 *
 * Cache mode: Table 3-22; TLB mode: Table 3-24; ALAT mode: Table 3-25.
 * An overflowed latency reads as the field's maximum plus one.  The
 * instruction address is bundle + slot, as an ia64 kernel's
 * instruction_pointer() (cr_iip + psr.ri) and pfmon show it.  With vl
 * clear (an RSE load, Table 3-22's note) there is none.
 *
 * Context: any.
 */
void xpmu_ia_dear_decode(u64 pmc40, u64 pmd32, u64 pmd33, u64 pmd36,
			 struct xpmu_ia_ear_sample *s)
{
	unsigned int mode = FIELD_GET(XPMU_IA_PMC40_MODE, pmc40);

	memset(s, 0, sizeof(*s));
	s->stat = FIELD_GET(XPMU_IA_PMD33_STAT, pmd33);
	if (pmd36 & XPMU_IA_PMD36_VL)
		s->ip = (pmd36 & XPMU_IA_PMD36_ADDR) +
			((pmd36 & XPMU_IA_PMD36_BN) ? 16 : 0) +
			FIELD_GET(XPMU_IA_PMD36_SLOT, pmd36);
	if (mode >= XPMU_IA_DEAR_ALAT) {
		s->valid = pmd36 & XPMU_IA_PMD36_VL;
		return;
	}
	s->valid = s->stat != 0;
	if (!s->valid)
		return;
	s->addr = pmd32;
	s->has_addr = true;
	if (mode == XPMU_IA_DEAR_CACHE) {
		s->has_lat = true;
		s->latency = FIELD_GET(XPMU_IA_PMD33_LAT, pmd33);
		if (pmd33 & XPMU_IA_PMD33_OV)
			s->latency = FIELD_MAX(XPMU_IA_PMD33_LAT) + 1;
	}
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_dear_decode);

/**
 * xpmu_ia_iear_decode() - the instruction EAR's capture.
 * @pmc37: its configuration (ct selects cache or TLB mode).
 * @pmd34: stat and the instruction cache line address.
 * @pmd35: latency and its overflow bit (cache mode).
 * @s: out.
 *
 * Cache mode: Table 3-17; TLB mode: Table 3-19.  The line is also the
 * instruction address: the fetch that missed.
 *
 * Context: any.
 */
void xpmu_ia_iear_decode(u64 pmc37, u64 pmd34, u64 pmd35,
			 struct xpmu_ia_ear_sample *s)
{
	bool cache = FIELD_GET(XPMU_IA_PMC37_CT, pmc37) & 2;

	memset(s, 0, sizeof(*s));
	s->stat = FIELD_GET(XPMU_IA_PMD34_STAT, pmd34);
	s->valid = cache ? (s->stat & 1) : s->stat != 0;
	if (!s->valid)
		return;
	s->addr = pmd34 & XPMU_IA_PMD34_ADDR;
	s->ip = s->addr;
	s->has_addr = true;
	if (cache) {
		s->has_lat = true;
		s->latency = FIELD_GET(XPMU_IA_PMD35_LAT, pmd35);
		if (pmd35 & XPMU_IA_PMD35_OV)
			s->latency = FIELD_MAX(XPMU_IA_PMD35_LAT) + 1;
	}
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_iear_decode);
