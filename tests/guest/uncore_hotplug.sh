#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A die's reader cpu goes offline mid-count: the cpumask moves to the
# die's other cpu, the events follow, and no count is lost or doubled
# (perf's count equals what the simulator counted meanwhile), and no MSR
# is touched from outside its die.
. /xpmu/tests/guest/lib.inc
sim_load
CPU2=/sys/devices/system/cpu/cpu2/online

b0=$(sim_total 0 cha_1 0)
b1=$(sim_total 1 cha_1 0)
perf stat -a -x, --per-socket -e uncore_cha_1/event=0x11/ sleep 3 >/tmp/stat 2>&1 &
sleep 1
echo 0 >$CPU2 || fail "offline cpu2"
check "cpumask with cpu2 offline" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,3"
sleep 1
echo 1 >$CPU2 || fail "online cpu2"
wait
cat /tmp/stat
for die in 0 1; do
	got=$(awk -F, -v s="S$die" '$1 == s {print $3}' /tmp/stat)
	eval before=\$b$die
	check "socket $die count across the migration" "$got" \
		"$(( $(sim_total $die cha_1 0) - before ))"
done
check "cpumask after cpu2 returns" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,3"
# Offline both cpus of die 1: it has no reader; events there are refused.
echo 0 >/sys/devices/system/cpu/cpu3/online
echo 0 >$CPU2
check "cpumask with die 1 offline" "$(cat $PMUS/uncore_cha_1/cpumask)" "0"
echo 1 >$CPU2
echo 1 >/sys/devices/system/cpu/cpu3/online
check "cpumask when die 1 returns" "$(cat $PMUS/uncore_cha_1/cpumask)" "0,2"
stat_vs_truth "cha_1 uncore_cha_1 event=0x11"
# Uncore MSRs are the die's: the old reader stops the events and the new
# one starts them, each on a cpu of the die (the simulator faults any
# other access, and counts it).
check "MSR accesses from outside their die" "$(sim_msr_faults)" 0
finish
