#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# xpmu-metric -I --prometheus served by Debian 12's Prometheus node
# exporter (scripts/vm --prometheus puts it, promtool and the Prometheus
# server in the guest), against the model's truth.  The exporter runs for
# a few intervals with known traffic, as metric_live does: the model's
# counters frozen (frz_all) before its workload ends, so that its last
# interval holds the rest; the IIO free-running counters paused and given
# traffic in and out between two scrapes.  The node exporter's textfile
# collector, listening on 127.0.0.1, scraped with busybox's wget three
# times (after the first file, two intervals later, after the end): every
# xpmu series of the last scrape must be the file's and the model's
# counts times the bytes a count stands for (64 a CAS, 64/9 a UPI data
# flit slot, 32 an IIO inbound count: xpmu-metric-prom.awk's sources) on
# every socket, channel, link and stack, the IIO outbound traffic in none;
# the counters only growing from scrape to scrape; promtool check metrics
# silent on the file and on the served series; the node exporter's
# textfile collector without error.  Then the Prometheus server scrapes
# the node exporter: rate() of one series, over the run, from its
# samples.  Under xpmu_uncore and, on Debian's 6.12, the kernel's
# intel_uncore.  And the service's privileges: a user of its own with
# CAP_PERFMON alone exports at perf_event_paranoid 2, not at Debian's 3.
# The formulas are held to their sources by the host test
# (tests/catalog/test_xpmu_metric_prom.py).
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
M=/xpmu/bin/xpmu-metric
REF=/xpmu/reference/intel-uncore.ko
NE=/usr/bin/prometheus-node-exporter
[ -x $NE ] || { echo "no $NE: scripts/vm --prometheus"; exit 77; }
D=/tmp/prom-textfile
ip link set lo up || fail "loopback up"

# "SOCKET KIND ID CTR TOTAL LAST_EVENT" for every counter the exporter
# uses, as metric_live has it: iMC channels and UPI links one by one, the
# CHAs summed (every CHA carries the same events on the same counters).
snap() {
	for s in $(emr_sockets); do
		for p in $(ls $PMUS | grep -E '^uncore_(imc|upi)_[0-9]+$'); do
			k=${p#uncore_}
			$T "$s" "$(emr_type "${k%_*}")" "${k##*_}" 0 1 2 3 |
				awk -v s="$s" -v k="${k%_*}" -v i="${k##*_}" \
					'{print s, k, i, NR - 1, $1, $3}'
		done
		$T "$s" "$(emr_type cha)" 0 0 1 2 3 | awk '{print $3}' >/tmp/pr-cha
		$T -s "$s" "$(emr_type cha)" 0 1 2 3 |
			paste -d' ' - /tmp/pr-cha | awk -v s="$s" '{print s, "cha", 0, NR - 1, $1, $2}'
	done
}

# The xpmu series of a scrape or file, "NAME{LABELS} VALUE" with the
# labels in name order (the node exporter sorts them; the file need not).
series() {
	awk '/^xpmu_/ {
		split($1, a, "{")
		l = a[2]
		sub(/}$/, "", l)
		n = split(l, p, ",")
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && p[j - 1] > p[j]; j--) {
				t = p[j]; p[j] = p[j - 1]; p[j - 1] = t
			}
		l = p[1]
		for (i = 2; i <= n; i++)
			l = l "," p[i]
		print a[1] "{" l "}", $2
	}' "$1" | sort
}

scrape() {	# scrape FILE: the node exporter's page
	wget -q -O "$1" http://127.0.0.1:9100/metrics || fail "scrape the node exporter"
}

intervals() { prom_intervals $D/xpmu.prom; }
# A limit for an exporter that stopped, not a timing.
wait_intervals() { prom_wait_intervals $D/xpmu.prom "$1" 120; }

# The Prometheus server, scraping the node exporter every second; its
# start-up under TCG takes some 10 s, which the run hides but for
# server_seen_growth.
S2='xpmu_iio_inbound_bytes_total%7Bsocket%3D%220%22%2Cstack%3D%222%22%7D'
R0='xpmu_memory_read_bytes_total%7Bsocket%3D%220%22%2Cchannel%3D%220%22%7D%5B1m%5D'
server() {
	cat >/tmp/pr.yml <<-EOF
	global:
	  scrape_interval: 1s
	scrape_configs:
	  - job_name: node
	    static_configs:
	      - targets: ['127.0.0.1:9100']
	EOF
	(prometheus --config.file=/tmp/pr.yml --storage.tsdb.path=/tmp/pr-tsdb \
		--web.listen-address=127.0.0.1:9090 >/tmp/pr-server.log 2>&1 &
	 echo $! >/tmp/pr-server.pid)
}

# query PROMQL: the value of its first result, as the server's API gives
# it (busybox's wget encodes nothing: the query comes encoded).
query() {
	wget -q -O - "http://127.0.0.1:9090/api/v1/query?query=$1" 2>/dev/null |
		sed -n 's/.*"value":\[[0-9.]*,"\([^"]*\)"\].*/\1/p'
}

# Until the server has scraped a channel's reads growing: rate() over
# the run wants two different samples, and the freeze stops the growth
# (a server slow to start saw only frozen ones once, on a loaded host).
server_seen_growth() {
	n=0
	# A limit for a server that never scrapes, not a timing.
	until query "changes%28$R0%29" | awk '$1 >= 1 {ok = 1} END {exit !ok}' || [ $n -ge 600 ]; do
		sleep 0.2
		n=$((n + 1))
	done
	[ $n -lt 600 ] || fail "Prometheus: no change of socket 0's channel 0 reads scraped in 120 s"
}

# After the run: the server has scraped the last value of stack 2 of
# socket 0, and rate() of a channel's reads is more than 0 over the run,
# without a reset.
server_check() {
	n=0
	# A limit for a server that never starts, not a timing.
	until [ "$(query "$S2")" = 32000 ] || [ $n -ge 600 ]; do
		sleep 0.2
		n=$((n + 1))
	done
	check "Prometheus: socket 0's stack 2, scraped" "$(query "$S2")" 32000
	check "Prometheus: rate() of socket 0's channel 0 reads, over the run" \
		"$(query "rate%28$R0%29" | awk '{print ($1 > 0) ? "more than 0" : $1}')" "more than 0"
	check "Prometheus: its resets" "$(query "resets%28$R0%29")" 0
	kill "$(cat /tmp/pr-server.pid)" || fail "the Prometheus server ended early"
}

run() {	# run DRIVER [server]
	rm -rf $D /tmp/pr-tsdb
	mkdir -p $D
	[ -z "${2:-}" ] || server
	# Only the textfile collector: the other collectors' pages are long
	# to make under TCG, and nothing here reads them.
	($NE --web.listen-address=127.0.0.1:9100 --collector.disable-defaults \
		--collector.textfile --collector.textfile.directory=$D \
		>/tmp/pr-ne.log 2>&1 & echo $! >/tmp/pr-ne.pid)
	for s in $(emr_sockets); do
		$T -p 1 "$s" || fail "$1: pause the free-running counters of socket $s"
	done
	snap >/tmp/pr-before
	$M -I 200 --prometheus $D/xpmu.prom -- $EMR_HOLD >/tmp/pr.out 2>&1 &
	wait_intervals 1
	scrape /tmp/pr-1
	# Traffic: stack 2 of socket 0, 1000 32-byte events in on port 1 and
	# 3000 out on port 7; stack 7 of the last socket, 5000 in on port 0.
	last=$(( ${EMR_SOCKETS:-2} - 1 ))
	add() {	# add SOCKET STACK COUNTER EVENTS
		v=$(emr_field "$1" iio "$2" "$3" 4)
		$T -w $((v + $4)) "$1" "$(emr_type iio)" "$2" "$3" || fail "traffic on $*"
	}
	add 0 2 0x22 1000
	add 0 2 0x30 3000
	add "$last" 7 0x21 5000
	t=$(intervals)
	wait_intervals $((t + 2))
	scrape /tmp/pr-2
	# Frozen, then two intervals more before perf ends: perf stat -I
	# prints no interval for the time after its last one, and the model
	# counts the physical events by its clock, so the counts between
	# perf's last read and the freeze would be the model's and no
	# interval's (the second interval: the first may have read a socket
	# before the freeze reached it).
	[ -z "${2:-}" ] || server_seen_growth
	for s in $(emr_sockets); do $T -f 1 "$s" || fail "frz_all on socket $s"; done
	t=$(intervals)
	wait_intervals $((t + 2))
	emr_release
	for s in $(emr_sockets); do
		$T -f 0 "$s" && $T -p 0 "$s" || fail "unfreeze socket $s"
	done
	snap >/tmp/pr-after
	scrape /tmp/pr-3
	cat /tmp/pr.out
	check "$1: the exporter's output, and its temporary file left" \
		"$(cat /tmp/pr.out; ls -A $D)" "xpmu.prom"

	# What the model counted, "NAME{LABELS} COUNT SCALE" (the labels in
	# name order): each counter's quantity by the event its control
	# selected (the guide's encodings: the umask byte and event code, and
	# a CHA umask's bits above 7, which the control holds from bit 32:
	# uncore.rst "CHA umask").
	awk '
		function key(k, h,    lo, hi) {
			sub(/^0x/, "", h)
			lo = substr(h, length(h) - 3)
			while (length(lo) < 4)
				lo = "0" lo
			hi = length(h) > 8 ? substr(h, 1, length(h) - 8) : ""
			sub(/^0+/, "", hi)
			return k ":" hi ":" lo
		}
		BEGIN {
			q["imc::cf05"] = "xpmu_memory_read_bytes_total 64"
			q["imc::f005"] = "xpmu_memory_write_bytes_total 64"
			q["upi::0f02"] = "xpmu_upi_transmit_data_bytes_total 7.111111111111111"
			q["upi::0f03"] = "xpmu_upi_receive_data_bytes_total 7.111111111111111"
			q["upi::0001"] = "xpmu_upi_clockticks_total 1"
			q["cha:1fc1:0134"] = "xpmu_llc_data_read_misses_total 1"
			q["cha:1fc1:ff34"] = "xpmu_llc_data_read_lookups_total 1"
			q["cha:c807fe:0135"] = "xpmu_llc_rfo_miss_inserts_total 1"
			q["cha:c807ff:0135"] = "xpmu_llc_rfo_inserts_total 1"
			# TxL_FLITS.ALL_DATA and .NON_DATA: the slots sent
			slots["upi::0f02"] = 1
			slots["upi::9702"] = 1
			lbl["imc"] = "channel"
			lbl["upi"] = "link"
		}
		NR == FNR { before[$1, $2, $3, $4] = $5; next }
		{
			k = key($2, $6)
			d = $5 - before[$1, $2, $3, $4]
			l = $2 in lbl ? lbl[$2] "=\"" $3 "\"," : ""
			l = l "socket=\"" $1 "\""
			if (k in slots) {
				c["xpmu_upi_transmit_flit_slots_total{" l "}"] += d
				sc["xpmu_upi_transmit_flit_slots_total{" l "}"] = 1
			}
			if (!(k in q))
				next
			split(q[k], f, " ")
			c[f[1] "{" l "}"] += d
			sc[f[1] "{" l "}"] = f[2]
		}
		END {
			for (k in c)
				printf "%s %.0f %s\n", k, c[k], sc[k]
		}' /tmp/pr-before /tmp/pr-after >/tmp/pr-want
	# The IIO stacks: the inbound traffic added, nothing elsewhere.
	for s in $(emr_sockets); do
		for p in $(ls $PMUS | grep '^uncore_iio_free_running_'); do
			i=${p##*_} in=0
			[ "$s $i" = "0 2" ] && in=1000
			[ "$s $i" = "$last 7" ] && in=$((in + 5000))
			echo "xpmu_iio_inbound_bytes_total{socket=\"$s\",stack=\"$i\"} $in 32"
		done
	done >>/tmp/pr-want
	sort -o /tmp/pr-want /tmp/pr-want
	series $D/xpmu.prom >/tmp/pr-file
	series /tmp/pr-3 >/tmp/pr-got
	check "$1: every series the exporter wrote is served, with its value" \
		"$(awk 'NR == FNR {v[$1] = $2; next}
			!($1 in v) || v[$1] + 0 != $2 + 0 {print "file " $0 ", served " v[$1]}
			{delete v[$1]} END {for (k in v) print "served only " k}' /tmp/pr-got /tmp/pr-file |
			head -n 5)" ""
	# Debian 6.12's intel_uncore programs and reads link 0's counters for
	# every UPI PMU (spr_update_device_location(): kernel_reference's
	# reviewed difference): its UPI series are no link's of the model.
	if [ "$1" = intel_uncore ]; then
		grep -v '^xpmu_upi_' /tmp/pr-want >/tmp/pr-w && mv /tmp/pr-w /tmp/pr-want
		grep -v '^xpmu_upi_' /tmp/pr-got >/tmp/pr-g && mv /tmp/pr-g /tmp/pr-got
	fi
	# The counts, exact; UPI data slots x 64/9 to the file's 3 decimals.
	check "$1: every series is the model's count times its bytes" \
		"$(awk 'NR == FNR {v[$1] = $2; next}
			{
				w = $2 * $3
				if (!($1 in v) || v[$1] - w > 0.0005 || w - v[$1] > 0.0005)
					print $1 " served " v[$1] ", want " w " (" $2 " x " $3 ")"
				delete v[$1]
			}
			END {for (k in v) if (k !~ /intervals_total/) print "not the model'"'"'s: " k}' \
			/tmp/pr-got /tmp/pr-want | head -n 5)" ""
	check "$1: series compared" "$(grep -vc intervals_total /tmp/pr-got)" "$(wc -l </tmp/pr-want)"
	check "$1: no interval unread" \
		"$(awk '/^xpmu_unread_intervals_total/ && $2 != 0' /tmp/pr-got)" ""
	check "$1: counters that only grow from scrape to scrape" \
		"$(series /tmp/pr-1 >/tmp/pr-s1; series /tmp/pr-2 >/tmp/pr-s2
		   awk 'FILENAME != p {p = FILENAME; f++}
			f < 3 {v[f, $1] = $2; next}
			!((1, $1) in v) || !((2, $1) in v) {print "not in every scrape: " $1; next}
			v[1, $1] + 0 > v[2, $1] + 0 || v[2, $1] + 0 > $2 + 0 {
				print $1 ": " v[1, $1] ", " v[2, $1] ", " $2
			}' /tmp/pr-s1 /tmp/pr-s2 /tmp/pr-got | head -n 5)" ""
	check "$1: stack 2 of socket 0 grew by the traffic between the scrapes" \
		"$(grep -h 'inbound.*socket="0",stack="2"' /tmp/pr-s1 /tmp/pr-got | awk '{print $2}' | paste -sd' ')" \
		"0 32000"
	check "$1: the textfile collector's errors" \
		"$(awk '/^node_textfile_scrape_error / {print $2}' /tmp/pr-3)" 0
	# promtool: the file as written, the series as served.
	check "$1: promtool check metrics on the file" \
		"$(promtool check metrics <$D/xpmu.prom 2>&1; echo "status $?")" "status 0"
	check "$1: promtool check metrics on the served series" \
		"$(grep -E '^(# (HELP|TYPE) )?xpmu_' /tmp/pr-3 | promtool check metrics 2>&1
		   echo "status $?")" "status 0"
	[ -z "${2:-}" ] || server_check
	kill "$(cat /tmp/pr-ne.pid)" || fail "$1: the node exporter ended early"
	cat /tmp/pr-ne.log | grep -i 'level=error' | head -n 3
}

# The service's privileges (debian/xpmu-tools.xpmu-prometheus.service): a
# user of its own with CAP_PERFMON alone (tests/guest/bin/as_perfmon)
# counts at perf_event_paranoid 2, and not at Debian's 3, where
# perf_event_open() wants CAP_SYS_ADMIN (Debian's perf_paranoid_any()).
privileges() {
	mkdir -p /tmp/pr-user
	chown 65534:65534 /tmp/pr-user
	for level in 2 3; do
		echo $level >/proc/sys/kernel/perf_event_paranoid
		rm -f /tmp/pr-user/xpmu.prom
		/xpmu/bin/as_perfmon 65534 $M -I 200 -n 2 --prometheus /tmp/pr-user/xpmu.prom \
			>/tmp/pr-user.out 2>&1 && rc=0 || rc=failed
		[ $level = 3 ] || cat /tmp/pr-user.out
		echo "level $level: $rc, intervals $(awk '/^xpmu_intervals_total/ {print $2}' \
			/tmp/pr-user/xpmu.prom), series $(grep -c '^xpmu_[a-z_]*_total{' /tmp/pr-user/xpmu.prom)"
	done >/tmp/pr-levels
	echo -1 >/proc/sys/kernel/perf_event_paranoid
	check "a user with CAP_PERFMON alone, at perf_event_paranoid 2 and 3" \
		"$(cat /tmp/pr-levels)" "level 2: 0, intervals 2, series $(grep -c '^xpmu_[a-z_]*_total{[a-z]' /tmp/pr-got)
level 3: failed, intervals 0, series 0"
}

up=$(cut -d' ' -f1 /proc/uptime)
run xpmu server
echo "xpmu, with the server: $(awk -v t="$up" '{print $1 - t}' /proc/uptime) s"
privileges
if [ -f $REF ]; then
	rmmod xpmu_uncore || fail "rmmod xpmu_uncore"
	insmod $REF || fail "insmod Debian's intel_uncore"
	run intel_uncore
	rmmod intel_uncore || fail "rmmod intel_uncore"
	# shellcheck disable=SC2086 # DRV_ARGS is a list of module parameters
	insmod /xpmu/modules/xpmu_uncore.ko $DRV_ARGS || fail "insmod xpmu_uncore again"
else
	echo "no $REF: intel_uncore under Debian's 6.12 only"
fi
emr_no_reserved_writes
finish
