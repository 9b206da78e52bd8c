// SPDX-License-Identifier: GPL-2.0-only
/*
 * Free-running counters of the simulated EMR uncore, at the addresses of
 * the guide (../shared/seeds/001_7016be057a821061.txt):
 *
 * - per IIO stack s (M2IOSF s): the IO clock at MSR 0x340E + 0x10 s
 *   (Table 1-9, IRP "Extra: IIO Clock"), bandwidth in of port p at
 *   0x3800 + 0x10 s + p (Table 1-10) and out at 0x3808 + 0x10 s + p
 *   (Table 1-11), in 4-byte DWs (Tables 2-185 to 2-187);
 * - per iMC m: DCLK, RPQ and WPQ active cycles at MEMm_BAR + 0x22B0,
 *   0x2318, 0x2320 (Table 1-12, Tables 2-131 to 2-133).
 *
 * 48 bits, read-only (writes are lost), never stopped, not even by the
 * global freeze ("SW cannot write them, cannot stop them and cannot reset
 * the values").  Each counts at its own deterministic rate from load.
 *
 * A fused-off IIO stack's counters fault as unimplemented MSRs (the MSR op
 * checks sim_fr.fused); an absent memory controller's read all ones, as
 * the rest of its MMIO does (sim_fr.all_ones, sim.c's absent_imc).
 */

#include <linux/math64.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/time64.h>

#include "sim.h"

#define IIO_FR_IOCLK(s)		(0x340E + 0x10 * (s))
#define IIO_FR_BW_IN(s, p)	(0x3800 + 0x10 * (s) + (p))
#define IIO_FR_BW_OUT(s, p)	(0x3808 + 0x10 * (s) + (p))

static const u32 imc_fr_offsets[] = { 0x22B0, 0x2318, 0x2320 };

/*
 * Events per ms: the IO clock at 1 GHz, DCLK at 2.4 GHz (DDR5-4800), and
 * traffic that differs per counter so that a test can tell them apart.
 */
static u64 sim_fr_rate(const struct sim_fr *b, unsigned int k)
{
	if (b->access == XPMU_ACCESS_MSR)	/* IIO: ioclk, 8 in, 8 out */
		return k == 0 ? 1000000 : 1000 * (1 + (b->id * 17 + k * 5) % 23);
	return k == 0 ? 2400000 : 1000 * (20 + b->id * 3 + k);
}

static void sim_fr_advance(struct sim_fr *b, unsigned int k, u64 now)
{
	struct sim_ctr *c = &b->ctr[k];
	u64 total, delta;

	total = (now - c->since) * sim_fr_rate(b, k) + c->rem;
	c->since = now;
	delta = div64_u64_rem(total, NSEC_PER_MSEC, &c->rem);
	c->total += delta;
	c->value = (c->value + delta) & GENMASK_ULL(XPMU_CTR_DEFAULT_WIDTH - 1, 0);
}

/**
 * sim_fr_build() - the free-running counters of one die.
 * @d: the die.
 * @die: its number (for the iMC addresses).
 * @iio: IIO stacks.
 * @imc: iMCs.
 * @imc_bar: MEMm_BAR of iMC m of @die.
 * @now: ktime in ns: counting starts.
 *
 * Context: process context.
 * Return: 0 or -ENOMEM.
 */
int sim_fr_build(struct sim_die *d, unsigned int die, unsigned int iio,
		 unsigned int imc, u64 (*imc_bar)(unsigned int die, unsigned int m),
		 u64 now)
{
	unsigned int i, k;

	d->fr = kcalloc(iio + imc, sizeof(*d->fr), GFP_KERNEL);
	if (!d->fr)
		return -ENOMEM;
	for (i = 0; i < iio; i++) {
		struct sim_fr *b = &d->fr[d->nr_fr++];

		*b = (struct sim_fr){ .access = XPMU_ACCESS_MSR, .id = i, .nr = 17 };
		snprintf(b->name, sizeof(b->name), "iio_fr_%u", i);
		b->addr[0] = IIO_FR_IOCLK(i);
		for (k = 0; k < 8; k++) {
			b->addr[1 + k] = IIO_FR_BW_IN(i, k);
			b->addr[9 + k] = IIO_FR_BW_OUT(i, k);
		}
	}
	for (i = 0; i < imc; i++) {
		struct sim_fr *b = &d->fr[d->nr_fr++];

		*b = (struct sim_fr){ .access = XPMU_ACCESS_MMIO, .id = i, .nr = 3 };
		snprintf(b->name, sizeof(b->name), "imc_fr_%u", i);
		for (k = 0; k < ARRAY_SIZE(imc_fr_offsets); k++)
			b->addr[k] = imc_bar(die, i) + imc_fr_offsets[k];
	}
	for (i = 0; i < d->nr_fr; i++)
		for (k = 0; k < d->fr[i].nr; k++)
			d->fr[i].ctr[k].since = now;
	return 0;
}

/**
 * sim_fr_find() - the free-running counter at @addr.
 * @d: the die.
 * @access: XPMU_ACCESS_MSR or XPMU_ACCESS_MMIO.
 * @addr: an MSR or a physical address (an MMIO counter's upper half too).
 * @k: set to the counter's index in the block.
 *
 * Context: the machine lock held, or the block list is const (it is,
 * after sim_fr_build()).
 * Return: the block, or NULL.
 */
struct sim_fr *sim_fr_find(struct sim_die *d, u8 access, u64 addr,
			   unsigned int *k)
{
	unsigned int i, j;

	for (i = 0; i < d->nr_fr; i++) {
		struct sim_fr *b = &d->fr[i];

		if (b->access != access)
			continue;
		for (j = 0; j < b->nr; j++) {
			if (addr == b->addr[j] ||
			    (access == XPMU_ACCESS_MMIO && addr == b->addr[j] + 4)) {
				*k = j;
				return b;
			}
		}
	}
	return NULL;
}

/**
 * sim_fr_read() - read a free-running counter.
 * @b: its block.
 * @k: the counter.
 * @addr: the address read (+4: the upper half of an MMIO counter).
 * @bytes: 4 or 8.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 * Return: the value (or the half read); ~0 in a block that reads all ones.
 */
u64 sim_fr_read(struct sim_fr *b, unsigned int k, u64 addr, unsigned int bytes,
		u64 now)
{
	u64 val;

	if (b->all_ones)
		return bytes == 4 ? U32_MAX : U64_MAX;
	sim_fr_advance(b, k, now);
	val = b->ctr[k].value;
	if (addr != b->addr[k])
		val >>= 32;
	return bytes == 4 ? lower_32_bits(val) : val;
}

/**
 * sim_fr_show() - a block's debugfs view: "fr<k> addr A value V
 *	rate_per_ms R total T" per counter.
 * @s: the seq_file.
 * @b: the block.
 * @now: ktime in ns.
 *
 * Context: the machine lock held.
 */
void sim_fr_show(struct seq_file *s, struct sim_fr *b, u64 now)
{
	unsigned int k;

	for (k = 0; k < b->nr; k++) {
		sim_fr_advance(b, k, now);
		seq_printf(s, "fr%u addr %#llx value %llu rate_per_ms %llu total %llu\n",
			   k, b->addr[k], b->ctr[k].value, sim_fr_rate(b, k),
			   b->ctr[k].total);
	}
}
