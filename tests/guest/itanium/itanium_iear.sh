#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's instruction EAR (3.3.8), end to end with perf record -d:
# in cache mode each sample's line address (also its IP) and latency, in
# TLB mode its IP and where the miss was served (data_src), compared with
# what the simulator captured at that freeze (its debugfs "samples" file).
. /xpmu/tests/guest/lib.inc
ia_load
M=$PMUS/montecito
for f in iear_tlb iear_umask; do
	[ -r $M/format/$f ] || fail "no format/$f"
done

# Cache mode by name, as pfmon users know it (libpfm's
# L1I_EAR_CACHE_LAT128: iear_umask 0xf0, Table 3-16): the line address
# (also the IP) and latency of each sample as captured.
ia_ear_check "iear cache, l1i_ear_cache_lat128" iear montecito/l1i_ear_cache_lat128/ 5 128

# TLB mode (Table 3-19): each sample's IP is the line whose fetch missed
# the L1 ITLB, and where the miss was served reaches data_src: an
# instruction fetch (PERF_MEM_OP_EXEC) whose TLB field is L2 hit (stat
# 01), walker hit (10, the VHPT) or OS (11, a fault)
# (include/uapi/linux/perf_event.h).
# perf record -d samples data_src with the address (tools/perf/util/evsel.c,
# evsel__config(): sample_address sets PERF_SAMPLE_DATA_SRC).
ia_clear_samples
perf record -q -o /tmp/ear.data -d -c 5 -a \
	-e montecito/l1i_ear_tlb_all/ sleep 1 >/tmp/ear.rec 2>&1 ||
	{ cat /tmp/ear.rec; fail "perf record iear tlb failed"; }
# perf script prints data_src (hex, then decoded, with spaces) before ip.
# shellcheck disable=SC2016 # awk's own $
# Of data_src, the fields the backend sets: mem_op (bits 4:0) and
# mem_dtlb (32:26, 2^26 = 67108864; busybox awk has no ^); the rest is
# the kernel's PERF_MEM_NA, which 6.1's lacks LVLNUM in.
# shellcheck disable=SC2016 # awk's own $
perf script -i /tmp/ear.data -F cpu,ip,data_src 2>/dev/null |
	awk "$AWK_LIB"'{gsub(/[][]/, "", $1); v = hex($2)
		printf "%d %s op %d tlb %d\n", $1, $NF, v % 32, int(v / 67108864) % 128 }' |
	sort >/tmp/ear.perf
# The simulator's stat, as those fields: PERF_MEM_OP_EXEC (16), and
# L2|HIT 0x12, WK|HIT 0x22, OS 0x40.
# shellcheck disable=SC2016 # awk's own $
awk 'BEGIN { tlb[1] = 18; tlb[2] = 34; tlb[3] = 64 }
	$1 == "cpu" { for (i = 4; i < NF; i++) if ($i == "iear")
		printf "%d %s op 16 tlb %d\n", $2, substr($(i + 1), 3), tlb[$(i + 3)] }' \
	$IASIM/montecito/samples | sort >/tmp/ear.sim
n=$(wc -l </tmp/ear.perf)
nsim=$(wc -l </tmp/ear.sim)
bad=$(unmatched /tmp/ear.perf /tmp/ear.sim | wc -l)
stats=$(awk '$1 == "cpu" {for (i = 4; i < NF; i++) if ($i == "iear") print $(i + 3)}' \
	$IASIM/montecito/samples | sort -u | paste -sd, -)
if [ "$n" -gt 20 ] && [ "$nsim" -gt 0 ] && [ "$bad" = 0 ]; then
	echo "ok: iear tlb: $n samples, IP and data_src (stat $stats) as captured (Table 3-19)"
else
	unmatched /tmp/ear.perf /tmp/ear.sim | head -n 3
	head -n 3 /tmp/ear.sim
	fail "iear tlb: got $n samples, $bad of them no capture (cpu, IP, data_src) of the simulator's $nsim;" \
		"want more than 20, all captures"
fi
finish
