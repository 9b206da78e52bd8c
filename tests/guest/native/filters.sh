#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: what the driver writes beyond the counter/control pairs,
# read back from the model's registers while perf counts, on both sockets.
# The values wanted are the guide's encodings, written out here:
#  - CHA Cn_MSR_PMON_BOX_FILTER0.tid (Table 2-75, bits 9:0) and the
#    control's tid_en (Table 2-72, bit 16);
#  - the PCU band filter (Table 2-419: band n at bits 8n+7:8n);
#  - M2M OPCODE_MM (Table 2-232: opc 3:0, mc 11:8, mcopc_mask 27:22);
#  - IIO ch_mask 47:36 and fc_mask 50:48 (Table 2-184), and the UPI LL
#    packet match's umask bit 8 in control bit 32 (Table 2-222): control
#    bits;
#  - the fixed counters, enabled by bit 22 (Table 2-129): an iMC
#    channel's DCLK (Table 1-12) and the global block's UCLK (Table 1-8),
#    whose counts must equal the model's.
. /xpmu/tests/guest/lib.inc

check "CHA format filter_tid" "$(cat $PMUS/uncore_cha_0/format/filter_tid)" "config1:0-9"
check "CHA format tid_en" "$(cat $PMUS/uncore_cha_0/format/tid_en)" "config:16"
check "PCU format filter_band3" "$(cat $PMUS/uncore_pcu/format/filter_band3)" "config1:24-31"
check "M2M format filter_mcopc_mask" \
	"$(cat $PMUS/uncore_m2m_0/format/filter_mcopc_mask)" "config1:22-27"
check "uncore_ubox cpumask" "$(cat $PMUS/uncore_ubox/cpumask)" "0,2"

perf stat -a -x, --per-socket \
	-e uncore_cha_6/event=0x35,umask=0x1,tid_en=1,filter_tid=0x13/ \
	-e uncore_pcu/event=0x1,filter_band0=0x10,filter_band2=0x30/ \
	-e uncore_m2m_3/event=0x1,filter_opc=0x3,filter_mc=0x2,filter_mcopc_mask=0x3f/ \
	-e uncore_iio_2/event=0x83,umask=0x1,ch_mask=0xf,fc_mask=0x7/ \
	-e uncore_upi_2/event=0x5,umask=0x1aa/ \
	-e uncore_imc_5/event=0xff/ -e uncore_ubox/event=0xff/ \
	$EMR_HOLD >/tmp/stat 2>&1 &
emr_wait_counting
# The registers as they are while perf counts, read first and checked
# after: "NAME ID CTR" then the model's answer (emr_truth's 7 fields).
for s in 0 1; do
	for u in "cha 6 0" "pcu 0 0" "m2m 3 0" "iio 2 0" "upi 2 0" "imc 5 0x10" "global 0 0x10"; do
		set -- $u
		echo "$s $u $(/xpmu/bin/emr_truth $s "$(emr_type $1)" $2 $3)"
	done
done >/tmp/regs
reg() {	# reg SOCKET NAME ID FIELD: a field of the answer read above
	awk -v s="$1" -v n="$2" -v i="$3" -v f="$4" '$1 == s && $2 == n && $3 == i {print $(4 + f)}' /tmp/regs
}
for s in 0 1; do
	check "socket $s CHA 6 FILTER0" "$(reg $s cha 6 6)" 0x13
	check "socket $s CHA 6 control with tid_en" "$(reg $s cha 6 2)" 0x10135
	check "socket $s PCU band filter" "$(reg $s pcu 0 6)" 0x300010
	check "socket $s M2M 3 OPCODE_MM" "$(reg $s m2m 3 6)" 0xfc00203
	check "socket $s IIO 2 control with ch_mask, fc_mask" \
		"$(reg $s iio 2 2)" 0x700f000000183
	check "socket $s UPI 2 control with opcode match" "$(reg $s upi 2 2)" 0x10000aa05
	check "socket $s iMC 5 DCLK control" "$(reg $s imc 5 2)" 0x400000
	check "socket $s UCLK control" "$(reg $s global 0 2)" 0x400000
done
emr_release
cat /tmp/stat

# Filtered events and the fixed counters count what the model's counted,
# and the fixed counters stop after perf; the channel's generic counter 0
# is left to a generic event meanwhile.
stat_vs_model "cha 6 uncore_cha_6 event=0x35,umask=0x1,tid_en=1,filter_tid=0x13" \
	"pcu 0 uncore_pcu event=0x1,filter_band0=0x10,filter_band2=0x30" \
	"m2m 3 uncore_m2m_3 event=0x1,filter_opc=0x3,filter_mc=0x2,filter_mcopc_mask=0x3f" \
	"upi 2 uncore_upi_2 event=0x5,umask=0x1aa" \
	"imc 5 uncore_imc_5 event=0xff 0x10" \
	"global 0 uncore_ubox event=0xff 0x10" \
	"imc 5 uncore_imc_5 event=0x1 0"
for s in 0 1; do
	check "socket $s iMC 5 DCLK control after perf" "$(emr_field $s imc 5 0x10 2)" 0x0
	check "socket $s UCLK control after perf" "$(emr_field $s global 0 0x10 2)" 0x0
done

# Two filter values cannot share a CHA: perf multiplexes them (each runs
# part of the time, and counts), and the filter is free again afterwards.
perf stat -a -x, -e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x1/ \
	-e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x2/ sleep 1 \
	>/tmp/mux 2>&1
n=$(awk -F, '$1 ~ /^[0-9]+$/ && $1 > 0 && $(NF - 2) + 0 < 100' /tmp/mux | wc -l)
check "two tid filters on one CHA: both multiplexed and counting" "$n" 2
[ "$n" = 2 ] || cat /tmp/mux
perf stat -a -x, -e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x7/ sleep 0.2 \
	>/dev/null 2>&1
check "CHA 2 FILTER0 after the multiplexed run" "$(emr_field 0 cha 2 0 6)" 0x7
emr_no_reserved_writes
finish
