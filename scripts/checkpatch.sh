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
# The users of include/xpmu/uncore/units.def define an XPMU_UNIT* macro
# that takes the list's columns, used or not, and expands to one
# enumerator, initializer or declaration per line of the list: checkpatch's
# rules for macros that stand for an expression or a statement do not
# apply to that one line.
out=$(perl "$src/scripts/checkpatch.pl" --strict --no-tree --terse \
	--show-types --ignore "$ignore" -f "${files[@]}" 2>&1 |
	grep -E ': (ERROR|WARNING|CHECK):' |
	while IFS=: read -r file line rest; do
		case $rest in
		*COMPLEX_MACRO:* | *MACRO_ARG_UNUSED:* | *TRAILING_SEMICOLON:*)
			sed -n "${line}p" "$file" | grep -q '^#define XPMU_UNIT' &&
				continue ;;
		esac
		echo "$file:$line:$rest"
	done || true)
if [ -n "$out" ]; then
	echo "$out"
	die "checkpatch --strict: $(echo "$out" | wc -l) finding(s)"
fi
echo "checkpatch --strict: ${#files[@]} files clean"
