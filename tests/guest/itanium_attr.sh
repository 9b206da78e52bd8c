#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Bad attributes and unschedulable groups on the montecito PMU get an
# error (and, the harness checks, no splat); counting still works after.
. /xpmu/tests/guest/lib.inc
ia_load

# Every perf_event_attr field too; refusals after event_init (perf
# core's own checks) must give back the module references it took.
refs() { echo "$(cat /sys/module/xpmu_itanium/refcnt) $(cat /sys/module/xpmu_itanium_sim/refcnt)"; }
before=$(refs)
/xpmu/bin/ia_attr || fail "perf_event_open checks"
check "module references (driver, simulator) after the attr cases" "$(refs)" "$before"

# Through the perf tool, which prints "<not supported>" for a refused event.
out=$(perf stat -a -e '{montecito/cpu_op_cycles_halted/,montecito/cpu_op_cycles_halted/}' true 2>&1)
echo "$out" | grep -q "not supported" && echo "ok: perf refuses a group of two PMD10-only events" ||
	{ echo "$out"; fail "group of two PMD10-only events accepted"; }
out=$(perf stat -a -e montecito/event=0x12,foo=1/ true 2>&1) &&
	{ echo "$out"; fail "unknown format term accepted"; } ||
	echo "ok: unknown format term refused"

before=$(ia_total montecito)
perf stat -a -x, -e montecito/cpu_op_cycles.all/ sleep 0.5 >/tmp/ia_a 2>&1
got=$(awk -F, '{print $1}' /tmp/ia_a)
check "still counting, exactly" "$got" "$(( $(ia_total montecito) - before ))"
finish
