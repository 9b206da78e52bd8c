/*
 * xpmu: model of the Intel Emerald Rapids uncore performance monitoring
 * (state shared by the model's files; nothing outside them uses it)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 *
 * "The guide" is the 5th Gen Intel Xeon Scalable Processor XCC (Emerald
 * Rapids) Uncore Performance Monitoring Guide, August 2024.  Every number
 * here is the guide's, or says where else it comes from.
 */

#ifndef HW_I386_XPMU_EMR_H
#define HW_I386_XPMU_EMR_H

#include "qemu/thread.h"
#include "exec/memory.h"
#include "hw/qdev-core.h"
#include "hw/i386/uncore-msr.h"

#define TYPE_XPMU_EMR_UNCORE "xpmu-emr-uncore"
#define TYPE_XPMU_EMR_SOCKET "xpmu-emr-socket"
#define TYPE_XPMU_EMR_FN     "xpmu-emr-fn"
#define TYPE_XPMU_EMR_D30    "xpmu-emr-d30"
#define TYPE_XPMU_EMR_OOBMSM "xpmu-emr-oobmsm"

#define XPMU_EMR_MAX_SOCKETS 8   /* 3-bit node ids in the Ubox (1.10.2) */

/* Table 1-7: the most units of each type a die has. */
#define XPMU_EMR_MAX_CHA     64
#define XPMU_EMR_MAX_STACKS  10  /* IIO, IRP and M2PCIe: one each per stack */
#define XPMU_EMR_MAX_IMC     4   /* each with 2 channels */
#define XPMU_EMR_IMC_CHANNELS 2
#define XPMU_EMR_MAX_LINKS   4   /* UPI LL links; M3UPI blocks likewise */
#define XPMU_EMR_MAX_M2M     4
#define XPMU_EMR_MAX_MDF     14
#define XPMU_EMR_MAX_CXL     6   /* CXL stacks, a CM and a DP block each */
#define XPMU_EMR_CTRS        4   /* counter/control pairs of most units */
#define XPMU_EMR_MAX_CTRS    8   /* and of a CXL CM */

/*
 * Discovery Unit Types.  The guide names the field (Table 1-14) but not its
 * values; these are the ones Linux's SPR/EMR driver switches on
 * (arch/x86/events/intel/uncore_snbep.c, enum SPR_UNCORE_*), which runs on
 * real EMR machines.
 */
enum XpmuEmrUnitType {
    XPMU_EMR_CHA = 0,
    XPMU_EMR_IIO = 1,
    XPMU_EMR_IRP = 2,
    XPMU_EMR_M2PCIE = 3,
    XPMU_EMR_PCU = 4,
    XPMU_EMR_IMC = 6,
    XPMU_EMR_M2M = 7,
    XPMU_EMR_UPI = 8,
    XPMU_EMR_M3UPI = 9,
    XPMU_EMR_MDF = 11,
    /* spr_uncores[]' cxlcm and cxldp, in the same file */
    XPMU_EMR_CXLCM = 12,
    XPMU_EMR_CXLDP = 13,
    /* not a discovery type: the Ubox's block and UCLK counter (truth only) */
    XPMU_EMR_TYPE_GLOBAL = 0xffff,
};

/*
 * Access Type of a discovery node.  Tables 1-13 and 1-14 print it as bits
 * 63:61, but the guide's own structs in 1.10.1 make it the top two bits
 * (access_type : 2 after 62 bits), as do Linux's uncore_discovery.h and
 * Intel PCM, which read real tables: bits 63:62.
 */
#define XPMU_EMR_ACCESS_SHIFT 62

enum XpmuEmrAccess {
    XPMU_EMR_ACCESS_MSR = 0,
    XPMU_EMR_ACCESS_MMIO = 1,
    XPMU_EMR_ACCESS_PCICFG = 2,
};

typedef struct XpmuEmrUncoreState XpmuEmrUncoreState;
typedef struct XpmuEmrSocket XpmuEmrSocket;

/*
 * One PMON block (guide 1.4): a unit control, a unit status, and
 * counter control/counter pairs, addressed as the discovery table says.
 * Counters advance on QEMU's virtual clock, one uncore cycle a
 * nanosecond, and are brought up to date (folded) whenever anything
 * reads or changes the block (xpmu-emr-block.c).
 */
typedef struct XpmuEmrBlock {
    XpmuEmrSocket *socket;
    uint16_t type;
    uint16_t id;
    uint8_t access;
    uint8_t nctrs;
    uint16_t status_pos;        /* its bit in the global status */
    uint64_t addr;              /* unit control, as discovery gives it */
    uint8_t ctl0;               /* offsets from it (Table 1-14) */
    uint8_t ctr0;
    uint8_t status;
    uint8_t ctl_stride;         /* address units between controls */
    uint8_t ctr_stride;         /* and between counters */
    uint8_t unit_size;          /* address units of unit ctl and status */
    /*
     * Registers some blocks have besides the baseline ones, as offsets
     * from the unit control like the others (0: none): a filter ("extra",
     * Tables 1-9 and 2-231), and a fixed counter with its control (the
     * iMC channels' DCLK, Table 1-12; the global block's UCLK, Table 1-8).
     */
    uint16_t extra_off;
    uint8_t extra_size;         /* address units */
    uint64_t extra_valid;       /* bits that hold what is written */
    uint64_t extra;
    uint16_t fixed_ctl_off;
    uint16_t fixed_ctr_off;     /* a counter's size: ctr_stride */
    uint8_t fixed_ctl_size;
    uint64_t fixed_ctl;
    uint64_t fixed_ctr;
    bool frz;                   /* PMON_UNIT_CTL.frz (Table 1-3) */
    /*
     * Every read of the block's registers answers all ones (the test
     * channel's fault: a unit that cannot be read for a while, as a
     * failed config or MMIO read reads); it counts on.
     */
    bool unreadable;
    /*
     * XPMU_EMR_FUSED_ALL: its MSRs raise #GP, reads and writes alike, and
     * so do an IIO stack's free-running counters (the test channel's
     * fault: a unit fused off that the discovery table still lists).
     * XPMU_EMR_FUSED_WRITES: only its MSR writes raise #GP (the test
     * channel's fault: a write that does not reach the register, with
     * reads that still work).
     */
    uint8_t fused;
    /* ORed into every read of its counters: reserved bits 63:48 set */
    uint64_t high_bits;
    uint64_t unit_status;
    uint64_t ctl[XPMU_EMR_MAX_CTRS];
    uint64_t ctr[XPMU_EMR_MAX_CTRS];
    bool above[XPMU_EMR_MAX_CTRS];  /* edge_det: the last cycle's outcome */
    /* its control selects an event this counter cannot count */
    bool misplaced[XPMU_EMR_MAX_CTRS];
    int64_t folded;             /* virtual ns the counters are good for */
    /* ground truth, for the test channel only */
    uint64_t total[XPMU_EMR_MAX_CTRS];  /* counted, never reset or wrapped */
    uint64_t last_ctl[XPMU_EMR_MAX_CTRS];   /* as last written */
    uint64_t last_event[XPMU_EMR_MAX_CTRS]; /* last written selecting one */
    uint64_t fixed_total;
    uint64_t fixed_last_ctl;
    /*
     * The cycles of its clock not yet whole (its clock's rate is a
     * fraction of the virtual clock's), and of each counter's events
     * counted at a share of a cycle (xpmu-emr-block.c, physical[])
     */
    uint64_t clk_rem;
    uint64_t share_rem[XPMU_EMR_MAX_CTRS];
    /*
     * The test channel's fault: what counter i counts is multiplied by
     * rate_x16[i] / 16 (0: a stuck counter) while bit i of rate_fault is
     * set, the fixed counter's at XPMU_EMR_FIXED_FAULT: a unit, or one
     * of its counters, that counts at a wrong rate
     */
    uint16_t rate_fault;
    uint32_t rate_x16[XPMU_EMR_MAX_CTRS + 1];
} XpmuEmrBlock;

#define XPMU_EMR_FIXED_FAULT    XPMU_EMR_MAX_CTRS

/* Which register of a block an address reaches. */
#define XPMU_EMR_FUSED_ALL      1
#define XPMU_EMR_FUSED_WRITES   2

typedef enum XpmuEmrReg {
    XPMU_EMR_REG_NONE,
    XPMU_EMR_REG_UNIT_CTL,
    XPMU_EMR_REG_UNIT_STATUS,
    XPMU_EMR_REG_CTL,
    XPMU_EMR_REG_CTR,
    XPMU_EMR_REG_EXTRA,
    XPMU_EMR_REG_FIXED_CTL,
    XPMU_EMR_REG_FIXED_CTR,
} XpmuEmrReg;

/*
 * A free-running counter (Tables 1-10, 1-11, 1-12 and 2-131 to 2-133,
 * 2-185 to 2-187): read-only, never stopped or reset by software, 48
 * bits.  It advances at num / den events a nanosecond (add_freerun() in
 * xpmu-emr-layout.c says which), unless its socket's free-running
 * counters are paused (the test channel's stand-in for a powered-down
 * iMC or IIO stack: 2.3.2.1 and 2.4.2 say counting is suspended then).
 */
typedef struct XpmuEmrFreerun {
    uint64_t value;             /* unwrapped; the register is its low 48 */
    int64_t folded;
    uint32_t num;
    uint32_t den;
    uint64_t rem;               /* the events not yet whole, in 1/den */
} XpmuEmrFreerun;

/* Per IIO stack: the IO clock, then 8 ports in and 8 out. */
#define XPMU_EMR_IIO_FR         17
/* Per iMC: DCLK, RPQ and WPQ active cycles. */
#define XPMU_EMR_IMC_FR         3
#define XPMU_EMR_IMC_FR_DCLK    0x22B0  /* offsets in the MEMn window */
#define XPMU_EMR_IMC_FR_RPQ     0x2318
#define XPMU_EMR_IMC_FR_WPQ     0x2320


/*
 * The MMIO window of one iMC: from its MEMn BAR (1.10.3), the PMON blocks
 * of its two channels at 0x22800 + 0x8000 * channel (Table 1-12).
 */
#define XPMU_EMR_IMC_WINDOW     0x40000
#define XPMU_EMR_IMC_CHN_OFFSET 0x22800
#define XPMU_EMR_IMC_CHN_STRIDE 0x8000

/*
 * The CXL CM and DP blocks of a socket (2.12.1).  The guide does not say
 * where they are: the model puts them in a window of its own 16 MiB above
 * the socket's iMC MMIO base, 4 KiB a block, the CM of CXL stack i and
 * then its DP.
 */
#define XPMU_EMR_CXL_OFFSET     0x1000000
#define XPMU_EMR_CXL_BLOCK      0x1000

typedef struct XpmuEmrImcWindow {
    XpmuEmrSocket *socket;
    unsigned int imc;
    MemoryRegion mr;
} XpmuEmrImcWindow;

/*
 * The buses of a socket's PCI functions (xpmu-emr-pci.c): the Ubox's
 * (U0, the guide's B30), the next one (U1, with the D30 functions), and
 * the OOBMSM's.
 */
typedef enum XpmuEmrBus {
    XPMU_EMR_BUS_U0,
    XPMU_EMR_BUS_U1,
    XPMU_EMR_BUS_OOBMSM,
    XPMU_EMR_BUSES,
} XpmuEmrBus;

/* One package: its uncore, as its Ubox, PCI functions and MSRs see it. */
struct XpmuEmrSocket {
    XpmuEmrUncoreState *uncore;
    unsigned int index;
    bool present;               /* its xpmu-emr-socket device exists */
    uint8_t bus;                /* its uncore PCI bus (Table 1-12's B30) */
    uint64_t imc_base;          /* MMIO_BASE, 8 MiB aligned (1.10.3) */
    XpmuEmrBlock *blocks;
    unsigned int nr_blocks;
    uint64_t *table;            /* its discovery table, 64-bit words */
    unsigned int table_words;
    XpmuEmrImcWindow imc[XPMU_EMR_MAX_IMC];
    uint64_t cxl_base;          /* the CXL blocks' window */
    MemoryRegion cxl;
    /*
     * MSR space 0x2000-0x3FFF, indexed from X86_UNCORE_MSR_FIRST: what
     * each address is, and the block of a block register or the index
     * (stack * XPMU_EMR_IIO_FR + n) of an IIO free-running counter.
     */
    uint8_t msr_kind[X86_UNCORE_MSR_LAST - X86_UNCORE_MSR_FIRST + 1];
    int16_t msr_block[X86_UNCORE_MSR_LAST - X86_UNCORE_MSR_FIRST + 1];
    bool frz_all;               /* U_MSR_PMON_GLOBAL_CTL.frz_all */
    uint64_t global_status[2];  /* RW1C, a bit per status position */
    /* the Ubox's block: two counters and the UCLK fixed counter */
    XpmuEmrBlock uclk;
    XpmuEmrFreerun iio_fr[XPMU_EMR_MAX_STACKS][XPMU_EMR_IIO_FR];
    XpmuEmrFreerun imc_fr[XPMU_EMR_MAX_IMC][XPMU_EMR_IMC_FR];
    bool fr_paused;             /* the test channel's, see XpmuEmrFreerun */
    /* writes that set a reserved bit of a control or filter (truth) */
    uint64_t rsv_writes;
    /*
     * writes where the socket has no register (truth): how many, and the
     * last one's address (xpmu_emr_undefined_write())
     */
    uint64_t undef_writes;
    uint64_t undef_addr;
    /*
     * its PCI functions by bus and devfn, and those the test channel took
     * away
     */
    PCIDevice *fn[XPMU_EMR_BUSES][256];
    bool fn_absent[XPMU_EMR_BUSES][256];
    /*
     * the test channel's glitch: the next glitch_reads config reads of
     * the dword at glitch_offset of function glitch_fn (bus * 256 +
     * devfn) read all ones, as likwid saw Sapphire Rapids UPI and CXL
     * units do at times (its pull request #639)
     */
    uint32_t glitch_fn;
    uint32_t glitch_offset;
    uint32_t glitch_reads;
};

/* What an uncore MSR address of a socket is. */
enum XpmuEmrMsrKind {
    XPMU_EMR_MSR_ABSENT,        /* #GP, as on the silicon */
    XPMU_EMR_MSR_BLOCK,         /* a register of msr_block[] */
    XPMU_EMR_MSR_ZERO,          /* read-only, reads 0 */
    XPMU_EMR_MSR_GLOBAL,        /* the global control and status */
    XPMU_EMR_MSR_UCLK,          /* the Ubox's block, UCLK counter included */
    XPMU_EMR_MSR_FREERUN,       /* IIO free-running counter msr_block[] */
};

/* Table 1-8 */
#define XPMU_EMR_MSR_GLOBAL_CTL     0x2FF0
#define XPMU_EMR_MSR_GLOBAL_STATUS0 0x2FF2
#define XPMU_EMR_MSR_UCLK_FIXED_CTL 0x2FDE
#define XPMU_EMR_MSR_UCLK_FIXED_CTR 0x2FDF

struct XpmuEmrUncoreState {
    DeviceState parent_obj;

    X86UncoreMsrHandler msr;
    QemuMutex lock;             /* every socket's registers */
    unsigned int nr_sockets;
    XpmuEmrSocket socket[XPMU_EMR_MAX_SOCKETS];

    /* the machine's shape: units per die (Table 1-7) */
    uint32_t chas;
    uint32_t stacks;
    uint32_t imcs;
    uint32_t upis;              /* UPI LL links */
    uint32_t m3upis;            /* M3UPI blocks: not always as many */
    uint32_t m2ms;
    uint32_t mdfs;
    uint32_t cxls;
    uint64_t imc_mmio_base;     /* socket s: this + s * 64 MiB */
    /*
     * The DIMMs' data rate, MT/s, as SMBIOS type 17 gives it to the
     * guest (scripts/vm passes both): the iMC's DCLK is half of it
     */
    uint32_t dimm_mts;
};

/*
 * The uncore clock (UCLK): one cycle a virtual nanosecond, 1.0 GHz, the
 * ratio 10 of 100 MHz that MSR_UNCORE_PERF_STATUS reports.
 */
#define XPMU_EMR_UCLK_RATIO     10

OBJECT_DECLARE_SIMPLE_TYPE(XpmuEmrUncoreState, XPMU_EMR_UNCORE)

/* xpmu-emr-layout.c */
void xpmu_emr_layout_build(XpmuEmrSocket *s);
int xpmu_emr_pcicfg_block(XpmuEmrSocket *s, uint8_t devfn);

/* xpmu-emr-block.c */
/* xpmu-emr-layout.c: part @part of the socket's table in @parts tables */
unsigned int xpmu_emr_table_part_words(XpmuEmrSocket *s, unsigned int part,
                                       unsigned int parts);
uint64_t xpmu_emr_table_part_word(XpmuEmrSocket *s, unsigned int part,
                                  unsigned int parts, unsigned int word);
XpmuEmrReg xpmu_emr_block_decode(const XpmuEmrBlock *b, uint64_t off,
                                 unsigned int *idx, unsigned int *byte);
uint64_t xpmu_emr_block_read(XpmuEmrBlock *b, XpmuEmrReg reg,
                             unsigned int idx);
void xpmu_emr_block_write(XpmuEmrBlock *b, XpmuEmrReg reg, unsigned int idx,
                          uint64_t val);
void xpmu_emr_block_fold(XpmuEmrBlock *b);
void xpmu_emr_socket_fold(XpmuEmrSocket *s);
uint64_t xpmu_emr_block_load(XpmuEmrBlock *b, uint64_t off, unsigned int size);
void xpmu_emr_block_store(XpmuEmrBlock *b, uint64_t off, unsigned int size,
                          uint64_t val);
uint64_t xpmu_emr_freerun_read(XpmuEmrSocket *s, XpmuEmrFreerun *fr);
void xpmu_emr_freerun_pause(XpmuEmrSocket *s, bool paused);
void xpmu_emr_undefined_write(XpmuEmrSocket *s, uint8_t access, uint64_t addr);

#endif
