#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of scripts/catalog/emr_sysfs.py: the driver's aliases and counter
restrictions generated from data/emr.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Expected values were read from the EMR uncore guide (seed
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
EVENTS_C = os.path.join(ROOT, "drivers", "uncore", "catalog", "events_gen.c")
ALIASES_C = os.path.join(ROOT, "drivers", "uncore", "catalog", "aliases_gen.c")
EXPECT = os.path.join(ROOT, "tests", "guest", "catalog-expect")

spec = importlib.util.spec_from_file_location("emr_sysfs", SCRIPT)
emr_sysfs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(emr_sysfs)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from table_1_7 import TABLE_1_7  # noqa: E402


def read_events_c():
    """Both generated files: xpmu_uncore's and xpmu_uncore_catalog's."""
    text = ""
    for path in (EVENTS_C, ALIASES_C):
        with open(path, encoding="utf-8") as f:
            text += f.read()
    return text


def expect_lines():
    with open(EXPECT, encoding="utf-8") as f:
        return [l.split() for l in f if not l.startswith("#")]


class Generated(unittest.TestCase):
    def test_committed_files_are_fresh(self):
        r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                            "--out", EVENTS_C, "--aliases", ALIASES_C,
                            "--expect", EXPECT, "--check"],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_check_catches_a_stale_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".c") as f:
            f.write("/* stale */\n")
            f.flush()
            r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                                "--out", f.name, "--aliases", ALIASES_C,
                                "--check"],
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
        text = read_events_c()
        cls.tables = {}
        for m in re.finditer(r"static const struct xpmu_unc_restrict (\w+)_restricts"
                             r"\[\] = \{\n(.*?)\};", text, re.S):
            rows = re.findall(r"\{ \.event = (0x[0-9a-f]+), "
                              r"\.counters = (0x[0-9a-f]+) \}", m.group(2))
            cls.tables[m.group(1)] = [(int(a, 16), int(b, 16)) for a, b in rows]
        cls.asserted = {m.group(1): int(m.group(2)) for m in re.finditer(
            r"static_assert\(ARRAY_SIZE\((\w+)_restricts\) == (\d+)\);", text)}
        cls.catalogs = re.findall(r"^const struct xpmu_unc_catalog xpmu_unc_catalog_(\w+)",
                                  text, re.M)
        cls.text = text

    def ctrs(self, stem, code):
        """The counters the driver lets the code use: every one unless
        listed (drivers/uncore/catalog/catalog.c)."""
        return dict(self.tables.get(stem, [])).get(
            code, (1 << TABLE_1_7[stem]) - 1)

    def test_sorted_for_bsearch(self):
        self.assertEqual(self.catalogs, emr_sysfs.STEMS)
        self.assertLessEqual(set(self.tables), set(emr_sysfs.STEMS))
        for stem, rows in self.tables.items():
            codes = [c for c, _ in rows]
            self.assertEqual(codes, sorted(set(codes)), stem)
            self.assertIn(f".restricts = {stem}_restricts,", self.text)

    def test_only_real_restrictions(self):
        # A row allowing every counter of the unit changes nothing: an
        # unlisted code may use every counter.  None is written.
        self.assertEqual(emr_sysfs.COUNTERS, TABLE_1_7)
        for stem, rows in self.tables.items():
            full = (1 << TABLE_1_7[stem]) - 1
            for code, mask in rows:
                with self.subTest(stem=stem, code=hex(code)):
                    self.assertNotEqual(mask, full)
                    self.assertEqual(mask & ~full, 0)
                    self.assertNotEqual(mask, 0)

    def test_count_checked_at_build(self):
        self.assertEqual(self.asserted,
                         {s: len(r) for s, r in self.tables.items()})

    def test_every_listed_code_kept(self):
        # Every event code with a "Ctrs" mask (or another source's, where
        # the guide has no event of the code) still gets that mask.
        stems = emr_sysfs.build(emr_sysfs.load(DATA),
                                others=emr_sysfs.load_restrictions(DATA))
        for stem, (_, restrict) in stems.items():
            for code, (mask, _) in restrict.items():
                self.assertEqual(self.ctrs(stem, code), mask,
                                 f"{stem} {code:#x}")

    def test_guide_values(self):
        ctrs = self.ctrs
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
        # Every counter: not listed at all.
        self.assertNotIn(0x35, dict(self.tables["cha"]))


class Aliases(unittest.TestCase):
    """The events/ groups of events_gen.c and aliases_gen.c against
    catalog-expect."""

    @classmethod
    def setUpClass(cls):
        text = read_events_c()
        cls.text = text
        cls.arrays = {}
        for m in re.finditer(r"^static struct attribute \*(\w+)\[\] = \{\n"
                             r"(.*?)\n\};", text, re.S | re.M):
            cls.arrays[m.group(1)] = re.findall(r'XPMU_EV\("([^"]+)"',
                                                m.group(2))
        cls.updates = {}
        for m in re.finditer(r"^static const struct attribute_group "
                             r"\*(\w+)_event_update\[\] = \{\n(.*?)\n\};",
                             text, re.S | re.M):
            cls.updates[m.group(1)] = re.findall(r"&(\w+)_events,", m.group(2))
        cls.expect = {}
        for stem, alias, _ in expect_lines():
            cls.expect.setdefault(stem, set()).add(alias)

    def shown(self, stem):
        """events/ of a catalog=1 PMU: its array and its attr_update."""
        names = list(self.arrays[f"{stem}_event_attrs"])
        for group in self.updates.get(stem, []):
            names += self.arrays[f"{group}_event_attrs"]
        return names

    def test_catalog_1_is_the_catalog(self):
        for stem in emr_sysfs.STEMS:
            names = self.shown(stem)
            self.assertEqual(len(names), len(set(names)), stem)
            aliases = {n for n in names if not n.endswith((".scale", ".unit"))}
            self.assertEqual(aliases, self.expect[stem], stem)
            for n in set(names) - aliases:
                self.assertIn(n.rsplit(".", 1)[0], aliases, n)

    def test_catalog_0_is_the_base(self):
        for stem in emr_sysfs.STEMS:
            base = self.arrays[f"{stem}_base_attrs"]
            self.assertLessEqual(set(base), set(self.shown(stem)), stem)
            # The kernel's driver names events of the iMC only
            # (spr_uncore_imc_events): no events/ elsewhere.
            if stem != "imc":
                self.assertEqual(base, [], stem)
        self.assertEqual(self.arrays["imc_base_attrs"],
                         ["clockticks", "cas_count_read",
                          "cas_count_read.scale", "cas_count_read.unit",
                          "cas_count_write", "cas_count_write.scale",
                          "cas_count_write.unit"])

    def test_one_name_one_event(self):
        # A name counts the same event whatever catalog= is: the kernel's
        # iMC clockticks (spr_uncore_imc_events: event=0x01,umask=0x00,
        # Table 2-133's HCLOCKTICKS) is clockticks in both, and the
        # guide's CLOCKTICKS (DCLK, Intel's UNC_M_CLOCKTICKS umask 0x01)
        # has a name of its own.
        rows = {}
        for arr in ("imc_base_attrs", "imc_event_attrs"):
            m = re.search(r"^static struct attribute \*" + arr +
                          r"\[\] = \{\n(.*?)\n\};", self.text, re.S | re.M)
            rows[arr] = dict(re.findall(r'XPMU_EV\("([^"]+)",\s*"([^"]*)"\)',
                                        m.group(1)))
        for name, text in rows["imc_base_attrs"].items():
            self.assertEqual(rows["imc_event_attrs"].get(name), text, name)
        self.assertEqual(rows["imc_base_attrs"]["clockticks"],
                         "event=0x01,umask=0x00")
        dclk = [n for n, t in rows["imc_event_attrs"].items()
                if t == "event=0x01,umask=0x01"]
        self.assertEqual(dclk, ["dclk"])

    def test_mesh_emitted_once(self):
        # 2.1: the mesh (CMS) events are the CHA's, M2PCIe's and M3UPI's,
        # in one group merged into each of theirs.
        self.assertEqual(self.updates, {s: ["cms"] for s in
                                        ("cha", "m2pcie", "m3upi")})
        mesh = self.arrays["cms_event_attrs"]
        self.assertIn("horz_ring_bl_in_use.left_even", mesh)
        cms = [u for u in emr_sysfs.load(DATA) if u["unit"] == "cms"][0]
        self.assertEqual(mesh, [a for a, _ in emr_sysfs.aliases_of(cms)])
        rows = re.findall(r'XPMU_EV\("([^"]+)",\s*"([^"]+)"\)', self.text)
        for row in emr_sysfs.aliases_of(cms):
            self.assertEqual(rows.count(row), 1, row)

    def test_catalog_1_is_a_module_of_its_own(self):
        # xpmu_uncore keeps the restrictions and the kernel's names;
        # every catalog=1 alias is in xpmu_uncore_catalog, whose table
        # names each stem's events/ and attr_update.
        with open(EVENTS_C, encoding="utf-8") as f:
            driver = f.read()
        with open(ALIASES_C, encoding="utf-8") as f:
            module = f.read()
        self.assertNotIn("_event_attrs", driver)
        self.assertNotIn("_base_attrs", module)
        self.assertNotIn("_restricts", module)
        table = re.findall(r'\t\t\.stem = "(\w+)",\n\t\t\.events = \{\n'
                           r'\t\t\t\.name = "events",\n'
                           r'\t\t\t\.attrs = (\w+)_event_attrs,\n\t\t\},\n'
                           r'(?:\t\t\.update = (\w+)_event_update,\n)?', module)
        self.assertEqual([row[0] for row in table], emr_sysfs.STEMS)
        for stem, attrs, update in table:
            self.assertEqual(attrs, stem)
            self.assertEqual(update, stem if stem in self.updates else "")

    def test_no_separate_attr_arrays(self):
        # The aliases are compound literals in the attribute arrays.
        self.assertNotIn("struct perf_pmu_events_attr", self.text)
        self.assertNotIn(".attr.attr,", self.text)


if __name__ == "__main__":
    unittest.main()
