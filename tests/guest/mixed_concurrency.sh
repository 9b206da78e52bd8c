#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Concurrency (issue 17): four uncore perf stat sessions, perf record on
# the Montecito, perf stat on the first Itanium and cpu hotplug, all at
# once for XPMU_CONC_SECONDS (60 for the full run): no lost or invented
# counts, no MSR access from outside its die, every cpumask right.
#
# All six perf sessions start first and signal when their events are open
# (perf stat and perf record start the workload after opening them); only
# then does the hotplug loop run, taking cpus 1, 2 and 3 offline and back
# in turn: a session that opened its events while a cpu was going away
# would fail with ENODEV (perf_event_open's check of cpuctx->online).
#
# "No lost or invented counts", exactly (the simulated counters advance
# only while the driver has them enabled, and each is read after it is
# disabled and before it is enabled: uncore_stat.sh, itanium_stat.sh):
#  - S1 (uncore_cha_2) and S2 (uncore_m2m_1, PCICFG, and uncore_imc_1,
#    MMIO) are alone on their boxes: each event's count per socket equals
#    what that box's counters counted on that die;
#  - S3 and S4 put three events each on uncore_cha_3, six for its four
#    counters: perf multiplexes, and the two sessions' raw counts (no
#    scaling) summed per socket must equal everything cha_3's counters
#    counted on that die; none may exceed its rate times the time perf
#    says it was on a counter (1% for rounding; uncore_multiplex.sh);
#  - perf stat on itanium/event=0x12/: its count equals the itanium
#    model's counted total (the only user of that model);
#  - perf record -a -c N on montecito/cpu_op_cycles.all/: samples equal
#    truth / N less at most one partial period per event (itanium_record.sh).
# An event on a cpu that goes offline is removed by the perf core
# (perf_event_exit_cpu) and not brought back: the Itanium sessions then
# count on the cpus that stayed, which the checks above allow for.
. /xpmu/tests/guest/lib.inc
sim_load
ia_load
SECS=${XPMU_CONC_SECONDS:-20}
# perf 6.12 loads a PMU's aliases when an event names it; Debian's perf
# 6.1 reads every PMU's at start-up (the Montecito's 594 among them), and
# six of those at once did not open their events in 5 min here.
P=${XPMU_CONC_PERF:-/xpmu/bin/perf612}
N=2000000
CPU=/sys/devices/system/cpu
T=/tmp/conc
rm -rf $T
mkdir $T
ncpus=$(grep -c ^processor /proc/cpuinfo)

# Every counter of uncore unit $2 on die $1 (an event may change counters).
unit_total() {
	awk '$1 ~ /^(ctr|fixed)/ {n += $9} END {print n + 0}' "$SIM/die$1/$2"
}
snap() {	# snap FILE
	for u in cha_2 m2m_1 imc_1 cha_3; do
		echo "$u $(unit_total 0 $u) $(unit_total 1 $u)"
	done >"$1"
	echo "montecito $(ia_total montecito)" >>"$1"
	echo "itanium $(ia_total itanium)" >>"$1"
}
delta() {	# delta NAME FIELD: after - before (FIELD 2: die 0, 3: die 1)
	echo $(( $(awk -v u=$1 -v f=$2 '$1 == u {print $f}' $T/after) -
		 $(awk -v u=$1 -v f=$2 '$1 == u {print $f}' $T/before) ))
}
# The sessions' workload: say the events are open, run until told to stop.
wl() { echo "touch $T/ready.$1; while [ ! -e $T/stop ]; do sleep 0.2; done"; }
ustat() {	# ustat NAME EVENT...: an uncore session, counts per socket, raw
	name=$1
	shift
	$P stat -a -x';' --per-socket --no-scale -o $T/$name $* sh -c "$(wl $name)" &
}

faults0=$(sim_msr_faults)
snap $T/before
t0=$(cut -d' ' -f1 /proc/uptime)
ustat s1 -e uncore_cha_2/event=0x11/
ustat s2 -e uncore_m2m_1/event=0x1/ -e uncore_imc_1/event=0x1/
ustat s3 -e uncore_cha_3/event=0x1/ -e uncore_cha_3/event=0x2/ -e uncore_cha_3/event=0x3/
ustat s4 -e uncore_cha_3/event=0x4/ -e uncore_cha_3/event=0x5/ -e uncore_cha_3/event=0x6/
$P stat -a -x';' --no-scale -o $T/ia -e itanium/event=0x12/ sh -c "$(wl ia)" &
$P record -q -o $T/rec.data -e montecito/cpu_op_cycles.all/ -c $N -a \
	sh -c "$(wl rec)" >$T/rec.log 2>&1 &
# Wait for the six, at most 5 min.
limit=$(awk -v t=$t0 'BEGIN {printf "%d", t + 300}')
while [ "$(ls $T | grep -c '^ready\.')" -lt 6 ] &&
      [ "$(cut -d. -f1 /proc/uptime)" -lt "$limit" ]; do
	sleep 1
	echo "# $(cut -d' ' -f1 /proc/uptime) s: ready $(ls $T | grep '^ready\.' | tr '\n' ' ')load $(cut -d' ' -f1-3 /proc/loadavg)"
done
t1=$(cut -d' ' -f1 /proc/uptime)
check "sessions with their events open" "$(ls $T | grep -c '^ready\.')" 6
[ $failures = 0 ] || { touch $T/stop; wait; finish; }
echo "# the six sessions started in $(awk -v a=$t0 -v b=$t1 'BEGIN {print b - a}') s"

# Cpus 1, 2, 3 offline and back in turn; die 1's reader follows (the
# first cpu of cpumask: the other cpu of the die when it goes).
reader=$(cut -d, -f2 $PMUS/uncore_cha_2/cpumask)
n=0 bad=0 end=$(awk -v t=$t1 -v s=$SECS 'BEGIN {printf "%d", t + s}')
while [ "$(cut -d. -f1 /proc/uptime)" -lt "$end" ]; do
	for c in 1 2 3; do
		echo 0 >$CPU/cpu$c/online || fail "offline cpu$c"
		[ $c = "$reader" ] && reader=$((5 - c))
		m1=$(cat $PMUS/uncore_cha_3/cpumask)
		echo 1 >$CPU/cpu$c/online || fail "online cpu$c"
		m2=$(cat $PMUS/uncore_imc_1/cpumask)
		if [ "$m1" != "0,$reader" ] || [ "$m2" != "0,$reader" ]; then
			bad=$((bad + 1))
			[ $bad -le 3 ] && echo "cpu$c: cpumask '$m1' offline, '$m2' back, want 0,$reader"
		fi
		n=$((n + 1))
	done
done
touch $T/stop
wait
snap $T/after
t2=$(cut -d' ' -f1 /proc/uptime)
echo "conc: $n cpu offline/online cycles in $(awk -v a=$t1 -v b=$t2 'BEGIN {print b - a}') s with 6 perf sessions running"
check "cpumask wrong during the hotplug loop" $bad 0
[ $n -ge 3 ] || fail "only $n hotplug cycles"

# perf's field F (3 count, 6 run ns, 7 run %) of event E, socket S, file.
pf() { awk -F';' -v s="S$3" -v e="$1" -v f=$2 '$1 == s && $5 == e {print $f}' $T/$4; }
for die in 0 1; do
	f=$((die + 2))
	for t in "s1 uncore_cha_2/event=0x11/ cha_2" "s2 uncore_m2m_1/event=0x1/ m2m_1" \
		 "s2 uncore_imc_1/event=0x1/ imc_1"; do
		set -- $t
		got=$(pf $2 3 $die $1)
		want=$(delta $3 $f)
		if [ -n "$got" ] && [ "$got" = "$want" ] && [ "$want" != 0 ]; then
			echo "ok: $1 $2 socket $die: perf $got = simulator"
		else
			cat $T/$1
			fail "$1 $2 socket $die: perf '$got', simulator $want"
		fi
	done
	# cha_3: both sessions' raw counts together, and each within its rate.
	sum=0
	for s in s3 s4; do
		for ev in $(awk -F';' '{print $5}' $T/$s | sort -u | grep uncore_cha_3); do
			got=$(pf $ev 3 $die $s)
			ns=$(pf $ev 6 $die $s)
			sel=$(echo "$ev" | sed 's/.*event=0x\([0-9a-f]*\).*/\1/')
			# CHA type 0: events per ms 1000 (1 + (31 event) % 64) (regs.c).
			max=$(awk -v e=$((0x$sel)) -v ns="$ns" \
				'BEGIN {printf "%.0f", 1000 * (1 + (31 * e) % 64) * ns / 1e6 * 1.01}')
			echo "conc: $s $ev socket $die: raw $got, on a counter $(pf $ev 7 $die $s)%, at most $max"
			[ -n "$got" ] && [ "$got" -gt 0 ] && [ "$got" -le "$max" ] ||
				fail "$s $ev socket $die: raw '$got' not in (0, $max]"
			sum=$((sum + ${got:-0}))
		done
	done
	check "s3 + s4 on uncore_cha_3 socket $die: raw counts summed = every counter of the box" \
		$sum "$(delta cha_3 $f)"
done
awk -F';' '$1 ~ /^S/ && $7 < 100 {m++} END {exit !m}' $T/s3 $T/s4 ||
	fail "nothing was multiplexed on uncore_cha_3"

got=$(awk -F';' '$1 ~ /^[0-9]+$/ {s += $1} END {print s + 0}' $T/ia)
want=$(delta itanium 2)
if [ "$want" -gt 0 ] && [ "$got" = "$want" ]; then
	echo "ok: itanium/event=0x12/: perf $got = simulator"
else
	cat $T/ia
	fail "itanium/event=0x12/: perf '$got', simulator $want"
fi

truth=$(delta montecito 2)
samples=$($P script -i $T/rec.data -F ip 2>/dev/null | wc -l)
want=$((truth / N))
echo "conc: montecito record: truth $truth events, N $N: want about $want samples, got $samples"
if [ "$want" -lt 20 ] || [ "$samples" -lt $((want - ncpus - 1)) ] || [ "$samples" -gt $((want + 1)) ]; then
	cat $T/rec.log
	fail "montecito record: $samples samples for $truth events / $N"
else
	echo "ok: montecito record: $samples samples = truth/N within [-$((ncpus + 1)), +1]"
fi

check "cpus online at the end" "$(cat $CPU/online)" "0-3"
for p in uncore_cha_2 uncore_cha_3 uncore_m2m_1 uncore_imc_1; do
	check "$p cpumask at the end" "$(cat $PMUS/$p/cpumask)" "0,$reader"
done
faults1=$(sim_msr_faults)
case "$faults0$faults1" in
*[!0-9]*) fail "the simulator's faults file has no count: '$faults0', '$faults1'" ;;
*) check "MSR accesses from outside their die" $((faults1 - faults0)) 0 ;;
esac
finish
