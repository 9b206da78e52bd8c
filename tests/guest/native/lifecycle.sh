#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: the driver's life on a machine.  An open event pins the
# module (rmmod refused until it closes); it unloads, reloads and counts
# again.  Then both sockets' Ubox and MMIO-base functions gone (config
# space all ones, as after a surprise removal): the buses cannot be
# resolved from the Ubox (1.10.2), the driver says so and still binds;
# MSR units count their own socket; with NUMA information the tables
# keep their sockets, and without it (the test kernel) they go to the
# dies in the order found, as the kernel does, which the driver says.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

pmus() { ls $PMUS | grep -c '^uncore_'; }
all=$(pmus)

perf stat -a -e uncore_cha_0/event=0x1/ -e uncore_ubox/event=0xff/ $EMR_HOLD \
	>/tmp/bg 2>&1 &
emr_wait_counting
if rmmod xpmu_uncore 2>/tmp/err; then
	fail "driver unloaded under an open event"
else
	echo "ok: rmmod refused while an event is open: $(cat /tmp/err)"
fi
emr_release
grep -q uncore_cha_0 /tmp/bg || fail "background perf stat printed no count"
emr_rebind "once the event closed"
check "PMUs after the reload" "$(pmus)" "$all"
stat_vs_model "cha 0 uncore_cha_0 event=0x35,umask=0x1" "m2m 0 uncore_m2m_0 event=0x1"

# perf's multiplexing timer of a PMU outlives its events by an interval
# (perf_event_mux_interval_ms), a write of the interval arms it on every
# cpu, and perf_pmu_unregister() frees it still queued (6.1, 6.12): the
# next insmod oopsed on the queued timer when the driver let it be
# (xpmu/pmu_unregister.h).  Every PMU's timers queued for a minute, then
# the driver reloaded.
for f in "$PMUS"/uncore_*/perf_event_mux_interval_ms; do
	echo 60000 >"$f" || fail "$f: not written"
done
emr_rebind "with every PMU's multiplexing timers queued for a minute"
check "PMUs after a reload with the timers queued" "$(pmus)" "$all"

# The Ubox (00.0) and the MMIO-base function (00.1) of both sockets gone.
for s in 0 1; do
	$T -a $s 0 0 && $T -a $s 1 0 || fail "take socket $s's Ubox away"
done
emr_rebind "without a Ubox"
check "says the buses are not resolved" \
	"$(dmesg | grep -c 'uncore buses not resolved')" 1
check "PMUs without a Ubox" "$(pmus)" "$all"
if [ -d /sys/devices/system/node/node1 ]; then
	stat_vs_model "cha 1 uncore_cha_1 event=0x1" "m2m 1 uncore_m2m_1 event=0x1" \
		"imc 2 uncore_imc_2 event=0x1"
else
	check "tables in the order found, said" \
		"$(dmesg | grep -c 'no NUMA information; PMON discovery tables given to dies 0-1 in the order found')" 1
	stat_vs_model "cha 1 uncore_cha_1 event=0x1"
fi
for s in 0 1; do
	$T -a $s 0 1 && $T -a $s 1 1 || fail "give socket $s's Ubox back"
done
emr_rebind "with the Ubox back"
check "PMUs with the Ubox back" "$(pmus)" "$all"
check "nothing left out or unresolved" \
	"$(dmesg | grep -c 'left out\|not used\|not resolved\|order found')" 0
stat_vs_model "m2m 1 uncore_m2m_1 event=0x1"
emr_no_reserved_writes
finish
