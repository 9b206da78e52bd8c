// SPDX-License-Identifier: GPL-2.0-only
/*
 * PMON discovery table parser (EMR uncore guide 1.9).  The table is
 * untrusted: every field is bounded here, once.  A field is refused only
 * where accepting it would make the driver touch registers it must not.
 * Fields the driver never uses to reach a register (global control and
 * status, unit status; overflow is caught by polling) are only warned about.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitfield.h>
#include <linux/err.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/overflow.h>
#include <linux/slab.h>
#include <linux/sort.h>

#include <kunit/visibility.h>

#include <xpmu/uncore/discovery.h>

#include "discovery_sort.h"

/*
 * MSR: Table 1-9; PCICFG: Table 1-12.  MMIO control steps are 4 bytes on
 * the iMC (Table 1-12), 8 on CXL CM/DP (spr_uncore_mmio_offs8_ops); bounds
 * use the wider step, which the iMC's layout also fits (status at 0x5C).
 */
const struct xpmu_unc_disc_geometry xpmu_unc_disc_geometry[XPMU_UNC_ACCESS_NR] = {
	[XPMU_UNC_ACCESS_MSR] = {
		.unit_ctl_size = 1, .status_size = 1,
		.ctl_size = 1, .ctl_stride = 1,
		.ctr_size = 1, .ctr_stride = 1,
		.addr_bits = 32,
	},
	[XPMU_UNC_ACCESS_MMIO] = {
		.unit_ctl_size = 4, .status_size = 4,
		.ctl_size = 4, .ctl_stride = 8,
		.ctr_size = 8, .ctr_stride = 8,
		.addr_bits = 52,
	},
	[XPMU_UNC_ACCESS_PCICFG] = {
		.unit_ctl_size = 4, .status_size = 4,
		.ctl_size = 4, .ctl_stride = 8,
		.ctr_size = 8, .ctr_stride = 8,
		.addr_bits = 31,
	},
};

static const char * const disc_fault_names[XPMU_UNC_DISC_FAULT_NR] = {
	[XPMU_UNC_DISC_FAULT_READ] = "read",
	[XPMU_UNC_DISC_FAULT_EMPTY] = "empty",
	[XPMU_UNC_DISC_FAULT_ALL_ONES] = "all-ones",
	[XPMU_UNC_DISC_FAULT_ACCESS] = "access type",
	[XPMU_UNC_DISC_FAULT_STRIDE] = "block stride",
	[XPMU_UNC_DISC_FAULT_MAX_BLOCKS] = "max blocks",
	[XPMU_UNC_DISC_FAULT_NUM_REGS] = "num control regs",
	[XPMU_UNC_DISC_FAULT_WIDTH] = "counter width",
	[XPMU_UNC_DISC_FAULT_UNIT_CTL] = "unit control address",
	[XPMU_UNC_DISC_FAULT_WINDOW] = "register window",
	[XPMU_UNC_DISC_FAULT_OVERLAP] = "register overlap",
	[XPMU_UNC_DISC_FAULT_DUPLICATE] = "duplicate unit",
	[XPMU_UNC_DISC_FAULT_GEOMETRY] = "unit geometry",
};

static_assert(ARRAY_SIZE(disc_fault_names) == XPMU_UNC_DISC_FAULT_NR);

static const char * const disc_warn_names[XPMU_UNC_DISC_WARN_NR] = {
	[XPMU_UNC_DISC_WARN_PCI_ENABLE] = "PCI enable bit",
	[XPMU_UNC_DISC_WARN_GLOBAL_CTL] = "global control address",
	[XPMU_UNC_DISC_WARN_NUM_STATUS] = "num status bits",
	[XPMU_UNC_DISC_WARN_STATUS_POS] = "global status position",
	[XPMU_UNC_DISC_WARN_UNIT_STATUS] = "unit status",
	[XPMU_UNC_DISC_WARN_STATUS_OFFSET] = "unit status offset",
};

static_assert(ARRAY_SIZE(disc_warn_names) == XPMU_UNC_DISC_WARN_NR);

#define DISC_GLOBAL_BLOCK	(-1)

static void disc_print(const struct xpmu_unc_disc_source *src, int block,
		       const char *field, struct va_format *vaf)
{
	if (block == DISC_GLOBAL_BLOCK)
		pr_warn_ratelimited("%s: discovery global node: %s: %pV\n",
				    src->name, field, vaf);
	else
		pr_warn_ratelimited("%s: discovery block %d: %s: %pV\n",
				    src->name, block, field, vaf);
}

static __printf(5, 6)
void disc_refuse(const struct xpmu_unc_disc_source *src,
		 struct xpmu_unc_disc_stats *stats, int block,
		 enum xpmu_unc_disc_fault fault, const char *fmt, ...)
{
	struct va_format vaf;
	va_list args;

	stats->faults[fault]++;
	va_start(args, fmt);
	vaf.fmt = fmt;
	vaf.va = &args;
	disc_print(src, block, disc_fault_names[fault], &vaf);
	va_end(args);
}

static __printf(5, 6)
void disc_warn(const struct xpmu_unc_disc_source *src,
	       struct xpmu_unc_disc_stats *stats, int block,
	       enum xpmu_unc_disc_warn warn, const char *fmt, ...)
{
	struct va_format vaf;
	va_list args;

	stats->warnings[warn]++;
	va_start(args, fmt);
	vaf.fmt = fmt;
	vaf.va = &args;
	disc_print(src, block, disc_warn_names[warn], &vaf);
	va_end(args);
}

static bool disc_pci_strip(enum xpmu_unc_access access, u64 *addr)
{
	bool enabled = *addr & XPMU_UNC_DISC_PCI_ENABLE;

	if (access != XPMU_UNC_ACCESS_PCICFG)
		return true;
	*addr &= ~XPMU_UNC_DISC_PCI_ENABLE;
	return enabled;
}

/* One line per table: a BIOS that leaves the bit out does so everywhere. */
static void disc_warn_pci_enable(const struct xpmu_unc_disc_source *src,
				 struct xpmu_unc_disc_stats *stats, int block,
				 u64 addr)
{
	if (stats->warnings[XPMU_UNC_DISC_WARN_PCI_ENABLE]) {
		stats->warnings[XPMU_UNC_DISC_WARN_PCI_ENABLE]++;
		return;
	}
	disc_warn(src, stats, block, XPMU_UNC_DISC_WARN_PCI_ENABLE,
		  "%#llx has bit 31 clear, which Intel PCM reports as a BIOS table bug; used as Linux uses it, as is every such address of this table",
		  addr);
}

static int disc_read_node(const struct xpmu_unc_disc_source *src, u32 offset,
			  u64 node[XPMU_UNC_DISC_NODE_WORDS])
{
	int i, ret;

	for (i = 0; i < XPMU_UNC_DISC_NODE_WORDS; i++) {
		ret = src->read(src->ctx, offset + i * sizeof(u64), &node[i]);
		if (ret)
			return ret;
	}
	return 0;
}

static bool disc_node_all_ones(const u64 node[XPMU_UNC_DISC_NODE_WORDS])
{
	int i;

	/* A node of an absent or powered-down device reads as ~0 (1.9). */
	for (i = 0; i < XPMU_UNC_DISC_NODE_WORDS; i++)
		if (node[i] == ~0ULL)
			return true;
	return false;
}

static bool disc_fits(u64 base, u64 span, unsigned int bits)
{
	u64 limit = BIT_ULL(bits);

	return base < limit && span <= limit - base;
}

/* For PCICFG, past the function's 4 KiB the offset would carry into devfn. */
static bool disc_space_fits(enum xpmu_unc_access access, u64 addr, u64 span)
{
	const struct xpmu_unc_disc_geometry *geo = &xpmu_unc_disc_geometry[access];

	if (access != XPMU_UNC_ACCESS_PCICFG)
		return disc_fits(addr, span, geo->addr_bits);
	return disc_fits(addr, 0, geo->addr_bits) &&
	       FIELD_GET(XPMU_UNC_DISC_PCI_OFFSET, addr) + span <=
	       XPMU_UNC_DISC_PCI_CFG_SIZE;
}

/* The driver programs all but the status. */
enum disc_group {
	DISC_UNIT_CTL,
	DISC_CTLS,
	DISC_CTRS,
	DISC_STATUS,
	DISC_NR_GROUPS,
};

struct disc_range {
	u32 start;
	u32 end;	/* exclusive */
	const char *what;
};

/* Offsets from the unit control; @u->num_regs must be at least 1. */
static void disc_unit_ranges(const struct xpmu_unc_disc_unit *u,
			     struct disc_range r[DISC_NR_GROUPS])
{
	const struct xpmu_unc_disc_geometry *g = &xpmu_unc_disc_geometry[u->access];

	r[DISC_UNIT_CTL] = (struct disc_range){
		0, g->unit_ctl_size, "unit control" };
	r[DISC_CTLS] = (struct disc_range){
		u->ctl_offset,
		u->ctl_offset + g->ctl_stride * (u->num_regs - 1) + g->ctl_size,
		"counter controls" };
	r[DISC_CTRS] = (struct disc_range){
		u->ctr_offset,
		u->ctr_offset + g->ctr_stride * (u->num_regs - 1) + g->ctr_size,
		"counters" };
	r[DISC_STATUS] = (struct disc_range){
		u->status_offset, u->status_offset + g->status_size,
		"unit status" };
}

static bool disc_overlap(const struct disc_range *a, const struct disc_range *b)
{
	return a->start < b->end && b->start < a->end;
}

/**
 * xpmu_unc_disc_unit_span() - extent of a unit's registers from its control.
 * @unit: a unit handed out by xpmu_unc_discovery_parse().
 *
 * The unit status is included unless the parser dropped it, so that a
 * bogus status offset cannot widen the mapping.
 *
 * Context: any.
 * Return: the span in address units (MSR numbers or bytes).
 */
u32 xpmu_unc_disc_unit_span(const struct xpmu_unc_disc_unit *unit)
{
	struct disc_range r[DISC_NR_GROUPS];
	u32 span = 0;
	int i;

	disc_unit_ranges(unit, r);
	for (i = 0; i < DISC_NR_GROUPS; i++)
		if (i != DISC_STATUS || unit->status_offset)
			span = max(span, r[i].end);
	return span;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_disc_unit_span);

/*
 * Return: 0; -ENODEV for no table, -EIO for all ones, -EINVAL for a
 * reserved access type (Table 1-13).
 */
static int disc_global_fields(const struct xpmu_unc_disc_source *src,
			      struct xpmu_unc_disc_stats *stats,
			      const u64 node[XPMU_UNC_DISC_NODE_WORDS],
			      struct xpmu_unc_disc_global *g)
{
	unsigned int access;

	if (!node[0] && !node[1] && !node[2]) {
		disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_EMPTY,
			    "no discovery table");
		return -ENODEV;
	}
	/*
	 * Refused: the page reads as an absent device does (1.9); its blocks
	 * would too, and the driver would program whatever they seem to name.
	 */
	if (disc_node_all_ones(node)) {
		disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_ALL_ONES,
			    "%016llx %016llx %016llx", node[0], node[1], node[2]);
		return -EIO;
	}
	access = FIELD_GET(XPMU_UNC_DISC_GLOBAL0_ACCESS, node[0]);
	/*
	 * Refused: word 0 is not laid out as Table 1-13, so Max Blocks and
	 * Block Stride beside it would frame blocks at random.
	 */
	if (access >= XPMU_UNC_ACCESS_NR) {
		disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_ACCESS,
			    "%u is reserved", access);
		return -EINVAL;
	}
	*g = (struct xpmu_unc_disc_global){
		.access = access,
		.domain_type = FIELD_GET(XPMU_UNC_DISC_GLOBAL0_TYPE, node[0]),
		.stride = FIELD_GET(XPMU_UNC_DISC_GLOBAL0_STRIDE, node[0]),
		.max_blocks = FIELD_GET(XPMU_UNC_DISC_GLOBAL0_MAX_BLOCKS, node[0]),
		.status_offset = FIELD_GET(XPMU_UNC_DISC_GLOBAL2_STATUS_OFF, node[2]),
		.num_status = FIELD_GET(XPMU_UNC_DISC_GLOBAL2_NUM_STATUS, node[2]),
	};
	return 0;
}

/*
 * Refused: blocks shorter than a node overlap, and the driver would
 * program a unit at an address read from its neighbour's words.
 */
static bool disc_check_stride(const struct xpmu_unc_disc_source *src,
			      struct xpmu_unc_disc_stats *stats,
			      const struct xpmu_unc_disc_global *g)
{
	if (g->stride >= XPMU_UNC_DISC_NODE_WORDS)
		return true;
	disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_STRIDE,
		    "%u words, a node needs %u", g->stride, XPMU_UNC_DISC_NODE_WORDS);
	return false;
}

/*
 * Refused: the parser would read past the mapping.  Block i (1-based)
 * starts at i * stride * 8 (sample code, 1.10.1).
 */
static bool disc_check_table_size(const struct xpmu_unc_disc_source *src,
				  struct xpmu_unc_disc_stats *stats,
				  const struct xpmu_unc_disc_global *g)
{
	u64 table_bytes = (u64)(g->max_blocks + 1) * g->stride * sizeof(u64);

	if (table_bytes <= src->size)
		return true;
	disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_MAX_BLOCKS,
		    "%u blocks of %u words need %llu bytes, %u mapped",
		    g->max_blocks, g->stride, table_bytes, src->size);
	return false;
}

/*
 * Warned: nothing counts through the global control or status (build.c
 * clears frz_all at its documented MSR).  A bad address becomes 0 in
 * @g->ctl.  Status registers are 64 bits each (Table 1-13, Global Node +2).
 */
static void disc_check_global_ctl(const struct xpmu_unc_disc_source *src,
				  struct xpmu_unc_disc_stats *stats,
				  struct xpmu_unc_disc_global *g, u64 raw)
{
	const struct xpmu_unc_disc_geometry *geo = &xpmu_unc_disc_geometry[g->access];
	u64 status_span = g->status_offset +
			  (u64)DIV_ROUND_UP(g->num_status, 64) * geo->ctr_stride;
	u64 ctl = raw;
	bool enabled = disc_pci_strip(g->access, &ctl);

	if (!ctl || !disc_space_fits(g->access, ctl, status_span)) {
		disc_warn(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_WARN_GLOBAL_CTL,
			  "%#llx with %u status bits at +%#x; the units are kept, the address is ignored",
			  raw, g->num_status, g->status_offset);
		ctl = 0;
	} else if (!enabled) {
		disc_warn_pci_enable(src, stats, DISC_GLOBAL_BLOCK, raw);
	}
	g->ctl = ctl;
}

/* Warned: the guide has a unit that sends no overflow to the Ubox (2.12.1). */
static void disc_check_num_status(const struct xpmu_unc_disc_source *src,
				  struct xpmu_unc_disc_stats *stats,
				  const struct xpmu_unc_disc_global *g)
{
	if (!g->num_status)
		disc_warn(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_WARN_NUM_STATUS,
			  "0; accepted: the driver does not count through the global status");
}

static int disc_decode_global(const struct xpmu_unc_disc_source *src,
			      struct xpmu_unc_disc_stats *stats,
			      const u64 node[XPMU_UNC_DISC_NODE_WORDS],
			      struct xpmu_unc_disc_global *g)
{
	int ret;

	ret = disc_global_fields(src, stats, node, g);
	if (ret)
		return ret;
	if (!disc_check_stride(src, stats, g) ||
	    !disc_check_table_size(src, stats, g))
		return -EINVAL;
	disc_check_global_ctl(src, stats, g, node[1]);
	disc_check_num_status(src, stats, g);
	return 0;
}

/* Return: false if refused; *@enabled false for a PCICFG address without bit 31. */
static bool disc_decode_fields(const struct xpmu_unc_disc_source *src,
			       struct xpmu_unc_disc_stats *stats, int block,
			       const u64 node[XPMU_UNC_DISC_NODE_WORDS],
			       struct xpmu_unc_disc_unit *u, bool *enabled)
{
	unsigned int access;

	/* Refused: an absent or powered-down device's block (1.9). */
	if (disc_node_all_ones(node)) {
		disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_ALL_ONES,
			    "%016llx %016llx %016llx", node[0], node[1], node[2]);
		return false;
	}
	access = FIELD_GET(XPMU_UNC_DISC_UNIT0_ACCESS, node[0]);
	/* Refused: its addresses may belong to another address space. */
	if (access >= XPMU_UNC_ACCESS_NR) {
		disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_ACCESS,
			    "%u is reserved", access);
		return false;
	}
	*u = (struct xpmu_unc_disc_unit){
		.box_ctl = node[1],
		.access = access,
		.type = FIELD_GET(XPMU_UNC_DISC_UNIT2_TYPE, node[2]),
		.id = FIELD_GET(XPMU_UNC_DISC_UNIT2_ID, node[2]),
		.status_pos = FIELD_GET(XPMU_UNC_DISC_UNIT2_STATUS_POS, node[2]),
		.block = block,
		.num_regs = FIELD_GET(XPMU_UNC_DISC_UNIT0_NUM_REGS, node[0]),
		.width = FIELD_GET(XPMU_UNC_DISC_UNIT0_WIDTH, node[0]),
		.ctl_offset = FIELD_GET(XPMU_UNC_DISC_UNIT0_CTL_OFF, node[0]),
		.ctr_offset = FIELD_GET(XPMU_UNC_DISC_UNIT0_CTR_OFF, node[0]),
		.status_offset = FIELD_GET(XPMU_UNC_DISC_UNIT0_STATUS_OFF, node[0]),
	};
	*enabled = disc_pci_strip(access, &u->box_ctl);

	/* Refused: per-counter state and 64-bit counter masks are sized by it. */
	if (!u->num_regs || u->num_regs > XPMU_UNC_MAX_COUNTERS) {
		disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_NUM_REGS,
			    "%u, not 1..%u", u->num_regs, XPMU_UNC_MAX_COUNTERS);
		return false;
	}
	/*
	 * Refused: counter deltas shift by 64 - width (xpmu/counter.h), an
	 * undefined shift for these.
	 */
	if (!u->width || u->width > XPMU_UNC_MAX_COUNTER_WIDTH) {
		disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_WIDTH,
			    "%u, not 1..%u", u->width, XPMU_UNC_MAX_COUNTER_WIDTH);
		return false;
	}
	/*
	 * Refused: a PCICFG address with bits above 30 set names no config
	 * register: the decode would drop them and reach another one.
	 */
	if (!u->box_ctl || !disc_space_fits(access, u->box_ctl, 0)) {
		disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_UNIT_CTL,
			    "%#llx", node[1]);
		return false;
	}
	return true;
}

/*
 * Refused: the driver would program controls or read counters past the
 * address space, or for PCICFG in another function's config space.
 */
static bool disc_check_window(const struct xpmu_unc_disc_source *src,
			      struct xpmu_unc_disc_stats *stats, int block,
			      const struct xpmu_unc_disc_unit *u,
			      const struct disc_range r[DISC_NR_GROUPS])
{
	int i;

	for (i = 0; i < DISC_STATUS; i++) {
		if (!disc_space_fits(u->access, u->box_ctl, r[i].end)) {
			disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_WINDOW,
				    "%s end at %#llx + %#x", r[i].what,
				    u->box_ctl, r[i].end);
			return false;
		}
	}
	return true;
}

/*
 * Refused: a write to a counter control or to the unit control would
 * land on a counter or on the other control.
 */
static bool disc_check_overlap(const struct xpmu_unc_disc_source *src,
			       struct xpmu_unc_disc_stats *stats, int block,
			       const struct disc_range r[DISC_NR_GROUPS])
{
	int i, j;

	for (i = 0; i < DISC_STATUS; i++) {
		for (j = i + 1; j < DISC_STATUS; j++) {
			if (disc_overlap(&r[i], &r[j])) {
				disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_OVERLAP,
					    "%s [%#x, %#x) and %s [%#x, %#x)",
					    r[i].what, r[i].start, r[i].end,
					    r[j].what, r[j].start, r[j].end);
				return false;
			}
		}
	}
	return true;
}

/*
 * Warned: the driver never uses the unit status.  A bad one is dropped
 * (offset 0) so that it cannot widen the MMIO mapping.
 */
static void disc_check_status(const struct xpmu_unc_disc_source *src,
			      struct xpmu_unc_disc_stats *stats,
			      const struct xpmu_unc_disc_global *g, int block,
			      struct xpmu_unc_disc_unit *u,
			      const struct disc_range r[DISC_NR_GROUPS])
{
	int i, status_on = -1;

	for (i = 0; i < DISC_STATUS && status_on < 0; i++)
		if (disc_overlap(&r[DISC_STATUS], &r[i]))
			status_on = i;
	if (!disc_space_fits(u->access, u->box_ctl, r[DISC_STATUS].end)) {
		disc_warn(src, stats, block, XPMU_UNC_DISC_WARN_UNIT_STATUS,
			  "[%#x, %#x) past the address space; the unit is kept without it",
			  r[DISC_STATUS].start, r[DISC_STATUS].end);
		u->status_offset = 0;
	} else if (status_on >= 0) {
		disc_warn(src, stats, block, XPMU_UNC_DISC_WARN_UNIT_STATUS,
			  "[%#x, %#x) on the %s; the unit is kept without it",
			  r[DISC_STATUS].start, r[DISC_STATUS].end,
			  r[status_on].what);
		u->status_offset = 0;
	}
	if (g->num_status && u->status_pos >= g->num_status)
		disc_warn(src, stats, block, XPMU_UNC_DISC_WARN_STATUS_POS,
			  "bit %u of %u; accepted: the driver does not count through it",
			  u->status_pos, g->num_status);
}

static bool disc_decode_unit(const struct xpmu_unc_disc_source *src,
			     struct xpmu_unc_disc_stats *stats,
			     const struct xpmu_unc_disc_global *g, int block,
			     const u64 node[XPMU_UNC_DISC_NODE_WORDS],
			     struct xpmu_unc_disc_unit *u)
{
	struct disc_range r[DISC_NR_GROUPS];
	bool enabled;

	if (!disc_decode_fields(src, stats, block, node, u, &enabled))
		return false;
	disc_unit_ranges(u, r);
	if (!disc_check_window(src, stats, block, u, r) ||
	    !disc_check_overlap(src, stats, block, r))
		return false;
	disc_check_status(src, stats, g, block, u, r);
	if (!enabled)
		disc_warn_pci_enable(src, stats, block, node[1]);
	return true;
}

/**
 * xpmu_unc_disc_cmp_unit() - sort() order of a table's units: by type, id and block.
 * @a: a struct xpmu_unc_disc_unit.
 * @b: another.
 *
 * Context: any.
 * Return: less than, equal to or greater than 0 as @a sorts before, with
 * or after @b.
 */
int xpmu_unc_disc_cmp_unit(const void *a, const void *b)
{
	const struct xpmu_unc_disc_unit *x = a, *y = b;

	if (x->type != y->type)
		return x->type < y->type ? -1 : 1;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->block < y->block ? -1 : x->block > y->block;
}

/* What the driver programs: the status offset is not part of it. */
static bool disc_same_geometry(const struct xpmu_unc_disc_unit *a,
			       const struct xpmu_unc_disc_unit *b)
{
	return a->access == b->access && a->num_regs == b->num_regs &&
	       a->width == b->width && a->ctl_offset == b->ctl_offset &&
	       a->ctr_offset == b->ctr_offset;
}

/* @units is sorted by (type, id, block); returns how many are kept. */
static unsigned int disc_cross_check(const struct xpmu_unc_disc_source *src,
				     struct xpmu_unc_disc_stats *stats,
				     struct xpmu_unc_disc_unit *units,
				     unsigned int n)
{
	unsigned int first = 0, i, kept = 0;

	while (first < n) {
		struct xpmu_unc_disc_unit ref;
		unsigned int end = first;

		while (end < n && units[end].type == units[first].type)
			end++;
		/* A copy: compacting may overwrite its slot. */
		ref = units[first];
		for (i = first; i < end; i++)
			if (units[i].block < ref.block)
				ref = units[i];

		for (i = first; i < end; i++) {
			const struct xpmu_unc_disc_unit *u = &units[i];

			/* Refused: two blocks claim one box. */
			if (i > first && u->id == units[i - 1].id) {
				disc_refuse(src, stats, u->block,
					    XPMU_UNC_DISC_FAULT_DUPLICATE,
					    "type %u id %u already in block %u",
					    u->type, u->id, units[i - 1].block);
				continue;
			}
			/*
			 * Refused: extra registers sit at fixed offsets laid
			 * out per type (Table 1-14); in another layout they
			 * could land on its counters or controls.
			 */
			if (!disc_same_geometry(u, &ref)) {
				disc_refuse(src, stats, u->block,
					    XPMU_UNC_DISC_FAULT_GEOMETRY,
					    "type %u id %u differs from block %u",
					    u->type, u->id, ref.block);
				continue;
			}
			/* Warned: the driver does not use the unit status. */
			if (u->status_offset && ref.status_offset &&
			    u->status_offset != ref.status_offset)
				disc_warn(src, stats, u->block,
					  XPMU_UNC_DISC_WARN_STATUS_OFFSET,
					  "type %u id %u has +%#x, block %u +%#x; accepted",
					  u->type, u->id, u->status_offset,
					  ref.block, ref.status_offset);
			units[kept++] = *u;
		}
		first = end;
	}
	return kept;
}

/**
 * xpmu_unc_discovery_parse() - read and validate a PMON discovery table.
 * @src: where to read it; @src->size bounds every read.
 * @stats: optional; filled with what was seen, refused and warned about.
 *
 * Context: process context; allocates with GFP_KERNEL.
 * Return: a table to release with xpmu_unc_discovery_free(), or ERR_PTR():
 * -ENODEV if there is no table, -EIO if it cannot be read or reads as all
 * ones, -EINVAL if the global node is malformed, -ENOMEM.
 */
struct xpmu_unc_discovery *xpmu_unc_discovery_parse(const struct xpmu_unc_disc_source *src,
						    struct xpmu_unc_disc_stats *stats)
{
	struct xpmu_unc_disc_stats local;
	struct xpmu_unc_discovery *disc;
	struct xpmu_unc_disc_global g;
	u64 node[XPMU_UNC_DISC_NODE_WORDS];
	unsigned int n = 0;
	int block, ret;

	if (!stats)
		stats = &local;
	memset(stats, 0, sizeof(*stats));

	if (src->size < XPMU_UNC_DISC_NODE_WORDS * sizeof(u64)) {
		disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_READ,
			    "%u bytes mapped, smaller than a node", src->size);
		return ERR_PTR(-EIO);
	}
	ret = disc_read_node(src, 0, node);
	if (ret) {
		disc_refuse(src, stats, DISC_GLOBAL_BLOCK, XPMU_UNC_DISC_FAULT_READ,
			    "error %d", ret);
		return ERR_PTR(-EIO);
	}
	ret = disc_decode_global(src, stats, node, &g);
	if (ret)
		return ERR_PTR(ret);

	disc = kvzalloc(struct_size(disc, units, g.max_blocks), GFP_KERNEL);
	if (!disc)
		return ERR_PTR(-ENOMEM);
	disc->global = g;
	stats->blocks = g.max_blocks;

	for (block = 1; block <= g.max_blocks; block++) {
		ret = disc_read_node(src, block * g.stride * sizeof(u64), node);
		if (ret) {
			disc_refuse(src, stats, block, XPMU_UNC_DISC_FAULT_READ,
				    "error %d", ret);
			kvfree(disc);
			return ERR_PTR(-EIO);
		}
		/* "Any non-0 entry provides discovery information" (1.9.1). */
		if (!node[0]) {
			stats->empty++;
			continue;
		}
		if (disc_decode_unit(src, stats, &g, block, node, &disc->units[n]))
			n++;
	}

	sort(disc->units, n, sizeof(disc->units[0]), xpmu_unc_disc_cmp_unit, NULL);
	disc->nr_units = disc_cross_check(src, stats, disc->units, n);
	stats->accepted = disc->nr_units;
	return disc;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_discovery_parse);

/**
 * xpmu_unc_disc_read_buffer() - &xpmu_unc_disc_source.read for a table in memory.
 * @ctx: a struct xpmu_unc_disc_buffer.
 * @offset: byte offset of the word.
 * @val: where the word goes.
 *
 * For the tests and benchmarks; refuses reads the parser should never make.
 *
 * Context: any.
 * Return: 0, or -EFAULT for a misaligned or out-of-bounds offset.
 */
int xpmu_unc_disc_read_buffer(void *ctx, u32 offset, u64 *val)
{
	const struct xpmu_unc_disc_buffer *buf = ctx;

	if (!IS_ALIGNED(offset, sizeof(u64)) || offset >= buf->size ||
	    buf->size - offset < sizeof(u64))
		return -EFAULT;
	*val = buf->words[offset / sizeof(u64)];
	return 0;
}
EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_disc_read_buffer);
