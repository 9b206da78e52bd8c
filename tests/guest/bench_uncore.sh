#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Benchmarks (figures only; fails only if a benchmark did not run):
# - an event read through the driver vs one raw register read;
# - driver bind time and memory for the default machine and one with 4x
#   the discovery tables (dies=8); the 6 dies without a cpu in this 2-socket
#   guest are parsed and then left out (nothing could reach their MSRs), so
#   the second figure is 4x the parsing, not 4x the boxes.  The
#   memory is what the driver allocated (it prints it when it binds):
#   slab deltas in /proc/meminfo proved to be noise (freed slabs reused).
. /xpmu/tests/guest/lib.inc
sim_load

type=$(cat $PMUS/uncore_cha_0/type)
insmod /xpmu/bench/xpmu_uncore_bench.ko pmu_type=$type || fail "read benchmark"
rmmod xpmu_uncore_bench
dmesg | grep 'xpmu_bench: uncore read' | tail -n 1 | sed 's/^.*xpmu_bench: /bench: /'


for shape in "" "dies=8"; do
	rmmod xpmu_uncore_sim 2>/dev/null
	rmmod xpmu_uncore 2>/dev/null
	insmod /xpmu/modules/xpmu_uncore_sim.ko $shape || fail "simulator $shape"
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "driver with $shape"
	line=$(dmesg | grep 'PMUs, bound in' | tail -n 1 | sed 's/^.*xpmu-uncore[^:]*: //')
	echo "bench: driver bind, simulator ${shape:-default (2 dies)}: $line"
done
# Back to the default machine for the scripts that follow.
rmmod xpmu_uncore_sim
rmmod xpmu_uncore
insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS && insmod /xpmu/modules/xpmu_uncore_sim.ko ||
	fail "reload"
finish
