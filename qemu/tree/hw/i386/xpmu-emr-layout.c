/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (where every PMON block of a socket is, and the discovery table that
 * says so)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * Addresses are the guide's: Tables 1-8 to 1-11 for MSR space, Table 1-12
 * for PCICFG space and the iMC MMIO blocks, 1.9 for the discovery table.
 */

#include "qemu/osdep.h"
#include "qemu/bitops.h"
#include "hw/pci/pci.h"
#include "xpmu-emr.h"

#define MSR_INDEX(msr)      ((msr) - X86_UNCORE_MSR_FIRST)

/* Table 1-8 */
#define MSR_GLOBAL_CTL      XPMU_EMR_MSR_GLOBAL_CTL
#define MSR_GLOBAL_STATUS0  XPMU_EMR_MSR_GLOBAL_STATUS0
#define MSR_GLOBAL_STATUS1  (XPMU_EMR_MSR_GLOBAL_STATUS0 + 1)
#define MSR_UCLK_FIXED_CTL  XPMU_EMR_MSR_UCLK_FIXED_CTL
#define MSR_UCLK_FIXED_CTR  XPMU_EMR_MSR_UCLK_FIXED_CTR
/*
 * Not in the guide: SPR's CHA count, which Linux reads on SPR and EMR
 * alike (SPR_MSR_UNC_CBO_CONFIG in uncore_snbep.c, with rdmsrl(), which
 * would warn on every EMR boot if it faulted).  Linux says it "doesn't
 * work on the EMR XCC" and ignores a 0: it reads 0 here.
 */
#define MSR_CBO_CONFIG      0x2FFE

/*
 * Table 1-9: unit control of each MSR block; in every row the unit status
 * is +1, control 0 +2, counter 0 +8, and the extra register +0xE.
 */
#define MSR_CHA(i)          (0x2000 + 0x10 * (i))
#define MSR_IIO(i)          (0x3000 + 0x10 * (i))
#define MSR_M2PCIE(i)       (0x3200 + 0x10 * (i))
#define MSR_IRP(i)          (0x3400 + 0x10 * (i))
#define MSR_PCU             0x2FC0
#define MSR_STATUS          1
#define MSR_CTL0            2
#define MSR_CTR0            8
#define MSR_EXTRA           0xE
#define IRP_CTRS            2
/* The filters in the Extra column: Tables 2-75 (CHA) and 2-419 (PCU). */
#define CHA_FILTER_VALID    MAKE_64BIT_MASK(0, 10)
#define PCU_FILTER_VALID    MAKE_64BIT_MASK(0, 32)

static const uint16_t msr_mdf[XPMU_EMR_MAX_MDF] = {
    0x2800, 0x2810, 0x2820, 0x2830, 0x28A0, 0x28B0, 0x28C0,
    0x28D0, 0x2940, 0x2950, 0x2960, 0x2970, 0x29E0, 0x29F0,
};

/* Tables 1-10 and 1-11: 8 ports in, then 8 out, per IIO stack. */
#define MSR_IIO_BW(i)       (0x3800 + 0x10 * (i))
#define IIO_BW_COUNTERS     16

/* Table 1-12: the PCICFG blocks, in their functions' config space. */
#define M2M_DEV(i)          (12 + (i))
#define M2M_FN              0
#define M2M_UNIT_CTL        0x438
#define M2M_CTL0            0x468
#define M2M_CTR0            0x440
#define M2M_STATUS          0x4A8
/* M2Mn_PCI_PMON_OPCODE_MM, 32 bits, 31:28 reserved (Tables 2-231, 2-232) */
#define M2M_OPCODE_MM       0x4A0
#define M2M_OPCODE_VALID    MAKE_64BIT_MASK(0, 28)
#define UPI_DEV(i)          (1 + (i))
#define UPI_FN              1
#define UPI_UNIT_CTL        0x318
#define UPI_CTL0            0x350
#define UPI_CTR0            0x320
#define UPI_STATUS          0x38C
#define M3UPI_DEV(i)        (5 + (i))
#define M3UPI_FN            1
#define M3UPI_UNIT_CTL      0xA0
#define M3UPI_CTL0          0xD8
#define M3UPI_CTR0          0xA8
#define M3UPI_STATUS        0xF8
/* Controls and counters of PCICFG blocks are 8 bytes apart. */
#define PCICFG_STRIDE       8

/* ... and the iMC channels' blocks in MMIO: controls 4 bytes apart. */
#define IMC_CTL0            0x40
#define IMC_CTR0            0x08
#define IMC_STATUS          0x5C
/*
 * The channel's DCLK fixed counter (Table 1-12's Extra columns, Tables
 * 2-129 and 2-130).  The OCR heads them "DCLK Ctrl, DCLK Ctr" over
 * 0x22838, 0x22854, but a 48-bit counter takes the 8-byte aligned slot
 * 0x838 left free below the controls, as all the other counters are 8
 * bytes apart, and the 32-bit control the 4-byte slot 0x854 after
 * Ctrl3; Linux's SPR/EMR iMC (SNR_IMC_MMIO_PMON_FIXED_CTR 0x38, _CTL
 * 0x54 in uncore_snbep.c) agrees.
 */
#define IMC_FIXED_CTR       0x38
#define IMC_FIXED_CTL       0x54

/*
 * A PCICFG address in a discovery entry: bits 11:0 the offset, 19:12
 * devfn, 27:20 bus, 30:28 segment (Linux's UNCORE_DISCOVERY_PCI_*), and
 * bit 31 set: Intel PCM reads it as an enable bit that firmware sets on
 * real machines (src/cpucounters.cpp), and Linux masks it off.
 */
#define PCICFG_ADDR(bus, dev, fn, off) \
    (BIT_ULL(31) | (uint64_t)(bus) << 20 | PCI_DEVFN(dev, fn) << 12 | (off))

/*
 * CXL (2.12.1, Table 1-7): a CM block of 8 counters and a DP block of 4
 * per CXL stack.  The guide gives no register layout; the model takes
 * the step Linux drives them with (spr_uncore_mmio_offs8_ops in
 * uncore_snbep.c: 32-bit controls 8 bytes apart, as the counters), the
 * counters first from +0x8, then the controls, then the unit status.
 */
#define CXL_CTR0            0x08
#define CXL_STRIDE          8
#define CXLCM_CTRS          8
#define CXLDP_CTRS          4

#define COUNTER_WIDTH       48  /* Table 1-7 */

/* Discovery (1.9): 64-bit words per block; a node uses 3 of them. */
#define TABLE_STRIDE        4

static XpmuEmrBlock *add_block(XpmuEmrSocket *s, uint16_t type, uint16_t id,
                               uint8_t access, uint64_t addr)
{
    XpmuEmrBlock *b = &s->blocks[s->nr_blocks];

    *b = (XpmuEmrBlock) {
        .socket = s,
        .type = type,
        .id = id,
        .access = access,
        .nctrs = XPMU_EMR_CTRS,
        .status_pos = s->nr_blocks,
        .addr = addr,
    };
    s->nr_blocks++;
    return b;
}

static void add_msr_block(XpmuEmrSocket *s, uint16_t type, uint16_t id,
                          uint32_t ctl, unsigned int nctrs)
{
    XpmuEmrBlock *b = add_block(s, type, id, XPMU_EMR_ACCESS_MSR, ctl);
    unsigned int i;

    b->nctrs = nctrs;
    b->ctl0 = MSR_CTL0;
    b->ctr0 = MSR_CTR0;
    b->status = MSR_STATUS;
    b->ctl_stride = 1;
    b->ctr_stride = 1;
    b->unit_size = 1;
    s->msr_kind[MSR_INDEX(ctl)] = XPMU_EMR_MSR_BLOCK;
    s->msr_kind[MSR_INDEX(ctl + MSR_STATUS)] = XPMU_EMR_MSR_BLOCK;
    for (i = 0; i < nctrs; i++) {
        s->msr_kind[MSR_INDEX(ctl + MSR_CTL0 + i)] = XPMU_EMR_MSR_BLOCK;
        s->msr_kind[MSR_INDEX(ctl + MSR_CTR0 + i)] = XPMU_EMR_MSR_BLOCK;
    }
    for (i = 0; i < 0x10; i++) {
        if (s->msr_kind[MSR_INDEX(ctl + i)] == XPMU_EMR_MSR_BLOCK) {
            s->msr_block[MSR_INDEX(ctl + i)] = s->nr_blocks - 1;
        }
    }
}

/* The block's Extra MSR (its filter) reaches the block too. */
static void add_msr_extra(XpmuEmrSocket *s, uint32_t ctl)
{
    s->msr_kind[MSR_INDEX(ctl + MSR_EXTRA)] = XPMU_EMR_MSR_BLOCK;
    s->msr_block[MSR_INDEX(ctl + MSR_EXTRA)] = s->nr_blocks - 1;
}

static void add_pcicfg_block(XpmuEmrSocket *s, uint16_t type, uint16_t id,
                             unsigned int dev, unsigned int fn,
                             unsigned int ctl, unsigned int ctl0,
                             unsigned int ctr0, unsigned int status)
{
    XpmuEmrBlock *b = add_block(s, type, id, XPMU_EMR_ACCESS_PCICFG,
                                PCICFG_ADDR(s->bus, dev, fn, ctl));

    b->ctl0 = ctl0 - ctl;
    b->ctr0 = ctr0 - ctl;
    b->status = status - ctl;
    b->ctl_stride = PCICFG_STRIDE;
    b->ctr_stride = PCICFG_STRIDE;
    b->unit_size = 4;
}

static void add_imc_block(XpmuEmrSocket *s, unsigned int imc,
                          unsigned int chn)
{
    uint64_t addr = s->imc_base + (uint64_t)imc * XPMU_EMR_IMC_WINDOW +
                    XPMU_EMR_IMC_CHN_OFFSET + chn * XPMU_EMR_IMC_CHN_STRIDE;
    XpmuEmrBlock *b = add_block(s, XPMU_EMR_IMC,
                                imc * XPMU_EMR_IMC_CHANNELS + chn,
                                XPMU_EMR_ACCESS_MMIO, addr);

    b->ctl0 = IMC_CTL0;
    b->ctr0 = IMC_CTR0;
    b->status = IMC_STATUS;
    b->ctl_stride = 4;
    b->ctr_stride = 8;
    b->unit_size = 4;
    b->fixed_ctl_off = IMC_FIXED_CTL;
    b->fixed_ctr_off = IMC_FIXED_CTR;
    b->fixed_ctl_size = 4;
}

static void add_cxl_block(XpmuEmrSocket *s, uint16_t type, uint16_t id,
                          unsigned int slot, unsigned int nctrs)
{
    XpmuEmrBlock *b = add_block(s, type, id, XPMU_EMR_ACCESS_MMIO,
                                s->cxl_base + slot * XPMU_EMR_CXL_BLOCK);

    b->nctrs = nctrs;
    b->ctr0 = CXL_CTR0;
    b->ctl0 = CXL_CTR0 + nctrs * CXL_STRIDE;
    b->status = b->ctl0 + nctrs * CXL_STRIDE;
    b->ctl_stride = CXL_STRIDE;
    b->ctr_stride = CXL_STRIDE;
    b->unit_size = 4;
}

static void set_extra(XpmuEmrBlock *b, uint16_t off, uint8_t size,
                      uint64_t valid)
{
    b->extra_off = off;
    b->extra_size = size;
    b->extra_valid = valid;
}

/*
 * The Ubox's block, in no discovery table: the UCLK fixed counter of
 * Table 1-8 at its +0xE/+0xF, and two counters.  The guide lists no Ubox
 * counters (Table 1-9 has no Ubox rows), but Intel's EMR event file has
 * Ubox events on counters 0-1 (UNC_U_*, V1.24), and Intel PCM programs
 * them on SPR and EMR with Table 1-9's layout from a unit control at
 * 0x2FD0 (SPR_UBOX_MSR_PMON_BOX_CTL_ADDR, _CTL0/1 0x2FD2/3, _CTR0/1
 * 0x2FD8/9 in its src/types.h): the model has them there.  It takes part
 * in frz_all like any other block (Table 1-1: "all uncore performance
 * monitors").
 */
#define MSR_UBOX            0x2FD0
#define UBOX_CTRS           2

static void add_uclk(XpmuEmrSocket *s)
{
    XpmuEmrBlock *b = &s->uclk;
    unsigned int i;

    *b = (XpmuEmrBlock) {
        .socket = s,
        .type = XPMU_EMR_TYPE_GLOBAL,
        .access = XPMU_EMR_ACCESS_MSR,
        .addr = MSR_UBOX,
        .nctrs = UBOX_CTRS,
        .ctl0 = MSR_CTL0,
        .ctr0 = MSR_CTR0,
        .status = MSR_STATUS,
        .ctl_stride = 1,
        .ctr_stride = 1,
        .unit_size = 1,
        .fixed_ctl_off = MSR_UCLK_FIXED_CTL - MSR_UBOX,
        .fixed_ctr_off = MSR_UCLK_FIXED_CTR - MSR_UBOX,
        .fixed_ctl_size = 1,
    };
    s->msr_kind[MSR_INDEX(MSR_UBOX)] = XPMU_EMR_MSR_UCLK;
    s->msr_kind[MSR_INDEX(MSR_UBOX + MSR_STATUS)] = XPMU_EMR_MSR_UCLK;
    for (i = 0; i < UBOX_CTRS; i++) {
        s->msr_kind[MSR_INDEX(MSR_UBOX + MSR_CTL0 + i)] = XPMU_EMR_MSR_UCLK;
        s->msr_kind[MSR_INDEX(MSR_UBOX + MSR_CTR0 + i)] = XPMU_EMR_MSR_UCLK;
    }
    s->msr_kind[MSR_INDEX(MSR_UCLK_FIXED_CTL)] = XPMU_EMR_MSR_UCLK;
    s->msr_kind[MSR_INDEX(MSR_UCLK_FIXED_CTR)] = XPMU_EMR_MSR_UCLK;
}

/*
 * The free-running counters' rates, events a nanosecond as a fraction
 * (XpmuEmrFreerun), and the MSRs of an IIO stack's (IO clock in the IRP's
 * Extra column of Table 1-9, bandwidth in Tables 1-10 and 1-11).  No
 * document gives real traffic: the rates are made up, but inside what a
 * real machine can do, and different per socket, unit and counter (most
 * neighbours differ), so that a count read from the wrong counter shows:
 *  - a stack's IO clock: 0.8 GHz.  Made up: no public document gives the
 *    IIO's clock (Table 2-185 says only "IO clocks"); a fixed clock below
 *    the UCLK (1.0 GHz) and the DCLK (2.4 GHz at 4800 MT/s), so that
 *    neither's count passes for it;
 *  - a port's bandwidth, in or out: 1 to 7 of 32 a nanosecond.  A count
 *    is 32 bytes (Linux's SPR/EMR bw_in_port scale, 3.0517578125e-5 MiB,
 *    uncore_snbep.c; Intel's EMR event file, "increments for every 32
 *    bytes"; the guide's 4-byte DWs, 2.4.2, would make it less), and a
 *    stack is at most a PCIe Gen5 x16 root port: 16 lanes x 32 GT/s x
 *    128/130 / 8 = 63.0 GB/s each way (the PCIe Base Specification 5.0:
 *    32.0 GT/s, 128b/130b encoding), 1.97 counts a nanosecond.  Any 8
 *    ports here count at most 7 + (1 + ... + 7) = 35 of 32 a nanosecond,
 *    35.0 GB/s a stack each way;
 *  - an iMC's DCLK: its channels' DCLK, half the DIMMs' data rate
 *    (block_clock() in xpmu-emr-block.c), dimm_mts / 2000 a nanosecond;
 *  - an iMC's RPQ and WPQ active cycles (Tables 2-132, 2-133: the cycles
 *    the queue was in use, of the DCLKs): 1 to 7 of every 8 DCLKs.
 */
#define IIO_FR_IOCLK_NUM    4
#define IIO_FR_IOCLK_DEN    5
#define IIO_FR_BW_MOST      7
#define IIO_FR_BW_DEN       32
#define IMC_FR_PQ_MOST      7
#define IMC_FR_PQ_DEN       8

static void set_rate(XpmuEmrFreerun *fr, uint32_t num, uint32_t den)
{
    fr->num = num;
    fr->den = den;
}

static void add_freerun(XpmuEmrSocket *s)
{
    XpmuEmrUncoreState *u = s->uncore;
    unsigned int i, n, p;

    for (i = 0; i < u->stacks; i++) {
        set_rate(&s->iio_fr[i][0], IIO_FR_IOCLK_NUM, IIO_FR_IOCLK_DEN);
        /* in and out of port p: n 1 + p and 1 + 8 + p */
        for (n = 1; n < XPMU_EMR_IIO_FR; n++) {
            set_rate(&s->iio_fr[i][n],
                     1 + (3 * s->index + i + n) % IIO_FR_BW_MOST,
                     IIO_FR_BW_DEN);
        }
        s->msr_kind[MSR_INDEX(MSR_IRP(i) + MSR_EXTRA)] = XPMU_EMR_MSR_FREERUN;
        s->msr_block[MSR_INDEX(MSR_IRP(i) + MSR_EXTRA)] =
            i * XPMU_EMR_IIO_FR;
        for (p = 0; p < IIO_BW_COUNTERS; p++) {
            s->msr_kind[MSR_INDEX(MSR_IIO_BW(i) + p)] = XPMU_EMR_MSR_FREERUN;
            s->msr_block[MSR_INDEX(MSR_IIO_BW(i) + p)] =
                i * XPMU_EMR_IIO_FR + 1 + p;
        }
    }
    for (i = 0; i < u->imcs; i++) {
        set_rate(&s->imc_fr[i][0], u->dimm_mts, 2000);
        for (n = 1; n < XPMU_EMR_IMC_FR; n++) {
            set_rate(&s->imc_fr[i][n],
                     u->dimm_mts * (1 + (s->index + i + n) % IMC_FR_PQ_MOST),
                     2000 * IMC_FR_PQ_DEN);
        }
    }
}

static void set_msr(XpmuEmrSocket *s, uint32_t msr, uint8_t kind)
{
    s->msr_kind[MSR_INDEX(msr)] = kind;
}

/* The unit node of @b (Table 1-14). */
static void table_unit(uint64_t *node, const XpmuEmrBlock *b)
{
    node[0] = (uint64_t)b->access << XPMU_EMR_ACCESS_SHIFT |
              (uint64_t)b->status << 32 | (uint64_t)b->ctr0 << 24 |
              (uint64_t)COUNTER_WIDTH << 16 | (uint64_t)b->ctl0 << 8 |
              b->nctrs;
    node[1] = b->addr;
    node[2] = (uint64_t)b->status_pos << 32 | (uint64_t)b->id << 16 |
              b->type;
}

/*
 * The socket's table as one of @parts tables, each a global node and a
 * run of the blocks: table @part has blocks [part * n / parts, (part + 1)
 * * n / parts) of the n, and its global node says that many (Max Blocks,
 * 25:16 of its first word).  PCM stopped assuming one table per socket
 * (its commit f5486cff) and Linux merges every table of a die
 * (uncore_insert_box_info()): a die may present its units in several, as
 * a part of several compute dies does (Granite Rapids: an OOBMSM per
 * die).  The words are read through the socket's one table, so that the
 * test channel's edits of it show in whichever part holds the word.
 */
static unsigned int part_first(XpmuEmrSocket *s, unsigned int part,
                               unsigned int parts)
{
    return part * s->nr_blocks / parts;
}

unsigned int xpmu_emr_table_part_words(XpmuEmrSocket *s, unsigned int part,
                                       unsigned int parts)
{
    return (part_first(s, part + 1, parts) - part_first(s, part, parts) + 1) *
           TABLE_STRIDE;
}

uint64_t xpmu_emr_table_part_word(XpmuEmrSocket *s, unsigned int part,
                                  unsigned int parts, unsigned int word)
{
    unsigned int first = part_first(s, part, parts);
    unsigned int n = part_first(s, part + 1, parts) - first;

    if (word >= xpmu_emr_table_part_words(s, part, parts)) {
        return 0;
    }
    if (word >= TABLE_STRIDE) {
        return s->table[word + first * TABLE_STRIDE];
    }
    if (word == 0 && parts > 1) {
        return deposit64(s->table[0], 16, 10, n);
    }
    return s->table[word];
}

/* The global node (Table 1-13), then a node per block. */
static void build_table(XpmuEmrSocket *s)
{
    unsigned int i;

    s->table_words = (s->nr_blocks + 1) * TABLE_STRIDE;
    s->table = g_new0(uint64_t, s->table_words);
    s->table[0] = (uint64_t)XPMU_EMR_ACCESS_MSR << XPMU_EMR_ACCESS_SHIFT |
                  (uint64_t)s->nr_blocks << 16 | TABLE_STRIDE << 8;
    s->table[1] = MSR_GLOBAL_CTL;
    s->table[2] = (uint64_t)s->nr_blocks << 8 |
                  (MSR_GLOBAL_STATUS0 - MSR_GLOBAL_CTL);
    for (i = 0; i < s->nr_blocks; i++) {
        table_unit(&s->table[(i + 1) * TABLE_STRIDE], &s->blocks[i]);
    }
}

/*
 * Lay out socket @s's blocks for the machine's shape.  The global status
 * positions follow the order of the blocks, CHA i at position i as in the
 * guide's example (1.4); the guide gives no other unit's.
 */
void xpmu_emr_layout_build(XpmuEmrSocket *s)
{
    XpmuEmrUncoreState *u = s->uncore;
    unsigned int i, c;

    s->blocks = g_new0(XpmuEmrBlock, u->chas + 3 * u->stacks + 1 + u->mdfs +
                       u->imcs * XPMU_EMR_IMC_CHANNELS + u->m2ms +
                       u->upis + u->m3upis + 2 * u->cxls);
    memset(s->msr_block, 0xff, sizeof(s->msr_block));
    set_msr(s, MSR_GLOBAL_CTL, XPMU_EMR_MSR_GLOBAL);
    set_msr(s, MSR_GLOBAL_STATUS0, XPMU_EMR_MSR_GLOBAL);
    set_msr(s, MSR_GLOBAL_STATUS1, XPMU_EMR_MSR_GLOBAL);
    set_msr(s, MSR_CBO_CONFIG, XPMU_EMR_MSR_ZERO);
    add_uclk(s);

    for (i = 0; i < u->chas; i++) {
        add_msr_block(s, XPMU_EMR_CHA, i, MSR_CHA(i), XPMU_EMR_CTRS);
        set_extra(&s->blocks[s->nr_blocks - 1], MSR_EXTRA, 1,
                  CHA_FILTER_VALID);
        add_msr_extra(s, MSR_CHA(i));
    }
    for (i = 0; i < u->stacks; i++) {
        add_msr_block(s, XPMU_EMR_IIO, i, MSR_IIO(i), XPMU_EMR_CTRS);
    }
    for (i = 0; i < u->stacks; i++) {
        add_msr_block(s, XPMU_EMR_IRP, i, MSR_IRP(i), IRP_CTRS);
    }
    add_freerun(s);
    for (i = 0; i < u->stacks; i++) {
        add_msr_block(s, XPMU_EMR_M2PCIE, i, MSR_M2PCIE(i),
                      XPMU_EMR_CTRS);
    }
    add_msr_block(s, XPMU_EMR_PCU, 0, MSR_PCU, XPMU_EMR_CTRS);
    set_extra(&s->blocks[s->nr_blocks - 1], MSR_EXTRA, 1, PCU_FILTER_VALID);
    add_msr_extra(s, MSR_PCU);
    for (i = 0; i < u->mdfs; i++) {
        add_msr_block(s, XPMU_EMR_MDF, i, msr_mdf[i], XPMU_EMR_CTRS);
    }
    for (i = 0; i < u->imcs; i++) {
        for (c = 0; c < XPMU_EMR_IMC_CHANNELS; c++) {
            add_imc_block(s, i, c);
        }
    }
    for (i = 0; i < u->m2ms; i++) {
        add_pcicfg_block(s, XPMU_EMR_M2M, i, M2M_DEV(i), M2M_FN,
                         M2M_UNIT_CTL, M2M_CTL0, M2M_CTR0, M2M_STATUS);
        set_extra(&s->blocks[s->nr_blocks - 1], M2M_OPCODE_MM - M2M_UNIT_CTL,
                  4, M2M_OPCODE_VALID);
    }
    for (i = 0; i < u->upis; i++) {
        add_pcicfg_block(s, XPMU_EMR_UPI, i, UPI_DEV(i), UPI_FN,
                         UPI_UNIT_CTL, UPI_CTL0, UPI_CTR0, UPI_STATUS);
    }
    for (i = 0; i < u->m3upis; i++) {
        add_pcicfg_block(s, XPMU_EMR_M3UPI, i, M3UPI_DEV(i), M3UPI_FN,
                         M3UPI_UNIT_CTL, M3UPI_CTL0, M3UPI_CTR0,
                         M3UPI_STATUS);
    }
    for (i = 0; i < u->cxls; i++) {
        add_cxl_block(s, XPMU_EMR_CXLCM, i, 2 * i, CXLCM_CTRS);
        add_cxl_block(s, XPMU_EMR_CXLDP, i, 2 * i + 1, CXLDP_CTRS);
    }
    build_table(s);
}

/* The PCICFG block in function @devfn of the socket's bus, or -1. */
int xpmu_emr_pcicfg_block(XpmuEmrSocket *s, uint8_t devfn)
{
    unsigned int i;

    for (i = 0; i < s->nr_blocks; i++) {
        if (s->blocks[i].access == XPMU_EMR_ACCESS_PCICFG &&
            extract64(s->blocks[i].addr, 12, 8) == devfn) {
            return i;
        }
    }
    return -1;
}
