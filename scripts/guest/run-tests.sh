#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Guest test runner: load the driver modules, every KUnit module, run every
# tests/guest script, and print one KTAP document on stdout.  Each KUnit
# suite is a top-level test (its debugfs results, renumbered); each module
# load and each guest script is a top-level test case of its own, so a
# module that does not load or a suite that never ran shows as "not ok".
# Exits 0 when it ran to the end; pass/fail is in the KTAP.
#
# On the machine of scripts/vm --native (/xpmu/native exists) the uncore
# driver binds to the QEMU model of the hardware: it is the only module
# loaded (no simulator, no Itanium), the KUnit modules (which need no
# machine) are left to the other guest, and the scripts are those of
# tests/guest/native.

body=/tmp/ktap.body
: >$body
: >/tmp/ran
n=0

# Progress goes out at once, ahead of the KTAP: if the guest dies, the
# host can still tell which test was running.
start() {
	echo "# xpmu-run: start $1 at $(cut -d' ' -f1 /proc/uptime)s"
}

result() {	# result ok|not-ok NAME [LOGFILE]
	n=$((n + 1))
	[ -n "$3" ] && sed 's/^/# /' "$3" >>$body
	if [ "$1" = ok ]; then
		echo "ok $n $2" >>$body
	else
		echo "not ok $n $2" >>$body
	fi
}

# The result of a guest script, whose output is in /tmp/log: 77 skips.
script_result() {	# script_result NAME STATUS
	if [ "$2" = 0 ]; then
		result ok "$1" /tmp/log
	elif [ "$2" = 77 ]; then
		n=$((n + 1))
		sed 's/^/# /' /tmp/log >>$body
		echo "ok $n $1 # SKIP $(tail -n 1 /tmp/log)" >>$body
	else
		echo "exit status $2" >>/tmp/log
		result not-ok "$1" /tmp/log
	fi
}

suites() {
	# The sentinel keeps the list non-empty: busybox grep -f with an
	# empty pattern file matches every line.
	echo "<none>"
	ls /sys/kernel/debug/kunit 2>/dev/null
}

native=
tests=/xpmu/tests/guest
if [ -e /xpmu/native ]; then
	native=1
	tests=$tests/native
fi
# scripts/vm --package (no module of /xpmu/modules): its scripts.
[ -e /xpmu/package ] && tests=/xpmu/tests/guest/package
# scripts/vm --deb12 (a Debian 12 server, systemd its init): its scripts.
[ -e /xpmu/deb12 ] && tests=/xpmu/tests/guest/deb12

for ko in /xpmu/modules/*.ko; do
	[ -e "$ko" ] || continue
	name=$(basename "$ko" .ko)
	# On the model only the uncore driver: perf 6.1 parses every alias
	# of every PMU at start-up, and the Itanium's 594 would cost every
	# perf run there seconds.
	if [ -n "$native" ] && [ "$name" != xpmu_uncore ]; then
		continue
	fi
	start "load_$name"
	# shellcheck disable=SC2046 # the arguments are words
	if insmod "$ko" $(sed -n "s/^$name //p" /xpmu/tests/guest/module-args \
			2>/dev/null) >/tmp/log 2>&1; then
		result ok "load_$name"
	else
		result not-ok "load_$name" /tmp/log
	fi
done

for ko in /xpmu/kunit/*.ko; do
	[ -e "$ko" ] && [ -z "$native" ] || continue
	name=$(basename "$ko" .ko)
	start "$name"
	suites >/tmp/before
	if ! insmod "$ko" >/tmp/log 2>&1; then
		result not-ok "load_$name" /tmp/log
		continue
	fi
	suites >/tmp/after
	new=$(grep -vxF -f /tmp/before /tmp/after)
	if [ -z "$new" ]; then
		echo "$name loaded but registered no KUnit suite" >/tmp/log
		result not-ok "suites_$name" /tmp/log
	fi
	for s in $new; do
		n=$((n + 1))
		# Drop the per-file "KTAP version 1 / 1..1" header and renumber
		# the suite's own result line.
		sed -e '1,2d' \
		    -e "\$s/^ok 1 /ok $n /" -e "\$s/^not ok 1 /not ok $n /" \
		    "/sys/kernel/debug/kunit/$s/results" >>$body
	done
	if rmmod "$name" >/tmp/log 2>&1; then
		result ok "unload_$name"
	else
		result not-ok "unload_$name" /tmp/log
	fi
done

# A test that leaks on purpose leaves its kmemleak check to the scan at
# the end (tests/guest/lib/kmemleak.inc, kmemleak_later).
export XPMU_KMEMLEAK_AT_END=1
# /xpmu/only (scripts/vm --only): the guest scripts to run, by name;
# without it, every one.  Those in /xpmu/skip (--skip) report a skip.
# The test guest's are tests/guest's and the Itanium's, in a folder of
# their own; on the model the Itanium's that --only names run after the
# model's (they load the simulator themselves: tests/guest/lib/itanium.inc).
dirs=$tests
[ "$tests" != /xpmu/tests/guest ] || dirs="$tests $tests/itanium"
[ -z "$native" ] || [ ! -f /xpmu/only ] || dirs="$tests /xpmu/tests/guest/itanium"
for t in $(for d in $dirs; do ls "$d"/*.sh 2>/dev/null; done); do
	[ -e "$t" ] || continue
	name=$(basename "$t" .sh)
	if [ -f /xpmu/only ] && ! grep -qxF "$name" /xpmu/only; then
		continue
	fi
	echo "$name" >>/tmp/ran
	if grep -qxF "$name" /xpmu/skip 2>/dev/null; then
		n=$((n + 1))
		echo "ok $n guest_$name # SKIP scripts/vm --skip" >>$body
		continue
	fi
	start "guest_$name"
	if [ -f /xpmu/trace ]; then
		# scripts/vm --trace: each command with the time it began at
		# ("+ 1795708787.441912 perf stat ..."), in the test's log.
		# Busybox's ash sets EPOCHREALTIME without a fork.
		# shellcheck disable=SC2016,SC3028 # expanded by the traced ash
		PS4='+ $EPOCHREALTIME ' sh -x "$t" >/tmp/log 2>&1
	else
		sh "$t" >/tmp/log 2>&1
	fi
	script_result "guest_$name" $?
done
# Every script --only named ran: one the runner did not find here (a
# folder it does not look in) fails, rather than leave a guest that ran
# nothing green.
for name in $(cat /xpmu/only 2>/dev/null); do
	grep -qxF "$name" /tmp/ran 2>/dev/null && continue
	echo "scripts/vm --only named it; the runner found no $name.sh in $dirs" >/tmp/log
	result not-ok "guest_$name" /tmp/log
done

# kmemleak over the whole run: a leak of ours from any module or test
# above fails, and the leak fixture's objects of each test that loaded it
# must be found (tests/guest/lib/kmemleak.inc, kmemleak_check, leak_fixture), and
# those of one more load just before the scan: the youngest leak a run
# can have.
start kmemleak
# shellcheck disable=SC2016 # for the inner shell
sh -c '. /xpmu/tests/guest/lib.inc
	[ -e $KMEMLEAK ] || { echo "no $KMEMLEAK in this kernel"; exit 77; }
	leak_fixture end
	# shellcheck disable=SC2046 # the tags are words
	kmemleak_check $(cat $LEAK_TAGS 2>/dev/null)
	finish' >/tmp/log 2>&1
script_result kmemleak $?
echo "# xpmu-run: end at $(cut -d' ' -f1 /proc/uptime)s"

echo "KTAP version 1"
echo "1..$n"
cat $body
