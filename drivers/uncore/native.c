// SPDX-License-Identifier: GPL-2.0-only
/*
 * The native backend: offers a real Sapphire or Emerald Rapids to the
 * driver when at least one die has a PMON discovery table (EMR uncore guide
 * 1.9, 1.10.1), and keeps the tables in debugfs for bug reports.  Tested
 * only on a QEMU model of an EMR (qemu/), not on SPR or EMR hardware.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/bitmap.h>
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/mm.h>
#include <linux/mod_devicetable.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <asm/cpu_device_id.h>
#include <asm/processor.h>

#include "native.h"

/*
 * Models spelt as numbers: 6.1 names them INTEL_FAM6_*, 6.12 as VFMs, and
 * X86_MATCH_VENDOR_FAM_MODEL() is the same in both.
 */
static const struct x86_cpu_id native_cpu_ids[] = {
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, 6, 0x8F, &xpmu_unc_model_spr),
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, 6, 0xCF, &xpmu_unc_model_emr),
	{ }
};

/*
 * The models udev autoloads the module on (debian/uncore-gate).  Only
 * Emerald Rapids: on Sapphire Rapids Debian 12's perf and intel_uncore
 * already cover the CPU and xpmu has run on none, so it binds only when
 * loaded by hand (Documentation/uncore.rst).
 */
static const struct x86_cpu_id native_autoload_ids[] = {
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, 6, 0xCF, NULL),
	{ }
};
MODULE_DEVICE_TABLE(x86cpu, native_autoload_ids);

static struct native *native;

/* debugfs: each die's discovery table as the hardware presents it. */

/**
 * struct native_dump - one open of a table's debugfs file.
 * @size: bytes in @words.
 * @words: the table, read once at open so that a reader sees one snapshot.
 */
struct native_dump {
	size_t size;
	u64 words[];
};

/* 64-bit reads, as the parser's (1.9: nodes are 64-bit words), never bytes. */
static int native_dump_open(struct inode *inode, struct file *file)
{
	const struct native_table *t = inode->i_private;
	struct native_dump *d;
	u32 i;

	d = kvmalloc(struct_size(d, words, t->size / sizeof(u64)), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	d->size = t->size;
	for (i = 0; i < t->size / sizeof(u64); i++)
		d->words[i] = readq(t->map + i * sizeof(u64));
	file->private_data = d;
	return 0;
}

static ssize_t native_dump_read(struct file *file, char __user *buf, size_t count,
				loff_t *ppos)
{
	const struct native_dump *d = file->private_data;

	return simple_read_from_buffer(buf, count, ppos, d->words, d->size);
}

static int native_dump_release(struct inode *inode, struct file *file)
{
	kvfree(file->private_data);
	return 0;
}

static const struct file_operations native_dump_fops = {
	.owner = THIS_MODULE,
	.open = native_dump_open,
	.read = native_dump_read,
	.release = native_dump_release,
	.llseek = default_llseek,
};

/* "tables": where each of discovery/die<N>[.<k>] came from. */
static int native_tables_show(struct seq_file *m, void *unused)
{
	const struct native *n = m->private;
	unsigned int die, k;

	for (die = 0; die < n->hw.nr_dies; die++) {
		if (!n->table[die][0].map)
			seq_printf(m, "die %u: no table\n", die);
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			const struct native_table *t = &n->table[die][k];

			if (!t->map)
				continue;
			seq_printf(m, "die %u table %u: %s node %d table at %pa, BAR %pa bytes, %u mapped\n",
				   die, k, pci_name(t->dev), dev_to_node(&t->dev->dev),
				   &t->start, &t->len, t->size);
		}
	}
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(native_tables);

/*
 * Nothing depends on debugfs: a failure there leaves the files out and the
 * driver working (the debugfs API's own rule: callers do not check).
 */
static void native_debugfs_init(struct native *n)
{
	struct dentry *tables;
	unsigned int die, k;
	char name[16];

	n->debugfs = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("tables", 0400, n->debugfs, n, &native_tables_fops);
	tables = debugfs_create_dir("discovery", n->debugfs);
	for (die = 0; die < n->hw.nr_dies; die++) {
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			struct native_table *t = &n->table[die][k];

			if (!t->map)
				continue;
			if (k)
				snprintf(name, sizeof(name), "die%u.%u", die, k);
			else
				snprintf(name, sizeof(name), "die%u", die);
			debugfs_create_file_size(name, 0400, tables, t,
						 &native_dump_fops, t->size);
		}
	}
}

static void native_free(struct native *n)
{
	unsigned int die, k;

	for (die = 0; die < ARRAY_SIZE(n->table); die++)
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++)
			xpmu_unc_native_table_release(&n->table[die][k]);
	kfree(n);
}

/**
 * xpmu_unc_native_model() - the CPU model the native backend drives here.
 *
 * Context: any.
 * Return: its descriptor, or NULL on a CPU not in native_cpu_ids.
 */
const struct xpmu_unc_cpu_model *xpmu_unc_native_model(void)
{
	const struct x86_cpu_id *id = x86_match_cpu(native_cpu_ids);

	return id ? (const struct xpmu_unc_cpu_model *)id->driver_data : NULL;
}

/**
 * xpmu_unc_native_init() - offer the real machine, or say why not.
 *
 * Context: process context (module init).
 */
void xpmu_unc_native_init(void)
{
	const struct xpmu_unc_cpu_model *model = xpmu_unc_native_model();
	const struct cpuinfo_x86 *c = &boot_cpu_data;
	unsigned int dies = topology_max_packages(), die, k, seen;
	DECLARE_BITMAP(have, XPMU_UNC_MAX_PACKAGES) = { };
	unsigned int seg, nr;
	struct native *n;

	if (!model) {
		pr_info("no native uncore: not a Sapphire or Emerald Rapids (family %u model %#x)\n",
			c->x86, c->x86_model);
		return;
	}
	if (!dies || dies > XPMU_UNC_MAX_PACKAGES) {
		pr_info("no native uncore: %u packages, at most %u supported\n",
			dies, XPMU_UNC_MAX_PACKAGES);
		return;
	}
	if (!xpmu_unc_native_dies_are_packages()) {
		pr_info("no native uncore: several dies per package, where %s has one\n",
			model->name);
		return;
	}
	n = kzalloc(sizeof(*n), GFP_KERNEL);
	if (!n)
		return;
	/* 8-socket SPR repeats bus numbers in a second segment. */
	for (seg = 0; seg < NATIVE_SEGMENTS; seg++)
		for (nr = 0; nr < NATIVE_BUSES; nr++)
			n->bus[seg][nr] = pci_find_bus(seg, nr);
	n->hw = (struct xpmu_unc_hw){
		.ops = &xpmu_unc_native_ops, .ctx = n, .owner = THIS_MODULE, .nr_dies = dies,
		.model = model,
	};
	seen = xpmu_unc_native_find_tables(n, dies);
	for (die = 0; die < dies; die++) {
		for (k = 0; k < NATIVE_TABLES_PER_DIE; k++) {
			struct native_table *t = &n->table[die][k];

			if (!t->dev)
				continue;
			if (!t->map && xpmu_unc_native_map_table(t)) {
				pci_warn(t->dev, "PMON discovery table of die %u at %pa: cannot map it\n",
					 die, &t->start);
				xpmu_unc_native_table_release(t);
				continue;
			}
			__set_bit(die, have);
		}
	}
	if (bitmap_empty(have, dies)) {
		if (!seen)
			pr_info("no native uncore: %s without a PMON discovery DVSEC (a guest?)\n",
				model->name);
		else
			pr_info("no native uncore: %u PMON discovery DVSECs, no die's table usable (above)\n",
				seen);
		native_free(n);
		return;
	}

	n->pdev = platform_device_register_data(NULL, XPMU_UNC_DEVICE,
						PLATFORM_DEVID_AUTO, &n->hw,
						sizeof(n->hw));
	if (IS_ERR(n->pdev)) {
		pr_err("native uncore: cannot register its device (%ld)\n",
		       PTR_ERR(n->pdev));
		native_free(n);
		return;
	}
	native = n;
	native_debugfs_init(n);
	pr_info("native uncore: %u dies; PMON discovery tables on dies %*pbl\n",
		dies, (int)dies, have);
}

/**
 * xpmu_unc_native_exit() - withdraw the real machine, if it was offered.
 *
 * Context: process context (module exit), before the driver unregisters.
 */
void xpmu_unc_native_exit(void)
{
	if (!native)
		return;
	/* Waits for readers: the files point at the tables freed below. */
	debugfs_remove_recursive(native->debugfs);
	platform_device_unregister(native->pdev);
	native_free(native);
	native = NULL;
}
