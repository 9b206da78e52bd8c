#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# checkpatch.pl --strict on every C source and header of ours; any finding
# not in scripts/checkpatch.ignore fails.
#   scripts/checkpatch.sh [KERNEL_SOURCE]
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

src=${1:-$(scripts/kernel-source.sh)}
ignore=$(grep -v -e '^#' -e '^$' scripts/checkpatch.ignore | paste -sd, -)
mapfile -t files < <(find drivers include tests -name '*.[ch]' | sort)
[ ${#files[@]} -gt 0 ] || die "no C files found"
# Without it every run would be "clean": perl's complaint is no finding.
[ -f "$src/scripts/checkpatch.pl" ] || die "no scripts/checkpatch.pl in $src"
out=$(perl "$src/scripts/checkpatch.pl" --strict --no-tree --terse \
	--show-types --ignore "$ignore" -f "${files[@]}" 2>&1 |
	grep -E ': (ERROR|WARNING|CHECK):' || true)
if [ -n "$out" ]; then
	echo "$out"
	die "checkpatch --strict: $(echo "$out" | wc -l) finding(s)"
fi
echo "checkpatch --strict: ${#files[@]} files clean"
