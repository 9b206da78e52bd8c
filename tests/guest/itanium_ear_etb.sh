#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito beyond its counters (3.3.5-3.3.10), end to end with perf:
# data/instruction EAR samples (perf record -d), the execution trace
# buffer as a branch stack (perf record -b, -j filters), the IP-EAR,
# qualification by address range and opcode (config1/config2 and the
# qualification fields), and the first Itanium's PMC13.  Every sample perf
# shows is compared with what the simulator produced at that freeze (its
# debugfs "samples" file); counts with the simulated program's retired
# instructions ("ops" in truth).
. /xpmu/tests/guest/lib.inc
# perf 6.1 reads every PMU's events/ at each start; this test runs perf
# some sixty times, so the uncore PMUs go for its duration and come back.
uncore_back() {
	[ -d /sys/module/xpmu_uncore ] || insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS
}
[ -d /sys/module/xpmu_uncore ] && { rmmod xpmu_uncore && trap uncore_back EXIT; }
ia_load
S=$IASIM/montecito
M=$PMUS/montecito
ncpus=$(grep -c ^processor /proc/cpuinfo)

for f in irange drange fine inv opc_mifb opc_major opc_major_en dear_mode \
	iear_tlb iear_umask ipear ipear_delay; do
	[ -r $M/format/$f ] || fail "no format/$f"
done
check "format/irange" "$(cat $M/format/irange)" "config1:0-63"
check "format/drange" "$(cat $M/format/drange)" "config2:0-63"
check "itanium format/irange" "$(cat $PMUS/itanium/format/irange)" "config1:0-63"

# Addresses of the simulated program (module symbols, x86-64 module space:
# the upper 32 bits are all ones, so shell arithmetic on the lower half).
ksym() { awk -v n="$1" '$3 == n {print $1; exit}' /proc/kallsyms; }
low() { echo $((0x$(echo "$1" | cut -c9-16))); }
# napot ADDR SIZE: the range of SIZE bytes holding ADDR, as config1 wants it.
napot() { printf '0xffffffff%08x' $(( ($(low "$1") & ~($2 - 1)) | ($2 / 2 - 1) )); }
table=$(ksym xsim_table)
prog0=$(ksym xsim_prog_0)
[ -n "$table" ] && [ -n "$prog0" ] || { fail "no xsim_table/xsim_prog_0 in kallsyms"; finish; }
echo "xsim_table at $table, xsim_prog_0 at $prog0"

clear_samples() { echo 1 > $S/samples; }
# missing A B: how many lines of A are not lines of B (busybox has no comm).
missing() { awk 'NR == FNR { b[$0] = 1; next } !($0 in b) { n++ } END { print n + 0 }' "$2" "$1"; }
# The simulator's records: "cpu N seq K [dear A L IP] [iear A L] br N B...".
dear_log() { awk '$1 == "cpu" && $5 == "dear" {print $2, substr($6, 3), $7}' $S/samples; }
iear_log() { awk '$1 == "cpu" {for (i = 4; i < NF; i++) if ($i == "iear") print $2, substr($(i+1), 3), $(i+2)}' $S/samples; }
# ear_samples dear|iear EVENT PERIOD: perf record -d -W EVENT; then
# /tmp/ear.perf, "cpu addr weight" per sample, and /tmp/ear.sim, the
# simulator's captures at the freezes, both sorted; $n, $nsim their
# counts and $bad the samples that are no capture.
ear_samples() {
	clear_samples
	perf record -q -o /tmp/ear.data -d -W -e "$2" -c "$3" -a sleep 1 >/tmp/ear.rec 2>&1 ||
		{ cat /tmp/ear.rec; fail "perf record -d -e $2"; }
	perf script -i /tmp/ear.data -F cpu,addr,weight 2>/dev/null |
		awk '{gsub(/[][]/, "", $1); print $1 + 0, $2, $3}' | sort >/tmp/ear.perf
	"$1"_log | sort >/tmp/ear.sim
	n=$(wc -l </tmp/ear.perf)
	nsim=$(wc -l </tmp/ear.sim)
	bad=$(missing /tmp/ear.perf /tmp/ear.sim)
}

# ---- data EAR, cache mode: address and latency of each sample ----
ear_samples dear montecito/data_ear_events,umask=3/ 40
low_lat=$(awk '$3 < 32' /tmp/ear.perf | wc -l)
echo "dear cache: $n perf samples, $nsim simulator captures at freezes"
head -3 /tmp/ear.perf
if [ "$n" -lt 100 ] || [ "$bad" -ne 0 ] || [ $((n * 10)) -lt $((nsim * 9)) ]; then
	head -3 /tmp/ear.sim
	fail "dear cache: $n samples, $bad not what the simulator captured, of $nsim"
else
	echo "ok: dear cache: all $n samples (addr, weight) are simulator captures"
fi
check "dear cache: latencies below the >=32 threshold (Table 3-21)" "$low_lat" 0

# perf report --mem-mode by data symbol: one row per address, named
# "xsim_heap+0xOFF" where perf resolves the module's data, else the bare
# address.  Summed over the rows inside xsim_heap, perf's share must be
# the share of the samples' (already checked) latencies there.
perf report -i /tmp/ear.data --stdio --mem-mode --sort symbol_daddr 2>/dev/null >/tmp/ear.rep
grep -m3 'xsim_heap' /tmp/ear.rep
hlo=$(low "$(ksym xsim_heap)")
hexlow() { echo 'function hexlow(h,  a, i) { a = 0; h = tolower(h); sub(/^0x/, "", h);
	if (length(h) > 8) h = substr(h, length(h) - 7);
	for (i = 1; i <= length(h); i++) a = a * 16 + index("0123456789abcdef", substr(h, i, 1)) - 1;
	return a }'; }
# (with -W, perf report's overhead is the share of the weight: latency)
want_pct=$(awk -v lo="$hlo" "$(hexlow)"'{ a = hexlow($2); w += $3; if (a >= lo && a < lo + 32768) t += $3 }
	END { printf "%.0f", w ? 100 * t / w : -100 }' /tmp/ear.perf)
got_pct=$(awk -v lo="$hlo" -v tl="$(low "$table")" "$(hexlow)"'
	$2 == "[k]" && $1 ~ /%$/ { p = $1; sub(/%/, "", p); s = $3;
	  if (s ~ /^0x/) a = hexlow(s);
	  else if (s ~ /^xsim_heap/) { a = lo; if (sub(/^xsim_heap\+/, "", s)) a += hexlow(s) }
	  else if (s ~ /^xsim_table/) { a = tl; if (sub(/^xsim_table\+/, "", s)) a += hexlow(s) }
	  else next;
	  if (a >= lo && a < lo + 32768) t += p }
	END { printf "%.0f", t }' /tmp/ear.rep)
if [ $((got_pct - want_pct)) -gt 3 ] || [ $((want_pct - got_pct)) -gt 3 ] || [ "$got_pct" -lt 30 ]; then
	head -20 /tmp/ear.rep
	fail "perf report --sort symbol_daddr: xsim_heap ${got_pct}%, simulator ${want_pct}%"
else
	echo "ok: perf report --sort symbol_daddr: ${got_pct}% of the samples in xsim_heap, the simulator's ${want_pct}%"
fi
tlo=$(low "$table")

# ---- data range (DBRP0, 3.3.7): only loads from xsim_table ----
clear_samples
dr=$(napot "$table" 4096)
perf record -q -o /tmp/ear.data -d -e montecito/data_ear_events,drange=$dr/ -c 10 \
	-a sleep 1 >/tmp/ear.rec 2>&1 || { cat /tmp/ear.rec; fail "perf record drange=$dr"; }
out=$(perf script -i /tmp/ear.data -F addr 2>/dev/null | awk -v lo="$tlo" '
	{ a = 0; for (i = 1; i <= 8; i++) a = a * 16 + index("0123456789abcdef", substr($1, 8 + i, 1)) - 1;
	  n++; if (substr($1, 1, 8) != "ffffffff" || a < lo || a >= lo + 4096) bad++ }
	END { print n + 0, bad + 0 }')
set -- $out
[ "$1" -gt 20 ] && [ "$2" = 0 ] && echo "ok: drange=$dr: $1 samples, all in xsim_table" ||
	fail "drange=$dr: $1 samples, $2 outside xsim_table"

# ---- data EAR, TLB mode: addresses, no latency; ALAT: no address ----
ear_samples dear montecito/data_ear_events,dear_mode=1,umask=0xe/ 10
[ "$n" -gt 20 ] && [ "$nsim" -gt 0 ] && [ "$bad" = 0 ] && echo "ok: dear tlb: $n samples, addresses as captured, weight 0" ||
	fail "dear tlb: $n samples, $bad not as captured"
clear_samples
perf record -q -o /tmp/ear.data -d -e montecito/data_ear_events,dear_mode=2/ -c 5 -a sleep 1 \
	>/tmp/ear.rec 2>&1 || { cat /tmp/ear.rec; fail "perf record dear alat"; }
n=$(perf script -i /tmp/ear.data -F addr 2>/dev/null | awk '$1 != "0"' | wc -l)
t=$(perf script -i /tmp/ear.data -F addr 2>/dev/null | wc -l)
[ "$t" -gt 5 ] && [ "$n" = 0 ] && echo "ok: dear alat: $t samples, no data address (Table 3-25)" ||
	fail "dear alat: $t samples, $n with an address"

# ---- instruction EAR, cache mode: line address and latency ----
ear_samples iear montecito/l1i_ear_events,iear_umask=0xf0/ 5
low_lat=$(awk '$3 < 128' /tmp/ear.perf | wc -l)
[ "$n" -gt 20 ] && [ "$nsim" -gt 0 ] && [ "$bad" = 0 ] && [ "$low_lat" = 0 ] &&
	echo "ok: iear cache: $n samples, line address and latency >= 128 as captured (Table 3-16)" ||
	fail "iear cache: $n samples, $bad not as captured, $low_lat below 128 cycles"

# ---- execution trace buffer as the branch stack ----
# brstack_check WHAT TYPES -- perf record args: every sample's stack must be
# the newest branches of the simulator's record (same from, to, M/P), at
# least 7 of them (16 registers), of the branch types TYPES (J ip-relative,
# R return, I indirect).
brstack_check() {
	what=$1 types=$2
	shift 3
	clear_samples
	perf record -q -o /tmp/br.data "$@" -a sleep 1 >/tmp/br.rec 2>&1 ||
		{ cat /tmp/br.rec; fail "$what: perf record"; return; }
	perf script -i /tmp/br.data -F cpu,brstack 2>/dev/null | awk '
		{ gsub(/[][]/, "", $1); s = $1 + 0;
		  for (i = 2; i <= NF; i++) { split($i, f, "/"); s = s " " substr(f[1], 3) "/" substr(f[2], 3) "/" f[3] }
		  print s }' >/tmp/br.perf
	awk '$1 == "cpu" && $3 == "seq" {
		for (i = 4; i <= NF; i++) if ($i == "br") break;
		s = $2; t = "";
		for (j = i + 2; j <= NF; j++) { split($j, f, "/"); s = s " " substr(f[1], 3) "/" substr(f[2], 3) "/" f[3]; t = t f[5] }
		print s > "/tmp/br.sim"; print t > "/tmp/br.types" }' $S/samples
	n=$(wc -l </tmp/br.perf)
	# each perf stack must be a prefix of a simulator record of that cpu
	bad=$(awk 'NR == FNR { sim[++m] = $0; next }
		{ ok = 0; for (k = 1; k <= m; k++) if (index(sim[k], $0) == 1) { ok = 1; break }
		  if (!ok || NF < 8) bad++ }
		END { print bad + 0 }' /tmp/br.sim /tmp/br.perf)
	wrong=$(tr -d "$types\n" </tmp/br.types | wc -c)
	if [ "$n" -lt 20 ] || [ "$bad" != 0 ] || [ "$wrong" != 0 ]; then
		head -2 /tmp/br.perf
		fail "$what: $n samples, $bad stacks not the simulator's newest branches, $wrong of another type"
	else
		echo "ok: $what: $n samples, each stack the simulator's newest branches ($(awk '{n += NF - 1} END {printf "%.1f", n / NR}' /tmp/br.perf) per sample)"
	fi
}
brstack_check "branch stack, any" JRI -- -b -e montecito/branch_event/ -c 20
perf report -i /tmp/br.data --stdio -b --sort symbol_from,symbol_to 2>/dev/null >/tmp/br.rep
sed -n '/^# Overhead/,$p' /tmp/br.rep | head -8
k=$(grep -c 'xsim_prog_.*xsim_prog_' /tmp/br.rep)
[ "$k" -gt 10 ] && echo "ok: perf report -b: $k from/to pairs between xsim_prog_* functions" ||
	fail "perf report -b shows $k xsim_prog pairs"
brstack_check "branch stack, -j any_ret" R -- -j any_ret -e montecito/branch_event/ -c 20
brstack_check "branch stack, -j ind_call,ind_jmp" I -- -j ind_call,ind_jmp -e montecito/branch_event/ -c 20
brstack_check "branch stack on cpu_op_cycles" JRI -- -b -e montecito/cpu_op_cycles.all/ -c 1000000

# The simulated program runs at privilege level 0: user branches only is empty.
perf record -q -o /tmp/br.data -j any,u -e montecito/cpu_op_cycles.all/ -c 1000000 -a sleep 0.5 \
	>/tmp/br.rec 2>&1 || fail "-j any,u: perf record"
n=$(perf script -i /tmp/br.data -F brstack 2>/dev/null | awk 'NF > 0' | wc -l)
t=$(perf script -i /tmp/br.data -F ip 2>/dev/null | wc -l)
check "-j any,u: samples with branches (program at level 0)" "$n" 0
[ "$t" -gt 20 ] || fail "-j any,u: only $t samples"

# Filters the ETB cannot express are refused (Table 3-26 brt).
for j in any_call call cond ind_call; do
	if perf record -q -o /tmp/br.data -j $j -e montecito/branch_event/ -a true >/tmp/br.rec 2>&1; then
		fail "-j $j accepted"
	else
		echo "ok: -j $j refused: $(grep -m1 -i 'branch' /tmp/br.rec)"
	fi
done

# ---- IP-EAR (3.3.10.2): retired IPs as from = to, cycles elapsed ----
clear_samples
perf record -q -o /tmp/br.data -b -e montecito/cpu_op_cycles.all,ipear=1,ipear_delay=4/ -c 1000000 \
	-a sleep 1 >/tmp/br.rec 2>&1 || { cat /tmp/br.rec; fail "ipear: perf record"; }
perf script -i /tmp/br.data -F cpu,brstack 2>/dev/null | awk '
	{ gsub(/[][]/, "", $1); s = $1 + 0;
	  for (i = 2; i <= NF; i++) { split($i, f, "/"); if (f[1] != f[2]) s = s " from!=to"; s = s " " substr(f[1], 3) "/" f[6] }
	  print s }' >/tmp/ip.perf
awk '$1 == "cpu" && $3 == "seq" { for (i = 4; i <= NF; i++) if ($i == "br") break;
	s = $2; for (j = i + 2; j <= NF; j++) { split($j, f, "/"); s = s " " substr(f[1], 3) "/" f[4] } print s }' \
	$S/samples >/tmp/ip.sim
n=$(wc -l </tmp/ip.perf)
# A sample holds the newest 8 or more of the simulator's record of it; one
# taken before 8 IPs retired since the buffer was armed (a busy host can
# delay the simulated program) holds exactly what the simulator recorded.
rm -f /tmp/ip.bad
bad=$(awk 'NR == FNR { sim[++m] = $0; next }
	{ ok = 0; for (k = 1; k <= m; k++)
		if ((NF >= 9 && index(sim[k], $0) == 1) || sim[k] == $0) { ok = 1; break }
	  if (!ok) { bad++; print >"/tmp/ip.bad" } } END { print bad + 0 }' /tmp/ip.sim /tmp/ip.perf)
if [ "$n" -gt 20 ] && [ "$bad" = 0 ]; then
	echo "ok: ipear: $n samples of 16 retired IPs and their cycles, as retired"
else
	# "CPU IP/CYCLES...", newest first: what perf got, and what the
	# simulator recorded on that cpu around it.
	echo "samples not the simulator's:"
	head -n 3 /tmp/ip.bad 2>/dev/null
	set -- $(head -n 1 /tmp/ip.bad 2>/dev/null)
	echo "the simulator's records on cpu $1 with the sample's newest IP $2:"
	awk -v c="$1" -v ip=" $2" '$1 == c && index($0, ip)' /tmp/ip.sim | head -n 3
	fail "ipear: $n samples, $bad not the simulator's last retired IPs"
fi

# ---- qualification counts against the simulated program's instructions ----
ops() { awk '$4 == "irqs" {n += $7} END {print n}' $IASIM/$1/truth; }
# share MODEL EVENT: events counted per instruction retired, in per mille.
share() {
	o0=$(ops "$1")
	c=$(perf stat -a -x, -e "$2" sleep 0.5 2>&1 >/dev/null | awk -F, 'NF > 3 {print $1; exit}')
	o1=$(ops "$1")
	case "$c" in ''|*[!0-9]*) echo "x$c"; return ;; esac
	echo $((c * 1000 / (o1 - o0 + 1)))
}
within() {	# within WHAT GOT LO HI
	case "$2" in x*) fail "$1: perf stat: ${2#x}"; return ;; esac
	[ "$2" -ge "$3" ] && [ "$2" -le "$4" ] && echo "ok: $1: $2 per mille" ||
		fail "$1: $2 per mille, want $3..$4"
}
ev=montecito/ia64_tagged_inst_retired.ibrp0_pmc32_33
within "tagged, no constraint" "$(share montecito $ev/)" 990 1001
# xsim_prog_0's 512 bytes: one function of eight, about an eighth.
blk=$(napot "$prog0" 512)
in=$(share montecito "$ev,irange=$blk/")
out=$(share montecito "$ev,irange=$blk,inv=1/")
within "irange=$blk (xsim_prog_0)" "$in" 60 200
within "irange=$blk + inv" "$((in + out))" 970 1030
within "opc_mifb=b (branches: 20%)" "$(share montecito "$ev,opc_mifb=1/")" 170 230
within "opc_mifb=b, major 4 (IP-relative: 12%)" \
	"$(share montecito "$ev,opc_mifb=1,opc_major_en=1,opc_major=4/")" 95 145
lo=$(low "$prog0")
fhi=$(printf '0xffffffff%08x' $((lo + 0x100)))
[ $(( (lo & 0xffff) + 0x100 )) -lt 65536 ] && {
	# bundles strictly inside: 15 of xsim_prog_0's 32, about 15/256
	within "fine 0x$prog0..$fhi" "$(share montecito "$ev,fine=1,irange=0x$prog0,drange=$fhi/")" 25 100
}

# Refused: qualification an event does not honour (Table 4-42), rules.
# perf stat reports an event the kernel refused as "<not supported>"; a
# syntax error (a format perf does not know) is no refusal.
refused() {
	c=$(perf stat -a -x, -e "$1" true 2>&1 >/dev/null | awk -F, 'NF > 3 {print $1; exit}')
	case "$c" in
	"<not supported>") echo "ok: refused: $1 ($c)" ;;
	*) fail "not refused by the kernel: $1: '$c'" ;;
	esac
}
refused "montecito/back_end_bubble.all,irange=$blk/"
refused "montecito/l1i_prefetches,opc_mifb=1/"
refused "montecito/cpu_op_cycles.all,drange=$blk/"
refused "montecito/ia64_tagged_inst_retired.ibrp2_pmc32_33,fine=1,irange=0x$prog0,drange=$fhi/"
refused "montecito/data_ear_events,umask=0xb/"

# ---- the first Itanium: PMC13.ta and IBR pair 0 (seed 002, 6.2.4) ----
mb=$(printf '0xffffffff%08x' $(( ($(low "$prog0") & ~0xffffff) | 0x7fffff )))
# IA64_INST_RETIRED (0x08, PMC4/5) takes a range; CPU_CYCLES (0x12) does
# not (libpfm itanium_events.h pme_iar, drivers/itanium/itanium_rules.c).
within "itanium irange=$mb (all of the program)" "$(share itanium itanium/event=0x08,irange=$mb/)" 990 1001
within "itanium irange elsewhere" "$(share itanium itanium/event=0x08,irange=0x10007ff/)" 0 0
refused "itanium/event=0x12,irange=$mb/"
finish
