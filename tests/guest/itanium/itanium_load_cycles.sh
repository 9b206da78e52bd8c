#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load and unload xpmu_itanium and its simulator XPMU_LOAD_CYCLES times in
# every order (unloading the backend under the simulator unbinds both
# PMUs), events opened and closed in between; then kmemleak must find no
# leak of ours, and the leak fixture's (lib/load_cycles.inc).
. /xpmu/tests/guest/lib.inc
# Both simulated models; on the Montecito a group of three.
EVENTS="montecito/event=0x12/ itanium/event=0x12/
	{montecito/event=0x12/,montecito/event=0x8,umask=0x0/,montecito/event=0x12,umask=0x1/}"
npmus() { ls $PMUS | grep -c -x -e montecito -e itanium; }
LC_DRV=xpmu_itanium LC_SIM=xpmu_itanium_sim LC_SIM_ARGS=
LC_SIMDIR=$IASIM LC_WANT=2 LC_TAG=ita
load_cycles itanium_load_cycles "${XPMU_LOAD_CYCLES:-16}"
finish
