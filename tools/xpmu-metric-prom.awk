# SPDX-License-Identifier: GPL-2.0-only
#
# The Prometheus export of xpmu-metric -I (--prometheus FILE): reads the
# event map xpmu-metric wrote ("EVENT<TAB>GROUP<TAB>INSTANCE<TAB>QUANTITY",
# EVENT as given to perf -e), then perf stat -a --per-socket -x, -I output
# ("TIME,S<socket>,CPUS,COUNT,UNIT,EVENT,..."), adds each interval's counts
# to running totals and, after each interval, rewrites -v file= in
# Prometheus's text exposition format for node_exporter's textfile
# collector: the whole text to -v tmp= (a name in the same directory that
# does not end in .prom, which the collector skips), then renamed over
# file, so that a scrape never reads half a file.  POSIX awk: it runs in
# busybox.
#
# The families (prometheus.io's naming practices: an application prefix,
# base units, the unit in the name, _total for a cumulative count), each
# the counts of its quantities (the map's fourth field), summed, times the
# bytes a count stands for; the formulas are those of
# xpmu-metric-live.awk, which gives their sources:
#   xpmu_memory_read_bytes_total    CAS_COUNT.RD x 64        socket, channel
#   xpmu_memory_write_bytes_total   CAS_COUNT.WR x 64        socket, channel
#   xpmu_upi_transmit_data_bytes_total
#                                   TxL_FLITS.ALL_DATA x 64/9 socket, link
#   xpmu_upi_receive_data_bytes_total
#                                   RxL_FLITS.ALL_DATA x 64/9 socket, link
#   xpmu_upi_transmit_flit_slots_total
#                                   TxL_FLITS.ALL_DATA + .NON_DATA
#                                                            socket, link
#   xpmu_upi_clockticks_total       UPI CLOCKTICKS           socket, link
#   xpmu_iio_inbound_bytes_total    the stack's 8 inbound free-running
#                                   counters x 32            socket, stack
#   xpmu_llc_data_read_lookups_total  LLC_LOOKUP.DATA_READ_ALL    socket
#   xpmu_llc_data_read_misses_total   LLC_LOOKUP.DATA_READ_MISS   socket
#   xpmu_llc_rfo_inserts_total        TOR_INSERTS.IA_RFO          socket
#   xpmu_llc_rfo_miss_inserts_total   TOR_INSERTS.IA_MISS_RFO     socket
# Rates, bandwidths and ratios are PromQL's: rate() of a family, or of two
# (xpmu-metric(1) has the live view's figures written that way).
#
# A count perf could not read (<not counted>, <not supported>) is not a
# count: an interval in which one of a series' counts is unreadable adds
# nothing to the series, and the file written after that interval leaves
# the series out, so that Prometheus sees a gap (the series goes stale)
# rather than a made-up or a flat figure; the series comes back at its
# last total once its counts are read again (a counter never goes down).
# xpmu_unread_intervals_total{socket,pmu} counts those intervals, per PMU
# of perf (uncore_imc_3, uncore_cha), from 0, and xpmu_intervals_total
# the intervals perf reported; the file is first written before perf's
# first interval, with xpmu_intervals_total 0 alone.

BEGIN {
	FS = "\t"
	# family: name, group, the quantities it adds, bytes per count, help
	nfam = 0
	fam("xpmu_memory_read_bytes_total", "memory", "rd", 64,
	    "Bytes read from memory by the channel (iMC CAS_COUNT.RD x 64).")
	fam("xpmu_memory_write_bytes_total", "memory", "wr", 64,
	    "Bytes written to memory by the channel (iMC CAS_COUNT.WR x 64).")
	fam("xpmu_upi_transmit_data_bytes_total", "upi", "tx_data", 64 / 9,
	    "Data bytes sent on the UPI link (TxL_FLITS.ALL_DATA x 64/9).")
	fam("xpmu_upi_receive_data_bytes_total", "upi", "rx_data", 64 / 9,
	    "Data bytes received on the UPI link (RxL_FLITS.ALL_DATA x 64/9).")
	fam("xpmu_upi_transmit_flit_slots_total", "upi", "tx_data tx_nondata", 1,
	    "Flit slots sent on the UPI link, 3 a flit (TxL_FLITS.ALL_DATA + TxL_FLITS.NON_DATA).")
	fam("xpmu_upi_clockticks_total", "upi", "clk", 1,
	    "UPI link clock cycles, 5/6 flit each at most (UPI CLOCKTICKS).")
	fam("xpmu_iio_inbound_bytes_total", "iio", "in", 32,
	    "Inbound bytes of the IIO stack (its 8 ports' free-running inbound bandwidth counters x 32).")
	fam("xpmu_llc_data_read_lookups_total", "llc", "drd_all", 1,
	    "LLC lookups for data reads, all CHAs of the socket (LLC_LOOKUP.DATA_READ_ALL).")
	fam("xpmu_llc_data_read_misses_total", "llc", "drd_miss", 1,
	    "LLC data-read lookups that missed, all CHAs of the socket (LLC_LOOKUP.DATA_READ_MISS).")
	fam("xpmu_llc_rfo_inserts_total", "llc", "rfo_all", 1,
	    "Cores' read-for-ownership requests into the TOR, all CHAs of the socket (TOR_INSERTS.IA_RFO).")
	fam("xpmu_llc_rfo_miss_inserts_total", "llc", "rfo_miss", 1,
	    "Cores' read-for-ownership requests that missed the LLC, all CHAs of the socket (TOR_INSERTS.IA_MISS_RFO).")
	nmap = 0
	if (file == "" || tmp == "") {
		print "xpmu-metric-prom.awk: -v file= and -v tmp= are needed" >"/dev/stderr"
		exit 2
	}
	# A file from the start, of no interval yet: the collector reads it
	# as soon as it is there (a symbolic link to it, say), and a link to
	# no file would be an error of the collector's.
	write_file()
}

function fam(name, g, qtys, scale, help) {
	nfam++
	fname[nfam] = name
	fgroup[nfam] = g
	fqty[nfam] = qtys
	fscale[nfam] = scale
	fhelp[nfam] = help
}

# The labels of group g's instance i on socket s, as the text between the
# braces: the one place a label is made.
function labels(s, g, i,    n) {
	n = i
	sub(/^[a-z]+_/, "", n)
	if (g == "memory")
		return lbl("socket", s) "," lbl("channel", n)
	if (g == "upi")
		return lbl("socket", s) "," lbl("link", n)
	if (g == "iio")
		return lbl("socket", s) "," lbl("stack", n)
	return lbl("socket", s)
}

# name="value", the value escaped as the exposition format asks.
function lbl(name, v) {
	gsub(/\\/, "\\\\", v)
	gsub(/"/, "\\\"", v)
	gsub(/\n/, "\\n", v)
	return name "=\"" v "\""
}

# The map: instances in the order given, per group; each instance's PMU.
FNR == NR {
	ev[$1] = 1
	grp[$1] = $2
	inst[$1] = $3
	qty[$1] = $4
	nmap++
	if (!(($2, $3) in seen)) {
		seen[$2, $3] = 1
		n_inst[$2]++
		inst_order[$2, n_inst[$2]] = $3
		p = $1
		sub(/\/.*/, "", p)
		pmu[$2, $3] = p
		n_pmu++
		pmu_order[n_pmu] = $2 SUBSEP $3
	}
	next
}

/^[ \t]*$/ || /^#/ { next }

{
	n = split($0, f, ",")
	t = f[1]
	sub(/^ +/, "", t)
	# The event has commas of its own: up to the field that ends it.
	e = f[6]
	for (j = 7; j <= n && e !~ /\/$/; j++)
		e = e "," f[j]
	if (t !~ /^[0-9.]+$/ || n < 6 || !(e in ev))
		next
	if (t != cur) {
		if (cur != "" && !done)
			flush()
		cur = t
		done = 0
		lines = 0
	}
	s = f[2]
	sub(/^S/, "", s)
	if (!(s in sockets)) {
		sockets[s] = 1
		socket_list[++n_sockets] = s
	}
	k = s SUBSEP grp[e] SUBSEP inst[e] SUBSEP qty[e]
	if (f[4] ~ /^[0-9]+(\.[0-9]+)?$/)
		cnt[k] += f[4]
	else
		bad[k] = 1
	got[k] = 1
	# perf prints an interval's lines at once, one an event a socket:
	# with the sockets known from an earlier interval, the file is
	# written when the last arrives, not when the next interval begins.
	if (++lines == nmap * n_prev_sockets) {
		flush()
		done = 1
	}
}

END {
	if (cur != "" && !done)
		flush()
}

# Adds the interval's counts to the totals; known[] says which series
# were read this interval.
function accumulate(    si, s, fi, g, ii, i, nq, ql, j, k, sum, ok, pk) {
	for (k in known)
		delete known[k]
	for (si = 1; si <= n_sockets; si++) {
		s = socket_list[si]
		for (fi = 1; fi <= nfam; fi++) {
			g = fgroup[fi]
			nq = split(fqty[fi], ql, " ")
			for (ii = 1; ii <= n_inst[g]; ii++) {
				i = inst_order[g, ii]
				sum = 0
				ok = 1
				for (j = 1; j <= nq; j++) {
					k = s SUBSEP g SUBSEP i SUBSEP ql[j]
					if (!(k in got) || (k in bad))
						ok = 0
					else
						sum += cnt[k]
				}
				k = fi SUBSEP s SUBSEP g SUBSEP i
				pk = s SUBSEP g SUBSEP i
				if (ok) {
					total[k] += sum
					known[k] = 1
				} else
					unread[pk] = 1
			}
		}
		for (j = 1; j <= n_pmu; j++) {
			pk = s SUBSEP pmu_order[j]
			if (!(pk in n_unread))
				n_unread[pk] = 0
			if (pk in unread)
				n_unread[pk]++
		}
	}
	for (k in unread)
		delete unread[k]
}

function flush(    k) {
	accumulate()
	n_intervals++
	n_prev_sockets = n_sockets
	write_file()
	for (k in cnt)
		delete cnt[k]
	for (k in bad)
		delete bad[k]
	for (k in got)
		delete got[k]
}

# Writes the totals, the series read in the last interval, to tmp, then
# renames it over file.
function write_file(    out, fi, g, si, s, ii, i, k, head, j, q, v) {
	out = tmp
	for (fi = 1; fi <= nfam; fi++) {
		g = fgroup[fi]
		head = 0
		for (si = 1; si <= n_sockets; si++) {
			s = socket_list[si]
			for (ii = 1; ii <= n_inst[g]; ii++) {
				i = inst_order[g, ii]
				k = fi SUBSEP s SUBSEP g SUBSEP i
				if (!(k in known))
					continue
				if (!head++) {
					printf "# HELP %s %s\n", fname[fi], fhelp[fi] >out
					printf "# TYPE %s counter\n", fname[fi] >out
				}
				# A whole number of bytes unless the scale has a
				# fraction (UPI's 64/9): 3 decimals then.
				v = total[k] * fscale[fi]
				v = sprintf(fscale[fi] == int(fscale[fi]) ? "%.0f" : "%.3f", v)
				printf "%s{%s} %s\n", fname[fi], labels(s, g, i), v >out
			}
		}
	}
	if (n_sockets) {
		print "# HELP xpmu_unread_intervals_total Intervals in which perf could not read a count of the PMU (<not counted>, <not supported>); its series are left out of those." >out
		print "# TYPE xpmu_unread_intervals_total counter" >out
	}
	for (si = 1; si <= n_sockets; si++) {
		s = socket_list[si]
		for (j = 1; j <= n_pmu; j++) {
			split(pmu_order[j], q, SUBSEP)
			printf "xpmu_unread_intervals_total{%s,%s} %d\n", lbl("socket", s),
				lbl("pmu", pmu[q[1], q[2]]), n_unread[s, q[1], q[2]] >out
		}
	}
	print "# HELP xpmu_intervals_total Intervals of perf stat -I counted into the totals." >out
	print "# TYPE xpmu_intervals_total counter" >out
	printf "xpmu_intervals_total %d\n", n_intervals >out
	close(out)
	if (system("mv -f " shq(tmp) " " shq(file)) != 0)
		printf "xpmu-metric: cannot rename %s to %s\n", tmp, file >"/dev/stderr"
}

# s quoted for sh.
function shq(s) {
	gsub(/'/, "'\\''", s)
	return "'" s "'"
}
