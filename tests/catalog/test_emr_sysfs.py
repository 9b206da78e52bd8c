#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of scripts/catalog/emr_sysfs.py: the driver's aliases and counter
restrictions generated from data/emr.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Expected values were read from the guide (../shared/seeds/
001_7016be057a821061.txt) and, for the CHA extended umask, from Intel's
public perfmon table (EMR uncore-cache.json, UNC_CHA_TOR_INSERTS.IA_MISS:
UMask 0xc001fe01, UMaskExt 0xc001fe), not from the generator.
"""

import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "data", "emr")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "emr_sysfs.py")
EVENTS_C = os.path.join(ROOT, "drivers", "uncore", "units", "events.c")
EXPECT = os.path.join(ROOT, "tests", "guest", "catalog-expect")

spec = importlib.util.spec_from_file_location("emr_sysfs", SCRIPT)
emr_sysfs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(emr_sysfs)


def expect_lines():
    with open(EXPECT, encoding="utf-8") as f:
        return [l.split() for l in f if not l.startswith("#")]


class Generated(unittest.TestCase):
    def test_committed_files_are_fresh(self):
        r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                            "--out", EVENTS_C, "--expect", EXPECT, "--check"],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_check_catches_a_stale_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".c") as f:
            f.write("/* stale */\n")
            f.flush()
            r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                                "--out", f.name, "--check"],
                               capture_output=True, text=True)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("stale", r.stderr)


class Controls(unittest.TestCase):
    """config strings -> counter control, by the guide's layout."""

    def test_layout(self):
        v = emr_sysfs.config_value
        self.assertEqual(v("event=0x01"), 0x01)
        self.assertEqual(v("event=0x11,umask=0x04"), 0x0411)
        # Extension bits start at control bit 32 (Table 2-77 xtra 57:32).
        self.assertEqual(v("event=0x35,umask=0xc001fe01"), 0xc001fe00000135)
        # IIO ch_mask 47:36, fc_mask 50:48.
        self.assertEqual(v("event=0x83,umask=0x01,ch_mask=0x001,fc_mask=0x7"),
                         0x7 << 48 | 0x1 << 36 | 0x0183)

    def test_known_aliases(self):
        got = {(s, a): int(c, 16) for s, a, c in expect_lines()}
        self.assertEqual(got[("cha", "tor_inserts.ia_miss")], 0xc001fe00000135)
        self.assertEqual(got[("cha", "clockticks")], 0x01)
        # CMS (mesh) events are also the CHA's, M2PCIe's and M3UPI's (2.1).
        for stem in ("cha", "m2pcie", "m3upi"):
            self.assertIn((stem, "horz_ring_bl_in_use.left_even"), got)
        self.assertNotIn(("imc", "horz_ring_bl_in_use.left_even"), got)

    def test_cha_opcode_match(self):
        # 3.1.1: TOR events match an IDI opcode when match_opc (control
        # bit 41, Table 2-73) is set, the opcode in opc (53:43); Table 3-1:
        # RFO 0x100, RFO_Pref 0x110, CRd 0x101, DRd 0x102.
        got = {(s, a): int(c, 16) for s, a, c in expect_lines()}
        for alias, opc in (("tor_inserts.ia_miss_rfo", 0x100),
                           ("tor_inserts.ia_miss_rfo_pref", 0x110),
                           ("tor_inserts.ia_miss_crd", 0x101),
                           ("tor_inserts.ia_miss_drd", 0x102)):
            ctl = got[("cha", alias)]
            self.assertTrue(ctl >> 41 & 1, alias)
            self.assertEqual(ctl >> 43 & 0x7ff, opc, alias)

    def test_aliases_well_formed(self):
        seen = set()
        for stem, alias, ctl in expect_lines():
            self.assertIn(stem, emr_sysfs.STEMS)
            self.assertRegex(alias, r"^[a-z0-9_.]+$")
            self.assertNotIn((stem, alias), seen, "duplicate alias")
            seen.add((stem, alias))
            self.assertNotEqual(int(ctl, 16) & 0xff, 0, f"{alias}: event 0")


    def test_fits_the_control(self):
        # Bits an alias may set: event and umask (15:8) everywhere; the
        # extension from bit 32: 32 bits on the CHA (xtra [57:32], the
        # kernel's config:32-63), 24 on the other 64-bit units, none on
        # the 32-bit iMC and PCU controls; IIO has ch_mask 47:36 and
        # fc_mask 50:48 instead (Table 1-5 and each unit's control table).
        def bits(hi, lo):
            return ((1 << (hi + 1)) - 1) & ~((1 << lo) - 1)
        base = bits(15, 0)
        allowed = {"cha": base | bits(63, 32), "imc": base, "pcu": base,
                   "iio": base | bits(50, 36)}
        for stem, alias, ctl in expect_lines():
            with self.subTest(alias=f"{stem}/{alias}"):
                extra = int(ctl, 16) & ~allowed.get(stem, base | bits(55, 32))
                self.assertEqual(extra, 0, f"{extra:#x}")


class Restrictions(unittest.TestCase):
    """The "Ctrs" column, as the driver gets it."""

    @classmethod
    def setUpClass(cls):
        with open(EVENTS_C, encoding="utf-8") as f:
            text = f.read()
        cls.tables = {}
        for m in re.finditer(r"static const struct xpmu_restrict (\w+)_restricts"
                             r"\[\] = \{\n(.*?)\};", text, re.S):
            rows = re.findall(r"\{ (0x[0-9a-f]+), (0x[0-9a-f]+) \}", m.group(2))
            cls.tables[m.group(1)] = [(int(a, 16), int(b, 16)) for a, b in rows]

    def test_sorted_for_bsearch(self):
        self.assertEqual(set(self.tables), set(emr_sysfs.STEMS))
        for stem, rows in self.tables.items():
            codes = [c for c, _ in rows]
            self.assertEqual(codes, sorted(set(codes)), stem)

    def test_guide_values(self):
        def ctrs(stem, code):
            return dict(self.tables[stem]).get(code)
        self.assertEqual(ctrs("cha", 0x11), 0x1)    # RxC_OCCUPANCY, Table 2-76
        self.assertEqual(ctrs("cha", 0x36), 0x1)    # TOR_OCCUPANCY
        self.assertEqual(ctrs("cha", 0x35), 0xf)    # TOR_INSERTS
        self.assertEqual(ctrs("iio", 0x83), 0x3)    # Table 2-188
        self.assertEqual(ctrs("iio", 0xc5), 0xc)
        self.assertEqual(ctrs("cxlcm", 0x40), 0xf0)  # Table 2-429
        self.assertEqual(ctrs("cxlcm", 0x02), 0x0f)
        self.assertEqual(ctrs("m3upi", 0x1c), 0x1)  # Table 2-367
        self.assertEqual(ctrs("m3upi", 0x40), 0x7)
        self.assertEqual(ctrs("m2pcie", 0x14), 0x3)  # Table 2-333


if __name__ == "__main__":
    unittest.main()
