#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The xpmu-tools package as installed (scripts/vm --package: /usr/bin,
# /usr/share/xpmu), counting through whichever driver the package's gate
# gave the uncore at boot: xpmu_uncore on an Emerald Rapids, the kernel's
# intel_uncore on a Sapphire Rapids (scripts/vm --model 143), which
# xpmu_uncore does not bind.  Each count must be what the model counted
# meanwhile on the counter that carried it, exactly (a lone event of a
# unit goes on its counter 0 under both drivers): xpmu-perf by the
# guide's name on one box and by Intel's name over the unit type, and a
# Common Metric of xpmu-metric; the live view has a row for each memory
# channel of each socket.
# shellcheck disable=SC2034 # read by lib.inc: this runs on either layout
EMR_ANY_LAYOUT=1
# shellcheck source=/dev/null
. /xpmu/tests/guest/lib.inc

model=$(awk -F': *' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)
case $model in
207) want=xpmu_uncore ;;
143) want=intel_uncore ;;
*) echo "a model of neither Emerald (207) nor Sapphire Rapids (143): $model"; exit 77 ;;
esac
check "xpmu-perf, xpmu-metric: the package's" \
	"$(command -v xpmu-perf) $(command -v xpmu-metric)" "/usr/bin/xpmu-perf /usr/bin/xpmu-metric"
# As udev loads at boot: the cpu's alias, through the gate.
/sbin/modprobe -b -q "$(sed -n 's/^MODALIAS=//p' /sys/devices/system/cpu/cpu0/uevent)" ||
	fail "modprobe of the cpu's alias"
got=
for m in xpmu_uncore intel_uncore; do
	[ ! -d /sys/module/$m ] || got="$got $m"
done
check "model $model: the uncore's driver" "${got# }" "$want"

# "NAME/ID SOCKET TOTAL" of counter 0 of each unit given as NAME/ID, or
# of every unit of the type for ID "all".
totals() {
	for u in "$@"; do
		for s in $(emr_sockets); do
			if [ "${u#*/}" = all ]; then
				t=$(/xpmu/bin/emr_truth -s "$s" "$(emr_type "${u%/*}")" 0 | awk '{print $1}')
			else
				t=$(emr_total "$s" "${u%/*}" "${u#*/}" 0)
			fi
			echo "$u $s $t"
		done
	done
}
# stat_tool WHAT MODEL-UNITS -- xpmu-perf stat ARGS: each event's count
# per socket (perf's -x, --per-socket), in the order of MODEL-UNITS,
# against what those counters counted meanwhile.
stat_tool() {
	what=$1 units=$2
	shift 3
	# shellcheck disable=SC2086 # the units are words
	totals $units >/tmp/tools-before
	"$@" >/tmp/tools-stat 2>&1 || { cat /tmp/tools-stat; fail "$what: exit status"; return; }
	# shellcheck disable=SC2086
	totals $units >/tmp/tools-after
	n=0
	for u in $units; do
		n=$((n + 1))
		for s in $(emr_sockets); do
			b=$(awk -v u="$u" -v s="$s" '$1 == u && $2 == s {print $3}' /tmp/tools-before)
			a=$(awk -v u="$u" -v s="$s" '$1 == u && $2 == s {print $3}' /tmp/tools-after)
			# The Nth event line of socket S.
			got=$(awk -F, -v s="S$s" -v n="$n" '$1 == s {if (++k == n) {print $3; exit}}' \
				/tmp/tools-stat)
			if [ -z "$got" ] || [ "$got" != $((a - b)) ] || [ $((a - b)) = 0 ]; then
				cat /tmp/tools-stat
				fail "$what: $u socket $s: got '$got', the model counted $((a - b)) (nonzero)"
			else
				echo "ok: $what: $u socket $s: $got, what the model counted"
			fi
		done
	done
}
# One perf, one event a unit type: each on its unit's counter 0.
stat_tool "xpmu-perf: the guide's names on one box, Intel's on every box" "imc/3 cha/5 m2m/all" -- \
	xpmu-perf stat -a -x, --per-socket -e uncore_imc_3/cas_count.rd/ -e uncore_cha_5/clockticks/ \
	-e unc_m2m_clockticks sleep 0.5

# A Common Metric: MEM_BW_READS, 64 bytes a CAS read of every channel.
b=$(totals imc/all | awk '{s += $3} END {printf "%.0f", s}')
got=$(xpmu-metric MEM_BW_READS -- sleep 0.5 2>&1)
a=$(totals imc/all | awk '{s += $3} END {printf "%.0f", s}')
want=$(awk -v a="$a" -v b="$b" 'BEGIN {printf "MEM_BW_READS %.6f bytes", (a - b) * 64}')
[ "$a" != "$b" ] || fail "xpmu-metric MEM_BW_READS: the model counted no CAS read"
check "xpmu-metric MEM_BW_READS: 64 bytes a CAS read the model counted" "$got" "$want"

# The live view: a read and a write row for each iMC PMU on each socket.
xpmu-metric -I 300 -n 2 --csv -- sleep 1 >/tmp/tools-live 2>&1 ||
	{ cat /tmp/tools-live; fail "xpmu-metric -I: exit status"; }
imcs=$(ls $PMUS | grep -c '^uncore_imc_[0-9]*$')
for s in $(emr_sockets); do
	got=$(awk -F, -v s="$s" '$6 == s && $7 == "memory" && $8 ~ /^imc_/ && $9 ~ /^(read|write)$/ && $10 ~ /^[0-9.]+$/ {
		k[$8 " " $9] = 1 } END { n = 0; for (i in k) n++; print n }' /tmp/tools-live)
	check "xpmu-metric -I: socket $s's memory rows (a read and a write per iMC PMU)" "$got" $((2 * imcs))
done
finish
