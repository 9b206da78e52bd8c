#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of scripts/catalog/emr_metrics.py: the Common Metrics table that
tools/xpmu-metric evaluates.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v

Expected encodings are read from the EMR uncore guide (seed
001_7016be057a821061.txt): CAS_COUNT is event 0x5 with RD b11001111 and
WR b11110000 (Table 2-138), the Common Metrics of 2.3.4 (MEM_BW_*),
POWER_SELF_REFRESH event 0x43 (2.3.3), RxL_BASIC_HDR_MATCH event 0x5 with
RSP_DATA b00001100 and opc in xtra bit 0 (Table 2-222); the iMC fixed
counter is event=0xff as the kernel's.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "data", "emr")
SCRIPT = os.path.join(ROOT, "scripts", "catalog", "emr_metrics.py")
TABLE = os.path.join(ROOT, "tools", "xpmu-metrics.tsv")
TOOL = os.path.join(ROOT, "tools", "xpmu-metric")


def rows():
    with open(TABLE, encoding="utf-8") as f:
        return {l.split("\t")[0]: l.rstrip("\n").split("\t")
                for l in f if not l.startswith("#")}


def skipped():
    with open(TABLE, encoding="utf-8") as f:
        return [l for l in f if l.startswith("# skipped")]


class Generated(unittest.TestCase):
    def test_committed_table_is_fresh(self):
        r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                            "--out", TABLE, "--check"],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_check_catches_a_stale_table(self):
        with tempfile.NamedTemporaryFile("w", suffix=".tsv") as f:
            f.write("# stale\n")
            f.flush()
            r = subprocess.run([sys.executable, SCRIPT, "--data", DATA,
                                "--out", f.name, "--check"],
                               capture_output=True, text=True)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("stale", r.stderr)


class Encodings(unittest.TestCase):
    def test_mem_bw_reads(self):
        self.assertEqual(rows()["MEM_BW_READS"],
                         ["MEM_BW_READS", "imc", "bytes", "(e[1] * 64)",
                          "event=0x05,umask=0xcf"])

    def test_a_metric_of_metrics_is_inlined(self):
        self.assertEqual(rows()["MEM_BW_TOTAL"][3:],
                         ["((e[1] * 64) + (e[2] * 64))",
                          "event=0x05,umask=0xcf", "event=0x05,umask=0xf0"])

    def test_fixed_counter_resolves(self):
        self.assertEqual(rows()["PCT_CYCLES_SELF_REFRESH"][3:],
                         ["div(e[1], e[2])", "event=0x43", "event=0xff"])

    def test_field_syntax(self):
        # RxL_BASIC_HDR_MATCH.{umask,opc}={0x0C,1}: RSP_DATA, match opcode.
        self.assertEqual(rows()["DRS_M_FROM_UPI"][3:],
                         ["(e[1] * 64)", "event=0x05,umask=0x10c"])

    def test_every_division_is_guarded(self):
        for name, row in rows().items():
            self.assertNotIn("/", row[3], name)

    def test_measures(self):
        """Each value says what it is, as the guide's formula and text do."""
        want = {"MEM_BW_TOTAL": "bytes", "DRS_WbS_FROM_UPI": "bytes",
                "MMIO_READ_BW": "MB", "AVG_DEMAND_RD_HIT_LATENCY": "cycles",
                "PCT_LINK_SHUTDOWN_CYCLES": "ratio", "LLC_RFO_MISS_PCT": "ratio",
                "PCI_READS": "events"}
        for name, m in want.items():
            self.assertEqual(rows()[name][2], m, name)
        with open(os.path.join(DATA, "metrics.json"), encoding="utf-8") as f:
            text = {m["name"]: m["description"] for m in json.load(f)["metrics"]}
        for name, row in rows().items():
            # The guide's own words, where it says: "in bytes", "Percent".
            if "in bytes" in text[name].replace("inbytes", "in bytes"):
                self.assertEqual(row[2], "bytes", name)
            if text[name].startswith(("Percent", "The percentage")):
                self.assertEqual(row[2], "ratio", name)

    def test_uncountable_metrics_are_listed_not_guessed(self):
        text = "".join(skipped())
        for name in ("LLC_MPI", "UPI_SPEED", "AVG_INGRESS_DEPTH",
                     "NCB_DATA_FROM_UPI_TO_NODEx"):
            self.assertIn(f" {name}:", text)
            self.assertNotIn(name, rows())

    def test_counts(self):
        # 69 metrics in metrics.json: every one is either a row or skipped.
        self.assertEqual(len(rows()) + len(skipped()), 69)


class Tool(unittest.TestCase):
    def run_tool(self, *args):
        return subprocess.run(["sh", TOOL, *args], capture_output=True,
                              text=True, env={**os.environ,
                                              "PERF": "false"})

    def test_list(self):
        r = self.run_tool("-l")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(len(r.stdout.splitlines()), len(rows()))

    def test_unknown_metric(self):
        r = self.run_tool("NO_SUCH", "--", "true")
        self.assertEqual(r.returncode, 2)
        self.assertIn("no such metric", r.stderr)

    def test_metrics_in_one_perf(self):
        """Several metrics, one perf stat, each event opened once (perf
        sums two opens of one event into the first: uncore.rst); each
        metric from its own events' counts."""
        with tempfile.TemporaryDirectory() as d:
            perf = os.path.join(d, "perf")
            with open(perf, "w", encoding="utf-8") as f:
                f.write("#!/bin/sh\n"
                        f"printf '%s\\n' \"$@\" >{d}/args\n"
                        "n=0; for a; do\n"
                        "  [ \"$prev\" = -e ] && n=$((n + 1)) &&\n"
                        "    echo \"$((n * 1000)),,$a,100,100.00,,\"\n"
                        "  prev=$a; done\n")
            os.chmod(perf, 0o755)
            r = subprocess.run(
                ["sh", TOOL, "MEM_BW_READS", "MEM_BW_TOTAL", "NO_SUCH",
                 "AVG_DEMAND_RD_HIT_LATENCY", "--", "true"],
                capture_output=True, text=True,
                env={**os.environ, "PERF": perf})
            with open(os.path.join(d, "args"), encoding="utf-8") as f:
                args = f.read().split()
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertIn("NO_SUCH: no such metric", r.stderr)
        # CAS_COUNT.RD (Table 2-135) once for both memory metrics.
        self.assertEqual([a for i, a in enumerate(args) if args[i - 1] == "-e"],
                         ["uncore_imc/event=0x05,umask=0xcf/",
                          "uncore_imc/event=0x05,umask=0xf0/",
                          "uncore_cha/event=0x36,umask=0xc817fd01/",
                          "uncore_cha/event=0x35,umask=0xc817fd01/"])
        self.assertEqual(args[-2:], ["--", "true"])
        self.assertEqual(r.stdout.splitlines(), [
            "MEM_BW_READS 64000.000000 bytes",
            "MEM_BW_TOTAL 192000.000000 bytes",
            "AVG_DEMAND_RD_HIT_LATENCY 0.750000 cycles"])

    def test_perf_failure_is_an_error(self):
        r = self.run_tool("MEM_BW_READS", "--", "true")
        self.assertEqual(r.returncode, 1)
        self.assertIn("perf stat failed", r.stderr)


if __name__ == "__main__":
    unittest.main()
