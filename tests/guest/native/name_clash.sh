#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Next to the kernel's intel_uncore (Debian's own module under Debian's
# 6.12, the fixture of that name under the test kernel), xpmu_uncore
# refuses to load, with one line saying what to unload; and if a PMU name
# is taken by a module of another name, it refuses to bind rather than
# collide in sysfs (the harness fails any splat).  Once the names are
# free, it binds the same PMUs again.
. /xpmu/tests/guest/lib.inc
D=/xpmu/modules
F=/xpmu/fixtures/intel_uncore.ko
[ -f $F ] || F=/xpmu/reference/intel-uncore.ko
[ -f $F ] || { echo "no intel_uncore here (the test kernel's fixture, Debian 6.12's module)"; exit 77; }
N=/xpmu/fixtures/xpmu_pmu_name_fixture.ko

uncore_pmus() { ls $PMUS | grep -c '^uncore_'; }
bound=$(uncore_pmus)
rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
insmod $F || fail "insmod $F"
# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
if insmod $D/xpmu_uncore.ko $DRV_ARGS 2>/tmp/err; then
	fail "xpmu_uncore loaded next to intel_uncore"
	rmmod xpmu_uncore
else
	echo "ok: refused: $(cat /tmp/err)"
fi
# One line per attempt; busybox insmod tries finit_module, then init_module.
check "the reason" \
	"$(dmesg | tail -n 3 | grep -q "intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)" && echo given)" given
rmmod intel_uncore || fail "rmmod intel_uncore"

# Taken by a module of another name: the driver loads, its bind is
# refused and registers nothing.  (The fixture is built for the test
# kernel only.)
if [ -f $N ]; then
	insmod $N || fail "insmod $N"
	# shellcheck disable=SC2086
	insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore beside $N"
	check "bind refused" "$(dmesg | tail -n 5 | grep -c 'PMU uncore_cha_0 is already registered')" 1
	# A built-in intel_uncore looks the same: the line says what to do.
	check "bind refused: the way out for a built-in intel_uncore" \
		"$(dmesg | tail -n 5 | grep -c 'built in, boot with initcall_blacklist=intel_uncore_init')" 1
	check "only the fixture's PMU" "$(uncore_pmus)" 1
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore beside $N"
	rmmod xpmu_pmu_name_fixture || fail "rmmod $N"
else
	echo "# no $N (test kernel only): the bind's own check not reached"
fi

# Once the names are free again, the driver binds the same PMUs.
# shellcheck disable=SC2086
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore once the names are free"
check "PMUs once the names are free" "$(uncore_pmus)" "$bound"
stat_vs_model "cha 0 uncore_cha_0 event=0x1"
finish
