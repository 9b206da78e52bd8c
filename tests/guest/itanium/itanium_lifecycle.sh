#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load order of xpmu_itanium and its simulator does not matter; neither
# unloads while an event is open (module references), and both do after.
. /xpmu/tests/guest/lib.inc
ia_load

# The session's workload says when it runs (perf stat has opened the
# event on every cpu by then) and lasts until emr_release: the unloads
# below are tried while it is open however slow the guest.
# Tolerates any start-up time up to 120 s (perf 6.1 under TCG on a loaded host).
rm -f /tmp/ia_bg.ready
perf stat -a -e montecito/cpu_op_cycles.all/ sh -c "touch /tmp/ia_bg.ready; $EMR_HOLD" \
	>/tmp/ia_bg 2>&1 &
i=0
while [ ! -e /tmp/ia_bg.ready ] && [ $i -lt 1200 ]; do
	sleep 0.1
	i=$((i + 1))
done
if [ ! -e /tmp/ia_bg.ready ]; then
	emr_release
	cat /tmp/ia_bg
	fail "perf's workload did not start within 120 s"
	finish
fi
# One event per cpu, each holding a reference.
check "event open: simulator pinned" "$(cat /sys/module/xpmu_itanium_sim/refcnt)" \
	"$(grep -c ^processor /proc/cpuinfo)"
rmmod xpmu_itanium_sim 2>/dev/null && fail "simulator unloaded under an open event" ||
	echo "ok: simulator refuses to unload while an event is open"
rmmod xpmu_itanium 2>/dev/null && fail "backend unloaded under an open event" ||
	echo "ok: backend refuses to unload while an event is open"
emr_release
grep -q cpu_op_cycles /tmp/ia_bg && echo "ok: the session finished" || fail "session lost: $(cat /tmp/ia_bg)"

# Simulator first, backend second.
rmmod xpmu_itanium_sim || fail "rmmod simulator"
check "no montecito PMU without a machine" "$(ls -d $PMUS/montecito 2>/dev/null)" ""
rmmod xpmu_itanium || fail "rmmod backend"
insmod /xpmu/modules/xpmu_itanium_sim.ko || fail "insmod simulator alone"
insmod /xpmu/modules/xpmu_itanium.ko || fail "insmod backend second"
check "bound after sim-then-backend" "$(ls -d $PMUS/montecito)" "$PMUS/montecito"
# Backend first, simulator second (the runner's order).
rmmod xpmu_itanium_sim && rmmod xpmu_itanium || fail "unload both"
insmod /xpmu/modules/xpmu_itanium.ko && insmod /xpmu/modules/xpmu_itanium_sim.ko || fail "reload"
check "bound after backend-then-sim" "$(ls -d $PMUS/montecito)" "$PMUS/montecito"
# Unloaded with the PMU's multiplexing timers queued on every cpu for a
# minute, which perf_pmu_unregister() would free queued
# (xpmu/pmu_unregister.h; native/lifecycle does the same to the uncore).
echo 60000 >$PMUS/montecito/perf_event_mux_interval_ms ||
	fail "montecito's perf_event_mux_interval_ms: not written"
rmmod xpmu_itanium_sim && rmmod xpmu_itanium || fail "unload with the timers queued"
insmod /xpmu/modules/xpmu_itanium.ko && insmod /xpmu/modules/xpmu_itanium_sim.ko ||
	fail "reload after the timers were queued"
check "bound after a reload with the timers queued" "$(ls -d $PMUS/montecito)" "$PMUS/montecito"

# Bind leaves no power-up state (the simulator's is 0x5a5a... wherever
# 3.3.12 calls it undefined): every counter disabled (PMC plm 0), the EAR
# and trace buffer controls 0, the qualification registers at the values
# the documents give.  Literal values, from the documents, on every cpu.
bind_state() {	# bind_state WHEN MODEL "PMC VALUE"...
	when=$1 model=$2
	shift 2
	t=$IASIM/$model/truth
	check "$model: counter PMCs enabled after $when" \
		"$(awk '$2 ~ /^pmd/ && $4 "" != "0x0"' $t | wc -l)" 0
	for pv in "$@"; do
		set -- $pv
		check "$model: cpus whose PMC$1 is not $2 after $when" \
			"$(awk -v r="pmc$1" -v v="$2" '$2 == r && $3 "" != v ""' $t | wc -l)" 0
		check "$model: cpus with PMC$1" "$(awk -v r="pmc$1" '$2 == r' $t | wc -l)" \
			"$(grep -c ^processor /proc/cpuinfo)"
	done
}
both_bind_states() {	# both_bind_states WHEN
	# 3.3.5.2 note (0xdb6), 3.3.7 note (0x2078fefefefe), as the old
	# kernel's perfmon_montecito.h defaults; PMC36 0xffffffff as the
	# 3.3.6.2 note (line 1322), where libpfm and the old kernel have
	# 0xfffffff0 (include/xpmu/itanium/regs.h).
	bind_state "$1" montecito "37 0x0" "39 0x0" "40 0x0" "42 0x0" "38 0xdb6" \
		"41 0x2078fefefefe" "36 0xffffffff"
	# Seed 002 6.2.5: PMC8 mifb and mask all ones; PMC11.pt (bit 28, as
	# the old kernel's perfmon_itanium.h default 0x10000000); PMC13.ta.
	bind_state "$1" itanium "8 0xf00000003ffffff8" "9 0xf00000003ffffff8" \
		"11 0x10000000" "13 0x1"
}
both_bind_states bind
# A cpu that comes online has its monitor at power-up again (the
# simulator's prepare step, 3.3.12): the backend resets it there too
# (its cpuhp online callback), and nothing counts on it without an event.
echo 0 >/sys/devices/system/cpu/cpu1/online || fail "cpu 1 offline"
echo 1 >/sys/devices/system/cpu/cpu1/online || fail "cpu 1 online"
both_bind_states "cpu 1 came back online"
t0=$(ia_total montecito)
sleep 0.3
check "montecito: events counted with no event open, after cpu 1 came back" \
	"$(( $(ia_total montecito) - t0 ))" 0
before=$(ia_total montecito)
perf stat -a -x, -e montecito/cpu_op_cycles.all/ sleep 0.5 >/tmp/ia_a 2>&1
check "counting after reload, exactly" "$(awk -F, '{print $1}' /tmp/ia_a)" "$(( $(ia_total montecito) - before ))"

# An event opened on a cpu that is coming online, after perf marked it
# online and before the backend's online callback resets its monitor
# (pmu.c, xpmu_ia_cpu_online()): it counts on, and perf's count is
# still all the simulator counted.  The window is held open by
# tests/fixtures/cpuhp_hold_fixture.c, whose dynamic cpuhp state runs
# before the backend's when it is loaded first; a kernel without KUnit
# (Debian's) has no fixtures.
HOLD=/xpmu/fixtures/xpmu_cpuhp_hold_fixture.ko
HP=/sys/module/xpmu_cpuhp_hold_fixture/parameters
if [ ! -e $HOLD ]; then
	echo "ok: an event opened while its cpu comes online: not here (no fixtures in $(uname -r))"
	finish
fi
# cpu_truth CPU: what CPU's montecito counters counted since load.
cpu_truth() {
	awk -v c="cpu$1" '$1 == c && $2 ~ /^pmd/ {s += $8} END {print s + 0}' $IASIM/montecito/truth
}
cpu=$(($(grep -c '^processor' /proc/cpuinfo) - 1))
rmmod xpmu_itanium_sim xpmu_itanium || fail "rmmod xpmu_itanium_sim xpmu_itanium"
insmod $HOLD || fail "insmod $HOLD"
ia_load
echo 0 >/sys/devices/system/cpu/cpu$cpu/online || fail "cpu $cpu offline"
echo $cpu >$HP/hold_cpu
echo 1 >/sys/devices/system/cpu/cpu$cpu/online &
up=$!
i=0
while [ "$(cat $HP/held)" != Y ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
[ "$(cat $HP/held)" = Y ] || fail "cpu $cpu not held in its online callbacks"
base=$(cpu_truth $cpu)
before=$(ia_total montecito)
# The workload lasts until released (lib/emr.inc, EMR_HOLD): a fixed sleep
# could end before the cpu is up on a busy host.
perf stat -C $cpu -x, -e montecito/cpu_op_cycles.all/ $EMR_HOLD >/tmp/ia_hold 2>&1 &
ps=$!
# Tolerates a perf start-up of up to 100 s (a starved guest); the hold lasts 120.
i=0
while [ "$(cpu_truth $cpu)" = "$base" ] && [ $i -lt 1000 ]; do sleep 0.1; i=$((i + 1)); done
[ "$(cpu_truth $cpu)" != "$base" ] ||
	fail "the event on cpu $cpu, held coming online, never counted"
echo 1 >$HP/release
wait $up || fail "cpu $cpu online"
t0=$(cpu_truth $cpu)
sleep 0.5
counted=$(( $(cpu_truth $cpu) - t0 ))
[ "$counted" -ge 2000000 ] &&
	echo "ok: the event opened while cpu $cpu came online counts after its online callback: $counted in 0.5 s" ||
	fail "the event opened while cpu $cpu came online: counted '$counted' in 0.5 s after its online callback, want 2000000 at least"
touch /tmp/emr-go
wait $ps || { cat /tmp/ia_hold; fail "perf stat -C $cpu failed"; }
rm -f /tmp/emr-go
check "the event opened while cpu $cpu came online: perf's count is all the simulator counted" \
	"$(awk -F, '{print $1; exit}' /tmp/ia_hold)" "$(( $(ia_total montecito) - before ))"
rmmod xpmu_itanium_sim xpmu_itanium xpmu_cpuhp_hold_fixture ||
	fail "rmmod xpmu_itanium_sim xpmu_itanium xpmu_cpuhp_hold_fixture"
ia_load
finish
