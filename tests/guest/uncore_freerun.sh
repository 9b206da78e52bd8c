#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The free-running counters as their own PMUs, as the kernel names them:
# uncore_iio_free_running_<stack> (IO clock, bandwidth in and out of 8
# ports: EMR uncore guide Tables 1-10, 1-11, 2-185 to 2-187) and
# uncore_imc_free_running_<imc> (DCLK, RPQ and WPQ cycles: Tables 1-12,
# 2-131 to 2-133), against the simulator's counters.
#
# A free-running counter never stops, so the simulator's count between
# two reads brackets perf's: perf's count must be positive, at most the
# bracket, and match the counter's rate over the time perf says it ran
# (fr_vs_truth, lib.inc).
. /xpmu/tests/guest/lib.inc
sim_load

check "IIO free-running PMUs" "$(ls $PMUS | grep -c '^uncore_iio_free_running_[0-9]$')" 10
check "iMC free-running PMUs" "$(ls $PMUS | grep -c '^uncore_imc_free_running_[0-3]$')" 4
F=$PMUS/uncore_iio_free_running_3
check "cpumask" "$(cat $F/cpumask)" "0,2"
check "format umask" "$(cat $F/format/umask)" "config:8-15"
check "IIO events (1 + 16 with scale and unit)" "$(ls $F/events | wc -l)" 49
check "bw_in_port2" "$(cat $F/events/bw_in_port2)" "event=0xff,umask=0x22"
check "bw_out_port7" "$(cat $F/events/bw_out_port7)" "event=0xff,umask=0x37"
# 32-byte units in MiB: 32 / 2^20 (the kernel's SPR/EMR scale and Intel's
# EMR event file; the guide's 4-byte DWs disagree: units/iio_freerun.c).
check "bw_in_port2.scale" "$(cat $F/events/bw_in_port2.scale)" "3.0517578125e-5"
check "bw_in_port2.unit" "$(cat $F/events/bw_in_port2.unit)" "MiB"
check "iMC dclk" "$(cat $PMUS/uncore_imc_free_running_1/events/dclk)" "event=0xff,umask=0x10"

# Raw counts against the simulator: IO clock, a port in and out, DCLK,
# RPQ and WPQ cycles.
fr_vs_truth uncore_iio_free_running_3 event=0xff,umask=0x10 iio_fr_3 0
fr_vs_truth uncore_iio_free_running_3 event=0xff,umask=0x22 iio_fr_3 3
fr_vs_truth uncore_iio_free_running_9 event=0xff,umask=0x37 iio_fr_9 16
fr_vs_truth uncore_imc_free_running_1 event=0xff,umask=0x10 imc_fr_1 0
fr_vs_truth uncore_imc_free_running_1 event=0xff,umask=0x20 imc_fr_1 1
fr_vs_truth uncore_imc_free_running_1 event=0xff,umask=0x21 imc_fr_1 2

# The alias prints MiB: the raw count x 32 / 2^20, side by side (the same
# counter, read by two events started a few ms apart).
perf stat -a -x, -e uncore_iio_free_running_0/bw_in_port1/ \
	-e uncore_iio_free_running_0/event=0xff,umask=0x21/ sleep 0.5 >/tmp/mib 2>&1
check "bw_in_port1 in MiB" "$(awk -F, 'NR == 1 {print $2}' /tmp/mib)" MiB
within "MiB against the raw count x 32 / 2^20" \
	"$(awk -F, '$1 ~ /^[0-9.]+$/ {v[++n] = $1} END {if (n == 2 && v[2] > 0) printf "%.4f", v[1] / (v[2] * 32 / 1048576)}' /tmp/mib)" \
	0.95 1.05

# Every event of both PMU types opens and counts, 17 + 3 at once: each
# has its own counter, so nothing is multiplexed.
args=
for e in $(ls $F/events | grep -v '\.'); do args="$args -e uncore_iio_free_running_3/$e/"; done
for e in dclk rpq_cycles wpq_cycles; do args="$args -e uncore_imc_free_running_0/$e/"; done
perf stat -a -x, $args sleep 0.3 >/tmp/all 2>&1
check "all 20 events counted, unmultiplexed" \
	"$(awk -F, '$1 ~ /^[0-9.]+$/ && $1 > 0 && $5 == "100.00"' /tmp/all | wc -l)" 20

# 48-bit wrap: a counter 2 ms of traffic below 2^48 wraps while perf
# counts it; the delta is taken modulo 2^48, so the count stays small.
r=$(fr_rate 0 iio_fr_0 1)
echo "preload 1 $(( (1 << 48) - 2 * r ))" >$SIM/die0/iio_fr_0
perf stat -a -x, --per-socket -e uncore_iio_free_running_0/event=0xff,umask=0x20/ \
	sleep 0.5 >/tmp/wrap 2>&1
got=$(awk -F, '$1 == "S0" {print $3}' /tmp/wrap)
check "the counter wrapped" \
	"$([ "$(awk '$1 == "fr1" {print $5}' $SIM/die0/iio_fr_0)" -lt $(( 1 << 40 )) ] && echo yes)" yes
within "count across the wrap" "$got" 1 "$(( r * 5000 ))"
finish
