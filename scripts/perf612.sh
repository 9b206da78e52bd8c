#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build (once) perf from Debian's linux-source-6.12, static, and print the
# binary's path.  The guest gets it as /xpmu/bin/perf612 next to Debian's
# perf 6.1, so a test can show that perf 6.12's own Emerald Rapids uncore
# event tables (tools/perf/pmu-events/arch/x86/emeraldrapids/uncore-*.json)
# work on our PMUs.  Static and without optional libraries: the guest has
# only what the initramfs carries, and the tables need none of them.
# Cached under $XPMU_CACHE keyed by source version.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

ver=$(xpmu_src_version)
[ -n "$ver" ] || die "linux-source-6.12 is not installed (scripts/deps.sh)"
out=$XPMU_CACHE/perf-$ver
xpmu_cache_lock "$out"
if [ -x "$out/perf" ] && [ -f "$out/.xpmu-done" ]; then
	echo "$out/perf"
	exit 0
fi
src=$("$XPMU_TOP/scripts/kernel-source.sh")

say "building perf $ver (static) in $out; log: $out/build.log"
rm -rf "$out"
mkdir -p "$out"
# The .so test filters cannot link static: build the perf binary alone.
make -C "$src/tools/perf" O="$out" LDFLAGS=-static -j"$(nproc)" \
	NO_LIBELF=1 NO_LIBTRACEEVENT=1 NO_LIBPYTHON=1 NO_LIBPERL=1 NO_SLANG=1 \
	NO_GTK2=1 NO_LIBBPF=1 NO_JVMTI=1 NO_LIBUNWIND=1 NO_LIBDW=1 \
	NO_LIBNUMA=1 NO_LIBCAP=1 NO_LIBBABELTRACE=1 NO_LIBZSTD=1 NO_LIBLZMA=1 \
	NO_ZLIB=1 NO_LIBCRYPTO=1 NO_SDT=1 NO_AUXTRACE=1 NO_LIBPFM4=1 \
	NO_DEMANGLE=1 NO_BUILD_ID_CACHE=1 "$out/perf" >"$out/build.log" 2>&1 ||
	die "perf build failed, see $out/build.log"
"$out/perf" version >/dev/null || die "the perf built in $out does not run"
touch "$out/.xpmu-done"
echo "$out/perf"
