#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Turn the two core event lists into the catalog's unit-file schema.

- seed 003_3235f0df85198672.txt: a fragment of Intel SDM
  Vol. 3B Table 19-24, "Non-Architectural Performance Events for the
  Goldmont Microarchitecture" -> data/core/goldmont.json;
- seed 004_86ecc0a941121eb2.txt: the Pentium Pro (P6) event
  list (the asci-red "PP_" names, with units, unit masks and comments)
  -> data/core/p6.json.

Same schema as data/emr (Documentation/catalog.rst, "Unit file"), for
the core PMU ``cpu``: ``event`` is control bits 7:0, ``umask`` 15:8.  An
event whose only unit mask is 00H is a bare event; other unit masks are
its umasks (P6 "00H (Self) 20H (Any)" gives SELF and ANY, "MESI 0FH" a
MESI umask of all four states).  ``counters`` comes from the text: the
Goldmont events "use a programmable general purpose performance
counter" (0-3); a P6 comment "Counter 0 only" / "Counter 1 only"
restricts, otherwise both P6 counters (0-1).

Hand fixes of OCR damage are in data/core/overrides.json, each with a
reason; an unused override is an error.

Usage:
    core_catalog.py --seeds "$XPMU_SEEDS" --out data/core [--check]
"""

import argparse
import json
import os
import re
import sys

GOLDMONT = "003_3235f0df85198672.txt"
P6 = "004_86ecc0a941121eb2.txt"
HEX = re.compile(r"^([0-9A-F]{2})H$")
NAME = re.compile(r"^[A-Z][A-Z0-9_.]*$")


class Problem(Exception):
    pass


def lines_of(path):
    with open(path, encoding="utf-8") as f:
        return [l.replace("\xa0", " ").strip() for l in f]


def apply_text(lines, overrides, model, used):
    out = []
    for l in lines:
        for i, o in enumerate(overrides.get("text", [])):
            if o["model"] == model and l == o["find"]:
                l = o["replace"]
                used.add(("text", i))
        out.append(l)
    return out


def umask_entry(event, name, value, desc, pattern):
    return {"name": name, "value": value, "description": desc,
            "pattern": pattern,
            "alias": f"{event['alias']}.{name.lower()}",
            "config": f"event={event['code']:#04x},umask={value:#04x}"}


def event_entry(name, code, counters, brief, category, alias):
    return {"name": name, "code": code, "counters": counters,
            "brief": brief, "category": category, "definition": brief,
            "in_code_table": True, "alias": alias,
            "config": f"event={code:#04x}", "umasks": []}


# Lines of the Goldmont fragment that are page furniture, not table cells.
GOLDMONT_NOISE = re.compile(
    r"^(background image|19-\d+ Vol\. 3B|PERFORMANCE-MONITORING EVENTS|"
    r"Table 19-24\..*|Event|Num\.|Umask|Value|Event Name|Description)$")


def parse_goldmont(lines):
    """Rows of Table 19-24: (code, umask, name, description)."""
    cells = [l for l in lines if l and not GOLDMONT_NOISE.match(l)]
    rows, i = [], 0
    while i < len(cells):
        if not (HEX.match(cells[i]) and i + 1 < len(cells) and HEX.match(cells[i + 1])):
            raise Problem(f"goldmont: expected an event code, got {cells[i]!r}")
        code, umask = int(cells[i][:2], 16), int(cells[i + 1][:2], 16)
        i += 2
        first, _, rest = cells[i].partition(" ")
        name, i = first, i + 1
        # A name OCR split over lines: the next cell is an upper-case
        # fragment with no space ("CPU_CLK_UNHALTED.C" + "ORE_P").
        if not rest and i < len(cells) and NAME.match(cells[i]) and \
                not HEX.match(cells[i]):
            name += cells[i]
            i += 1
        desc = [rest] if rest else []
        while i < len(cells) and not (HEX.match(cells[i]) and i + 1 < len(cells)
                                      and HEX.match(cells[i + 1])):
            desc.append(cells[i])
            i += 1
        if not NAME.match(name):
            raise Problem(f"goldmont: bad event name {name!r}")
        rows.append((code, umask, name, " ".join(desc)))
    return rows


def build_goldmont(rows):
    """Events grouped by code: NAME.UMASK names become umasks of NAME."""
    events = {}
    for code, umask, name, desc in rows:
        base, _, ext = name.partition(".")
        ev = events.get((code, base))
        if ev is None:
            ev = events[(code, base)] = event_entry(
                base, code, [0, 1, 2, 3], desc, "Non-architectural",
                base.lower())
        ev["umasks"].append(umask_entry(ev, ext or base, umask, desc,
                                        f"{umask:02X}H"))
    return sorted(events.values(), key=lambda e: (e["code"], e["name"]))


def p6_counters(comment):
    m = re.search(r"Counter ([01]) only", comment)
    return [int(m.group(1))] if m else [0, 1]


# The P6 list's unit headings, in the document's order; "2" is a note
# marker (note 2: the EBL events' Self/Any unit mask bit).
P6_UNITS = {
    "Data Cache Unit (DCU)": "Data Cache Unit (DCU)",
    "Instruction Fetch Unit (IFU)": "Instruction Fetch Unit (IFU)",
    "L2 Cache": "L2 Cache",
    "External Bus Logic (EBL)2": "External Bus Logic (EBL)",
    "Floating Point Unit": "Floating Point Unit",
    "Memory Ordering": "Memory Ordering",
    "Instruction Decoding and Retirement": "Instruction Decoding and Retirement",
    "Interrupts": "Interrupts",
    "Branches": "Branches",
    "Stalls": "Stalls",
    "Segment Register Loads": "Segment Register Loads",
    "Clocks": "Clocks",
}


def parse_p6(lines):
    """Events of the P6 list: (unit, code, name, umask text, desc, comment)."""
    cells = [l for l in lines if l]
    start = cells.index("Comments") + 1
    end = cells.index("Notes") if "Notes" in cells else len(cells)
    cells = cells[start:end]
    rows, unit, seen, i = [], None, set(), 0
    while i < len(cells):
        c = cells[i]
        if c in P6_UNITS:
            unit = P6_UNITS[c]
            seen.add(c)
            i += 1
            continue
        if not (HEX.match(c) and i + 2 < len(cells) and cells[i + 1].startswith("PP_")):
            raise Problem(f"p6: expected an event code, got {c!r}")
        if unit is None:
            raise Problem(f"p6: event {cells[i + 1]} before any unit heading")
        code, name, umask = int(c[:2], 16), cells[i + 1], cells[i + 2]
        j = i + 3
        while j < len(cells) and cells[j] not in P6_UNITS and \
                not (HEX.match(cells[j]) and j + 1 < len(cells)
                     and cells[j + 1].startswith("PP_")):
            j += 1
        text = cells[i + 3:j]
        rows.append((unit, code, name, umask, text[0] if text else "",
                     " ".join(text[1:])))
        i = j
    missing = set(P6_UNITS) - seen
    if missing:
        raise Problem(f"p6: unit headings not found: {sorted(missing)}")
    return rows


def p6_umasks(text):
    """The unit-mask cell: [(name, value, pattern)]; [] for a bare 00H."""
    t = text.replace("OOH", "00H")
    if t == "00H":
        return []
    m = re.fullmatch(r"MESI ([0-9A-F]{2})H", t)
    if m:
        return [("MESI", int(m.group(1), 16), t)]
    pairs = re.findall(r"([0-9A-F]{2})H \((\w+)\)", t)
    if pairs and " ".join(f"{v}H ({n})" for v, n in pairs) == t:
        return [(n.upper(), int(v, 16), f"{v}H") for v, n in pairs]
    raise Problem(f"p6: unit mask {text!r}")


def build_p6(rows):
    events = []
    for unit, code, name, umask, desc, comment in rows:
        alias = name.lower().removeprefix("pp_")
        ev = event_entry(name, code, p6_counters(comment), desc, unit, alias)
        ev["comment"] = comment
        for uname, value, pattern in p6_umasks(umask):
            ev["umasks"].append(umask_entry(ev, uname, value, "", pattern))
        events.append(ev)
    return sorted(events, key=lambda e: (e["code"], e["name"]))


def unit_file(model, title, section, rows, events):
    return {"schema": 1, "unit": model, "pmus": ["cpu"], "title": title,
            "section": section, "code_table_section": section,
            "code_table_rows": len(rows), "events": events, "skipped": []}


def generate(seeds, overrides):
    used = set()
    g = apply_text(lines_of(os.path.join(seeds, GOLDMONT)), overrides,
                   "goldmont", used)
    p = apply_text(lines_of(os.path.join(seeds, P6)), overrides, "p6", used)
    grows = parse_goldmont(g)
    prows = parse_p6(p)
    unused = [o for i, o in enumerate(overrides.get("text", []))
              if ("text", i) not in used]
    if unused:
        raise Problem(f"unused override(s): {unused}")
    return {
        "goldmont": unit_file(
            "goldmont", "Non-Architectural Performance Events for the "
            "Goldmont Microarchitecture (fragment)", "SDM Vol. 3B Table 19-24",
            grows, build_goldmont(grows)),
        "p6": unit_file("p6", "Pentium Pro (P6) performance events",
                        "P6 event list", prows, build_p6(prows)),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", required=True,
                    help="the seed documents' directory (XPMU_SEEDS)")
    ap.add_argument("--out", required=True, help="data/core")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if the committed files are stale")
    args = ap.parse_args(argv)
    with open(os.path.join(args.out, "overrides.json"), encoding="utf-8") as f:
        overrides = json.load(f)
    try:
        files = generate(args.seeds, overrides)
    except Problem as e:
        print(f"core_catalog: {e}", file=sys.stderr)
        return 2
    stale = []
    for model, doc in files.items():
        path = os.path.join(args.out, f"{model}.json")
        text = json.dumps(doc, indent=1, sort_keys=True) + "\n"
        if args.check:
            with open(path, encoding="utf-8") as f:
                if f.read() != text:
                    stale.append(path)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if stale:
        print(f"core_catalog: stale: {stale}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
