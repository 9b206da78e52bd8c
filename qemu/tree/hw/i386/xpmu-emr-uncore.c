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
 * This is the skeleton (issue 18, step 1): the device takes the uncore
 * PMON MSR range (hw/i386/uncore-msr.h) for every socket of the machine,
 * reads 0 and ignores writes, as QEMU does without it.  Later steps add
 * the MSR units (global control, CHA, IIO, IRP, M2PCIe, PCU, Ubox, MDF),
 * the PCI side (the discovery DVSEC and the PCICFG units on per-socket
 * buses), the iMC MMIO, counters on the virtual clock and a test-only
 * channel for ground truth and faults.
 *
 * Not created unless asked for: -device xpmu-emr-uncore.
 */

#include "qemu/osdep.h"
#include "qapi/error.h"
#include "qemu/log.h"
#include "qemu/module.h"
#include "qom/object.h"
#include "hw/boards.h"
#include "hw/qdev-core.h"
#include "hw/i386/uncore-msr.h"
#include "sysemu/tcg.h"

#define TYPE_XPMU_EMR_UNCORE "xpmu-emr-uncore"
OBJECT_DECLARE_SIMPLE_TYPE(XpmuEmrUncoreState, XPMU_EMR_UNCORE)

struct XpmuEmrUncoreState {
    DeviceState parent_obj;

    X86UncoreMsrHandler msr;
    unsigned int sockets;
};

static bool xpmu_emr_uncore_msr_read(X86UncoreMsrHandler *h, int socket,
                                     uint32_t msr, uint64_t *val)
{
    XpmuEmrUncoreState *s = container_of(h, XpmuEmrUncoreState, msr);

    assert((unsigned int)socket < s->sockets);
    qemu_log_mask(LOG_UNIMP, "%s: socket %d: rdmsr 0x%" PRIx32
                  " not modelled yet, reads 0\n",
                  TYPE_XPMU_EMR_UNCORE, socket, msr);
    *val = 0;
    return true;
}

static bool xpmu_emr_uncore_msr_write(X86UncoreMsrHandler *h, int socket,
                                      uint32_t msr, uint64_t val)
{
    XpmuEmrUncoreState *s = container_of(h, XpmuEmrUncoreState, msr);

    assert((unsigned int)socket < s->sockets);
    qemu_log_mask(LOG_UNIMP, "%s: socket %d: wrmsr 0x%" PRIx32
                  " <- 0x%" PRIx64 " not modelled yet, ignored\n",
                  TYPE_XPMU_EMR_UNCORE, socket, msr, val);
    return true;
}

static void xpmu_emr_uncore_realize(DeviceState *dev, Error **errp)
{
    XpmuEmrUncoreState *s = XPMU_EMR_UNCORE(dev);
    MachineState *ms = MACHINE(qdev_get_machine());

    /* The hook is in the TCG rdmsr/wrmsr helpers. */
    if (!tcg_enabled()) {
        error_setg(errp, "%s needs TCG", TYPE_XPMU_EMR_UNCORE);
        return;
    }
    s->sockets = ms->smp.sockets;
    s->msr.read = xpmu_emr_uncore_msr_read;
    s->msr.write = xpmu_emr_uncore_msr_write;
    if (!x86_uncore_msr_register(&s->msr)) {
        error_setg(errp, "%s: the uncore MSRs already have a model",
                   TYPE_XPMU_EMR_UNCORE);
        return;
    }
}

static void xpmu_emr_uncore_unrealize(DeviceState *dev)
{
    XpmuEmrUncoreState *s = XPMU_EMR_UNCORE(dev);

    x86_uncore_msr_unregister(&s->msr);
}

static void xpmu_emr_uncore_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);

    dc->desc = "Intel Emerald Rapids uncore PMON model (xpmu)";
    dc->realize = xpmu_emr_uncore_realize;
    dc->unrealize = xpmu_emr_uncore_unrealize;
    dc->hotpluggable = false;
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
