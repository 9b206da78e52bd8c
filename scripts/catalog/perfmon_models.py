#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Hold Intel's SPR uncore event files against its EMR ones.

The driver presents the same catalog on Sapphire Rapids as on Emerald
Rapids.  perfmon_compare.py holds the catalog against Intel's EMR files;
this holds Intel's SPR files against Intel's EMR files, so the catalog is
held on SPR too.

Both files of each CPU (uncore and uncore experimental) are read, and
events are keyed by (Unit, EventName).  Every field of an event is
compared, and so is the file it is in ("file": uncore or experimental).
Findings, one a line:
    spr-only <Unit> <EventName>
    emr-only <Unit> <EventName>
    different <Unit> <EventName> <field>=<EMR's>/<SPR's>
one "different" line per field that differs ("(absent)" for a field one
of the two lacks).  Every finding must match a line of the reviewed list
(tests/catalog/perfmon-spr-vs-emr: a pattern and the reason, as in
perfmon-differences), and every line of the list must match a finding.

Usage:
    perfmon_models.py [--perfmon data/perfmon]
                      [--reviewed tests/catalog/perfmon-spr-vs-emr] [--all]
Exit status 1 when a finding is unreviewed or a reviewed line is stale.
"""

import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emr_sysfs  # noqa: E402
import perfmon_compare  # noqa: E402

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
KINDS = ("same", "different", "spr-only", "emr-only")
ABSENT = "(absent)"


def events(cpu_dir):
    """{(Unit, EventName): fields} from both of a CPU's uncore files."""
    out = {}
    for path in sorted(glob.glob(os.path.join(cpu_dir, "*_uncore*.json"))):
        kind = ("experimental" if path.endswith("_experimental.json")
                else "uncore")
        for e in emr_sysfs.intel_events(path):
            k = (e["Unit"], e["EventName"])
            if k in out:
                sys.exit(f"{path}: {k[0]} {k[1]} listed twice")
            out[k] = dict(e, file=kind)
    return out


def show(v):
    return ABSENT if v is None else " ".join(str(v).split())


def compare(emr, spr):
    """(number of events, [(kind, "Unit EventName", detail)]), kind in
    KINDS, detail "field=EMR's/SPR's" for "different", else ""."""
    found = []
    for k in sorted(set(emr) | set(spr)):
        name = f"{k[0]} {k[1]}"
        if k not in emr:
            found.append(("spr-only", name, ""))
        elif k not in spr:
            found.append(("emr-only", name, ""))
        else:
            a, b = emr[k], spr[k]
            diff = [f for f in sorted(set(a) | set(b))
                    if a.get(f) != b.get(f)]
            found += [("different", name,
                       f"{f}={show(a.get(f))}/{show(b.get(f))}")
                      for f in diff]
            if not diff:
                found.append(("same", name, ""))
    return len(set(emr) | set(spr)), found


def key(finding):
    return " ".join(x for x in finding if x)


def judge(findings, reviewed):
    """(unreviewed findings, stale reviewed patterns)."""
    return perfmon_compare.judge(findings, reviewed, key)


def run(perfmon_dir):
    return compare(events(os.path.join(perfmon_dir, "EMR")),
                   events(os.path.join(perfmon_dir, "SPR")))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--perfmon", default=os.path.join(TOP, "data",
                                                      "perfmon"))
    ap.add_argument("--reviewed", default=os.path.join(
        TOP, "tests", "catalog", "perfmon-spr-vs-emr"))
    ap.add_argument("--all", action="store_true",
                    help="print every finding, reviewed or not")
    args = ap.parse_args(argv)

    n, findings = run(args.perfmon)
    unreviewed, stale = judge(findings,
                              perfmon_compare.load_reviewed(args.reviewed))
    if args.all:
        for f in findings:
            print(key(f))
    counts = {k: sum(f[0] == k for f in findings) for k in KINDS}
    events_differing = len({f[1] for f in findings if f[0] == "different"})
    print(f"# {n} events: {counts['same']} same, {events_differing} "
          f"different ({counts['different']} fields), "
          f"{counts['spr-only']} spr-only, {counts['emr-only']} emr-only")
    return perfmon_compare.report(unreviewed, stale, key)


if __name__ == "__main__":
    sys.exit(main())
