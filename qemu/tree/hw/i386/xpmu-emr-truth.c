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
#include "qemu/timer.h"
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
    TRUTH_TYPE = 0x08,          /* discovery Unit Type, or TYPE_GLOBAL */
    TRUTH_ID = 0x10,            /* discovery Unit ID */
    TRUTH_COUNTER = 0x18,       /* 0-3, or COUNTER_FIXED, COUNTER_FREERUN */
    /*
     * Answers about the selected counter, read-only but TRUTH_VALUE,
     * whose write sets the counter as another tool's would (or, for a
     * free-running one, as traffic would).
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
    TRUTH_EXTRA = 0x58,         /* the block's filter register */
    /* a free-running counter's events a second (others: 10^9) */
    TRUTH_RATE = 0x60,
    /* the socket's free-running counters stop while this is 1 (rw) */
    TRUTH_FR_PAUSE = 0x68,
    /* writes to the socket that set a reserved or read-only bit */
    TRUTH_RSV_WRITES = 0x70,
    /*
     * Firmware's side, for faults: word TABLE_INDEX of the socket's
     * discovery table (TABLE_WORD, rw), and the socket's PCI function
     * FN (XpmuEmrBus * 256 + devfn: 0x1F3 is 1e.3 of the bus after the
     * Ubox's): its config dword at FN_OFFSET (FN_CONFIG, rw, bypassing
     * what software may write), and whether it is there (FN_PRESENT: 0
     * makes it read all ones and drop writes, as an absent function).
     */
    TRUTH_TABLE_INDEX = 0x78,
    TRUTH_TABLE_WORD = 0x80,
    TRUTH_FN = 0x88,
    TRUTH_FN_OFFSET = 0x90,
    TRUTH_FN_CONFIG = 0x98,
    TRUTH_FN_PRESENT = 0xa0,
    /*
     * 1 while the block of the selected TYPE and ID answers every read
     * with all ones (XpmuEmrBlock.unreadable), rw.
     */
    TRUTH_UNREADABLE = 0xa8,
    /*
     * 1 while its MSRs raise #GP, 2 while only their writes do
     * (XpmuEmrBlock.fused), rw
     */
    TRUTH_FUSED = 0xb0,
    /*
     * Bits 63:48 its counters read with (XpmuEmrBlock.high_bits), rw:
     * Table 1-6 has them reserved, which Linux's uncore driver masks off
     * rather than trust (uncore_perf_event_update(): the shift by
     * 64 - perf_ctr_bits); a value of all ones is an absent device.
     */
    TRUTH_HIGH_BITS = 0xb8,
    /*
     * Writes to the socket where it has no register, and the last one's
     * address, access type in 63:62 (xpmu_emr_undefined_write()), ro
     */
    TRUTH_UNDEF_WRITES = 0xc0,
    TRUTH_UNDEF_ADDR = 0xc8,
    /*
     * What the selected counter counts, in sixteenths of what it should
     * (XpmuEmrBlock.rate_x16: 0 a stuck counter, 32 twice the rate), rw;
     * 16 ends the fault.  COUNTER_ALL selects every counter of the block,
     * its fixed one too (a read answers for counter 0).
     */
    TRUTH_RATE_X16 = 0xd0,
    /*
     * The next this many config reads of the selected function's dword
     * at FN_OFFSET read all ones, then it reads as before; reads give
     * those left (XpmuEmrSocket.glitch_reads), rw.
     */
    TRUTH_FN_GLITCH = 0xd8,
    TRUTH_SIZE = 0x1000,
};

/*
 * Counter selectors beyond a block's 0-3: its fixed counter (an iMC
 * channel's DCLK, or with TYPE_GLOBAL the socket's UCLK), or free-running
 * counter n: of an IIO stack (ID the stack) 0 the IO clock, 1-8 ports 0-7
 * in, 9-16 out; of an iMC (ID its channel 0's) 0 DCLK, 1 RPQ, 2 WPQ.
 */
#define COUNTER_FIXED       0x10
#define COUNTER_FREERUN     0x20
#define COUNTER_ALL         0xff

struct XpmuEmrTruthState {
    PCIDevice parent_obj;

    XpmuEmrUncoreState *uncore;
    MemoryRegion bar;
    uint64_t socket;
    uint64_t type;
    uint64_t id;
    uint64_t counter;
    uint64_t table_index;
    uint64_t fn;
    uint64_t fn_offset;
};

/* The selected counter: one of a block's, its fixed one, or free-running. */
typedef struct TruthCounter {
    XpmuEmrSocket *s;
    XpmuEmrBlock *b;
    XpmuEmrFreerun *fr;
    bool fixed;
} TruthCounter;

static XpmuEmrSocket *selected_socket(XpmuEmrTruthState *t)
{
    if (t->socket >= t->uncore->nr_sockets ||
        !t->uncore->socket[t->socket].present) {
        return NULL;
    }
    return &t->uncore->socket[t->socket];
}

static XpmuEmrBlock *selected_block(XpmuEmrSocket *s, XpmuEmrTruthState *t)
{
    unsigned int i;

    if (t->type == XPMU_EMR_TYPE_GLOBAL) {
        return t->id ? NULL : &s->uclk;
    }
    for (i = 0; i < s->nr_blocks; i++) {
        if (s->blocks[i].type == t->type && s->blocks[i].id == t->id) {
            return &s->blocks[i];
        }
    }
    return NULL;
}

static XpmuEmrFreerun *selected_freerun(XpmuEmrSocket *s, XpmuEmrBlock *b,
                                        unsigned int n)
{
    if (b->type == XPMU_EMR_IIO && n < XPMU_EMR_IIO_FR) {
        return &s->iio_fr[b->id][n];
    }
    if (b->type == XPMU_EMR_IMC && b->id % XPMU_EMR_IMC_CHANNELS == 0 &&
        n < XPMU_EMR_IMC_FR) {
        return &s->imc_fr[b->id / XPMU_EMR_IMC_CHANNELS][n];
    }
    return NULL;
}

/* Whether the selection names a counter the socket has; brought to now. */
static bool selected(XpmuEmrTruthState *t, TruthCounter *c)
{
    *c = (TruthCounter) { .s = selected_socket(t) };
    if (!c->s) {
        return false;
    }
    c->b = selected_block(c->s, t);
    if (!c->b) {
        return false;
    }
    xpmu_emr_block_fold(c->b);
    if (t->counter == COUNTER_FIXED) {
        c->fixed = true;
        return c->b->fixed_ctl_off;
    }
    if (t->counter >= COUNTER_FREERUN) {
        c->fr = selected_freerun(c->s, c->b, t->counter - COUNTER_FREERUN);
        if (c->fr) {
            xpmu_emr_freerun_read(c->s, c->fr);
        }
        return c->fr;
    }
    return t->counter < c->b->nctrs;
}

/* What the selected counter has counted, its register, and its control. */
static uint64_t counter_answer(XpmuEmrTruthState *t, TruthCounter *c,
                               hwaddr addr)
{
    unsigned int i = t->counter;

    switch (addr) {
    case TRUTH_TOTAL:
        return c->fr ? c->fr->value :
               c->fixed ? c->b->fixed_total : c->b->total[i];
    case TRUTH_VALUE:
        return c->fr ? xpmu_emr_freerun_read(c->s, c->fr) :
               c->fixed ? c->b->fixed_ctr : c->b->ctr[i];
    case TRUTH_LAST_CTL:
        return c->fr ? 0 : c->fixed ? c->b->fixed_last_ctl : c->b->last_ctl[i];
    case TRUTH_LAST_EVENT:
        return c->fr || c->fixed ? 0 : c->b->last_event[i];
    case TRUTH_RATE:
        return c->fr ? NANOSECONDS_PER_SECOND * c->fr->num / c->fr->den :
               NANOSECONDS_PER_SECOND;
    case TRUTH_UNIT_STATUS:
        return c->b->unit_status;
    case TRUTH_EXTRA:
        return c->b->extra;
    }
    return 0;
}

/* The socket's discovery table word, or function, the selectors name. */
static uint64_t *selected_word(XpmuEmrTruthState *t)
{
    XpmuEmrSocket *s = selected_socket(t);

    return s && t->table_index < s->table_words ? &s->table[t->table_index] :
           NULL;
}

static PCIDevice *selected_fn(XpmuEmrTruthState *t)
{
    XpmuEmrSocket *s = selected_socket(t);

    return s && t->fn < ARRAY_SIZE(s->fn) * ARRAY_SIZE(s->fn[0]) ?
           s->fn[t->fn / 256][t->fn % 256] : NULL;
}

/*
 * The rate fault of counter @counter of @b (a TRUTH_COUNTER value), as
 * its bit of rate_fault and its rate_x16 index: -1 for none.
 */
static int rate_fault_index(XpmuEmrBlock *b, uint64_t counter)
{
    if (counter == COUNTER_FIXED) {
        return b->fixed_ctl_off ? XPMU_EMR_FIXED_FAULT : -1;
    }
    return counter < b->nctrs ? counter : -1;
}

static uint64_t rate_fault_read(XpmuEmrBlock *b, uint64_t counter)
{
    int i;

    if (counter == COUNTER_ALL) {
        counter = b->nctrs ? 0 : COUNTER_FIXED;
    }
    i = rate_fault_index(b, counter);

    if (i < 0) {
        return 0;
    }
    return b->rate_fault & BIT(i) ? b->rate_x16[i] : 16;
}

static void rate_fault_write(XpmuEmrBlock *b, uint64_t counter, uint64_t val)
{
    int i = rate_fault_index(b, counter);
    unsigned int n;

    /* what it counted so far, at the rate it had */
    xpmu_emr_block_fold(b);
    for (n = 0; n <= XPMU_EMR_FIXED_FAULT; n++) {
        if (counter == COUNTER_ALL ? n < b->nctrs ||
            (n == XPMU_EMR_FIXED_FAULT && b->fixed_ctl_off) : n == i) {
            b->rate_x16[n] = MIN(val, UINT32_MAX);
            if (val == 16) {
                b->rate_fault &= ~BIT(n);
            } else {
                b->rate_fault |= BIT(n);
            }
        }
    }
}

static uint64_t truth_read(void *opaque, hwaddr addr, unsigned size)
{
    XpmuEmrTruthState *t = opaque;
    XpmuEmrSocket *s;
    XpmuEmrBlock *b;
    TruthCounter c;
    PCIDevice *fn;
    uint64_t *word, val = 0;
    bool found;

    qemu_mutex_lock(&t->uncore->lock);
    found = selected(t, &c);
    s = selected_socket(t);
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
        val = found;
        break;
    case TRUTH_TOTAL:
    case TRUTH_VALUE:
    case TRUTH_LAST_CTL:
    case TRUTH_LAST_EVENT:
    case TRUTH_RATE:
    case TRUTH_UNIT_STATUS:
    case TRUTH_EXTRA:
        val = found ? counter_answer(t, &c, addr) : 0;
        break;
    case TRUTH_FRZ_ALL:
        val = s && s->frz_all;
        break;
    case TRUTH_FR_PAUSE:
        val = s && s->fr_paused;
        break;
    case TRUTH_RSV_WRITES:
        val = s ? s->rsv_writes : 0;
        break;
    case TRUTH_UNDEF_WRITES:
        val = s ? s->undef_writes : 0;
        break;
    case TRUTH_UNDEF_ADDR:
        val = s ? s->undef_addr : 0;
        break;
    case TRUTH_TABLE_INDEX:
        val = t->table_index;
        break;
    case TRUTH_TABLE_WORD:
        word = selected_word(t);
        val = word ? *word : 0;
        break;
    case TRUTH_FN:
        val = t->fn;
        break;
    case TRUTH_FN_OFFSET:
        val = t->fn_offset;
        break;
    case TRUTH_FN_CONFIG:
        fn = selected_fn(t);
        val = fn && t->fn_offset <= PCIE_CONFIG_SPACE_SIZE - 4 ?
              pci_get_long(fn->config + (t->fn_offset & ~3)) : 0;
        break;
    case TRUTH_FN_PRESENT:
        val = selected_fn(t) && !s->fn_absent[t->fn / 256][t->fn % 256];
        break;
    case TRUTH_FN_GLITCH:
        val = selected_fn(t) && s->glitch_fn == t->fn &&
              s->glitch_offset == (t->fn_offset & ~3) ? s->glitch_reads : 0;
        break;
    case TRUTH_UNREADABLE:
        b = s ? selected_block(s, t) : NULL;
        val = b && b->unreadable;
        break;
    case TRUTH_FUSED:
        b = s ? selected_block(s, t) : NULL;
        val = b ? b->fused : 0;
        break;
    case TRUTH_HIGH_BITS:
        b = s ? selected_block(s, t) : NULL;
        val = b ? b->high_bits : 0;
        break;
    case TRUTH_RATE_X16:
        b = s ? selected_block(s, t) : NULL;
        val = b ? rate_fault_read(b, t->counter) : 0;
        break;
    }
    qemu_mutex_unlock(&t->uncore->lock);
    return val;
}

/* A write to the selected counter's register, as another tool's. */
static void set_counter(TruthCounter *c, unsigned int i, uint64_t val)
{
    if (c->fr) {
        xpmu_emr_freerun_read(c->s, c->fr);
        c->fr->value = val;
    } else {
        xpmu_emr_block_write(c->b, c->fixed ? XPMU_EMR_REG_FIXED_CTR :
                             XPMU_EMR_REG_CTR, i, val);
    }
}

static void truth_write(void *opaque, hwaddr addr, uint64_t val,
                        unsigned size)
{
    XpmuEmrTruthState *t = opaque;
    XpmuEmrSocket *s;
    XpmuEmrBlock *b;
    TruthCounter c;
    PCIDevice *fn;
    uint64_t *word;

    qemu_mutex_lock(&t->uncore->lock);
    s = selected_socket(t);
    switch (addr) {
    case TRUTH_FRZ_ALL:
        if (s) {
            xpmu_emr_socket_fold(s);
            s->frz_all = val & 1;
        }
        break;
    case TRUTH_FR_PAUSE:
        if (s) {
            xpmu_emr_freerun_pause(s, val & 1);
        }
        break;
    case TRUTH_VALUE:
        if (selected(t, &c)) {
            set_counter(&c, t->counter, val);
        }
        break;
    case TRUTH_TABLE_WORD:
        word = selected_word(t);
        if (word) {
            *word = val;
        }
        break;
    case TRUTH_FN_CONFIG:
        fn = selected_fn(t);
        if (fn && t->fn_offset <= PCIE_CONFIG_SPACE_SIZE - 4) {
            pci_set_long(fn->config + (t->fn_offset & ~3), val);
        }
        break;
    case TRUTH_FN_PRESENT:
        if (selected_fn(t)) {
            s->fn_absent[t->fn / 256][t->fn % 256] = !(val & 1);
        }
        break;
    case TRUTH_FN_GLITCH:
        if (selected_fn(t)) {
            s->glitch_fn = t->fn;
            s->glitch_offset = t->fn_offset & ~3;
            s->glitch_reads = val;
        }
        break;
    case TRUTH_UNREADABLE:
        b = s ? selected_block(s, t) : NULL;
        if (b) {
            b->unreadable = val & 1;
        }
        break;
    case TRUTH_FUSED:
        b = s ? selected_block(s, t) : NULL;
        if (b) {
            b->fused = val & (XPMU_EMR_FUSED_ALL | XPMU_EMR_FUSED_WRITES);
        }
        break;
    case TRUTH_HIGH_BITS:
        b = s ? selected_block(s, t) : NULL;
        if (b) {
            b->high_bits = val & ~MAKE_64BIT_MASK(0, 48);
        }
        break;
    case TRUTH_RATE_X16:
        b = s ? selected_block(s, t) : NULL;
        if (b) {
            rate_fault_write(b, t->counter, val);
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
    case TRUTH_TABLE_INDEX:
        t->table_index = val;
        break;
    case TRUTH_FN:
        t->fn = val;
        break;
    case TRUTH_FN_OFFSET:
        t->fn_offset = val;
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
