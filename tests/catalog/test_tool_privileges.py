#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The tools' one line on the privilege uncore counting needs.

Uncore events count system-wide; a user other than root needs a perf
with CAP_PERFMON and kernel.perf_event_paranoid 2 or less, or
CAP_SYS_ADMIN at Debian's 3 (Documentation/uncore.rst, "Running the
tools without root", from kernel/events/core.c and
include/linux/perf_event.h).  xpmu-metric and xpmu-check print the line
after perf, when its output shows the kernel's refusal: perf's message
for EACCES, or perf's retry without the kernel (the event's modifier u)
with no count, which it reports with status 0.  The outputs below are
Debian 12's perf 6.1 and perf 6.12 as a user saw them in the test guest
(tests/guest/native/nonroot.sh, which checks the same lines with the
kernel's real answers).  xpmu-perf prints it before perf runs, from the
paranoid level, the caller's uid and effective capabilities and the perf
binary's file capabilities (getcap); here they are faked: $XPMU_PROC
for /proc, an id and a getcap on PATH.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import os
import subprocess
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TOOLS = os.path.join(ROOT, "tools")
DOC = "Running the tools without root"

# perf 6.1 and 6.12 refused at paranoid 3 (EACCES), first lines.
REFUSED = """Error:
Access to performance monitoring and observability operations is limited.
Consider adjusting /proc/sys/kernel/perf_event_paranoid setting to open
access to performance monitoring and observability operations for processes
without CAP_PERFMON, CAP_SYS_PTRACE or CAP_SYS_ADMIN Linux capability.
"""
# perf stat -x, at paranoid 2 without CAP_PERFMON: its retry with
# exclude_kernel, which the uncore PMU refuses; status 0.
FALLBACK = "<not supported>,,uncore_imc/event=0x05,umask=0xcf/u,0,100.00,,\n"
# The same event not supported for another reason: no modifier.
UNSUPPORTED = "<not supported>,,uncore_imc/event=0x05,umask=0xcf/,0,100.00,,\n"
COUNTED = "1234,,uncore_imc/event=0x05,umask=0xcf/,1000,100.00,,\n"
SYNTAX = "event syntax error: 'uncore_imc/bogus/'\n"
# xpmu-check's perf stat -a -A -x';'
CHECK_FALLBACK = ("CPU0;<not supported>;;uncore_imc_0/event=0x05,umask=0xcf/u;"
                  "0;100.00;;\n")
CHECK_COUNTED = ("CPU0;1234;;uncore_imc_0/event=0x05,umask=0xcf/;"
                 "1000;100.00;;\n")


def fake_perf(directory, output, status):
    path = os.path.join(directory, "perf")
    with open(os.path.join(directory, "perf.out"), "w",
              encoding="utf-8") as f:
        f.write(output)
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"#!/bin/sh\ncat {directory}/perf.out\nexit {status}\n")
    os.chmod(path, 0o755)
    return path


class Metric(unittest.TestCase):
    def metric(self, output, status):
        with tempfile.TemporaryDirectory() as d:
            out = subprocess.run(
                ["sh", os.path.join(TOOLS, "xpmu-metric"), "MEM_BW_READS",
                 "--", "true"],
                env=dict(os.environ, PERF=fake_perf(d, output, status)),
                capture_output=True, text=True, check=False)
        return out.returncode, [l for l in out.stderr.splitlines()
                                if DOC in l]

    def test_refused(self):
        rc, lines = self.metric(REFUSED, 255)
        self.assertEqual(rc, 1)
        self.assertEqual(len(lines), 1)
        self.assertRegex(lines[0], r"^xpmu-metric: perf was refused .*"
                         r"CAP_PERFMON and kernel.perf_event_paranoid <= 2")

    def test_fallback(self):
        rc, lines = self.metric(FALLBACK, 0)
        self.assertEqual(rc, 1)
        self.assertEqual(len(lines), 1)

    def test_no_line_otherwise(self):
        for output, status, want in ((UNSUPPORTED, 0, 1), (SYNTAX, 129, 1),
                                     (COUNTED, 0, 0)):
            with self.subTest(output=output):
                rc, lines = self.metric(output, status)
                self.assertEqual((rc, lines), (want, []))


class Check(unittest.TestCase):
    """xpmu-check's hint(), run by itself on perf's outputs."""

    def hint(self, *outputs):
        with open(os.path.join(TOOLS, "xpmu-check"), encoding="utf-8") as f:
            src = f.read()
        start = src.index("\nhint() {")
        func = src[start:src.index("\n}\n", start) + 3]
        with tempfile.TemporaryDirectory() as d:
            files = []
            for i, o in enumerate(outputs):
                files.append(os.path.join(d, str(i)))
                with open(files[-1], "w", encoding="utf-8") as f:
                    f.write(o)
            out = subprocess.run(["sh", "-c", func + 'hint "$@"', "hint",
                                  *files], capture_output=True, text=True,
                                 check=True)
        return out.stderr

    def test_lines(self):
        for outputs, want in (((CHECK_FALLBACK, ""), 1), (("", REFUSED), 1),
                              ((CHECK_COUNTED, ""), 0), (("", SYNTAX), 0)):
            with self.subTest(outputs=outputs):
                err = self.hint(*outputs)
                self.assertEqual(err.count(DOC), want, err)
                if want:
                    self.assertRegex(err, r"^xpmu-check: .* run xpmu-check "
                                     r"as root")


CAP_PERFMON = 1 << 38
CAP_SYS_ADMIN = 1 << 21


class Perf(unittest.TestCase):
    """xpmu-perf's line before perf runs: whether the kernel's checks
    would let this perf open a system-wide event (perf_allow_cpu() at
    paranoid 1 and more: CAP_PERFMON or CAP_SYS_ADMIN; Debian's
    perf_paranoid_any() at 3: CAP_SYS_ADMIN)."""

    def perf(self, level, uid=1000, fcaps="", capeff=0, getcap=True,
             event="uncore_imc/cas_count.wr/"):
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(os.path.join(d, "bin"))
            os.makedirs(os.path.join(d, "proc", "sys", "kernel"))
            os.makedirs(os.path.join(d, "proc", "self"))
            with open(os.path.join(d, "proc", "sys", "kernel",
                                   "perf_event_paranoid"), "w") as f:
                f.write(f"{level}\n")
            with open(os.path.join(d, "proc", "self", "status"), "w") as f:
                f.write(f"Name:\tawk\nCapInh:\t0000000000000000\n"
                        f"CapEff:\t{capeff:016x}\n")
            tools = {"id": f'[ "$1" = -u ] && echo {uid}'}
            if getcap:
                tools["getcap"] = f'[ -n "{fcaps}" ] && echo "$1 {fcaps}"; :'
            for name, body in tools.items():
                p = os.path.join(d, "bin", name)
                with open(p, "w", encoding="utf-8") as f:
                    f.write(f"#!/bin/sh\n{body}\n")
                os.chmod(p, 0o755)
            perf = fake_perf(d, "perf ran\n", 0)
            # /usr/sbin, where Debian's getcap is, left out
            env = dict(os.environ, PERF=perf,
                       XPMU_PROC=os.path.join(d, "proc"),
                       PATH=os.path.join(d, "bin") + ":/usr/bin:/bin")
            out = subprocess.run(
                ["sh", os.path.join(TOOLS, "xpmu-perf"), "stat", "-a", "-e",
                 event, "true"], env=env, capture_output=True, text=True,
                check=True)
        self.assertEqual(out.stdout, "perf ran\n")
        lines = [l for l in out.stderr.splitlines() if DOC in l]
        self.assertLessEqual(len(lines), 1)
        if lines:
            self.assertEqual(lines[0],
                             f"xpmu-perf: {perf} cannot count system-wide as "
                             "this user: a user other than root needs "
                             "CAP_PERFMON and kernel.perf_event_paranoid <= 2 "
                             f"(it is {level}): uncore.rst, \"{DOC}\"")
        return bool(lines)

    def test_levels_and_capabilities(self):
        for kw, want in (
                (dict(level=3), True),
                (dict(level=3, fcaps="cap_perfmon=ep"), True),
                (dict(level=3, capeff=CAP_PERFMON), True),
                (dict(level=3, fcaps="cap_sys_admin=ep"), False),
                (dict(level=3, capeff=CAP_SYS_ADMIN), False),
                (dict(level=2), True),
                (dict(level=2, fcaps="cap_perfmon=ep"), False),
                (dict(level=2,
                      fcaps="cap_perfmon,cap_sys_ptrace,cap_syslog=ep"),
                 False),
                (dict(level=2, fcaps="= cap_perfmon+ep"), False),
                (dict(level=2, fcaps="cap_perfmon=p"), True),
                (dict(level=2, fcaps="cap_sys_ptrace=ep"), True),
                (dict(level=2, capeff=CAP_PERFMON), False),
                (dict(level=2, capeff=CAP_SYS_ADMIN), False),
                (dict(level=2, capeff=CAP_PERFMON >> 1), True),
                (dict(level=1), True),
                (dict(level=1, fcaps="cap_perfmon=ep"), False),
                (dict(level=0), False),
                (dict(level=-1), False),
                (dict(level=3, uid=0), False),
                (dict(level=2, getcap=False), False),
                (dict(level=3, event="cycles"), False)):
            with self.subTest(**kw):
                self.assertEqual(self.perf(**kw), want)


if __name__ == "__main__":
    unittest.main()
