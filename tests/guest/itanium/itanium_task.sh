#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Per-task events on the simulated Montecito: perf stat and perf record
# on a command and attached to a running task, as a pfmon user would run
# them.  From 6.2 on (perf's
# per-PMU task contexts, drivers/itanium/pmu.c) the events count while
# the command's tasks run and only then, its children with them unless
# -i, beside another command's session and a system-wide one on the same
# counters; on 6.1 they are refused, with a line in dmesg that says why.
#
# Ground truth: the simulator's task ledger (drivers/itanium/sim/watch.h),
# what its counters counting an event select counted while a task of a
# given name ran.  The workload is /xpmu/bin/ia_task under the names xta
# (the command) and xta-c (its children), a second one xtb and xtb-c.
# perf enables the events at the exec of its child, perf-exec, a moment
# before the kernel gives it the new name (fs/exec.c, begin_new_exec():
# perf_event_exec(), then __set_task_comm()): what a tick there counts is
# the command's under perf-exec's name (seen: 1.4 million events, on the
# first run after boot).  The entry "*" takes every other task's, and
# must stay 0.
#
# Tolerance: none for counts.  perf removes a task's events at each switch
# with the monitor frozen (pmu_disable), reading the counter as it goes,
# so what the counter counted while the task ran is what perf reports.
# Against perf's task-clock, the count per microsecond is the simulator's
# documented rate (Documentation/itanium.rst: 10 + 7 * 0x12 mod 91 = 45
# for cpu_op_cycles.all, whose .all is a umask name, not the all bit),
# less what the switches take: the counter runs from the switch in to
# the switch out, task-clock a little longer on either side.  Measured:
# 93% under the test kernel; the switches' share grows as a busy host
# slows the guest (each of some 1,100 switches takes longer, the task's
# 2 ms slices do not).  So 60% to 102% (rounding): a counter left off
# after a switch in counts a few slices of hundreds.  For samples, see
# below.
. /xpmu/tests/guest/lib.inc
ia_load
W=$IASIM/montecito/watch
for n in xta xta-c xtb xtb-c xtp; do
	cp /xpmu/bin/ia_task /tmp/$n || fail "cannot copy the workload to /tmp/$n"
done
EV=montecito/cpu_op_cycles.all/	# event select 0x12

# ledger ENTRY...: the simulator's count for the entries, summed.
ledger() {
	awk -v want=" $* " 'index(want, " " $1 " ") {s += $2} END {print s + 0}' $W
}
# counted WHAT GOT WANT: perf's count GOT is the ledger's WANT, not 0.
counted() {
	if [ "$3" -gt 0 ] && [ "$2" = "$3" ]; then
		echo "ok: $1: $2"
	else
		fail "$1: got '$2', want the ledger's $3, not 0"
	fi
}
# stat_count FILE [EVENT]: the count perf stat -x, gave for EVENT ($EV).
stat_count() {
	awk -F, -v e="${2:-$EV}" '$3 == e {print $1; exit}' "$1"
}

case $(uname -r) in
[1-5].*|6.[01].*)
	dmesg -c >/dev/null
	perf stat -x, -e $EV -- /tmp/xta 200 50 0 >/dev/null 2>/tmp/task.out
	check "6.1: perf stat -- a command" "$(stat_count /tmp/task.out)" "<not supported>"
	if perf record -q -o /tmp/task.data -e $EV -c 100000 -- /tmp/xta 200 50 0 >/tmp/task.rec 2>&1; then
		fail "6.1: perf record -- a command: got exit 0, want a refusal"
	else
		echo "ok: 6.1: perf record -- a command refused: $(grep -m1 -i 'invalid\|error' /tmp/task.rec)"
	fi
	dmesg_says "6.1" 'montecito: per-task events need Linux 6.2'
	finish
	;;
esac

# others WHAT: nothing counted while a task the ledger does not name ran.
others() {
	check "$1: counted while other tasks ran" "$(ledger '*/12')" 0
}

# 1. The command and its two children, half busy: switched out and in
# hundreds of times each.  Children are followed (no -i).
echo "xta/12 xta-c/12 perf-exec/12 */12" >$W
perf stat -x, -e $EV -e task-clock -- /tmp/xta 1500 50 2 /tmp/xta-c >/dev/null 2>/tmp/task.out ||
	{ cat /tmp/task.out; fail "perf stat -- xta failed"; }
got=$(stat_count /tmp/task.out)
counted "perf stat -- xta (2 children): count = what the counters counted while they ran" \
	"$got" "$(ledger xta/12 xta-c/12 perf-exec/12)"
others "perf stat -- xta"
kids=$(ledger xta-c/12)
[ "$kids" -gt 0 ] && echo "ok: the children were counted: $kids" ||
	fail "the children were not counted: ledger xta-c $kids"
ms=$(stat_count /tmp/task.out task-clock)
# Tolerates switches 6x as slow as idle's (7% of the rate to 40%): a slow guest stretches them.
within "perf stat -- xta: events per microsecond of task-clock ($got / $ms ms)" \
	"$(awk -v c="$got" -v ms="$ms" 'BEGIN {if (ms > 0) printf "%.1f", c / (ms * 1000)}')" 27 46

# 2. -i: the command alone, :u (exclude_kernel).
echo "xta/12 xta-c/12 perf-exec/12 */12" >$W
perf stat -i -x, -e ${EV}u -- /tmp/xta 1000 50 2 /tmp/xta-c >/dev/null 2>/tmp/task.out ||
	{ cat /tmp/task.out; fail "perf stat -i -- xta failed"; }
counted "perf stat -i -- xta: :u count = the command's own" \
	"$(stat_count /tmp/task.out ${EV}u)" "$(ledger xta/12 perf-exec/12)"
check "perf stat -i -- xta: nothing counted while the children ran" "$(ledger xta-c/12)" 0
others "perf stat -i -- xta"

# 3. Two commands' sessions at once, four busy tasks each on four cpus,
# the same event (so the same counters, task after task), and beside them
# a system-wide event on cpu 0 (count_session: BACK_END_BUBBLE, select 0).
# Each session gets what its own tasks counted (and its share of what
# the two perf-exec did), and the three counts are everything the
# simulator counted meanwhile.
echo "xta/12 xta-c/12 xtb/12 xtb-c/12 perf-exec/12 */12" >$W
rm -f /tmp/cs.ready /tmp/cs.stop /tmp/cs.out
before=$(ia_total montecito)
/xpmu/bin/count_session /tmp/cs.ready /tmp/cs.stop /tmp/cs.out montecito/event=0x0/ >/tmp/cs.log 2>&1 &
cs=$!
i=0
# Tolerates a start-up of up to 60 s (a starved guest); not ready after that is a failure.
while [ ! -e /tmp/cs.ready ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
[ -e /tmp/cs.ready ] || { cat /tmp/cs.log; fail "count_session: its event not open after 60 s"; }
perf stat -x, -e $EV -- /tmp/xta 2000 100 3 /tmp/xta-c >/dev/null 2>/tmp/task-a.out &
pa=$!
perf stat -x, -e $EV -- /tmp/xtb 2000 100 3 /tmp/xtb-c >/dev/null 2>/tmp/task-b.out ||
	{ cat /tmp/task-b.out; fail "perf stat -- xtb failed"; }
wait $pa || { cat /tmp/task-a.out; fail "perf stat -- xta failed"; }
touch /tmp/cs.stop
wait $cs || { cat /tmp/cs.log; fail "count_session failed"; }
after=$(ia_total montecito)
a=$(stat_count /tmp/task-a.out)
b=$(stat_count /tmp/task-b.out)
c=$(awk -F';' '{print $3; exit}' /tmp/cs.out)
exec=$(ledger perf-exec/12)
la=$(ledger xta/12 xta-c/12)
lb=$(ledger xtb/12 xtb-c/12)
within "two sessions: xta's count, what its tasks counted (+ perf-exec's $exec)" "$a" \
	$((la > 0 ? la : 1)) $((la + exec))
within "two sessions: xtb's count, what its tasks counted (+ perf-exec's $exec)" "$b" \
	$((lb > 0 ? lb : 1)) $((lb + exec))
check "two sessions: both counts, what the tasks and perf-exec counted" \
	"$((a + b))" "$((la + lb + exec))"
others "two sessions"
check "two sessions and cpu 0's: together all the simulator counted" \
	"$((a + b + c))" "$((after - before))"

# 4. perf record on the command and its children.  Each overflow is a
# sample, of a task of the command, at its registers; the simulator
# interrupts at the wrap (sim_next_wrap_ns()).  Not all: an overflow that
# falls where the cpu has interrupts off interrupts afterwards (the
# simulator counts those found by a register access first as "late"),
# and in a switch that is after perf has taken the task's event off the
# counter, so that its period is counted but gives no sample, as on any
# PMU.  Under TCG the guest's timer also runs late: measured, 87 of 416
# overflows, and 326 samples.  And perf record opens the event on each
# cpu for each task (3 x 4), each of which ends in a partial period.  So
# at least the ledger's periods less the late overflows less 12, and
# none more.
late() { awk '$4 == "irqs" {n += $9} END {print n + 0}' $IASIM/montecito/truth; }
N=200000
echo "xta/12 xta-c/12 perf-exec/12 */12" >$W
late0=$(late)
perf record -q -o /tmp/task.data -e $EV -c $N -- /tmp/xta 1500 50 2 /tmp/xta-c >/tmp/task.rec 2>&1 ||
	{ cat /tmp/task.rec; fail "perf record -- xta failed"; }
late=$(( $(late) - late0 ))
perf script -i /tmp/task.data -F comm,pid 2>/dev/null >/tmp/task.script
samples=$(wc -l </tmp/task.script)
want=$(( $(ledger xta/12 xta-c/12 perf-exec/12) / N ))
within "perf record -- xta: samples (the ledger's periods: $want, $late late)" "$samples" \
	$((want - late - 12)) $((want + 1))
[ "$want" -ge 100 ] || fail "perf record -- xta: the ledger's periods: got $want, want 100 at least"
check "perf record -- xta: samples of other tasks" \
	"$(awk '$1 != "xta" && $1 != "xta-c" && $1 != "perf-exec"' /tmp/task.script | wc -l)" 0
check "perf record -- xta: tasks sampled" \
	"$(awk '{print $2}' /tmp/task.script | sort -u | wc -l)" 3

# 5. The data EAR per task, children included: each child's event gets
# its parent's sample output (pmu.c, ia_event_init(): an inherited event
# calls what its parent calls).  Every sample carries a capture.  Its IP
# is the captured load's, in the simulator's functions, kernel text,
# while the interrupt mostly lands in the command's user code: the
# sample's mode goes with its IP (overflow.c, xpmu_ia_sample_regs()), or
# perf looks the IP up in the command's maps and finds nothing
# ("[unknown]" where the module's name belongs).
perf record -q -o /tmp/task.data -d -e montecito/data_ear_cache_lat4/ -c 20 -- \
	/tmp/xta 1000 50 2 /tmp/xta-c >/tmp/task.rec 2>&1 ||
	{ cat /tmp/task.rec; fail "perf record -d -- xta failed"; }
perf script -i /tmp/task.data -F ip,dso >/tmp/task.dso 2>&1
grep -v '^ *[0-9a-f]* (\[xpmu_itanium_sim\])$' /tmp/task.dso >/tmp/task.nodso
check "data EAR per task: samples not taken in kernel mode in the simulator's module" \
	"$(wc -l </tmp/task.nodso)" 0
[ -s /tmp/task.nodso ] && head -n 3 /tmp/task.nodso
perf script -i /tmp/task.data -F comm,addr 2>/dev/null >/tmp/task.script
n=$(wc -l </tmp/task.script)
[ "$n" -gt 0 ] && echo "ok: data EAR per task: $n samples" ||
	{ cat /tmp/task.rec; fail "data EAR per task: no samples"; }
# Tolerates samples under perf-exec, the command before its exec renames it (see the top):
# a slow guest stretches that window, where EAR sampling every 20 captures lands (seen).
check "data EAR per task: tasks sampled by name, but perf-exec" \
	"$(awk '$1 != "perf-exec" {print $1}' /tmp/task.script | sort -u | tr '\n' ' ')" "xta xta-c "
check "data EAR per task: samples without a data address" \
	"$(awk '$2 ~ /^0*$/' /tmp/task.script | wc -l)" 0
# 6. perf stat -p and perf record -p, attached for a second each to a
# running task (xtp) that runs until it is stopped: perf may take seconds
# to start on a busy host (seen: a task of four seconds gone before perf
# stat found its threads), so the task must still be running when each
# ends.  The count is at most what the ledger has for it by then, at the
# rate per microsecond of its task-clock that section 1 holds the command
# to; nothing of another task.  The two events are a group: perf -p
# enables events one by one, and a counter enabled before task-clock and
# disabled after it would count faster than the rate (seen: 45.6 of 46).
echo "xtp/12 */12" >$W
/tmp/xtp 600000 50 0 &
pid=$!
sleep 0.5
[ -d /proc/$pid/task ] || fail "the task to attach to, /tmp/xtp ($pid), is not running"
perf stat -x, -p $pid -e "{$EV,task-clock}" -- sleep 1 >/dev/null 2>/tmp/task.out ||
	{ head -n 3 /tmp/task.out; fail "perf stat -p $pid failed"; }
kill -0 $pid 2>/dev/null || fail "perf stat -p: the attached task ended before perf did"
got=$(stat_count /tmp/task.out)
lim=$(ledger xtp/12)
[ "${got:-0}" -gt 0 ] 2>/dev/null && [ "$got" -le "$lim" ] &&
	echo "ok: perf stat -p: count $got, within the ledger's $lim so far" ||
	fail "perf stat -p: count '$got', want 1 to the ledger's $lim so far"
ms=$(stat_count /tmp/task.out task-clock)
within "perf stat -p: events per microsecond of task-clock ($got / $ms ms)" \
	"$(awk -v c="$got" -v ms="$ms" 'BEGIN {if (ms > 0) printf "%.1f", c / (ms * 1000)}')" 27 46
others "perf stat -p"
# perf record -p opens the event on each cpu for the task: as in section
# 4, at most the ledger's periods and at least those less the late
# overflows and one partial period a cpu.
echo "xtp/12 */12" >$W
late0=$(late)
perf record -q -o /tmp/task.data -e $EV -c $N -p $pid -- sleep 1 >/tmp/task.rec 2>&1 ||
	{ head -n 3 /tmp/task.rec; fail "perf record -p $pid failed"; }
late=$(( $(late) - late0 ))
kill -0 $pid 2>/dev/null || fail "perf record -p: the attached task ended before perf did"
perf script -i /tmp/task.data -F comm,pid 2>/dev/null >/tmp/task.script
samples=$(wc -l </tmp/task.script)
want=$(( $(ledger xtp/12) / N ))
ncpu=$(grep -c '^processor' /proc/cpuinfo)
within "perf record -p: samples (the ledger's periods: $want, $late late, $ncpu cpus)" "$samples" \
	$((want - late - ncpu)) $((want + 1))
[ "$want" -ge 20 ] || fail "perf record -p: the ledger's periods: got $want, want 20 at least"
check "perf record -p: samples of another task" \
	"$(awk -v p=$pid '$1 != "xtp" || $2 != p' /tmp/task.script | wc -l)" 0
others "perf record -p"
kill $pid
wait $pid 2>/dev/null

# 7. all=1 counts for both threads of a core, so on a per-task event it
# counts the other thread's task too: like x86's AnyThread, it takes
# cpu-wide privilege (pmu.c, ia_check_all()).  As an unprivileged user at
# perf_event_paranoid 2, where a :u per-task event is open to anyone:
# refused with all=1, counted without (the control); root counts it.
grep -q '^carol:' /etc/passwd || echo 'carol:x:1002:1002::/tmp:/bin/sh' >>/etc/passwd
paranoid=$(cat /proc/sys/kernel/perf_event_paranoid)
echo 2 >/proc/sys/kernel/perf_event_paranoid
ALL=montecito/cpu_op_cycles.all,all=1/u
# The event's name has a comma: perf stat -x';', its count the first field.
all_count() { awk -F';' 'index($0, "all=1") {print $1; exit}' /tmp/task.out; }
dmesg -c >/dev/null
if su -s /bin/sh -c "perf stat -x';' -e $ALL -- /tmp/xta 200 50 0" carol >/dev/null 2>/tmp/task.out &&
	[ "$(all_count)" -gt 0 ] 2>/dev/null; then
	fail "all=1 per task, unprivileged: got a count ($(all_count)), want a refusal"
else
	echo "ok: all=1 per task, unprivileged: refused: $(grep -m1 -i 'permission\|access\|error\|not' /tmp/task.out)"
fi
dmesg_says "all=1 per task, unprivileged" 'montecito: all=1 counts the other thread'
su -s /bin/sh -c "perf stat -x, -e ${EV}u -- /tmp/xta 200 50 0" carol >/dev/null 2>/tmp/task.out
n=$(stat_count /tmp/task.out ${EV}u)
[ "${n:-0}" -gt 0 ] 2>/dev/null && echo "ok: the same without all=1, unprivileged: counted $n" ||
	{ cat /tmp/task.out; fail "the same without all=1, unprivileged: got '$n', want a count"; }
perf stat -x';' -e $ALL -- /tmp/xta 200 50 0 >/dev/null 2>/tmp/task.out
n=$(all_count)
[ "${n:-0}" -gt 0 ] 2>/dev/null && echo "ok: all=1 per task, root: counted $n" ||
	{ cat /tmp/task.out; fail "all=1 per task, root: got '$n', want a count"; }
echo "$paranoid" >/proc/sys/kernel/perf_event_paranoid
finish
