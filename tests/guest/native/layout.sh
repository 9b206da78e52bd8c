#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Where real Sapphire/Emerald Rapids machines put what the driver reads
# (public lspci dumps of a 2-socket ThinkStation PX and a 1-socket
# Precision 7960; scripts/vm --layout, qemu/README), and the driver
# finding it there:
#  - D30 (CAPID6/7 at 1e.3, 0x325b) is on the bus after the Ubox's, U1,
#    which the EDAC way names (0x3252's register 0xD0): the CHA count is
#    checked on every die, a CAPID6 that counts fewer CHAs is warned
#    about, and with 0x3252 gone the driver still takes U0 + 1;
#  - the OOBMSM sits on a bus of its own, with DVSECs of ids 1, 2, 3, 4,
#    0: only id 1 is PMON discovery; GPUs' OOBMSMs below root ports
#    (scripts/vm --broken-oobmsm), one whose table reads all ones and one
#    with a copy of socket 0's, get exactly one line each and never a die
#    (before, the copy was merged into die 0, or without NUMA left every
#    die without a table);
#  - an OOBMSM with memory decoding off is named with its PCI_COMMAND and
#    left alone, and the other die binds (before, its BAR was read: all
#    ones on a server, "nothing behind its BAR"; 0 on the model, "no
#    discovery table");
#  - a processor's OOBMSM whose table reads all ones is named, and the
#    other die binds;
#  - UPI links and M3UPIs are counted each from its own devices.
EMR_ANY_LAYOUT=1
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

count() { ls -d $PMUS/uncore_$1_* 2>/dev/null | grep -c "uncore_$1_[0-9]*$"; }
# One config byte of a PCI function, in hex, as the guest's Linux reads it.
cfg_byte() {	# cfg_byte BDF OFFSET
	od -An -tx1 -j "$2" -N 1 "/sys/bus/pci/devices/$1/config" | tr -d ' '
}
last=$((EMR_SOCKETS - 1))
bus() { eval echo "\$EMR_BUS$1"; }
u1() { eval echo "\$EMR_U1_$1"; }
oob() { eval echo "\$EMR_OOB$1"; }

# 1. What Linux sees of the model: D30 on U1, without a capability
# list; no D30 on the Ubox's bus; the OOBMSM at 03.1 of its own bus.
for s in $(seq 0 $last); do
	f=0000:$(u1 $s):1e.3
	check "socket $s: 0x325b at $f" "$(cat /sys/bus/pci/devices/$f/device 2>/dev/null)" 0x325b
	check "socket $s: $f has no capability list (Status bit 4)" \
		"$(( 0x$(cfg_byte $f 6) & 0x10 ))" 0
	# CAPID4's chop, 7:6, as Intel PCM's pcm-iio reads it: 0b11 XCC.
	check "socket $s: $f CAPID4 (0x94) chop" "$(( (0x$(cfg_byte $f 148) >> 6) & 3 ))" 3
	check "socket $s: nothing at 1e.3 of the Ubox's bus" \
		"$(ls -d /sys/bus/pci/devices/0000:$(bus $s):1e.3 2>/dev/null)" ""
	f=0000:$(oob $s):03.1
	check "socket $s: the OOBMSM at $f" "$(cat /sys/bus/pci/devices/$f/device 2>/dev/null)" 0x09a7
	# The MSM at 03.0 (0x09a6) with the stacks' root buses, as Intel
	# PCM reads them (get_cpu_bus(): CPUBUSNO_VALID 0x1a0, stack n's bus
	# in byte n of 0x190-0x19f): stack 8, IDX0, on the OOBMSM's bus,
	# the one stack the model has a bus for; and 00.0 of that bus
	# (0x09a2) with the package in SAD_CONTROL_CFG (0x3f4) 3:0.
	f=0000:$(oob $s):03.0
	check "socket $s: the MSM at $f" "$(cat /sys/bus/pci/devices/$f/device 2>/dev/null)" 0x09a6
	check "socket $s: $f CPUBUSNO_VALID (0x1a0), CPUBUSNO2 (0x198) byte 0" \
		"$(cfg_byte $f 417)$(cfg_byte $f 416) $(cfg_byte $f 408)" "0100 $(oob $s)"
	f=0000:$(oob $s):00.0
	check "socket $s: $f (0x09a2) SAD_CONTROL_CFG (0x3f4) 3:0, the package" \
		"$(cat /sys/bus/pci/devices/$f/device 2>/dev/null) $(( 0x$(cfg_byte $f 1012) & 15 ))" "0x09a2 $s"
done

# 2. The driver's bind: every die's CHAs checked against CAPID6/7 of U1;
# one table per die, the OOBMSMs' PMON DVSECs; the broken one said once.
emr_rebind "on the $EMR_LAYOUT layout" >/tmp/bind
dmesg >/tmp/dmesg
cat /tmp/bind
for s in $(seq 0 $last); do
	check "die $s: CHA count checked on U1" \
		"$(grep -c "die $s: 60 CHAs, as CAPID6/7 of 0000:$(u1 $s):1e.3 count" /tmp/bind)" 1
done
check "no die unchecked" "$(grep -c 'CHA count not checked' /tmp/bind)" 0
check "tables on every die" \
	"$(grep -c "native uncore: $EMR_SOCKETS dies; PMON discovery tables on dies 0-$last$\|native uncore: 1 dies; PMON discovery tables on dies 0$" /tmp/bind)" 1
tables=$(cat /sys/kernel/debug/xpmu_uncore/tables)
echo "$tables"
for s in $(seq 0 $last); do
	check "die $s's table from its OOBMSM" "$(echo "$tables" | grep -c "^die $s table 0: 0000:$(oob $s):03.1 ")" 1
done
if [ -n "$EMR_BROKEN_OOBMSM" ]; then
	for f in $EMR_BROKEN_OOBMSM $EMR_COPY_OOBMSM; do
		grep "$f" /tmp/dmesg
		check "$f, a card's: said once" \
			"$(grep -c "$f: PMON discovery DVSEC at 0x100: below bridge 0000:00:[0-9a-f]*.0, not on a root bus: a card's 8086:09a7, not the processor's: ignored" /tmp/dmesg)" 1
		check "$f: nothing else of it" "$(grep -c "$f" /tmp/dmesg)" 1
		check "$f: no die given its table" "$(echo "$tables" | grep -c "$f")" 0
	done
	check "no die has a second table" "$(echo "$tables" | grep -c ' table [1-9]: .*:03.1 ')" 0
	check "no unit of a table named twice" "$(grep -c 'in an earlier table' /tmp/bind)" 0
else
	echo "# no GPU's OOBMSM on this machine (scripts/vm --broken-oobmsm)"
fi

# 3. The links, each type from its own devices: UPI and M3UPI need not
# be as many (2s: 3 and 4; 1s: none and 4).
check "UPI PMUs" "$(count upi)" "$EMR_UPIS"
check "M3UPI PMUs" "$(count m3upi)" "$EMR_M3UPIS"
check "no table/device disagreement" "$(grep -c 'disagree' /tmp/bind)" 0
if [ "$EMR_M3UPIS" -gt 0 ]; then
	stat_vs_model "m3upi $((EMR_M3UPIS - 1)) uncore_m3upi_$((EMR_M3UPIS - 1)) event=0x1"
fi

# 4. CAPID6 counting two CHAs fewer on socket 0 (CHAs 0 and 1's bits):
# the documented warning, for die 0 alone.
c6=$($T -c 0 0x1f3 0x9c)
$T -c 0 0x1f3 0x9c $((c6 & ~3)) || fail "CAPID6"
emr_rebind "with CAPID6 two CHAs short" >/tmp/bind
check "CAPID6 short: warned, die 0" \
	"$(grep -c 'die 0: the discovery table lists 60 CHAs, CAPID6/7 58 (1.7.1)' /tmp/bind)" 1
check "CAPID6 short: nothing on the other dies" "$(grep -c 'CAPID6/7 58' /tmp/bind)" 1
$T -c 0 0x1f3 0x9c "$c6" || fail "restore CAPID6"

# 5. How the driver names U1: 0x3252 (00.2 of the Ubox's bus, register
# 0xD0: U0 7:0, U1 15:8), as EDAC does.  Pointing its U1 at the Ubox's
# own bus leaves the count unchecked (the driver believes it); with the
# function gone, U0 + 1 (as on every dump) is checked again.
w=$($T -c 0 0x02 0xd0)
check "0x3252 names U0 and U1" "$(printf '%x %x' $((w & 0xff)) $(((w >> 8) & 0xff)))" \
	"$(bus 0) $(u1 0)"
$T -c 0 0x02 0xd0 $(( (w & ~0xff00) | (w & 0xff) << 8 )) || fail "0x3252: U1 = U0"
emr_rebind "with 0x3252 naming the Ubox's bus U1" >/tmp/bind
check "U1 from 0x3252: none there" "$(grep -c 'die 0: no CAPID6/7 (D30:F3 of bus U1): CHA count not checked' /tmp/bind)" 1
$T -c 0 0x02 0xd0 "$w" || fail "restore 0x3252"
$T -a 0 0x02 0 || fail "take 0x3252 away"
echo 1 >/sys/bus/pci/devices/0000:$(bus 0):00.2/remove || fail "remove 0x3252"
emr_rebind "without 0x3252" >/tmp/bind
check "without 0x3252: U0 + 1" \
	"$(grep -c "die 0: 60 CHAs, as CAPID6/7 of 0000:$(u1 0):1e.3 count" /tmp/bind)" 1
$T -a 0 0x02 1 || fail "give 0x3252 back"
echo 1 >/sys/bus/pci/rescan || fail "rescan"
# With two sockets this is checked at the bind with die 1's OOBMSMs
# decoding again (6.), the first with every die since: one rmmod fewer
# (seconds each under load).
every_die() {
	check "every die checked again" "$(grep -c 'CHAs, as CAPID6/7 of' /tmp/bind)" "$EMR_SOCKETS"
}
if [ "$EMR_SOCKETS" != 2 ]; then
	emr_rebind "with 0x3252 back" >/tmp/bind
	every_die
fi

# 6. An OOBMSM with memory decoding off (PCI_COMMAND bit 1 clear, as
# this writes it from the guest): its BAR reads all ones or nothing; the
# driver says so, naming the function and the register, leaves the bit
# as it is, and the other die binds.  Every OOBMSM of the last socket
# (03.1, and 04.1 with --split-tables), on two sockets.
cmd_word() {	# cmd_word BDF: PCI_COMMAND, in hex
	od -An -tx2 -j 4 -N 2 "/sys/bus/pci/devices/$1/config" | tr -d ' '
}
set_cmd() {	# set_cmd BDF VALUE: PCI_COMMAND, little-endian
	printf "\\$(printf %03o $(($2 & 0xff)))\\$(printf %03o $(($2 >> 8)))" |
		dd of="/sys/bus/pci/devices/$1/config" bs=1 seek=4 count=2 conv=notrunc 2>/dev/null
}
if [ "$EMR_SOCKETS" = 2 ]; then
	fns="0000:$(oob 1):03.1"
	[ "${EMR_TABLES:-}" != 2 ] || fns="$fns 0000:$(oob 1):04.1"
	: >/tmp/cmds
	for f in $fns; do
		c=$((0x$(cmd_word $f)))
		echo "$f $c" >>/tmp/cmds
		set_cmd $f $((c & ~2)) || fail "$f: clear PCI_COMMAND_MEMORY"
		check "$f: memory decoding off" "$(( 0x$(cmd_word $f) & 2 ))" 0
	done
	emr_rebind "with die 1's OOBMSMs not decoding memory" >/tmp/bind
	dmesg >/tmp/dmesg
	cat /tmp/bind
	for f in $fns; do
		check "$f: said once, with PCI_COMMAND" \
			"$(grep -c "$f: PMON discovery DVSEC at 0x100: memory decoding is off (PCI_COMMAND 0x$(cmd_word $f)): its table cannot be read, not used" /tmp/dmesg)" 1
		check "$f: nothing else of it" "$(grep -c "$f" /tmp/dmesg)" 1
		check "$f: decoding left off" "$(( 0x$(cmd_word $f) & 2 ))" 0
	done
	check "die 0 binds alone" \
		"$(grep -c 'native uncore: 2 dies; PMON discovery tables on dies 0$' /tmp/bind)" 1
	check "die 0's CHAs" "$(grep -c 'die 0: 60 CHAs' /tmp/bind)" 1
	while read -r f c; do
		set_cmd $f $c || fail "$f: restore PCI_COMMAND"
	done </tmp/cmds
	emr_rebind "with die 1's OOBMSMs decoding again" >/tmp/bind
	check "both dies again" \
		"$(grep -c 'native uncore: 2 dies; PMON discovery tables on dies 0-1$' /tmp/bind)" 1
	every_die
fi

# 7. A processor's OOBMSM whose table reads all ones (its global node's
# first word, Table 1-13, set so through the test channel), as a BAR that
# decodes nothing reads: named once, never given a die.  One table a
# socket (with --split-tables each part's global node is its own).
if [ "$EMR_SOCKETS" = 2 ] && [ "${EMR_TABLES:-}" != 2 ]; then
	f=0000:$(oob 1):03.1
	w=$($T -t 1 0)
	$T -t 1 0 0xffffffffffffffff || fail "socket 1's table word 0 all ones"
	emr_rebind "with die 1's table reading all ones" >/tmp/bind
	dmesg >/tmp/dmesg
	cat /tmp/bind
	check "$f: all ones said once" \
		"$(grep -c "$f: PMON discovery DVSEC at 0x100: its table at .* reads all ones (0xffffffffffffffff): nothing behind its BAR, ignored" /tmp/dmesg)" 1
	check "die 0 binds alone" \
		"$(grep -c 'native uncore: 2 dies; PMON discovery tables on dies 0$' /tmp/bind)" 1
	$T -t 1 0 "$w" || fail "restore socket 1's table word 0"
	emr_rebind "with die 1's table restored" >/tmp/bind
	check "both dies again" \
		"$(grep -c 'native uncore: 2 dies; PMON discovery tables on dies 0-1$' /tmp/bind)" 1
fi
emr_no_reserved_writes
finish
