#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load order of xpmu_itanium and its simulator does not matter; neither
# unloads while an event is open (module references), and both do after.
. /xpmu/tests/guest/lib.inc
ia_load

perf stat -a -e montecito/cpu_op_cycles.all/ sleep 4 >/tmp/ia_bg 2>&1 &
bg=$!
# Wait until perf has the event open: the simulator's module is pinned.
i=0
while [ "$(cat /sys/module/xpmu_itanium_sim/refcnt)" = 0 ] && [ $i -lt 60 ]; do
	sleep 0.5
	i=$((i + 1))
done
# One event per cpu, each holding a reference.
check "event open: simulator pinned" "$(cat /sys/module/xpmu_itanium_sim/refcnt)" \
	"$(grep -c ^processor /proc/cpuinfo)"
rmmod xpmu_itanium_sim 2>/dev/null && fail "simulator unloaded under an open event" ||
	echo "ok: simulator refuses to unload while an event is open"
rmmod xpmu_itanium 2>/dev/null && fail "backend unloaded under an open event" ||
	echo "ok: backend refuses to unload while an event is open"
wait $bg
grep -q cpu_op_cycles /tmp/ia_bg && echo "ok: the session finished" || fail "session lost: $(cat /tmp/ia_bg)"

# Simulator first, backend second.
rmmod xpmu_itanium_sim || fail "rmmod simulator"
check "no montecito PMU without a machine" "$(ls -d $PMUS/montecito 2>/dev/null)" ""
rmmod xpmu_itanium || fail "rmmod backend"
insmod /xpmu/modules/xpmu_itanium_sim.ko || fail "insmod simulator alone"
insmod /xpmu/modules/xpmu_itanium.ko || fail "insmod backend second"
check "bound after sim-then-backend" "$(ls -d $PMUS/montecito)" "$PMUS/montecito"
# Backend first, simulator second (the runner's order).
rmmod xpmu_itanium_sim && rmmod xpmu_itanium || fail "unload both"
insmod /xpmu/modules/xpmu_itanium.ko && insmod /xpmu/modules/xpmu_itanium_sim.ko || fail "reload"
check "bound after backend-then-sim" "$(ls -d $PMUS/montecito)" "$PMUS/montecito"
before=$(ia_total montecito)
perf stat -a -x, -e montecito/cpu_op_cycles.all/ sleep 0.5 >/tmp/ia_a 2>&1
check "counting after reload, exactly" "$(awk -F, '{print $1}' /tmp/ia_a)" "$(( $(ia_total montecito) - before ))"
finish
