#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tools/xpmu-perf: catalog names rewritten into the configs they stand for.

The wrapper runs with PERF=echo, so its output is the perf command line
it would run.  Every name of tools/xpmu-events.tsv, one -e per unit type
as a user would write them, must become the control value
tests/guest/catalog-expect gives for it (computed by emr_sysfs.py from
the guide's register layout); other words must pass unchanged.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import importlib.util
import json
import os
import subprocess
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "tools", "xpmu-perf")
TSV = os.path.join(ROOT, "tools", "xpmu-events.tsv")
EXPECT = os.path.join(ROOT, "tests", "guest", "catalog-expect")
SYSFS = os.path.join(ROOT, "scripts", "catalog", "emr_sysfs.py")

spec = importlib.util.spec_from_file_location("emr_sysfs", SYSFS)
emr_sysfs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(emr_sysfs)


def run(*args):
    out = subprocess.run(["sh", TOOL, *args], env=dict(os.environ,
                         PERF="echo"), capture_output=True, text=True,
                         check=True)
    return out.stdout.split()


def table():
    with open(TSV, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f
                if not line.startswith("#")]


class Rewrite(unittest.TestCase):
    def test_table_is_fresh(self):
        """The table is what emr_sysfs.py writes from data/emr."""
        units = emr_sysfs.load(os.path.join(ROOT, "data", "emr"))
        extra = emr_sysfs.load_extra(os.path.join(ROOT, "data", "emr"),
                                     units)
        with open(TSV, encoding="utf-8") as f:
            self.assertEqual(f.read(), emr_sysfs.tsv(
                emr_sysfs.build(units), extra))

    def test_every_name(self):
        want = {}
        with open(EXPECT, encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#"):
                    stem, alias, ctl = line.split()
                    want[(stem, alias)] = int(ctl, 16)
        rows = table()
        self.assertEqual(len(rows), len(want))
        stems = sorted({r[0] for r in rows})
        args = ["stat", "-a"]
        for stem in stems:
            args += ["-e", ",".join(f"uncore_{stem}/{a}/"
                                    for s, a, *_ in rows if s == stem)]
        out = run(*args)
        got = []
        seen = set()
        for word in out[3::2]:
            for grp in word.split("/,"):
                pmu, terms = grp.strip("/").split("/")
                # Names that share a config are one event to perf, named
                # apart (test_repeated_events_named_apart).
                terms, _, name = terms.partition(",name=")
                self.assertEqual(bool(name), (pmu, terms) in seen, grp)
                seen.add((pmu, terms))
                got.append((pmu[len("uncore_"):],
                            emr_sysfs.config_value(terms)))
        self.assertEqual(got, [(s, want[(s, a)]) for st in stems
                               for s, a, *_ in rows if s == st])

    def test_terms_instances_and_others(self):
        self.assertEqual(run("stat", "-e",
                             "uncore_imc_3/cas_count.rd,thresh=1/", "-e",
                             "uncore_cha/event=0x1/,uncore_cha/nosuch/",
                             "-e", "uncore_iio_free_running_0/bw_in_port0/",
                             "uncore_pcu/clockticks/"),
                         ["stat", "-e",
                          "uncore_imc_3/event=0x05,umask=0xcf,thresh=1/",
                          "-e", "uncore_cha/event=0x1/,uncore_cha/nosuch/",
                          "-e", "uncore_iio_free_running_0/bw_in_port0/",
                          "uncore_pcu/event=0x01/"])

    def test_repeated_events_named_apart(self):
        """perf stat merges every later event of one name into the first
        (tests/guest/native/repeated_events): each later copy of the same
        PMU/TERMS/, in any argument, gets a name of its own, in the
        characters perf takes in a quoted name and no comma (perf -x,);
        other spellings, other PMUs and named events are left alone."""
        self.assertEqual(run(
            "stat", "-e",
            "{uncore_cha/event=0x1/,uncore_cha/event=0x2/},"
            "{uncore_cha/event=0x1/,uncore_cha/clockticks/}",
            "-e", "uncore_cha/event=0x01/,uncore_cha_0/event=0x1/",
            "-e", "uncore_cha/event=0x1/", "-e", "uncore_cha/clockticks/",
            "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
            "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
            "-e", "uncore_pcu//,uncore_pcu//"),
            ["stat", "-e",
             "{uncore_cha/event=0x1/,uncore_cha/event=0x2/},"
             "{uncore_cha/event=0x1,name='uncore_cha:event=0x1:2'/,"
             "uncore_cha/event=0x01/}",
             "-e", "uncore_cha/event=0x01,name='uncore_cha:event=0x01:2'/,"
             "uncore_cha_0/event=0x1/",
             "-e", "uncore_cha/event=0x1,name='uncore_cha:event=0x1:3'/",
             "-e", "uncore_cha/event=0x01,name='uncore_cha:event=0x01:3'/",
             "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
             "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
             "-e", "uncore_pcu//,uncore_pcu/name='uncore_pcu::2'/"])

    def test_list(self):
        out = subprocess.run(["sh", TOOL, "-l", "uncore_cha/tor_inserts.ia_miss/"],
                             capture_output=True, text=True, check=True)
        self.assertEqual(out.stdout,
                         "uncore_cha/tor_inserts.ia_miss/ "
                         "event=0x35,umask=0xc001fe01\n")



class Descriptions(unittest.TestCase):
    """xpmu-perf -l --desc: the guide's words for each name."""

    def test_every_row_described(self):
        for row in table():
            self.assertEqual(len(row), 4, row)
            self.assertTrue(row[3].strip(), row)

    def test_the_guides_definition(self):
        out = subprocess.run(["sh", TOOL, "-l", "--desc",
                              "uncore_cha/tor_inserts.ia_miss/"],
                             capture_output=True, text=True,
                             check=True).stdout.splitlines()
        with open(os.path.join(ROOT, "data", "emr", "cha.json"),
                  encoding="utf-8") as f:
            ev = [e for e in json.load(f)["events"]
                  if e["name"] == "TOR_INSERTS"][0]
        self.assertEqual(len(out), 2)
        self.assertEqual(out[0], "uncore_cha/tor_inserts.ia_miss/ "
                         "event=0x35,umask=0xc001fe01")
        self.assertTrue(out[1].startswith("    TOR Inserts: "), out[1])
        self.assertIn(" ".join(ev["definition"].split()), out[1])
        self.assertIn("IA_MISS", out[1])

    def test_list_without_desc_unchanged(self):
        out = subprocess.run(["sh", TOOL, "-l", "tor_inserts.ia_miss/"],
                             capture_output=True, text=True,
                             check=True).stdout.splitlines()
        self.assertEqual(out, ["uncore_cha/tor_inserts.ia_miss/ "
                               "event=0x35,umask=0xc001fe01"])


if __name__ == "__main__":
    unittest.main()
