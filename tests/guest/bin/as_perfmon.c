// SPDX-License-Identifier: GPL-2.0-only
/*
 * as_perfmon UID COMMAND...: runs COMMAND as user and group UID, without
 * supplementary groups, with CAP_PERFMON alone: permitted, effective,
 * inheritable and ambient (so that it passes to the programs COMMAND
 * runs), every other capability gone from the bounding set.  What systemd
 * gives a service of DynamicUser=yes, AmbientCapabilities=CAP_PERFMON and
 * CapabilityBoundingSet=CAP_PERFMON (debian/xpmu-tools.xpmu-prometheus
 * .service); busybox's setpriv changes no user.
 */
#define _GNU_SOURCE
#include <grp.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef CAP_PERFMON
#define CAP_PERFMON	38
#endif

int main(int argc, char **argv)
{
	struct __user_cap_header_struct h = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct d[2] = { 0 };
	__u32 bit = 1u << (CAP_PERFMON % 32);
	uid_t uid;
	int c;

	if (argc < 3) {
		fprintf(stderr, "usage: as_perfmon UID COMMAND...\n");
		return 2;
	}
	uid = atoi(argv[1]);
	/* The bounding set first: dropping needs CAP_SETPCAP, root's. */
	for (c = 0; prctl(PR_CAPBSET_READ, c, 0, 0, 0) >= 0; c++)
		if (c != CAP_PERFMON && prctl(PR_CAPBSET_DROP, c, 0, 0, 0)) {
			perror("as_perfmon: PR_CAPBSET_DROP");
			return 1;
		}
	if (prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) || setgroups(0, NULL) ||
	    setresgid(uid, uid, uid) || setresuid(uid, uid, uid)) {
		perror("as_perfmon: to the user");
		return 1;
	}
	d[CAP_PERFMON / 32].permitted = bit;
	d[CAP_PERFMON / 32].effective = bit;
	d[CAP_PERFMON / 32].inheritable = bit;
	if (syscall(SYS_capset, &h, d) ||
	    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_PERFMON, 0, 0)) {
		perror("as_perfmon: CAP_PERFMON");
		return 1;
	}
	execvp(argv[2], argv + 2);
	perror(argv[2]);
	return 127;
}
