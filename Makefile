# SPDX-License-Identifier: GPL-2.0-only
#
# xpmu: out-of-tree perf PMU drivers.
#
#   make              build the modules against KDIR (default: the running
#                     kernel's build directory); W=1 and C=1 pass to kbuild
#   make check        the test suite (installs what it needs; see README.md)
#   make deb          the Debian package xpmu-dkms_<version>_all.deb, lintian
#                     checked, in DEB_OUT (default: a build directory under
#                     ~/.cache/xpmu; the path is printed)
#   make demo         the modules in a QEMU guest on Debian's stock kernel
#   make clean

KDIR ?= /lib/modules/$(shell uname -r)/build

# kbuild reads the Kbuild file, not this one.  (DKMS passes KERNELRELEASE
# on the command line, so this file must not hide behind it.)

.PHONY: all modules check deb demo clean

all modules:
	@if [ ! -f "$(KDIR)/Makefile" ]; then \
		echo "xpmu: no kernel build directory at $(KDIR): install linux-headers-$$(uname -r) (Debian) or pass KDIR=/path/to/kernel/build" >&2; \
		exit 1; \
	fi
	$(MAKE) -C "$(KDIR)" M="$(CURDIR)" modules

check:
	@scripts/check.sh

deb:
	@scripts/deb.sh $(DEB_OUT)

demo:
	@scripts/demo.sh

clean:
	@if [ -f "$(KDIR)/Makefile" ]; then \
		$(MAKE) -C "$(KDIR)" M="$(CURDIR)" clean; \
	else \
		find . -name '*.o' -o -name '*.ko' -o -name '*.mod*' -o -name '.*.cmd' \
			-o -name 'Module.symvers' -o -name 'modules.order' | xargs rm -f; \
	fi
