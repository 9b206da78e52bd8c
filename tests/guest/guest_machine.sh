#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The guest is the machine the tests assume: an Intel family 6 model 0xCF
# (Emerald Rapids) CPU, 4 cpus in 2 packages (ACPI topology).
fail=0
check() {	# check WHAT GOT WANT
	if [ "$2" = "$3" ]; then
		echo "ok: $1 = $2"
	else
		echo "FAIL: $1 = $2, want $3"
		fail=1
	fi
}
check vendor "$(awk -F': ' '/^vendor_id/ {print $2; exit}' /proc/cpuinfo)" GenuineIntel
check family "$(awk -F': ' '/^cpu family/ {print $2; exit}' /proc/cpuinfo)" 6
check model "$(awk -F': ' '/^model[^ ]/ || /^model\t/ {print $2; exit}' /proc/cpuinfo)" 207
check cpus "$(grep -c ^processor /proc/cpuinfo)" 4
check packages "$(cat /sys/devices/system/cpu/cpu*/topology/physical_package_id | sort -u | tr '\n' ' ')" "0 1 "
# The driver sees an Emerald Rapids without PMON discovery, and says so.
check "native uncore" "$(dmesg | grep -q 'no native uncore: Emerald Rapids without a PMON discovery DVSEC' && echo reported)" reported
exit $fail
