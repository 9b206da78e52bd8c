#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf stat on the simulated Montecito, end to end: sysfs formats and
# aliases, and counts against the simulator's ground truth.
#
# Tolerance: none.  The simulated counters advance only on register
# accesses and ticks, and perf adds, reads and removes events with the
# monitor frozen (PMC0.fr, perf_pmu_disable), so nothing counts that perf
# does not read: the sum over every counter of every cpu must equal what
# perf reports, exactly.
. /xpmu/tests/guest/lib.inc
ia_load

M=$PMUS/montecito
check "format event" "$(cat $M/format/event)" "config:8-15"
check "format umask" "$(cat $M/format/umask)" "config:16-19"
check "format threshold" "$(cat $M/format/threshold)" "config:20-22"
check "format all" "$(cat $M/format/all)" "config:26"
check "format mesi" "$(cat $M/format/mesi)" "config:27-30"
# Table 4-42: CPU_OP_CYCLES 0x12; 4.15 Table: L3_READS 0xdd with MESI.
check "alias cpu_op_cycles.all" "$(cat $M/events/cpu_op_cycles.all)" "event=0x12"
check "alias l3_reads.all.all (MESI b1111)" "$(cat $M/events/l3_reads.all.all)" "event=0xdd,umask=0xf,mesi=0xf"
# 4.15's 527 named umask rows less the 15 that count nothing (L2I *.NONE),
# and the 82 events without umasks; beside them the 36 EAR settings by
# libpfm's names (Tables 3-16, 3-18, 3-21, 3-23).
check "alias count (4.15 umask rows + events without)" \
	"$(ls $M/events | grep -v -E '^(data|l1i)_ear_(cache|tlb|alat)' | wc -l)" 594
check "EAR settings by name" "$(ls $M/events | grep -c -E '^(data|l1i)_ear_(cache|tlb|alat)')" 36
check "alias data_ear_cache_lat64" "$(cat $M/events/data_ear_cache_lat64)" "event=0xc8,umask=0x4"
# Table 4-102 prints its patterns without the b (ALL.ALL 1111); Table
# 4-76 has one bit (FTZ_Poss b1).
check "alias l2i_reads.all.all" "$(cat $M/events/l2i_reads.all.all)" "event=0x78,umask=0xf"
check "alias fp_flush_to_zero.ftz_poss" "$(cat $M/events/fp_flush_to_zero.ftz_poss)" "event=0x0b,umask=0x1"
check "itanium PMU" "$(cat $PMUS/itanium/format/event)" "config:8-14"

# Simulator register semantics (Table 3-7): PMD bits 63:47 ignore writes.
echo "1 15 $(( (1 << 62) | (1 << 47) | 5 ))" >$IASIM/montecito/preload
check "PMD15 keeps only count bits 46:0" \
	"$(awk '$1 == "cpu1" && $2 == "pmd15" {print $6}' $IASIM/montecito/truth)" 0x5
echo "1 15 0" >$IASIM/montecito/preload

stat_truth() {	# stat_truth MODEL EVENT...
	model=$1
	shift
	args=
	for e in "$@"; do args="$args -e $model/$e"; done
	before=$(ia_total $model)
	perf stat -a -x, $args sleep 1 >/tmp/ia_stat 2>&1
	after=$(ia_total $model)
	want=$((after - before))
	got=$(awk -F, '$1 ~ /^[0-9]+$/ {s += $1} END {print s + 0}' /tmp/ia_stat)
	if [ "$want" -gt 0 ] && [ "$got" = "$want" ]; then
		echo "ok: $model $*: perf $got = simulator"
	else
		cat /tmp/ia_stat
		fail "$model $*: perf '$got', simulator $want"
	fi
}

stat_truth montecito cpu_op_cycles.all/
stat_truth montecito ia64_inst_retired.this/
stat_truth montecito l2d_references.all/
# 4.8.2: two L1D set-1 events together (one lands on PMD5).
stat_truth montecito l1d_reads_set1/ l1d_read_misses.all/
# CPU_OP_CYCLES_HALTED: PMD10 only (3.3.3).
stat_truth montecito cpu_op_cycles_halted/
stat_truth itanium event=0x12/

# Privilege levels (plm, Table 3-5; :u and :k).  The simulator counts
# each step at the level its last tick interrupted, as the kernel's tick
# accounting splits a task's time into utime and stime: so the :u share
# of a workload pinned to cpu 1 is its user share as time(1) reports it.
# A shell loop runs in user mode, dd copying 64 KiB a call mostly in the
# kernel.  Both counts exact against cpu 1's truth; the share within 0.2
# of time's (both sample where ticks land: a few hundred ticks each).
cpu1_truth() { awk '$1 == "cpu1" && $2 ~ /^pmd/ {s += $8} END {print s + 0}' $IASIM/montecito/truth; }
levels() {	# levels WHAT COMMAND...
	what=$1
	shift
	before=$(cpu1_truth)
	perf stat -o /tmp/lv.stat -x, -C 1 -e montecito/cpu_op_cycles.all/u \
		-e montecito/cpu_op_cycles.all/k -- taskset -c 1 time "$@" >/dev/null 2>/tmp/lv.time ||
		{ cat /tmp/lv.stat /tmp/lv.time; fail "$what: perf stat failed"; }
	truth=$(( $(cpu1_truth) - before ))
	u=$(awk -F, '$3 ~ /\/u$/ {print $1}' /tmp/lv.stat)
	k=$(awk -F, '$3 ~ /\/k$/ {print $1}' /tmp/lv.stat)
	check "$what: :u + :k = cpu 1's truth" "$((u + k))" "$truth"
	# busybox time: "user 0m 1.23s", "sys 0m 0.04s"
	t=$(awk '$1 == "user" || $1 == "sys" { t[$1] = ($2 + 0) * 60 + $NF }
		END { if (t["user"] + t["sys"] > 0) printf "%.2f", t["user"] / (t["user"] + t["sys"]) }' /tmp/lv.time)
	share=$(awk -v u="$u" -v k="$k" 'BEGIN { if (u + k > 0) printf "%.2f", u / (u + k) }')
	echo "$what: :u $u, :k $k: user share $share; time(1): $t ($(tr '\n\t' '  ' </tmp/lv.time))"
	within "$what: the :u share against time(1)'s user share $t" "$share" \
		"$(awk -v t="$t" 'BEGIN {print t - 0.2}')" "$(awk -v t="$t" 'BEGIN {print t + 0.2}')"
}
levels "a shell loop" sh -c 'i=0; while [ $i -lt 100000 ]; do i=$((i + 1)); done'
loop=$share
levels "dd" dd if=/dev/zero of=/dev/null bs=64k count=10000
awk -v a="$loop" -v b="$share" 'BEGIN {exit !(a - b >= 0.4)}' &&
	echo "ok: the :u share of the shell loop ($loop) exceeds dd's ($share) by 0.4 or more" ||
	fail "the :u share of the shell loop ($loop) against dd's ($share): want 0.4 or more above"
finish
