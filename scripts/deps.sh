#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Install the Debian 12 packages that `make check` and `make demo` need,
# printing what is installed.  Does nothing when all are present.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

base=(linux-source-6.12 linux-headers-amd64 qemu-system-x86 busybox-static
      linux-perf bc flex bison libelf-dev libssl-dev dwarves cpio sparse kmod
      xz-utils python3 perl gcc make dkms debhelper dh-dkms lintian dpkg-dev
      autopkgtest piuparts debootstrap man-db systemd
      binutils-ia64-linux-gnu gcc-12-source linux-source-6.1 libmpc-dev
      fakeroot meson ninja-build pkg-config libglib2.0-dev libpixman-1-dev
      zlib1g-dev libfdt-dev pcm prometheus-node-exporter prometheus
      e2fsprogs)

missing() {
	local p
	for p in "$@"; do
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null |
			grep -q '^install ok installed$' || echo "$p"
	done
}

install() {
	local want
	want=$(missing "$@")
	[ -n "$want" ] || return 0
	[ "$(id -u)" = 0 ] || die "missing packages: $want (run as root or install them)"
	say "installing:" $want
	if [ -z "${XPMU_APT_UPDATED:-}" ]; then
		apt-get update -q >/dev/null
		XPMU_APT_UPDATED=1
	fi
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
		--no-install-recommends $want >/dev/null
}

install "${base[@]}"
# The 6.12 headers and stock image must match the source version exactly.
v=$(xpmu_src_version)
[ -n "$v" ] || die "linux-source-6.12 did not install"
install "linux-headers-$v+deb12-amd64" "linux-image-$v+deb12-amd64-unsigned"
# Debian 12's default kernel, 6.1: the image that matches the newest 6.1
# headers linux-headers-amd64 brought (scripts/vm --stock61).
k61=$(xpmu_kdir_61)
[ -n "$k61" ] || die "linux-headers-amd64 did not install a 6.1 header tree"
install "linux-image-${k61#/usr/src/linux-headers-}-unsigned"
