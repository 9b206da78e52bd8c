#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build (once) the KUnit/KASAN/lockdep/UBSAN test kernel from Debian's
# linux-source-6.12 and print its build directory.  The build is cached
# under $XPMU_CACHE keyed by source version + config fragments, so only the
# first run pays.  Progress goes to stderr, the path alone to stdout.
#
#   scripts/testkernel.sh           the test kernel (scripts/testkernel.config)
#   scripts/testkernel.sh --kcsan   the KCSAN kernel: scripts/testkernel-kcsan.config
#                                   merged over it (KCSAN excludes KASAN)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

frags=("$XPMU_TOP/scripts/testkernel.config")
name=kernel
case "${1:-}" in
"") ;;
--kcsan) frags+=("$XPMU_TOP/scripts/testkernel-kcsan.config"); name=kernel-kcsan ;;
*) die "unknown option $1 (--kcsan or nothing)" ;;
esac
ver=$(xpmu_src_version)
[ -n "$ver" ] || die "linux-source-6.12 is not installed (scripts/deps.sh)"
src=$(xpmu_src_dir)
key=$( (echo "$ver"; cat "${frags[@]}") | sha256sum | cut -c1-12)
out=$XPMU_CACHE/$name-$ver-$key
xpmu_cache_lock "$out"

if [ -f "$out/.xpmu-done" ] && [ -f "$out/Module.symvers" ]; then
	echo "$out"
	exit 0
fi

"$XPMU_TOP/scripts/kernel-source.sh" >/dev/null

say "building test kernel $ver ($key) in $out; log: $out/build.log"
rm -rf "$out"
mkdir -p "$out"
{
	make -C "$src" O="$out" tinyconfig
	"$src/scripts/kconfig/merge_config.sh" -m -O "$out" "$out/.config" "${frags[@]}"
	make -C "$src" O="$out" olddefconfig
} >"$out/build.log" 2>&1 || die "kernel configuration failed, see $out/build.log"

# A symbol whose dependencies are unmet is dropped silently by kconfig;
# insist that every requested one survived: each symbol as the last
# fragment that names it sets it (merge_config.sh's order).
bad=0
while IFS= read -r line; do
	case "$line" in
	CONFIG_*=n) sym=${line%=n}
		grep -q "^$sym=" "$out/.config" && { say "config: $sym is set"; bad=1; } ;;
	CONFIG_*) grep -qx "$line" "$out/.config" || { say "config: $line did not stick"; bad=1; } ;;
	esac
done < <(cat "${frags[@]}" | awk -F= '/^CONFIG_/ {v[$1] = $0; if (!($1 in o)) o[$1] = n++}
	END {for (k in o) l[o[k]] = v[k]; for (i = 0; i < n; i++) print l[i]}')
[ $bad = 0 ] || die "test kernel config is not what ${frags[*]##*/} ask for"

make -C "$src" O="$out" -j"$(nproc)" bzImage modules >>"$out/build.log" 2>&1 ||
	die "kernel build failed, see $out/build.log"
touch "$out/.xpmu-done"
echo "$out"
