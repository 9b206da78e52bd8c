#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The units' own registers beyond the counter/control pairs, end to end
# with perf 6.1 and against the simulator's registers:
#  - CHA Cn_MSR_PMON_BOX_FILTER0.tid, obeyed by counters with tid_en
#    (EMR uncore guide 2.2.2.2, Tables 2-72 and 2-75);
#  - the PCU band filter (2.10.2, Table 2-419);
#  - M2M OPCODE_MM (2.7.2.1, Table 2-232);
#  - the iMC's DCLK fixed counter, event=0xff (2.3.2.1, Table 2-129);
#  - the UCLK fixed counter of the global block, on uncore_ubox (Table 1-8);
#  - UPI LL packet match by message class and opcode (3.1.2, Table 2-222);
#  - IIO ch_mask and fc_mask (Table 2-184).
# The simulator passes (1 + filter % 7) eighths of a filtered counter's
# events, one sixteenth per port of an IIO ch_mask and a quarter per flow
# class of its fc_mask (sim/regs.c), so a count shows whether the value
# reached the register the counter obeys.
. /xpmu/tests/guest/lib.inc
sim_load

sim_filter() {	# sim_filter DIE UNIT: the unit's filter register
	awk '$1 == "type" {print $12}' "$SIM/die$1/$2"
}
sim_fixed() {	# sim_fixed DIE FILE FIELD: a field of the fixed counter of FILE
	awk -v f="$3" '$1 == "fixed" {for (i = 2; i < NF; i += 2) if ($i == f) print $(i + 1)}' \
		"$SIM/die$1/$2"
}
# perf stat --per-socket of EVENT on PMU against the fixed counter of FILE.
fixed_vs_truth() {	# fixed_vs_truth FILE PMU EVENT
	b0=$(sim_fixed 0 $1 total) b1=$(sim_fixed 1 $1 total)
	perf stat -a -x, --per-socket -e $2/$3/ sleep 0.5 >/tmp/fixed 2>&1
	for die in 0 1; do
		eval before=\$b$die
		got=$(awk -F, -v s="S$die" '$1 == s {print $3}' /tmp/fixed)
		want=$(( $(sim_fixed $die $1 total) - before ))
		if [ -n "$got" ] && [ "$got" = "$want" ] && [ "$want" -gt 0 ]; then
			echo "ok: die $die $2/$3/: $got = simulator"
		else
			cat /tmp/fixed
			fail "die $die $2/$3/: perf '$got', simulator $want"
		fi
		check "die $die $1 fixed control" "$(sim_fixed $die $1 last_ctl)" 0x400000
		check "die $die $1 fixed counter stopped" "$(sim_fixed $die $1 ctl)" 0x0
	done
}
# The ratio of the second count to the first of a perf stat -x, output.
ratio() {
	awk -F, '$1 ~ /^[0-9]+$/ {c[++n] = $1} END {if (n == 2 && c[1] > 0) printf "%.3f\n", c[2] / c[1]}' "$1"
}
within() {	# within WHAT VALUE LOW HIGH
	if [ -n "$2" ] && awk -v v="$2" -v l="$3" -v h="$4" 'BEGIN {exit !(v >= l && v <= h)}'; then
		echo "ok: $1: $2 in [$3, $4]"
	else
		fail "$1: '$2' not in [$3, $4]"
	fi
}

check "CHA format filter_tid" "$(cat $PMUS/uncore_cha_0/format/filter_tid)" "config1:0-9"
check "CHA format tid_en" "$(cat $PMUS/uncore_cha_0/format/tid_en)" "config:16"
check "PCU format filter_band3" "$(cat $PMUS/uncore_pcu/format/filter_band3)" "config1:24-31"
check "M2M format filter_mcopc_mask" \
	"$(cat $PMUS/uncore_m2m_0/format/filter_mcopc_mask)" "config1:22-27"

# Filtered events count exactly what the simulator counted, on both dies,
# and each die's filter register holds the value perf asked for.
stat_vs_truth "cha_0 uncore_cha_0 event=0x35,umask=0x1,tid_en=1,filter_tid=0x13" \
	"pcu_0 uncore_pcu event=0x1,filter_band0=0x10,filter_band2=0x30" \
	"m2m_0 uncore_m2m_0 event=0x1,filter_opc=0x3,filter_mc=0x2,filter_mcopc_mask=0x3f"
for die in 0 1; do
	check "die $die CHA 0 FILTER0" "$(sim_filter $die cha_0)" 0x13
	check "die $die CHA 0 control (tid_en)" \
		"$(awk '$1 == "ctr0" {print $11}' $SIM/die$die/cha_0)" 0x10135
	check "die $die PCU filter" "$(sim_filter $die pcu_0)" 0x300010
	check "die $die M2M 0 OPCODE_MM" "$(sim_filter $die m2m_0)" 0xfc00203
done

# The filter reaches the counter: tid 0x3 passes (1 + 3) / 8 of the
# events.  Side by side on two counters of one CHA, only one obeying it.
perf stat -a -x, -e uncore_cha_1/event=0x35,umask=0x1/ \
	-e uncore_cha_1/event=0x35,umask=0x1,tid_en=1,filter_tid=0x3/ sleep 0.5 \
	>/tmp/tid 2>&1
cat /tmp/tid
within "CHA tid 0x3 against unfiltered" "$(ratio /tmp/tid)" 0.49 0.51
# IIO ch_mask: four ports count four times one port.
perf stat -a -x, -e uncore_iio_1/event=0x83,umask=0x1,ch_mask=0x1,fc_mask=0x7/ \
	-e uncore_iio_1/event=0x83,umask=0x1,ch_mask=0xf,fc_mask=0x7/ sleep 0.5 \
	>/tmp/ports 2>&1
cat /tmp/ports
within "IIO ch_mask 0xf against 0x1" "$(ratio /tmp/ports)" 3.96 4.04
# IIO fc_mask: three flow classes count three times one.
perf stat -a -x, -e uncore_iio_1/event=0x83,umask=0x1,ch_mask=0x1,fc_mask=0x1/ \
	-e uncore_iio_1/event=0x83,umask=0x1,ch_mask=0x1,fc_mask=0x7/ sleep 0.5 \
	>/tmp/classes 2>&1
cat /tmp/classes
within "IIO fc_mask 0x7 against 0x1" "$(ratio /tmp/classes)" 2.97 3.03

# Two filter values cannot share a CHA: perf multiplexes them (each runs
# part of the time, and counts), and the filter is free again afterwards.
perf stat -a -x, -e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x1/ \
	-e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x2/ sleep 1 \
	>/tmp/mux 2>&1
n=$(awk -F, '$1 ~ /^[0-9]+$/ && $1 > 0 && $5 + 0 < 100' /tmp/mux | wc -l)
check "two tid filters on one CHA: both multiplexed and counting" "$n" 2
[ "$n" = 2 ] || cat /tmp/mux
perf stat -a -x, -e uncore_cha_2/event=0x35,umask=0x1,tid_en=1,filter_tid=0x7/ sleep 0.2 \
	>/dev/null 2>&1
check "CHA 2 FILTER0 after the multiplexed run" "$(sim_filter 0 cha_2)" 0x7

# iMC DCLK: event=0xff goes to the fixed counter, enabled by its .en bit
# (22) alone, and counts what the simulator's DCLK counter counted.
fixed_vs_truth imc_0 uncore_imc_0 event=0xff
perf stat -a -x, -e uncore_imc_0/event=0xff/ -e uncore_imc_0/event=0x1/ \
	sleep 0.2 >/dev/null 2>&1
# ... and leaves the 4 generic counters to other events.
check "generic counter 0 took event 0x1" \
	"$(awk '$1 == "ctr0" {print $11}' $SIM/die0/imc_0)" 0x1

# The UCLK counter: uncore_ubox, event=0xff, one per die; nothing else.
check "uncore_ubox cpumask" "$(cat $PMUS/uncore_ubox/cpumask)" "0,2"
fixed_vs_truth uclk uncore_ubox event=0xff

# UPI LL packet match (Table 2-222): RxL_BASIC_HDR_MATCH (0x5) with
# umask 0xaa, RSP - No Data class (0xa) and opcode RspCnflt (0xa, Table
# 3-7), and xtra bit 0 (control bit 32), "match opcode".
stat_vs_truth "upi_1 uncore_upi_1 event=0x5,umask=0x1aa"
check "UPI 1 control: class, opcode and opcode match" \
	"$(awk '$1 == "ctr0" {print $11}' $SIM/die0/upi_1)" 0x10000aa05

finish
