#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The events/ files xpmu_uncore shows by default against the kernel's.

With catalog=0 the driver shows the names the kernel's own intel_uncore
gives the SPR/EMR PMUs, with the kernel's texts, and no others, so that
perf and the scripts written for intel_uncore see the same events:

- uncore_imc_<n>: events_gen.c's imc_base_attrs (generated from
  data/emr: emr_sysfs.py) against the event_descs of spr_uncore_imc;
- uncore_iio_free_running_<n>: units/iio_freerun.c's events against
  those of spr_uncore_iio_free_running;
- uncore_imc_free_running_<n>: units/imc_freerun.c's against those of
  spr_uncore_imc_free_running;

read from arch/x86/events/intel/uncore_snbep.c of the kernel tree of
$XPMU_LINUX_SRC (make check sets it; a missing tree then fails).  The
guest test tests/guest/native/kernel_reference.sh compares the two
drivers' sysfs files on the model; this one needs no guest.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from linux_tree import AgainstLinuxTree  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DRV = os.path.join(ROOT, "drivers", "uncore")
SNBEP = os.path.join("arch", "x86", "events", "intel", "uncore_snbep.c")

# PMU type -> (the kernel's intel_uncore_type, our file, our array).
PMUS = {
    "imc": ("spr_uncore_imc", os.path.join("catalog", "events_gen.c"),
            "imc_base_attrs"),
    "iio_free_running": ("spr_uncore_iio_free_running",
                         os.path.join("units", "iio_freerun.c"),
                         "iio_fr_attrs"),
    "imc_free_running": ("spr_uncore_imc_free_running",
                         os.path.join("units", "imc_freerun.c"),
                         "imc_fr_attrs"),
}


def block(text, head):
    """The body of the brace-delimited initializer after @head."""
    i = text.index(head)
    j = text.index("{", i)
    return text[j + 1:text.index("\n};", j)]


def kernel_events(src, type_name):
    """{name: text} of an intel_uncore_type's event_descs."""
    t = block(src, f"static struct intel_uncore_type {type_name} = ")
    descs = re.search(r"\.event_descs\s*=\s*(\w+),", t).group(1)
    body = block(src, f"static struct uncore_event_desc {descs}[] = ")
    return dict(re.findall(r'INTEL_UNCORE_EVENT_DESC\(\s*([\w.]+)\s*,\s*"([^"]*)"\)',
                           body))


def our_events(path, array):
    """{name: text} of one of our XPMU_EV() attribute arrays, a text
    given as a macro (#define NAME "text") resolved."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    macros = dict(re.findall(r'^#define\s+(\w+)\s+("[^"]*")', text, re.M))
    body = block(text, f"static struct attribute *{array}[] = ")
    rows = re.findall(r'XPMU_EV\("([^"]+)",\s*("[^"]*"|\w+)\)', body)
    unknown = [v for _, v in rows if not v.startswith('"') and v not in macros]
    assert not unknown, f"{path}: unresolved {unknown}"
    return {k: macros.get(v, v)[1:-1] for k, v in rows}


class KernelEvents(AgainstLinuxTree):
    def test_same_events_as_the_kernel(self):
        with open(os.path.join(self.tree, SNBEP), encoding="utf-8") as f:
            src = f.read()
        for pmu, (ktype, ours, array) in PMUS.items():
            with self.subTest(pmu=pmu):
                theirs = kernel_events(src, ktype)
                self.assertNotEqual(theirs, {}, ktype)
                self.assertEqual(our_events(os.path.join(DRV, ours), array),
                                 theirs)


if __name__ == "__main__":
    unittest.main()
