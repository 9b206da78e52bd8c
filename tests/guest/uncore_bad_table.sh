#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A discovery table corrupted in place (the simulator's fault hook): the
# driver refuses what is malformed, names the block and the field, and
# keeps everything else; a malformed global node refuses the whole table.
# (KUnit covers every malformation; this is the same path on a machine.)
. /xpmu/tests/guest/lib.inc
sim_load
D=/xpmu/modules

rebind() {
	rmmod xpmu_uncore_sim 2>/dev/null
	rmmod xpmu_uncore 2>/dev/null
	insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver"
	insmod $D/xpmu_uncore_sim.ko || fail "insmod simulator"
}

# CHA 5 is block 6 of each die's table (CHAs come first, ids 0..59), at
# word 6 * 4 (Block Stride 4).  Num Control Regs 0 on die 0 only:
rmmod xpmu_uncore
w0=$(printf '%x' $(( (1 << 32) | (8 << 24) | (48 << 16) | (2 << 8) | 0 )))
echo "word 24 $w0" >$SIM/die0/table || fail "corrupt the table"
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver over a corrupted table"
check "refusal names the block and field" \
	"$(dmesg | grep -c 'discovery block 6: num control regs: 0, not 1..64')" 1
check "PMUs: CHA 5 still on die 1" "$(ls $PMUS | grep -c uncore_)" 144
check "CHA 5's cpumask: die 1 only" "$(cat $PMUS/uncore_cha_5/cpumask)" 2
check "CHA 4's cpumask: both dies" "$(cat $PMUS/uncore_cha_4/cpumask)" 0,2
perf stat -a -x, --per-socket -e uncore_cha_5/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
grep -q '^S1,1,[1-9]' /tmp/stat && echo "ok: CHA 5 counts on die 1" ||
	{ cat /tmp/stat; fail "CHA 5 on die 1"; }

# The global node reads all ones: die 0's whole table is refused, and
# die 0 is left out; die 1 still counts.
rmmod xpmu_uncore
echo "word 1 ffffffffffffffff" >$SIM/die0/table || fail "corrupt the global node"
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver over a refused table"
check "global node refused" "$(dmesg | tail -n 30 | grep -c 'discovery global node: all-ones')" 1
check "die 0 left out" "$(dmesg | tail -n 30 | grep -c 'die 0: discovery table refused (-5): left out')" 1
check "die 1 binds every unit" "$(ls $PMUS | grep -c uncore_)" 144
check "CHA 0's cpumask: die 1 only" "$(cat $PMUS/uncore_cha_0/cpumask)" 2
b1=$(sim_total 1 cha_0 0)
perf stat -a -x, --per-socket -e uncore_cha_0/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
check "CHA 0 on die 1 = simulator" "$(awk -F, '$1 == "S1" {print $3}' /tmp/stat)" \
	"$(( $(sim_total 1 cha_0 0) - b1 ))"

# A fresh simulator has a fresh table.
rebind
check "PMUs after a fresh simulator" "$(ls $PMUS | grep -c uncore_)" 144
finish
