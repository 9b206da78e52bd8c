#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of scripts/catalog/core_catalog.py: the Goldmont and P6 core
event lists in the catalog schema, and their comparison with what Linux
has for those cores.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Expected values were read from the documents (SDM Table 19-24 for
Goldmont, seed 003_3235f0df85198672.txt; the P6 list, seed
004_86ecc0a941121eb2.txt), not from the generator.

perf's tables: tools/perf/pmu-events/arch/x86/goldmont/*.json of Debian's
linux-source-6.12; perf has none for P6, so the P6 list is compared with
the kernel's own P6 driver (arch/x86/events/intel/p6.c: its generic and
cache event encodings and its counter constraints).  The tree is
$XPMU_LINUX_SRC (make check sets it and then a missing tree fails), else
the unpacked tree in the xpmu cache; without either these two tests skip.
Every difference must be listed, with its reason, in
tests/catalog/core-differences; an unlisted one, or a listed one that no
longer occurs, fails.
"""

import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from linux_tree import AgainstLinuxTree  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "catalog"))
import seeds  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SEEDS = seeds.DIR
DATA = os.path.join(ROOT, "data", "core")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "core_catalog.py")
KNOWN = os.path.join(ROOT, "tests", "catalog", "core-differences")


def load(model):
    with open(os.path.join(DATA, f"{model}.json"), encoding="utf-8") as f:
        return json.load(f)


def by_code(model):
    """{(code, umask): (event, umask entry or None)} of a unit file."""
    out = {}
    for e in load(model)["events"]:
        if not e["umasks"]:
            out[(e["code"], 0)] = (e, None)
        for u in e["umasks"]:
            out[(e["code"], u["value"])] = (e, u)
    return out


def known():
    with open(KNOWN, encoding="utf-8") as f:
        return sorted(l.split(" # ")[0].strip() for l in f
                      if l.strip() and not l.startswith("#"))


def goldmont_differences(tree):
    perf = []
    for path in sorted(glob.glob(os.path.join(
            tree, "tools/perf/pmu-events/arch/x86/goldmont/*.json"))):
        with open(path, encoding="utf-8") as f:
            perf += json.load(f)
    if not perf:
        raise AssertionError(f"no goldmont JSON under {tree}")
    ours = by_code("goldmont")
    codes = {c for c, _ in ours}
    seen, diffs = set(), []
    for p in perf:
        if "EventCode" not in p or "," in p["EventCode"]:
            continue
        code, umask = int(p["EventCode"], 16), int(p.get("UMask", "0"), 16)
        if code not in codes:
            continue        # the document is a fragment of the table
        key = (code, umask)
        if key not in ours:
            diffs.append(f"goldmont only-perf {p['EventName']} {code:#x}/{umask:#x}")
            continue
        seen.add(key)
        e, u = ours[key]
        name = f"{e['name']}.{u['name']}" if u else e["name"]
        if name != p["EventName"]:
            diffs.append(f"goldmont name {code:#x}/{umask:#x} {name} {p['EventName']}")
        ctrs = ",".join(str(c) for c in e["counters"])
        if ctrs != p.get("Counter", ""):
            diffs.append(f"goldmont counters {name} {ctrs} {p.get('Counter')}")
    for key in sorted(set(ours) - seen):
        e, u = ours[key]
        diffs.append(f"goldmont only-document {e['name']} {key[0]:#x}/{key[1]:#x}")
    return diffs


def p6_differences(tree):
    with open(os.path.join(tree, "arch/x86/events/intel/p6.c"), encoding="utf-8") as f:
        text = f.read()
    enc = re.findall(r"= (0x[0-9a-f]+),\s*/\* ([A-Z0-9_:]+)\s*\*/", text)
    cons = re.findall(r"INTEL_EVENT_CONSTRAINT\((0x[0-9a-f]+), (0x[0-9a-f]+)\),\s*/\* (\w+)", text)
    if not enc or not cons:
        raise AssertionError("p6.c: no event encodings or constraints found")
    events = {e["code"]: e for e in load("p6")["events"]}
    diffs = []
    for config, comment in sorted(set(enc)):
        config = int(config, 16)
        code, umask = config & 0xff, config >> 8
        name, *states = comment.split(":")
        e = events.get(code)
        if e is None:
            diffs.append(f"p6 only-kernel {comment} {config:#06x}")
            continue
        if e["name"].removeprefix("PP_") != name:
            diffs.append(f"p6 name {code:#x} {e['name']} {name}")
        umasks = {u["name"]: u["value"] for u in e["umasks"]}
        if "MESI" in umasks:
            # Note 1 of the list: umask bits 3:0 select M, E, S, I.
            want = sum({"M": 8, "E": 4, "S": 2, "I": 1}[s] for s in states)
            ok = umask == want and umask and not umask & ~0xf
        else:
            ok = not states and umask in (umasks.values() or [0]) or \
                (not umasks and umask == 0)
        if not ok:
            diffs.append(f"p6 umask {comment} {config:#06x}")
    restricted = {e["code"]: e["counters"] for e in events.values()
                  if e["counters"] != [0, 1]}
    for code, mask, name in cons:
        code, mask = int(code, 16), int(mask, 16)
        ctrs = [c for c in (0, 1) if mask >> c & 1]
        if restricted.pop(code, None) != ctrs:
            diffs.append(f"p6 counters {name} {code:#x} kernel {ctrs}")
    for code, ctrs in sorted(restricted.items()):
        diffs.append(f"p6 counters {events[code]['name']} {code:#x} document {ctrs}")
    return diffs


@unittest.skipUnless(
    all(os.path.isfile(os.path.join(SEEDS, f)) for f in (seeds.GOLDMONT, seeds.P6)),
    f"the core event lists are not in {SEEDS} (XPMU_SEEDS)")
class Generated(unittest.TestCase):
    def test_committed_files_are_fresh(self):
        r = subprocess.run([sys.executable, SCRIPT, "--seeds", SEEDS,
                            "--out", DATA, "--check"],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_check_catches_a_stale_file(self):
        with tempfile.TemporaryDirectory() as d:
            for name in ("overrides.json", "goldmont.json"):
                with open(os.path.join(DATA, name), encoding="utf-8") as src, \
                        open(os.path.join(d, name), "w", encoding="utf-8") as dst:
                    dst.write(src.read())
            with open(os.path.join(d, "p6.json"), "w", encoding="utf-8") as f:
                f.write("{}\n")
            r = subprocess.run([sys.executable, SCRIPT, "--seeds", SEEDS,
                                "--out", d, "--check"],
                               capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("p6.json", r.stderr)


class Documents(unittest.TestCase):
    def test_counts(self):
        # Goldmont: 9 rows of Table 19-24 in the fragment; P6: 68 "PP_"
        # mnemonics in the list.
        self.assertEqual(load("goldmont")["code_table_rows"], 9)
        self.assertEqual(len(by_code("goldmont")), 9)
        self.assertEqual(len(load("p6")["events"]), 68)

    def test_goldmont_rows(self):
        g = by_code("goldmont")
        e, u = g[(0x3C, 0x01)]
        # OCR split the name over two lines: "CPU_CLK_UNHALTED.R" "EF".
        self.assertEqual((e["name"], u["name"]), ("CPU_CLK_UNHALTED", "REF"))
        self.assertEqual(u["config"], "event=0x3c,umask=0x01")
        e, u = g[(0x80, 0x03)]
        self.assertEqual(u["alias"], "icache.accesses")
        self.assertEqual(e["counters"], [0, 1, 2, 3])

    def test_p6_rows(self):
        ev = {e["name"]: e for e in load("p6")["events"]}
        self.assertEqual(ev["PP_L2_RQSTS"]["code"], 0x2E)
        self.assertEqual([(u["name"], u["value"]) for u in ev["PP_L2_RQSTS"]["umasks"]],
                         [("MESI", 0x0F)])
        self.assertEqual([(u["name"], u["value"]) for u in ev["PP_BUS_DRDY_CLOCKS"]["umasks"]],
                         [("SELF", 0x00), ("ANY", 0x20)])
        self.assertEqual(ev["PP_BUS_DRDY_CLOCKS"]["category"], "External Bus Logic (EBL)")
        # "Counter 0 only" / "Counter 1 only" in the Comments column.
        self.assertEqual(ev["PP_FLOPS"]["counters"], [0])
        self.assertEqual(ev["PP_FP_ASSIST"]["counters"], [1])
        self.assertEqual(ev["PP_INST_RETIRED"]["counters"], [0, 1])
        self.assertEqual(ev["PP_DATA_MEM_REFS"]["config"], "event=0x43")
        self.assertEqual(ev["PP_CPU_CLK_UNHALTED"]["alias"], "cpu_clk_unhalted")


class AgainstLinux(AgainstLinuxTree):
    def test_differences_are_the_reviewed_set(self):
        found = sorted(goldmont_differences(self.tree) + p6_differences(self.tree))
        self.assertEqual(found, known(),
                         "differences with perf's Goldmont tables / the kernel's "
                         "p6.c changed: review them into tests/catalog/core-differences")


if __name__ == "__main__":
    unittest.main()
