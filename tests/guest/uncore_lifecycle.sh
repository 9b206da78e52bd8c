#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load order does not matter, the simulator cannot go away under an open
# event, and both modules unload and reload cleanly.
. /xpmu/tests/guest/lib.inc
sim_load
D=/xpmu/modules

# Simulator unloaded with no event open: its PMUs go with it.
rmmod xpmu_uncore_sim || fail "rmmod simulator"
check "PMUs after simulator unload" "$(ls $PMUS | grep -c uncore_)" 0
# Fault: no Ubox to resolve the buses: the driver says so and still binds.
insmod $D/xpmu_uncore_sim.ko no_ubox=1 || fail "insmod simulator no_ubox=1"
check "without a Ubox" "$(dmesg | tail -n 5 | grep -c 'uncore buses not resolved')" 1
check "PMUs without a Ubox" "$(ls $PMUS | grep -c uncore_)" 144
rmmod xpmu_uncore_sim || fail "rmmod simulator no_ubox=1"
# Simulator first, then the driver.
rmmod xpmu_uncore || fail "rmmod driver"
insmod $D/xpmu_uncore_sim.ko || fail "insmod simulator alone"
check "PMUs without the driver" "$(ls $PMUS | grep -c uncore_)" 0
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver after simulator"
# One PMU per unit, spanning both dies: the simulator's 129 units per die.
check "PMUs once both are loaded" "$(ls $PMUS | grep -c uncore_)" 144

# An open event pins the simulator: wait until it holds the reference.
# perf 6.1 takes seconds to start under TCG, more on a loaded host: wait
# up to 60 s (perf's workload, sleep 8, starts once the events are open).
# Without the reference the unloads below would succeed and leave the
# later tests without a driver, so they are not tried then.
refs() {
	awk '$1 == "xpmu_uncore_sim" {print $3}' /proc/modules
}
perf stat -a -e uncore_cha_0/event=0x1/ sleep 8 >/tmp/bg 2>&1 &
i=0
while [ "$(refs)" = 0 ] && [ $i -lt 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
if [ "$(refs)" = 0 ]; then
	wait
	cat /tmp/bg
	fail "the open event held no reference on the simulator within 60 s"
	finish
fi
if rmmod xpmu_uncore_sim 2>/tmp/err; then
	fail "simulator unloaded under an open event"
else
	echo "ok: rmmod simulator refused while an event is open: $(cat /tmp/err)"
fi
if rmmod xpmu_uncore 2>/tmp/err; then
	fail "driver unloaded under an open event"
else
	echo "ok: rmmod driver refused while an event is open: $(cat /tmp/err)"
fi
wait
grep -q uncore_cha_0 /tmp/bg || fail "background perf stat printed no count"
rmmod xpmu_uncore_sim || fail "rmmod simulator once the event closed"
insmod $D/xpmu_uncore_sim.ko || fail "reload simulator"
stat_vs_truth "cha_0 uncore_cha_0 event=0x35,umask=0x1"
finish
