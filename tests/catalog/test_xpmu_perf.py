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
import re
import subprocess
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "tools", "xpmu-perf")
TSV = os.path.join(ROOT, "tools", "xpmu-events.tsv")
EXPECT = os.path.join(ROOT, "tests", "guest", "catalog-expect")
SYSFS = os.path.join(ROOT, "scripts", "catalog", "emr_sysfs.py")

spec = importlib.util.spec_from_file_location("emr_sysfs", SYSFS)
emr_sysfs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(emr_sysfs)
INTEL = os.path.join(ROOT, "tools", "xpmu-intel-names.tsv")
sys.path.insert(0, os.path.dirname(SYSFS))
spec = importlib.util.spec_from_file_location(
    "perfmon_compare", os.path.join(os.path.dirname(SYSFS),
                                    "perfmon_compare.py"))
perfmon_compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(perfmon_compare)


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
        names = []
        for word in out[3::2]:
            for grp in word.split("/,"):
                pmu, terms = grp.strip("/").split("/")
                terms, _, name = terms.partition(",name=")
                names.append(name)
                got.append((pmu[len("uncore_"):],
                            emr_sysfs.config_value(terms)))
        order = [(s, a) for st in stems for s, a, *_ in rows if s == st]
        self.assertEqual(got, [(s, want[(s, a)]) for s, a in order])
        # Each named as written, so that perf prints the name and never
        # sums two names that share a config (test_repeated_...).
        self.assertEqual(names, [f"'uncore_{s}:{a}'" for s, a in order])

    def test_terms_instances_and_others(self):
        self.assertEqual(run("stat", "-e",
                             "uncore_imc_3/cas_count.rd,thresh=1/", "-e",
                             "uncore_cha/event=0x1/,uncore_cha/nosuch/",
                             "-e", "uncore_iio_free_running_0/bw_in_port0/",
                             "uncore_pcu/clockticks/"),
                         ["stat", "-e",
                          "uncore_imc_3/event=0x05,umask=0xcf,thresh=1,"
                          "name='uncore_imc_3:cas_count.rd:thresh=1'/",
                          "-e", "uncore_cha/event=0x1/,uncore_cha/nosuch/",
                          "-e", "uncore_iio_free_running_0/bw_in_port0/",
                          "uncore_pcu/event=0x01,"
                          "name='uncore_pcu:clockticks'/"])

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
             "uncore_cha/event=0x01,name='uncore_cha:clockticks'/}",
             "-e", "uncore_cha/event=0x01/,uncore_cha_0/event=0x1/",
             "-e", "uncore_cha/event=0x1,name='uncore_cha:event=0x1:3'/",
             "-e", "uncore_cha/event=0x01,name='uncore_cha:clockticks:2'/",
             "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
             "-e", "uncore_imc/event=0x1,umask=0x1,name=dclk/",
             "-e", "uncore_pcu//,uncore_pcu/name='uncore_pcu::2'/"])

    def test_intel_names(self):
        """Intel's names, in any case, in event lists only: each its
        unit's PMUs, its config and its name; a name Intel lacks, or
        one inside another word, is left to perf."""
        self.assertEqual(run(
            "stat", "-e", "{unc_cha_tor_inserts.ia_miss,UNC_M_CAS_COUNT.RD}",
            "-e", "UNC_CHA_CLOCKTICKS,UNC_CHA_CLOCKTICKS:u,UNC_NOPE,"
            "XUNC_CHA_CLOCKTICKS", "--event=Unc_Upi_TxL_FLITS.ALL_DATA",
            "-eUNC_CHA_CLOCKTICKS", "UNC_CHA_CLOCKTICKS"),
            ["stat", "-e",
             "{uncore_cha/event=0x35,umask=0xc001fe01,"
             "name='UNC_CHA_TOR_INSERTS.IA_MISS'/,"
             "uncore_imc/event=0x05,umask=0xcf,name='UNC_M_CAS_COUNT.RD'/}",
             "-e", "uncore_cha/event=0x01,name='UNC_CHA_CLOCKTICKS'/,"
             "uncore_cha/event=0x01,name='UNC_CHA_CLOCKTICKS:2'/:u,"
             "UNC_NOPE,XUNC_CHA_CLOCKTICKS",
             "--event=uncore_upi/event=0x02,umask=0x0f,"
             "name='UNC_UPI_TxL_FLITS.ALL_DATA'/",
             "-euncore_cha/event=0x01,name='UNC_CHA_CLOCKTICKS:3'/",
             "UNC_CHA_CLOCKTICKS"])

    def test_every_intel_name(self):
        """Every name of the table, one -e per unit, becomes its row."""
        with open(INTEL, encoding="utf-8") as f:
            rows = [line.rstrip("\n").split("\t") for line in f
                    if not line.startswith("#")]
        stems = sorted({r[0] for r in rows})
        args = ["stat"]
        for stem in stems:
            args += ["-e", ",".join(n.lower() for s, n, _ in rows
                                    if s == stem)]
        got = [g for word in run(*args)[2::2]
               for g in re.findall(r"uncore_[a-z0-9]+/[^/]*/", word)]
        self.assertEqual(got, [f"uncore_{s}/{c},name='{n}'/"
                               for st in stems for s, n, c in rows
                               if s == st])

    def test_intel_table_is_fresh(self):
        """The table is what perfmon_compare.py --names writes."""
        with open(INTEL, encoding="utf-8") as f:
            self.assertEqual(f.read(), perfmon_compare.names(
                os.path.join(ROOT, "data", "emr"),
                os.path.join(ROOT, "data", "perfmon")))

    def test_list(self):
        out = subprocess.run(["sh", TOOL, "-l", "uncore_cha/tor_inserts.ia_miss/"],
                             capture_output=True, text=True, check=True)
        self.assertEqual(out.stdout,
                         "uncore_cha/tor_inserts.ia_miss/ "
                         "event=0x35,umask=0xc001fe01\n")



class Completion(unittest.TestCase):
    """tools/completion/xpmu-perf: event names after -e and each comma,
    perf's own completion for the rest."""

    SCRIPT = os.path.join(ROOT, "tools", "completion", "xpmu-perf")

    def complete(self, *words, perf=""):
        prog = (f". {self.SCRIPT}\n{perf}\n"
                'COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))\n'
                '_xpmu_perf; printf "%s\\n" "${COMPREPLY[@]}"\n')
        out = subprocess.run(["bash", "-c", prog, "bash", *words],
                             env=dict(os.environ, XPMU_EVENTS=TSV),
                             capture_output=True, text=True, check=True)
        return out.stdout.split()

    def test_events(self):
        with open(INTEL, encoding="utf-8") as f:
            intel = [line.split("\t")[1] for line in f
                     if not line.startswith("#")]
        self.assertEqual(self.complete("xpmu-perf", "stat", "-e",
                                       "UNC_M_CAS_COUNT."),
                         sorted(n for n in intel
                                if n.startswith("UNC_M_CAS_COUNT.")))
        self.assertEqual(self.complete("xpmu-perf", "stat", "-e",
                                       "unc_m_cas_count.r"),
                         sorted(n.lower() for n in intel
                                if n.startswith("UNC_M_CAS_COUNT.R")))
        self.assertIn("uncore_cha/tor_inserts.ia_miss/",
                      self.complete("xpmu-perf", "record", "--event",
                                    "uncore_cha/tor_inserts.ia_m"))
        # After a comma perf's word breaks make a word of its own ...
        self.assertEqual(self.complete("xpmu-perf", "stat", "-e",
                                       "UNC_CHA_CLOCKTICKS", ",",
                                       "UNC_M_CAS_COUNT.WR_N"),
                         ["UNC_M_CAS_COUNT.WR_NONPRE"])
        # ... and before the first completion set them, the list is one.
        self.assertEqual(self.complete("xpmu-perf", "stat", "-e",
                                       "{UNC_CHA_CLOCKTICKS,UNC_M_CAS_COUNT.WR_N"),
                         ["{UNC_CHA_CLOCKTICKS,UNC_M_CAS_COUNT.WR_NONPRE"])

    def test_perfs_own(self):
        fake = '_perf() { COMPREPLY=("perf:${COMP_WORDS[*]}"); }'
        self.assertEqual(self.complete("xpmu-perf", "sta", perf=fake),
                         ["perf:perf", "sta"])
        self.assertEqual(self.complete("xpmu-perf", "stat", "-a",
                                       perf=fake), ["perf:perf", "stat", "-a"])
        self.assertEqual(self.complete("xpmu-perf", "-l", perf=fake), ["-l"])


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
