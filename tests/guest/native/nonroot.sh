#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The tools run by a user other than root, set up as
# Documentation/uncore.rst ("Running the tools without root") says: a
# copy of perf that only the group perf_users may run, with CAP_PERFMON
# (setcap), and kernel.perf_event_paranoid 2.  Uncore events count
# system-wide (a cpu, no task) and count the kernel too (the PMUs refuse
# exclude_kernel), which the kernel grants at paranoid 1 or more only to
# CAP_PERFMON or CAP_SYS_ADMIN (perf_allow_cpu(), perf_allow_kernel());
# at Debian's 3, its patch refuses perf_event_open to every caller
# without CAP_SYS_ADMIN before any other check (perf_paranoid_any(),
# kernel/events/core.c), so that CAP_PERFMON is not enough.  Here, as a
# member of perf_users:
# - at 3, refused with a perf without capabilities and with a copy with
#   CAP_PERFMON alike;
# - at 2, refused with a perf without capabilities (the control: a user
#   who could count without the capability would pass the checks below
#   for the wrong reason);
# - each refusal with the tools' one line on the least privilege;
# - at 2, with the copy, xpmu-metric MEM_BW_READS and xpmu-perf stat of
#   a catalog name count what the model counted, exactly;
# and a user outside perf_users cannot run the copy.  xpmu-metric's
# count with a copy of the guest's perf (Debian 12's 6.1, as the doc's)
# under xpmu; the rest with perf 6.12, under xpmu and the kernel's
# intel_uncore where the guest has it (Debian's 6.12): it starts in 2 s
# where perf 6.1 takes 8 to 12 on the full model (it reads every PMU's
# aliases).
# scripts/guest/init sets perf_event_paranoid to -1 and kptr_restrict
# to 0 for the other scripts: this one sets what it tests and puts
# them back.
. /xpmu/tests/guest/lib.inc
M=/xpmu/bin/xpmu-metric
X=/xpmu/bin/xpmu-perf
P612=/xpmu/bin/perf612
REF=/xpmu/reference/intel-uncore.ko
PARANOID=/proc/sys/kernel/perf_event_paranoid
CAPPERF=/usr/local/bin/perf-perfmon
CAP612=/usr/local/bin/perf612-perfmon
HINT='Running the tools without root'
KPTR=/proc/sys/kernel/kptr_restrict
boot=$(cat $PARANOID) kptr=$(cat $KPTR)
echo "perf_event_paranoid as the guest booted it: $boot"
# perf stat needs no kernel addresses (/proc/kallsyms) for uncore events:
# hidden from everyone here, as the doc says they may be.
echo 2 >$KPTR

# alice in perf_users, bob not; busybox su, run by root, asks for no
# password and sets the user's groups (initgroups()).
grep -q '^alice:' /etc/passwd || {
	echo 'alice:x:1000:1000::/tmp:/bin/sh' >>/etc/passwd
	echo 'bob:x:1001:1001::/tmp:/bin/sh' >>/etc/passwd
	{ echo 'alice:x:1000:'; echo 'bob:x:1001:'; echo 'perf_users:x:990:alice'; } >>/etc/group
}
as() {	# as USER COMMAND: COMMAND (a string) as USER, stdout and stderr
	su -s /bin/sh -c "$2" "$1" 2>&1
}
check "alice's groups" "$(as alice 'id -Gn')" "alice perf_users"
check "bob's groups" "$(as bob 'id -Gn')" "bob"

# The copies, as the doc makes them (busybox has no install): setcap
# last, a chown or chgrp after it drops the capability.  One of the
# guest's perf (Debian's 6.1, or perf 6.12 with scripts/vm --perf612),
# one of perf 6.12.
mkdir -p "${CAPPERF%/*}"
# File capabilities live in the security.capability attribute, which
# the guest's root filesystem (the initramfs' tmpfs) keeps only with
# CONFIG_TMPFS_XATTR: Debian's kernels have it, the test kernel not.
cp /bin/busybox "${CAPPERF%/*}/nr-xattr"
if ! setcap cap_perfmon=ep "${CAPPERF%/*}/nr-xattr" 2>/dev/null; then
	case $(uname -r) in
	*-amd64) fail "setcap: Debian's $(uname -r) keeps no file capabilities on tmpfs" ;;
	*)
		echo "no file capabilities on this kernel's tmpfs (CONFIG_TMPFS_XATTR): Debian's kernels only"
		echo "$boot" >$PARANOID
		echo "$kptr" >$KPTR
		exit 77
		;;
	esac
fi
rm -f "${CAPPERF%/*}/nr-xattr"
for c in "$(readlink -f "$(command -v perf)") $CAPPERF" "$P612 $CAP612"; do
	# shellcheck disable=SC2086 # two words
	set -- $c
	cp "$1" "$2" && chgrp perf_users "$2" && chmod 0750 "$2" || fail "the copy of $1"
	setcap cap_perfmon=ep "$2" || fail "setcap $2 on the guest's root filesystem"
	check "$2: its capability" "$(getcap "$2")" "$2 cap_perfmon=ep"
	check "$2: its mode and group" "$(stat -c '%A %G' "$2")" "-rwxr-x--- perf_users"
done

# metric_refused WHAT PERF: xpmu-metric as alice with $PERF=PERF fails,
# counts nothing, and says what privilege it lacked.
metric_refused() {
	as alice "PERF=$2 $M MEM_BW_READS -- sleep 0.1" >/tmp/nr-out
	rc=$?
	sed 's/^/  /' /tmp/nr-out | grep -v '^  [ >]'
	check "$1: xpmu-metric's status" "$rc" 1
	check "$1: no MEM_BW_READS figure" "$(grep -c '^MEM_BW_READS ' /tmp/nr-out)" 0
	check "$1: xpmu-metric's line on the privilege" \
		"$(grep -c "^xpmu-metric: .*$HINT" /tmp/nr-out)" 1
}
# perf_refused WHAT PERF: xpmu-perf stat as alice with $PERF=PERF counts
# nothing, and says, before perf runs, what privilege it lacks.
perf_refused() {
	as alice "PERF=$2 $X stat -a -x, -e uncore_imc/cas_count.wr/ sleep 0.1" >/tmp/nr-out
	sed 's/^/  /' /tmp/nr-out | grep -v '^  [ >]'
	check "$1: xpmu-perf: no count" "$(grep -cE '^[0-9]+,' /tmp/nr-out)" 0
	check "$1: xpmu-perf's line on the privilege" \
		"$(grep -c "^xpmu-perf: .*$HINT" /tmp/nr-out)" 1
}

# counts WHAT PERF1 PERF2: as alice at 2, xpmu-metric's MEM_BW_READS
# with the copy PERF1 is 64 times the CAS reads the model counted
# meanwhile (Table 2-135), and xpmu-perf's uncore_imc/cas_count.wr/
# with the copy PERF2 the CAS writes, exactly: the model counts only
# while a control selects an event, so that the iMC counters' totals
# over every channel and socket are the event's.
counts() {
	b=$(emr_sum imc 0 1 2 3)
	as alice "PERF=$2 $M MEM_BW_READS -- sleep 0.2" >/tmp/nr-out ||
		sed 's/^/  /' /tmp/nr-out
	want=$(( ($(emr_sum imc 0 1 2 3) - b) * 64 ))
	check "$1: alice, $2: xpmu-metric MEM_BW_READS = 64 x the model's CAS reads" \
		"$(awk '$1 == "MEM_BW_READS" {print $2}' /tmp/nr-out)" "$want.000000"
	check "$1: reads counted" "$([ "$want" -gt 0 ] && echo yes)" yes
	b=$(emr_sum imc 0 1 2 3)
	as alice "PERF=$3 $X stat -a -x, -e uncore_imc/cas_count.wr/ sleep 0.2" >/tmp/nr-out ||
		sed 's/^/  /' /tmp/nr-out
	want=$(( $(emr_sum imc 0 1 2 3) - b ))
	check "$1: alice, $3: xpmu-perf stat uncore_imc/cas_count.wr/ = the model's CAS writes" \
		"$(awk -F, '$3 ~ /cas_count/ && $1 ~ /^[0-9]+$/ {s += $1} END {print s + 0}' /tmp/nr-out)" \
		"$want"
	check "$1: writes counted" "$([ "$want" -gt 0 ] && echo yes)" yes
	check "$1: xpmu-perf: no line on the privilege" "$(grep -c "$HINT" /tmp/nr-out)" 0
}

echo 3 >$PARANOID
metric_refused "paranoid 3, perf 6.12" $P612
perf_refused "paranoid 3, perf 6.12 with CAP_PERFMON" $CAP612
echo 2 >$PARANOID
metric_refused "paranoid 2, perf 6.12" $P612
perf_refused "paranoid 2, perf 6.12" $P612
counts "xpmu, paranoid 2" $CAPPERF $CAP612
as bob "PERF=$CAPPERF $M MEM_BW_READS -- sleep 0.1" >/tmp/nr-out
rc=$?
sed 's/^/  /' /tmp/nr-out
check "bob runs the copy: refused" "$([ $rc != 0 ] && grep -c 'Permission denied' /tmp/nr-out)" 1
if [ -f $REF ]; then
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	insmod $REF || fail "insmod Debian's intel_uncore"
	counts "intel_uncore, paranoid 2" $CAP612 $CAP612
	rmmod intel_uncore || fail "rmmod intel_uncore"
	# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
else
	echo "no $REF: intel_uncore is compared under Debian's 6.12 only"
fi
echo "$boot" >$PARANOID
echo "$kptr" >$KPTR
rm -f $CAPPERF $CAP612
finish
