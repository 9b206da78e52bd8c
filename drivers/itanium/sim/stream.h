/* SPDX-License-Identifier: GPL-2.0-only */
/* The simulated instruction stream (stream.c); not exported. */
#ifndef _XPMU_ITANIUM_SIM_STREAM_H
#define _XPMU_ITANIUM_SIM_STREAM_H

#include <linux/types.h>

#include "regs.h"

#define XSIM_NR_FN	8	/* functions of the simulated program */
#define XSIM_FN_LEN	512	/* bytes of each used: 32 bundles */
#define XSIM_NR_OBJ	2	/* data objects it loads from */

/**
 * struct xsim_layout - where the simulated program's code and data are.
 * @text: the functions' addresses (16-byte aligned).
 * @data: the data objects' addresses.
 * @data_len: their sizes in bytes (multiples of 8).
 */
struct xsim_layout {
	u64 text[XSIM_NR_FN];
	u64 data[XSIM_NR_OBJ];
	u32 data_len[XSIM_NR_OBJ];
};

enum xsim_kind { XSIM_OTHER, XSIM_LOAD, XSIM_STORE, XSIM_BRANCH };
enum xsim_itype { XSIM_M, XSIM_I, XSIM_F, XSIM_B };
/* EARLY, LAST: IP-EAR entries with no exact retired IP (3.3.10.2.1). */
enum xsim_brtype { XSIM_BR_IPREL, XSIM_BR_RET, XSIM_BR_IND, XSIM_BR_EARLY,
		   XSIM_BR_LAST };

/**
 * struct xsim_op - one retired instruction of the stream.
 * @ip: its bundle address.
 * @slot: its slot, 0-2.
 * @pl: the privilege level it ran at (0 or 3).
 * @kind: enum xsim_kind.
 * @itype: enum xsim_itype.
 * @enco: the 41-bit encoding.
 * @cycles: cycles since the previous instruction.
 * @daddr: data address (loads, stores).
 * @lat: load latency in cycles.
 * @l1d_miss: the load missed L1D.
 * @dtlb: 0, or where an L1 DTLB miss was served: 1 L2 DTLB, 2 VHPT, 3 fault.
 * @alat_miss: a failing chk.a/ld.c.
 * @imiss: the bundle's fetch missed L1I; @ilat its latency, @rab a RAB hit.
 * @ilat: see @imiss.
 * @rab: see @imiss.
 * @itlb: 0, or where an L1 ITLB miss was served (as @dtlb).
 * @taken: the branch was taken.
 * @brtype: enum xsim_brtype.
 * @mp_path: its path (taken/not taken) was mispredicted.
 * @mp_target: its target was mispredicted.
 * @target: its target bundle.
 */
struct xsim_op {
	u64 ip;
	u8 slot;
	u8 pl;
	u8 kind;
	u8 itype;
	u64 enco;
	u32 cycles;
	u64 daddr;
	u32 lat;
	bool l1d_miss;
	u8 dtlb;
	bool alat_miss;
	bool imiss;
	u32 ilat;
	bool rab;
	u8 itlb;
	bool taken;
	u8 brtype;
	bool mp_path;
	bool mp_target;
	u64 target;
};

/**
 * struct xsim_gen - the stream generator of one cpu.
 * @state: xorshift64* state.
 * @fn: function the program is in.
 * @bundle: bundle within it.
 * @slot: next slot.
 */
struct xsim_gen {
	u64 state;
	unsigned int fn;
	unsigned int bundle;
	unsigned int slot;
};

/**
 * struct xsim_pmu - the registers the stream acts on, of one cpu.
 * @pmc: PMC0-42 (only 13 and 32-42 are read here).
 * @pmd: PMD0-63 (32-39 and 48-63 are written here).
 * @ibr: IBR0-7.
 * @dbr: DBR0-7.
 * @cycle: cycle count of the stream.
 * @dear_cycle: cycle of the last data EAR cache capture.
 * @ipear_cycle: cycle of the last IP-EAR entry.
 * @ipear_on: the IP-EAR captured the last instruction (its plm allowed it).
 * @ipear_n: instructions the IP-EAR captured (XSIM_IPEAR_SWITCH).
 * @pend: a captured branch's target is still to be written.
 * @pend_target: that target.
 * @dear: what the data EAR last captured: data address, latency (not
 *	clipped to the field), ip | slot; @dear_valid says whether it did.
 * @dear_valid: see @dear.
 * @iear: the instruction EAR's last capture: line address and latency.
 * @br: the taken branches the trace buffer captured (or, in IP-EAR mode,
 *	the IPs with @br[].from = @br[].to and the cycles), a ring of
 *	SIM_NR_ETB, with their enum xsim_brtype and the @task they were
 *	captured for; @nbr counts those captured since PMD38 was last
 *	written (sim.c).
 * @nbr: see @br.
 * @task: the pid of the task the stream runs for, set by sim.c: whose
 *	branches these are.
 *
 * The last five are the ground truth the tests compare perf's samples
 * with: they are what the simulator produced, not read back from the
 * registers.
 */
struct xsim_pmu {
	u64 pmc[SIM_NR_PMC];
	u64 pmd[SIM_NR_PMD];
	u64 ibr[SIM_NR_IBR];
	u64 dbr[SIM_NR_DBR];
	u64 cycle;
	u64 dear_cycle;
	u64 ipear_cycle;
	bool ipear_on;
	u64 ipear_n;
	bool pend;
	u64 pend_target;
	struct { u64 addr, ip, lat; } dear;
	bool dear_valid;
	struct { u64 addr, lat; } iear;
	struct { u64 from, to; u32 cycles; bool mp; u8 type; u32 task; } br[SIM_NR_ETB];
	u64 nbr;
	u32 task;
};

/* Table 3-33: a thread switch freezes the IP-EAR early; one per N captures. */
#define XSIM_IPEAR_SWITCH	37

/* What one instruction did (xsim_step()). */
#define XSIM_DEAR	BIT(0)	/* the data EAR captured it */
#define XSIM_IEAR	BIT(1)	/* the instruction EAR captured it */
#define XSIM_ETB	BIT(2)	/* the trace buffer captured it */
#define XSIM_TAG(ch)	BIT(4 + (ch))	/* it retired tagged on channel ch */

void xsim_gen_init(struct xsim_gen *g, u64 seed);
void xsim_next(struct xsim_gen *g, const struct xsim_layout *l, struct xsim_op *op);
void xsim_pmu_reset(struct xsim_pmu *s);
bool xsim_tag(const struct xsim_pmu *s, const struct xsim_op *op, unsigned int ch);
bool xsim_itanium_untagged(const struct xsim_pmu *s);
bool xsim_itanium_tag(const struct xsim_pmu *s, const struct xsim_op *op);
bool xsim_mem_qual(const struct xsim_pmu *s, const struct xsim_op *op);
unsigned int xsim_dear_threshold(unsigned int umask);
unsigned int xsim_iear_threshold(unsigned int umask);
unsigned int xsim_step(struct xsim_pmu *s, const struct xsim_op *op);
void xsim_freeze(struct xsim_pmu *s);

#endif /* _XPMU_ITANIUM_SIM_STREAM_H */
