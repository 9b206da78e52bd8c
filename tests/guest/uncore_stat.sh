#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf stat on the simulated EMR machine, end to end, checked against the
# simulator's ground truth.
#
# The box is reset when it takes its first event and the counter stops
# before perf's last read, so after perf exits the simulated counter holds
# exactly what perf counted for that die: the comparison is exact.
. /xpmu/tests/guest/lib.inc
sim_load

# 1.10.2: each die's bus from its Ubox (the simulator puts die d at
# 0x1e + 0x80 d, and permutes node ids so the mapping has work to do).
# (Earlier scripts rebind the driver: look at its last bind.)
bind=$(dmesg | grep 'xpmu-uncore' | sed -n '/die 0: uncore bus/h; /die 0: uncore bus/!H; ${x;p}')
check "die 0 uncore bus" "$(echo "$bind" | grep -c 'die 0: uncore bus 0000:1e')" 1
check "die 1 uncore bus" "$(echo "$bind" | grep -c 'die 1: uncore bus 0000:9e')" 1
check "no unit left out or doubted" \
	"$(echo "$bind" | grep -c 'not used\|used as the table says\|left out\|disagree')" 0
check "cpumask is one cpu per socket" "$(cat $PMUS/uncore_cha_0/cpumask)" "0,2"
check "CHA format umask" "$(cat $PMUS/uncore_cha_0/format/umask)" "config:8-15,32-63"
check "IIO format ch_mask" "$(cat $PMUS/uncore_iio_0/format/ch_mask)" "config:36-47"
check "PCU has no index" "$(ls -d $PMUS/uncore_pcu 2>/dev/null)" "$PMUS/uncore_pcu"

# The user's command: every CHA, both sockets.
perf stat -a -e uncore_cha/event=0x35,umask=0x1/ sleep 1 >/tmp/out 2>&1
cat /tmp/out
total=$(awk '/uncore_cha/ {gsub(",", "", $1); print $1}' /tmp/out)
[ -n "$total" ] && [ "$total" -gt 0 ] || fail "no count from perf stat"

# One event per unit type (every access type among them), per socket,
# against ground truth.
stat_vs_truth "cha_0 uncore_cha_0 event=0x35,umask=0x1" \
	"irp_4 uncore_irp_4 event=0x18" \
	"m2pcie_7 uncore_m2pcie_7 event=0x14,umask=0x1" \
	"mdf_9 uncore_mdf_9 event=0x1" \
	"m3upi_3 uncore_m3upi_3 event=0x1" \
	"cxldp_0 uncore_cxldp_0 event=0x2" \
	"iio_3 uncore_iio_3 event=0x83,umask=0x4" \
	"pcu_0 uncore_pcu event=0x1" \
	"imc_5 uncore_imc_5 event=0x5,umask=0xcf" \
	"upi_2 uncore_upi_2 event=0x2,umask=0xf" \
	"m2m_1 uncore_m2m_1 event=0x1" \
	"cxlcm_1 uncore_cxlcm_1 event=0x2,umask=0x1"

# Interval mode: -I 100 for a second prints ~10 intervals, each counting.
perf stat -a -x, -I 100 -e uncore_cha_0/event=0x1/ sleep 1 >/tmp/iv 2>&1
n=$(awk -F, '$2 > 0' /tmp/iv | wc -l)
zero=$(awk -F, 'NF > 2 && $2 == 0' /tmp/iv | wc -l)
[ "$n" -ge 8 ] && [ "$zero" = 0 ] && echo "ok: -I 100: $n intervals, all counting" ||
	{ cat /tmp/iv; fail "-I 100: $n counting intervals, $zero empty"; }
finish
