#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Counter registers that do not behave, set through the model's test
# channel:
#  - Counters that read with reserved bits 63:48 set (Table 1-6: reserved,
#    and nothing says they read 0): Linux's uncore driver masks them off
#    (uncore_perf_event_update(): its shift by 64 - perf_ctr_bits), and so
#    must this one, on an MSR, a PCICFG and an MMIO unit, on both dies,
#    without a word in dmesg; a counter that reads all ones is still a
#    failed read (real_hw's part 3).  Before the driver masked them, every
#    such read failed: perf counted 0 and dmesg said "read failed".
#  - A unit whose MSR writes fault while its reads work (emr_truth -g 2):
#    its control never reaches the counter, so the event did not run on
#    that die: perf must say "<not counted>" there, not count 0 as if it
#    had, and the other die counts.  Before, the failed write was dropped
#    silently and perf printed a count of 0.
#  - A PCICFG counter dword that reads all ones for a moment, as likwid
#    saw Sapphire Rapids UPI and CXL units do ("Sometimes, they return
#    0xFFFFFFFF", its pull request #639; emr_truth -o): once, the driver
#    reads it again and counts exactly; twice in a row, the read fails,
#    said once, and the event keeps its count rather than taking the
#    dword for data.  Before, one such dword at the event's start made
#    perf count (x - (hi:0xFFFFFFFF)) mod 2^48, about 2^48.
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

$T -g 2 0 "$(emr_type cha)" 8 || fail "CHA 8's MSR writes fault on socket 0"
dmesg -c >/dev/null
b1=$(emr_total 1 cha 8 0)
perf stat -a -x, --per-socket -e uncore_cha_8/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
cat /tmp/stat
check "socket 0, whose control writes fault: not counted" \
	"$(awk -F, '$1 == "S0" {print $3}' /tmp/stat)" "<not counted>"
check "socket 1 = the model" "$(awk -F, '$1 == "S1" {print $3}' /tmp/stat)" \
	$(( $(emr_total 1 cha 8 0) - b1 ))
check "the failed write said once" \
	"$(dmesg | grep -c 'uncore_cha_8 die 0: .* counter 0 failed (-5)')" 1
$T -g 0 0 "$(emr_type cha)" 8 || fail "CHA 8's MSR writes work again"
stat_vs_model "cha 8 uncore_cha_8 event=0x1"

# UPI link 0 (01.1 of the Ubox's bus, devfn 0x09), counter 0: its lower
# dword at 0x320, its upper at 0x324 (Table 1-12).  The first read of
# each is at the event's start: socket 0's lower dword and socket 1's
# upper dword read all ones once there.
upi0=0x009
$T -o 0 $upi0 0x320 1 && $T -o 1 $upi0 0x324 1 || fail "plant one all-ones dword"
dmesg -c >/dev/null
stat_vs_model "upi 0 uncore_upi_0 event=0x1"
check "each glitch met" "$($T -o 0 $upi0 0x320) $($T -o 1 $upi0 0x324)" "0 0"
check "one glitch a dword: no read failure said" "$(dmesg | grep -c 'read failed')" 0
# Twice on socket 0: its start read fails, the next read (at the end)
# becomes the event's base, and it counts 0 there, never 2^32 or more.
$T -o 0 $upi0 0x320 2 || fail "plant two all-ones reads"
b0=$(emr_total 0 upi 0 0) b1=$(emr_total 1 upi 0 0)
perf stat -a -x, --per-socket -e uncore_upi_0/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
cat /tmp/stat
check "two glitches met" "$($T -o 0 $upi0 0x320)" 0
check "socket 0, its start read failed: its count kept, 0" \
	"$(awk -F, '$1 == "S0" {print $3}' /tmp/stat)" 0
check "socket 1 = the model" "$(awk -F, '$1 == "S1" {print $3}' /tmp/stat)" \
	$(( $(emr_total 1 upi 0 0) - b1 ))
check "the failed read said once" \
	"$(dmesg | grep -c 'uncore_upi_0 die 0: counter 0 read failed (-5)')" 1
check "socket 0 counted meanwhile" "$(( $(emr_total 0 upi 0 0) > b0 ))" 1
finish
