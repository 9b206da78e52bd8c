#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The driver on the QEMU model of an Emerald Rapids (scripts/vm --native):
# it finds each socket's PMON discovery table through the OOBMSM's DVSEC
# and NUMA node (native.c), each die's uncore bus through its Ubox, the
# iMC channels through MMIO_BASE and MEMn, and registers every unit of
# the model's XCC shape (qemu/tree/hw/i386/xpmu-emr-uncore.c: 60 CHAs,
# 10 IIO stacks, 4 iMCs, 4 M2Ms, 14 MDFs, 2 CXL stacks a die, and the
# UPI links and M3UPIs of the layout, scripts/vm) on both.
. /xpmu/tests/guest/lib.inc

# The module's own bind: its lines end with the module's "native uncore:
# N dies" line.  Later binds (bench_uncore re-attaches the driver to time
# it) print their own die and bound lines after it.
bind=$(dmesg | grep 'xpmu' | sed '/native uncore: [0-9]* dies;/q')
echo "$bind"
check "native backend offered both dies" \
	"$(echo "$bind" | grep -c 'native uncore: 2 dies; PMON discovery tables on dies 0-1')" 1
check "die 0 uncore bus" "$(echo "$bind" | grep -c "die 0: uncore bus 0000:$EMR_BUS0$")" 1
check "die 1 uncore bus" "$(echo "$bind" | grep -c "die 1: uncore bus 0000:$EMR_BUS1$")" 1
check "no unit left out or doubted" \
	"$(echo "$bind" | grep -c 'not used\|used as the table says\|left out\|disagree\|not checked\|not cross-checked')" 0
check "bound, as an Emerald Rapids" "$(echo "$bind" | grep -c 'xpmu-uncore.*: Emerald Rapids, 2 dies, [0-9]* PMUs$')" 1
check "the bound device's cpu_model" "$(cat /sys/bus/platform/drivers/xpmu-uncore/xpmu-uncore.*/cpu_model 2>&1)" "Emerald Rapids"

# Each table where the model put it: the OOBMSM (03.1) of a bus of the
# socket's node.  A kernel with NUMA knows the bus's node and places the table by
# it; one without (the test kernel) places it by the Ubox on the bus of
# the table's PCICFG units (native.c), never by the order found.
tables=$(cat /sys/kernel/debug/xpmu_uncore/tables)
echo "$tables"
if [ -d /sys/devices/system/node/node1 ]; then
	node0=0 node1=1
	check "tables placed by NUMA node" \
		"$(echo "$bind" | grep -c 'no NUMA information')" 0
else
	node0=-1 node1=-1
	check "tables placed by Ubox" \
		"$(echo "$bind" | grep -c 'no NUMA information; PMON discovery tables given to dies 0-1 by the Ubox')" 1
fi
check "die 0 table" "$(echo "$tables" | grep -c "^die 0 table 0: 0000:$EMR_OOB0:03.1 node $node0 ")" 1
check "die 1 table" "$(echo "$tables" | grep -c "^die 1 table 0: 0000:$EMR_OOB1:03.1 node $node1 ")" 1

count() { ls -d $PMUS/uncore_$1_* 2>/dev/null | grep -c "uncore_$1_[0-9]*$"; }
check "CHA PMUs" "$(count cha)" 60
check "IIO PMUs" "$(count iio)" 10
check "IRP PMUs" "$(count irp)" 10
check "M2PCIe PMUs" "$(count m2pcie)" 10
check "MDF PMUs" "$(count mdf)" 14
check "iMC PMUs (4 controllers, 2 channels)" "$(count imc)" 8
check "M2M PMUs" "$(count m2m)" 4
check "UPI PMUs" "$(count upi)" "$EMR_UPIS"
check "M3UPI PMUs" "$(count m3upi)" "$EMR_M3UPIS"
check "CXL CM PMUs" "$(count cxlcm)" 2
check "CXL DP PMUs" "$(count cxldp)" 2
check "PCU PMU" "$(ls -d $PMUS/uncore_pcu 2>/dev/null)" "$PMUS/uncore_pcu"
check "cpumask is one cpu per socket" "$(cat $PMUS/uncore_cha_0/cpumask)" "0,2"
finish
