# SPDX-License-Identifier: GPL-2.0-only
"""Counters per box, guide Table 1-7 ("# Counters/Box"), read from the
guide for the tests: an event no "Ctrs" restricts may use all of them.
IIO's "+1" and the PCU's "+2" are fixed counters, no event's "Ctrs".

Kept apart from include/xpmu/uncore/units.def on purpose: the generator
takes its counts from the list's counters column, and the tests hold that
column against this second reading of the guide.  Read from the list, the
tests would compare it with itself.
"""

TABLE_1_7 = {"cha": 4, "iio": 4, "irp": 2, "m2pcie": 4, "pcu": 4, "imc": 4,
             "m2m": 4, "upi": 4, "m3upi": 4, "mdf": 4, "cxlcm": 8,
             "cxldp": 4}
