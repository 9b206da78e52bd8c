#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A counter wraps at 2^48 mid-count: perf's count still equals what the
# simulator counted.  The counter is preloaded 16M events below the wrap
# while no event is open (the box is reset only before its first event
# ever), then counts at 32,000 events/ms across it.
. /xpmu/tests/guest/lib.inc
sim_load

perf stat -a -e uncore_cha_2/event=0x1/ true >/dev/null 2>&1
echo "preload 0 281474960000000" >$SIM/die0/cha_2 || fail "preload"
b=$(sim_total 0 cha_2 0)
perf stat -a -x, --per-socket -e uncore_cha_2/event=0x1/ sleep 1 >/tmp/stat 2>&1
got=$(awk -F, '$1 == "S0" {print $3}' /tmp/stat)
want=$(( $(sim_total 0 cha_2 0) - b ))
cat /tmp/stat
[ "$want" -gt 16710656 ] || fail "did not count past the wrap: $want"
check "count across the 48-bit wrap" "$got" "$want"
grep -q "status 0x1 " $SIM/die0/cha_2 && echo "ok: overflow bit set" ||
	fail "no overflow bit: $(head -1 $SIM/die0/cha_2)"
finish
