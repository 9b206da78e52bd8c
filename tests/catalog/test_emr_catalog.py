#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of the EMR uncore event catalog (data/emr, scripts/catalog).

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Tests that regenerate the catalog need the OCR'd guide; its path is
$EMR_GUIDE, or the guide in $XPMU_SEEDS (scripts/catalog/seeds.py).  They
are skipped (not passed) when it is absent.  Expected values below were
read from the guide text, not from the generator's output.
"""

import importlib.util
import json
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "catalog"))
import seeds  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "data", "emr")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "emr_catalog.py")
GUIDE = seeds.EMR_GUIDE

# Rows of each unit's "Events Ordered By Code" table, counted by reading
# the guide (all sheets; blank rows and the OCR debris row after M3UPI
# sheet 2 not counted).
TABLE_ROWS = {
    "cms": 73,      # Table 2-1, 2.1.2: sheets of 32 + 38 + 3
    "cha": 51,      # Table 2-76, 2.2.4: 7 + 38 + 6
    "imc": 69,      # Table 2-134, 2.3.3: 9 + 36 + 24
    "iio": 21,      # Table 2-188, 2.4.4: 18 + 3
    "irp": 31,      # Table 2-205, 2.5.3: one sheet
    "upi": 36,      # Table 2-215, 2.6.4: 9 + 27
    "m2m": 103,     # Table 2-235, 2.7.4: 6 + 36 + 38 + 23
    "m2pcie": 34,   # Table 2-333, 2.8.3: one sheet
    "m3upi": 57,    # Table 2-367, 2.9.2: 31 + 26 (sheet 2 has no names)
    "pcu": 36,      # Table 2-421, 2.10.4: 33 + 3
    "mdf": 8,       # Table 2-423, 2.11.2: one sheet
    "cxlcm": 9,     # Table 2-429, 2.12.2: 6 + 3
    "cxldp": 2,     # Table 2-439, 2.12.4: one sheet
}

# Events that have an event-list entry but no row in the code table.
LIST_ONLY = {
    "cha": ["XPT_PREF"],                                # 2.2.6
    "m2m": ["PREFCAM_DEALLOCS", "TxR_HORZ_OCCUPANCY"],  # 2.7.5
    "m2pcie": ["TxC_INSERTS_BL"],                       # 2.8.4
}

ALIAS_RE = re.compile(r"^[a-z0-9_.]+$")


def load(unit):
    """Load one generated catalog file."""
    with open(os.path.join(DATA, unit + ".json"), encoding="utf-8") as f:
        return json.load(f)


def event(unit, name):
    """The catalog event @name of @unit."""
    for ev in load(unit)["events"]:
        if ev["name"] == name:
            return ev
    raise AssertionError("%s: no event %s" % (unit, name))


def umask(unit, ev_name, um_name):
    """The umask @um_name of event @ev_name."""
    for um in event(unit, ev_name)["umasks"]:
        if um["name"] == um_name:
            return um
    raise AssertionError("%s: no umask %s.%s" % (unit, ev_name, um_name))


def load_generator():
    """Import scripts/catalog/emr_catalog.py as a module."""
    spec = importlib.util.spec_from_file_location("emr_catalog", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class TestCounts(unittest.TestCase):
    """Every code-table row becomes an event; nothing is dropped."""

    def test_units_present(self):
        files = {f[:-5] for f in os.listdir(DATA) if f.endswith(".json")}
        self.assertTrue(set(TABLE_ROWS) <= files, set(TABLE_ROWS) - files)

    def test_event_counts(self):
        for unit, rows in TABLE_ROWS.items():
            with self.subTest(unit=unit):
                doc = load(unit)
                in_table = [e for e in doc["events"] if e["in_code_table"]]
                self.assertEqual(len(in_table) + len(doc["skipped"]), rows)
                self.assertEqual(doc["code_table_rows"], rows)
                extra = sorted(e["name"] for e in doc["events"]
                               if not e["in_code_table"])
                self.assertEqual(extra, sorted(LIST_ONLY.get(unit, [])))

    def test_sorted_by_code_then_name(self):
        for unit in TABLE_ROWS:
            evs = load(unit)["events"]
            keys = [(e["code"], e["name"]) for e in evs]
            self.assertEqual(keys, sorted(keys), unit)


class TestSpotChecks(unittest.TestCase):
    """Values read from the guide text."""

    def test_cha_tor_inserts(self):
        # 2.2.4 Table 2-76: TOR_INSERTS 0x35, Ctrs 0-3.
        ev = event("cha", "TOR_INSERTS")
        self.assertEqual(ev["code"], 0x35)
        self.assertEqual(ev["counters"], [0, 1, 2, 3])
        # Table 2-124: IA_MISS b0000001 (OCR lost a 0) / 0xC001FE.
        um = umask("cha", "TOR_INSERTS", "IA_MISS")
        self.assertEqual(um["value"], 0x01)
        self.assertEqual(um["ext"], 0xC001FE)
        self.assertEqual(um["alias"], "tor_inserts.ia_miss")
        self.assertEqual(um["config"], "event=0x35,umask=0xc001fe01")
        # Table 2-124 HIT: 'bxxxxxxxxx xxxxxxxxxx xxxxxxxxx1' = xtra bit 0.
        self.assertEqual(umask("cha", "TOR_INSERTS", "HIT")["ext"], 0x1)

    def test_cha_tor_occupancy_counter0(self):
        # Table 2-76: TOR_OCCUPANCY 0x36 counts on counter 0 only.
        ev = event("cha", "TOR_OCCUPANCY")
        self.assertEqual((ev["code"], ev["counters"]), (0x36, [0]))

    def test_cha_llc_lookup_and_victims(self):
        # Table 2-89: DATA_READ_ALL b11111111 / 0x1FC1.
        um = umask("cha", "LLC_LOOKUP", "DATA_READ_ALL")
        self.assertEqual((um["value"], um["ext"]), (0xFF, 0x1FC1))
        self.assertEqual(event("cha", "LLC_LOOKUP")["code"], 0x34)
        # Table 2-90: LOCAL_M b00000001 / b00100000.
        um = umask("cha", "LLC_VICTIMS", "LOCAL_M")
        self.assertEqual((um["value"], um["ext"]), (0x01, 0x20))

    def test_imc_cas_count(self):
        # 2.3.3 Table 2-134: CAS_COUNT 0x5, Ctrs 0-3; Table 2-138.
        ev = event("imc", "CAS_COUNT")
        self.assertEqual((ev["code"], ev["counters"]), (0x05, [0, 1, 2, 3]))
        want = {"PCH0": 0x40, "PCH1": 0x80, "RD_REG": 0xC1, "RD": 0xCF,
                "WR_PRE": 0xE0, "WR": 0xF0, "ALL": 0xFF}
        for name, value in want.items():
            self.assertEqual(umask("imc", "CAS_COUNT", name)["value"], value,
                             name)
        self.assertEqual(umask("imc", "CAS_COUNT", "RD")["config"],
                         "event=0x05,umask=0xcf")

    def test_max_inc(self):
        # 2.3.5 TAGCHK: "Max. Inc/Cyc: 1"; 2.7.5 DISTRESS_ASSERTED: 0.
        self.assertEqual(event("imc", "TAGCHK")["max_inc"], 1)
        self.assertEqual(event("m2m", "DISTRESS_ASSERTED")["max_inc"], 0)
        self.assertNotIn("max_inc", event("imc", "CAS_COUNT"))

    def test_imc_clockticks_share_code(self):
        # Table 2-134: CLOCKTICKS and HCLOCKTICKS are both 0x1.
        self.assertEqual(event("imc", "CLOCKTICKS")["code"], 0x1)
        self.assertEqual(event("imc", "HCLOCKTICKS")["code"], 0x1)

    def test_iio_masks(self):
        # Table 2-188: DATA_REQ_OF_CPU 0x83 Ctrs 0-1.
        ev = event("iio", "DATA_REQ_OF_CPU")
        self.assertEqual((ev["code"], ev["counters"]), (0x83, [0, 1]))
        # Table 2-190: MEM_WRITE.PART0 bxxxxxx1 / b111 bxxxxxxxx xx1.
        um = umask("iio", "DATA_REQ_OF_CPU", "MEM_WRITE.PART0")
        self.assertEqual((um["value"], um["ch_mask"], um["fc_mask"]),
                         (0x01, 0x001, 0x7))
        self.assertEqual(um["config"],
                         "event=0x83,umask=0x01,ch_mask=0x001,fc_mask=0x7")
        # MEM_WRITE.IOMMU0: b111 bxxx1xxxxx xxx -> ch_mask bit 8.
        um = umask("iio", "DATA_REQ_OF_CPU", "MEM_WRITE.IOMMU0")
        self.assertEqual(um["ch_mask"], 0x100)

    def test_m2m_duplicate_name_fixed(self):
        # Table 2-235 names 0x09 TxC_AD_CREDITS too; 2.7.5 says
        # TxC_AD_CREDIT_OCCUPANCY 0x9 and TxC_AD_CREDITS 0x08.
        self.assertEqual(event("m2m", "TxC_AD_CREDITS")["code"], 0x08)
        self.assertEqual(event("m2m", "TxC_AD_CREDIT_OCCUPANCY")["code"],
                         0x09)

    def test_m3upi_nameless_sheet(self):
        # Table 2-367 sheet 2 lost the name column; 2.9.3 names 0x7E.
        # Its Ctrs 0-3 is overridden to 0: Intel's EMR files restrict it
        # (overrides.json, stricter wins).
        ev = event("m3upi", "WB_OCC_COMPARE")
        self.assertEqual((ev["code"], ev["counters"]), (0x7E, [0]))
        self.assertEqual(event("m3upi", "RxC_BYPASSED")["counters"],
                         [0, 1, 2])
        self.assertEqual(event("m3upi", "VN0_CREDITS_USED")["code"], 0x5B)

    def test_pcu_and_cxl(self):
        # Table 2-421: PMAX_THROTTLED_CYCLES 0x6 with an empty Ctrs cell;
        # intel/perfmon EMR: counter 0.
        self.assertEqual(event("pcu", "PMAX_THROTTLED_CYCLES")["counters"],
                         [0])
        self.assertEqual(event("pcu", "FREQ_MAX_POWER_CYCLES")["code"], 0x5)
        # Table 2-429: RxC_FLITS 0x4B on counters 4-7; Table 2-432.
        ev = event("cxlcm", "RxC_FLITS")
        self.assertEqual((ev["code"], ev["counters"]), (0x4B, [4, 5, 6, 7]))
        self.assertEqual(umask("cxlcm", "RxC_FLITS", "VALID_MSG")["value"],
                         0x80)

    def test_intel_encodings_adopted(self):
        # Expected values from intel/perfmon EMR V1.24 (data/perfmon),
        # where the guide gives none or an OCR-damaged one.
        self.assertEqual(event("imc", "CLOCKTICKS")["config"],
                         "event=0x01,umask=0x01")      # UNC_M_CLOCKTICKS
        self.assertEqual(event("imc", "HCLOCKTICKS")["config"], "event=0x01")
        ev = event("cxlcm", "CLOCKTICKS")               # UNC_CXLCM_CLOCKTICKS
        self.assertEqual((ev["alias"], ev["config"], ev["umasks"]),
                         ("clockticks", "event=0x01,umask=0x02", []))
        self.assertEqual(event("cxldp", "CLOCKTICKS")["config"],
                         "event=0x01,umask=0x01")      # UNC_CXLDP_CLOCKTICKS
        self.assertEqual(event("iio", "PWT_OCCUPANCY")["config"],
                         "event=0x42,umask=0xff")
        self.assertEqual(
            umask("iio", "NUM_REQ_OF_CPU", "COMMIT.ALL")["config"],
            "event=0x85,umask=0x01,ch_mask=0xfff,fc_mask=0x7")
        self.assertEqual(event("iio", "NUM_TGT_MATCHED_REQ_OF_CPU")["config"],
                         "event=0x8f,umask=0x00,ch_mask=0x000,fc_mask=0x7")
        # M2M's mesh select bit (2.1): UNC_M2M_CMS_CLOCKTICKS UMaskExt
        # 0x800000; the same bit on every M2M copy of a 2.1 event.
        self.assertEqual(event("m2m", "CMS_CLOCKTICKS")["config"],
                         "event=0xc0,umask=0x80000000")
        self.assertEqual(umask("m2m", "DISTRESS_ASSERTED", "VERT")["ext"],
                         0x800000)
        mesh = {e["name"] for e in load("cms")["events"]}
        for ev in load("m2m")["events"]:
            if ev["name"] in mesh:
                for um in ev["umasks"]:
                    self.assertTrue(um["ext"] & 0x800000, um["alias"])
        # OCR-damaged names, Intel's spelling.
        self.assertEqual(umask("cha", "TOR_INSERTS",
                               "IA_MISS_REMOTE_WCIL_PMM")["value"], 0x01)
        self.assertEqual(umask("m2pcie", "LOCAL_SHAR_P2P_CRD_RETURNED",
                               "AGENT_5")["value"], 0x20)
        self.assertEqual(umask("upi", "REQ_SLOT2_FROM_M3", "VN0")["value"],
                         0x02)

    def test_cms_attaches_to_mesh_pmus(self):
        # 2.1: mesh events are available in CHA, M2PCIe and M3UPI.
        doc = load("cms")
        self.assertEqual(doc["pmus"], ["cha", "m2pcie", "m3upi"])
        um = umask("cms", "AG0_AD_CRD_ACQUIRED0", "TGR7")
        self.assertEqual(um["value"], 0x80)


class TestAliases(unittest.TestCase):
    """perf alias names are unique and sysfs/perf safe."""

    def test_alias_unique_and_safe(self):
        for unit in TABLE_ROWS:
            seen = set()
            for ev in load(unit)["events"]:
                for um in ev["umasks"]:
                    a = um["alias"]
                    self.assertRegex(a, ALIAS_RE)
                    self.assertNotIn(a, seen, unit)
                    self.assertEqual(a, "%s.%s" % (ev["name"].lower(),
                                                   um["name"].lower()))
                    seen.add(a)

    def test_config_matches_fields(self):
        for unit in TABLE_ROWS:
            for ev in load(unit)["events"]:
                for um in ev["umasks"]:
                    fields = dict(p.split("=") for p in
                                  um["config"].split(","))
                    self.assertEqual(int(fields["event"], 16), ev["code"])
                    self.assertEqual(int(fields["umask"], 16),
                                     um["value"] | um.get("ext", 0) << 8)


class TestGenerator(unittest.TestCase):
    """The committed data is what the generator makes from the guide."""

    @classmethod
    def setUpClass(cls):
        if not os.path.exists(GUIDE):
            raise unittest.SkipTest("guide text not found: %s" % GUIDE)
        cls.gen = load_generator()
        cls.files, cls.problems = cls.gen.generate(
            GUIDE, os.path.join(DATA, "overrides.json"))

    def test_no_problems_and_all_overrides_used(self):
        self.assertEqual(self.problems, [])

    def test_check_mode(self):
        rc = self.gen.main(["--seed", GUIDE, "--out", DATA, "--check"])
        self.assertEqual(rc, 0)

    def test_up_to_date(self):
        for name, text in self.files.items():
            with open(os.path.join(DATA, name), encoding="utf-8") as f:
                self.assertEqual(f.read(), text, name)

    def test_unused_override_is_error(self):
        path = os.path.join(DATA, "overrides.json")
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        data["text"].append({"unit": "cha", "find": "NO SUCH TEXT",
                             "replace": "x", "reason": "test"})
        tmp = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                           "emr_overrides_test.json")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f)
        try:
            _, problems = self.gen.generate(GUIDE, tmp)
        finally:
            os.unlink(tmp)
        self.assertTrue(any("unused override" in p for p in problems))

    def test_overrides_have_reasons(self):
        with open(os.path.join(DATA, "overrides.json"),
                  encoding="utf-8") as f:
            data = json.load(f)
        for kind, entries in data.items():
            for o in entries:
                self.assertTrue(o.get("reason"), (kind, o))


class TestMetrics(unittest.TestCase):
    """Common Metrics tables (2.2.5, 2.3.4, 2.6.5, 2.10.5)."""

    def test_metrics(self):
        with open(os.path.join(DATA, "metrics.json"), encoding="utf-8") as f:
            metrics = {m["name"] + "@" + m["unit"]: m
                       for m in json.load(f)["metrics"]}
        m = metrics["MEM_BW_READS@imc"]
        self.assertEqual(m["formula"], "(CAS_COUNT.RD * 64)")
        self.assertEqual(m["events"], ["cas_count.rd"])
        m = metrics["PCT_CYC_FREQ_POWER_LTD@pcu"]
        self.assertEqual(sorted(m["events"]),
                         ["clockticks", "freq_max_power_cycles"])
        self.assertEqual(metrics["MEM_BW_TOTAL@imc"]["metrics"],
                         ["MEM_BW_READS", "MEM_BW_WRITES"])
        units = {m["unit"] for m in metrics.values()}
        self.assertEqual(units, {"cha", "imc", "upi", "pcu"})


if __name__ == "__main__":
    unittest.main()
