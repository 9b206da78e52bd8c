#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Prove that `make check` cannot be fooled: run the summariser on guest
# logs recorded from real runs with a known defect (tests/harness/*/) and
# compare its verdict with the one expected.
#   scripts/harness-selftest.sh KUNIT_TOOL_DIR
#
# Each case directory holds results.log and console.log as scripts/vm wrote
# them, qemu_status, and "expect": the exit status on line 1, the closing
# line on line 2, and on each further line a text stderr must contain.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

kunit=${1:?usage: $0 KUNIT_TOOL_DIR}
pass=0 fail=0
for dir in tests/harness/*/; do
	case=$(basename "$dir")
	want_rc=$(sed -n 1p "$dir/expect")
	want_line=$(sed -n 2p "$dir/expect")
	rc=0
	python3 scripts/ktap-summary.py --kunit-dir "$kunit" \
		--results "$dir/results.log" --console "$dir/console.log" \
		--qemu-status "$(cat "$dir/qemu_status")" \
		>/tmp/xpmu-selftest.out 2>/tmp/xpmu-selftest.err || rc=$?
	line=$(tail -n 1 /tmp/xpmu-selftest.out)
	why=
	[ "$rc" = "$want_rc" ] || why="exit status $rc, want $want_rc"
	[ "$line" = "$want_line" ] || why="$why; closing line '$line', want '$want_line'"
	while IFS= read -r want_err; do
		grep -qF -- "$want_err" /tmp/xpmu-selftest.err ||
			why="$why; stderr lacks '$want_err'"
	done < <(sed -n '3,$p' "$dir/expect")
	# A guest that died of a stale int3 is run again by check.sh: only
	# the case recorded from one may be taken for it.
	stale=$(python3 scripts/stale-int3.py "$dir/console.log" || true)
	if [ -f "$dir/stale" ]; then
		[ "$stale" = "$(cat "$dir/stale")" ] ||
			why="$why; stale-int3.py said '$stale', want '$(cat "$dir/stale")'"
	elif [ -n "$stale" ]; then
		why="$why; stale-int3.py took it for a stale int3: $stale"
	fi
	if [ -z "$why" ]; then
		pass=$((pass + 1))
		echo "ok: $case -> exit $rc, '$line' $(head -n 1 /tmp/xpmu-selftest.err)"
	else
		fail=$((fail + 1))
		echo "FAIL: $case: $why"
		cat /tmp/xpmu-selftest.err
	fi
done
rm -f /tmp/xpmu-selftest.out /tmp/xpmu-selftest.err
echo "harness self-test: $pass cases as expected, $fail not"
[ $fail = 0 ] && [ $pass -gt 0 ]
