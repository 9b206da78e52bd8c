#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build (once) the base initramfs of the xpmu guest: busybox-static and
# Debian's perf with every library ldd names.  Cached under $XPMU_CACHE keyed
# by the two package versions; prints the path of the gzip'd cpio.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

ver() { dpkg-query -W -f='${Version}' "$1"; }
key=$( (ver busybox-static; ver linux-perf) | sha256sum | cut -c1-12)
out=$XPMU_CACHE/initramfs-base-$key.cpio.gz
xpmu_cache_lock "$out"
if [ -f "$out" ]; then
	echo "$out"
	exit 0
fi

say "building base initramfs $out"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,root,etc,lib,lib64}
cp /bin/busybox "$stage/bin/busybox"
for a in $(/bin/busybox --list-full); do
	[ -e "$stage/$a" ] || ln -s /bin/busybox "$stage/$a"
done
perf=$(readlink -f /usr/bin/perf)
cp "$perf" "$stage/usr/bin/perf"
ldd "$perf" | grep -o '/[^ ]*' | while read -r lib; do
	mkdir -p "$stage$(dirname "$lib")"
	cp -L "$lib" "$stage$lib"
done
echo 'root:x:0:0:root:/root:/bin/sh' >"$stage/etc/passwd"
echo 'root:x:0:' >"$stage/etc/group"
mknod -m 600 "$stage/dev/console" c 5 1
mknod -m 666 "$stage/dev/null" c 1 3
(cd "$stage" && find . | cpio -o -H newc --quiet | gzip -1) >"$out.tmp"
mv "$out.tmp" "$out"
echo "$out"
