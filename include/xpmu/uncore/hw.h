/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Platform primitives of the EMR uncore driver: the one seam between the
 * driver and a machine.  The native backend implements them with MSR, PCI
 * config and ioremap accesses; KUnit with recording fakes, so that the
 * code above this interface is tested without a machine.
 *
 * xpmu_uncore is one module.  At load its native backend (native.c)
 * offers the machine, when it is an Emerald Rapids with a PMON discovery
 * DVSEC, as a platform device named XPMU_UNC_DEVICE whose platform
 * data is a struct xpmu_unc_hw; the driver binds to it, and the
 * backend removes it, unbinding the driver, at unload.
 */
#ifndef _XPMU_UNCORE_HW_H
#define _XPMU_UNCORE_HW_H

#include <linux/types.h>

struct module;
struct xpmu_unc_cpu_model;
struct xpmu_unc_disc_source;

#define XPMU_UNC_DEVICE	"xpmu-uncore"

/**
 * struct xpmu_unc_hw_ops - register access of one machine.
 * @msr_read: read MSR @msr of logical die @die.  Uncore MSRs belong to
 *	a package, not a cpu (EMR uncore guide 1.3.1): every cpu of @die
 *	reaches the same register, and no other cpu does.  The caller runs
 *	on a cpu of @die with preemption disabled (perf callbacks on the
 *	die's reader cpu, the poll timer, smp_call_function_single() at
 *	bind); a call from anywhere else is refused with -EIO, never sent
 *	to another cpu.  An MSR the machine does not implement is -EIO too,
 *	as rdmsr_safe()'s #GP is.
 * @msr_write: write MSR @msr of logical die @die; as @msr_read.
 * @pci_read: read the 32-bit config register at @addr, encoded as a
 *	discovery PCICFG address (XPMU_UNC_DISC_PCI_*).
 * @pci_write: write the 32-bit config register at @addr.
 * @pci_find: the config address (register 0) of the @index-th Intel PCI
 *	function with device id @device, in bus order; -ENODEV past the last.
 * @mmio_map: map @size bytes of MMIO at physical @addr; returns a cookie
 *	for @mmio_read/@mmio_write, or an ERR_PTR().
 * @mmio_unmap: undo @mmio_map.
 * @mmio_read: read @bytes (4 or 8) at offset @off of a mapping.
 * @mmio_write: write @bytes (4 or 8) at offset @off of a mapping.
 * @discovery: describe PMON discovery table @index (from 0) of logical
 *	die @die; -ENODEV past its last (a die may have several, whose units
 *	the driver merges; with none the driver leaves the die out).
 * @phys_to_die: the logical die of physical package @pkg, the index of
 *	the Ubox GID mapping (1.10.2); a negative errno if there is none.
 *
 * Context: @msr_*, @pci_*, @mmio_read and @mmio_write may be called with
 * interrupts disabled (perf callbacks, the poll hrtimer).  @mmio_map,
 * @mmio_unmap, @discovery and @phys_to_die are called from process
 * context.  The int-returning calls return 0 or -errno.  A PCI config
 * read of an absent function is -ENODEV with ~0 in @val, as the hardware
 * returns all ones.
 */
struct xpmu_unc_hw_ops {
	int (*msr_read)(void *ctx, unsigned int die, u32 msr, u64 *val);
	int (*msr_write)(void *ctx, unsigned int die, u32 msr, u64 val);
	int (*pci_read)(void *ctx, u32 addr, u32 *val);
	int (*pci_write)(void *ctx, u32 addr, u32 val);
	int (*pci_find)(void *ctx, u16 device, unsigned int index, u32 *addr);
	void *(*mmio_map)(void *ctx, u64 addr, u32 size);
	void (*mmio_unmap)(void *ctx, void *map);
	u64 (*mmio_read)(void *ctx, void *map, u32 off, unsigned int bytes);
	void (*mmio_write)(void *ctx, void *map, u32 off, unsigned int bytes,
			   u64 val);
	int (*discovery)(void *ctx, unsigned int die, unsigned int index,
			 struct xpmu_unc_disc_source *src);
	int (*phys_to_die)(void *ctx, unsigned int pkg);
};

/**
 * struct xpmu_unc_hw - a machine, as platform data of XPMU_UNC_DEVICE.
 * @ops: its register access.
 * @ctx: passed to every op.
 * @owner: module implementing @ops (xpmu_uncore itself for the native
 *	backend); pinned while perf events are open.
 * @nr_dies: logical dies (topology_logical_die_id() 0..@nr_dies - 1).
 * @model: the CPU model the machine is, which says what its uncore has.
 */
struct xpmu_unc_hw {
	const struct xpmu_unc_hw_ops *ops;
	void *ctx;
	struct module *owner;
	unsigned int nr_dies;
	const struct xpmu_unc_cpu_model *model;
};

#endif /* _XPMU_UNCORE_HW_H */
