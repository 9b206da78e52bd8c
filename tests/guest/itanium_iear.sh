#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's instruction EAR (3.3.8), end to end with perf record -d:
# in cache mode each sample's line address and latency, compared with
# what the simulator captured at that freeze (its debugfs "samples" file).
. /xpmu/tests/guest/lib.inc
ia_load
M=$PMUS/montecito
for f in iear_tlb iear_umask; do
	[ -r $M/format/$f ] || fail "no format/$f"
done

ia_ear_samples iear montecito/l1i_ear_events,iear_umask=0xf0/ 5
low_lat=$(awk '$3 < 128' /tmp/ear.perf | wc -l)
[ "$n" -gt 20 ] && [ "$nsim" -gt 0 ] && [ "$bad" = 0 ] && [ "$low_lat" = 0 ] &&
	echo "ok: iear cache: $n samples, line address and latency >= 128 as captured (Table 3-16)" ||
	fail "iear cache: got $n samples, $bad of them no capture of the simulator's $nsim," \
		"$low_lat with a latency below 128 cycles; want more than 20, all captures," \
		"none below 128 (Table 3-16)"
finish
