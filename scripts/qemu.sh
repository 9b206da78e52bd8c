#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build (once) qemu-system-x86_64 with the Emerald Rapids uncore model
# and print the binary's path.  The source is Debian 12's own qemu source
# package, the version of the installed qemu-system-x86 (so it tracks
# Debian's security updates), unpacked with Debian's patches; then the
# project's patches and files from qemu/ (qemu/README).  Only the
# x86_64-softmmu target, TCG, no optional feature: the guest needs none.
# The source comes through a private apt source list under $XPMU_CACHE:
# the machine's apt configuration is not touched.  Cached under
# $XPMU_CACHE keyed by source version + qemu/'s patches and tree + this
# script, so only the first run pays (qemu/README is not built from).
# Progress goes to stderr, the path alone to stdout.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

# The source version of the installed binary package: a binNMU
# (1:7.2+dfsg-7+deb12u18+b3) is built from 1:7.2+dfsg-7+deb12u18.
ver=$(dpkg-query -W -f='${source:Version}' qemu-system-x86 2>/dev/null) ||
	die "qemu-system-x86 is not installed (scripts/deps.sh)"
[ -n "$ver" ] || die "qemu-system-x86 is not installed (scripts/deps.sh)"
key=$( (echo "$ver"
	cd "$XPMU_TOP"
	find qemu/patches qemu/tree -type f | LC_ALL=C sort | while IFS= read -r f; do
		echo "$f"
		cat "$f"
	done
	cat scripts/qemu.sh) | sha256sum | cut -c1-12)
# No epoch in a path (1:7.2+dfsg-... -> 7.2+dfsg-...).
out=$XPMU_CACHE/qemu-${ver#*:}-$key
bin=$out/build/qemu-system-x86_64

xpmu_cache_lock "$out"
if [ -x "$bin" ] && [ -f "$out/.xpmu-done" ]; then
	echo "$bin"
	exit 0
fi

# The source package, fetched once per version.
apt=$XPMU_CACHE/qemu-apt
dl=$XPMU_CACHE/qemu-dl-${ver#*:}
dsc=$dl/qemu_${ver#*:}.dsc
aptopt=(-o "Dir::Etc::SourceList=$apt/sources.list"
	-o Dir::Etc::SourceParts=/dev/null
	-o "Dir::State::Lists=$apt/lists"
	-o "Dir::Cache=$apt/cache"
	-o "Dir::Cache::Archives=$apt/archives"
	-o APT::Sandbox::User=root)
if [ ! -f "$dsc" ]; then
	say "fetching Debian's qemu source $ver into $dl"
	mkdir -p "$apt/lists/partial" "$apt/cache" "$apt/archives/partial"
	cat >"$apt/sources.list" <<-EOF
	deb-src http://deb.debian.org/debian bookworm main
	deb-src http://deb.debian.org/debian bookworm-updates main
	deb-src http://deb.debian.org/debian-security bookworm-security main
	EOF
	apt-get "${aptopt[@]}" -q update >&2 ||
		die "apt-get update with $apt/sources.list failed"
	rm -rf "$dl.tmp"
	mkdir -p "$dl.tmp"
	(cd "$dl.tmp" && apt-get "${aptopt[@]}" -q source --download-only "qemu=$ver") >&2 ||
		die "apt-get source qemu=$ver failed"
	rm -rf "$dl"
	mv "$dl.tmp" "$dl"
fi

say "building QEMU $ver ($key) in $out; log: $out/build.log"
rm -rf "$out"
mkdir -p "$out"
src=$out/src
log=$out/build.log
{
	dpkg-source -x "$dsc" "$src"
	while IFS= read -r p; do
		[ -n "$p" ] || continue
		echo "applying qemu/patches/$p"
		patch -d "$src" -p1 --batch --forward <"$XPMU_TOP/qemu/patches/$p"
	done <"$XPMU_TOP/qemu/patches/series"
	cp -rv "$XPMU_TOP/qemu/tree/." "$src/"
} >"$log" 2>&1 || die "unpacking and patching the source failed, see $log"

# Every optional feature off (docs, tools, guest agent, gtk, sdl, vnc,
# spice, slirp, ...); the default devices stay, so that the q35 machine
# is Debian's.  x86_64 needs libfdt (TARGET_NEED_FDT) even without
# microvm.  No KVM: the guest runs under TCG (nested KVM fails here).
mkdir -p "$out/build"
(cd "$out/build" && nice -n 19 "$src/configure" \
	--target-list=x86_64-softmmu \
	--without-default-features \
	--disable-kvm \
	--enable-fdt=system \
	--disable-debug-info \
	--with-git-submodules=ignore) >>"$log" 2>&1 ||
	die "QEMU configure failed, see $log"
nice -n 19 ninja -C "$out/build" -j"$(nproc)" qemu-system-x86_64 >>"$log" 2>&1 ||
	die "QEMU build failed, see $log"
"$bin" -device help 2>/dev/null | grep -q '"xpmu-emr-uncore"' ||
	die "the QEMU built in $out has no xpmu-emr-uncore device"
touch "$out/.xpmu-done"
echo "$bin"
