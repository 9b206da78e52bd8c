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

# The live view's figures on the model, every counter running, inside
# what a real machine can reach (qemu/README, "How the model counts"):
# an iMC channel at most its peak, 16 bytes a DCLK (a 64-bit channel
# transfers twice a DCLK; DIMMs of N MT/s, N x 8 bytes a second); a UPI
# link's tx util at most 100%; an IIO stack in at most a PCIe Gen5 x16
# root port's 63,015 MB/s (16 lanes x 32 GT/s x 128/130 / 8 bytes); the
# miss percentages within 0-100; a socket's drd misses at most one a
# cycle of each CHA's UCLK.  The clocks are measured meanwhile, a
# socket's DCLK by iMC 0's free-running DCLK counter, its UCLK by the
# Ubox's fixed counter.  Each figure within 10% of its bound: perf's
# interval is the guest's time, the counts the model's virtual clock's,
# and the two drift apart by a few percent an interval under TCG.  Every
# figure known, and each kind of figure present.
live_bounds() {
	chas=$(ls $PMUS | grep -c '^uncore_cha_[0-9]')
	$M -I 1000 -n 2 --csv -- perf stat -a --per-socket -x, -o /tmp/mb.clk \
		-e uncore_ubox/event=0xff/ -e uncore_imc_free_running_0/dclk/ \
		sleep 2.5 >/tmp/mb.csv 2>/tmp/mb.err || cat /tmp/mb.err
	grep '^S' /tmp/mb.clk
	awk -F, -v chas="$chas" '
		# S<socket>,units,count,unit,event,run time (ns),...: MHz
		FILENAME == "/tmp/mb.clk" {
			if ($1 !~ /^S[0-9]+$/ || $6 <= 0)
				next
			s = substr($1, 2)
			if ($5 ~ /ubox/)
				uclk[s] = $3 / $6 * 1000
			if ($5 ~ /dclk/)
				dclk[s] = $3 / $6 * 1000
			next
		}
		FNR == 1 { next }
		function over(why) { printf "%s: %s\n", why, $0 }
		function above(v, bound) { return v > bound * 1.1 }
		{
			k = $7 " " $9
			seen[k] = 1
			if ($10 == "") { over("unknown"); next }
			if ($7 == "memory" && $8 ~ /^imc_/ && $9 == "total" &&
			    (!($6 in dclk) || above($10, 16 * dclk[$6])))
				over("above 16 bytes x " dclk[$6] " MHz DCLK")
			if ($7 == "upi" && $9 == "tx_util" && above($10, 100))
				over("above 100%")
			if ($7 == "iio" && $8 ~ /^stack_/ && above($10, 63015))
				over("above PCIe Gen5 x16, 63015 MB/s")
			if ($9 ~ /_miss$/ && ($10 < 0 || $10 > 100))
				over("outside 0-100%")
			if ($9 == "drd_misses" && $6 != "all" &&
			    (!($6 in uclk) || above($10, chas * uclk[$6])))
				over("above " chas " CHAs x " uclk[$6] " MHz UCLK")
		}
		END {
			n = split("memory total,upi tx_util,iio in,llc drd_miss,llc rfo_miss,llc drd_misses", want, ",")
			for (i = 1; i <= n; i++)
				if (!(want[i] in seen))
					printf "no %s figure\n", want[i]
		}' /tmp/mb.clk /tmp/mb.csv >/tmp/mb.bad
	awk -F, 'NR > 1 && $10 != "" && $8 != "total" {k = $7 " " $9; if ($10 > m[k]) m[k] = $10}
		END {for (k in m) printf "bounds: highest %s %s\n", k, m[k]}' /tmp/mb.csv | sort
	check "live view figures within a real machine's bounds" "$(head -n 5 /tmp/mb.bad)" ""
}
live_bounds
emr_no_reserved_writes
finish
