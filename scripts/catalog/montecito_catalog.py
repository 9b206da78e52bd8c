#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Generate the Montecito event catalog from the OCR'd reference manual.

Source: "Dual-Core Update to the Intel Itanium 2 Processor Reference
Manual" (seed 000_b0bad8aa7d025498.txt), chapter 4:
  - Table 4-42 (4.14, "All Performance Monitors Ordered by Code"): name,
    code, IAR/DAR/OPC, Max Inc/Cyc, type (A/C/F/S);
  - 4.15 ("Performance Monitor Event List"): per event the code, Max
    Inc/Cyc, MT capture type and IAR/DAR/OPC again (cross-checked against
    4.14: a disagreement fails unless overrides.json settles it), its unit
    mask table, the MESI note and the IBRP channel note ("qualified with
    IBRP1", 3.3.5);
  - 4.8.2.x (Tables 4-11..4-16): the L1D event sets;
  - 4.8.4 (Table 4-19: .all capability) and 4.8.4.x (Tables 4-21..4-29):
    the L2D event sets.
The counter each event may use is derived here, once, from the rules of
3.3.3 and 4.2.1 (see counters()); the driver's scheduler only reads the
result.  Hand fixes of OCR damage live in data/itanium/overrides.json,
one reason each.

Outputs: data/itanium/montecito.json (schema: Documentation/itanium.rst)
and drivers/itanium/models/montecito_events_gen.c (the driver's tables,
one line per event code: itanium_codes.py).

Usage:
    montecito_catalog.py [--seed MANUAL.txt] [--out data/itanium]
                         [--c drivers/itanium/models/montecito_events_gen.c] [--check]
--check regenerates into memory and fails if the committed files differ.
"""

import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import itanium_codes  # noqa: E402  (the code tables' line format)
import seeds  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SEED = seeds.MONTECITO_MANUAL
DUPLICATED = list(range(4, 10))     # PMC/PMD4-9, 3.3.2
ALL_COUNTERS = list(range(4, 16))   # PMC/PMD4-15, 3.3.2


class CatalogError(Exception):
    pass


def unescape(text):
    return text.replace("\\_", "_").strip()


def load_overrides(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def apply_text_overrides(lines, overrides):
    text = "\n".join(lines)
    for o in overrides.get("text", []):
        if o["find"] not in text:
            raise CatalogError("override not applicable: %r" % o["find"])
        text = text.replace(o["find"], o["replace"])
    return text.split("\n")


def section_at(lines, start_re, end_re):
    """(lines, n): the lines after the first match of start_re up to the
    next end_re, and the manual line number (from 1) of the first."""
    for i, line in enumerate(lines):
        if re.match(start_re, line):
            break
    else:
        raise CatalogError("section %r not found" % start_re)
    out = []
    for line in lines[i + 1:]:
        if re.match(end_re, line):
            break
        out.append(line)
    return out, i + 2


def section(lines, start_re, end_re):
    """Lines after the first match of start_re up to the next end_re."""
    return section_at(lines, start_re, end_re)[0]


def parse_code_table(lines):
    """Table 4-42 rows: tab-separated, 8 cells (type may be blank)."""
    events = []
    for line in lines:
        cells = line.split("\t")
        if len(cells) != 8 or not re.match(r"^[A-Z0-9_]+$", cells[0]):
            continue
        name, code, iar, dar, opc, inc, typ, desc = [c.strip() for c in cells]
        codes = [int(c, 16) for c in code.split()]
        events.append({
            "name": name,
            "codes": codes,
            "iar": iar == "Y", "dar": dar == "Y", "opc": opc == "Y",
            "max_inc": int(inc) if inc.isdigit() else None,
            "type": typ or None,
            "description": desc,
        })
    return events


HEADING = re.compile(r"^(?:#+ )?(?:\*\*)?([A-Z0-9_\\]+)(?:\*\*)?$")
# 4.15's "**Category:** ... **IAR/DAR/OPC:** Y/N/N" line.
QUAL_LINE = re.compile(r"IAR/DAR/OPC:\*\* ([YN])/([YN])/([YN])\s*$")
# 4.15's channel notes (3.3.5): "This event is qualified with IBRP1", or
# "... with IBRP0 if the cache line was tagged as a demand fetch and IBRP1
# if ... a prefetch match" (ISB_BUNPAIRS_IN, L1I_FETCH_*, L1I_FILLS).
IBRP_NOTE = re.compile(r"qualified with `?(IBRP[01])`?(?:.*`?(IBRP[01])`? if)?")
CODE_LINE = re.compile(r"Event Code:\*\* (0x[0-9a-f]+), \*\*Max\. Inc/Cyc:\*\* "
                       r"([0-9]+|n/a), \*\*MT Capture Type:\*\* ([ACFS])")
# A 4.15 unit mask row: name, PMC.umask bit pattern, description.  Most
# tables print "b0101"; the five L2I tables (4-100..4-104) print "0101"
# without the b, and FP_FLUSH_TO_ZERO (Table 4-76, PMC.umask [16]) one
# bit, "b0"/"b1", with mixed-case names (FTZ_Real).
UMASK_ROW = re.compile(r"^([A-Za-z0-9_.]+|---)\t(b?[01x]{4}(?:-b?[01x]{4})?|b[01])\t?(.*)$")


# A 4.15 note that forbids measuring two events together (L2D_OZQ_CANCELS0
# and 1: "Only 1 of the 2 L2D_OZQ_CANCEL events may be measured at any
# given time").
EXCLUSIVE = re.compile(r"Only 1 of the 2 ([A-Z0-9_]+) events may be measured at any given time")


def parse_event_list(lines, first_line, known, renames):
    """4.15: {name: {code, max_inc, type, qual, channel, umasks, mesi}}.

    For the Table 4-42 names in @known.  qual is the (I, D, O) of the
    entry's IAR/DAR/OPC line, channel "ibrp0" (3.3.5's default), "ibrp1"
    or "both" from its IBRP note.

    An entry starts at its name heading (#, ** or both); @renames maps a
    4.15 name to the Table 4-42 name where the two spell it differently.
    """
    out, cur = {}, None
    for lineno, line in enumerate(lines, first_line):
        m = HEADING.match(line.strip())
        if m and "_" in m.group(1):
            name = unescape(m.group(1))
            name = renames.get(name, name)
            if name not in known:
                raise CatalogError("4.15 entry %s is not in Table 4-42" % name)
            cur = {"umasks": [], "mesi": False, "code": None, "qual": None,
                   "qual_line": None, "channel": "ibrp0", "channel_line": None,
                   "name_4_15": unescape(m.group(1))}
            out[name] = cur
            continue
        if cur is None:
            continue
        m = QUAL_LINE.search(line)
        if m:
            cur["qual"] = tuple(c == "Y" for c in m.groups())
            cur["qual_line"] = lineno
            continue
        m = IBRP_NOTE.search(unescape(line))
        if m:
            chans = {c for c in m.groups() if c}
            if cur["channel_line"] is not None:
                raise CatalogError("%s: two IBRP notes" % name)
            cur["channel"] = "both" if len(chans) == 2 else chans.pop().lower()
            cur["channel_line"] = lineno
        m = CODE_LINE.search(line)
        if m:
            cur["code"] = int(m.group(1), 16)
            cur["max_inc"] = int(m.group(2)) if m.group(2).isdigit() else None
            cur["type"] = m.group(3)
            continue
        if "may be qualified by MESI" in line:
            cur["mesi"] = True
        m = EXCLUSIVE.search(unescape(line))
        if m:
            cur["exclusive"] = m.group(1)
        m = UMASK_ROW.match(line)
        # "---" rows and the L2I tables' *.NONE rows count nothing ("None
        # is counted"): no alias for them (libpfm has none either).
        if m and m.group(1) != "---" and \
                not m.group(3).strip().startswith("None is counted"):
            pat = m.group(2).split("-")[0].lstrip("b")
            um = {
                "name": m.group(1).upper(),
                "value": int(pat.replace("x", "0"), 2),
                "pattern": m.group(2),
                "description": m.group(3).strip(),
            }
            # Table 4-78 (IA64_TAGGED_INST_RETIRED): the umask picks the
            # channel ("tagged by Instruction Breakpoint Pair N"; 3.3.5.3).
            if "tagged by Instruction Breakpoint Pair" in um["description"]:
                cur["channel"] = "umask"
            # 4.8.4 and the umask notes: "NOTE: Not .all capable."
            if "Not .all capable" in um["description"]:
                um["all_capable"] = False
            cur["umasks"].append(um)
    return out


def parse_sets(lines, heading_re):
    """{event name: set number} from the per-set tables under heading_re."""
    sets, cur = {}, None
    for line in lines:
        m = re.match(heading_re, line)
        if m:
            cur = int(m.group(1))
            continue
        if re.match(r"^#+ ", line):
            cur = None
            continue
        cells = line.split("\t")
        if cur is not None and len(cells) >= 6 and re.match(r"^[A-Z0-9_]+$", cells[0]):
            sets[cells[0]] = cur
    return sets


def parse_all_capable(lines):
    """Table 4-19: name -> "Y", "N" or "Y/N" (.all support by umask)."""
    out = {}
    for line in lines:
        cells = line.split("\t")
        if len(cells) == 8 and re.match(r"^[A-Z0-9_]+$", cells[0]):
            out[cells[0]] = cells[5].strip()
    return out


def counters(ev):
    """PMDs the event may be counted in, and the rules that restrict them.

    3.3.3: ER/SI/L2D events (codes 0x8x-0xbx, 0xex, 0xfx) only in PMD4-9;
    CPU_OP_CYCLES_HALTED only in PMD10.  4.2.1: Causal, Floating and Self
    Floating events only in duplicated counters (PMD4-9), except
    CPU_OP_CYCLES, which may use both kinds.
    """
    rules = []
    allowed = set(ALL_COUNTERS)
    if ev["name"] == "CPU_OP_CYCLES_HALTED":
        return [10], ["3.3.3: CPU_OP_CYCLES_HALTED only in PMD10"]
    hi = {c >> 4 for c in ev["codes"]}
    if hi & {0x8, 0x9, 0xa, 0xb, 0xe, 0xf}:
        allowed &= set(DUPLICATED)
        rules.append("3.3.3: ER/SI/L2D event code: PMD4-9 only")
    if ev["type"] in ("C", "F", "S") and ev["name"] != "CPU_OP_CYCLES":
        allowed &= set(DUPLICATED)
        rules.append("4.2.1: type %s: duplicated counters (PMD4-9) only" % ev["type"])
    return sorted(allowed), rules


def build(seed_path, overrides):
    with open(seed_path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    lines = apply_text_overrides(lines, overrides)

    t442 = section(lines, r"^## 4\.14 ", r"^## 4\.15 ")
    events = parse_code_table(t442)
    names = {e["name"] for e in events}
    if len(names) != len(events):
        raise CatalogError("duplicate names in Table 4-42")
    renames = {r["from"]: r["to"] for r in overrides.get("renames", [])}
    detail = parse_event_list(*section_at(lines, r"^## 4\.15 ", r"^# 5 |^## 5\."),
                              known=names, renames=renames)
    l1d = parse_sets(section(lines, r"^## 4\.8\.2 ", r"^## 4\.8\.3 "),
                     r"^#+ 4\.8\.2\.\d+ L1D Cache Events \(set (\d+)\)")
    l2d_text = section(lines, r"^## 4\.8\.4 ", r"^## 4\.8\.5 ")
    l2d = parse_sets(l2d_text, r"^#+ 4\.8\.4\.\d+ L2 Data Cache Events \(set (\d+)\)")
    all_cap = parse_all_capable(section(l2d_text, r"^\*\*Table 4-19\. .*Sheet 1",
                                        r"^Table 4-20\."))

    # (event, fields, text): a disagreement of the two lists.  An override
    # of the event settles it if it sets every one of fields (None: any
    # override of the event does, as for a missing 4.15 entry).
    problems = []
    for ev in events:
        d = detail.get(ev["name"])
        if d is None:
            problems.append((ev["name"], None, "no 4.15 entry"))
            d = {"code": ev["codes"][0], "max_inc": ev["max_inc"],
                 "type": ev["type"], "umasks": [], "mesi": False,
                 "qual": None, "channel": "ibrp0", "channel_line": None}
        if d["code"] not in ev["codes"]:
            problems.append((ev["name"], {"codes"}, "4.15 code %#x, Table 4-42 %s" %
                             (d["code"], ev["codes"])))
        if ev["max_inc"] != d["max_inc"]:
            problems.append((ev["name"], {"max_inc"}, "4.15 max inc %s, Table 4-42 %s" %
                             (d["max_inc"], ev["max_inc"])))
        if ev["type"] is None:
            ev["type"] = d["type"]      # blank cell in Table 4-42: 4.15 has it
        elif ev["type"] != d["type"]:
            problems.append((ev["name"], {"type"}, "4.15 type %s, Table 4-42 %s" %
                             (d["type"], ev["type"])))
        # 4.15's IAR/DAR/OPC line against Table 4-42's I/D/O columns.
        t442 = (ev["iar"], ev["dar"], ev["opc"])
        if ev["name"] in detail and d["qual"] is None:
            problems.append((ev["name"], None, "4.15 entry without an IAR/DAR/OPC line"))
        elif d["qual"] is not None and d["qual"] != t442:
            yn = lambda q: "/".join("Y" if b else "N" for b in q)
            problems.append((ev["name"],
                             {k for k, a, b in zip(("iar", "dar", "opc"), d["qual"], t442)
                              if a != b},
                             "4.15 IAR/DAR/OPC %s (line %d), Table 4-42 %s" %
                             (yn(d["qual"]), d["qual_line"], yn(t442))))
        # 3.3.5: IBRP0 unless the 4.15 notes say otherwise.
        ev["channel"] = d["channel"]
        ev["channel_line"] = d["channel_line"]
        ev["umasks"] = d["umasks"]
        ev["mesi"] = d["mesi"]
        ev["exclusive"] = d.get("exclusive")
        ev["l1d_set"] = l1d.get(ev["name"])
        ev["l2d_set"] = l2d.get(ev["name"])
        cap = all_cap.get(ev["name"], all_cap.get(ev["name"].replace("L3_ACCESS", "L3ACCESS")))
        # Table 4-19 lists the L2D events only; the rest say nothing (Y).
        ev["all_capable"] = {"Y": True, "N": False, "Y/N": "umask"}.get(cap, True)
        ev["counters"], ev["counter_rules"] = counters(ev)
    for o in overrides.get("events", []):
        ev = next((e for e in events if e["name"] == o["name"]), None)
        if ev is None:
            raise CatalogError("override for unknown event %s" % o["name"])
        ev.update(o["set"])
        ev["counters"], ev["counter_rules"] = counters(ev)
        problems = [p for p in problems
                    if p[0] != o["name"] or (p[1] is not None and not p[1] <= set(o["set"]))]
    for ev in events:
        if ev["channel"] != "ibrp0" and not ev["iar"]:
            problems.append((ev["name"], None, "IBRP note (line %d) but no IAR" %
                             ev["channel_line"]))
    if problems:
        raise CatalogError("unresolved disagreements:\n  " +
                           "\n  ".join("%s: %s" % (p[0], p[2]) for p in problems))
    events.sort(key=lambda e: (e["codes"][0], e["name"]))
    return {
        "model": "montecito",
        "source": "000_b0bad8aa7d025498.txt: Table 4-42 (4.14), 4.15, "
                  "Tables 4-11..4-16 (L1D sets), 4-19 and 4-21..4-29 (L2D)",
        "events": events,
    }


def aliases(cat):
    """(alias name, event, umask, mesi) for the sysfs events/ directory."""
    out = []
    for ev in cat["events"]:
        mesi = 0xf if ev["mesi"] else 0     # Table 3-6: b1111 counts all
        base = ev["name"].lower()
        if not ev["umasks"]:
            out.append((base, ev["codes"][0], 0, mesi))
        for um in ev["umasks"]:
            out.append(("%s.%s" % (base, um["name"].lower()), ev["codes"][0],
                        um["value"], mesi))
    seen = set()
    for a in out:
        if a[0] in seen:
            raise CatalogError("duplicate alias %s" % a[0])
        seen.add(a[0])
    return sorted(out)


def qual_flags(ev):
    """The I/D/O qualification (Table 4-42 as settled against 4.15) and the
    tag channels (3.3.5, 4.15 notes), as itanium_codes.row() arguments.

    3.3.5: "Events described as prefetch events can only be constrained
    using the address range 2 (IBRP1). All other events can only use the
    first address range (IBRP0)"; 4.15 names the IBRP1 events in their
    notes, and four more that use IBRP0 for demand fetches and IBRP1 for
    prefetches ("both": the driver programs both channels).  The umask of
    IA64_TAGGED_INST_RETIRED picks its channel; the driver reads it there.
    """
    chans = 0
    if ev["iar"] or ev["opc"]:
        chans = itanium_codes.CHANNELS.get(ev["channel"], 0)
    return {"iar": ev["iar"], "dar": ev["dar"], "opc": ev["opc"],
            "channels": chans}


def pattern_values(pattern):
    """The 4-bit umask values a pattern such as b0x1x stands for."""
    bits = pattern.split("-")[0].lstrip("b").rjust(4, "x")
    return [v for v in range(16)
            if all(c == "x" or int(c) == (v >> (3 - i)) & 1
                   for i, c in enumerate(bits))]


def noall_umasks(ev):
    """Bit v set: .all may not be set with umask v ("Not .all capable")."""
    if ev["all_capable"] != "umask":
        return 0
    return sum(1 << v for um in ev["umasks"]
               if um.get("all_capable") is False
               for v in pattern_values(um["pattern"]))


def codes_table(cat):
    """One constraint entry per event code (merging events sharing one)."""
    by_code = {}
    groups = sorted({ev["exclusive"] for ev in cat["events"]
                     if ev["exclusive"]})
    for ev in cat["events"]:
        for code in ev["codes"]:
            ent = {
                "counters": sum(1 << c for c in ev["counters"]),
                "max_inc": ev["max_inc"] or 0,
                "l1d_set": -1 if ev["l1d_set"] is None else ev["l1d_set"],
                "l2d_set": -1 if ev["l2d_set"] is None else ev["l2d_set"],
                "all": {True: "YES", False: "NO",
                        "umask": "UMASK"}[ev["all_capable"]],
                "noall_umasks": noall_umasks(ev),
                "excl": groups.index(ev["exclusive"]) + 1
                if ev["exclusive"] else 0,
                "mesi": ev["mesi"],
                **qual_flags(ev),
                "name": ev["name"],
            }
            old = by_code.get(code)
            if old:
                same = {k: v for k, v in ent.items() if k != "name"}
                if same != {k: v for k, v in old.items() if k != "name"}:
                    raise CatalogError("code %#x: %s and %s disagree" %
                                       (code, old["name"], ev["name"]))
                continue
            by_code[code] = ent
    return by_code


def alias_lines(name, cfg):
    """One XPMU_EV() element of an attribute array: one line, or two where
    one would pass checkpatch's 100 columns."""
    one = '\tXPMU_EV("%s", "%s"),' % (name, cfg)
    if len(one.expandtabs()) <= 100:
        return [one]
    return ['\tXPMU_EV("%s",' % name, '\t\t"%s"),' % cfg]


# The EAR modes' settings by name, as pfmon users know them: libpfm's 36
# DATA_EAR_* and L1I_EAR_* entries (montecito_events.h), their names
# lowercased.  The values are the manual's, transcribed here from its
# tables (tests/catalog/test_montecito_catalog.py holds them to libpfm's
# encodings): the data EAR's cache mode thresholds, PMC40.umask (Table
# 3-21, line 1480), its TLB mode miss types (Table 3-23, line 1515), ALAT
# mode (PMC40.mode 1x, 3.3.9.3); the instruction EAR's cache mode
# thresholds, PMC37.umask (Table 3-16, line 1399), its TLB mode miss types
# (Table 3-18, umask bits 7:5 of the register, the field's low three).
DEAR_CACHE_LAT = [(4, 0x0), (8, 0x1), (16, 0x2), (32, 0x3), (64, 0x4), (128, 0x5),
                  (256, 0x6), (512, 0x7), (1024, 0x8), (2048, 0x9), (4096, 0xa)]
DEAR_TLB = {"l2dtlb": 0x2, "vhpt": 0x4, "fault": 0x8}
IEAR_CACHE_LAT = [("lat0", 0x40), ("lat4", 0xff), ("lat8", 0xfe), ("lat16", 0xfc),
                  ("lat32", 0xf8), ("lat128", 0xf0), ("lat256", 0xe0),
                  ("lat1024", 0xc0), ("lat4096", 0x80), ("rab", 0x00)]
IEAR_TLB = {"l2tlb": 0x1, "vhpt": 0x2, "fault": 0x4}


def tlb_names(kinds):
    """Each miss type, each pair ("A_or_B", in the tables' order) and "all",
    with the umask that selects them (every combination is supported)."""
    names = list(kinds)
    out = [(n, kinds[n]) for n in names]
    out += [("%s_or_%s" % (a, b), kinds[a] | kinds[b])
            for i, a in enumerate(names) for b in names[i + 1:]]
    out.append(("all", sum(kinds.values())))
    return out


def ear_aliases():
    """(alias name, config string) of the EAR settings."""
    out = [("data_ear_cache_lat%d" % lat, "event=0xc8,umask=0x%x" % um)
           for lat, um in DEAR_CACHE_LAT]
    out += [("data_ear_tlb_%s" % n, "event=0xc8,dear_mode=1,umask=0x%x" % um)
            for n, um in tlb_names(DEAR_TLB)]
    out.append(("data_ear_alat", "event=0xc8,dear_mode=2"))
    out += [("l1i_ear_cache_%s" % n, "event=0x43,iear_umask=0x%x" % um)
            for n, um in IEAR_CACHE_LAT]
    out += [("l1i_ear_tlb_%s" % n, "event=0x43,iear_tlb=1,iear_umask=0x%x" % um)
            for n, um in tlb_names(IEAR_TLB)]
    return sorted(out)


def render_c(cat):
    codes = codes_table(cat)
    al = aliases(cat)
    ear = ear_aliases()
    if {n for n, _ in ear} & {a[0] for a in al}:
        raise CatalogError("an EAR setting's name is an event's alias")
    o = []
    o.append("// SPDX-License-Identifier: GPL-2.0-only")
    o.append("/*")
    o.append(" * GENERATED by scripts/catalog/montecito_catalog.py from")
    o.append(" * data/itanium/montecito.json: do not edit.  Montecito events")
    o.append(" * (Dual-Core Update to the Itanium 2 Reference Manual, 4.14/4.15):")
    o.append(" * the constraints of each event code and the sysfs aliases.  The")
    o.append(" * events' names and sources are in data/itanium/montecito.json.")
    o.append(" */")
    o.append("")
    o.append("#include <linux/build_bug.h>")
    o.append("#include <linux/kernel.h>")
    o.append("#include <linux/sysfs.h>")
    o.append("")
    o.append("#include <xpmu/alias.h>")
    o.append("")
    o.append('#include "../backend.h"')
    o.append("")
    o.append("/* Event codes, one per line: the columns are XPMU_IA_CODE()'s. */")
    o.append("const struct xpmu_ia_code xpmu_ia_mont_codes[XPMU_IA_NR_CODES] = {")
    for code in sorted(codes):
        o.append(itanium_codes.row(code, **{k: v for k, v in codes[code].items()
                                            if k != "name"}))
    o.append("};")
    o.append("")
    o.append("/* The sysfs events/ aliases, one per line (<xpmu/alias.h>). */")
    o.append("static struct attribute *mont_event_attrs[] = {")
    for name, code, umask, mesi in al:
        cfg = "event=0x%02x" % code
        if umask:
            cfg += ",umask=0x%x" % umask
        if mesi:
            cfg += ",mesi=0x%x" % mesi
        o += alias_lines(name, cfg)
    o.append("\t/* The EAR settings by name (libpfm's, lowercased). */")
    for name, cfg in ear:
        o += alias_lines(name, cfg)
    o.append("\tNULL")
    o.append("};")
    o.append("")
    o.append("/* %d aliases, %d EAR settings and the terminator. */" % (len(al), len(ear)))
    o.append("static_assert(ARRAY_SIZE(mont_event_attrs) == %d);" % (len(al) + len(ear) + 1))
    o.append("")
    o.append("const struct attribute_group xpmu_ia_mont_events = {")
    o.append('\t.name = "events",')
    o.append("\t.attrs = mont_event_attrs,")
    o.append("};")
    o.append("")
    return "\n".join(o)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default=SEED)
    ap.add_argument("--out", default=os.path.join(ROOT, "data", "itanium"))
    ap.add_argument("--c", default=os.path.join(ROOT, "drivers", "itanium", "models",
                                                "montecito_events_gen.c"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    try:
        cat = build(args.seed, load_overrides(os.path.join(args.out, "overrides.json")))
    except CatalogError as e:
        print("montecito_catalog: %s" % e, file=sys.stderr)
        return 1
    outputs = {
        os.path.join(args.out, "montecito.json"): json.dumps(cat, indent=1) + "\n",
        args.c: render_c(cat),
    }
    status = 0
    for path, text in outputs.items():
        if args.check:
            try:
                with open(path, encoding="utf-8") as f:
                    same = f.read() == text
            except FileNotFoundError:
                same = False
            if not same:
                print("montecito_catalog: %s is out of date" % path, file=sys.stderr)
                status = 1
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if not args.check:
        print("montecito: %d events, %d aliases, %d EAR settings"
              % (len(cat["events"]), len(aliases(cat)), len(ear_aliases())))
    return status


if __name__ == "__main__":
    sys.exit(main())
