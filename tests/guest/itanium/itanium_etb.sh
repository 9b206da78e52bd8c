#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's execution trace buffer (3.3.10.1) as perf's branch stack
# (perf record -b, -j filters), end to end: every sample's stack against
# the branches the simulator recorded at that freeze (its debugfs
# "samples" file), perf report -b, and the filters the buffer cannot
# express.
. /xpmu/tests/guest/lib.inc
ia_load

# brstack_check WHAT TYPES -- perf record args: every sample's stack must be
# the newest branches of the simulator's record (same from, to, M/P), at
# least 7 of them (16 registers), of the branch types TYPES (J ip-relative,
# R return, I indirect).
brstack_check() {
	what=$1 types=$2
	shift 3
	ia_clear_samples
	perf record -q -o /tmp/br.data "$@" -a sleep 1 >/tmp/br.rec 2>&1 ||
		{ cat /tmp/br.rec; fail "$what: perf record failed"; return; }
	# "CPU FROM/TO/M-or-P..." newest first, from perf and the simulator.
	perf script -i /tmp/br.data -F cpu,brstack 2>/dev/null | awk '
		{ gsub(/[][]/, "", $1); s = $1 + 0;
		  for (i = 2; i <= NF; i++) { split($i, f, "/"); s = s " " substr(f[1], 3) "/" substr(f[2], 3) "/" f[3] }
		  print s }' >/tmp/br.perf
	awk '$1 == "cpu" && $3 == "seq" {
		for (i = 4; i <= NF; i++) if ($i == "br") break;
		s = $2; t = "";
		for (j = i + 2; j <= NF; j++) { split($j, f, "/"); s = s " " substr(f[1], 3) "/" substr(f[2], 3) "/" f[3]; t = t f[5] }
		print s > "/tmp/br.sim"; print t > "/tmp/br.types" }' $IASIM/montecito/samples
	n=$(wc -l </tmp/br.perf)
	# each perf stack must be the first branches of a simulator record
	unmatched /tmp/br.perf /tmp/br.sim 1 >/tmp/br.bad
	bad=$(wc -l </tmp/br.bad)
	short=$(awk 'NF < 8' /tmp/br.perf | wc -l)
	wrong=$(tr -d "$types\n" </tmp/br.types | wc -c)
	if [ "$n" -lt 20 ] || [ "$bad" != 0 ] || [ "$short" != 0 ] || [ "$wrong" != 0 ]; then
		head -2 /tmp/br.perf
		[ "$bad" = 0 ] || { echo "stacks not the simulator's:"; head -n 2 /tmp/br.bad; }
		[ "$short" = 0 ] || {
			echo "the simulator's records of fewer than 7 branches: $(awk 'NF < 8' /tmp/br.sim | wc -l) of $(wc -l </tmp/br.sim)"
			awk 'NF < 8' /tmp/br.sim | head -n 2
		}
		fail "$what: got $n samples, $bad stacks not the simulator's newest branches," \
			"$short of fewer than 7 branches, $wrong branches of a type not in $types;" \
			"want at least 20 samples, none of the others"
	else
		echo "ok: $what: $n samples, each stack the simulator's newest branches ($(awk '{n += NF - 1} END {printf "%.1f", n / NR}' /tmp/br.perf) per sample)"
	fi
}
brstack_check "branch stack, any" JRI -- -b -e montecito/branch_event/ -c 20
perf report -i /tmp/br.data --stdio -b --sort symbol_from,symbol_to 2>/dev/null >/tmp/br.rep
sed -n '/^# Overhead/,$p' /tmp/br.rep | head -8
k=$(grep -c 'xsim_prog_.*xsim_prog_' /tmp/br.rep)
[ "$k" -gt 10 ] && echo "ok: perf report -b: $k from/to pairs between xsim_prog_* functions" ||
	fail "perf report -b: got $k from/to pairs between xsim_prog_* functions, want more than 10"
brstack_check "branch stack, -j any_ret" R -- -j any_ret -e montecito/branch_event/ -c 20
brstack_check "branch stack, -j ind_call,ind_jmp" I -- -j ind_call,ind_jmp -e montecito/branch_event/ -c 20
brstack_check "branch stack on cpu_op_cycles" JRI -- -b -e montecito/cpu_op_cycles.all/ -c 1000000
# A tick later than a period (20 ms, the period elapses in 11 ms; none
# at the wrap), as a busy host delays the simulator's timer: the program's branches of that
# time are still captured before the overflow freezes the buffer.
ia_sim_reload tick_us=20000 wrap_ticks=0
brstack_check "branch stack on cpu_op_cycles, ticks of 20 ms" JRI -- -b -e montecito/cpu_op_cycles.all/ -c 1000000
ia_sim_reload

# The simulated program runs at privilege level 0: user branches only is empty.
perf record -q -o /tmp/br.data -j any,u -e montecito/cpu_op_cycles.all/ -c 1000000 -a sleep 0.5 \
	>/tmp/br.rec 2>&1 || fail "-j any,u: perf record failed"
perf script -i /tmp/br.data -F ip,brstack 2>/dev/null >/tmp/br.script
n=$(awk 'NF > 1' /tmp/br.script | wc -l)
t=$(wc -l </tmp/br.script)
check "-j any,u: samples with branches (program at level 0)" "$n" 0
[ "$t" -gt 20 ] || fail "-j any,u: got $t samples, want more than 20"

# Filters the ETB cannot express are refused (Table 3-26 brt).
for j in any_call call cond ind_call; do
	if perf record -q -o /tmp/br.data -j $j -e montecito/branch_event/ -a true >/tmp/br.rec 2>&1; then
		fail "-j $j: perf record succeeded, want it refused (Table 3-26 brt)"
	else
		echo "ok: -j $j refused: $(grep -m1 -i 'branch' /tmp/br.rec)"
	fi
done

case $(uname -r) in
[1-5].*|6.[01].*)
	echo "ok: per-task branch stacks: not on $(uname -r) (per-task events need 6.2, itanium_task.sh)"
	finish
	;;
esac

# No other task's branches in a per-task sample.  A cpu-wide event that
# never samples keeps the buffer recording on cpu 1 while a second task
# (xtb, busy 2 ms of every 4, so that it preempts at each wake up) takes
# turns there with the command (xta); the command's event
# samples every 10 captured branches (the buffer holds 8), and its period
# runs on from where the last switch left it, so a sample soon after a
# switch in would hold xtb's newest branches unless the buffer is
# emptied there.  The simulator's tasks file says, per freeze, which
# task ran and how many of the logged branches were captured while
# another ran.  The cpu-wide session runs the others as its workload,
# so that it holds the buffer all along; xtb runs until xta's session
# ends (the session's perf takes a while to start in a slow guest).
# br_tasks PID: "FREEZES FOREIGN" of the freezes in task PID, every cpu.
br_tasks() {
	awk -v t="$1" '$1 == "cpu" && $6 == t {n++; f += ($10 > 0)} END {print n + 0, f + 0}' \
		$IASIM/montecito/tasks
}
# comm_pid DATA COMM: the pid of COMM's samples in perf.data DATA.
comm_pid() {
	perf script -i "$1" -F comm,pid 2>/dev/null | awk -v c="$2" '$1 == c {print $2; exit}'
}
cp /xpmu/bin/ia_task /tmp/xta && cp /xpmu/bin/ia_task /tmp/xtb || fail "cannot copy the workload"
ia_clear_samples
perf record -q -o /tmp/brw.data -b -e montecito/branch_event/ -c 1000000000 -C 1 -- \
	sh -c 'taskset -c 1 /tmp/xtb 60000 50 0 & b=$!
		perf record -q -o /tmp/brt.data -b -e montecito/branch_event/ -c 10 -- \
			taskset -c 1 /tmp/xta 600 100 0; s=$?; kill $b; wait; exit $s' >/tmp/brt.rec 2>&1 ||
	{ cat /tmp/brt.rec; fail "per-task perf record -b beside a cpu-wide one failed"; }
xta=$(comm_pid /tmp/brt.data xta)
n=$(perf script -i /tmp/brt.data -F pid 2>/dev/null | wc -l)
set -- $(br_tasks "$xta")
echo "per task: $n samples of xta (pid $xta); the simulator: $1 freezes in xta, $2 of them with another task's branches"
[ "$n" -ge 50 ] && [ "$1" -ge "$n" ] && [ "$2" = 0 ] &&
	echo "ok: per-task branch stacks: no freeze of xta's held another task's branches" ||
	fail "per-task branch stacks: got $n samples, $1 freezes of xta, $2 with another task's branches;" \
		"want at least 50 samples, a freeze for each, none with another task's"

# The control: sampling the cpu-wide event instead, its stacks do span the
# switches between xta and xtb, and the simulator's record shows it.
ia_clear_samples
perf record -q -o /tmp/brw.data -b -e montecito/branch_event/ -c 50 -C 1 -- \
	sh -c 'taskset -c 1 /tmp/xtb 1000 50 0 & taskset -c 1 /tmp/xta 1000 100 0; wait' >/tmp/brw.rec 2>&1 ||
	{ cat /tmp/brw.rec; fail "cpu-wide perf record -b failed"; }
a=$(br_tasks "$(comm_pid /tmp/brw.data xta)") b=$(br_tasks "$(comm_pid /tmp/brw.data xtb)")
mixed=$(( ${a#* } + ${b#* } ))
[ "$mixed" -gt 0 ] && echo "ok: the control: $mixed cpu-wide freezes in xta or xtb held the other's branches (of ${a% *} and ${b% *})" ||
	fail "the control: got no cpu-wide freeze (${a% *} in xta, ${b% *} in xtb) holding another task's branches; want some"
finish
