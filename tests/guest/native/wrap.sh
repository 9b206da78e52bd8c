#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: a counter wraps at 2^48 (Table 1-6) mid-count, and perf's
# count still equals what the model counted.  The counter is set through
# the test channel 2^31 events below the wrap while no event is open (the
# driver resets a box only before its first event ever), then counts a
# made-up event, 2 a nanosecond there (not the clockticks, one a cycle:
# qemu/README), across it; the unit status records the overflow
# (1.4.0.2).
. /xpmu/tests/guest/lib.inc

perf stat -a -e uncore_cha_2/event=0x3/ true >/dev/null 2>&1
/xpmu/bin/emr_truth -w $(( (1 << 48) - (1 << 31) )) 0 "$(emr_type cha)" 2 0 ||
	fail "preload"
b=$(emr_total 0 cha 2 0)
perf stat -a -x, --per-socket -e uncore_cha_2/event=0x3/ sleep 2 >/tmp/stat 2>&1
cat /tmp/stat
got=$(awk -F, '$1 == "S0" {print $3}' /tmp/stat)
want=$(( $(emr_total 0 cha 2 0) - b ))
[ "$want" -gt $(( 1 << 31 )) ] || fail "did not count past the wrap: the model counted $want, want more than 2^31"
check "count across the 48-bit wrap" "$got" "$want"
/xpmu/bin/emr_truth 0 "$(emr_type cha)" 2 0 >/tmp/truth
read -r _ _ _ value status _ </tmp/truth
check "the counter wrapped" "$([ "$value" -lt $(( 1 << 47 )) ] && echo yes)" yes
check "its overflow bit in the unit status" "$(( status & 1 ))" 1
finish
