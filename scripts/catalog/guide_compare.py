#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Hold every EMR alias's encoding against the guide's own table row.

scripts/catalog/emr_catalog.py reads the OCR'd guide and applies
data/emr/overrides.json on top.  A wrong override, or a bug in the
generator's parse, gives a wrong alias that regenerating cannot catch
(it makes the same mistake again), and Intel's event files catch it only
for aliases they also have (scripts/catalog/perfmon_compare.py).  This
reads the guide a second way, with code of its own: the "Events Ordered
By Code" rows for event codes, the "Unit Masks for <EVENT>" rows for the
unit mask and extension bit patterns, and compares what every exported
alias programs (emr_sysfs.py's aliases) with the row.

An OCR'd bit pattern of the wrong width is read as every pattern that
adds (or removes) that many 0s or x's to its runs of them, keeping its
1s: OCR miscounts runs of one glyph (readings()).  The alias must program
one of those readings.  M2M's copies of the 2.1 mesh events take the mesh
select bit in place of their xtra cells (mesh_bit()).  The finding kinds:

  same          the row has one reading and the alias programs it
  ambiguous     the alias programs one of several readings of a damaged
                row (an override's guide.read choosing one included)
  different     the alias programs none of the row's readings
  no-row        the guide has no row (or no event code) under that name
  inconsistent  the row's one reading is programmed, but the guide's
                other printings contradict it (consistency()): an OCR
                slip that keeps a cell's width is read the same way by
                both parsers, and shows only there

Every finding that is not "same" must be explained: by Intel's event
files (perfmon_compare pairs the alias with an Intel event of the same
encoding: EMR, or Ice Lake-SP for the mesh), or by a line of the reviewed
list tests/catalog/guide-differences, which like perfmon-differences must
match a finding on every line and state the control value it excuses.
An "ours only" alias (no Intel partner) therefore needs the guide's row
to state its encoding.

check_overrides() holds data/emr/overrides.json to its citations: every
entry names the guide line it corrects ("guide": {"line", "quote"}; text
entries the "lines" they change), and an override that sets an encoding
sets the one its cited row states, or one reading of the row's damaged
cell that it spells out ("guide": {"read": ...}; the alias stays
ambiguous, to be confirmed like any reading of a damaged row), or
copies the Intel event it names ("intel").

Usage:
    guide_compare.py [--seed GUIDE] [--data data/emr] [--perfmon DIR]
                     [--reviewed tests/catalog/guide-differences] [--all]
Exit status 1 on an unexplained finding, a stale reviewed line or a bad
override citation.
"""

import argparse
import functools
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emr_sysfs  # noqa: E402
import perfmon_compare  # noqa: E402
import seeds  # noqa: E402

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SEED = seeds.EMR_GUIDE

# Chapter 2 section of each catalog file (guide 2.1-2.12; 2.12 holds CXL
# CM in 2.12.2-2.12.3 and CXL DP from 2.12.4 on).  Not emr_catalog.py's
# UNITS: a second reading of where each unit's events are, so that a wrong
# section there shows as a difference here.
SECTIONS = {"cms": "1", "cha": "2", "imc": "3", "iio": "4", "irp": "5",
            "upi": "6", "m2m": "7", "m2pcie": "8", "m3upi": "9",
            "pcu": "10", "mdf": "11", "cxlcm": "12", "cxldp": "12"}

# Glyphs OCR substitutes in names and bit patterns.
LOOKALIKE = str.maketrans({"х": "x", "×": "x", "ь": "b", "О": "O",
                           "о": "o", "А": "A", "В": "B", "С": "C",
                           "Е": "E", "Н": "H", "К": "K", "М": "M",
                           "Р": "P", "Т": "T", "Х": "X", "₀": "0",
                           "₁": "1", "₂": "2", "₃": "3"})

KINDS = ("same", "ambiguous", "different", "no-row", "inconsistent")

# Finding kinds whose reviewed lines must state the control value.
VALUED = ("ambiguous", "different", "inconsistent")


def norm(name):
    """Name key: OCR reads 0 as O, 1 as I or l, and splits names."""
    name = name.translate(LOOKALIKE).upper()
    name = re.sub(r"[\s*_]", "", name)
    return name.replace("O", "0").replace("I", "1").replace("L", "1")


def cells(line):
    """The cells of a markdown table row."""
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") else body
    return [c.strip() for c in body.split("|")]


# --------------------------------------------------------------------------
# Reading the guide
# --------------------------------------------------------------------------

class Row:
    """One unit mask row: seed line number and the raw cells by column."""

    def __init__(self, lineno, name, umask, xtra, xtra_bits):
        self.lineno = lineno
        self.name = name
        self.umask = umask
        self.xtra = xtra
        self.xtra_bits = xtra_bits


class Unit:
    """What one unit section of the guide states."""

    def __init__(self):
        self.codes = {}     # name key -> [(code, lineno)] (code tables)
        self.listed = {}    # name key -> (code or None, lineno) (list)
        self.rows = {}      # event key -> {umask key: [Row]}
        self.first = None
        self.last = None


def unit_ranges(lines):
    """{unit: (first, last)} seed line ranges (1-based, inclusive)."""
    tops = {}
    for i, line in enumerate(lines, 1):
        m = re.match(r"^(?:\*\*)?2\.(\d+)\s+\S", line)
        if m and m.group(1) not in tops:
            tops[m.group(1)] = i
    end = next(i for i, line in enumerate(lines, 1)
               if re.match(r"^3\s+Reference", line))
    nums = sorted(tops, key=int)
    bounds = {n: (tops[n], tops[nums[k + 1]] - 1 if k + 1 < len(nums)
                  else end - 1) for k, n in enumerate(nums)}
    cxl_dp = next(i for i, line in enumerate(lines, 1)
                  if line.startswith("2.12.4 "))
    out = {}
    for unit, num in SECTIONS.items():
        first, last = bounds[num]
        if unit == "cxlcm":
            last = cxl_dp - 1
        elif unit == "cxldp":
            first = cxl_dp
        out[unit] = (first, last)
    return out


def read_unit(lines, first, last):
    """Parse the code table rows and unit mask tables of one section."""
    u = Unit()
    u.first, u.last = first, last
    region = None
    entry = None        # the event list entry the lines belong to
    ident = None        # last bare identifier line
    table = None        # (event key, column map) of a unit mask table
    for n in range(first, last + 1):
        line = lines[n - 1].translate(LOOKALIKE)
        text = line.strip()
        if not text.startswith("|"):
            if "Ordered By Code" in text and not text.startswith("Table"):
                region = "code"
            elif re.match(r"^2\.\d+\.\d+\s.*Event List", text):
                region = "list"
            elif re.match(r"^2\.\d+\.\d+\s", text):
                region = None
            m = re.match(r"^Table \d+-\d+\.\s*Unit Masks for\s+(.*?)"
                         r"\s*(?:\(Sheet.*)?$", text)
            if m:
                # The title's name, unless OCR garbled it ("RPO INSERTS",
                # Table 2-164): then the entry's.
                title = norm(m.group(1))
                known = title in u.codes or title in u.listed
                table = [title if known else entry, None]
                continue
            if text.startswith("Table "):
                table = None
            if region == "list":
                plain = text.replace("**", "").replace("•", "").strip()
                if re.match(r"^[A-Za-z][A-Za-z0-9_ ]*$", plain) and \
                        "Title" not in plain:
                    ident = plain
                elif plain.startswith("Title") and ident:
                    entry = norm(ident)
                    u.listed.setdefault(entry, (None, n))
                m = re.search(r"Event Code\s*:[\s.•]*0\s*[xX]\s*"
                              r"([0-9A-Fa-f]{1,2})", plain)
                if m and entry:
                    u.listed[entry] = (int(m.group(1), 16), n)
            continue
        row = cells(text)
        if all(re.match(r"^:?-*:?$", c) for c in row):
            continue
        if region == "code":
            hexes = [i for i, c in enumerate(row)
                     if re.match(r"^0[xX][0-9A-Fa-f]{1,2}$",
                                 c.replace(" ", ""))]
            if len(hexes) == 1 and hexes[0] > 0 and row[hexes[0] - 1]:
                i = hexes[0]
                u.codes.setdefault(norm(row[i - 1]), []).append(
                    (int(row[i].replace(" ", ""), 16), n))
            continue
        if table is None or table[0] is None:
            continue
        if "Extension" in row:
            cols = {"name": row.index("Extension")}
            for i, c in enumerate(row):
                if "umask" in c or c == "[15:8]":
                    cols["umask"] = i
                m = re.match(r"^xtra\s*\[(\d+):(\d+)\]", c)
                if m:
                    cols["xtra"] = i
                    cols["bits"] = (int(m.group(1)), int(m.group(2)))
            table[1] = cols
            continue
        cols = table[1]
        if cols is None or "umask" not in cols:
            continue

        def get(key):
            i = cols.get(key)
            return row[i] if i is not None and i < len(row) else ""
        if not get("name"):
            continue
        u.rows.setdefault(table[0], {}).setdefault(
            norm(get("name")), []).append(
            Row(n, get("name"), get("umask"),
                get("xtra") if "xtra" in cols else None, cols.get("bits")))
    return u


@functools.lru_cache(maxsize=None)
def read_guide(path):
    """{unit: Unit} and the seed's lines (read once; not to be changed)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    return {unit: read_unit(lines, first, last)
            for unit, (first, last) in unit_ranges(lines).items()}, lines


# --------------------------------------------------------------------------
# Bit patterns
# --------------------------------------------------------------------------

def readings(text, width, short_ok=False):
    """Every value an OCR'd bit pattern of a @width-bit field may mean.

    Returns (set of values, exact).  An exact-width pattern, a hex
    number, or one without a 1 (0 whatever its width) has one reading.
    @short_ok: the guide writes the extension's low bits alone
    ("bxxxxxxx1", "b011" for 26 bits): a pattern of at most 10 characters
    is right-aligned.  Otherwise the pattern is read with as many x's added
    to (or removed from) its runs of x's and 0s as its width is off, in
    every way (OCR miscounts runs of one glyph; it does not invent a run
    nor a 1); set() if unreadable or no such reading exists.
    """
    t = text.translate(LOOKALIKE).replace(" ", "").lower()
    if re.match(r"^0x[0-9a-f]+$", t):
        return {int(t, 16)}, True
    t = t[1:] if t.startswith("b") else t
    t = t.replace("o", "0").replace("l", "1").replace("i", "1")
    if not t or not re.match(r"^[01x]+$", t):
        return set(), False
    if len(t) == width or "1" not in t or (short_ok and len(t) <= 10):
        return {int(t.replace("x", "0"), 2)}, True
    # The 1s stay; the runs of 0s and x's around them (both read 0) are
    # what OCR miscounted.
    digits = [c for c in t if c == "1"]
    gaps = [len(g) for g in t.split("1")]
    grow = len(t) < width
    out = set()

    def spread(k, left, acc):
        """Give @left more (or fewer) x's to gaps @k onwards."""
        if k == len(gaps):
            if not left:
                s = "".join("0" * g + d for g, d in zip(acc, digits + [""]))
                out.add(int(s, 2))
            return
        if not gaps[k]:
            spread(k + 1, left, acc + [0])
            return
        for c in range((left if grow else min(left, gaps[k])) + 1):
            spread(k + 1, left - c, acc + [gaps[k] + (c if grow else -c)])
    spread(0, abs(width - len(t)), [])
    return out, False


def row_readings(unit, code, row, read=None, mesh=False):
    """(set of control values, exact) a unit mask row states.

    @read: corrected text of the umask and xtra cells ({"umask": ...,
    "xtra": ...}); a corrected cell must have the exact width.
    @mesh: an M2M copy of a 2.1 mesh event, see mesh_bit().
    """
    read = read or {}
    umasks, exact = readings(read.get("umask", row.umask), 8)
    if "umask" in read and not exact:
        return set(), False
    values = {code | u << 8 for u in umasks}
    if mesh:
        return {v | mesh_bit() for v in values}, exact
    if row.xtra is None or not row.xtra.strip() and "xtra" not in read:
        return values, exact
    xtra = read.get("xtra", row.xtra)
    hi, lo = row.xtra_bits
    if unit == "iio":
        # [50:36]: fc_mask 50:48, then ch_mask 47:36, printed as two
        # groups "b111 bxxxxxxxxxxx1" (Table 2-190).
        groups = [g for g in xtra.translate(LOOKALIKE).replace(" ", "")
                  .lower().split("b") if g]
        if len(groups) != 2:
            return set(), False
        fcs, fc_ok = readings("b" + groups[0], 3)
        chs, ch_ok = readings("b" + groups[1], 12)
        ext = {fc << 12 | ch for fc in fcs for ch in chs}
        ok = fc_ok and ch_ok
    else:
        ext, ok = readings(xtra, hi - lo + 1, short_ok=True)
    if "xtra" in read and not ok:
        return set(), False
    exact &= ok
    return {v | e << lo for v in values for e in ext}, exact


def mesh_bit():
    """The M2M mesh select bit, in place of M2M's mesh xtra cells.

    Guide 2.1: "The common mesh stop events for M2M would have an
    additional bit enabled for its programming".  The 2.7.5 tables print
    that one bit in the xtra cell, but 23 to 28 characters wide for the
    26-bit field (or not at all: DISTRESS_ASSERTED, empty cells), and no
    recount puts it at one place: its place is unreadable there.  Intel's
    EMR files give it on the M2M mesh events they keep,
    UNC_M2M_CMS_CLOCKTICKS and UNC_M2M_EGRESS_ORDERING (UMaskExt
    0x800000: control bit 55), and perfmon_compare pairs those and
    requires the bit on every M2M mesh alias (m2m_mesh_bit()).
    """
    return perfmon_compare.M2M_MESH_BIT


# --------------------------------------------------------------------------
# The catalog's aliases against the rows
# --------------------------------------------------------------------------

def is_mesh(guide, unit, event):
    """True for M2M's copy of a 2.1 mesh event (mesh_bit())."""
    cms = guide["cms"]
    return unit == "m2m" and (norm(event) in cms.codes or
                              norm(event) in cms.listed)


def show(values):
    """The readings of a row, for a finding (a few, else how many)."""
    if not values:
        return "unreadable"
    if len(values) > 4:
        return f"{len(values)}-readings"
    return "|".join(f"{v:#x}" for v in sorted(values))


def event_code(gu, key):
    """(code or None, lineno): the code table's, else the event list's.

    A name the code table gives twice (M2M Table 2-235 TxC_AD_CREDITS)
    takes the one its event list entry states.
    """
    listed, lline = gu.listed.get(key, (None, None))
    table = gu.codes.get(key, [])
    if len(table) == 1:
        return table[0]
    if listed is not None and (not table or
                               listed in [c for c, _ in table]):
        return listed, lline
    return None, None


def aliases(data_dir):
    """[(unit, event, umask name or None, alias, control)] exported."""
    out = []
    for doc in emr_sysfs.load(data_dir):
        exported = dict(emr_sysfs.aliases_of(doc))
        for ev in doc["events"]:
            for um in ev["umasks"] or [None]:
                alias = um["alias"] if um else ev["alias"]
                if alias in exported:
                    out.append((doc["unit"], ev["name"],
                                um["name"] if um else None, alias,
                                emr_sysfs.config_value(exported[alias])))
    return out


def bit_vocabulary(gu, ekey):
    """The umask bits that rows of one bit set in the event's table.

    A combination row (``ALL``, ``RD``) ORs bits its table gives one row
    each; a bit no such row sets is a bit OCR may have made.
    """
    out = 0
    for rows in gu.rows.get(ekey, {}).values():
        for row in rows:
            values, exact = readings(row.umask, 8)
            if exact and len(values) == 1:
                v = next(iter(values))
                if v and not v & (v - 1):
                    out |= v
    return out


def consistency(guide, unit, ev, um, ctl, twins):
    """What the guide's other printings of an alias's values contradict.

    Checks that do not read a value's own characters again, so that an
    OCR slip keeping a cell's width ("0x36" for "0x35", an x read as a 1)
    still shows: the code table's code against the event list entry's
    "Event Code", the umask's bits against the bits its table gives one
    row each (bit_vocabulary()), and no two unit masks of one event
    programming the same (@twins: the other aliases of that control).
    Returns a finding detail, or None.
    """
    gu = guide[unit]
    ekey = norm(ev)
    listed, _ = gu.listed.get(ekey, (None, None))
    table = [c for c, _ in gu.codes.get(ekey, [])]
    if listed is not None and len(table) == 1 and table[0] != listed:
        return f"control={ctl:#x} code={table[0]:#x}/list={listed:#x}"
    if um is not None:
        vocab = bit_vocabulary(gu, ekey)
        stray = (ctl >> 8 & 0xff) & ~vocab
        if vocab and stray:
            return f"control={ctl:#x} stray-bits={stray:#x}/{vocab:#x}"
    if twins:
        return f"control={ctl:#x} same-as={','.join(sorted(twins))}"
    return None


def guide_findings(guide, catalog):
    """[(kind, unit, alias, detail, lineno)] for every exported alias.

    @catalog: aliases().  A row that an override reads one way
    ("guide": {"read": ...}) is still ambiguous here: the override's
    choice is held to Intel's files or to the reviewed list like any
    other reading of a damaged row.
    """
    out = []
    controls = {}
    for unit, ev, um, alias, ctl in catalog:
        if um is not None:
            controls.setdefault((unit, ev, ctl), []).append(alias)
    for unit, ev, um, alias, ctl in catalog:
        gu = guide[unit]
        ekey = norm(ev)
        mesh = is_mesh(guide, unit, ev)
        code, cline = event_code(gu, ekey)
        if code is None:
            out.append(("no-row", unit, alias, "no event code", None))
            continue
        twins = [a for a in controls.get((unit, ev, ctl), []) if a != alias]
        odd = consistency(guide, unit, ev, um, ctl, twins)
        if um is None:
            # An event without unit masks programs its code alone, unless
            # the guide's unit mask table is one row of its own name
            # (CXL CLOCKTICKS, Tables 2-430 and 2-440).
            rows = gu.rows.get(ekey, {}).get(ekey, [])
            if not rows:
                want = code | (mesh_bit() if mesh else 0)
                kind = "same" if ctl == want else "different"
                if kind == "same" and odd:
                    out.append(("inconsistent", unit, alias, odd, cline))
                    continue
                out.append((kind, unit, alias, f"control={ctl:#x}/{want:#x}",
                            cline))
                continue
        else:
            rows = gu.rows.get(ekey, {}).get(norm(um), [])
        if len(rows) != 1:
            out.append(("no-row", unit, alias,
                        f"{len(rows)} unit mask rows", None))
            continue
        row = rows[0]
        values, exact = row_readings(unit, code, row, None, mesh)
        shown = show(values)
        if ctl in values:
            kind = "same" if exact or len(values) == 1 else "ambiguous"
        else:
            kind = "different"
        if kind == "same" and odd:
            out.append(("inconsistent", unit, alias, odd, row.lineno))
            continue
        out.append((kind, unit, alias, f"control={ctl:#x}/{shown}",
                    row.lineno))
    return out


def intel_equal(data_dir, perfmon_dir):
    """{(unit, alias)}: aliases whose Intel partner programs the same.

    The pairing is perfmon_compare's (by name, then by encoding; the mesh
    aliases against Ice Lake-SP, without M2M's mesh bit, which
    perfmon_compare requires separately).  A mesh alias several PMUs
    share counts when it is equal on every one.
    """
    pairs = perfmon_compare.partners(data_dir, perfmon_dir)
    units = {}
    for doc in emr_sysfs.load(data_dir):
        for alias, _ in emr_sysfs.aliases_of(doc):
            for stem in doc["pmus"]:
                units.setdefault((stem, alias), []).append(doc["unit"])
    verdict = {}
    for (stem, alias), same in pairs.items():
        for unit in units.get((stem, alias), []):
            key = (unit, alias)
            verdict[key] = verdict.get(key, True) and same
    return {k for k, v in verdict.items() if v}


# --------------------------------------------------------------------------
# Overrides held to their citations
# --------------------------------------------------------------------------

def check_overrides(overrides, guide, lines, catalog, perfmon_dir, equal):
    """Problems of data/emr/overrides.json's citations.

    Rules, each a problem when broken:
    * text: "lines" lists exactly the lines of the unit's section that
      contain "find" (what the generator replaces);
    * umask, event, confirm: "guide" {"line", "quote"} (or a list of
      them, one per event of "events"): the quote is on that seed line;
    * umask and event overrides that set an encoding: the alias programs
      what the cited unit mask row states.  Where OCR left a cell the
      wrong width, "guide": {"read": {"umask" or "xtra": text}} gives
      the corrected cell: of the field's exact width, and one of the
      readings of the printed cell (readings(): only runs of x's and 0s
      recounted), so a correction can pick among what the line may mean
      but not change what it says.  Or the entry names the Intel event
      ("intel", EventName) whose encoding it copies, and the alias
      programs exactly that;
    * event overrides that set counters: the guide's counters of the
      cited row, narrowed by Intel's for the code (the stricter wins);
    * confirm: each confirmed alias has an Intel partner of the same
      encoding (what the entries' reasons claim).
    A "read" only makes the override's value legal; the alias's finding
    stays ambiguous (guide_findings()), to be confirmed by Intel's files
    or reviewed with its control value.
    @catalog: aliases(); @equal: intel_equal().
    """
    problems = []
    by_name = {(unit, ev, um): (alias, ctl)
               for unit, ev, um, alias, ctl in catalog}
    counters = emr_sysfs.intel_counters(os.path.join(perfmon_dir, "EMR"))
    intel = {}
    for sub in ("EMR", "ICX"):
        for evs in perfmon_compare.intel(sorted(glob.glob(
                os.path.join(perfmon_dir, sub, "*.json")))).values():
            for f in evs.values():
                intel.setdefault(f["name"], f["control"])

    def cited(oid, cite):
        line, quote = cite.get("line"), cite.get("quote")
        if not isinstance(line, int) or not quote:
            problems.append(f"{oid}: no guide citation (line, quote)")
            return False
        if not 1 <= line <= len(lines) or quote not in lines[line - 1]:
            problems.append(f"{oid}: guide line {line} does not read "
                            f"{quote!r}")
            return False
        return True

    def held(oid, o, unit, ev, alias, ctl, row):
        """An encoding override against its row or its Intel event."""
        if o.get("intel"):
            want = intel.get(o["intel"])
            if want is None:
                problems.append(f"{oid}: no Intel event {o['intel']}")
            elif want != ctl:
                problems.append(f"{oid}: {unit} {alias} control={ctl:#x}, "
                                f"{o['intel']} {want:#x}")
            return
        if row is None:
            problems.append(f"{oid}: {unit} {alias}: the cited line is "
                            "not its unit mask row, and no \"intel\"")
            return
        cite = o["guide"][0] if isinstance(o["guide"], list) else o["guide"]
        read = cite.get("read") or {}
        mesh = is_mesh(guide, unit, ev)
        code = ctl & 0xff
        printed, printed_exact = row_readings(unit, code, row, None, mesh)
        values, exact = row_readings(unit, code, row, read, mesh)
        if read and printed_exact:
            problems.append(f"{oid}: guide line {row.lineno} is exact "
                            f"({show(printed)}): no reading to correct")
        elif not values <= printed:
            problems.append(f"{oid}: guide.read {read} is no reading of "
                            f"line {row.lineno} ({show(printed)})")
        if not exact or values != {ctl}:
            problems.append(f"{oid}: {unit} {alias} control={ctl:#x}, "
                            f"guide line {row.lineno} reads {show(values)}"
                            + ("" if exact else " (give the corrected "
                               "cell in guide.read)"))

    def row_at(unit, ev, um, lineno):
        gu = guide[unit]
        rows = gu.rows.get(norm(ev), {}).get(norm(um or ev), [])
        return next((r for r in rows if r.lineno == lineno), None)

    for kind in ("text", "umask", "event", "confirm", "skipped"):
        for i, o in enumerate(overrides.get(kind, [])):
            oid = f"{kind}[{i}]"
            unit = o["unit"]
            if kind == "text":
                first, last = guide[unit].first, guide[unit].last
                hits = [n for n in range(first, last + 1)
                        if o["find"] in lines[n - 1]]
                if o.get("lines") != hits:
                    problems.append(f"{oid}: lines {o.get('lines')} but "
                                    f"{o['find']!r} is on {hits}")
                continue
            cites = o.get("guide")
            cites = cites if isinstance(cites, list) else [cites or {}]
            if not all(cited(oid, c) for c in cites):
                continue
            if kind == "umask":
                hit = by_name.get((unit, o["event"],
                                   o.get("rename", o["umask"])))
                if norm(o["umask"]) == norm(o["event"]):
                    # The event's one unit mask of its own name is the
                    # event (emr_catalog.fold_self_umask()).
                    hit = by_name.get((unit, o["event"], None))
                if not hit:
                    problems.append(f"{oid}: {unit} {o['event']}."
                                    f"{o['umask']} is not exported")
                    continue
                held(oid, o, unit, o["event"], hit[0], hit[1],
                     row_at(unit, o["event"], o["umask"],
                            cites[0]["line"]))
            elif kind == "event":
                names = o.get("events") or [o["event"]]
                sets = o["set"]
                if "counters" in sets:
                    check_counters(oid, o, guide, names, cites, counters,
                                   problems)
                if "encoding" in sets or "umasks" in sets or \
                        "code" in sets:
                    for ev in names:
                        ums = [u["name"] for u in sets.get("umasks", [])] \
                            or [None]
                        for um in ums:
                            hit = by_name.get((unit, ev, um))
                            if not hit:
                                problems.append(f"{oid}: {unit} {ev} "
                                                f"{um} is not exported")
                                continue
                            held(oid, o, unit, ev, hit[0], hit[1],
                                 row_at(unit, ev, um, cites[0]["line"])
                                 if um else None)
            elif kind == "confirm":
                for um in o["umasks"]:
                    hit = by_name.get((unit, o["event"], um))
                    if hit and (unit, hit[0]) not in equal:
                        problems.append(f"{oid}: {unit} {hit[0]} is "
                                        "confirmed, but no Intel event "
                                        "programs the same")
    return problems


def check_counters(oid, o, guide, names, cites, intel, problems):
    """Counter overrides: the cited code rows, narrowed by Intel's.

    Each event of the entry needs a cited "Events Ordered By Code" row
    with its code (M3UPI Table 2-367 sheet 2 lost its name column: the
    row is found by the code the event list gives); the counters set must
    be that row's "Ctrs" (every counter when blank) and Intel's EMR
    "Counter" for the code, both (@intel: emr_sysfs.intel_counters()).
    """
    unit = o["unit"]
    got = sum(1 << int(c) for c in o["set"]["counters"])
    full = emr_sysfs.full_mask(unit)
    for ev in names:
        code, _ = event_code(guide[unit], norm(ev))
        row = None
        for c in cites:
            cs = cells(c["quote"])
            hexes = [i for i, x in enumerate(cs)
                     if re.match(r"^0[xX][0-9A-Fa-f]+$", x.replace(" ", ""))]
            if len(hexes) == 1 and int(cs[hexes[0]], 16) == code and \
                    (hexes[0] == 0 or norm(cs[hexes[0] - 1]) == norm(ev)):
                row = cs[hexes[0] + 1:]
        if code is None or row is None:
            problems.append(f"{oid}: no cited code table row for {ev}")
            continue
        mask = 0
        ctrs = row[0].replace(" ", "") if row else ""
        for part in filter(None, ctrs.split(",")):
            lo, _, hi = part.partition("-")
            mask |= sum(1 << c for c in range(int(lo), int(hi or lo) + 1))
        want = (mask or full) & intel[unit].get(code, full)
        if got != want:
            problems.append(f"{oid}: {unit} {ev} counters {got:#x}, but "
                            f"the cited row and Intel give {want:#x}")


# --------------------------------------------------------------------------
# Judging
# --------------------------------------------------------------------------

def key(finding):
    kind, unit, alias, detail, _ = finding
    return f"{kind} {unit} {alias} {detail}"


def run(seed, data_dir, perfmon_dir, reviewed_path):
    """(findings, unexplained, stale reviewed, override problems)."""
    guide, lines = read_guide(seed)
    with open(os.path.join(data_dir, "overrides.json"),
              encoding="utf-8") as f:
        overrides = json.load(f)
    catalog = aliases(data_dir)
    equal = intel_equal(data_dir, perfmon_dir)
    problems = check_overrides(overrides, guide, lines, catalog,
                               perfmon_dir, equal)
    found = guide_findings(guide, catalog)
    reviewed = perfmon_compare.load_reviewed(reviewed_path)
    patterns = perfmon_compare.Reviewed(reviewed, VALUED)
    used = set()
    unexplained = []
    for f in found:
        if f[0] == "same":
            continue
        hit = patterns.hits(key(f))
        used.update(hit)
        if hit:
            continue
        if (f[1], f[2]) not in equal:
            unexplained.append(f)
    stale = patterns.stale(reviewed, used)
    return found, unexplained, stale, problems


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default=SEED)
    ap.add_argument("--data", default=os.path.join(TOP, "data", "emr"))
    ap.add_argument("--perfmon", default=os.path.join(TOP, "data",
                                                      "perfmon"))
    ap.add_argument("--reviewed", default=os.path.join(
        TOP, "tests", "catalog", "guide-differences"))
    ap.add_argument("--all", action="store_true",
                    help="print every finding")
    args = ap.parse_args(argv)
    found, unexplained, stale, problems = run(
        args.seed, args.data, args.perfmon, args.reviewed)
    if args.all:
        for f in found:
            print(f"{key(f)} @{f[4]}")
    counts = {k: sum(1 for f in found if f[0] == k) for k in KINDS}
    print("# " + " ".join(f"{k}={v}" for k, v in counts.items()))
    for f in unexplained:
        print(f"unexplained: {key(f)} (guide line {f[4]})")
    for p in stale:
        print("stale reviewed line: " + p)
    for p in problems:
        print("override: " + p)
    return 1 if unexplained or stale or problems else 0


if __name__ == "__main__":
    sys.exit(main())
