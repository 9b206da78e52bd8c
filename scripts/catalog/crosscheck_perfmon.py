#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Compare the generated EMR catalog with Intel's perfmon JSON tables.

The catalog is generated from the OCR'd guide only; this review aid
reports where it disagrees with an independent source, Intel's public
event tables (github.com/intel/perfmon, EMR/events/emeraldrapids_uncore*
.json).  Disagreements are resolved by reading the guide and, where its
OCR text is ambiguous, by an override in data/emr/overrides.json whose
reason cites this cross-check.  The perfmon files are not needed to
build or test the catalog.

Usage:
    crosscheck_perfmon.py --catalog data/emr PERFMON.json [...]
"""

import argparse
import json
import os
import sys

# perfmon "Unit" and event name prefix per catalog file.
PREFIX = {
    "cha": ("CHA", "UNC_CHA_"),
    "imc": ("iMC", "UNC_M_"),
    "iio": ("IIO", "UNC_IIO_"),
    "irp": ("IRP", "UNC_I_"),
    "upi": ("UPI LL", "UNC_UPI_"),
    "m2m": ("M2M", "UNC_M2M_"),
    "m2pcie": ("M2PCIe", "UNC_M2P_"),
    "m3upi": ("M3UPI", "UNC_M3UPI_"),
    "pcu": ("PCU", "UNC_P_"),
    "mdf": ("MDF", "UNC_MDF_"),
    "cxlcm": ("CXLCM", "UNC_CXLCM_"),
    "cxldp": ("CXLDP", "UNC_CXLDP_"),
}


def load_perfmon(paths):
    """Map (perfmon unit, upper-case event name) -> perfmon entry."""
    out = {}
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for e in json.load(f)["Events"]:
                out[(e["Unit"], e["EventName"].upper())] = e
    return out


def compare_unit(stem, doc, ref):
    """Yield (kind, text) findings for one catalog file."""
    unit, prefix = PREFIX[stem]
    for ev in doc["events"]:
        for um in ev["umasks"]:
            key = (unit, (prefix + ev["name"] + "." + um["name"]).upper())
            e = ref.get(key)
            if e is None:
                yield "missing", "%s %s.%s" % (stem, ev["name"], um["name"])
                continue
            got = {"code": ev["code"], "value": um["value"],
                   "ext": um.get("ext", 0)}
            want = {"code": int(e["EventCode"], 16),
                    "value": int(e["UMask"], 16),
                    "ext": int(e.get("UMaskExt", "0") or "0", 16)}
            if stem == "iio":
                got["ext"] = 0
                want["ext"] = 0
                got["ch_mask"] = um.get("ch_mask", 0)
                got["fc_mask"] = um.get("fc_mask", 0)
                want["ch_mask"] = int(e.get("PortMask", "0"), 16)
                want["fc_mask"] = int(e.get("FCMask", "0"), 16)
            diff = {k: (got[k], want[k]) for k in got if got[k] != want[k]}
            kind = "mismatch" if diff else "ok"
            flag = " (uncertain)" if um.get("uncertain") else ""
            yield kind, "%s %s.%s%s %s" % (
                stem, ev["name"], um["name"], flag,
                " ".join("%s=%#x want %#x" % (k, a, b)
                         for k, (a, b) in sorted(diff.items())))


def main(argv=None):
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--catalog", required=True)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("perfmon", nargs="+")
    args = ap.parse_args(argv)
    ref = load_perfmon(args.perfmon)
    totals = {}
    for stem in sorted(PREFIX):
        with open(os.path.join(args.catalog, stem + ".json"),
                  encoding="utf-8") as f:
            doc = json.load(f)
        for kind, text in compare_unit(stem, doc, ref):
            totals[(stem, kind)] = totals.get((stem, kind), 0) + 1
            if kind == "mismatch" or args.verbose:
                print("%-8s %s" % (kind, text))
    for (stem, kind), n in sorted(totals.items()):
        print("# %-7s %-8s %d" % (stem, kind, n))
    return 0


if __name__ == "__main__":
    sys.exit(main())
