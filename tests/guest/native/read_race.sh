#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# An uncore event read from the other cpu of its package while its box's
# events rotate.  perf reads an uncore event from any cpu of the package
# (PERF_EV_CAP_READ_ACTIVE_PKG) without an IPI, so the driver's read runs
# there, on the event's counts, while the event's cpu takes the event off
# its counter and puts it back at every rotation (six events on
# uncore_cha_3's four counters, rotated every millisecond) and the box's
# counter poll updates it.  perf's context lock orders the read against
# the rotation (kernel/events/core.c, __perf_event_read()); against the
# poll only the box lock does (drivers/uncore/pmu.c,
# xpmu_unc_event_read()), and the driver's lockdep assertion of that rule
# (assert_box_owner()) fails a read outside it at once.  KCSAN (scripts/vm
# --kcsan) watches the rest of the read path meanwhile.  Every read must
# succeed and the count never go back (tests/guest/bin/read_from.c).
# Without KCSAN or lockdep (Debian's kernels) nothing would see a race:
# skipped there.  Under lockdep alone (the test kernel) the assertion
# fails the first read outside the rule, and a few seconds do; KCSAN
# samples accesses (one in KCSAN_SKIP_WATCH, lib/Kconfig.kcsan), and
# needs many reads for one to meet a writer while it watches.
. /xpmu/tests/guest/lib.inc
if [ -e /sys/kernel/debug/kcsan ]; then
	secs=15
elif [ -e /proc/lockdep ]; then
	secs=5
else
	echo "neither KCSAN nor lockdep in this kernel: nothing would see a race"
	exit 77
fi
T=/tmp/read_race
SECONDS_READ=${XPMU_READ_RACE_SECONDS:-$secs}
rm -rf $T
mkdir -p $T
MUX=$PMUS/uncore_cha_3/perf_event_mux_interval_ms
mux=$(cat "$MUX")
echo 1 >"$MUX" || fail "uncore_cha_3: perf_event_mux_interval_ms 1"

# Five events held open: with read_from's, six for the box's four counters.
/xpmu/bin/count_session $T/ready $T/stop $T/out uncore_cha_3/event=0x1/ \
	uncore_cha_3/event=0x2/ uncore_cha_3/event=0x3/ uncore_cha_3/event=0x4/ \
	uncore_cha_3/event=0x5/ >$T/log 2>&1 &
cs=$!
n=0
while [ ! -e $T/ready ] && [ $n -lt 600 ]; do
	sleep 0.2
	n=$((n + 1))
done
[ -e $T/ready ] || { cat $T/log; fail "count_session: events not open after 120 s"; }

# read_from opens its event on die 0's reader; the reads come from the
# other cpu of that package.
reader=$(cut -d, -f1 $PMUS/uncore_cha_3/cpumask)
pkg=$(cat /sys/devices/system/cpu/cpu$reader/topology/physical_package_id)
other=
for d in /sys/devices/system/cpu/cpu[0-9]*; do
	c=${d##*cpu}
	[ "$c" != "$reader" ] && [ -r $d/topology/physical_package_id ] &&
		[ "$(cat $d/topology/physical_package_id)" = "$pkg" ] && { other=$c; break; }
done
if [ -z "$other" ]; then
	fail "no other cpu in package $pkg of reader cpu $reader"
else
	echo "# uncore_cha_3/event=0x6/ on cpu $reader, read from cpu $other for $SECONDS_READ s"
	if out=$(/xpmu/bin/read_from uncore_cha_3/event=0x6/ "$other" "$SECONDS_READ" 2>&1); then
		echo "ok: read from cpu $other: $out"
	else
		fail "read_from: $out"
	fi
fi
touch $T/stop
wait $cs || fail "count_session: exit status $?: $(cat $T/log)"
cat $T/out
echo "$mux" >"$MUX"
finish
