#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build the Debian packages xpmu-dkms_<version>_all.deb and
# xpmu-tools_<version>_all.deb (debian/) in OUTDIR (default: this tree's
# build directory), check them with lintian (any warning or error fails)
# and print their paths, one a line, then the source tree they were built
# from (what autopkgtest reads debian/tests from).
#   scripts/deb.sh [OUTDIR]
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

out=${1:-$XPMU_BUILDS/deb}
ver=$(dpkg-parsechangelog -S Version)
stage=$out/xpmu-$ver
# A copy of what the package is made of, so dpkg-buildpackage writes
# nothing into the source tree (its results land in the parent: $out).
rm -rf "$out"
mkdir -p "$stage"
tar -cf - debian dkms.conf Kbuild Makefile drivers include tools Documentation/uncore.rst |
	tar -C "$stage" -xf -
(cd "$stage" && dpkg-buildpackage -b --no-sign) >"$out/build.log" 2>&1 ||
	{ cat "$out/build.log" >&2; die "dpkg-buildpackage failed (log: $out/build.log)"; }
debs=()
for p in xpmu-dkms xpmu-tools; do
	debs+=("$out/${p}_${ver}_all.deb")
	[ -f "${debs[-1]}" ] || die "dpkg-buildpackage made no ${debs[-1]}"
done
# --pedantic shows every finding; only errors and warnings fail.
lintian --pedantic --info --fail-on error,warning "${debs[@]}" >&2 ||
	die "lintian: findings above (${debs[*]})"
printf '%s\n' "${debs[@]}" "$stage"
