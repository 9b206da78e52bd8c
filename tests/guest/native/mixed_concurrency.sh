#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Concurrency: six counting and sampling sessions on both PMU families at
# once while cpus 1, 2 and 3 go offline and come back in turn,
# XPMU_CONC_CYCLES times (default 96), or for at most XPMU_CONC_SECONDS
# (default 60): the test kernel, with KASAN and lockdep, does about 100
# cycles a minute, Debian's kernels 370.  The uncore driver bound to the QEMU
# model, the Itanium backend to its in-kernel simulator.  No lost or
# invented counts, every cpumask right; the console must stay clean (the
# runner's splat check).
#
# The sessions: perf 6.12 (/xpmu/bin/perf612), and tests/guest/bin/
# count_session, which opens its events as perf stat -a does.  Debian's
# perf 6.1 reads every alias of every PMU at start-up, the Montecito's 594
# among them, a minute to open a session's events here, where perf 6.12
# reads them lazily (XPMU_CONC_STAT_PERF and XPMU_CONC_RECORD_PERF
# choose another perf).
#  - rec: perf record -a -c N on montecito/cpu_op_cycles.all/;
#  - ia: perf stat -a on itanium/event=0x12/;
#  - s1: perf stat -a --per-socket on uncore_cha_2 (MSR), uncore_m2m_1
#    (PCICFG) and uncore_imc_1 (MMIO);
#  - c1, c2: count_session, three events each on uncore_cha_3: six for
#    its four counters, so the two sessions multiplex;
#  - c3: count_session on uncore_upi_1 (PCICFG).
# Each session starts after the one before has its events open (the
# workload of a perf session, or count_session, says so); the hotplug
# loop starts after the last: a session opening its events while a cpu
# goes away would fail with ENODEV (perf_event_open, cpuctx->online).
#
# "No lost or invented counts", exactly: a counter of the model, or of
# the Itanium simulator, advances only while the driver has it enabled,
# and the driver reads it after disabling and before enabling
# (native/stat.sh, itanium_stat.sh), so
#  - s1's and c3's events, alone on their boxes: each count per socket
#    equals what that box's counters counted on that die;
#  - c1 + c2: the six raw counts (multiplexed, unscaled), summed per
#    socket, equal what every counter of uncore_cha_3 counted on that die,
#    and each event counted (an MSR read or written from a cpu of the
#    other die reaches the other socket's unit in the model, which these
#    exact counts catch);
#  - ia: the count equals what the Itanium model counted (its only user);
#  - rec: samples equal the Montecito model's count / N, less at most one
#    partial period per cpu (itanium_record.sh): the perf core removes a
#    cpu's event when the cpu goes offline (perf_event_exit_cpu) and does
#    not bring it back, so each cpu leaves at most one.
. /xpmu/tests/guest/lib.inc
ia_load
SECS=${XPMU_CONC_SECONDS:-60}
CYCLES=${XPMU_CONC_CYCLES:-96}
SPERF=${XPMU_CONC_STAT_PERF:-/xpmu/bin/perf612}
RPERF=${XPMU_CONC_RECORD_PERF:-/xpmu/bin/perf612}
N=2000000
CPU=/sys/devices/system/cpu
T=/tmp/conc
rm -rf $T
mkdir $T
ncpus=$(grep -c ^processor /proc/cpuinfo)
uptime_s() { cut -d. -f1 /proc/uptime; }

# Every counter of the model's unit NAME_ID on socket $1 (an event may
# change counters).
unit_total() {	# unit_total SOCKET NAME_ID
	/xpmu/bin/emr_truth "$1" "$(emr_type "${2%_*}")" "${2##*_}" 0 1 2 3 |
		awk '{n += $1} END {print n + 0}'
}
snap() {	# snap FILE
	for u in cha_2 m2m_1 imc_1 cha_3 upi_1; do
		echo "$u $(unit_total 0 $u) $(unit_total 1 $u)"
	done >"$1"
	echo "montecito $(ia_total montecito)" >>"$1"
	echo "itanium $(ia_total itanium)" >>"$1"
}
delta() {	# delta NAME FIELD: after - before (FIELD 2: die 0, 3: die 1)
	echo $(( $(awk -v u=$1 -v f=$2 '$1 == u {print $f}' $T/after) -
		 $(awk -v u=$1 -v f=$2 '$1 == u {print $f}' $T/before) ))
}
# Start a session and wait, at most 3 min, for it to say its events are
# open ($T/ready.NAME); its workload, for perf, runs until $T/stop.
session() {	# session NAME COMMAND...
	name=$1
	shift
	"$@" >$T/$name.log 2>&1 &
	limit=$(( $(uptime_s) + 180 ))
	while [ ! -e $T/ready.$name ] && [ "$(uptime_s)" -lt $limit ]; do
		sleep 0.2
	done
	if [ -e $T/ready.$name ]; then
		echo "# $name: events open at $(cut -d' ' -f1 /proc/uptime) s"
	else
		cat $T/$name.log
		fail "$name: its events were not open after 3 min"
	fi
}
wl() { echo "touch $T/ready.$1; while [ ! -e $T/stop ]; do sleep 0.2; done"; }
csession() {	# csession NAME EVENT...
	name=$1
	shift
	session $name /xpmu/bin/count_session $T/ready.$name $T/stop $T/$name "$@"
}

fair_server off
snap $T/before
t0=$(cut -d' ' -f1 /proc/uptime)
session rec $RPERF record -q -o $T/rec.data -e montecito/cpu_op_cycles.all/ -c $N -a \
	sh -c "$(wl rec)"
session ia $SPERF stat -a -x';' --no-scale -o $T/ia -e itanium/event=0x12/ sh -c "$(wl ia)"
session s1 $SPERF stat -a -x';' --per-socket --no-scale -o $T/s1 \
	-e uncore_cha_2/event=0x11/ -e uncore_m2m_1/event=0x1/ -e uncore_imc_1/event=0x1/ \
	sh -c "$(wl s1)"
csession c1 uncore_cha_3/event=0x1/ uncore_cha_3/event=0x2/ uncore_cha_3/event=0x3/
csession c2 uncore_cha_3/event=0x4/ uncore_cha_3/event=0x5/ uncore_cha_3/event=0x6/
csession c3 uncore_upi_1/event=0x2,umask=0xf/
t1=$(cut -d' ' -f1 /proc/uptime)
if [ $failures != 0 ]; then
	touch $T/stop
	wait
	fair_server restore
	finish
fi
echo "# the six sessions started in $(awk -v a=$t0 -v b=$t1 'BEGIN {print b - a}') s"

# Cpus 1, 2, 3 offline and back in turn.  Die 1's reader is the second
# cpu of the cpumask; when it goes, the die's other cpu takes over.
reader=$(cut -d, -f2 $PMUS/uncore_cha_3/cpumask)
n=0 bad=0 end=$(( $(uptime_s) + SECS ))
while [ $n -lt "$CYCLES" ] && [ "$(uptime_s)" -lt $end ]; do
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
t2=$(cut -d' ' -f1 /proc/uptime)
touch $T/stop
wait
snap $T/after
fair_server restore
check "cpumask wrong during the hotplug loop" $bad 0
check "cpus online" "$(cat $CPU/online)" "0-$((ncpus - 1))"
for s in c1 c2 c3; do
	if grep -q FAIL $T/$s.log; then
		cat $T/$s.log
		fail "$s: count_session failed"
	fi
done

# s1 (perf stat -x';'): field 3 the count of event $5 on socket $1.
pf() { awk -F';' -v s="S$3" -v e="$1" -v f=$2 '$1 == s && $5 == e {print $f}' $T/s1; }
# count_session: field 3 the count of event $1 at position $2.
cf() { awk -F';' -v e="$1" -v p="$2" '$1 == e && $2 == p {print $3}' $T/$3; }
exact() {	# exact WHAT GOT WANT
	if [ -n "$2" ] && [ "$2" = "$3" ] && [ "$3" != 0 ]; then
		echo "ok: $1: $2 = the model"
	else
		fail "$1: got '$2' from perf, want $3 (what the model counted, nonzero)"
	fi
}
for die in 0 1; do
	f=$((die + 2))
	exact "s1 uncore_cha_2/event=0x11/ socket $die" "$(pf uncore_cha_2/event=0x11/ 3 $die)" \
		"$(delta cha_2 $f)"
	exact "s1 uncore_m2m_1/event=0x1/ socket $die" "$(pf uncore_m2m_1/event=0x1/ 3 $die)" \
		"$(delta m2m_1 $f)"
	exact "s1 uncore_imc_1/event=0x1/ socket $die" "$(pf uncore_imc_1/event=0x1/ 3 $die)" \
		"$(delta imc_1 $f)"
	exact "c3 uncore_upi_1/event=0x2,umask=0xf/ die $die" \
		"$(cf uncore_upi_1/event=0x2,umask=0xf/ $die c3)" "$(delta upi_1 $f)"
	sum=0
	for s in c1 c2; do
		while IFS=';' read -r ev pos cnt ena run; do
			[ "$pos" = $die ] || continue
			echo "conc: $s $ev die $die: raw $cnt, on a counter $((run / 1000000)) of $((ena / 1000000)) ms"
			[ "$cnt" -gt 0 ] || fail "$s $ev die $die: got a raw count of $cnt, want more than 0"
			sum=$((sum + cnt))
		done <$T/$s
	done
	exact "c1 + c2 on uncore_cha_3 die $die, raw counts summed (every counter of the box)" \
		"$sum" "$(delta cha_3 $f)"
done
[ "$(grep -c '^uncore_cha_3' $T/c1 $T/c2 | awk -F: '{n += $2} END {print n}')" = 12 ] ||
	fail "c1 + c2: got $(grep -c '^uncore_cha_3' $T/c1 $T/c2 | awk -F: '{n += $2} END {print n}') lines of uncore_cha_3," \
		"want 12 (6 events x 2 dies): $(cat $T/c1 $T/c2)"

got=$(awk -F';' '$1 ~ /^[0-9]+$/ {s += $1} END {print s + 0}' $T/ia)
exact "ia itanium/event=0x12/" "$got" "$(delta itanium 2)"
truth=$(delta montecito 2)
samples=$($RPERF script -i $T/rec.data -F ip 2>/dev/null | wc -l)
want=$((truth / N))
echo "conc: rec: montecito truth $truth events, N $N: want about $want samples, got $samples"
if [ "$want" -lt 20 ] || [ "$samples" -lt $((want - ncpus - 1)) ] || [ "$samples" -gt $((want + 1)) ]; then
	cat $T/rec.log
	fail "rec: got $samples samples, want $want - $((ncpus + 1)) to $want + 1 (the model's $truth events / $N), and $want at least 20"
else
	echo "ok: rec: $samples samples = truth/N within [-$((ncpus + 1)), +1]"
fi

emr_no_reserved_writes
echo "bench: mixed concurrency: 6 sessions, $n cpu offline/online cycles in $(awk -v a=$t1 -v b=$t2 'BEGIN {printf "%.1f", b - a}') s"
finish
