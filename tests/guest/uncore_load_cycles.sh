#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Load and unload the uncore driver and its simulator XPMU_LOAD_CYCLES
# times in every order, events opened and closed in between; then
# kmemleak must find no leak of ours (lib.inc, load_cycles).
# A long run may take a smaller machine: XPMU_LOAD_SHAPE (the simulator's
# arguments), XPMU_LOAD_PMUS (its PMU count) and XPMU_LOAD_EVENTS (events
# on its PMUs), as Documentation/testing.rst shows.
. /xpmu/tests/guest/lib.inc
# Several unit types, a free-running counter, and a group of three.
EVENTS=${XPMU_LOAD_EVENTS:-"uncore_cha_0/event=0x1/ uncore_imc_0/event=0x4,umask=0x3/
	uncore_iio_1/event=0x83,umask=0x1,ch_mask=0x1,fc_mask=0x7/
	uncore_upi_1/event=0x1/ uncore_imc_free_running_1/event=0xff,umask=0x10/
	{uncore_cha_1/event=0x1/,uncore_cha_1/event=0x35,umask=0x1/,uncore_cha_1/event=0x36,umask=0x1/}"}
npmus() { ls $PMUS | grep -c '^uncore_'; }
LC_DRV=xpmu_uncore LC_SIM=xpmu_uncore_sim LC_SIM_ARGS=${XPMU_LOAD_SHAPE:-}
LC_SIMDIR=$SIM LC_WANT=${XPMU_LOAD_PMUS:-144} LC_TAG=unc
load_cycles uncore_load_cycles "${XPMU_LOAD_CYCLES:-8}"
finish
