#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The event catalog on a small model of the machine, one unit of each
# kind (perf 6.1 parses every alias of every PMU at start-up): make check
# boots it as scripts/vm --native --stock --shape "$XPMU_SMALL_SHAPE"
# --only catalog, under Debian's 6.12: under the test kernel's KASAN and
# lockdep each perf 6.1 start-up with every alias takes over a minute.
# On a full machine this skips.  catalog=1's aliases are a module of
# their own, xpmu_uncore_catalog: without it catalog=1 is refused by name,
# with it the driver holds it.  With catalog=1: every PMU lists
# exactly its unit's catalog as sysfs aliases; the stock perf turns every
# alias into the counter control the guide's register layout gives
# (catalog-expect, computed by scripts/catalog/emr_sysfs.py, not by the
# driver); perf list shows them.  With the default catalog=0: the few
# aliases left, and tools/xpmu-perf: names program the model's registers,
# the counter restrictions place events where the guide allows.
. /xpmu/tests/guest/lib.inc
D=/xpmu/modules
EXP=/xpmu/tests/guest/catalog-expect

# Asked for by name (make check's small guest), a machine of more than
# one CHA is a failure: --shape did not reach the model.
if [ "$(ls -d $PMUS/uncore_cha* | wc -l)" != 1 ]; then
	echo "a machine of more than one CHA: the small one is booted for this"
	grep -qx catalog /xpmu/only 2>/dev/null && exit 1
	exit 77
fi
rmmod xpmu_uncore || fail "rmmod driver"
# 0. The aliases are xpmu_uncore_catalog's (drivers/uncore/pmu.c): the
# driver of catalog=0 does not need it, and no modprobe here finds it, so
# without it catalog=1 must be refused, saying which module to load.
rmmod xpmu_uncore_catalog 2>/dev/null
# (grep -a: busybox's tr took 7 s over the module here.)
check "xpmu_uncore's modinfo depends" \
	"$(grep -a -o 'depends=[a-z0-9_,-]*' $D/xpmu_uncore.ko)" "depends="
dmesg -c >/dev/null
insmod $D/xpmu_uncore.ko catalog=1 2>/dev/null && fail "catalog=1 loaded without xpmu_uncore_catalog"
# (Busybox's insmod tries init_module() after a failed finit_module():
# the line may be there twice.)
check "catalog=1 without its module: the reason in dmesg" \
	"$(dmesg | grep -q 'catalog=1: the aliases are in xpmu_uncore_catalog' && echo yes)" yes
insmod $D/xpmu_uncore_catalog.ko || fail "insmod xpmu_uncore_catalog"
insmod $D/xpmu_uncore.ko catalog=1 || fail "insmod driver catalog=1"
# Held while the PMUs show its files.
rmmod xpmu_uncore_catalog 2>/dev/null && fail "xpmu_uncore_catalog unloaded under catalog=1's PMUs"
check "xpmu_uncore_catalog held by xpmu_uncore" \
	"$(cat /sys/module/xpmu_uncore_catalog/refcnt)" 1

stem_of() { echo "$1" | sed 's/^uncore_//; s/_[0-9]*$//'; }
id_of() {	# the Unit ID of the model's unit behind a PMU
	id=$(echo "$1" | sed -n 's/^.*_\([0-9][0-9]*\)$/\1/p')
	echo "${id:-0}"
}
# The last control that selected an event on each counter of PMU's unit
# (0-3, of a CXL CM 0-7), socket 0, one line each.
last_events() {	# last_events PMU
	set -- "$1" 0 1 2 3
	[ "$(stem_of "$1")" = cxlcm ] && set -- "$@" 4 5 6 7
	p=$1
	shift
	/xpmu/bin/emr_truth 0 "$(emr_type "$(stem_of "$p")")" "$(id_of "$p")" "$@" |
		awk '{print $3}'
}

# 1. events/ of every PMU is its unit type's catalog, name for name.
pmus=$(ls $PMUS | grep '^uncore_')
check "PMUs of the small machine" "$(echo $pmus | wc -w)" 16
first=
for p in $pmus; do
	s=$(stem_of $p)
	awk -v s=$s '$1 == s {print $2}' $EXP | sort >/tmp/want
	# uncore_ubox and the free-running PMUs have no catalog (their
	# events/ are the kernel's few: tests/guest/native/freerun).
	[ -s /tmp/want ] || continue
	ls $PMUS/$p/events | grep -v '\.scale$\|\.unit$' | sort >/tmp/got
	check "$p: events/ = the $s catalog ($(wc -l </tmp/want) aliases)" \
		"$(cmp -s /tmp/want /tmp/got && echo same || echo differs)" same
	case " $first " in
	*" $s:"*) ;;
	*) first="$first $s:$p" ;;
	esac
done
check "tor_inserts.ia_miss reads as the catalog's config" \
	"$(cat $PMUS/uncore_cha*/events/tor_inserts.ia_miss)" \
	"event=0x35,umask=0xc001fe01"

# 2. perf parses every alias (one PMU per unit type, all in one run) into
# the documented control value.  perf -vv prints each event's attr.  One
# -e per unit type: a single argument may not exceed 128 KiB.
: >/tmp/want
set --
for sp in $first; do
	s=${sp%%:*}
	p=${sp#*:}
	set -- "$@" -e "$(awk -v s=$s -v p=$p '$1 == s {print p "/" $2 "/"}' $EXP |
		tr '\n' ',' | sed 's/,$//')"
	awk -v s=$s '$1 == s {print $3}' $EXP >>/tmp/want
done
ulimit -n 65536
# On socket 0's reader cpu only (-C): what perf makes of an alias is the
# same on every cpu, and with -a each alias was opened, read and closed
# once per socket (7,604 opens on this machine, not 3,802).
reader=$(cut -d, -f1 $PMUS/${first##*:}/cpumask)
perf stat -vv -C "$reader" "$@" true >/tmp/vv 2>&1
# perf stat opens the events in order.  Only opens that took count: perf
# 6.1 asks for exclude_guest first, which an uncore PMU refuses
# (PERF_PMU_CAP_NO_EXCLUDE, as the kernel's), and retries without.
awk '$1 == "type" {t = $2} $1 == "config" {c = $2}
	/^sys_perf_event_open: .* = [0-9]+$/ && t >= 6 {print c}' /tmp/vv >/tmp/got
echo "perf opened $(wc -l </tmp/got) of $(wc -l </tmp/want) aliases on cpu $reader"
if cmp -s /tmp/want /tmp/got; then
	echo "ok: every alias programs its documented control ($(wc -l </tmp/want))"
else
	grep -v '^ \|^-\|^perf_event_attr:\|^sys_perf_event_open' /tmp/vv | head -n 10
	diff /tmp/want /tmp/got | head -n 10
	fail "aliases parsed by perf differ from the catalog"
fi
# Each alias's sysfs file perf opened is a lockdep class of its
# attribute's key: the aliases share one (xpmu/alias.h), which KUnit's
# xpmu_catalog holds under the test kernel's lockdep.

# 3. perf list shows the catalog.  Its time is the benchmark's figure
# for a perf 6.1 start-up with every alias (catalog=1): perf list is
# little more than one, and a run of its own took as long again.
secs() {	# secs OUT COMMAND...: wall-clock seconds COMMAND took, output in OUT
	a=$(cut -d' ' -f1 /proc/uptime)
	o=$1
	shift
	"$@" >"$o" 2>&1
	awk -v a="$a" -v b="$(cut -d' ' -f1 /proc/uptime)" 'BEGIN {print b - a}'
}
C=$(ls -d $PMUS/uncore_cha* | head -n 1 | sed 's|.*/||')
I=$(ls -d $PMUS/uncore_iio* | head -n 1 | sed 's|.*/||')
on=$(secs /tmp/list perf list)
for a in tor_inserts.ia_miss rxc_occupancy.ipq; do
	check "perf list: $C/$a/" "$(grep -c "$C/$a/" /tmp/list)" 1
done
echo "perf list: $(grep -c 'uncore_.*Kernel PMU event' /tmp/list) uncore aliases"

# Every perf 6.1 start-up reads all the aliases above (the bench line
# below: 3x the start-up of catalog=0 under Debian's 6.12), so the rest runs with the driver's default, catalog=0, through
# tools/xpmu-perf, which gives perf the same names as configs.
rmmod xpmu_uncore && insmod $D/xpmu_uncore.ko || fail "reload with the default catalog=0"
check "xpmu_uncore_catalog let go under catalog=0" \
	"$(cat /sys/module/xpmu_uncore_catalog/refcnt)" 0
rmmod xpmu_uncore_catalog || fail "rmmod xpmu_uncore_catalog"

# 4. catalog=0: the kernel's names only (the iMC's), no events/ where the
# kernel's driver has none; xpmu-perf names the whole catalog.
check "catalog=0: no $C/events, as the kernel's" "$(ls -d $PMUS/$C/events 2>/dev/null)" ""
check "catalog=0: uncore_imc_0/events" "$(ls $PMUS/uncore_imc_0/events | tr '\n' ' ')" \
	"cas_count_read cas_count_read.scale cas_count_read.unit cas_count_write cas_count_write.scale cas_count_write.unit clockticks "
X=/xpmu/bin/xpmu-perf
check "xpmu-perf -l names the catalog" "$($X -l | wc -l)" "$(grep -vc '^#' $EXP)"

# 5. Names program the model's registers: for each unit type, the name
# with the most control bits, all in one run through xpmu-perf; the model
# keeps the last control that selected an event on each counter.
args=
: >/tmp/prog
for sp in $first; do
	s=${sp%%:*}
	p=${sp#*:}
	awk -v s=$s '$1 == s && length($3) >= l {l = length($3); a = $2; c = $3}
		END {print a, c}' $EXP >/tmp/one
	read -r alias ctl </tmp/one
	echo "$p $alias $ctl" >>/tmp/prog
	args="$args -e $p/$alias/"
done
$X stat -a -x, $args sleep 0.3 >/tmp/stat 2>&1
while read -r p alias ctl; do
	got=$(last_events $p | awk -v c="$ctl" '$1 == c {print NR - 1; exit}')
	if [ -n "$got" ]; then
		echo "ok: $p/$alias/: counter $got of the model's unit programmed $ctl"
	else
		last_events $p
		fail "$p/$alias/: no counter of the model's unit was programmed $ctl"
	fi
done </tmp/prog

# 5b. Intel's names (tools/xpmu-intel-names.tsv, from Intel's event
# files), as perf 6.12 takes them and Debian's perf 6.1 does not: one in
# lower case programs the catalog's control, and perf prints Intel's
# name; every row's config is one the driver takes (attr_taken: an open
# each, no perf start-up), on one PMU of its unit.
$X stat -a -x, -e unc_cha_tor_inserts.ia_miss sleep 0.3 >/tmp/stat 2>&1
ctl=$(awk '$1 == "cha" && $2 == "tor_inserts.ia_miss" {print $3}' $EXP)
check "unc_cha_tor_inserts.ia_miss programs $ctl" \
	"$(last_events $C | grep -cx "$ctl" | awk '{print ($1 > 0)}')" 1
check "perf prints Intel's name" "$(grep -c ',UNC_CHA_TOR_INSERTS.IA_MISS,' /tmp/stat)" 1
# shellcheck disable=SC2012 # PMU names are [a-z0-9_]
ls $PMUS | awk -F'\t' 'NR == FNR {pmu[$1] = 1; next}
	!/^#/ {
		p = "uncore_" $1
		if (!(p in pmu))
			p = p "_0"
		print p "/" $3 "/"
	}' - /xpmu/bin/xpmu-intel-names.tsv >/tmp/intel-events
# shellcheck disable=SC2046 # one event an argument
/xpmu/bin/attr_taken $(cat /tmp/intel-events) >/tmp/intel-taken
grep -v ' ok$' /tmp/intel-taken | head -n 5
check "Intel's names the driver takes, of $(wc -l </tmp/intel-events)" \
	"$(grep -c ' ok$' /tmp/intel-taken)" "$(grep -vc '^#' /xpmu/bin/xpmu-intel-names.tsv)"

# 6. Restrictions (Table 2-76): RxC_OCCUPANCY counts on counter 0 only.
# Added last among four, it takes counter 0 from the event there, and
# all four run the whole time (no multiplexing needed).
$X stat -a -x, -e $C/clockticks/,$C/rxc_inserts.irq/,$C/rxc_inserts.ipq/,$C/rxc_occupancy.ipq/ \
	sleep 0.3 >/tmp/stat 2>&1
check "rxc_occupancy.ipq on CHA counter 0" "$(last_events $C | head -n 1)" 0x411
# The percentage counted is 3rd from the end: xpmu-perf's configs have
# commas of their own.
check "four events, none multiplexed" \
	"$(awk -F, '$(NF - 2) == "100.00"' /tmp/stat | wc -l)" 4
# IIO NUM_OUSTANDING_REQ_FROM_CPU (0xc5) on counters 2-3 (Table 2-188).
perf stat -a -x, -e $I/event=0xc5,umask=0x1/ sleep 0.2 >/dev/null 2>&1
check "IIO event 0xc5 on counter 2 or 3" \
	"$(last_events $I | sed -n '3,4p' | grep -qx 0x1c5 && echo yes)" yes

# The kernel's names for the iMC CAS counts, in sysfs whatever the
# catalog setting, scaled to MiB: one CAS is a 64-byte line (guide 2.3,
# MEM_BW_READS = CAS_COUNT.RD * 64).  perf sums both sockets; the
# model's counter 0 of iMC channel 0 on each is the truth.
check "cas_count_read.scale" "$(cat $PMUS/uncore_imc_0/events/cas_count_read.scale)" \
	6.103515625e-5
b0=$(emr_total 0 imc 0 0)
b1=$(emr_total 1 imc 0 0)
perf stat -a -x, -e uncore_imc_0/cas_count_read/ sleep 0.3 >/tmp/stat 2>&1
lines=$(( $(emr_total 0 imc 0 0) - b0 + $(emr_total 1 imc 0 0) - b1 ))
got=$(awk -F, '/cas_count_read/ {print $1 " " $2}' /tmp/stat)
want=$(awk -v n=$lines 'BEGIN {printf "%.2f MiB", n * 64 / 1048576}')
check "cas_count_read in MiB = the model's lines x 64 B" "$got" "$want"

# Benchmark (printed, not judged): perf 6.1's list with every alias
# (catalog=1) and with the default, and a catalog name through xpmu-perf
# against the same event written raw.
off=$(secs /dev/null perf list)
raw=$(secs /dev/null perf stat -a -e $C/event=0x35,umask=0xc001fe01/ true)
named=$(secs /dev/null $X stat -a -e $C/tor_inserts.ia_miss/ true)
awk -v n="$(echo $pmus | wc -w)" -v on=$on -v off=$off -v raw=$raw -v named=$named 'BEGIN {
	printf "bench: perf 6.1 list, %d PMUs: catalog=1 %.1f s, catalog=0 (default) %.1f s (%.1fx); xpmu-perf name %.1f s, raw %.1f s (%.2fx)\n",
		n, on, off, on / off, named, raw, named / raw }'

# Back to the driver's settings of the tests.
# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
rmmod xpmu_uncore && insmod $D/xpmu_uncore.ko $DRV_ARGS || fail "reload with \$DRV_ARGS"
emr_no_reserved_writes
finish
