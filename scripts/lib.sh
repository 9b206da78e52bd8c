# SPDX-License-Identifier: GPL-2.0-only
# Shared settings for the xpmu scripts.  Sourced, not run.

XPMU_TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
XPMU_CACHE=${XPMU_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/xpmu}

# Build directories per work tree: several checkouts (git worktrees) may
# build and boot at once without sharing objects.
XPMU_BUILDS=$XPMU_CACHE/build/$(printf %s "$XPMU_TOP" | cksum | cut -d' ' -f1)

die() { echo "xpmu: $*" >&2; exit 1; }
say() { echo "xpmu: $*" >&2; }

# Upstream version of Debian's linux-source-6.12 (e.g. 6.12.117), empty if
# the package is not installed.
xpmu_src_version() {
	dpkg-query -W -f='${Version}' linux-source-6.12 2>/dev/null | sed 's/-.*//'
}

# Directory of the unpacked linux-source-6.12 tree, keyed by version.
xpmu_src_dir() {
	echo "$XPMU_CACHE/src-$(xpmu_src_version)/linux-source-6.12"
}

# Debian's headers that match the source (the stock kernel of `scripts/vm
# --stock`), and Debian 12's default 6.1 headers.
xpmu_kdir_612() {
	echo "/usr/src/linux-headers-$(xpmu_src_version)+deb12-amd64"
}
xpmu_kdir_61() {
	ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | sort -V | tail -n 1
}

# The build directory of the modules for the kernel build directory KDIR,
# one a kernel: scripts/vm's and make check's.
xpmu_modules_dir() {	# xpmu_modules_dir KDIR
	echo "$XPMU_BUILDS/modules-$(basename "$1")"
}

# Hold a lock on the cached build PATH until the script exits: two runs
# at once (make check beside scripts/vm, or two work trees) would build
# into one directory.  The second waits, then finds the build done.
xpmu_cache_lock() {	# xpmu_cache_lock PATH
	local fd
	mkdir -p "$(dirname "$1")"
	exec {fd}>"$1.lock"
	flock -n "$fd" && return
	say "waiting for another run's build of $1"
	flock "$fd"
}

# objdump_expect OBJDUMP OBJECT FUNCTION REGEX...: FUNCTION's disassembly
# in OBJECT, with its relocations (objdump -dr: "PCREL21B callee" for a
# call), has a line matching each REGEX, in that order; else die, with it.
objdump_expect() {
	local od=$1 o=$2 fn=$3 body line=0 pat n
	shift 3
	body=$("$od" -dr "$o" | sed -n "/<$fn>:\$/,/^\$/p")
	[ -n "$body" ] || die "no function $fn in $o"
	for pat in "$@"; do
		n=$(echo "$body" | tail -n +"$((line + 1))" | grep -n -E -m1 "$pat" |
			cut -d: -f1 || true)
		[ -n "$n" ] || die "$fn in $o: no '$pat' where expected:
$body"
		line=$((line + n))
	done
}
