#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# The build of xpmu_itanium that samples on ia64: built into the kernel
# (Documentation/itanium.rst, "Building for ia64").  Called by
# scripts/build-ia64.sh with its ia64 6.1 tree and compiler prefix:
#   scripts/build-ia64-builtin.sh TREE PREFIX [kbuild args...]
#
# Once, a copy of TREE (already built, so only what the new option
# touches is compiled again) with a Kconfig entry XPMU_ITANIUM and
# drivers/perf/xpmu/ in drivers/perf/Makefile, cached beside TREE.  Each
# run copies this checkout's Kbuild, drivers/itanium and include into
# drivers/perf/xpmu/, where the same Kbuild makes xpmu_itanium.o obj-y,
# builds that directory with the kbuild args (make check: W=1 C=2; any
# warning fails), then links vmlinux, and reads the objects: the
# interrupt claimed (register_percpu_irq() called with the handler, the
# vector written to cr.pmv and serialized), the PMC/PMD moves each
# followed by srlz.d, perf_event_overflow() called (not perf_tp_event()),
# PSR.pp set on a cpu coming online and in each task's saved PSR,
# IA-64 code, and nothing of the x86-only objects (the simulator and the
# uncore driver).  Prints the tree.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# -ge 2 ] || die "usage: $0 TREE PREFIX [kbuild args...]"
src_tree=$1
prefix=$2
shift 2
[ -f "$src_tree/vmlinux" ] || die "$src_tree has no vmlinux"

kconfig='
config XPMU_ITANIUM
	bool "xpmu: Itanium 2 (Montecito) and Itanium performance monitors"
	depends on IA64 && PERF_EVENTS
	help
	  perf PMUs for the Itanium 2 (Montecito) and Itanium monitors,
	  built in so that they can sample (Documentation/itanium.rst).
'
mkline='obj-$(CONFIG_XPMU_ITANIUM) += xpmu/'
key=$(printf '%s\n' "$src_tree" "$kconfig" "$mkline" | cksum | cut -d' ' -f1)
base=$(dirname "$src_tree")-builtin-$key
tree=$base/linux-source-6.1
kmake=(make -C "$tree" ARCH=ia64 CROSS_COMPILE="$prefix")
log=$base/build.log

xpmu_cache_lock "$base"
if [ ! -f "$base/.xpmu-done" ]; then
	say "copying the ia64 tree to $tree"
	rm -rf "$base"
	mkdir -p "$base"
	cp -a "$src_tree" "$tree"
	# Before drivers/perf/Kconfig's closing endmenu.
	awk -v add="$kconfig" '/^endmenu$/ && !done {print add; done = 1} {print}' \
		"$tree/drivers/perf/Kconfig" >"$tree/drivers/perf/Kconfig.new"
	mv "$tree/drivers/perf/Kconfig.new" "$tree/drivers/perf/Kconfig"
	echo "$mkline" >>"$tree/drivers/perf/Makefile"
	"$tree/scripts/config" --file "$tree/.config" --enable XPMU_ITANIUM
	"${kmake[@]}" olddefconfig >"$log" 2>&1 || die "olddefconfig failed, see $log"
	grep -qx CONFIG_XPMU_ITANIUM=y "$tree/.config" ||
		die "the ia64 kernel's .config lacks CONFIG_XPMU_ITANIUM=y"
	touch "$base/.xpmu-done"
fi

# This checkout's sources, afresh: nothing of an earlier one links.
dst=$tree/drivers/perf/xpmu
rm -rf "$dst"
mkdir -p "$dst/drivers"
cp "$XPMU_TOP/Kbuild" "$dst/"
cp -r "$XPMU_TOP/drivers/itanium" "$dst/drivers/"
cp -r "$XPMU_TOP/include" "$dst/"
{
	nice "${kmake[@]}" -j"$(nproc)" drivers/perf/xpmu/ "$@" &&
		nice "${kmake[@]}" -j"$(nproc)" vmlinux
} >"$log" 2>&1 || die "the ia64 kernel with xpmu_itanium built in failed, see $log"
# Ours, and modpost's (section mismatches); the kernel's own files have
# W=1 warnings of their own (arch/ia64/kernel/asm-offsets.c).
if grep -E '^drivers/perf/xpmu/.*(warning|error):|WARNING: modpost' "$log" >&2; then
	die "warnings building xpmu_itanium into the ia64 kernel (above; $log)"
fi

vmlinux=$tree/vmlinux
obj=$dst/drivers/itanium
"${prefix}readelf" -h "$vmlinux" | grep -q 'Machine:.*IA-64' || die "$vmlinux is not IA-64"
syms=$("${prefix}nm" "$vmlinux")
for s in xpmu_ia_native_init xpmu_ia_irq ia64_pmu_interrupt perf_event_overflow; do
	grep -q " [tT] $s\$" <<<"$syms" || die "vmlinux lacks $s"
done
# Defined only by the simulator and the uncore driver (x86).
if grep -E ' [tTdDbBrR] (sim_ops|sim_request_irq|xpmu_uncore_[a-z_]*|xpmu_ia_sim_[a-z_]*)$' <<<"$syms" >&2; then
	die "vmlinux has x86-only xpmu code (above)"
fi

# expect OBJECT FUNCTION REGEX...: in order (objdump_expect, lib.sh).
expect() { objdump_expect "${prefix}objdump" "$@"; }
ops=$obj/ops_ia64.o
expect "$ops" ia64_pmc_write 'mov pmc\[r[0-9]+\]=r[0-9]+' 'srlz\.d'
expect "$ops" ia64_pmd_write 'mov pmd\[r[0-9]+\]=r[0-9]+' 'srlz\.d'
expect "$ops" ia64_pmv_set 'mov cr\.pmv=r[0-9]+' 'srlz\.d'
expect "$ops" xpmu_ia_native_init 'LTOFF_FPTR22[[:space:]]+ia64_pmu_interrupt$' \
	'PCREL21B[[:space:]]+register_percpu_irq$'
expect "$obj/overflow.o" xpmu_ia_overflow 'PCREL21B[[:space:]]+perf_event_overflow$'
# A cpu coming online: its cr.pmv, DCR.pp and PSR.pp.  A task's user
# code: its saved cr.ipsr gets pp (bit 21, Figure 3-10), unless a kernel
# thread's (PF_KTHREAD, bit 21 of flags too); built in, at every switch in
# on a cpu with a cpu-wide event (pmu::sched_task, perf_sched_cb_inc()).
expect "$ops" ia64_cpu_online 'mov cr\.pmv=r[0-9]+' 'srlz\.d' 'mov cr\.dcr=r[0-9]+' \
	'ssm 0x200000' 'srlz\.i'
expect "$ops" xpmu_ia_native_count_user 'tbit\.z p[0-9]+,p[0-9]+=r[0-9]+,21' \
	'dep r[0-9]+=r[0-9]+,r[0-9]+,21,1' 'st8 \[r[0-9]+\]=r[0-9]+'
expect "$obj/pmu.o" ia_sched_task 'PCREL21B[[:space:]]+xpmu_ia_native_count_user$'
expect "$obj/pmu.o" ia_add 'PCREL21B[[:space:]]+perf_sched_cb_inc$'
expect "$obj/pmu.o" ia_del 'PCREL21B[[:space:]]+perf_sched_cb_dec$'
if grep -q ' U perf_tp_event$' <<<"$("${prefix}nm" "$obj/overflow.o")"; then
	die "the built-in overflow.o calls perf_tp_event()"
fi
echo "$tree"
