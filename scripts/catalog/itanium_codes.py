#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The one-line entries of the xpmu_itanium code tables.

Both generated tables (drivers/itanium/models/montecito_events_gen.c from
montecito_catalog.py, models/itanium1_rules_gen.c from itanium_rules.py)
write each event code as one XPMU_IA_CODE() line, whose columns
drivers/itanium/backend.h documents; row() writes one and rows() reads a
table back (for the tests).
"""

import re

ALL = ("YES", "NO", "UMASK")
CHANNELS = {"ibrp0": 0, "ibrp1": 2, "both": 3}     # bit n: IBRPn
ROW = re.compile(r"^\t\[0x([0-9a-f]{2})\] = XPMU_IA_CODE\(([^)]*)\),$", re.M)
FIELDS = ("counters", "max_inc", "l1d_set", "l2d_set", "all", "noall_umasks",
          "excl", "mesi", "iar", "dar", "opc", "channels")


def row(code, counters, max_inc=0, l1d_set=-1, l2d_set=-1, all="YES",
        noall_umasks=0, excl=0, mesi=False, iar=False, dar=False, opc=False,
        channels=0):
    """One table line: event @code's entry."""
    if all not in ALL:
        raise ValueError("code %#x: .all %r" % (code, all))
    return ("\t[0x%02x] = XPMU_IA_CODE(0x%04x, %d, %d, %d, %s, %s, %d, %d, "
            "%d, %d, %d, %d)," % (code, counters, max_inc, l1d_set, l2d_set, all,
                                  "0x%04x" % noall_umasks if noall_umasks else "0",
                                  excl, mesi, iar, dar, opc, channels))


def rows(text):
    """{code: {field: value}} of the XPMU_IA_CODE() lines of a table."""
    out = {}
    for m in ROW.finditer(text):
        vals = [v.strip() for v in m.group(2).split(",")]
        ent = dict(zip(FIELDS, vals))
        for k in FIELDS:
            if k != "all":
                ent[k] = int(ent[k], 0)
        out[int(m.group(1), 16)] = ent
    return out
