/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * xpmu_itanium internals: the model descriptions (montecito.c, itanium.c),
 * the counter scheduler (sched.c) and the perf glue (pmu.c, core.c).
 */
#ifndef _XPMU_ITANIUM_H
#define _XPMU_ITANIUM_H

#include <linux/bitfield.h>
#include <linux/perf_event.h>
#include <linux/types.h>

#include <xpmu/itanium_hw.h>
#include <xpmu/itanium_regs.h>

#define XPMU_IA_NR_CODES	256	/* the 8-bit event select */
#define XPMU_IA_MAX_CTR		16	/* PMD numbers 0-15; counters are 4-15 */

/* Table 4-19's ".all capable" column. */
enum xpmu_ia_all {
	XPMU_IA_ALL_YES,
	XPMU_IA_ALL_NO,
	XPMU_IA_ALL_UMASK,	/* "Y/N": depends on the umask; allowed */
};

/**
 * struct xpmu_ia_code - what the catalog says about one event code.
 * @valid: the code is a documented event.
 * @counters: PMDs it may be counted in (bit n: PMDn), 3.3.3 and 4.2.1.
 * @max_inc: Max Inc/Cyc (0: not given); threshold must stay below it.
 * @l1d_set: L1D event set (4.8.2), or -1.
 * @l2d_set: L2D event set (4.8.4), or -1.
 * @all: whether .all may be set.
 * @mesi: the MESI filter applies (4.15 notes; Table 4-31).
 */
struct xpmu_ia_code {
	bool valid;
	u16 counters;
	u8 max_inc;
	s8 l1d_set;
	s8 l2d_set;
	enum xpmu_ia_all all;
	bool mesi;
};

/** struct xpmu_ia_alias - a sysfs events/ alias: name and its terms. */
struct xpmu_ia_alias {
	const char *name;
	const char *config;
};

/**
 * struct xpmu_ia_model - one processor model's performance monitor.
 * @name: perf PMU name.
 * @counters: the generic counters (bit n: PMC/PMDn).
 * @duplicated: counters that count for both threads with .all (3.3.2).
 * @width: counter width in bits.
 * @pmc0_ovf: PMC0's overflow vector.
 * @config_mask: attr.config bits a user may set (PMC positions).
 * @codes: per event code constraints, or NULL (any code, any counter).
 * @aliases: events/ aliases, ending with an empty entry; or NULL.
 * @format_attrs: format/ attributes (NULL-terminated).
 * @l1d_pmc5: apply the L1D rule of 4.8.2 (PMC5 holds an L1D event).
 * @l2d_pairs: apply the PMC4/PMC6 L2D set rule of 4.8.4.
 */
struct xpmu_ia_model {
	const char *name;
	u16 counters;
	u16 duplicated;
	unsigned int width;
	u64 pmc0_ovf;
	u64 config_mask;
	const struct xpmu_ia_code *codes;
	const struct xpmu_ia_alias *aliases;
	struct attribute **format_attrs;
	bool l1d_pmc5;
	bool l2d_pairs;
};

extern const struct xpmu_ia_model xpmu_ia_montecito;
extern const struct xpmu_ia_model xpmu_ia_itanium;
extern const struct xpmu_ia_code xpmu_mont_codes[XPMU_IA_NR_CODES];
extern const struct xpmu_ia_alias xpmu_mont_aliases[];

/**
 * struct xpmu_ia_req - one event as the scheduler sees it.
 * @allowed: counters it may use (bit n: PMDn).
 * @l1d_set: L1D set or -1.
 * @l2d_set: L2D set or -1.
 * @umask: its umask (4.8.4: PMD5/8 share PMC4's).
 * @all: its .all bit (4.8.4: PMC4's applies to PMD5/8).
 * @prev: the counter it is on now, or -1.
 * @assign: out: the counter chosen.
 */
struct xpmu_ia_req {
	u16 allowed;
	s8 l1d_set;
	s8 l2d_set;
	u8 umask;
	bool all;
	int prev;
	int assign;
};

/* Names of the rules, for the pr_debug of a refusal. */
extern const char *const xpmu_ia_rule_names[];
enum xpmu_ia_rule {
	XPMU_IA_RULE_NONE,
	XPMU_IA_RULE_COUNTERS,	/* no counter left that the events may use */
	XPMU_IA_RULE_L1D,	/* 4.8.2: PMC5 / one L1D set */
	XPMU_IA_RULE_L2D,	/* 4.8.4: PMC4/PMC6 set, shared umask and .all */
};

int xpmu_ia_req_init(const struct xpmu_ia_model *m, u64 config,
		     struct xpmu_ia_req *req, const char **why);
int xpmu_ia_schedule(const struct xpmu_ia_model *m, struct xpmu_ia_req *reqs,
		     unsigned int n, enum xpmu_ia_rule *rule);
u64 xpmu_ia_pmc(const struct xpmu_ia_model *m, u64 config, bool excl_user,
		bool excl_kernel, bool oi);
u64 xpmu_ia_delta(unsigned int width, u64 prev, u64 now);
u64 xpmu_ia_preload(unsigned int width, s64 left);
s64 xpmu_ia_max_period(unsigned int width);
bool xpmu_ia_period(s64 *left, s64 period, unsigned int width, u64 *preload);

#endif /* _XPMU_ITANIUM_H */
