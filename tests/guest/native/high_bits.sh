#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Counters that read with reserved bits 63:48 set (Table 1-6: reserved,
# and nothing says they read 0): Linux's uncore driver masks them off
# (uncore_perf_event_update(): its shift by 64 - perf_ctr_bits), and so
# must this one, on an MSR, a PCICFG and an MMIO unit, on both dies,
# without a word in dmesg; a counter that reads all ones is still a
# failed read (real_hw's part 3).  The model's test channel sets the bits
# (emr_truth -h).  Before the driver masked them, every such read failed:
# perf counted 0 and dmesg said "counter 0 read failed".
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

units="cha 2 m2m 1 imc 2"
set -- $units
while [ $# -gt 0 ]; do
	for s in 0 1; do
		$T -h 0xa5a5000000000000 $s "$(emr_type "$1")" "$2" ||
			fail "set bits 63:48 of $1 $2 socket $s"
	done
	shift 2
done
dmesg -c >/dev/null
stat_vs_model "cha 2 uncore_cha_2 event=0x1" "m2m 1 uncore_m2m_1 event=0x1" \
	"imc 2 uncore_imc_2 event=0x1"
check "no read failure said" "$(dmesg | grep -c 'read failed')" 0
set -- $units
while [ $# -gt 0 ]; do
	for s in 0 1; do
		$T -h 0 $s "$(emr_type "$1")" "$2" || fail "clear bits 63:48 of $1 $2 socket $s"
	done
	shift 2
done
finish
