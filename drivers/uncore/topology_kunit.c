// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for the uncore topology (drivers/uncore/topology.c): bus
 * resolution through the Ubox node id mapping (EMR uncore guide 1.10.2)
 * iMC MMIO addresses (1.10.3) and the IIO stacks' root buses (Intel
 * PCM's), over a fake PCI config space.
 */

#include <kunit/test.h>
#include <linux/bitfield.h>
#include <linux/pci.h>

#include <xpmu/uncore/discovery.h>
#include <xpmu/uncore/topology.h>
#include <xpmu/uncore/hw.h>

struct fake_dev {
	u8 segment;
	u8 bus;
	u8 devfn;
	u16 did;
	u32 regs[256];		/* config dwords 0x000..0x3FC */
};

struct fake_pci {
	struct fake_dev devs[6];
	unsigned int n;
	const s8 *logical;	/* physical package -> logical die, or NULL */
};

static u32 fake_addr(const struct fake_dev *d)
{
	return FIELD_PREP(XPMU_UNC_DISC_PCI_SEGMENT, d->segment) |
	       FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, d->bus) |
	       FIELD_PREP(XPMU_UNC_DISC_PCI_DEVFN, d->devfn);
}

static int fake_find(void *ctx, u16 device, unsigned int index, u32 *addr)
{
	struct fake_pci *p = ctx;
	unsigned int i;

	for (i = 0; i < p->n; i++)
		if (p->devs[i].did == device && index-- == 0) {
			*addr = fake_addr(&p->devs[i]);
			return 0;
		}
	return -ENODEV;
}

static int fake_read(void *ctx, u32 addr, u32 *val)
{
	struct fake_pci *p = ctx;
	u32 off = FIELD_GET(XPMU_UNC_DISC_PCI_OFFSET, addr);
	unsigned int i;

	for (i = 0; i < p->n; i++)
		if (fake_addr(&p->devs[i]) == (addr & ~XPMU_UNC_DISC_PCI_OFFSET) &&
		    off % 4 == 0 && off / 4 < ARRAY_SIZE(p->devs[i].regs)) {
			*val = p->devs[i].regs[off / 4];
			return 0;
		}
	*val = U32_MAX;
	return -ENODEV;
}

static int fake_phys_to_die(void *ctx, unsigned int pkg)
{
	struct fake_pci *p = ctx;

	if (!p->logical)
		return pkg;
	return pkg < 8 && p->logical[pkg] >= 0 ? p->logical[pkg] : -ENODEV;
}

static const struct xpmu_unc_hw_ops fake_ops = {
	.pci_read = fake_read,
	.pci_find = fake_find,
	.phys_to_die = fake_phys_to_die,
};

/* Segment @seg, bus @bus as xpmu_unc_topology_buses() reports them. */
static int loc(u8 seg, u8 bus)
{
	return FIELD_PREP(XPMU_UNC_DISC_PCI_SEGMENT, seg) |
	       FIELD_PREP(XPMU_UNC_DISC_PCI_BUS, bus);
}

/* A machine with an empty config space, freed with the test. */
static struct xpmu_unc_hw *fake_hw(struct kunit *test)
{
	struct xpmu_unc_hw *hw = kunit_kzalloc(test, sizeof(*hw), GFP_KERNEL);
	struct fake_pci *p = kunit_kzalloc(test, sizeof(*p), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, hw);
	KUNIT_ASSERT_NOT_NULL(test, p);
	hw->ops = &fake_ops;
	hw->ctx = p;
	return hw;
}

static struct fake_dev *add_dev(struct fake_pci *p, u8 bus, u8 devfn, u16 did)
{
	struct fake_dev *d = &p->devs[p->n++];

	d->bus = bus;
	d->devfn = devfn;
	d->did = did;
	return d;
}

/* A Ubox with local node id @node and a GID map of @map. */
static void add_ubox(struct fake_pci *p, u8 bus, u32 node, u32 map)
{
	struct fake_dev *d = add_dev(p, bus, 0, XPMU_UNC_UBOX_DID);

	d->regs[XPMU_UNC_UBOX_NODE_ID / 4] = node;
	d->regs[XPMU_UNC_UBOX_GID_MAP / 4] = map;
}

/* GID map with package p's node id in bits 3p+2:3p. */
static u32 gid_map(const u8 *nodes)
{
	u32 map = 0;
	unsigned int p;

	for (p = 0; p < 8; p++)
		map |= nodes[p] << (3 * p);
	return map;
}

static void topology_buses_follow_the_mapping(struct kunit *test)
{
	/* Package 0 is node 2, package 1 node 5: the reverse of bus order. */
	static const u8 nodes[8] = { 2, 5, 0, 1, 3, 4, 6, 7 };
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	int bus[XPMU_UNC_MAX_PACKAGES];

	/* Only the LNID bits 2:0 of the node id register count. */
	add_ubox(p, 0x1E, 0xF8 | 5, gid_map(nodes));
	add_ubox(p, 0x7E, 2, gid_map(nodes));
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_buses(hw, bus), 2);
	KUNIT_EXPECT_EQ(test, bus[0], loc(0, 0x7E));
	KUNIT_EXPECT_EQ(test, bus[1], loc(0, 0x1E));
	KUNIT_EXPECT_EQ(test, bus[2], -1);
	KUNIT_EXPECT_EQ(test, bus[7], -1);
}

/*
 * The GID map's index is the physical package (socket id); Linux numbers
 * logical packages in bring-up order, and the kernel converts one into
 * the other (topology_gidnid_map(), uncore_snbep.c).  Here socket 0 is
 * logical die 1 and socket 1 logical die 0.
 */
static void topology_buses_by_logical_die(struct kunit *test)
{
	static const u8 nodes[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	static const s8 logical[8] = { 1, 0, -1, -1, -1, -1, -1, -1 };
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	int bus[XPMU_UNC_MAX_PACKAGES];

	p->logical = logical;
	add_ubox(p, 0x1E, 0, gid_map(nodes));	/* socket 0 */
	add_ubox(p, 0x9E, 1, gid_map(nodes));	/* socket 1 */
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_buses(hw, bus), 2);
	KUNIT_EXPECT_EQ(test, bus[0], loc(0, 0x9E));
	KUNIT_EXPECT_EQ(test, bus[1], loc(0, 0x1E));
	/* A socket with no logical package is an error, not die 2. */
	p->n = 0;
	add_ubox(p, 0x1E, 2, gid_map(nodes));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_buses(hw, bus), -EINVAL);
}

/*
 * One PCI segment per socket, the same bus number in each: the two dies
 * must get different locations, and each die's iMC address must come
 * from the 0x3251 device of its own segment.
 */
static void topology_segments(struct kunit *test)
{
	static const u8 nodes[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	int bus[XPMU_UNC_MAX_PACKAGES];
	struct fake_dev *d;
	u64 addr = 0;

	add_ubox(p, 0x1E, 0, gid_map(nodes));
	p->devs[p->n - 1].segment = 0;
	add_ubox(p, 0x1E, 1, gid_map(nodes));
	p->devs[p->n - 1].segment = 1;
	d = add_dev(p, 0x1E, 1, XPMU_UNC_IMC_MMIO_DID);
	d->regs[XPMU_UNC_IMC_MMIO_BASE / 4] = 0x100;
	d = add_dev(p, 0x1E, 1, XPMU_UNC_IMC_MMIO_DID);
	d->segment = 1;
	d->regs[XPMU_UNC_IMC_MMIO_BASE / 4] = 0x200;

	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_buses(hw, bus), 2);
	KUNIT_EXPECT_EQ(test, bus[0], loc(0, 0x1E));
	KUNIT_EXPECT_EQ(test, bus[1], loc(1, 0x1E));
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_imc(hw, bus[0], 0, 0, &addr), 0);
	KUNIT_EXPECT_EQ(test, addr, (0x100ULL << 23) + 0x22800);
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_imc(hw, bus[1], 0, 0, &addr), 0);
	KUNIT_EXPECT_EQ(test, addr, (0x200ULL << 23) + 0x22800);
}

static void topology_buses_that_do_not_resolve(struct kunit *test)
{
	static const u8 nodes[8] = { 2, 5, 0, 1, 3, 4, 6, 6 };
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	int bus[XPMU_UNC_MAX_PACKAGES];

	/* No Ubox at all. */
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_buses(hw, bus), -ENODEV);
	/* A node id that no package of the mapping has. */
	add_ubox(p, 0x1E, 7, gid_map(nodes));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_buses(hw, bus), -EINVAL);
	/* Two Uboxes claiming the same package. */
	p->n = 0;
	add_ubox(p, 0x1E, 5, gid_map(nodes));
	add_ubox(p, 0x7E, 5, gid_map(nodes));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_buses(hw, bus), -EINVAL);
}

/*
 * 1.10.3 by hand: MMIO_BASE 0x12345 gives address bits 51:23, MEM2 0x7AB
 * bits 22:12: 0x91A2800000 | 0x7AB000 = 0x91A2FAB000; channel 1 adds
 * 0x22800 + 0x8000 = 0x2A800: 0x91A2FD5800.  Bits outside the two fields'
 * masks (0x1FFFFFFF and 0x7FF) are ignored.
 */
static void topology_imc_address(struct kunit *test)
{
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	struct fake_dev *d;
	u64 addr = 0;

	add_dev(p, 0x1E, 1, XPMU_UNC_IMC_MMIO_DID);		/* another bus */
	d = add_dev(p, 0x7E, 1, XPMU_UNC_IMC_MMIO_DID);
	d->regs[XPMU_UNC_IMC_MMIO_BASE / 4] = 0xE0012345;
	d->regs[(XPMU_UNC_IMC_MMIO_MEM0 + 2 * 4) / 4] = 0xFFFFF7AB;

	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x7E), 2, 1, &addr), 0);
	KUNIT_EXPECT_EQ(test, addr, 0x91A2FD5800ULL);
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x7E), 2, 0, &addr), 0);
	KUNIT_EXPECT_EQ(test, addr, 0x91A2FAB000ULL + 0x22800);
	/* MEM0 of the same device is zero: base plus channel offset. */
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x7E), 0, 1, &addr), 0);
	KUNIT_EXPECT_EQ(test, addr, 0x91A2800000ULL + 0x2A800);

	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x7E), 4, 0, &addr), -EINVAL);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x7E), 0, 2, &addr), -EINVAL);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_imc(hw, loc(0, 0x3E), 0, 0, &addr), -ENODEV);
}

/*
 * U1, where D30 is: as EDAC reads it from 0x3252's register 0xD0 (U0 7:0,
 * U1 15:8, segment 23:16), matched on U0 and segment; without a match the
 * bus after U0, as on the public dumps (fe, ff); none after bus 0xff.
 */
static void topology_u1(struct kunit *test)
{
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	struct fake_dev *d;

	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(0, 0x7E)), loc(0, 0x7F));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(1, 0xFE)), loc(1, 0xFF));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(0, 0xFF)), -ENODEV);
	/* Another die's, then one in another segment, then the die's own. */
	d = add_dev(p, 0x1E, 2, XPMU_UNC_BUSES_DID);
	d->regs[XPMU_UNC_BUSES_CFG / 4] = 0x00003A1E;
	d = add_dev(p, 0x7E, 2, XPMU_UNC_BUSES_DID);
	d->regs[XPMU_UNC_BUSES_CFG / 4] = 0x00014B7E;
	d = add_dev(p, 0x7E, 2, XPMU_UNC_BUSES_DID);
	d->segment = 2;
	d->regs[XPMU_UNC_BUSES_CFG / 4] = 0x0002907E;
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(0, 0x1E)), loc(0, 0x3A));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(1, 0x7E)), loc(1, 0x4B));
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(2, 0x7E)), loc(2, 0x90));
	/* Named by none: the next bus. */
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_u1(hw, loc(0, 0x7E)), loc(0, 0x7F));
}

/*
 * An MSM (0x09a6) on @bus with stack n's bus in byte n of CPUBUSNO0-2
 * (0x190-0x198) for each n of @valid, and the 0x09a2 of package @pkg at
 * 00.0 of the first valid stack's bus.
 */
static void add_msm(struct fake_pci *p, u8 seg, u8 bus, const u8 *buses, u32 valid,
		    u32 pkg)
{
	struct fake_dev *d = add_dev(p, bus, PCI_DEVFN(3, 0), XPMU_UNC_MSM_DID);
	unsigned int n;

	d->segment = seg;
	d->regs[XPMU_UNC_MSM_CPUBUSNO_VALID / 4] = valid;
	for (n = 0; n < XPMU_UNC_IIO_STACKS; n++)
		d->regs[XPMU_UNC_MSM_CPUBUSNO0 / 4 + n / 4] |= (u32)buses[n] << (8 * (n % 4));
	if (!valid)
		return;
	d = add_dev(p, buses[__ffs(valid)], 0, XPMU_UNC_SAD_DID);
	d->segment = seg;
	d->regs[0] = FIELD_PREP(XPMU_UNC_PCI_ID_DEVICE, XPMU_UNC_SAD_DID) | PCI_VENDOR_ID_INTEL;
	/* Bits above the package (6:4, the stack on ICX) are not the package. */
	d->regs[XPMU_UNC_SAD_CONTROL_CFG / 4] = 0x70 | pkg;
}

/*
 * Every SAD stack id of EMR to its IIO PMON unit, as Intel PCM maps them
 * (pcm-iio-topology.cpp, emr_sad_to_pmu_id_mapping, EMR_*_PMON_ID): DMI
 * (SAD 0) is unit 7, PCIe0-4 (SAD 1-5) units 1, 2, 3, 8, 6, IDX0-3 (SAD
 * 8-11) units 0, 4, 5, 9.  SAD 6 and 7 have no unit.  Socket 0 in segment
 * 0 with every stack valid, socket 1 in segment 1, logical die 0, with
 * IDX0 only, as the model presents it (qemu/README).
 */
static void topology_iio_root_buses(struct kunit *test)
{
	static const u8 b0[XPMU_UNC_IIO_STACKS] = {
		0x00, 0x15, 0x26, 0x37, 0x48, 0x59, 0x60, 0x61,
		0x6a, 0x6f, 0x74, 0x79,
	};
	static const u8 b1[XPMU_UNC_IIO_STACKS] = { [8] = 0xe7 };
	static const int unit_of_sad[XPMU_UNC_IIO_STACKS] = {
		7, 1, 2, 3, 8, 6, -1, -1, 0, 4, 5, 9,
	};
	static const s8 logical[8] = { 1, 0, -1, -1, -1, -1, -1, -1 };
	int bus[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IIO_STACKS];
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;
	unsigned int n;

	p->logical = logical;
	add_msm(p, 1, 0xe7, b1, BIT(8), 1);
	add_msm(p, 0, 0x6a, b0, GENMASK(11, 0), 0);
	KUNIT_ASSERT_EQ(test, xpmu_unc_topology_iio(hw, bus), 2);
	for (n = 0; n < XPMU_UNC_IIO_STACKS; n++) {
		if (unit_of_sad[n] < 0)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, bus[1][unit_of_sad[n]], loc(0, b0[n]),
				    "SAD stack %u", n);
		KUNIT_EXPECT_EQ_MSG(test, bus[0][unit_of_sad[n]],
				    n == 8 ? loc(1, 0xe7) : -1, "SAD stack %u", n);
	}
	/* Units no SAD stack maps to, and dies with no MSM. */
	KUNIT_EXPECT_EQ(test, bus[1][10], -1);
	KUNIT_EXPECT_EQ(test, bus[1][11], -1);
	KUNIT_EXPECT_EQ(test, bus[2][0], -1);
	KUNIT_EXPECT_EQ(test, bus[7][7], -1);
}

/* What leaves the buses unresolved, rather than guessed. */
static void topology_iio_that_do_not_resolve(struct kunit *test)
{
	static const u8 b[XPMU_UNC_IIO_STACKS] = { [1] = 0x15, [8] = 0x6a };
	int bus[XPMU_UNC_MAX_PACKAGES][XPMU_UNC_IIO_STACKS];
	struct xpmu_unc_hw *hw = fake_hw(test);
	struct fake_pci *p = hw->ctx;

	/* No MSM. */
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -ENODEV);
	/* Two MSMs of one package. */
	add_msm(p, 0, 0x6a, b, BIT(8), 0);
	add_msm(p, 0, 0xe7, b, BIT(1), 0);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -EINVAL);
	/* A package with no logical die. */
	p->n = 0;
	add_msm(p, 0, 0x6a, b, BIT(8), 9);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -EINVAL);
	/* No function at 00.0 of the first valid stack's bus. */
	p->n = 0;
	add_msm(p, 0, 0x6a, b, BIT(8), 0);
	p->n--;
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -ENODEV);
	/* Another device there. */
	add_dev(p, 0x6a, 0, XPMU_UNC_UBOX_DID)->regs[0] =
		FIELD_PREP(XPMU_UNC_PCI_ID_DEVICE, XPMU_UNC_UBOX_DID);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -EINVAL);
	/* An MSM with no valid stack: no die. */
	p->n = 0;
	add_msm(p, 0, 0x6a, b, 0, 0);
	KUNIT_EXPECT_EQ(test, xpmu_unc_topology_iio(hw, bus), -ENODEV);
}

static struct kunit_case topology_cases[] = {
	KUNIT_CASE(topology_buses_follow_the_mapping),
	KUNIT_CASE(topology_buses_by_logical_die),
	KUNIT_CASE(topology_segments),
	KUNIT_CASE(topology_buses_that_do_not_resolve),
	KUNIT_CASE(topology_imc_address),
	KUNIT_CASE(topology_u1),
	KUNIT_CASE(topology_iio_root_buses),
	KUNIT_CASE(topology_iio_that_do_not_resolve),
	{}
};

static struct kunit_suite topology_suite = {
	.name = "xpmu_topology",
	.test_cases = topology_cases,
};

kunit_test_suite(topology_suite);

MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
MODULE_DESCRIPTION("KUnit tests for the xpmu uncore topology");
MODULE_LICENSE("GPL");
