#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The first Itanium's per-event rules against libpfm's table.

scripts/catalog/itanium_rules.py turns data/libpfm/lib/itanium_events.h
into drivers/itanium/models/itanium1_rules_gen.c.  These tests read the
header again by another route (each initialiser line split into its C
fields, not the generator's regex), count the 7 entries on PMC4/5 and the
100 of 230 without an instruction range, and hold the committed C file
to it; regenerating must give the same bytes, and a table in
which one code's entries disagree must be refused.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIBPFM = os.path.join(ROOT, "data", "libpfm")
HEADER = os.path.join(LIBPFM, "lib", "itanium_events.h")
RULES_C = os.path.join(ROOT, "drivers", "itanium", "models", "itanium1_rules_gen.c")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "itanium_rules.py")

spec = importlib.util.spec_from_file_location("itanium_rules", SCRIPT)
ir = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ir)


def header_entries(path=HEADER):
    """[(name, vcode, counters, qual)] from the initialiser lines.

    Each entry is one line, '{ "NAME", {VCODE} , COUNTERS, MAXINCR,
    {QUAL}, DESC},' (the last ends '}};'): drop the braces, split on
    commas, convert with int(x, 0).
    """
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith('{ "'):
                continue
            fields = [x.strip() for x in
                      line.replace("{", "").replace("}", "").split(",")]
            name = fields[0].strip('"')
            vcode, counters, _maxincr, qual = (int(x, 0) for x in fields[1:5])
            out.append((name, vcode, counters, qual))
    return out


def c_table(path=RULES_C):
    """{code: (counters, iar)} of the valid entries of the generated file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    # XPMU_IA_CODE(counters, max_inc, l1d, l2d, all, noall, excl, mesi, iar, ...)
    return {int(code, 16): (int(counters, 16), iar == "1")
            for code, counters, iar in re.findall(
                r"^\t\[0x(\w\w)\] = XPMU_IA_CODE\((0x\w+), (?:[^,]+, ){7}([01]),",
                text, re.M)}


class Counts(unittest.TestCase):
    """The restricted and rangeless entries, counted from libpfm's header."""

    @classmethod
    def setUpClass(cls):
        cls.entries = header_entries()

    def test_230_entries(self):
        with open(HEADER, encoding="utf-8") as f:
            n = int(re.search(r"PME_ITA_EVENT_COUNT (\d+)", f.read()).group(1))
        self.assertEqual(len(self.entries), n)
        self.assertEqual(n, 230)

    def test_seven_on_pmc45(self):
        pmc45 = sorted(n for n, _, c, _ in self.entries if c == 0x30)
        self.assertEqual(pmc45, [
            "BUS_SNOOPQ_REQ", "IA64_INST_RETIRED",
            "IA64_TAGGED_INST_RETIRED_PMC8", "IA64_TAGGED_INST_RETIRED_PMC9",
            "INST_DISPERSED", "NOPS_RETIRED", "PREDICATE_SQUASHED_RETIRED"])
        # Every other entry may use all four counters.
        self.assertEqual({c for _, _, c, _ in self.entries}, {0x30, 0xf0})

    def test_100_without_range(self):
        # pfmlib_itanium_priv.h:50-58: pme_iar is qualifier bit 0.
        self.assertEqual(sum(1 for e in self.entries if not e[3] & 1), 100)

    def test_per_code(self):
        """Counters and iar never vary among the entries of one code."""
        seen = {}
        for name, vcode, counters, qual in self.entries:
            seen.setdefault(vcode & 0xff, set()).add((counters, qual & 1))
        self.assertEqual([c for c, s in seen.items() if len(s) > 1], [])
        self.assertTrue(all(c < 0x80 for c in seen), "7-bit selects")


class Generated(unittest.TestCase):
    """drivers/itanium/models/itanium1_rules_gen.c against the header."""

    def test_codes_match_header(self):
        """Every code libpfm lists, but those an EAR or BTB entry uses
        (pme_ear, vcode bit 8; pme_btb, bit 11: PMC10-12 configure them,
        which the backend does not program)."""
        want, configured = {}, set()
        for _, vcode, counters, qual in header_entries():
            want[vcode & 0xff] = (counters, bool(qual & 1))
            if vcode & (1 << 8) or vcode & (1 << 11):
                configured.add(vcode & 0xff)
        self.assertEqual(sorted(configured), [0x11, 0x23, 0x67])
        self.assertEqual(c_table(), {c: v for c, v in want.items()
                                     if c not in configured})

    def test_restricted_and_rangeless(self):
        table = c_table()
        self.assertEqual(sorted(c for c, (ctr, _) in table.items()
                                if ctr == 0x30),
                         [0x08, 0x2d, 0x30, 0x31, 0x56])
        rangeless = {c for c, (_, iar) in table.items() if not iar}
        self.assertEqual(len(rangeless), 51)
        self.assertEqual(sum(1 for _, v, _, _ in header_entries()
                             if v & 0xff in rangeless), 100)

    def test_up_to_date(self):
        """Regenerating gives the committed bytes."""
        with open(RULES_C, "rb") as f:
            self.assertEqual(ir.generate(LIBPFM).encode("utf-8"), f.read())
        self.assertEqual(subprocess.run(
            [sys.executable, SCRIPT, "--check"]).returncode, 0)

    def test_origin_header(self):
        with open(RULES_C, encoding="utf-8") as f:
            head = f.read(1200)
        for want in ("GENERATED by scripts/catalog/itanium_rules.py",
                     "libpfm 3.10", "5a353fcbc9a03c3ca063d39da7dc3f61ffe50cef",
                     "data/libpfm/COPYRIGHT"):
            self.assertIn(want, head)

    def test_wired_in(self):
        with open(os.path.join(ROOT, "Kbuild"), encoding="utf-8") as f:
            self.assertIn("drivers/itanium/models/itanium1_rules_gen.o", f.read())
        with open(os.path.join(ROOT, "drivers", "itanium", "models", "itanium1.c"),
                  encoding="utf-8") as f:
            self.assertIn(".codes = xpmu_ia_ita_codes,", f.read())


class Planted(unittest.TestCase):
    """A header whose entries of one code disagree cannot be expressed."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        os.makedirs(os.path.join(self.tmp, "lib"))
        self.header = os.path.join(self.tmp, "lib", "itanium_events.h")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def plant(self, old, new):
        with open(HEADER, encoding="utf-8") as f:
            text = f.read()
        self.assertIn(old, text)
        with open(self.header, "w", encoding="utf-8") as f:
            f.write(text.replace(old, new))

    def test_counters_vary_within_code(self):
        self.plant('{ "IA64_TAGGED_INST_RETIRED_PMC9", {0x20008} , 0x30,',
                   '{ "IA64_TAGGED_INST_RETIRED_PMC9", {0x20008} , 0xf0,')
        with self.assertRaisesRegex(ir.RulesError, "code 0x8"):
            ir.generate(self.tmp)

    def test_iar_varies_within_code(self):
        self.plant('{ "IA64_TAGGED_INST_RETIRED_PMC8", {0x30008} , 0x30, 6, {0xffff0003}',
                   '{ "IA64_TAGGED_INST_RETIRED_PMC8", {0x30008} , 0x30, 6, {0xffff0002}')
        with self.assertRaisesRegex(ir.RulesError, "code 0x8"):
            ir.generate(self.tmp)

    def test_lost_entry(self):
        self.plant('{ "CPU_CYCLES", {0x12} ,', '{ "CPU_CYCLES", {0x12},')
        with self.assertRaisesRegex(ir.RulesError, "229 entries"):
            ir.generate(self.tmp)


if __name__ == "__main__":
    unittest.main()
