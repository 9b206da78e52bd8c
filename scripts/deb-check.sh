#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# The Debian packages the way a user installs them and Debian tests them:
# build xpmu-dkms and xpmu-tools (lintian clean, scripts/deb.sh); run their
# autopkgtests (debian/tests) on this host, autopkgtest's null testbed,
# which installs both here: DKMS builds for every kernel with headers,
# Debian 12's 6.1 and 6.12 among them; keep what the package guests boot
# with (scripts/vm --package); purge both and check nothing is left, the
# modules DKMS built included; then piuparts installs and purges both in
# a clean Debian 12 chroot (scripts/piuparts.sh).  Run as root; packages
# left installed by an earlier run are purged first.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

[ "$(id -u)" = 0 ] || die "deb-check: must run as root (it installs packages)"
pkgs=(xpmu-dkms xpmu-tools)
name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"/\1/p' dkms.conf)
kver=$(xpmu_src_version)+deb12-amd64
[ -e "/lib/modules/$kver/build" ] || die "no /lib/modules/$kver/build (linux-headers-$kver)"
modconf=/etc/modprobe.d/xpmu-dkms.conf
log=$XPMU_BUILDS/deb-check.log
mkdir -p "$XPMU_BUILDS"
: >"$log"

# dpkg, not apt-get: apt refuses to run at all after an interrupted dpkg
# ("you must manually run 'dpkg --configure -a'"), which a killed run
# leaves; dpkg itself takes the package out in any state.
purge() {
	dpkg --purge --force-remove-reinstreq "${pkgs[@]}" >>"$log" 2>&1
}
# Known to dpkg in any state but "not installed": installed, config files
# left, or half-way (unpacked, half-configured after a killed run, ...).
installed() {
	# (dpkg-query fails when one of them is unknown to dpkg.)
	{ dpkg-query -W -f='${db:Status-Abbrev}\n' "${pkgs[@]}" 2>/dev/null || true; } |
		grep -q '^.[^n]'
}
leftovers() {
	ls -d /usr/src/"$name"-* /var/lib/dkms/"$name" "$modconf" \
		/lib/modules/*/updates/dkms/xpmu_*.ko* /usr/lib/xpmu-dkms \
		/usr/bin/xpmu-perf /usr/bin/xpmu-metric /usr/bin/xpmu-check /usr/share/xpmu \
		/usr/share/man/man1/xpmu-*.1* /usr/share/initramfs-tools/hooks/xpmu-dkms \
		/usr/share/bash-completion/completions/xpmu-perf /usr/share/doc/xpmu-* \
		/lib/systemd/system/xpmu-* /etc/dkms/no-autoinstall \
		2>/dev/null || true
}

# An earlier run, or the DKMS tree of the old `dkms add` check.
if installed; then
	say "deb-check: ${pkgs[*]} left installed by an earlier run: purging them"
	purge || { cat "$log"; die "cannot purge the earlier ${pkgs[*]}"; }
fi
if [ -n "$(leftovers)" ]; then
	say "deb-check: removing an earlier unpackaged DKMS tree:" $(leftovers)
	for v in /var/lib/dkms/"$name"/*/; do
		if [ -d "$v" ]; then
			dkms remove "$name/$(basename "$v")" --all >>"$log" 2>&1 || true
		fi
	done
	rm -rf /usr/src/"$name"-* /var/lib/dkms/"$name" /lib/modules/*/updates/dkms/xpmu_*.ko* \
		/etc/dkms/no-autoinstall
fi
trap 'installed && purge' EXIT

t=$SECONDS
mapfile -t built < <(scripts/deb.sh 2>>"$log") || true
[ "${#built[@]}" = 3 ] || { cat "$log"; die "package build failed"; }
debs=("${built[@]:0:2}")
src=${built[2]}
echo "deb: built $(basename -a "${debs[@]}" | paste -sd' ') in $((SECONDS - t))s, lintian clean"

# debian/tests as Debian's CI runs them, here on this host (null): the
# tools as a user has them; dkms's own test (every kernel with headers);
# the modules, the gate's modprobe rules, the initramfs hook, a kernel
# installed later.  autopkgtest installs the packages and leaves them.
t=$SECONDS
rc=0
autopkgtest "${debs[@]}" "$src/" -- null >"$log.autopkgtest" 2>&1 || rc=$?
results=$(sed -n '/@@@@ summary$/,$p' "$log.autopkgtest" | grep -E '^[a-z0-9-]+ +(PASS|FAIL|SKIP|FLAKY)' || true)
# Exit status 2 is a test skipped: a check that did not run.
if [ $rc != 0 ] || [ "$(echo "$results" | grep -c ' PASS')" != 3 ]; then
	cat "$log.autopkgtest"
	die "autopkgtest: exit status $rc, results: $(echo "$results" | paste -sd';')"
fi
echo "deb: autopkgtest (debian/tests) in $((SECONDS - t))s: $(echo "$results" | awk '{print $1, $2}' | paste -sd';')"
grep '^ok: \|^I: PASS' "$log.autopkgtest" | sed 's/^/deb:   /'
installed || die "autopkgtest left the packages not installed"
# dkms's test tries "dpkg --remove dkms" (to find a package that lacks the
# dependency); dpkg refuses, but marks dkms for removal all the same:
# mark it to keep, as it was.
echo dkms install | dpkg --set-selections

# The package guests' root (scripts/vm --package): the package's files
# but the sources, the modules DKMS built for $kver, Debian's intel_uncore
# for it, and their modules.dep and modules.alias.
proot=$XPMU_BUILDS/package-root
rm -rf "$proot"
for d in "${debs[@]}"; do
	dpkg-deb -x "$d" "$proot"
done
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
purge || { cat "$log"; die "dpkg --purge ${pkgs[*]} failed"; }
left=$(leftovers)
[ -z "$left" ] || die "left behind by the purge: $left"
installed && die "${pkgs[*]} still installed after the purge"
echo "deb: purged in $((SECONDS - t))s, nothing left (/usr/src/$name-*, /var/lib/dkms/$name, $modconf, updates/dkms/xpmu_*.ko, the gate, the tools)"

# piuparts: the same packages in a clean Debian 12, with nothing else
# installed: their dependencies are complete, install and purge run
# clean, nothing is left.  It has no kernel headers there, so DKMS builds
# nothing: the purge of what DKMS built is held above, on this host.
t=$SECONDS
scripts/piuparts.sh "${debs[@]}" | sed 's/^/deb: piuparts: /'
echo "deb: piuparts in $((SECONDS - t))s"
