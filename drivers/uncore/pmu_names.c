// SPDX-License-Identifier: GPL-2.0-only
/*
 * Whether another driver holds the uncore PMU names.  Nothing exported
 * answers by name: find_module() lost its export in 5.12, and perf core
 * keeps its PMU list (pmus in kernel/events/core.c) to itself, while
 * registering a taken name fails only after sysfs's duplicate-name
 * warning.  A loaded module is a kobject in /sys/module's kset, which
 * this module's own kobject points to; the PMU names are read as every
 * user reads them, from perf's bus directory through the VFS (the
 * driver's one use of it).
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/fs.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>

#include "uncore.h"

/**
 * xpmu_unc_intel_uncore_loaded() - is the kernel's intel_uncore loaded?
 *
 * Asked at module init only; a bind later catches it by its PMU names
 * (xpmu_unc_names_free()).  The kset is /sys/module's (module_kset in
 * kernel/params.c, set in mod_sysfs_init()).
 *
 * Context: process context.
 * Return: true if a module named intel_uncore is in /sys/module.
 */
bool xpmu_unc_intel_uncore_loaded(void)
{
	struct kobject *kobj;

	kobj = kset_find_obj(THIS_MODULE->mkobj.kobj.kset, "intel_uncore");
	if (!kobj)
		return false;
	kobject_put(kobj);
	return true;
}

/* Where perf core puts the PMUs (pmu_bus in kernel/events/core.c). */
#define PMU_DIR	"/sys/bus/event_source/devices"

struct pmu_dir_scan {
	struct dir_context ctx;
	const struct xpmu_unc_machine *uncore;
	const struct xpmu_unc_pmu *taken;
};

static bool pmu_dir_entry(struct dir_context *ctx, const char *name, int len,
			  loff_t pos, u64 ino, unsigned int d_type)
{
	struct pmu_dir_scan *scan = container_of(ctx, struct pmu_dir_scan, ctx);
	const struct xpmu_unc_pmu *xp;

	list_for_each_entry(xp, &scan->uncore->pmus, node) {
		if (strlen(xp->name) == len && !memcmp(xp->name, name, len)) {
			scan->taken = xp;
			return false;
		}
	}
	return true;
}

/**
 * xpmu_unc_names_free() - check that no other driver has one of the PMU names.
 * @uncore: the machine, its PMUs built but not registered.
 *
 * One read of the directory, not a path walk per PMU.
 *
 * Context: process context.
 * Return: 0, also when the directory cannot be read; -EBUSY if a name is
 * taken.
 */
int xpmu_unc_names_free(struct xpmu_unc_machine *uncore)
{
	struct pmu_dir_scan scan = {
		.ctx.actor = pmu_dir_entry,
		.uncore = uncore,
	};
	struct file *dir;
	int ret;

	dir = filp_open(PMU_DIR, O_RDONLY | O_DIRECTORY, 0);
	ret = PTR_ERR_OR_ZERO(dir);
	if (!ret) {
		ret = iterate_dir(dir, &scan.ctx);
		filp_close(dir, NULL);
	}
	if (ret)
		dev_warn(uncore->dev, "cannot read %s (%d): PMU names not checked\n",
			 PMU_DIR, ret);
	if (!scan.taken)
		return 0;
	/*
	 * Not by a loaded intel_uncore (xpmu_unc_init() refuses that): a
	 * built-in one has no /sys/module entry; initcall_blacklist stops it
	 * (init/main.c).
	 */
	dev_err(uncore->dev, "PMU %s is already registered by another driver: unload it, or if it is the kernel's intel_uncore built in, boot with initcall_blacklist=intel_uncore_init\n",
		scan.taken->name);
	return -EBUSY;
}
