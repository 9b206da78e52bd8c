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

perf stat -a -x, --per-socket \
	-e uncore_cha_6/event=0x35,umask=0x1,tid_en=1,filter_tid=0x13/ \
	-e uncore_pcu/event=0x1,filter_band0=0x10,filter_band2=0x30/ \
	-e uncore_m2m_3/event=0x1,filter_opc=0x3,filter_mc=0x2,filter_mcopc_mask=0x3f/ \
	-e uncore_iio_2/event=0x83,umask=0x1,ch_mask=0xf,fc_mask=0x7/ \
	-e uncore_upi_2/event=0x5,umask=0x1aa/ \
	-e uncore_imc_5/event=0xff/ -e uncore_ubox/event=0xff/ \
	sleep 4 >/tmp/stat 2>&1 &
emr_wait_counting
for s in 0 1; do
	check "socket $s CHA 6 FILTER0" "$(emr_field $s cha 6 0 6)" 0x13
	check "socket $s CHA 6 control with tid_en" "$(emr_field $s cha 6 0 2)" 0x10135
	check "socket $s PCU band filter" "$(emr_field $s pcu 0 0 6)" 0x300010
	check "socket $s M2M 3 OPCODE_MM" "$(emr_field $s m2m 3 0 6)" 0xfc00203
	check "socket $s IIO 2 control with ch_mask, fc_mask" \
		"$(emr_field $s iio 2 0 2)" 0x700f000000183
	check "socket $s UPI 2 control with opcode match" \
		"$(emr_field $s upi 2 0 2)" 0x10000aa05
	check "socket $s iMC 5 DCLK control" "$(emr_field $s imc 5 0x10 2)" 0x400000
	check "socket $s UCLK control" "$(emr_field $s global 0 0x10 2)" 0x400000
done
wait
cat /tmp/stat

# The fixed counters count what the model's counted, and stop after perf;
# an iMC's generic counter 0 is left to a generic event meanwhile.
stat_vs_model "imc 5 uncore_imc_5 event=0xff 0x10" \
	"global 0 uncore_ubox event=0xff 0x10" \
	"imc 0 uncore_imc_0 event=0x1 0"
for s in 0 1; do
	check "socket $s iMC 5 DCLK control after perf" "$(emr_field $s imc 5 0x10 2)" 0x0
	check "socket $s UCLK control after perf" "$(emr_field $s global 0 0x10 2)" 0x0
done
emr_no_reserved_writes
finish
