#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Hotplug storm: die 1's reader cpu goes offline and comes back
# XPMU_STORM_CYCLES times while one perf stat counts an MSR, a PCICFG, an
# MMIO and a free-running unit on both dies.  Each offline moves die 1's
# events to its other cpu (the next cycle takes that one, so the reader
# alternates 2, 3, 2, ...).  Die 0's reader is cpu0, which x86 cannot
# take offline (6.12 has no cpu0/online): die 0's events stay put and must
# not notice.  (Its cpu1, never the reader, goes offline in
# mixed_concurrency.sh.)  Benchmark-style: it prints the cycles, the time
# and, per event and die, perf's count, the simulator's and the error.
#
# Bounds: an error of at most 0.1% against ground truth.  The counters of the first three units only advance while the
# driver has them enabled, and it reads them after disabling (stop) and
# before enabling (start), so across every migration perf's count must
# equal the simulator's: we judge the 0.1% and print the error, expected
# 0 ppm.  A free-running counter never stops: perf's count must stay
# within the simulator's bracket (what it counted from before perf started
# to after it ended) and equal its rate times the time perf says the event
# ran, within 0.1%.
#
# Time: about 1.5 s a cycle under TCG + KASAN (Documentation/testing.rst);
# make check runs the default; the full run is XPMU_STORM_CYCLES=1000.
. /xpmu/tests/guest/lib.inc
CYCLES=${XPMU_STORM_CYCLES:-20}
CPU=/sys/devices/system/cpu
MASK=$PMUS/uncore_cha_1/cpumask

cs() { cut -d' ' -f1 /proc/uptime | tr -d .; }	# uptime in 1/100 s

# perf stat's workload: the cycles.  Checks the cpumask at each step; the
# figures go to /tmp/storm.loop.
if [ "$1" = --cycles ]; then
	r=$XPMU_STORM_READER o=$((5 - r)) bad=0 i=0 t0=$(cs)
	while [ $i -lt "$CYCLES" ]; do
		echo 0 >$CPU/cpu$r/online || { echo "cycle $i: offline cpu$r failed"; break; }
		m1=$(cat $MASK)
		echo 1 >$CPU/cpu$r/online || { echo "cycle $i: online cpu$r failed"; break; }
		m2=$(cat $MASK)
		if [ "$m1" != "0,$o" ] || [ "$m2" != "0,$o" ]; then
			bad=$((bad + 1))
			[ $bad -le 3 ] && echo "cycle $i: cpumask '$m1' with cpu$r offline, '$m2' back, want 0,$o"
		fi
		t=$r r=$o o=$t i=$((i + 1))
	done
	echo "$i $(( $(cs) - t0 )) $bad $r" >/tmp/storm.loop
	exit 0
fi

sim_load
[ -w $CPU/cpu0/online ] && echo "# cpu0 could go offline here; die 0's reader is not cycled all the same"
# Die 1's reader: the second cpu of the cpumask, 2 or 3 (its other one).
XPMU_STORM_READER=$(cut -d, -f2 $MASK)
case "$(cat $MASK)" in
0,2 | 0,3) echo "ok: cpumask before: $(cat $MASK)" ;;
*) fail "cpumask before: got '$(cat $MASK)', want 0,2 or 0,3"; finish ;;
esac
export XPMU_STORM_CYCLES=$CYCLES XPMU_STORM_READER
# The events: "UNIT PMU CONFIG", UNIT the simulator's file of the unit
# (MSR, PCICFG twice, MMIO); then the free-running one (its block).
EVENTS="cha_1 uncore_cha_1 event=0x11
m2m_0 uncore_m2m_0 event=0x1
upi_1 uncore_upi_1 event=0x2,umask=0xf
imc_0 uncore_imc_0 event=0x1"
FR="imc_fr_1 uncore_imc_free_running_1 event=0xff,umask=0x10"

# Every counter of a unit: after a migration its event may sit on another.
unit_total() {	# unit_total DIE UNIT
	awk '$1 ~ /^(ctr|fixed)/ {n += $9} END {print n + 0}' "$SIM/die$1/$2"
}
snap() {	# snap FILE: "UNIT DIE0 DIE1" per unit, the fr counter as "fr"
	echo "$EVENTS" | while read -r u pmu cfg; do
		echo "$u $(unit_total 0 $u) $(unit_total 1 $u)"
	done >"$1"
	echo "fr $(fr_total 0 imc_fr_1 0) $(fr_total 1 imc_fr_1 0)" >>"$1"
}
delta() {	# delta UNIT DIE: what the simulator counted during perf's run
	echo $(( $(awk -v u=$1 -v f=$(($2 + 2)) '$1 == u {print $f}' /tmp/storm.after) -
		 $(awk -v u=$1 -v f=$(($2 + 2)) '$1 == u {print $f}' /tmp/storm.before) ))
}
# perf's field F (3 count, 6 run ns) of event E on socket DIE.
pf() { awk -F';' -v s="S$3" -v e="$1" -v f=$2 '$1 == s && $5 == e {print $f}' /tmp/storm.stat; }
ppm() {	# ppm GOT WANT: |GOT - WANT| / WANT in parts per million
	awk -v g="$1" -v w="$2" 'BEGIN {d = g - w; if (d < 0) d = -d; printf "%.0f", w ? d * 1e6 / w : 1e6}'
}

# 6.12 warns under repeated hotplug in TCG unless the fair server is off
# (lib.inc).
fair_server off

faults0=$(sim_msr_faults)
snap /tmp/storm.before
args=$(echo "$EVENTS
$FR" | awk '{printf " -e %s/%s/", $2, $3}')
# -x';': the events' own commas stay in one field.
perf stat -a -x';' --per-socket --no-scale -o /tmp/storm.stat $args \
	sh /xpmu/tests/guest/uncore_hotplug_storm.sh --cycles
snap /tmp/storm.after
cat /tmp/storm.stat
read -r ndone cs_ bad reader </tmp/storm.loop || fail "the cycles did not finish"
check "cycles done" "$ndone" "$CYCLES"
check "cpumask wrong during the cycles" "$bad" 0
secs=$(awk -v c="$cs_" 'BEGIN {printf "%.2f", c / 100}')
rate=$(awk -v n="$ndone" -v c="$cs_" 'BEGIN {printf "%.2f", c ? n * 100 / c : 0}')

: >/tmp/storm.ppm
echo "$EVENTS" | while read -r u pmu cfg; do
	for die in 0 1; do
		got=$(pf $pmu/$cfg/ 3 $die)
		want=$(delta $u $die)
		e=$(ppm "${got:-0}" $want)
		echo $e >>/tmp/storm.ppm
		echo "storm: $pmu/$cfg/ die $die: perf $got, truth $want, error $e ppm"
		if [ -z "$got" ] || [ "$want" = 0 ] || [ "$e" -gt 1000 ]; then
			fail "$pmu/$cfg/ die $die: perf '$got', simulator $want: error $e ppm > 1000"
		else
			echo "ok: $pmu/$cfg/ die $die: error $e ppm <= 1000"
		fi
	done
done >/tmp/storm.verdict
cat /tmp/storm.verdict
failures=$((failures + $(grep -c '^FAIL' /tmp/storm.verdict)))
set -- $FR
for die in 0 1; do
	got=$(pf $2/$3/ 3 $die)
	want=$(awk -v r="$(fr_rate $die $1 0)" -v ns="$(pf $2/$3/ 6 $die)" \
		'BEGIN {printf "%.0f", r * ns / 1e6}')
	bracket=$(delta fr $die)
	e=$(ppm "${got:-0}" "$want")
	echo "storm: $2/$3/ die $die: perf $got, rate x running $want, error $e ppm (bracket $bracket)"
	if [ -z "$got" ] || [ "$got" -gt "$bracket" ] || [ "$e" -gt 1000 ]; then
		fail "$2/$3/ die $die: perf '$got', rate x running $want ($e ppm), bracket $bracket"
	else
		echo "ok: $2/$3/ die $die: within the bracket, error $e ppm <= 1000"
	fi
	echo $e >>/tmp/storm.ppm
done
worst=$(sort -n /tmp/storm.ppm | tail -n 1)
echo "bench: hotplug storm: $ndone cycles (die 1's reader offline and back) in $secs s, $rate cycles/s; largest count error $worst ppm (5 events x 2 dies)"

# The reader alternates: after an odd number of cycles it is cpu3.
for p in uncore_cha_1 uncore_m2m_0 uncore_imc_0 uncore_imc_free_running_1; do
	check "$p cpumask after the storm" "$(cat $PMUS/$p/cpumask)" "0,$reader"
done
check "cpus online" "$(cat $CPU/online)" "0-3"
fair_server restore
# The simulator faults any MSR access from outside its die (lib.inc).
faults1=$(sim_msr_faults)
case "$faults0$faults1" in
*[!0-9]*) fail "the simulator's faults file has no count: '$faults0', '$faults1'" ;;
*) check "MSR accesses from outside their die during the storm" $((faults1 - faults0)) 0 ;;
esac
finish
