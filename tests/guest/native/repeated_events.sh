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
# - every box counts each copy while the groups rotate (perf --no-merge
#   reads every box apart), on an MSR, a PCICFG and an MMIO unit, every
#   box of both sockets;
# - plain perf shows the inflation (the control: without it the checks
#   below would prove nothing), perf 6.12 with the copies in two groups,
#   Debian 12's perf 6.1 with them ungrouped (below);
# - tools/xpmu-perf, which names every later copy apart, gives each copy
#   its own boxes' counts, on both;
# - perf's own metrics (-M) repeat UNC_CHA_CLOCKTICKS in one group per
#   metric and inflate the same way; --metric-no-group opens it once.
# The counts are raw (--no-scale) and held against the model's truth:
# what the four counters of every unit of a type counted, read before
# perf starts, by perf's workload as its last step, and after perf has
# exited.  At any moment one of a unit's groups is on its counters, and
# whatever a counter counts while an event holds it is that event's, so
# the six events' counts, socket by unit, must come to at least what the
# model had counted when the workload ended (nothing lost at a rotation)
# and at most what it had counted when perf was gone (nothing counted
# twice).  The sums are not held to the second figure exactly: perf stat
# reads its events, then closes them leader first, and perf core makes
# the closed leader's siblings groups of their own, still enabled, which
# a turn of the rotation can put on the counters before perf closes them
# (traced with msr:write_msr under the kernel's intel_uncore: CHA 15's
# events 0x5 and 0x4 on counters 0 and 1 for half a ms, 13 ms after the
# read; seen under xpmu as well): counts after perf's last read, 1 to 14
# million a run, more the busier the host.  perf's merge breaks the
# upper bound: the first copy's line adds the second copy's boxes but
# one, which its own line still prints, so the lines add up to more than
# the model counted.  A copy's count is not held to its running time but
# loosely: perf's running time starts when it schedules a group and the
# counter when the driver has written the box, under TCG milliseconds
# later and more on a loaded host, each turn; a copy so came out 17% off
# its running time (tried: the model under the test kernel beside other
# guests, perf rotating every 50 ms), which the sums do not see.  xpmu's
# rotation is held exactly in native/multiplex, where no event has a
# leader.
. /xpmu/tests/guest/lib.inc

REF=/xpmu/reference/intel-uncore.ko
P612=/xpmu/bin/perf612
X=/xpmu/bin/xpmu-perf
# Three events a group, two groups a unit type, one event in both: six
# events for four counters.  Each line: unit, boxes a socket, the unit's
# clockticks a ns (qemu/README: the CHA's and the M2M's UCLK one a ns,
# the iMC's DCLK 2.4), the event in both groups.
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
# loose RATE VALUE RUN: "ok" if VALUE is within half of RATE times the
# running time RUN (ns), else VALUE over that: a box that did not count,
# or counted twice, not the error of a turn (above).
loose() {
	awk -v r="$1" -v v="$2" -v run="$3" 'BEGIN {
		w = r * run; q = w > 0 ? v / w : 0
		if (q >= 0.5 && q <= 1.5) print "ok"; else printf "%.3f\n", q }'
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

# The model's truth: /tmp/truth.q, every counter 0-3 of every unit of
# the types above, for emr_truth -q ("SOCKET TYPE ID COUNTER": the IDs the
# model answers of the 256 a type can have), and beside it /tmp/truth.key,
# the socket (S0, S1, as perf names them) and unit of each line.  One
# emr_truth reads them all: perf's workload reads them as its last step,
# and a start costs more under TCG than the reads.
for s in $(emr_sockets); do
	echo "$UNITS" | while read -r u n r ev; do
		awk -v s="$s" -v t="$(emr_type "$u")" -v u="$u" 'BEGIN {
			for (i = 0; i < 256; i++)
				for (c = 0; c < 4; c++)
					print s, t, i, c, "S" s, u }'
	done
done >/tmp/probe
cut -d' ' -f1-4 /tmp/probe | /xpmu/bin/emr_truth -q | paste -d' ' /tmp/probe - |
	awk '$7 != "none" {print $1, $2, $3, $4 >"/tmp/truth.q"; print $5, $6 >"/tmp/truth.key"}'
check "the model's counters 0-3 of every box, on both sockets" \
	"$(wc -l </tmp/truth.key)" "$(echo "$UNITS" | awk -v k="$(emr_sockets | wc -l)" '{n += $2 * 4 * k} END {print n}')"
# truth RAW: "SOCKET UNIT TOTAL" from what emr_truth -q read into RAW.
truth() {
	paste -d' ' /tmp/truth.key "$1" |
		awk '{n[$1 " " $2] += $3} END {for (k in n) printf "%s %.0f\n", k, n[k]}'
}
# The workload of every perf run ($WORK): a second, then the model's
# counters.
printf 'sleep 1\n/xpmu/bin/emr_truth -q </tmp/truth.q >/tmp/mid\n' >/tmp/work.sh
WORK="sh /tmp/work.sh"
# counted FILE CMD...: run perf's CMD ($WORK last) into FILE;
# FILE.model gets what the model counted meanwhile, "SOCKET UNIT LEAST
# MOST": up to the workload's end and up to perf's exit.
counted() {
	f=$1
	shift
	/xpmu/bin/emr_truth -q </tmp/truth.q >/tmp/before
	rm -f /tmp/mid
	"$@" >"$f" 2>&1
	/xpmu/bin/emr_truth -q </tmp/truth.q >/tmp/after
	[ -s /tmp/mid ] || fail "$f: the workload read no counters"
	truth /tmp/before >/tmp/before.sum
	truth /tmp/mid >/tmp/mid.sum
	truth /tmp/after | awk 'FILENAME == ARGV[1] {b[$1 " " $2] = $3; next}
		FILENAME == ARGV[2] {m[$1 " " $2] = $3; next}
		{k = $1 " " $2; printf "%s %.0f %.0f\n", k, m[k] - b[k], $3 - b[k]}' \
		/tmp/before.sum /tmp/mid.sum - >"$f.model"
}
# within_model SUM LEAST MOST: "within" if the lines' SUM is between what
# the model had counted when the workload ended and when perf was gone,
# else how far below or above.
within_model() {
	awk -v n="$1" -v lo="$2" -v hi="$3" 'BEGIN {
		if (n < lo) printf "%.0f below\n", n - lo
		else if (n > hi) printf "%.0f above\n", n - hi
		else print "within" }'
}

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

# against FILE WHAT SUM: each copy's count, and the six events' lines
# against the model, socket by unit: SUM "within" (they add up to what the
# model counted, within_model) or "over" (over what it counted by perf's
# exit, by at least half of the second copy's count: perf's merge, above).
against() {
	totals "$1" >/tmp/totals
	check "$2: copies of the repeated event, socket by unit" "$(wc -l </tmp/totals)" 12
	[ "$(wc -l </tmp/totals)" = 12 ] || cat "$1"
	while read -r s u copy v run pct; do
		rate=$(echo "$UNITS" | awk -v u="$u" '$1 == u {print $3}')
		check "$2: $s $u copy $copy: $v in $run ns on the counters" \
			"$(loose "$rate" "$v" "$run")" ok
		[ "$(awk -v p="$pct" 'BEGIN {print (p > 0 && p < 100)}')" = 1 ] ||
			fail "$2: $s $u copy $copy ran $pct% of the time: not multiplexed"
	done </tmp/totals
	awk -F';' '
	FILENAME ~ /model$/ {
		split($0, f, " "); k = f[1] " " f[2]; lo[k] = f[3]; hi[k] = f[4]; next
	}
	{
		for (k in lo) {
			split(k, f, " ")
			if ($1 == f[1] && (index($5, "uncore_" f[2] "/") == 1 || index($5, "uncore_" f[2] ":") == 1))
				n[k] += $3
		}
	}
	END { for (k in lo) printf "%s %.0f %.0f %.0f\n", k, n[k], lo[k], hi[k] }' "$1.model" "$1" |
		while read -r s u n lo hi; do
			echo "$2: $s $u: the lines $n, the model $lo to $hi" >&2
			if [ "$3" = over ]; then
				awk -v k="$s $u" -v n="$n" -v hi="$hi" '$1 " " $2 == k && $3 == 2 {
					print k, (n - hi >= $4 / 2 && $4 > 0) ? "over" : n - hi }' /tmp/totals
			else
				echo "$s $u $(within_model "$n" "$lo" "$hi")"
			fi
		done | sort >/tmp/sums
	check "$2: the six events' counts against the model's counters, socket by unit" \
		"$(paste -sd, /tmp/sums)" \
		"$(echo "$UNITS" | awk -v w="$3" '{for (s = 0; s < 2; s++) print "S" s, $1, w}' | sort | paste -sd, -)"
}

# The metrics that repeat UNC_CHA_CLOCKTICKS.  uncore_frequency is the
# UCLK, 1.0 GHz, over perf's duration_time, which is not the events'
# enabled time (perf enables a thousand events one by one, tens of ms
# apart under TCG): 0.8 to 1.2 GHz on Debian's kernels, 1.2 under
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
	counted /tmp/plain $P612 stat -a -x';' --per-socket --no-scale $EVENTS $WORK
	against /tmp/plain "$1, perf 6.12" over
	# shellcheck disable=SC2086
	counted /tmp/fixed env PERF=$P612 $X stat -a -x';' --per-socket --no-scale $EVENTS $WORK
	against /tmp/fixed "$1, xpmu-perf on perf 6.12" within
	# Every box of every unit, each copy: perf prints a box per reader
	# cpu, which names the socket.
	# shellcheck disable=SC2086
	counted /tmp/boxes $P612 stat -a -x';' --no-merge --no-scale $EVENTS $WORK
	for c in /sys/devices/system/cpu/cpu[0-9]*; do
		echo "CPU${c##*cpu} S$(cat "$c/topology/physical_package_id")"
	done >/tmp/cpu-socket
	echo "$UNITS" | while read -r u n r ev; do
		awk -F';' -v u="uncore_$u" -v ev="/$ev/" -v r="$r" '
			index($4, u "_") == 1 && substr($4, length($4) - length(ev) + 1) == ev {
				k++; q = $5 > 0 ? $2 / (r * $5) : 0
				if (q < 0.5 || q > 1.5 || $6 <= 0 || $6 >= 100) {
					bad++
					if (bad < 4) print "  " $0 ": " q " of its running time" >"/dev/stderr"
				}
			}
			END { print k + 0, bad + 0 }' /tmp/boxes >"/tmp/box-$u"
		check "$1: $u: boxes by socket, twice; not within half of $r a ns or not multiplexed" \
			"$(cat "/tmp/box-$u")" "$((n * 2 * 2)) 0"
		for s in $(emr_sockets); do
			lo=$(awk -v k="S$s $u" '$1 " " $2 == k {print $3}' /tmp/boxes.model)
			hi=$(awk -v k="S$s $u" '$1 " " $2 == k {print $4}' /tmp/boxes.model)
			n=$(awk -F';' -v u="uncore_${u}_" -v s="S$s" '
				NR == FNR { split($0, f, " "); sock[f[1]] = f[2]; next }
				sock[$1] == s && index($4, u) == 1 { n += $2 }
				END { printf "%.0f\n", n }' /tmp/cpu-socket /tmp/boxes)
			check "$1: $u, socket $s: every box's six events, $n, add up to what the model counted, $lo to $hi" \
				"$(within_model "$n" "$lo" "$hi")" within
		done
	done
	# Debian 12's perf 6.1, where the guest has it (the test kernel's perf
	# is perf 6.12).
	if [ "$(perf version)" != "$($P612 version)" ]; then
		# shellcheck disable=SC2086
		counted /tmp/plain perf stat -a -x';' --per-socket --no-scale $UNGROUPED $WORK
		against /tmp/plain "$1, $(perf version), ungrouped" over
		# shellcheck disable=SC2086
		counted /tmp/fixed $X stat -a -x';' --per-socket --no-scale $UNGROUPED $WORK
		against /tmp/fixed "$1, xpmu-perf on $(perf version), ungrouped" within
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
	# Its PMUs' multiplexing timers run out by themselves, at most 50 ms
	# after perf's last turn; intel_uncore lets perf_pmu_unregister()
	# free them queued (xpmu cancels its own: xpmu/pmu_unregister.h).
	sleep 0.2
	rmmod intel_uncore || fail "rmmod intel_uncore"
	# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
else
	echo "no $REF: intel_uncore is compared under Debian's 6.12 only"
fi
emr_no_reserved_writes
finish
