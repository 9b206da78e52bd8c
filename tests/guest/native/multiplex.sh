#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: more events than a unit has counters, and interval mode.
# Six events of one session share CHA 4's four counters, then eight
# sessions share CHA 3's: perf rotates them, and the raw counts
# (--no-scale) must add up, per socket, to exactly what the model's four
# counters counted meanwhile: nothing lost at a rotation and nothing
# counted twice.  In interval mode, on an MSR, a PCICFG and an MMIO unit,
# the intervals must add up to the model's count.  A group that never
# fits must count nothing.
. /xpmu/tests/guest/lib.inc

cha4() {	# cha4 SOCKET: what CHA 4's four counters counted, summed
	/xpmu/bin/emr_truth "$1" "$(emr_type cha)" 4 0 1 2 3 |
		awk '{n += $1} END {print n}'
}
b0=$(cha4 0) b1=$(cha4 1)
args=
for u in 1 2 4 8 0x10 0x20; do args="$args -e uncore_cha_4/event=0x1,umask=$u/"; done
# shellcheck disable=SC2086 # one -e per event
perf stat -a -x, --per-socket --no-scale $args sleep 3 >/tmp/mux 2>&1
cat /tmp/mux
for s in 0 1; do
	eval before=\$b$s
	check "socket $s: six events' raw counts add up to CHA 4's counters" \
		"$(awk -F, -v s="S$s" '$1 == s {n += $3} END {print n}' /tmp/mux)" \
		$(( $(cha4 $s) - before ))
	check "socket $s: all six ran part of the time" \
		"$(awk -F, -v s="S$s" '$1 == s && $3 > 0 && $(NF - 2) > 0 && $(NF - 2) < 100' /tmp/mux | wc -l)" 6
done

# Eight perf sessions at once on CHA 3, one event each: the unit has four
# counters, so the core rotates the sessions' events; again their raw
# counts must add up to what the four counters counted, on both sockets.
# perf's start-up under TCG takes seconds, so that all eight overlap,
# each one's workload (started once perf counts) says so and waits for
# the others before it counts 2 s more.  The sessions are perf 6.12's:
# perf 6.1 reads every alias of every PMU at start-up (78,000 on this
# machine), seconds a session under the test kernel's KASAN, where perf
# 6.12 reads them lazily.
cha3() { /xpmu/bin/emr_truth "$1" "$(emr_type cha)" 3 0 1 2 3 | awk '{n += $1} END {print n}'; }
b0=$(cha3 0) b1=$(cha3 1)
rm -f /tmp/mux-counting.* /tmp/mux-go
for i in 1 2 3 4 5 6 7 8; do
	/xpmu/bin/perf612 stat --no-scale -a -x, --per-socket -e uncore_cha_3/event=$i/ \
		sh -c "touch /tmp/mux-counting.$i; until [ -e /tmp/mux-go ]; do sleep 0.1; done; sleep 2" \
		>/tmp/mux$i 2>&1 &
done
n=0
# Tolerates 3 min for the eight to start together (a starved guest), as mixed_concurrency.
until [ "$(ls /tmp/mux-counting.* 2>/dev/null | wc -l)" = 8 ] || [ $n -ge 1800 ]; do
	sleep 0.1
	n=$((n + 1))
done
check "eight sessions counting at once" "$(ls /tmp/mux-counting.* 2>/dev/null | wc -l)" 8
touch /tmp/mux-go
wait
for s in 0 1; do
	eval before=\$b$s
	check "socket $s: eight sessions' raw counts add up to CHA 3's counters" \
		"$(cat /tmp/mux[1-8] | awk -F, -v s="S$s" '$1 == s {n += $3} END {print n}')" \
		$(( $(cha3 $s) - before ))
done
check "sessions that were multiplexed and counted" \
	"$(cat /tmp/mux[1-8] | awk -F, '$1 == "S0" && $3 > 0 && $(NF - 2) < 100' | wc -l | awk '{print ($1 > 0)}')" 1

# Interval mode: each interval is read while the events count; the
# intervals must add up to what the model counted, but for what counted
# between perf's last read and its disable, which perf never reports: a
# few ms, for perf reads a last, partial interval when the SIGCHLD of its
# workload's end cuts its sleep short.  Fewer would be a lost interval or
# a count reset; more, counts invented.  The workload lasts until perf
# has printed three intervals of each event on each socket (at most 60 s).
IV="cha 8 uncore_cha_8 event=0x1
m2m 1 uncore_m2m_1 event=0x2
imc 6 uncore_imc_6 event=0x3"
: >/tmp/before
echo "$IV" >/tmp/iv-units
while read -r name id pmu cfg; do
	echo "$name $id $pmu/$cfg/ $(emr_total 0 $name $id 0) $(emr_total 1 $name $id 0)" >>/tmp/before
done </tmp/iv-units
args=$(echo "$IV" | awk '{printf " -e %s/%s/", $3, $4}')
# shellcheck disable=SC2086 # one -e per event
perf stat -I 400 -a -x, --per-socket $args $EMR_HOLD >/tmp/iv 2>&1 &
# Tolerates intervals of any length (a starved guest's perf printed 3 in
# 2 s, beside five other guests on 2 cores): released on perf's third,
# not after a fixed time.
emr_wait_lines /tmp/iv '^ *[0-9.]+,S[0-9]+,[0-9]+,[0-9]+,' 18
emr_release
while read -r name id ev b0 b1; do
	for s in 0 1; do
		eval before=\$b$s
		want=$(( $(emr_total $s $name $id 0) - before ))
		got=$(awk -F, -v s="S$s" -v e=",$ev," '$2 == s && index($0, e) {n += $4; k++} END {print n + 0, k + 0}' /tmp/iv)
		check "$ev socket $s: 3 or more intervals adding up to 90-100% of the model's $want" \
			"$(echo "$got $want" | awk '{print ($2 >= 3 && $1 <= $3 && $1 >= $3 * 0.9) ? "yes" : $1 " in " $2}')" yes
	done
done </tmp/before

# A group that never fits counts nothing, on an MSR, a PCICFG and an MMIO
# unit.  A pinned group holds three of the unit's four counters, and a
# group of two follows: its leader finds the fourth, its sibling none.
# perf core tries the group at its enable and at every rotation, and takes
# it off again each time; the driver starts a group's counters only once
# every member has one (transactions, drivers/uncore/pmu.c), so the
# leader's count stays 0 with its running time.  Once the pinned group is
# closed the group runs, and counts.
for u in cha_5 m2m_1 imc_1; do
	/xpmu/bin/group_txn uncore_$u/event=0x1/ uncore_$u/event=0x2/ uncore_$u/event=0x3/ -- \
		uncore_$u/event=0x4/ uncore_$u/event=0x5/ >/tmp/txn 2>&1 ||
		fail "group_txn on $u: $(cat /tmp/txn)"
	cat /tmp/txn
	check "$u: a group that never ran: its leader's count and running time" \
		"$(awk 'NR == 1 {print $2, $6}' /tmp/txn)" "0 0"
	check "$u: the same group run: its leader counted, and ran" \
		"$(awk 'NR == 2 {print ($2 > 0 && $6 > 0) ? "yes" : $0}' /tmp/txn)" yes
done
emr_no_reserved_writes
finish
