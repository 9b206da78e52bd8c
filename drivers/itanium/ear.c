// SPDX-License-Identifier: GPL-2.0-only
/*
 * Decoding the Montecito event address registers (3.3.8, 3.3.9) per mode,
 * and what a capture gives a perf sample.
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
 * Cache mode: Table 3-17; TLB mode: Table 3-19.  The line is also the IP.
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

/* Tables 3-19 and 3-24: where a TLB miss was served, by the EAR's stat. */
static const u64 ear_tlb[] = {
	[1] = PERF_MEM_TLB_L2 | PERF_MEM_TLB_HIT,	/* L2 TLB hit */
	[2] = PERF_MEM_TLB_WK | PERF_MEM_TLB_HIT,	/* VHPT hit */
	[3] = PERF_MEM_TLB_OS,				/* fault */
};

/* 3.3.8; perf's one TLB field, mem_dtlb, holds the ITLB result. */
static u64 iear_data_src(const struct xpmu_ia_ear_sample *s, u64 pmc37)
{
	union perf_mem_data_src src = { .val = PERF_MEM_NA };

	src.mem_op = PERF_MEM_OP_EXEC;
	if (FIELD_GET(XPMU_IA_PMC37_CT, pmc37) & 2)
		src.mem_lvl = PERF_MEM_LVL_L1 | PERF_MEM_LVL_MISS;
	else
		src.mem_dtlb = ear_tlb[s->stat & 3];
	return src.val;
}

/* 3.3.9. */
static u64 dear_data_src(const struct xpmu_ia_ear_sample *s, u64 pmc40)
{
	union perf_mem_data_src src = { .val = PERF_MEM_NA };

	switch (FIELD_GET(XPMU_IA_PMC40_MODE, pmc40)) {
	case XPMU_IA_DEAR_CACHE:	/* Table 3-22: L1D load misses */
		src.mem_op = PERF_MEM_OP_LOAD;
		src.mem_lvl = PERF_MEM_LVL_L1 | PERF_MEM_LVL_MISS;
		break;
	case XPMU_IA_DEAR_TLB:		/* Table 3-24: loads and stores */
		src.mem_dtlb = ear_tlb[s->stat & 3];
		break;
	default:			/* ALAT: no data address */
		break;
	}
	return src.val;
}

/**
 * xpmu_ia_ear_to_perf() - an EAR capture as perf sample fields.
 * @s: the capture (xpmu_ia_dear_decode(), xpmu_ia_iear_decode()).
 * @dear: @s is the data EAR's; else the instruction EAR's.
 * @pmc: that EAR's configuration, PMC40 or PMC37 (its mode).
 * @sample_type: the event's attr.sample_type; only what it asks for is
 *	filled in.
 * @data: the sample: addr, weight (cache modes) and data_src.
 *
 * Context: any.
 */
void xpmu_ia_ear_to_perf(const struct xpmu_ia_ear_sample *s, bool dear, u64 pmc,
			 u64 sample_type, struct perf_sample_data *data)
{
	if (!s->valid)
		return;
	if (s->has_addr && (sample_type & PERF_SAMPLE_ADDR)) {
		data->addr = s->addr;
		data->sample_flags |= PERF_SAMPLE_ADDR;
	}
	if (s->has_lat && (sample_type & PERF_SAMPLE_WEIGHT_TYPE)) {
		data->weight.full = s->latency;
		data->sample_flags |= PERF_SAMPLE_WEIGHT_TYPE;
	}
	if (sample_type & PERF_SAMPLE_DATA_SRC) {
		data->data_src.val = dear ? dear_data_src(s, pmc) : iear_data_src(s, pmc);
		data->sample_flags |= PERF_SAMPLE_DATA_SRC;
	}
}
