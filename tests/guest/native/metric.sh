#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# tools/xpmu-metric evaluates the guide's Common Metrics with perf 6.1:
# each value must be the metric's formula over what the model counted
# (every unit of the type, both sockets), exactly.
. /xpmu/tests/guest/lib.inc
M=/xpmu/bin/xpmu-metric

value() { awk -v n="$1" '$1 == n {print $2}' /tmp/metric; }

check "metrics listed" "$($M -l | wc -l)" "$(grep -vc '^#' /xpmu/bin/xpmu-metrics.tsv)"
$M NO_SUCH_METRIC >/tmp/metric 2>&1 && fail "an unknown metric succeeded"
check "unknown metric named" "$(grep -c 'NO_SUCH_METRIC: no such metric' /tmp/metric)" 1

# MEM_BW_READS = CAS_COUNT.RD x 64 (Table 2-135): over all 8 channels.
b=$(emr_sum imc 0 1 2 3)
$M MEM_BW_READS -- sleep 0.5 >/tmp/metric 2>&1 || cat /tmp/metric
want=$(( ($(emr_sum imc 0 1 2 3) - b) * 64 ))
check "MEM_BW_READS = 64 x the model's CAS reads" \
	"$(value MEM_BW_READS)" "$want.000000"

# A ratio: TOR_OCCUPANCY (counter 0 only, Table 2-76) over TOR_INSERTS,
# the counts summed over 60 CHAs and 2 sockets before dividing.
o=$(emr_sum cha 0) i=$(emr_sum cha 1 2 3)
$M AVG_DEMAND_RD_HIT_LATENCY -- sleep 0.5 >/tmp/metric 2>&1 || cat /tmp/metric
want=$(awk -v o=$(( $(emr_sum cha 0) - o )) -v i=$(( $(emr_sum cha 1 2 3) - i )) \
	'BEGIN {printf "%.6f\n", o / i}')
check "AVG_DEMAND_RD_HIT_LATENCY = occupancy / inserts" \
	"$(value AVG_DEMAND_RD_HIT_LATENCY)" "$want"

# The iMC DCLK fixed counter resolves the guide's MC_Chy_PCI_PMON_CTR_FIXED.
g=$(emr_sum imc 0 1 2 3) f=$(emr_sum imc 0x10)
$M PCT_CYCLES_SELF_REFRESH -- sleep 0.5 >/tmp/metric 2>&1 || cat /tmp/metric
want=$(awk -v g=$(( $(emr_sum imc 0 1 2 3) - g )) -v f=$(( $(emr_sum imc 0x10) - f )) \
	'BEGIN {printf "%.6f\n", g / f}')
check "PCT_CYCLES_SELF_REFRESH = POWER_SELF_REFRESH / DCLK" \
	"$(value PCT_CYCLES_SELF_REFRESH)" "$want"
# Several metrics in one perf stat, each event opened once: MEM_BW_READS
# twice, beside a CHA ratio.  The iMC truth sums every counter of every
# channel, so CAS_COUNT.RD opened twice (on two counters) would read
# twice the model's count in it; and both copies must give the same.
b=$(emr_sum imc 0 1 2 3) o=$(emr_sum cha 0) i=$(emr_sum cha 1 2 3)
$M MEM_BW_READS AVG_DEMAND_RD_HIT_LATENCY MEM_BW_READS -- sleep 0.5 >/tmp/metric 2>&1 ||
	cat /tmp/metric
want=$(( ($(emr_sum imc 0 1 2 3) - b) * 64 ))
check "one perf stat: MEM_BW_READS, twice, = 64 x the model's CAS reads" \
	"$(value MEM_BW_READS | paste -sd' ' -)" "$want.000000 $want.000000"
want=$(awk -v o=$(( $(emr_sum cha 0) - o )) -v i=$(( $(emr_sum cha 1 2 3) - i )) \
	'BEGIN {printf "%.6f\n", o / i}')
check "one perf stat: AVG_DEMAND_RD_HIT_LATENCY = occupancy / inserts" \
	"$(value AVG_DEMAND_RD_HIT_LATENCY)" "$want"
finish
