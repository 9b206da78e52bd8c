#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Montecito's event qualification (3.3.5-3.3.7): by instruction
# address range (config1, IBR pair 0), opcode (PMC32-33) and the fine
# mode, counted by perf stat against the simulated program's retired
# instructions ("ops" in the simulator's truth); and what an event does
# not honour, refused (Table 4-42).
. /xpmu/tests/guest/lib.inc
ia_load
M=$PMUS/montecito
for f in irange fine inv opc_mifb opc_major opc_major_en; do
	[ -r $M/format/$f ] || fail "no format/$f"
done
check "format/irange" "$(cat $M/format/irange)" "config1:0-63"
ia_syms xsim_prog_0
# shellcheck disable=SC2154 # ia_syms sets sym_NAME
prog0=$sym_xsim_prog_0
echo "xsim_prog_0 at $prog0"

ev=montecito/ia64_tagged_inst_retired.ibrp0_pmc32_33
ia_share "tagged, no constraint" montecito "$ev/" 990 1001
# xsim_prog_0's 512 bytes: one function of eight, about an eighth.
blk=$(napot "$prog0" 512)
ia_share "irange=$blk (xsim_prog_0)" montecito "$ev,irange=$blk/" 60 200
in=$share
ia_share "irange=$blk + inv" montecito "$ev,irange=$blk,inv=1/"
out=$share
[ -z "$in" ] || [ -z "$out" ] ||
	within "irange=$blk, and + inv, summed (per mille)" "$((in + out))" 970 1030
ia_share "opc_mifb=b (branches: 20%)" montecito "$ev,opc_mifb=1/" 170 230
ia_share "opc_mifb=b, major 4 (IP-relative: 12%)" montecito \
	"$ev,opc_mifb=1,opc_major_en=1,opc_major=4/" 95 145
lo=$(low "$prog0")
fhi=$(printf '0xffffffff%08x' $((lo + 0x100)))
[ $(( (lo & 0xffff) + 0x100 )) -lt 65536 ] && {
	# bundles strictly inside: 15 of xsim_prog_0's 32, about 15/256
	ia_share "fine 0x$prog0..$fhi" montecito "$ev,fine=1,irange=0x$prog0,drange=$fhi/" 25 100
}

# Refused: qualification an event does not honour (Table 4-42), rules.
ia_refused "montecito/back_end_bubble.all,irange=$blk/" \
	"montecito/l1i_prefetches,opc_mifb=1/" \
	"montecito/cpu_op_cycles.all,drange=$blk/" \
	"montecito/cpu_op_cycles.qual,all=1,irange=$blk/" \
	"montecito/ia64_tagged_inst_retired.ibrp2_pmc32_33,fine=1,irange=0x$prog0,drange=$fhi/" \
	"montecito/data_ear_events,umask=0xb/"

# An ia64 kernel keeps the breakpoint registers from the driver
# (drivers/itanium/ops_ia64.c): with the simulator's ops the same
# (breakpoints=0), every range is refused, a data range starting at
# address 0 too (its DBR base is 0, its mask is not: drange=0x7ff is
# 0-4 KiB), and an event without one still counts.
ia_sim_reload breakpoints=0
ia_refused "$ev,irange=$blk/" "montecito/data_ear_events,drange=0x7ff/" \
	"montecito/data_ear_events,drange=$(napot "$prog0" 4096)/"
ia_share "breakpoints=0: tagged, no constraint" montecito "$ev/" 990 1001
ia_sim_reload
finish
