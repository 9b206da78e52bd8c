#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Generate the first Itanium's per-event rules from libpfm's event table.

Seed 002 (the only Itanium document here) is a fragment with no event
table.  libpfm 3.10 (data/libpfm, pinned; README there gives the origin
and licence) has one: lib/itanium_events.h, 230 entries.  Two of its
columns are rules the driver must follow:

  - pme_counters: the counters an entry may use; seven entries are
    0x30 (PMC4/5 only), every other one 0xf0 (pfmlib_itanium.c
    pfm_ita_dispatch_counters(): has_counter());
  - pme_qualifiers bit 0, pme_iar (lib/pfmlib_itanium_priv.h:50-58):
    without it libpfm refuses an instruction address range on the
    entry (pfmlib_itanium.c check_qualifier_constraints(): "if
    (evt_use_irange(mod_in) && has_iarr(e[i].event) == 0) return
    PFMLIB_ERR_FEATCOMB").

An entry's event select is pme_code, vcode bits 7:0 (pfmlib_itanium_priv.h
:32-40; bits 11:8 flag the EAR/BTB "virtual" entries, 31:16 the umask).
A code with such an entry counts what PMC10-12 select (the instruction
and data EARs, the branch trace buffer: libpfm programs them with the
event); the backend never programs those registers, and PMC10 is
undefined at reset, so those codes are left out: not .valid, refused.
Both properties are checked to be the same for every entry of a code (the
driver knows codes, not libpfm's entry names), so they are emitted per
code, one XPMU_IA_CODE() line each like the Montecito's
(drivers/itanium/models/montecito_events_gen.c, itanium_codes.py): the
counters and the IAR column.
libpfm's opcode-match and data-range bits are not emitted: the Itanium
model offers neither, and they do vary within code 0x67 (the D-EAR
entries).  A code libpfm does not list is not .valid.

Output: drivers/itanium/models/itanium1_rules_gen.c.

Usage:
    itanium_rules.py [--libpfm data/libpfm]
                     [--c drivers/itanium/models/itanium1_rules_gen.c] [--check]
--check regenerates into memory and fails if the committed file differs.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import itanium_codes  # noqa: E402  (the code tables' line format)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ALL_COUNTERS = 0xf0     # PMC/PMD4-7 (seed 002, Table 6-8)
ORIGIN = [" * data/libpfm/lib/itanium_events.h: do not edit.  Source: libpfm 3.10",
          " * as bundled with PAPI, https://github.com/icl-utk-edu/papi commit",
          " * 5a353fcbc9a03c3ca063d39da7dc3f61ffe50cef, src/libpfm-3.y/lib/;",
          " * MIT-style licence (Hewlett-Packard), data/libpfm/COPYRIGHT."]

# { "NAME", {vcode} , counters, maxincr, {qual}, desc},
ENTRY = re.compile(r'^\{ "(?P<name>\w+)", \{(?P<vcode>0x[0-9a-f]+)\} , '
                   r'(?P<counters>0x[0-9a-f]+), (?P<maxincr>\d+), '
                   r'\{(?P<qual>0x[0-9a-f]+)\}', re.M)
COUNT = re.compile(r"^#define PME_ITA_EVENT_COUNT (\d+)$", re.M)


class RulesError(Exception):
    pass


# pme_ear (vcode bit 8) and pme_btb (bit 11): PMC10-12 configure the code.
EAR_BTB = 0x900


def read_table(path):
    """[(name, code, counters, iar, ear_btb)] in file order."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    out = []
    for m in ENTRY.finditer(text):
        vcode, qual = int(m["vcode"], 16), int(m["qual"], 16)
        out.append((m["name"], vcode & 0xff, int(m["counters"], 16),
                    bool(qual & 1), bool(vcode & EAR_BTB)))
    want = int(COUNT.search(text).group(1))
    if len(out) != want:
        raise RulesError("%s: %d entries read, PME_ITA_EVENT_COUNT %d"
                         % (path, len(out), want))
    return out


def per_code(entries):
    """{code: (counters, iar, [names])}; a code whose entries disagree is
    an error (the driver could not express it)."""
    codes = {}
    for name, code, counters, iar, _ in entries:
        if code > 0x7f:
            raise RulesError("%s: code %#x is wider than the 7-bit select"
                             % (name, code))
        if counters & ~ALL_COUNTERS or not counters:
            raise RulesError("%s: counters %#x outside PMC4-7" % (name, counters))
        old = codes.setdefault(code, (counters, iar, []))
        if old[:2] != (counters, iar):
            raise RulesError("code %#x: %s has counters %#x iar %d, %s %#x %d"
                             % (code, name, counters, iar, old[2][0],
                                old[0], old[1]))
        old[2].append(name)
    return codes


def configured(entries):
    """The codes an EAR or BTB entry uses: PMC10-12 configure them."""
    return sorted({code for _, code, _, _, ear_btb in entries if ear_btb})


def render(entries, codes):
    left_out = configured(entries)
    restricted = [c for c in codes if codes[c][0] != ALL_COUNTERS]
    norange = [c for c in codes if not codes[c][1]]
    o = ["// SPDX-License-Identifier: GPL-2.0-only",
         "/*",
         " * GENERATED by scripts/catalog/itanium_rules.py from"] + ORIGIN + [
         " *",
         " * The first Itanium's event codes as libpfm lists them: the counters",
         " * each may use (pme_counters) and whether it takes an instruction",
         " * address range (pme_iar; pfmlib_itanium.c",
         " * check_qualifier_constraints() refuses one otherwise).  Both are the",
         " * same for every entry (umask) of a code.  %d entries, %d codes;"
         % (len(entries), len(codes)),
         " * %d codes (%d entries) on PMC4/5 only, %d codes (%d entries) without"
         % (len(restricted), sum(len(codes[c][2]) for c in restricted),
            len(norange), sum(len(codes[c][2]) for c in norange)),
         " * instruction range.  Codes libpfm does not list are not valid;",
         " * the entries' names are libpfm's.  Not valid either, left out:",
         " * %s, which count what PMC10-12 (the EARs, the branch trace"
         % ", ".join("%#04x" % c for c in left_out),
         " * buffer) select, registers the backend never programs.",
         " */",
         "",
         '#include "../backend.h"',
         "",
         "/* Event codes, one per line: the columns are XPMU_IA_CODE()'s. */",
         "const struct xpmu_ia_code xpmu_ia_ita_codes[XPMU_IA_NR_CODES] = {"]
    for code in sorted(set(codes) - set(left_out)):
        counters, iar, _ = codes[code]
        o.append(itanium_codes.row(code, counters, iar=iar))
    o.append("};")
    return "\n".join(o) + "\n"


def generate(libpfm):
    entries = read_table(os.path.join(libpfm, "lib", "itanium_events.h"))
    return render(entries, per_code(entries))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--libpfm", default=os.path.join(ROOT, "data", "libpfm"))
    ap.add_argument("--c", default=os.path.join(ROOT, "drivers", "itanium", "models",
                                                "itanium1_rules_gen.c"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    try:
        text = generate(args.libpfm)
    except RulesError as e:
        print("itanium_rules: %s" % e, file=sys.stderr)
        return 1
    if args.check:
        with open(args.c, encoding="utf-8") as f:
            if f.read() != text:
                print("%s is stale: run %s" % (args.c, sys.argv[0]),
                      file=sys.stderr)
                return 1
        return 0
    with open(args.c, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
