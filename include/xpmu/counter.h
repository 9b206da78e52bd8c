/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the counters of both PMU families share: a free-running counter of
 * some width, read twice.
 */
#ifndef _XPMU_COUNTER_H
#define _XPMU_COUNTER_H

#include <linux/types.h>

/**
 * xpmu_counter_delta() - events between two reads of a counter.
 * @prev: the earlier raw value.
 * @now: the later raw value.
 * @width: counter width, 1..64 (the EMR uncore's from discovery, 48 by
 *	Table 1-6; the Montecito's 47, 3.3.2; the first Itanium's 32).
 *
 * The difference modulo 2^@width: right across one wrap, blind to bits
 * above the width (reserved on the uncore, the overflow bit and sign
 * extension on the Itanium).
 *
 * Context: any.
 * Return: the number of events.
 */
static inline u64 xpmu_counter_delta(u64 prev, u64 now, unsigned int width)
{
	unsigned int shift = 64 - width;

	return ((now << shift) - (prev << shift)) >> shift;
}

#endif /* _XPMU_COUNTER_H */
