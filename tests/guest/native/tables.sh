#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A die whose units are in two discovery tables (scripts/vm
# --split-tables: two OOBMSMs a socket, 03.1 and 04.1 of its OOBMSM bus,
# half the units behind each), as a part of several compute dies presents
# them: Intel PCM stopped assuming one table per socket (its commit
# f5486cff) and Linux merges every table of a die
# (uncore_insert_box_info()).  The driver must find both, merge them into
# one die's units, and count on units of either; a unit both tables list
# is named once and kept from the first.  Before, it named the second
# table and left its units out ("a second PMON discovery table for die 0
# ... its units are not used").
EMR_ANY_LAYOUT=1
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

[ "${EMR_TABLES:-}" = 2 ] || {
	echo "one table a socket: scripts/vm --split-tables splits them"
	exit 77
}
oob() { eval echo "\$EMR_OOB$1"; }
tables=$(cat /sys/kernel/debug/xpmu_uncore/tables)
echo "$tables"
for s in $(emr_sockets); do
	check "die $s's first table, from 03.1" \
		"$(echo "$tables" | grep -c "^die $s table 0: 0000:$(oob $s):03.1 ")" 1
	check "die $s's second table, from 04.1" \
		"$(echo "$tables" | grep -c "^die $s table 1: 0000:$(oob $s):04.1 ")" 1
done
pmus() { ls $PMUS | grep -c '^uncore_'; }
all=$(pmus)
emr_rebind "over two tables a die" >/tmp/bind
cat /tmp/bind
# The socket's blocks (Max Blocks of its table's global node, 25:16):
# with the units that are no table's (the free-running ones, the UCLK),
# every one has a PMU.
n=$(( ($($T -t 0 0) >> 16) & 0x3ff ))
for s in $(emr_sockets); do
	check "die $s: the second table merged, $n units" \
		"$(grep -c "die $s: discovery table 1 merged: $n units" /tmp/bind)" 1
done
check "PMUs after the rebind" "$(pmus)" "$all"
check "nothing left out" "$(grep -c 'left out\|not used' /tmp/bind)" 0
# A unit of each table: CHA 0 (the first block) and the last iMC channel
# and M3UPI (blocks of the second half).
stat_vs_model "cha 0 uncore_cha_0 event=0x1" "imc 7 uncore_imc_7 event=0x1" \
	"m3upi 3 uncore_m3upi_3 event=0x1"

# The second table's first block made a second CHA 0 (word 2: Unit Type
# and Unit ID, Table 1-14; Block Stride 4 words): that block is named,
# the first table's CHA 0 counts, and its own unit is gone.
w=$(( (n / 2 + 1) * 4 + 2 ))
v=$($T -t 0 $w)
$T -t 0 $w $(( v & ~0xffffffff )) || fail "socket 0: block $((n / 2 + 1)) as CHA 0"
emr_rebind "with CHA 0 in both tables of die 0" >/tmp/bind
check "the second CHA 0 named" \
	"$(grep -c 'discovery block 1: type 0 id 0 is in an earlier table of this die: that one kept' /tmp/bind)" 1
stat_vs_model "cha 0 uncore_cha_0 event=0x1"
$T -t 0 $w "$v" || fail "socket 0: restore block $((n / 2 + 1))"
emr_rebind "with the tables restored" >/tmp/bind
check "PMUs restored" "$(pmus)" "$all"
# Over two tables, and on one socket without a UPI link, nothing the
# tables list is left out: the Debian package's gate keeps xpmu here.
check "left_out: nothing" "$(emr_left_out)" ""
emr_no_reserved_writes
finish
