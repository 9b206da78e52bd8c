#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf stat through the native backend on the QEMU model, against the
# model's ground truth (its test channel, /xpmu/bin/emr_truth): one event
# on a unit of every type, MSR, PCICFG and MMIO alike, on both sockets.
# The model counts only while a control selects an event and nothing
# freezes the block, so what counter 0 counted meanwhile is what perf
# must report, exactly.
. /xpmu/tests/guest/lib.inc

stat_vs_model "cha 0 uncore_cha_0 event=0x35,umask=0x1" \
	"cha 59 uncore_cha_59 event=0x1" \
	"iio 3 uncore_iio_3 event=0x83,umask=0x4" \
	"irp 4 uncore_irp_4 event=0x18" \
	"m2pcie 7 uncore_m2pcie_7 event=0x14,umask=0x1" \
	"pcu 0 uncore_pcu event=0x1" \
	"mdf 9 uncore_mdf_9 event=0x1" \
	"imc 5 uncore_imc_5 event=0x5,umask=0xcf" \
	"m2m 2 uncore_m2m_2 event=0x1" \
	"upi 1 uncore_upi_1 event=0x1" \
	"m3upi 3 uncore_m3upi_3 event=0x1"

# What the driver wrote: the last event programmed on counter 0 is the one
# perf asked for, and after perf the control is 0 (1.6: a zero event
# select counts nothing); on one unit of each access type.
for u in "cha 0 0x35 0x1" "imc 5 0x5 0xcf" "m2m 2 0x1 0x0"; do
	set -- $u
	/xpmu/bin/emr_truth 0 "$(emr_type "$1")" "$2" 0 >/tmp/truth
	read -r _ ctl ev _ </tmp/truth
	check "$1 $2: event select, umask of the last event programmed" \
		"$(printf '0x%x 0x%x' $((ev & 0xff)) $(((ev >> 8) & 0xff)))" \
		"$(printf '0x%x 0x%x' "$3" "$4")"
	check "$1 $2: its control after perf" "$ctl" 0x0
done
finish
