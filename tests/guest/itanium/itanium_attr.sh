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

# perf 6.12 and exclude_guest (itanium.rst "Formats and encoding").  Its
# events ask for exclude_guest by default (tools/perf/util/util.c
# event_attr_init()); once a PMU refuses it with EINVAL, perf clears it
# before every open (evsel.c evsel__detect_missing_features(),
# evsel__disable_missing_features()), while perf record answers
# EOPNOTSUPP by setting it again (evsel__fallback()): a branch filter the
# trace buffer cannot express looped there, deaf to SIGTERM.  It must end
# with perf's branch stack error; killed after $T s is that loop.
P=/xpmu/bin/perf612
T=120
[ -x $P ] || { echo "no perf 6.12 at $P"; exit 1; }
timeout -s KILL $T $P record -o /tmp/ia612.data -j any_call -e montecito/branch_event/ \
	-a true >/tmp/ia612 2>&1
rc=$?
if [ $rc = 137 ]; then
	fail "perf 6.12 record -j any_call: killed after $T s (the exclude_guest fallback loop)"
elif [ $rc = 0 ] || ! grep -q "support branch stack sampling" /tmp/ia612; then
	tail -5 /tmp/ia612
	fail "perf 6.12 record -j any_call: exit $rc, without perf's branch stack error"
else
	echo "ok: perf 6.12 record -j any_call ends, exit $rc: $(grep -m1 'branch stack' /tmp/ia612)"
fi
# :H is exclude_guest alone, and perf does not drop an explicit one
# (exclude_GH: "PMU has no exclude_host/guest support, bailing out"):
# counted, exactly.  :G is exclude_host alone: refused.
before=$(ia_total montecito)
timeout -s KILL $T $P stat -a -x, -e montecito/cpu_op_cycles.all/H sleep 0.5 >/tmp/ia_h 2>&1
got=$(awk -F, '/cpu_op_cycles/ {print $1}' /tmp/ia_h)
want=$(( $(ia_total montecito) - before ))
[ "$got" = "$want" ] || cat /tmp/ia_h
[ "$want" -gt 0 ] || fail "perf 6.12 stat montecito/cpu_op_cycles.all/H: the simulator counted $want events, want more than 0"
check "perf 6.12 stat montecito/cpu_op_cycles.all/H (exclude_guest) against the simulator" \
	"$got" "$want"
timeout -s KILL $T $P stat -a -x, -e montecito/cpu_op_cycles.all/G true >/tmp/ia_g 2>&1
got=$(awk -F, '/cpu_op_cycles/ {print $1}' /tmp/ia_g)
[ "$got" = "<not supported>" ] || cat /tmp/ia_g
check "perf 6.12 stat montecito/cpu_op_cycles.all/G (exclude_host)" "$got" "<not supported>"

# Every path of perf 6.12's fallbacks this PMU can drive into that loop
# (no_loop in lib/measure.inc): exclude_host refused (:G, as perf kvm --guest
# asks) and then a branch filter or precise_ip; an event refused twice
# (a weak group's sibling whose range differs from its leader's) and
# then precise_ip.
no_loop "record -j any_call, :G" record -o /tmp/l.data -j any_call \
	-e montecito/branch_event/G -a true
no_loop "record :Gp" record -o /tmp/l.data -e montecito/cpu_op_cycles.all/Gp -a true
no_loop "stat: a weak group refused, then :p" stat -a -e \
	'{montecito/cpu_op_cycles.qual,irange=0xffffffffa00007ff/,montecito/cpu_op_cycles.qual,irange=0xffffffffa00017ff/}:W,montecito/cpu_op_cycles.all/p' \
	true

before=$(ia_total montecito)
perf stat -a -x, -e montecito/cpu_op_cycles.all/ sleep 0.5 >/tmp/ia_a 2>&1
got=$(awk -F, '{print $1}' /tmp/ia_a)
check "still counting, exactly" "$got" "$(( $(ia_total montecito) - before ))"
finish
