#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# The Debian package the way a user installs it: build xpmu-dkms (lintian
# clean, scripts/deb.sh), apt-get install it, check what DKMS built for
# Debian's 6.12 kernel (its headers, not the running kernel's), the module
# aliases and what modprobe runs for the cpu's alias, keep what the package
# guests boot with (scripts/vm --package), then purge it and check nothing
# is left.  Run as root; a package left installed by an earlier run is
# purged first.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

[ "$(id -u)" = 0 ] || die "deb-check: must run as root (it installs a package)"
pkg=xpmu-dkms
name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"/\1/p' dkms.conf)
ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"/\1/p' dkms.conf)
kver=$(xpmu_src_version)+deb12-amd64
[ -e "/lib/modules/$kver/build" ] || die "no /lib/modules/$kver/build (linux-headers-$kver)"
modconf=/etc/modprobe.d/$pkg.conf
log=$XPMU_BUILDS/deb-check.log
mkdir -p "$XPMU_BUILDS"
: >"$log"

# dpkg, not apt-get: apt refuses to run at all after an interrupted dpkg
# ("you must manually run 'dpkg --configure -a'"), which a killed run
# leaves; dpkg itself takes the package out in any state.
purge() {
	dpkg --purge --force-remove-reinstreq "$pkg" >>"$log" 2>&1
}
# Known to dpkg in any state but "not installed": installed, config files
# left, or half-way (unpacked, half-configured after a killed run, ...).
installed() {
	dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null | grep -q '^.[^n]'
}
leftovers() {
	ls -d /usr/src/"$name"-* /var/lib/dkms/"$name" "$modconf" \
		/lib/modules/*/updates/dkms/xpmu_*.ko* /usr/lib/xpmu-dkms \
		/usr/bin/xpmu-perf /usr/bin/xpmu-metric /usr/bin/xpmu-check /usr/share/xpmu \
		/usr/share/man/man1/xpmu-*.1* /usr/share/initramfs-tools/hooks/xpmu-dkms \
		2>/dev/null || true
}

# An earlier run, or the DKMS tree of the old `dkms add` check.
if installed; then
	say "deb-check: $pkg left installed by an earlier run: purging it"
	purge || { cat "$log"; die "cannot purge the earlier $pkg"; }
fi
if [ -n "$(leftovers)" ]; then
	say "deb-check: removing an earlier unpackaged DKMS tree:" $(leftovers)
	for v in /var/lib/dkms/"$name"/*/; do
		if [ -d "$v" ]; then
			dkms remove "$name/$(basename "$v")" --all >>"$log" 2>&1 || true
		fi
	done
	rm -rf /usr/src/"$name"-* /var/lib/dkms/"$name" /lib/modules/*/updates/dkms/xpmu_*.ko*
fi
trap 'installed && purge' EXIT

t=$SECONDS
deb=$(scripts/deb.sh 2>>"$log") || { cat "$log"; die "package build failed"; }
echo "deb: built $(basename "$deb") in $((SECONDS - t))s, lintian clean"

t=$SECONDS
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" >>"$log" 2>&1 ||
	{ cat "$log" /var/lib/dkms/"$name"/"$ver"/build/make.log 2>/dev/null; die "apt-get install $deb failed"; }
echo "deb: installed in $((SECONDS - t))s; DKMS: $(dkms status "$name/$ver" 2>/dev/null | paste -sd';')"
# The postinst builds for the running and the newest kernel, or for every
# one in /lib/modules when the running kernel is not installed (a build
# host): 6.12 is not always among them.
if ! dkms status "$name/$ver" -k "$kver" 2>/dev/null | grep -q ': installed'; then
	echo "deb: the postinst did not build for $kver: dkms install -k $kver"
	dkms install "$name/$ver" -k "$kver" >>"$log" 2>&1 ||
		{ cat "$log"; die "dkms install -k $kver failed"; }
fi

[ -f "/usr/src/$name-$ver/dkms.conf" ] || die "no /usr/src/$name-$ver/dkms.conf"
# Only xpmu_uncore serves a real machine: it alone loads by CPU model.
want_alias='cpu:type:x86,ven0000fam0006mod00CF:feature:*'
# What a server runs, and nothing else (dkms.conf).
built=$(cd /lib/modules/"$kver"/updates/dkms && ls xpmu_*.ko* | sed 's/\.ko.*//' | sort | paste -sd' ')
[ "$built" = "xpmu_uncore xpmu_uncore_catalog" ] ||
	die "DKMS built '$built' for $kver, want 'xpmu_uncore xpmu_uncore_catalog'"
[ ! -e /usr/src/"$name-$ver"/drivers/itanium ] || die "the package ships the Itanium sources"
for m in xpmu_uncore xpmu_uncore_catalog; do
	ko=$(ls /lib/modules/"$kver"/updates/dkms/$m.ko* 2>/dev/null | head -n 1)
	[ -n "$ko" ] || die "DKMS did not install $m for $kver"
	magic=$(modinfo -F vermagic "$ko")
	case "$magic" in
	"$kver "*) ;;
	*) die "$m: vermagic '$magic', want '$kver ...'" ;;
	esac
	alias=$(modinfo -F alias "$ko" | paste -sd' ')
	want=
	[ "$m" = xpmu_uncore ] && want=$want_alias
	[ "$alias" = "$want" ] || die "$m: aliases '$alias', want '$want'"
	echo "deb: $m for $kver, aliases '${alias:-none}' (${ko#/lib/modules/"$kver"/})"
done
# A kernel installed later (an upgrade): its package's postinst runs
# /etc/kernel/postinst.d/dkms, the headers' /etc/kernel/header_postinst.d/
# dkms; either builds the modules for it (AUTOINSTALL, dkms.conf).  Here
# for Debian 12's 6.1, as if its headers had just come: whatever the
# package's own postinst built for it is removed first.
kver61=$(basename "$(xpmu_kdir_61)" | sed 's/^linux-headers-//')
if [ -n "$kver61" ]; then
	dkms remove "$name/$ver" -k "$kver61" >>"$log" 2>&1 || true
	[ ! -e /lib/modules/"$kver61"/updates/dkms/xpmu_uncore.ko ] ||
		die "dkms remove -k $kver61 left xpmu_uncore.ko"
	t=$SECONDS
	/etc/kernel/header_postinst.d/dkms "$kver61" >>"$log" 2>&1 ||
		{ cat "$log"; die "DKMS's header_postinst hook failed for $kver61"; }
	dkms status "$name/$ver" -k "$kver61" 2>/dev/null | grep -q ': installed' ||
		{ cat "$log"; die "a kernel installed later ($kver61): DKMS did not build xpmu for it"; }
	echo "deb: a kernel installed later ($kver61): DKMS's hook built xpmu for it in $((SECONDS - t))s"
fi

# An initramfs that would hold the uncore drivers (MODULES=list naming
# both): the package's hook keeps them out, so that udev in the root
# decides through the gate; without the hook they are in.
hook=/usr/share/initramfs-tools/hooks/xpmu-dkms
[ -x "$hook" ] || die "no initramfs hook at $hook"
initramfs_uncore() {	# the uncore modules in an initramfs for $kver
	local conf img
	conf=$(mktemp -d)
	img=$conf/initrd.img
	mkdir "$conf/scripts"	# mkinitramfs -d copies the directory's scripts
	printf 'MODULES=list\nBUSYBOX=n\nCOMPRESS=gzip\n' >"$conf/initramfs.conf"
	printf 'intel_uncore\nxpmu_uncore\n' >"$conf/modules"
	mkinitramfs -d "$conf" -o "$img" "$kver" >>"$log" 2>&1 ||
		{ cat "$log"; die "mkinitramfs for $kver failed"; }
	lsinitramfs "$img" | sed -n -E 's#.*/(intel-uncore|xpmu_uncore)\.ko.*#\1#p' | sort | paste -sd' '
	rm -rf "$conf"
}
got=$(initramfs_uncore)
[ -z "$got" ] || die "an initramfs of MODULES=list with the package's hook holds '$got'"
# Out of the directory: mkinitramfs runs every executable file there.
away=$(mktemp -d)
mv "$hook" "$away/"
got=$(initramfs_uncore)
mv "$away/xpmu-dkms" "$hook"
rmdir "$away"
[ "$got" = "intel-uncore xpmu_uncore" ] ||
	die "the initramfs check cannot fail: without the hook, MODULES=list holds '$got'"
echo "deb: initramfs (MODULES=list naming both): the hook keeps intel_uncore and xpmu_uncore out (without it: $got)"

# The catalog's aliases load only with catalog=1 (symbol_get(), no
# symbol dependency): modprobe xpmu_uncore (past the gate's install rule)
# must not pull them in.
got=$(modprobe -S "$kver" -D --ignore-install xpmu_uncore 2>&1 | sed -n 's|^insmod .*/\([^/]*\)\.ko.*|\1|p' | paste -sd' ')
[ "$got" = xpmu_uncore ] || die "modprobe xpmu_uncore would load '$got', want 'xpmu_uncore'"
got=$(modprobe -S "$kver" -D xpmu_uncore_catalog 2>&1 | sed -n 's|^insmod .*/\([^/]*\)\.ko.*|\1|p' | paste -sd' ')
[ "$got" = xpmu_uncore_catalog ] || die "modprobe xpmu_uncore_catalog would load '$got'"
echo "deb: modprobe xpmu_uncore loads it alone; catalog=1 finds xpmu_uncore_catalog by modprobe"

# The tools the README gives, as installed: on PATH, their tables found
# where the package puts them, their man pages.
got=$(cd / && xpmu-perf -l 'uncore_cha/tor_inserts.ia_miss/' 2>&1)
[ "$got" = "uncore_cha/tor_inserts.ia_miss/ event=0x35,umask=0xc001fe01" ] ||
	die "xpmu-perf -l as installed: got '$got'"
got=$(cd / && xpmu-metric -l 2>&1 | awk '$1 == "MEM_BW_TOTAL" {print $1}')
[ "$got" = MEM_BW_TOTAL ] || die "xpmu-metric -l as installed: no MEM_BW_TOTAL"
# The live view finds its awk and tables: an iMC PMU in a made-up sysfs,
# a perf that counts nothing, the csv header.
fake=$(mktemp -d)
mkdir "$fake/uncore_imc_0"
got=$(cd / && XPMU_SYSFS=$fake PERF=true xpmu-metric -I 100 --csv 2>&1 | head -n 1)
rm -r "$fake"
[ "$got" = schema,host,time_unix,time_s,interval_s,socket,group,instance,figure,value,unit,events ] ||
	die "xpmu-metric -I as installed: got '$got'"
got=$(cd / && xpmu-check --help 2>&1 | grep -c -- '--referee' || true)
[ "$got" -gt 0 ] || die "xpmu-check --help as installed: no --referee"
for t in xpmu-perf xpmu-metric xpmu-check; do
	[ -f /usr/share/man/man1/"$t".1.gz ] || die "no man page for $t"
done
echo "deb: xpmu-perf, xpmu-metric and xpmu-check on PATH with their tables (/usr/share/xpmu) and man pages"

# What udev does at boot on an Emerald Rapids: load the modules whose
# aliases match the cpu device's modalias; here for 6.12 (-S), whatever
# is loaded now (-D, which prints what it would run).  Both go through
# the package's gate (debian/uncore-gate, which decides on the machine:
# the package guests of make check boot it); with no modprobe
# configuration (-C /dev/null) both are inserted.
[ -f "$modconf" ] || die "no $modconf"
modalias='cpu:type:x86,ven0000fam0006mod00CF:feature:,0000,0001'
dry() {
	modprobe -S "$kver" -D "$@" "$modalias" 2>&1
}
loads() {
	dry "$@" | sed -n 's|^insmod .*/\([^/]*\)\.ko.*|\1|p' | tr - _ |
		grep -x -e intel_uncore -e xpmu_uncore | sort | paste -sd' '
}
got=$(loads || true)	# grep finds none
[ -z "$got" ] || die "EMR modalias on $kver inserts '$got' past the gate"
for m in intel_uncore xpmu_uncore; do
	dry | grep -q "^install .*/usr/lib/xpmu-dkms/uncore-gate $m" ||
		{ dry; die "EMR modalias on $kver: $m does not go through the gate"; }
done
got=$(loads -C /dev/null)
[ "$got" = "intel_uncore xpmu_uncore" ] ||
	die "EMR modalias on $kver, no modprobe.d, inserts '$got', want 'intel_uncore xpmu_uncore'"
echo "deb: EMR modalias on $kver: intel_uncore and xpmu_uncore through the gate ($modconf; with no modprobe.d: $got)"

# The package guests' root (scripts/vm --package): the package's files
# but the sources, the modules DKMS built for $kver, Debian's intel_uncore
# for it, and their modules.dep and modules.alias.
proot=$XPMU_BUILDS/package-root
rm -rf "$proot"
dpkg-deb -x "$deb" "$proot"
rm -rf "$proot/usr/src"
mdir=$proot/lib/modules/$kver
mkdir -p "$mdir/updates/dkms" "$mdir/kernel/arch/x86/events/intel"
cp /lib/modules/"$kver"/updates/dkms/xpmu_*.ko* "$mdir/updates/dkms/"
cp /lib/modules/"$kver"/kernel/arch/x86/events/intel/intel-uncore.ko* \
	"$mdir/kernel/arch/x86/events/intel/"
cp /lib/modules/"$kver"/modules.builtin* /lib/modules/"$kver"/modules.order "$mdir/"
depmod -b "$proot" "$kver" || die "depmod for the package guests' root"
echo "deb: the package guests' root in $proot"

trap - EXIT
t=$SECONDS
purge || { cat "$log"; die "apt-get purge $pkg failed"; }
left=$(leftovers)
[ -z "$left" ] || die "left behind by the purge: $left"
installed && die "$pkg still installed after the purge"
echo "deb: purged in $((SECONDS - t))s, nothing left (/usr/src/$name-*, /var/lib/dkms/$name, $modconf, updates/dkms/xpmu_*.ko, the gate, the tools)"
