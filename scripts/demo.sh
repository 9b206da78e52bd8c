#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make demo: boot Debian's stock 6.12 kernel in the xpmu guest with the
# modules built against Debian's matching headers, load the driver and the
# simulated Emerald Rapids uncore, and count with the stock perf; then boot
# it again on the QEMU model of the hardware (scripts/vm --native), where
# the driver binds through its native backend.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

scripts/deps.sh
# scripts/vm loads /xpmu/modules/*.ko (driver, then simulator) first, with
# the driver's default catalog=0: perf 6.1 parses every alias of every PMU
# at start-up, so the full catalog as sysfs aliases is shown on a small
# machine only (Documentation/catalog.rst, "The catalog's price").
scripts/vm --stock --timeout 900 -- '
show() { echo; echo "# $*"; "$@"; }
M=/xpmu/modules
show uname -r
show grep -m1 "model name" /proc/cpuinfo
dmesg | grep -E "xpmu" | sed "s/^\[[ 0-9.]*\] //"
show cat /sys/bus/event_source/devices/uncore_cha_0/cpumask
echo; echo "# the uncore PMUs"
ls /sys/bus/event_source/devices | grep uncore_ | sed "s/_[0-9]*$//" | sort | uniq -c
show ls /sys/bus/event_source/devices/uncore_iio_0/format
show perf stat -a -e uncore_cha/event=0x35,umask=0x1/ sleep 1
show perf stat -a --per-socket -e uncore_imc/event=0x5,umask=0xcf/ -e uncore_upi/event=0x2,umask=0xf/ sleep 1
show perf stat -a -I 250 -e uncore_cha_0/event=0x1/ sleep 1

echo; echo "# unit additions: free-running IIO bandwidth (MiB), iMC DCLK and the UCLK,"
echo "# a CHA TID filter"
show perf stat -a -e uncore_iio_free_running_0/bw_in_port0/ -e uncore_imc_0/event=0xff/ -e uncore_ubox/event=0xff/ -e uncore_cha_0/event=0x35,umask=0x1,tid_en=1,filter_tid=0x3/ sleep 1
show /xpmu/bin/xpmu-metric MEM_BW_TOTAL PCT_CYCLES_SELF_REFRESH -- sleep 1
echo; echo "# every catalog event by name, through tools/xpmu-perf (no sysfs aliases needed)"
show /xpmu/bin/xpmu-perf -l "uncore_cha/tor_inserts.ia_miss"
show /xpmu/bin/xpmu-perf stat -a -e uncore_cha/tor_inserts.ia_miss/ -e uncore_imc/cas_count.rd/ sleep 1

echo; echo "# the event catalog as sysfs aliases (catalog=1) on a small machine: 4 CHAs"
rmmod xpmu_uncore_sim xpmu_uncore
insmod $M/xpmu_uncore.ko catalog=1 && insmod $M/xpmu_uncore_sim.ko cha=4 iio=1 imc=1 upi=1 m2m=1 mdf=1 cxl=1
echo; echo "# ls /sys/bus/event_source/devices/uncore_cha_0/events | wc -l"
ls /sys/bus/event_source/devices/uncore_cha_0/events | wc -l
perf list 2>/dev/null >/tmp/list
echo; echo "# perf list | grep -c uncore_   (then a few of them)"
grep -c "uncore_" /tmp/list
grep -E "uncore_cha_0/(tor_inserts.ia_miss|llc_lookup.data_read)|uncore_imc_0/cas_count" /tmp/list | head
show perf stat -a -e uncore_cha/tor_inserts.ia_miss/ -e uncore_cha/rxc_occupancy.ipq/ sleep 1

echo; echo "# the simulated Itanium 2 (Montecito) monitor (uncore PMUs unloaded: faster perf)"
rmmod xpmu_uncore_sim xpmu_uncore
show perf stat -a -e montecito/cpu_op_cycles.all/ -e montecito/l2d_references.all/ sleep 1
show perf record -q -o /tmp/mont.data -a -e montecito/cpu_op_cycles.all/ -c 1000000 sleep 1
echo; echo "# perf report -i /tmp/mont.data --stdio --sort comm,dso,sym | head -20"
perf report -i /tmp/mont.data --stdio --sort comm,dso,sym 2>/dev/null | grep -v "^$" | head -20

echo; echo "# the data EAR (3.3.9): sample address and latency, threshold >= 64 cycles"
show perf record -q -o /tmp/dear.data -a -d -W -e montecito/data_ear_events,umask=4/ -c 50 sleep 1
echo; echo "# perf script -F cpu,addr,weight | head -5"
perf script -i /tmp/dear.data -F cpu,addr,weight 2>/dev/null | head -5
echo; echo "# perf report --mem-mode --sort symbol_daddr | head"
perf report -i /tmp/dear.data --stdio --mem-mode --sort symbol_daddr 2>/dev/null | grep "%" | head -6
echo; echo "# the execution trace buffer (3.3.10) as the branch stack"
show perf record -q -o /tmp/etb.data -a -b -e montecito/branch_event/ -c 20 sleep 1
echo; echo "# perf report -b --sort symbol_from,symbol_to | head"
perf report -i /tmp/etb.data --stdio -b --sort symbol_from,symbol_to 2>/dev/null | grep "%" | head -8
show perf record -q -o /tmp/etb.data -a -j any_call -e montecito/branch_event/ sleep 1 || true
'

echo
echo "== the QEMU model of an Emerald Rapids (scripts/vm --native): the driver"
echo "== binds through native.c, as on a server"
exec scripts/vm --stock --native --timeout 600 -- '
show() { echo; echo "# $*"; "$@"; }
dmesg | grep -E "xpmu_uncore|xpmu-uncore" | sed "s/^\[[ 0-9.]*\] //"
show cat /sys/kernel/debug/xpmu_uncore/tables
total() { /xpmu/bin/emr_truth "$1" 0 0 0 | cut -d" " -f1; }
a0=$(total 0) a1=$(total 1)
show perf stat -a --per-socket -e uncore_cha_0/event=0x35,umask=0x1/ sleep 1
echo; echo "# what uncore_cha_0 counted meanwhile in the model (its test channel), per socket"
echo "S0 $(($(total 0) - a0))"
echo "S1 $(($(total 1) - a1))"
show perf stat -a -e uncore_cha/event=0x35,umask=0x1/ sleep 1
'
