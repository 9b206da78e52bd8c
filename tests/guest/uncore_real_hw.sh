#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# What real Emerald Rapids machines present and the references work
# around (Documentation/uncore.rst, "On real hardware"), on a small
# simulated machine with the quirks switched on: the driver must bind
# every unit the die really has, leave out the rest with a message, and
# count exactly.  The QEMU model presents each quirk it can on its own
# (native/real_hw); it has no PCI segments (QEMU's expander buses are all
# in segment 0), and its sockets cannot be numbered against Linux's
# packages, so this machine, where those two come with the rest, stays
# here.  The default machine is restored at the end.
. /xpmu/tests/guest/lib.inc
sim_load
D=/xpmu/modules
SHAPE="cha=8 iio=4 imc=4 upi=4 m2m=4 mdf=2 cxl=1"

load() {	# load SIM_ARGS...: a fresh simulator, then the driver
	rmmod xpmu_uncore 2>/dev/null
	rmmod xpmu_uncore_sim 2>/dev/null
	dmesg -c >/dev/null
	insmod $D/xpmu_uncore_sim.ko "$@" || fail "insmod simulator $*"
	insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver on $*"
	dmesg >/tmp/bind
}

lines() {	# lines PATTERN: how many bind messages match
	grep -c "$1" /tmp/bind
}

nomsr() {	# no MSR access from outside its die, or from a cpu that can move
	check "MSR accesses from outside their die" "$(sim_msr_faults)" 0
}

# 1. Every quirk at once.  The table has 10 CHAs, CAPID and the MSRs 8;
# IIO stack 2 is fused off (its MSRs fault); iMC 1 is absent (its MMIO
# reads all ones, its M2M stays); each socket has its own PCI segment,
# both on bus 0x1e; socket numbers run opposite to Linux's logical
# packages; the table has no UPI 1 or M3UPI 1 entries; frz_all was left
# set; PCICFG addresses lack bit 31.
load $SHAPE table_cha=10 fused_iio=0x4 absent_imc=0x2 segments=1 gid_reverse=1 \
	upi_table=missing frz_all=1 pci_enable=0
# Logical die 0 is socket 1: its devices are in segment 1.
check "die 0's bus: socket 1's segment" "$(lines 'die 0: uncore bus 0001:1e')" 1
check "die 1's bus: socket 0's segment" "$(lines 'die 1: uncore bus 0000:1e')" 1
check "no unit doubted by the topology" "$(lines 'used as the table says')" 0
check "CHA count against CAPID, both dies" "$(lines 'lists 10 CHAs, CAPID6/7 8')" 2
check "CHAs 8 and 9 left out, both dies" \
	"$(grep 'uncore_cha_[89]: its counter cannot be read' /tmp/bind | grep -c 'the MSR faults')" 4
check "no uncore_cha_8" "$(ls -d $PMUS/uncore_cha_8 2>/dev/null)" ""
check "fused IIO 2 left out, both dies" "$(lines 'uncore_iio_2: its counter cannot be read')" 2
check "no IIO 2 free-running PMU" "$(ls -d $PMUS/uncore_iio_free_running_2 2>/dev/null)" ""
check "IRP 2 stays" "$(cat $PMUS/uncore_irp_2/cpumask)" 0,2
check "absent iMC 1's channels left out" \
	"$(grep 'uncore_imc_[23]: its counter cannot be read' /tmp/bind | grep -c 'reads all ones')" 4
check "no iMC 1 free-running PMU" "$(ls -d $PMUS/uncore_imc_free_running_1 2>/dev/null)" ""
check "M2M 1 stays" "$(cat $PMUS/uncore_m2m_1/cpumask)" 0,2
check "UPI from the devices, both dies" \
	"$(lines 'UPI/M3UPI units disagree with the PCI devices: using the devices. 4 UPI and 4 M3UPI links')" 2
check "UPI 1 on both dies" "$(cat $PMUS/uncore_upi_1/cpumask)" 0,2
check "M3UPI 1 on both dies" "$(cat $PMUS/uncore_m3upi_1/cpumask)" 0,2
check "frz_all cleared on both dies" "$(lines 'cleared frz_all')" 2
check "PCICFG addresses without bit 31 accepted, warned" "$(lines 'bit 31')" 2
# 8 + 4x3 + 1 + 2 + 8 + 4 + 4 + 4 + 2 + 1 + 4 + 4 units, less IIO 2, its
# free-running PMU, iMC 1's two channels and its free-running PMU.
check "PMUs" "$(ls $PMUS | grep -c uncore_)" 49
check "alias of a numbered PMU" "$(cat $PMUS/uncore_cha_1/alias)" uncore_type_0_1
check "alias of a single PMU" "$(cat $PMUS/uncore_pcu/alias)" uncore_type_4
check "no alias for a unit no table has" "$(ls $PMUS/uncore_ubox/alias 2>/dev/null)" ""
stat_vs_truth "cha_7 uncore_cha_7 event=0x1" "imc_1 uncore_imc_1 event=0x5,umask=0xcf" \
	"upi_1 uncore_upi_1 event=0x2,umask=0xf" "m3upi_1 uncore_m3upi_1 event=0x1" \
	"m2m_3 uncore_m2m_3 event=0x1" "iio_3 uncore_iio_3 event=0x1"
nomsr

# The default machine for the scripts that follow.
rmmod xpmu_uncore
rmmod xpmu_uncore_sim
insmod $D/xpmu_uncore_sim.ko || fail "insmod simulator"
insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "insmod driver"
check "PMUs of the default machine" "$(ls $PMUS | grep -c uncore_)" 144
finish
