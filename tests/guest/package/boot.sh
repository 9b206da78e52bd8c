#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The Debian package on a machine where it is installed (scripts/vm
# --package: its /etc/modprobe.d rule and gate, the modules DKMS built,
# Debian's intel_uncore, kmod's modprobe; nothing loaded yet), booted as
# udev boots it: each device's modalias loaded as udev's kmod builtin
# does (80-drivers.rules: "kmod load $env{MODALIAS}", modprobe with the
# blacklist applied, install rules run).  On an Emerald Rapids (model
# 207) xpmu_uncore must own the uncore PMUs and intel_uncore stay out,
# and catalog=1 must find xpmu_uncore_catalog by modprobe; on any other
# CPU (scripts/vm --model 143, a Sapphire Rapids) the package must change
# nothing: intel_uncore loads and has its PMUs.
EMR_ANY_LAYOUT=1
. /xpmu/tests/guest/lib.inc

loaded() { [ -d /sys/module/"$1" ] && echo yes || echo no; }
# Busybox's modprobe knows no install rule: the test would prove nothing.
# By its path: busybox's sh runs its own applet for a bare "modprobe".
modprobe=/sbin/modprobe
check "modprobe is kmod's" "$($modprobe --version 2>&1 | awk '{print $1; exit}')" kmod
find /sys/devices -name modalias -exec cat {} + 2>/dev/null | sort -u >/tmp/aliases
echo "coldplug: $(wc -l </tmp/aliases) modaliases, cpu: $(cat /sys/devices/system/cpu/modalias)"
while read -r a; do
	$modprobe -b -q "$a" 2>>/tmp/modprobe.err
done </tmp/aliases
[ ! -s /tmp/modprobe.err ] || { cat /tmp/modprobe.err; fail "modprobe complained at coldplug"; }
model=$(awk -F': *' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)
pmus=$(ls $PMUS | grep -c '^uncore_cha_')

if [ "$model" = 207 ]; then
	check "Emerald Rapids: xpmu_uncore loaded at boot" "$(loaded xpmu_uncore)" yes
	check "Emerald Rapids: intel_uncore loaded at boot" "$(loaded intel_uncore)" no
	[ "$pmus" -gt 0 ] && echo "ok: Emerald Rapids: $pmus uncore_cha PMUs" ||
		fail "Emerald Rapids: no uncore_cha PMU"
	why=$(dmesg | grep -m1 'xpmu-dkms: intel_uncore left out')
	[ -n "$why" ] && echo "ok: the gate said so: $why" ||
		fail "no 'xpmu-dkms: intel_uncore left out' line in dmesg"
	$modprobe intel_uncore
	check "Emerald Rapids: modprobe intel_uncore by name, with xpmu_uncore loaded" \
		"$(loaded intel_uncore)" no
	# The catalog's names: not loaded at boot; catalog=1 (uncore.rst)
	# has the driver load them itself, by kmod's modprobe.
	check "Emerald Rapids: xpmu_uncore_catalog loaded at boot" \
		"$(loaded xpmu_uncore_catalog)" no
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	$modprobe xpmu_uncore catalog=1 || fail "modprobe xpmu_uncore catalog=1"
	check "catalog=1: xpmu_uncore_catalog loaded by the driver" \
		"$(loaded xpmu_uncore_catalog)" yes
	check "catalog=1: uncore_cha_0/events/tor_inserts.ia_miss" \
		"$(cat $PMUS/uncore_cha_0/events/tor_inserts.ia_miss 2>&1)" \
		"event=0x35,umask=0xc001fe01"
	rmmod xpmu_uncore xpmu_uncore_catalog || fail "rmmod xpmu_uncore xpmu_uncore_catalog"
	# The way back, as uncore.rst gives it.
	$modprobe --ignore-install intel_uncore || fail "modprobe --ignore-install intel_uncore"
	check "Emerald Rapids: switched to intel_uncore" "$(loaded intel_uncore)" yes
	[ "$(ls $PMUS | grep -c '^uncore_cha_')" = "$pmus" ] &&
		echo "ok: intel_uncore's uncore_cha PMUs: $pmus" ||
		fail "intel_uncore: got $(ls $PMUS | grep -c '^uncore_cha_') uncore_cha PMUs, want $pmus"
	rmmod intel_uncore || fail "rmmod intel_uncore"
else
	check "model $model: intel_uncore loaded at boot" "$(loaded intel_uncore)" yes
	check "model $model: xpmu_uncore loaded at boot" "$(loaded xpmu_uncore)" no
	[ "$pmus" -gt 0 ] && echo "ok: model $model: intel_uncore's $pmus uncore_cha PMUs" ||
		fail "model $model: no uncore_cha PMU"
	check "model $model: the gate stayed quiet" \
		"$(dmesg | grep -c 'xpmu-dkms:')" 0
	# By name beside intel_uncore: it loads, binds nothing, and gives
	# the CPU as the reason, not intel_uncore.
	$modprobe xpmu_uncore || fail "model $model: modprobe xpmu_uncore beside intel_uncore"
	why=$(dmesg | grep -m1 'xpmu_uncore: no native uncore')
	check "model $model: xpmu_uncore's reason" "${why#*xpmu_uncore: }" \
		"no native uncore: not an Emerald Rapids (family 6 model $(printf '%#x' "$model"))"
	check "model $model: intel_uncore's PMUs kept" "$(ls $PMUS | grep -c '^uncore_cha_')" "$pmus"
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	rmmod intel_uncore || fail "rmmod intel_uncore"
	# Without the gate (the package removed, its rule kept).
	mv /usr/lib/xpmu-dkms/intel-uncore-gate /tmp/gate
	$modprobe intel_uncore
	check "model $model: the rule without its gate loads intel_uncore" "$(loaded intel_uncore)" yes
fi
finish
