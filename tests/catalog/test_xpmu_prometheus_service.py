#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""debian/xpmu-tools.xpmu-prometheus.service: systemd takes it, and it
keeps the privileges it says.

systemd-analyze verify (systemd's own parser, Debian 12's systemd) on the
unit, its ExecStart pointed at this checkout's tools/xpmu-metric, which
the package installs as /usr/bin/xpmu-metric: no complaint.  Then what
the unit's head comment promises: a dynamic user with CAP_PERFMON and no
other capability (Linux's perf-security.rst: enough to count system-wide
at perf_event_paranoid 2 or less), no PrivateUsers= (a capability of a
user namespace of its own would not be the one perf_event_open()
checks), the file written in the runtime directory and linked from the
textfile directory before the start, the link removed after the stop;
and its perf_event_paranoid check refusing Debian's level 3, at which
perf_event_open() wants CAP_SYS_ADMIN (Debian's perf_paranoid_any()),
and taking 2.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import os
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
UNIT = os.path.join(ROOT, "debian", "xpmu-tools.xpmu-prometheus.service")
TOOL = os.path.join(ROOT, "tools", "xpmu-metric")


def directives():
    """{key: [value, ...]} of the [Service] section."""
    out, section = {}, None
    with open(UNIT, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                section = line
                continue
            if section == "[Service]":
                k, v = line.split("=", 1)
                out.setdefault(k, []).append(v)
    return out


class Service(unittest.TestCase):
    @unittest.skipUnless(shutil.which("systemd-analyze"),
                         "no systemd-analyze (Debian's systemd)")
    def test_verify(self):
        with open(UNIT, encoding="utf-8") as f:
            text = f.read()
        self.assertIn("/usr/bin/xpmu-metric ", text)
        with tempfile.TemporaryDirectory() as d:
            unit = os.path.join(d, "xpmu-prometheus.service")
            with open(unit, "w", encoding="utf-8") as f:
                f.write(text.replace("/usr/bin/xpmu-metric ", TOOL + " "))
            r = subprocess.run(["systemd-analyze", "verify", "--man=no", unit],
                               capture_output=True, text=True, check=False)
        self.assertEqual((r.returncode, r.stdout + r.stderr), (0, ""))

    def test_privileges(self):
        d = directives()
        self.assertEqual(d["DynamicUser"], ["yes"])
        self.assertEqual(d["AmbientCapabilities"], ["CAP_PERFMON"])
        self.assertEqual(d["CapabilityBoundingSet"], ["CAP_PERFMON"])
        self.assertNotIn("PrivateUsers", d)
        self.assertNotIn("User", d)
        self.assertEqual(d["NoNewPrivileges"], ["yes"])
        self.assertEqual(d["ProtectSystem"], ["strict"])

    def test_file(self):
        d = directives()
        run = "/run/" + d["RuntimeDirectory"][0] + "/xpmu.prom"
        start = d["ExecStart"][0].split()
        self.assertEqual(start[0], "/usr/bin/xpmu-metric")
        self.assertEqual(start[start.index("--prometheus") + 1], run)
        self.assertEqual(start[start.index("-I") + 1],
                         "${XPMU_PROMETHEUS_INTERVAL_MS}")
        link = "${XPMU_PROMETHEUS_DIR}/xpmu.prom"
        self.assertIn(f"+/bin/ln -sfn {run} {link}", d["ExecStartPre"])
        self.assertEqual(d["ExecStopPost"], [f"+/bin/rm -f {link}"])
        self.assertIn("XPMU_PROMETHEUS_DIR=/var/lib/prometheus/node-exporter",
                      d["Environment"])

    def test_paranoid_check(self):
        """The check before the start, run as systemd runs it ($$ is $)."""
        pre = [c for c in directives()["ExecStartPre"]
               if "perf_event_paranoid" in c]
        self.assertEqual(len(pre), 1)
        argv = pre[0].split(" ", 2)
        self.assertEqual(argv[:2], ["/bin/sh", "-c"])
        script = argv[2].strip("'").replace("$$", "$")
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, "paranoid")
            for level, status in (("3", 1), ("2", 0), ("-1", 0)):
                with open(f, "w", encoding="utf-8") as p:
                    p.write(level + "\n")
                r = subprocess.run(
                    ["sh", "-c", script.replace(
                        "/proc/sys/kernel/perf_event_paranoid", f)],
                    capture_output=True, text=True, check=False)
                self.assertEqual(r.returncode, status, level)
                if status:
                    self.assertIn("CAP_SYS_ADMIN", r.stderr)


if __name__ == "__main__":
    unittest.main()
