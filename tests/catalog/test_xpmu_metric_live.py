#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""tools/xpmu-metric -I: the live view's events, figures and formats.

The tool runs against a made-up sysfs (two iMC channels, an iMC
free-running PMU it must leave out, one UPI link, two IIO stacks, two
CHAs) and a fake perf that writes perf stat -I --per-socket CSV, as perf
6.1 and 6.12 do, to the -o path: known counts per event, socket and
interval.  The test holds what the tool opens to the encodings the guide
gives (written out here, not read from the tool's tables) and each
figure to its formula applied to the fake counts.  The guest test
(tests/guest/native/metric_live.sh) holds it to the model's truth.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import json
import os
import subprocess
import tempfile
import time
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOL = os.path.join(ROOT, "tools", "xpmu-metric")

# Each event the view must open: PMU/CONFIG/ -> (group, instance, quantity).
# The encodings, from the guide: CAS_COUNT event 0x05, umask RD b11001111
# and WR b11110000 (2.3, Table 2-135's metrics); TxL_FLITS 0x02 and
# RxL_FLITS 0x03 with ALL_DATA b00001111 and NON_DATA b10010111 (Tables
# 2-224, 2-230), UPI CLOCKTICKS 0x01 (2.6.5); LLC_LOOKUP 0x34 and
# TOR_INSERTS 0x35 with the umasks of LLC_DRD_MISS_PCT and
# LLC_RFO_MISS_PCT (2.2's metrics table); the IIO free-running inbound
# counters in Linux's encoding (event 0xff, umask 0x20 + port:
# uncore_snbep.c's spr_iio_freerunning), and not the outbound ones
# (umask 0x30 + port), which count in no consistent size (Linux's
# 506f981ab40f dropped their names: units/iio_freerun.c).
WANT = {}
for n in (0, 1):
    WANT[f"uncore_imc_{n}/event=0x05,umask=0xcf/"] = ("memory", f"imc_{n}", "rd")
    WANT[f"uncore_imc_{n}/event=0x05,umask=0xf0/"] = ("memory", f"imc_{n}", "wr")
WANT["uncore_upi_0/event=0x02,umask=0x0f/"] = ("upi", "upi_0", "tx_data")
WANT["uncore_upi_0/event=0x02,umask=0x97/"] = ("upi", "upi_0", "tx_nondata")
WANT["uncore_upi_0/event=0x03,umask=0x0f/"] = ("upi", "upi_0", "rx_data")
WANT["uncore_upi_0/event=0x01/"] = ("upi", "upi_0", "clk")
for n in (0, 1):
    for p in range(8):
        WANT[f"uncore_iio_free_running_{n}/event=0xff,umask={0x20 + p:#x}/"] = \
            ("iio", f"stack_{n}", "in")
WANT["uncore_cha/event=0x34,umask=0x1fc101/"] = ("llc", "all", "drd_miss")
WANT["uncore_cha/event=0x34,umask=0x1fc1ff/"] = ("llc", "all", "drd_all")
WANT["uncore_cha/event=0x35,umask=0xc807fe01/"] = ("llc", "all", "rfo_miss")
WANT["uncore_cha/event=0x35,umask=0xc807ff01/"] = ("llc", "all", "rfo_all")

TIMES = (1.0, 2.5)
# The records' fields, schema 1 (xpmu-metric(1), tools/xpmu-metric-live.awk).
HEADER = ("schema,host,time_unix,time_s,interval_s,socket,group,instance,"
          "figure,value,unit,events,label")

# What each instance is, per socket: iMC PMU n is channel n % 2 of memory
# controller n / 2 (4 controllers of 2 channels: the guide 1.10.3; Linux's
# icx_uncore_imc_init_box() and EDAC i10nm); an IIO stack's root bus is
# uncore_iio_<n>'s dieN file, of the logical die of the socket (Linux's
# rank of the physical package id: sockets 3 and 7 below are dies 0 and
# 1, and perf's S<n> is the physical id).  Stack 1 has no bus on die 1:
# no label there, nor on the totals.
SOCKETS = (3, 7)
DIE_FILES = {("uncore_iio_0", 0): "0000:00", ("uncore_iio_0", 1): "0000:80",
             ("uncore_iio_1", 0): "0001:1e"}
LABELS = {}
for sk in SOCKETS:
    LABELS[(sk, "imc_0")] = "mc0 ch0"
    LABELS[(sk, "imc_1")] = "mc0 ch1"
LABELS[(3, "stack_0")] = "0000:00"
LABELS[(7, "stack_0")] = "0000:80"
LABELS[(3, "stack_1")] = "0001:1e"

# The fake perf: records its arguments, writes two intervals (1.0 s and
# 1.5 s long) to -o, a count per event of (event number + 1) x 1000 x
# (socket + 1) x interval; FAKE_BAD names an event that reads <not
# counted>, FAKE_FAIL=N makes it exit N before it opens -o, FAKE_LEAD
# gives the time column perf 6.1's leading spaces.
FAKE = r'''#!/usr/bin/env python3
import os, sys
args = sys.argv[1:]
with open(os.environ["FAKE_ARGS"], "w") as f:
    f.write("\n".join(args))
if os.environ.get("FAKE_FAIL"):
    sys.exit(int(os.environ["FAKE_FAIL"]))
out = args[args.index("-o") + 1]
evs = [args[i + 1] for i, a in enumerate(args) if a == "-e"]
lead = " " * 5 if os.environ.get("FAKE_LEAD") else ""
with open(out, "w") as f:
    f.write("# started on Fri Nov 27 08:36:17 2026\n\n")
    for k, t in enumerate((1.0, 2.5)):
        for s in (0, 1):
            for n, e in enumerate(evs):
                c = (n + 1) * 1000 * (s + 1) * (k + 1)
                if e == os.environ.get("FAKE_BAD"):
                    c = "<not counted>"
                f.write(f"{lead}{t:.9f},S{(3, 7)[s]},1,{c},,{e},100,100.00,,\n")
'''


def fake_count(events, ev, socket, k):
    return (events.index(ev) + 1) * 1000 * (socket + 1) * (k + 1)


class LiveView(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        d = self.dir.name
        self.sysfs = os.path.join(d, "devices")
        for p in ("uncore_imc_0", "uncore_imc_1", "uncore_imc_free_running_0",
                  "uncore_upi_0", "uncore_cha_0", "uncore_cha_1",
                  "uncore_iio_free_running_0", "uncore_iio_free_running_1",
                  "cpu"):
            os.makedirs(os.path.join(self.sysfs, p, "events"))
        for (p, die), bus in DIE_FILES.items():
            os.makedirs(os.path.join(self.sysfs, p), exist_ok=True)
            with open(os.path.join(self.sysfs, p, f"die{die}"), "w") as f:
                f.write(bus + "\n")
        self.cpus = os.path.join(d, "cpu")
        for cpu, pkg in enumerate((7, 3, 7, 3)):
            t = os.path.join(self.cpus, f"cpu{cpu}", "topology")
            os.makedirs(t)
            with open(os.path.join(t, "physical_package_id"), "w") as f:
                f.write(f"{pkg}\n")
        self.perf = os.path.join(d, "perf")
        with open(self.perf, "w") as f:
            f.write(FAKE)
        os.chmod(self.perf, 0o755)
        self.args = os.path.join(d, "args")

    def tearDown(self):
        self.dir.cleanup()

    def run_tool(self, *args, check=True, **env):
        e = dict(os.environ, PERF=self.perf, XPMU_SYSFS=self.sysfs,
                 XPMU_CPUS=self.cpus, FAKE_ARGS=self.args)
        e.update(env)
        r = subprocess.run(["sh", TOOL, *args], env=e, capture_output=True,
                           text=True, timeout=120, check=False)
        if check:
            self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def events(self):
        with open(self.args, encoding="utf-8") as f:
            a = f.read().split("\n")
        return a, [a[i + 1] for i, x in enumerate(a) if x == "-e"]

    def expected(self, events, bad=None):
        """{(time, socket, group, instance, figure): (value, events)}."""
        want = {}
        for k, t in enumerate(TIMES):
            dt = t - (TIMES[k - 1] if k else 0.0)
            for s in (0, 1):
                c = {}
                for e, (g, i, qn) in WANT.items():
                    v = None if e == bad else fake_count(events, e, s, k)
                    key = (g, i, qn)
                    c[key] = None if v is None or c.get(key, 0) is None \
                        else c.get(key, 0) + v

                def put(g, i, fig, val, ev):
                    want[(t, s, g, i, fig)] = (val, ev)

                # total: read + write (MEM_BW_TOTAL, the guide 2.3).
                mem = (("read", ("rd",)), ("write", ("wr",)),
                       ("total", ("rd", "wr")))
                for n in (0, 1):
                    i = f"imc_{n}"
                    for fig, qns in mem:
                        x = sum(c[("memory", i, qn)] for qn in qns)
                        put("memory", i, fig, x * 64 / 1e6 / dt, x)
                for fig, qns in mem:
                    x = sum(c[("memory", f"imc_{n}", qn)] for n in (0, 1)
                            for qn in qns)
                    put("memory", "total", fig, x * 64 / 1e6 / dt, x)
                a, b = c[("upi", "upi_0", "tx_data")], c[("upi", "upi_0", "tx_nondata")]
                r, clk = c[("upi", "upi_0", "rx_data")], c[("upi", "upi_0", "clk")]
                put("upi", "upi_0", "tx", a * 64 / 9 / 1e6 / dt, a)
                put("upi", "upi_0", "rx", r * 64 / 9 / 1e6 / dt, r)
                put("upi", "upi_0", "tx_util",
                    100 * (a + b) / 3 / (clk * 5 / 6), a + b)
                tot = 0
                for n in (0, 1):
                    x = c[("iio", f"stack_{n}", "in")]
                    put("iio", f"stack_{n}", "in",
                        None if x is None else x * 32 / 1e6 / dt, x)
                    tot = None if x is None or tot is None else tot + x
                put("iio", "total", "in",
                    None if tot is None else tot * 32 / 1e6 / dt, tot)
                m, al = c[("llc", "all", "drd_miss")], c[("llc", "all", "drd_all")]
                rm, ra = c[("llc", "all", "rfo_miss")], c[("llc", "all", "rfo_all")]
                put("llc", "all", "drd_miss", 100 * m / al, m)
                put("llc", "all", "rfo_miss", 100 * rm / ra, rm)
                put("llc", "all", "drd_misses", m / 1e6 / dt, m)
            # The machine: the sockets' totals added up.
            for g, figs in (("memory", ("read", "write", "total")),
                            ("iio", ("in",))):
                for fig in figs:
                    parts = [want[(t, s, g, "total", fig)] for s in (0, 1)]
                    if any(v is None for v, _ in parts):
                        want[(t, "all", g, "total", fig)] = (None, None)
                    else:
                        want[(t, "all", g, "total", fig)] = (
                            sum(v for v, _ in parts),
                            sum(e for _, e in parts))
        return want

    def parse_csv(self, text, start):
        lines = text.strip().split("\n")
        self.assertEqual(lines[0], HEADER)
        got = {}
        for line in lines[1:]:
            (schema, host, tu, t, dt, s, g, i, fig, v, unit,
             ev, label) = line.split(",")
            self.record(schema, host, float(tu), float(t), start)
            s = s if s == "all" else int(s)
            self.assertEqual(label, LABELS.get((s, i), ""), line)
            got[(float(t), SOCKETS.index(s) if s != "all" else s, g, i,
                 fig)] = (None if v == "" else float(v),
                          None if ev == "" else int(ev), unit)
        return got

    def record(self, schema, host, time_unix, time_s, start):
        """schema 1, this host, the interval's end in wall-clock time:
        perf's time since the tool started it, after START."""
        self.assertEqual(str(schema), "1")
        self.assertEqual(host, os.uname().nodename)
        self.assertGreaterEqual(time_unix, start + time_s - 1)
        self.assertLessEqual(time_unix, time.time() + time_s)

    def check(self, got, want):
        units = {"read": "MB/s", "write": "MB/s", "total": "MB/s",
                 "tx": "MB/s", "rx": "MB/s",
                 "in": "MB/s", "tx_util": "%",
                 "drd_miss": "%", "rfo_miss": "%", "drd_misses": "M/s"}
        self.assertEqual(set(got), set(want))
        for k, (v, ev) in want.items():
            gv, gev, unit = got[k]
            self.assertEqual(unit, units[k[4]], k)
            self.assertEqual(gev, ev, k)
            if v is None:
                self.assertIsNone(gv, k)
            else:
                self.assertAlmostEqual(gv, v, delta=0.0005 + 1e-9 * v, msg=k)

    def test_events_opened(self):
        """Exactly the guide's encodings, on every PMU of each kind."""
        self.run_tool("-I", "500", "--csv")
        args, events = self.events()
        self.assertEqual(sorted(events), sorted(WANT))
        for opt in ("-a", "--per-socket", "-x,"):
            self.assertIn(opt, args)
        self.assertEqual(args[args.index("-I") + 1], "500")
        self.assertNotIn("--interval-count", args)
        self.assertNotIn("--", args)

    def test_csv_figures(self):
        """Every figure of every instance and socket, each interval."""
        for lead in ("", "1"):
            start = time.time()
            r = self.run_tool("-I", "1000", "--csv", FAKE_LEAD=lead)
            _, events = self.events()
            self.check(self.parse_csv(r.stdout, start),
                       self.expected(events))

    def test_json_figures(self):
        start = time.time()
        r = self.run_tool("-I", "1000", "--json", "-n", "2")
        args, events = self.events()
        self.assertEqual(args[args.index("--interval-count") + 1], "2")
        got = {}
        for line in r.stdout.strip().split("\n"):
            o = json.loads(line)
            self.assertEqual(list(o), HEADER.split(","))
            self.record(o["schema"], o["host"], o["time_unix"], o["time_s"],
                        start)
            self.assertEqual(o["label"],
                             LABELS.get((o["socket"], o["instance"])), o)
            s = o["socket"] if o["socket"] == "all" else \
                SOCKETS.index(o["socket"])
            got[(o["time_s"], s, o["group"], o["instance"],
                 o["figure"])] = (o["value"], o["events"], o["unit"])
        self.check(got, self.expected(events))

    def test_unreadable_count(self):
        """A count perf could not read is no figure, never a number."""
        bad = "uncore_iio_free_running_1/event=0xff,umask=0x23/"
        r = self.run_tool("-I", "1000", "--csv", FAKE_BAD=bad)
        _, events = self.events()
        got = self.parse_csv(r.stdout, 0)
        self.assertIsNone(got[(1.0, 0, "iio", "stack_1", "in")][0])
        self.assertIsNone(got[(1.0, 0, "iio", "total", "in")][0])
        self.assertIsNone(got[(1.0, "all", "iio", "total", "in")][0])
        self.check(got, self.expected(events, bad))

    def test_text(self):
        r = self.run_tool("-I", "1000", "--", "true")
        args, _ = self.events()
        self.assertEqual(args[-2:], ["--", "true"])
        out = r.stdout
        self.assertEqual(out.count("time "), 2)
        self.assertEqual(out.count("socket 7"), 2)
        # Each row with what it is, where known: per socket, in order.
        rows = [ln.split()[0:3] for ln in out.split("\n")
                if ln.startswith("    imc_") or ln.startswith("    stack_")]
        self.assertEqual(rows[:4], [["imc_0", "(mc0", "ch0)"],
                                    ["imc_1", "(mc0", "ch1)"],
                                    ["stack_0", "(0000:00)", rows[2][2]],
                                    ["stack_1", "(0001:1e)", rows[3][2]]])
        self.assertEqual([r[:2] for r in rows[4:8]],
                         [["imc_0", "(mc0"], ["imc_1", "(mc0"],
                          ["stack_0", "(0000:80)"]] + [rows[7][:2]])
        self.assertNotIn("(", rows[7][1])
        for head in ("read MB/s", "write MB/s", "total MB/s", "tx_util %",
                     "in MB/s", "drd_miss %", "drd_misses M/s", "machine"):
            self.assertIn(head, out)
        self.assertEqual(out.count("machine"), 2)
        self.assertNotIn("free_running", out)
        # No outbound IIO figure: nothing measures it (units/iio_freerun.c).
        self.assertNotIn("out MB/s", out)

    def test_bad_usage(self):
        for args in (["-I"], ["-I", "x"], ["-I", "5"], ["-I", "100", "-n", "0"],
                     ["-I", "100", "-n"], ["-I", "100", "-n", "x"],
                     ["-I", "100", "--xml"]):
            r = self.run_tool(*args, check=False)
            self.assertEqual(r.returncode, 2, args)
            self.assertNotEqual(r.stderr, "", args)

    def test_perf_ends_at_once(self):
        """A perf gone before the reader opened the pipe hangs nothing."""
        for _ in range(5):
            r = self.run_tool("-I", "100", "--csv", PERF="true")
            self.assertEqual(r.stdout, HEADER + "\n")

    def test_perf_fails(self):
        """perf's failure is the tool's, and nothing hangs on the pipe."""
        for status in (3, 0):
            r = self.run_tool("-I", "100", "--csv", check=False,
                              FAKE_FAIL=str(status))
            self.assertEqual(r.returncode, status)
            self.assertNotIn("MB/s", r.stdout)


if __name__ == "__main__":
    unittest.main()
