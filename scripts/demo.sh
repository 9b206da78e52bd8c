#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make demo: what a user of an Emerald Rapids server gets, on the QEMU
# model of a two-socket one (scripts/vm --native), under Debian's stock
# 6.12 kernel with the modules built against its headers and Debian 12's
# perf 6.1.  First act: the driver binds through its native backend, as
# on a server; perf counts, next to what the model counted meanwhile; the
# tools: events by Intel's names, a Common Metric and the live view.
# Second act, short: the simulated Itanium 2's monitor in the same guest.
# It ends with a summary of what was shown, its figures checked against
# their physical bounds.  The model's rates are its own, not a machine's:
# each stays within what real hardware can do (qemu/README, "How the
# model counts").
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

scripts/deps.sh
echo "== the QEMU model of a 2-socket Emerald Rapids (scripts/vm --native),"
echo "== Debian's 6.12 kernel, Debian 12's perf"
exec scripts/vm --stock --native --timeout 900 -- '
. /xpmu/tests/guest/lib.inc
show() { echo; echo "# $*"; "$@"; }
# What the model of socket S counted on iMC 0 counter 0 so far.
imc0() { emr_total "$1" imc 0 0; }
npmus=$(ls $PMUS | grep -c "^uncore_")
ntypes=$(ls $PMUS | grep "^uncore_" | sed "s/_[0-9]*$//" | sort -u | wc -l)

show uname -r
show grep -m1 "model name" /proc/cpuinfo
echo; echo "# dmesg | grep xpmu   (the driver binding, as on a server)"
dmesg | grep -E "xpmu_uncore|xpmu-uncore" | sed "s/^\[[ 0-9.]*\] //" | grep -E "uncore bus|CHAs|PMUs|native uncore"
echo; echo "# the uncore PMUs, by unit type"
ls $PMUS | grep uncore_ | sed "s/_[0-9]*$//" | sort | uniq -c | paste - - -

a0=$(imc0 0) a1=$(imc0 1)
echo; echo "# perf stat -a --per-socket -e uncore_imc_0/event=0x5,umask=0xcf/ sleep 1"
perf stat -a --per-socket -e uncore_imc_0/event=0x5,umask=0xcf/ sleep 1 2>/tmp/imc0.txt
cat /tmp/imc0.txt
c0=$(($(imc0 0) - a0)) c1=$(($(imc0 1) - a1))
echo "# what the model counted meanwhile on iMC 0 (its test channel): S0 $c0, S1 $c1"

echo; echo "# events by Intel name (xpmu-perf): CAS reads and writes, UPI data flits, UCLK"
show /xpmu/bin/xpmu-perf stat -a --per-socket -e UNC_M_CAS_COUNT.RD -e UNC_M_CAS_COUNT.WR \
	-e UNC_UPI_TxL_FLITS.ALL_DATA -e UNC_CHA_CLOCKTICKS sleep 1
echo; echo "# two of the guide'"'"'s Common Metrics"
show /xpmu/bin/xpmu-metric MEM_BW_TOTAL PCT_CYCLES_SELF_REFRESH -- sleep 1
echo; echo "# the live view (xpmu-metric -I): memory, UPI, IIO, LLC per socket"
echo; echo "# xpmu-metric -I 1000 -n 1"
/xpmu/bin/xpmu-metric -I 1000 -n 1 | cat
# Again as CSV, for the summary below.
/xpmu/bin/xpmu-metric -I 1000 -n 1 --csv >/tmp/live.csv 2>&1

echo; echo "== second act: the simulated Itanium 2 (Montecito) monitor"
rmmod xpmu_uncore
show perf stat -a -e montecito/cpu_op_cycles.all/ -e montecito/l2d_references.all/ sleep 1
show perf record -q -o /tmp/mont.data -a -e montecito/cpu_op_cycles.all/ -c 1000000 sleep 1
echo; echo "# perf report --sort comm,dso,sym | head"
perf report -i /tmp/mont.data --stdio --sort comm,dso,sym 2>/dev/null | grep "%" | head -5
show perf record -q -o /tmp/dear.data -a -d -W -e montecito/data_ear_cache_lat64/ -c 50 sleep 1
echo; echo "# perf script -F ip,sym,addr,weight | head -3   (the data EAR: load, address, latency)"
perf script -i /tmp/dear.data -F ip,sym,addr,weight 2>/dev/null | head -3
samples=$(perf script -i /tmp/mont.data 2>/dev/null | wc -l)

# The summary: each figure of the live view against its bound: a channel
# moves at most 8 bytes a transfer at the DIMMs rate (4800 MT/s on the
# model: 38,400 MB/s), a UPI link is busy at most all of the time, an IIO
# stack (PCIe Gen5 x16) takes in at most 63,000 MB/s, a miss share is a
# share.
echo; echo "== what was shown"
echo "- xpmu_uncore bound $npmus uncore PMUs of $ntypes unit types on both sockets, through the PMON discovery tables"
p0=$(awk "\$1 == \"S0\" {print \$3}" /tmp/imc0.txt) p1=$(awk "\$1 == \"S1\" {print \$3}" /tmp/imc0.txt)
if [ "$c0" -gt 0 ] && [ "$p0" = "$c0" ] && [ "$p1" = "$c1" ]; then
	echo "- perf'"'"'s count of iMC 0'"'"'s CAS reads is the model'"'"'s own on both sockets ($c0 and $c1)"
else
	echo "- PERF AND THE MODEL DIFFER on iMC 0: perf $p0 and $p1, the model $c0 and $c1"
fi
awk -F, '"'"'
	$7 == "memory" && $8 ~ /^imc_/ { n += $9 == "total"; if ($10 > 38400) bad = bad " " $6 "/" $8 "/" $9 }
	$7 == "memory" && $6 == "all" && $8 == "total" && $9 == "total" { mem = $10 }
	$7 == "upi" && $9 == "tx_util" { u++; if ($10 > 100) bad = bad " " $6 "/" $8 }
	$7 == "iio" && $8 ~ /^stack_/ { i++; if ($10 > 63000) bad = bad " " $6 "/" $8 }
	$7 == "llc" && $9 ~ /_miss$/ { if ($10 < 0 || $10 > 100) bad = bad " " $6 "/" $9 }
	END {
		printf "- the live view: %d memory channels, %.0f MB/s in all; %d UPI links; %d IIO stacks\n", n, mem, u, i
		if (bad == "")
			print "- every figure within its physical bound (memory 38,400 MB/s a channel, UPI 100%, IIO 63,000 MB/s a stack, miss shares 0-100%)"
		else
			print "- OUT OF PHYSICAL RANGE:" bad
	}'"'"' /tmp/live.csv
echo "- the Itanium 2 monitor: perf stat, and perf record with $samples samples and data EAR samples"
echo "More: Documentation/uncore.rst (the driver, the tools, installing), Documentation/itanium.rst"
'
