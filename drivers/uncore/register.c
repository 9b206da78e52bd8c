// SPDX-License-Identifier: GPL-2.0-only
/*
 * The PMUs of a bound machine in perf: their registration and their
 * teardown.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/async.h>
#include <linux/err.h>
#include <linux/list.h>
#include <linux/perf_event.h>
#include <linux/string.h>

#include <xpmu/pmu_unregister.h>

#include "uncore.h"

/*
 * perf_pmu_unregister() waits for an SRCU and an RCU grace period, not
 * under pmus_lock since "perf: Fix pmus_lock vs pmus_srcu ordering" (in
 * Debian's 6.12), so concurrent calls share them: 144 PMUs one after
 * another wait 288 grace periods, in 16 jobs 18.
 */
#define UNREGISTER_JOBS 16

struct unregister_job {
	struct xpmu_unc_machine *uncore;
	unsigned int nr;
};

static void uncore_unregister_job(void *data, async_cookie_t cookie)
{
	const struct unregister_job *job = data;
	struct xpmu_unc_pmu *xp;
	unsigned int i = 0;

	list_for_each_entry(xp, &job->uncore->pmus, node)
		if (i++ % UNREGISTER_JOBS == job->nr && xp->pmu.type)
			xpmu_perf_pmu_unregister(&xp->pmu);
}

/**
 * xpmu_unc_teardown_pmus() - unregister and free the machine's PMUs.
 * @uncore: the machine.
 *
 * Context: process context.
 */
void xpmu_unc_teardown_pmus(struct xpmu_unc_machine *uncore)
{
	ASYNC_DOMAIN_EXCLUSIVE(unregistering);
	struct unregister_job jobs[UNREGISTER_JOBS];
	struct xpmu_unc_pmu *xp, *tmp;
	unsigned int i;

	for (i = 0; i < UNREGISTER_JOBS; i++) {
		jobs[i] = (struct unregister_job){ .uncore = uncore, .nr = i };
		async_schedule_domain(uncore_unregister_job, &jobs[i],
				      &unregistering);
	}
	async_synchronize_full_domain(&unregistering);
	list_for_each_entry_safe(xp, tmp, &uncore->pmus, node) {
		list_del(&xp->node);
		xpmu_unc_pmu_destroy(xp);
	}
}

/**
 * xpmu_unc_teardown() - undo probe: the PMUs, then each die's table.
 * @uncore: the machine.
 *
 * Context: process context.
 */
void xpmu_unc_teardown(struct xpmu_unc_machine *uncore)
{
	unsigned int die;

	xpmu_unc_teardown_pmus(uncore);
	for (die = 0; die < uncore->hw->nr_dies; die++)
		xpmu_unc_discovery_free(uncore->disc[die]);
}

/**
 * xpmu_unc_register() - register the machine's PMUs with perf.
 * @uncore: the machine, its PMUs built.
 *
 * Context: process context.
 * Return: 0, or perf_pmu_register()'s error.  The PMU that failed is left
 * with type 0 and the ones before it registered, for xpmu_unc_teardown_pmus().
 */
int xpmu_unc_register(struct xpmu_unc_machine *uncore)
{
	struct xpmu_unc_pmu *xp;
	int ret;

	list_for_each_entry(xp, &uncore->pmus, node) {
		ret = perf_pmu_register(&xp->pmu, xp->name, -1);
		if (ret) {
			dev_err(uncore->dev, "%s: perf_pmu_register: %d\n",
				xp->name, ret);
			xp->pmu.type = 0;
			return ret;
		}
	}
	return 0;
}
