#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Debian package on a machine where it is installed (scripts/vm
# --package: its /etc/modprobe.d rules and gate, the modules DKMS built,
# Debian's intel_uncore, kmod's modprobe, util-linux's flock; nothing
# loaded yet), booted as udev boots it: each device's MODALIAS (its
# uevent file) loaded as udev's kmod builtin does (80-drivers.rules:
# "kmod load $env{MODALIAS}", modprobe with the blacklist applied,
# install rules run), one device at a time per worker and the workers in
# parallel: every cpu device carries the cpu alias.
# On an Emerald Rapids (model 207) the gate must hand the uncore to
# xpmu_uncore when it binds the whole of it, and to intel_uncore when it
# binds nothing (no discovery device), part (a die's table corrupt, a
# unit type gone) or is blacklisted, each decided once and said in one
# line, and to xpmu_uncore where it binds all without a Ubox; the documented ways back and forward must work; with module
# signatures enforced, the line must say what to enroll.  On any other
# CPU (scripts/vm --model 143, a Sapphire Rapids) the package must change
# nothing: intel_uncore loads and has its PMUs; xpmu_uncore, which binds
# a Sapphire Rapids too, is refused beside it and binds all in its place.
EMR_ANY_LAYOUT=1
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth

loaded() { [ -d /sys/module/"$1" ] && echo yes || echo no; }
# Busybox's modprobe knows no install rule: the test would prove nothing.
# By its path: busybox's sh runs its own applet for a bare "modprobe".
modprobe=/sbin/modprobe
check "modprobe is kmod's" "$($modprobe --version 2>&1 | awk '{print $1; exit}')" kmod
find /sys/devices -name uevent -exec sed -n 's/^MODALIAS=//p' {} + 2>/dev/null >/tmp/aliases
cpus=$(grep -c '^cpu:' /tmp/aliases)
echo "coldplug: $(wc -l </tmp/aliases) devices with a modalias, $cpus of them cpus: $(grep -m1 '^cpu:' /tmp/aliases)"
[ "$cpus" = "$(ls -d /sys/devices/system/cpu/cpu[0-9]* | wc -l)" ] ||
	fail "a cpu device without its MODALIAS: the coldplug would load less than udev"
# coldplug [cpu]: every device's alias (or the cpus' only), each in a
# worker of its own, as udev's workers run them.
coldplug() {
	: >/tmp/modprobe.err
	# The loop is a subshell of the pipe: it waits for its own workers.
	grep "^${1:-}" /tmp/aliases | {
		while read -r a; do
			$modprobe -b -q "$a" 2>>/tmp/modprobe.err &
		done
		wait
	}
	[ ! -s /tmp/modprobe.err ] || { cat /tmp/modprobe.err; fail "modprobe complained at coldplug"; }
}
# The gate's lines since the mark (gate_mark).
gate_mark() { dmesg -c >/dev/null; }
gate_lines() { dmesg | grep 'xpmu-dkms:' | sed 's/^\[[^]]*\] *//'; }
model=$(awk -F': *' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)

if [ "$model" != 207 ]; then
	coldplug
	check "model $model: intel_uncore loaded at boot" "$(loaded intel_uncore)" yes
	check "model $model: xpmu_uncore loaded at boot" "$(loaded xpmu_uncore)" no
	pmus=$(ls $PMUS | grep -c '^uncore_cha_')
	[ "$pmus" -gt 0 ] && echo "ok: model $model: intel_uncore's $pmus uncore_cha PMUs" ||
		fail "model $model: no uncore_cha PMU"
	check "model $model: the gate stayed quiet" "$(gate_lines | wc -l)" 0
	# By name beside intel_uncore: refused, with the way to swap.
	gate_mark
	if $modprobe xpmu_uncore 2>/tmp/modprobe.err; then
		fail "model $model: xpmu_uncore loaded beside intel_uncore"
	fi
	check "model $model: modprobe's error" "$(grep -c 'Device or resource busy' /tmp/modprobe.err)" 1
	dmesg_says "model $model: xpmu_uncore's reason" \
		"xpmu_uncore: the kernel's intel_uncore owns the uncore PMU names: unload it first (rmmod intel_uncore)"
	check "model $model: intel_uncore's PMUs kept" "$(ls $PMUS | grep -c '^uncore_cha_')" "$pmus"
	# Swapped by hand: xpmu binds the whole uncore of a Sapphire Rapids
	# (its own model descriptor), the gate out of the way.
	rmmod intel_uncore || fail "rmmod intel_uncore"
	$modprobe xpmu_uncore || fail "model $model: modprobe xpmu_uncore without intel_uncore"
	dev=$(ls -d /sys/bus/platform/drivers/xpmu-uncore/xpmu-uncore.* 2>/dev/null | head -n 1)
	check "model $model: the CPU model xpmu took" "$(cat "$dev/cpu_model" 2>&1)" "Sapphire Rapids"
	check "model $model: xpmu left nothing out" "$(cat "$dev/left_out" 2>&1)" ""
	check "model $model: xpmu's uncore_cha PMUs, as intel_uncore's" \
		"$(ls $PMUS | grep -c '^uncore_cha_')" "$pmus"
	check "model $model: the gate stayed quiet" "$(gate_lines | wc -l)" 0
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	# Without the gate (the package removed, its rules kept).
	mv /usr/lib/xpmu-dkms/uncore-gate /tmp/gate
	$modprobe intel_uncore
	check "model $model: the rule without its gate loads intel_uncore" "$(loaded intel_uncore)" yes
	finish
fi

# Which driver the gate chose, and its one line, after a coldplug.
owner() {	# owner WHAT DRIVER|none LINE
	check "$1: xpmu_uncore loaded" "$(loaded xpmu_uncore)" \
		"$([ "$2" = xpmu_uncore ] && echo yes || echo no)"
	check "$1: intel_uncore loaded" "$(loaded intel_uncore)" \
		"$([ "$2" = intel_uncore ] && echo yes || echo no)"
	# What intel_uncore binds of a faulty machine is its business.
	n=$(ls $PMUS | grep -c '^uncore_cha_')
	[ "$2" != xpmu_uncore ] || [ "$n" -gt 0 ] && echo "ok: $1: $n uncore_cha PMUs" ||
		fail "$1: no uncore_cha PMU"
	gate_lines >/tmp/gate
	cat /tmp/gate
	check "$1: the gate's lines" "$(wc -l </tmp/gate)" 1
	check "$1: the gate's line" "$(grep -c -F "$3" /tmp/gate)" 1
}
# Back to nothing loaded, as at boot: /run is empty at each boot.
unload() {
	for m in xpmu_uncore xpmu_uncore_catalog intel_uncore; do
		[ "$(loaded $m)" = no ] || rmmod $m || fail "rmmod $m"
	done
	rm -rf /run/xpmu-dkms
	gate_mark
}

# Module signatures enforced (scripts/vm --sig-enforce), as under Secure
# Boot before DKMS's key is enrolled: Debian's intel_uncore (signed by
# the kernel's build key) loads, xpmu_uncore (unsigned, or signed by a
# key the kernel does not trust) is refused, and the line names the step.
if grep -q 'module.sig_enforce=1' /proc/cmdline; then
	gate_mark
	coldplug
	owner "signatures enforced" intel_uncore \
		"xpmu-dkms: the kernel refused xpmu_uncore's signature"
	check "the line names the step" \
		"$(gate_lines | grep -c "mokutil --import /var/lib/dkms/mok.pub")" 1
	finish
fi

# Boot: every device, every cpu in parallel.  Once per boot: one line,
# not one per cpu.
gate_mark
coldplug
owner "Emerald Rapids, $cpus cpus" xpmu_uncore \
	"xpmu-dkms: intel_uncore left out: xpmu_uncore drives this Emerald Rapids's uncore"
check "left_out: nothing" "$(emr_left_out)" ""
pmus=$(ls $PMUS | grep -c '^uncore_cha_')
coldplug cpu
check "a second coldplug: no line" "$(gate_lines | wc -l)" 1
$modprobe intel_uncore
check "modprobe intel_uncore by name, with xpmu_uncore loaded" "$(loaded intel_uncore)" no
# The catalog's names: not loaded at boot; catalog=1 (uncore.rst) has
# the driver load them itself, by kmod's modprobe.
check "xpmu_uncore_catalog loaded at boot" "$(loaded xpmu_uncore_catalog)" no
rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
$modprobe xpmu_uncore catalog=1 || fail "modprobe xpmu_uncore catalog=1"
check "catalog=1: xpmu_uncore_catalog loaded by the driver" \
	"$(loaded xpmu_uncore_catalog)" yes
check "catalog=1: uncore_cha_0/events/tor_inserts.ia_miss" \
	"$(cat $PMUS/uncore_cha_0/events/tor_inserts.ia_miss 2>&1)" \
	"event=0x35,umask=0xc001fe01"
# The way back for now, as uncore.rst gives it.
rmmod xpmu_uncore xpmu_uncore_catalog || fail "rmmod xpmu_uncore xpmu_uncore_catalog"
$modprobe --ignore-install intel_uncore || fail "modprobe --ignore-install intel_uncore"
check "switched to intel_uncore" "$(loaded intel_uncore)" yes
[ "$(ls $PMUS | grep -c '^uncore_cha_')" = "$pmus" ] &&
	echo "ok: intel_uncore's uncore_cha PMUs: $pmus" ||
	fail "intel_uncore: got $(ls $PMUS | grep -c '^uncore_cha_') uncore_cha PMUs, want $pmus"
# ... and forward again.
rmmod intel_uncore || fail "rmmod intel_uncore"
gate_mark
$modprobe xpmu_uncore || fail "modprobe xpmu_uncore after intel_uncore"
check "back to xpmu_uncore" "$(loaded xpmu_uncore)" yes

# For good: blacklisted, intel_uncore at every boot; the blacklist gone,
# xpmu_uncore again.
unload
echo 'blacklist xpmu_uncore' >/etc/modprobe.d/xpmu-off.conf
coldplug cpu
owner "blacklisted" intel_uncore \
	"xpmu-dkms: xpmu_uncore is blacklisted (modprobe.d): intel_uncore loaded instead"
rm /etc/modprobe.d/xpmu-off.conf
unload
coldplug cpu
owner "the blacklist removed" xpmu_uncore "xpmu-dkms: intel_uncore left out"

# Binds nothing: no discovery device (the OOBMSMs, 03.1 of the bus after
# U1, gone for the model).  intel_uncore, which binds an Emerald Rapids
# through the same tables, does not load either; that too is decided once.
unload
for s in $(emr_sockets); do $T -a "$s" 0x219 0 || fail "take OOBMSM $s away"; done
coldplug cpu
owner "no discovery device" none \
	"xpmu-dkms: xpmu_uncore bound nothing (xpmu_uncore: no native uncore: Emerald Rapids without a PMON discovery DVSEC (a guest?)); intel_uncore did not load either"
for s in $(emr_sockets); do $T -a "$s" 0x219 1 || fail "give OOBMSM $s back"; done

# Binds part: die 1's table refused (its global node all ones).
if [ "${EMR_SOCKETS:-2}" = 2 ]; then
	unload
	w=$($T -t 1 1)
	$T -t 1 1 0xffffffffffffffff || fail "corrupt die 1's table"
	coldplug cpu
	owner "die 1's table corrupt" intel_uncore \
		"xpmu-dkms: xpmu_uncore bound only part of the uncore (left out: die1;"
	$T -t 1 1 "$w" || fail "restore die 1's table"
fi

# Binds part: a unit type gone from die 0 (its four M2Ms read all ones).
unload
for id in 0 1 2 3; do $T -u 1 0 "$(emr_type m2m)" $id || fail "M2M $id unreadable"; done
coldplug cpu
owner "die 0's M2Ms unreadable" intel_uncore \
	"xpmu-dkms: xpmu_uncore bound only part of the uncore (left out: die0/m2m;"
for id in 0 1 2 3; do $T -u 0 0 "$(emr_type m2m)" $id || fail "M2M $id readable"; done

# Binds all without the Ubox (its functions hidden on socket 0, 00.0-00.2
# of U0): no uncore bus for the die, but the table's addresses serve
# every unit, so xpmu_uncore keeps the host.
unload
for f in 0 1 2; do $T -a 0 $f 0 || fail "hide Ubox function 00.$f"; done
coldplug cpu
owner "socket 0's Ubox hidden" xpmu_uncore "xpmu-dkms: intel_uncore left out"
for f in 0 1 2; do $T -a 0 $f 1 || fail "give Ubox function 00.$f back"; done

unload
finish
