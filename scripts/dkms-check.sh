#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Check dkms.conf the way a user installs xpmu: dkms add, build, install
# for Debian's 6.12 kernel (its headers, not the running kernel), check the
# modules landed and carry that kernel's vermagic, then remove it again.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"/\1/p' dkms.conf)
ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' dkms.conf)
kver=$(xpmu_src_version)+deb12-amd64
[ -e "/lib/modules/$kver/build" ] || die "no /lib/modules/$kver/build (linux-headers-$kver)"
src=/usr/src/$name-$ver

cleanup() {
	dkms remove "$name/$ver" --all >/dev/null 2>&1 || true
	rm -rf "$src"
}
cleanup
trap cleanup EXIT
mkdir -p "$src"
tar -cf - dkms.conf Kbuild Makefile drivers include | tar -C "$src" -xf -
dkms add "$name/$ver" >/dev/null
dkms build "$name/$ver" -k "$kver" >/tmp/xpmu-dkms.log 2>&1 ||
	{ cat /tmp/xpmu-dkms.log "/var/lib/dkms/$name/$ver/build/make.log" 2>/dev/null; die "dkms build failed"; }
dkms install "$name/$ver" -k "$kver" >>/tmp/xpmu-dkms.log 2>&1 ||
	{ cat /tmp/xpmu-dkms.log; die "dkms install failed"; }
for m in xpmu_uncore xpmu_uncore_sim; do
	ko=$(ls /lib/modules/"$kver"/updates/dkms/$m.ko* 2>/dev/null | head -n 1)
	[ -n "$ko" ] || die "dkms did not install $m for $kver"
	magic=$(modinfo -F vermagic "$ko")
	case "$magic" in
	"$kver "*) ;;
	*) die "$m: vermagic '$magic' is not $kver" ;;
	esac
	echo "dkms: $m installed for $kver ($ko)"
done
