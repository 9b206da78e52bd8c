// SPDX-License-Identifier: GPL-2.0-only
/*
 * Counter assignment from the catalog's rules: 3.3.3, 4.2.1, Table 3-6,
 * 4.8.2, 4.8.4, 4.15's L2D_OZQ_CANCEL (Documentation/itanium.rst,
 * "Counter assignment").  Exhaustive; identical events in increasing
 * order and one free banked counter above PMD10 (no rule tells PMD11-15
 * apart) lose no solution.
 */

#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/export.h>

#include <kunit/visibility.h>

#include "backend.h"

const char *const xpmu_ia_rule_names[] = {
	[XPMU_IA_RULE_NONE] = "none",
	[XPMU_IA_RULE_COUNTERS] = "3.3.3/4.2.1: not enough counters the events may use",
	[XPMU_IA_RULE_L1D] = "4.8.2: L1D events need one set and an L1D event in PMC5",
	[XPMU_IA_RULE_L2D] =
		"4.8.4: L2D events in PMD5/8 (7/9) need PMC4 (6) on their set, umask, .all",
	[XPMU_IA_RULE_EXCL] = "4.15: only one of the two L2D_OZQ_CANCEL events at a time",
};
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_rule_names);

#define BANKED_SYM	GENMASK(15, 11)	/* counters no rule tells apart */

struct search {
	const struct xpmu_ia_model *m;
	struct xpmu_ia_req *reqs;
	unsigned int order[XPMU_IA_MAX_CTR];
	int same_as[XPMU_IA_MAX_CTR];	/* earlier identical event, or -1 */
	unsigned int n;
	int on[XPMU_IA_MAX_CTR];	/* request on each counter, or -1 */
	enum xpmu_ia_rule worst;
};

static bool same_req(const struct xpmu_ia_req *a, const struct xpmu_ia_req *b)
{
	return a->allowed == b->allowed && a->l1d_set == b->l1d_set &&
	       a->l2d_set == b->l2d_set && a->umask == b->umask &&
	       a->all == b->all && a->excl == b->excl &&
	       (!a->excl || a->es == b->es);
}

/* 4.8.4, indexed by PMC; 0: no leader. */
static const u8 l2d_leader_of[XPMU_IA_MAX_CTR] = {
	[5] = 4, [8] = 4,
	[7] = 6, [9] = 6,
};

static int l2d_leader(unsigned int c)
{
	return c < XPMU_IA_MAX_CTR && l2d_leader_of[c] ? l2d_leader_of[c] : -1;
}

static bool l2d_follows(const struct xpmu_ia_req *lead,
			const struct xpmu_ia_req *r)
{
	return lead->l2d_set == r->l2d_set && lead->umask == r->umask &&
	       lead->all == r->all;
}

/* May request @r go on counter @c, given what is placed already? */
static enum xpmu_ia_rule conflicts(struct search *s, const struct xpmu_ia_req *r,
				   unsigned int c)
{
	unsigned int k;

	for (k = XPMU_IA_FIRST_CTR; k < XPMU_IA_MAX_CTR; k++) {
		const struct xpmu_ia_req *o;

		if (s->on[k] < 0)
			continue;
		o = &s->reqs[s->on[k]];
		if (r->excl && r->excl == o->excl && r->es != o->es)
			return XPMU_IA_RULE_EXCL;
		if (r->l1d_set >= 0 && o->l1d_set >= 0 && r->l1d_set != o->l1d_set)
			return XPMU_IA_RULE_L1D;
		if (!s->m->l2d_pairs)
			continue;
		/* @r follows the leader already on @k, or leads @o. */
		if (r->l2d_set >= 0 && l2d_leader(c) == k &&
		    (o->l2d_set < 0 || !l2d_follows(o, r)))
			return XPMU_IA_RULE_L2D;
		if (o->l2d_set >= 0 && l2d_leader(k) == c &&
		    (r->l2d_set < 0 || !l2d_follows(r, o)))
			return XPMU_IA_RULE_L2D;
	}
	return XPMU_IA_RULE_NONE;
}

/* The rules that need a counter to be occupied, checked once all are placed. */
static enum xpmu_ia_rule placed_ok(struct search *s)
{
	bool l1d = false;
	unsigned int c;

	for (c = XPMU_IA_FIRST_CTR; c < XPMU_IA_MAX_CTR; c++) {
		const struct xpmu_ia_req *r;
		int lead;

		if (s->on[c] < 0)
			continue;
		r = &s->reqs[s->on[c]];
		l1d |= r->l1d_set >= 0;
		lead = l2d_leader(c);
		if (s->m->l2d_pairs && r->l2d_set >= 0 && lead >= 0 &&
		    s->on[lead] < 0)
			return XPMU_IA_RULE_L2D;
	}
	if (s->m->l1d_pmc5 && l1d &&
	    (s->on[5] < 0 || s->reqs[s->on[5]].l1d_set < 0))
		return XPMU_IA_RULE_L1D;
	return XPMU_IA_RULE_NONE;
}

static void note(struct search *s, enum xpmu_ia_rule rule)
{
	if (rule > s->worst)
		s->worst = rule;
}

static bool place(struct search *s, unsigned int i)
{
	struct xpmu_ia_req *r;
	unsigned long cand;
	unsigned int c;
	int same;

	if (i == s->n) {
		enum xpmu_ia_rule rule = placed_ok(s);

		note(s, rule);
		return rule == XPMU_IA_RULE_NONE;
	}
	r = &s->reqs[s->order[i]];
	cand = r->allowed & s->m->counters;
	same = s->same_as[i];
	if (same >= 0)
		cand &= ~GENMASK(s->reqs[s->order[same]].assign, 0);
	for (c = XPMU_IA_FIRST_CTR; c < XPMU_IA_MAX_CTR; c++)
		if (s->on[c] >= 0)
			cand &= ~BIT(c);
	/* One of the interchangeable banked counters: its own if free. */
	if (cand & BANKED_SYM) {
		unsigned int keep = __ffs(cand & BANKED_SYM);

		if (r->prev >= 0 && (cand & BANKED_SYM & BIT(r->prev)))
			keep = r->prev;
		cand &= ~(BANKED_SYM & ~BIT(keep));
	}
	if (!cand)
		note(s, XPMU_IA_RULE_COUNTERS);
	/* Where it is now first, so running events stay put. */
	if (r->prev >= 0 && (cand & BIT(r->prev)))
		cand = BIT(r->prev) | (cand & ~BIT(r->prev));

	while (cand) {
		enum xpmu_ia_rule rule;

		c = (r->prev >= 0 && (cand & BIT(r->prev))) ? r->prev : __ffs(cand);
		cand &= ~BIT(c);
		rule = conflicts(s, r, c);
		if (rule) {
			note(s, rule);
			continue;
		}
		s->on[c] = s->order[i];
		r->assign = c;
		if (place(s, i + 1))
			return true;
		s->on[c] = -1;
	}
	r->assign = -1;
	return false;
}

/**
 * xpmu_ia_schedule() - put @n events on the counters of model @m.
 * @m: the model (its counters and which rules apply).
 * @reqs: the events (from xpmu_ia_req_init()); on success each @assign
 *	holds the PMD chosen.
 * @n: number of events.
 * @rule: on failure, the rule that refused them (for a debug message).
 *
 * Context: any; no locks, no allocation; bounded by the 12 counters.
 * Return: 0, or -EINVAL if no assignment of all @n events exists.
 */
int xpmu_ia_schedule(const struct xpmu_ia_model *m, struct xpmu_ia_req *reqs,
		     unsigned int n, enum xpmu_ia_rule *rule)
{
	struct search s = { .m = m, .reqs = reqs, .n = n };
	unsigned int i, j;

	*rule = XPMU_IA_RULE_NONE;
	if (n > hweight16(m->counters)) {
		*rule = XPMU_IA_RULE_COUNTERS;
		return -EINVAL;
	}
	for (i = 0; i < XPMU_IA_MAX_CTR; i++)
		s.on[i] = -1;
	/* Most constrained first. */
	for (i = 0; i < n; i++) {
		unsigned int w = hweight16(reqs[i].allowed);

		for (j = i; j > 0 && hweight16(reqs[s.order[j - 1]].allowed) > w; j--)
			s.order[j] = s.order[j - 1];
		s.order[j] = i;
		reqs[i].assign = -1;
	}
	for (i = 0; i < n; i++) {
		s.same_as[i] = -1;
		for (j = i; j-- > 0;) {
			if (same_req(&reqs[s.order[i]], &reqs[s.order[j]])) {
				s.same_as[i] = j;
				break;
			}
		}
	}
	if (place(&s, 0))
		return 0;
	*rule = s.worst ? s.worst : XPMU_IA_RULE_COUNTERS;
	return -EINVAL;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_ia_schedule);
