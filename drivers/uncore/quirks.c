// SPDX-License-Identifier: GPL-2.0-only
/*
 * Firmware quirks of real EMR machines, applied to a die's parsed discovery
 * table before its boxes are built (Documentation/uncore.rst, "On real
 * hardware").
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/overflow.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/sort.h>

#include <xpmu/uncore/pmon_regs.h>
#include <xpmu/uncore/types.h>

#include "uncore.h"

/*
 * UPI LL and M3UPI block offsets (Table 1-12); the kernel's
 * ICX_UPI_PCI_PMON_* and ICX_M3UPI_PCI_PMON_* (uncore_snbep.c) agree.
 */
#define UPI_BOX_CTL		0x318
#define UPI_CTR0		0x320
#define UPI_CTL0		0x350
#define UPI_STATUS		0x38C
#define M3UPI_BOX_CTL		0xA0
#define M3UPI_CTR0		0xA8
#define M3UPI_CTL0		0xD8
#define M3UPI_STATUS		0xF8
#define UPI_NUM_REGS		4

static bool is_upi_type(u16 type)
{
	return type == XPMU_UNC_TYPE_UPI || type == XPMU_UNC_TYPE_M3UPI;
}

/* The unit a present link function @addr has by Table 1-12. */
static struct xpmu_unc_disc_unit documented_unit(u16 type, unsigned int link,
						 u32 addr)
{
	bool upi = type == XPMU_UNC_TYPE_UPI;
	u32 ctl = upi ? UPI_BOX_CTL : M3UPI_BOX_CTL;

	return (struct xpmu_unc_disc_unit){
		.box_ctl = (addr & ~XPMU_UNC_DISC_PCI_OFFSET) | ctl,
		.access = XPMU_UNC_ACCESS_PCICFG,
		.type = type,
		.id = link,
		.num_regs = UPI_NUM_REGS,
		.width = XPMU_UNC_CTR_DEFAULT_WIDTH,
		.ctl_offset = (upi ? UPI_CTL0 : M3UPI_CTL0) - ctl,
		.ctr_offset = (upi ? UPI_CTR0 : M3UPI_CTR0) - ctl,
		.status_offset = (upi ? UPI_STATUS : M3UPI_STATUS) - ctl,
	};
}

/* Fills @units with the documented unit of each present link; returns how many. */
static unsigned int enumerate_links(const struct xpmu_unc_hw *hw, int bus,
				    struct xpmu_unc_disc_unit *units)
{
	static const struct { u16 type, did; u8 dev0; } kinds[] = {
		{ XPMU_UNC_TYPE_UPI, XPMU_UNC_UPI_DID, XPMU_UNC_UPI_DEV0 },
		{ XPMU_UNC_TYPE_M3UPI, XPMU_UNC_M3UPI_DID, XPMU_UNC_M3UPI_DEV0 },
	};
	unsigned int k, i, n = 0;
	u32 addr;

	for (k = 0; k < ARRAY_SIZE(kinds); k++) {
		for (i = 0; !xpmu_unc_topology_find(hw, bus, kinds[k].did, i, &addr); i++) {
			unsigned int devfn = FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, addr);
			unsigned int link = PCI_SLOT(devfn) - kinds[k].dev0;

			/* Only where Table 1-12 puts a link. */
			if (PCI_SLOT(devfn) < kinds[k].dev0 || link >= XPMU_UNC_UPI_LINKS ||
			    PCI_FUNC(devfn) != XPMU_UNC_UPI_FN)
				continue;
			units[n++] = documented_unit(kinds[k].type, link, addr);
		}
	}
	return n;
}

static int cmp_unit(const void *a, const void *b)
{
	const struct xpmu_unc_disc_unit *x = a, *y = b;

	if (x->type != y->type)
		return x->type < y->type ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* Do the table's UPI and M3UPI units equal @want, geometry and all? */
static bool table_matches(const struct xpmu_unc_discovery *d,
			  const struct xpmu_unc_disc_unit *want, unsigned int n)
{
	unsigned int i, have = 0;

	for (i = 0; i < d->nr_units; i++)
		have += is_upi_type(d->units[i].type);
	if (have != n)
		return false;
	for (i = 0; i < n; i++) {
		const struct xpmu_unc_disc_unit *u =
			xpmu_unc_discovery_find(d, want[i].type, want[i].id);

		if (!u || u->box_ctl != want[i].box_ctl ||
		    u->num_regs != want[i].num_regs ||
		    u->ctl_offset != want[i].ctl_offset ||
		    u->ctr_offset != want[i].ctr_offset)
			return false;
	}
	return true;
}

/**
 * xpmu_unc_quirk_upi() - check a die's UPI and M3UPI units against its devices.
 * @dev: for messages.
 * @hw: the machine.
 * @die: the die.
 * @bus: its uncore segment and bus (xpmu_unc_topology_buses()).
 * @disc: the die's table; replaced when it disagrees.
 *
 * The table's UPI entries are broken on some SPR parts (PCM issue 758);
 * the kernel ignores them on SPR and EMR, building the units from the PCI
 * devices (spr_update_device_location() in 6.12's uncore_snbep.c).  Here
 * the table is kept when it agrees with the devices and Table 1-12.
 *
 * Context: process context.
 * Return: 0, or -ENOMEM (the table is then left as it was).
 */
int xpmu_unc_quirk_upi(struct device *dev, const struct xpmu_unc_hw *hw,
		       unsigned int die, int bus, struct xpmu_unc_discovery **disc)
{
	struct xpmu_unc_disc_unit links[2 * XPMU_UNC_UPI_LINKS];
	const struct xpmu_unc_discovery *old = *disc;
	struct xpmu_unc_discovery *new;
	unsigned int n, i, kept = 0, upi = 0;

	n = enumerate_links(hw, bus, links);
	sort(links, n, sizeof(links[0]), cmp_unit, NULL);
	if (table_matches(old, links, n))
		return 0;
	new = kvzalloc(struct_size(new, units, old->nr_units + n), GFP_KERNEL);
	if (!new)
		return -ENOMEM;
	new->global = old->global;
	for (i = 0; i < old->nr_units; i++)
		if (!is_upi_type(old->units[i].type))
			new->units[kept++] = old->units[i];
	memcpy(&new->units[kept], links, n * sizeof(links[0]));
	new->nr_units = kept + n;
	sort(new->units, new->nr_units, sizeof(new->units[0]), cmp_unit, NULL);
	for (i = 0; i < n; i++)
		upi += links[i].type == XPMU_UNC_TYPE_UPI;
	dev_warn(dev, "die %u: the discovery table's UPI/M3UPI units disagree with the PCI devices: using the devices' %u UPI and %u M3UPI links, laid out as Table 1-12 (as the kernel does on SPR/EMR)\n",
		 die, upi, n - upi);
	xpmu_unc_discovery_free(old);
	*disc = new;
	return 0;
}

/**
 * xpmu_unc_quirk_cha_count() - compare a die's CHAs with CAPID6/CAPID7.
 * @dev: for messages.
 * @hw: the machine.
 * @die: the die.
 * @bus: its uncore segment and bus (U0).
 * @disc: the die's table.
 *
 * Guide 1.7.1 counts the CHAs by CAPID6/7 bits, as PCM does; the kernel
 * distrusts the table's count on SPR (spr_uncore_cpu_init()).  Only
 * reports: extra CHAs fail their probe at bind and are left out.
 *
 * Context: process context.
 */
void xpmu_unc_quirk_cha_count(struct device *dev, const struct xpmu_unc_hw *hw,
			      unsigned int die, int bus,
			      const struct xpmu_unc_discovery *disc)
{
	unsigned int i, table = 0, capid;
	int u1 = xpmu_unc_topology_u1(hw, bus);
	u32 addr, c6, c7;

	if (u1 < 0 || xpmu_unc_topology_find(hw, u1, XPMU_UNC_PCU_CR3_DID, 0, &addr) ||
	    FIELD_GET(XPMU_UNC_DISC_PCI_DEVFN, addr) != XPMU_UNC_PCU_CR3_DEVFN ||
	    hw->ops->pci_read(hw->ctx, addr + XPMU_UNC_PCU_CR3_CAPID6, &c6) ||
	    hw->ops->pci_read(hw->ctx, addr + XPMU_UNC_PCU_CR3_CAPID7, &c7)) {
		dev_info(dev, "die %u: no CAPID6/7 (D30:F3 of bus U1): CHA count not checked\n",
			 die);
		return;
	}
	for (i = 0; i < disc->nr_units; i++)
		table += disc->units[i].type == XPMU_UNC_TYPE_CHA;
	capid = hweight32(c6) + hweight32(c7);
	if (table != capid)
		dev_warn(dev, "die %u: the discovery table lists %u CHAs, CAPID6/7 %u (1.7.1): CHAs whose registers fault are left out\n",
			 die, table, capid);
	else
		dev_info(dev, "die %u: %u CHAs, as CAPID6/7 of %04llx:%02llx:1e.3 count (1.7.1)\n",
			 die, table, FIELD_GET(XPMU_UNC_DISC_PCI_SEGMENT, addr),
			 FIELD_GET(XPMU_UNC_DISC_PCI_BUS, addr));
}
