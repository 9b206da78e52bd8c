#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Hold the Itanium catalogs against libpfm's event tables.

The Montecito catalog (data/itanium/montecito.json) is one reading of
the OCR'd manual (seed 000, Table 4-42 and 4.15).  libpfm's tables
(data/libpfm: libpfm 3.10 as bundled with PAPI, pinned) are an
independent encoding of the same processors by another hand.  This
compares them field by field; every finding must be in the reviewed
list (tests/catalog/libpfm-differences) with its reason, and every line
of the list must match a finding.

Montecito: each entry of lib/montecito_events.h ("EVENT_UMASK", the
unit mask folded into the name) pairs with our event or umask
("EVENT.UMASK") by name; what is left pairs by encoding (code and umask:
a renamed event).  libpfm's "virtual" entries for the EARs and the ETB
(pfmlib_montecito_priv.h:40-46: DATA_EAR_*, L1I_EAR_*, ETB_EVENT) pair
by code with our event of that code, named "OURS(LIBPFM)"; an EAR
entry's umask is for PMC37/PMC40, not the counter (pfmlib_montecito.c
line 660 programs the counter's umask 0 for an EAR), so it is not
compared.  Compared: code, umask, counters, max increment, type
(A/F/C/S), I/D/O qualification (our iar/dar/opc), MESI, L1D/L2D set.

Not compared, because libpfm has no data for it: .all capability (the
"all" bit is 0 in all 637 entries, and pfmlib_montecito.c lines 637-643
refuse .all as "not yet supported by libpfm"), and the tag channel (our
"channel"; libpfm's four "dual" IBRP0/IBRP1 events are a list in
include/perfmon/pfmlib_montecito.h lines 547-558, not in the tables).

Itanium: the driver's per-code table
(drivers/itanium/models/itanium1_rules_gen.c, generated from
lib/itanium_events.h by itanium_rules.py and consulted through
models/itanium1.c .codes) is read back, and each libpfm entry is held
against the entry of its code: its counters, and whether it may be
range-qualified (pfmlib_itanium.c check_qualifier_constraints() refuses
an instruction range on an entry without iar; the driver needs a range
in the model's .ext_init and XPMU_IA_Q_IAR).  A code the driver does not
list is "libpfm-only".  The model offers no opcode match and no data
range (config2 refused, ita_ext_init()), so libpfm's opm/dar bits have
nothing to be compared with; nor has max increment (no threshold check).

Both models: the counter configuration register fields (PMC4-15,
PMC4-7) of libpfm's include/perfmon/pfmlib_{montecito,itanium}.h bit
fields against include/xpmu/itanium/regs.h, as "<model> different PMC
<field>=<hi:lo>/<hi:lo>" (not counted in the totals, which count events).

Each finding is one line:
    <model> different <event[.umask]> <field>=<ours>/<libpfm>
    <model> renamed <our event[.umask]> <libpfm name>
    <model> ours-only <event[.umask]>
    <model> libpfm-only <libpfm name>

Usage:
    libpfm_compare.py [--catalog data/itanium/montecito.json]
                      [--libpfm data/libpfm]
                      [--reviewed tests/catalog/libpfm-differences] [--all]
Exit status 1 when a finding is unreviewed or a reviewed line is stale.
"""

import argparse
import collections
import fnmatch
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from perfmon_compare import load_reviewed  # noqa: E402  (the same list format)
import itanium_codes  # noqa: E402  (the Itanium code table's lines)

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
KINDS = ("same", "different", "renamed", "ours-only", "libpfm-only")

# A pair, a leftover or a register check: its kind and its finding lines
# (none for "same").  kind "register" (the PMC fields) is not counted.
Result = collections.namedtuple("Result", "model kind lines")

# One initialiser per line: { "NAME", {vcode}, counters, maxincr, {qual}, desc}
ENTRY = re.compile(r'\{ "(?P<name>[A-Z0-9_]+)", '
                   r'\{(?P<vcode>0x[0-9a-f]+)\}\s*, '
                   r'(?P<counters>0x[0-9a-f]+), (?P<maxincr>\d+), '
                   r'\{(?P<qual>0x[0-9a-f]+)\}, ')

# pfmlib_montecito.h:650-653: pme_caf, the event types of 4.2.1.
MONT_CAF = "AFCS"
# pfmlib_montecito_priv.h:40-46: pme_type 2-6 are the EAR entries.
MONT_EAR_TYPES = range(2, 7)
# pfmlib_montecito.h:639-640: pme_group of the L1D and L2D set events.
MONT_GROUP_SET = {1: "l1d_set", 2: "l2d_set"}

# Fields compared per Montecito pair, in the order findings are printed.
MONT_FIELDS = ("code", "umask", "counters", "max_inc", "type", "iar", "dar",
               "opc", "mesi", "l1d_set", "l2d_set")
ITA_FIELDS = ("counters", "iar")
# libpfm's PMC bit-field names -> ours (XPMU_IA_PMC_<NAME>).
PMC_FIELDS = {"plm": "PLM", "ev": "EV", "oi": "OI", "pm": "PM", "es": "ES",
              "umask": "UMASK", "thres": "THRESHOLD", "ism": "ISM",
              "all": "ALL", "mesi": "MESI"}


def bits(value, lo, width):
    """The @width-bit field of @value at bit @lo."""
    return (value >> lo) & ((1 << width) - 1)


def read_entries(path):
    """The initialisers of a libpfm event table, in file order.

    Each entry follows its "#define PME_<MODEL>_<NAME> <index>" line: the
    count of those checks that no entry was missed.
    """
    with open(path, encoding="utf-8") as f:
        text = f.read()
    entries = [m.groupdict() for m in ENTRY.finditer(text)]
    defines = [d for d in re.findall(r"^#define PME_[A-Z]+_([A-Z0-9_]+) \d+$",
                                     text, re.M) if d != "EVENT_COUNT"]
    if len(entries) != len(defines):
        sys.exit(f"{path}: {len(entries)} entries, {len(defines)} indices")
    for e in entries:
        for k in ("vcode", "counters", "maxincr", "qual"):
            e[k] = int(e[k], 0)
    return entries


def libpfm_montecito(path):
    """{name: fields} from lib/montecito_events.h.

    vcode (pfmlib_montecito_priv.h:61-66): code 7:0, type 10:8, caf
    12:11, umask 31:16.  qual (lines 75-86): iar 0, opm 1, dar 2, all 3,
    mesi 4, then group and set.  The header declares group:3 (18:16) and
    set:4 (22:19), but the table was generated with Itanium 2's layout
    (pfmlib_itanium2_priv.h: group:4, set:4), group 19:16 and set 23:20:
    DATA_REFERENCES_SET1 (montecito_events.h:483, qual 0x5110007) is set
    1 only so, and the declared layout would give even sets only, up to
    14, where 4.8.2 has L1D sets 0-6 and 4.8.4 L2D sets 0-8.  The sets
    are read as generated (libpfm's own code reads them as declared).
    """
    out = {}
    for e in read_entries(path):
        v, q = e["vcode"], e["qual"]
        f = {
            "code": bits(v, 0, 8), "vtype": bits(v, 8, 3),
            "type": MONT_CAF[bits(v, 11, 2)], "umask": bits(v, 16, 16),
            "counters": e["counters"], "max_inc": e["maxincr"],
            "iar": bits(q, 0, 1), "opc": bits(q, 1, 1), "dar": bits(q, 2, 1),
            "mesi": bits(q, 4, 1), "l1d_set": None, "l2d_set": None,
        }
        group = bits(q, 16, 4)
        if group in MONT_GROUP_SET:
            f[MONT_GROUP_SET[group]] = bits(q, 20, 4)
        out[e["name"]] = f
    return out


def libpfm_itanium(path):
    """{name: fields} from lib/itanium_events.h.

    vcode (pfmlib_itanium_priv.h:32-40): code 7:0, ear 8, dear 9, tlb
    10, btb 11, umask 31:16.  qual (lines 50-58): iar 0, opm 1, dar 2.
    """
    return {e["name"]: {"code": bits(e["vcode"], 0, 8),
                        "umask": bits(e["vcode"], 16, 16),
                        "counters": e["counters"],
                        "iar": bits(e["qual"], 0, 1)}
            for e in read_entries(path)}


def ours_montecito(path):
    """{name: fields} for every event ("EVENT") and umask ("EVENT.UMASK").

    umask: the 4.15 pattern with x as 0, as the driver's aliases program
    it (montecito_catalog.py aliases()).
    """
    with open(path, encoding="utf-8") as f:
        cat = json.load(f)
    out = {}
    for ev in cat["events"]:
        base = {
            "code": tuple(ev["codes"]),
            "counters": sum(1 << c for c in ev["counters"]),
            "max_inc": ev["max_inc"], "type": ev["type"],
            "iar": int(ev["iar"]), "dar": int(ev["dar"]),
            "opc": int(ev["opc"]), "mesi": int(ev["mesi"]),
            "l1d_set": ev["l1d_set"], "l2d_set": ev["l2d_set"],
            "bare": not ev["umasks"], "umask": 0,
        }
        if not ev["umasks"]:
            out[ev["name"]] = base
        for um in ev["umasks"]:
            out[ev["name"] + "." + um["name"]] = dict(base, umask=um["value"])
    return out


def itanium_model(itanium_c, rules_c):
    """{code: fields}: what drivers/itanium/models/itanium1.c allows each code.

    .counters: the mask of PMC/PMD4-7; .ext_init: the model's hook, which
    may qualify an event by config1's range (ita_ext_init(), defined in
    the same file, reads attr->config1).  With .codes = xpmu_ia_ita_codes,
    the generated table (@rules_c, models/itanium1_rules_gen.c) says
    which codes are valid, their counters (within the model's) and
    whether they take a range (its IAR column, itanium_codes.py); without
    it every code is allowed everything.
    """
    with open(itanium_c, encoding="utf-8") as f:
        text = f.read()
    hi, lo = map(int, re.search(r"\.counters = GENMASK\((\d+), (\d+)\)",
                                text).groups())
    counters = (1 << (hi + 1)) - (1 << lo)
    hook = re.search(r"\.ext_init = (\w+),", text)
    body = hook and re.search(r"\n(?:static )?int %s\(.*?\n}\n" % hook.group(1),
                              text, re.S)
    irange = int(bool(body) and "attr->config1" in body.group(0))
    if ".codes = xpmu_ia_ita_codes" not in text:
        return {c: {"counters": counters, "iar": irange} for c in range(256)}
    with open(rules_c, encoding="utf-8") as f:
        rules = f.read()
    return {code: {"counters": ent["counters"] & counters,
                   "iar": irange & ent["iar"]}
            for code, ent in itanium_codes.rows(rules).items()}


def show(field, value):
    """A field's value as finding lines print it ("-" for no set)."""
    if value is None:
        return "-"
    if field == "code" and isinstance(value, tuple):
        return ",".join("%#x" % c for c in value)
    if field in ("code", "umask", "counters"):
        return "%#x" % value
    return str(value)


def diff_lines(model, label, ours, ref, fields):
    """One "different" line per field where ours and libpfm's differ.

    Our code is a tuple (L2D_OZQ_FULL has two): libpfm's must be one of it.
    """
    out = []
    for k in fields:
        same = ref[k] in ours[k] if k == "code" else ours[k] == ref[k]
        if not same:
            out.append(f"{model} different {label} "
                       f"{k}={show(k, ours[k])}/{show(k, ref[k])}")
    return out


def pair(model, label, ours, ref, fields):
    """A pair's result: same, or different with one line per field."""
    lines = diff_lines(model, label, ours, ref, fields)
    return Result(model, "different" if lines else "same", lines)


def by_name(mine, theirs):
    """Pairs of our "EVENT.UMASK" with libpfm's "EVENT_UMASK" (popped)."""
    out = []
    spelled = {n.replace(".", "_"): n for n in mine}
    for name in sorted(n for n in theirs
                       if n in spelled and not theirs[n]["vtype"]):
        ours = spelled[name]
        out.append(pair("montecito", ours, mine.pop(ours), theirs.pop(name),
                        MONT_FIELDS))
    return out


def virtual_by_code(ours, mine, theirs):
    """libpfm's EAR/ETB entries against our bare event of the same code."""
    out = []
    bare = {c: n for n, f in ours.items() if f["bare"] for c in f["code"]}
    for name in sorted(n for n, f in theirs.items()
                       if f["vtype"] and f["code"] in bare):
        ref = theirs.pop(name)
        target = bare[ref["code"]]
        mine.pop(target, None)
        fields = [k for k in MONT_FIELDS
                  if k != "umask" or ref["vtype"] not in MONT_EAR_TYPES]
        out.append(pair("montecito", f"{target}({name})", ours[target], ref,
                        fields))
    return out


def by_encoding(mine, theirs):
    """What is left, paired by code and umask: the same event renamed."""
    out = []
    enc = {}
    for name in sorted(theirs):
        enc.setdefault((theirs[name]["code"], theirs[name]["umask"]),
                       []).append(name)
    for ours in sorted(mine):
        f = mine[ours]
        name = next((n for c in f["code"] for n in enc.get((c, f["umask"]), [])
                     if n in theirs), None)
        if name is None:
            continue
        ref = theirs.pop(name)
        del mine[ours]
        out.append(Result("montecito", "renamed",
                          [f"montecito renamed {ours} {name}"] +
                          diff_lines("montecito", ours, f, ref, MONT_FIELDS)))
    return out


def compare_montecito(ours, ref):
    """Results for every Montecito pair and leftover."""
    mine, theirs = dict(ours), dict(ref)
    out = by_name(mine, theirs)
    out += virtual_by_code(ours, mine, theirs)
    out += by_encoding(mine, theirs)
    out += [Result("montecito", "ours-only", [f"montecito ours-only {n}"])
            for n in sorted(mine)]
    out += [Result("montecito", "libpfm-only", [f"montecito libpfm-only {n}"])
            for n in sorted(theirs)]
    return out


def compare_itanium(model, ref):
    """Results for each libpfm Itanium entry against the driver's entry
    for its code (libpfm-only: a code the driver refuses)."""
    return [pair("itanium", name, model[ref[name]["code"]], ref[name],
                 ITA_FIELDS) if ref[name]["code"] in model else
            Result("itanium", "libpfm-only", [f"itanium libpfm-only {name}"])
            for name in sorted(ref)]


def libpfm_pmc_fields(header, struct):
    """{field: (hi, lo)} of a PMC bit-field struct in a libpfm header.

    Montecito's I/S/E/M bits are folded into one "mesi" field, as ours is
    (Table 3-6: [27] I [28] S [29] E [30] M), when they sit in that order.
    """
    with open(header, encoding="utf-8") as f:
        text = f.read()
    body = re.search(r"struct \{([^}]*)\} " + struct + ";", text).group(1)
    out, pos = {}, 0
    for name, width in re.findall(r"unsigned long pmc_(\w+):(\d+);", body):
        out[name] = (pos + int(width) - 1, pos)
        pos += int(width)
    mesi = [out.pop(k) for k in "isem" if k in out]
    if mesi:
        if [lo for _, lo in mesi] != list(range(mesi[0][1], mesi[0][1] + 4)):
            sys.exit(f"{header}: {struct}: I/S/E/M not contiguous")
        out["mesi"] = (mesi[3][0], mesi[0][1])
    return out


def ours_pmc_fields(regs_h, model_prefix=None):
    """{libpfm field name: (hi, lo)} from include/xpmu/itanium/regs.h.

    A model's own definition of a field (@model_prefix + NAME, e.g. the
    first Itanium's XPMU_IA_ITA_PMC_ES) replaces the shared XPMU_IA_PMC_NAME.
    """
    with open(regs_h, encoding="utf-8") as f:
        text = f.read()
    out = {}
    for name, ours in PMC_FIELDS.items():
        m = None
        for prefix in ([model_prefix] if model_prefix else []) + ["XPMU_IA_PMC_"]:
            m = re.search(
                r"#define " + prefix + ours +
                r"\s+(?:GENMASK_ULL\((\d+), (\d+)\)|BIT_ULL\((\d+)\))",
                text)
            if m:
                break
        hi, lo, bit = m.groups()
        out[name] = (int(bit), int(bit)) if bit else (int(hi), int(lo))
    return out


def compare_pmc(model, ours, ref):
    """The fields libpfm's PMC struct names, against ours."""
    lines = ["%s different PMC %s=%d:%d/%d:%d"
             % ((model, k) + ours[k] + ref[k])
             for k in sorted(ref) if k in ours and ours[k] != ref[k]]
    return [Result(model, "register", lines)]


def run(catalog, libpfm_dir, top=TOP):
    """All results: Montecito, then Itanium."""
    def lib(*p):
        return os.path.join(libpfm_dir, *p)
    regs = ours_pmc_fields(os.path.join(top, "include", "xpmu",
                                        "itanium", "regs.h"))
    out = compare_pmc("montecito", regs, libpfm_pmc_fields(
        lib("include", "perfmon", "pfmlib_montecito.h"),
        "pmc_mont_counter_reg"))
    out += compare_montecito(
        ours_montecito(catalog),
        libpfm_montecito(lib("lib", "montecito_events.h")))
    out += compare_pmc("itanium", ours_pmc_fields(
        os.path.join(top, "include", "xpmu", "itanium", "regs.h"),
        "XPMU_IA_ITA_PMC_"), libpfm_pmc_fields(
        lib("include", "perfmon", "pfmlib_itanium.h"), "pmc_ita_count_reg"))
    out += compare_itanium(
        itanium_model(os.path.join(top, "drivers", "itanium", "models", "itanium1.c"),
                      os.path.join(top, "drivers", "itanium", "models",
                                   "itanium1_rules_gen.c")),
        libpfm_itanium(lib("lib", "itanium_events.h")))
    return out


def findings(results):
    """Every finding line of @results, in order."""
    return [line for r in results for line in r.lines]


def judge(lines, reviewed):
    """(unreviewed finding lines, stale reviewed patterns)."""
    used = set()
    unreviewed = []
    for line in lines:
        hit = [p for p, _ in reviewed if fnmatch.fnmatchcase(line, p)]
        used.update(hit)
        if not hit:
            unreviewed.append(line)
    return unreviewed, [p for p, _ in reviewed if p not in used]


def totals(results):
    """{model: {kind: n}}: events and umasks, one per pair or leftover."""
    out = {}
    for r in results:
        t = out.setdefault(r.model, dict.fromkeys(KINDS, 0))
        if r.kind in t:
            t[r.kind] += 1
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--catalog", default=os.path.join(
        TOP, "data", "itanium", "montecito.json"))
    ap.add_argument("--libpfm", default=os.path.join(TOP, "data", "libpfm"))
    ap.add_argument("--reviewed", default=os.path.join(
        TOP, "tests", "catalog", "libpfm-differences"))
    ap.add_argument("--all", action="store_true",
                    help="print every finding, reviewed or not")
    args = ap.parse_args(argv)

    results = run(args.catalog, args.libpfm)
    lines = findings(results)
    unreviewed, stale = judge(lines, load_reviewed(args.reviewed))
    if args.all:
        print("\n".join(lines))
    print("# %-9s %s" % ("model", " ".join("%11s" % k for k in KINDS)))
    for model, t in totals(results).items():
        print("# %-9s %s" % (model, " ".join("%11d" % t[k] for k in KINDS)))
    for line in unreviewed:
        print("unreviewed: " + line)
    for p in stale:
        print("stale reviewed line: " + p)
    return 1 if unreviewed or stale else 0


if __name__ == "__main__":
    sys.exit(main())
