#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tools/xpmu-metric -I --prometheus: the textfile it writes.

The tool runs against the made-up sysfs of test_xpmu_metric_live (two iMC
channels, one UPI link, two IIO stacks, the CHAs) and a fake perf that
writes three intervals of perf stat -I --per-socket CSV, known counts per
event, socket and interval, and after the second waits for the file to
say two intervals, to keep a copy of it.  Each series must be the sum
of its events' counts over the intervals times the bytes a count stands
for, worked out here from the guide's encodings and scales (the events
from test_xpmu_metric_live's WANT; 64 bytes a CAS, 64/9 a UPI data flit
slot, 32 an IIO inbound count: xpmu-metric-live.awk's sources), with
the labels socket, channel, link and stack; the file in Prometheus's
text format (promtool check metrics, when the host has it: Debian's
prometheus package); the counters only growing; a count perf could not
read adding nothing and its series left out of that interval's file.
The guest test (tests/guest/native/prometheus.sh) holds the served
values to the model's truth.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_xpmu_metric_live as live  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "tools", "xpmu-metric")

# The fake perf: a count per event of (event number + 1) x 1000 x
# (socket + 1) x (interval + 1); after interval 2 (k = 1) it waits for
# FAKE_PROM to say xpmu_intervals_total 2 and copies it to FAKE_SNAP; it
# copies the file there before the first to FAKE_SNAP0.
# FAKE_BAD names an event that reads <not counted> in interval FAKE_BAD_K.
FAKE = r'''#!/usr/bin/env python3
import os, shutil, sys, time
args = sys.argv[1:]
with open(os.environ["FAKE_ARGS"], "w") as f:
    f.write("\n".join(args))
out = args[args.index("-o") + 1]
evs = [args[i + 1] for i, a in enumerate(args) if a == "-e"]
for _ in range(200):
    if os.path.exists(os.environ["FAKE_PROM"]):
        shutil.copy(os.environ["FAKE_PROM"], os.environ["FAKE_SNAP"] + "0")
        break
    time.sleep(0.05)
with open(out, "w") as f:
    f.write("# started on Fri Nov 27 08:36:17 2026\n\n")
    for k, t in enumerate((1.0, 2.5, 3.0)):
        for s in (0, 1):
            for n, e in enumerate(evs):
                c = (n + 1) * 1000 * (s + 1) * (k + 1)
                if e == os.environ.get("FAKE_BAD") and \
                        str(k) == os.environ.get("FAKE_BAD_K"):
                    c = "<not counted>"
                f.write(f"{t:.9f},S{s},1,{c},,{e},100,100.00,,\n")
        f.flush()
        if k == 1:
            for _ in range(200):
                try:
                    with open(os.environ["FAKE_PROM"]) as p:
                        if "\nxpmu_intervals_total 2\n" in p.read():
                            shutil.copy(os.environ["FAKE_PROM"],
                                        os.environ["FAKE_SNAP"])
                            break
                except FileNotFoundError:
                    pass
                time.sleep(0.05)
'''

# Each family: the live view's quantities it adds and the bytes a count
# stands for (the guide 2.3's 64-byte CAS; Intel's EMR UPI metrics' 64/9
# bytes a data flit slot; 32 bytes an IIO inbound count, Linux 6.12's
# scale and Intel's EMR event file), and its label for the instance.
FAMILIES = {
    "xpmu_memory_read_bytes_total": ("memory", ("rd",), 64, "channel"),
    "xpmu_memory_write_bytes_total": ("memory", ("wr",), 64, "channel"),
    "xpmu_upi_transmit_data_bytes_total": ("upi", ("tx_data",), 64 / 9, "link"),
    "xpmu_upi_receive_data_bytes_total": ("upi", ("rx_data",), 64 / 9, "link"),
    "xpmu_upi_transmit_flit_slots_total":
        ("upi", ("tx_data", "tx_nondata"), 1, "link"),
    "xpmu_upi_clockticks_total": ("upi", ("clk",), 1, "link"),
    "xpmu_iio_inbound_bytes_total": ("iio", ("in",), 32, "stack"),
    "xpmu_llc_data_read_lookups_total": ("llc", ("drd_all",), 1, None),
    "xpmu_llc_data_read_misses_total": ("llc", ("drd_miss",), 1, None),
    "xpmu_llc_rfo_inserts_total": ("llc", ("rfo_all",), 1, None),
    "xpmu_llc_rfo_miss_inserts_total": ("llc", ("rfo_miss",), 1, None),
}
PMUS = ("uncore_imc_0", "uncore_imc_1", "uncore_upi_0",
        "uncore_iio_free_running_0", "uncore_iio_free_running_1", "uncore_cha")

SAMPLE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)\{([^}]*)\} (\S+)$')


def parse(text):
    """{(name, ((label, value), ...)): value}; checks the text's form:
    HELP and TYPE counter before each family's samples, no timestamp."""
    got, typed, helped = {}, set(), set()
    assert text.endswith("\n")
    for line in text.split("\n")[:-1]:
        if line.startswith("# HELP "):
            helped.add(line.split(" ")[2])
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ")
            assert kind == "counter" and name.endswith("_total"), line
            typed.add(name)
            continue
        m = SAMPLE.match(line) or re.match(r'^([a-z_]+)()() (\S+)$', line)
        assert m, line
        name, lab, value = m.group(1), m.group(2), m.group(m.lastindex)
        assert name in typed and name in helped, line
        labels = tuple(re.findall(r'([a-z_]+)="([^"]*)"', lab or ""))
        got[(name, labels)] = float(value)
    return got


class Prometheus(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        d = self.dir.name
        self.sysfs = os.path.join(d, "devices")
        for p in ("uncore_imc_0", "uncore_imc_1", "uncore_imc_free_running_0",
                  "uncore_upi_0", "uncore_cha_0", "uncore_cha_1",
                  "uncore_iio_free_running_0", "uncore_iio_free_running_1",
                  "cpu"):
            os.makedirs(os.path.join(self.sysfs, p, "events"))
        self.perf = os.path.join(d, "perf")
        with open(self.perf, "w", encoding="utf-8") as f:
            f.write(FAKE)
        os.chmod(self.perf, 0o755)
        self.args = os.path.join(d, "args")
        self.textdir = os.path.join(d, "textfile")
        os.mkdir(self.textdir)
        self.prom = os.path.join(self.textdir, "xpmu.prom")
        self.snap = os.path.join(d, "snap")

    def tearDown(self):
        self.dir.cleanup()

    def run_tool(self, *args, check=True, **env):
        e = dict(os.environ, PERF=self.perf, XPMU_SYSFS=self.sysfs,
                 FAKE_ARGS=self.args, FAKE_PROM=self.prom,
                 FAKE_SNAP=self.snap)
        e.update(env)
        r = subprocess.run(["sh", TOOL, *args], env=e, capture_output=True,
                           text=True, timeout=120, check=False)
        if check:
            self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def events(self):
        with open(self.args, encoding="utf-8") as f:
            a = f.read().split("\n")
        return [a[i + 1] for i, x in enumerate(a) if x == "-e"]

    def expected(self, intervals, bad=None, bad_k=None):
        """The series after INTERVALS intervals, BAD unreadable in interval
        BAD_K; and the unread intervals per socket and PMU."""
        events = self.events()
        want, unread = {}, {}
        for s in (0, 1):
            for p in PMUS:
                unread[("xpmu_unread_intervals_total",
                        (("socket", str(s)), ("pmu", p)))] = 0
            for name, (g, qns, scale, label) in FAMILIES.items():
                insts = sorted({i for gg, i, _ in live.WANT.values() if gg == g})
                for i in insts:
                    evs = [e for e, (gg, ii, qn) in live.WANT.items()
                           if gg == g and ii == i and qn in qns]
                    labels = (("socket", str(s)),)
                    if label:
                        labels += ((label, i.split("_")[-1]),)
                    total, known = 0, True
                    for k in range(intervals):
                        if bad in evs and k == bad_k:
                            known = k != intervals - 1
                            continue
                        total += sum(live.fake_count(events, e, s, k)
                                     for e in evs)
                    if known:
                        want[(name, labels)] = total * scale
            if bad is not None and bad_k < intervals:
                p = bad.split("/")[0]
                unread[("xpmu_unread_intervals_total",
                        (("socket", str(s)), ("pmu", p)))] = 1
        want.update(unread)
        want[("xpmu_intervals_total", ())] = intervals
        return want

    def check(self, path, want):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        got = parse(text)
        self.assertEqual(sorted(got), sorted(want))
        for k, v in want.items():
            # Whole bytes and counts exactly; UPI's 64/9 to 3 decimals.
            self.assertAlmostEqual(got[k], v, delta=0.0005, msg=k)
        if shutil.which("promtool"):
            r = subprocess.run(["promtool", "check", "metrics"], input=text,
                               capture_output=True, text=True, check=False)
            self.assertEqual((r.returncode, r.stdout + r.stderr), (0, ""))
        return got

    def test_series(self):
        """Every series after two intervals and after three, growing."""
        r = self.run_tool("-I", "1000", "--prometheus", self.prom)
        self.assertEqual(r.stdout, "")
        self.assertEqual(os.listdir(self.textdir), ["xpmu.prom"])
        # Before perf's first interval: a file of no interval.
        self.check(self.snap + "0", {("xpmu_intervals_total", ()): 0})
        two = self.check(self.snap, self.expected(2))
        three = self.check(self.prom, self.expected(3))
        for k, v in two.items():
            self.assertGreaterEqual(three[k], v, k)
        self.assertEqual(os.stat(self.prom).st_mode & 0o777, 0o644)

    def test_unreadable_count(self):
        """A count perf could not read: its series left out of that
        interval's file, its interval not added, the PMU's unread
        intervals counted."""
        bad = "uncore_iio_free_running_1/event=0xff,umask=0x23/"
        self.run_tool("-I", "1000", "--prometheus", self.prom,
                      FAKE_BAD=bad, FAKE_BAD_K="1")
        two = self.check(self.snap, self.expected(2, bad, 1))
        self.assertNotIn(("xpmu_iio_inbound_bytes_total",
                          (("socket", "0"), ("stack", "1"))), two)
        self.check(self.prom, self.expected(3, bad, 1))

    def test_bad_usage(self):
        for args in (["--prometheus"], ["--prometheus", self.prom + ".txt"],
                     ["--prometheus", os.path.join(self.textdir, "no", "x.prom")],
                     ["--prometheus", self.prom, "--xml"]):
            r = self.run_tool("-I", "1000", *args, check=False)
            self.assertEqual(r.returncode, 2, args)
            self.assertNotEqual(r.stderr, "", args)
        self.assertFalse(os.path.exists(self.args))


if __name__ == "__main__":
    unittest.main()
