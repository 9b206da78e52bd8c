#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# A Debian 12 server's root filesystem for scripts/vm --deb12: systemd as
# init, udev, Debian 12's default kernel (linux-image-amd64, 6.1) with its
# initramfs, perf, the node exporter, curl; not the project's packages,
# which the guest's test installs as Documentation/uncore.rst says.
# Made once from piuparts' Debian 12 minbase tarball (scripts/piuparts.sh
# makes it in make check) with apt from the archive the host uses, and
# cached by the hash of its inputs.  Prints the image's directory: root.ext4
# and the vmlinuz and initrd.img of its /boot (QEMU boots them directly: a
# boot loader would add nothing the test looks at).  Run as root.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ "$(id -u)" = 0 ] || die "deb12-image: must run as root (apt in a chroot)"
base=$XPMU_CACHE/piuparts/bookworm-minbase.tgz
[ -f "$base" ] || die "no $base: scripts/deb-check.sh (piuparts) makes it"
# What a Debian 12 server with the node exporter has.  linux-perf is
# xpmu-tools' dependency, here beforehand: the guest has no network, and
# apt installs a local .deb offline when its dependencies are there.
# procps: sysctl, which the documented steps run.  Not Prometheus's own
# package, for promtool: about 100 MB more (server, promtool, web assets);
# tests/catalog and tests/guest/native/prometheus run promtool on the file.
pkgs=(systemd systemd-sysv udev kmod procps linux-image-amd64 linux-perf
	prometheus-node-exporter curl)

# Debian 12's archive as the host's apt reaches it: every bookworm suite
# of its sources (security and updates too, as a server has).
# shellcheck disable=SC2016 # apt's format, not the shell's
sources=$(apt-get indextargets --format '$(REPO_URI) $(CODENAME) $(COMPONENT)' 2>/dev/null |
	grep ' bookworm' | sort -u | sed 's/^/deb /')
[ -n "$sources" ] || sources="deb http://deb.debian.org/debian bookworm main"

key=$({ cat "$0"; sha256sum <"$base"; echo "$sources"; } | sha256sum | cut -c1-12)
dir=$XPMU_CACHE/deb12-image/$key
xpmu_cache_lock "$dir"
if [ -f "$dir/root.ext4" ]; then
	echo "$dir"
	exit 0
fi
command -v mke2fs >/dev/null || die "no mke2fs: scripts/deps.sh installs e2fsprogs"

say "deb12-image: making the Debian 12 image once ($dir)"
t=$SECONDS
mkdir -p "$XPMU_CACHE/deb12-image"
work=$(mktemp -d "$XPMU_CACHE/deb12-image/tmp.XXXXXX")
root=$work/root
cleanup() {
	for m in dev/pts dev sys proc; do
		mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m"
	done
	rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$root"
tar -xzf "$base" -C "$root"
echo "$sources" >"$root/etc/apt/sources.list"
rm -f "$root"/etc/apt/sources.list.d/*
# No daemon starts in the chroot.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
log=$work/apt.log
in_root() { chroot "$root" env DEBIAN_FRONTEND=noninteractive LC_ALL=C "$@"; }
{
	in_root apt-get update -q &&
	in_root apt-get install -y -q --no-install-recommends "${pkgs[@]}"
} >"$log" 2>&1 || { tail -n 40 "$log"; die "deb12-image: apt failed"; }
in_root apt-get clean
for m in dev/pts dev sys proc; do umount "$root/$m"; done
rm -f "$root/usr/sbin/policy-rc.d" "$root/etc/resolv.conf"
rm -rf "$root"/var/lib/apt/lists/*

# The machine: its disk, its name, root without a password on the
# console (no one logs in: the test runs as a service).
echo "/dev/vda / ext4 defaults 0 1" >"$root/etc/fstab"
echo deb12-xpmu >"$root/etc/hostname"
sed -i 's/^root:[^:]*:/root::/' "$root/etc/shadow"
: >"$root/etc/machine-id"
# The test: scripts/vm --deb12 gives a second disk, labelled xpmu, with
# /xpmu/cmd; its output goes to the second serial port as in the other
# guests (scripts/guest/init), then the machine powers off.  After
# multi-user.target: the test sees the server as booted.
mkdir -p "$root/xpmu"
cat >"$root/etc/systemd/system/xpmu-guest.service" <<'EOF'
[Unit]
Description=xpmu guest test (scripts/vm --deb12)
After=multi-user.target
ConditionPathExists=/dev/disk/by-label/xpmu

[Service]
Type=oneshot
StandardOutput=journal+console
ExecStart=/bin/sh -c 'mount -o ro /dev/disk/by-label/xpmu /xpmu && stty -F /dev/ttyS1 raw -echo; (cd /xpmu && sh /xpmu/cmd) >/dev/ttyS1 2>&1 </dev/null; echo "xpmu-vm: exit $?" >/dev/ttyS1'
ExecStartPost=/bin/systemctl poweroff --no-block

[Install]
WantedBy=multi-user.target
EOF
ln -s ../xpmu-guest.service "$root/etc/systemd/system/multi-user.target.wants/xpmu-guest.service"

cp -L "$root/vmlinuz" "$work/vmlinuz" 2>/dev/null || cp "$root"/boot/vmlinuz-* "$work/vmlinuz"
cp -L "$root/initrd.img" "$work/initrd.img" 2>/dev/null || cp "$root"/boot/initrd.img-* "$work/initrd.img"
kver=$(ls "$root/lib/modules")
# Room for what the test installs and logs; the file is sparse.
mb=$(( $(du -sm "$root" | cut -f1) * 5 / 4 + 256 ))
mke2fs -q -t ext4 -L deb12-root -d "$root" "$work/root.ext4" "${mb}M" >&2 ||
	die "deb12-image: mke2fs failed"
rm -rf "$root"
chmod 755 "$work"
mv "$work" "$dir"
trap - EXIT
say "deb12-image: $(du -sh --apparent-size "$dir/root.ext4" | cut -f1) image" \
	"($(du -sh "$dir/root.ext4" | cut -f1) used), kernel $kver, in $((SECONDS - t))s"
echo "$dir"
