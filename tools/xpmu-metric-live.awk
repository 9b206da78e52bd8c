# SPDX-License-Identifier: GPL-2.0-only
#
# The live view of xpmu-metric -I: reads the event map xpmu-metric wrote
# ("EVENT<TAB>GROUP<TAB>INSTANCE<TAB>QUANTITY", EVENT as given to perf -e),
# then perf stat -a --per-socket -x, -I output
# ("TIME,S<socket>,CPUS,COUNT,UNIT,EVENT,..."), and prints each interval's
# figures per socket, and the machine's totals, as text, csv or json (-v
# fmt=; -v host= and -v start=, perf's start in seconds since the epoch,
# for the records; -v labels=, a file of "SOCKET<TAB>GROUP<TAB>INSTANCE<TAB>
# LABEL" lines, what each instance is on the machine).  POSIX awk: it runs
# in busybox.
#
# A csv or json record (schema 1, xpmu-metric(1)): schema, host,
# time_unix (the interval's end, seconds since the epoch), time_s (since
# perf started), interval_s, socket (a number, or "all" for the
# machine's total), group, instance, figure, value (empty or null when
# unknown), unit, events (the count behind the value), label (what the
# instance is: "mc1 ch1", a root bus "0000:1e"; empty or null when
# unknown).
#
# The formulas, and where each comes from:
#   memory  read, write MB/s   CAS_COUNT.RD/.WR x 64 bytes (the guide 2.3,
#                              MEM_BW_READS and MEM_BW_WRITES, Table 2-135)
#           total MB/s         read + write (MEM_BW_TOTAL)
#   upi     tx, rx MB/s        TxL_FLITS/RxL_FLITS.ALL_DATA x 64/9 bytes
#                              (9 flit slots carry a 64-byte line: Intel's
#                              EMR metrics upi_data_transmit_bw and
#                              upi_data_receive_bw; PCM's
#                              getDataBytesPerFlit())
#           tx util %          (ALL_DATA + NON_DATA) / 3 slots per flit,
#                              over 5/6 flit per link cycle, the cycles
#                              UPI CLOCKTICKS counts (8 transfers each:
#                              the guide's UPI_SPEED, Table 2-216; PCM's
#                              getOutgoingQPILinkUtilization() and
#                              getFlitsPerLinkCycle())
#   iio     in MB/s            the stack's 8 ports' free-running inbound
#                              bandwidth counters x 32 bytes
#                              (units/iio_freerun.c says why 32 and not
#                              the guide's 4); no outbound figure: the
#                              outbound counters count in no consistent
#                              size (Linux 506f981ab40f)
#   llc     drd miss %         LLC_LOOKUP.DATA_READ_MISS / .DATA_READ_ALL
#                              (the guide's LLC_DRD_MISS_PCT, 2.2)
#           rfo miss %         TOR_INSERTS.IA_MISS_RFO / .IA_RFO
#                              (LLC_RFO_MISS_PCT, 2.2)
#           drd misses M/s     LLC_LOOKUP.DATA_READ_MISS per second
# MB is 10^6 bytes, as perf's own metrics ("1MB/s").  A count perf could
# not read (<not counted>, <not supported>) makes every figure that uses
# it unknown: n/a, an empty csv field, json null; never a number.

BEGIN {
	FS = "\t"
	ngroup = split("memory upi iio llc", group_order, " ")
	title["memory"] = "memory"
	title["upi"] = "UPI"
	title["iio"] = "IIO"
	title["llc"] = "LLC"
	# Each group's figures: "NAME:UNIT" in print order.
	figs["memory"] = "read:MB/s write:MB/s total:MB/s"
	figs["upi"] = "tx:MB/s rx:MB/s tx_util:%"
	figs["iio"] = "in:MB/s"
	figs["llc"] = "drd_miss:% rfo_miss:% drd_misses:M/s"
	# The groups whose instances add up to a socket total.
	totals["memory"] = 1
	totals["iio"] = 1
	if (labels != "")
		while ((getline line <labels) > 0) {
			split(line, lf, "\t")
			label[lf[1], lf[2], lf[3]] = lf[4]
		}
	if (fmt == "csv")
		print "schema,host,time_unix,time_s,interval_s,socket,group,instance,figure,value,unit,events,label"
}

# What instance i of group g is on socket s ("" if unknown): one value,
# for every output.
function lab(s, g, i) {
	return ((s, g, i) in label) ? label[s, g, i] : ""
}

# The map: instances in the order given, per group.
FNR == NR {
	ev[$1] = 1
	grp[$1] = $2
	inst[$1] = $3
	qty[$1] = $4
	if (!(($2, $3) in seen)) {
		seen[$2, $3] = 1
		n_inst[$2]++
		inst_order[$2, n_inst[$2]] = $3
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
		if (cur != "")
			flush()
		cur = t
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
}

END {
	if (cur != "")
		flush()
}

# q(socket, group, instance, quantity): the count, or -1 if unknown.
function q(s, g, i, name,    k) {
	k = s SUBSEP g SUBSEP i SUBSEP name
	return (!(k in got) || (k in bad)) ? -1 : cnt[k]
}

# Sets val and events for figure fig of one instance; val -1: unknown.
function figure(s, g, i, fig, dt,    a, b, c, d) {
	val = -1
	events = -1
	if (g == "memory") {
		a = fig == "write" ? 0 : q(s, g, i, "rd")
		b = fig == "read" ? 0 : q(s, g, i, "wr")
		if (a >= 0 && b >= 0) {
			events = a + b
			val = events * 64 / 1e6 / dt
		}
	} else if (g == "upi") {
		a = q(s, g, i, "tx_data")
		b = q(s, g, i, "tx_nondata")
		c = q(s, g, i, "rx_data")
		d = q(s, g, i, "clk")
		if (fig == "tx" && a >= 0) {
			events = a
			val = a * 64 / 9 / 1e6 / dt
		} else if (fig == "rx" && c >= 0) {
			events = c
			val = c * 64 / 9 / 1e6 / dt
		} else if (fig == "tx_util" && a >= 0 && b >= 0 && d > 0) {
			events = a + b
			val = 100 * (a + b) / 3 / (d * 5 / 6)
		}
	} else if (g == "iio") {
		a = q(s, g, i, fig)
		if (a >= 0) {
			events = a
			val = a * 32 / 1e6 / dt
		}
	} else if (g == "llc") {
		if (fig == "rfo_miss") {
			a = q(s, g, i, "rfo_miss")
			b = q(s, g, i, "rfo_all")
		} else {
			a = q(s, g, i, "drd_miss")
			b = q(s, g, i, "drd_all")
		}
		if (fig == "drd_misses" && a >= 0) {
			events = a
			val = a / 1e6 / dt
		} else if (fig != "drd_misses" && a >= 0 && b > 0) {
			events = a
			val = 100 * a / b
		}
	}
}

function emit(s, g, i, name, unit, v, e, dt,    l) {
	l = lab(s, g, i)
	if (fmt == "csv") {
		printf "1,%s,%.3f,%s,%.9f,%s,%s,%s,%s,%s,%s,%s,%s\n", host, start + cur,
			cur, dt, s, g, i, name,
			v < 0 ? "" : sprintf("%.3f", v), unit,
			e < 0 ? "" : sprintf("%.0f", e), l
	} else if (fmt == "json") {
		printf "{\"schema\":1,\"host\":\"%s\",\"time_unix\":%.3f,\"time_s\":%s,\"interval_s\":%.9f,\"socket\":%s,\"group\":\"%s\",\"instance\":\"%s\",\"figure\":\"%s\",\"value\":%s,\"unit\":\"%s\",\"events\":%s,\"label\":%s}\n",
			host, start + cur, cur, dt, s == "all" ? "\"all\"" : s, g, i, name,
			v < 0 ? "null" : sprintf("%.3f", v), unit,
			e < 0 ? "null" : sprintf("%.0f", e),
			l == "" ? "null" : "\"" l "\""
	} else {
		row = row sprintf(" %14s", v < 0 ? "n/a" : sprintf("%.1f", v))
	}
}

# The text view's heading of group g: its title and each figure's unit.
function header(g,    nf, fl, j, nm, h) {
	nf = split(figs[g], fl, " ")
	h = sprintf("  %-20s", title[g])
	for (j = 1; j <= nf; j++) {
		split(fl[j], nm, ":")
		h = h sprintf(" %14s", nm[1] " " nm[2])
	}
	print h
}

function flush(    dt, si, s, gi, g, nf, fl, ii, i, j, nm, un, sum, sume, known,
		msum, mev, mknown) {
	dt = cur - prev
	prev = cur
	if (dt <= 0)
		return
	if (fmt == "text") {
		if (clear)
			printf "\033[H\033[2J"
		printf "time %.3f s, interval %.3f s\n", cur, dt
	}
	for (si = 1; si <= n_sockets; si++) {
		s = socket_list[si]
		if (fmt == "text")
			printf "socket %s\n", s
		for (gi = 1; gi <= ngroup; gi++) {
			g = group_order[gi]
			if (!n_inst[g])
				continue
			nf = split(figs[g], fl, " ")
			if (fmt == "text")
				header(g)
			for (j = 1; j <= nf; j++) {
				sum[j] = 0
				sume[j] = 0
				known[j] = 1
			}
			for (j = 1; j <= nf; j++)
				if (si == 1) {
					msum[g, j] = 0
					mev[g, j] = 0
					mknown[g, j] = 1
				}
			for (ii = 1; ii <= n_inst[g]; ii++) {
				i = inst_order[g, ii]
				row = sprintf("    %-18s", i (lab(s, g, i) == "" ? "" : " (" lab(s, g, i) ")"))
				for (j = 1; j <= nf; j++) {
					split(fl[j], nm, ":")
					figure(s, g, i, nm[1], dt)
					emit(s, g, i, nm[1], nm[2], val, events, dt)
					if (val < 0)
						known[j] = 0
					sum[j] += val
					sume[j] += events
				}
				if (fmt == "text")
					print row
			}
			for (j = 1; j <= nf; j++) {
				msum[g, j] += sum[j]
				mev[g, j] += sume[j]
				if (!known[j])
					mknown[g, j] = 0
			}
			if (!(g in totals) || n_inst[g] < 2)
				continue
			row = sprintf("    %-18s", "total")
			for (j = 1; j <= nf; j++) {
				split(fl[j], nm, ":")
				emit(s, g, "total", nm[1], nm[2], known[j] ? sum[j] : -1,
				     known[j] ? sume[j] : -1, dt)
			}
			if (fmt == "text")
				print row
		}
	}
	# The machine: each total of every socket's instances, added up.
	if (n_sockets > 1) {
		if (fmt == "text")
			printf "machine\n"
		for (gi = 1; gi <= ngroup; gi++) {
			g = group_order[gi]
			if (!n_inst[g] || !(g in totals))
				continue
			nf = split(figs[g], fl, " ")
			if (fmt == "text")
				header(g)
			row = sprintf("    %-18s", "total")
			for (j = 1; j <= nf; j++) {
				split(fl[j], nm, ":")
				emit("all", g, "total", nm[1], nm[2],
				     mknown[g, j] ? msum[g, j] : -1,
				     mknown[g, j] ? mev[g, j] : -1, dt)
			}
			if (fmt == "text")
				print row
		}
	}
	fflush()
	for (k in cnt)
		delete cnt[k]
	for (k in bad)
		delete bad[k]
	for (k in got)
		delete got[k]
}
