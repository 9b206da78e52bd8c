#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: every field the driver programs, at every counter of one
# unit of each type, on both sockets, against a statement of the fields
# written here from the documents, never from the driver's tables:
#  - every format/ file of every PMU, and every .scale and .unit of its
#    events;
#  - every control and filter register the driver writes, read back from
#    the model while one perf session holds all counters of each unit,
#    with values that differ between counters and that set and clear
#    every bit of each field somewhere: a control written to another
#    counter, a field one bit off, a filter at another offset shows;
#  - no write of the run where the model has no register (emr_truth -U);
#  - the PMON discovery DVSEC found when it is not the function's first.
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

# The fields, "PMU-STEM FIELD FORMAT", from Linux 6.12's SPR/EMR PMUs
# (arch/x86/events/intel/uncore_snbep.c): the CHA's
# spr_uncore_cha_formats_attr, the IIO's snr_uncore_iio_formats_attr,
# spr_uncore_raw_formats_attr of the others (SPR_UNCORE_COMMON_FORMAT),
# the PCU's generic_uncore_formats_attr (uncore_discovery.c: spr_uncore_pcu
# has no formats of its own) and skx_uncore_iio_freerunning_formats_attr
# of the free-running PMUs.  Where Linux has no such field, the guide's
# table: the PCU band filter (Table 2-419, band n at 8n+7:8n; Linux's
# earlier PCUs name them filter_band0-3) and M2M OPCODE_MM (Table 2-232).
# The Ubox, whose counters the guide does not list (Intel PCM's, 0x2FD0
# on): Linux's uncore_ubox of SNR (ivbep_uncore_format_group) and GNR
# (generic_uncore_formats_attr), 8-bit umask and thresh.  32-bit controls
# (iMC, Table 1-12; CXL, Linux's offs8 ops) hold the low 32 bits only.
raw="event config:0-7
umask config:8-15,32-55
edge config:18
inv config:23
thresh config:24-31"
fields() {	# fields STEM
	case $1 in
	cha) echo "event config:0-7
umask config:8-15,32-63
tid_en config:16
edge config:18
inv config:23
thresh config:24-31
filter_tid config1:0-9" ;;
	iio) echo "event config:0-7
umask config:8-15
edge config:18
inv config:23
thresh config:24-35
ch_mask config:36-47
fc_mask config:48-50" ;;
	irp|m2pcie|imc|upi|m3upi|mdf|cxlcm|cxldp) echo "$raw" ;;
	m2m) echo "$raw
filter_opc config1:0-3
filter_opc_mask config1:4-7
filter_mc config1:8-11
filter_mc_mask config1:12-15
filter_mcopc config1:16-21
filter_mcopc_mask config1:22-27" ;;
	pcu) echo "event config:0-7
umask config:8-15
edge config:18
inv config:23
thresh config:24-31
filter_band0 config1:0-7
filter_band1 config1:8-15
filter_band2 config1:16-23
filter_band3 config1:24-31" ;;
	ubox|global) echo "event config:0-7
umask config:8-15
edge config:18
inv config:23
thresh config:24-31" ;;
	iio_free_running|imc_free_running) echo "event config:0-7
umask config:8-15" ;;
	esac
}

# 1. Every PMU's format/ files, as "PMU FIELD FORMAT" lines, against the
# statement of its type's (the PMU's name without uncore_ and its number).
npmu=$(ls -d $PMUS/uncore_* 2>/dev/null | wc -l)
[ "$npmu" -gt 0 ] || { fail "no uncore PMU to check"; finish; }
grep -r . $PMUS/uncore_*/format/ | sed "s|^$PMUS/||; s|/format/| |; s/:/ /" |
	sort >/tmp/fmt-got
# "PMU STEM" for each PMU, the statement of each stem as "STEM FIELD
# FORMAT", then one awk joins them (a shell loop over every field of
# every PMU costs seconds under TCG).
: >/tmp/fmt-stmt
for p in "$PMUS"/uncore_*; do
	p=${p##*/} stem=${p#uncore_}
	case ${stem##*_} in
	*[!0-9]*) ;;
	*) stem=${stem%_*} ;;
	esac
	eval "seen=\${S_$stem-}"
	[ -n "$seen" ] || { fields "$stem" | sed "s/^/$stem /" >>/tmp/fmt-stmt; eval "S_$stem=1"; }
	echo "$p $stem"
done >/tmp/fmt-pmus
awk 'NR == FNR { if (NF == 3) f[$1] = f[$1] "\n" $2 " " $3; next }
	{
		n = split(f[$2], l, "\n")
		for (i = 2; i <= n; i++)
			print $1, l[i]
	}' /tmp/fmt-stmt /tmp/fmt-pmus | sort >/tmp/fmt-want
awk 'NR == FNR { want[$0] = 1; next }
	{ got[$0] = 1 }
	END {
		for (l in want) if (!(l in got)) print "missing: " l
		for (l in got) if (!(l in want)) print "unstated: " l
	}' /tmp/fmt-want /tmp/fmt-got | sort >/tmp/fmt-diff
head -40 /tmp/fmt-diff
check "PMUs whose format/ differs from the statement above, of $npmu" \
	"$(awk '{print $2}' /tmp/fmt-diff | sort -u | wc -l)" 0
check "format files checked" "$(wc -l </tmp/fmt-got)" "$(wc -l </tmp/fmt-want)"

# 2. Every .scale and .unit: the IIO free-running inbound bandwidth in
# 32-byte units (Linux's snr_uncore_iio_freerunning_events, which SPR/EMR
# use: 3.0517578125e-5 MiB; the outbound counters have no names since
# Linux 506f981ab40f), an iMC CAS a 64-byte line (spr_uncore_imc_events:
# 6.103515625e-5 MiB); nothing else is scaled.
grep -r . $PMUS/uncore_*/events/ 2>/dev/null | grep '\.scale:\|\.unit:' |
	sed 's|^.*/uncore_||; s|/events/| |; s/:/ /' >/tmp/scales
awk '
	{
		want = "(none)"
		if ($1 ~ /^iio_free_running_[0-9]+$/ && $2 ~ /^bw_in_port[0-7]\./)
			want = $2 ~ /\.scale$/ ? "3.0517578125e-5" : "MiB"
		if ($1 ~ /^imc_[0-9]+$/ && $2 ~ /^cas_count_(read|write)\./)
			want = $2 ~ /\.scale$/ ? "6.103515625e-5" : "MiB"
		if ($3 != want)
			printf "FAIL: uncore_%s %s: got %s, want %s\n", $1, $2, $3, want
		else
			n++
	}
	END { printf "ok: scales and units as stated: %d\n", n }' /tmp/scales >/tmp/scale-out
head -20 /tmp/scale-out
check "scales and units unlike the statement" "$(grep -c '^FAIL' /tmp/scale-out)" 0
check "IIO bandwidth scales (10 stacks, 8 ports in)" \
	"$(grep -c '^iio_free_running_[0-9]* bw_in_.*\.scale 3.0517578125e-5$' /tmp/scales)" 80

# Where FORMAT puts VALUE, into R: its bits, low first, into the ranges
# in order (as perf does).  The helpers below answer in R rather than on
# stdout, so that no command substitution forks a shell for them.
place() {	# place VALUE FORMAT
	v=$(($1)) R=0 ranges=${2#*:}
	while [ -n "$ranges" ]; do
		r=${ranges%%,*}
		[ "$r" = "$ranges" ] && ranges= || ranges=${ranges#*,}
		lo=${r%-*} hi=${r#*-}
		w=$((hi - lo + 1))
		# A range of 64 bits takes all that is left (1 << 64 is undefined).
		if [ $w -ge 64 ]; then
			R=$((R | v)) v=0
		else
			R=$((R | (v & ((1 << w) - 1)) << lo)) v=$((v >> w))
		fi
	done
	[ "$v" = 0 ] || fail "value $1 wider than $2"
}

# 3. One event a counter, all counters of one unit of each type; counter
# i's values are the i-th of each list (8 for a CXL CM): event codes none
# of the types restricts to some counters, and 8-bit values whose four
# first set and clear every bit.  tid_en on counter 0 only; a filter
# shared by the unit's counters the same for all.
EV="0x81 0x7c 0xa6 0x19 0x27 0xd8 0x3e 0xc1"
B8="0x01 0xfe 0x5a 0xa5 0x3c 0xc3 0x0f 0xf0"
TH8="0x5a 0xa5 0x01 0xfe 0xf0 0x0f 0xc3 0x3c"
TH12="0x001 0xffe 0x5a5 0xa5a 0x3c3 0xc3c 0x0f0 0xf0f"
CH12="0x5a5 0xa5a 0x001 0xffe 0xc3c 0x3c3 0xf0f 0x0f0"
X24="0x000001 0xfffffe 0x5a5a5a 0xa5a5a5 0x3c3c3c 0xc3c3c3 0x0f0f0f 0xf0f0f0"
X32="0x00000001 0xfffffffe 0x5a5a5a5a 0xa5a5a5a5"
EDGE="0 1 0 1 0 1 0 1"
INV="0 0 1 1 0 0 1 1"
FC="1 6 5 2 3 4 7 0"
nth() {	# nth N LIST: its N-th word (from 0) into R
	n_=$1
	set -- $2
	shift "$n_"
	R=$1
}
# NAME ID (the model's; the PMU is uncore_NAME_ID, uncore_pcu alone,
# uncore_ubox the model's global block) COUNTERS CONTROL-BITS (32 for a
# 32-bit control)
UNITS="cha 37 4 64
iio 5 4 64
irp 9 2 64
m2pcie 6 4 64
pcu 0 4 64
imc 7 4 32
m2m 2 4 64
upi 2 4 64
m3upi 3 4 64
mdf 13 4 64
cxlcm 1 8 32
cxldp 0 4 32
global 0 2 64"
fmt() {	# fmt FIELDS FIELD: FIELD's format in FIELDS (fields' lines) into R
	R=
	while read -r f_ at_; do
		[ "$f_" != "$2" ] || R=$at_
	done <<-EOF
	$1
	EOF
}
echo "$UNITS" >/tmp/fl-units
: >/tmp/fl-want
args=
while read -r name id n bits; do
	pmu=uncore_${name}_$id
	[ "$name" = pcu ] && pmu=uncore_pcu
	[ "$name" = global ] && pmu=uncore_ubox
	group='' i=0 fl=$(fields "$name")
	while [ $i -lt "$n" ]; do
		nth $i "$EV"; ev=$R
		nth $i "$B8"; um=$R
		nth $i "$TH8"; th=$R
		nth $i "$EDGE"; cfg="event=$ev,edge=$R"
		nth $i "$INV"; cfg="$cfg,inv=$R"
		case $name in
		cha) nth $i "$X32"; um=$((R << 8 | um)) ;;
		iio) nth $i "$TH12"; th=$R
		     nth $i "$CH12"; cfg="$cfg,ch_mask=$R"
		     nth $i "$FC"; cfg="$cfg,fc_mask=$R" ;;
		pcu|imc|cxlcm|cxldp|global) ;;
		*) nth $i "$X24"; um=$((R << 8 | um)) ;;
		esac
		cfg="$cfg,umask=$(printf '0x%x' $um),thresh=$th"
		[ "$name" = cha ] && [ $i = 0 ] && cfg="$cfg,tid_en=1,filter_tid=0x2a5"
		[ "$name" = pcu ] &&
			cfg="$cfg,filter_band0=0x01,filter_band1=0xfe,filter_band2=0x5a,filter_band3=0xa5"
		[ "$name" = m2m ] &&
			cfg="$cfg,filter_opc=0x5,filter_opc_mask=0xa,filter_mc=0x3,filter_mc_mask=0xc,filter_mcopc=0x2a,filter_mcopc_mask=0x15"
		# The control wanted: each config field placed by the
		# statement's format.
		ctl=0 flt=0 kvs=$cfg,
		while [ -n "$kvs" ]; do
			kv=${kvs%%,*} kvs=${kvs#*,}
			fmt "$fl" "${kv%%=*}"
			at=$R
			[ -n "$at" ] || { fail "$name: no field ${kv%%=*} in the statement"; continue; }
			place "${kv#*=}" "$at"
			case $at in
			config1:*) flt=$((flt | R)) ;;
			*) ctl=$((ctl | R)) ;;
			esac
		done
		[ "$bits" = 32 ] && ctl=$((ctl & 0xffffffff))
		echo "$name $id ctl $(printf '0x%x' $ctl) $pmu/$cfg/" >>/tmp/fl-want
		[ $i = 0 ] && [ $flt != 0 ] &&
			echo "$name $id filter $(printf '0x%x' $flt)" >>/tmp/fl-want
		group="$group${group:+,}$pmu/$cfg/"
		i=$((i + 1))
	done
	# The iMC channel's DCLK fixed counter too: .en, bit 22 of its
	# control (Table 2-129).
	if [ "$name" = imc ]; then
		group="$group,$pmu/event=0xff/"
		echo "$name $id fixed 0x400000" >>/tmp/fl-want
	fi
	args="$args -e {$group}"
done </tmp/fl-units
before=$failures
# shellcheck disable=SC2086 # one argument an event group
perf stat -a -x, --per-socket $args -e uncore_ubox/event=0xff/ \
	$EMR_HOLD >/tmp/stat 2>&1 &
emr_wait_counting
for s in $(emr_sockets); do
	while read -r name id n bits; do
		# shellcheck disable=SC2046 # one argument a counter
		$T "$s" "$(emr_type "$name")" "$id" $(seq 0 $((n - 1))) |
			awk -v u="$s $name $id" '{print u, "ctl", $2; if (NR == 1) print u, "filter", $6}'
		[ "$name" = imc ] && echo "$s $name $id fixed $(emr_field "$s" "$name" "$id" 0x10 2)"
	done </tmp/fl-units
done >/tmp/fl-got
emr_release
# Each unit's counter controls, as a set (which counter holds which
# event is the driver's choice), and its filter and fixed control: the
# values, sorted, of "NAME ID KIND" wanted against those of "SOCKET NAME
# ID KIND" read (both printed as 0x%x, so compared as text).
sort /tmp/fl-want >/tmp/fl-want.s
sort /tmp/fl-got >/tmp/fl-got.s
awk -v sockets="$(emr_sockets | paste -sd' ')" '
	FILENAME == "/tmp/fl-want.s" {
		k = $1 " " $2 " " $3
		if (k in want) {
			want[k] = want[k] " " $4
		} else {
			keys[++n] = k
			want[k] = $4
		}
		next
	}
	{
		k = $1 " " $2 " " $3 " " $4
		if (k in got)
			got[k] = got[k] " " $5
		else
			got[k] = $5
	}
	END {
		ns = split(sockets, sk, " ")
		for (j = 1; j <= ns; j++)
			for (i = 1; i <= n; i++) {
				k = sk[j] " " keys[i]
				split(keys[i], u, " ")
				what = "socket " sk[j] " " u[1] " " u[2] ": " u[3] " registers"
				if (got[k] == want[keys[i]])
					printf "ok: %s: %s\n", what, got[k]
				else
					printf "FAIL: %s: got '"'"'%s'"'"', want '"'"'%s'"'"'\n", what, got[k], want[keys[i]]
			}
	}' /tmp/fl-want.s /tmp/fl-got.s >/tmp/fl-out
cat /tmp/fl-out
[ -s /tmp/fl-out ] || fail "no register compared"
n=$(grep -c '^FAIL' /tmp/fl-out)
[ "$n" = 0 ] || fail "registers unlike the statement: $n of $(wc -l </tmp/fl-out)"
grep -q '<not' /tmp/stat && fail "perf could not count every event"
[ "$failures" = "$before" ] || cat /tmp/stat

# 4. No write of all this where the model has no register, or to a
# reserved bit, on either socket.
emr_no_reserved_writes

# 5. The PMON discovery DVSEC (id 1) after another DVSEC of its function.
# A real OOBMSM lists ids 1, 2, 3, 4, 0 at 0x100-0x140 (the ThinkStation
# PX's lspci dump: qemu/README), the PMON one first; the PCIe DVSEC walk
# promises no order, and Linux (uncore_discovery.c) and intel_vsec look
# at each.  Its firmware's config dwords here exchange the first two
# DVSECs' header 2 (id) and table dwords (0x108/0x118, 0x10C/0x11C), then
# the driver is bound again: each die's table must still be found.
oobmsm=0x219	# 03.1 of the OOBMSM's bus (emr_truth -c names it so)
swap_dvsecs() {
	for s in $(emr_sockets); do
		for off in 0x8 0xc; do
			a=$($T -c "$s" $oobmsm $((0x100 + off))) b=$($T -c "$s" $oobmsm $((0x110 + off)))
			$T -c "$s" $oobmsm $((0x100 + off)) "$b" && $T -c "$s" $oobmsm $((0x110 + off)) "$a" ||
				fail "socket $s: swap the DVSECs' $off dwords"
		done
	done
}
chas=$(ls $PMUS | grep -c '^uncore_cha_[0-9]*$')
[ "$chas" -gt 0 ] || fail "no CHA PMU before the DVSECs change"
swap_dvsecs
check "socket 0's first DVSEC now telemetry (id 2)" \
	"$(printf '0x%x' $(( $($T -c 0 $oobmsm 0x108) & 0xffff )))" 0x2
emr_rebind "with the PMON DVSEC second" >/tmp/bind
cat /tmp/bind
last=$((${EMR_SOCKETS:-2} - 1))
check "every die's table found behind the telemetry DVSEC" \
	"$(grep -c "native uncore: ${EMR_SOCKETS:-2} dies; PMON discovery tables on dies 0-$last$" /tmp/bind)" 1
check "CHA PMUs" "$(ls $PMUS | grep -c '^uncore_cha_[0-9]*$')" "$chas"
swap_dvsecs
emr_rebind "with the DVSECs as before" >/dev/null
check "CHA PMUs again" "$(ls $PMUS | grep -c '^uncore_cha_[0-9]*$')" "$chas"
finish
