#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Turn the guide's Common Metrics (data/emr/metrics.json) into the table
tools/xpmu-metric evaluates with perf.

Each metric's formula is rewritten over the raw configs of the events it
reads (the catalog's perf config strings, so it works with or without
the driver's aliases), metrics it builds on are inlined, the iMC's
MC_Chy_PCI_PMON_CTR_FIXED becomes its DCLK fixed counter (event=0xff),
and the arithmetic is emitted as an awk expression over e[1..n] whose
divisions go through div() (0 when the divisor is: an idle unit).

The guide's field syntax EVENT.{umask,opc}={0x1C,1} (UPI, 2.6.5) is an
event with that umask and, for opc, xtra bit 0, "match opcode" (Table
2-222); other fields (endnid, dnid) have no perf format.  A metric that
needs what perf cannot count on these PMUs (core events,
SAMPLE_INTERVAL, TSC, ROUND, umasks the guide does not list, such fields)
is left out, listed with its reason in the table's comment lines.

Table lines, tab-separated: NAME  UNIT  AWK-EXPRESSION  CONFIG...

Usage:
    emr_metrics.py --data data/emr --out tools/xpmu-metrics.tsv [--check]
"""

import argparse
import ast
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emr_sysfs  # noqa: E402  (the catalog's alias -> config mapping)

# Symbols of the guide's formulas that are not events of the unit.
FIXED = {("imc", "MC_Chy_PCI_PMON_CTR_FIXED"): "event=0xff"}
SYMBOL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)?")
FIELDS = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\.\{([a-z_,]+)\}\s*=\s*\{([0-9A-Fa-fx,]+)\}")
# Where each field of the syntax goes in perf's umask value (umask bits
# 7:0, then the extension from control bit 32: xtra bit 0 is umask bit 8).
FIELD_SHIFT = {"umask": 0, "opc": 8}


class Unresolved(Exception):
    pass


def to_awk(node):
    """awk text of a parsed arithmetic expression; division is div()."""
    if isinstance(node, ast.Expression):
        return to_awk(node.body)
    if isinstance(node, ast.BinOp):
        a, b = to_awk(node.left), to_awk(node.right)
        if isinstance(node.op, ast.Div):
            return f"div({a}, {b})"
        ops = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}
        if type(node.op) not in ops:
            raise Unresolved(f"operator {type(node.op).__name__}")
        return f"({a} {ops[type(node.op)]} {b})"
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return repr(node.value)
    if isinstance(node, ast.Name) and re.fullmatch(r"e\d+", node.id):
        return f"e[{node.id[1:]}]"
    raise Unresolved(f"expression {ast.dump(node)}")


def expand_fields(formula, codes):
    """Replace EVENT.{f,...}={v,...} by a placeholder config symbol."""
    def one(m):
        names, vals = m.group(2).split(","), m.group(3).split(",")
        if m.group(1) not in codes or len(names) != len(vals) or \
           any(n not in FIELD_SHIFT for n in names):
            raise Unresolved("fields " + m.group(0))
        umask = sum(int(v, 0) << FIELD_SHIFT[n] for n, v in zip(names, vals))
        return f"CFG_{codes[m.group(1)]:02x}_{umask:x}"
    return FIELDS.sub(one, formula)


def resolve(metric, by_name, aliases, configs, codes, depth=0):
    """The formula with each symbol an e<k> over @configs, as text."""
    formula = expand_fields(metric["formula"], codes)
    if "{" in formula or "(on Core)" in formula:
        raise Unresolved("needs a field or a core event: " + formula)
    out, pos = [], 0
    for m in SYMBOL.finditer(formula):
        out.append(formula[pos:m.start()])
        pos = m.end()
        sym = m.group(0)
        key = (metric["unit"], sym)
        if key in by_name and depth < 4:
            out.append("(" + resolve(by_name[key], by_name, aliases,
                                      configs, codes, depth + 1) + ")")
            continue
        cfg = re.fullmatch(r"CFG_([0-9a-f]+)_([0-9a-f]+)", sym)
        if cfg:
            config = f"event=0x{cfg.group(1)},umask=0x{cfg.group(2)}"
        else:
            config = FIXED.get(key) or aliases.get(sym.lower())
        if config is None:
            raise Unresolved(f"{sym} is not an event of {metric['unit']}")
        if config not in configs:
            configs.append(config)
        out.append(f"e{configs.index(config) + 1}")
    out.append(formula[pos:])
    return "".join(out)


def measure(name, text):
    """What a metric's value is, from the shape of its resolved formula.

    The guide's formulas (2.x "Metrics Commonly Calculated") scale CAS or
    TOR counts by 64 bytes a line, some then by 10^6 (MB); its averages
    (AVG_*) divide an occupancy by inserts, cycles of the unit's clock
    per request; its other divisions are fractions (PCT_* too: 0 to 1,
    the guide's "percent" notwithstanding); the rest count events.
    """
    lines = re.search(r"\*\s*64\b", text)
    if lines and re.search(r"/\s*1000000\b", text):
        return "MB"
    if lines:
        return "bytes"
    if "/" in text:
        return "cycles" if name.startswith("AVG_") else "ratio"
    return "events"


def table(data_dir, metrics):
    units = {u["unit"]: u for u in emr_sysfs.load(data_dir)}
    by_name = {(m["unit"], m["name"]): m for m in metrics}
    rows, skipped = [], []
    for m in sorted(metrics, key=lambda m: (m["unit"], m["name"])):
        aliases = dict(emr_sysfs.aliases_of(units[m["unit"]]))
        codes = {e["name"]: e["code"] for e in units[m["unit"]]["events"]}
        configs = []
        try:
            text = resolve(m, by_name, aliases, configs, codes)
            expr = to_awk(ast.parse(text.strip(), mode="eval"))
        except (Unresolved, SyntaxError) as e:
            skipped.append(f"# skipped {m['unit']} {m['name']}: {e}")
            continue
        rows.append("\t".join([m["name"], m["unit"], measure(m["name"], text),
                               expr] + configs))
    head = ["# GENERATED by scripts/catalog/emr_metrics.py from "
            "data/emr/metrics.json: NAME UNIT MEASURE AWK-EXPRESSION "
            "CONFIG..."]
    return "\n".join(head + skipped + rows) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="data/emr")
    ap.add_argument("--out", required=True, help="the table to write")
    ap.add_argument("--check", action="store_true",
                    help="fail if --out is not what would be written")
    args = ap.parse_args(argv)

    import json
    with open(os.path.join(args.data, "metrics.json"), encoding="utf-8") as f:
        metrics = json.load(f)["metrics"]
    text = table(args.data, metrics)
    if args.check:
        with open(args.out, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(f"{args.out} is stale: run {sys.argv[0]} without "
                         "--check")
        return 0
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
