// SPDX-License-Identifier: GPL-2.0-only
/*
 * emr_truth: ask the QEMU model of the EMR uncore (scripts/vm --native)
 * what one of its counters has counted, and set up its faults, through
 * the model's test channel (qemu/tree/hw/i386/xpmu-emr-truth.c: a PCI
 * function 1b36:10e5 that only the test machine has).  Talks to the model
 * only, never to the driver.
 *
 *   emr_truth SOCKET TYPE ID COUNTER...
 *   emr_truth -w VALUE SOCKET TYPE ID COUNTER
 *   emr_truth -s SOCKET TYPE COUNTER...     totals over every unit of TYPE
 *   emr_truth -q                    the first form for each "SOCKET TYPE ID
 *                                   COUNTER" line of stdin, a line each
 *                                   ("none" where there is no counter): one
 *                                   start for many, which under TCG costs
 *                                   more than the reads
 *   emr_truth -b                    each line of stdin one of the socket-wide
 *                                   commands below, its words as arguments
 *                                   ("-g 1 0 0 58"): one start for many;
 *                                   stops at the first that fails, naming it
 *   emr_truth -f 0|1 SOCKET         frz_all, as another tool could leave it
 *   emr_truth -p 0|1 SOCKET         pause the free-running counters
 *   emr_truth -r SOCKET             writes that set a reserved bit
 *   emr_truth -U SOCKET             writes where the socket has no register:
 *                                   "COUNT ADDRESS" (the last one's, hex;
 *                                   63:62 0 MSR, 1 MMIO, 2 PCICFG)
 *   emr_truth -t SOCKET WORD [VALUE]        discovery table word
 *   emr_truth -T SOCKET COUNT       its first COUNT words, "WORD VALUE"
 *   emr_truth -L SOCKET             writes the "WORD VALUE" lines of stdin
 *   emr_truth -c SOCKET DEVFN OFFSET [VALUE] config dword, as firmware
 *   emr_truth -a SOCKET DEVFN 0|1   take a PCI function away, or back
 *   emr_truth -o SOCKET DEVFN OFFSET [COUNT]  the next COUNT config reads
 *                                   of that dword read all ones (a
 *                                   glitch), or how many are left
 *   emr_truth -u 0|1 SOCKET TYPE ID  the unit reads all ones, or no more
 *   emr_truth -g 0|1|2 SOCKET TYPE ID  its MSRs raise #GP (fused off), or
 *                                    only their writes do (2), or no more
 *   emr_truth -h BITS SOCKET TYPE ID  its counters read with BITS (63:48) set
 *   emr_truth -x X16 SOCKET TYPE ID [COUNTER]  the counter counts X16/16 of
 *                                   what it should (0: stuck; 16: as it
 *                                   should again); no COUNTER (0xff):
 *                                   every counter of the unit
 *
 * DEVFN names the bus too: 0x100 * bus + devfn, bus 0 the socket's Ubox
 * bus (U0), 1 the next (U1: the D30 functions, 0x1F3 is its 1e.3), 2 the
 * OOBMSM's bus.
 *
 * TYPE and ID are the discovery Unit Type and Unit ID (TYPE 0xffff: the
 * global block).  COUNTER is 0-3 (0-7 on a CXL CM), 0x10 for the unit's
 * fixed counter (iMC channels; the global block's UCLK), or 0x20 + n for
 * free-running counter n (of an IIO stack: 0 the IO clock, 1-8 ports in,
 * 9-16 out; of iMC m, ID 2m: 0 DCLK, 1 RPQ, 2 WPQ).  For each COUNTER
 * prints "total last_ctl last_event value status extra rate": the events
 * it counted since the machine started (never reset or wrapped), the
 * control value last written to it, the last one written that selected an
 * event (hex), the counter register now, the unit's status and filter
 * registers (hex), and the events a nanosecond of a free-running counter
 * (a decimal: the channel gives events a second; 1 for other counters).
 * With -w, sets the counter to VALUE instead, as another tool (or,
 * free-running, traffic) would.  Reads print the value in hex.  With -s,
 * prints for each COUNTER the sum of the totals of every unit of TYPE (IDs
 * 0-255) that has it, as perf sums an event over a unit type's PMUs.
 * Exits 1 if the model has no such counter, 2 if there is no channel.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/types.h>

#define DEVICES		"/sys/bus/pci/devices"
#define TRUTH_VENDOR	0x1b36
#define TRUTH_DEVICE	0x10e5
#define TRUTH_SIZE	0x1000
#define NS_PER_S	1000000000ULL

enum {
	TRUTH_SOCKET = 0x00,
	TRUTH_TYPE = 0x08,
	TRUTH_ID = 0x10,
	TRUTH_COUNTER = 0x18,
	TRUTH_FOUND = 0x20,
	TRUTH_TOTAL = 0x28,
	TRUTH_LAST_CTL = 0x30,
	TRUTH_VALUE = 0x38,
	TRUTH_LAST_EVENT = 0x40,
	TRUTH_UNIT_STATUS = 0x48,
	TRUTH_FRZ_ALL = 0x50,
	TRUTH_EXTRA = 0x58,
	TRUTH_RATE = 0x60,	/* events a second */
	TRUTH_FR_PAUSE = 0x68,
	TRUTH_RSV_WRITES = 0x70,
	TRUTH_TABLE_INDEX = 0x78,
	TRUTH_TABLE_WORD = 0x80,
	TRUTH_FN = 0x88,
	TRUTH_FN_OFFSET = 0x90,
	TRUTH_FN_CONFIG = 0x98,
	TRUTH_FN_PRESENT = 0xa0,
	TRUTH_UNREADABLE = 0xa8,
	TRUTH_FUSED = 0xb0,
	TRUTH_HIGH_BITS = 0xb8,
	TRUTH_UNDEF_WRITES = 0xc0,
	TRUTH_UNDEF_ADDR = 0xc8,
	TRUTH_RATE_X16 = 0xd0,
	TRUTH_FN_GLITCH = 0xd8,
};

static unsigned long read_hex(const char *dir, const char *file)
{
	char path[512];
	unsigned long v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s/%s", DEVICES, dir, file);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%lx", &v) != 1)
		v = 0;
	fclose(f);
	return v;
}

/*
 * One 64-bit access to a register of the channel: relaxed atomics, so
 * that the compiler neither merges, drops nor splits it.
 */
static __u64 get(__u64 *regs, unsigned int off)
{
	return __atomic_load_n(&regs[off / 8], __ATOMIC_RELAXED);
}

static void set(__u64 *regs, unsigned int off, __u64 val)
{
	__atomic_store_n(&regs[off / 8], val, __ATOMIC_RELAXED);
}

static int is_channel(const char *dir)
{
	return read_hex(dir, "vendor") == TRUTH_VENDOR &&
	       read_hex(dir, "device") == TRUTH_DEVICE;
}

/* BAR 0 of the channel at DEVICES/dir, mapped; NULL if it cannot be. */
static __u64 *map_bar(const char *dir)
{
	char path[512];
	void *p;
	int fd;

	/* memory decoding on, as a driver's pci_enable_device() does */
	snprintf(path, sizeof(path), "%s/%s/enable", DEVICES, dir);
	fd = open(path, O_WRONLY);
	if (fd >= 0) {
		if (write(fd, "1", 1) != 1)
			perror(path);
		close(fd);
	}
	snprintf(path, sizeof(path), "%s/%s/resource0", DEVICES, dir);
	fd = open(path, O_RDWR | O_SYNC);
	if (fd < 0) {
		perror(path);
		return NULL;
	}
	p = mmap(NULL, TRUTH_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	close(fd);
	return p == MAP_FAILED ? NULL : p;
}

/*
 * The channel's BAR 0, mapped; NULL if the machine has none.  The device
 * found is remembered in CHANNEL_CACHE and checked again at the next
 * run: the tests run this program hundreds of times, and reading every
 * PCI function's IDs took 0.1 s a run under the test kernel.
 */
#define CHANNEL_CACHE	"/tmp/emr_truth.device"

static __u64 *map_channel(void)
{
	char name[256] = "";
	struct dirent *e;
	FILE *f;
	DIR *d;

	f = fopen(CHANNEL_CACHE, "r");
	if (f) {
		if (!fgets(name, sizeof(name), f))
			name[0] = 0;
		fclose(f);
		name[strcspn(name, "\n")] = 0;
		if (name[0] && !strchr(name, '/') && is_channel(name))
			return map_bar(name);
	}
	d = opendir(DEVICES);
	while (d && (e = readdir(d))) {
		if (!is_channel(e->d_name))
			continue;
		snprintf(name, sizeof(name), "%s", e->d_name);
		closedir(d);
		f = fopen(CHANNEL_CACHE, "w");
		if (f) {
			fprintf(f, "%s\n", name);
			fclose(f);
		}
		return map_bar(name);
	}
	if (d)
		closedir(d);
	return NULL;
}

static __u64 num(const char *arg)
{
	return strtoull(arg, NULL, 0);
}

/*
 * The socket-wide commands: -f, -p, -r, -U, -t, -T, -L, -c, -a and -o, and -u,
 * -g, -h and -x on one unit; -1 if argv is none of them.
 */
static int socket_command(__u64 *r, int argc, char **argv)
{
	const char *op = argv[1];

	if (argc < 3 || op[0] != '-' || !strchr("fprUtTLcaoughx", op[1]) || op[2])
		return -1;
	if (op[1] == 'L' && argc == 3) {
		unsigned long long i, v;

		set(r, TRUTH_SOCKET, num(argv[2]));
		while (scanf("%llu %llx", &i, &v) == 2) {
			set(r, TRUTH_TABLE_INDEX, i);
			set(r, TRUTH_TABLE_WORD, v);
		}
		return feof(stdin) ? 0 : 1;
	}
	if (op[1] == 'T' && argc == 4) {
		unsigned long long i, n = num(argv[3]);

		set(r, TRUTH_SOCKET, num(argv[2]));
		for (i = 0; i < n; i++) {
			set(r, TRUTH_TABLE_INDEX, i);
			printf("%llu 0x%llx\n", i, get(r, TRUTH_TABLE_WORD));
		}
		return 0;
	}
	if ((op[1] == 'u' || op[1] == 'g') && argc == 6) {
		unsigned int reg = op[1] == 'u' ? TRUTH_UNREADABLE : TRUTH_FUSED;

		set(r, TRUTH_SOCKET, num(argv[3]));
		set(r, TRUTH_TYPE, num(argv[4]));
		set(r, TRUTH_ID, num(argv[5]));
		set(r, reg, num(argv[2]));
		return get(r, reg) == (num(argv[2]) & (op[1] == 'g' ? 3 : 1)) ? 0 : 1;
	}
	if (op[1] == 'h' && argc == 6) {
		set(r, TRUTH_SOCKET, num(argv[3]));
		set(r, TRUTH_TYPE, num(argv[4]));
		set(r, TRUTH_ID, num(argv[5]));
		set(r, TRUTH_HIGH_BITS, num(argv[2]));
		return get(r, TRUTH_HIGH_BITS) == num(argv[2]) ? 0 : 1;
	}
	if (op[1] == 'x' && (argc == 6 || argc == 7)) {
		set(r, TRUTH_SOCKET, num(argv[3]));
		set(r, TRUTH_TYPE, num(argv[4]));
		set(r, TRUTH_ID, num(argv[5]));
		set(r, TRUTH_COUNTER, argc == 7 ? num(argv[6]) : 0xff);
		set(r, TRUTH_RATE_X16, num(argv[2]));
		return get(r, TRUTH_RATE_X16) == num(argv[2]) ? 0 : 1;
	}
	if (op[1] == 'r' && argc == 3) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		printf("%llu\n", get(r, TRUTH_RSV_WRITES));
		return 0;
	}
	if (op[1] == 'U' && argc == 3) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		printf("%llu 0x%llx\n", get(r, TRUTH_UNDEF_WRITES),
		       get(r, TRUTH_UNDEF_ADDR));
		return 0;
	}
	if ((op[1] == 'f' || op[1] == 'p') && argc == 4) {
		set(r, TRUTH_SOCKET, num(argv[3]));
		set(r, op[1] == 'f' ? TRUTH_FRZ_ALL : TRUTH_FR_PAUSE, num(argv[2]));
		return 0;
	}
	if (op[1] == 't' && (argc == 4 || argc == 5)) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		set(r, TRUTH_TABLE_INDEX, num(argv[3]));
		if (argc == 5)
			set(r, TRUTH_TABLE_WORD, num(argv[4]));
		else
			printf("0x%llx\n", get(r, TRUTH_TABLE_WORD));
		return 0;
	}
	if (op[1] == 'c' && (argc == 5 || argc == 6)) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		set(r, TRUTH_FN, num(argv[3]));
		set(r, TRUTH_FN_OFFSET, num(argv[4]));
		if (argc == 6)
			set(r, TRUTH_FN_CONFIG, num(argv[5]));
		else
			printf("0x%llx\n", get(r, TRUTH_FN_CONFIG));
		return 0;
	}
	if (op[1] == 'o' && (argc == 5 || argc == 6)) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		set(r, TRUTH_FN, num(argv[3]));
		set(r, TRUTH_FN_OFFSET, num(argv[4]));
		if (argc == 6) {
			set(r, TRUTH_FN_GLITCH, num(argv[5]));
			return get(r, TRUTH_FN_GLITCH) == num(argv[5]) ? 0 : 1;
		}
		printf("%llu\n", get(r, TRUTH_FN_GLITCH));
		return 0;
	}
	if (op[1] == 'a' && argc == 5) {
		set(r, TRUTH_SOCKET, num(argv[2]));
		set(r, TRUTH_FN, num(argv[3]));
		set(r, TRUTH_FN_PRESENT, num(argv[4]));
		return get(r, TRUTH_FN_PRESENT) == (num(argv[4]) & 1) ? 0 : 1;
	}
	return -1;
}

/* The highest Unit ID -s looks for: EMR has at most 60 of a unit type. */
#define SUM_MAX_ID	255

/* -s SOCKET TYPE COUNTER...: each COUNTER's totals summed over the IDs. */
static int sum_command(__u64 *r, int argc, char **argv)
{
	unsigned long long sum;
	int i, id, units;

	set(r, TRUTH_SOCKET, num(argv[2]));
	set(r, TRUTH_TYPE, num(argv[3]));
	for (i = 4; i < argc; i++) {
		sum = 0;
		units = 0;
		for (id = 0; id <= SUM_MAX_ID; id++) {
			set(r, TRUTH_ID, id);
			set(r, TRUTH_COUNTER, num(argv[i]));
			if (!get(r, TRUTH_FOUND))
				continue;
			sum += get(r, TRUTH_TOTAL);
			units++;
		}
		if (!units) {
			fprintf(stderr, "%s: socket %s has no counter %s in units of type %s\n",
				argv[0], argv[2], argv[i], argv[3]);
			return 1;
		}
		printf("%llu\n", sum);
	}
	return 0;
}

/* The answer on the counter the channel has selected: one line. */
static void print_counter(__u64 *r)
{
	__u64 rate = get(r, TRUTH_RATE);

	printf("%llu 0x%llx 0x%llx %llu 0x%llx 0x%llx %llu.%09llu\n",
	       get(r, TRUTH_TOTAL), get(r, TRUTH_LAST_CTL),
	       get(r, TRUTH_LAST_EVENT), get(r, TRUTH_VALUE),
	       get(r, TRUTH_UNIT_STATUS), get(r, TRUTH_EXTRA),
	       rate / NS_PER_S, rate % NS_PER_S);
}

/* -q: "SOCKET TYPE ID COUNTER" lines of stdin, an answer each. */
static int query_command(__u64 *r, const char *prog)
{
	char line[256], s[64], t[64], id[64], c[64];
	int status = 0;

	while (fgets(line, sizeof(line), stdin)) {
		if (sscanf(line, "%63s %63s %63s %63s", s, t, id, c) != 4) {
			fprintf(stderr, "%s -q: not SOCKET TYPE ID COUNTER: %s", prog, line);
			return 2;
		}
		set(r, TRUTH_SOCKET, num(s));
		set(r, TRUTH_TYPE, num(t));
		set(r, TRUTH_ID, num(id));
		set(r, TRUTH_COUNTER, num(c));
		if (!get(r, TRUTH_FOUND)) {
			fprintf(stderr, "%s: socket %s has no counter %s of unit type %s id %s\n",
				prog, s, c, t, id);
			printf("none\n");
			status = 1;
			continue;
		}
		print_counter(r);
	}
	return status;
}

/*
 * -b: a socket-wide command a line of stdin (not -L, which reads stdin
 * itself), as its arguments would be given; the first that fails or is
 * no such command ends the batch, with its line and status.
 */
static int batch_command(__u64 *r, const char *prog)
{
	char line[512], *args[16], *w;
	int n, status;

	while (fgets(line, sizeof(line), stdin)) {
		args[0] = (char *)prog;
		n = 1;
		for (w = strtok(line, " \t\n"); w && n < 15; w = strtok(NULL, " \t\n"))
			args[n++] = w;
		args[n] = NULL;
		if (n == 1)
			continue;
		status = strcmp(args[1], "-L") ? socket_command(r, n, args) : -1;
		if (status) {
			fprintf(stderr, "%s -b: failed (%d):", prog, status);
			for (n = 1; args[n]; n++)
				fprintf(stderr, " %s", args[n]);
			fprintf(stderr, "\n");
			return status < 0 ? 2 : status;
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *prog = argv[0], *value = NULL;
	int i, status = 0;
	__u64 *r;

	r = map_channel();
	if (!r) {
		fprintf(stderr, "%s: no test channel (%04x:%04x): not the model's machine?\n",
			prog, TRUTH_VENDOR, TRUTH_DEVICE);
		return 2;
	}
	status = argc > 1 ? socket_command(r, argc, argv) : -1;
	if (status >= 0)
		return status;
	if (argc > 4 && !strcmp(argv[1], "-s"))
		return sum_command(r, argc, argv);
	if (argc == 2 && !strcmp(argv[1], "-q"))
		return query_command(r, prog);
	if (argc == 2 && !strcmp(argv[1], "-b"))
		return batch_command(r, prog);
	status = 0;
	if (argc > 2 && !strcmp(argv[1], "-w")) {
		value = argv[2];
		argv += 2;
		argc -= 2;
	}
	if (argc < 5 || (value && argc != 5)) {
		fprintf(stderr, "usage: %s [-w VALUE] SOCKET TYPE ID COUNTER...\n", prog);
		fprintf(stderr, "       %s -s SOCKET TYPE COUNTER...\n", prog);
		fprintf(stderr, "       %s -q <\"SOCKET TYPE ID COUNTER\" lines\n", prog);
		fprintf(stderr, "       %s -b <socket-wide command lines\n", prog);
		fprintf(stderr, "       %s -f|-p|-r|-U|-t|-T|-L|-c|-a|-o SOCKET ...\n", prog);
		fprintf(stderr, "       %s -u 0|1 SOCKET TYPE ID\n", prog);
		fprintf(stderr, "       %s -g 0|1|2 SOCKET TYPE ID\n", prog);
		fprintf(stderr, "       %s -h BITS SOCKET TYPE ID\n", prog);
		fprintf(stderr, "       %s -x X16 SOCKET TYPE ID [COUNTER]\n", prog);
		return 2;
	}
	set(r, TRUTH_SOCKET, num(argv[1]));
	set(r, TRUTH_TYPE, num(argv[2]));
	set(r, TRUTH_ID, num(argv[3]));
	for (i = 4; i < argc; i++) {
		set(r, TRUTH_COUNTER, num(argv[i]));
		if (!get(r, TRUTH_FOUND)) {
			fprintf(stderr, "%s: socket %s has no counter %s of unit type %s id %s\n",
				prog, argv[1], argv[i], argv[2], argv[3]);
			status = 1;
			continue;
		}
		if (value) {
			set(r, TRUTH_VALUE, num(value));
			continue;
		}
		print_counter(r);
	}
	return status;
}
