// SPDX-License-Identifier: GPL-2.0-only
/*
 * The real machine: is this an Emerald Rapids with PMON discovery?
 *
 * The native backend binds only on GenuineIntel family 6 model 0xCF with
 * a PMON discovery DVSEC (extended capability 0x23, DVSEC id 1, EMR uncore
 * guide 1.10.1).  Its register primitives (rdmsr on the reader cpu, PCI
 * config, ioremap of the discovery BAR and of MMIO units) are not written
 * yet: on such a machine the driver says so and binds nothing.  Either
 * way, one line says why there is no native uncore.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/pci.h>
#include <asm/processor.h>

#include "uncore.h"

#define INTEL_FAM6_EMERALDRAPIDS_X	0xCF
#define PMON_DVSEC_ID			0x1	/* 1.10.1: DVSEC ID PMON */

/* Intel devices carrying a PMON discovery DVSEC. */
static unsigned int native_count_dvsec(void)
{
	struct pci_dev *dev = NULL;
	unsigned int n = 0;

	while ((dev = pci_get_device(PCI_VENDOR_ID_INTEL, PCI_ANY_ID, dev))) {
		u16 pos = 0;
		u32 hdr;

		while ((pos = pci_find_next_ext_capability(dev, pos,
							   PCI_EXT_CAP_ID_DVSEC))) {
			pci_read_config_dword(dev, pos + PCI_DVSEC_HEADER2, &hdr);
			if (PCI_DVSEC_HEADER2_ID(hdr) == PMON_DVSEC_ID)
				n++;
		}
	}
	return n;
}

/**
 * xpmu_native_report() - say, in one line, why no native uncore is bound.
 *
 * Context: process context (module init).
 */
void xpmu_native_report(void)
{
	const struct cpuinfo_x86 *c = &boot_cpu_data;
	unsigned int n;

	if (c->x86_vendor != X86_VENDOR_INTEL || c->x86 != 6 ||
	    c->x86_model != INTEL_FAM6_EMERALDRAPIDS_X) {
		pr_info("no native uncore: not an Emerald Rapids (family %u model %#x); simulated machines bind as they load\n",
			c->x86, c->x86_model);
		return;
	}
	n = native_count_dvsec();
	if (!n)
		pr_info("no native uncore: Emerald Rapids without a PMON discovery DVSEC (a guest?); simulated machines bind as they load\n");
	else
		pr_info("no native uncore: %u PMON discovery DVSECs found, but the native backend is not written yet\n",
			n);
}
