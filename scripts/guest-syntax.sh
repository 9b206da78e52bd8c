#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Every script the guest runs, parsed by the shell that runs it there
# (busybox's, from busybox-static: scripts/initramfs-base.sh), without
# running it: a syntax error fails in a second here, not after a guest's
# minutes (a quote inside an awk program of native/bench_cost.sh did).
#   scripts/guest-syntax.sh
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

[ -x /bin/busybox ] || die "no /bin/busybox (busybox-static: scripts/deps.sh)"
mapfile -t files < <(find tests/guest scripts/guest -type f \
	\( -name '*.sh' -o -name '*.inc' -o -name init \) | sort)
[ ${#files[@]} -gt 0 ] || die "no guest scripts found"
bad=0
for f in "${files[@]}"; do
	/bin/busybox sh -n "$f" || bad=$((bad + 1))
done
[ "$bad" = 0 ] || die "$bad guest script(s) do not parse (busybox sh -n)"
echo "guest scripts: ${#files[@]} parse (busybox sh -n)"
