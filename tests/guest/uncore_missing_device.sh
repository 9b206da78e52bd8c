#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A PCICFG unit whose PCI function is missing (the simulator's "absent"
# fault: its config space reads all ones, as an absent device's does): the
# driver probes each function's vendor id at bind, says which unit it left
# out and where, and keeps the same unit of the other die.
. /xpmu/tests/guest/lib.inc
sim_load
D=/xpmu/modules

rmmod xpmu_uncore || fail "rmmod driver"
echo "absent 1" >$SIM/die1/m2m_2 || fail "take M2M 2 away on die 1"
echo "absent 1" >$SIM/die0/upi_3 || fail "take UPI 3 away on die 0"
echo "absent 1" >$SIM/die1/upi_3 || fail "take UPI 3 away on die 1"
check "absent refused on an MSR unit" \
	"$(echo 'absent 1' 2>/dev/null >$SIM/die0/cha_0 && echo taken || echo refused)" refused
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver with missing devices"
dmesg | grep 'no PCI device' | tail -n 3
# Die 1's uncore bus is 0x9e, die 0's 0x1e (the simulator's Ubox mapping).
check "M2M 2 named on die 1's bus" \
	"$(dmesg | grep -c 'die 1: uncore_m2m_2: no PCI device at 0000:9e:.*(id 0xffffffff, -19): not used')" 1
# A UPI link whose device is gone is a table that disagrees with the
# devices: the UPI/M3UPI units come from the devices (quirks.c).
check "UPI 3 gone from both dies' devices" \
	"$(dmesg | grep -c 'UPI/M3UPI units disagree with the PCI devices: using the devices. 3 UPI and 4 M3UPI links')" 2
check "PMUs: UPI 3 gone, M2M 2 kept" "$(ls $PMUS | grep -c uncore_)" 143
check "no uncore_upi_3" "$(ls -d $PMUS/uncore_upi_3 2>/dev/null)" ""
check "M2M 2's cpumask: die 0 only" "$(cat $PMUS/uncore_m2m_2/cpumask)" 0
check "M2M 1's cpumask: both dies" "$(cat $PMUS/uncore_m2m_1/cpumask)" 0,2
# The event's PMU config is the simulator's counter 0 on die 0 exactly.
b0=$(sim_total 0 m2m_2 0)
perf stat -a -x, --per-socket -e uncore_m2m_2/event=0x1/ sleep 0.3 >/tmp/stat 2>&1
want=$(( $(sim_total 0 m2m_2 0) - b0 ))
check "M2M 2 on die 0 = simulator" "$(awk -F, '$1 == "S0" {print $3}' /tmp/stat)" "$want"
check "M2M 2: nothing counted on die 1" \
	"$(awk -F, '$1 == "S1" && $3 ~ /^[0-9]+$/' /tmp/stat)" ""
check "die 1's absent M2M 2 never programmed" "$(sim_total 1 m2m_2 0)" 0

# The devices come back: a rebind sees every unit again.
rmmod xpmu_uncore || fail "rmmod driver"
for f in die1/m2m_2 die0/upi_3 die1/upi_3; do
	echo "absent 0" >$SIM/$f || fail "restore $f"
done
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver"
check "PMUs after the devices return" "$(ls $PMUS | grep -c uncore_)" 144
finish
