#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The live view, xpmu-metric -I, against the model's truth: over a run of
# several intervals, the events behind each figure of each channel, link,
# stack and socket, summed over the intervals, must be what the model
# counted on the counter that carried the event, exactly.  The counter is
# found by the event its control selected (the model's last_event), as
# the guide encodes it, written out here.  The model's counters are
# frozen (frz_all) before the workload ends, so perf's last partial
# interval, which perf prints when the workload exits, holds the rest:
# the figures cannot depend on how late perf or the guest run.  The IIO
# free-running counters are paused and given traffic while perf counts;
# outbound traffic too, which the view must not show (it has no outbound
# figure: units/iio_freerun.c).
# The formulas themselves are held to their sources by the host test
# (tests/catalog/test_xpmu_metric_live.py).
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
M=/xpmu/bin/xpmu-metric

# "SOCKET KIND ID CTR TOTAL LAST_EVENT" for every counter the view uses:
# iMC channels and UPI links one by one, the CHAs summed (every CHA
# carries the same events on the same counters).
snap() {
	for s in $(emr_sockets); do
		for p in $(ls $PMUS | grep -E '^uncore_(imc|upi)_[0-9]+$'); do
			k=${p#uncore_}
			$T "$s" "$(emr_type "${k%_*}")" "${k##*_}" 0 1 2 3 |
				awk -v s="$s" -v k="${k%_*}" -v i="${k##*_}" \
					'{print s, k, i, NR - 1, $1, $3}'
		done
		$T "$s" "$(emr_type cha)" 0 0 1 2 3 | awk '{print $3}' >/tmp/ml-cha
		$T -s "$s" "$(emr_type cha)" 0 1 2 3 |
			paste -d' ' - /tmp/ml-cha | awk -v s="$s" '{print s, "cha", 0, NR - 1, $1, $2}'
	done
}

for s in $(emr_sockets); do
	$T -p 1 "$s" || fail "pause the free-running counters of socket $s"
done
snap >/tmp/ml-before
: >/tmp/ml.csv
$M -I 200 --csv -- $EMR_HOLD >/tmp/ml.csv 2>/tmp/ml.err &
emr_wait_lines /tmp/ml.csv '^[0-9.]+,' 1
# Traffic: stack 2 of socket 0, 1000 32-byte events in on port 1 and 3000
# out on port 7; stack 7 of the last socket, 5000 in on port 0.
last=$(( ${EMR_SOCKETS:-2} - 1 ))
add() {	# add SOCKET STACK COUNTER EVENTS
	v=$(emr_field "$1" iio "$2" "$3" 4)
	$T -w $((v + $4)) "$1" "$(emr_type iio)" "$2" "$3" || fail "traffic on $*"
}
add 0 2 0x22 1000
add 0 2 0x30 3000
add "$last" 7 0x21 5000
# Two more intervals, then frozen, then the end.
intervals() { awk -F, 'NR > 1 {print $4}' /tmp/ml.csv | sort -u | wc -l; }
t=$(intervals)
n=0
# A limit for a perf that stopped, not a timing.
until [ "$(intervals)" -ge $((t + 2)) ] || [ $n -ge 1200 ]; do
	sleep 0.1
	n=$((n + 1))
done
for s in $(emr_sockets); do $T -f 1 "$s" || fail "frz_all on socket $s"; done
emr_release
for s in $(emr_sockets); do
	$T -f 0 "$s" && $T -p 0 "$s" || fail "unfreeze socket $s"
done
snap >/tmp/ml-after
cat /tmp/ml.err
check "intervals printed" "$(awk -F, 'NR > 1 {print $4}' /tmp/ml.csv | sort -u |
	awk 'END {print (NR >= 3) ? "3 or more" : NR}')" "3 or more"

# What the model counted, as "SOCKET GROUP INSTANCE FIGURE EVENTS": each
# counter's quantity by the event its control selected (the guide's
# encodings: the umask byte and event code, and a CHA umask's bits above
# 7, which the control holds from bit 32: uncore.rst "CHA umask").
awk '
	function key(k, h,    lo, hi) {
		sub(/^0x/, "", h)
		lo = substr(h, length(h) - 3)
		while (length(lo) < 4)
			lo = "0" lo
		hi = length(h) > 8 ? substr(h, 1, length(h) - 8) : ""
		sub(/^0+/, "", hi)
		return k ":" hi ":" lo
	}
	BEGIN {
		q["imc::cf05"] = "memory read"
		q["imc::f005"] = "memory write"
		q["upi::0f02"] = "upi tx"
		q["upi::9702"] = "upi nondata"
		q["upi::0f03"] = "upi rx"
		q["cha:1fc1:0134"] = "llc drd_miss"
		q["cha:c807fe:0135"] = "llc rfo_miss"
	}
	NR == FNR { before[$1, $2, $3, $4] = $5; next }
	{
		k = key($2, $6)
		if (!(k in q))
			next
		split(q[k], g, " ")
		d = $5 - before[$1, $2, $3, $4]
		inst = $2 == "cha" ? "all" : $2 "_" $3
		c[$1 " " g[1] " " inst " " g[2]] += d
		if (g[1] == "memory") {
			c[$1 " memory total " g[2]] += d
			c[$1 " memory " inst " total"] += d
			c[$1 " memory total total"] += d
		}
	}
	END {
		for (k in c) {
			split(k, f, " ")
			if (f[4] == "tx")
				c[f[1] " upi " f[3] " tx_util"] += c[k]
			if (f[4] == "nondata")
				c[f[1] " upi " f[3] " tx_util"] += c[k]
		}
		for (k in c)
			if (k !~ /nondata$/)
				printf "%s %.0f\n", k, c[k]
	}' /tmp/ml-before /tmp/ml-after >/tmp/ml-want
# The IIO stacks: the traffic added, nothing elsewhere; and their totals.
for s in $(emr_sockets); do
	for p in $(ls $PMUS | grep '^uncore_iio_free_running_'); do
		i=stack_${p##*_} in=0
		[ "$s $i" = "0 stack_2" ] && in=1000
		[ "$s $i" = "$last stack_7" ] && in=$((in + 5000))
		echo "$s iio $i in $in"
	done
done | awk '{print; t[$1 " iio total " $4] += $5}
	END {for (k in t) print k, t[k]}' >>/tmp/ml-want
# The machine's totals: the sockets' added up, with two or more.
[ "${EMR_SOCKETS:-2}" = 1 ] ||
	awk '$3 == "total" && ($2 == "memory" || $2 == "iio") {t["all " $2 " total " $4] += $5}
		END {for (k in t) print k, t[k]}' /tmp/ml-want >/tmp/ml-all &&
	cat /tmp/ml-all >>/tmp/ml-want
# What the view printed, summed over the intervals (schema 1: socket,
# group, instance and figure in fields 6-9, the events in 12).
awk -F, 'NR > 1 && $9 != "drd_misses" {
		c[$6 " " $7 " " $8 " " $9] += $12
	}
	END { for (k in c) printf "%s %.0f\n", k, c[k] }' /tmp/ml.csv >/tmp/ml-got
check "every figure's events, summed over the intervals, are the model's" \
	"$(sort /tmp/ml-got | diff - "$(sort /tmp/ml-want >/tmp/ml-w && echo /tmp/ml-w)" | grep '^[<>]' | head -n 8)" ""
check "figures compared" "$(wc -l </tmp/ml-got)" "$(wc -l </tmp/ml-want)"
check "a figure is its events over the interval (memory, iio MB/s)" "$(awk -F, '
	NR > 1 && ($10 ~ /^[0-9.]+$/) && ($7 == "memory" || $7 == "iio") {
		b = $7 == "memory" ? 64 : 32
		w = $12 * b / 1e6 / $5
		if (w - $10 > 0.0006 + w * 1e-6 || $10 - w > 0.0006 + w * 1e-6)
			print $0
	}' /tmp/ml.csv | head -n 3)" ""
check "records of schema 1, from this host, at the interval's end" "$(awk -F, -v h="$(uname -n)" \
	-v now="$(date +%s)" 'NR > 1 && ($1 != 1 || $2 != h || $3 > now + 1 || $3 < now - 600)' /tmp/ml.csv | head -n 3)" ""
# What each row is (field 13), from what the model presents: iMC PMU n
# is channel n % 2 of memory controller n / 2 (the model's unit ids,
# qemu/tree/hw/i386/xpmu-emr-layout.c add_imc_block(), as Linux's ICX
# driver numbers them); of the IIO stacks only IDX0, PMU 0, has a root
# bus, each socket's OOBMSM bus (qemu/README: the MSM's CPUBUSNO), and
# so a label; no other row has one.
check "labels: every record's, as the model presents the machine" "$(awk -F, \
	-v oob0="$EMR_OOB0" -v oob1="$EMR_OOB1" 'NR > 1 {
		w = ""
		if ($7 == "memory" && $8 ~ /^imc_/) {
			n = substr($8, 5)
			w = sprintf("mc%d ch%d", int(n / 2), n % 2)
		} else if ($7 == "iio" && $8 == "stack_0")
			w = "0000:" ($6 == 0 ? oob0 : oob1)
		if ($13 != w || NF != 13)
			print
	}' /tmp/ml.csv | head -n 3)" ""
labelled=$(( ${EMR_SOCKETS:-2} * ($(ls $PMUS | grep -c '^uncore_imc_[0-9]*$') + 1) ))
check "labelled rows: iMC channels and stack 0, each socket" \
	"$(awk -F, 'NR > 1 && $13 != "" {print $6, $8}' /tmp/ml.csv | sort -u | wc -l)" "$labelled"
# The text view has units on every figure, and no outbound IIO figure.
$M -I 100 -n 1 >/tmp/ml.txt 2>&1 || cat /tmp/ml.txt
# Three groups a socket, and the machine's memory and IIO totals.
check "text view: units on every column" \
	"$(grep -c 'read MB/s .*write MB/s .*total MB/s\|IIO  *in MB/s$\|drd_miss % .*rfo_miss %' /tmp/ml.txt)" \
	"$((3 * ${EMR_SOCKETS:-2} + (${EMR_SOCKETS:-2} > 1 ? 2 : 0)))"
check "text view: each row with its label" \
	"$(grep -c '^    imc_[0-9]* (mc[0-3] ch[01]) \|^    stack_0 (0000:[0-9a-f][0-9a-f]) ' /tmp/ml.txt)" \
	"$labelled"
emr_no_reserved_writes
finish
