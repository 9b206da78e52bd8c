#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Unpack (once) Debian's linux-source-6.12 under $XPMU_CACHE and print the
# tree's path.  The tree provides the test kernel, checkpatch.pl and the
# KTAP parser (tools/testing/kunit).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

ver=$(xpmu_src_version)
[ -n "$ver" ] || die "linux-source-6.12 is not installed (scripts/deps.sh)"
src=$(xpmu_src_dir)
xpmu_cache_lock "$(dirname "$src")"
if [ ! -f "$src/.xpmu-unpacked" ]; then
	say "unpacking linux-source-$ver"
	rm -rf "$(dirname "$src")"
	mkdir -p "$(dirname "$src")"
	tar -xJf /usr/src/linux-source-6.12.tar.xz -C "$(dirname "$src")"
	touch "$src/.xpmu-unpacked"
fi
echo "$src"
