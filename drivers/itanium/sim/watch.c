// SPDX-License-Identifier: GPL-2.0-only
/* The simulator's task ledger (watch.h). */

#include <linux/kstrtox.h>
#include <linux/string.h>

#include "watch.h"

/**
 * sim_watch_parse() - a new ledger from the entries in @buf.
 * @buf: up to SIM_NR_WATCH entries separated by blanks: COMM (any counter)
 *	or COMM/ES (the counters counting event select ES, in hex; after the
 *	last '/', so that "swapper/0/12" is swapper/0's).  COMM "*" stands
 *	for every task no other entry with that ES names.
 * @w: out: the entries, every count zero.
 *
 * Context: any.
 * Return: 0, or -EINVAL for too many entries, a name too long for a comm,
 * or an ES that is no event select.
 */
int sim_watch_parse(const char *buf, struct sim_watch *w)
{
	unsigned int n = 0;
	char item[TASK_COMM_LEN + 8], *es;
	size_t len;
	u8 v;

	memset(w, 0, sizeof(*w));
	for (buf = skip_spaces(buf); *buf; buf = skip_spaces(buf + len)) {
		len = strcspn(buf, " \t\n");
		if (n == SIM_NR_WATCH || len >= sizeof(item))
			return -EINVAL;
		memcpy(item, buf, len);
		item[len] = '\0';
		w->es[n] = -1;
		es = strrchr(item, '/');
		if (es) {
			*es++ = '\0';
			if (kstrtou8(es, 16, &v))
				return -EINVAL;
			w->es[n] = v;
		}
		if (!item[0] || strlen(item) >= TASK_COMM_LEN)
			return -EINVAL;
		strscpy(w->comm[n++], item, TASK_COMM_LEN);
	}
	return 0;
}

/**
 * sim_watch_credit() - credit @n counted events to the running task.
 * @w: this cpu's ledger.
 * @es: the event select of the counter that counted them.
 * @n: events the counter counted since its last advance.
 *
 * Context: the cpu's simulator lock held; any context (current is the
 * task the cpu runs, or the one interrupted).
 */
void sim_watch_credit(struct sim_watch *w, unsigned int es, u64 n)
{
	int i, other = -1;
	bool named = false;

	for (i = 0; n && i < SIM_NR_WATCH && w->comm[i][0]; i++) {
		if (w->es[i] >= 0 && w->es[i] != es)
			continue;
		if (!strcmp(w->comm[i], SIM_WATCH_OTHERS)) {
			other = i;
		} else if (!strncmp(current->comm, w->comm[i], TASK_COMM_LEN)) {
			w->count[i] += n;
			named = true;
		}
	}
	if (other >= 0 && !named)
		w->count[other] += n;
}

/**
 * sim_watch_add() - add one cpu's counts to a sum.
 * @sum: the sum; its names are set from @w's.
 * @w: a cpu's ledger.
 *
 * Context: @w's simulator lock held.
 */
void sim_watch_add(struct sim_watch *sum, const struct sim_watch *w)
{
	unsigned int i;

	memcpy(sum->comm, w->comm, sizeof(sum->comm));
	memcpy(sum->es, w->es, sizeof(sum->es));
	for (i = 0; i < SIM_NR_WATCH; i++)
		sum->count[i] += w->count[i];
}

/**
 * sim_watch_show() - one line per entry: "COMM COUNT", or "COMM/ES COUNT".
 * @s: the debugfs file.
 * @w: the sum over the cpus.
 *
 * Context: process context.
 */
void sim_watch_show(struct seq_file *s, const struct sim_watch *w)
{
	unsigned int i;

	for (i = 0; i < SIM_NR_WATCH && w->comm[i][0]; i++) {
		seq_puts(s, w->comm[i]);
		if (w->es[i] >= 0)
			seq_printf(s, "/%02x", w->es[i]);
		seq_printf(s, " %llu\n", w->count[i]);
	}
}
