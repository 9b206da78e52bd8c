#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Intel PCM as a second referee: Debian 12's own pcm (202302, which knows
# Sapphire Rapids but not Emerald Rapids) on the model booted as a
# Sapphire Rapids (scripts/vm --model 143 --pcm), through the kernel's
# intel_uncore (PCM_USE_UNCORE_PERF=1) and on its own (the msr module's
# /dev/cpu/N/msr, PCI config space, the iMC's MMIO through /dev/mem, which
# Debian's 6.12 allows for a region no driver claims: STRICT_DEVMEM and
# IO_STRICT_DEVMEM refuse RAM and busy regions only).
#  - pcm-memory: each channel's reads and writes (MB/s, 64 bytes a CAS)
#    must be what the model's CAS counters count meanwhile, which count at
#    a steady rate (qemu/README, "How the model counts"): the counters
#    PCM put CAS reads and writes on (0x05 umask 0xcf and 0xf0 on SPR:
#    src/cpucounters.cpp, ServerUncoreMemoryMetrics), found by their
#    event in the model;
#  - pcm-iio: finds each socket's IIO stacks through the MSM's bus
#    numbers (0x09a6, CPUBUSNO at 0x190, CPUBUSNO_VALID at 0x1a0; the
#    model presents stack 8, IDX0, on the OOBMSM's bus; without them it
#    finds no stack and exits 1), and its IB write, IB read and OB write
#    of socket 0's stack 0 must be the rates the model counts for them.
# Each through perf twice: on intel_uncore, then on xpmu_uncore, which
# binds the Sapphire Rapids in its place (loaded by hand: the package
# hands only an Emerald Rapids to xpmu).
# shellcheck disable=SC2034 # read by lib.inc: this runs on either layout
EMR_ANY_LAYOUT=1
# shellcheck source=/dev/null
. /xpmu/tests/guest/lib.inc

model=$(awk -F': *' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)
[ "$model" = 143 ] || { echo "Debian 12's pcm knows Sapphire Rapids (scripts/vm --model 143), not model $model"; exit 77; }
[ -x /usr/sbin/pcm-memory ] || { echo "no pcm in the guest (scripts/vm --pcm)"; exit 77; }
[ -d /sys/module/msr ] || insmod /xpmu/reference/msr.ko || fail "insmod msr"
now() { awk '{print $1}' /proc/uptime; }

# One sample of every iMC channel's counters in the model: "SOCKET ID
# UPTIME" and, for each of counters 0-3, its total and the low 16 bits of
# the event it counts (umask << 8 | event).
imc_sample() {
	for s in $(emr_sockets); do
		for id in 0 1 2 3 4 5 6 7; do
			echo "$s $id $(now) $(/xpmu/bin/emr_truth "$s" "$(emr_type imc)" $id 0 1 2 3 |
				awk "$AWK_LIB"'{printf " %s %x", $1, hex($3, 4)}')"
		done
	done
}

# pcm-memory MODE: its CSV (a line a second), and meanwhile, from two
# samples of the model 2 s apart taken while PCM counts (after its first
# line), each channel's CAS reads and writes a nanosecond, from the
# counters that count them (0x05, umask 0xcf and 0xf0, as PCM programs
# them on SPR): "SOCKET ID READS WRITES", a rate "-" when no counter
# counts that event.
memory_run() {	# memory_run perf|xpmu|direct
	rm -f /tmp/pcm.csv
	start=$(now)
	if [ "$1" != direct ]; then
		PCM_USE_UNCORE_PERF=1 pcm-memory 1 -i=10 -csv >/tmp/pcm.csv 2>/tmp/pcm.err &
	else
		pcm-memory 1 -i=10 -csv >/tmp/pcm.csv 2>/tmp/pcm.err &
	fi
	pid=$!
	n=0
	while ! grep -q '^[0-9][0-9-]*,[0-9][0-9:.]*,' /tmp/pcm.csv 2>/dev/null && [ $n -lt 240 ]; do
		sleep 0.5
		n=$((n + 1))
	done
	first=$(now)
	imc_sample >/tmp/t0
	sleep 2
	imc_sample >/tmp/t1
	running=$(kill -0 $pid 2>/dev/null && echo yes || echo no)
	echo "pcm-memory ($1): started at $start s of uptime, its first line by $first s, the model's samples done at $(now) s"
	wait $pid
	check "pcm-memory ($1): exit status" $? 0
	echo "pcm-memory ($1): $(grep -c '^[0-9][0-9-]*,[0-9][0-9:.]*,' /tmp/pcm.csv) lines"
	check "pcm-memory ($1) still running after the model's second sample" "$running" yes
	grep -v '^ *$' /tmp/pcm.err | tail -n 3
	awk 'NR == FNR {for (i = 4; i <= NF; i += 2) b[$1 " " $2 " " i] = $i; t[$1 " " $2] = $3; next}
		{
			ns = ($3 - t[$1 " " $2]) * 1e9
			r = "-"; w = "-"
			for (i = 4; i <= NF; i += 2) {
				if ($(i + 1) == "cf05") r = ($i - b[$1 " " $2 " " i]) / ns
				if ($(i + 1) == "f005") w = ($i - b[$1 " " $2 " " i]) / ns
			}
			print $1, $2, r, w
		}' /tmp/t0 /tmp/t1 >/tmp/model
}

# pcm-memory's figures against the model's, within 8% either way: PCM
# divides each interval's counts by the time between two time stamps that
# do not bracket its reads of the counters, which take long under TCG
# (MMIO, perf's reads on every socket) and are late by different amounts
# on a loaded host: one line's channel read up to 8.2% over the model
# through intel_uncore.  Over several lines the delays cancel but for the
# first read's and the last's, so what is compared is the mean of every
# line but the first (which has PCM's start-up in it): measured 2.8% under
# to 4.7% over on a loaded host.
# The model's channels count 1 to 4 times some 4,880 MB/s here (its CAS
# shares, xpmu-emr-block.c): another channel's figure, where it differs,
# is at least 25% off.  Through perf its channel N
# is the kernel's uncore_imc_N, the model's iMC channel N.  On its own,
# 202302 takes 3 channels an iMC on SPR, 0x4000 apart from the MEMn
# window's 0x22800 (src/cpucounters.cpp, numChannels = 3;
# src/types.h SERVER_MC_CH_PMON_STEP); the guide's (Table 1-12), the
# model's and Linux's discovery table's are 2 channels 0x8000 apart, so
# its N % 3 = 0 is channel 0 of iMC N / 3, N % 3 = 2 channel 1, and
# N % 3 = 1 reads between them, where there is no counter: 0.  (Later
# PCM reads the channels from the discovery table; PCM_NO_IMC_DISCOVERY=1
# keeps the old way.)
memory_vs_model() {	# memory_vs_model perf|xpmu|direct: perf through intel_uncore,
			# xpmu through xpmu_uncore, direct on its own
	mode=$1
	memory_run "$mode"
	# The CSV's lines: per socket, ChNRead, ChNWrite, then PMM and
	# totals; the header line names the columns.  Each column's mean over
	# the lines but the first.
	rm -f /tmp/pcm.extra
	awk -F, -v mode="$mode" '
		/^,,SKT/ {for (i = 3; i <= NF; i++) skt[i] = substr($i, 4); next}
		/^Date,Time/ {for (i = 3; i <= NF; i++) h[i] = $i; next}
		/^[0-9][0-9-]*,[0-9][0-9:.]*,/ {
			if (lines++ == 0)
				next
			for (i = 3; i <= NF; i++)
				sum[i] += $i
			n = NF
		}
		END {
			if (lines < 2)
				exit
			for (i = 3; i <= n; i++)
				v[i] = sum[i] / (lines - 1)
			for (i = 3; i <= n; i++) {
				if (h[i] !~ /^Ch[0-9]+Read$/ || skt[i] !~ /^[0-9]+$/)
					continue
				c = h[i]; sub(/^Ch/, "", c); sub(/Read$/, "", c)
				if (mode == "direct" && c % 3 == 1) {
					if (v[i] + v[i + 1] != 0)
						print "Ch" c " of socket " skt[i] ", between two channels: " v[i] ", " v[i + 1] >"/tmp/pcm.extra"
					continue
				}
				print skt[i], mode == "direct" ? int(c / 3) * 2 + (c % 3 == 2) : c, c, v[i] + 0, v[i + 1] + 0
			}
		}' /tmp/pcm.csv >/tmp/pcm
	check "pcm-memory ($mode): channels, every socket" "$(wc -l </tmp/pcm)" $((8 * EMR_SOCKETS))
	check "pcm-memory ($mode): figures where the model has no channel" \
		"$(cat /tmp/pcm.extra 2>/dev/null)" ""
	while read -r s id rd wr; do
		# shellcheck disable=SC2046 # the fields of one line
		set -- $(awk -v s="$s" -v k="$id" '$1 == s && $2 == k {print $3, $4, $5}' /tmp/pcm)
		# 64 bytes a CAS: events a nanosecond x 64000 is MB/s.
		for x in "reads $rd ${2:-}" "writes $wr ${3:-}"; do
			# shellcheck disable=SC2086 # the fields
			set -- "${1:-}" $x
			if [ "$3" = - ]; then
				fail "socket $s channel $id: no counter of the model counted CAS $2 while pcm-memory ($mode) ran"
				continue
			fi
			m=$(awk -v r="$3" 'BEGIN {printf "%.2f", r * 64000}')
			within "pcm-memory ($mode) socket $s Ch$1 $2 (MB/s) against the model's channel $id ($m)" \
				"${4:-}" "$(awk -v m="$m" 'BEGIN {print m * 0.92}')" "$(awk -v m="$m" 'BEGIN {print m * 1.08}')"
		done
	done </tmp/model
}

# The model's rate (events a nanosecond) of pcm-iio's events of Part0 on
# socket 0's IIO stack 0 (opCode-143.txt: IB write 0x83 umask 0x01, IB
# read 0x83/0x04, OB write 0xc0/0x01, ch_mask 1, fc_mask 7), each counted
# alone on a counter by perf through intel_uncore, over 3 s: "CODE RATE",
# CODE umask << 8 | event.  (OB read, 0x83/0x80, would be a third 0x83,
# which intel_uncore puts on counters 0-1 only.)
iio_model_rates() {
	e=
	for c in 0x83,umask=0x1 0x83,umask=0x4 0xc0,umask=0x1; do
		e="$e -e uncore_iio_0/event=$c,ch_mask=0x1,fc_mask=0x7/"
	done
	# shellcheck disable=SC2086 # the events
	perf stat -a $e sleep 12 >/dev/null 2>&1 &
	pid=$!
	n=0
	while [ "$(emr_field 0 iio 0 0 3)" = 0x0 ] && [ $n -lt 120 ]; do
		sleep 0.5
		n=$((n + 1))
	done
	sleep 1
	# Each count with the time it was read at: a read of the model takes
	# long on a loaded host, and one time stamp for four reads made the
	# rates up to a third low.
	for c in 0 1 2 3; do echo "$c $(now) $(emr_total 0 iio 0 $c)"; done >/tmp/i0
	sleep 3
	for c in 0 1 2 3; do echo "$c $(now) $(emr_total 0 iio 0 $c)"; done >/tmp/i1
	for c in 0 1 2 3; do echo "$c $(emr_field 0 iio 0 $c 3)"; done >/tmp/ic
	# done with it: its counts are not what is compared
	kill $pid 2>/dev/null
	wait $pid
	awk "$AWK_LIB"'FILENAME == ARGV[1] {code[$1] = $2; next}
		FILENAME == ARGV[2] {t[$1] = $2; b[$1] = $3; next}
		{printf "%x %s\n", hex(code[$1], 4), ($3 - b[$1]) / (($2 - t[$1]) * 1e9)}' \
		/tmp/ic /tmp/i0 /tmp/i1 >/tmp/iio.model
}

# pcm-iio's Part0 figures of socket 0's IIO stack 0 (bytes a second, 4
# an event: opCode-143.txt's multiplier) against the model's rates.
# 202302 counts each of its 40 events for a 40th of the interval and
# scales the count by the time it asked to sleep, not the time that
# passed between its two reads (src/pcm-iio.cpp, get_IIO_Samples()): an
# oversleep under TCG shows as more, never less.  Hence an interval of
# 8 s (200 ms an event), and up to 8% more.
iio_vs_model() {	# iio_vs_model perf|xpmu|direct
	mode=$1
	line=$(grep -m 1 '^Socket0,IIO Stack 0 - IDX0 *,Part0,' /tmp/iio.csv)
	for f in "4 183 IB write" "5 483 IB read" "7 1c0 OB write"; do
		# shellcheck disable=SC2086 # the fields
		set -- $f
		col=$1 code=$2
		shift 2
		got=$(echo "$line" | cut -d, -f"$col")
		want=$(awk -v c="$code" '$1 == c {printf "%.0f", $2 * 4e9}' /tmp/iio.model)
		within "pcm-iio ($mode) socket 0 IIO stack 0 Part0 $* (bytes a second) against the model's (${want:-none})" \
			"$got" "$(awk -v m="${want:-0}" 'BEGIN {print m * 0.97}')" \
			"$(awk -v m="${want:-0}" 'BEGIN {print m * 1.08}')"
	done
}

[ -d /sys/module/intel_uncore ] || /sbin/modprobe intel_uncore || fail "modprobe intel_uncore"
iio_model_rates
echo "the model's rates of pcm-iio's Part0 events (CODE, a nanosecond): $(paste -sd' ' /tmp/iio.model)"
# The uncore_imc_N PMUs, whichever driver registered them.
imc_pmus() {
	n=0
	for p in "$PMUS"/uncore_imc_[0-9]*; do
		[ -e "$p" ] && n=$((n + 1))
	done
	echo $n
}
check "intel_uncore's uncore_imc PMUs" "$(imc_pmus)" 8
memory_vs_model perf

iio_rows() {	# iio_rows MODE: pcm-iio printed stack 0 (IDX0), the model's
	rows=$(grep -c '^Socket[0-9]*,IIO Stack 0 - IDX0 *,Part' /tmp/iio.csv)
	if [ "$rows" -gt 0 ]; then
		echo "ok: pcm-iio ($1): $rows rows of IIO stack 0 (IDX0)"
	else
		cat /tmp/iio.csv
		fail "pcm-iio ($1): no figures of IIO stack 0 (IDX0)"
	fi
}

# pcm-iio through intel_uncore: the stack it finds on each socket (CPU bus
# 8, IDX0: every other is "disabled"), and its figures.
PCM_USE_UNCORE_PERF=1 pcm-iio 8 -i=1 -csv >/tmp/iio.csv 2>/tmp/iio.err
check "pcm-iio (perf): exit status" $? 0
grep -v 'is disabled on package' /tmp/iio.err | tail -n 5
# Debian's 202302 reads each MSM's package from 0.0 of stack 0's bus
# whether stack 0 is valid or not (src/utils.cpp, get_cpu_bus():
# cpuBusNo[0] & 0xff; later PCM takes the first valid stack's), 00:00.0
# here, whose SAD_CONTROL_CFG is nobody's: both sockets' MSMs read as
# package 0, and the second's stack replaces the first's.
check "pcm-iio (perf): the MSMs' CPU buses but 8 (IDX0), disabled" \
	"$(cat /tmp/iio.csv /tmp/iio.err | grep 'is disabled on package' | grep -c -v 'CPU bus 8 ')" \
	"$((31 * EMR_SOCKETS))"
check "pcm-iio (perf): CPU bus 8 (IDX0) disabled" \
	"$(cat /tmp/iio.csv /tmp/iio.err | grep -c 'CPU bus 8 is disabled')" 0
iio_rows perf
grep '^Socket' /tmp/iio.csv | head -n 4
iio_vs_model perf

# The same through xpmu_uncore, in intel_uncore's place.
rmmod intel_uncore || fail "rmmod intel_uncore"
/sbin/modprobe xpmu_uncore || fail "modprobe xpmu_uncore"
check "xpmu_uncore's uncore_imc PMUs" "$(imc_pmus)" 8
memory_vs_model xpmu
PCM_USE_UNCORE_PERF=1 pcm-iio 8 -i=1 -csv >/tmp/iio.csv 2>/tmp/iio.err
check "pcm-iio (xpmu): exit status" $? 0
iio_rows xpmu
iio_vs_model xpmu
rmmod xpmu_uncore || fail "rmmod xpmu_uncore"

# PCM on its own: no uncore driver, PCM programs the iMC through MMIO.
memory_vs_model direct
pcm-iio 8 -i=1 -csv >/tmp/iio.csv 2>/tmp/iio.err
check "pcm-iio (direct): exit status" $? 0
iio_rows direct
iio_vs_model direct
/sbin/modprobe intel_uncore || fail "modprobe intel_uncore again"
finish
