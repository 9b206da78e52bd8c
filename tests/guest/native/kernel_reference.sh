#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The kernel's own intel_uncore on the same model: Debian's 6.12 module,
# which runs on real Emerald Rapids machines, is an independent reader of
# the model's discovery tables, Ubox, MMIO_BASE/MEMn and UPI devices.  It
# must load without a fault and register the PMUs xpmu_uncore registers.
# Reviewed difference: uncore_ubox, which xpmu adds for the UCLK fixed
# counter of the global block and the kernel's SPR/EMR code does not.
# Then the kernel's counts against the model's truth.
# Only under Debian's 6.12 (scripts/vm --native --stock puts its module in
# /xpmu/reference); the test kernel skips.
. /xpmu/tests/guest/lib.inc

REF=/xpmu/reference/intel-uncore.ko
[ -f $REF ] || { echo "no $REF: Debian's 6.12 kernel only"; exit 77; }

pmus() { ls $PMUS | grep '^uncore_' | sort; }
pmus | grep -vx uncore_ubox >/tmp/ours
rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
dmesg -c >/dev/null
insmod $REF || fail "insmod Debian's intel_uncore"
dmesg | sed 's/^/  /'
check "kernel messages while intel_uncore loaded on the model" \
	"$(dmesg | grep -ci 'error\|warn\|fault\|call trace')" 0
pmus >/tmp/kernel
diff /tmp/ours /tmp/kernel && echo "ok: the same $(wc -l </tmp/kernel) PMUs"
check "PMUs: xpmu's (less uncore_ubox) and the kernel's differ by" \
	"$(diff /tmp/ours /tmp/kernel | grep -c '^[<>]')" 0
# One reader cpu per socket, as xpmu's (which one depends on the hotplug
# history: xpmu keeps a reader until it goes offline).
pkgs=
for c in $(tr ',' ' ' <$PMUS/uncore_cha_0/cpumask); do
	pkgs="$pkgs$(cat /sys/devices/system/cpu/cpu$c/topology/physical_package_id)"
done
check "kernel's uncore_cha_0 readers' sockets" "$pkgs" 01

# Its counts against the model's truth, on one unit of each access type.
# Reviewed difference: 6.12's spr_update_device_location() gives every UPI
# and M3UPI unit the devfn of link 0 (SPR_UNCORE_UPI0_DEVFN,
# SPR_UNCORE_M3UPI0_DEVFN) and only the unit id of its own link, so the
# kernel's uncore_upi_1 programs and reads link 0's registers: its count
# is link 0's counter 0, where xpmu's (tests/guest/native/stat) is link 1's.
stat_vs_model "cha 7 uncore_cha_7 event=0x1" \
	"imc 2 uncore_imc_2 event=0x1" \
	"m2m 1 uncore_m2m_1 event=0x1" \
	"upi 0 uncore_upi_1 event=0x1"

rmmod intel_uncore || fail "rmmod intel_uncore"
# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
check "xpmu_uncore bound again" "$(pmus | grep -c .)" "$(($(wc -l </tmp/ours) + 1))"
finish
