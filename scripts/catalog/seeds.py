# SPDX-License-Identifier: GPL-2.0-only
"""Where the hardware documents are.

The catalogs are read from OCR'd manuals that the repository does not
hold: the EMR uncore guide, the Montecito manual and the two core event
lists.  They are looked for in $XPMU_SEEDS, by default the directory
"shared/seeds" beside the checkout (as CI lays them out); $EMR_GUIDE and
$MONTECITO_MANUAL name one file each.  make check refuses to start
without them (scripts/check.sh); run by hand, the tests that need one
skip and name it.
"""

import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DIR = os.environ.get("XPMU_SEEDS",
                     os.path.join(os.path.dirname(ROOT), "shared", "seeds"))
# The Intel Xeon 5th Gen uncore performance monitoring guide.
EMR_GUIDE = os.environ.get("EMR_GUIDE",
                           os.path.join(DIR, "001_7016be057a821061.txt"))
# The Itanium 2 (Montecito) reference manual for software development
# and optimization.
MONTECITO_MANUAL = os.environ.get(
    "MONTECITO_MANUAL", os.path.join(DIR, "000_b0bad8aa7d025498.txt"))
# Intel SDM's Goldmont events, and the Pentium Pro (P6) events.
GOLDMONT = "003_3235f0df85198672.txt"
P6 = "004_86ecc0a941121eb2.txt"


def missing():
    """The documents make check needs that are not where they are looked
    for, as paths."""
    want = [EMR_GUIDE, MONTECITO_MANUAL, os.path.join(DIR, GOLDMONT),
            os.path.join(DIR, P6)]
    return [p for p in want if not os.path.isfile(p)]


if __name__ == "__main__":
    # scripts/check.sh: one line, and a non-zero exit, when one is absent.
    import sys
    gone = missing()
    if gone:
        print("xpmu: the hardware documents the catalog tests read are not"
              " here: " + " ".join(gone) +
              " (set XPMU_SEEDS to their directory)", file=sys.stderr)
        sys.exit(1)
