#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf stat through the native backend on the QEMU model, against the
# model's ground truth (its test channel, /xpmu/bin/emr_truth): one event
# on a unit of every type, MSR, PCICFG and MMIO alike, on both sockets,
# then every counter of one unit of each type.
# The model counts only while a control selects an event and nothing
# freezes the block, so what counter 0 counted meanwhile is what perf
# must report, exactly.  Then the user's command, and interval mode.
. /xpmu/tests/guest/lib.inc

# What perf reads before it opens anything.  One reader cpu per socket
# (which one depends on the hotplug history: the driver keeps a reader
# until it goes offline).
check "cpumask is one cpu of each socket" \
	"$(sed 's/^[01],[23]$/one each/' $PMUS/uncore_cha_0/cpumask)" "one each"
check "CHA format umask" "$(cat $PMUS/uncore_cha_0/format/umask)" "config:8-15,32-63"
check "IIO format ch_mask" "$(cat $PMUS/uncore_iio_0/format/ch_mask)" "config:36-47"
check "PCU has no index" "$(ls -d $PMUS/uncore_pcu 2>/dev/null)" "$PMUS/uncore_pcu"

stat_vs_model "cha 0 uncore_cha_0 event=0x35,umask=0x1" \
	"cha 59 uncore_cha_59 event=0x1" \
	"iio 3 uncore_iio_3 event=0x83,umask=0x4" \
	"irp 4 uncore_irp_4 event=0x18" \
	"m2pcie 7 uncore_m2pcie_7 event=0x14,umask=0x1" \
	"pcu 0 uncore_pcu event=0x1" \
	"mdf 9 uncore_mdf_9 event=0x1" \
	"imc 5 uncore_imc_5 event=0x5,umask=0xcf" \
	"m2m 2 uncore_m2m_2 event=0x1" \
	"upi 1 uncore_upi_1 event=0x1" \
	"m3upi 3 uncore_m3upi_3 event=0x1" \
	"cxlcm 0 uncore_cxlcm_0 event=0x2,umask=0x1" \
	"cxlcm 0 uncore_cxlcm_0 event=0x41,umask=0x1 4" \
	"cxldp 0 uncore_cxldp_0 event=0x2" \
	"global 0 uncore_ubox event=0x42,umask=0x1"

# Every counter of one unit of each type, as the kernel's driver is held
# to it (native/kernel_reference): a control written to the wrong
# counter, or a counter read at the wrong stride, shows here.
every_counter_vs_model

# What the driver wrote: the last event programmed on counter 0 is the one
# perf asked for, and after perf the control is 0 (1.6: a zero event
# select counts nothing); on one unit of each access type.
for u in "cha 0 0x35 0x1" "imc 5 0x5 0xcf" "m2m 2 0x1 0x0"; do
	set -- $u
	/xpmu/bin/emr_truth 0 "$(emr_type "$1")" "$2" 0 >/tmp/truth
	read -r _ ctl ev _ </tmp/truth
	check "$1 $2: event select, umask of the last event programmed" \
		"$(printf '0x%x 0x%x' $((ev & 0xff)) $(((ev >> 8) & 0xff)))" \
		"$(printf '0x%x 0x%x' "$3" "$4")"
	check "$1 $2: its control after perf" "$ctl" 0x0
done

# The Ubox (units/ubox.c): Intel PCM, through perf, opens its two
# counters and the UCLK counter together, config 0 on a counter it
# leaves unused (it counts nothing, 1.6), as the kernel's uncore_ubox
# takes.
/xpmu/bin/attr_taken uncore_ubox/config=0/ >/tmp/ubox
check "uncore_ubox/config=0/" "$(cat /tmp/ubox)" "uncore_ubox/config=0/ ok"
perf stat -a -x, --per-socket \
	-e '{uncore_ubox/config=0/,uncore_ubox/config=0/,uncore_ubox/event=0xff/}' \
	sleep 0.3 >/tmp/ubox 2>&1
check "PCM's Ubox group: three events counted, none refused" \
	"$(awk -F, '$1 ~ /^S[0-9]$/ && $3 ~ /^[0-9]+$/ && $(NF - 2) == "100.00"' /tmp/ubox | wc -l)" \
	"$((3 * ${EMR_SOCKETS:-2}))"

# Three checks of one perf session (/tmp/out): their PMUs share no
# counter, and a perf start is seconds under TCG.
#  - The CXL CM's counter restrictions (Table 2-429): eight events fill
#    its eight counters, its TxC events (0x2, 0x5) on counters 0-3 and
#    its RxC events (0x40-0x52) on 4-7, and all eight count the whole
#    time.  The counters' last events must be these eight, each on a
#    counter of its side: another test's events left on CM 1 (perf612
#    opens perf 6.12's on every CM) cannot make up the set.
#  - Intel's EMR file keeps UNC_U_RACU_DRNG (0x4c) on the Ubox's counter
#    0, whatever perf adds first: on both sockets.  After PCM's group
#    above, which would otherwise have left its own events there.
#  - The user's command: every CHA, both sockets, against the model's
#    sum.
cm=uncore_cxlcm_1
TX="0x102 0x202 0x105 0x205" RX="0x140 0x141 0x142 0x143"
args=
for c in $RX $TX; do
	args="$args${args:+,}$cm/event=$((c & 0xff)),umask=$((c >> 8))/"
done
b=$(emr_sum cha 0)
perf stat -a -x, -e "{$args}" \
	-e '{uncore_ubox/event=0x42,umask=0x1/,uncore_ubox/event=0x4c,umask=0x1/}' \
	-e uncore_cha/event=0x35,umask=0x1/ sleep 1 >/tmp/out 2>&1
cha_want=$(( $(emr_sum cha 0) - b ))
for s in 0 1; do
	/xpmu/bin/emr_truth $s "$(emr_type cxlcm)" 1 0 1 2 3 4 5 6 7 |
		awk '{print $3}' >/tmp/truth
	got=$(n=0; while read -r ev; do
		side=rx
		[ $n -lt 4 ] && side=tx
		echo "$side $((ev & 0xffff))"
		n=$((n + 1))
	done </tmp/truth | sort | tr '\n' ' ')
	want=$(for c in $TX; do echo "tx $((c))"; done
		for c in $RX; do echo "rx $((c))"; done)
	check "socket $s CXL CM 1: TxC events on counters 0-3, RxC on 4-7" \
		"$got" "$(echo "$want" | sort | tr '\n' ' ')"
done
check "CXL CM: eight events, none multiplexed" \
	"$(awk -F, -v cm="$cm/" '$(NF - 2) == "100.00" && $1 > 0 && index($3, cm) == 1' /tmp/out | wc -l)" 8
for s in $(emr_sockets); do
	check "socket $s Ubox counter 0's last event: UNC_U_RACU_DRNG.RDRAND" \
		"$(printf '0x%x' $(( $(emr_field "$s" global 0 0 3) & 0xffff )))" 0x14c
done
check "perf stat -a -e uncore_cha/event=0x35,umask=0x1/: the model's 120 CHAs' counter 0" \
	"$(awk -F, '/uncore_cha/ {print $1}' /tmp/out)" "$cha_want"

# Interval mode: -I 100, each interval counting.  The workload lasts
# until perf has printed three intervals (at most 120 s), then ends.
# Tolerates intervals of any length: a guest starved by a busy host prints
# them up to 0.6 s apart (5 in a second seen), so a fixed second may hold
# fewer than three.
perf stat -a -x, -I 100 -e uncore_cha_0/event=0x1/ "$EMR_HOLD" >/tmp/iv 2>&1 &
emr_wait_lines /tmp/iv '^ *[0-9.]+,[0-9]+,' 3
emr_release
n=$(awk -F, '$2 ~ /^[0-9]+$/ && $2 > 0' /tmp/iv | wc -l)
zero=$(awk -F, 'NF > 2 && $2 == 0' /tmp/iv | wc -l)
if [ "$n" -ge 3 ] && [ "$zero" = 0 ]; then
	echo "ok: -I 100: $n intervals, all counting"
else
	cat /tmp/iv
	fail "-I 100: got $n counting intervals and $zero empty ones, want at least 3 and none empty"
fi
finish
