#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Turn a test guest's two serial logs into a verdict.

results log (guest ttyS1): the KTAP document scripts/guest/run-tests.sh
    printed, then the line "xpmu-vm: exit N" that scripts/guest/init writes
    when the command in the guest returned.
console log (guest ttyS0): everything the kernel printed.

The KTAP is parsed by the kernel's own parser (tools/testing/kunit/
kunit_parser.py, imported from the unpacked linux-source), which prints the
per-suite summary.  Then one closing line "N passed, N failed, N skipped".

Exit status 0 only if the guest finished, every test passed or was skipped,
at least one test ran, the parser found no error, and the console shows no
kernel splat.  Every other outcome is named on stderr and exits 1.
"""

import argparse
import re
import sys

EXIT_MARK = re.compile(r'^xpmu-vm: exit (\d+)$')
PROGRESS = re.compile(r'^# xpmu-run: start (\S+)')

# A kernel splat of any kind on the console fails the run.  The first
# pattern that matches names it.
SPLATS = [
    ('KASAN', re.compile(r'BUG: KASAN:|KASAN:')),
    ('UBSAN', re.compile(r'UBSAN:')),
    ('lockdep', re.compile(r'possible (circular|recursive) locking|'
                           r'inconsistent lock state|lock held when returning|'
                           r'suspicious RCU usage|'
                           r'BUG: (held lock freed|bad unlock balance)')),
    ('sleep in atomic', re.compile(r'BUG: sleeping function called from '
                                   r'invalid context|BUG: scheduling while atomic')),
    ('kernel BUG', re.compile(r'kernel BUG at|BUG: ')),
    ('Oops', re.compile(r'Oops:|general protection fault')),
    ('WARNING', re.compile(r'WARNING: ')),
    ('kernel panic', re.compile(r'Kernel panic')),
    ('soft lockup', re.compile(r'soft lockup|hung_task|blocked for more than')),
    ('Call Trace', re.compile(r'Call Trace:')),
]


def read_lines(path):
    with open(path, 'r', errors='backslashreplace') as f:
        return [line.rstrip('\r\n').replace('\r', '') for line in f]


def find_splat(console):
    for lineno, line in enumerate(console, 1):
        for name, pattern in SPLATS:
            if pattern.search(line):
                return name, lineno, line.strip()
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--kunit-dir', required=True,
                    help='tools/testing/kunit of the unpacked kernel source')
    ap.add_argument('--results', required=True, help='guest ttyS1 log')
    ap.add_argument('--console', required=True, help='guest ttyS0 log')
    ap.add_argument('--qemu-status', type=int, default=0,
                    help="QEMU's exit status (124: the host timeout fired)")
    args = ap.parse_args()

    sys.path.insert(0, args.kunit_dir)
    import kunit_parser  # pylint: disable=import-outside-toplevel

    problems = []
    results = read_lines(args.results)
    console = read_lines(args.console)

    exit_at = None
    for i, line in enumerate(results):
        if EXIT_MARK.match(line):
            exit_at = i
    if args.qemu_status == 124:
        problems.append('guest timed out (host timeout fired)')
    if exit_at is None:
        running = [m.group(1) for m in map(PROGRESS.match, results) if m]
        where = f' while running {running[-1]}' if running else ''
        problems.append('guest did not finish: no "xpmu-vm: exit" line '
                        f'(hang, crash or panic){where}')
        ktap = results
    else:
        ktap = results[:exit_at]
        rc = int(EXIT_MARK.match(results[exit_at]).group(1))
        if rc != 0:
            problems.append(f'guest test runner exited with status {rc}')

    test = kunit_parser.parse_run_tests(ktap)
    counts = test.counts
    failed = counts.failed + counts.crashed
    if counts.errors:
        problems.append(f'KTAP parser reported {counts.errors} error(s)')
    if counts.total() == 0:
        problems.append('no test ran')
    if test.status not in (kunit_parser.TestStatus.SUCCESS,
                           kunit_parser.TestStatus.SKIPPED):
        problems.append(f'KTAP status {test.status.name}')

    splat = find_splat(console)
    if splat:
        name, lineno, line = splat
        problems.append(f'kernel splat ({name}) at console line {lineno}: {line}')

    for p in problems:
        print(f'xpmu: FAIL: {p}', file=sys.stderr)
    if problems and failed == 0:
        # Harness-level failures count as one failed test, so the closing
        # line can never read "N passed, 0 failed" on a red run.
        failed = 1
    print(f'{counts.passed} passed, {failed} failed, {counts.skipped} skipped')
    return 1 if problems or failed else 0


if __name__ == '__main__':
    sys.exit(main())
