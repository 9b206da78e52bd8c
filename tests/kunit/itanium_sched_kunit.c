// SPDX-License-Identifier: GPL-2.0-only
#include <kunit/test.h>
MODULE_LICENSE("GPL");
