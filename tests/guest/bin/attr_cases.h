/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Table-driven perf_event_attr checks shared by perf_attr.c (uncore) and
 * ia_attr.c (Itanium): each case ORs a partial attr into a PMU's valid
 * counting attr, opens it system-wide on cpu 0 and compares the errno
 * with the one expected on the running kernel, 6.1 or 6.12 (the two the
 * guest runs, README "scripts/vm").  Expected errnos come from the perf
 * core's own checks (kernel/events/core.c of 6.12.117, and of 6.1 where
 * it differs) and from the drivers' documented rules (uncore.rst,
 * itanium.rst "perf_event_attr").
 */
#ifndef XPMU_ATTR_CASES_H
#define XPMU_ATTR_CASES_H

#include <asm/perf_regs.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>

#include "perf_open.h"

/*
 * Fields the host's uapi header (6.1) does not name: 6.12's aux_action
 * (6.1's __reserved_3) is the u32 that ends PERF_ATTR_SIZE_VER6, config3
 * the u64 of PERF_ATTR_SIZE_VER8.
 */
#define ATTR_AUX_ACTION_OFF	(PERF_ATTR_SIZE_VER6 - 4)
#define ATTR_CONFIG3_OFF	PERF_ATTR_SIZE_VER7
#define ATTR_SIZE_VER8		(PERF_ATTR_SIZE_VER7 + 8)
#define AUX_START_PAUSED	1u
#define AUX_PAUSE		2u
#define AUX_RESUME		4u
/* 6.12's PERF_SAMPLE_BRANCH_COUNTERS: bit 19, PERF_SAMPLE_BRANCH_MAX in 6.1. */
#define BRANCH_COUNTERS_SHIFT	19

struct attr_case {
	const char *what;
	struct perf_event_attr d;	/* ORed into the PMU's base attr */
	int err;			/* the errno; 0: it opens */
	int err61;			/* on 6.1, if @on61 */
	unsigned int size;		/* attr.size, if not 0 */
	unsigned int aux_action;	/* at ATTR_AUX_ACTION_OFF */
	unsigned long long config3;	/* at ATTR_CONFIG3_OFF, size VER8 */
	unsigned long flags;		/* perf_event_open() flags */
	unsigned int on61:1;		/* 6.1 answers @err61 instead */
	unsigned int zero_size:1;	/* attr.size 0 */
	unsigned int sibling:1;		/* opened in a group of a base leader */
	unsigned int cgroup:1;		/* a cgroup event (PERF_FLAG_PID_CGROUP) */
	unsigned int needs_cgroup:1;	/* EINVAL without CONFIG_CGROUP_PERF */
	unsigned int dirty_tail:1;	/* a non-zero byte at the end of size */
};

#define ALL(e)		.err = (e)
#define BY(e61, e612)	.err = (e612), .on61 = 1, .err61 = (e61)
#define OPENS		ALL(0)

/* The running kernel, as the cases need it. */
struct kernel {
	int is61;		/* 6.1 (else: 6.12 or later) */
	int cgroup_perf;	/* CONFIG_CGROUP_PERF (Debian: y; test kernel: n) */
	int cgroup_fd;		/* a cgroup2 directory, or -1 */
};

/*
 * Which column applies; and CONFIG_CGROUP_PERF, seen as the perf_event
 * controller in /proc/cgroups; a cgroup2 mount gives the cgroup fd.
 */
static void kernel_probe(struct kernel *k)
{
	struct utsname u;
	int major = 0, minor = 0;
	char line[128];
	FILE *f;

	if (uname(&u) || sscanf(u.release, "%d.%d", &major, &minor) != 2)
		printf("FAIL: no kernel version: taking 6.12's expectations\n");
	k->is61 = major < 6 || (major == 6 && minor < 12);
	k->cgroup_perf = 0;
	k->cgroup_fd = -1;
	f = fopen("/proc/cgroups", "r");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "perf_event", 10))
			k->cgroup_perf = 1;
	if (f)
		fclose(f);
	if (k->cgroup_perf) {
		mkdir("/tmp/xpmu-cg", 0755);
		if (mount("none", "/tmp/xpmu-cg", "cgroup2", 0, NULL) && errno != EBUSY)
			perror("mount cgroup2");
		k->cgroup_fd = open("/tmp/xpmu-cg", O_RDONLY | O_DIRECTORY);
	} else {
		/* Any fd: perf_cgroup_connect()'s stub refuses before using it. */
		k->cgroup_fd = open("/", O_RDONLY | O_DIRECTORY);
	}
	printf("# kernel %s: expectations of %s, CONFIG_CGROUP_PERF %s\n",
	       u.release, k->is61 ? "6.1" : "6.12", k->cgroup_perf ? "y" : "n");
}

static void kernel_release(struct kernel *k)
{
	if (k->cgroup_fd >= 0)
		close(k->cgroup_fd);
	if (k->cgroup_perf)
		umount("/tmp/xpmu-cg");
}

static int case_failures, case_count;

/*
 * Open @c on top of @base (a valid counting event), in a group of
 * @leader if @c asks; 0 or the errno, -1 if the leader did not open.
 */
static int case_open(const struct perf_event_attr *base,
		     const struct perf_event_attr *leader_attr,
		     const struct attr_case *c, const struct kernel *k)
{
	static union {
		struct perf_event_attr a;
		unsigned char b[4097];
	} u;
	const unsigned char *d = (const void *)&c->d;
	int leader = -1, pid = -1, fd, err;
	unsigned long flags = c->flags;
	size_t i;

	memset(&u, 0, sizeof(u));
	u.a = *base;
	for (i = 0; i < sizeof(c->d); i++)
		u.b[i] |= d[i];
	if (c->size || c->zero_size)
		u.a.size = c->size;
	memcpy(u.b + ATTR_AUX_ACTION_OFF, &c->aux_action, 4);
	if (c->config3) {
		memcpy(u.b + ATTR_CONFIG3_OFF, &c->config3, 8);
		u.a.size = ATTR_SIZE_VER8;
	}
	if (c->dirty_tail)
		u.b[u.a.size - 1] = 1;
	if (c->sibling) {
		struct perf_event_attr l = *leader_attr;

		leader = open_event(&l, -1, 0, -1);
		if (leader < 0)
			return -1;
	}
	if (c->cgroup) {
		pid = k->cgroup_fd;
		flags |= PERF_FLAG_PID_CGROUP;
	}
	fd = syscall(SYS_perf_event_open, &u.a, pid, 0, leader, flags);
	err = fd < 0 ? errno : 0;
	if (fd >= 0)
		close(fd);
	if (leader >= 0)
		close(leader);
	return err;
}

/*
 * Run @n cases of @c on @pmu with the valid counting event @base; group
 * members join a group of @leader (another event that fits beside @base).
 */
static void run_cases(const char *pmu, const struct perf_event_attr *base,
		      const struct perf_event_attr *leader,
		      const struct attr_case *c, int n, const struct kernel *k)
{
	int i;

	for (i = 0; i < n; i++, c++) {
		int want = k->is61 && c->on61 ? c->err61 : c->err;
		int got = case_open(base, leader, c, k);

		if (c->needs_cgroup && !k->cgroup_perf)
			want = EINVAL;
		case_count++;
		if (got == want) {
			printf("ok: %s: %s: %s\n", pmu, c->what,
			       got ? strerror(got) : "opened");
		} else {
			printf("FAIL: %s: %s: got %s, want %s\n", pmu, c->what,
			       got < 0 ? "leader did not open" :
			       got ? strerror(got) : "success",
			       want ? strerror(want) : "success");
			case_failures++;
		}
	}
}

/* Sample regs that pass x86's perf_reg_validate(): ip and sp. */
#define REGS_OK		((1ULL << PERF_REG_X86_IP) | (1ULL << PERF_REG_X86_SP))

/*
 * What the perf core itself decides, the same on every PMU of either
 * family (a counting event: sample_period 0).
 */
static const struct attr_case core_cases[] = {
	/*
	 * perf_copy_attr(): size 0 means PERF_ATTR_SIZE_VER0; below it or
	 * above PAGE_SIZE, E2BIG; copy_struct_from_user() accepts any size
	 * whose bytes beyond the kernel's struct are zero (E2BIG if not).
	 */
	{ "size 0 (read as PERF_ATTR_SIZE_VER0)", .zero_size = 1, OPENS },
	{ "size 32 (below PERF_ATTR_SIZE_VER0)", .size = 32, ALL(E2BIG) },
	{ "size 65 (not a multiple of 8)", .size = 65, OPENS },
	{ "size 72 (PERF_ATTR_SIZE_VER1)", .size = PERF_ATTR_SIZE_VER1, OPENS },
	{ "size 4096, zero beyond the kernel's struct", .size = 4096, OPENS },
	{ "size 4096, a non-zero last byte", .size = 4096, .dirty_tail = 1, ALL(E2BIG) },
	{ "size 4097 (above PAGE_SIZE)", .size = 4097, ALL(E2BIG) },
	/*
	 * config3 (6.3, PERF_ATTR_SIZE_VER8): beyond 6.1's struct, so its
	 * perf_copy_attr() answers E2BIG; on 6.12 the drivers refuse it:
	 * neither family defines a config3 field.
	 */
	{ "config3 = 1", .config3 = 1, BY(E2BIG, EINVAL) },
	/* perf_copy_attr(): reserved fields and undefined bits, EINVAL. */
	{ "flags bit 38 (__reserved_1)", .d.__reserved_1 = 1, ALL(EINVAL) },
	{ "__reserved_2", .d.__reserved_2 = 1, ALL(EINVAL) },
	{ "aux_action bit 31 (__reserved_3 of both)", .aux_action = 1u << 31, ALL(EINVAL) },
	{ "sample_type bit 25 (PERF_SAMPLE_MAX)", .d.sample_type = 1ULL << 25, ALL(EINVAL) },
	{ "read_format bit 5 (PERF_FORMAT_MAX)", .d.read_format = 1ULL << 5, ALL(EINVAL) },
	{ "BRANCH_STACK, branch_sample_type 0",
	  .d.sample_type = PERF_SAMPLE_BRANCH_STACK, ALL(EINVAL) },
	{ "BRANCH_STACK, privilege bits only",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_USER }, ALL(EINVAL) },
	{ "BRANCH_STACK, bit 20 (6.12's PERF_SAMPLE_BRANCH_MAX)",
	  .d = { .sample_type = PERF_SAMPLE_BRANCH_STACK,
		 .branch_sample_type = PERF_SAMPLE_BRANCH_ANY | 1ULL << 20 }, ALL(EINVAL) },
	/* perf_copy_attr() -> x86 perf_reg_validate(): empty or DS, EINVAL. */
	{ "REGS_USER, sample_regs_user 0", .d.sample_type = PERF_SAMPLE_REGS_USER, ALL(EINVAL) },
	{ "REGS_USER, DS (unsupported on x86-64)",
	  .d = { .sample_type = PERF_SAMPLE_REGS_USER,
		 .sample_regs_user = 1ULL << PERF_REG_X86_DS }, ALL(EINVAL) },
	{ "REGS_INTR, sample_regs_intr 0", .d.sample_type = PERF_SAMPLE_REGS_INTR, ALL(EINVAL) },
	/*
	 * XMM registers pass perf_reg_validate(); perf_try_init_event()
	 * refuses them after event_init without PERF_PMU_CAP_EXTENDED_REGS.
	 */
	{ "REGS_INTR, XMM0", .d = { .sample_type = PERF_SAMPLE_REGS_INTR,
				    .sample_regs_intr = 1ULL << PERF_REG_X86_XMM0 },
	  ALL(EOPNOTSUPP) },
	{ "REGS_USER, XMM0", .d = { .sample_type = PERF_SAMPLE_REGS_USER,
				    .sample_regs_user = 1ULL << PERF_REG_X86_XMM0 },
	  ALL(EOPNOTSUPP) },
	/* perf_copy_attr(): sample_stack_user 8-aligned and below USHRT_MAX. */
	{ "STACK_USER, 12 bytes (not 8-aligned)",
	  .d = { .sample_type = PERF_SAMPLE_STACK_USER, .sample_stack_user = 12 }, ALL(EINVAL) },
	{ "STACK_USER, 65535 bytes (USHRT_MAX)",
	  .d = { .sample_type = PERF_SAMPLE_STACK_USER, .sample_stack_user = 65535 },
	  ALL(EINVAL) },
	{ "WEIGHT and WEIGHT_STRUCT",
	  .d.sample_type = PERF_SAMPLE_WEIGHT | PERF_SAMPLE_WEIGHT_STRUCT, ALL(EINVAL) },
	{ "inherit_thread without inherit", .d.inherit_thread = 1, ALL(EINVAL) },
	{ "remove_on_exec with enable_on_exec",
	  .d = { .remove_on_exec = 1, .enable_on_exec = 1 }, ALL(EINVAL) },
	{ "sigtrap without remove_on_exec", .d.sigtrap = 1, ALL(EINVAL) },
	/* sys_perf_event_open(): flags, frequency and period limits. */
	{ "perf_event_open flags bit 4", .flags = 1ul << 4, ALL(EINVAL) },
	{ "freq above perf_event_max_sample_rate",
	  .d = { .freq = 1, .sample_freq = 1ULL << 40 }, ALL(EINVAL) },
	{ "sample_period bit 63", .d.sample_period = 1ULL << 63, ALL(EINVAL) },
	/* perf_event_alloc(): sigtrap needs a task, before event_init. */
	{ "sigtrap with remove_on_exec, cpu-wide",
	  .d = { .sigtrap = 1, .remove_on_exec = 1 }, ALL(EINVAL) },
	/*
	 * perf_event_alloc(): 6.1 refuses PERF_SAMPLE_READ with inherit;
	 * 6.12 (has_inherit_and_sample_read()) only without SAMPLE_TID.
	 */
	{ "inherit, sample_type READ",
	  .d = { .inherit = 1, .sample_type = PERF_SAMPLE_READ }, ALL(EINVAL) },
	{ "inherit, sample_type READ|TID",
	  .d = { .inherit = 1, .sample_type = PERF_SAMPLE_READ | PERF_SAMPLE_TID },
	  BY(EINVAL, 0) },
	/*
	 * perf_event_alloc(), after event_init: aux_output needs
	 * PERF_PMU_CAP_AUX_OUTPUT, 6.12's aux_start_paused
	 * PERF_PMU_CAP_AUX_PAUSE (EOPNOTSUPP; on 6.1 a __reserved_3 bit:
	 * EINVAL); sys_perf_event_open(): aux_pause, aux_resume and
	 * aux_sample_size need an AUX group leader (perf_need_aux_event(),
	 * perf_get_aux_event(): EINVAL).
	 */
	{ "aux_output", .d.aux_output = 1, ALL(EOPNOTSUPP) },
	{ "aux_start_paused", .aux_action = AUX_START_PAUSED, BY(EINVAL, EOPNOTSUPP) },
	{ "aux_pause", .aux_action = AUX_PAUSE, ALL(EINVAL) },
	{ "aux_resume", .aux_action = AUX_RESUME, ALL(EINVAL) },
	{ "aux_pause and aux_resume", .aux_action = AUX_PAUSE | AUX_RESUME, ALL(EINVAL) },
	{ "aux_sample_size without an AUX leader", .d.aux_sample_size = 4096, ALL(EINVAL) },
	{ "sample_type AUX, aux_sample_size 4096",
	  .d = { .sample_type = PERF_SAMPLE_AUX, .aux_sample_size = 4096 }, ALL(EINVAL) },
	/* perf_event_alloc() -> get_callchain_buffers(): above the sysctl. */
	{ "CALLCHAIN, sample_max_stack 1000 (> kernel.perf_event_max_stack)",
	  .d = { .sample_type = PERF_SAMPLE_CALLCHAIN, .sample_max_stack = 1000 },
	  ALL(EOVERFLOW) },
	/*
	 * perf_event_set_clock(): clocks that are not NMI-safe need
	 * PERF_PMU_CAP_NO_NMI, which neither family claims.
	 */
	{ "use_clockid CLOCK_MONOTONIC", .d = { .use_clockid = 1, .clockid = CLOCK_MONOTONIC },
	  OPENS },
	{ "use_clockid CLOCK_MONOTONIC_RAW",
	  .d = { .use_clockid = 1, .clockid = CLOCK_MONOTONIC_RAW }, OPENS },
	{ "use_clockid CLOCK_REALTIME (not NMI-safe)",
	  .d = { .use_clockid = 1, .clockid = CLOCK_REALTIME }, ALL(EINVAL) },
	{ "use_clockid 99", .d = { .use_clockid = 1, .clockid = 99 }, ALL(EINVAL) },
	/* sys_perf_event_open(): "Only a group leader can be exclusive or pinned". */
	{ "pinned group member", .d.pinned = 1, .sibling = 1, ALL(EINVAL) },
	{ "exclusive group member", .d.exclusive = 1, .sibling = 1, ALL(EINVAL) },
	{ "plain group member", .sibling = 1, OPENS },
	/*
	 * A cgroup event on a perf_invalid_context PMU: perf_event_alloc()
	 * refuses it after event_init ("Disallow uncore-cgroup events",
	 * 5.7; 6.2 adds task events to the check); without
	 * CONFIG_CGROUP_PERF perf_cgroup_connect() is a stub that refuses
	 * it too.  EINVAL either way.
	 */
	{ "cgroup event (PERF_FLAG_PID_CGROUP)", .cgroup = 1, ALL(EINVAL) },
	/*
	 * Side-band records, wake-up and ring-buffer settings, inheritance
	 * (which a cpu-wide event never uses), leader-only flags on a
	 * leader: nothing the PMU programs; every kernel opens them.
	 */
	{ "disabled", .d.disabled = 1, OPENS },
	{ "inherit", .d.inherit = 1, OPENS },
	{ "inherit, inherit_stat", .d = { .inherit = 1, .inherit_stat = 1 }, OPENS },
	{ "inherit, inherit_thread", .d = { .inherit = 1, .inherit_thread = 1 }, OPENS },
	{ "pinned leader", .d.pinned = 1, OPENS },
	{ "exclusive leader", .d.exclusive = 1, OPENS },
	{ "enable_on_exec", .d.enable_on_exec = 1, OPENS },
	{ "remove_on_exec", .d.remove_on_exec = 1, OPENS },
	{ "exclude_callchain_user", .d.exclude_callchain_user = 1, OPENS },
	{ "exclude_callchain_kernel", .d.exclude_callchain_kernel = 1, OPENS },
	{ "mmap, mmap_data, mmap2", .d = { .mmap = 1, .mmap_data = 1, .mmap2 = 1 }, OPENS },
	{ "comm, comm_exec, task", .d = { .comm = 1, .comm_exec = 1, .task = 1 }, OPENS },
	{ "sample_id_all", .d.sample_id_all = 1, OPENS },
	{ "context_switch", .d.context_switch = 1, OPENS },
	{ "namespaces", .d.namespaces = 1, OPENS },
	{ "ksymbol, bpf_event", .d = { .ksymbol = 1, .bpf_event = 1 }, OPENS },
	{ "cgroup records", .d.cgroup = 1, OPENS },
	{ "text_poke", .d.text_poke = 1, OPENS },
	{ "build_id, mmap2", .d = { .build_id = 1, .mmap2 = 1 }, OPENS },
	{ "watermark, wakeup_watermark 4096",
	  .d = { .watermark = 1, .wakeup_watermark = 4096 }, OPENS },
	{ "wakeup_events 10", .d.wakeup_events = 10, OPENS },
	{ "write_backward", .d.write_backward = 1, OPENS },
	{ "aux_watermark", .d.aux_watermark = 4096, OPENS },
	{ "sig_data without sigtrap", .d.sig_data = 42, OPENS },
	{ "freq with sample_freq 0 (a counting event)", .d.freq = 1, OPENS },
	{ "read_format GROUP|ID|TOTAL_TIME_ENABLED|TOTAL_TIME_RUNNING|LOST",
	  .d.read_format = PERF_FORMAT_GROUP | PERF_FORMAT_ID | PERF_FORMAT_LOST |
			   PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING,
	  OPENS },
};

/*
 * Each PERF_SAMPLE_* bit but BRANCH_STACK (a PMU feature: the families'
 * own tables) with the fields it needs; run on a counting base, and on a
 * sampling one where the PMU samples.  Sample content the perf core
 * gathers itself in perf_prepare_sample() asks nothing of the PMU.
 */
static const struct attr_case sample_cases[] = {
	{ "sample_type IP|TID|TIME|ID|CPU|PERIOD|STREAM_ID|IDENTIFIER",
	  .d.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
			   PERF_SAMPLE_ID | PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD |
			   PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_IDENTIFIER },
	{ "sample_type ADDR", .d.sample_type = PERF_SAMPLE_ADDR },
	{ "sample_type READ", .d.sample_type = PERF_SAMPLE_READ },
	{ "sample_type CALLCHAIN, sample_max_stack 16",
	  .d = { .sample_type = PERF_SAMPLE_CALLCHAIN, .sample_max_stack = 16 } },
	{ "sample_type RAW", .d.sample_type = PERF_SAMPLE_RAW },
	{ "sample_type REGS_USER (ip, sp)",
	  .d = { .sample_type = PERF_SAMPLE_REGS_USER, .sample_regs_user = REGS_OK } },
	{ "sample_type STACK_USER, 8 bytes",
	  .d = { .sample_type = PERF_SAMPLE_STACK_USER, .sample_stack_user = 8 } },
	{ "sample_type WEIGHT", .d.sample_type = PERF_SAMPLE_WEIGHT },
	{ "sample_type WEIGHT_STRUCT", .d.sample_type = PERF_SAMPLE_WEIGHT_STRUCT },
	{ "sample_type DATA_SRC", .d.sample_type = PERF_SAMPLE_DATA_SRC },
	{ "sample_type TRANSACTION", .d.sample_type = PERF_SAMPLE_TRANSACTION },
	{ "sample_type REGS_INTR (ip, sp)",
	  .d = { .sample_type = PERF_SAMPLE_REGS_INTR, .sample_regs_intr = REGS_OK } },
	{ "sample_type PHYS_ADDR", .d.sample_type = PERF_SAMPLE_PHYS_ADDR },
	{ "sample_type AUX, aux_sample_size 0", .d.sample_type = PERF_SAMPLE_AUX },
	{ "sample_type CGROUP", .d.sample_type = PERF_SAMPLE_CGROUP, .needs_cgroup = 1 },
	{ "sample_type DATA_PAGE_SIZE|CODE_PAGE_SIZE",
	  .d.sample_type = PERF_SAMPLE_DATA_PAGE_SIZE | PERF_SAMPLE_CODE_PAGE_SIZE },
};

#endif /* XPMU_ATTR_CASES_H */
