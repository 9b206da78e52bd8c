#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The same uncore event in two perf groups that take turns on the
# counters.  On a real Sapphire Rapids the uncore frequency read so came
# out up to 7 GHz (intel/PerfSpect #564, fixed on PerfSpect's side by
# #565, which opens each uncore event once).  The drivers are not the
# cause: perf stat (6.1 and 6.12, evsel__merge_aliases() in util/stat.c)
# adds to an event's total every later event of the same name on another
# PMU, and a copy in a second group has the same name, so the first copy
# takes all but one box of the second's counts as well.
# Here, under xpmu and (Debian's 6.12 only) the kernel's intel_uncore:
# - each box counts each copy right while the groups rotate (perf
#   --no-merge reads every box apart), on an MSR, a PCICFG and an MMIO
#   unit, every box of both sockets;
# - plain perf shows the inflation (the control: without it the checks
#   below would prove nothing), perf 6.12 with the copies in two groups,
#   Debian 12's perf 6.1 with them ungrouped (below);
# - tools/xpmu-perf, which names every later copy apart, gives each copy
#   its true total, on both;
# - perf's own metrics (-M) repeat UNC_CHA_CLOCKTICKS in one group per
#   metric and inflate the same way; --metric-no-group opens it once.
# The truth: the clockticks of the CHA and the M2M are one a ns of the
# model's UCLK, the iMC's DCLK (event 0x1, umask 0x1) 2.4 a ns (qemu/README).
. /xpmu/tests/guest/lib.inc

REF=/xpmu/reference/intel-uncore.ko
P612=/xpmu/bin/perf612
X=/xpmu/bin/xpmu-perf
# Three events a group, two groups a unit type, one event in both: six
# events for four counters.  Each line: unit, boxes a socket, clockticks
# a ns, the event in both groups.
UNITS="cha 60 1 event=0x1
m2m 4 1 event=0x1
imc 8 2.4 event=0x1,umask=0x1"
export UNITS
EVENTS=$(echo "$UNITS" | awk '{
	printf " -e {uncore_%s/%s/,uncore_%s/event=0x2/,uncore_%s/event=0x3/},", $1, $4, $1, $1
	printf "{uncore_%s/%s/,uncore_%s/event=0x4/,uncore_%s/event=0x5/}", $1, $4, $1, $1
}')
# Debian 12's perf 6.1 counts no group of a unit type's events (tried:
# under xpmu on Debian's 6.1 and 6.12, under intel_uncore on 6.12;
# "<not counted>": it opens the boxes' events as one group, which the
# kernel refuses), so with it the same events
# run ungrouped: still six for four counters.
UNGROUPED=$(echo "$EVENTS" | tr -d '{}')
# The truth of a count: perf scales a count by the event's enabled time
# over its running time (both in its output: the running time and their
# ratio in whole percent, which perf truncates), so a clock's count is
# its rate times the enabled time, RATE * RUN * 100 / PCT, to within the
# truncation (under 1/PCT: 2% at 50%) and what each turn on a counter
# loses or gains between perf's clock and the box's: the time a driver
# takes to program and read the box, long under TCG.  perf rotates the
# events every 4 ms (perf_event_mux_interval_ms, 1000 / HZ): 5-7% off
# so; every 50 ms here, which leaves ten turns of a second.  Not against
# duration_time: perf enables a thousand events one by one, tens of ms
# apart under TCG.
# right RATE VALUE RUN PCT: "ok" within 10%, else VALUE over the truth
right() {
	awk -v r="$1" -v v="$2" -v run="$3" -v p="$4" 'BEGIN {
		w = p > 0 ? r * run * 100 / p : 0; q = w > 0 ? v / w : 0
		if (q >= 0.9 && q <= 1.1) print "ok"; else printf "%.3f\n", q }'
}
turns() {	# turns MS: rotate the units' events every MS ms
	for f in "$PMUS"/uncore_cha_*/perf_event_mux_interval_ms \
		"$PMUS"/uncore_m2m_*/perf_event_mux_interval_ms \
		"$PMUS"/uncore_imc_[0-9]*/perf_event_mux_interval_ms; do
		echo "$1" >"$f" || fail "$f: not written"
	done
}
# The interval the PMUs had, given back to them after (later scripts
# multiplex at perf's default).
MUX=$(cat "$PMUS"/uncore_cha_0/perf_event_mux_interval_ms)
echo "perf_event_mux_interval_ms: $MUX"

# totals FILE: "SOCKET UNIT COPY VALUE RUN PCT" of each copy of each
# unit's repeated event in perf's --per-socket output (-x';': an event's
# name has commas; copy 1 or 2, in the order perf printed them; a copy
# xpmu-perf renamed has its own name).
totals() {
	awk -F';' '
	BEGIN {
		n = split(ENVIRON["UNITS"], l, "\n")
		for (i = 1; i <= n; i++) {
			split(l[i], f, " "); ev[f[1]] = f[4]
			named[f[1]] = f[4]; gsub(/,/, ":", named[f[1]])
		}
	}
	{
		for (u in ev)
			if ($5 == "uncore_" u "/" ev[u] "/" || index($5, "uncore_" u ":" named[u] ":") == 1)
				print $1, u, ++c[$1 " " u], $3, $6, $7
	}' "$1"
}

# against FILE WHAT FIRST: each copy's total.  Merged or not, a total
# is right for the time its boxes ran (perf adds their running times as
# it adds their counts); what perf's merge changes is how many boxes a
# copy adds up: the first copy's total against the second's, FIRST
# "high" (1.5 times or more: 119 boxes for 60, 7 for 4, 15 for 8) or
# "same" (within 10%).
against() {
	totals "$1" >/tmp/totals
	check "$2: copies of the repeated event, socket by unit" "$(wc -l </tmp/totals)" 12
	[ "$(wc -l </tmp/totals)" = 12 ] || cat "$1"
	while read -r s u copy v run pct; do
		rate=$(echo "$UNITS" | awk -v u="$u" '$1 == u {print $3}')
		check "$2: $s $u copy $copy: $v for its running time ($pct% of the time)" \
			"$(right "$rate" "$v" "$run" "$pct")" ok
		[ "$(awk -v p="$pct" 'BEGIN {print (p > 0 && p < 100)}')" = 1 ] ||
			fail "$2: $s $u copy $copy ran $pct% of the time: not multiplexed"
	done </tmp/totals
	awk '{v[$1 " " $2 " " $3] = $4} END {
		for (k in v) {
			split(k, f, " ")
			if (f[3] != 1)
				continue
			q = 0
			if (v[f[1] " " f[2] " 2"] > 0)
				q = v[k] / v[f[1] " " f[2] " 2"]
			if (q >= 1.5)
				q = "high"
			else if (q >= 0.9 && q <= 1.1)
				q = "same"
			print f[1], f[2], q
		}}' /tmp/totals | sort >/tmp/first
	check "$2: the first copy's total against the second's, socket by unit" \
		"$(paste -sd, /tmp/first)" \
		"$(echo "$UNITS" | awk -v w="$3" '{for (s = 0; s < 2; s++) print "S" s, $1, w}' | sort | paste -sd, -)"
}

# The metrics that repeat UNC_CHA_CLOCKTICKS.  uncore_frequency is the
# UCLK, 1.0 GHz, over perf's duration_time, which is not the events'
# enabled time (above): 0.8 to 1.2 GHz on Debian's kernels, 1.2 under
# the test kernel's KASAN, so 0.7 to 1.4 GHz; the merge doubles it or
# more, so the control must read 1.5 times the right one or more.
METRICS=uncore_frequency,llc_demand_data_read_miss_latency,llc_demand_data_read_miss_latency_for_local_requests
freq() {	# freq PERF-ARGS...: the uncore_frequency perf 6.12 gives
	$P612 stat -a -x';' -M $METRICS "$@" sleep 1 >/tmp/metric 2>&1
	awk -F';' '$NF ~ / uncore_frequency$/ {print $(NF - 1)}' /tmp/metric
}

each_driver() {	# each_driver NAME
	turns 50
	# shellcheck disable=SC2086 # one -e per group pair
	$P612 stat -a -x';' --per-socket $EVENTS sleep 1 >/tmp/plain 2>&1
	against /tmp/plain "$1, perf 6.12" high
	# shellcheck disable=SC2086
	PERF=$P612 $X stat -a -x';' --per-socket $EVENTS sleep 1 >/tmp/fixed 2>&1
	against /tmp/fixed "$1, xpmu-perf on perf 6.12" same
	# Every box of every unit, each copy: perf prints a box per reader cpu.
	# shellcheck disable=SC2086
	$P612 stat -a -x';' --no-merge $EVENTS sleep 1 >/tmp/boxes 2>&1
	echo "$UNITS" | while read -r u n r ev; do
		awk -F';' -v u="uncore_$u" -v ev="/$ev/" -v r="$r" '
			index($4, u "_") == 1 && substr($4, length($4) - length(ev) + 1) == ev {
				k++; q = $6 > 0 ? $2 / (r * $5 * 100 / $6) : 0
				if (q < 0.9 || q > 1.1 || $6 >= 100) {
					bad++
					if (bad < 4) print "  " $0 ": " q " of the truth" >"/dev/stderr"
				}
			}
			END { print k + 0, bad + 0 }' /tmp/boxes >"/tmp/box-$u"
		check "$1: $u: boxes by socket, twice; not within 10% of $r a ns or not multiplexed" \
			"$(cat "/tmp/box-$u")" "$((n * 2 * 2)) 0"
	done
	# Debian 12's perf 6.1, where the guest has it (the test kernel's perf
	# is perf 6.12).
	if [ "$(perf version)" != "$($P612 version)" ]; then
		# shellcheck disable=SC2086
		perf stat -a -x';' --per-socket $UNGROUPED sleep 1 >/tmp/plain 2>&1
		against /tmp/plain "$1, $(perf version), ungrouped" high
		# shellcheck disable=SC2086
		$X stat -a -x';' --per-socket $UNGROUPED sleep 1 >/tmp/fixed 2>&1
		against /tmp/fixed "$1, xpmu-perf on $(perf version), ungrouped" same
	fi
	bad=$(freq)
	f=$(freq --metric-no-group)
	within "$1: uncore_frequency, perf -M --metric-no-group" "$f" 0.7 1.4
	check "$1: uncore_frequency beside the latency metrics, perf -M ($bad GHz): the control, 1.5 times $f GHz or more" \
		"$(awk -v b="$bad" -v f="$f" 'BEGIN {print (f > 0 && b / f >= 1.5) ? "high" : "not"}')" high
}

each_driver xpmu
turns "$MUX"
check "xpmu's uncore_imc_0 rotates at perf's default again" \
	"$(cat "$PMUS"/uncore_imc_0/perf_event_mux_interval_ms)" "$MUX"
if [ -f $REF ]; then
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	insmod $REF || fail "insmod Debian's intel_uncore"
	each_driver intel_uncore
	turns "$MUX"
	rmmod intel_uncore || fail "rmmod intel_uncore"
	# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
else
	echo "no $REF: intel_uncore is compared under Debian's 6.12 only"
fi
emr_no_reserved_writes
finish
