#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The perf 6.12 metrics tests/guest/native/kernel_reference.sh compares.

The guest test runs, under xpmu_uncore and under the kernel's
intel_uncore, every EMR metric of perf 6.12 whose events are all uncore,
in the perf invocations its RUNS list gives (one line each).  This test
derives that set from the tree of $XPMU_LINUX_SRC (make check sets it; a
missing tree then fails): tools/perf/pmu-events/arch/x86/emeraldrapids/
emr-metrics.json, each metric's MetricExpr read down through the metrics
it names to its events, an event uncore when its entry in the other json
files of that directory has a "Unit", or when it is named as
uncore_<pmu>@...@.  Literals (#num_packages, #has_pmem, ...), numbers,
duration_time, source_count(), if/else are no events.

So tma_info_system_socket_clks (uncore_cha_0@event=0x1@: CHA 0's
clockticks, UNC_CHA_CLOCKTICKS' encoding) is uncore, and with it
tma_info_system_mem_read_latency, tma_info_system_uncore_frequency and
UNCORE_FREQ, which read nothing else uncore-less: 45 metrics.

Any difference between that set and the RUNS list fails unless REVIEWED
gives it with a reason (a perf update that adds an uncore metric fails
here).  And each run must fit the counters without multiplexing (perf
stat --metric-no-group counts each event once per run): per unit type at
most its 4 counters, the events restricted to some counters ("Counter":
IIO event 0x83 to 0-1, CHA TOR_OCCUPANCY to 0) placed on those; but
for the runs MULTIPLEXED names, with one metric each, whose events cannot
fit (and do not, as test_multiplexed_runs_cannot_fit checks).

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import glob
import json
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from linux_tree import AgainstLinuxTree  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GUEST = os.path.join(ROOT, "tests", "guest", "native", "kernel_reference.sh")
EMR = os.path.join("tools", "perf", "pmu-events", "arch", "x86",
                   "emeraldrapids")

# Metrics of the derived set the guest test leaves out, or compares that
# the set lacks: name -> why.  None today.
REVIEWED = {}

# perf's expression lexer (tools/perf/util/expr.l): a symbol is letters,
# digits, _ . : @ ? and backslash-escaped characters; #name is a literal.
TOKEN = re.compile(r"#\w+|\d+(?:\.\d+)?(?:e[-+]?\d+)?"
                   r"|[A-Za-z_](?:[0-9A-Za-z_.:@?]|\\.)*|\S")
KEYWORDS = {"if", "else", "source_count", "has_event", "d_ratio", "min",
            "max", "duration_time", "strcmp_cpuid_str"}
# Runs the guest test lets perf multiplex: the first metric -> why.
MULTIPLEXED = {
    "tma_info_system_mem_parallel_reads":
        "UNC_CHA_TOR_OCCUPANCY.IA_MISS_DRD with and without thresh=1, "
        "both on counter 0 only",
}
COUNTERS = 4    # every EMR uncore unit the metrics read (guide, chapter 2)


def guest_list(name):
    """The names of the guest test's NAME="..." list."""
    with open(GUEST, encoding="utf-8") as f:
        return re.search(rf'^{name}="([^"]*)"', f.read(), re.M).group(1).split()


def guest_runs():
    """The RUNS lines of the guest test: a list of lists of names."""
    with open(GUEST, encoding="utf-8") as f:
        text = f.read()
    body = re.search(r"<<'RUNS'\n(.*?)\nRUNS\n", text, re.S).group(1)
    return [l.split() for l in body.splitlines() if l.strip()]


class Tables:
    """perf 6.12's EMR metrics and events."""

    def __init__(self, tree):
        d = os.path.join(tree, EMR)
        self.events = {}
        for path in glob.glob(os.path.join(d, "*.json")):
            if os.path.basename(path) in ("emr-metrics.json",
                                          "metricgroups.json"):
                continue
            with open(path, encoding="utf-8") as f:
                for e in json.load(f):
                    if "EventName" in e:
                        self.events[e["EventName"].lower()] = e
        with open(os.path.join(d, "emr-metrics.json"), encoding="utf-8") as f:
            self.metrics = {m["MetricName"]: m for m in json.load(f)}

    def leaves(self, name):
        """The events metric @name reads, through the metrics it names:
        a set of (event, its json entry or None)."""
        out = set()
        for t in TOKEN.findall(self.metrics[name]["MetricExpr"]):
            if t[0] == "#" or not (t[0].isalpha() or t[0] == "_") \
                    or t in KEYWORDS:
                continue
            if t in self.metrics:
                out |= self.leaves(t)
            else:
                out.add(t)
        return out

    def entry(self, event):
        """The json entry of an event token, or None; "NAME@mods@" is
        NAME's."""
        return self.events.get(event.split("@")[0].lower())

    def uncore(self, event):
        e = self.entry(event)
        if e is not None:
            return bool(e.get("Unit"))
        return event.startswith("uncore_") and "@" in event

    def uncore_metrics(self):
        return {n for n in self.metrics
                if self.leaves(n) and all(map(self.uncore, self.leaves(n)))}

    def counters(self, event):
        """(unit, the counters it may use)."""
        e = self.entry(event)
        if e is None:   # uncore_cha_0@event\=0x1@ and the like
            unit = re.match(r"uncore_([a-z0-9]+?)(?:_\d+)?@", event).group(1)
            return unit.upper(), set(range(COUNTERS))
        return e["Unit"], {int(c) for c in e["Counter"].split(",")}


def fits(events):
    """Whether events, each a set of counters it may use, fit on one unit
    at once: a matching of events to distinct counters."""
    def place(i, used):
        if i == len(events):
            return True
        return any(place(i + 1, used | {c})
                   for c in sorted(events[i] - used))
    return len(events) <= COUNTERS and place(0, frozenset())


class KernelMetrics(AgainstLinuxTree):
    def setUp(self):
        super().setUp()
        self.tables = Tables(self.tree)

    def test_runs_are_perfs_uncore_metrics(self):
        want = self.tables.uncore_metrics()
        got = [m for run in guest_runs() for m in run]
        self.assertEqual(len(got), len(set(got)), "a metric in two runs")
        missing = sorted(want - set(got) - set(REVIEWED))
        extra = sorted(set(got) - want - set(REVIEWED))
        self.assertEqual(missing, [], "uncore metrics of perf 6.12 the guest "
                         "test does not compare (add them to RUNS in "
                         f"{GUEST} or to REVIEWED here)")
        self.assertEqual(extra, [], "metrics the guest test compares that "
                         "are not perf 6.12's uncore metrics")
        stale = sorted(m for m in REVIEWED if (m in want) == (m in got))
        self.assertEqual(stale, [], "REVIEWED entries no longer a difference")

    def test_runs_fit_without_multiplexing(self):
        for run in guest_runs():
            with self.subTest(run=run[0]):
                if run[0] in MULTIPLEXED:
                    self.assertEqual(run, run[:1], "a multiplexed run "
                                     "holds its metric only")
                    continue
                units = {}
                for event in set().union(*map(self.tables.leaves, run)):
                    unit, ctrs = self.tables.counters(event)
                    units.setdefault(unit, []).append(ctrs)
                for unit, events in units.items():
                    self.assertTrue(fits(events),
                                    f"{unit}: {len(events)} events")

    def test_nopmem_are_the_has_pmem_metrics(self):
        """The guest's NOPMEM, the metrics 0 without PMEM, are those
        whose expression reads #has_pmem."""
        def reads(name):
            e = self.tables.metrics[name]["MetricExpr"]
            return "#has_pmem" in e or any(
                reads(t) for t in TOKEN.findall(e) if t in self.tables.metrics)
        self.assertEqual(sorted(guest_list("NOPMEM")),
                         sorted(m for m in self.tables.uncore_metrics()
                                if reads(m)))

    def test_multiplexed_runs_cannot_fit(self):
        for m in MULTIPLEXED:
            units = {}
            for event in self.tables.leaves(m):
                unit, ctrs = self.tables.counters(event)
                units.setdefault(unit, []).append(ctrs)
            self.assertFalse(all(map(fits, units.values())), m)
            self.assertIn([m], guest_runs())



class Fit(unittest.TestCase):
    def test_fit_refuses_too_many(self):
        self.assertFalse(fits([{0}, {0}]))
        self.assertFalse(fits([{0, 1}] * 3))
        self.assertFalse(fits([set(range(4))] * 5))
        self.assertTrue(fits([{0}, {0, 1}, set(range(4)), set(range(4))]))


if __name__ == "__main__":
    unittest.main()
