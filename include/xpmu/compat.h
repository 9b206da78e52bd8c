/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Differences between the kernels xpmu builds for (Debian 12's 6.1 and
 * 6.12), kept in this one header so that no #if LINUX_VERSION_CODE appears
 * anywhere else.
 */
#ifndef _XPMU_COMPAT_H
#define _XPMU_COMPAT_H

#include <linux/export.h>
#include <linux/module.h>
#include <linux/version.h>

/*
 * Symbols shared between the xpmu modules live in their own namespace.
 * 6.13 turned the namespace argument into a string literal.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 13, 0)
#define XPMU_EXPORT(sym)	EXPORT_SYMBOL_NS_GPL(sym, "XPMU")
#define XPMU_IMPORT_NS()	MODULE_IMPORT_NS("XPMU")
#else
#define XPMU_EXPORT(sym)	EXPORT_SYMBOL_NS_GPL(sym, XPMU)
#define XPMU_IMPORT_NS()	MODULE_IMPORT_NS(XPMU)
#endif

#endif /* _XPMU_COMPAT_H */
