#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The Itanium catalogs against libpfm's event tables.

scripts/catalog/libpfm_compare.py pairs every Montecito event and umask
of data/itanium/montecito.json with libpfm's entry (data/libpfm, pinned),
holds each libpfm Itanium entry against the driver's Itanium model, and
reports what differs; every difference must be in
tests/catalog/libpfm-differences with its reason.  These tests run it on
the committed catalog, check its parser against values read by hand from
libpfm's files, and plant mistakes in a copy of the catalog to show that
each kind fails.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import hashlib
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CATALOG = os.path.join(ROOT, "data", "itanium", "montecito.json")
LIBPFM = os.path.join(ROOT, "data", "libpfm")
REVIEWED = os.path.join(ROOT, "tests", "catalog", "libpfm-differences")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "libpfm_compare.py")

sys.path.insert(0, os.path.dirname(SCRIPT))
spec = importlib.util.spec_from_file_location("libpfm_compare", SCRIPT)
lc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(lc)

# The reasons a reviewed difference may give (the list's header).
REASON = re.compile(r"^(document over libpfm|libpfm over document"
                    r"|wrong here|not offered here): \S")
# Entries in libpfm's tables (their "#define PME_*" indices; itanium_events.h
# line 495: PME_ITA_EVENT_COUNT 230).
MONTECITO_ENTRIES = 637
ITANIUM_ENTRIES = 230


def judge(catalog=CATALOG, reviewed=REVIEWED):
    lines = lc.findings(lc.run(catalog, LIBPFM))
    return lc.judge(lines, lc.load_reviewed(reviewed))


class Committed(unittest.TestCase):
    def test_every_difference_is_reviewed(self):
        unreviewed, stale = judge()
        self.assertEqual(unreviewed, [])
        self.assertEqual(stale, [])

    def test_reasons_are_classed(self):
        for pattern, reason in lc.load_reviewed(REVIEWED):
            self.assertRegex(reason, REASON, pattern)

    def test_pinned_files_unchanged(self):
        """data/libpfm holds libpfm's files as published (README sums)."""
        with open(os.path.join(LIBPFM, "README"), encoding="utf-8") as f:
            sums = [line.split() for line in f.read().split("sha256:\n")[1]
                    .splitlines() if line.strip()]
        self.assertEqual(len(sums), 7)
        for digest, name in sums:
            with open(os.path.join(LIBPFM, name), "rb") as f:
                self.assertEqual(hashlib.sha256(f.read()).hexdigest(),
                                 digest, name)

    def test_every_entry_accounted_for(self):
        """Each libpfm entry is in exactly one result (pair or leftover)."""
        totals = lc.totals(lc.run(CATALOG, LIBPFM))
        mont, ita = totals["montecito"], totals["itanium"]
        self.assertEqual(mont["same"] + mont["different"] + mont["renamed"]
                         + mont["libpfm-only"], MONTECITO_ENTRIES)
        self.assertEqual(ita["same"] + ita["different"] + ita["libpfm-only"],
                         ITANIUM_ENTRIES)


class LibpfmParser(unittest.TestCase):
    """The parser against libpfm's text, read by hand (data/libpfm)."""

    @classmethod
    def setUpClass(cls):
        cls.mont = lc.libpfm_montecito(
            os.path.join(LIBPFM, "lib", "montecito_events.h"))
        cls.ita = lc.libpfm_itanium(
            os.path.join(LIBPFM, "lib", "itanium_events.h"))

    def test_entry_counts(self):
        self.assertEqual(len(self.mont), MONTECITO_ENTRIES)
        self.assertEqual(len(self.ita), ITANIUM_ENTRIES)

    def test_montecito_l1d_set(self):
        # montecito_events.h:483: DATA_REFERENCES_SET1, {0xc5}, 0xfff0, 4,
        # {0x5110007}: iar/opm/dar, group 1 (L1D) at 19:16, set 1 at 23:20.
        self.assertEqual(self.mont["DATA_REFERENCES_SET1"], {
            "code": 0xc5, "vtype": 0, "type": "A", "umask": 0,
            "counters": 0xfff0, "max_inc": 4, "iar": 1, "opc": 1, "dar": 1,
            "mesi": 0, "l1d_set": 1, "l2d_set": None})

    def test_montecito_l2d_set_and_caf(self):
        # montecito_events.h:867: L2D_OZQ_FULL_THIS, {0x8bc}, 0xfff0, 1,
        # {0x4520000}: code 0xbc, caf 1 (bit 11: Floating), group 2 (L2D),
        # set 5, no qualification.
        f = self.mont["L2D_OZQ_FULL_THIS"]
        self.assertEqual((f["code"], f["type"], f["l2d_set"], f["l1d_set"]),
                         (0xbc, "F", 5, None))
        self.assertEqual((f["iar"], f["dar"], f["opc"]), (0, 0, 0))

    def test_montecito_umask_and_no_set(self):
        # montecito_events.h:815: L2D_OPS_ISSUED_LFETCH, {0x408f0}, 0xfff0,
        # 4, {0xffff0007}: umask 4 at 31:16, group/set all ones (none).
        f = self.mont["L2D_OPS_ISSUED_LFETCH"]
        self.assertEqual((f["code"], f["umask"], f["max_inc"], f["l2d_set"]),
                         (0xf0, 4, 4, None))

    def test_montecito_mesi(self):
        # montecito_events.h:987: L3_READS_ALL_ALL, {0xf08dd}, qual
        # 0xffff0017: umask 0xf, mesi (bit 4).
        f = self.mont["L3_READS_ALL_ALL"]
        self.assertEqual((f["code"], f["umask"], f["mesi"]), (0xdd, 0xf, 1))

    def test_montecito_counters_and_causal(self):
        # montecito_events.h:435: CPU_OP_CYCLES_HALTED, {0x1018}, 0x0400, 7:
        # caf 2 (bit 12: Causal), PMD10 only.
        f = self.mont["CPU_OP_CYCLES_HALTED"]
        self.assertEqual((f["code"], f["type"], f["counters"], f["max_inc"]),
                         (0x18, "C", 0x400, 7))

    def test_montecito_ear_entry(self):
        # montecito_events.h:455: DATA_EAR_CACHE_LAT4, {0xdc8}: code 0xc8,
        # type 5 (PFMLIB_MONT_EVENT_DEAR_CACHE), caf 1.
        f = self.mont["DATA_EAR_CACHE_LAT4"]
        self.assertEqual((f["code"], f["vtype"], f["type"]), (0xc8, 5, "F"))

    def test_itanium_entries(self):
        # itanium_events.h:320: IA64_INST_RETIRED, {0x8}, 0x30, 6,
        # {0xffff0003}; :56 BRANCH_EVENT, {0x811} (btb, code 0x11);
        # :494, the last entry, ending "}};": UNSTALLED_BACKEND_CYCLE,
        # {0x5}, 0xf0, 1, {0xffff0000}.
        self.assertEqual(self.ita["IA64_INST_RETIRED"],
                         {"code": 0x8, "umask": 0, "counters": 0x30, "iar": 1})
        self.assertEqual(self.ita["BRANCH_EVENT"]["code"], 0x11)
        self.assertEqual(self.ita["UNSTALLED_BACKEND_CYCLE"],
                         {"code": 0x5, "umask": 0, "counters": 0xf0, "iar": 0})

    def test_pmc_fields(self):
        # pfmlib_itanium.h:54-64: plm:4 ev:1 oi:1 pm:1 ig1:1 es:7 ig2:1
        # umask:4 thres:3; pfmlib_montecito.h:59 es:8, 64-68 all, i, s, e, m.
        ita = lc.libpfm_pmc_fields(
            os.path.join(LIBPFM, "include", "perfmon", "pfmlib_itanium.h"),
            "pmc_ita_count_reg")
        mont = lc.libpfm_pmc_fields(
            os.path.join(LIBPFM, "include", "perfmon", "pfmlib_montecito.h"),
            "pmc_mont_counter_reg")
        self.assertEqual((ita["es"], ita["umask"], ita["thres"]),
                         ((14, 8), (19, 16), (22, 20)))
        self.assertEqual((mont["es"], mont["all"], mont["mesi"]),
                         ((15, 8), (26, 26), (30, 27)))

    def test_our_pmc_fields(self):
        """The Itanium's own select (XPMU_IA_ITA_PMC_ES) replaces Table 3-6's."""
        regs = os.path.join(ROOT, "include", "xpmu", "itanium", "regs.h")
        self.assertEqual(lc.ours_pmc_fields(regs)["es"], (15, 8))
        ita = lc.ours_pmc_fields(regs, "XPMU_IA_ITA_PMC_")
        self.assertEqual((ita["es"], ita["umask"], ita["thres"]),
                         ((14, 8), (19, 16), (22, 20)))


class Planted(unittest.TestCase):
    """A copy of the catalog with one mistake: the comparison must fail."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.catalog = os.path.join(self.tmp, "montecito.json")
        shutil.copy(CATALOG, self.catalog)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def edit(self, name, fn):
        with open(self.catalog, encoding="utf-8") as f:
            doc = json.load(f)
        fn(next(e for e in doc["events"] if e["name"] == name))
        with open(self.catalog, "w", encoding="utf-8") as f:
            json.dump(doc, f)

    def assertUnreviewed(self, expected):
        unreviewed, stale = judge(self.catalog)
        self.assertEqual((unreviewed, stale), (expected, []))

    def test_wrong_code(self):
        self.edit("FP_OPS_RETIRED", lambda e: e.update(codes=[0x0a]))
        self.assertUnreviewed(
            ["montecito different FP_OPS_RETIRED code=0xa/0x9"])

    def test_wrong_umask(self):
        def fn(e):
            um = next(u for u in e["umasks"] if u["name"] == "ALL.ALL")
            um["value"] = 0xe
        self.edit("L3_READS", fn)
        self.assertUnreviewed(
            ["montecito different L3_READS.ALL.ALL umask=0xe/0xf"])

    def test_wrong_counters(self):
        self.edit("LOADS_RETIRED",
                  lambda e: e.update(counters=list(range(4, 10))))
        self.assertUnreviewed(
            ["montecito different LOADS_RETIRED counters=0x3f0/0xfff0"])

    def test_flipped_dar(self):
        self.edit("FP_OPS_RETIRED", lambda e: e.update(dar=True))
        self.assertUnreviewed(["montecito different FP_OPS_RETIRED dar=1/0"])

    def test_wrong_l2d_set(self):
        self.edit("L2D_OZQ_ACQUIRE", lambda e: e.update(l2d_set=5))
        self.assertUnreviewed(
            ["montecito different L2D_OZQ_ACQUIRE l2d_set=5/6"])

    def test_renamed_event(self):
        """A renamed event pairs by encoding and is reported."""
        self.edit("FP_OPS_RETIRED",
                  lambda e: e.update(name="FP_OPS_RETIRED_X"))
        self.assertUnreviewed(
            ["montecito renamed FP_OPS_RETIRED_X FP_OPS_RETIRED"])

    def itanium_tree(self, edit):
        """A copy of the files the Itanium comparison reads, the generated
        table edited by @edit (text -> text); the comparison's findings."""
        top = os.path.join(self.tmp, "top")
        for rel in (("include", "xpmu", "itanium", "regs.h"),
                    ("drivers", "itanium", "models", "itanium1.c"),
                    ("drivers", "itanium", "models", "itanium1_rules_gen.c")):
            os.makedirs(os.path.join(top, *rel[:-1]), exist_ok=True)
            shutil.copy(os.path.join(ROOT, *rel), os.path.join(top, *rel))
        path = os.path.join(top, "drivers", "itanium", "models",
                            "itanium1_rules_gen.c")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(edit(text))
        lines = lc.findings(lc.run(CATALOG, LIBPFM, top=top))
        # Less the committed tree's own (the reviewed codes left out).
        base = set(lc.findings(lc.run(CATALOG, LIBPFM, top=ROOT)))
        return [x for x in lines if x.startswith("itanium") and x not in base]

    def test_itanium_wrong_counters(self):
        """NOPS_RETIRED (0x30) let onto PMC6/7."""
        self.assertEqual(self.itanium_tree(lambda t: re.sub(
            r"(\[0x30\] = XPMU_IA_CODE\()0x0030", r"\g<1>0x00f0", t)),
            ["itanium different NOPS_RETIRED counters=0xf0/0x30"])

    def test_itanium_range_everywhere(self):
        """CPU_CYCLES (0x12) given a range: libpfm's iar is 0."""
        self.assertEqual(self.itanium_tree(lambda t: re.sub(
            r"(\[0x12\] = XPMU_IA_CODE\(([^,]*, ){8})0", r"\g<1>1", t)),
            ["itanium different CPU_CYCLES iar=1/0"])

    def test_itanium_code_dropped(self):
        """A code missing from the driver's table is libpfm-only."""
        self.assertEqual(self.itanium_tree(lambda t: re.sub(
            r"\t\[0x56\] = XPMU_IA_CODE\([^)]*\),\n", "", t)),
            ["itanium libpfm-only BUS_SNOOPQ_REQ"])

    def test_stale_reviewed_line(self):
        path = os.path.join(self.tmp, "reviewed")
        with open(REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "montecito ours-only NO_SUCH_EVENT # planted\n")
        self.assertEqual(judge(reviewed=path),
                         ([], ["montecito ours-only NO_SUCH_EVENT"]))


if __name__ == "__main__":
    unittest.main()
