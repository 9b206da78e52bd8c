#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build the Debian package xpmu-dkms_<version>_all.deb (debian/) in OUTDIR
# (default: this tree's build directory), check it with lintian (any
# warning or error fails) and print the .deb's path.
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
deb=$out/xpmu-dkms_${ver}_all.deb
[ -f "$deb" ] || die "dpkg-buildpackage made no $deb"
# --pedantic shows every finding; only errors and warnings fail.
lintian --pedantic --info --fail-on error,warning "$deb" >&2 ||
	die "lintian: findings above ($deb)"
echo "$deb"
