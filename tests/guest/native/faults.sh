#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: firmware and devices as a real server can present them,
# set through the test channel, and the driver rebound over each.
#  - A discovery table corrupted in place: the driver refuses the block
#    and names it and the field, and keeps the same unit on the other die;
#    a global node reading all ones refuses the die's whole table.
#  - A PCICFG function missing (its config space reads all ones, as an
#    absent function's does): the M2M is left out on that die alone; a
#    UPI link gone from both dies is a table that disagrees with the
#    devices, and the devices win (quirks.c).
# Each time, what still binds counts exactly what the model counted, and
# the device's left_out (what the Debian package's gate reads) names a
# die left out, but not units of a type the die still has.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
check "left_out: nothing on the whole model" "$(emr_left_out)" ""

pmus() { ls $PMUS | grep -c '^uncore_'; }
all=$(pmus)

# CHA 5 is block 6 of a table (the global node first, then CHAs 0-59),
# at word 6 x 4 (Block Stride 4, Table 1-13); its low byte is Num
# Control Regs (Table 1-14).  0 on socket 0 only:
w=$($T -t 0 24)
$T -t 0 24 $((w & ~0xff)) || fail "corrupt block 6"
emr_rebind "over a corrupted block"
check "the refusal names the block and field" \
	"$(dmesg | grep -c 'discovery block 6: num control regs: 0, not 1..64')" 1
check "PMUs: CHA 5 kept for die 1" "$(pmus)" "$all"
check "CHA 5's cpumask: die 1 only" "$(cat $PMUS/uncore_cha_5/cpumask)" 2
check "left_out: one CHA is not the type" "$(emr_left_out)" ""
check "CHA 4's cpumask: both dies" "$(cat $PMUS/uncore_cha_4/cpumask)" 0,2
b0=$(emr_total 0 cha 5 0) b1=$(emr_total 1 cha 5 0)
perf stat -a -x, --per-socket -e uncore_cha_5/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
check "CHA 5 on socket 1 = the model" "$(awk -F, '$1 == "S1" {print $3}' /tmp/stat)" \
	"$(( $(emr_total 1 cha 5 0) - b1 ))"
check "CHA 5 of socket 0 not programmed" "$(( $(emr_total 0 cha 5 0) - b0 ))" 0
$T -t 0 24 "$w" || fail "restore block 6"

# The global node reads all ones: die 0 is left out, die 1 counts.
w=$($T -t 0 1)
$T -t 0 1 0xffffffffffffffff || fail "corrupt the global node"
emr_rebind "over a refused table"
check "global node refused" "$(dmesg | grep -c 'discovery global node: all-ones')" 1
check "die 0's table refused" "$(dmesg | grep -c 'die 0: discovery table 0 refused (-5)')" 1
check "die 0 left out" "$(dmesg | grep -c 'die 0: no usable discovery table: left out')" 1
check "die 1 binds every unit" "$(pmus)" "$all"
check "left_out: die 0" "$(emr_left_out)" die0
check "CHA 0's cpumask: die 1 only" "$(cat $PMUS/uncore_cha_0/cpumask)" 2
stat_vs_model "cha 0 uncore_cha_0 event=0x1" 2>&1 | grep -v 'socket 0' >/tmp/out
cat /tmp/out
failures=$((failures + $(grep -c '^FAIL' /tmp/out)))
$T -t 0 1 "$w" || fail "restore the global node"

# M2M 2 (device 14 function 0, Table 1-12) gone from socket 1 since boot
# for the model but still known to Linux, as after a surprise removal;
# the last UPI link L (device L + 1 function 1) gone from both, and from
# Linux's devices too, as a link fused off or disabled by firmware is.
L=$((EMR_UPIS - 1))
F=$(( (L + 1) << 3 | 1 ))
$T -a 1 0x70 0 && $T -a 0 $F 0 && $T -a 1 $F 0 || fail "take the functions away"
upi_fns="0000:$EMR_BUS0:0$((L + 1)).1 0000:$EMR_BUS1:0$((L + 1)).1"
for f in $upi_fns; do
	echo 1 >/sys/bus/pci/devices/$f/remove || fail "remove $f"
done
emr_rebind "with functions missing"
check "M2M 2 named on die 1's bus" \
	"$(dmesg | grep -c "die 1: uncore_m2m_2: no PCI device at 0000:$EMR_BUS1:0e.0 (id 0xffffffff, -19): not used")" 1
check "UPI $L gone from both dies' devices" \
	"$(dmesg | grep -c "UPI/M3UPI units disagree with the PCI devices: using the devices' $L UPI and $EMR_M3UPIS M3UPI links")" 2
check "PMUs: UPI $L gone, M2M 2 kept" "$(pmus)" $((all - 1))
check "left_out: a link and an M2M are not their types" "$(emr_left_out)" ""
check "no uncore_upi_$L" "$(ls -d $PMUS/uncore_upi_$L 2>/dev/null)" ""
check "M2M 2's cpumask: die 0 only" "$(cat $PMUS/uncore_m2m_2/cpumask)" 0
check "M2M 1's cpumask: both dies" "$(cat $PMUS/uncore_m2m_1/cpumask)" 0,2
b1=$(emr_total 1 m2m 2 0)
stat_vs_model "m2m 2 uncore_m2m_2 event=0x1" 2>&1 | grep -v 'socket 1' >/tmp/out
cat /tmp/out
failures=$((failures + $(grep -c '^FAIL' /tmp/out)))
check "socket 1's missing M2M 2 not programmed" "$(( $(emr_total 1 m2m 2 0) - b1 ))" 0

$T -a 1 0x70 1 && $T -a 0 $F 1 && $T -a 1 $F 1 || fail "give the functions back"
echo 1 >/sys/bus/pci/rescan || fail "rescan"
check "UPI $L back in Linux's devices" \
	"$(for f in $upi_fns; do ls -d /sys/bus/pci/devices/$f; done 2>/dev/null | wc -l)" 2
emr_rebind "with every function back"
check "PMUs after the functions return" "$(pmus)" "$all"
check "nothing left out after" "$(dmesg | grep -c 'left out\|not used\|disagree')" 0
emr_no_reserved_writes
finish
