#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's IP-EAR (3.3.10.2) as perf's branch stack: retired IPs as
# branches whose from = to, with the cycles elapsed, against what the
# simulator recorded at each freeze (its debugfs "samples" file).
. /xpmu/tests/guest/lib.inc
ia_load
M=$PMUS/montecito
for f in ipear ipear_delay; do
	[ -r $M/format/$f ] || fail "no format/$f"
done

# ipear_check WHAT: perf record's IP-EAR samples against the simulator's
# records of the freezes, each with 8 retired IPs or more.  The simulator's entries that are no exact retired IP
# (3.3.10.2.1) must not be records: an early freeze's (type E, ef = 1:
# the IP known to its page; here when PMC42.plm leaves out the privilege
# level an instruction runs at) and the last entry a normal freeze
# captures (type L, an IP the cpu may not have been retiring).  The
# simulator makes an early freeze at every 37th capture (a thread switch,
# Table 3-33: it has one thread a cpu).
ipear_check() {
	min=8
	ia_clear_samples
	perf record -q -o /tmp/br.data -b -e montecito/cpu_op_cycles.all,ipear=1,ipear_delay=4/ \
		-c 1000000 -a sleep 1 >/tmp/br.rec 2>&1 ||
		{ cat /tmp/br.rec; fail "$1: perf record failed"; return; }
	# "CPU IP/CYCLES...", newest first: what perf got, and what the
	# simulator recorded.
	perf script -i /tmp/br.data -F cpu,brstack 2>/dev/null | awk '
		{ gsub(/[][]/, "", $1); s = $1 + 0;
		  for (i = 2; i <= NF; i++) { split($i, f, "/"); if (f[1] != f[2]) s = s " from!=to"; s = s " " substr(f[1], 3) "/" f[6] }
		  print s }' >/tmp/ip.perf
	awk '$1 == "cpu" && $3 == "seq" { for (i = 4; i <= NF; i++) if ($i == "br") break;
		s = $2; for (j = i + 2; j <= NF; j++) { split($j, f, "/")
			if (f[5] != "E" && f[5] != "L") s = s " " substr(f[1], 3) "/" f[4] } print s }' \
		$IASIM/montecito/samples >/tmp/ip.sim
	n=$(wc -l </tmp/ip.perf)
	early=$(awk '{for (i = 1; i <= NF; i++) if ($i ~ /\/E$/) n++} END {print n + 0}' \
		$IASIM/montecito/samples)
	last=$(awk '{for (i = 1; i <= NF; i++) if ($i ~ /\/L$/) n++} END {print n + 0}' \
		$IASIM/montecito/samples)
	# A sample holds the newest 8 or more of the simulator's record of
	# it, as many as the simulator recorded if fewer.
	unmatched /tmp/ip.perf /tmp/ip.sim $((min + 1)) >/tmp/ip.bad
	bad=$(wc -l </tmp/ip.bad)
	# The first overflow comes a period (1000000 cycles, 11 ms: some 500
	# instructions) after the buffer was armed, so every sample holds 8
	# IPs or more; an empty one is an overflow before the program ran.
	short=$(awk -v m=$((min + 1)) 'NF < m' /tmp/ip.perf | wc -l)
	if [ "$n" -gt 20 ] && [ "$bad" = 0 ] && [ "$short" = 0 ] && [ "$last" -gt 0 ]; then
		echo "ok: $1: $n samples of $min or more retired IPs and their cycles, as retired;" \
			"none of the simulator's $last last entries and $early early freezes"
	else
		# what perf got, and what the simulator recorded on that cpu
		# around it
		echo "samples not the simulator's, or of fewer than 8 IPs:"
		awk 'NF < 9' /tmp/ip.perf | cat /tmp/ip.bad - | head -n 3
		# shellcheck disable=SC2046 # the fields are words
		set -- "$1" $(awk 'NF < 9' /tmp/ip.perf | cat /tmp/ip.bad - | head -n 1)
		echo "the simulator's records on cpu $2 with the sample's newest IP $3:"
		awk -v c="$2" -v ip=" $3" '$1 == c && index($0, ip)' /tmp/ip.sim | head -n 3
		fail "$1: got $n samples, $bad of them not the simulator's last retired IPs," \
			"$short of fewer than $min IPs ($last last entries, $early early freezes" \
			"simulated); want more than 20, all the simulator's, none short"
	fi
}
ipear_check ipear
[ "$early" -gt 0 ] && echo "ok: ipear: the simulator's $early early freezes left out" ||
	fail "ipear: the simulator made no early freeze entry: the test tests nothing of them"
# A tick later than a period (20 ms, the period elapses in 11 ms; none
# at the wrap), as a busy host delays the simulator's timer: the program's instructions of
# that time still retire before the overflow freezes the buffer.
ia_sim_reload tick_us=20000 wrap_ticks=0
ipear_check "ipear, ticks of 20 ms"
ia_sim_reload
finish
