#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Turn the EMR event catalog (data/emr) into the driver's sysfs aliases.

Writes, for every PMU name stem, into drivers/uncore/catalog/
aliases_gen.c (the module xpmu_uncore_catalog, loaded only with
catalog=1) the events/ attribute group (one perf_pmu_events_attr per
alias, the catalog's ``config`` string as its text), and into
events_gen.c (xpmu_uncore) the smaller group the driver shows by default
(the kernel's names, aliases.json) and the counter restrictions keyed by
event code: the
guide's "Ctrs" column, and where the guide lists no event of a code,
Intel's EMR event files' "Counter" (data/perfmon/EMR) and the reviewed
restrictions of data/emr/restrictions.json (Linux's constraints).  Umasks the catalog marks
``uncertain`` are left out, and so is event 0 (NOTHING, "counting
disabled"); an event with unit masks is exposed through them, an event
without any as itself.

An event list several stems share (the mesh's, guide 2.1) is written
once, as a group of its own that the stems' PMUs merge into events/
(attr_update).  A restriction is written only where it is one: an event
whose "Ctrs" are every counter of its unit (Table 1-7) is not listed, as
an event code not listed may use every counter.

With --expect FILE, also writes "<stem> <alias> <config hex>" lines: the
counter control value each alias must program, computed here from the
guide's control register layout (event 7:0, umask 15:8, extension from
bit 32, IIO ch_mask 47:36 and fc_mask 50:48), not from the driver's
format tables.  tests/guest/uncore_catalog checks perf against it.

With --tsv FILE, also writes the name table of tools/xpmu-perf (with the
guide's description of each event, for xpmu-perf -l --desc):
"<stem> TAB <alias> TAB <config> TAB <description>" for every alias.

Usage:
    emr_sysfs.py --data data/emr --out drivers/uncore/catalog/events_gen.c \
                 --aliases drivers/uncore/catalog/aliases_gen.c \
                 --expect tests/guest/catalog-expect \
                 --tsv tools/xpmu-events.tsv [--check]
"""

import argparse
import functools
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import units_def  # noqa: E402

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
PERFMON_EMR = os.path.join(TOP, "data", "perfmon", "EMR")

# The unit types with a catalog, in include/xpmu/uncore/units.def's order
# (XPMU_UNIT_CAT and _EXT lines): their PMU name stems; their counters
# (guide Table 1-7, "# Counters/Box"), all of which an event code the
# catalog does not list may use, so that an event these all count is not
# a restriction; and the "Unit" and EventName prefix of their events in
# Intel's event files (data/perfmon).
CATALOG_UNITS = units_def.catalog_units()
STEMS = [u.stem for u in CATALOG_UNITS]
COUNTERS = {u.stem: u.counters for u in CATALOG_UNITS}
INTEL_UNIT = {u.stem: (u.intel_unit, u.intel_prefix) for u in CATALOG_UNITS}

# Bit position of each perf config field in the counter control
# register (guide Table 1-3; IIO Table 2-182's ch_mask/fc_mask).  The
# umask's bits above 7 are the 64-bit controls' extension at bit 32.
FIELDS = {"event": 0, "umask": 8, "ch_mask": 36, "fc_mask": 48}


# The aliases a PMU has whatever the driver's catalog parameter are
# aliases.json's: the names the kernel's own driver gives (Linux 6.12
# uncore_snbep.c: of the SPR/EMR counting units, only
# spr_uncore_imc_events, clockticks and cas_count_*), with its texts, so
# that with catalog=0 perf sees what it sees with intel_uncore and starts
# as fast: every alias costs perf 6.1 and 6.12 start-up time, even for
# perf stat -e cpu-clock (Documentation/catalog.rst, "The catalog's
# price"; the cost benchmark, tests/guest/native/bench_cost.sh).


def load(data_dir):
    units = []
    for path in sorted(glob.glob(os.path.join(data_dir, "*.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if "events" in doc:
            units.append(doc)
    return units


def load_extra(data_dir, units):
    """aliases.json: other names for catalog events, checked against them
    by the control value (the text is the kernel's, which may spell a
    zero umask out), and never a name of the catalog's own."""
    with open(os.path.join(data_dir, "aliases.json"), encoding="utf-8") as f:
        extra = json.load(f)["aliases"]
    for x in extra:
        mine = [(a, c) for u in units if x["pmu"] in u["pmus"]
                for a, c in aliases_of(u)]
        same = [config_value(c) for a, c in mine if a == x["same_as"]]
        if same != [config_value(x["config"])]:
            sys.exit(f"aliases.json: {x['alias']} is {x['config']}, but "
                     f"{x['pmu']}/{x['same_as']} is {same}")
        if x["alias"] in dict(mine):
            sys.exit(f"aliases.json: {x['pmu']}/{x['alias']} is a catalog "
                     "name already")
    return extra


def extra_files(x):
    """(sysfs name, text) of an extra alias and its scale and unit."""
    out = [(x["alias"], x["config"])]
    out += [(f"{x['alias']}.{k}", x[k]) for k in ("scale", "unit") if k in x]
    return out


def aliases_of(unit):
    """(alias, config) pairs of a unit file, certain ones only."""
    out = []
    for ev in unit["events"]:
        # NOTHING (event 0) is "counting disabled": the driver refuses it.
        if ev["code"] == 0:
            continue
        if ev["umasks"]:
            out += [(u["alias"], u["config"]) for u in ev["umasks"]
                    if not u.get("uncertain")]
        else:
            out.append((ev["alias"], ev["config"]))
    return out


def config_value(config):
    """The control register value a perf config string stands for."""
    val = 0
    for term in config.split(","):
        key, num = term.split("=")
        num = int(num, 16)
        if key == "umask":
            num = (num & 0xff) | (num >> 8) << 24   # ext from bit 32
        val |= num << FIELDS[key]
    return val


def full_mask(stem):
    """Every counter of a stem's unit type."""
    return (1 << COUNTERS[stem]) - 1


@functools.lru_cache(maxsize=None)
def intel_events(path):
    """The "Events" of one of Intel's (pinned, read-only) event files."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)["Events"]


def intel_counters(perfmon_dir):
    """{stem: {code: mask}}: the counters Intel's EMR files let each
    programmable event code use; where its events of one code differ, the
    strictest (the counters all of them may use)."""
    by_unit = {u: stem for stem, (u, _) in INTEL_UNIT.items()}
    out = {stem: {} for stem in STEMS}
    for path in sorted(glob.glob(os.path.join(perfmon_dir, "*.json"))):
        for e in intel_events(path):
            if e["Unit"] not in by_unit or e["CounterType"] != "PGMABLE":
                continue
            stem = by_unit[e["Unit"]]
            code = int(e["EventCode"], 16)
            mask = sum(1 << int(c) for c in e["Counter"].split(","))
            mask &= full_mask(stem)
            out[stem][code] = out[stem].get(code, mask) & mask
    return out


def load_restrictions(data_dir):
    """restrictions.json: [(stem, code, mask, source)], reviewed by hand."""
    with open(os.path.join(data_dir, "restrictions.json"),
              encoding="utf-8") as f:
        doc = json.load(f)["restrictions"]
    return [(r["pmu"], int(r["code"], 16),
             sum(1 << c for c in r["counters"]), r["source"]) for r in doc]


def build(units, perfmon_dir=PERFMON_EMR, others=()):
    """Per stem: source unit files, merged aliases, restrictions.

    The restrictions are every "Ctrs" mask of the stem's event lists, by
    event code, the unrestricted ones (every counter) included: the
    guide's.  An event code the guide lists for no event of the stem takes
    the counters of Intel's files (@perfmon_dir) and of @others
    (load_restrictions()), all of them: (mask, source) per code.
    """
    intel = intel_counters(perfmon_dir) if perfmon_dir else {}
    stems = {}
    for stem in STEMS:
        srcs = [u for u in units if stem in u["pmus"]]
        seen = {}
        restrict = {}
        for u in srcs:
            for alias, config in aliases_of(u):
                # One name twice in events/ would fail the PMU's
                # registration (sysfs: -EEXIST).
                if alias in seen:
                    sys.exit(f"{stem}: alias {alias} is both {seen[alias]} "
                             f"and {config}")
                seen[alias] = config
            for ev in u["events"]:
                if not ev.get("counters"):
                    continue
                mask = sum(1 << c for c in ev["counters"])
                if mask & ~full_mask(stem):
                    sys.exit(f"{stem}: event {ev['code']:#x} has counters "
                             f"{mask:#x}, beyond its {COUNTERS[stem]}")
                old = restrict.get(ev["code"])
                if old is not None and old[0] != mask:
                    sys.exit(f"{stem}: event {ev['code']:#x} has counters "
                             f"{old[0]:#x} and {mask:#x}")
                restrict[ev["code"]] = (mask, "guide")
        guide = {ev["code"] for u in srcs for ev in u["events"]}
        for code, mask in intel.get(stem, {}).items():
            if code not in guide:
                restrict[code] = (mask, "Intel's EMR event files")
        for pmu, code, mask, source in others:
            if pmu != stem:
                continue
            if code in guide:
                sys.exit(f"restrictions.json: {stem} event {code:#x} is the "
                         "guide's: drop it or correct the guide's data")
            old = restrict.get(code, (full_mask(stem), None))
            restrict[code] = (old[0] & mask, ", ".join(
                x for x in (old[1], source.split(":")[0] + "'s constraints")
                if x))
        stems[stem] = (srcs, restrict)
    return stems


def real_restrictions(stem, restrict):
    """(code, mask, source) of the events that may not use every counter."""
    return [(code, restrict[code][0], restrict[code][1])
            for code in sorted(restrict)
            if restrict[code][0] != full_mask(stem)]


def shared(unit):
    """An event list several stems' PMUs show: a group of its own."""
    return len(unit["pmus"]) > 1


def alias_lines(pairs):
    """XPMU_EV() elements of an attribute array."""
    lines = []
    for alias, config in pairs:
        one = f'\tXPMU_EV("{alias}", "{config}"),'
        if len(one.expandtabs()) <= 80:
            lines.append(one)
        else:
            lines += [f'\tXPMU_EV("{alias}",', f'\t\t"{config}"),']
    return lines


HEAD = [
    "// SPDX-License-Identifier: GPL-2.0-only",
    "/*",
    " * GENERATED by scripts/catalog/emr_sysfs.py from the data/emr JSON",
    " * files: do not edit; change the data (or its overrides), regenerate.",
    " *",
]


def emit(units, stems, extra):
    """events_gen.c, of xpmu_uncore: each unit type's counter restrictions
    and its catalog=0 aliases (the kernel's names)."""
    lines = HEAD + [
        " * Of each unit type's event list: the counter restrictions (\"Ctrs\")",
        " * and the aliases the kernel's driver gives it (catalog=0); the",
        " * catalogs are exported for the KUnit tests.  catalog=1's aliases are",
        " * in aliases_gen.c, a module of their own.",
        " */",
        "",
        "#include <linux/build_bug.h>",
        "#include <linux/export.h>",
        "#include <linux/perf_event.h>",
        "#include <linux/sysfs.h>",
        "",
        "#include <kunit/visibility.h>",
        "",
        '#include "catalog.h"',
    ]
    for stem in STEMS:
        _, restrict = stems[stem]
        mine = [x for x in extra if x["pmu"] == stem]
        extra_files_ = [f for x in mine for f in extra_files(x)]
        lines += ["", f"static struct attribute *{stem}_base_attrs[] = {{"]
        lines += alias_lines(extra_files_)
        lines += ["\tNULL", "};"]
        rows = real_restrictions(stem, restrict)
        if rows:
            lines += ["", "/*",
                      f" * Events that may not use all {COUNTERS[stem]} "
                      "counters (Table 1-7): the guide's",
                      " * \"Ctrs\"; where the guide has no event of the code, "
                      "the source named",
                      " * (emr_sysfs.py, data/emr/restrictions.json).",
                      " */",
                      f"static const struct xpmu_unc_restrict {stem}_restricts[] = {{"]
            for code, mask, source in rows:
                one = f"\t{{ .event = {code:#04x}, .counters = {mask:#04x} }},"
                if source != "guide":
                    one += f"\t/* {source} */"
                lines.append(one)
            lines += ["};", "",
                      f"static_assert(ARRAY_SIZE({stem}_restricts) == {len(rows)});"]
        lines += ["", f"const struct xpmu_unc_catalog xpmu_unc_catalog_{stem} = {{",
                  f'\t.stem = "{stem}",',
                  "\t.base = {",
                  '\t\t.name = "events",',
                  f"\t\t.attrs = {stem}_base_attrs,",
                  "\t},"]
        if rows:
            lines += [f"\t.restricts = {stem}_restricts,",
                      f"\t.nr_restricts = ARRAY_SIZE({stem}_restricts),"]
        lines += ["};", f"EXPORT_SYMBOL_IF_KUNIT(xpmu_unc_catalog_{stem});"]
    return "\n".join(lines) + "\n"


def emit_aliases(units, stems, extra):
    """aliases_gen.c, of xpmu_uncore_catalog: catalog=1's events/ of each
    unit type, one alias per event or umask of its lists."""
    lines = HEAD + [
        " * catalog=1's events/ of each unit type: one alias per event or umask",
        " * of the unit's own event list, and the lists several unit types",
        " * share as attr_update groups.",
        " */",
        "",
        "#include <linux/perf_event.h>",
        "#include <linux/sysfs.h>",
        "",
        '#include "aliases.h"',
    ]
    for u in units:
        if not shared(u):
            continue
        names = ", ".join(u["pmus"][:-1]) + " and " + u["pmus"][-1]
        lines += ["", f"/* {u['title']}: {names}'s attr_update */",
                  f"static struct attribute *{u['unit']}_event_attrs[] = {{"]
        lines += alias_lines(aliases_of(u))
        lines += ["\tNULL", "};", "",
                  f"static const struct attribute_group {u['unit']}_events = {{",
                  '\t.name = "events",',
                  f"\t.attrs = {u['unit']}_event_attrs,",
                  "};"]
    for stem in STEMS:
        srcs, _ = stems[stem]
        mine = [x for x in extra if x["pmu"] == stem]
        extra_files_ = [f for x in mine for f in extra_files(x)]
        own = [u for u in srcs if not shared(u)]
        lines.append("")
        lines += [f"/* {u['title']} */" for u in own]
        lines.append(f"static struct attribute *{stem}_event_attrs[] = {{")
        for u in own:
            lines += alias_lines(aliases_of(u))
        if extra_files_:
            lines.append("\t/* data/emr/aliases.json */")
            lines += alias_lines(extra_files_)
        lines += ["\tNULL", "};"]
        update = [u for u in srcs if shared(u)]
        if update:
            lines += ["", "static const struct attribute_group "
                      f"*{stem}_event_update[] = {{"]
            lines += [f"\t&{u['unit']}_events," for u in update]
            lines += ["\tNULL", "};"]
    lines += ["", "const struct xpmu_unc_aliases xpmu_unc_aliases[] = {"]
    for stem in STEMS:
        update = [u for u in stems[stem][0] if shared(u)]
        lines += ["\t{",
                  f'\t\t.stem = "{stem}",',
                  "\t\t.events = {",
                  '\t\t\t.name = "events",',
                  f"\t\t\t.attrs = {stem}_event_attrs,",
                  "\t\t},"]
        if update:
            lines.append(f"\t\t.update = {stem}_event_update,")
        lines.append("\t},")
    lines += ["\t{}", "};"]
    return "\n".join(lines) + "\n"


def expect(stems, extra):
    out = ["# GENERATED by scripts/catalog/emr_sysfs.py from data/emr: "
           "<stem> <alias> <counter control it programs>"]
    for stem in STEMS:
        for u in stems[stem][0]:
            for alias, config in aliases_of(u):
                out.append(f"{stem} {alias} {config_value(config):#x}")
        for x in extra:
            if x["pmu"] == stem:
                out.append(f"{stem} {x['alias']} "
                           f"{config_value(x['config']):#x}")
    return "\n".join(out) + "\n"


def one_line(text):
    """Text for one TSV field: no tab, no line break, single spaces."""
    return " ".join(text.split())


def descriptions(unit):
    """alias -> the guide's words for it: the event's brief and definition,
    and the umask's own description where it has one (chapter 2)."""
    out = {}
    for ev in unit["events"]:
        text = (ev["brief"] or f"{ev['name']} (the guide describes it no further)") + \
            (f": {ev['definition']}" if ev["definition"] else "")
        out[ev["alias"]] = one_line(text)
        for u in ev["umasks"]:
            own = u.get("description") or ""
            out[u["alias"]] = one_line(f"{text} {u['name']}: {own}" if own
                                       else f"{text} ({u['name']})")
    return out


def tsv(stems, extra):
    """tools/xpmu-events.tsv: "<stem> TAB <alias> TAB <config> TAB
    <description>" per alias."""
    out = ["# GENERATED by scripts/catalog/emr_sysfs.py from data/emr: "
           "<stem>\t<alias>\t<perf config>\t<the guide's description>; "
           "read by tools/xpmu-perf"]
    for stem in STEMS:
        for u in stems[stem][0]:
            desc = descriptions(u)
            out += [f"{stem}\t{a}\t{c}\t{desc[a]}" for a, c in aliases_of(u)]
        out += [f"{stem}\t{x['alias']}\t{x['config']}\t"
                f"{one_line('the kernel intel_uncore name of ' + x['same_as'])}"
                for x in extra if x["pmu"] == stem]
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="data/emr")
    ap.add_argument("--out", required=True,
                    help="the driver's C file to write (events_gen.c)")
    ap.add_argument("--aliases", required=True,
                    help="the catalog module's C file to write (aliases_gen.c)")
    ap.add_argument("--check", action="store_true",
                    help="fail if --out is not what would be written")
    ap.add_argument("--expect", help="also write the expected controls here")
    ap.add_argument("--tsv", help="also write tools/xpmu-perf's name table")
    ap.add_argument("--perfmon", default=PERFMON_EMR,
                    help="Intel's EMR event files (default data/perfmon/EMR)")
    args = ap.parse_args(argv)

    units = load(args.data)
    extra = load_extra(args.data, units)
    stems = build(units, args.perfmon, load_restrictions(args.data))
    outputs = [(args.out, emit(units, stems, extra)),
               (args.aliases, emit_aliases(units, stems, extra))]
    if args.expect:
        outputs.append((args.expect, expect(stems, extra)))
    if args.tsv:
        outputs.append((args.tsv, tsv(stems, extra)))
    for path, text in outputs:
        if args.check:
            with open(path, encoding="utf-8") as f:
                if f.read() != text:
                    sys.exit(f"{path} is stale: run {sys.argv[0]} without "
                             "--check")
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
