# SPDX-License-Identifier: GPL-2.0-only
"""The Linux source tree the catalog tests hold our data against.

$XPMU_LINUX_SRC (make check sets it, and then a missing tree fails), else
the unpacked linux-source-6.12 in the xpmu cache; without either, the
tests that need it skip.
"""

import glob
import os
import unittest


def linux_tree():
    """(path or None, whether it is required)."""
    src = os.environ.get("XPMU_LINUX_SRC")
    if src:
        return src, True
    cache = os.environ.get("XPMU_CACHE",
                           os.path.join(os.path.expanduser("~"), ".cache", "xpmu"))
    found = sorted(glob.glob(os.path.join(cache, "src-*", "linux-source-6.12")))
    return (found[-1] if found else None), False


class AgainstLinuxTree(unittest.TestCase):
    """A test case with self.tree, the tree, or skipped without one."""

    def setUp(self):
        self.tree, required = linux_tree()
        if not self.tree or not os.path.isdir(self.tree):
            if required:
                self.fail(f"XPMU_LINUX_SRC={self.tree}: no such tree")
            self.skipTest("no linux-source-6.12 tree (set XPMU_LINUX_SRC)")
