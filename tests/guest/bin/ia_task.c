// SPDX-License-Identifier: GPL-2.0-only
/*
 * ia_task MS BUSY CHILDREN [CHILD]: a workload for per-task events
 * (tests/guest/itanium/itanium_task.sh).  For MS milliseconds it spins BUSY
 * percent of each 4 ms slice and sleeps the rest, so that it is switched
 * out and in hundreds of times; beforehand it starts CHILDREN children
 * that exec CHILD (a copy of this program under another name, so that
 * the simulator's task ledger tells them apart by comm) to do the same
 * without children, and it waits for them at the end.  Exits 1 if a
 * child cannot be started or fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void work(long long ms, long long busy)
{
	const long long slice = 4000000;
	long long end = now_ns() + ms * 1000000, t;

	while ((t = now_ns()) < end) {
		struct timespec rest = { 0, slice * (100 - busy) / 100 };

		/* Busy: the clock is read in user space (the vDSO). */
		while (now_ns() < t + slice * busy / 100)
			;
		if (rest.tv_nsec)
			nanosleep(&rest, NULL);
	}
}

int main(int argc, char **argv)
{
	int i, n, status, bad = 0;
	long long ms, busy;

	if (argc < 4 || (atoi(argv[3]) > 0 && argc < 5)) {
		fprintf(stderr, "usage: %s MS BUSY CHILDREN [CHILD]\n", argv[0]);
		return 2;
	}
	ms = atoll(argv[1]);
	busy = atoll(argv[2]);
	n = atoi(argv[3]);
	if (busy < 1 || busy > 100)
		busy = 100;
	for (i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			perror("fork");
			return 1;
		}
		if (!pid) {
			execl(argv[4], argv[4], argv[1], argv[2], "0", (char *)NULL);
			perror(argv[4]);
			_exit(1);
		}
	}
	work(ms, busy);
	while (wait(&status) > 0)
		bad |= !WIFEXITED(status) || WEXITSTATUS(status);
	return bad;
}
