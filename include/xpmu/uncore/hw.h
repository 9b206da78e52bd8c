/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Platform primitives of the SPR/EMR uncore driver: the one seam between
 * the driver and a machine, and the CPU models a machine can be.  The
 * native backend implements them with MSR, PCI config and ioremap
 * accesses; KUnit with recording fakes, so that the code above this
 * interface is tested without a machine.  The native backend (native.c)
 * offers the machine as a platform device named XPMU_UNC_DEVICE whose
 * platform data is a struct xpmu_unc_hw.
 */
#ifndef _XPMU_UNCORE_HW_H
#define _XPMU_UNCORE_HW_H

#include <linux/bits.h>
#include <linux/types.h>

struct module;
struct xpmu_unc_cpu_model;
struct xpmu_unc_unit_desc;
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

/*
 * Firmware quirks of a CPU model's real machines (quirks.c): UPI and M3UPI
 * units checked against the link devices (the table's are broken on some
 * parts); the table's CHA count checked against CAPID6/CAPID7.
 */
#define XPMU_UNC_QUIRK_UPI_LINKS	BIT(0)
#define XPMU_UNC_QUIRK_CHA_COUNT	BIT(1)

/**
 * struct xpmu_unc_cpu_model - everything the driver knows of one CPU model:
 *	the driver_data of its entry in the native backend's CPU match
 *	(native.c), handed to the driver in &xpmu_unc_hw.model.
 * @name: how the kernel log and the bound device name it.
 * @units: every unit type of its uncore that the driver describes, each
 *	with its formats, catalog and counter restrictions; a type the tables
 *	list and @units lacks gets xpmu_unc_unit_generic.
 * @nr_units: entries in @units.
 * @quirks: the XPMU_UNC_QUIRK_* its real machines need.
 */
struct xpmu_unc_cpu_model {
	const char *name;
	const struct xpmu_unc_unit_desc * const *units;
	unsigned int nr_units;
	unsigned long quirks;
};

/* drivers/uncore/units/models.c */
extern const struct xpmu_unc_cpu_model xpmu_unc_model_emr, xpmu_unc_model_spr;

/* The native backend (drivers/uncore/native.c), run by the module. */
const struct xpmu_unc_cpu_model *xpmu_unc_native_model(void);
void xpmu_unc_native_init(void);
void xpmu_unc_native_exit(void);

#endif /* _XPMU_UNCORE_HW_H */
