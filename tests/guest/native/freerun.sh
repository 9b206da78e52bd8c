#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: the free-running counters (Tables 1-10, 1-11, 1-12, 2-131
# to 2-133, 2-185 to 2-187) as their own PMUs.  The test channel pauses
# them (as a powered-down stack or iMC stops them, 2.3.2.1 and 2.4.2) and
# then adds a different number of events to each while perf counts: perf
# must report exactly that number for each counter on each socket, which
# it can only do by reading the right register of the right socket.  Then
# a count across the 48-bit wrap, and a running count bracketed by the
# model's reads around it.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
# NAME ID COUNTER PMU CONFIG: the channel's free-running counter n is
# 0x20 + n (IIO: 0 the IO clock, 1-8 ports in, 9-16 out; iMC m as ID 2m:
# 0 DCLK, 1 RPQ, 2 WPQ).
FR="iio 3 0x20 uncore_iio_free_running_3 event=0xff,umask=0x10
iio 3 0x23 uncore_iio_free_running_3 event=0xff,umask=0x22
iio 9 0x30 uncore_iio_free_running_9 event=0xff,umask=0x37
imc 2 0x20 uncore_imc_free_running_1 event=0xff,umask=0x10
imc 2 0x21 uncore_imc_free_running_1 event=0xff,umask=0x20
imc 2 0x22 uncore_imc_free_running_1 event=0xff,umask=0x21"

$T -p 1 0 && $T -p 1 1 || fail "pause the free-running counters"
# What each counter holds while paused, and what it will after traffic.
k=0
echo "$FR" | while read -r name id ctr pmu cfg; do
	k=$((k + 1))
	for s in 0 1; do
		echo "$s $(emr_type $name) $id $ctr $(( $(emr_field $s $name $id $ctr 4) + 1000 * k + 100 * s + 7))"
	done
done >/tmp/traffic
args=$(echo "$FR" | awk '{printf " -e %s/%s/", $4, $5}')
# shellcheck disable=SC2086 # one -e per event
perf stat -a -x, --per-socket $args -e uncore_ubox/event=0xff/ sleep 6 \
	>/tmp/stat 2>&1 &
emr_wait_counting
while read -r s type id ctr v; do
	$T -w "$v" "$s" "$type" "$id" "$ctr" || fail "traffic on socket $s $type $id $ctr"
done </tmp/traffic
kill -0 $! 2>/dev/null || fail "perf ended before all the traffic was added (the test's timing)"
wait
cat /tmp/stat
echo "$FR" >/tmp/fr
k=0
while read -r name id ctr pmu cfg; do
	k=$((k + 1))
	for s in 0 1; do
		got=$(awk -F, -v s="S$s" -v e=",$pmu/$cfg/," '$1 == s && index($0, e) {print $3}' /tmp/stat)
		check "$pmu/$cfg/ socket $s: the events added" "$got" $((1000 * k + 100 * s + 7))
	done
done </tmp/fr

# Across the wrap: 1000 events below 2^48, then 4000 past it.
$T -w $(( (1 << 48) - 1000 )) 1 "$(emr_type iio)" 0 0x21 || fail "preload"
perf stat -a -x, --per-socket -e uncore_iio_free_running_0/event=0xff,umask=0x20/ \
	-e uncore_ubox/event=0xff/ sleep 2 >/tmp/wrap 2>&1 &
emr_wait_counting
$T -w $(( (1 << 48) + 4000 )) 1 "$(emr_type iio)" 0 0x21 || fail "traffic across the wrap"
kill -0 $! 2>/dev/null || fail "perf ended before the traffic was added (the test's timing)"
wait
check "count across the 48-bit wrap" \
	"$(awk -F, '$1 == "S1" && /free_running/ {print $3}' /tmp/wrap)" 5000
check "the register wrapped" "$(emr_field 1 iio 0 0x21 4)" 4000

# Running again: perf's count lies within the model's, read around it.
$T -p 0 0 && $T -p 0 1 || fail "resume the free-running counters"
b=$(emr_field 0 imc 6 0x20 1)
perf stat -a -x, --per-socket -e uncore_imc_free_running_3/dclk/ sleep 0.5 >/tmp/run 2>&1
a=$(emr_field 0 imc 6 0x20 1)
got=$(awk -F, '$1 == "S0" {print $3}' /tmp/run)
check "running DCLK count within the model's reads around perf" \
	"$([ -n "$got" ] && [ "$got" -gt 0 ] && [ "$got" -le $((a - b)) ] && echo yes)" yes
[ "$got" -le $((a - b)) ] 2>/dev/null || echo "perf '$got', the model $((a - b))"
emr_no_reserved_writes
finish
