/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (the test channel: the model's ground truth, for the guest tests)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * Not hardware: a PCI function with QEMU's own vendor id that only the
 * test machine adds (scripts/vm --native), so that a guest tool
 * (tests/guest/bin/emr_truth.c) can ask the model what a counter has
 * counted and what was last written to its control.
 *
 *   -device xpmu-emr-truth,uncore=<the xpmu-emr-uncore's id>
 *
 * BAR 0, 64-bit registers: write the selectors, then read the answers;
 * each read of an answer brings the block's counters up to now first.
 */

#include "qemu/osdep.h"
#include "qapi/error.h"
#include "qemu/module.h"
#include "hw/pci/pci.h"
#include "hw/qdev-properties.h"
#include "xpmu-emr.h"

#define TYPE_XPMU_EMR_TRUTH "xpmu-emr-truth"
OBJECT_DECLARE_SIMPLE_TYPE(XpmuEmrTruthState, XPMU_EMR_TRUTH)

/* QEMU's vendor, and an id none of QEMU's devices uses */
#define TRUTH_DEVICE_ID     0x10e5

enum {
    /* selectors, read-write */
    TRUTH_SOCKET = 0x00,
    TRUTH_TYPE = 0x08,          /* discovery Unit Type */
    TRUTH_ID = 0x10,            /* discovery Unit ID */
    TRUTH_COUNTER = 0x18,
    /*
     * Answers about the selected counter, read-only but TRUTH_VALUE,
     * whose write sets the counter as another tool's would.
     */
    TRUTH_FOUND = 0x20,         /* 1 if the socket has that counter */
    TRUTH_TOTAL = 0x28,         /* events counted, never reset or wrapped */
    TRUTH_LAST_CTL = 0x30,      /* the control value last written */
    TRUTH_VALUE = 0x38,         /* the counter register now */
    TRUTH_LAST_EVENT = 0x40,    /* the last control written with an event */
    TRUTH_UNIT_STATUS = 0x48,   /* the block's unit status register */
    /*
     * The selected socket's frz_all (Table 1-1); a write sets it as
     * another tool could leave it.
     */
    TRUTH_FRZ_ALL = 0x50,
    TRUTH_SIZE = 0x1000,
};

struct XpmuEmrTruthState {
    PCIDevice parent_obj;

    XpmuEmrUncoreState *uncore;
    MemoryRegion bar;
    uint64_t socket;
    uint64_t type;
    uint64_t id;
    uint64_t counter;
};

static XpmuEmrBlock *selected(XpmuEmrTruthState *t)
{
    XpmuEmrSocket *s;
    unsigned int i;

    if (t->socket >= t->uncore->nr_sockets) {
        return NULL;
    }
    s = &t->uncore->socket[t->socket];
    for (i = 0; s->present && i < s->nr_blocks; i++) {
        XpmuEmrBlock *b = &s->blocks[i];

        if (b->type == t->type && b->id == t->id && t->counter < b->nctrs) {
            return b;
        }
    }
    return NULL;
}

static uint64_t truth_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrTruthState *t = opaque;
    XpmuEmrBlock *b;
    uint64_t val = 0;

    qemu_mutex_lock(&t->uncore->lock);
    b = selected(t);
    if (b) {
        xpmu_emr_block_fold(b);
    }
    switch (addr) {
    case TRUTH_SOCKET:
        val = t->socket;
        break;
    case TRUTH_TYPE:
        val = t->type;
        break;
    case TRUTH_ID:
        val = t->id;
        break;
    case TRUTH_COUNTER:
        val = t->counter;
        break;
    case TRUTH_FOUND:
        val = b != NULL;
        break;
    case TRUTH_TOTAL:
        val = b ? b->total[t->counter] : 0;
        break;
    case TRUTH_LAST_CTL:
        val = b ? b->last_ctl[t->counter] : 0;
        break;
    case TRUTH_VALUE:
        val = b ? b->ctr[t->counter] : 0;
        break;
    case TRUTH_LAST_EVENT:
        val = b ? b->last_event[t->counter] : 0;
        break;
    case TRUTH_UNIT_STATUS:
        val = b ? b->unit_status : 0;
        break;
    case TRUTH_FRZ_ALL:
        val = t->socket < t->uncore->nr_sockets &&
              t->uncore->socket[t->socket].frz_all;
        break;
    }
    qemu_mutex_unlock(&t->uncore->lock);
    return val;
}

static void truth_write(void *opaque, hwaddr addr, uint64_t val,
                        unsigned size)
{
    XpmuEmrTruthState *t = opaque;
    XpmuEmrBlock *b;

    qemu_mutex_lock(&t->uncore->lock);
    switch (addr) {
    case TRUTH_FRZ_ALL:
        if (t->socket < t->uncore->nr_sockets &&
            t->uncore->socket[t->socket].present) {
            xpmu_emr_socket_fold(&t->uncore->socket[t->socket]);
            t->uncore->socket[t->socket].frz_all = val & 1;
        }
        break;
    case TRUTH_VALUE:
        b = selected(t);
        if (b) {
            xpmu_emr_block_fold(b);
            xpmu_emr_block_write(b, XPMU_EMR_REG_CTR, t->counter, val);
        }
        break;
    case TRUTH_SOCKET:
        t->socket = val;
        break;
    case TRUTH_TYPE:
        t->type = val;
        break;
    case TRUTH_ID:
        t->id = val;
        break;
    case TRUTH_COUNTER:
        t->counter = val;
        break;
    }
    qemu_mutex_unlock(&t->uncore->lock);
}

static const MemoryRegionOps truth_ops = {
    .read = truth_read,
    .write = truth_write,
    .endianness = DEVICE_LITTLE_ENDIAN,
    .valid = { .min_access_size = 8, .max_access_size = 8 },
    .impl = { .min_access_size = 8, .max_access_size = 8 },
};

static void xpmu_emr_truth_realize(PCIDevice *d, Error **errp)
{
    XpmuEmrTruthState *t = XPMU_EMR_TRUTH(d);

    if (!t->uncore) {
        error_setg(errp, "%s: needs uncore=<the xpmu-emr-uncore's id>",
                   TYPE_XPMU_EMR_TRUTH);
        return;
    }
    memory_region_init_io(&t->bar, OBJECT(t), &truth_ops, t,
                          TYPE_XPMU_EMR_TRUTH, TRUTH_SIZE);
    pci_register_bar(d, 0, PCI_BASE_ADDRESS_SPACE_MEMORY, &t->bar);
}

static Property xpmu_emr_truth_properties[] = {
    DEFINE_PROP_LINK("uncore", XpmuEmrTruthState, uncore,
                     TYPE_XPMU_EMR_UNCORE, XpmuEmrUncoreState *),
    DEFINE_PROP_END_OF_LIST(),
};

static void xpmu_emr_truth_class_init(ObjectClass *klass, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(klass);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(klass);

    dc->desc = "test channel of the xpmu EMR uncore model (not hardware)";
    dc->hotpluggable = false;
    k->vendor_id = PCI_VENDOR_ID_REDHAT;
    k->device_id = TRUTH_DEVICE_ID;
    k->class_id = PCI_CLASS_OTHERS;
    k->realize = xpmu_emr_truth_realize;
    device_class_set_props(dc, xpmu_emr_truth_properties);
    set_bit(DEVICE_CATEGORY_MISC, dc->categories);
}

static const TypeInfo xpmu_emr_truth_info = {
    .name          = TYPE_XPMU_EMR_TRUTH,
    .parent        = TYPE_PCI_DEVICE,
    .instance_size = sizeof(XpmuEmrTruthState),
    .class_init    = xpmu_emr_truth_class_init,
    .interfaces = (InterfaceInfo[]) {
        { INTERFACE_CONVENTIONAL_PCI_DEVICE },
        { }
    },
};

static void xpmu_emr_truth_register_types(void)
{
    type_register_static(&xpmu_emr_truth_info);
}

type_init(xpmu_emr_truth_register_types)
