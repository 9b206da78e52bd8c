#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# 8 perf sessions on one 4-counter box at once: perf multiplexes, and each
# session's raw count matches the simulator's rate over the time its event
# was on a counter.
#
# Bounds: the count may never exceed rate x running time by more than 1%
# (a lost rotation bookkeeping or a double-counted interval would); it may
# fall short by up to 30%, because under TCG + KASAN perf's own scheduling
# work at every 4 ms rotation is "running" time before the driver has
# programmed the counter (measured 11-16% short here; on hardware, us).
. /xpmu/tests/guest/lib.inc
sim_load

for i in 1 2 3 4 5 6 7 8; do
	perf stat --no-scale -a -x, --per-socket -e uncore_cha_3/event=$i/ sleep 2 \
		>/tmp/mux$i 2>&1 &
done
wait
for i in 1 2 3 4 5 6 7 8; do
	# CHA type 0: rate per ms = 1000 * (1 + (31 * event) % 64) (regs.c).
	rate=$((1000 * (1 + (31 * i) % 64)))
	# perf -x, --per-socket: S0,cpus,count,unit,event,run ns,run %
	verdict=$(awk -F, -v r=$rate '$1 == "S0" && $6 > 0 {
		want = r * $6 / 1e6
		v = ($3 > want * 1.01 || $3 < want * 0.7) ? "FAIL" : "ok"
		printf "%s raw %d vs rate x running %d (%.1f%%, on a counter %s%%)\n",
		       v, $3, want, 100 * $3 / want, $7
	}' /tmp/mux$i)
	case "$verdict" in
	ok*) echo "ok: session $i: ${verdict#ok }" ;;
	*) cat /tmp/mux$i; fail "session $i: ${verdict:-no count}" ;;
	esac
done
# Someone must actually have been multiplexed for this to test anything.
grep -h '^S0' /tmp/mux* | awk -F, '$7 < 100 {m++} END {exit m ? 0 : 1}' ||
	fail "no session was multiplexed"
finish
