/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (the registers of one PMON block)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * A block (guide 1.4) is a unit control, a unit status and counter
 * control/counter pairs, at the offsets its discovery entry gives from
 * the unit control (Table 1-14).  The same decoding serves MSR, PCICFG
 * and MMIO blocks: offsets are in the address units of the block's space
 * (one per MSR, bytes otherwise), and a register may be wider than one
 * access (a 64-bit counter read as two config dwords).
 */

#include "qemu/osdep.h"
#include "qemu/bitops.h"
#include "qemu/timer.h"
#include "xpmu-emr.h"

/*
 * Which register @off (from the unit control) falls in, the register's
 * index among the controls or counters, and the byte of the register the
 * access starts at.
 */
XpmuEmrReg xpmu_emr_block_decode(const XpmuEmrBlock *b, uint64_t off,
                                 unsigned int *idx, unsigned int *byte)
{
    uint64_t end;

    *idx = 0;
    *byte = 0;
    if (off < b->unit_size) {
        *byte = off;
        return XPMU_EMR_REG_UNIT_CTL;
    }
    if (off >= b->status && off < b->status + b->unit_size) {
        *byte = off - b->status;
        return XPMU_EMR_REG_UNIT_STATUS;
    }
    end = b->ctl0 + (uint64_t)b->nctrs * b->ctl_stride;
    if (off >= b->ctl0 && off < end) {
        *idx = (off - b->ctl0) / b->ctl_stride;
        *byte = (off - b->ctl0) % b->ctl_stride;
        return XPMU_EMR_REG_CTL;
    }
    end = b->ctr0 + (uint64_t)b->nctrs * b->ctr_stride;
    if (off >= b->ctr0 && off < end) {
        *idx = (off - b->ctr0) / b->ctr_stride;
        *byte = (off - b->ctr0) % b->ctr_stride;
        return XPMU_EMR_REG_CTR;
    }
    if (b->extra_off && off >= b->extra_off &&
        off < b->extra_off + b->extra_size) {
        *byte = off - b->extra_off;
        return XPMU_EMR_REG_EXTRA;
    }
    if (b->fixed_ctl_off && off >= b->fixed_ctl_off &&
        off < b->fixed_ctl_off + b->fixed_ctl_size) {
        *byte = off - b->fixed_ctl_off;
        return XPMU_EMR_REG_FIXED_CTL;
    }
    if (b->fixed_ctl_off && off >= b->fixed_ctr_off &&
        off < b->fixed_ctr_off + b->ctr_stride) {
        *byte = off - b->fixed_ctr_off;
        return XPMU_EMR_REG_FIXED_CTR;
    }
    return XPMU_EMR_REG_NONE;
}

/* Table 1-3: PMON_UNIT_CTL, every field write-only */
#define UNIT_CTL_RST_CTRS   BIT_ULL(9)
#define UNIT_CTL_RST_CTRL   BIT_ULL(8)
#define UNIT_CTL_FRZ        BIT_ULL(0)
/* Table 1-5: the baseline counter control */
#define CTL_THRESH_SHIFT    24
#define CTL_THRESH_MASK     0xffULL
#define CTL_INV             BIT_ULL(23)
#define CTL_FRZ_OVF         BIT_ULL(20)
#define CTL_EDGE            BIT_ULL(18)
#define CTL_RST             BIT_ULL(17)
#define CTL_UMASK_SHIFT     8
/* Table 2-72: the CHA's extended umask, 63:32 */
#define CTL_UMASK_EXT_SHIFT 32
/*
 * Reserved in every unit's control ("SW must write to 0 else behavior is
 * undefined"); the others of Table 1-5 (63:32, 16) some units use (Table
 * 2-72: the CHA's umask extension and tid_en).  Undefined is not a fault:
 * the model counts such writes for the tests instead.
 */
#define CTL_RESERVED        (MAKE_64BIT_MASK(21, 2) | BIT_ULL(19))
#define CTL_EV_SEL          0xffULL
/*
 * Table 2-129: a fixed counter's control, its other bits ignored.  The
 * guide details no other fixed control; the UCLK one of Table 1-8 is
 * taken to be the same (Linux's Ubox drivers write it with bit 22 alone).
 */
#define FIXED_CTL_EN        BIT_ULL(22)
#define FIXED_CTL_RST       BIT_ULL(19)
/* Table 1-6: 48-bit counters; an overflow is a carry out of bit 47 */
#define CTR_BITS            48
#define CTR_MASK            MAKE_64BIT_MASK(0, CTR_BITS)

/*
 * Event codes that only some counters of a unit count, per unit type: the
 * counters Intel's EMR event files give every programmable event of the
 * code ("Counter", github.com/intel/perfmon EMR/events, V1.24), and
 * Linux's constraints for the SPR/EMR uncore types (UNCORE_EVENT_CONSTRAINT
 * in arch/x86/events/intel/uncore_snbep.c, 6.12: icx_uncore_iio_constraints,
 * spr_uncore_m2pcie_constraints, icx_uncore_m3upi_constraints,
 * spr_uncore_cxlcm_constraints), the stricter where both list a code.
 * IIO 0x88 and 0xC5 are Linux's alone, the others Intel's (and Linux's).
 * What such an event does on another counter no document says: the model
 * counts nothing there and takes the write as an undefined one
 * (rsv_writes), so that a test sees it.
 */
typedef struct XpmuEmrRestriction {
    uint16_t type;
    uint8_t code;
    uint8_t counters;
} XpmuEmrRestriction;

static const XpmuEmrRestriction restrictions[] = {
    { XPMU_EMR_CHA, 0x11, 0x01 },
    { XPMU_EMR_CHA, 0x36, 0x01 },
    { XPMU_EMR_IIO, 0x02, 0x03 },
    { XPMU_EMR_IIO, 0x03, 0x03 },
    { XPMU_EMR_IIO, 0x40, 0x01 },
    { XPMU_EMR_IIO, 0x41, 0x01 },
    { XPMU_EMR_IIO, 0x83, 0x03 },
    { XPMU_EMR_IIO, 0x88, 0x0c },
    { XPMU_EMR_IIO, 0xc0, 0x0c },
    { XPMU_EMR_IIO, 0xc5, 0x0c },
    { XPMU_EMR_IIO, 0xd5, 0x0c },
    { XPMU_EMR_M2PCIE, 0x14, 0x03 },
    { XPMU_EMR_M2PCIE, 0x23, 0x03 },
    { XPMU_EMR_M2PCIE, 0x2d, 0x03 },
    { XPMU_EMR_PCU, 0x06, 0x01 },
    { XPMU_EMR_M3UPI, 0x1c, 0x01 },
    { XPMU_EMR_M3UPI, 0x1d, 0x01 },
    { XPMU_EMR_M3UPI, 0x1e, 0x01 },
    { XPMU_EMR_M3UPI, 0x1f, 0x01 },
    { XPMU_EMR_M3UPI, 0x21, 0x01 },
    { XPMU_EMR_M3UPI, 0x30, 0x01 },
    { XPMU_EMR_M3UPI, 0x35, 0x01 },
    { XPMU_EMR_M3UPI, 0x40, 0x07 },
    { XPMU_EMR_M3UPI, 0x43, 0x01 },
    { XPMU_EMR_M3UPI, 0x47, 0x01 },
    { XPMU_EMR_M3UPI, 0x48, 0x01 },
    { XPMU_EMR_M3UPI, 0x49, 0x01 },
    { XPMU_EMR_M3UPI, 0x4a, 0x01 },
    { XPMU_EMR_M3UPI, 0x4b, 0x01 },
    { XPMU_EMR_M3UPI, 0x4c, 0x01 },
    { XPMU_EMR_M3UPI, 0x4d, 0x01 },
    { XPMU_EMR_M3UPI, 0x4e, 0x07 },
    { XPMU_EMR_M3UPI, 0x4f, 0x07 },
    { XPMU_EMR_M3UPI, 0x50, 0x07 },
    { XPMU_EMR_M3UPI, 0x51, 0x01 },
    { XPMU_EMR_M3UPI, 0x52, 0x01 },
    { XPMU_EMR_M3UPI, 0x53, 0x01 },
    { XPMU_EMR_M3UPI, 0x54, 0x01 },
    { XPMU_EMR_M3UPI, 0x55, 0x01 },
    { XPMU_EMR_M3UPI, 0x56, 0x01 },
    { XPMU_EMR_M3UPI, 0x57, 0x01 },
    { XPMU_EMR_M3UPI, 0x58, 0x01 },
    { XPMU_EMR_M3UPI, 0x59, 0x01 },
    { XPMU_EMR_M3UPI, 0x5a, 0x01 },
    { XPMU_EMR_M3UPI, 0x5b, 0x01 },
    { XPMU_EMR_M3UPI, 0x5c, 0x01 },
    { XPMU_EMR_M3UPI, 0x5d, 0x01 },
    { XPMU_EMR_M3UPI, 0x5e, 0x01 },
    { XPMU_EMR_M3UPI, 0x5f, 0x01 },
    { XPMU_EMR_M3UPI, 0x60, 0x01 },
    { XPMU_EMR_M3UPI, 0x61, 0x01 },
    { XPMU_EMR_M3UPI, 0x7d, 0x01 },
    { XPMU_EMR_M3UPI, 0x7e, 0x01 },
    { XPMU_EMR_CXLCM, 0x02, 0x0f },
    { XPMU_EMR_CXLCM, 0x05, 0x0f },
    { XPMU_EMR_CXLCM, 0x40, 0xf0 },
    { XPMU_EMR_CXLCM, 0x41, 0xf0 },
    { XPMU_EMR_CXLCM, 0x42, 0xf0 },
    { XPMU_EMR_CXLCM, 0x43, 0xf0 },
    { XPMU_EMR_CXLCM, 0x4b, 0xf0 },
    { XPMU_EMR_CXLCM, 0x52, 0xf0 },
    /* the Ubox's (Intel's alone: UNC_U_RACU_DRNG, UNC_U_M2U_MISC1-3) */
    { XPMU_EMR_TYPE_GLOBAL, 0x4c, 0x01 },
    { XPMU_EMR_TYPE_GLOBAL, 0x4d, 0x01 },
    { XPMU_EMR_TYPE_GLOBAL, 0x4e, 0x01 },
    { XPMU_EMR_TYPE_GLOBAL, 0x4f, 0x01 },
};

/* Whether counter @i of @b can count the event control @ctl selects. */
static bool counter_counts(const XpmuEmrBlock *b, unsigned int i, uint64_t ctl)
{
    unsigned int r;

    for (r = 0; r < ARRAY_SIZE(restrictions); r++) {
        if (restrictions[r].type == b->type &&
            restrictions[r].code == (ctl & CTL_EV_SEL)) {
            return restrictions[r].counters & BIT(i);
        }
    }
    return true;
}

/*
 * What the event a control selects adds in one cycle: no document gives
 * real traffic, so the model makes one up, the same for a given unit and
 * event on every run (1 to 4 per cycle), and different between sockets,
 * units, events and unit masks, so that a count read from the wrong one
 * shows.
 */
static uint64_t event_increment(const XpmuEmrBlock *b, uint64_t ctl)
{
    uint64_t ev = ctl & CTL_EV_SEL, umask = (ctl >> CTL_UMASK_SHIFT) & 0xff;

    return 1 + (ev + umask + b->type + b->id + b->socket->index) % 4;
}

/*
 * The events that obey their physics instead, for the tools that hold a
 * machine's counts against it (tools/xpmu-check) and the figures of the
 * live view (tools/xpmu-metric -I): a clock counts one a cycle of its
 * unit's clock; a share counts n of every den cycles, n from 1 to most,
 * different between sockets and units (1 + (socket + unit id + code) %
 * most), so that a count read from the wrong unit still shows.  Codes,
 * unit masks and the CHA's extended unit masks (Table 2-72, bits 63:32
 * of the control) are those of Intel's EMR event files (V1.24).  The
 * bounds they keep:
 *  - a state's cycles (self-refresh, RPQ not empty, a UPI link in L1 or
 *    L0p): at most one a cycle, most below den;
 *  - an iMC channel's CAS commands, reads and writes together: at most
 *    one every 4 DCLKs, as a channel moves 16 bytes a DCLK (two
 *    transfers of 8 bytes) and a CAS 64; here reads 1 to 4 and writes 1
 *    to 3 of 32;
 *  - a UPI link's flit slots (TxL_FLITS ALL_DATA + NON_DATA): at most 2.5
 *    a UPI clock, 3 slots a flit and 5/6 of a flit a clock (PCM's
 *    getFlitsPerLinkCycle(), as tools/xpmu-metric-live.awk has it); here
 *    data 1 to 8 and non-data 1 to 5 of 8, at most 1.625;
 *  - a CHA's requests (TOR_INSERTS, the requests its Table Of Requests
 *    takes, 2.2; LLC_LOOKUP): at most one a UCLK, the model's bound (a
 *    CHA is one pipeline; the guide gives no rate).  Here the TOR inserts
 *    of all local IA requests 1 to 4 of 4 a UCLK, their RFOs a quarter of
 *    that (1 to 4 of 16), and the RFOs that miss 1 to 3 of 64, fewer than
 *    the RFOs (4 of 64 at least); the LLC's data read lookups 1 to 4 of 8,
 *    and those that miss 1 to 3 of 64, fewer than the lookups (8 of 64 at
 *    least).  So the live view's drd_miss and rfo_miss (the guide's
 *    LLC_DRD_MISS_PCT and LLC_RFO_MISS_PCT, 2.2) are strictly between 0
 *    and 100% in every CHA (10% and 20% over 60 CHAs).
 * The iMC's count its channel's DCLK, the others the UCLK
 * (block_clock()).  With a threshold a control counts as the made-up
 * event does.
 */
typedef struct XpmuEmrPhysical {
    uint8_t type;
    uint8_t code;
    uint8_t umask;
    uint32_t umask_ext;
    uint8_t most;               /* 0: a clock */
    uint8_t den;
} XpmuEmrPhysical;

static const XpmuEmrPhysical physical[] = {
    { XPMU_EMR_CHA, 0x01, 0x00, 0, 0, 1 },  /* UNC_CHA_CLOCKTICKS */
    { XPMU_EMR_M2M, 0x01, 0x00, 0, 0, 1 },  /* UNC_M2M_CLOCKTICKS */
    { XPMU_EMR_UPI, 0x01, 0x00, 0, 0, 1 },  /* UNC_UPI_CLOCKTICKS */
    { XPMU_EMR_IMC, 0x01, 0x01, 0, 0, 1 },  /* UNC_M_CLOCKTICKS (DCLK) */
    { XPMU_EMR_IMC, 0x05, 0xcf, 0, 4, 32 }, /* UNC_M_CAS_COUNT.RD */
    { XPMU_EMR_IMC, 0x05, 0xf0, 0, 3, 32 }, /* UNC_M_CAS_COUNT.WR */
    { XPMU_EMR_IMC, 0x11, 0x01, 0, 7, 8 },  /* UNC_M_RPQ_CYCLES_NE.PCH0 */
    { XPMU_EMR_IMC, 0x43, 0x00, 0, 7, 8 },  /* UNC_M_POWER_SELF_REFRESH */
    { XPMU_EMR_UPI, 0x02, 0x0f, 0, 8, 8 },  /* UNC_UPI_TxL_FLITS.ALL_DATA */
    { XPMU_EMR_UPI, 0x02, 0x97, 0, 5, 8 },  /* UNC_UPI_TxL_FLITS.NON_DATA */
    { XPMU_EMR_UPI, 0x03, 0x0f, 0, 8, 8 },  /* UNC_UPI_RxL_FLITS.ALL_DATA */
    { XPMU_EMR_UPI, 0x21, 0x00, 0, 7, 8 },  /* UNC_UPI_L1_POWER_CYCLES */
    { XPMU_EMR_UPI, 0x27, 0x00, 0, 7, 8 },  /* UNC_UPI_TxL0P_POWER_CYCLES */
    /* UNC_CHA_LLC_LOOKUP.DATA_READ_ALL and .DATA_READ_MISS */
    { XPMU_EMR_CHA, 0x34, 0xff, 0x1fc1, 4, 8 },
    { XPMU_EMR_CHA, 0x34, 0x01, 0x1fc1, 3, 64 },
    /* UNC_CHA_TOR_INSERTS.IA, .IA_RFO and .IA_MISS_RFO */
    { XPMU_EMR_CHA, 0x35, 0x01, 0xc001ff, 4, 4 },
    { XPMU_EMR_CHA, 0x35, 0x01, 0xc807ff, 4, 16 },
    { XPMU_EMR_CHA, 0x35, 0x01, 0xc807fe, 3, 64 },
};

static const XpmuEmrPhysical *physical_event(const XpmuEmrBlock *b,
                                             uint64_t ctl)
{
    uint64_t ev = ctl & CTL_EV_SEL, umask = (ctl >> CTL_UMASK_SHIFT) & 0xff;
    uint64_t umask_ext = ctl >> CTL_UMASK_EXT_SHIFT;
    unsigned int r;

    for (r = 0; r < ARRAY_SIZE(physical); r++) {
        if (physical[r].type == b->type && physical[r].code == ev &&
            physical[r].umask == umask &&
            physical[r].umask_ext == umask_ext) {
            return &physical[r];
        }
    }
    return NULL;
}

/*
 * The cycles of @b's clock in @ns virtual nanoseconds: the UCLK's, one a
 * nanosecond (XPMU_EMR_UCLK_RATIO), or an iMC channel's DCLK, half the
 * DIMMs' data rate (a DDR channel transfers twice a clock): dimm_mts /
 * 2000 a nanosecond, the fraction kept for the next fold.
 */
static uint64_t block_clock(XpmuEmrBlock *b, uint64_t ns)
{
    uint64_t t;

    if (b->type != XPMU_EMR_IMC) {
        return ns;
    }
    t = ns * b->socket->uncore->dimm_mts + b->clk_rem;
    b->clk_rem = t % 2000;
    return t / 2000;
}

/*
 * What the test channel's rate fault makes of @n events of counter @i
 * (XPMU_EMR_FIXED_FAULT: the fixed counter).
 */
static uint64_t faulted(const XpmuEmrBlock *b, unsigned int i, uint64_t n)
{
    return b->rate_fault & BIT(i) ? n * b->rate_x16[i] / 16 : n;
}

/*
 * Counter @i over @cycles cycles of its clock (guide 1.5): the event's
 * increment (or share, physical[]), or with a threshold 1 for each cycle
 * it reaches it (or, inverted, stays below it), or with edge_det 1 for
 * each rise of that outcome.  .inv and .edge_det follow the threshold and
 * do nothing without one.  An event select of 0 counts nothing (1.6: it
 * must be 1 or more to count).
 */
static uint64_t counted(XpmuEmrBlock *b, unsigned int i, uint64_t cycles)
{
    uint64_t ctl = b->ctl[i], inc = event_increment(b, ctl);
    uint64_t thresh = (ctl >> CTL_THRESH_SHIFT) & CTL_THRESH_MASK;
    const XpmuEmrPhysical *ph = physical_event(b, ctl);
    uint64_t n, t;
    bool above, rose;

    if (!(ctl & CTL_EV_SEL) || !cycles || b->misplaced[i]) {
        return 0;
    }
    if (ph && !thresh) {
        if (!ph->most) {
            return cycles;
        }
        n = 1 + (b->socket->index + b->id + ph->code) % ph->most;
        t = cycles * n + b->share_rem[i];
        b->share_rem[i] = t % ph->den;
        return t / ph->den;
    }
    if (!thresh) {
        return inc * cycles;
    }
    above = (ctl & CTL_INV) ? inc < thresh : inc >= thresh;
    rose = above && !b->above[i];
    b->above[i] = above;
    if (ctl & CTL_EDGE) {
        /* the made-up event is steady: it can only rise once */
        return rose;
    }
    return above ? cycles : 0;
}

/*
 * Add @n events to counter @i: past bit 47 the counter wraps, sets its
 * bit in the unit status and, with .frz_ovf, the block's bit in the
 * global status (1.4.0.2).  The global freeze that follows on the silicon
 * is not modelled: nothing here is timed to the overflow.
 */
static void count(XpmuEmrBlock *b, unsigned int i, uint64_t n)
{
    uint64_t sum = b->ctr[i] + n;

    b->total[i] += n;
    if (sum > CTR_MASK) {
        b->unit_status |= BIT_ULL(i);
        if (b->ctl[i] & CTL_FRZ_OVF) {
            b->socket->global_status[b->status_pos / 64] |=
                BIT_ULL(b->status_pos % 64);
        }
    }
    b->ctr[i] = sum & CTR_MASK;
}

/* Bring the counters up to now, unless frozen by the unit or globally. */
void xpmu_emr_block_fold(XpmuEmrBlock *b)
{
    int64_t now = qemu_clock_get_ns(QEMU_CLOCK_VIRTUAL);
    uint64_t cycles = now > b->folded ? now - b->folded : 0;
    unsigned int i;

    b->folded = now;
    if (b->frz || b->socket->frz_all) {
        return;
    }
    cycles = block_clock(b, cycles);
    for (i = 0; i < b->nctrs; i++) {
        count(b, i, faulted(b, i, counted(b, i, cycles)));
    }
    /* a fixed counter counts its clock: the UCLK, or a channel's DCLK */
    if (b->fixed_ctl & FIXED_CTL_EN) {
        cycles = faulted(b, XPMU_EMR_FIXED_FAULT, cycles);
        b->fixed_total += cycles;
        b->fixed_ctr = (b->fixed_ctr + cycles) & CTR_MASK;
    }
}

/* Every block of the socket, before something all of them obey changes. */
void xpmu_emr_socket_fold(XpmuEmrSocket *s)
{
    unsigned int i;

    for (i = 0; i < s->nr_blocks; i++) {
        xpmu_emr_block_fold(&s->blocks[i]);
    }
    xpmu_emr_block_fold(&s->uclk);
}

/* Write-only fields read 0 (Tables 1-3 and 1-5). */
uint64_t xpmu_emr_block_read(XpmuEmrBlock *b, XpmuEmrReg reg,
                             unsigned int idx)
{
    switch (reg) {
    case XPMU_EMR_REG_UNIT_STATUS:
        return b->unit_status;
    case XPMU_EMR_REG_CTL:
        return b->ctl[idx];
    case XPMU_EMR_REG_CTR:
        return b->ctr[idx] | b->high_bits;
    case XPMU_EMR_REG_EXTRA:
        return b->extra;
    case XPMU_EMR_REG_FIXED_CTL:
        return b->fixed_ctl;
    case XPMU_EMR_REG_FIXED_CTR:
        return b->fixed_ctr;
    default:
        return 0;
    }
}

void xpmu_emr_block_write(XpmuEmrBlock *b, XpmuEmrReg reg, unsigned int idx,
                          uint64_t val)
{
    unsigned int i;

    switch (reg) {
    case XPMU_EMR_REG_UNIT_CTL:
        b->frz = val & UNIT_CTL_FRZ;
        for (i = 0; i < b->nctrs; i++) {
            if (val & UNIT_CTL_RST_CTRS) {
                b->ctr[i] = 0;
            }
            if (val & UNIT_CTL_RST_CTRL) {
                b->ctl[i] = 0;
                b->above[i] = false;
                b->misplaced[i] = false;
            }
        }
        break;
    case XPMU_EMR_REG_UNIT_STATUS:
        b->unit_status &= ~val;     /* RW1C */
        break;
    case XPMU_EMR_REG_CTL:
        if (val & CTL_RESERVED) {
            b->socket->rsv_writes++;
        }
        b->last_ctl[idx] = val;
        if (val & CTL_EV_SEL) {
            b->last_event[idx] = val;
        }
        b->ctl[idx] = val & ~CTL_RST;
        b->above[idx] = false;
        b->share_rem[idx] = 0;
        b->misplaced[idx] = (val & CTL_EV_SEL) && !counter_counts(b, idx, val);
        if (b->misplaced[idx]) {
            b->socket->rsv_writes++;
        }
        if (val & CTL_RST) {
            b->ctr[idx] = 0;
        }
        break;
    case XPMU_EMR_REG_CTR:
        b->ctr[idx] = val & CTR_MASK;
        break;
    case XPMU_EMR_REG_EXTRA:
        if (val & ~b->extra_valid) {
            b->socket->rsv_writes++;
        }
        b->extra = val & b->extra_valid;
        break;
    case XPMU_EMR_REG_FIXED_CTL:
        b->fixed_last_ctl = val;
        b->fixed_ctl = val & FIXED_CTL_EN;
        if (val & FIXED_CTL_RST) {
            b->fixed_ctr = 0;
        }
        break;
    case XPMU_EMR_REG_FIXED_CTR:
        b->fixed_ctr = val & CTR_MASK;
        break;
    default:
        break;
    }
}

/*
 * An access of @size bytes at @off from the unit control: the part of the
 * register it covers.  Reads of no register return 0.
 */
uint64_t xpmu_emr_block_load(XpmuEmrBlock *b, uint64_t off, unsigned int size)
{
    unsigned int idx, byte;
    XpmuEmrReg reg = xpmu_emr_block_decode(b, off, &idx, &byte);
    uint64_t val;

    xpmu_emr_block_fold(b);
    if (b->unreadable) {
        return size >= 8 ? UINT64_MAX : MAKE_64BIT_MASK(0, 8 * size);
    }
    val = xpmu_emr_block_read(b, reg, idx) >> (8 * byte);

    return size >= 8 ? val : extract64(val, 0, 8 * size);
}

/*
 * A write where the socket has no register: an MSR it does not implement
 * (which also raises #GP), an offset of a block, of a PMON function's
 * config space or of an MMIO window that holds none.  The guide defines
 * nothing there, so no driver has a reason to write it: the write is
 * dropped, and counted with its address for the test channel, as
 * @access (XpmuEmrAccess) in bits 63:62 over the address (an MSR, a
 * PCICFG address as discovery encodes one, a physical address), so that
 * a control or filter written to a wrong offset shows even where the
 * offset holds nothing to read back.
 */
void xpmu_emr_undefined_write(XpmuEmrSocket *s, uint8_t access, uint64_t addr)
{
    s->undef_writes++;
    s->undef_addr = (uint64_t)access << XPMU_EMR_ACCESS_SHIFT |
                    extract64(addr, 0, XPMU_EMR_ACCESS_SHIFT);
}

/*
 * A write of @size bytes at @off: the bytes of the register it covers.  A
 * write to no register of the block is an undefined one.
 */
void xpmu_emr_block_store(XpmuEmrBlock *b, uint64_t off, unsigned int size,
                          uint64_t val)
{
    unsigned int idx, byte;
    XpmuEmrReg reg = xpmu_emr_block_decode(b, off, &idx, &byte);

    if (reg == XPMU_EMR_REG_NONE) {
        xpmu_emr_undefined_write(b->socket, b->access, b->addr + off);
        return;
    }
    xpmu_emr_block_fold(b);
    if (size < 8) {
        /*
         * Part of a wider register: the rest keeps its value (a
         * write-only unit control's rest is 0, as it reads).
         */
        val = deposit64(xpmu_emr_block_read(b, reg, idx), 8 * byte,
                        8 * size, val);
    }
    xpmu_emr_block_write(b, reg, idx, val);
}

/*
 * A free-running counter brought up to now (never frozen: frz_all and
 * unit freezes do not reach it, 1.4), and its 48-bit register.
 */
uint64_t xpmu_emr_freerun_read(XpmuEmrSocket *s, XpmuEmrFreerun *fr)
{
    int64_t now = qemu_clock_get_ns(QEMU_CLOCK_VIRTUAL);
    uint64_t ns, t;

    if (!s->fr_paused && fr->den && now > fr->folded) {
        /* num / den a ns, in two parts so that no product overflows */
        ns = now - fr->folded;
        t = ns % fr->den * fr->num + fr->rem;
        fr->value += ns / fr->den * fr->num + t / fr->den;
        fr->rem = t % fr->den;
    }
    fr->folded = now;
    return fr->value & CTR_MASK;
}

/* Pause or resume all free-running counters of the socket. */
void xpmu_emr_freerun_pause(XpmuEmrSocket *s, bool paused)
{
    unsigned int i, j;

    for (i = 0; i < XPMU_EMR_MAX_STACKS; i++) {
        for (j = 0; j < XPMU_EMR_IIO_FR; j++) {
            xpmu_emr_freerun_read(s, &s->iio_fr[i][j]);
        }
    }
    for (i = 0; i < XPMU_EMR_MAX_IMC; i++) {
        for (j = 0; j < XPMU_EMR_IMC_FR; j++) {
            xpmu_emr_freerun_read(s, &s->imc_fr[i][j]);
        }
    }
    s->fr_paused = paused;
}
