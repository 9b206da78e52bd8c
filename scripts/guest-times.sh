#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# How long each test of a guest run took, in guest seconds, from the
# "xpmu-run: start NAME at Ts" lines scripts/guest/run-tests.sh prints:
#
#   scripts/guest-times.sh RESULTS.LOG...
#
# e.g. on make check's logs, $XPMU_BUILDS/check-logs*/results.log; then
# "(all)", from the first test's start to the last one's end.
# With scripts/vm --trace, the commands of the tests/guest scripts carry
# their start times too (Documentation/testing.rst, "Timings and
# benchmarks").
set -euo pipefail
[ $# -gt 0 ] || { sed -n '3,/^set /p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 2; }
for f in "$@"; do
	echo "== $f"
	awk '/^# xpmu-run: (start|end) / {
		t = $NF; sub(/s$/, "", t)
		if (name != "") printf "  %-36s %7.1f\n", name, t - start
		else first = t
		name = $3 == "end" ? "" : $4; start = t
		if (name == "") { printf "  %-36s %7.1f\n", "(all)", t - first; done = 1 }
	}
	END { if (!done) print "  (no end line: a guest that stopped, or an older log)" }' "$f"
done
