#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Hold the EMR sysfs aliases against Intel's own event files.

The catalog (data/emr) is one reading of the OCR'd guide.  Intel's
event files (data/perfmon, github.com/intel/perfmon) are an independent
encoding of the same hardware.  This compares every alias the driver
exports (scripts/catalog/emr_sysfs.py: the same selection, the same
per-code counter restrictions) with Intel's entry for the same event:
event code, umask, umask extension, IIO port and flow-class masks, and
the counters it may use.

Pairs are made by name (Intel's EventName without its UNC_<unit>_
prefix), then, among what is left, by encoding (a renamed event).  The
guide's mesh events (2.1, and M2M's own in 2.7.5) have no EMR entry:
Intel left them out of its EMR files.  They are held against the Ice
Lake-SP files (same mesh, same encodings) instead.

Every finding that is not "same" must match a line of the reviewed list
(tests/catalog/perfmon-differences: a pattern and the reason), and every
line of the list must match a finding.

Usage:
    perfmon_compare.py [--data data/emr] [--perfmon data/perfmon]
                       [--reviewed tests/catalog/perfmon-differences]
                       [--all]
Exit status 1 when a finding is unreviewed or a reviewed line is stale.
"""

import argparse
import fnmatch
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emr_sysfs  # noqa: E402

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

# Intel's "Unit" and EventName prefix for each PMU name stem.
INTEL_UNIT = emr_sysfs.INTEL_UNIT

# General-purpose counters per unit type (guide Table 1-7, units.def): a
# code the catalog does not restrict may use all of them.  The tests hold
# the list's counts against the guide (tests/catalog/table_1_7.py).
COUNTERS = emr_sysfs.COUNTERS

# What is compared: the counter control value an event programs (guide
# Table 1-3: event 7:0, umask 15:8, extension from bit 32; IIO ch_mask
# 47:36 and fc_mask 50:48, Table 2-182) and the counters it may use.
FIELDS = ("control", "counters")

# M2M's mesh select bit (guide 2.1): control bit 55.
M2M_MESH_BIT = 1 << 55
KINDS = ("same", "renamed", "different", "ours-only", "intel-only")


def ours(data_dir):
    """{stem: {alias: fields}}: what the driver exports, per PMU stem.

    fields: control, counters, and mesh: a 2.1 mesh event (cms.json, or
    M2M's copy of one among its own 2.7.5 events).
    """
    units = emr_sysfs.load(data_dir)
    stems = emr_sysfs.build(units, others=emr_sysfs.load_restrictions(data_dir))
    mesh = {ev["alias"] for u in units if u["unit"] == "cms"
            for ev in u["events"]}
    out = {}
    for stem, (srcs, restrict) in stems.items():
        full = (1 << COUNTERS[stem]) - 1
        table = {}
        for u in srcs:
            for alias, config in emr_sysfs.aliases_of(u):
                ctl = emr_sysfs.config_value(config)
                table[alias] = {
                    "control": ctl,
                    "counters": restrict.get(ctl & 0xff, (full,))[0] & full,
                    "mesh": u["unit"] in ("cms", "m2m")
                    and alias.split(".")[0] in mesh,
                }
        out[stem] = table
    return out


def intel(paths):
    """{stem: {name: fields}} from Intel's event files."""
    by_unit = {u: (stem, prefix) for stem, (u, prefix) in INTEL_UNIT.items()}
    out = {stem: {} for stem in INTEL_UNIT}
    for path in paths:
        for e in emr_sysfs.intel_events(path):
            # Free-running and fixed counters are the driver's own PMUs
            # (units/*_freerun.c), not catalog aliases.
            if e["Unit"] not in by_unit or e["CounterType"] != "PGMABLE":
                continue
            stem, prefix = by_unit[e["Unit"]]
            name = e["EventName"]
            if not name.startswith(prefix):
                sys.exit(f"{path}: {name} lacks the prefix {prefix}")
            full = (1 << COUNTERS[stem]) - 1
            ctrs = sum(1 << int(c) for c in e["Counter"].split(","))
            # IIO entries give the port and flow-class masks both in
            # UMaskExt and in PortMask/FCMask: the same bits.
            out[stem][name[len(prefix):].lower()] = {
                "control": int(e["EventCode"], 16)
                | int(e["UMask"], 16) << 8
                | int(e.get("UMaskExt") or "0", 16) << 32
                | int(e.get("PortMask") or "0", 16) << 36
                | int(e.get("FCMask") or "0", 16) << 48,
                "counters": ctrs & full,
                "name": name,
            }
    return out


def encoding(f):
    return f["control"]


def differ(a, b):
    return [k for k in FIELDS if a[k] != b[k]]


def fmt_diff(a, b, keys):
    return " ".join(f"{k}={a[k]:#x}/{b[k]:#x}" for k in keys)


def pair(mine, theirs):
    """Pair one PMU's aliases with Intel's events.

    By name first, then what is left by encoding (the same event, another
    name).  Returns ([(alias, ours, Intel's, renamed)], our unpaired
    aliases, Intel's unpaired names).
    """
    mine, theirs = dict(mine), dict(theirs)
    pairs = [(alias, mine.pop(alias), theirs.pop(alias), False)
             for alias in sorted(set(mine) & set(theirs))]
    enc = {}
    for name, b in theirs.items():
        enc.setdefault(encoding(b), []).append(name)
    for alias in sorted(mine):
        names = [n for n in enc.get(encoding(mine[alias]), [])
                 if n in theirs]
        if names:
            pairs.append((alias, mine.pop(alias), theirs.pop(names[0]),
                          True))
    return pairs, sorted(mine), sorted(theirs)


def compare(our, ref, source):
    """Findings: (kind, stem, text), text naming ours then Intel's."""
    out = []
    for stem in INTEL_UNIT:
        pairs, mine, theirs = pair(our.get(stem, {}), ref.get(stem, {}))
        for alias, a, b, renamed in pairs:
            keys = differ(a, b)
            if renamed:
                out.append(("renamed", stem, f"{alias} {b['name']}"
                            + (f" {fmt_diff(a, b, keys)}" if keys else "")))
            elif keys:
                out.append(("different", stem,
                            f"{alias} {fmt_diff(a, b, keys)}"))
            else:
                out.append(("same", stem, alias))
        out += [("ours-only", stem, alias) for alias in mine]
        out += [("intel-only", stem, ref[stem][n]["name"]) for n in theirs]
    return [(kind, stem, text, source) for kind, stem, text in out]


def partners(data_dir, perfmon_dir):
    """{(stem, alias): same control} for every alias Intel's files pair.

    EMR for every alias, Ice Lake-SP for the mesh ones EMR's lack (M2M's
    mesh select bit aside, as in run()).  scripts/catalog/guide_compare.py
    takes an alias whose partner programs the same as held to a second
    source.
    """
    our = ours(data_dir)
    ref = {sub: intel(sorted(glob.glob(os.path.join(perfmon_dir, sub,
                                                    "*.json"))))
           for sub in ("EMR", "ICX")}
    out = {}
    for stem in INTEL_UNIT:
        pairs, left, _ = pair(our.get(stem, {}), ref["EMR"].get(stem, {}))
        mesh = {a: dict(f, control=f["control"] & ~M2M_MESH_BIT)
                if stem == "m2m" else f
                for a, f in our.get(stem, {}).items()
                if a in left and f["mesh"]}
        pairs += pair(mesh, ref["ICX"].get(stem, {}))[0]
        for alias, a, b, _ in pairs:
            out[(stem, alias)] = a["control"] == b["control"]
    return out


def mesh_check(mesh, icx):
    """The mesh aliases Intel's EMR files lack, against Ice Lake-SP.

    Ice Lake-SP's M2M has no mesh select bit: its mesh events are compared
    without it (m2m_mesh_bit() checks it on its own).
    """
    mesh = {stem: {a: dict(f, control=f["control"] & ~M2M_MESH_BIT)
                   if stem == "m2m" else f for a, f in t.items()}
            for stem, t in mesh.items()}
    found = compare(mesh, icx, "icx")
    # ICX's non-mesh events are not ours to account for here.
    return [f for f in found if f[0] != "intel-only"]


def load_reviewed(path):
    """[(pattern, reason)] from the reviewed list.

    A "## REASON" line gives the reason of the lines below it; a line may
    give its own as "PATTERN # REASON".
    """
    out = []
    heading = None
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("## "):
                heading = line[3:].strip()
                continue
            if not line.strip():
                heading = None
                continue
            if line.startswith("#"):
                continue
            pat, _, reason = line.partition(" # ")
            reason = reason.strip() or heading
            if not reason:
                sys.exit(f"{path}:{n}: no reason (a ## heading or "
                         "PATTERN # REASON)")
            out.append((pat.strip(), reason))
    return out


def key(finding):
    kind, stem, text, source = finding
    return f"{source} {kind} {stem} {text}"


GLOB = "*?["

# Finding kinds whose lines must state the values they excuse.
VALUED = ("different",)


def glob_match(text, pattern):
    """@text against @pattern word by word; field=value words literally.

    A glob may stand for part of a name, never for a value nor for a
    missing word: a line excuses the values it states and no others, so
    a changed value makes it stale and the finding unreviewed.
    """
    words, pats = text.split(), pattern.split()
    return len(words) == len(pats) and all(
        p == w if "=" in w else fnmatch.fnmatchcase(w, p)
        for w, p in zip(words, pats))


def ill_formed(pattern, valued):
    """Why @pattern may not be a reviewed line, or None."""
    words = pattern.split()
    if any("=" in w and any(c in w for c in GLOB) for w in words):
        return "a value may not be a glob"
    if any(w in valued for w in words[:2]) and \
            not any("=" in w for w in words):
        return "name-only: the line must state the values it excuses"
    return None


class Reviewed:
    """The patterns of a reviewed list, to match findings against.

    A pattern without glob characters matches itself only: a set lookup,
    so that matching every finding against every line stays fast.
    @valued: finding kinds whose lines must state field=value words.
    """

    def __init__(self, reviewed, valued=VALUED):
        self.bad = {p: ill_formed(p, valued) for p, _ in reviewed
                    if ill_formed(p, valued)}
        good = [p for p, _ in reviewed if p not in self.bad]
        self.plain = {p for p in good if not any(c in p for c in GLOB)}
        self.globs = [p for p in good if p not in self.plain]

    def hits(self, text):
        """The patterns @text matches."""
        return [text] * (text in self.plain) + [
            p for p in self.globs if glob_match(text, p)]

    def stale(self, reviewed, used):
        """Lines that matched nothing, the ill-formed ones saying why."""
        return [p + (f" ({self.bad[p]})" if p in self.bad else "")
                for p, _ in reviewed if p not in used]


def judge(findings, reviewed, key_of=None):
    """(unreviewed findings, stale or ill-formed reviewed patterns); key_of:
    a finding's line, key by default."""
    key_of = key_of or key
    patterns = Reviewed(reviewed)
    used = set()
    unreviewed = []
    for f in findings:
        if f[0] == "same":
            continue
        hit = patterns.hits(key_of(f))
        if hit:
            used.update(hit)
        else:
            unreviewed.append(f)
    return unreviewed, patterns.stale(reviewed, used)


def run(data_dir, perfmon_dir):
    """All findings: EMR for every alias, ICX for the mesh ones."""
    our = ours(data_dir)
    emr = intel(sorted(glob.glob(os.path.join(perfmon_dir, "EMR",
                                              "*.json"))))
    icx = intel(sorted(glob.glob(os.path.join(perfmon_dir, "ICX",
                                              "*.json"))))
    found = compare(our, emr, "emr")
    # A mesh alias Intel's EMR files lack is checked against ICX instead.
    missing = {stem: {} for stem in our}
    for kind, stem, text, _ in found:
        if kind == "ours-only" and our[stem][text]["mesh"]:
            missing[stem][text] = our[stem][text]
    found = [f for f in found if f[2] not in missing[f[1]]]
    return found + m2m_mesh_bit(our) + mesh_check(missing, icx)


def m2m_mesh_bit(our):
    """M2M's copies of the mesh events must set its mesh select bit.

    Guide 2.1; Intel's EMR files carry it as UMaskExt 0x800000 on the two
    M2M mesh events they keep (CMS_CLOCKTICKS, EGRESS_ORDERING).
    """
    return [("different", "m2m", f"{a} control={f['control']:#x} lacks "
             f"the M2M mesh bit {M2M_MESH_BIT:#x}", "emr")
            for a, f in sorted(our["m2m"].items())
            if f["mesh"] and not f["control"] & M2M_MESH_BIT]


def totals(findings):
    """{(source, stem): {kind: n}}"""
    out = {}
    for kind, stem, _, source in findings:
        t = out.setdefault((source, stem), dict.fromkeys(KINDS, 0))
        t[kind] += 1
    return out


def names(data_dir, perfmon_dir):
    """tools/xpmu-intel-names.tsv: "<stem> TAB <Intel's name> TAB <perf
    config>" for every programmable event of Intel's EMR files, so that
    tools/xpmu-perf takes the names Intel and perf 6.12 write.

    An event the catalog has (paired by name or encoding, as compare()
    pairs them) programs the catalog's alias: where the two differ, the
    reviewed list says why the catalog is right.  One the catalog lacks
    programs Intel's encoding, as perf 6.12 would from the same file.
    """
    units = emr_sysfs.load(data_dir)
    config = {}
    for stem, (srcs, _) in emr_sysfs.build(units).items():
        for u in srcs:
            for alias, c in emr_sysfs.aliases_of(u):
                config[(stem, alias)] = c
    our = ours(data_dir)
    emr = intel(sorted(glob.glob(os.path.join(perfmon_dir, "EMR",
                                              "*.json"))))
    rows = []
    for stem in INTEL_UNIT:
        pairs, _, theirs = pair(our.get(stem, {}), emr.get(stem, {}))
        rows += [(stem, b["name"], config[(stem, alias)])
                 for alias, _, b, _ in pairs]
        rows += [(stem, emr[stem][n]["name"],
                  f"config={emr[stem][n]['control']:#x}") for n in theirs]
    out = ["# GENERATED by scripts/catalog/perfmon_compare.py --names from "
           "data/emr and data/perfmon/EMR: <stem>\t<Intel's event name>\t"
           "<perf config>; read by tools/xpmu-perf"]
    out += ["\t".join(r) for r in sorted(rows)]
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=os.path.join(TOP, "data", "emr"))
    ap.add_argument("--perfmon", default=os.path.join(TOP, "data",
                                                      "perfmon"))
    ap.add_argument("--reviewed", default=os.path.join(
        TOP, "tests", "catalog", "perfmon-differences"))
    ap.add_argument("--all", action="store_true",
                    help="print every finding, reviewed or not")
    ap.add_argument("--names", metavar="FILE",
                    help="write tools/xpmu-perf's Intel name table to FILE "
                    "and stop")
    args = ap.parse_args(argv)
    if args.names:
        with open(args.names, "w", encoding="utf-8") as f:
            f.write(names(args.data, args.perfmon))
        return 0

    findings = run(args.data, args.perfmon)
    unreviewed, stale = judge(findings, load_reviewed(args.reviewed))
    if args.all:
        for f in findings:
            print(key(f))
    print("# %-4s %-7s %s" % ("ref", "pmu", " ".join("%10s" % k
                                                      for k in KINDS)))
    for (source, stem), t in sorted(totals(findings).items()):
        print("# %-4s %-7s %s" % (source, stem,
                                   " ".join("%10d" % t[k] for k in KINDS)))
    return report(unreviewed, stale)


def report(unreviewed, stale, key_of=None):
    """Print what is unreviewed and what is stale; the exit status."""
    for f in unreviewed:
        print("unreviewed: " + (key_of or key)(f))
    for p in stale:
        print("stale reviewed line: " + p)
    return 1 if unreviewed or stale else 0


if __name__ == "__main__":
    sys.exit(main())
