#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Counter restrictions, by raw event code: every code that only some
# counters of its unit count, as many events of it at once as the unit
# has counters, all in one perf session so that the core rotates them
# through every placement.  The model takes those codes from Intel's EMR
# event files and Linux's constraints (xpmu-emr-block.c), not from the
# driver's catalog: an event written to a counter that may not count it
# counts nothing there and is an undefined write, which must never
# happen.  Before IIO 0x88/0xC0/0xD5 were restricted (the guide lists
# neither code), perf 6.12's own UNC_IIO_DATA_REQ_BY_CPU.* counted on
# counters 0-1.
. /xpmu/tests/guest/lib.inc

# "<pmu stem> <counters> <codes>": the codes are the model's restricted
# ones, written here from the same two sources (Intel's "Counter"; Linux's
# UNCORE_EVENT_CONSTRAINT tables), to exercise each.
cat >/tmp/restricted <<'CODES'
cha 4 0x11 0x36
iio 4 0x02 0x03 0x40 0x41 0x83 0x88 0xc0 0xc5 0xd5
m2pcie 4 0x14 0x23 0x2d
pcu 4 0x06
m3upi 4 0x1c 0x1d 0x1e 0x1f 0x21 0x30 0x35 0x40 0x43 0x47 0x48 0x49 0x4a 0x4b 0x4c 0x4d 0x4e 0x4f 0x50 0x51 0x52 0x53 0x54 0x55 0x56 0x57 0x58 0x59 0x5a 0x5b 0x5c 0x5d 0x5e 0x5f 0x60 0x61 0x7d 0x7e
cxlcm 8 0x02 0x05 0x40 0x41 0x42 0x43 0x4b 0x52
CODES

set --
n=0
while read -r stem ctrs codes; do
	pmu=$(ls $PMUS | grep -m 1 "^uncore_${stem}\(_[0-9]*\)\?$")
	[ -n "$pmu" ] || { fail "no $stem PMU"; continue; }
	for c in $codes; do
		i=0
		while [ $i -lt "$ctrs" ]; do
			set -- "$@" -e "$pmu/event=$c,umask=0x1/"
			i=$((i + 1))
			n=$((n + 1))
		done
	done
done </tmp/restricted

undefined() { echo $(( $(/xpmu/bin/emr_truth -r 0) + $(/xpmu/bin/emr_truth -r 1) )); }
before=$(undefined)
/xpmu/bin/perf612 stat -a -x, --no-scale "$@" sleep 1 >/tmp/restrict 2>&1
check "perf stat of $n restricted events exits 0" "$?" 0
check "every event opened" "$(grep -c 'uncore_' /tmp/restrict)" "$n"
grep -v ',uncore_' /tmp/restrict | head -n 5
check "events of IIO 0xC0 that counted (4: counters 2-3 by turns)" \
	"$(awk -F, 'index($0, "/event=0xc0,umask=0x1/") && $1 ~ /^[0-9]+$/ && $1 > 0' /tmp/restrict | wc -l)" 4
check "restricted events written to a counter that cannot count them (the model's undefined writes)" \
	$(( $(undefined) - before )) 0
finish
