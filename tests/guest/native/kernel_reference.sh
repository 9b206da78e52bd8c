#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The kernel's own intel_uncore on the same model: Debian's 6.12 module,
# which runs on real Emerald Rapids machines, is an independent reader of
# the model's discovery tables, Ubox, MMIO_BASE/MEMn and UPI devices.  It
# must load without a fault and register the PMUs xpmu_uncore registers
# (reviewed difference: uncore_ubox, the Ubox's counters and the UCLK
# fixed counter of the global block, which xpmu adds and the kernel's
# SPR/EMR code does not),
# with the same format/ files byte for byte and the same events/ where
# the kernel has any, and accept what xpmu accepts.  Then the kernel's
# counts against the model's truth, on every unit type both drivers
# offer, on every counter of each, on both sockets.
# Only under Debian's 6.12 (scripts/vm --native --stock puts its module in
# /xpmu/reference); the test kernel skips.
. /xpmu/tests/guest/lib.inc

REF=/xpmu/reference/intel-uncore.ko
[ -f $REF ] || { echo "no $REF: Debian's 6.12 kernel only"; exit 77; }

pmus() { ls $PMUS | grep '^uncore_' | sort; }
# "PMU DIR FILE CONTENT" for every format/ and events/ file of every PMU,
# and its alias attribute and UPI link files dieN (DIR ".").
files() {
	for p in $(pmus); do
		# shellcheck disable=SC2086 # the globs are the point
		grep -H '' $PMUS/$p/format/* $PMUS/$p/events/* $PMUS/$p/alias \
			$(ls -d $PMUS/$p/die* 2>/dev/null) 2>/dev/null
	done | sed "s|^$PMUS/\([^/]*\)/\(format\|events\)/\([^:]*\):|\1 \2 \3 |; s|^$PMUS/\([^/]*\)/\([^/:]*\):|\1 . \2 |"
}
pmus | grep -vx uncore_ubox >/tmp/ours
files | grep -v '^uncore_ubox ' >/tmp/ours-files
# The attrs both drivers take, and those only the kernel does: each
# "CONFIG KERNEL XPMU" (yes: opened).  The kernel masks a
# control's bits outside its format (uncore_pmu_event_init(): config &
# event_mask) where xpmu refuses them (EINVAL, DESIGN.md 3: a bit no
# format names is a mistake perf users must see, not a silent zero).
# Config 0 both take: Intel PCM opens it for the counters it leaves unused;
# and bit 22, which PCM sets in every control (the enable bit of earlier
# uncores, reserved on EMR): both drop it (XPMU_UNC_CTL_LEGACY_EN).
# Event 0xff with a umask of 0x10 or more the kernel takes for a
# free-running counter's (is_freerunning_event()), which the CHA has none
# of: refused there, an ordinary event code here (the guide's CHA lists no
# event 0xff, and the counter counts what the silicon does with it).
cat >/tmp/attrs <<'ATTRS'
config=0 yes yes
event=0xfe,umask=0xff yes yes
event=0xff,umask=0xff no yes
event=0x1,edge=1 yes yes
event=0x1,inv=1 yes yes
event=0x1,thresh=0xff yes yes
config=0x400001 yes yes
config=0x20001 yes no
ATTRS
taken() {	# taken CONFIG: does uncore_cha_0 take it (attr_taken)?
	/xpmu/bin/attr_taken "uncore_cha_0/$1/" | awk '{print ($2 == "ok") ? "yes" : "no"}'
}
while read -r cfg k x; do echo "$cfg $(taken "$cfg")"; done </tmp/attrs >/tmp/attrs-xpmu

# perf 6.12's own EMR uncore metrics (emr-metrics.json), one of each kind
# of unit they read: iMC, IIO (event 0x83, restricted to counters 0-1),
# CHA TOR and requests (60 CHAs a socket), CHA clockticks, CHA with M2M,
# UPI.  Every value under both drivers, over the same workload: the
# model's events are steady rates, so the values must agree within what
# perf's timing lets them differ by: each driver's counts cover the
# events' enabled time, duration_time the workload, and under TCG on a
# loaded host the gap between the two is tens of ms of a 1 s run, so 10%.
# Reviewed difference: upi_data_transmit_bw sums every link, and the
# kernel reads link 0 for each (spr_update_device_location(), above).
METRICS="memory_bandwidth_read memory_bandwidth_write iio_bandwidth_read
io_bandwidth_read llc_miss_local_memory_bandwidth_read uncore_frequency
memory_extra_write_bw_due_to_directory_updates upi_data_transmit_bw"
metrics() {	# metrics FILE: "NAME VALUE" of each of METRICS
	# shellcheck disable=SC2086 # the names, comma-separated
	/xpmu/bin/perf612 stat -a -x, -M "$(echo $METRICS | tr ' ' ,)" sleep 1 >/tmp/metrics 2>&1
	awk -F, -v ms="$(echo $METRICS)" 'BEGIN {n = split(ms, m, " ")}
		{for (i = 1; i <= n; i++) if ($NF ~ (" " m[i] "$") || $NF == m[i]) print m[i], $(NF - 1)}' \
		/tmp/metrics | sort -u >"$1"
	[ "$(wc -l <"$1")" = 8 ] || cat /tmp/metrics
}
metrics /tmp/metrics-xpmu
rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
dmesg -c >/dev/null
insmod $REF || fail "insmod Debian's intel_uncore"
dmesg | sed 's/^/  /'
check "kernel messages while intel_uncore loaded on the model" \
	"$(dmesg | grep -ci 'error\|warn\|fault\|call trace')" 0
pmus >/tmp/kernel
diff /tmp/ours /tmp/kernel && echo "ok: the same $(wc -l </tmp/kernel) PMUs"
check "PMUs: xpmu's (less uncore_ubox) and the kernel's differ by" \
	"$(diff /tmp/ours /tmp/kernel | grep -c '^[<>]')" 0
# One reader cpu per socket, as xpmu's (which one depends on the hotplug
# history: xpmu keeps a reader until it goes offline).
pkgs=
for c in $(tr ',' ' ' <$PMUS/uncore_cha_0/cpumask); do
	pkgs="$pkgs$(cat /sys/devices/system/cpu/cpu$c/topology/physical_package_id)"
done
check "kernel's uncore_cha_0 readers' sockets" "$pkgs" 01

# Every format/ file the same, byte for byte, both ways; every events/
# file, alias attribute and UPI link file of the kernel's the same in ours
# (xpmu adds an alias on the PMUs the kernel gives none).  A difference
# must be one of these, each a shell
# pattern of the "PMU DIR FILE CONTENT" line and its reason, and each must
# still match one:
cat >/tmp/reviewed <<'REVIEWED'
uncore_m2m_* format filter_* # xpmu-only: the M2M opcode match/mask filter (guide 2.7.2.1, Table 2-232) in config1, which the kernel's SPR M2M type does not offer
uncore_pcu format filter_band* # xpmu-only: PCU_MSR_PMON_BOX_FILTER's four bands (guide 2.10.2, Table 2-419) in config1, named as the kernel's SNB-EP PCU names them; its SPR PCU type has no filter
REVIEWED
unreviewed() {	# unreviewed FILE: its lines no reviewed pattern matches
	while IFS= read -r line; do
		hit=
		while IFS= read -r r; do
			# shellcheck disable=SC2254 # the pattern is the point
			case "$line" in ${r%% # *}) hit=1; echo "${r%% # *}" >>/tmp/hits ;; esac
		done </tmp/reviewed
		[ -n "$hit" ] || echo "$line"
	done <"$1"
}
: >/tmp/hits
files >/tmp/kernel-files
grep ' format ' /tmp/ours-files >/tmp/a
grep ' format ' /tmp/kernel-files >/tmp/b
{ grep -vxF -f /tmp/b /tmp/a; grep -vxF -f /tmp/a /tmp/b; } >/tmp/format-diff
unreviewed /tmp/format-diff >/tmp/out
head -n 20 /tmp/out
check "format/ files of $(wc -l </tmp/b) (kernel) and $(wc -l </tmp/a) (xpmu): unreviewed differences" \
	"$(wc -l </tmp/out)" 0
grep ' events \| \. alias \| \. die' /tmp/kernel-files >/tmp/b
grep -vxF -f /tmp/ours-files /tmp/b >/tmp/events-diff
unreviewed /tmp/events-diff >/tmp/out
head -n 20 /tmp/out
check "the kernel's $(wc -l </tmp/b) events/, alias and dieN files missing from xpmu's or different, unreviewed" \
	"$(wc -l </tmp/out)" 0
# Nor more (catalog=0): xpmu's events/ files are the kernel's, the
# free-running PMUs' too, so that perf sees the same names and starts as
# fast (native/bench_cost).
grep ' events ' /tmp/ours-files | grep -vxF -f /tmp/b >/tmp/extra-diff
unreviewed /tmp/extra-diff >/tmp/out
head -n 20 /tmp/out
check "xpmu's events/ files the kernel's lack, unreviewed" "$(wc -l </tmp/out)" 0
check "reviewed differences still found" "$(sort -u /tmp/hits | wc -l)" "$(wc -l </tmp/reviewed)"

while read -r cfg k x; do
	check "uncore_cha_0/$cfg/ taken by the kernel, and by xpmu ($(awk -v c="$cfg" '$1 == c {print $2}' /tmp/attrs-xpmu), want $x)" \
		"$(taken "$cfg") $(awk -v c="$cfg" '$1 == c {print $2}' /tmp/attrs-xpmu)" "$k $x"
done </tmp/attrs

metrics /tmp/metrics-kernel
check "perf 6.12's metrics under xpmu, and under the kernel" \
	"$(wc -l </tmp/metrics-xpmu) $(wc -l </tmp/metrics-kernel)" "8 8"
# Paired by name (busybox has no join).
awk 'NR == FNR {x[$1] = $2; next} $1 in x {print $1, x[$1], $2}' \
	/tmp/metrics-xpmu /tmp/metrics-kernel >/tmp/metric-pairs
check "perf 6.12's metrics both drivers gave" "$(wc -l </tmp/metric-pairs)" 8
while read -r m x k; do
	if [ "$m" = upi_data_transmit_bw ]; then
		echo "reviewed: $m: xpmu $x, the kernel $k (its UPI PMUs all read link 0)"
		continue
	fi
	within "$m under the kernel, against xpmu's $x" "$k" \
		"$(awk -v x="$x" 'BEGIN {printf "%.3f", x * 0.9}')" \
		"$(awk -v x="$x" 'BEGIN {printf "%.3f", x * 1.1}')"
done </tmp/metric-pairs >/tmp/out
cat /tmp/out
failures=$((failures + $(grep -c '^FAIL' /tmp/out)))

# Its counts against the model's truth: every counter of one unit of each
# type, both sockets (every_counter_vs_model in lib.inc).
# Reviewed difference: 6.12's spr_update_device_location() gives every UPI
# and M3UPI unit the devfn of link 0 (SPR_UNCORE_UPI0_DEVFN,
# SPR_UNCORE_M3UPI0_DEVFN) and only the unit id of its own link, so the
# kernel's uncore_upi_1 programs and reads link 0's registers: link 0 is
# the one compared (xpmu's every link: tests/guest/native/stat).
every_counter_vs_model

# The free-running counters and their scale: the kernel's PMUs, read
# while the test channel adds traffic (freerun_vs_model); a session
# counts once CHA 0's counter 0 control holds the sentinel event's config,
# which the kernel writes as it is (spr_uncore_msr_enable_event()).
freerun_vs_model "iio 3 0x20 uncore_iio_free_running_3 event=0xff,umask=0x10
iio 3 0x23 uncore_iio_free_running_3 event=0xff,umask=0x22
iio 9 0x30 uncore_iio_free_running_9 event=0xff,umask=0x37
imc 2 0x20 uncore_imc_free_running_1 event=0xff,umask=0x10
imc 2 0x22 uncore_imc_free_running_1 event=0xff,umask=0x21" \
	uncore_cha_0/event=0x7f/ cha 0 0 0x7f

# xpmu-metric's live view on the kernel's driver: the same PMU names and
# encodings, so every figure of every group is there and known.
/xpmu/bin/xpmu-metric -I 100 -n 2 --csv >/tmp/live 2>&1 || cat /tmp/live
awk -F, 'NR > 1 && $7 == ""' /tmp/live | head -n 5
check "xpmu-metric -I on intel_uncore: unknown figures, groups" \
	"$(awk -F, 'NR > 1 && $7 == ""' /tmp/live | wc -l) $(awk -F, 'NR > 1 {print $4}' /tmp/live |
		sort -u | paste -sd' ')" "0 iio llc memory upi"

# Every format field the kernel offers, on one PMU of each type, at its
# largest value (event 0xfe: 0xff with a umask of 0x10 or more is the
# kernel's free-running encoding, above), with event 0x1: what the kernel
# takes, xpmu must take too, but for the reviewed refusals below
# (attr_taken opens each directly, perf's start-up an event would cost
# minutes).
for p in uncore_cha_0 uncore_iio_0 uncore_irp_0 uncore_m2pcie_0 uncore_pcu \
	uncore_imc_0 uncore_m2m_0 uncore_upi_0 uncore_m3upi_0 uncore_mdf_0 \
	uncore_cxlcm_0 uncore_cxldp_0; do
	for f in $PMUS/$p/format/*; do
		n=${f##*/}
		if [ "$n" = event ]; then
			echo "$p/event=0xfe/"
			continue
		fi
		awk -F: -v p="$p" -v n="$n" '{
			k = split($2, r, ","); w = 0
			for (i = 1; i <= k; i++) w += split(r[i], a, "-") == 2 ? a[2] - a[1] + 1 : 1
			s = ""; for (i = 0; i < int(w / 4); i++) s = s "f"
			if (w % 4) s = substr("137", w % 4, 1) s	# busybox awk has no ^
			print p "/event=0x1," n "=0x" s "/"
		}' "$f"
	done
done >/tmp/attr-events
# shellcheck disable=SC2046 # one event an argument
/xpmu/bin/attr_taken $(cat /tmp/attr-events) >/tmp/attr-kernel

rmmod intel_uncore || fail "rmmod intel_uncore"
# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
check "xpmu_uncore bound again" "$(pmus | grep -c .)" "$(($(wc -l </tmp/ours) + 1))"
# shellcheck disable=SC2046 # one event an argument
/xpmu/bin/attr_taken $(cat /tmp/attr-events) >/tmp/attr-xpmu
check "format fields tried at their largest, the kernel taking each" \
	"$(grep -c ' ok$' /tmp/attr-kernel)" "$(wc -l </tmp/attr-events)"
cat >/tmp/reviewed <<'REVIEWED'
uncore_cha_*/event=0x1,filter_tid=* # xpmu refuses a TID filter without tid_en (EINVAL): the kernel takes it and counts unfiltered (spr_cha_hw_config() programs the filter only with tid_en)
uncore_imc_*/event=0x1,umask=* # the iMC's controls are 32 bits (Table 2-129): xpmu refuses the umask bits 32-55 the format shares with the kernel's, which writes the low 32 bits and drops them silently
uncore_cxl*/event=0x1,umask=* # as the iMC's: both drivers write a CXL control with 32-bit writes (box.c; the kernel's spr_uncore_mmio_enable_event(), writel()), so the umask's bits 32-55 never reach it
REVIEWED
: >/tmp/hits
paste -d' ' /tmp/attr-kernel /tmp/attr-xpmu | awk '$2 != $4 {print $1, "kernel " $2 ", xpmu " $4}' >/tmp/attr-diff
unreviewed /tmp/attr-diff >/tmp/out
cat /tmp/out
check "fields the kernel takes and xpmu refuses, unreviewed, of $(wc -l </tmp/attr-events)" \
	"$(wc -l </tmp/out)" 0
check "reviewed refusals still found" "$(sort -u /tmp/hits | wc -l)" "$(wc -l </tmp/reviewed)"
emr_no_reserved_writes
finish
