#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: another tool left frz_all set in U_MSR_PMON_GLOBAL_CTL
# (Table 1-1) on both sockets.  While it is set nothing counts; the driver
# clears it when it binds, as PCM does when it starts, and says so; then
# perf counts what the model counts.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

$T -f 1 0 && $T -f 1 1 || fail "set frz_all through the test channel"
b=$(emr_total 0 cha 3 0)
perf stat -a -x, -e uncore_cha_3/event=0x1/ sleep 0.2 >/tmp/stat 2>&1
check "perf's count with frz_all set" "$(cut -d, -f1 /tmp/stat)" 0
check "the model's count with frz_all set" "$(( $(emr_total 0 cha 3 0) - b ))" 0

emr_rebind "with frz_all left set"
check "frz_all cleared at bind, both dies" "$(dmesg | grep -c 'cleared frz_all')" 2
stat_vs_model "cha 3 uncore_cha_3 event=0x1" "m2m 0 uncore_m2m_0 event=0x1" \
	"imc 7 uncore_imc_7 event=0x1"
finish
