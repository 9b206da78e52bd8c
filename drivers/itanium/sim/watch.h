/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The task ledger: what the counters counted while tasks of given names
 * ran, for tests/guest/itanium_task.sh.  An advance (sim_advance()) is
 * credited to the task current then: a driver that leaves a counter on
 * after a switch has it credited to whatever runs next.
 */
#ifndef _XPMU_ITANIUM_SIM_WATCH_H
#define _XPMU_ITANIUM_SIM_WATCH_H

#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/types.h>

#define SIM_NR_WATCH	8
#define SIM_WATCH_OTHERS	"*"	/* every task the other entries do not name */

/**
 * struct sim_watch - one cpu's ledger.
 * @comm: the command names watched (an empty one watches nothing).
 * @es: per name, the event select whose counters are credited, or -1
 *	for every counter.
 * @count: per name, events counted while it ran here.
 */
struct sim_watch {
	char comm[SIM_NR_WATCH][TASK_COMM_LEN];
	int es[SIM_NR_WATCH];
	u64 count[SIM_NR_WATCH];
};

int sim_watch_parse(const char *buf, struct sim_watch *w);
void sim_watch_credit(struct sim_watch *w, unsigned int es, u64 n);
void sim_watch_add(struct sim_watch *sum, const struct sim_watch *w);
void sim_watch_show(struct seq_file *s, const struct sim_watch *w);

#endif /* _XPMU_ITANIUM_SIM_WATCH_H */
