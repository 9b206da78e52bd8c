#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Next to the kernel's intel_uncore (a fixture of that name, registering
# uncore_cha_0), xpmu_uncore refuses to load, with one line saying what to
# unload; and if a PMU name is taken after it loaded, it refuses to bind
# rather than collide in sysfs (the harness fails any splat).
. /xpmu/tests/guest/lib.inc
sim_load
D=/xpmu/modules
F=/xpmu/fixtures/intel_uncore.ko

rmmod xpmu_uncore_sim
rmmod xpmu_uncore
insmod $F || fail "insmod the intel_uncore fixture"
if insmod $D/xpmu_uncore.ko $DRV_ARGS 2>/tmp/err; then
	fail "xpmu_uncore loaded next to intel_uncore"
	rmmod xpmu_uncore
else
	echo "ok: refused: $(cat /tmp/err)"
fi
# One line per attempt; busybox insmod tries finit_module, then init_module.
check "the reason" \
	"$(dmesg | tail -n 3 | grep -q "intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)" && echo given)" given

# Taken after the driver loaded: the bind is refused, nothing registered.
rmmod intel_uncore || fail "rmmod fixture"
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver"
insmod $F || fail "insmod fixture"
insmod $D/xpmu_uncore_sim.ko || fail "insmod simulator"
check "bind refused" "$(dmesg | tail -n 5 | grep -c 'PMU uncore_cha_0 is already registered')" 1
check "only the fixture's PMU" "$(ls $PMUS | grep -c uncore_)" 1

# Once the name is free again, a new machine binds.
rmmod xpmu_uncore_sim
rmmod intel_uncore || fail "rmmod fixture"
insmod $D/xpmu_uncore_sim.ko || fail "reload simulator"
check "PMUs once the name is free" "$(ls $PMUS | grep -c uncore_)" 144
finish
