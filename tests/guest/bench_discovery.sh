#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Benchmark: discovery parse cost for 100, 1,000 and 10,000 units.  Prints
# the figures ("# bench:" lines in the results); fails only if the
# benchmark did not run or printed nothing.
ko=/xpmu/bench/xpmu_discovery_bench.ko
[ -e $ko ] || { echo "no $ko"; exit 1; }
insmod $ko || exit 1
rmmod xpmu_discovery_bench || exit 1
lines=$(dmesg | grep 'xpmu_bench: discovery parse:' | sed 's/^.*xpmu_bench: /bench: /')
[ "$(echo "$lines" | grep -c units)" = 3 ] || { echo "benchmark printed: $lines"; exit 1; }
echo "$lines"
