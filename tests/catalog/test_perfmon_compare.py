#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The EMR sysfs aliases against Intel's event files, by encoding.

scripts/catalog/perfmon_compare.py pairs every alias the driver exports
with Intel's entry (data/perfmon, pinned) and reports what differs; every
difference must be in tests/catalog/perfmon-differences with its reason.
These tests run it on the committed catalog, and plant wrong aliases in a
copy to show that each kind of mistake fails.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import hashlib
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "data", "emr")
PERFMON = os.path.join(ROOT, "data", "perfmon")
REVIEWED = os.path.join(ROOT, "tests", "catalog", "perfmon-differences")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "perfmon_compare.py")

sys.path.insert(0, os.path.dirname(SCRIPT))
spec = importlib.util.spec_from_file_location("perfmon_compare", SCRIPT)
pc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pc)


def judge(data_dir, reviewed=REVIEWED):
    found = pc.run(data_dir, PERFMON)
    return pc.judge(found, pc.load_reviewed(reviewed))


class Committed(unittest.TestCase):
    def test_every_difference_is_reviewed(self):
        unreviewed, stale = judge(DATA)
        self.assertEqual([pc.key(f) for f in unreviewed], [])
        self.assertEqual(stale, [])

    def test_pinned_files_unchanged(self):
        """data/perfmon holds Intel's files as published (README sums)."""
        with open(os.path.join(PERFMON, "README"), encoding="utf-8") as f:
            sums = [line.split() for line in f.read().split("sha256:\n")[1]
                    .splitlines() if line.strip()]
        self.assertEqual(len(sums), 6)
        # Each CPU's two files (uncore and uncore experimental).
        self.assertEqual(sorted(name.split("/")[0] for _, name in sums),
                         sorted(2 * ["EMR", "ICX", "SPR"]))
        for digest, name in sums:
            with open(os.path.join(PERFMON, name), "rb") as f:
                self.assertEqual(hashlib.sha256(f.read()).hexdigest(),
                                 digest, name)

    def test_intel_reference_values(self):
        """Spot checks of the parser against Intel's text, read by hand."""
        emr = pc.intel([os.path.join(PERFMON, "EMR",
                                     "emeraldrapids_uncore.json")])
        # UNC_CHA_TOR_INSERTS.IA_MISS: EventCode 0x35, UMask 0x01,
        # UMaskExt 0x00c001fe, Counter 0,1,2,3.
        self.assertEqual(emr["cha"]["tor_inserts.ia_miss"]["control"],
                         0xc001fe00000135)
        self.assertEqual(emr["cha"]["tor_inserts.ia_miss"]["counters"], 0xf)
        # UNC_M2M_CMS_CLOCKTICKS: 0xc0, UMaskExt 0x800000 (bit 55).
        self.assertEqual(emr["m2m"]["cms_clockticks"]["control"],
                         0x800000000000c0)


class Planted(unittest.TestCase):
    """A copy of data/emr with one mistake: the comparison must fail."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.data = os.path.join(self.tmp, "emr")
        shutil.copytree(DATA, self.data)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def edit(self, unit, fn):
        path = os.path.join(self.data, unit + ".json")
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        fn(doc)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f)

    def umask(self, doc, alias):
        return next(u for e in doc["events"] for u in e["umasks"]
                    if u["alias"] == alias)

    def event(self, doc, alias):
        return next(e for e in doc["events"] if e["alias"] == alias)

    def unreviewed(self):
        unreviewed, _ = judge(self.data)
        return [pc.key(f) for f in unreviewed]

    def test_wrong_umask(self):
        self.edit("cha", lambda d: self.umask(d, "tor_inserts.ia_miss")
                  .update(config="event=0x35,umask=0xc001fe02"))
        self.assertEqual(self.unreviewed(), [
            "emr different cha tor_inserts.ia_miss "
            "control=0xc001fe00000235/0xc001fe00000135"])

    def test_wrong_event_code(self):
        self.edit("upi", lambda d: self.event(d, "clockticks")
                  .update(config="event=0x02"))
        self.assertEqual(self.unreviewed(),
                         ["emr different upi clockticks control=0x2/0x1"])

    def test_lost_port_mask(self):
        um = "comp_buf_inserts.cmpd.part0"
        self.edit("iio", lambda d: self.umask(d, um).update(
            config="event=0xc2,umask=0x04,ch_mask=0x000,fc_mask=0x7"))
        self.assertEqual(self.unreviewed(), [
            f"emr different iio {um} "
            "control=0x70000000004c2/0x70010000004c2"])

    def test_loose_restriction(self):
        self.edit("m3upi", lambda d: self.event(d, "wb_pending")
                  .update(counters=[0, 1, 2, 3]))
        got = self.unreviewed()
        self.assertTrue(got)
        self.assertTrue(all(k.startswith("emr different m3upi wb_pending.")
                            and k.endswith("counters=0xf/0x1") for k in got),
                        got)

    def test_m2m_mesh_bit_lost(self):
        self.edit("m2m", lambda d: self.event(d, "cms_clockticks")
                  .update(config="event=0xc0"))
        self.assertEqual(self.unreviewed(), [
            "emr different m2m cms_clockticks control=0xc0/0x800000000000c0",
            "emr different m2m cms_clockticks control=0xc0 lacks the M2M "
            "mesh bit 0x80000000000000"])

    def test_mesh_alias_against_icx(self):
        um = "ag0_ad_crd_acquired0.tgr3"
        self.edit("cms", lambda d: self.umask(d, um)
                  .update(config="event=0x80,umask=0x10"))
        got = self.unreviewed()
        for pmu in ("cha", "m2pcie", "m3upi"):
            self.assertIn(f"icx different {pmu} {um} "
                          "control=0x1080/0x880", got)

    def test_renamed_alias(self):
        """A renamed alias pairs by encoding and is reported."""
        self.edit("pcu", lambda d: self.event(d, "clockticks")
                  .update(alias="clockticks_x"))
        self.assertEqual(self.unreviewed(), [
            "emr renamed pcu clockticks_x UNC_P_CLOCKTICKS"])

    def test_name_only_excuse(self):
        """A line excuses the values it states, and no others."""
        self.edit("cha", lambda d: self.umask(d, "tor_inserts.ia_miss")
                  .update(config="event=0x35,umask=0xc001fe02"))
        path = os.path.join(self.tmp, "reviewed")
        with open(REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "emr different cha tor_inserts.ia_miss # planted\n"
                    "emr different cha tor_inserts.* control=*/* # planted\n"
                    "emr different cha tor_inserts.ia_mis? "
                    "control=0xc001fe00000335/0xc001fe00000135 # planted\n")
        unreviewed, stale = judge(self.data, path)
        self.assertEqual([pc.key(f) for f in unreviewed], [
            "emr different cha tor_inserts.ia_miss "
            "control=0xc001fe00000235/0xc001fe00000135"])
        self.assertEqual(stale, [
            "emr different cha tor_inserts.ia_miss (name-only: the line "
            "must state the values it excuses)",
            "emr different cha tor_inserts.* control=*/* (a value may not "
            "be a glob)",
            "emr different cha tor_inserts.ia_mis? "
            "control=0xc001fe00000335/0xc001fe00000135"])

    def test_glob_names_only(self):
        """A glob stands for part of a name, not for a word or a value."""
        self.assertTrue(pc.glob_match("emr ours-only cha a.b", "emr * cha a.*"))
        self.assertFalse(pc.glob_match("emr different cha a.b control=1/2",
                                       "emr different cha *"))
        self.assertFalse(pc.glob_match("emr different cha a.b control=1/2",
                                       "emr different cha a.b control=1/?"))
        self.assertTrue(pc.glob_match("emr different cha a.b control=1/2",
                                      "emr different cha a.? control=1/2"))

    def test_stale_reviewed_line(self):
        path = os.path.join(self.tmp, "reviewed")
        with open(REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "emr ours-only cha no_such_alias # planted\n")
        unreviewed, stale = judge(DATA, path)
        self.assertEqual((unreviewed, stale),
                         ([], ["emr ours-only cha no_such_alias"]))


if __name__ == "__main__":
    unittest.main()
