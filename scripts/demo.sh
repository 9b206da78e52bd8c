#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make demo: boot Debian's stock 6.12 kernel in the xpmu guest with the
# modules built against Debian's matching headers, load them, and run perf.
# What it shows grows with the driver (README.md, "Status").
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

scripts/deps.sh
exec scripts/vm --stock --timeout 600 -- '
set -x
uname -r
grep -m1 "model name" /proc/cpuinfo
grep -c ^processor /proc/cpuinfo
lsmod
perf --version
perf stat -a -e cpu-clock,task-clock sleep 1
'
