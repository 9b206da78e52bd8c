#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Generate the EMR uncore event catalog from the OCR'd monitoring guide.

Input is the OCR (markdown-ish) text of the "Intel 5th Gen Xeon Scalable
(Emerald Rapids) XCC Uncore Performance Monitoring Guide".  Chapter 2 has
one section per unit type; each has an "Events Ordered By Code" table, an
optional "Common Metrics (Derived Events)" table and an "Event List" with
one entry per event (Category, Event Code, Register Restrictions,
Definition, "Unit Masks for <EVENT>" table).

Output: one JSON file per unit type plus metrics.json, see
Documentation/catalog.rst for the schema.  Hand fixes for OCR damage live
in data/emr/overrides.json; every override must be used, and cites the
guide line it corrects (scripts/catalog/guide_compare.py holds it there).

Usage:
    emr_catalog.py --seed GUIDE.txt --out data/emr [--check]
"""

import argparse
import json
import os
import re
import sys

SCHEMA_VERSION = 1

# Chapter 2 sections: (file stem, section number, PMU the events are
# programmed on, xtra column meaning).  CMS (2.1) events are "available in
# the CHA, M2PCIe and M3UPI" boxes (guide 2.1); kept in cms.json and
# attached to those PMUs through "pmus".
UNITS = [
    ("cms", "2.1", ["cha", "m2pcie", "m3upi"]),
    ("cha", "2.2", ["cha"]),
    ("imc", "2.3", ["imc"]),
    ("iio", "2.4", ["iio"]),
    ("irp", "2.5", ["irp"]),
    ("upi", "2.6", ["upi"]),
    ("m2m", "2.7", ["m2m"]),
    ("m2pcie", "2.8", ["m2pcie"]),
    ("m3upi", "2.9", ["m3upi"]),
    ("pcu", "2.10", ["pcu"]),
    ("mdf", "2.11", ["mdf"]),
    ("cxlcm", "2.12", ["cxlcm"]),
    ("cxldp", "2.12", ["cxldp"]),
]

# OCR lookalikes: Cyrillic capitals that look like Latin ones.
CYRILLIC = str.maketrans({
    "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M",
    "О": "O", "Р": "P", "Т": "T", "Х": "X", "а": "a", "е": "e", "о": "o",
    "р": "p", "с": "c", "х": "x", "×": "x", "ь": "b", "Ю": "IO",
    "ю": "io",
    "₀": "0", "₁": "1", "₂": "2", "₃": "3", "₄": "4", "₅": "5",
})

HEX_RE = re.compile(r"^0x[0-9a-f]+$")
NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_.]*$")
ALIAS_RE = re.compile(r"^[a-z0-9_.]+$")

# The M2M mesh select bit, control bit 55: extension bit 23 (2.1, 2.7.5).
M2M_MESH_EXT = 0x800000


class CatalogError(Exception):
    """A problem that must be fixed in the guide text or overrides."""


# --------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------

def clean(text):
    """Map OCR lookalike characters to ASCII and trim."""
    return text.translate(CYRILLIC).strip()


def parse_code(cell):
    """Return the event code in @cell ('0x35', '0X35', '0×1') or None."""
    cell = clean(cell).lower().replace(" ", "")
    cell = cell.replace("0o", "0x")
    if HEX_RE.match(cell):
        return int(cell, 16)
    return None


def parse_ctrs(cell):
    """Parse a counter restriction like '0-3', '0', '0,2' into a list."""
    cell = clean(cell).replace(" ", "")
    if not cell:
        return None
    out = []
    for part in cell.split(","):
        m = re.match(r"^(\d)(?:-(\d))?$", part)
        if not m:
            return None
        lo = int(m.group(1))
        hi = int(m.group(2) or lo)
        out.extend(range(lo, hi + 1))
    return out


def fold(name):
    """Matching key for event names: OCR confuses O/0, I/1/l and spaces."""
    name = clean(name).upper().replace(" ", "").replace("*", "")
    return name.replace("O", "0").replace("I", "1").replace("L", "1")


def split_row(line):
    """Split a markdown table row into stripped cells."""
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [c.strip() for c in line.split("|")]


def is_separator(cells):
    """True for a markdown |---|---| row."""
    return all(re.match(r"^:?-*:?$", c) for c in cells)


# --------------------------------------------------------------------------
# Overrides
# --------------------------------------------------------------------------

class Overrides:
    """Hand fixes from overrides.json, with use tracking."""

    def __init__(self, path):
        self.text = []
        self.umask = []
        self.event = []
        self.skipped = []
        self.confirm = []
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            for i, o in enumerate(data.get("text", [])):
                self.text.append(dict(o, _id="text[%d]" % i, _used=0))
            for i, o in enumerate(data.get("umask", [])):
                self.umask.append(dict(o, _id="umask[%d]" % i, _used=0))
            for i, o in enumerate(data.get("event", [])):
                names = o.get("events") or [o["event"]]
                self.event.append(dict(o, _id="event[%d]" % i, _used=0,
                                       _left=set(names), _done=set()))
            for i, o in enumerate(data.get("confirm", [])):
                self.confirm.append(dict(o, _id="confirm[%d]" % i, _used=0,
                                         _left=set(o["umasks"])))
            for i, o in enumerate(data.get("skipped", [])):
                self.skipped.append(dict(o, _id="skipped[%d]" % i, _used=0))
        for o in self.all():
            if not o.get("reason"):
                raise CatalogError("override %s has no reason" % o["_id"])

    def apply_text(self, unit, lines):
        """Apply literal find/replace fixes to one unit's section lines."""
        for o in self.text:
            if o["unit"] != unit:
                continue
            for i, line in enumerate(lines):
                if o["find"] in line:
                    lines[i] = line.replace(o["find"], o["replace"])
                    o["_used"] += 1
        return lines

    def all(self):
        """Every override entry."""
        return (self.text + self.umask + self.event + self.confirm +
                self.skipped)

    def confirmed(self, unit, ev_name, um_name):
        """True (and mark used) if an uncertain umask reading is confirmed."""
        for o in self.confirm:
            if (o["unit"], o["event"]) == (unit, ev_name) and \
                    um_name in o["_left"]:
                o["_left"].discard(um_name)
                o["_used"] += 1
                return True
        return False

    def unused(self):
        """Overrides that matched nothing (an error: stale fix)."""
        out = [o["_id"] for o in self.all() if not o["_used"]]
        out += ["%s umask %s" % (o["_id"], u) for o in self.confirm
                for u in sorted(o["_left"])]
        out += ["%s event %s" % (o["_id"], e) for o in self.event
                for e in sorted(o["_left"])]
        return out


# --------------------------------------------------------------------------
# Section splitting
# --------------------------------------------------------------------------

def section_heading(line):
    """Return the section number of a chapter-2 heading line, else None."""
    m = re.match(r"^(?:\*\*)?(2\.\d+(?:\.\d+)?)\s+\S", line)
    if m:
        return m.group(1)
    # "MDF Box Events Ordered By Code 2.11.2": number at the end.
    m = re.match(r"^[A-Z][^|]*\s(2\.\d+\.\d+)\s*$", line)
    return m.group(1) if m else None


def split_sections(lines):
    """Map section number -> (title, list of lines up to next heading).

    Only headings after the table of contents (TOC rows start with '|').
    """
    heads = []
    for i, line in enumerate(lines):
        num = section_heading(line)
        if num and not line.startswith("|"):
            heads.append((i, num, line.strip()))
    out = {}
    for k, (i, num, title) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        if num not in out:
            out[num] = (title, lines[i + 1:end])
    return out


def unit_subsections(sections, secnum):
    """Subsections of one unit section: list of (num, title, lines)."""
    subs = []
    for num, (title, body) in sections.items():
        if num.startswith(secnum + "."):
            subs.append((num, title, body))
    subs.sort(key=lambda s: int(s[0].split(".")[2]))
    return subs


# --------------------------------------------------------------------------
# "Events Ordered By Code" table
# --------------------------------------------------------------------------

def parse_code_table(lines):
    """Parse the Events Ordered By Code table rows.

    Returns a list of dicts with name (None when the sheet lost its name
    column, as in M3UPI sheet 2), code, counters, description.
    """
    rows = []
    for line in lines:
        if not line.startswith("|"):
            continue
        cells = split_row(line)
        if is_separator(cells) or any("Event Code" in c for c in cells):
            continue
        idx = [i for i, c in enumerate(cells) if parse_code(c) is not None]
        if len(idx) != 1:
            continue   # garbage row (e.g. M3UPI OCR debris), no code
        i = idx[0]
        name = clean(cells[i - 1]) if i > 0 else None
        rows.append({
            "name": name or None,
            "code": parse_code(cells[i]),
            "counters": parse_ctrs(cells[i + 1]) if i + 1 < len(cells)
            else None,
            "description": clean(cells[i + 2]) if i + 2 < len(cells) else "",
        })
    return rows


# --------------------------------------------------------------------------
# Event list
# --------------------------------------------------------------------------

def find_event_starts(lines):
    """Indices of event-name lines: a bare identifier followed by Title.

    The guide puts each event name on its own line followed within a few
    lines by "Title:" (guide 2.x.y "Performance Monitor Event List").
    """
    starts = []
    for i, line in enumerate(lines):
        if "Title" not in line:
            continue
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j >= 0:
            starts.append(j)
    return starts


FIELD_RES = {
    "category": re.compile(r"Category\s*:\s*(.*?)\s*(?=Event Code|$)"),
    "code": re.compile(r"Event Code\s*:\s*[.\s]*(0\s*[xX×]\s*[0-9A-Fa-f]+)"),
    "restrict": re.compile(r"Register Restrictions\s*:\s*([0-9][0-9,\- ]*)"),
    "max_inc": re.compile(r"Max\.?\s*Inc/Cyc\s*:[.\s]*(\d+)"),
}


def strip_md(text):
    """Remove bullets and bold markers from one line."""
    text = text.replace("**", "").replace("•", " ")
    return re.sub(r"\s+", " ", text).strip()


def parse_event_block(name_line, body):
    """Parse one event entry: fields then umask tables."""
    ev = {"list_name": clean(strip_md(name_line)), "umask_rows": [],
          "umask_cols": None}
    text_lines = []
    table_lines = []
    table = None    # title kind of the current table: True = unit masks
    for line in body:
        m = re.match(r"^Table \d+-\d+\.\s*(.*)", line.strip())
        if m:
            table = m.group(1).startswith("Unit Masks")
            continue
        if line.startswith("|"):
            if table:
                table_lines.append(line)
            continue
        if table is None:
            text_lines.append(strip_md(line))
    text = " ".join(t for t in text_lines if t)
    for key, rx in FIELD_RES.items():
        m = rx.search(text)
        ev[key] = clean(m.group(1)) if m else None
    m = re.search(r"Definition\s*:\s*(.*)$", text)
    ev["definition"] = clean(m.group(1)) if m else ""
    if ev["category"]:
        ev["category"] = re.split(r"\s*(?:Register Restrictions|Title)",
                                  ev["category"])[0]
    ev["umask_rows"], ev["umask_cols"] = parse_umask_table(table_lines)
    return ev


def parse_umask_table(lines):
    """Parse the (possibly multi-sheet) unit mask table of one event.

    Returns (rows, columns) where each row is a dict with name, umask
    pattern text, xtra pattern text (or None) and description.
    """
    rows = []
    cols = None
    xtra = None
    for line in lines:
        cells = split_row(line)
        if is_separator(cells):
            continue
        if any(c.startswith("Extension") for c in cells):
            cols = {}
            for i, c in enumerate(cells):
                if c.startswith("Extension"):
                    cols["name"] = i
                elif c.startswith("umask") or c.startswith("[15:8]"):
                    # "[15:8]" alone: header split over two rows
                    # (Table 2-432).
                    cols["umask"] = i
                elif c.startswith("xtra"):
                    cols["xtra"] = i
                    xtra = c
                elif c.startswith("Description"):
                    cols["desc"] = i
            continue
        if cols is None or not any(cells):
            continue
        get = lambda k: (cells[cols[k]] if k in cols and cols[k] < len(cells)
                         else "")
        rows.append({
            "name": get("name"),
            "umask": get("umask"),
            "xtra": get("xtra") if "xtra" in cols else None,
            "description": get("desc"),
        })
    return rows, xtra


def parse_event_list(lines):
    """Split an Event List subsection into parsed event entries."""
    starts = find_event_starts(lines)
    events = []
    for k, s in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        events.append(parse_event_block(lines[s], lines[s + 1:end]))
    return events


# --------------------------------------------------------------------------
# Bit patterns
# --------------------------------------------------------------------------

def parse_bits(text, width, runs=True):
    """Parse a bit pattern like 'bxxxxx1xx' or '0x1FC1'.

    Returns (value, exact): x counts as 0.  When OCR dropped or added
    characters, exact is False and the pattern is fitted to @width by
    fit_width() (@runs) or right-aligned (leading x's added or removed).
    """
    t = clean(text).replace(" ", "")
    if not t:
        return 0, True
    if re.match(r"^0x[0-9a-fA-F]+$", t):
        return int(t, 16), True
    t = t.lower().lstrip("b")
    t = t.replace("o", "0").replace("l", "1").replace("i", "1")
    if not re.match(r"^[01x]+$", t):
        raise CatalogError("bad bit pattern %r" % text)
    # Without a '1' the value is 0 whatever the width.
    exact = len(t) == width
    if not exact and "x" in t:
        t = fit_width(t, width) if runs else right_align(t, width)
    return int(t.replace("x", "0"), 2), exact


def right_align(t, width):
    """Pad with leading x's, or drop leading x's, to @width."""
    if len(t) < width:
        return "x" * (width - len(t)) + t
    lead = len(t) - len(t.lstrip("x"))
    return t[min(lead, len(t) - width):]


def fit_width(t, width):
    """Grow or shrink the longest run of x's until @t is @width long.

    OCR miscounts long runs of identical glyphs, so a missing or extra
    'x' most likely belongs to the longest run ('bx1xxxxx' is bit 6,
    'bxxxxxx1' is bit 0).  On a tie the leftmost run is used.
    """
    while len(t) != width:
        runs = [(m.end() - m.start(), -m.start(), m.start(), m.end())
                for m in re.finditer(r"x+", t)]
        if not runs:
            break
        _, _, start, end = max(runs)
        if len(t) < width:
            t = t[:end] + "x" + t[end:]
        else:
            t = t[:start] + t[start + 1:]
    return t


def parse_iio_xtra(text):
    """IIO xtra [50:36] = 'b111 bxxxxxxxx xx1': fc_mask 50:48, ch_mask 47:36.

    Returns (ch_mask, fc_mask, exact).
    """
    t = clean(text).replace(" ", "").lower()
    parts = [p for p in t.split("b") if p]
    if len(parts) == 1:
        # Only one group printed (FASTPATH): taken as ch_mask, uncertain.
        ch, _ = parse_bits("b" + parts[0], 12)
        return ch, 0, False
    if len(parts) != 2:
        raise CatalogError("bad IIO xtra pattern %r" % text)
    fc, fc_ok = parse_bits("b" + parts[0], 3)
    ch, ch_ok = parse_bits("b" + parts[1], 12)
    return ch, fc, fc_ok and ch_ok


# --------------------------------------------------------------------------
# Building the catalog
# --------------------------------------------------------------------------

def build_umasks(unit, ev_name, rows, xtra_col, overrides, problems):
    """Turn raw umask rows into catalog umask entries."""
    out = []
    for r in rows:
        name = clean(r["name"]).replace(" ", "")
        if not name:
            problems.append("%s %s: umask row without name: %r"
                            % (unit, ev_name, r))
            continue
        um = {"name": name, "description": clean(r["description"]),
              "pattern": clean(r["umask"])}
        try:
            exact = decode_umask(unit, r, um)
        except CatalogError as err:
            if not has_umask_override(unit, ev_name, name, overrides):
                problems.append("%s %s.%s: %s" % (unit, ev_name, name, err))
            um.setdefault("value", 0)
            exact = False
        apply_umask_override(unit, ev_name, um, overrides)
        if not exact and not um.get("overridden") and \
                not overrides.confirmed(unit, ev_name, name):
            um["uncertain"] = True
        um.pop("overridden", None)
        out.append(um)
    return out


def decode_umask(unit, row, um):
    """Fill value/ext (or ch_mask/fc_mask) of @um from the raw @row.

    Returns True when every pattern had the exact field width.  A field
    of only x's with the wrong width is harmless (its value is 0) when
    another field of the row sets a bit; if nothing sets a bit, a '1' was
    probably lost and the row is uncertain.
    """
    value, exact = parse_bits(row["umask"], 8)
    um["value"] = value
    blank = not exact and "1" not in row["umask"]
    nonzero = value != 0
    if row["xtra"] is not None:
        um["xtra_pattern"] = clean(row["xtra"])
        if unit == "iio":
            ch, fc, ok = parse_iio_xtra(row["xtra"])
            um["ch_mask"] = ch
            um["fc_mask"] = fc
            nonzero = nonzero or ch != 0
        else:
            # 26-bit extension: OCR damage is spread over the space
            # separated groups, so only right-alignment is attempted.
            ext, ok = parse_bits(row["xtra"], 26, runs=False)
            # Short forms that show only the low bits ("bxxxxxxx1",
            # "b011": M2M, LLC_VICTIMS) are written that way on purpose.
            short = len(clean(row["xtra"]).replace(" ", "")) <= 10
            ok = ok or short
            um["ext"] = ext
            nonzero = nonzero or ext != 0
        if blank and ok and nonzero:
            exact = True
        exact = exact and ok
    return exact


def has_umask_override(unit, ev_name, um_name, overrides):
    """True if an override exists for this umask."""
    return any((o["unit"], o["event"], o["umask"]) == (unit, ev_name, um_name)
               for o in overrides.umask)


def apply_umask_override(unit, ev_name, um, overrides):
    """Apply umask overrides matching (unit, event, umask)."""
    for o in overrides.umask:
        if (o["unit"], o["event"], o["umask"]) != (unit, ev_name, um["name"]):
            continue
        for key in ("value", "ext", "ch_mask", "fc_mask", "rename"):
            if key in o:
                if key == "rename":
                    um["name"] = o["rename"]
                else:
                    um[key] = int(o[key], 0) if isinstance(o[key], str) \
                        else o[key]
        um["overridden"] = True
        o["_used"] += 1


def match_entries(unit, table, entries, problems):
    """Pair code-table rows with event-list entries.

    Match by folded name first, then by code among unmatched ones.
    Returns list of (row or None, entry or None).
    """
    pairs = []
    free = list(range(len(entries)))
    by_fold = {}
    for i, e in enumerate(entries):
        by_fold.setdefault(fold(e["list_name"]), []).append(i)
    pending = []
    for row in table:
        hit = None
        if row["name"]:
            for i in by_fold.get(fold(row["name"]), []):
                if i in free:
                    hit = i
                    break
        if hit is None:
            pending.append(row)
        else:
            free.remove(hit)
            pairs.append((row, entries[hit]))
    for row in pending:
        cands = [i for i in free if entries[i]["code"] is not None and
                 parse_code(entries[i]["code"]) == row["code"]]
        if len(cands) == 1:
            free.remove(cands[0])
            pairs.append((row, entries[cands[0]]))
        else:
            pairs.append((row, None))
    for i in free:
        pairs.append((None, entries[i]))
    return pairs


def make_event(unit, row, entry, overrides, problems):
    """Merge a code-table row and an event-list entry into one event."""
    name = (row and row["name"]) or (entry and entry["list_name"])
    ev = {
        "name": name,
        "code": row["code"] if row else parse_code(entry["code"] or ""),
        "counters": row["counters"] if row else
        parse_ctrs(entry["restrict"] or ""),
        "in_code_table": row is not None,
        "brief": row["description"] if row else "",
        "category": entry["category"] if entry else None,
        "definition": entry["definition"] if entry else "",
        "umasks": [],
    }
    for o in overrides.event:
        if o["unit"] == unit and name in o["_left"] | o["_done"]:
            for k, v in o.get("set", {}).items():
                if k == "code":
                    v = int(v, 0)
                elif k == "encoding":
                    v = {f: int(n, 0) for f, n in v.items()}
                ev[k] = v
            o["_left"].discard(name)
            o["_done"].add(name)
            o["_used"] += 1
    name = ev["name"]
    if entry:
        lcode = parse_code(entry["code"] or "")
        if lcode is not None and lcode != ev["code"]:
            problems.append("%s %s: table code %#x != list code %#x"
                            % (unit, name, ev["code"], lcode))
        # The code table's Ctrs and the entry's Register Restrictions are
        # two printings of one value: an OCR slip that keeps the cell's
        # shape ("0-3" for "0-2") shows as a disagreement.  An empty
        # cell means every counter, which this file does not know.
        lctrs = parse_ctrs(entry["restrict"] or "")
        if row and row["counters"] is not None and lctrs is not None \
                and lctrs != row["counters"]:
            problems.append("%s %s: table Ctrs %s != list Register "
                            "Restrictions %s" % (unit, name,
                                                 row["counters"], lctrs))
        ev["umasks"] = build_umasks(unit, name, entry["umask_rows"],
                                    entry["umask_cols"], overrides, problems)
    if entry and entry["max_inc"] is not None:
        ev["max_inc"] = int(entry["max_inc"])
    if not entry:
        ev["no_list_entry"] = True
    if ev["code"] is None:
        problems.append("%s %s: no event code" % (unit, name))
    if not name or not NAME_RE.match(name):
        problems.append("%s: bad event name %r" % (unit, name))
    return ev


def fold_self_umask(ev):
    """An event whose one unit mask has the event's own name is that event.

    CXL CM and DP CLOCKTICKS (Tables 2-430, 2-440) list one umask,
    "Clockticks": the event is exported as clockticks with that unit mask
    in its encoding, as Intel's event files name it (UNC_CXLCM_CLOCKTICKS),
    not as clockticks.clockticks.
    """
    ums = ev["umasks"]
    if len(ums) == 1 and ums[0]["name"].upper() == ev["name"].upper():
        um = ums.pop()
        ev["encoding"] = {k: um[k] for k in
                          ("value", "ext", "ch_mask", "fc_mask") if k in um}


def add_m2m_mesh_bit(ev):
    """Set the M2M mesh select bit in one of M2M's copies of 2.1's events.

    Guide 2.1: "The common mesh stop events for M2M would have an
    additional bit enabled for its programming".  The 2.7.5 unit mask
    tables print it as xtra bit 55 (extension 0x800000) for most of these
    events; Intel's EMR files agree (UNC_M2M_CMS_CLOCKTICKS and
    UNC_M2M_EGRESS_ORDERING: UMaskExt 0x800000).  Where a table lost it
    (DISTRESS_ASSERTED, an empty HORZ_RING_AK_IN_USE xtra cell) or the
    event has no unit masks (CMS_CLOCKTICKS, RING_SRC_THRTL), the M2M
    event would otherwise count its own event of the same code.
    """
    for um in ev["umasks"]:
        um["ext"] = um.get("ext", 0) | M2M_MESH_EXT
    if not ev["umasks"]:
        enc = ev.setdefault("encoding", {"value": 0})
        enc["ext"] = enc.get("ext", 0) | M2M_MESH_EXT


def add_aliases(unit, ev):
    """Add perf alias names and config strings to an event's umasks.

    The alias is the event's name in lower case, or the one an override
    sets ("alias") where that name is the kernel's for another event.
    """
    base = ev.get("alias") or ev["name"].lower()
    for um in ev["umasks"]:
        um["alias"] = "%s.%s" % (base, um["name"].lower())
        um["config"] = config_string(unit, ev["code"], um)
    ev["alias"] = base
    if "encoding" in ev:
        ev["config"] = config_string(unit, ev["code"], ev["encoding"])
    else:
        ev["config"] = "event=%#04x" % ev["code"]


def config_string(unit, code, um):
    """perf -e config for one umask, using the driver's format names.

    CHA (and other SPR/EMR units with xtra [57:32]) fold the extension
    into the 'umask' format (config:8-15,32-63): value = ext << 8 | umask,
    as the kernel's SPR uncore driver and perf's JSON tables do.  IIO uses
    separate ch_mask (config:36-47) and fc_mask (config:48-50) formats.
    """
    parts = ["event=%#04x" % code]
    umask = um["value"] | (um.get("ext", 0) << 8)
    parts.append("umask=%#04x" % umask)
    if "ch_mask" in um:
        parts.append("ch_mask=%#05x" % um["ch_mask"])
        parts.append("fc_mask=%#x" % um["fc_mask"])
    return ",".join(parts)


def split_cxl(subs):
    """Section 2.12 holds two units: CM (2.12.2-3) and DP (2.12.4-5)."""
    cm = [s for s in subs if s[0] in ("2.12.1", "2.12.2", "2.12.3")]
    dp = [s for s in subs if s[0] in ("2.12.4", "2.12.5")]
    return {"cxlcm": cm, "cxldp": dp}


def build_unit(unit, secnum, pmus, sections, overrides, mesh):
    """Build one unit's catalog dict and the list of problems found.

    @mesh: upper-case names of the 2.1 mesh events (M2M lists its copies
    of them among its own).
    """
    problems = []
    title = sections[secnum][0]
    subs = unit_subsections(sections, secnum)
    if unit in ("cxlcm", "cxldp"):
        subs = split_cxl(subs)[unit]
    table_lines, list_lines, metric_lines = [], [], []
    for num, stitle, body in subs:
        body = overrides.apply_text(unit, list(body))
        if "Ordered By Code" in stitle:
            table_lines += body
            table_sec = num
        elif "Common Metrics" in stitle:
            metric_lines += body
        elif "Event List" in stitle:
            list_lines += body
    table = parse_code_table(table_lines)
    entries = parse_event_list(list_lines)
    events = []
    skipped = []
    for row, entry in match_entries(unit, table, entries, problems):
        name = (row and row["name"]) or (entry and entry["list_name"])
        skip = [o for o in overrides.skipped
                if o["unit"] == unit and o["event"] == name]
        if skip:
            skip[0]["_used"] += 1
            skipped.append({"name": name, "reason": skip[0]["reason"]})
            continue
        events.append(make_event(unit, row, entry, overrides, problems))
    for ev in events:
        fold_self_umask(ev)
        if unit == "m2m" and ev["name"].upper() in mesh:
            add_m2m_mesh_bit(ev)
        add_aliases(unit, ev)
    events.sort(key=lambda e: (e["code"] if e["code"] is not None else -1,
                               e["name"]))
    check_unique(unit, events, problems)
    doc = {
        "schema": SCHEMA_VERSION,
        "unit": unit,
        "pmus": pmus,
        "section": secnum,
        "title": clean(title.replace("**", "")),
        "code_table_rows": len(table),
        "code_table_section": table_sec,
        "events": events,
        "skipped": sorted(skipped, key=lambda s: s["name"]),
    }
    return doc, metric_lines, problems


def check_unique(unit, events, problems):
    """Alias names must be unique per unit and perf-safe."""
    seen = set()
    for ev in events:
        for um in ev["umasks"]:
            a = um["alias"]
            if a in seen:
                problems.append("%s: duplicate alias %s" % (unit, a))
            if not ALIAS_RE.match(a):
                problems.append("%s: bad alias %r" % (unit, a))
            seen.add(a)


# --------------------------------------------------------------------------
# Metrics
# --------------------------------------------------------------------------

def parse_metrics(unit, lines, events):
    """Parse a Common Metrics table: '| NAME: definition | equation |'.

    @events maps upper-case event name -> catalog event of this unit.
    Each metric lists the unit events it reads ("events", perf alias
    names), other metrics it builds on and any symbol the catalog cannot
    resolve (core events, SAMPLE_INTERVAL, fixed counters, functions such
    as ROUND, guide typos).
    """
    rows = []
    for line in lines:
        if not line.startswith("|"):
            continue
        cells = split_row(line)
        if is_separator(cells) or len(cells) < 2 or \
                cells[0].startswith("Symbol Name"):
            continue
        head, formula = clean(cells[0]), clean(cells[1])
        m = re.match(r"^([A-Za-z0-9_.]+)\s*:\s*(.*)$", head)
        if m:
            rows.append((m.group(1), m.group(2), formula))
    names = {r[0].upper() for r in rows}
    out = []
    for name, desc, formula in rows:
        # Symbols start with a capital; "{edge_det,thresh=0x1}" modifiers
        # and "(on Core)" remarks are not symbols.
        text = re.sub(r"\{[^}]*\}|\(on Core\)", "", formula)
        refs = sorted(set(re.findall(r"\b([A-Z][A-Za-z0-9_]*"
                                     r"(?:\.[A-Za-z0-9_]+)?)", text)))
        used, metrics, other = [], [], []
        for ref in refs:
            ev = events.get(ref.split(".")[0].upper())
            if ev and resolve_alias(ev, ref):
                used.append(resolve_alias(ev, ref))
            elif ref.upper() in names:
                metrics.append(ref)
            else:
                other.append(ref)
        out.append({"unit": unit, "name": name, "description": desc,
                    "formula": formula, "events": used, "metrics": metrics,
                    "unresolved": other})
    return out


def resolve_alias(ev, ref):
    """perf alias of 'EVENT' or 'EVENT.UMASK' in @ev, or None."""
    if "." not in ref:
        return ev["alias"]
    want = ref.split(".", 1)[1].upper()
    for um in ev["umasks"]:
        if um["name"].upper() == want:
            return um["alias"]
    return None


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def generate(seed_path, overrides_path):
    """Return ({filename: json text}, problems, overrides)."""
    with open(seed_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    sections = split_sections(lines)
    overrides = Overrides(overrides_path)
    files = {}
    problems = []
    metrics = []
    mesh = set()
    for unit, secnum, pmus in UNITS:
        doc, mlines, probs = build_unit(unit, secnum, pmus, sections,
                                        overrides, mesh)
        if unit == "cms":
            mesh = {e["name"].upper() for e in doc["events"]}
        problems += probs
        known = {e["name"].upper(): e for e in doc["events"]}
        metrics += parse_metrics(unit, mlines, known)
        files[unit + ".json"] = dump(doc)
    metrics.sort(key=lambda m: (m["unit"], m["name"]))
    files["metrics.json"] = dump({"schema": SCHEMA_VERSION,
                                  "metrics": metrics})
    for oid in overrides.unused():
        problems.append("unused override %s" % oid)
    return files, problems


def dump(obj):
    """Deterministic JSON text with trailing newline."""
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv=None):
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", required=True, help="OCR text of the guide")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--overrides", help="default: OUT/overrides.json")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if OUT differs from a fresh generation")
    ap.add_argument("--problems", action="store_true",
                    help="print parse problems and continue")
    args = ap.parse_args(argv)
    ovr = args.overrides or os.path.join(args.out, "overrides.json")
    files, problems = generate(args.seed, ovr)
    if problems:
        for p in problems:
            print("problem: " + p, file=sys.stderr)
        if not args.problems:
            return 2
    if args.check:
        stale = []
        for name, text in sorted(files.items()):
            path = os.path.join(args.out, name)
            try:
                with open(path, encoding="utf-8") as f:
                    if f.read() != text:
                        stale.append(name)
            except FileNotFoundError:
                stale.append(name)
        for name in stale:
            print("stale: %s" % os.path.join(args.out, name),
                  file=sys.stderr)
        return 1 if stale else 0
    os.makedirs(args.out, exist_ok=True)
    for name, text in sorted(files.items()):
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
