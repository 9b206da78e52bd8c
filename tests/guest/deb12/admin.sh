#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A Debian 12 server (scripts/vm --deb12: systemd, udev, Debian 12's
# default kernel and its intel_uncore, on the QEMU model of an Emerald
# Rapids) taken from the packages to the live view and to a scraped
# Prometheus series by the steps of Documentation/uncore.rst, as an admin
# types them: xpmu-tools installed with apt, on its own (the tools count
# through intel_uncore; xpmu-dkms would want headers and a compiler in the
# guest and minutes of DKMS under TCG, and the package guests and
# autopkgtest hold it); xpmu-perf as "Installing on a server" runs it; the
# live view; perf_event_paranoid 2 and the xpmu-prometheus service as
# "Prometheus" says; Debian's node exporter scraped over HTTP: every
# documented family with its documented labels, and each memory read
# series grown, between two freezes of the model, by 64 bytes for each CAS
# read the model counted on that socket and channel.
# shellcheck disable=SC2034 # read by lib.inc: this runs on either layout
EMR_ANY_LAYOUT=1
# shellcheck source=/dev/null
. /xpmu/tests/guest/lib.inc
T=/xpmu/bin/emr_truth
DIR=/var/lib/prometheus/node-exporter
URL=http://localhost:9100/metrics

check "the init" "$(cat /proc/1/comm)" systemd
check "the kernel: Debian 12's default" "$(uname -r | sed 's/^6\.1\.[0-9]*-[0-9]*-amd64$/6.1 amd64/')" "6.1 amd64"
# What the boot left, as on a server: udev loads intel_uncore by the
# cpu's alias; the node exporter runs.
[ -d /sys/module/intel_uncore ] || { echo "udev did not load intel_uncore: modprobe"; modprobe intel_uncore; }
check "intel_uncore loaded" "$([ -d /sys/module/intel_uncore ] && echo yes)" yes
check "the node exporter, at boot" "$(systemctl is-active prometheus-node-exporter)" active

# "Installing on a server": the tools on their own, from the file.
cp /xpmu/debs/xpmu-tools_*_all.deb /root/
cd /root || exit 1
apt install -y ./xpmu-tools_*_all.deb >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; fail "apt install ./xpmu-tools"; }
check "xpmu-tools installed" "$(dpkg-query -W -f='${db:Status-Abbrev}' xpmu-tools)" "ii "
check "the tools on PATH" "$(command -v xpmu-perf) $(command -v xpmu-metric)" \
	"/usr/bin/xpmu-perf /usr/bin/xpmu-metric"
xpmu-perf stat -a -e uncore_cha/tor_inserts.ia_miss/ sleep 1 >/tmp/stat.log 2>&1 ||
	fail "xpmu-perf stat: exit status"
cat /tmp/stat.log
check "xpmu-perf stat -a -e uncore_cha/tor_inserts.ia_miss/: a count" \
	"$(awk '$2 ~ /tor_inserts.ia_miss/ && $1 ~ /^[0-9,]+$/ {print "counted"; exit}' /tmp/stat.log)" counted

# The live view, once: a row of read, write and total MB/s for each iMC
# PMU of each socket ("imc_0 (mc0 ch0) 9742.3 14615.8 24358.1";
# intel_uncore's PMUs span the sockets).
# shellcheck disable=SC2010,SC2086 # sysfs names
imcs=$(ls $PMUS | grep -c '^uncore_imc_[0-9]*$')
xpmu-metric -I 1000 -n 1 >/tmp/live.log 2>&1 || fail "xpmu-metric -I 1000 -n 1: exit status"
cat /tmp/live.log
for s in $(emr_sockets); do
	check "the live view: socket $s's memory rows, read, write and total MB/s, reads more than 0" \
		"$(awk -v s="socket $s" '/^socket / || /^machine/ {in_s = ($0 == s)}
			in_s && $1 ~ /^imc_[0-9]+$/ && $(NF - 2) > 0 &&
				$(NF - 1) ~ /^[0-9.]+$/ && $NF ~ /^[0-9.]+$/ {n++}
			END {print n + 0}' /tmp/live.log)" "$imcs"
done

# "Prometheus": the paranoid level, then the service.
echo kernel.perf_event_paranoid=2 >/etc/sysctl.d/50-perf.conf
sysctl --system >/dev/null 2>&1 || fail "sysctl --system"
check "kernel.perf_event_paranoid" "$(cat /proc/sys/kernel/perf_event_paranoid)" 2
# Its interval, 2 s rather than 10, by a drop-in as uncore.rst says: the
# test waits for several.
mkdir -p /etc/systemd/system/xpmu-prometheus.service.d
printf '[Service]\nEnvironment=XPMU_PROMETHEUS_INTERVAL_MS=2000\n' \
	>/etc/systemd/system/xpmu-prometheus.service.d/interval.conf
systemctl daemon-reload || fail "systemctl daemon-reload"
systemctl enable --now xpmu-prometheus || fail "systemctl enable --now xpmu-prometheus"
check "the drop-in's interval" \
	"$(systemctl show -p Environment --value xpmu-prometheus | tr ' ' '\n' | grep INTERVAL_MS)" \
	XPMU_PROMETHEUS_INTERVAL_MS=2000
check "xpmu-prometheus enabled" "$(systemctl is-enabled xpmu-prometheus)" enabled

# The file's intervals so far, through the link in the textfile directory.
intervals() { prom_intervals $DIR/xpmu.prom; }
# A limit for a service that never writes, not a timing: 30 intervals of
# 2 s.
wait_intervals() { prom_wait_intervals $DIR/xpmu.prom "$1" 60 || systemctl status xpmu-prometheus; }
# What the model counted as CAS reads: "SOCKET CHANNEL COUNT" for every
# iMC unit of every socket, the counters whose last event was
# CAS_COUNT.RD (umask 0xcf, event 0x05: emr_truth prints the control),
# read in one emr_truth start.  The channel label is the iMC PMU's number
# (intel_uncore's PMUs span the sockets; perf --per-socket splits them).
for s in $(emr_sockets); do
	i=0
	while [ $i -lt "$imcs" ]; do
		for c in 0 1 2 3; do echo "$s $(emr_type imc) $i $c"; done
		i=$((i + 1))
	done
done >/tmp/truth-q
cas_reads() {	# cas_reads FILE
	$T -q </tmp/truth-q >/tmp/truth-a || fail "emr_truth -q"
	paste -d' ' /tmp/truth-q /tmp/truth-a | awk '{h = $7; sub(/^0x/, "", h)
		if (substr(h, length(h) - 3) == "cf05") n[$1 " " $3] += $5}
		END {for (k in n) print k, n[k]}' | sort >"$1"
}
# A scrape: "SOCKET CHANNEL BYTES" of every memory read series.
scrape() {	# scrape FILE
	curl -sf -o "$1" $URL || fail "curl $URL"
	sed -n 's/^xpmu_memory_read_bytes_total{channel="\([0-9]*\)",socket="\([0-9]*\)"} \([0-9.e+]*\)$/\2 \1 \3/p' "$1" |
		sort >"$1.reads"
}
# The model's counters stopped (frz_all on every socket), then two
# intervals: the first may have read a socket before the freeze, every
# read of the second follows it, so that the file holds all the model
# counted until then.
freeze() {	# freeze 0|1
	for s in $(emr_sockets); do $T -f "$1" "$s" || fail "frz_all $1 on socket $s"; done
}
settle() {
	k=$(intervals)
	wait_intervals $((k + 2))
}
# Each series' growth between two scrapes against 64 bytes a CAS read the
# model counted in between: "SOCKET CHANNEL SCRAPED MODEL" of each series
# that differs, or whose channel one side lacks; nothing when all agree.
differences() {	# differences SCALE
	awk -v scale="$1" '
		FILENAME == ARGV[1] { s1[$1 " " $2] = $3; next }
		FILENAME == ARGV[2] { s2[$1 " " $2] = $3; next }
		FILENAME == ARGV[3] { t1[$1 " " $2] = $3; next }
		{ t2[$1 " " $2] = $3 }
		END {
			for (k in s2) {
				got = s2[k] - s1[k]; want = scale * (t2[k] - t1[k])
				if (!(k in s1) || !(k in t1) || !(k in t2) || got != want)
					print k, got, want
				seen[k] = 1
			}
			for (k in t2) if (!(k in seen)) print k, "none", scale * (t2[k] - t1[k])
		}' /tmp/scrape-1.reads /tmp/scrape-2.reads /tmp/truth-1 /tmp/truth-2 | sort
}
wait_intervals 1
check "xpmu-prometheus active" "$(systemctl is-active xpmu-prometheus)" active
check "the textfile directory: the service's link" "$(readlink $DIR/xpmu.prom)" /run/xpmu-prometheus/xpmu.prom
freeze 1
settle
scrape /tmp/scrape-1
cas_reads /tmp/truth-1
freeze 0
k=$(intervals)
wait_intervals $((k + 1))
freeze 1
settle
scrape /tmp/scrape-2
cas_reads /tmp/truth-2
freeze 0
echo "read bytes scraped, then the model's CAS reads (socket channel count), at the first and the second freeze:"
paste -d' ' /tmp/scrape-1.reads /tmp/scrape-2.reads /tmp/truth-1 /tmp/truth-2
check "the model counted reads on every channel between the scrapes" \
	"$(awk 'NR == FNR {a[$1 " " $2] = $3; next} $3 > a[$1 " " $2] {n++} END {print n + 0}' \
		/tmp/truth-1 /tmp/truth-2)" $((imcs * ${EMR_SOCKETS:-2}))
check "xpmu_memory_read_bytes_total, scraped: each series grew by 64 bytes a CAS read the model counted" \
	"$(differences 64)" ""
# The control: the same comparison at 32 bytes a read finds every series
# off, so that an empty answer above is a comparison that was made.
check "the control: at 32 bytes a read, every series differs" \
	"$(differences 32 | wc -l)" $((imcs * ${EMR_SOCKETS:-2}))

# The documented families, each with its documented labels (the
# series' label names, sorted), and every series a counter.
sed -n '/^# TYPE xpmu_/p' /tmp/scrape-2
while read -r fam labels; do
	got=$(awk -v f="$fam" 'index($0, f "{") == 1 || index($0, f " ") == 1 {
		l = $1; sub(/^[^{]*\{?/, "", l); sub(/\}$/, "", l)
		n = split(l, p, ","); s = ""
		for (i = 1; i <= n; i++) { sub(/=.*/, "", p[i]); s = s (i > 1 ? "," : "") p[i] }
		k[s] = 1 } END { for (s in k) print (s == "" ? "-" : s) }' /tmp/scrape-2 | sort | paste -sd' ' -)
	check "scraped $fam: its labels" "$got" "$labels"
	check "scraped $fam: a counter" "$(sed -n "s/^# TYPE $fam //p" /tmp/scrape-2)" counter
done <<-EOF2
	xpmu_memory_read_bytes_total channel,socket
	xpmu_memory_write_bytes_total channel,socket
	xpmu_upi_transmit_data_bytes_total link,socket
	xpmu_upi_receive_data_bytes_total link,socket
	xpmu_upi_transmit_flit_slots_total link,socket
	xpmu_upi_clockticks_total link,socket
	xpmu_iio_inbound_bytes_total socket,stack
	xpmu_llc_data_read_lookups_total socket
	xpmu_llc_data_read_misses_total socket
	xpmu_llc_rfo_inserts_total socket
	xpmu_llc_rfo_miss_inserts_total socket
	xpmu_intervals_total -
EOF2
check "scraped: a memory read series per iMC PMU per socket" \
	"$(grep -c '^xpmu_memory_read_bytes_total{' /tmp/scrape-2)" $((imcs * ${EMR_SOCKETS:-2}))
check "the node exporter's textfile collector: no error" \
	"$(awk '/^node_textfile_scrape_error / {print $2}' /tmp/scrape-2)" 0

# Stopped, it leaves nothing served.
systemctl stop xpmu-prometheus
check "stopped: the link gone" "$(ls -A $DIR)" ""
curl -sf -o /tmp/scrape-3 $URL || fail "curl $URL after the stop"
check "stopped: no xpmu series served" "$(grep -c '^xpmu_' /tmp/scrape-3)" 0
finish
