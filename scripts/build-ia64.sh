#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Build xpmu_itanium for ia64: the cross compiler (scripts/ia64-gcc.sh),
# then once an ia64 kernel from Debian's linux-source-6.1 (6.1 still has
# arch/ia64), then the module against it with W=1 and sparse, no warning
# allowed, and modpost checking that every symbol it takes is exported.
# Then checks in the objects what only an ia64 build can show: the PMC and
# PMD moves of drivers/itanium/ops_ia64.c, each write followed by its
# srlz.d, and no x86 code in the module.  Prints the build directory.
#   scripts/build-ia64.sh [kbuild args...]     (make check: W=1 C=2)
#
# ia64 Linux never had perf events: arch/ia64/Kconfig does not select
# HAVE_PERF_EVENTS, so no ia64 kernel can register a perf PMU, and a
# stock 6.1 ia64 tree has no struct pmu to compile the module against.
# The tree built here adds that select and an empty asm/perf_event.h (the
# generic perf core needs nothing more to build on ia64), so that the
# module compiles against ia64's headers and intrinsics and links against
# a real ia64 vmlinux's exports.  It has not run: there is no Itanium
# here, and no ia64 kernel with perf events anywhere
# (Documentation/itanium.rst, "Building for ia64").
#
# The kernel: allnoconfig plus what the module needs, built fully (vmlinux
# and the exports in Module.symvers), once per linux-source-6.1 version and
# configuration, under $XPMU_CACHE.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

prefix=$("$XPMU_TOP/scripts/ia64-gcc.sh")
ver=$(dpkg-query -W -f='${Version}' linux-source-6.1 2>/dev/null || true)
[ -n "$ver" ] || die "linux-source-6.1 is not installed (scripts/deps.sh)"

# Itanium 2 (McKinley and later, the Montecito among them), SMP, modules,
# perf events.
config='CONFIG_MODULES=y
CONFIG_MODULE_UNLOAD=y
CONFIG_SMP=y
CONFIG_HOTPLUG_CPU=y
CONFIG_MCKINLEY=y
CONFIG_PERF_EVENTS=y'
perf_select='	select HAVE_PERF_EVENTS'
# Keyed by the compiler too (its directory names its source's version).
key=$(printf '%s\n' "$prefix" "$config" "$perf_select" | cksum | cut -d' ' -f1)
base=$XPMU_CACHE/ia64-linux-$ver-$key
tree=$base/linux-source-6.1
kmake=(make -C "$tree" ARCH=ia64 CROSS_COMPILE="$prefix")

xpmu_cache_lock "$base"
if [ ! -f "$base/.xpmu-done" ]; then
	log=$base/build.log
	say "building an ia64 Linux $ver in $tree; log: $log"
	rm -rf "$base"
	mkdir -p "$base"
	tar -C "$base" -xJf /usr/src/linux-source-6.1.tar.xz
	# In config IA64's selects, after HAVE_EXIT_THREAD's.
	sed -i "/^config IA64\$/,/^\$/ \
		s/^\tselect HAVE_EXIT_THREAD\$/&\n$perf_select/" \
		"$tree/arch/ia64/Kconfig"
	grep -qx "$perf_select" "$tree/arch/ia64/Kconfig" ||
		die "could not add HAVE_PERF_EVENTS to $tree/arch/ia64/Kconfig"
	cat >"$tree/arch/ia64/include/asm/perf_event.h" <<-'EOF'
		/* SPDX-License-Identifier: GPL-2.0 */
		/* Empty: the generic perf core's defaults (see scripts/build-ia64.sh). */
		#ifndef _ASM_IA64_PERF_EVENT_H
		#define _ASM_IA64_PERF_EVENT_H
		#endif
	EOF
	printf '%s\n' "$config" >"$base/config.fragment"
	{
		"${kmake[@]}" KCONFIG_ALLCONFIG="$base/config.fragment" allnoconfig &&
			"${kmake[@]}" -j"$(nproc)" vmlinux modules
	} >"$log" 2>&1 || die "ia64 kernel build failed, see $log"
	# allnoconfig drops what its fragment asks for if a dependency is
	# missing: check that each line holds.
	while read -r line; do
		grep -qx "$line" "$tree/.config" ||
			die "the ia64 kernel's .config lacks $line"
	done <"$base/config.fragment"
	[ -s "$tree/Module.symvers" ] || die "no Module.symvers in $tree"
	touch "$base/.xpmu-done"
fi

out=$XPMU_BUILDS/check-ia64
"$XPMU_TOP/scripts/build-modules.sh" --no-warnings "$tree" "$out" \
	ARCH=ia64 CROSS_COMPILE="$prefix" "$@" >/dev/null
# Undefined symbols are modpost errors, which fail the build above; its
# other complaints are warnings in capitals.
if grep -E 'WARNING|ERROR' "$out/build.log" >&2; then
	die "modpost complains about the ia64 module (above)"
fi
[ "$(ls "$out"/*.ko)" = "$out/xpmu_itanium.ko" ] ||
	die "the ia64 build made other modules than xpmu_itanium: $(ls "$out"/*.ko)"

# Every object is IA-64 code, and the module has ops_ia64.c's
# xpmu_ia_native_init(), not backend.h's empty stand-in.
for o in "$out/xpmu_itanium.ko" $(find "$out/drivers/itanium" -name '*.o'); do
	"${prefix}readelf" -h "$o" | grep -q 'Machine:.*IA-64' ||
		die "$o is not an IA-64 object"
done
"${prefix}nm" "$out/xpmu_itanium.ko" | grep -q ' T xpmu_ia_native_init$' ||
	die "xpmu_itanium.ko lacks ops_ia64.c (xpmu_ia_native_init)"

# The module counts only: no interrupt, no perf_tp_event() (no
# EVENT_TRACING on ia64: Documentation/itanium.rst, "ia64").
if grep -E ' (ia64_pmu_interrupt|register_percpu_irq|perf_tp_event)$' \
	<<<"$("${prefix}nm" "$out/xpmu_itanium.ko")" >&2; then
	die "the ia64 module has sampling code (above)"
fi

# The instructions each function of ops_ia64.c must have, in this order
# (regular expressions on objdump's lines).  PSR.pp is bit 21 (the
# Montecito manual, Figure 3-10), so ssm 0x200000.  From the Intel
# Itanium Architecture Software Developer's Manual, vol. 2, where the
# manual's 3.3.1 sends the reader (7.2.1 and the serialization rules of
# chapter 3): a PMC or PMD write reaches later accesses only after a data
# serialization, srlz.d; DCR.pp is bit 0 of cr.dcr; an ssm of the PSR is
# seen by the instructions after an srlz.i.
ops=$out/drivers/itanium/ops_ia64.o
expect() { objdump_expect "${prefix}objdump" "$ops" "$@"; }
expect ia64_pmc_read 'mov r[0-9]+=pmc\[r[0-9]+\]'
expect ia64_pmc_write 'mov pmc\[r[0-9]+\]=r[0-9]+' 'srlz\.d'
expect ia64_pmd_read 'mov r[0-9]+=pmd\[r[0-9]+\]'
expect ia64_pmd_write 'mov pmd\[r[0-9]+\]=r[0-9]+' 'srlz\.d'
expect ia64_enable_pp 'mov r[0-9]+=cr\.dcr' 'or r[0-9]+=1,r[0-9]+' \
	'mov cr\.dcr=r[0-9]+' 'ssm 0x200000' 'srlz\.i'

# The same sources built into that kernel, which samples.
"$XPMU_TOP/scripts/build-ia64-builtin.sh" "$tree" "$prefix" "$@" >/dev/null

echo "$out"
