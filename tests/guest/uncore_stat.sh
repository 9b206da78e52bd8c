#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf stat on the CXL units of the simulated EMR machine, checked against
# the simulator's ground truth, and their counter restrictions.  Every other unit type is counted on the
# QEMU model of the hardware (tests/guest/native/stat); the model has no
# CXL units, as the guide gives neither their discovery Unit Types nor
# their registers' addresses.
#
# The box is reset when it takes its first event and the counter stops
# before perf's last read, so after perf exits the simulated counter holds
# exactly what perf counted for that die: the comparison is exact.
. /xpmu/tests/guest/lib.inc
sim_load

stat_vs_truth "cxldp_0 uncore_cxldp_0 event=0x2" \
	"cxlcm_1 uncore_cxlcm_1 event=0x2,umask=0x1"
# The CXL CM's counter restrictions, in groups (native/bad_attr has the
# rest of perf_attr's cases).
/xpmu/bin/perf_attr cxl || fail "CXL CM counter restrictions"
finish
