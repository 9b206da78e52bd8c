#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Every EMR alias against the guide's own row; overrides against theirs.

scripts/catalog/guide_compare.py reads the OCR'd guide with a parser of
its own and holds what each exported alias programs against the row that
states it; an alias the row does not state exactly must be confirmed by
Intel's event files or listed, with its reason, in
tests/catalog/guide-differences.  It also holds data/emr/overrides.json to
the guide lines its entries cite.  These tests run it on the committed
catalog, and plant wrong overrides (regenerating the catalog with
scripts/catalog/emr_catalog.py, as a commit would) to show each fails.

Needs the guide ($EMR_GUIDE, or in $XPMU_SEEDS: scripts/catalog/seeds.py);
skipped without it.
Expected values below were read from the guide text by hand.

Run from the repository root:
    python3 -m unittest discover -s tests/catalog -v
"""

import importlib.util
import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "catalog"))
import seeds  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "data", "emr")
PERFMON = os.path.join(ROOT, "data", "perfmon")
REVIEWED = os.path.join(ROOT, "tests", "catalog", "guide-differences")
PERFMON_REVIEWED = os.path.join(ROOT, "tests", "catalog",
                                "perfmon-differences")
SCRIPTS = os.path.join(ROOT, "scripts", "catalog")
GUIDE = seeds.EMR_GUIDE


def load(name):
    """Import scripts/catalog/<name>.py."""
    sys.path.insert(0, SCRIPTS)
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(SCRIPTS, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


gc = load("guide_compare")
pc = load("perfmon_compare")
gen = load("emr_catalog")


class Readings(unittest.TestCase):
    """What an OCR'd bit pattern may mean (no guide needed)."""

    def test_exact(self):
        self.assertEqual(gc.readings("bxxxxx1xx", 8), ({0x04}, True))
        self.assertEqual(gc.readings("0x1FC1", 26), ({0x1fc1}, True))
        # No 1: 0 whatever the width.
        self.assertEqual(gc.readings("bxxxxxxx", 8), ({0}, True))
        # The extension's short form: low bits only, right-aligned.
        self.assertEqual(gc.readings("bxxxxxxx1", 26, short_ok=True),
                         ({0x1}, True))

    def test_miscounted(self):
        # Seven of eight: the lost x was left or right of the 1.
        self.assertEqual(gc.readings("bxxxxx1x", 8), ({0x02, 0x04}, False))
        # A lost 0 (Table 2-124 IA_MISS b0000001): only left of the 1.
        self.assertEqual(gc.readings("b0000001", 8), ({0x01}, False))
        # One x too many.
        self.assertEqual(gc.readings("bxx1xxxxxx", 8), ({0x20, 0x40}, False))
        # OCR invents no run: seven 1s cannot fill 12 bits.
        self.assertEqual(gc.readings("b1111111", 12), (set(), False))


@unittest.skipUnless(os.path.exists(GUIDE), "guide text not found")
class Committed(unittest.TestCase):
    """The committed catalog and overrides."""

    @classmethod
    def setUpClass(cls):
        cls.found, cls.unexplained, cls.stale, cls.problems = gc.run(
            GUIDE, DATA, PERFMON, REVIEWED)
        cls.guide, cls.lines = gc.read_guide(GUIDE)

    def test_every_finding_explained(self):
        self.assertEqual([gc.key(f) for f in self.unexplained], [])
        self.assertEqual(self.stale, [])

    def test_overrides_held_to_citations(self):
        self.assertEqual(self.problems, [])

    def test_every_alias_checked(self):
        aliases = gc.aliases(DATA)
        self.assertEqual(len(self.found), len(aliases))
        self.assertGreater(len(aliases), 2900)

    def test_reader_values(self):
        """The second parser's reading of rows read by hand."""
        imc = self.guide["imc"]
        # Table 2-134: ACT_COUNT 0x2; Table 2-136 RD_PCH0 bxxxxxxx1.
        self.assertEqual(gc.event_code(imc, gc.norm("ACT_COUNT"))[0], 0x2)
        row, = imc.rows[gc.norm("ACT_COUNT")][gc.norm("RD_PCH0")]
        self.assertEqual(self.lines[row.lineno - 1].split("|")[2].strip(),
                         "bxxxxxxx1")
        self.assertEqual(gc.row_readings("imc", 0x2, row), ({0x102}, True))
        # Table 2-235 names 0x09 and 0x08 TxC_AD_CREDITS; 2.7.5: 0x08.
        m2m = self.guide["m2m"]
        self.assertEqual(gc.event_code(m2m, gc.norm("TxC_AD_CREDITS"))[0],
                         0x08)
        # Table 2-367 sheet 2 has no names: 2.9.3 gives WB_OCC_COMPARE 0x7E.
        self.assertEqual(gc.event_code(self.guide["m3upi"],
                                       gc.norm("WB_OCC_COMPARE"))[0], 0x7E)
        # Table 2-190 MEM_WRITE.PART0: bxxxxxx1 (7 of 8) and
        # b111 bxxxxxxxx xx1: fc_mask 7, ch_mask 1.
        iio = self.guide["iio"]
        row, = iio.rows[gc.norm("DATA_REQ_OF_CPU")][
            gc.norm("MEM_WRITE.PART0")]
        values, exact = gc.row_readings("iio", 0x83, row)
        self.assertFalse(exact)
        self.assertIn(0x83 | 0x01 << 8 | 0x7 << 48 | 0x1 << 36, values)


@unittest.skipUnless(os.path.exists(GUIDE), "guide text not found")
class Planted(unittest.TestCase):
    """A wrong override, regenerated into a copy of data/emr, must fail."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.data = os.path.join(self.tmp, "emr")
        shutil.copytree(DATA, self.data)
        with open(os.path.join(DATA, "overrides.json"),
                  encoding="utf-8") as f:
            self.overrides = json.load(f)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def regenerate(self):
        """Write the overrides, regenerate the copy, run both checks.

        Returns (guide findings unexplained, override problems, Intel
        findings unreviewed).
        """
        path = os.path.join(self.data, "overrides.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.overrides, f, ensure_ascii=False)
        files, problems = gen.generate(GUIDE, path)
        self.assertEqual(problems, [])
        for name, text in files.items():
            with open(os.path.join(self.data, name), "w",
                      encoding="utf-8") as f:
                f.write(text)
        _, unexplained, stale, problems = gc.run(GUIDE, self.data, PERFMON,
                                                 REVIEWED)
        self.assertEqual(stale, [])
        found = pc.run(self.data, PERFMON)
        unreviewed, _ = pc.judge(found, pc.load_reviewed(PERFMON_REVIEWED))
        return ([gc.key(f) for f in unexplained], problems,
                [pc.key(f) for f in unreviewed])

    def umask(self, unit, event, umask, **fields):
        o = {"unit": unit, "event": event, "umask": umask}
        o.update(fields)
        o["reason"] = "planted"
        self.overrides["umask"].append(o)
        return "umask[%d]" % (len(self.overrides["umask"]) - 1)

    def test_ours_only_imc(self):
        """The issue's case: Intel has no act_count.rd_pch0."""
        oid = self.umask("imc", "ACT_COUNT", "RD_PCH0", value="0x2")
        guide, problems, intel = self.regenerate()
        # WR_PCH0 is 0x02 too: it now has a twin.
        self.assertEqual(guide, ["different imc act_count.rd_pch0 "
                                 "control=0x202/0x102",
                                 "inconsistent imc act_count.wr_pch0 "
                                 "control=0x202 same-as=act_count.rd_pch0"])
        self.assertEqual(problems,
                         [f"{oid}: no guide citation (line, quote)"])
        # What let it through before: Intel's files do not have it.
        self.assertEqual(intel, [])

    def test_ours_only_imc_cited(self):
        """Citing the right line does not make a wrong value right."""
        oid = self.umask("imc", "ACT_COUNT", "RD_PCH0", value="0x2",
                         guide={"line": 5284,
                                "quote": "| RD_PCH0 | bxxxxxxx1 |"})
        guide, problems, _ = self.regenerate()
        self.assertEqual(problems, [
            f"{oid}: imc act_count.rd_pch0 control=0x202, guide line 5284 "
            "reads 0x102"])
        self.assertEqual(len(guide), 2)

    def test_correction_of_exact_row(self):
        """A "read" may only pick among a damaged cell's readings."""
        oid = self.umask("imc", "ACT_COUNT", "RD_PCH0", value="0x2",
                         guide={"line": 5284,
                                "quote": "| RD_PCH0 | bxxxxxxx1 |",
                                "read": {"umask": "bxxxxxx1x"}})
        guide, problems, _ = self.regenerate()
        self.assertEqual(problems, [
            f"{oid}: guide line 5284 is exact (0x102): no reading to "
            "correct"])
        self.assertEqual(guide, ["different imc act_count.rd_pch0 "
                                 "control=0x202/0x102",
                                 "inconsistent imc act_count.wr_pch0 "
                                 "control=0x202 same-as=act_count.rd_pch0"])

    def test_ours_only_mesh(self):
        """A mesh alias Ice Lake-SP lacks (transgress 11, Table 2-3)."""
        self.umask("cms", "AG0_AD_CRD_ACQUIRED1", "TGR11", value="0x10")
        guide, problems, intel = self.regenerate()
        self.assertEqual(guide[0], "different cms ag0_ad_crd_acquired1.tgr11 "
                         "control=0x1081/0x881")
        self.assertTrue(problems)
        self.assertEqual(intel, [])

    def test_text_override(self):
        """A pattern changed by a text fix is read from the raw guide."""
        self.overrides["text"].append({
            "unit": "imc", "find": "| RD_PCH0 | bxxxxxxx1 | Activate",
            "replace": "| RD_PCH0 | bxxxxx1xx | Activate", "lines": [5284],
            "reason": "planted"})
        guide, problems, intel = self.regenerate()
        self.assertEqual(guide, ["different imc act_count.rd_pch0 "
                                 "control=0x402/0x102",
                                 "inconsistent imc act_count.ufill_pch0 "
                                 "control=0x402 same-as=act_count.rd_pch0"])
        self.assertEqual((problems, intel), ([], []))

    def test_text_override_lines(self):
        self.overrides["text"][0]["lines"] = [1]
        _, problems, _ = self.regenerate()
        self.assertEqual(problems, [
            "text[0]: lines [1] but '| VNA_CREDIT_RETURN_BLOCKED_VN0 1 |' "
            "is on [7930]"])

    def test_paired(self):
        """An override on an alias Intel has: Intel's value or fail."""
        self.overrides["umask"][0]["ext"] = "0x4"
        guide, problems, intel = self.regenerate()
        self.assertEqual(problems, [
            "umask[0]: cha llc_lookup.data_read_f control=0x400000034, "
            "UNC_CHA_LLC_LOOKUP.DATA_READ_F 0x100000034"])
        self.assertEqual(intel, [
            "emr different cha llc_lookup.data_read_f "
            "control=0x400000034/0x100000034"])
        self.assertEqual(guide, ["different cha llc_lookup.data_read_f "
                                 "control=0x400000034/0x34"])

    def test_wrong_quote(self):
        self.overrides["umask"][11]["guide"]["line"] += 1
        _, problems, _ = self.regenerate()
        self.assertEqual(problems, [
            "umask[11]: guide line 8942 does not read '| TGR6 | bx1xxxxxx | "
            "bx1xxxxxxx xxxxxxxxxx xxxxxxx |'"])

    def test_loose_counters(self):
        """Counter overrides: the cited Ctrs narrowed by Intel's."""
        pcu = next(o for o in self.overrides["event"]
                   if o.get("event") == "PMAX_THROTTLED_CYCLES")
        pcu["set"]["counters"] = [0, 1]
        _, problems, _ = self.regenerate()
        self.assertTrue(problems[0].endswith(
            "pcu PMAX_THROTTLED_CYCLES counters 0x3, but the cited row and "
            "Intel give 0x1"), problems)

    def test_confirmed_without_intel(self):
        """A confirmed reading must be one Intel's files confirm."""
        self.overrides["confirm"].append({
            "unit": "iio", "event": "IOMMU3", "umasks": ["CYC_PWT_FULL"],
            "guide": {"line": 6973,
                      "quote": "Table 2-194. Unit Masks for IOMMU3"},
            "reason": "planted"})
        n = len(self.overrides["confirm"]) - 1
        guide, problems, _ = self.regenerate()
        self.assertEqual(problems, [
            f"confirm[{n}]: iio iommu3.cyc_pwt_full is confirmed, but no "
            "Intel event programs the same"])
        self.assertEqual(guide, ["ambiguous iio iommu3.cyc_pwt_full "
                                 "control=0x243/0x243|0x443"])

    def test_wrong_read_with_name_only_excuse(self):
        """A legal but wrong reading, excused by name only, must fail.

        Table 2-81 prints NO_SNP as bxxxxx1x, seven of eight: bit 1 or
        bit 2.  An override reads it as bit 2 (a reading of that line, so
        the citation holds); Intel's UNC_CHA_DIR_LOOKUP.NO_SNP says bit
        1.  Neither a name-only line nor a globbed value excuses that.
        """
        self.overrides["confirm"] = [
            c for c in self.overrides["confirm"]
            if c["event"] != "DIR_LOOKUP"]
        self.umask("cha", "DIR_LOOKUP", "NO_SNP", value="0x4",
                   guide={"line": 3526, "quote": "| NO_SNP | bxxxxx1x |",
                          "read": {"umask": "bxxxxx1xx"}})
        excuses = ["emr different cha dir_lookup.no_snp",
                   "emr different cha dir_lookup.no_snp control=*",
                   "emr different cha dir_lookup.no_snp *"]
        path = os.path.join(self.tmp, "perfmon-differences")
        with open(PERFMON_REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "".join(f"{e} # planted\n" for e in excuses))
        guide, problems, _ = self.regenerate()
        # The citation is legal; the choice is Intel's to confirm.
        self.assertEqual(problems, [])
        self.assertEqual(guide, ["ambiguous cha dir_lookup.no_snp "
                                 "control=0x453/0x253|0x453"])
        unreviewed, stale = pc.judge(pc.run(self.data, PERFMON),
                                     pc.load_reviewed(path))
        self.assertEqual([pc.key(f) for f in unreviewed], [
            "emr different cha dir_lookup.no_snp control=0x453/0x253"])
        self.assertEqual(stale, [
            "emr different cha dir_lookup.no_snp (name-only: the line "
            "must state the values it excuses)",
            "emr different cha dir_lookup.no_snp control=* (a value may "
            "not be a glob)",
            "emr different cha dir_lookup.no_snp * (name-only: the line "
            "must state the values it excuses)"])

    def test_stale_reviewed_line(self):
        path = os.path.join(self.tmp, "reviewed")
        with open(REVIEWED, encoding="utf-8") as f:
            text = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "different imc no_such_alias control=0x1/0x1 "
                    "# planted\n")
        _, unexplained, stale, _ = gc.run(GUIDE, DATA, PERFMON, path)
        self.assertEqual((unexplained, stale), ([], [
            "different imc no_such_alias control=0x1/0x1"]))


@unittest.skipUnless(os.path.exists(GUIDE), "guide text not found")
class PlantedOCR(unittest.TestCase):
    """A same-width OCR slip in a copy of the guide text must fail.

    Both parsers read the slip the same way; only the guide's other
    printings of the value (its code in the event list, the bits its
    table gives one row each, its counters there) can show it.
    """

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.data = os.path.join(self.tmp, "emr")
        shutil.copytree(DATA, self.data)
        with open(GUIDE, encoding="utf-8") as f:
            self.lines = f.read().split("\n")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def slip(self, lineno, old, new):
        """Replace @old with @new (same width) on seed line @lineno."""
        self.assertEqual(len(old), len(new))
        self.assertIn(old, self.lines[lineno - 1])
        self.lines[lineno - 1] = self.lines[lineno - 1].replace(old, new)
        path = os.path.join(self.tmp, "guide.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(self.lines))
        return path

    def regenerate(self, seed):
        """Generator problems, then guide and Intel findings unexplained."""
        files, problems = gen.generate(seed, os.path.join(
            DATA, "overrides.json"))
        for name, text in files.items():
            with open(os.path.join(self.data, name), "w",
                      encoding="utf-8") as f:
                f.write(text)
        _, unexplained, _, _ = gc.run(seed, self.data, PERFMON, REVIEWED)
        unreviewed, _ = pc.judge(pc.run(self.data, PERFMON),
                                 pc.load_reviewed(PERFMON_REVIEWED))
        return (problems, [gc.key(f) for f in unexplained],
                [pc.key(f) for f in unreviewed])

    def test_umask_x_read_as_1(self):
        """Table 2-136 RD_PCH0 bxxxxxxx1 read bxxxx1xx1: bit 3 too.

        ACT_COUNT.RD_PCH0 is ours only (Intel has no such event) and
        both parses read the slipped row exactly; the table gives no row
        of bit 3 alone, and the slipped row no longer gives bit 0 alone,
        which RD (bxxx1xxx1) ORs.
        """
        seed = self.slip(5284, "| RD_PCH0 | bxxxxxxx1 |",
                         "| RD_PCH0 | bxxxx1xx1 |")
        problems, guide, intel = self.regenerate(seed)
        self.assertEqual((problems, intel), ([], []))
        self.assertEqual(guide, [
            "inconsistent imc act_count.rd_pch0 control=0x902 "
            "stray-bits=0x9/0x76",
            "inconsistent imc act_count.rd control=0x1102 "
            "stray-bits=0x1/0x76"])

    def test_umask_bit_moved(self):
        """RD_PCH0 read bxxxxxx1x: a documented bit, WR_PCH0's."""
        seed = self.slip(5284, "| RD_PCH0 | bxxxxxxx1 |",
                         "| RD_PCH0 | bxxxxxx1x |")
        _, guide, _ = self.regenerate(seed)
        self.assertEqual(guide, [
            "inconsistent imc act_count.rd_pch0 control=0x202 "
            "same-as=act_count.wr_pch0",
            "inconsistent imc act_count.wr_pch0 control=0x202 "
            "same-as=act_count.rd_pch0",
            "inconsistent imc act_count.rd control=0x1102 "
            "stray-bits=0x1/0x76"])

    def test_code_digit(self):
        """Table 2-133 ACT_COUNT 0x2 read 0x6: the event list says 0x2."""
        seed = self.slip(5176, "| ACT_COUNT | 0x2 |", "| ACT_COUNT | 0x6 |")
        problems, guide, _ = self.regenerate(seed)
        self.assertEqual(problems, ["imc ACT_COUNT: table code 0x6 != "
                                    "list code 0x2"])
        self.assertIn("inconsistent imc act_count.rd_pch0 control=0x106 "
                      "code=0x6/list=0x2", guide)

    def test_counters_digit(self):
        """Table 2-133 ACT_COUNT Ctrs 0-3 read 0-2: the list says 0-3."""
        seed = self.slip(5176, "| 0x2 | 0-3 |", "| 0x2 | 0-2 |")
        problems, _, _ = self.regenerate(seed)
        self.assertEqual(problems, ["imc ACT_COUNT: table Ctrs [0, 1, 2] "
                                    "!= list Register Restrictions "
                                    "[0, 1, 2, 3]"])


if __name__ == "__main__":
    unittest.main()
