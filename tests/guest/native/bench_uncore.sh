#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Benchmarks on the model (figures only; fails only if a benchmark did not
# run):
# - an event read through the driver against one raw read of the same
#   register through the backend, side by side in one module
#   (drivers/uncore/uncore_bench.c): native.c's rdmsr here, under TCG;
# - the driver's bind time and memory on the guest's model (by default 2
#   sockets of 129 units): the module unbinds the driver and times its
#   probe as it binds again.  The memory is what the driver allocated,
#   from its own structures: slab deltas in /proc/meminfo proved to be
#   noise.
# The benchmark module needs CONFIG_KUNIT's test kernel: skipped elsewhere.
. /xpmu/tests/guest/lib.inc
ko=/xpmu/bench/xpmu_uncore_bench.ko
[ -e $ko ] || { echo "no $ko: the benchmarks are built for the test kernel only"; exit 77; }

type=$(cat $PMUS/uncore_cha_0/type)
insmod $ko pmu_type="$type" || fail "read and bind benchmarks"
rmmod xpmu_uncore_bench
line=$(dmesg | grep 'xpmu_bench: uncore read' | tail -n 1 | sed 's/^.*xpmu_bench: /bench: /')
[ -n "$line" ] || fail "the read benchmark printed nothing"
echo "$line"

line=$(dmesg | grep 'xpmu_bench: driver bind: ' | tail -n 1 | sed 's/^.*xpmu_bench: driver bind: //')
[ -n "$line" ] || fail "the bind benchmark printed nothing"
echo "bench: driver bind, the model ($(ls $PMUS | grep -c '^uncore_') PMUs): $line"
finish
