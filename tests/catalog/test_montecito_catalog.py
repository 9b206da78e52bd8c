#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of the Montecito event catalog (data/itanium, scripts/catalog).

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Tests that regenerate the catalog need the OCR'd manual; its path is
$MONTECITO_MANUAL, or the manual in $XPMU_SEEDS (scripts/catalog/seeds.py).
They are skipped (not passed) when it is absent.  Expected values were
read from the manual, not from the generator's output.
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
DATA = os.path.join(ROOT, "data", "itanium", "montecito.json")
C_FILE = os.path.join(ROOT, "drivers", "itanium", "models", "montecito_events_gen.c")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "montecito_catalog.py")
MANUAL = seeds.MONTECITO_MANUAL

# Table 4-42 (4.14), rows per sheet, counted in the manual: 21 + 33 + 31 +
# 24 + 21 + 30 + 11.
TABLE_4_42_ROWS = 171
# 4.15 has an entry ("Event Code:" line) for all but SI_L3T_TRACE_CACHE
# and TAGGED_L2D_RETURN_PORT.
SECTION_4_15_ENTRIES = 169
# Unit mask rows with a name in the 4.15 tables, counted in the manual
# (TestManualRows recounts them from the text with its own reading): 527,
# of which 15 (HIT.NONE, MISS.NONE, ALL.NONE of the five L2I tables
# 4-100..4-104) say "None is counted" and get no alias, like the 66 "---"
# rows.
MANUAL_UMASK_ROWS = 527
NAMED_UMASK_ROWS = MANUAL_UMASK_ROWS - 15
# 4.8.2.1-4.8.2.6, Tables 4-11..4-16: events per L1D set.
L1D_SETS = {0: 4, 1: 3, 2: 1, 3: 3, 4: 3, 6: 2}
# 4.8.4.1-4.8.4.9, Tables 4-21..4-29: events per L2D set.
L2D_SETS = {0: 3, 1: 2, 2: 1, 3: 2, 4: 2, 5: 2, 6: 1, 7: 2, 8: 2}

# 4.15 notes naming the tag channel (3.3.5), counted in the manual: ten
# "This event is qualified with IBRP1" (lines 3934, 4000, 4330, 4355,
# 4384, 4392, 4421, 4446, 4462, 4491: the three *PREFETCHES events and
# seven more L2I events) and four "qualified with IBRP0 if the cache line
# was tagged as a demand fetch and IBRP1 if ... a prefetch match" (lines
# 3832, 3910, 3918, 3926).
IBRP1_NOTES = 10
BOTH_NOTES = 4
IBRP1_EVENTS = {"L1I_PREFETCHES", "L1I_STRM_PREFETCHES", "L2I_PREFETCHES",
                "L2I_HIT_CONFLICTS", "L2I_L3_REJECTS", "L2I_READS",
                "L2I_RECIRCULATES", "L2I_SPEC_ABORTS", "L2I_UC_READS",
                "L2I_VICTIMIZATIONS"}
BOTH_EVENTS = {"ISB_BUNPAIRS_IN", "L1I_FETCH_ISB_HIT", "L1I_FETCH_RAB_HIT",
               "L1I_FILLS"}
# The events whose 4.15 IAR/DAR/OPC line disagrees with Table 4-42 (issue
# 16 item 4), with the I/D/O the catalog settles on (4.15's in all 14:
# data/itanium/overrides.json gives each reason).
QUAL_CONFLICTS = {
    "L2D_INSERT_HITS": (True, True, True),
    "L2D_INSERT_MISSES": (True, True, True),
    "DTLB_INSERTS_HPW": (False, False, False),
    "HPW_DATA_REFERENCES": (False, False, False),
    "L2D_FILL_MESI_STATE": (False, False, False),
    "L2I_SNOOP_HITS": (False, False, False),
    "SPEC_LOADS_NATTED": (True, True, False),
    "L2I_HIT_CONFLICTS": (True, False, False),
    "L2I_L3_REJECTS": (True, False, False),
    "L2I_READS": (True, False, False),
    "L2I_RECIRCULATES": (True, False, False),
    "L2I_SPEC_ABORTS": (True, False, False),
    "L2I_UC_READS": (True, False, False),
    "L2I_VICTIMIZATIONS": (True, False, False),
}


def manual_lines():
    with open(MANUAL, encoding="utf-8") as f:
        return f.read().splitlines()


def manual_4_15_qual():
    """{4.15 heading name: (I, D, O)} read from the IAR/DAR/OPC lines.

    Read here without the generator: Y and N letters after the label, so
    NOPS_RETIRED's OCR-damaged "YN/Y" (line 4630) reads as Y/N/Y.
    """
    lines = manual_lines()
    start = next(i for i, l in enumerate(lines) if l.startswith("## 4.15 "))
    out, name = {}, None
    for line in lines[start:]:
        m = re.match(r"^(?:#+ )?(?:\*\*)?([A-Z0-9_\\]+)(?:\*\*)?\s*$", line.strip())
        if m and "_" in m.group(1):
            name = m.group(1).replace("\\", "")
            continue
        m = re.search(r"IAR/DAR/OPC:\*\*\s*([YN/]+)", line)
        if m and name:
            letters = m.group(1).replace("/", "")
            out[name] = tuple(c == "Y" for c in letters)
    return out


def load_module():
    spec = importlib.util.spec_from_file_location("montecito_catalog", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load():
    with open(DATA, encoding="utf-8") as f:
        return json.load(f)


def event(cat, name):
    return next(e for e in cat["events"] if e["name"] == name)


class TestManualRows(unittest.TestCase):
    """The unit mask rows of the manual, read without the generator."""

    def test_named_rows(self):
        if not os.path.exists(MANUAL):
            self.skipTest("no manual at %s" % MANUAL)
        with open(MANUAL, encoding="utf-8") as f:
            lines = f.read().splitlines()
        named = none = 0
        in_table = False
        for line in lines:
            if "Unit Masks for" in line:
                in_table = True
                continue
            cells = line.split("\t")
            if not in_table or len(cells) < 2:
                # A table ends at the first line that is not a row (blank
                # lines between a title and its header are skipped).
                in_table = in_table and not line.strip()
                continue
            if cells[0].startswith("Extension") or cells[0] == "---":
                continue
            self.assertRegex(cells[1].strip(), r"^b?[01x]+(-b?[01x]+)?$", line)
            named += 1
            none += cells[2].startswith("None is counted")
        self.assertEqual((named, none), (MANUAL_UMASK_ROWS, 15))


class TestCounts(unittest.TestCase):
    def setUp(self):
        self.cat = load()

    def test_events(self):
        self.assertEqual(len(self.cat["events"]), TABLE_4_42_ROWS)

    def test_umasks(self):
        self.assertEqual(sum(len(e["umasks"]) for e in self.cat["events"]),
                         NAMED_UMASK_ROWS)

    def test_l1d_sets(self):
        got = {}
        for e in self.cat["events"]:
            if e["l1d_set"] is not None:
                got[e["l1d_set"]] = got.get(e["l1d_set"], 0) + 1
        self.assertEqual(got, L1D_SETS)

    def test_l2d_sets(self):
        got = {}
        for e in self.cat["events"]:
            if e["l2d_set"] is not None:
                got[e["l2d_set"]] = got.get(e["l2d_set"], 0) + 1
        self.assertEqual(got, L2D_SETS)

    def test_sorted_by_code(self):
        keys = [(e["codes"][0], e["name"]) for e in self.cat["events"]]
        self.assertEqual(keys, sorted(keys))


class TestRestrictions(unittest.TestCase):
    """3.3.3 and 4.2.1 as the catalog's counter lists."""

    def setUp(self):
        self.cat = load()

    def test_cycles_halted_pmd10(self):
        self.assertEqual(event(self.cat, "CPU_OP_CYCLES_HALTED")["counters"], [10])

    def test_er_si_l2d_codes(self):
        for e in self.cat["events"]:
            if e["codes"][0] >> 4 in (0x8, 0x9, 0xa, 0xb, 0xe, 0xf):
                self.assertEqual(e["counters"], list(range(4, 10)), e["name"])

    def test_types(self):
        # 4.2.1: CPU_OP_CYCLES is causal but may use both kinds.
        self.assertEqual(event(self.cat, "CPU_OP_CYCLES")["type"], "C")
        self.assertEqual(event(self.cat, "CPU_OP_CYCLES")["counters"], list(range(4, 16)))
        self.assertEqual(event(self.cat, "L2I_SNOOP_HITS")["counters"], list(range(4, 10)))
        self.assertEqual(event(self.cat, "BE_EXE_BUBBLE")["counters"], list(range(4, 16)))

    def test_libpfm_counter_masks(self):
        # libpfm4 lib/events/montecito_events.h counter masks (bit n: PMDn):
        # 0x0400 CPU_OP_CYCLES_HALTED, 0x03f0 BUS_RD_INVAL_BST_HITM and
        # ER_BKSNP_ME_ACCEPTED, 0xfff0 ALAT_CAPACITY_MISS.
        mask = lambda n: sum(1 << c for c in event(self.cat, n)["counters"])
        self.assertEqual(mask("CPU_OP_CYCLES_HALTED"), 0x0400)
        self.assertEqual(mask("BUS_RD_INVAL_ALL_HITM"), 0x03f0)
        self.assertEqual(mask("ER_BKSNP_ME_ACCEPTED"), 0x03f0)
        self.assertEqual(mask("ALAT_CAPACITY_MISS"), 0xfff0)

    def test_spot_values(self):
        e = event(self.cat, "L3_READS")
        self.assertEqual((e["codes"], e["mesi"], e["type"]), ([0xdd], True, "F"))
        self.assertEqual([u["value"] for u in e["umasks"] if u["name"] == "ALL.ALL"], [0xf])
        self.assertEqual(event(self.cat, "L2D_OZQ_FULL")["codes"], [0xe1, 0xe3])
        self.assertFalse(event(self.cat, "L2D_OZQ_FULL")["all_capable"])
        self.assertEqual(event(self.cat, "L2D_BYPASS")["all_capable"], "umask")
        self.assertEqual(event(self.cat, "IA64_INST_RETIRED")["max_inc"], 6)
        self.assertEqual(event(self.cat, "L2D_L3ACCESS_CANCEL")["l2d_set"], 3)
        self.assertIsNone(event(self.cat, "L2D_MISSES")["l2d_set"])


@unittest.skipUnless(os.path.exists(MANUAL), "the OCR'd Montecito manual is not here")
class TestGenerator(unittest.TestCase):
    def test_section_4_15_entries(self):
        with open(MANUAL, encoding="utf-8") as f:
            text = f.read()
        part = text[text.index("## 4.15 "):]
        self.assertEqual(len(re.findall(r"Event Code:\*\*", part)), SECTION_4_15_ENTRIES)

    def test_committed_files_in_sync(self):
        mod = load_module()
        with open(os.path.join(ROOT, "data", "itanium", "overrides.json"),
                  encoding="utf-8") as f:
            cat = mod.build(MANUAL, json.load(f))
        with open(DATA, encoding="utf-8") as f:
            self.assertEqual(json.load(f), json.loads(json.dumps(cat)),
                             "data/itanium/montecito.json is stale: rerun the generator")
        with open(C_FILE, encoding="utf-8") as f:
            self.assertEqual(f.read(), mod.render_c(cat),
                             "drivers/itanium/models/montecito_events_gen.c is stale: rerun the generator")

    def test_c_aliases(self):
        with open(C_FILE, encoding="utf-8") as f:
            names = re.findall(r'^\tXPMU_EV\("([^"]+)",', f.read(), re.M)
        cat = load()
        no_umask = sum(1 for e in cat["events"] if not e["umasks"])
        # and the 36 EAR settings (TestEarSettings)
        self.assertEqual(len(names), NAMED_UMASK_ROWS + no_umask + 36)
        self.assertEqual(len(names), len(set(names)))
        self.assertTrue(all(n == n.lower() for n in names))

    def test_overrides_have_reasons(self):
        with open(os.path.join(ROOT, "data", "itanium", "overrides.json"),
                  encoding="utf-8") as f:
            o = json.load(f)
        for kind in ("renames", "events", "text"):
            for entry in o.get(kind, []):
                self.assertTrue(entry.get("reason"), entry)



@unittest.skipUnless(os.path.exists(MANUAL), "the OCR'd Montecito manual is not here")
class TestChannels(unittest.TestCase):
    """3.3.5: the tag channel of each event, from the 4.15 notes."""

    def test_counts_against_the_manual(self):
        lines = manual_lines()
        start = next(i for i, l in enumerate(lines) if l.startswith("## 4.15 "))
        notes = [l for l in lines[start:] if "qualified with" in l and "IBRP1" in l]
        both = sum(1 for l in notes if "IBRP0" in l)
        self.assertEqual((len(notes) - both, both), (IBRP1_NOTES, BOTH_NOTES))
        cat = load()
        got = {}
        for e in cat["events"]:
            got[e["channel"]] = got.get(e["channel"], 0) + 1
        self.assertEqual((got["ibrp1"], got["both"]), (IBRP1_NOTES, BOTH_NOTES))
        self.assertEqual(got["umask"], 1)      # IA64_TAGGED_INST_RETIRED
        self.assertEqual(sum(got.values()), TABLE_4_42_ROWS)

    def test_names(self):
        cat = load()
        self.assertEqual({e["name"] for e in cat["events"] if e["channel"] == "ibrp1"},
                         IBRP1_EVENTS)
        self.assertEqual({e["name"] for e in cat["events"] if e["channel"] == "both"},
                         BOTH_EVENTS)
        self.assertEqual(event(cat, "IA64_TAGGED_INST_RETIRED")["channel"], "umask")
        # Not by name: 3.3.5's "prefetch events" are those the notes name.
        self.assertEqual(event(cat, "L1I_PREFETCH_STALL")["channel"], "ibrp0")

    def test_c_flags(self):
        with open(C_FILE, encoding="utf-8") as f:
            # XPMU_IA_CODE(...): the tag channels are the last column.
            rows = {int(c, 16): int(ch) for c, ch in re.findall(
                r"^\t\[0x(\w\w)\] = XPMU_IA_CODE\(.*, (\d)\),$", f.read(), re.M)}
        qual = {e["name"]: rows[c] for e in load()["events"] for c in e["codes"]}
        self.assertEqual(len(qual), TABLE_4_42_ROWS)
        # L2D_OZQ_FULL has two codes, and two names share code 0x08.
        self.assertEqual(len(rows), TABLE_4_42_ROWS)
        for name, chans in qual.items():
            want = 0
            if name in IBRP1_EVENTS:
                want = 2
            elif name in BOTH_EVENTS:
                want = 3
            self.assertEqual(chans, want, name)


@unittest.skipUnless(os.path.exists(MANUAL), "the OCR'd Montecito manual is not here")
class TestQualification(unittest.TestCase):
    """4.15's IAR/DAR/OPC lines against Table 4-42's I/D/O columns."""

    def setUp(self):
        with open(os.path.join(ROOT, "data", "itanium", "overrides.json"),
                  encoding="utf-8") as f:
            self.overrides = json.load(f)

    def test_catalog_follows_4_15(self):
        renames = {r["from"]: r["to"] for r in self.overrides["renames"]}
        manual = {renames.get(n, n): q for n, q in manual_4_15_qual().items()}
        self.assertEqual(len(manual), SECTION_4_15_ENTRIES)
        cat = load()
        for name, q in manual.items():
            e = event(cat, name)
            self.assertEqual((e["iar"], e["dar"], e["opc"]), q, name)
        for name, q in QUAL_CONFLICTS.items():
            e = event(cat, name)
            self.assertEqual((e["iar"], e["dar"], e["opc"]), q, name)

    def test_conflicts_are_the_known_ones(self):
        mod = load_module()
        lines = manual_lines()
        t442 = {e["name"]: (e["iar"], e["dar"], e["opc"]) for e in
                mod.parse_code_table(mod.section(lines, r"^## 4\.14 ", r"^## 4\.15 "))}
        renames = {r["from"]: r["to"] for r in self.overrides["renames"]}
        manual = {renames.get(n, n): q for n, q in manual_4_15_qual().items()}
        self.assertEqual({n for n, q in manual.items() if t442[n] != q}, set(QUAL_CONFLICTS))

    def test_unsettled_conflict_fails(self):
        mod = load_module()
        for name in ("L2I_READS", "L2D_INSERT_HITS", "SPEC_LOADS_NATTED"):
            o = json.loads(json.dumps(self.overrides))
            o["events"] = [e for e in o["events"] if e["name"] != name]
            with self.assertRaisesRegex(mod.CatalogError, name + ": 4.15 IAR/DAR/OPC"):
                mod.build(MANUAL, o)
        # An override of another field does not settle it.
        o = json.loads(json.dumps(self.overrides))
        for e in o["events"]:
            if e["name"] == "SPEC_LOADS_NATTED":
                e["set"] = {"max_inc": 2}
        with self.assertRaisesRegex(mod.CatalogError, "SPEC_LOADS_NATTED: 4.15"):
            mod.build(MANUAL, o)

    def test_settlements_cite_both_sources(self):
        settled = [e for e in self.overrides["events"]
                   if set(e["set"]) & {"iar", "dar", "opc"}]
        self.assertEqual({e["name"] for e in settled}, set(QUAL_CONFLICTS))
        for e in settled:
            self.assertIn("4.15 (line ", e["reason"], e["name"])
            self.assertRegex(e["reason"], r"Table 4-42 \(line \d+\)", e["name"])


if __name__ == "__main__":
    unittest.main()


class TestEarSettings(unittest.TestCase):
    """The EAR settings by name against libpfm's 36 EAR entries.

    The generator transcribes the manual's tables (3-16, 3-18, 3-21,
    3-23); libpfm 3.10's montecito_events.h encodes the same settings as
    "virtual" entries: pme_code in vcode bits 7:0, pme_type in 10:8
    (pfmlib_montecito_priv.h: 2 I-EAR TLB, 3 I-EAR cache, 4 D-EAR TLB,
    5 D-EAR cache, 6 D-EAR ALAT) and pme_umask in 31:16.  Each entry must
    be an alias of the same name, lowercased, with that encoding in the
    driver's format, and no other EAR alias may exist.
    """

    CONFIG = {
        2: "event=0x43,iear_tlb=1,iear_umask=0x%x",
        3: "event=0x43,iear_umask=0x%x",
        4: "event=0xc8,dear_mode=1,umask=0x%x",
        5: "event=0xc8,umask=0x%x",
        6: "event=0xc8,dear_mode=2",
    }

    def libpfm(self):
        path = os.path.join(ROOT, "data", "libpfm", "lib", "montecito_events.h")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        out = {}
        for name, vcode in re.findall(r'^\{ "(\w+)", \{(0x[0-9a-f]+)\}', text, re.M):
            v = int(vcode, 16)
            kind = (v >> 8) & 7
            if kind not in self.CONFIG:
                continue
            cfg = self.CONFIG[kind]
            out[name.lower()] = cfg % (v >> 16) if "%" in cfg else cfg
        return out

    def test_36_entries(self):
        self.assertEqual(len(self.libpfm()), 36)

    def test_aliases_are_libpfms(self):
        with open(C_FILE, encoding="utf-8") as f:
            ours = dict(re.findall(r'^\tXPMU_EV\("((?:data|l1i)_ear_[a-z0-9_]+)", "([^"]+)"\)',
                                   f.read(), re.M))
        # data_ear_events and l1i_ear_events are the events themselves.
        ours = {n: c for n, c in ours.items() if not n.endswith("_events")}
        self.maxDiff = None
        self.assertEqual(ours, self.libpfm())
