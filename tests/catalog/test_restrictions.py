#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The driver's counter restrictions against the independent references.

The table the driver schedules by (drivers/uncore/catalog/events_gen.c,
by event code: the raw code of any perf event, alias or not) is held to
every restriction two other encodings of the hardware state:

- Linux's constraints for the SPR/EMR uncore types (the
  UNCORE_EVENT_CONSTRAINT() tables that the spr_uncore_* types of
  arch/x86/events/intel/uncore_snbep.c name, 6.12), in the kernel tree
  of $XPMU_LINUX_SRC (make check sets it; a missing tree then fails);
- Intel's EMR event files (data/perfmon/EMR), the "Counter" of every
  programmable event, by code.

A reference's restriction the driver does not honour (a counter the
reference forbids that the driver may use) is a finding, and so is a
driver restriction stricter than the reference; every finding must be a
reviewed line of tests/catalog/restriction-differences, with its reason,
and every line there must still be a finding.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import glob
import json
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from linux_tree import AgainstLinuxTree  # noqa: E402
from table_1_7 import TABLE_1_7  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "catalog"))
import units_def  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
EVENTS_C = os.path.join(ROOT, "drivers", "uncore", "catalog", "events_gen.c")
PERFMON = os.path.join(ROOT, "data", "perfmon", "EMR")
REVIEWED = os.path.join(ROOT, "tests", "catalog", "restriction-differences")
SNBEP = os.path.join("arch", "x86", "events", "intel", "uncore_snbep.c")

# Counters per box, guide Table 1-7: the tests' own reading of the guide,
# not the generator's (units.def's).
COUNTERS = TABLE_1_7

# Intel's "Unit" of each stem (Intel's event files), from units.def: a
# name, not a value the references are held to; a wrong one leaves every
# alias of the stem unpaired in perfmon_compare.py, whose reviewed list
# (tests/catalog/perfmon-differences) then fails.
INTEL_UNIT = {u.intel_unit: u.stem for u in units_def.catalog_units()}

# The kernel's SPR uncore types (EMR takes the SPR path) by their .name,
# where it differs from our stem: the kernel's CHA type is "cha".
LINUX_NAME = {"cha": "cha"}


def driver_table():
    """{stem: {code: mask}} as events_gen.c has it."""
    with open(EVENTS_C, encoding="utf-8") as f:
        text = f.read()
    out = {stem: {} for stem in COUNTERS}
    for m in re.finditer(r"static const struct xpmu_unc_restrict (\w+)_restricts"
                         r"\[\] = \{\n(.*?)\};", text, re.S):
        for a, b in re.findall(r"\{ \.event = (0x[0-9a-f]+), "
                               r"\.counters = (0x[0-9a-f]+) \}", m.group(2)):
            out[m.group(1)][int(a, 16)] = int(b, 16)
    return out


def allowed(table, stem, code):
    return table[stem].get(code, (1 << COUNTERS[stem]) - 1)


def intel_table():
    """{stem: {code: mask}}: per code, the counters every one of Intel's
    programmable events of that code may use."""
    out = {stem: {} for stem in COUNTERS}
    for path in sorted(glob.glob(os.path.join(PERFMON, "*.json"))):
        with open(path, encoding="utf-8") as f:
            for e in json.load(f)["Events"]:
                stem = INTEL_UNIT.get(e["Unit"])
                if not stem or e["CounterType"] != "PGMABLE":
                    continue
                full = (1 << COUNTERS[stem]) - 1
                mask = sum(1 << int(c) for c in e["Counter"].split(",")) & full
                code = int(e["EventCode"], 16)
                out[stem][code] = out[stem].get(code, full) & mask
    return out


def linux_table(tree):
    """{stem: {code: mask}} from the SPR types of uncore_snbep.c."""
    with open(os.path.join(tree, SNBEP), encoding="utf-8") as f:
        text = f.read()
    arrays = {}
    for m in re.finditer(r"static struct event_constraint (\w+)\[\] = \{(.*?)\};",
                         text, re.S):
        arrays[m.group(1)] = [
            (int(c, 16), int(k, 16)) for c, k in re.findall(
                r"UNCORE_EVENT_CONSTRAINT\((0x[0-9a-fA-F]+),\s*(0x[0-9a-fA-F]+)\)",
                m.group(2))]
    out = {stem: {} for stem in COUNTERS}
    types = re.findall(r"static struct intel_uncore_type (spr_uncore_\w+) = \{(.*?)\n\};",
                       text, re.S)
    for ident, body in types:
        name = re.search(r'\.name\s*=\s*"(\w+)"', body)
        cons = re.search(r"\.constraints\s*=\s*(\w+)", body)
        if not name or not cons or name.group(1) not in COUNTERS:
            continue
        for code, mask in arrays[cons.group(1)]:
            out[name.group(1)][code] = mask & ((1 << COUNTERS[name.group(1)]) - 1)
    return out


def findings(ours, ref, label, silent_is_free):
    """Lines "<label> <stem> <code> ours=<mask> <label>=<mask>" wherever
    the two disagree on a code.  A code the reference does not list is
    compared too when @silent_is_free: Linux lists only its constraints,
    so a code it leaves out may use every counter; Intel's files list
    events, and say nothing of a code they have none of."""
    out = []
    for stem in COUNTERS:
        full = (1 << COUNTERS[stem]) - 1
        codes = set(ref[stem])
        if silent_is_free:
            codes |= set(ours[stem])
        for code in sorted(codes):
            a = allowed(ours, stem, code)
            b = ref[stem].get(code, full)
            if a != b:
                out.append(f"{label} {stem} {code:#04x} ours={a:#x} {label}={b:#x}")
    return out


def reviewed(label):
    with open(REVIEWED, encoding="utf-8") as f:
        return sorted(l.strip() for l in f
                      if l.startswith(label + " ") and l.strip())


class AgainstIntel(unittest.TestCase):
    def test_differences_are_the_reviewed_set(self):
        self.assertEqual(sorted(findings(driver_table(), intel_table(), "intel", False)),
                         reviewed("intel"),
                         "restrictions differ from Intel's EMR files: review "
                         "them into tests/catalog/restriction-differences")

    def test_no_intel_restriction_is_loosened(self):
        # Whatever the reviewed list says: a counter Intel forbids an
        # event code is never one the driver may place it on.
        ours, ref = driver_table(), intel_table()
        for stem in COUNTERS:
            for code, mask in ref[stem].items():
                with self.subTest(stem=stem, code=hex(code)):
                    self.assertEqual(allowed(ours, stem, code) & ~mask, 0)

    def test_iio_data_req_by_cpu(self):
        # UNC_IIO_DATA_REQ_BY_CPU.* (0xc0) and UNC_IIO_COMP_BUF_OCCUPANCY.*
        # (0xd5): "Counter": "2,3" in Intel's files; the guide lists
        # neither code.
        ours = driver_table()
        self.assertEqual(allowed(ours, "iio", 0xc0), 0xc)
        self.assertEqual(allowed(ours, "iio", 0xd5), 0xc)


class AgainstLinux(AgainstLinuxTree):
    def test_parsed_the_kernel(self):
        # The parser found the tables it must: a change of the kernel's
        # layout must fail here, not pass with nothing compared.
        ref = linux_table(self.tree)
        self.assertEqual(ref["iio"].get(0xc0), 0xc)
        self.assertEqual(ref["m3upi"].get(0x50), 0x7)
        self.assertEqual(ref["cxlcm"].get(0x40), 0xf0)
        self.assertEqual(ref["m2pcie"].get(0x2d), 0x3)

    def test_differences_are_the_reviewed_set(self):
        self.assertEqual(sorted(findings(driver_table(), linux_table(self.tree),
                                         "linux", True)),
                         reviewed("linux"),
                         "restrictions differ from Linux's SPR/EMR constraints: "
                         "review them into tests/catalog/restriction-differences")

    def test_no_linux_constraint_is_loosened(self):
        ours, ref = driver_table(), linux_table(self.tree)
        for stem in COUNTERS:
            for code, mask in ref[stem].items():
                with self.subTest(stem=stem, code=hex(code)):
                    self.assertEqual(allowed(ours, stem, code) & ~mask, 0)


if __name__ == "__main__":
    unittest.main()
