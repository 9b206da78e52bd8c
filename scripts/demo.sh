#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make demo: boot Debian's stock 6.12 kernel in the xpmu guest on the QEMU
# model of an Emerald Rapids (scripts/vm --native), with the modules built
# against Debian's matching headers: the driver binds through its native
# backend, as on a server, and the stock perf counts; the simulated
# Itanium 2 in the same guest; then the model's small machine with the
# event catalog as sysfs aliases.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

scripts/deps.sh
# scripts/vm loads /xpmu/modules/*.ko first, with the driver's default
# catalog=0: perf 6.1 parses every alias of every PMU at start-up, so the
# full catalog as sysfs aliases is shown on the model's small machine only
# (Documentation/catalog.rst, "The catalog's price").
echo "== the QEMU model of an Emerald Rapids (scripts/vm --native): the driver"
echo "== binds through native.c, as on a server"
scripts/vm --stock --native --timeout 900 -- '
show() { echo; echo "# $*"; "$@"; }
show uname -r
show grep -m1 "model name" /proc/cpuinfo
dmesg | grep -E "xpmu_uncore|xpmu-uncore" | sed "s/^\[[ 0-9.]*\] //"
show cat /sys/kernel/debug/xpmu_uncore/tables
show cat /sys/bus/event_source/devices/uncore_cha_0/cpumask
echo; echo "# the uncore PMUs"
ls /sys/bus/event_source/devices | grep uncore_ | sed "s/_[0-9]*$//" | sort | uniq -c
show ls /sys/bus/event_source/devices/uncore_iio_0/format
total() { /xpmu/bin/emr_truth "$1" 0 0 0 | cut -d" " -f1; }
a0=$(total 0) a1=$(total 1)
show perf stat -a --per-socket -e uncore_cha_0/event=0x35,umask=0x1/ sleep 1
echo; echo "# what uncore_cha_0 counted meanwhile in the model (its test channel), per socket"
echo "S0 $(($(total 0) - a0))"
echo "S1 $(($(total 1) - a1))"
show perf stat -a -e uncore_cha/event=0x35,umask=0x1/ sleep 1
show perf stat -a --per-socket -e uncore_cha/event=0x35,umask=0x1/ sleep 1
show perf stat -a --per-socket -e uncore_imc/event=0x5,umask=0xcf/ -e uncore_upi/event=0x2,umask=0xf/ sleep 1
show perf stat -a -I 250 -e uncore_cha_0/event=0x1/ sleep 1

echo; echo "# unit additions: free-running IIO bandwidth (MiB), iMC DCLK and the UCLK,"
echo "# a CHA TID filter"
show perf stat -a -e uncore_iio_free_running_0/bw_in_port0/ -e uncore_imc_0/event=0xff/ -e uncore_ubox/event=0xff/ -e uncore_cha_0/event=0x35,umask=0x1,tid_en=1,filter_tid=0x3/ sleep 1
echo; echo "# two Common Metrics of the guide, of the rates the model makes up (not a real machine)"
show /xpmu/bin/xpmu-metric MEM_BW_TOTAL PCT_CYCLES_SELF_REFRESH -- sleep 1
echo; echo "# every catalog event by name, through tools/xpmu-perf (no sysfs aliases needed)"
show /xpmu/bin/xpmu-perf -l "uncore_cha/tor_inserts.ia_miss"
show /xpmu/bin/xpmu-perf stat -a -e uncore_cha/tor_inserts.ia_miss/ -e uncore_imc/cas_count.rd/ sleep 1

echo; echo "# the simulated Itanium 2 (Montecito) monitor (uncore PMUs unloaded: faster perf)"
rmmod xpmu_uncore
show perf stat -a -e montecito/cpu_op_cycles.all/ -e montecito/l2d_references.all/ sleep 1
show perf record -q -o /tmp/mont.data -a -e montecito/cpu_op_cycles.all/ -c 1000000 sleep 1
echo; echo "# perf report -i /tmp/mont.data --stdio --sort comm,dso,sym | head -20"
perf report -i /tmp/mont.data --stdio --sort comm,dso,sym 2>/dev/null | grep -v "^$" | head -20

echo; echo "# per task (Linux 6.2 and later): a command (ia_task, half busy) and its two"
echo "# children, counted only while they run; -i would count the command alone"
cp /xpmu/bin/ia_task /tmp/worker
cp /xpmu/bin/ia_task /tmp/worker-child
show perf stat -e montecito/cpu_op_cycles.all/ -e task-clock -- /tmp/worker 1000 50 2 /tmp/worker-child
show perf record -q -o /tmp/task.data -e montecito/cpu_op_cycles.all/ -c 200000 -- /tmp/worker 1000 50 2 /tmp/worker-child
echo; echo "# perf report -i /tmp/task.data --stdio --sort comm,pid"
perf report -i /tmp/task.data --stdio --sort comm,pid 2>/dev/null | grep "%" | head -5

echo; echo "# the data EAR (3.3.9): sample address and latency, threshold >= 64 cycles"
show perf record -q -o /tmp/dear.data -a -d -W -e montecito/data_ear_cache_lat64/ -c 50 sleep 1
echo; echo "# perf script -F cpu,ip,sym,addr,weight | head -5   (ip: the load the EAR captured)"
perf script -i /tmp/dear.data -F cpu,ip,sym,addr,weight 2>/dev/null | head -5
echo; echo "# perf report --mem-mode --sort symbol_daddr | head"
perf report -i /tmp/dear.data --stdio --mem-mode --sort symbol_daddr 2>/dev/null | grep "%" | head -6
echo; echo "# the execution trace buffer (3.3.10) as the branch stack"
show perf record -q -o /tmp/etb.data -a -b -e montecito/branch_event/ -c 20 sleep 1
echo; echo "# perf report -b --sort symbol_from,symbol_to | head"
perf report -i /tmp/etb.data --stdio -b --sort symbol_from,symbol_to 2>/dev/null | grep "%" | head -8
echo; echo "# branch filters: PMC39.brt selects one class (Table 3-26): -j any, any_ret, or"
echo "# ind_call,ind_jmp together; rfi, exceptions and failed chk come with any of them."
echo "# perf refuses the others (-j any_call: \"not supported\"): record -j any and read"
echo "# the calls in perf script -F brstack instead."
show perf record -q -o /tmp/etb.data -a -j any_ret -e montecito/branch_event/ -c 20 sleep 1
echo; echo "# perf report -b --sort symbol_from,symbol_to | head   (returns)"
perf report -i /tmp/etb.data --stdio -b --sort symbol_from,symbol_to 2>/dev/null | grep "%" | head -4
'

echo
echo "== the event catalog as sysfs aliases (catalog=1) on the model's small"
echo "== machine (scripts/vm --native --shape): one unit of each kind"
exec scripts/vm --stock --native --shape chas=4,stacks=1,imcs=1,upis=1,m3upis=1,m2ms=1,mdfs=1,cxls=1 \
	--timeout 600 -- '
show() { echo; echo "# $*"; "$@"; }
rmmod xpmu_itanium_sim xpmu_itanium xpmu_uncore
insmod /xpmu/modules/xpmu_uncore.ko catalog=1
echo; echo "# ls /sys/bus/event_source/devices/uncore_cha_0/events | wc -l"
ls /sys/bus/event_source/devices/uncore_cha_0/events | wc -l
perf list 2>/dev/null >/tmp/list
echo; echo "# perf list | grep -c uncore_   (then a few of them)"
grep -c "uncore_" /tmp/list
grep -E "uncore_cha_0/(tor_inserts.ia_miss|llc_lookup.data_read)|uncore_imc_0/cas_count" /tmp/list | head
show perf stat -a -e uncore_cha/tor_inserts.ia_miss/ -e uncore_cha/rxc_occupancy.ipq/ sleep 1
'
