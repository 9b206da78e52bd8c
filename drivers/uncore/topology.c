// SPDX-License-Identifier: GPL-2.0-only
/*
 * Uncore topology: each package's uncore bus and iMC MMIO (EMR uncore guide
 * 1.10.2, 1.10.3), and each IIO stack's root bus, as Intel PCM finds it.
 */

#include <linux/bitfield.h>
#include <linux/bitmap.h>
#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/export.h>

#include <asm/byteorder.h>

#include <kunit/visibility.h>

#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/topology.h>
#include <xpmu/uncore/hw.h>

static int cfg_read(const struct xpmu_unc_hw *hw, u32 dev, u32 off, u32 *val)
{
	return hw->ops->pci_read(hw->ctx, dev + off, val);
}

#define XPMU_UNC_TOPO_LOCATION	(XPMU_UNC_DISC_PCI_SEGMENT | XPMU_UNC_DISC_PCI_BUS)

/**
 * xpmu_unc_topology_buses() - the uncore bus of each logical die.
 * @hw: the machine.
 * @bus: filled per logical die with the segment and bus bits of its uncore
 *	devices' config address, or -1 if none was found.
 *
 * The index of a Ubox's LNID among its GID mapping's fields is the
 * physical package (1.10.2), converted to the logical die as the kernel's
 * topology_gidnid_map() does: Linux numbers packages in bring-up order,
 * not by socket id.  Segments can repeat bus numbers, so the segment is
 * kept.
 *
 * Context: process context.
 * Return: the number of dies resolved; -ENODEV if there is no Ubox,
 * -EINVAL if a Ubox's node id is absent from its mapping, its package has
 * no logical die, or two Uboxes claim the same die; or a read error.
 */
int xpmu_unc_topology_buses(const struct xpmu_unc_hw *hw,
			    int bus[XPMU_UNC_MAX_PACKAGES])
{
	unsigned int index, pkg, found = 0;
	u32 dev, node, map;
	int ret, die;

	for (pkg = 0; pkg < XPMU_UNC_MAX_PACKAGES; pkg++)
		bus[pkg] = -1;
	for (index = 0; ; index++) {
		ret = hw->ops->pci_find(hw->ctx, XPMU_UNC_UBOX_DID, index, &dev);
		if (ret == -ENODEV)
			break;
		if (ret)
			return ret;
		ret = cfg_read(hw, dev, XPMU_UNC_UBOX_NODE_ID, &node);
		if (!ret)
			ret = cfg_read(hw, dev, XPMU_UNC_UBOX_GID_MAP, &map);
		if (ret)
			return ret;
		node = FIELD_GET(XPMU_UNC_UBOX_NODE_ID_LNID, node);
		for (pkg = 0; pkg < XPMU_UNC_UBOX_GID_MAP_NODES; pkg++)
			if (((map >> (3 * pkg)) & 0x7) == node)
				break;
		if (pkg == XPMU_UNC_UBOX_GID_MAP_NODES)
			return -EINVAL;
		die = hw->ops->phys_to_die ? hw->ops->phys_to_die(hw->ctx, pkg) : pkg;
		if (die < 0 || die >= XPMU_UNC_MAX_PACKAGES || bus[die] >= 0)
			return -EINVAL;
		bus[die] = dev & XPMU_UNC_TOPO_LOCATION;
		found++;
	}
	return found ? found : -ENODEV;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_topology_buses);

/**
 * xpmu_unc_topology_find() - a function of a die's uncore bus by device id.
 * @hw: the machine.
 * @bus: the die's segment and bus (xpmu_unc_topology_buses()).
 * @device: the device id.
 * @index: which of them on that bus, in bus order.
 * @addr: its config address (register 0).
 *
 * Context: process context.
 * Return: 0, -ENODEV if there is no such function, or a read error.
 */
int xpmu_unc_topology_find(const struct xpmu_unc_hw *hw, int bus, u16 device,
			   unsigned int index, u32 *addr)
{
	unsigned int i;
	int ret;

	for (i = 0; ; i++) {
		ret = hw->ops->pci_find(hw->ctx, device, i, addr);
		if (ret)
			return ret;
		if ((*addr & XPMU_UNC_TOPO_LOCATION) == bus && index-- == 0)
			return 0;
	}
}

/**
 * xpmu_unc_topology_u1() - a die's second uncore bus, U1.
 * @hw: the machine.
 * @bus: the die's segment and bus (xpmu_unc_topology_buses()): its U0.
 *
 * As Linux's EDAC finds it (skx_get_all_bus_mappings()), or else the bus
 * after U0, as on real SPR/EMR machines (Ubox at fe:00.0, D30 at ff:1e).
 *
 * Context: process context.
 * Return: U1's segment and bus bits; -ENODEV if no 0x3252 names @bus and
 * @bus is the segment's last; or a read error.
 */
int xpmu_unc_topology_u1(const struct xpmu_unc_hw *hw, int bus)
{
	unsigned int index, seg;
	u32 dev, reg;
	int ret;

	for (index = 0; ; index++) {
		ret = hw->ops->pci_find(hw->ctx, XPMU_UNC_BUSES_DID, index, &dev);
		if (ret == -ENODEV)
			break;
		if (ret)
			return ret;
		if (cfg_read(hw, dev, XPMU_UNC_BUSES_CFG, &reg))
			continue;
		seg = FIELD_GET(XPMU_UNC_BUSES_SEGMENT, reg);
		if (seg > FIELD_MAX(XPMU_UNC_DISC_PCI_SEGMENT) ||
		    (FIELD_PREP(XPMU_UNC_DISC_PCI_SEGMENT, seg) |
		     FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, FIELD_GET(XPMU_UNC_BUSES_U0, reg))) != bus)
			continue;
		return FIELD_PREP(XPMU_UNC_DISC_PCI_SEGMENT, seg) |
		       FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, FIELD_GET(XPMU_UNC_BUSES_U1, reg));
	}
	if (FIELD_GET(XPMU_UNC_DISC_PCI_BUS, bus) == FIELD_MAX(XPMU_UNC_DISC_PCI_BUS))
		return -ENODEV;
	return bus + FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, 1);
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_topology_u1);

/**
 * xpmu_unc_topology_imc() - the MMIO address of an iMC channel's PMON block.
 * @hw: the machine.
 * @bus: the die's segment and bus (xpmu_unc_topology_buses()).
 * @imc: memory controller, 0..3.
 * @channel: its channel, 0..1.
 * @addr: the physical address of the channel's unit control register.
 *
 * As the guide's sample code in 1.10.3.
 *
 * Context: process context.
 * Return: 0; -EINVAL for an out-of-range @imc or @channel, -ENODEV if @bus
 * has no such device, or a read error.
 */
int xpmu_unc_topology_imc(const struct xpmu_unc_hw *hw, int bus,
			  unsigned int imc, unsigned int channel, u64 *addr)
{
	u32 dev, base, mem;
	int ret;

	if (imc >= XPMU_UNC_IMC_PER_DIE || channel >= XPMU_UNC_IMC_CHANNELS)
		return -EINVAL;
	ret = xpmu_unc_topology_find(hw, bus, XPMU_UNC_IMC_MMIO_DID, 0, &dev);
	if (ret)
		return ret;
	ret = cfg_read(hw, dev, XPMU_UNC_IMC_MMIO_BASE, &base);
	if (!ret)
		ret = cfg_read(hw, dev, XPMU_UNC_IMC_MMIO_MEM0 +
			       imc * XPMU_UNC_IMC_MMIO_MEM_STRIDE, &mem);
	if (ret)
		return ret;
	*addr = (u64)FIELD_GET(XPMU_UNC_IMC_MMIO_BASE_MASK, base) << XPMU_UNC_IMC_MMIO_BASE_SHIFT |
		(u64)FIELD_GET(XPMU_UNC_IMC_MMIO_MEM_MASK, mem) << XPMU_UNC_IMC_MMIO_MEM_SHIFT;
	*addr += XPMU_UNC_IMC_CHN_OFFSET + (u64)channel * XPMU_UNC_IMC_CHN_STRIDE;
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_topology_imc);

/*
 * The IIO PMON unit of each SAD stack id on EMR: Intel PCM's
 * emr_sad_to_pmu_id_mapping (src/pcm-iio-topology.cpp).  The guide gives
 * no such table; the kernel has none for SPR/EMR (units/iio.c).
 */
static const s8 iio_sad_to_pmon[XPMU_UNC_IIO_STACKS] = {
	[0] = 7, [1] = 1, [2] = 2, [3] = 3, [4] = 8, [5] = 6,
	[6] = -1, [7] = -1,
	[8] = 0, [9] = 4, [10] = 5, [11] = 9,
};

/**
 * xpmu_unc_topology_iio() - the root bus of each IIO stack of each die.
 * @hw: the machine.
 * @bus: filled per logical die and IIO PMON unit id with the segment and
 *	bus bits of the stack's root bus, or -1 where firmware marks the
 *	stack not valid.
 *
 * As Intel PCM reads the MSMs (EagleStreamPlatformMapping::getRootBuses(),
 * get_cpu_bus()).  The kernel's ICX code ties its 0x09a2s to stacks by 6:4
 * of SAD_CONTROL_CFG (sad_cfg_iio_topology(), uncore_snbep.c), too narrow
 * for EMR's stack ids 8-11; PCM reads only the package there.
 *
 * Context: process context.
 * Return: the number of dies resolved; -ENODEV if there is no MSM or
 * no function at 00.0 of a first valid stack's bus, -EINVAL if that
 * function is not a 0x09a2, its package has no logical die or two MSMs
 * claim the same die; or a read error.
 */
int xpmu_unc_topology_iio(const struct xpmu_unc_hw *hw,
			  int bus[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IIO_STACKS])
{
	unsigned int index, die, stack, found = 0;
	__le32 busno[XPMU_UNC_IIO_STACKS / 4];
	u32 msm, sad, valid, reg;
	const u8 *b = (const u8 *)busno;
	unsigned long stacks;
	int ret, d;

	for (die = 0; die < XPMU_UNC_MAX_PACKAGES; die++)
		for (stack = 0; stack < XPMU_UNC_IIO_STACKS; stack++)
			bus[die][stack] = -1;
	for (index = 0; ; index++) {
		ret = hw->ops->pci_find(hw->ctx, XPMU_UNC_MSM_DID, index, &msm);
		if (ret == -ENODEV)
			break;
		if (ret)
			return ret;
		ret = cfg_read(hw, msm, XPMU_UNC_MSM_CPUBUSNO_VALID, &valid);
		for (stack = 0; !ret && stack < ARRAY_SIZE(busno); stack++) {
			ret = cfg_read(hw, msm, XPMU_UNC_MSM_CPUBUSNO0 + 4 * stack, &reg);
			busno[stack] = cpu_to_le32(reg);
		}
		if (ret)
			return ret;
		stacks = valid & GENMASK(XPMU_UNC_IIO_STACKS - 1, 0);
		if (!stacks)
			continue;
		/* The stack's bus, its device and function 0: the 0x09a2. */
		sad = (msm & XPMU_UNC_DISC_PCI_SEGMENT) |
		      FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, b[__ffs(stacks)]);
		ret = cfg_read(hw, sad, 0, &reg);
		if (!ret && FIELD_GET(XPMU_UNC_PCI_ID_DEVICE, reg) != XPMU_UNC_SAD_DID)
			ret = -EINVAL;
		if (!ret)
			ret = cfg_read(hw, sad, XPMU_UNC_SAD_CONTROL_CFG, &reg);
		if (ret)
			return ret;
		reg = FIELD_GET(XPMU_UNC_SAD_CONTROL_PACKAGE, reg);
		d = hw->ops->phys_to_die ? hw->ops->phys_to_die(hw->ctx, reg) : reg;
		if (d < 0 || d >= XPMU_UNC_MAX_PACKAGES || found & BIT(d))
			return -EINVAL;
		found |= BIT(d);
		for_each_set_bit(stack, &stacks, XPMU_UNC_IIO_STACKS)
			if (iio_sad_to_pmon[stack] >= 0)
				bus[d][iio_sad_to_pmon[stack]] =
					(msm & XPMU_UNC_DISC_PCI_SEGMENT) |
					FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, b[stack]);
	}
	return found ? hweight32(found) : -ENODEV;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_topology_iio);
