#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every kind of bad perf_event_attr gets an error (and, the harness checks,
# no splat); the driver keeps working afterwards.
. /xpmu/tests/guest/lib.inc
sim_load

# The exact errno of each refusal, straight from perf_event_open().
/xpmu/bin/perf_attr || fail "perf_event_open checks"

# The same through the perf tool, which exits 0 and prints "<not supported>"
# for an event the kernel refused.
refused() {	# refused WHAT COMMAND...
	what=$1
	shift
	if "$@" >/tmp/out 2>&1 && ! grep -q "<not supported>" /tmp/out; then
		cat /tmp/out
		fail "$what: accepted"
	else
		echo "ok: $what: refused ($(grep -m1 -i -E 'error|not supported|invalid' /tmp/out | tr -s ' '))"
	fi
}

P=uncore_cha_0
refused "event select 0" perf stat -a -e $P/event=0x0,umask=0x1/ true
refused "reserved bit 17 (rst)" perf stat -a -e $P/config=0x20035/ true
refused "reserved bit 20 (frz_ovf)" perf stat -a -e $P/config=0x100035/ true
refused "config1 (no filter yet)" perf stat -a -e $P/event=0x35,config1=0x1/ true
refused "config2" perf stat -a -e $P/event=0x35,config2=0x1/ true
refused "sampling" perf record -o /tmp/perf.data -a -e $P/event=0x35/ -c 1000 true
refused "IIO bit 51" perf stat -a -e uncore_iio_0/config=0x8000000000001/ true
refused "iMC bits above 31 (32-bit controls)" perf stat -a -e uncore_imc_0/event=0x5,umask=0x100/ true
refused "unknown format term" perf stat -a -e $P/event=0x35,foo=1/ true
refused "5 events on 4 counters, one group" perf stat -a -e "{$P/event=0x1/,$P/event=0x2/,$P/event=0x3/,$P/event=0x4/,$P/event=0x5/}" true

# Still counting.
stat_vs_truth cha_0 $P "event=0x35,umask=0x1"
finish
