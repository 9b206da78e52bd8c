/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * PMON discovery table: Intel 5th Gen Xeon Scalable (EMR) Uncore
 * Performance Monitoring Guide (August 2024), section 1.9, Table 1-13
 * (global node) and Table 1-14 (unit node), and the sample code of 1.10.1.
 */
#ifndef _XPMU_DISCOVERY_H
#define _XPMU_DISCOVERY_H

#include <linux/bits.h>
#include <linux/types.h>

/*
 * Both node kinds are three 64-bit words.  Table 1-13/1-14 print Access Type
 * as bits 63:61, but the guide's own structs in 1.10.1 declare it as the top
 * two bits (36 + 2 after bit 26, 22 + 2 after bit 40), and so does the
 * kernel's uncore_discovery.h, which runs on the real parts: 63:62 it is.
 */
#define XPMU_UNC_DISC_NODE_WORDS		3

/* Global node, word 0 (Table 1-13). */
#define XPMU_UNC_DISC_GLOBAL0_ACCESS	GENMASK_ULL(63, 62)
#define XPMU_UNC_DISC_GLOBAL0_MAX_BLOCKS	GENMASK_ULL(25, 16)
#define XPMU_UNC_DISC_GLOBAL0_STRIDE	GENMASK_ULL(15, 8)
#define XPMU_UNC_DISC_GLOBAL0_TYPE		GENMASK_ULL(7, 0)
/* Global node, word 2 (word 1 is the global control address). */
#define XPMU_UNC_DISC_GLOBAL2_NUM_STATUS	GENMASK_ULL(23, 8)
#define XPMU_UNC_DISC_GLOBAL2_STATUS_OFF	GENMASK_ULL(7, 0)

/* Unit node, word 0 (Table 1-14). */
#define XPMU_UNC_DISC_UNIT0_ACCESS		GENMASK_ULL(63, 62)
#define XPMU_UNC_DISC_UNIT0_STATUS_OFF	GENMASK_ULL(39, 32)
#define XPMU_UNC_DISC_UNIT0_CTR_OFF		GENMASK_ULL(31, 24)
#define XPMU_UNC_DISC_UNIT0_WIDTH		GENMASK_ULL(23, 16)
#define XPMU_UNC_DISC_UNIT0_CTL_OFF		GENMASK_ULL(15, 8)
#define XPMU_UNC_DISC_UNIT0_NUM_REGS	GENMASK_ULL(7, 0)
/* Unit node, word 2 (word 1 is the unit control address). */
#define XPMU_UNC_DISC_UNIT2_STATUS_POS	GENMASK_ULL(47, 32)
#define XPMU_UNC_DISC_UNIT2_ID		GENMASK_ULL(31, 16)
#define XPMU_UNC_DISC_UNIT2_TYPE		GENMASK_ULL(15, 0)

/*
 * A PCICFG unit control address is an ECAM-style config address.  The guide
 * does not spell the encoding out; this is the one the kernel's
 * uncore_discovery.h decodes (UNCORE_DISCOVERY_PCI_*), checked against the
 * B30:Dd:Ff locations of Table 1-12.
 */
#define XPMU_UNC_DISC_PCI_SEGMENT		GENMASK_ULL(30, 28)
#define XPMU_UNC_DISC_PCI_BUS		GENMASK_ULL(27, 20)
#define XPMU_UNC_DISC_PCI_DEVFN		GENMASK_ULL(19, 12)
#define XPMU_UNC_DISC_PCI_OFFSET		GENMASK_ULL(11, 0)
#define XPMU_UNC_DISC_PCI_CFG_SIZE		4096

/*
 * Bit 31 of a PCICFG address in the table is an enable bit, not part of
 * the address, and the BIOS of real EMR machines sets it.  Intel PCM
 * requires it (src/cpucounters.cpp, PCM::getPCICFGPMUsFromDiscovery():
 * PCI_ENABLE = 0x80000000; an address without it is "likely a bug in the
 * uncore PMU discovery BIOS table" and the unit is dropped).  Linux
 * ignores it (arch/x86/events/intel/uncore_discovery.h:24-33).  The parser
 * strips it and, as Linux, accepts an address without it, with a warning.
 */
#define XPMU_UNC_DISC_PCI_ENABLE		BIT_ULL(31)

/* Limits of what the parser accepts. */
#define XPMU_UNC_MAX_COUNTERS		64	/* num_regs; unit status is 64 bits */
#define XPMU_UNC_MAX_COUNTER_WIDTH		64

/**
 * enum xpmu_unc_access - address space of a PMON block (Table 1-13/1-14).
 * @XPMU_UNC_ACCESS_MSR: model specific registers; arrays step by one address.
 * @XPMU_UNC_ACCESS_MMIO: memory mapped; controls are 32-bit and step by 4 bytes
 *	(iMC, Table 1-12) or 8 (CXL), counters step by 8.
 * @XPMU_UNC_ACCESS_PCICFG: PCI configuration space; controls and counters both
 *	step by 8 bytes (M2M, UPI, M3UPI in Table 1-12).
 * @XPMU_UNC_ACCESS_NR: number of valid access types; encoding 3 is reserved.
 */
enum xpmu_unc_access {
	XPMU_UNC_ACCESS_MSR = 0,
	XPMU_UNC_ACCESS_MMIO = 1,
	XPMU_UNC_ACCESS_PCICFG = 2,
	XPMU_UNC_ACCESS_NR,
};

/**
 * struct xpmu_unc_disc_geometry - register layout implied by an access type.
 * @unit_ctl_size: size of the unit control register.
 * @status_size: size of one (unit or global) status register.
 * @ctl_size: size of one counter control register.
 * @ctl_stride: step between counter controls.
 * @ctr_size: size of one counter.
 * @ctr_stride: step between counters.
 * @addr_bits: width of the address space; for PCICFG the config address
 *	below XPMU_UNC_DISC_PCI_ENABLE.
 *
 * Sizes and steps are in address units: MSR numbers, or bytes.
 */
struct xpmu_unc_disc_geometry {
	u8 unit_ctl_size;
	u8 status_size;
	u8 ctl_size;
	u8 ctl_stride;
	u8 ctr_size;
	u8 ctr_stride;
	u8 addr_bits;
};

extern const struct xpmu_unc_disc_geometry xpmu_unc_disc_geometry[XPMU_UNC_ACCESS_NR];

/**
 * enum xpmu_unc_disc_fault - why part of a table was refused.
 *
 * The first group refuses the whole table, the second one unit block;
 * discovery.c says why at each check.
 */
enum xpmu_unc_disc_fault {
	XPMU_UNC_DISC_FAULT_READ,		/* the reader failed */
	XPMU_UNC_DISC_FAULT_EMPTY,		/* global node all zero: no table */
	XPMU_UNC_DISC_FAULT_ALL_ONES,	/* a node reads all ones */
	XPMU_UNC_DISC_FAULT_ACCESS,		/* access type 3 */
	XPMU_UNC_DISC_FAULT_STRIDE,		/* block stride below one node */
	XPMU_UNC_DISC_FAULT_MAX_BLOCKS,	/* table larger than the mapping */
	XPMU_UNC_DISC_FAULT_NUM_REGS,	/* num regs 0 or > XPMU_UNC_MAX_COUNTERS */
	XPMU_UNC_DISC_FAULT_WIDTH,		/* counter width 0 or > 64 */
	XPMU_UNC_DISC_FAULT_UNIT_CTL,	/* unit control address */
	XPMU_UNC_DISC_FAULT_WINDOW,		/* a register outside the space */
	XPMU_UNC_DISC_FAULT_OVERLAP,	/* two register groups overlap */
	XPMU_UNC_DISC_FAULT_DUPLICATE,	/* (type, id) seen before */
	XPMU_UNC_DISC_FAULT_GEOMETRY,	/* differs from its type's first unit */
	XPMU_UNC_DISC_FAULT_NR,
};

/**
 * enum xpmu_unc_disc_warn - what a parse accepted although the table is odd.
 *
 * The table or unit is kept, with one rate-limited line (discovery.c).
 */
enum xpmu_unc_disc_warn {
	XPMU_UNC_DISC_WARN_PCI_ENABLE,	/* PCICFG address without bit 31 */
	XPMU_UNC_DISC_WARN_GLOBAL_CTL,	/* global control unusable: 0 */
	XPMU_UNC_DISC_WARN_NUM_STATUS,	/* no global status bits */
	XPMU_UNC_DISC_WARN_STATUS_POS,	/* beyond the global status bits */
	XPMU_UNC_DISC_WARN_UNIT_STATUS,	/* unit status unusable: dropped */
	XPMU_UNC_DISC_WARN_STATUS_OFFSET,	/* differs from its type's first unit */
	XPMU_UNC_DISC_WARN_NR,
};

/**
 * struct xpmu_unc_disc_stats - what a parse saw, for tests and diagnostics.
 * @blocks: unit blocks read (Max Blocks of the global node).
 * @empty: blocks whose first word was zero (unused slots).
 * @accepted: units handed out.
 * @faults: refusals by field, table-wide and per block.
 * @warnings: fields accepted with a warning, per node.  A table prints at
 *	most one line for XPMU_UNC_DISC_WARN_PCI_ENABLE however many addresses
 *	lack the bit; the count has them all.
 */
struct xpmu_unc_disc_stats {
	unsigned int blocks;
	unsigned int empty;
	unsigned int accepted;
	unsigned int faults[XPMU_UNC_DISC_FAULT_NR];
	unsigned int warnings[XPMU_UNC_DISC_WARN_NR];
};

/**
 * struct xpmu_unc_disc_global - the decoded global node.
 * @access: address space of the global control/status registers.
 * @domain_type: Type field (7:0).
 * @stride: block stride, in 64-bit words.
 * @max_blocks: number of unit blocks after the global node.
 * @ctl: address of U_MSR_PMON_GLOBAL_CTL (or its MMIO/PCI equivalent),
 *	without XPMU_UNC_DISC_PCI_ENABLE; it and the global status registers lie
 *	inside the address space.  0 if the table's address is not usable
 *	(XPMU_UNC_DISC_WARN_GLOBAL_CTL).  The driver writes it (frz_all) only
 *	when it is the documented MSR (build.c).
 * @status_offset: offset of the first global status register from @ctl.
 * @num_status: number of global status bits; may be 0
 *	(XPMU_UNC_DISC_WARN_NUM_STATUS).
 */
struct xpmu_unc_disc_global {
	enum xpmu_unc_access access;
	u8 domain_type;
	u8 stride;
	u16 max_blocks;
	u64 ctl;
	u8 status_offset;
	u16 num_status;
};

/**
 * struct xpmu_unc_disc_unit - one validated PMON block.
 * @box_ctl: unit control address: an MSR number, an MMIO physical
 *	address, or a PCI config address laid out as XPMU_UNC_DISC_PCI_*, never
 *	with XPMU_UNC_DISC_PCI_ENABLE.
 * @access: address space of every register of the block.
 * @type: Unit Type.
 * @id: Unit ID, the instance number within @type.
 * @status_pos: bit of this block in the global status registers, as the
 *	table gives it: it may lie beyond them (XPMU_UNC_DISC_WARN_STATUS_POS).
 * @block: index of the discovery block it came from (for messages).
 * @num_regs: counter/control pairs, 1..XPMU_UNC_MAX_COUNTERS.
 * @width: counter width in bits, 1..64.
 * @ctl_offset: offset of counter control 0 from @box_ctl.
 * @ctr_offset: offset of counter 0 from @box_ctl.
 * @status_offset: offset of the unit status register from @box_ctl; 0
 *	(the unit control's own offset) if the table's was not usable
 *	(XPMU_UNC_DISC_WARN_UNIT_STATUS).
 *
 * The unit control, the counter controls, the counters and a non-zero
 * @status_offset's status register lie inside the address space (for
 * PCICFG, inside the function's 4 KiB) and no two of them overlap; users
 * need not check again.
 */
struct xpmu_unc_disc_unit {
	u64 box_ctl;
	enum xpmu_unc_access access;
	u16 type;
	u16 id;
	u16 status_pos;
	u16 block;
	u8 num_regs;
	u8 width;
	u8 ctl_offset;
	u8 ctr_offset;
	u8 status_offset;
};

/**
 * struct xpmu_unc_discovery - a parsed table: const after xpmu_unc_discovery_parse().
 * @global: the global node.
 * @nr_units: entries in @units.
 * @units: accepted units sorted by (type, id).
 */
struct xpmu_unc_discovery {
	struct xpmu_unc_disc_global global;
	unsigned int nr_units;
	struct xpmu_unc_disc_unit units[];
};

/**
 * struct xpmu_unc_disc_source - where a table is read from.
 * @read: read the 64-bit word at byte @offset (8-byte aligned and below
 *	@size: the parser never asks for anything else).  Returns 0 or a
 *	negative errno.
 * @ctx: passed to @read.
 * @size: bytes mapped; the table must fit in it.
 * @name: for messages, e.g. the PCI device or "die1".
 */
struct xpmu_unc_disc_source {
	int (*read)(void *ctx, u32 offset, u64 *val);
	void *ctx;
	u32 size;
	const char *name;
};

/**
 * struct xpmu_unc_disc_buffer - a table held in memory, for xpmu_unc_disc_read_buffer().
 * @words: the table, one u64 per 64-bit word, in CPU byte order.
 * @size: bytes at @words.
 */
struct xpmu_unc_disc_buffer {
	const u64 *words;
	u32 size;
};

struct xpmu_unc_discovery *xpmu_unc_discovery_parse(const struct xpmu_unc_disc_source *src,
						    struct xpmu_unc_disc_stats *stats);
struct xpmu_unc_discovery *xpmu_unc_discovery_merge(const struct xpmu_unc_discovery *first,
						    const struct xpmu_unc_discovery *more,
						    const char *name);
void xpmu_unc_discovery_free(const struct xpmu_unc_discovery *disc);
bool xpmu_unc_discovery_type_ids(struct xpmu_unc_discovery *const *disc,
				 unsigned int nr_dies, u16 type, u16 *lo, u16 *hi);
const struct xpmu_unc_disc_unit *xpmu_unc_discovery_find(const struct xpmu_unc_discovery *disc,
							 u16 type, u16 id);
int xpmu_unc_disc_read_buffer(void *ctx, u32 offset, u64 *val);
u32 xpmu_unc_disc_unit_span(const struct xpmu_unc_disc_unit *unit);

/* Whether every unit of @type on the dies, if any, has id @id. */
static inline bool xpmu_unc_discovery_type_is_single(struct xpmu_unc_discovery *const *disc,
						     unsigned int nr_dies, u16 type, u16 id)
{
	u16 lo, hi;

	return !xpmu_unc_discovery_type_ids(disc, nr_dies, type, &lo, &hi) ||
	       (lo == id && hi == id);
}

#endif /* _XPMU_DISCOVERY_H */
