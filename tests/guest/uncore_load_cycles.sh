#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load and unload the driver and its simulator XPMU_LOAD_CYCLES times:
# driver or simulator first, in turn, and either unloaded
# first (four combinations every four cycles; unloading the driver under
# the simulator unbinds its PMUs), events opened and closed in between.
# Each cycle the PMUs come and go as they should and nothing stays behind;
# then kmemleak must find no leak of ours (lib.inc, kmemleak_check).
# A long run may take a smaller machine: XPMU_LOAD_SHAPE (the simulator's
# arguments), XPMU_LOAD_PMUS (its PMU count) and XPMU_LOAD_EVENTS (events
# on its PMUs), as Documentation/testing.rst shows.
. /xpmu/tests/guest/lib.inc
N=${XPMU_LOAD_CYCLES:-8}
D=/xpmu/modules
SHAPE=${XPMU_LOAD_SHAPE:-}
WANT=${XPMU_LOAD_PMUS:-144}
# Several unit types, a free-running counter, and a group of three.
EVENTS=${XPMU_LOAD_EVENTS:-"uncore_cha_0/event=0x1/ uncore_imc_0/event=0x4,umask=0x3/
	uncore_iio_1/event=0x83,umask=0x1,ch_mask=0x1,fc_mask=0x7/
	uncore_upi_1/event=0x1/ uncore_imc_free_running_1/event=0xff,umask=0x10/
	{uncore_cha_1/event=0x1/,uncore_cha_1/event=0x35,umask=0x1/,uncore_cha_1/event=0x36,umask=0x1/}"}

# The runner loaded every module: start from none.
for m in xpmu_itanium_sim xpmu_itanium xpmu_uncore_sim xpmu_uncore; do
	[ -d /sys/module/$m ] && { rmmod $m || fail "rmmod $m"; }
done
leak_fixture unc

npmus() { ls $PMUS | grep -c '^uncore_'; }
load() {
	case $1 in
	drv) insmod $D/xpmu_uncore.ko $DRV_ARGS ;;
	# shellcheck disable=SC2086 # the arguments are words
	sim) insmod $D/xpmu_uncore_sim.ko $SHAPE ;;
	esac || { fail "cycle $i: insmod $1"; return 1; }
}
unload() {
	case $1 in
	drv) rmmod xpmu_uncore ;;
	sim) rmmod xpmu_uncore_sim ;;
	esac || { fail "cycle $i: rmmod $1"; return 1; }
}
pmus() {	# pmus WHEN WANT
	got=$(npmus)
	[ "$got" = "$2" ] || { fail "cycle $i: $1: got $got uncore PMUs, want $2"; return 1; }
}
# One cycle: $1 and $2 the load order, $3 and $4 the unload order.
cycle() {
	load $1 && pmus "$1 alone" 0 && load $2 && pmus "both loaded" "$WANT" || return 1
	# shellcheck disable=SC2086 # the events are words
	/xpmu/bin/open_close $EVENTS || { fail "cycle $i: events"; return 1; }
	unload $3 && pmus "$3 unloaded" 0 && unload $4 || return 1
	left=$(grep -c '^xpmu_' /proc/modules)
	[ "$left" = 0 ] || { fail "cycle $i: $left xpmu modules left: $(cat /proc/modules)"; return 1; }
	[ ! -d $SIM ] || { fail "cycle $i: $SIM left"; return 1; }
}

t0=$(cut -d' ' -f1 /proc/uptime)
i=0
while [ $i -lt "$N" ]; do
	case $((i % 4)) in
	0) cycle drv sim drv sim ;;
	1) cycle sim drv drv sim ;;
	2) cycle drv sim sim drv ;;
	3) cycle sim drv sim drv ;;
	esac || break
	i=$((i + 1))
	# Progress, for the long runs.
	[ $((i % 100)) != 0 ] || echo "# $i cycles at $(cut -d' ' -f1 /proc/uptime) s"
done
t1=$(cut -d' ' -f1 /proc/uptime)
check "cycles completed" "$i" "$N"
awk -v n=$i -v a="$t0" -v b="$t1" 'BEGIN {
	printf "bench: uncore_load_cycles: %d cycles, %.1f s, %.0f ms per cycle\n",
		n, b - a, n ? (b - a) * 1000 / n : 0 }'
# What a failed cycle left, out of the way of the scan.
rmmod xpmu_uncore_sim 2>/dev/null
rmmod xpmu_uncore 2>/dev/null
kmemleak_check unc
# As the runner left them, for the tests after this one.
for m in xpmu_itanium xpmu_itanium_sim xpmu_uncore xpmu_uncore_sim; do
	# shellcheck disable=SC2046 # the arguments are words
	insmod $D/$m.ko $(sed -n "s/^$m //p" /xpmu/tests/guest/module-args) ||
		fail "reload $m"
done
finish
