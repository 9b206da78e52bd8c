#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# More events than counters on the simulated Montecito (PMC/PMD4-15,
# twelve) and Itanium (PMC/PMD4-7, four): perf rotates them, each counts
# part of the time, and perf stat scales each by the time it was enabled
# over the time it ran.  System-wide, and (6.2 on) per task.
#
# Ground truth, exact: the raw counts (perf stat --no-scale) of all the
# copies add up to what the simulator counted, every counter of every
# cpu (ia_total), or per task to its ledger (drivers/itanium/sim/watch.h,
# see itanium_task.sh): a count lost or counted twice at a rotation
# shows there.  Per copy:
# - it ran part of the time (perf's percentage in (0, 100));
# - counted while it ran at most the simulator's rate, 45 a microsecond
#   for select 0x12 (Documentation/itanium.rst), whatever runs: a copy
#   that takes another's counts, or keeps a stale start at its next
#   turn, counts faster.  46 for rounding.  Not a lower bound: perf
#   freezes every counter while it rotates them (perf_pmu_disable), and
#   under TCG and KASAN a rotation of 14 events takes a good part of the
#   4 ms between two (measured: 28 a microsecond system-wide, 21 per
#   task, where one event alone per task counts 40);
# - its scaled count, raw times 100 over its percentage, is within 10%
#   of the copies' mean: all count one select at one rate whenever they
#   run, so each estimates one copy's count over the whole time (measured:
#   within 4%).
. /xpmu/tests/guest/lib.inc
ia_load

# copies PMU EVENT N: EVENT N times, as perf's -e arguments, each named
# apart (mux1...): perf merges same-named events of one PMU in some
# versions, and its --no-merge stops aggregating across cpus in 6.12.
copies() {
	i=1
	while [ $i -le "$3" ]; do printf ' -e %s/%s,name=mux%d/' "$1" "$2" $i; i=$((i + 1)); done
}
# judge WHAT FILE N WANT: FILE is perf stat -x, --no-scale output of N
# copies (value, unit, event, run time in ns, percentage running); WANT
# what the simulator counted meanwhile.
judge() {
	awk -F, -v what="$1" -v n="$3" -v want="$4" '
	$5 ~ /^[0-9.]+$/ && $1 ~ /^[0-9]+$/ && $3 ~ /^mux/ {
		k++; raw += $1
		if ($5 <= 0 || $5 >= 100) part = part " " $3 "=" $5
		else { s[k] = $1 * 100 / $5; sum += s[k] }
		rate = $4 > 0 ? $1 * 1000 / $4 : 0
		if (rate <= 0 || rate > 46) fast = fast sprintf(" %s=%.1f", $3, rate)
		if (rate > top) top = rate
		name[k] = $3
	}
	END {
		if (k != n) { print "FAIL: " what ": " k " counts, want " n; exit }
		if (raw != want || want <= 0)
			print "FAIL: " what ": raw counts add up to " raw ", want the simulator'\''s " want
		else
			print "ok: " what ": " n " raw counts add up to the simulator'\''s " want
		if (part != "") {
			print "FAIL: " what ": percentages running not in (0, 100):" part
			exit
		}
		print "ok: " what ": every copy ran part of the time"
		if (fast != "")
			print "FAIL: " what ": counted a microsecond running, want 0 to 46:" fast
		else
			printf "ok: %s: counted a microsecond running at most %.1f, of 46\n", what, top
		mean = sum / n
		for (i = 1; i <= n; i++)
			if (s[i] < 0.9 * mean || s[i] > 1.1 * mean)
				bad = bad sprintf(" %s=%.0f", name[i], s[i])
		if (bad != "")
			print "FAIL: " what ": scaled counts beyond 10% of their mean " sprintf("%.0f", mean) ":" bad
		else
			printf "ok: %s: scaled counts within 10%% of their mean %.0f\n", what, mean
	}' "$2" >/tmp/mux.judge
	[ -s /tmp/mux.judge ] || echo "FAIL: $1: no verdict" >/tmp/mux.judge
	cat /tmp/mux.judge
	failures=$((failures + $(grep -c '^FAIL:' /tmp/mux.judge)))
	! grep -q '^FAIL:' /tmp/mux.judge || sed 's/^/    /' "$2"
}

# 1. System-wide, for half a second: 14 copies on Montecito's 12
# counters, 6 on the Itanium's 4.
for spec in "montecito cpu_op_cycles.all 14" "itanium event=0x12 6"; do
	set -- $spec
	before=$(ia_total $1)
	perf stat -a -x, --no-scale $(copies $1 $2 $3) -- sleep 0.5 >/tmp/mux.out 2>&1 ||
		{ cat /tmp/mux.out; fail "perf stat -a, $3 copies of $1/$2/ failed"; }
	after=$(ia_total $1)
	judge "$1 system-wide, $3 copies of $2" /tmp/mux.out $3 $((after - before))
done

# 2. A Montecito whose cores run two threads (the simulator's smt=1):
# errata 120 and 121 (pmu.c, ia_check_errata()) leave the events PMD4-9,
# six counters, and no IP-EAR.  Twelve copies rotate there, the counters
# above PMD9 count nothing, and an event that only PMD10 counts
# (CPU_OP_CYCLES_HALTED, 3.3.3) and the IP-EAR are refused, with a line
# in dmesg that names the erratum.
# pmd_truth FIRST LAST: what PMDs FIRST-LAST counted on every cpu since load.
pmd_truth() {
	awk -v a="$1" -v b="$2" '$2 ~ /^pmd/ { n = substr($2, 4) + 0; if (n >= a && n <= b) s += $8 }
		END {print s + 0}' $IASIM/montecito/truth
}
ia_sim_reload smt=1
high=$(pmd_truth 10 15)
before=$(ia_total montecito)
perf stat -a -x, --no-scale $(copies montecito cpu_op_cycles.all 12) -- sleep 0.5 >/tmp/mux.out 2>&1 ||
	{ cat /tmp/mux.out; fail "perf stat -a, 12 copies, smt=1, failed"; }
after=$(ia_total montecito)
judge "montecito with two threads a core, 12 copies of cpu_op_cycles.all" /tmp/mux.out 12 \
	$((after - before))
check "two threads a core: counted in PMD10-15 (erratum 121)" "$(( $(pmd_truth 10 15) - high ))" 0
dmesg -c >/dev/null
if perf stat -a -x, -e montecito/cpu_op_cycles_halted/ -- sleep 0.1 >/tmp/mux.out 2>&1 &&
	awk -F, '$1 ~ /^[0-9]+$/ {found = 1} END {exit !found}' /tmp/mux.out; then
	fail "two threads a core: cpu_op_cycles_halted (PMD10 only) counted, want a refusal"
else
	echo "ok: two threads a core: cpu_op_cycles_halted (PMD10 only) refused"
fi
dmesg_says "two threads a core, PMD10 only" 'montecito: erratum 121'
if perf record -q -o /tmp/mux.data -a -b -e montecito/cpu_op_cycles.all,ipear=1/ -c 100000 \
	-- sleep 0.1 >/tmp/mux.rec 2>&1; then
	fail "two threads a core: an IP-EAR recorded, want a refusal (erratum 120)"
else
	echo "ok: two threads a core: the IP-EAR refused"
fi
dmesg_says "two threads a core, IP-EAR" 'montecito: erratum 120'
ia_sim_reload

case $(uname -r) in
[1-5].*|6.[01].*)
	echo "ok: per-task multiplexing: not on $(uname -r) (per-task events need 6.2, itanium_task.sh)"
	finish
	;;
esac

# 3. Per task, the command and its two children: 14 copies.
W=$IASIM/montecito/watch
for n in xtm xtm-c; do
	cp /xpmu/bin/ia_task /tmp/$n || fail "cannot copy the workload to /tmp/$n"
done
echo "xtm/12 xtm-c/12 perf-exec/12 */12" >$W
perf stat -x, --no-scale $(copies montecito cpu_op_cycles.all 14) -- \
	/tmp/xtm 1000 50 2 /tmp/xtm-c >/dev/null 2>/tmp/mux.out ||
	{ cat /tmp/mux.out; fail "perf stat, 14 copies, -- xtm failed"; }
want=$(awk -v want=" xtm/12 xtm-c/12 perf-exec/12 " 'index(want, " " $1 " ") {s += $2} END {print s + 0}' $W)
judge "montecito per task, 14 copies of cpu_op_cycles.all" /tmp/mux.out 14 "$want"
check "per task: counted while other tasks ran" "$(awk '$1 == "*/12" {print $2}' $W)" 0
finish
