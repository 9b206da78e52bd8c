/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (the PCI functions of a socket, and its iMC MMIO)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * A socket's functions sit on three buses of the socket's NUMA node, each
 * a pxb-pcie (scripts/vm), as on real Sapphire and Emerald Rapids
 * machines (public lspci dumps of the linuxhw LsPCI collection: a
 * 2-socket Lenovo ThinkStation PX has its Ubox at 7e:00.0 and fe:00.0,
 * the D30 functions at 7f:1e and ff:1e, the OOBMSM at 6a:03.1 and
 * e7:03.1; a 1-socket Dell Precision 7960 fe:00.0, ff:1e, e7:03.1).
 *
 * xpmu-emr-socket is the socket's Ubox function, at 0.0 of the bus that
 * stands for the socket's uncore bus U0 (the guide's "B30").  Realizing
 * it lays out the socket's blocks and adds the socket's other functions
 * on the same bus:
 *
 *   00.0 0x3250 Ubox: node id (0xC0) and GID mapping (0xD4), 1.10.2
 *   00.1 0x3251 MMIO_BASE (0xD0) and MEM0-3 (0xD8-0xE4), 1.10.3
 *   00.2 0x3252 the bus numbers U0 and U1 and the segment (0xD0), as
 *        Linux's EDAC reads them (skx_get_all_bus_mappings(), i10nm's
 *        spr_cfg: decs_did 0x3252, busno_cfg_offset 0xd0); EDAC finds
 *        the function by id only, its place here is made up
 *   01-04.1 0x3241 UPI LL link 0-3, PMON in config space (Table 1-12)
 *   05-08.1 0x3246 M3UPI 0-3, likewise
 *   0c-0f.0 0x324A M2M 0-3, likewise
 *
 * xpmu-emr-d30 is 1e.0 of the next bus, U1, and adds 1e.1-1e.7 (ids
 * 0x3258-0x325F, the dumps'): 1e.3 0x325B holds CAPID6 (0x9C) and CAPID7
 * (0xA0), 1.7.1; EDAC reads it at {1, 30, 3} of the bus pair (spr_cfg's
 * pcu_cr3_bdf, bus index 1).  The dumps show these functions without a
 * capability list ("Status: Cap-"): so here, and config space past 0x100
 * is then out of software's reach, which CAPID6/7 do not need.
 *
 * xpmu-emr-oobmsm is the OOBMSM, 0x09A7, at 03.1 of a bus of its own (an
 * accelerator stack's in the dumps), with two 32-bit memory BARs of 8 KiB
 * and 256 KiB and DVSECs of ids 1, 2, 3, 4 and 0 in that order (the
 * dumps).  Id 1 is PMON discovery (1.10.1): its table is at the start of
 * BAR 0.  Which BAR the real one names, and what the other DVSECs hold,
 * the dumps do not show and no PMON document says: they are made up as
 * Intel's other DVSECs of this layout are (intel_vsec's telemetry,
 * watcher and crashlog ids 2, 3 and 4: entries, entry size, and a BIR
 * with an offset, into BAR 1 here, which reads 0).  With broken=on it is
 * instead a 0x09A7 whose PMON DVSEC names a BAR that reads all ones, as on
 * a Sapphire Rapids host with a Ponte Vecchio GPU, where Linux printed
 * "Invalid Global Discovery State: 0xffffffffffffffff"; it belongs to no
 * socket, and scripts/vm puts it below a root port, as a card's function
 * is.  With copy=on as well, that BAR holds a copy of the table of
 * socket=S instead: a GPU's table that looks valid, made up to test that
 * a driver takes no such table for a socket's.  With part=P,parts=N, one
 * of N OOBMSMs of the socket, each with its part of the socket's table
 * (xpmu_emr_table_part_word()).
 *
 * Function 0 of devices 1-8 and of the OOBMSM's device is there as on the
 * silicon (Linux looks at no other function of a device without one); the
 * guide gives neither its id nor anything in it, so it is a bare header
 * with an id one below its sibling's.  That of a socket's OOBMSM at 03.1
 * is the dumps' 0x09A6 (the MSM), with the bus numbers of the socket's
 * stacks that Intel PCM reads there (MSM_CPUBUSNO0 below), and 00.0 of
 * its bus the dumps' 0x09A2 with the package in SAD_CONTROL_CFG.
 *
 * Every function but D30's is a root complex integrated endpoint with a
 * PCI Express capability, so that the guest reaches config space past
 * 0x100 (the DVSECs, the M2M block at 0x438).
 */

#include "qemu/osdep.h"
#include "qapi/error.h"
#include "qemu/log.h"
#include "qemu/module.h"
#include "qemu/units.h"
#include "exec/address-spaces.h"
#include "hw/pci/pci.h"
#include "hw/pci/pcie.h"
#include "hw/qdev-properties.h"
#include "xpmu-emr.h"

OBJECT_DECLARE_SIMPLE_TYPE(XpmuEmrFnState, XPMU_EMR_FN)

typedef enum XpmuEmrFnKind {
    XPMU_EMR_FN_UBOX,
    XPMU_EMR_FN_IMC_BASE,
    XPMU_EMR_FN_PLAIN,          /* a function 0 with nothing modelled */
    XPMU_EMR_FN_PMON,           /* a PCICFG block's function */
    XPMU_EMR_FN_CAPID,
    XPMU_EMR_FN_OOBMSM,
    XPMU_EMR_FN_BUSES,          /* 0x3252: U0, U1 and the segment */
    XPMU_EMR_FN_MSM,            /* 0x09A6: the stacks' bus numbers */
    XPMU_EMR_FN_SAD,            /* 0x09A2: SAD_CONTROL_CFG, the package */
} XpmuEmrFnKind;

struct XpmuEmrFnState {
    PCIDevice parent_obj;

    /* set before realize, by the socket or by its properties */
    XpmuEmrUncoreState *uncore;
    uint32_t socket_index;
    XpmuEmrFnKind kind;
    XpmuEmrBus bus_kind;
    uint16_t device_id;
    bool broken;                /* a GPU's OOBMSM: its table reads all ones */
    bool copy;                  /* ... or is a copy of socket's */
    uint32_t part;              /* an OOBMSM's part of its socket's table */
    uint32_t parts;             /* ... of this many */

    XpmuEmrSocket *socket;      /* NULL for a broken OOBMSM's functions */
    XpmuEmrSocket *table;       /* XPMU_EMR_FN_OOBMSM: whose table BAR 0 has */
    int block;                  /* XPMU_EMR_FN_PMON: its block */
    MemoryRegion table_bar;     /* XPMU_EMR_FN_OOBMSM */
    MemoryRegion other_bar;
};

#define INTEL_VENDOR            0x8086

/* 1.10.2 (offsets and DID from Linux's uncore_snbep.c SKX/SPR code) */
#define UBOX_DID                0x3250
#define UBOX_NODE_ID            0xC0
#define UBOX_GID_MAP            0xD4
/* 1.10.3 */
#define IMC_BASE_DID            0x3251
#define IMC_MMIO_BASE           0xD0
#define IMC_MMIO_MEM0           0xD8
#define IMC_MMIO_BASE_SHIFT     23
#define IMC_MMIO_MEM_SHIFT      12
/* Table 1-12 */
#define UPI_DID                 0x3241
#define M3UPI_DID               0x3246
#define M2M_DID                 0x324A
/* EDAC (i10nm_base.c spr_cfg, skx_common.c): 7:0 U0, 15:8 U1, 23:16 segment */
#define BUSES_DID               0x3252
#define BUSES_FN                2
#define BUSES_CFG               0xD0
/*
 * 1.7.1; the function's id is the one Linux's SPR code reads CAPIDs from;
 * D30's ids 0x3258-0x325F are the public dumps'.
 */
#define PCU_CR3_DEV             30
#define PCU_CR3_FN              3
#define PCU_CR3_DID             0x325B
#define D30_DID0                0x3258
#define PCU_CAPID6              0x9C
#define PCU_CAPID7              0xA0
/*
 * CAPID4's physical chop, 7:6: 0b11 on an XCC die, 0b01 on an MCC one
 * (Intel PCM, pcm-iio-topology.cpp: SPR_CAPID4_OFFSET,
 * SPR_CAPID4_GET_PHYSICAL_CHOP, kXccChop; it refuses any other value).
 * The model is an XCC die; nothing of the driver's depends on it.
 */
#define PCU_CAPID4              0x94
#define PCU_CAPID4_CHOP_XCC     (0x3 << 6)
/* 1.10.1, and Linux's UNCORE_DISCOVERY_TABLE_DEVICE */
#define OOBMSM_DID              0x09A7
#define DVSEC_OFFSET            0x100
#define DVSEC_SIZE              0x10
#define DVSEC_PMON_ID           1
/* the public dumps: BAR 0 of 8 KiB, BAR 1 of 256 KiB, both 32-bit */
#define OOBMSM_BAR0_SIZE        (8 * KiB)
#define OOBMSM_BAR1_SIZE        (256 * KiB)

/*
 * The OOBMSM's function 0, 0x09A6, holds the root bus of each of the
 * socket's stacks, as Intel PCM reads them to tie an IIO PMON unit to
 * its PCI tree (src/utils.cpp, get_cpu_bus(); offsets in src/types.h:
 * SPR_MSM_DEV_ID 0x09a6 at device 3 function 0, CPUBUSNO0-3 at 0x190,
 * CPUBUSNO4-7 at 0x1c0, CPUBUSNO_VALID at 0x1a0): stack n's bus in byte
 * n % 4 of CPUBUSNO n / 4, valid when bit n of CPUBUSNO_VALID is set.
 * Stacks 8-11 are the accelerator stacks IDX0-3 (pcm-iio-topology.cpp,
 * spr_xcc/emr_sad_to_pmu_id_mapping; 202302's pcm-iio.cpp,
 * spr_sad_to_pmu_id_mapping).  The dumps put the OOBMSM on the first of
 * them: 6a:00.0, 6f:00.0, 74:00.0, 79:00.0 are 0x09a2, five buses apart,
 * below the Ubox's 7e.  The model has the OOBMSM's bus of those, so IDX0
 * is the one stack it presents, at the OOBMSM's bus; the others it has
 * no bus for, and marks them not valid, as firmware marks a stack that
 * is not enabled (PCM: "It's possible to have not enabled first stack").
 */
#define MSM_DID                 0x09A6
#define MSM_DEV                 3
#define MSM_CPUBUSNO0           0x190
#define MSM_CPUBUSNO4           0x1C0
#define MSM_CPUBUSNO_VALID      0x1A0
#define MSM_STACK_IDX0          8
/*
 * Function 0.0 of every stack's bus, 0x09a2 in the dumps; PCM reads the
 * package of the socket from its SAD_CONTROL_CFG, 3:0 (get_cpu_bus(),
 * SPR_SAD_REG_CTL_CFG_OFFSET 0x3F4, at 0.0 of the first valid stack's bus).
 */
#define SAD_DID                 0x09A2
#define SAD_CONTROL_CFG         0x3F4

#define PCIE_CAP_OFFSET         0x40

static XpmuEmrSocket *fn_socket(XpmuEmrFnState *f)
{
    return &f->uncore->socket[f->socket_index];
}

/*
 * The PCICFG block of a function: where its registers are in config
 * space, the 0x100 bytes from its unit control (Table 1-12), or false
 * outside them.  Reads of the window where the block has no register are
 * config space's own (@regs_only); writes there are the block's, which
 * counts them as undefined: nothing else of the function is there.
 */
#define PMON_WINDOW             0x100

static bool pmon_offset(XpmuEmrFnState *f, uint32_t addr, bool regs_only,
                        uint64_t *off)
{
    XpmuEmrBlock *b;
    uint32_t ctl;

    if (f->kind != XPMU_EMR_FN_PMON) {
        return false;
    }
    b = &f->socket->blocks[f->block];
    ctl = extract64(b->addr, 0, 12);
    if (addr < ctl || addr - ctl >= PMON_WINDOW) {
        return false;
    }
    *off = addr - ctl;
    return !regs_only ||
           xpmu_emr_block_decode(b, *off, &(unsigned int){0},
                                 &(unsigned int){0}) != XPMU_EMR_REG_NONE;
}

/* Whether this read of @addr is one the test channel makes glitch. */
static bool glitch(XpmuEmrFnState *f, uint32_t addr)
{
    XpmuEmrSocket *s = f->socket;
    bool hit;

    qemu_mutex_lock(&f->uncore->lock);
    hit = s->glitch_reads &&
          s->glitch_fn == f->bus_kind * 256 + PCI_DEVICE(f)->devfn &&
          s->glitch_offset == (addr & ~3);
    if (hit) {
        s->glitch_reads--;
    }
    qemu_mutex_unlock(&f->uncore->lock);
    return hit;
}

static uint32_t xpmu_emr_fn_config_read(PCIDevice *d, uint32_t addr, int len)
{
    XpmuEmrFnState *f = XPMU_EMR_FN(d);
    uint64_t off;
    uint32_t val;

    /*
     * taken away by the test channel: as a missing function reads; or
     * a read it makes glitch
     */
    if (f->socket && (f->socket->fn_absent[f->bus_kind][d->devfn] ||
                      glitch(f, addr))) {
        return extract32(UINT32_MAX, 0, 8 * len);
    }
    if (!pmon_offset(f, addr, true, &off)) {
        return pci_default_read_config(d, addr, len);
    }
    qemu_mutex_lock(&f->uncore->lock);
    val = xpmu_emr_block_load(&f->socket->blocks[f->block], off, len);
    qemu_mutex_unlock(&f->uncore->lock);
    return val;
}

static void xpmu_emr_fn_config_write(PCIDevice *d, uint32_t addr,
                                     uint32_t val, int len)
{
    XpmuEmrFnState *f = XPMU_EMR_FN(d);
    uint64_t off;

    if (f->socket && f->socket->fn_absent[f->bus_kind][d->devfn]) {
        return;
    }
    if (!pmon_offset(f, addr, false, &off)) {
        pci_default_write_config(d, addr, val, len);
        return;
    }
    qemu_mutex_lock(&f->uncore->lock);
    xpmu_emr_block_store(&f->socket->blocks[f->block], off, len, val);
    qemu_mutex_unlock(&f->uncore->lock);
}

/* The OOBMSM's BAR 0: its part of the socket's table (xpmu-emr-layout.c). */
static uint64_t table_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrFnState *f = opaque;
    uint64_t word;

    qemu_mutex_lock(&f->uncore->lock);
    word = xpmu_emr_table_part_word(f->table, f->part, f->parts, addr / 8);
    qemu_mutex_unlock(&f->uncore->lock);
    return extract64(word, 8 * (addr % 8), 8 * size);
}

static void table_write(void *opaque, hwaddr addr, uint64_t val,
                        unsigned size)
{
    qemu_log_mask(LOG_GUEST_ERROR, "%s: write to the discovery table at 0x%"
                  HWADDR_PRIx " dropped\n", TYPE_XPMU_EMR_SOCKET, addr);
}

static const MemoryRegionOps table_ops = {
    .read = table_read,
    .write = table_write,
    .endianness = DEVICE_LITTLE_ENDIAN,
    .valid = { .min_access_size = 4, .max_access_size = 8 },
    .impl = { .min_access_size = 4, .max_access_size = 8 },
};

/* What a BAR without a table holds: all ones (broken=on), or 0. */
static uint64_t other_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrFnState *f = opaque;

    return f->broken ? MAKE_64BIT_MASK(0, 8 * size) : 0;
}

static void other_write(void *opaque, hwaddr addr, uint64_t val,
                        unsigned size)
{
}

static const MemoryRegionOps other_ops = {
    .read = other_read,
    .write = other_write,
    .endianness = DEVICE_LITTLE_ENDIAN,
    .valid = { .min_access_size = 1, .max_access_size = 8 },
    .impl = { .min_access_size = 1, .max_access_size = 8 },
};

/*
 * The OOBMSM's DVSECs, in the dumps' order of ids, each a header and
 * the dword at 0xC: id 1 PMON discovery (1.10.1: the table at the start
 * of BAR 0, BIR 0 and no other bit); ids 2-4 made up as intel_vsec's
 * telemetry, watcher and crashlog (one entry of 4 dwords at 0xA-0xB, BIR
 * 1 and an offset, bits 31:3, at 0xC); id 0 made up empty.
 */
static const struct {
    uint16_t id;
    uint16_t entries;
    uint32_t table;
} oobmsm_dvsecs[] = {
    { DVSEC_PMON_ID, 0, 0 },
    { 2, 0x0401, 0x0000 | 1 },
    { 3, 0x0401, 0x1000 | 1 },
    { 4, 0x0401, 0x2000 | 1 },
    { 0, 0, 0 },
};

/* The DVSECs (1.10.1) and the BARs, BAR 0 holding the PMON table. */
static void oobmsm_init(XpmuEmrFnState *f, Error **errp)
{
    PCIDevice *d = PCI_DEVICE(f);
    unsigned int i;
    uint16_t at;

    for (i = 0; i < ARRAY_SIZE(oobmsm_dvsecs); i++) {
        at = DVSEC_OFFSET + i * DVSEC_SIZE;
        pcie_add_capability(d, PCI_EXT_CAP_ID_DVSEC, 1, at, DVSEC_SIZE);
        /* header 1: vendor, revision 1, length; header 2: DVSEC id */
        pci_set_long(d->config + at + 4,
                     INTEL_VENDOR | 1 << 16 | DVSEC_SIZE << 20);
        pci_set_word(d->config + at + 8, oobmsm_dvsecs[i].id);
        pci_set_word(d->config + at + 0xA, oobmsm_dvsecs[i].entries);
        pci_set_long(d->config + at + 0xC, oobmsm_dvsecs[i].table);
    }
    if (f->broken && !f->copy) {
        memory_region_init_io(&f->table_bar, OBJECT(f), &other_ops, f,
                              "xpmu-emr-discovery-broken", OOBMSM_BAR0_SIZE);
    } else {
        f->table = f->broken ? fn_socket(f) : f->socket;
        if (!f->parts || f->part >= f->parts) {
            error_setg(errp, "%s: part %u of %u tables", TYPE_XPMU_EMR_OOBMSM,
                       f->part, f->parts);
            return;
        }
        if (xpmu_emr_table_part_words(f->table, f->part, f->parts) *
            sizeof(uint64_t) > OOBMSM_BAR0_SIZE) {
            error_setg(errp, "%s: the discovery table does not fit BAR 0",
                       TYPE_XPMU_EMR_OOBMSM);
            return;
        }
        memory_region_init_io(&f->table_bar, OBJECT(f), &table_ops, f,
                              "xpmu-emr-discovery", OOBMSM_BAR0_SIZE);
    }
    pci_register_bar(d, 0, PCI_BASE_ADDRESS_SPACE_MEMORY, &f->table_bar);
    memory_region_init_io(&f->other_bar, OBJECT(f), &other_ops, f,
                          "xpmu-emr-oobmsm-bar1", OOBMSM_BAR1_SIZE);
    pci_register_bar(d, 1, PCI_BASE_ADDRESS_SPACE_MEMORY, &f->other_bar);
}

/*
 * Where a UPI link leads, in its own function (the one its PMON sits in):
 * KTIPCSTS bit 4, the link trained, and KTILP0's node id (19:16) and port
 * (12:8) of the socket at its other end.  The guide documents neither:
 * offsets and fields are Linux's (SKX_KTIPCSTS_OFFSET, SKX_KTILP0_OFFSET
 * in uncore_snbep.c, read on SPR and EMR by discover_upi_topology()).
 * The model cables link L of each socket to link L of the other, with
 * node id = package (the Ubox's); with one socket no link trains.
 */
#define UPI_KTILP0              0x94
#define UPI_KTIPCSTS            0x120
#define UPI_KTIPCSTS_TRAINED    BIT(4)

static void upi_link_init(XpmuEmrFnState *f, const XpmuEmrBlock *b)
{
    PCIDevice *d = PCI_DEVICE(f);

    if (f->uncore->nr_sockets != 2) {
        return;
    }
    pci_set_long(d->config + UPI_KTILP0,
                 (1 - f->socket_index) << 16 | b->id << 8);
    pci_set_long(d->config + UPI_KTIPCSTS, UPI_KTIPCSTS_TRAINED);
}

static void xpmu_emr_fn_realize(PCIDevice *d, Error **errp)
{
    XpmuEmrFnState *f = XPMU_EMR_FN(d);
    XpmuEmrSocket *s = f->broken ? NULL : fn_socket(f);
    uint32_t gid = 0;
    unsigned int i;

    f->socket = s;
    if (s) {
        s->fn[f->bus_kind][d->devfn] = d;
    }
    pci_config_set_vendor_id(d->config, INTEL_VENDOR);
    pci_config_set_device_id(d->config, f->device_id);
    pci_config_set_class(d->config, PCI_CLASS_SYSTEM_OTHER);
    /* D30's functions have no capability list (the dumps' "Cap-") */
    if (f->bus_kind != XPMU_EMR_BUS_U1 &&
        pcie_endpoint_cap_init(d, PCIE_CAP_OFFSET) < 0) {
        error_setg(errp, "%s: no PCI Express capability", TYPE_XPMU_EMR_FN);
        return;
    }
    switch (f->kind) {
    case XPMU_EMR_FN_UBOX:
        /*
         * Package i has node id i: the GID mapping gives a 3-bit node id
         * per package, and the package of this Ubox is the field holding
         * its own node id.
         */
        for (i = 0; i < XPMU_EMR_MAX_SOCKETS; i++) {
            gid |= i << (3 * i);
        }
        pci_set_long(d->config + UBOX_NODE_ID, s->index);
        pci_set_long(d->config + UBOX_GID_MAP, gid);
        break;
    case XPMU_EMR_FN_IMC_BASE:
        pci_set_long(d->config + IMC_MMIO_BASE,
                     s->imc_base >> IMC_MMIO_BASE_SHIFT);
        for (i = 0; i < f->uncore->imcs; i++) {
            pci_set_long(d->config + IMC_MMIO_MEM0 + 4 * i,
                         (i * XPMU_EMR_IMC_WINDOW) >> IMC_MMIO_MEM_SHIFT);
        }
        break;
    case XPMU_EMR_FN_CAPID:
        pci_set_long(d->config + PCU_CAPID4, PCU_CAPID4_CHOP_XCC);
        /* one bit per CHA, CAPID6 then CAPID7 */
        pci_set_long(d->config + PCU_CAPID6,
                     MAKE_64BIT_MASK(0, MIN(f->uncore->chas, 32)));
        pci_set_long(d->config + PCU_CAPID7,
                     f->uncore->chas > 32 ?
                     MAKE_64BIT_MASK(0, f->uncore->chas - 32) : 0);
        break;
    case XPMU_EMR_FN_OOBMSM:
        oobmsm_init(f, errp);
        break;
    case XPMU_EMR_FN_BUSES:
        /*
         * U1 is the next bus until xpmu-emr-d30 says where it is; segment
         * 0, QEMU's only one
         */
        pci_set_long(d->config + BUSES_CFG,
                     s->bus | ((s->bus + 1) & 0xff) << 8);
        break;
    case XPMU_EMR_FN_MSM: {
        unsigned int stack = MSM_STACK_IDX0;
        unsigned int reg = stack < 16 ? MSM_CPUBUSNO0 + stack / 4 * 4 :
                           MSM_CPUBUSNO4 + (stack - 16) / 4 * 4;

        pci_set_byte(d->config + reg + stack % 4, pci_dev_bus_num(d));
        pci_set_long(d->config + MSM_CPUBUSNO_VALID, BIT(stack));
        break;
    }
    case XPMU_EMR_FN_SAD:
        pci_set_long(d->config + SAD_CONTROL_CFG, s->index);
        break;
    case XPMU_EMR_FN_PMON:
        f->block = xpmu_emr_pcicfg_block(s, d->devfn);
        if (f->block < 0) {
            error_setg(errp, "%s: no PMON block at devfn 0x%x",
                       TYPE_XPMU_EMR_FN, d->devfn);
        } else if (s->blocks[f->block].type == XPMU_EMR_UPI) {
            upi_link_init(f, &s->blocks[f->block]);
        }
        break;
    case XPMU_EMR_FN_PLAIN:
        break;
    }
}

static void xpmu_emr_fn_exit(PCIDevice *d)
{
    if (XPMU_EMR_FN(d)->bus_kind != XPMU_EMR_BUS_U1) {
        pcie_cap_exit(d);
    }
}

/* Add function @dev.@fn of the bus of @first, a function of the socket. */
static bool add_fn(XpmuEmrFnState *first, unsigned int dev, unsigned int fn,
                   XpmuEmrFnKind kind, uint16_t device_id, bool multi,
                   Error **errp)
{
    PCIDevice *d = pci_new_multifunction(PCI_DEVFN(dev, fn), multi,
                                         TYPE_XPMU_EMR_FN);
    XpmuEmrFnState *f = XPMU_EMR_FN(d);

    f->uncore = first->uncore;
    f->socket_index = first->socket_index;
    f->bus_kind = first->bus_kind;
    f->broken = first->broken;
    f->kind = kind;
    f->device_id = device_id;
    return pci_realize_and_unref(d, pci_get_bus(PCI_DEVICE(first)), errp);
}

/*
 * The channel block an access at @addr of an iMC's window reaches, and
 * the offset in it; NULL below channel 0 or past channel 1.
 */
static XpmuEmrBlock *imc_block(XpmuEmrImcWindow *w, hwaddr addr,
                               uint64_t *off)
{
    XpmuEmrSocket *s = w->socket;
    unsigned int chn, i;

    if (addr < XPMU_EMR_IMC_CHN_OFFSET) {
        return NULL;
    }
    chn = (addr - XPMU_EMR_IMC_CHN_OFFSET) / XPMU_EMR_IMC_CHN_STRIDE;
    *off = (addr - XPMU_EMR_IMC_CHN_OFFSET) % XPMU_EMR_IMC_CHN_STRIDE;
    for (i = 0; chn < XPMU_EMR_IMC_CHANNELS && i < s->nr_blocks; i++) {
        if (s->blocks[i].type == XPMU_EMR_IMC &&
            s->blocks[i].id == w->imc * XPMU_EMR_IMC_CHANNELS + chn) {
            return &s->blocks[i];
        }
    }
    return NULL;
}

/*
 * The iMC's free-running counter an access at @addr of its window falls
 * in (Table 1-12: 8 bytes each at DCLK, RPQ and WPQ), or NULL.
 */
static XpmuEmrFreerun *imc_freerun(XpmuEmrImcWindow *w, hwaddr addr,
                                   unsigned int *byte)
{
    static const hwaddr at[XPMU_EMR_IMC_FR] = {
        XPMU_EMR_IMC_FR_DCLK, XPMU_EMR_IMC_FR_RPQ, XPMU_EMR_IMC_FR_WPQ,
    };
    unsigned int i;

    for (i = 0; i < XPMU_EMR_IMC_FR; i++) {
        if (addr >= at[i] && addr < at[i] + 8) {
            *byte = addr - at[i];
            return &w->socket->imc_fr[w->imc][i];
        }
    }
    return NULL;
}

/*
 * Whether every channel of the window's iMC reads all ones (the test
 * channel's fault): the controller's free-running counters then read all
 * ones too, as a memory controller absent from the die does.
 */
static bool imc_unreadable(XpmuEmrImcWindow *w)
{
    XpmuEmrBlock *b;
    unsigned int chn;
    uint64_t off;

    for (chn = 0; chn < XPMU_EMR_IMC_CHANNELS; chn++) {
        b = imc_block(w, XPMU_EMR_IMC_CHN_OFFSET +
                      chn * XPMU_EMR_IMC_CHN_STRIDE, &off);
        if (!b || !b->unreadable) {
            return false;
        }
    }
    return true;
}

static uint64_t imc_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrImcWindow *w = opaque;
    XpmuEmrFreerun *fr;
    XpmuEmrBlock *b;
    uint64_t off, val = 0;
    unsigned int byte;

    qemu_mutex_lock(&w->socket->uncore->lock);
    b = imc_block(w, addr, &off);
    fr = imc_freerun(w, addr, &byte);
    if (b) {
        val = xpmu_emr_block_load(b, off, size);
    } else if (fr && imc_unreadable(w)) {
        val = MAKE_64BIT_MASK(0, 8 * size);
    } else if (fr) {
        val = extract64(xpmu_emr_freerun_read(w->socket, fr) >> (8 * byte),
                        0, 8 * size);
    }
    qemu_mutex_unlock(&w->socket->uncore->lock);
    return val;
}

static void imc_write(void *opaque, hwaddr addr, uint64_t val, unsigned size)
{
    XpmuEmrImcWindow *w = opaque;
    XpmuEmrBlock *b;
    uint64_t off;
    unsigned int byte;

    qemu_mutex_lock(&w->socket->uncore->lock);
    b = imc_block(w, addr, &off);
    if (b) {
        xpmu_emr_block_store(b, off, size, val);
    } else if (imc_freerun(w, addr, &byte)) {
        w->socket->rsv_writes++;    /* read-only (2.3.2.1) */
    } else {
        xpmu_emr_undefined_write(w->socket, XPMU_EMR_ACCESS_MMIO,
                                 w->mr.addr + addr);
    }
    qemu_mutex_unlock(&w->socket->uncore->lock);
}

static const MemoryRegionOps imc_ops = {
    .read = imc_read,
    .write = imc_write,
    .endianness = DEVICE_LITTLE_ENDIAN,
    .valid = { .min_access_size = 4, .max_access_size = 8 },
    .impl = { .min_access_size = 4, .max_access_size = 8 },
};

/* The CXL block an access at @addr of the socket's CXL window reaches. */
static XpmuEmrBlock *cxl_block(XpmuEmrSocket *s, hwaddr addr, uint64_t *off)
{
    uint64_t at = s->cxl_base + addr;
    unsigned int i;

    for (i = 0; i < s->nr_blocks; i++) {
        XpmuEmrBlock *b = &s->blocks[i];

        if ((b->type == XPMU_EMR_CXLCM || b->type == XPMU_EMR_CXLDP) &&
            at >= b->addr && at < b->addr + XPMU_EMR_CXL_BLOCK) {
            *off = at - b->addr;
            return b;
        }
    }
    return NULL;
}

static uint64_t cxl_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrSocket *s = opaque;
    XpmuEmrBlock *b;
    uint64_t off, val = 0;

    qemu_mutex_lock(&s->uncore->lock);
    b = cxl_block(s, addr, &off);
    if (b) {
        val = xpmu_emr_block_load(b, off, size);
    }
    qemu_mutex_unlock(&s->uncore->lock);
    return val;
}

static void cxl_write(void *opaque, hwaddr addr, uint64_t val, unsigned size)
{
    XpmuEmrSocket *s = opaque;
    XpmuEmrBlock *b;
    uint64_t off;

    qemu_mutex_lock(&s->uncore->lock);
    b = cxl_block(s, addr, &off);
    if (b) {
        xpmu_emr_block_store(b, off, size, val);
    } else {
        xpmu_emr_undefined_write(s, XPMU_EMR_ACCESS_MMIO, s->cxl_base + addr);
    }
    qemu_mutex_unlock(&s->uncore->lock);
}

static const MemoryRegionOps cxl_ops = {
    .read = cxl_read,
    .write = cxl_write,
    .endianness = DEVICE_LITTLE_ENDIAN,
    .valid = { .min_access_size = 4, .max_access_size = 8 },
    .impl = { .min_access_size = 4, .max_access_size = 8 },
};

/*
 * Each iMC's window where MMIO_BASE and its MEMn BAR put it (1.10.3), and
 * the CXL window.
 */
static void map_mmio(XpmuEmrFnState *ubox, XpmuEmrSocket *s)
{
    unsigned int i;

    for (i = 0; i < ubox->uncore->imcs; i++) {
        XpmuEmrImcWindow *w = &s->imc[i];

        w->socket = s;
        w->imc = i;
        memory_region_init_io(&w->mr, OBJECT(ubox), &imc_ops, w,
                              "xpmu-emr-imc", XPMU_EMR_IMC_WINDOW);
        memory_region_add_subregion(get_system_memory(),
                                    s->imc_base + i * XPMU_EMR_IMC_WINDOW,
                                    &w->mr);
    }
    if (ubox->uncore->cxls) {
        memory_region_init_io(&s->cxl, OBJECT(ubox), &cxl_ops, s,
                              "xpmu-emr-cxl", 2 * ubox->uncore->cxls *
                              XPMU_EMR_CXL_BLOCK);
        memory_region_add_subregion(get_system_memory(), s->cxl_base,
                                    &s->cxl);
    }
}

static void xpmu_emr_socket_realize(PCIDevice *d, Error **errp)
{
    ERRP_GUARD();
    XpmuEmrFnState *f = XPMU_EMR_FN(d);
    XpmuEmrUncoreState *u = f->uncore;
    XpmuEmrSocket *s;
    unsigned int i;
    bool ok = true;

    if (!u) {
        error_setg(errp, "%s: needs uncore=<the xpmu-emr-uncore's id>",
                   TYPE_XPMU_EMR_SOCKET);
        return;
    }
    if (f->socket_index >= u->nr_sockets) {
        error_setg(errp, "%s: socket %u of %u", TYPE_XPMU_EMR_SOCKET,
                   f->socket_index, u->nr_sockets);
        return;
    }
    if (d->devfn != PCI_DEVFN(0, 0)) {
        error_setg(errp, "%s: the Ubox is function 0.0 of its bus",
                   TYPE_XPMU_EMR_SOCKET);
        return;
    }
    s = fn_socket(f);
    if (s->present) {
        error_setg(errp, "%s: socket %u already has one",
                   TYPE_XPMU_EMR_SOCKET, f->socket_index);
        return;
    }
    s->uncore = u;
    s->index = f->socket_index;
    s->bus = pci_dev_bus_num(d);
    s->imc_base = u->imc_mmio_base + (uint64_t)s->index * 64 * MiB;
    s->cxl_base = s->imc_base + XPMU_EMR_CXL_OFFSET;
    xpmu_emr_layout_build(s);
    f->kind = XPMU_EMR_FN_UBOX;
    f->bus_kind = XPMU_EMR_BUS_U0;
    f->device_id = UBOX_DID;
    xpmu_emr_fn_realize(d, errp);
    if (*errp) {
        return;
    }

    ok = add_fn(f, 0, 1, XPMU_EMR_FN_IMC_BASE, IMC_BASE_DID, false, errp) &&
         add_fn(f, 0, BUSES_FN, XPMU_EMR_FN_BUSES, BUSES_DID, false, errp);
    for (i = 0; ok && i < u->upis; i++) {
        ok = add_fn(f, 1 + i, 0, XPMU_EMR_FN_PLAIN, UPI_DID - 1, true,
                    errp) &&
             add_fn(f, 1 + i, 1, XPMU_EMR_FN_PMON, UPI_DID, false, errp);
    }
    for (i = 0; ok && i < u->m3upis; i++) {
        ok = add_fn(f, 5 + i, 0, XPMU_EMR_FN_PLAIN, M3UPI_DID - 1, true,
                    errp) &&
             add_fn(f, 5 + i, 1, XPMU_EMR_FN_PMON, M3UPI_DID, false, errp);
    }
    for (i = 0; ok && i < u->m2ms; i++) {
        ok = add_fn(f, 12 + i, 0, XPMU_EMR_FN_PMON, M2M_DID, false, errp);
    }
    if (!ok) {
        return;
    }
    map_mmio(f, s);
    qemu_mutex_lock(&u->lock);
    s->present = true;
    qemu_mutex_unlock(&u->lock);
}

/*
 * The socket of an xpmu-emr-d30 or xpmu-emr-oobmsm: its xpmu-emr-socket
 * must come first (it lays out the blocks and the table).
 */
static XpmuEmrSocket *realized_socket(XpmuEmrFnState *f, const char *type,
                                      Error **errp)
{
    XpmuEmrUncoreState *u = f->uncore;

    if (!u) {
        error_setg(errp, "%s: needs uncore=<the xpmu-emr-uncore's id>", type);
        return NULL;
    }
    if (f->socket_index >= u->nr_sockets ||
        !u->socket[f->socket_index].present) {
        error_setg(errp, "%s: socket %u has no %s before it", type,
                   f->socket_index, TYPE_XPMU_EMR_SOCKET);
        return NULL;
    }
    return &u->socket[f->socket_index];
}

/* D30 of the bus after the Ubox's (U1): 1e.0-1e.7, CAPID6/7 at 1e.3. */
static void xpmu_emr_d30_realize(PCIDevice *d, Error **errp)
{
    ERRP_GUARD();
    XpmuEmrFnState *f = XPMU_EMR_FN(d);
    XpmuEmrSocket *s = realized_socket(f, TYPE_XPMU_EMR_D30, errp);
    PCIDevice *buses;
    unsigned int fn;
    bool ok = true;

    if (!s) {
        return;
    }
    if (d->devfn != PCI_DEVFN(PCU_CR3_DEV, 0)) {
        error_setg(errp, "%s: D30 is function 1e.0 of its bus",
                   TYPE_XPMU_EMR_D30);
        return;
    }
    f->kind = XPMU_EMR_FN_PLAIN;
    f->bus_kind = XPMU_EMR_BUS_U1;
    f->device_id = D30_DID0;
    xpmu_emr_fn_realize(d, errp);
    for (fn = 1; !*errp && ok && fn < 8; fn++) {
        ok = add_fn(f, PCU_CR3_DEV, fn, fn == PCU_CR3_FN ?
                    XPMU_EMR_FN_CAPID : XPMU_EMR_FN_PLAIN, D30_DID0 + fn,
                    false, errp);
    }
    /* EDAC's U1: where D30 is */
    buses = s->fn[XPMU_EMR_BUS_U0][PCI_DEVFN(0, BUSES_FN)];
    if (ok && buses) {
        pci_set_byte(buses->config + BUSES_CFG + 1, pci_dev_bus_num(d));
    }
}

/*
 * The OOBMSM of a socket, or with broken=on of none; with copy=on too, its
 * table is a copy of socket's.
 */
static void xpmu_emr_oobmsm_realize(PCIDevice *d, Error **errp)
{
    ERRP_GUARD();
    XpmuEmrFnState *f = XPMU_EMR_FN(d);

    if ((!f->broken || f->copy) &&
        !realized_socket(f, TYPE_XPMU_EMR_OOBMSM, errp)) {
        return;
    }
    f->kind = XPMU_EMR_FN_OOBMSM;
    f->bus_kind = XPMU_EMR_BUS_OOBMSM;
    f->device_id = OOBMSM_DID;
    xpmu_emr_fn_realize(d, errp);
    if (*errp || !PCI_FUNC(d->devfn)) {
        return;
    }
    /* a socket's OOBMSM at 03.1: 03.0 and 00.0 of its stack's bus too */
    if (!f->broken && PCI_SLOT(d->devfn) == MSM_DEV) {
        if (add_fn(f, MSM_DEV, 0, XPMU_EMR_FN_MSM, MSM_DID, true, errp)) {
            add_fn(f, 0, 0, XPMU_EMR_FN_SAD, SAD_DID, false, errp);
        }
    } else {
        add_fn(f, PCI_SLOT(d->devfn), 0, XPMU_EMR_FN_PLAIN, OOBMSM_DID - 1,
               true, errp);
    }
}

static void xpmu_emr_socket_init(Object *obj)
{
    /* the Ubox's 00.1 and 00.2 follow it, D30's 1e.1-1e.7 likewise */
    PCI_DEVICE(obj)->cap_present |= QEMU_PCI_CAP_MULTIFUNCTION;
}

static Property xpmu_emr_socket_properties[] = {
    DEFINE_PROP_UINT32("socket", XpmuEmrFnState, socket_index, 0),
    DEFINE_PROP_LINK("uncore", XpmuEmrFnState, uncore, TYPE_XPMU_EMR_UNCORE,
                     XpmuEmrUncoreState *),
    DEFINE_PROP_END_OF_LIST(),
};

static Property xpmu_emr_oobmsm_properties[] = {
    DEFINE_PROP_UINT32("socket", XpmuEmrFnState, socket_index, 0),
    DEFINE_PROP_LINK("uncore", XpmuEmrFnState, uncore, TYPE_XPMU_EMR_UNCORE,
                     XpmuEmrUncoreState *),
    DEFINE_PROP_BOOL("broken", XpmuEmrFnState, broken, false),
    DEFINE_PROP_BOOL("copy", XpmuEmrFnState, copy, false),
    DEFINE_PROP_UINT32("part", XpmuEmrFnState, part, 0),
    DEFINE_PROP_UINT32("parts", XpmuEmrFnState, parts, 1),
    DEFINE_PROP_END_OF_LIST(),
};

static void xpmu_emr_fn_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids uncore function (xpmu)";
    dc->user_creatable = false;
    dc->hotpluggable = false;
    k->vendor_id = INTEL_VENDOR;
    k->expander_root_ok = true;
    k->class_id = PCI_CLASS_SYSTEM_OTHER;
    k->realize = xpmu_emr_fn_realize;
    k->exit = xpmu_emr_fn_exit;
    k->config_read = xpmu_emr_fn_config_read;
    k->config_write = xpmu_emr_fn_config_write;
    set_bit(DEVICE_CATEGORY_MISC, dc->categories);
}

static void xpmu_emr_socket_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids uncore of one socket (xpmu)";
    dc->user_creatable = true;
    k->realize = xpmu_emr_socket_realize;
    k->device_id = UBOX_DID;
    device_class_set_props(dc, xpmu_emr_socket_properties);
}

static void xpmu_emr_d30_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids D30 functions of one socket (xpmu)";
    dc->user_creatable = true;
    k->realize = xpmu_emr_d30_realize;
    k->device_id = D30_DID0;
    device_class_set_props(dc, xpmu_emr_socket_properties);
}

static void xpmu_emr_oobmsm_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids OOBMSM of one socket (xpmu)";
    dc->user_creatable = true;
    k->realize = xpmu_emr_oobmsm_realize;
    k->device_id = OOBMSM_DID;
    device_class_set_props(dc, xpmu_emr_oobmsm_properties);
}

static const TypeInfo xpmu_emr_fn_info = {
    .name          = TYPE_XPMU_EMR_FN,
    .parent        = TYPE_PCI_DEVICE,
    .instance_size = sizeof(XpmuEmrFnState),
    .class_init    = xpmu_emr_fn_class_init,
    .interfaces = (InterfaceInfo[]) {
        { INTERFACE_PCIE_DEVICE },
        { }
    },
};

static const TypeInfo xpmu_emr_socket_info = {
    .name          = TYPE_XPMU_EMR_SOCKET,
    .parent        = TYPE_XPMU_EMR_FN,
    .instance_init = xpmu_emr_socket_init,
    .class_init    = xpmu_emr_socket_class_init,
};

static const TypeInfo xpmu_emr_d30_info = {
    .name          = TYPE_XPMU_EMR_D30,
    .parent        = TYPE_XPMU_EMR_FN,
    .instance_init = xpmu_emr_socket_init,
    .class_init    = xpmu_emr_d30_class_init,
};

static const TypeInfo xpmu_emr_oobmsm_info = {
    .name          = TYPE_XPMU_EMR_OOBMSM,
    .parent        = TYPE_XPMU_EMR_FN,
    .class_init    = xpmu_emr_oobmsm_class_init,
};

static void xpmu_emr_pci_register_types(void)
{
    type_register_static(&xpmu_emr_fn_info);
    type_register_static(&xpmu_emr_socket_info);
    type_register_static(&xpmu_emr_d30_info);
    type_register_static(&xpmu_emr_oobmsm_info);
}

type_init(xpmu_emr_pci_register_types)
