// SPDX-License-Identifier: GPL-2.0-only
/* From perf attributes to PMC images, and the counter arithmetic. */

#include <linux/errno.h>
#include <linux/export.h>
#include <linux/limits.h>
#include <linux/minmax.h>

#include <kunit/visibility.h>

#include "backend.h"

/**
 * xpmu_ia_req_init() - check an event's config against model @m and the
 * catalog; describe it to the scheduler.
 * @m: the model.
 * @bits: the config bits @m's formats give (xpmu_ia_config_bits()).
 * @config: attr.config, whose fields sit at their PMC bit positions.
 * @req: filled in.
 * @why: on failure, which rule refused it (a static string).
 *
 * Context: any.
 * Return: 0 or -EINVAL.
 */
int xpmu_ia_req_init(const struct xpmu_ia_model *m,
		     const struct xpmu_ia_cfg_bits *bits, u64 config,
		     struct xpmu_ia_req *req, const char **why)
{
	unsigned int es = FIELD_GET(XPMU_IA_PMC_ES, config);
	unsigned int thr = FIELD_GET(XPMU_IA_PMC_THRESHOLD, config);
	unsigned int mesi = FIELD_GET(XPMU_IA_PMC_MESI, config);
	bool all = FIELD_GET(XPMU_IA_PMC_ALL, config);
	const struct xpmu_ia_code *code = m->codes ? &m->codes[es] : NULL;

	*req = (struct xpmu_ia_req){
		.allowed = m->counters, .l1d_set = -1, .l2d_set = -1,
		.umask = FIELD_GET(XPMU_IA_PMC_UMASK, config), .all = all,
		.es = es, .prev = -1, .assign = -1,
	};
	/* libpfm pfmlib_itanium.h:59-60: the first Itanium's select is 7 bits. */
	if (config & XPMU_IA_PMC_ES & ~bits->pmc) {
		*why = "event select wider than format/event: the hardware ignores bit 15";
		return -EINVAL;
	}
	if (config & ~(bits->pmc | bits->ext)) {
		*why = "config bits outside the format/ fields";
		return -EINVAL;
	}
	if (!code)
		return 0;
	if (!code->valid) {
		*why = "event select not in the model's event table (Montecito: Table 4-42)";
		return -EINVAL;
	}
	/* Table 3-6: threshold counts cycles whose increment exceeds it. */
	if (thr && !m->thr_unchecked && thr >= code->max_inc) {
		*why = "threshold must be below the event's Max Inc/Cyc (Table 4-42)";
		return -EINVAL;
	}
	if (mesi && !code->mesi) {
		*why = "MESI filter on an event without MESI capability (Table 3-6)";
		return -EINVAL;
	}
	if (!mesi && code->mesi) {
		*why = "MESI filter 0 counts nothing; b1111 counts all (Table 3-6)";
		return -EINVAL;
	}
	if (all && code->all == XPMU_IA_ALL_NO) {
		*why = "event is not .all capable (Table 4-19)";
		return -EINVAL;
	}
	if (all && (code->noall_umasks & BIT(req->umask))) {
		*why = "umask is not .all capable (4.15, 4.8.4)";
		return -EINVAL;
	}
	req->allowed &= code->counters;
	/* Table 3-6: .all applies only to the duplicated counters. */
	if (all)
		req->allowed &= m->duplicated;
	if (!req->allowed) {
		*why = ".all on an event restricted to banked counters";
		return -EINVAL;
	}
	req->l1d_set = code->l1d_set;
	req->l2d_set = code->l2d_set;
	req->excl = code->excl;
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_req_init);

/**
 * xpmu_ia_config_bits() - the attr.config bits a model's formats give,
 * once per bound PMU.
 * @m: the model.
 * @bits: filled in: the union of its format rows' masks in attr.config,
 *	split at XPMU_IA_CFG_EXT.
 *
 * Context: any.
 * Return: 0, or -EINVAL for a malformed table (xpmu_format_bits()).
 */
int xpmu_ia_config_bits(const struct xpmu_ia_model *m,
			struct xpmu_ia_cfg_bits *bits)
{
	u64 known[XPMU_FORMAT_WORDS];
	int ret;

	ret = xpmu_format_bits(m->formats, m->nr_formats, known);
	if (ret)
		return ret;
	bits->pmc = known[0] & ~XPMU_IA_CFG_EXT;
	bits->ext = known[0] & XPMU_IA_CFG_EXT;
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_config_bits);

/**
 * xpmu_ia_pmc() - the PMC image that counts an event.
 * @bits: the config bits the model's formats give (xpmu_ia_config_bits()).
 * @config: attr.config (already checked by xpmu_ia_req_init()).
 * @excl_user: attr.exclude_user: clear plm[3].
 * @excl_kernel: attr.exclude_kernel: clear plm[0] (Linux runs at 0 and 3).
 * @oi: raise the overflow interrupt.
 *
 * pm is set (enabled by PSR.pp: system-wide, Figure 3-8); ism is '10
 * (3.2.3.3).
 *
 * Context: any.
 * Return: the value for PMCn.
 */
u64 xpmu_ia_pmc(const struct xpmu_ia_cfg_bits *bits, u64 config,
		bool excl_user, bool excl_kernel, bool oi)
{
	u64 plm = (excl_user ? 0 : XPMU_IA_PLM_USER) |
		  (excl_kernel ? 0 : XPMU_IA_PLM_KERNEL);

	return (config & bits->pmc) |
	       FIELD_PREP(XPMU_IA_PMC_PLM, plm) |
	       FIELD_PREP(XPMU_IA_PMC_PM, 1) |
	       FIELD_PREP(XPMU_IA_PMC_OI, oi) |
	       FIELD_PREP(XPMU_IA_PMC_ISM, XPMU_IA_ISM_IA64);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_pmc);

/**
 * xpmu_ia_max_period() - the longest period a @width-bit counter samples:
 * half its range, so a late interrupt still sees a sane delta.
 * @width: 2..64.
 *
 * Context: any.
 * Return: 2^(width - 1).
 */
s64 xpmu_ia_max_period(unsigned int width)
{
	return width >= 64 ? S64_MAX : (s64)BIT_ULL(width - 1);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_max_period);

/**
 * xpmu_ia_preload() - the counter value that overflows after @left events:
 * 2^width - @left (3.3.2: "preloading the monitor with 2^47 - N").
 * @width: 2..64.
 * @left: events to the next overflow, 1..xpmu_ia_max_period(@width).
 *
 * The ov bit (47) is written 0, as Table 3-7 requires.
 *
 * Context: any.
 * Return: the PMD value.
 */
u64 xpmu_ia_preload(unsigned int width, s64 left)
{
	u64 mask = width >= 64 ? U64_MAX : BIT_ULL(width) - 1;

	return (u64)(-left) & mask;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_preload);

/**
 * xpmu_ia_period() - the next overflow of a counter: perf's period
 * bookkeeping (arm_pmu's rule) and the value to preload.
 * @left: hw.period_left: events still due in this period; updated.
 * @period: hw.sample_period.
 * @width: counter width in bits.
 * @preload: out: the PMD value, 2^width - min(@left, max period).
 *
 * Context: any.
 * Return: true if a period elapsed (a sample is due).
 */
bool xpmu_ia_period(s64 *left, s64 period, unsigned int width, u64 *preload)
{
	bool elapsed = false;

	if (unlikely(*left <= -period)) {
		*left = period;
		elapsed = true;
	}
	if (unlikely(*left <= 0)) {
		*left += period;
		elapsed = true;
	}
	*preload = xpmu_ia_preload(width, min(*left, xpmu_ia_max_period(width)));
	return elapsed;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_period);
