// SPDX-License-Identifier: GPL-2.0-only
/*
 * Counter assignment: bipartite matching of events to the counters each
 * may use (the "Ctrs" column, EMR uncore guide chapter 2), by augmenting
 * paths (Kuhn), so any assignment that exists is found.  Running events
 * move only when they must.
 */

#include <linux/bitops.h>
#include <linux/errno.h>

#include <kunit/visibility.h>

#include "uncore.h"

struct assign_state {
	struct xpmu_unc_slot *slots;
	u64 counters;		/* every counter of the box */
	u64 taken;		/* counters with an event on them */
	u64 visited;
	int owner[XPMU_UNC_MAX_COUNTERS];	/* event on each counter, or -1 */
};

static bool assign_augment(struct assign_state *s, unsigned int e)
{
	u64 cand = s->slots[e].allowed & s->counters & ~s->visited;
	u64 free = cand & ~s->taken;
	unsigned int c;

	/*
	 * The lowest free counter first, as uncore_assign_events(): moving a
	 * counting event loses what it counts meanwhile.
	 */
	if (free) {
		c = __ffs64(free);
		s->visited |= BIT_ULL(c);
		s->taken |= BIT_ULL(c);
		s->owner[c] = e;
		s->slots[e].assign = c;
		return true;
	}
	while (cand) {
		c = __ffs64(cand);
		cand &= cand - 1;
		s->visited |= BIT_ULL(c);
		/* Depth is bounded by the counters: each level visits one. */
		if (assign_augment(s, s->owner[c])) {
			s->taken |= BIT_ULL(c);
			s->owner[c] = e;
			s->slots[e].assign = c;
			return true;
		}
	}
	return false;
}

/**
 * xpmu_unc_assign() - put @n events on @nr_counters counters.
 * @slots: the events: the counters each may use and the one it is on now;
 *	on success each slot's @assign holds the counter chosen.
 * @n: number of events.
 * @nr_counters: counters of the box, 1..XPMU_UNC_MAX_COUNTERS.
 *
 * Context: any; uses no locks and allocates nothing.
 * Return: 0, or -ENOSPC if no assignment of all events exists (@assign is
 * then meaningless).
 */
int xpmu_unc_assign(struct xpmu_unc_slot *slots, unsigned int n,
		    unsigned int nr_counters)
{
	struct assign_state s;
	unsigned int e, c;

	if (!nr_counters || nr_counters > XPMU_UNC_MAX_COUNTERS || n > nr_counters)
		return -ENOSPC;
	s.slots = slots;
	s.counters = GENMASK_ULL(nr_counters - 1, 0);
	s.taken = 0;
	for (c = 0; c < XPMU_UNC_MAX_COUNTERS; c++)
		s.owner[c] = -1;
	for (e = 0; e < n; e++) {
		int p = slots[e].prefer;

		slots[e].assign = -1;
		if (p >= 0 && p < nr_counters && s.owner[p] < 0 &&
		    (slots[e].allowed & BIT_ULL(p))) {
			s.owner[p] = e;
			s.taken |= BIT_ULL(p);
			slots[e].assign = p;
		}
	}
	for (e = 0; e < n; e++) {
		if (slots[e].assign >= 0)
			continue;
		s.visited = 0;
		if (!assign_augment(&s, e))
			return -ENOSPC;
	}
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_assign);
