#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build (once) a C cross compiler for ia64 and print its prefix, for
# CROSS_COMPILE= (e.g. ~/.cache/xpmu/ia64-gcc-12.2.0-14+deb12u1/bin/
# ia64-linux-gnu-).  Debian 12 ships binutils for ia64 but no compiler,
# so GCC comes from Debian's own gcc-12-source: the upstream tarball it
# carries, without Debian's patches (they concern Debian's packaging,
# its multiarch paths and its libraries, none of them a bare kernel
# compiler's concern).  A stage-1 compiler: C only, no libc, no target
# libraries, enough for the kernel (arch/ia64 brings its own division
# and string helpers and links no libgcc).  Used in place, without
# `make install` (the dfsg tarball lacks the manuals the install step
# wants): a wrapper calls xgcc with -B on its build directory, and the
# binutils tools are linked next to it.  Cached under $XPMU_CACHE keyed
# by the gcc-12-source version.  About 17 minutes of CPU, 70 MB.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

ver=$(dpkg-query -W -f='${Version}' gcc-12-source 2>/dev/null || true)
[ -n "$ver" ] || die "gcc-12-source is not installed (scripts/deps.sh)"
[ -x /usr/bin/ia64-linux-gnu-as ] ||
	die "binutils-ia64-linux-gnu is not installed (scripts/deps.sh)"
out=$XPMU_CACHE/ia64-gcc-$ver
prefix=$out/bin/ia64-linux-gnu-
xpmu_cache_lock "$out"
if [ -f "$out/.xpmu-done" ]; then
	echo "$prefix"
	exit 0
fi

tarball=$(ls /usr/src/gcc-12/gcc-*.tar.* | head -n 1)
say "building an ia64 cross compiler from $tarball in $out; log: $out/build.log"
rm -rf "$out"
mkdir -p "$out/build" "$out/bin"
tar -C "$out" -xf "$tarball"
src=$(ls -d "$out"/gcc-*/)
log=$out/build.log
(
	cd "$out/build"
	"$src/configure" --target=ia64-linux-gnu --prefix="$out/install" \
		--enable-languages=c --without-headers --with-newlib \
		--disable-shared --disable-threads --disable-multilib \
		--disable-libssp --disable-libquadmath --disable-libgomp \
		--disable-libatomic --disable-libitm --disable-libvtv \
		--disable-libsanitizer --disable-nls --disable-bootstrap \
		--disable-lto --disable-plugin \
		--with-as=/usr/bin/ia64-linux-gnu-as \
		--with-ld=/usr/bin/ia64-linux-gnu-ld
	# No debug information: less to compile, 70 MB kept instead of 650,
	# and a compiler that is not debugged here.
	make -j"$(nproc)" CFLAGS=-O2 CXXFLAGS=-O2 all-gcc
) >"$log" 2>&1 || die "ia64 gcc build failed, see $log"

cat >"${prefix}gcc" <<EOF
#!/bin/sh
exec "$out/build/gcc/xgcc" -B"$out/build/gcc/" "\$@"
EOF
chmod +x "${prefix}gcc"
for t in as ld ar nm objcopy objdump readelf strip; do
	ln -sf "/usr/bin/ia64-linux-gnu-$t" "$prefix$t"
done
# The compiler must produce ia64 code that the assembler takes.
echo 'int f(int a) { return a + 1; }' |
	"${prefix}gcc" -O2 -x c -c -o "$out/check.o" - >>"$log" 2>&1 ||
	die "the ia64 gcc built in $out does not compile, see $log"
"${prefix}readelf" -h "$out/check.o" | grep -q 'IA-64' ||
	die "the ia64 gcc built in $out does not produce IA-64 objects"
# The compiler is build/gcc's programs, specs and headers: the sources,
# the objects and the host libraries' build directories can go.
rm -rf "$src"
find "$out/build" -mindepth 1 -maxdepth 1 ! -name gcc -exec rm -rf {} +
find "$out/build/gcc" -name '*.o' -delete
touch "$out/.xpmu-done"
echo "$prefix"
