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

ia_clear_samples
perf record -q -o /tmp/br.data -b -e montecito/cpu_op_cycles.all,ipear=1,ipear_delay=4/ -c 1000000 \
	-a sleep 1 >/tmp/br.rec 2>&1 || { cat /tmp/br.rec; fail "ipear: perf record failed"; }
# "CPU IP/CYCLES...", newest first: what perf got, and what the simulator
# recorded.
perf script -i /tmp/br.data -F cpu,brstack 2>/dev/null | awk '
	{ gsub(/[][]/, "", $1); s = $1 + 0;
	  for (i = 2; i <= NF; i++) { split($i, f, "/"); if (f[1] != f[2]) s = s " from!=to"; s = s " " substr(f[1], 3) "/" f[6] }
	  print s }' >/tmp/ip.perf
awk '$1 == "cpu" && $3 == "seq" { for (i = 4; i <= NF; i++) if ($i == "br") break;
	s = $2; for (j = i + 2; j <= NF; j++) { split($j, f, "/"); s = s " " substr(f[1], 3) "/" f[4] } print s }' \
	$IASIM/montecito/samples >/tmp/ip.sim
n=$(wc -l </tmp/ip.perf)
# A sample holds the newest 8 or more of the simulator's record of it; one
# taken before 8 IPs retired since the buffer was armed (a busy host can
# delay the simulated program) holds exactly what the simulator recorded.
unmatched /tmp/ip.perf /tmp/ip.sim 9 >/tmp/ip.bad
bad=$(wc -l </tmp/ip.bad)
if [ "$n" -gt 20 ] && [ "$bad" = 0 ]; then
	echo "ok: ipear: $n samples of 16 retired IPs and their cycles, as retired"
else
	# what perf got, and what the simulator recorded on that cpu around it
	echo "samples not the simulator's:"
	head -n 3 /tmp/ip.bad
	# shellcheck disable=SC2046 # the fields are words
	set -- $(head -n 1 /tmp/ip.bad)
	echo "the simulator's records on cpu $1 with the sample's newest IP $2:"
	awk -v c="$1" -v ip=" $2" '$1 == c && index($0, ip)' /tmp/ip.sim | head -n 3
	fail "ipear: got $n samples, $bad of them not the simulator's last retired IPs;" \
		"want more than 20, all the simulator's"
fi
finish
