#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Intel's SPR uncore event files against its EMR ones.

scripts/catalog/perfmon_models.py compares every field of every event of
the two CPUs' files (data/perfmon, pinned); every difference must be in
tests/catalog/perfmon-spr-vs-emr with its reason.  With the catalog held
against the EMR files (test_perfmon_compare.py) this holds it on SPR.
These tests run it on the pinned files, and plant changes in a copy of
the SPR files to show that each kind fails.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import importlib.util
import json
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PERFMON = os.path.join(ROOT, "data", "perfmon")
REVIEWED = os.path.join(ROOT, "tests", "catalog", "perfmon-spr-vs-emr")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "perfmon_models.py")
SPR_MAIN = "sapphirerapids_uncore.json"
SPR_EXP = "sapphirerapids_uncore_experimental.json"

sys.path.insert(0, os.path.dirname(SCRIPT))
spec = importlib.util.spec_from_file_location("perfmon_models", SCRIPT)
pm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pm)


def judge(perfmon_dir, reviewed=REVIEWED):
    _, found = pm.run(perfmon_dir)
    return pm.judge(found, pm.perfmon_compare.load_reviewed(reviewed))


class Committed(unittest.TestCase):
    def test_every_difference_is_reviewed(self):
        unreviewed, stale = judge(PERFMON)
        self.assertEqual([pm.key(f) for f in unreviewed], [])
        self.assertEqual(stale, [])

    def test_findings(self):
        """The pinned files: 22 CHA events only EMR lists, nothing else."""
        n, found = pm.run(PERFMON)
        self.assertEqual(n, 2304)
        odd = [f for f in found if f[0] != "same"]
        self.assertEqual(len(odd), 22)
        self.assertTrue(all(f[0] == "emr-only" and f[1].startswith(
            "CHA UNC_CHA_TOR_") and f[1].endswith("_CXL_EXP_LOCAL")
            for f in odd), odd)

    def test_stale_reviewed_line(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        path = os.path.join(tmp, "reviewed")
        with open(REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "spr-only CHA UNC_CHA_NO_SUCH_EVENT # planted\n")
        self.assertEqual(judge(PERFMON, path),
                         ([], ["spr-only CHA UNC_CHA_NO_SUCH_EVENT"]))


class Planted(unittest.TestCase):
    """A copy of data/perfmon with one change to the SPR files: the
    comparison must fail."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.perfmon = os.path.join(self.tmp, "perfmon")
        for cpu in ("EMR", "SPR"):
            shutil.copytree(os.path.join(PERFMON, cpu),
                            os.path.join(self.perfmon, cpu))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def edit(self, name, fn):
        path = os.path.join(self.perfmon, "SPR", name)
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        fn(doc["Events"])
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f)

    @staticmethod
    def event(events, name):
        return next(e for e in events if e["EventName"] == name)

    def unreviewed(self):
        unreviewed, stale = judge(self.perfmon)
        self.assertEqual(stale, [])
        return [pm.key(f) for f in unreviewed]

    def test_umask_changed(self):
        self.edit(SPR_MAIN, lambda ev: self.event(
            ev, "UNC_CHA_TOR_INSERTS.IA_MISS").update(UMask="0x02"))
        self.assertEqual(self.unreviewed(), [
            "different CHA UNC_CHA_TOR_INSERTS.IA_MISS UMask=0x01/0x02"])

    def test_event_removed(self):
        self.edit(SPR_MAIN, lambda ev: ev.remove(
            self.event(ev, "UNC_P_CLOCKTICKS")))
        self.assertEqual(self.unreviewed(),
                         ["emr-only PCU UNC_P_CLOCKTICKS"])

    def test_event_added(self):
        self.edit(SPR_EXP, lambda ev: ev.append(dict(
            ev[0], Unit="PCU", EventName="UNC_P_PLANTED")))
        self.assertEqual(self.unreviewed(), ["spr-only PCU UNC_P_PLANTED"])

    def test_field_added(self):
        self.edit(SPR_MAIN, lambda ev: self.event(
            ev, "UNC_P_CLOCKTICKS").update(Errata="SPR4"))
        self.assertEqual(self.unreviewed(), [
            "different PCU UNC_P_CLOCKTICKS Errata=(absent)/SPR4"])

    def test_event_moved_file(self):
        """An event moved between the uncore and experimental files."""
        def move(ev):
            e = self.event(ev, "UNC_P_CLOCKTICKS")
            ev.remove(e)
            moved.append(e)
        moved = []
        self.edit(SPR_MAIN, move)
        self.edit(SPR_EXP, lambda ev: ev.extend(moved))
        self.assertEqual(self.unreviewed(), [
            "different PCU UNC_P_CLOCKTICKS file=uncore/experimental"])


if __name__ == "__main__":
    unittest.main()
