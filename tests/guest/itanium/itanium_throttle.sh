#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Throttling, as perf's core PMUs have it (kernel/events/core.c,
# __perf_event_account_interrupt()): an event that overflows
# max_samples_per_tick = DIV_ROUND_UP(perf_event_max_sample_rate, HZ)
# times in one tick gets a PERF_RECORD_THROTTLE and is stopped; the next
# tick restarts it with a PERF_RECORD_UNTHROTTLE.  So a cpu's event gives
# at most about the rate's samples a second, whatever its period.
#
# The rate is lowered to 1000/s and perf_cpu_time_max_percent set to 0
# (perf does not lower the rate further by its own measure).  On cpu 0,
# for one second: a fixed period of 1000 simulated cycles (-c, with and
# without PERF_SAMPLE_PERIOD, which take different paths in overflow.c)
# and -F 1000 (perf core starts a frequency event at period 1).  Each must
# give THROTTLE records and at most the rate times the span from its
# first sample to its last, plus a tenth of a second's worth (a tick
# allows max_samples_per_tick, the rate's share of it; the throttling
# sample is delivered).  Without the throttle the simulated cpu gave
# 1,130 and 2,030 samples a second at -c 1000.  cpu-clock, a core
# software PMU, is the control: the same limits hold for it.
. /xpmu/tests/guest/lib.inc
ia_load
R=1000
old_rate=$(cat /proc/sys/kernel/perf_event_max_sample_rate)
old_pct=$(cat /proc/sys/kernel/perf_cpu_time_max_percent)
# In this order: the rate cannot be written while the percentage is 0.
echo $R >/proc/sys/kernel/perf_event_max_sample_rate || fail "perf_event_max_sample_rate = $R"
echo 0 >/proc/sys/kernel/perf_cpu_time_max_percent || fail "perf_cpu_time_max_percent = 0"

throttle_check() {	# throttle_check WHAT EVENT PERF-RECORD-ARGS...
	what=$1
	ev=$2
	shift 2
	perf record -q -o /tmp/ia.data -C 0 -e "$ev" "$@" -- sleep 1 >/tmp/ia_rec 2>&1
	# The span from the first sample to the last, by perf's clock.
	perf script -i /tmp/ia.data -F time 2>/dev/null | tr -d ' :' >/tmp/ia_times
	samples=$(wc -l </tmp/ia_times)
	span=$(awk 'NR == 1 {a = $1} {b = $1} END {printf "%.3f", b - a}' /tmp/ia_times)
	perf report -i /tmp/ia.data -D 2>/dev/null >/tmp/ia_dump
	thr=$(grep -c 'PERF_RECORD_THROTTLE' /tmp/ia_dump)
	unthr=$(grep -c 'PERF_RECORD_UNTHROTTLE' /tmp/ia_dump)
	max=$(awk -v s="$span" -v r=$R 'BEGIN {printf "%d", s * r + r / 10}')
	echo "$what: $samples samples in $span s, $thr throttle and $unthr unthrottle records"
	if [ "$thr" -gt 0 ]; then
		echo "ok: $what: $thr PERF_RECORD_THROTTLE"
	else
		cat /tmp/ia_rec
		fail "$what: got no PERF_RECORD_THROTTLE, want some (rate $R/s)"
	fi
	within "$what: samples" "$samples" 1 "$max"
}

throttle_check "cpu-clock -c 1000 (control)" cpu-clock -c 1000
throttle_check "-c 1000" montecito/cpu_op_cycles.all/ -c 1000
throttle_check "-c 1000 -P" montecito/cpu_op_cycles.all/ -c 1000 -P
throttle_check "-F $R" montecito/cpu_op_cycles.all/ -F $R

echo "$old_pct" >/proc/sys/kernel/perf_cpu_time_max_percent
echo "$old_rate" >/proc/sys/kernel/perf_event_max_sample_rate
finish
