#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The first Itanium's qualification: PMC13.ta and IBR pair 0 (seed 002,
# 6.2.4), counted by perf stat against the simulated program's retired
# instructions ("ops" in the simulator's truth).
. /xpmu/tests/guest/lib.inc
ia_load
check "itanium format/irange" "$(cat $PMUS/itanium/format/irange)" "config1:0-63"
ia_syms xsim_prog_0
# shellcheck disable=SC2154 # ia_syms sets sym_NAME
mb=$(printf '0xffffffff%08x' $(( ($(low "$sym_xsim_prog_0") & ~0xffffff) | 0x7fffff )))
# IA64_INST_RETIRED (0x08, PMC4/5) takes a range; CPU_CYCLES (0x12) does
# not (libpfm itanium_events.h pme_iar, drivers/itanium/models/itanium1_rules_gen.c).
ia_share "itanium irange=$mb (all of the program)" itanium "itanium/event=0x08,irange=$mb/" 990 1001
ia_share "itanium irange elsewhere" itanium itanium/event=0x08,irange=0x10007ff/ 0 0
ia_refused "itanium/event=0x12,irange=$mb/"
finish
