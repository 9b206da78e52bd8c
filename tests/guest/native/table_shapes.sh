#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Discovery tables the driver must take as the kernel's intel_uncore
# takes them, set through the model's test channel and rebound over:
#  - A unit of a type no driver knows, one per die: the kernel names it
#    uncore_type_<T> (uncore_get_pmu_name(): no id when the type has one
#    box), and so must xpmu, in its name and in its alias attribute.
#    Before, xpmu named it uncore_type_<T>_<id>.
#  - That unit with fewer counters on die 1 than on die 0: the kernel
#    keeps it; xpmu keeps it too, each die with its own counters (the
#    kernel would give die 1 die 0's four).  Before, xpmu left die 1's
#    unit out ("differs from die 0").
# And the alias attribute of known PMUs: uncore_type_<T>_<id>, or
# uncore_type_<T> for the one PCU (the kernel's alias_show()); and the
# UPI PMUs' link files dieN.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

check "uncore_cha_5's alias" "$(cat $PMUS/uncore_cha_5/alias)" uncore_type_0_5
check "uncore_iio_2's alias" "$(cat $PMUS/uncore_iio_2/alias)" uncore_type_1_2
check "uncore_pcu's alias" "$(cat $PMUS/uncore_pcu/alias)" uncore_type_4
# Where each UPI link leads, as the kernel's SPR/EMR driver shows it
# (spr_upi_set_mapping()): link L of each socket to link L of the other,
# as the model's links are cabled (its KTILP0 registers).
upis=$(ls $PMUS | grep -c '^uncore_upi_[0-9]*$')
[ "$upis" -gt 0 ] || fail "no UPI PMU"
for l in $(ls $PMUS | sed -n 's/^uncore_upi_\([0-9]*\)$/\1/p'); do
	check "uncore_upi_$l's links" \
		"$(cat $PMUS/uncore_upi_$l/die0 $PMUS/uncore_upi_$l/die1 2>&1 | tr '\n' ' ')" \
		"upi_$l,die_1 upi_$l,die_0 "
done

# The PCU's block of each socket's table (word 2 of a block: Unit Type in
# 15:0, Table 1-14; Block Stride words per block, Table 1-13): type 30 on
# both sockets, and on socket 1 two counters (word 0's low byte, Num
# Control Regs), where socket 0's has four.
pcu_word() {	# pcu_word SOCKET: the table word holding the PCU's type
	g=$($T -t "$1" 0)
	stride=$(( (g >> 8) & 0xff ))
	blocks=$(( (g >> 16) & 0x3ff ))
	$T -T "$1" $(( (blocks + 1) * stride )) |
		awk -v st="$stride" "$AWK_LIB"'$1 >= st && $1 % st == 2 && hex($2, 4) == 4 {print $1; exit}'
}
: >/tmp/pcu-words
for s in 0 1; do
	w=$(pcu_word $s)
	v=$($T -t $s "$w")
	r=$($T -t $s $((w - 2)))
	echo "$s $w $v $r" >>/tmp/pcu-words
	$T -t $s "$w" $(( (v & ~0xffff) | 30 )) || fail "PCU to type 30 on socket $s (word '$w')"
done
w=$(awk '$1 == 1 {print $2}' /tmp/pcu-words)
r=$(awk '$1 == 1 {print $4}' /tmp/pcu-words)
$T -t 1 $((w - 2)) $(( (r & ~0xff) | 2 )) || fail "socket 1's PCU with 2 counters"
emr_rebind "over an unknown type, of two counters on die 1" >/tmp/bind
cat /tmp/bind
check "the unknown type's PMU, without an id" "$(ls -d $PMUS/uncore_type_30* 2>/dev/null)" \
	"$PMUS/uncore_type_30"
check "its alias" "$(cat $PMUS/uncore_type_30/alias 2>/dev/null)" uncore_type_30
check "no uncore_pcu" "$(ls -d $PMUS/uncore_pcu 2>/dev/null)" ""
check "its two geometries said" \
	"$(grep -c 'die 1: uncore_type_30 has 2 48-bit counters (access 0), die 0.s 4 48-bit (access 0): each die counts with its own' /tmp/bind)" 1
check "its cpumask: both dies" "$(cat $PMUS/uncore_type_30/cpumask)" 0,2
stat_vs_model "pcu 0 uncore_type_30 event=0x1"
# Three events at once fit die 0's unit, not die 1's.
g="{uncore_type_30/event=0x1/,uncore_type_30/event=0x2/,uncore_type_30/event=0x3/}"
perf stat -C 0 -x, -e "$g" true >/tmp/g0 2>&1
check "a group of 3 on die 0's unit counts" "$(grep -c '^[0-9]' /tmp/g0)" 3
perf stat -C 2 -x, -e "$g" true >/tmp/g1 2>&1
check "a group of 3 on die 1's unit (2 counters) counts nothing" "$(grep -c '^[0-9]' /tmp/g1)" 0
while read -r s w v r; do
	$T -t "$s" "$w" "$v" && $T -t "$s" $((w - 2)) "$r" || fail "restore the PCU on socket $s"
done </tmp/pcu-words
emr_rebind "with the tables restored" >/tmp/bind
check "uncore_pcu back" "$(ls -d $PMUS/uncore_pcu 2>/dev/null)" "$PMUS/uncore_pcu"
emr_no_reserved_writes
finish
