#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: die 1's reader cpu goes offline mid-count, its events move
# to the die's other cpu, and nothing is lost or doubled (perf's count per
# socket equals what the model counted meanwhile) on an MSR, a PCICFG and
# an MMIO unit alike; no MSR is touched from outside its die (native.c
# warns, which the console check fails).  Then all of die 1 goes offline
# and returns, and its PMUs follow it and count.
. /xpmu/tests/guest/lib.inc
CPU2=/sys/devices/system/cpu/cpu2/online
EVENTS="cha 1 uncore_cha_1 event=0x11
m2m 1 uncore_m2m_1 event=0x2
imc 3 uncore_imc_3 event=0x4,umask=0x3"

: >/tmp/before
args=
echo "$EVENTS" | while read -r name id pmu cfg; do
	echo "$name $id $pmu/$cfg/ $(emr_total 0 "$name" "$id" 0) $(emr_total 1 "$name" "$id" 0)" >>/tmp/before
done
for pmu in $(echo "$EVENTS" | awk '{print $3 "/" $4 "/"}'); do
	args="$args -e $pmu"
done
# shellcheck disable=SC2086 # one -e per event
# The sentinel uncore_ubox event tells when perf counts (lib/emr.inc): cpu2
# must go while the events are open on it, and be back before perf ends:
# perf finds a cpu's socket in sysfs when it prints, and puts the events
# of an offline cpu in no socket ("S1,0,<not counted>").
perf stat -a -x, --per-socket $args -e uncore_ubox/event=0xff/ $EMR_HOLD \
	>/tmp/stat 2>&1 &
emr_wait_counting
echo 0 >$CPU2 || fail "offline cpu2"
check "cpumask with cpu2 offline" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,3"
sleep 1
echo 1 >$CPU2 || fail "online cpu2"
emr_release
cat /tmp/stat
while read -r name id ev b0 b1; do
	for s in 0 1; do
		got=$(awk -F, -v s="S$s" -v e=",$ev," '$1 == s && index($0, e) {print $3}' /tmp/stat)
		eval before=\$b$s
		check "$ev socket $s across the move" "$got" \
			"$(( $(emr_total $s "$name" "$id" 0) - before ))"
	done
done </tmp/before
check "cpumask after cpu2 returns" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,3"
# The whole of die 1 offline, then back: its PMUs follow.
echo 0 >/sys/devices/system/cpu/cpu3/online
echo 0 >$CPU2
check "cpumask with die 1 offline" "$(cat $PMUS/uncore_cha_1/cpumask)" "0"
echo 1 >$CPU2
echo 1 >/sys/devices/system/cpu/cpu3/online
check "cpumask when die 1 returns" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,2"
stat_vs_model "cha 1 uncore_cha_1 event=0x11" "imc 3 uncore_imc_3 event=0x4,umask=0x3"
check "native_access.c warnings" "$(dmesg | grep -c 'xpmu native: MSR')" 0
finish
