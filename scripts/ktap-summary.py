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

A KCSAN data race report (the KCSAN test kernel, scripts/testkernel.sh
--kcsan) fails the run when it names code of ours: a function xpmu_* in
its title or a frame of one of our modules ("[xpmu_...]") in either
access's stack.  One in the kernel's own code alone is listed on stderr
and does not fail: the kernel has known benign races, and they are not
ours to fix.
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


# A KCSAN report (kernel/kcsan/report.c, print_report()): a line of '='
# signs, "BUG: KCSAN: data race in A / B" (or "assert: race in"), each
# access ("read to 0x... of 8 bytes by task 12 on cpu 1:", or "race at
# unknown origin, with ...") with its stack up to a blank line, then,
# with KCSAN_VERBOSE, the locks the task held, and a closing line of '='
# signs.  Ours: the title or an access's stack names a function xpmu_*
# or a frame of our modules ("[xpmu_...]"); the held locks are not
# looked at (a race in the kernel's code may be hit by a task of ours).
KCSAN_TITLE = re.compile(r'BUG: KCSAN: (.*)')
KCSAN_END = re.compile(r'^={20,}$')
KCSAN_ACCESS = re.compile(r' to 0x[0-9a-f]+ of \d+ bytes by .* on cpu \d+:$')
KCSAN_OURS = re.compile(r'\bxpmu_\w+|\[xpmu_\w+\]')
TIMESTAMP = re.compile(r'^\[[ 0-9.]+\] ?')


def kcsan_reports(console):
    """Each KCSAN report: (first line number, title, ours, set of lines)."""
    reports = []
    i = 0
    while i < len(console):
        m = KCSAN_TITLE.search(console[i])
        if not m:
            i += 1
            continue
        start = i
        ours = bool(KCSAN_OURS.search(m.group(1)))
        stack = False
        i += 1
        while i < len(console):
            text = TIMESTAMP.sub('', console[i]).strip()
            if KCSAN_END.match(text):
                break
            if KCSAN_ACCESS.search(text):
                stack = True
            elif not text:
                stack = False
            elif stack and KCSAN_OURS.search(text):
                ours = True
            i += 1
        reports.append((start + 1, m.group(1).strip(), ours,
                        set(range(start, min(i + 1, len(console))))))
        i += 1
    return reports


def read_lines(path):
    with open(path, 'r', errors='backslashreplace') as f:
        return [line.rstrip('\r\n').replace('\r', '') for line in f]


def find_splat(console, skip=frozenset()):
    for lineno, line in enumerate(console, 1):
        if lineno - 1 in skip:
            continue
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

    # KCSAN's reports are judged as a whole, not as a "BUG: " line.
    kcsan_lines = set()
    for lineno, title, ours, lines in kcsan_reports(console):
        kcsan_lines |= lines
        if ours:
            problems.append(f'kernel splat (KCSAN, our code) at console line {lineno}: '
                            f'BUG: KCSAN: {title}')
        else:
            print(f'xpmu: note: KCSAN report in the kernel\'s own code at console line '
                  f'{lineno} (not ours, not failed): {title}', file=sys.stderr)
    splat = find_splat(console, kcsan_lines)
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
