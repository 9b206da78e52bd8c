#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# perf 6.12's own Emerald Rapids uncore event tables (its pmu-events JSON,
# picked by the guest's CPUID 6-CF) on our PMUs: every event perf 6.12
# knows for a unit we register must open, and the control it programs is
# compared with our catalog's alias of the same name.  Differences are
# listed by kind; the verdict is on opening, and on the events both name
# (same name, other bits) staying the reviewed set in perf612-differences.
# The driver is bound to the QEMU model with the default catalog=0.
. /xpmu/tests/guest/lib.inc
P=/xpmu/bin/perf612
EXP=/xpmu/tests/guest/catalog-expect
KNOWN=/xpmu/tests/guest/perf612-differences

[ -x $P ] || { echo "no perf 6.12 at $P"; exit 1; }

# perf 6.12's uncore events for the PMUs we register: "<pmu> <name>
# <encoding terms>".  Only its own tables' events: perf also lists the
# PMUs' sysfs aliases, as "<pmu>/<alias>/" (the free-running PMUs always
# have some).
$P list -j >/tmp/list.json 2>/dev/null
awk -F'"' '$0 == "{" {u = n = ""} $2 == "Unit" {u = $4} $2 == "EventName" {n = $4}
	$2 == "Encoding" && u ~ /^uncore_/ {
		e = $4; sub(/^[^\/]*\//, "", e); sub(/\/$/, "", e)
		if (n !~ /\//) print u, n, e}' \
	/tmp/list.json >/tmp/all
check "perf 6.12 lists our units' events" "$([ -s /tmp/all ] && echo yes)" yes
# Some encodings set a value wider than its format (IIO umask=0x7001004
# against the 8-bit config:8-15 that the kernel's IIO PMU has too): perf
# refuses those before any PMU sees them.  Find them from our format/
# files, report them, and leave them out of the run (one bad term aborts
# the whole perf command line).
for u in $(awk '{print $1}' /tmp/all | uniq); do
	pmu=$(ls $PMUS | grep -m 1 "^${u}\(_[0-9]*\)\?$")
	for f in $PMUS/$pmu/format/*; do
		echo "$u $(basename $f) $(cat $f)"
	done
done >/tmp/formats
awk "$AWK_LIB"'
	function bits(spec,   n, r, i, a, b) {	# "config:8-15,32-55" -> 32
		sub(/^[^:]*:/, "", spec); n = split(spec, r, ",")
		for (i = 1; i <= n; i++) {
			if (split(r[i], a, "-") == 2) b += a[2] - a[1] + 1; else b++
		}
		return b
	}
	function width(v,   d, x) {		# bits of a 0x hex value
		v = tolower(v); sub(/^0x0*/, "", v)
		if (v == "") return 0
		d = hex(substr(v, 1, 1))
		for (x = 0; d > 0; x++) d = int(d / 2)
		return 4 * (length(v) - 1) + x
	}
	FNR == NR { w[$1 " " $2] = bits($3); next }
	# perf'"'"'s own raw terms: the PMU checks their bits.
	FNR == 1 { for (u in w) { split(u, p, " "); w[p[1] " config"] = 64 } }
	{
		ok = 1; why = ""; n = split($3, t, ",")
		for (i = 1; i <= n; i++) {
			split(t[i], kv, "=")
			if (!((($1 " " kv[1]) in w))) { ok = 0; why = "no format " kv[1] }
			else if (width(kv[2]) > w[$1 " " kv[1]]) {
				ok = 0; why = kv[1] "=" kv[2] " wider than its " w[$1 " " kv[1]] " bits"
			}
		}
		if (ok) print $1, $2 > "/tmp/p612"; else print $1, $2, why > "/tmp/unencodable"
	}' /tmp/formats /tmp/all
: >>/tmp/unencodable
echo "perf 6.12 events not encodable on these PMUs (nor on the kernel's):" \
	"$(wc -l </tmp/unencodable), by reason:"
awk '{$1 = $2 = ""; sub(/=[^ ]*/, "=..."); print}' /tmp/unencodable | sort | uniq -c
# One -e per PMU (an argument may not exceed 128 KiB); the first instance
# of a PMU with several (uncore_imc_0 for uncore_imc).
set --
: >/tmp/order
for u in $(awk '{print $1}' /tmp/p612 | sort -u); do
	pmu=$(ls $PMUS | grep -m 1 "^${u}\(_[0-9]*\)\?$")
	awk -v u=$u '$1 == u {print $2}' /tmp/p612 >>/tmp/order
	set -- "$@" -e "$(awk -v u=$u -v p=$pmu '$1 == u {print p "/" $2 "/"}' /tmp/p612 |
		tr '\n' ',' | sed 's/,$//')"
done
ulimit -n 65536
$P stat -vv -a "$@" true >/tmp/vv 2>&1
# perf opens cpu by cpu, each event in command-line order: the first
# cpu's pass pairs with /tmp/order (the name perf prints next to a config
# is any event with those bits, so it cannot be used).  The open after
# each attr says whether it took.  perf asks for exclude_guest first,
# which an uncore PMU refuses (as the kernel's do), and tries again
# without: a failed open of an attr with exclude_guest is that retry,
# not a refusal of the event.
awk '/^perf_event_attr:/ {eg = 0} $1 == "config" {c = $2}
	$1 == "exclude_guest" && $2 == 1 {eg = 1}
	/^sys_perf_event_open: .* = [0-9]+$/ {print c, "opened"}
	/^sys_perf_event_open failed/ && !eg {print c, "failed"}' \
	/tmp/vv | head -n "$(wc -l </tmp/order)" | paste -d' ' /tmp/order - >/tmp/opened
total=$(wc -l </tmp/p612)
echo "perf 6.12 events run: $total of $(wc -l </tmp/all)"
grep -q ' opened$\| failed$' /tmp/opened || grep -v '^ \|^-\|^perf_event_attr:\|^sys_perf_event_open' /tmp/vv |
	tail -n 20
check "every perf 6.12 event was tried" "$(grep -c ' opened$\| failed$' /tmp/opened)" "$total"
failed=$(grep -c ' failed$' /tmp/opened)
grep ' failed$' /tmp/opened | head -n 20
check "perf 6.12 events refused by our PMUs" "$failed" 0

# Compare with the catalog: perf's unc_<unit>_<event>.<umask> against our
# <event>.<umask> on the same unit type.
awk '
	FNR == NR { if ($1 !~ /^#/) { byname[$1 " " $2] = $3; bycfg[$1 " " $3] = $2 }
		next }
	{
		name = $1; cfg = $2
		# The IIO free-running PMUs have no catalog: their events are
		# checked against the QEMU model by native/freerun.
		if (name ~ /_freerun$/) { print "freerun", "iio_fr", name, cfg; next }
		split(name, a, "_"); pfx = a[1] "_" a[2]
		stem = map[pfx]; alias = substr(name, length(pfx) + 2)
		if (stem == "") { print "unknown-unit", name; next }
		k = stem " " alias
		if (k in byname)
			print (byname[k] == cfg ? "same" : "differs"), stem, alias, cfg, byname[k]
		else if ((stem " " cfg) in bycfg)
			print "renamed", stem, alias, cfg, bycfg[stem " " cfg]
		else
			print "absent", stem, alias, cfg
	}
	BEGIN {
		map["unc_cha"] = "cha"; map["unc_iio"] = "iio"; map["unc_i"] = "irp"
		map["unc_m2p"] = "m2pcie"; map["unc_p"] = "pcu"; map["unc_m"] = "imc"
		map["unc_m2m"] = "m2m"; map["unc_upi"] = "upi"; map["unc_m3upi"] = "m3upi"
		map["unc_mdf"] = "mdf"; map["unc_cxlcm"] = "cxlcm"; map["unc_cxldp"] = "cxldp"
		# The Ubox has no catalog (the guide lists no Ubox events):
		# its events are all absent from it.
		map["unc_u"] = "ubox"
	}' $EXP /tmp/opened >/tmp/compare
echo "perf 6.12 events by unit type: same name and bits / same bits, other name /"
echo "same name, other bits / not in our catalog:"
awk '{n[$2]++; k[$1 " " $2]++} END {for (s in n) printf "  %-7s %4d: %4d %4d %4d %4d\n",
	s, n[s], k["same " s], k["renamed " s], k["differs " s], k["absent " s]}' \
	/tmp/compare | sort
echo "totals: $(awk '{k[$1]++} END {for (x in k) printf "%s %d  ", x, k[x]}' /tmp/compare)"
check "every event maps to a unit type" "$(grep -c '^unknown-unit' /tmp/compare)" 0
check "perf 6.12's 17 IIO free-running events opened" "$(grep -c '^freerun' /tmp/compare)" 17
# Same name, other bits: each is reviewed, with its reason, in
# perf612-differences; a new one, or one that went away, fails.
grep '^differs' /tmp/compare | awk '{print $2, $3, $4, $5}' | sort >/tmp/differs
grep -v '^#' $KNOWN | awk '{print $1, $2, $3, $4}' | sort >/tmp/known
if cmp -s /tmp/differs /tmp/known; then
	echo "ok: $(wc -l </tmp/differs) same-name differences, all reviewed"
else
	diff /tmp/known /tmp/differs
	fail "same-name differences are not the reviewed set (perf612-differences)"
fi

# And perf 6.12 counts: its CHA clockticks on one CHA, both sockets,
# against the model.
b0=$(emr_total 0 cha 0 0) b1=$(emr_total 1 cha 0 0)
$P stat -a -x, -e uncore_cha_0/unc_cha_clockticks/ sleep 0.3 >/tmp/stat 2>&1
want=$(( $(emr_total 0 cha 0 0) - b0 + $(emr_total 1 cha 0 0) - b1 ))
check "perf 6.12 unc_cha_clockticks on uncore_cha_0 = the model's cha 0 counter 0" \
	"$(awk -F, '/unc_cha_clockticks/ {print $1}' /tmp/stat)" "$want"
finish
