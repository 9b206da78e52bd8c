# SPDX-License-Identifier: GPL-2.0-only
"""The unit types of include/xpmu/uncore/units.def, for the scripts.

The driver's preprocessor and Kbuild read the same lines (units.def's
head comment says what each column is).  A line is one call,
XPMU_UNIT(stem, NAME, id) or XPMU_UNIT_CAT/_EXT(stem, NAME, id, counters,
intel_unit, intel_prefix), with at most a comment after it.
"""

import collections
import os
import re

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
UNITS_DEF = os.path.join(TOP, "include", "xpmu", "uncore", "units.def")

Unit = collections.namedtuple(
    "Unit", "stem name type catalog counters intel_unit intel_prefix")

LINE_RE = re.compile(r"^XPMU_UNIT(_CAT|_EXT)?\((.*)\)\s*(?:/\*.*\*/)?$")
ARG_RE = re.compile(r'\s*("[^"]*"|[^,"]+?)\s*(?:,|$)')


def units(path=UNITS_DEF):
    """Every line's Unit, in the list's order.  catalog is True on the
    XPMU_UNIT_CAT and _EXT lines: the types emr_sysfs.py generates a
    catalog of."""
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = LINE_RE.match(line.rstrip())
            if not m:
                continue
            args = [a.strip('"') for a in ARG_RE.findall(m.group(2))]
            catalog = m.group(1) is not None
            if len(args) != (6 if catalog else 3):
                raise ValueError(f"{path}:{n}: {len(args)} columns")
            stem, name, utype = args[:3]
            more = (int(args[3]), args[4], args[5]) if catalog else (None,) * 3
            out.append(Unit(stem, name, int(utype, 0), catalog, *more))
    return out


def catalog_units(path=UNITS_DEF):
    """The Units with a generated catalog, in the list's order."""
    return [u for u in units(path) if u.catalog]
