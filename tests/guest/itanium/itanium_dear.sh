#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's data EAR (3.3.9), end to end with perf record -d: in
# cache mode each sample's address and latency, in TLB mode its address,
# in ALAT mode none, and in every mode its IP (the load's bundle + slot,
# PMD36), each compared with what the simulator captured at that freeze
# (its debugfs "samples" file); perf report --mem-mode; and the data
# address range (DBRP0, 3.3.7) on the samples.
. /xpmu/tests/guest/lib.inc
ia_load
M=$PMUS/montecito
for f in drange dear_mode; do
	[ -r $M/format/$f ] || fail "no format/$f"
done
check "format/drange" "$(cat $M/format/drange)" "config2:0-63"
ia_syms xsim_table xsim_heap
# shellcheck disable=SC2154 # ia_syms sets sym_NAME
echo "xsim_table at $sym_xsim_table, xsim_heap at $sym_xsim_heap"
tlo=$(low "$sym_xsim_table")
hlo=$(low "$sym_xsim_heap")

# ---- cache mode: address and latency of each sample ----
ia_ear_samples dear montecito/data_ear_events,umask=3/ 40
low_lat=$(awk '$3 < 32' /tmp/ear.perf | wc -l)
echo "dear cache: $n perf samples, $nsim simulator captures at freezes"
head -3 /tmp/ear.perf
if [ "$n" -lt 100 ] || [ "$bad" -ne 0 ] || [ $((n * 10)) -lt $((nsim * 9)) ]; then
	head -3 /tmp/ear.sim
	fail "dear cache: got $n samples, $bad of them no capture of the simulator's $nsim;" \
		"want at least 100 and 90% of the captures, none other"
else
	echo "ok: dear cache: all $n samples (addr, weight, ip) are simulator captures"
fi
check "dear cache: samples with a latency below the >=32 threshold (Table 3-21)" "$low_lat" 0

# perf report --mem-mode by data symbol: one row per address, named
# "xsim_heap+0xOFF" where perf resolves the module's data, else the bare
# address.  Summed over the rows inside xsim_heap, perf's share must be
# the share of the samples' (already checked) latencies there.
perf report -i /tmp/ear.data --stdio --mem-mode --sort symbol_daddr 2>/dev/null >/tmp/ear.rep
grep -m3 'xsim_heap' /tmp/ear.rep
# (with -W, perf report's overhead is the share of the weight: latency)
# shellcheck disable=SC2016 # awk's own $
want_pct=$(awk -v lo="$hlo" "$AWK_LIB"'{ a = hex($2, 8); w += $3; if (a >= lo && a < lo + 32768) t += $3 }
	END { printf "%.0f", w ? 100 * t / w : -100 }' /tmp/ear.perf)
# shellcheck disable=SC2016 # awk's own $
got_pct=$(awk -v lo="$hlo" -v tl="$tlo" "$AWK_LIB"'
	$2 == "[k]" && $1 ~ /%$/ { p = $1; sub(/%/, "", p); s = $3;
	  if (s ~ /^0x/) a = hex(s, 8);
	  else if (s ~ /^xsim_heap/) { a = lo; if (sub(/^xsim_heap\+/, "", s)) a += hex(s) }
	  else if (s ~ /^xsim_table/) { a = tl; if (sub(/^xsim_table\+/, "", s)) a += hex(s) }
	  else next;
	  if (a >= lo && a < lo + 32768) t += p }
	END { printf "%.0f", t }' /tmp/ear.rep)
if [ $((got_pct - want_pct)) -gt 3 ] || [ $((want_pct - got_pct)) -gt 3 ] || [ "$got_pct" -lt 30 ]; then
	head -20 /tmp/ear.rep
	fail "perf report --sort symbol_daddr: got ${got_pct}% of the samples in xsim_heap," \
		"want the simulator's ${want_pct}% within 3 points, and at least 30%"
else
	echo "ok: perf report --sort symbol_daddr: ${got_pct}% of the samples in xsim_heap, the simulator's ${want_pct}%"
fi

# By name, as pfmon users know it (libpfm's DATA_EAR_CACHE_LAT64: umask 4,
# Table 3-21).
ia_ear_check data_ear_cache_lat64 dear montecito/data_ear_cache_lat64/ 40 64

# ---- data range (DBRP0, 3.3.7): only loads from xsim_table ----
ia_clear_samples
dr=$(napot "$sym_xsim_table" 4096)
perf record -q -o /tmp/ear.data -d -e montecito/data_ear_events,drange=$dr/ -c 10 \
	-a sleep 1 >/tmp/ear.rec 2>&1 || { cat /tmp/ear.rec; fail "perf record drange=$dr failed"; }
# shellcheck disable=SC2016 # awk's own $
out=$(perf script -i /tmp/ear.data -F addr 2>/dev/null | awk -v lo="$tlo" "$AWK_LIB"'
	{ a = hex($1, 8); n++
	  if (substr($1, 1, 8) != "ffffffff" || a < lo || a >= lo + 4096) { bad++; if (bad == 1) first = $1 } }
	END { print n + 0, bad + 0, first }')
set -- $out
[ "$1" -gt 20 ] && [ "$2" = 0 ] && echo "ok: drange=$dr: $1 samples, all in xsim_table" ||
	fail "drange=$dr: got $1 samples, $2 of them outside xsim_table (the first: ${3:-none});" \
		"want more than 20, all in xsim_table ($sym_xsim_table, 4 KiB)"

# ---- TLB mode: addresses, no latency; ALAT: no address ----
ia_ear_samples dear montecito/data_ear_tlb_all/ 10
[ "$n" -gt 20 ] && [ "$nsim" -gt 0 ] && [ "$bad" = 0 ] && echo "ok: dear tlb: $n samples, addresses and IPs as captured, weight 0" ||
	fail "dear tlb: got $n samples, $bad of them no capture of the simulator's $nsim;" \
		"want more than 20, all captures"
ia_clear_samples
perf record -q -o /tmp/ear.data -d -e montecito/data_ear_alat/ -c 5 -a sleep 1 \
	>/tmp/ear.rec 2>&1 || { cat /tmp/ear.rec; fail "perf record dear alat failed"; }
perf script -i /tmp/ear.data -F cpu,ip,addr 2>/dev/null |
	awk '{gsub(/[][]/, "", $1); print $1 + 0, $2, $3}' >/tmp/ear.addr
n=$(awk '$2 != "0"' /tmp/ear.addr | wc -l)
t=$(wc -l </tmp/ear.addr)
[ "$t" -gt 5 ] && [ "$n" = 0 ] && echo "ok: dear alat: $t samples, no data address (Table 3-25)" ||
	fail "dear alat: got $t samples, $n of them with a data address; want more than 5, none with one (Table 3-25)"
# Only PMD36 is defined in ALAT mode: each sample's IP is the load the
# simulator captured at that freeze (cpu and IP).
awk '{print $1, $3}' /tmp/ear.addr | sort >/tmp/ear.perf
awk '$1 == "cpu" && $5 == "dear" {print $2, substr($8, 3)}' $IASIM/montecito/samples |
	sort >/tmp/ear.sim
bad=$(unmatched /tmp/ear.perf /tmp/ear.sim | wc -l)
check "dear alat: samples whose IP is no load the simulator captured" "$bad" 0
finish
