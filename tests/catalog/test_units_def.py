#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tests of scripts/catalog/units_def.py, the scripts' reader of
include/xpmu/uncore/units.def.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "catalog"))
import units_def  # noqa: E402


class Reader(unittest.TestCase):
    def test_every_line_read(self):
        # A call the reader skipped would be a type the preprocessor and
        # Kbuild have and the scripts have not.
        with open(units_def.UNITS_DEF, encoding="utf-8") as f:
            calls = [l for l in f if l.startswith("XPMU_UNIT")]
        self.assertEqual(len(units_def.units()), len(calls))

    def test_columns(self):
        def_text = ('XPMU_UNIT_EXT(upi, UPI, 8, 4, "UPI LL", "UNC_UPI_")'
                    "\t/* 2.6 */\n"
                    "XPMU_UNIT(ubox, UBOX_UCLK, 0xFFFF)\n"
                    "\tXPMU_UNIT(stem, NAME, id)\n")
        with tempfile.NamedTemporaryFile("w", suffix=".def") as f:
            f.write(def_text)
            f.flush()
            got = units_def.units(f.name)
        self.assertEqual(got, [
            units_def.Unit("upi", "UPI", 8, True, 4, "UPI LL", "UNC_UPI_"),
            units_def.Unit("ubox", "UBOX_UCLK", 0xFFFF, False, None, None,
                           None)])

    def test_wrong_column_count(self):
        with tempfile.NamedTemporaryFile("w", suffix=".def") as f:
            f.write("XPMU_UNIT_CAT(cha, CHA, 0)\n")
            f.flush()
            with self.assertRaises(ValueError):
                units_def.units(f.name)


if __name__ == "__main__":
    unittest.main()
