#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# piuparts on the Debian packages: in a clean Debian 12 chroot, install
# them together, with their dependencies from Debian's archive, remove and
# purge them, and fail on anything left behind or changed outside them,
# as Debian's piuparts.debian.org does.  The chroot's tarball (debootstrap
# minbase) is made once and kept in the cache.  Run as root.
#   scripts/piuparts.sh DEB...
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# -gt 0 ] || die "usage: scripts/piuparts.sh DEB..."
[ "$(id -u)" = 0 ] || die "piuparts: must run as root (it makes a chroot)"
# The mirror apt uses here: the chroot gets its packages where the host
# gets them.
mirror=$(apt-get indextargets --format '$(REPO_URI)' 'Codename: bookworm' 2>/dev/null |
	grep -v security | head -n 1)
mirror=${mirror%/}
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian
dir=$XPMU_CACHE/piuparts
base=$dir/bookworm-minbase.tgz
log=$XPMU_BUILDS/piuparts.log
mkdir -p "$dir" "$XPMU_BUILDS"
opts=(-d bookworm -m "$mirror" --no-upgrade-test)
if [ -f "$base" ]; then
	opts+=(-b "$base")
else
	say "piuparts: making the Debian 12 chroot once ($base)"
	opts+=(-s "$base.new")
fi
piuparts "${opts[@]}" "$@" >"$log" 2>&1 || { tail -n 60 "$log"; die "piuparts failed (log: $log)"; }
[ ! -f "$base.new" ] || mv "$base.new" "$base"
grep -q 'PASS: All tests' "$log" || { tail -n 60 "$log"; die "piuparts: no PASS line (log: $log)"; }
grep 'PASS: \|INFO: Installation of' "$log" | sed 's/^[0-9hms.]* //'
