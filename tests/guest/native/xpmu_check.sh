#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# tools/xpmu-check on the model, whose events obey the physics the tool
# checks (qemu/README): on the clean model every check passes, the
# uncore frequency read both ways a server offers it (/dev/cpu/N/msr, then
# intel_uncore_frequency's sysfs), the DIMM speed from SMBIOS, and the
# referee (the kernel's intel_uncore on the same events and workload)
# agrees; then, with a fault planted through the test channel in one unit
# for each check (a counter at a wrong rate, counters stuck), that check
# FAILs naming that unit.  The report's JSON must parse as the text says.
# Debian's 6.12 only (scripts/vm --stock puts msr.ko, the uncore
# frequency modules and intel_uncore in /xpmu/reference).
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
X=/xpmu/bin/xpmu-check
R=/xpmu/reference
[ -f $R/msr.ko ] || { echo "no $R/msr.ko: Debian's 6.12 kernel only"; exit 77; }
insmod $R/msr.ko || fail "insmod msr"

verdicts() {	# verdicts FILE VERDICT CHECK: the units of those lines
	awk -v v="$2" -v c="$3" '$1 == v && $2 == c {u = $3 " " $4 " " $5; sub(/:$/, "", u); print u}' "$1"
}
count_of() { verdicts "$@" | grep -c .; }

# The clean model, the frequency from MSR 0x621, with the referee.
XPMU_CHECK_REF_LOAD="insmod $R/intel-uncore.ko" \
	XPMU_CHECK_XPMU_LOAD="insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS" \
	$X --referee --bytes 16777216 -o /tmp/xc >/dev/null 2>/tmp/xc.err
rc=$?
cat /tmp/xc.err
grep -v '^PASS' /tmp/xc.txt | sed -n '/^== checks/,$p'
check "clean model: exit status" "$rc" 0
check "clean model: FAILs" "$(grep -c '^FAIL' /tmp/xc.txt)" 0
check "clean model: SKIPs" "$(grep -c '^SKIP' /tmp/xc.txt)" 0
# Each check on every unit it covers: 2 sockets, 8 iMC channels, 3 UPI
# links (scripts/vm --layout 2s) and 60 CHAs each.
for c in "uclk 2" "dclk 16" "imc_clockticks 16" "cas_peak 16" "self_refresh 16" \
	"upi_flits 6" "upi_l1 6" "cha_clock 120" "dram_reads 1"; do
	# shellcheck disable=SC2086 # the check and its count
	set -- $c
	check "clean model: $1 PASSes" "$(count_of /tmp/xc.txt PASS "$1")" "$2"
done
check "clean model: the uncore frequency from MSR 0x621" \
	"$(grep -c '^PASS uclk .*source /dev/cpu/[0-9]*/msr 0x621' /tmp/xc.txt)" 2
check "clean model: DIMM speed 4800 MT/s from SMBIOS, DCLK 2400 MHz" \
	"$(grep -c '^PASS dclk .*expected 2352-2448 MHz, measured 2[34][0-9][0-9] MHz' /tmp/xc.txt)" 16
# the referee: every event but the UCLK's (intel_uncore has no
# uncore_ubox): 5 an iMC channel, 4 a UPI link, 1 a CHA
check "referee: units compared, failing" \
	"$(grep -c '^\(PASS\|KNOWN\) referee' /tmp/xc.txt) $(grep -c '^FAIL referee' /tmp/xc.txt)" \
	"$((16 * 5 + 6 * 4 + 120)) 0"
check "xpmu_uncore bound again after the referee" "$(grep -c '^xpmu_uncore ' /proc/modules)" 1
# The JSON: every check of the text, with the same verdicts.
awk '/"verdict": "PASS"/ {p++} /"verdict": "FAIL"/ {f++} END {print p + 0, f + 0}' /tmp/xc.json >/tmp/xc.jv
check "JSON verdicts as the text's" "$(cat /tmp/xc.jv)" \
	"$(grep -c '^PASS' /tmp/xc.txt) $(grep -c '^FAIL' /tmp/xc.txt)"
# the kernel, the Ubox functions (2 lines each), CHAs in each table, a PMU
check "JSON: the machine, PCI functions, discovery, PMUs" \
	"$(grep -c '"kernel": \|"address": "0000:[0-9a-f]*:00.0", "device": "0x3250"\|"fact": "unit type 0: 60"\|"name": "uncore_cha_0"' /tmp/xc.json)" 8
check "report: the model xpmu took the machine for, nothing left out" \
	"$(grep -c '^  xpmu_cpu_model *Emerald Rapids$\|^  xpmu_left_out *$' /tmp/xc.txt)" 2
check "report: both OOBMSMs' PMON DVSEC" \
	"$(grep -c '0x09a7  DVSEC at 0x[0-9a-f]*: vendor 0x8086 id 1 ' /tmp/xc.txt)" 2

# The faults, each in a unit of its own, and the frequency from sysfs.
if ! insmod $R/intel-uncore-frequency-common.ko || ! insmod $R/intel-uncore-frequency.ko; then
	fail "insmod intel_uncore_frequency"
fi
ls /sys/devices/system/cpu/intel_uncore_frequency/
# Which counter each event of xpmu-check's took: that is where a
# counter's fault goes.
ctr_of() {	# ctr_of SOCKET NAME ID EVENT-CONTROL-LOW-16-BITS
	for i in 0 1 2 3; do
		e=$(emr_field "$1" "$2" "$3" $i 3)
		[ "$(( e & 0xffff ))" = "$(( $4 ))" ] && { echo $i; return; }
	done
	echo none
}
sr=$(ctr_of 0 imc 6 0x0043) wr=$(ctr_of 1 imc 2 0xf005) ck=$(ctr_of 1 imc 5 0x0101)
fl=$(ctr_of 1 upi 1 0x0f02) l1=$(ctr_of 0 upi 2 0x0021)
echo "counters: self-refresh $sr, CAS writes $wr, clockticks $ck, flits $fl, L1 $l1"
fault() {	# fault X16 SOCKET NAME ID [COUNTER]
	$T -x "$1" "$2" "$(emr_type "$3")" "$4" ${5:+"$5"} || fail "fault $*"
}
fault 32 1 global 0 0x10		# the UCLK twice as fast
fault 24 0 imc 3 0x10			# a DCLK at 1.5 times
fault 20 0 cha 7			# a CHA at 1.25 times
fault 32 1 imc 5 "$ck"			# iMC clockticks twice
fault 256 1 imc 2 "$wr"			# CAS writes 16 times
fault 256 0 imc 6 "$sr"			# self-refresh 16 times
fault 256 1 upi 1 "$fl"			# TxL flits 16 times
fault 256 0 upi 2 "$l1"			# L1 cycles 16 times
for s in 0 1; do			# every CAS read stuck
	for i in 0 1 2 3 4 5 6 7; do
		fault 0 $s imc $i "$(ctr_of $s imc $i 0xcf05)"
	done
done
$X --bytes 16777216 -o /tmp/xf >/dev/null 2>/tmp/xf.err
rc=$?
sed -n '/^== checks/,$p' /tmp/xf.txt | grep -v '^PASS'
check "faults: exit status" "$rc" 1
check "faults: the uncore frequency from intel_uncore_frequency's sysfs" \
	"$(grep -c '^[A-Z]* uclk .*source intel_uncore_frequency/.*/current_freq_khz' /tmp/xf.txt)" 2
for f in "uclk socket 1 ubox" "dclk socket 0 imc_3" "cha_clock socket 0 cha_7" \
	"imc_clockticks socket 1 imc_5" "cas_peak socket 1 imc_2" \
	"self_refresh socket 0 imc_6" "upi_flits socket 1 upi_1" "upi_l1 socket 0 upi_2" \
	"dram_reads all iMC channels"; do
	check "fault: FAIL $f" "$(grep -c "^FAIL $f: " /tmp/xf.txt)" 1
done
# and nothing else fails, but the CHAs of socket 1, whose UCLK is off,
# and the clockticks of the channel whose DCLK is off
check "faults: the FAILs beyond the planted ones" \
	"$(grep '^FAIL' /tmp/xf.txt | grep -v -e '^FAIL uclk socket 1 ubox' -e '^FAIL dclk socket 0 imc_3' \
		-e '^FAIL cha_clock socket 0 cha_7:' -e '^FAIL imc_clockticks socket 1 imc_5' \
		-e '^FAIL cas_peak socket 1 imc_2' -e '^FAIL self_refresh socket 0 imc_6' \
		-e '^FAIL upi_flits socket 1 upi_1' -e '^FAIL upi_l1 socket 0 upi_2' \
		-e '^FAIL dram_reads' -e '^FAIL cha_clock socket 1 ' \
		-e '^FAIL imc_clockticks socket 0 imc_3:' | grep -c .)" 0
check "faults: socket 1's CHAs against its faulty UCLK" \
	"$(grep -c '^FAIL cha_clock socket 1 ' /tmp/xf.txt)" 60

# Lift the faults for the scripts after this one.
fault 16 1 global 0
fault 16 0 imc 3
fault 16 0 cha 7
fault 16 1 imc 5
fault 16 1 imc 2
fault 16 0 imc 6
fault 16 1 upi 1
fault 16 0 upi 2
for s in 0 1; do
	for i in 0 1 2 3 4 5 6 7; do
		fault 16 $s imc $i
	done
done
rmmod intel_uncore_frequency intel_uncore_frequency_common msr || true
emr_no_reserved_writes
finish
