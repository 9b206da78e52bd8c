/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * The model is written from the 5th Gen Intel Xeon Scalable Processor XCC
 * (Emerald Rapids) Uncore Performance Monitoring Guide, on its own terms:
 * it shares no header or table with the xpmu drivers, so that a driver
 * that misreads the guide and a model that reads it right disagree.
 *
 * This device is the machine-wide part: the shape of every die, the lock
 * of all the registers, and the uncore MSRs, answered per socket of the
 * executing vCPU (hw/i386/uncore-msr.h).  Each socket's PCI side is an
 * xpmu-emr-socket device on that socket's bus (xpmu-emr-pci.c), which
 * lays out the socket's blocks when it is realized.  Until then, and for
 * an address no unit of the shape has, an uncore MSR raises #GP: the
 * silicon faults on an MSR it does not implement, for one a CHA beyond
 * the die's count or a fused-off IIO stack.
 *
 *   -device xpmu-emr-uncore,id=xpmu[,chas=60][,stacks=10]...
 *   -device pxb-pcie,id=xpmu-s0,bus_nr=0x7e,numa_node=0
 *   -device xpmu-emr-socket,bus=xpmu-s0,addr=0.0,socket=0,uncore=xpmu
 *   -device pxb-pcie,id=xpmu-s0u1,bus_nr=0x7f,numa_node=0
 *   -device xpmu-emr-d30,bus=xpmu-s0u1,addr=1e.0,socket=0,uncore=xpmu
 *   -device pxb-pcie,id=xpmu-s0o,bus_nr=0x6a,numa_node=0
 *   -device xpmu-emr-oobmsm,bus=xpmu-s0o,addr=3.1,socket=0,uncore=xpmu
 *   (and the same for each further socket)
 */

#include "qemu/osdep.h"
#include "qapi/error.h"
#include "qemu/bitops.h"
#include "qemu/log.h"
#include "qemu/module.h"
#include "hw/boards.h"
#include "hw/qdev-properties.h"
#include "sysemu/tcg.h"
#include "xpmu-emr.h"

static XpmuEmrSocket *msr_socket(XpmuEmrUncoreState *u, int socket)
{
    if (socket < 0 || socket >= u->nr_sockets ||
        !u->socket[socket].present) {
        return NULL;
    }
    return &u->socket[socket];
}

/*
 * The global control (Table 1-1: frz_all, write-only) and status (Table
 * 1-2: a bit per global status position, write 1 to clear).
 */
static uint64_t global_read(XpmuEmrSocket *s, uint32_t msr)
{
    if (msr == XPMU_EMR_MSR_GLOBAL_CTL) {
        return 0;
    }
    return s->global_status[msr - XPMU_EMR_MSR_GLOBAL_STATUS0];
}

static void global_write(XpmuEmrSocket *s, uint32_t msr, uint64_t val)
{
    if (msr == XPMU_EMR_MSR_GLOBAL_CTL) {
        /* every counter of the socket stops or starts here */
        xpmu_emr_socket_fold(s);
        s->frz_all = val & 1;
        return;
    }
    s->global_status[msr - XPMU_EMR_MSR_GLOBAL_STATUS0] &= ~val;
}

/* The IIO free-running counter at MSR index @i. */
static XpmuEmrFreerun *iio_freerun(XpmuEmrSocket *s, unsigned int i)
{
    unsigned int n = s->msr_block[i];

    return &s->iio_fr[n / XPMU_EMR_IIO_FR][n % XPMU_EMR_IIO_FR];
}

/* Whether IIO stack @stack of @s is fused off (XpmuEmrBlock.fused). */
static bool iio_fused(XpmuEmrSocket *s, unsigned int stack)
{
    unsigned int i;

    for (i = 0; i < s->nr_blocks; i++) {
        if (s->blocks[i].type == XPMU_EMR_IIO && s->blocks[i].id == stack) {
            return s->blocks[i].fused & XPMU_EMR_FUSED_ALL;
        }
    }
    return false;
}

/*
 * The uncore frequency MSRs, as Linux's intel_uncore_frequency driver
 * reads them (uncore-frequency.c): MSR_UNCORE_RATIO_LIMIT, the highest
 * ratio in 6:0 and the lowest in 14:8, and MSR_UNCORE_PERF_STATUS, the
 * current ratio in 6:0, all of 100 MHz.  The model's UCLK does not move
 * (XPMU_EMR_UCLK_RATIO): both limits are its ratio, and a write to the
 * limits is taken and changes nothing (counted for the tests, as a write
 * the model cannot honour); the status is read-only (#GP on a write).
 */
#define UNCORE_RATIO_MIN_SHIFT  8
#define UNCORE_RATIO_BITS       7

static bool freq_msr_access(XpmuEmrSocket *s, uint32_t msr, bool write,
                            uint64_t *val)
{
    if (msr == X86_UNCORE_MSR_PERF_STATUS) {
        if (write) {
            return false;
        }
        *val = XPMU_EMR_UCLK_RATIO;
        return true;
    }
    if (write) {
        s->rsv_writes++;
        return true;
    }
    *val = deposit64(XPMU_EMR_UCLK_RATIO, UNCORE_RATIO_MIN_SHIFT,
                     UNCORE_RATIO_BITS, XPMU_EMR_UCLK_RATIO);
    return true;
}

/*
 * One rdmsr or wrmsr of @msr on @socket: false for an MSR the socket does
 * not implement, or whose unit is fused off, which the caller turns into
 * #GP.
 */
static bool msr_access(XpmuEmrUncoreState *u, int socket, uint32_t msr,
                       bool write, uint64_t *val)
{
    unsigned int i = msr - X86_UNCORE_MSR_FIRST;
    XpmuEmrSocket *s;
    XpmuEmrBlock *b;
    bool ok = true;

    qemu_mutex_lock(&u->lock);
    s = msr_socket(u, socket);
    if (msr < X86_UNCORE_MSR_FIRST) {
        ok = s && freq_msr_access(s, msr, write, val);
        qemu_mutex_unlock(&u->lock);
        return ok;
    }
    switch (s ? s->msr_kind[i] : XPMU_EMR_MSR_ABSENT) {
    case XPMU_EMR_MSR_BLOCK:
        b = &s->blocks[s->msr_block[i]];
        if ((b->fused & XPMU_EMR_FUSED_ALL) ||
            (write && (b->fused & XPMU_EMR_FUSED_WRITES))) {
            ok = false;
        } else if (write) {
            xpmu_emr_block_store(b, msr - b->addr, 8, *val);
        } else {
            *val = xpmu_emr_block_load(b, msr - b->addr, 8);
        }
        break;
    case XPMU_EMR_MSR_UCLK:
        b = &s->uclk;
        if (write) {
            xpmu_emr_block_store(b, msr - b->addr, 8, *val);
        } else {
            *val = xpmu_emr_block_load(b, msr - b->addr, 8);
        }
        break;
    case XPMU_EMR_MSR_FREERUN:
        /*
         * Software cannot write them (2.4.2); whether the silicon drops
         * or faults on a write the guide does not say: dropped, and
         * counted for the tests as a write no driver should make.
         */
        if (iio_fused(s, s->msr_block[i] / XPMU_EMR_IIO_FR)) {
            ok = false;
        } else if (write) {
            s->rsv_writes++;
        } else {
            *val = xpmu_emr_freerun_read(s, iio_freerun(s, i));
        }
        break;
    case XPMU_EMR_MSR_ZERO:
        if (write) {
            s->rsv_writes++;
        } else {
            *val = 0;
        }
        break;
    case XPMU_EMR_MSR_GLOBAL:
        if (write) {
            global_write(s, msr, *val);
        } else {
            *val = global_read(s, msr);
        }
        break;
    default:
        if (write && s) {
            xpmu_emr_undefined_write(s, XPMU_EMR_ACCESS_MSR, msr);
        }
        ok = false;
        break;
    }
    qemu_mutex_unlock(&u->lock);
    if (!ok) {
        qemu_log_mask(LOG_GUEST_ERROR, "%s: socket %d: %s 0x%" PRIx32
                      ": not implemented, #GP\n", TYPE_XPMU_EMR_UNCORE,
                      socket, write ? "wrmsr" : "rdmsr", msr);
    }
    return ok;
}

static bool xpmu_emr_msr_read(X86UncoreMsrHandler *h, int socket,
                              uint32_t msr, uint64_t *val)
{
    return msr_access(container_of(h, XpmuEmrUncoreState, msr), socket, msr,
                      false, val);
}

static bool xpmu_emr_msr_write(X86UncoreMsrHandler *h, int socket,
                               uint32_t msr, uint64_t val)
{
    return msr_access(container_of(h, XpmuEmrUncoreState, msr), socket, msr,
                      true, &val);
}

static void xpmu_emr_uncore_realize(DeviceState *dev, Error **errp)
{
    XpmuEmrUncoreState *u = XPMU_EMR_UNCORE(dev);
    MachineState *ms = MACHINE(qdev_get_machine());

    /* The hook is in the TCG rdmsr/wrmsr helpers. */
    if (!tcg_enabled()) {
        error_setg(errp, "%s needs TCG", TYPE_XPMU_EMR_UNCORE);
        return;
    }
    if (ms->smp.sockets > XPMU_EMR_MAX_SOCKETS) {
        error_setg(errp, "%s: %u sockets, at most %u (1.10.2)",
                   TYPE_XPMU_EMR_UNCORE, ms->smp.sockets,
                   XPMU_EMR_MAX_SOCKETS);
        return;
    }
    if (u->chas > XPMU_EMR_MAX_CHA || u->stacks > XPMU_EMR_MAX_STACKS ||
        u->imcs > XPMU_EMR_MAX_IMC || u->upis > XPMU_EMR_MAX_LINKS ||
        u->m3upis > XPMU_EMR_MAX_LINKS ||
        u->m2ms > XPMU_EMR_MAX_M2M || u->mdfs > XPMU_EMR_MAX_MDF ||
        u->cxls > XPMU_EMR_MAX_CXL) {
        error_setg(errp, "%s: more units than Table 1-7 allows",
                   TYPE_XPMU_EMR_UNCORE);
        return;
    }
    if (!u->dimm_mts) {
        error_setg(errp, "%s: dimm-mts must not be 0", TYPE_XPMU_EMR_UNCORE);
        return;
    }
    if (u->imc_mmio_base & ((1ULL << 23) - 1)) {
        error_setg(errp, "%s: imc-mmio-base must be 8 MiB aligned (1.10.3)",
                   TYPE_XPMU_EMR_UNCORE);
        return;
    }
    u->nr_sockets = ms->smp.sockets;
    qemu_mutex_init(&u->lock);
    u->msr.read = xpmu_emr_msr_read;
    u->msr.write = xpmu_emr_msr_write;
    if (!x86_uncore_msr_register(&u->msr)) {
        error_setg(errp, "%s: the uncore MSRs already have a model",
                   TYPE_XPMU_EMR_UNCORE);
        qemu_mutex_destroy(&u->lock);
        return;
    }
}

static void xpmu_emr_uncore_unrealize(DeviceState *dev)
{
    XpmuEmrUncoreState *u = XPMU_EMR_UNCORE(dev);

    x86_uncore_msr_unregister(&u->msr);
    qemu_mutex_destroy(&u->lock);
}

/* The default shape is an XCC die with every unit (Table 1-7). */
static Property xpmu_emr_uncore_properties[] = {
    DEFINE_PROP_UINT32("chas", XpmuEmrUncoreState, chas, 60),
    DEFINE_PROP_UINT32("stacks", XpmuEmrUncoreState, stacks, 10),
    DEFINE_PROP_UINT32("imcs", XpmuEmrUncoreState, imcs, 4),
    /*
     * Not always as many: a 2-socket Lenovo ThinkStation PX (Sapphire
     * Rapids) shows 3 UPI LL devices (0x3241) and 4 M3UPI (0x3246) a
     * socket, a 1-socket Dell Precision 7960 no UPI device and 4 M3UPI
     * (public lspci dumps, linuxhw LsPCI collection).
     */
    DEFINE_PROP_UINT32("upis", XpmuEmrUncoreState, upis, 4),
    DEFINE_PROP_UINT32("m3upis", XpmuEmrUncoreState, m3upis, 4),
    DEFINE_PROP_UINT32("m2ms", XpmuEmrUncoreState, m2ms, 4),
    DEFINE_PROP_UINT32("mdfs", XpmuEmrUncoreState, mdfs, 14),
    /* of "up to 6": a machine with two CXL devices */
    DEFINE_PROP_UINT32("cxls", XpmuEmrUncoreState, cxls, 2),
    /* above the guest's RAM and PCI windows, below TCG's 40 address bits */
    DEFINE_PROP_UINT64("imc-mmio-base", XpmuEmrUncoreState, imc_mmio_base,
                       0x3000000000ULL),
    /*
     * DDR5-4800, a speed of EMR's memory; scripts/vm gives the guest's
     * SMBIOS type 17 (Configured Memory Speed) the same
     */
    DEFINE_PROP_UINT32("dimm-mts", XpmuEmrUncoreState, dimm_mts, 4800),
    DEFINE_PROP_END_OF_LIST(),
};

static void xpmu_emr_uncore_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids uncore PMON model (xpmu)";
    dc->realize = xpmu_emr_uncore_realize;
    dc->unrealize = xpmu_emr_uncore_unrealize;
    dc->hotpluggable = false;
    device_class_set_props(dc, xpmu_emr_uncore_properties);
    set_bit(DEVICE_CATEGORY_MISC, dc->categories);
}

static const TypeInfo xpmu_emr_uncore_info = {
    .name          = TYPE_XPMU_EMR_UNCORE,
    .parent        = TYPE_DEVICE,
    .instance_size = sizeof(XpmuEmrUncoreState),
    .class_init    = xpmu_emr_uncore_class_init,
};

static void xpmu_emr_uncore_register_types(void)
{
    type_register_static(&xpmu_emr_uncore_info);
}

type_init(xpmu_emr_uncore_register_types)
