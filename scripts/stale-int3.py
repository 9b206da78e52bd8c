#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Tell whether a guest kernel died of an int3 its memory no longer held.

Usage: stale-int3.py CONSOLE_LOG

Exits 0 and says so when the console shows a kernel-mode "Oops: int3"
whose code dump has something other than 0xcc in the byte before the
faulting RIP (RIP points just past the int3 that trapped).  Exits 1
otherwise.

Why this is not a driver bug: the kernel patches a static branch with
text_poke_bp(), which writes int3 over the first byte, then the rest,
then the new first byte, and serialises every cpu after each step.  A
cpu can only trap on that int3 while the patch is under way, and then
poke_int3_handler() finds the site and emulates it.  Trapping on an int3
that memory no longer holds means a vCPU executed code translated before
the last write: TCG's translation blocks went stale (QEMU 7.2, MTTCG).
Nothing a module does can make a cpu execute bytes that are not there.
"""

import re
import sys

OOPS = re.compile(r'Oops: int3:')
KERNEL_RIP = re.compile(r'RIP: 0010:(\S+)')
CODE = re.compile(r'Code: (.*)$')
AT_RIP = re.compile(r'^<([0-9a-f]{2})>$')


def stale_int3(lines):
    """Return a one-line explanation if the first oops is a stale int3."""
    for i, line in enumerate(lines):
        if not OOPS.search(line):
            continue
        rip = None
        for follow in lines[i + 1:i + 12]:
            m = KERNEL_RIP.search(follow)
            if m and rip is None:
                rip = m.group(1)
            m = CODE.search(follow)
            if m and rip:
                tokens = m.group(1).split()
                at = [k for k, t in enumerate(tokens) if AT_RIP.match(t)]
                if not at or at[0] == 0:
                    return None
                before = tokens[at[0] - 1]
                if before == 'cc':
                    return None
                return (f'int3 trap at {rip}, but the byte before RIP is '
                        f'0x{before}, not 0xcc: the vCPU ran stale code')
        return None
    return None


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], 'r', errors='backslashreplace') as f:
        lines = [line.rstrip('\r\n') for line in f]
    why = stale_int3(lines)
    if why is None:
        return 1
    print(why)
    return 0


if __name__ == '__main__':
    sys.exit(main())
