#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build the xpmu modules against KDIR in a build directory of their own
# (several kernels' objects cannot share the source tree), passing any
# further arguments (W=1, C=1, ...) to kbuild.  Prints the build directory;
# the kbuild log is in its build.log, and with --no-warnings any compiler or
# sparse warning in it is an error.
#   scripts/build-modules.sh [--no-warnings] KDIR OUTDIR [kbuild args...]
set -euo pipefail
. "$(dirname "$0")/lib.sh"

strict=
if [ "${1:-}" = --no-warnings ]; then
	strict=1
	shift
fi
kdir=$1 out=$2
shift 2
[ -f "$kdir/Makefile" ] || die "no kernel build directory at $kdir"

mkdir -p "$out"
# tar keeps mtimes, so kbuild rebuilds only what changed.
tar -C "$XPMU_TOP" -cf - Kbuild Makefile drivers include \
	tests/fixtures |
	tar -C "$out" -xf -
# tar only adds: a source deleted from the tree would stay in a cached
# build directory, and an #include could still find it there.
(cd "$out" && find drivers include tests/fixtures -type f -name '*.[ch]') |
	while read -r f; do
		[ -e "$XPMU_TOP/$f" ] || rm -f "$out/$f"
	done
if ! make -C "$kdir" M="$out" -j"$(nproc)" "$@" modules >"$out/build.log" 2>&1; then
	cat "$out/build.log" >&2
	die "module build against $kdir failed"
fi
if [ -n "$strict" ] && grep -E 'warning:|error:' "$out/build.log" >&2; then
	die "module build against $kdir has warnings (above)"
fi
# A module whose source is gone stays in a cached build directory: only
# what this build made is a module of the tree.  modules.order names each
# as NAME.o (6.12) or NAME.ko (6.1).
made=$(sed -n 's|^\(.*/\)\{0,1\}\([^/]*\)\.k\{0,1\}o$|\2|p' "$out/modules.order")
[ -n "$made" ] || die "module build against $kdir made no module (modules.order)"
for ko in "$out"/*.ko; do
	[ -e "$ko" ] || continue
	echo "$made" | grep -qx "$(basename "$ko" .ko)" || rm -f "$ko"
done
for m in $made; do
	[ -e "$out/$m.ko" ] || die "module build against $kdir did not leave $m.ko"
done
echo "$out"
