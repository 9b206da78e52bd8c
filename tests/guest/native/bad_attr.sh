#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every kind of bad perf_event_attr gets an error (and, the harness checks,
# no splat), sets no reserved bit in the model's registers, and the
# driver keeps working afterwards.
. /xpmu/tests/guest/lib.inc

# The exact errno of each refusal, straight from perf_event_open(), and
# every perf_event_attr field on cha_0, imc_0 and imc_free_running_0.
# Refusals after event_init (perf core's own checks) must undo it: the
# module references each event takes are all given back.
refs() { cat /sys/module/xpmu_uncore/refcnt; }
before=$(refs)
/xpmu/bin/perf_attr || fail "perf_event_open checks"
check "the driver's module references after the attr cases" "$(refs)" "$before"

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
# The exact errnos are checked above; through perf, a few for the path a
# user takes (perf's start-up under TCG costs seconds each).
refused "reserved bit 20 (frz_ovf)" perf stat -a -e $P/config=0x100035/ true
refused "unknown format term" perf stat -a -e $P/event=0x35,foo=1/ true
refused "5 events on 4 counters, one group" perf stat -a -e "{$P/event=0x1/,$P/event=0x2/,$P/event=0x3/,$P/event=0x4/,$P/event=0x5/}" true

# perf 6.12's fallback loop (no_loop in lib/measure.inc): an uncore PMU refuses
# exclude_guest, perf's default, with EINVAL (PERF_PMU_CAP_NO_EXCLUDE), so
# perf clears it on every later event of the PMU; precise_ip after that
# looped when refused with EOPNOTSUPP.
no_loop "stat, then :p" stat -a -e $P/event=0x1/ -e $P/event=0x2/p true

# Still counting, and no refused attr reached a register.  Intel PCM opens
# every control with the enable bit 22 of earlier uncores set
# (PerfVirtualControlRegister: config = ..._PMON_CTL_EN | event), reserved
# on EMR (Table 1-5): taken, as the kernel takes it, and never written (the
# model counts a write of it as undefined).
stat_vs_model "cha 0 $P event=0x35,umask=0x1" "cha 1 uncore_cha_1 config=0x400135"
emr_no_reserved_writes
finish
