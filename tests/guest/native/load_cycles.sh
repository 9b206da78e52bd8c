#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# On the model: load and unload xpmu_uncore XPMU_LOAD_CYCLES times (8 by
# default), events of several unit types, access types, a fixed and a
# free-running counter and a group opened and closed in between; every
# bind maps each socket's discovery table and the iMC windows, every
# unbind must unmap and free them.  The PMUs come and go each time, and
# then kmemleak must find no leak of ours, and the leak fixture's
# (lib/kmemleak.inc, kmemleak_later; the test kernel only).
. /xpmu/tests/guest/lib.inc
EVENTS="uncore_cha_0/event=0x1/ uncore_imc_0/event=0x4,umask=0x3/
	uncore_m2m_1/event=0x1/ uncore_upi_1/event=0x1/ uncore_ubox/event=0xff/
	uncore_imc_free_running_1/event=0xff,umask=0x10/
	{uncore_cha_1/event=0x1/,uncore_cha_1/event=0x35,umask=0x1/,uncore_cha_1/event=0x36,umask=0x1/}"
pmus() { ls $PMUS | grep -c '^uncore_'; }
all=$(pmus)
cycles=${XPMU_LOAD_CYCLES:-8}

rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
leak_fixture nat
i=0
while [ $i -lt "$cycles" ]; do
	# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || { fail "cycle $i: insmod"; break; }
	[ "$(pmus)" = "$all" ] || { fail "cycle $i: got $(pmus) PMUs of xpmu_uncore, want $all"; break; }
	# shellcheck disable=SC2086 # the events are words
	/xpmu/bin/open_close $EVENTS || { fail "cycle $i: events"; break; }
	rmmod xpmu_uncore || { fail "cycle $i: rmmod"; break; }
	[ "$(pmus)" = 0 ] || { fail "cycle $i: got $(pmus) PMUs left after rmmod, want 0"; break; }
	i=$((i + 1))
done
check "cycles completed" "$i" "$cycles"
kmemleak_later nat
# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
[ -d /sys/module/xpmu_uncore ] || insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS ||
	fail "reload xpmu_uncore"
stat_vs_model "cha 0 uncore_cha_0 event=0x1" "imc 0 uncore_imc_0 event=0x1"
finish
