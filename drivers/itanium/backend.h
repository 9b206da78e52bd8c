/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The xpmu_itanium backend below the perf glue (pmu.h): models, counter
 * scheduling, PMC encoding, qualification, EARs and the trace buffer.
 */
#ifndef _XPMU_ITANIUM_BACKEND_H
#define _XPMU_ITANIUM_BACKEND_H

#include <linux/bitfield.h>
#include <linux/build_bug.h>
#include <linux/perf_event.h>
#include <linux/types.h>

#include <xpmu/format.h>
#include <xpmu/itanium/hw.h>
#include <xpmu/itanium/regs.h>

#define XPMU_IA_NR_CODES	256	/* the 8-bit event select */
#define XPMU_IA_FIRST_CTR	4	/* counters are PMC/PMD 4-15 (Table 3-7) */
#define XPMU_IA_MAX_CTR		16	/* PMD numbers 0-15 */

/* Table 4-19's ".all capable" column. */
enum xpmu_ia_all {
	XPMU_IA_ALL_YES,
	XPMU_IA_ALL_NO,
	XPMU_IA_ALL_UMASK,	/* "Y/N": depends on the umask (noall_umasks) */
};

/**
 * struct xpmu_ia_code - what the catalog says about one event code.
 * @valid: the code is a documented event.
 * @counters: PMDs it may be counted in (bit n: PMDn), 3.3.3 and 4.2.1.
 * @max_inc: Max Inc/Cyc (0: not given); threshold must stay below it.
 * @l1d_set: L1D event set (4.8.2), or -1.
 * @l2d_set: L2D event set (4.8.4), or -1.
 * @all: whether .all may be set.
 * @noall_umasks: for XPMU_IA_ALL_UMASK, bit n set when .all may not be
 *	set with umask n (4.15 "Not .all capable"; 4.8.4).
 * @excl: codes with the same nonzero @excl exclude each other (4.15:
 *	"Only 1 of the 2 L2D_OZQ_CANCEL events").
 * @mesi: the MESI filter applies (4.15 notes; Table 4-31).
 * @qual: the qualifications it honours and its tag channels, XPMU_IA_Q_*
 *	(Table 4-42 I/D/O settled against 4.15; 3.3.5 and the 4.15 notes).
 */
struct xpmu_ia_code {
	bool valid;
	u16 counters;
	u8 max_inc;
	s8 l1d_set;
	s8 l2d_set;
	enum xpmu_ia_all all;
	u16 noall_umasks;
	u8 excl;
	bool mesi;
	u8 qual;
};

#define XPMU_IA_Q_IAR		BIT(0)	/* instruction address range, 3.3.5 */
#define XPMU_IA_Q_DAR		BIT(1)	/* data address range, 3.3.7 */
#define XPMU_IA_Q_OPC		BIT(2)	/* opcode match, 3.3.6 */
/*
 * Tag channels (IBRPs), 3.3.5; none: IBRP0.  Some on IBRP1 or both (4.15
 * notes, 3.3.5.2); IA64_TAGGED_INST_RETIRED's umask picks its own.
 */
#define XPMU_IA_Q_IBRP0		BIT(3)
#define XPMU_IA_Q_IBRP1		BIT(4)
#define XPMU_IA_Q_CHANNELS	GENMASK(4, 3)

/*
 * One entry of a generated code table (models/montecito_events_gen.c,
 * models/itanium1_rules_gen.c), in struct xpmu_ia_code's order; _iar,
 * _dar, _opc are Table 4-42's I/D/O columns.
 */
#define XPMU_IA_CODE(_ctrs, _inc, _l1d, _l2d, _all, _noall, _excl, _mesi,	\
		     _iar, _dar, _opc, _chans)					\
	{ .valid = true, .counters = (_ctrs), .max_inc = (_inc),		\
	  .l1d_set = (_l1d), .l2d_set = (_l2d), .all = XPMU_IA_ALL_##_all,	\
	  .noall_umasks = (_noall), .excl = (_excl), .mesi = (_mesi),		\
	  .qual = ((_iar) ? XPMU_IA_Q_IAR : 0) | ((_dar) ? XPMU_IA_Q_DAR : 0) | \
		  ((_opc) ? XPMU_IA_Q_OPC : 0) | (_chans) * XPMU_IA_Q_IBRP0 }
/* XPMU_IA_CODE()'s channel column is the XPMU_IA_Q_CHANNELS field. */
static_assert(XPMU_IA_Q_CHANNELS == 3 * XPMU_IA_Q_IBRP0);

/*
 * attr.config fields beyond the PMC4-15 image; the data EAR's threshold is
 * the umask field (PMC40.umask, Table 3-20).
 */
#define XPMU_IA_CFG_EXT		GENMASK_ULL(63, 32)
#define XPMU_IA_CFG_DEAR_MODE	GENMASK_ULL(33, 32)	/* PMC40.mode */
#define XPMU_IA_CFG_IEAR_UMASK	GENMASK_ULL(41, 34)	/* PMC37.umask */
#define XPMU_IA_CFG_IPEAR_DELAY	GENMASK_ULL(49, 42)	/* PMC42.delay */
#define XPMU_IA_CFG_FINE	BIT_ULL(50)		/* PMC38.fine */
#define XPMU_IA_CFG_INV		BIT_ULL(51)		/* PMC32.inv */
#define XPMU_IA_CFG_OPC_MIFB	GENMASK_ULL(55, 52)	/* PMC32.b,f,i,m */
#define XPMU_IA_CFG_OPC_MAJOR	GENMASK_ULL(59, 56)	/* enco{40:37} */
#define XPMU_IA_CFG_OPC_MAJOR_EN BIT_ULL(60)
#define XPMU_IA_CFG_IPEAR	BIT_ULL(61)		/* PMC42.mode = 100 */
#define XPMU_IA_CFG_IEAR_TLB	BIT_ULL(62)		/* PMC37.ct = 00 */
/* Opcode major field of the 41-bit encoding (3.3.6.2: enco{40:0}). */
#define XPMU_IA_ENCO_MAJOR	GENMASK_ULL(40, 37)

struct xpmu_ia_ext;
struct xpmu_ia_qregs;

/**
 * struct xpmu_ia_reg_val - a register and a value.
 * @idx: its number.
 * @val: the value.
 */
struct xpmu_ia_reg_val {
	unsigned int idx;
	u64 val;
};

/**
 * struct xpmu_ia_model - one processor model's performance monitor.
 * @name: perf PMU name.
 * @counters: the generic counters (bit n: PMC/PMDn).
 * @duplicated: counters that count for both threads with .all (3.3.2).
 * @width: counter width in bits.
 * @pmc0_ovf: PMC0's overflow vector.
 * @formats: its format/ files, the one source of the config bits it
 *	accepts (xpmu_ia_config_bits(), once per bound PMU); fields outside
 *	XPMU_IA_CFG_EXT sit at their PMC place (Table 3-6).
 * @nr_formats: entries in @formats.
 * @codes: per event code constraints, or NULL (any code, any counter).
 * @thr_unchecked: @codes has no Max Inc/Cyc (the first Itanium's table,
 *	from libpfm).
 * @events: its sysfs events/ group (XPMU_EV(), <xpmu/alias.h>).
 * @l1d_pmc5: apply the L1D rule of 4.8.2 (PMC5 holds an L1D event).
 * @l2d_pairs: apply the PMC4/PMC6 L2D set rule of 4.8.4.
 * @smt_errata: with both threads on (struct xpmu_ia_hw.smt), no IP-EAR
 *	(erratum 120) and no counter above PMD9 (erratum 121).
 * @ext_init: what an event asks beyond its counter, on this model; called
 *	by xpmu_ia_ext_init() with @ext zeroed and its qualification
 *	registers at their defaults.  Returns as xpmu_ia_ext_init().  NULL:
 *	the model qualifies nothing and config1/config2 are refused.
 * @write_qregs: program the calling cpu's qualification registers (the
 *	ones the model has) from @q, with the monitor frozen.
 * @reset_pmcs: registers beside the counters that a reset writes, in
 *	order, before it resets @res (3.3.12: their reset values are
 *	undefined).
 * @nr_reset_pmcs: entries in @reset_pmcs.
 * @res: the shared registers the model has (bit n: enum xpmu_ia_res n),
 *	set idle at a reset.
 */
struct xpmu_ia_model {
	const char *name;
	u16 counters;
	u16 duplicated;
	unsigned int width;
	u64 pmc0_ovf;
	const struct xpmu_format *formats;
	unsigned int nr_formats;
	const struct xpmu_ia_code *codes;
	bool thr_unchecked;
	const struct attribute_group *events;
	bool l1d_pmc5;
	bool l2d_pairs;
	bool smt_errata;
	int (*ext_init)(const struct xpmu_ia_model *m,
			const struct perf_event_attr *attr,
			struct xpmu_ia_ext *ext, const char **why);
	void (*write_qregs)(const struct xpmu_ia_hw *hw,
			    const struct xpmu_ia_qregs *q);
	const struct xpmu_ia_reg_val *reset_pmcs;
	unsigned int nr_reset_pmcs;
	unsigned int res;
};

/**
 * struct xpmu_ia_cfg_bits - the attr.config bits a model's formats give.
 * @pmc: the PMC fields, at their places.
 * @ext: the fields beyond the PMC's own (XPMU_IA_CFG_EXT).
 */
struct xpmu_ia_cfg_bits {
	u64 pmc;
	u64 ext;
};

int xpmu_ia_config_bits(const struct xpmu_ia_model *m,
			struct xpmu_ia_cfg_bits *bits);

extern const struct xpmu_ia_model xpmu_ia_montecito;
extern const struct xpmu_ia_model xpmu_ia_itanium;
extern const struct xpmu_ia_code xpmu_ia_mont_codes[XPMU_IA_NR_CODES];
extern const struct xpmu_ia_code xpmu_ia_ita_codes[XPMU_IA_NR_CODES];
extern const struct attribute_group xpmu_ia_mont_events;

/**
 * struct xpmu_ia_req - one event as the scheduler sees it.
 * @allowed: counters it may use (bit n: PMDn).
 * @l1d_set: L1D set or -1.
 * @l2d_set: L2D set or -1.
 * @umask: its umask (4.8.4: PMD5/8 share PMC4's).
 * @all: its .all bit (4.8.4: PMC4's applies to PMD5/8).
 * @es: its event select.
 * @excl: its code's exclusion group (struct xpmu_ia_code), or 0.
 * @prev: the counter it is on now, or -1.
 * @assign: out: the counter chosen.
 */
struct xpmu_ia_req {
	u16 allowed;
	s8 l1d_set;
	s8 l2d_set;
	u8 umask;
	bool all;
	u8 es;
	u8 excl;
	int prev;
	int assign;
};

/* Names of the rules, for the debug line of a refusal. */
extern const char *const xpmu_ia_rule_names[];
enum xpmu_ia_rule {
	XPMU_IA_RULE_NONE,
	XPMU_IA_RULE_COUNTERS,	/* no counter left that the events may use */
	XPMU_IA_RULE_L1D,	/* 4.8.2: PMC5 / one L1D set */
	XPMU_IA_RULE_L2D,	/* 4.8.4: PMC4/PMC6 set, shared umask and .all */
	XPMU_IA_RULE_EXCL,	/* 4.15: only one of the L2D_OZQ_CANCEL events */
};

int xpmu_ia_req_init(const struct xpmu_ia_model *m,
		     const struct xpmu_ia_cfg_bits *bits, u64 config,
		     struct xpmu_ia_req *req, const char **why);
int xpmu_ia_schedule(const struct xpmu_ia_model *m, struct xpmu_ia_req *reqs,
		     unsigned int n, enum xpmu_ia_rule *rule);
u64 xpmu_ia_pmc(const struct xpmu_ia_cfg_bits *bits, u64 config,
		bool excl_user, bool excl_kernel, bool oi);
u64 xpmu_ia_preload(unsigned int width, s64 left);
s64 xpmu_ia_max_period(unsigned int width);
bool xpmu_ia_period(s64 *left, s64 period, unsigned int width, u64 *preload);

/* Shared per-cpu registers an event may need (struct xpmu_ia_ext). */
enum xpmu_ia_res {
	XPMU_IA_RES_QUAL,	/* PMC32-36, 38, 41, IBRs, DBRs (or PMC13) */
	XPMU_IA_RES_IEAR,	/* PMC37 */
	XPMU_IA_RES_DEAR,	/* PMC40 */
	XPMU_IA_RES_ETB,	/* PMC39, PMC42 */
	XPMU_IA_NR_RES,
};

/**
 * struct xpmu_ia_qregs - the qualification registers of one configuration.
 * @opc: PMC32-36.
 * @pmc38: instruction range configuration.
 * @pmc41: data range configuration.
 * @pmc13: the Itanium's range check register.
 * @ibr: IBR0-7.
 * @dbr: DBR0-7.
 */
struct xpmu_ia_qregs {
	u64 opc[5];
	u64 pmc38;
	u64 pmc41;
	u64 pmc13;
	u64 ibr[XPMU_IA_NR_IBR];
	u64 dbr[XPMU_IA_NR_DBR];
};

/* What an overflow of the event adds to its sample. */
#define XPMU_IA_SMP_DEAR	BIT(0)	/* PMD32/33/36 -> addr, weight, data_src */
#define XPMU_IA_SMP_IEAR	BIT(1)	/* PMD34/35 -> addr, weight */
#define XPMU_IA_SMP_ETB		BIT(2)	/* PMD38/39/48-63 -> branch stack */

/**
 * struct xpmu_ia_ext - an event's registers beyond its counter
 * (xpmu_ia_ext_init()).
 * @res: resources it claims (bit n: enum xpmu_ia_res n).
 * @key: per resource, the value it needs; events on one cpu must agree.
 * @q: the qualification registers (@res has XPMU_IA_RES_QUAL).
 * @pmc37: instruction EAR configuration.
 * @pmc40: data EAR configuration.
 * @pmc39: execution trace buffer configuration.
 * @pmc42: IP-EAR configuration.
 * @sample: XPMU_IA_SMP_* the overflow adds to the sample.
 * @channels: the tag channels (IBRPs) qualifying it, bit n for channel n.
 */
struct xpmu_ia_ext {
	unsigned int res;
	u64 key[XPMU_IA_NR_RES][3];
	struct xpmu_ia_qregs q;
	u64 pmc37;
	u64 pmc40;
	u64 pmc39;
	u64 pmc42;
	unsigned int sample;
	unsigned int channels;
};

/**
 * struct xpmu_ia_range - an address range as an IBR/DBR pair holds it.
 * @base: first address.
 * @mask: XPMU_IA_BR_MASK bits compared (the range is @base + ~@mask).
 */
struct xpmu_ia_range {
	u64 base;
	u64 mask;
};

/* Smallest ranges, 2^n bytes: a bundle (3.3.5); 2, the one-word form's. */
#define XPMU_IA_IRANGE_MIN_ORDER	4
#define XPMU_IA_DRANGE_MIN_ORDER	1

/* Privilege levels of all the breakpoint register pairs' plm fields. */
#define XPMU_IA_BR_PLM_ALL	FIELD_PREP(XPMU_IA_BR_PLM, 0xf)

int xpmu_ia_range_decode(u64 napot, unsigned int min_order,
			 struct xpmu_ia_range *r);
int xpmu_ia_mont_ext_init(const struct xpmu_ia_model *m,
			  const struct perf_event_attr *attr,
			  struct xpmu_ia_ext *ext, const char **why);
int xpmu_ia_ext_init(const struct xpmu_ia_model *m, const struct perf_event_attr *attr,
		     struct xpmu_ia_ext *ext, const char **why);
bool xpmu_ia_ext_conflict(const struct xpmu_ia_ext *a, const struct xpmu_ia_ext *b);
void xpmu_ia_qregs_default(struct xpmu_ia_qregs *q);

/**
 * struct xpmu_ia_ear_sample - what an EAR held, decoded.
 * @valid: the EAR captured a qualified event.
 * @addr: data address (data EAR) or instruction line address (I-EAR).
 * @ip: bundle + slot (data EAR, PMD36), or the missed line (I-EAR); or 0.
 * @latency: cycles, for the cache modes (@has_lat).
 * @stat: the mode's status field (TLB modes: where the miss was served).
 * @has_addr: @addr is defined in this mode.
 * @has_lat: @latency is defined in this mode.
 */
struct xpmu_ia_ear_sample {
	bool valid;
	u64 addr;
	u64 ip;
	u64 latency;
	unsigned int stat;
	bool has_addr;
	bool has_lat;
};

void xpmu_ia_dear_decode(u64 pmc40, u64 pmd32, u64 pmd33, u64 pmd36,
			 struct xpmu_ia_ear_sample *s);
void xpmu_ia_iear_decode(u64 pmc37, u64 pmd34, u64 pmd35,
			 struct xpmu_ia_ear_sample *s);
void xpmu_ia_ear_to_perf(const struct xpmu_ia_ear_sample *s, bool dear, u64 pmc,
			 u64 sample_type, struct perf_sample_data *data);
u64 xpmu_ia_etb_newest(u64 pmd38);
int xpmu_ia_etb_config(u64 branch_sample_type, u64 config, u64 *pmc39,
		       u64 *pmc42, const char **why);
unsigned int xpmu_ia_etb_decode(u64 pmd38, u64 pmd39, const u64 *etb,
				struct perf_branch_entry *out, unsigned int max);
unsigned int xpmu_ia_ipear_decode(u64 pmd38, u64 pmd39, const u64 *etb,
				  struct perf_branch_entry *out, unsigned int max);

#ifdef CONFIG_IA64
void xpmu_ia_native_init(void);
void xpmu_ia_native_exit(void);
void xpmu_ia_native_count_user(void);
#else
static inline void xpmu_ia_native_init(void) { }
static inline void xpmu_ia_native_exit(void) { }
#endif

#endif /* _XPMU_ITANIUM_BACKEND_H */
