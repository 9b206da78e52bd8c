#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make check: everything, from a fresh Debian 12 machine (as root).
#
#  1. install missing Debian packages (scripts/deps.sh)
#  2. harness self-test: the summariser on recorded guest logs; every
#     guest script parsed by the guest's shell (scripts/guest-syntax.sh)
#  3. the cached test kernel (scripts/testkernel.sh) and KCSAN kernel
#     (scripts/testkernel.sh --kcsan), perf 6.12
#     (scripts/perf612.sh) and QEMU with the EMR model (scripts/qemu.sh)
#  4. the modules, W=1, against the test kernel (with sparse), the KCSAN
#     kernel, Debian's 6.12 headers and Debian's 6.1 headers, where the
#     guests take them; any warning fails; then
#     xpmu_itanium for ia64 (scripts/build-ia64.sh: a cross compiler
#     and an ia64 kernel from Debian's sources, built once)
#  5. checkpatch --strict on every C file of ours (QEMU's checkpatch on
#     qemu/tree); the Debian packages xpmu-dkms and xpmu-tools built
#     (lintian clean), their autopkgtests run on this host (DKMS builds
#     against Debian's 6.1 and 6.12 headers), purged, then piuparts in a
#     clean Debian 12 chroot (scripts/deb-check.sh); the event catalog
#     generator's tests
#  6. guests in two queues side by side: the test kernel (scripts/vm
#     --tests --perf612), KUnit modules + every tests/guest script, then
#     the full QEMU model (scripts/vm --native) under Debian's 6.12, the
#     scripts of tests/guest/native only it can run ($XPMU_STOCK612_TESTS),
#     and under Debian's 6.1, all of them, then Debian's 6.12 without
#     NUMA on the model's 1-socket layout with two tables (--layout 1s
#     --split-tables --no-numa), and Debian's 6.12 with the packages'
#     files as step 5 installed them, booted as an Emerald Rapids
#     (--package, tests/guest/package: the gate at boot, the tools on
#     the driver it chose), and a Debian 12 server with systemd taken
#     from the packages to a scraped Prometheus series by the documented
#     steps (--deb12).  Beside them Debian 12's stock 6.1 kernel
#     (scripts/vm --stock61), the scripts of $XPMU_STOCK61_TESTS, then
#     Debian's 6.12 on the model of one unit of each kind (--shape), the
#     event catalog, the test kernel on the full model, all the native
#     scripts, then the KCSAN kernel on the model ($XPMU_KCSAN_TESTS and
#     the Itanium's $XPMU_KCSAN_IA_TESTS), and the packages booted as a
#     Sapphire Rapids
#  7. the verdict of each: per-suite summary, then "N passed, N failed,
#     N skipped"
#
# Exits non-zero if any step fails, any test fails, the guest hangs or
# dies, or the console shows a kernel splat.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
cd "$XPMU_TOP"

# The guest scripts run on Debian 12's 6.1 as well: the Itanium's sample
# paths (EAR data, the trace buffer as a branch stack: a 6.1-only branch in
# drivers/itanium/overflow.c), perf stat and perf record end to end on the
# Itanium PMUs, the attribute checks (the perf core differs), the
# load/unload cycles (perf_pmu_register() and its unregister on 6.1's
# core) and the throttle (the module's two overflows a sample lean on
# perf_swevent_overflow(), which must throttle on 6.1 as on 6.12).  The
# uncore runs there on the QEMU model (tests/guest/native).
XPMU_STOCK61_TESTS="itanium_attr itanium_dear itanium_etb itanium_iear itanium_ipear
	itanium_lifecycle itanium_load_cycles itanium_multiplex itanium_pmc13 itanium_qual itanium_record
	itanium_stat itanium_task itanium_throttle"

# The KCSAN kernel's scripts on the model (Documentation/testing.rst,
# "Races: the KCSAN kernel"): those in which cpus read and update one
# box or one event at once; mixed_concurrency runs the Itanium's sessions
# on its simulator beside the uncore's.
XPMU_KCSAN_TESTS="mixed_concurrency hotplug_storm multiplex read_race"
# and, in the same boot, the Itanium's per-task and multiplexed sessions:
# counts read and updated at each context switch and rotation.
XPMU_KCSAN_IA_TESTS="itanium_multiplex itanium_task"

# The model of one unit of each kind (qemu/README): perf 6.1 parses every
# alias of every PMU at start-up, and the catalog test gives the driver
# all 3,802 of them.
XPMU_SMALL_SHAPE="chas=1,stacks=1,imcs=1,upis=1,m3upis=1,m2ms=1,mdfs=1,cxls=1"

# The catalog tests read the hardware documents, which the repository
# does not hold (scripts/catalog/seeds.py says where they are looked
# for): without them make check would skip those tests and pass.
python3 scripts/catalog/seeds.py || exit 1

start=$SECONDS
step() {
	echo "== [$((SECONDS - start))s] $*"
}

step "packages"
scripts/deps.sh

step "kernel source"
src=$(scripts/kernel-source.sh)

step "harness self-test"
scripts/harness-selftest.sh "$src/tools/testing/kunit"
scripts/guest-syntax.sh

step "test kernel"
kdir=$(scripts/testkernel.sh)
step "KCSAN test kernel"
kdirkcsan=$(scripts/testkernel.sh --kcsan)

step "perf 6.12 for the guest"
scripts/perf612.sh >/dev/null

step "QEMU with the EMR model (scripts/qemu.sh)"
scripts/qemu.sh >/dev/null

# In the directories the guests take them from (xpmu_modules_dir): the
# guests build nothing.
modules() {	# modules KDIR [kbuild args...]
	scripts/build-modules.sh --no-warnings "$1" "$(xpmu_modules_dir "$1")" W=1 "${@:2}" >/dev/null
}
step "modules: test kernel, W=1, sparse"
modules "$kdir" C=2
step "modules: the KCSAN kernel, W=1"
modules "$kdirkcsan"
step "modules: Debian 6.12 headers $(xpmu_kdir_612), W=1"
modules "$(xpmu_kdir_612)"
kdir61=$(xpmu_kdir_61)
[ -n "$kdir61" ] || die "no Debian 6.1 headers (linux-headers-amd64)"
step "modules: Debian 6.1 headers $kdir61, W=1"
modules "$kdir61"
step "modules: ia64, Debian's 6.1 source, W=1, sparse (scripts/build-ia64.sh)"
scripts/build-ia64.sh W=1 C=2 >/dev/null

step "checkpatch --strict"
scripts/checkpatch.sh "$src"
# The QEMU side in QEMU's style, by QEMU's checkpatch (qemu/README); the
# patches to QEMU's files carry no Signed-off-by, which it would want.
qsrc=$(dirname "$(dirname "$(scripts/qemu.sh)")")/src
mapfile -t qfiles < <(find qemu/tree -name '*.[ch]' | sort)
# It exits 0 on warnings: any finding fails here.
qout=$(perl "$qsrc/scripts/checkpatch.pl" --no-tree -q -f "${qfiles[@]}" 2>&1 || true)
if echo "$qout" | grep -qE '^(ERROR|WARNING):'; then
	echo "$qout"
	die "QEMU's checkpatch: findings in qemu/tree"
fi
echo "QEMU's checkpatch: ${#qfiles[@]} files clean"

step "Debian packages: build, lintian, autopkgtest (DKMS, Debian 6.1 and 6.12 headers), purge, piuparts"
scripts/deb-check.sh

step "event catalog generator tests"
# The core lists are compared with perf's tables and the kernel's p6.c
# in the tree the test kernel was built from: it must be there.
XPMU_LINUX_SRC=$(xpmu_src_dir)
export XPMU_LINUX_SRC
python3 -m unittest discover -s tests/catalog 2>&1 | tail -n 3
python3 -m unittest discover -s tests/catalog >/dev/null 2>&1 ||
	die "event catalog generator tests failed (python3 -m unittest discover -s tests/catalog -v)"

# Guests in two queues side by side (a TCG guest keeps about one host
# core busy, perf's start-up being one thread), of about the same length
# (Documentation/testing.rst, "What it costs"): the test kernel
# with the KUnit modules and the tests/guest scripts, then the QEMU model
# under Debian's 6.12 (NUMA: the driver places each socket's discovery
# table by the node of its device, as on a server) and 6.1; beside them,
# Debian 12's default kernel with the scripts that reach what differs
# between 6.1 and 6.12 (Documentation/testing.rst, "Debian 12's 6.1"),
# then the model of one unit of each kind (the event catalog) and the
# model under the test kernel (no NUMA: by the Ubox of the table's
# units), tests/guest/native on each model.  KUnit, the benchmarks and
# the intel_uncore fixture need CONFIG_KUNIT, which Debian's kernels do
# not have.
# The guests share the cached base initramfs: built once, before any.
scripts/initramfs-base.sh >/dev/null
# The Debian 12 server's image (scripts/deb12-image.sh), from the chroot
# tarball piuparts made in step 5: made once, before any guest.
deb12=$(scripts/deb12-image.sh)
out=$XPMU_BUILDS/check-logs
out61=$XPMU_BUILDS/check-logs-61
outnat=$XPMU_BUILDS/check-logs-native
outnat612=$XPMU_BUILDS/check-logs-native612
outnat61=$XPMU_BUILDS/check-logs-native61
outsmall=$XPMU_BUILDS/check-logs-small
out1s=$XPMU_BUILDS/check-logs-native1s
outpkg=$XPMU_BUILDS/check-logs-package
outpkgspr=$XPMU_BUILDS/check-logs-package-spr
outpkgsig=$XPMU_BUILDS/check-logs-package-sig
outkcsan=$XPMU_BUILDS/check-logs-kcsan
outdeb12=$XPMU_BUILDS/check-logs-deb12
all=("$out" "$outsmall" "$outkcsan" "$outnat612" "$outnat61" "$out61" "$outnat" "$out1s" "$outpkg" "$outpkgspr" "$outpkgsig" "$outdeb12")
rm -rf "${all[@]}"
mkdir -p "${all[@]}"
# Each guest's host seconds, wall and CPU (QEMU's, user + system) in
# $dir/host-time: the queues share two cores, so a guest's CPU, not its
# wall time, is what it takes from the other queue.  Timed in a subshell:
# bash's time counts every child the shell reaps meanwhile, and this
# shell reaps the other queue's when it ends.
TIMEFORMAT='%R %U %S'
guest() {	# guest OUTDIR TIMEOUT scripts/vm ARGS...
	local dir=$1 limit=$2 status=0 stale
	shift 2
	(time scripts/vm "$@" --tests --out "$dir" --timeout "$limit" >"$dir/vm.log" 2>&1) \
		2>"$dir/host-time" || status=$?
	echo $status >"$dir/status"
	# A guest kernel that died of an int3 its memory no longer held ran
	# code TCG had translated before the kernel patched it
	# (scripts/stale-int3.py says why that is QEMU's, not ours): run that
	# guest once more, keep the first run's logs and say so.  Seen once
	# in about 40 guest runs, under Debian's 6.12.
	stale=$(python3 scripts/stale-int3.py "$dir/console.log") || return 0
	mkdir "$dir/stale-run"
	mv "$dir/console.log" "$dir/results.log" "$dir/vm.log" "$dir/status" "$dir/host-time" \
		"$dir/stale-run/"
	echo "$stale" >"$dir/stale-run/why"
	status=0
	(time scripts/vm "$@" --tests --out "$dir" --timeout "$limit" >"$dir/vm.log" 2>&1) \
		2>"$dir/host-time" || status=$?
	echo $status >"$dir/status"
}
# --one-thread: the two queues' guests have 8 vCPUs on this host's two
# cores, and a vCPU that spins for another (cpu hotplug's stop_machine,
# IPIs, spinlocks) burns host CPU while the one it waits for is not
# running; in turn on one host thread it hands over at once.  Each guest's
# host CPU seconds, a thread per vCPU against one thread, both runs side by
# side: the model under Debian's 6.12 168 against 127, under Debian's 6.1
# 227 against 177, Debian 6.1's Itanium guest 114 against 104, the small
# model 163 against 149.  Those run so.  The test kernel's two other
# guests keep a thread per vCPU (alone, the model under it, seven of its
# scripts, 314 against 250; the test guest's Itanium scripts 202 against
# 198): their KASAN and lockdep see cpus run at the same instant
# (mixed_concurrency, hotplug_storm, real_hw's bind race, the Itanium's
# sessions).
# Which kernel runs which scripts: every script under 6.12 and 6.1, and
# under 6.12 with the debugging checks (the test kernel: KASAN, lockdep,
# kmemleak; the concurrency scripts under KCSAN too).  Debian's 6.12
# runs what only it can show: its intel_uncore as referee, counting
# beside xpmu (kernel_reference, repeated_events, bench_cost), the uncore
# frequency modules (xpmu_check), NUMA on two sockets (layout, as 6.1's
# guest does), perf 6.12's tables (perf612) and a scraped Prometheus
# series (prometheus, --prometheus: 36 MB more initramfs).  The test
# kernel runs the others with perf 6.12 (the pair Debian 13 ships),
# Debian's kernels with Debian 12's perf 6.1.
XPMU_STOCK612_TESTS="bench_cost kernel_reference layout perf612 prometheus repeated_events
	xpmu_check"
step "in the background: Debian 6.1 guest ($XPMU_STOCK61_TESTS), then the model: one unit of each kind, under the test kernel, the KCSAN kernel, then the packages on a Sapphire Rapids"
(
	guest "$out61" "${XPMU_GUEST61_TIMEOUT:-2400}" --stock61 --one-thread \
		--only "$XPMU_STOCK61_TESTS"
	guest "$outsmall" "${XPMU_GUEST_SMALL_TIMEOUT:-1800}" --native --stock --one-thread \
		--shape "$XPMU_SMALL_SHAPE" --only catalog
	# Perf 6.1 would read every alias of every PMU at every start-up
	# (78,000 on the full model), seconds a run under KASAN; 6.12 reads
	# a PMU's only when an event names it.  This model numbers the
	# sockets' buses the other way round: a die's bus comes from its
	# Ubox's GID mapping alone (no NUMA in the test kernel), and it has
	# a GPU's OOBMSM whose table reads all ones (native/layout).
	# native/perf612 holds perf 6.12's tables against the catalog, the
	# same on every kernel: Debian's 6.12 runs it.
	guest "$outnat" "${XPMU_GUEST_NATIVE_TIMEOUT:-3600}" --native --perf612 --renumbered \
		--broken-oobmsm --skip perf612
	# The KCSAN kernel on the model (scripts/testkernel.sh --kcsan): a
	# thread per vCPU, so that cpus run at the same instant and KCSAN's
	# watchpoints see the other cpus' accesses; the Itanium's scripts
	# after the model's, in the same boot.
	guest "$outkcsan" "${XPMU_GUEST_KCSAN_TIMEOUT:-1800}" --kcsan --native --perf612 \
		--only "$XPMU_KCSAN_TESTS $XPMU_KCSAN_IA_TESTS"
	# The packages on a Sapphire Rapids: Debian 12's Intel PCM (202302,
	# which knows SPR, not EMR) against the model (package/pcm), through
	# intel_uncore and on its own.
	guest "$outpkgspr" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock --one-thread \
		--model 143 --package "$XPMU_BUILDS/package-root" --pcm --only "boot pcm tools"
) &
bg=$!

step "test guest, then the model under Debian's 6.12 and 6.1, then the packages on an Emerald Rapids and a Debian 12 server"
# The limits are for a hung guest, with room for a busy host.
guest "$out" "${XPMU_GUEST_TIMEOUT:-2400}" --perf612
guest "$outnat612" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock --one-thread \
	--prometheus --only "$XPMU_STOCK612_TESTS"
# native/metric_live tests a tool of perf's interface, the same on every
# kernel: with perf 6.1 here and on one socket, with perf 6.12 under the
# test kernel.
guest "$outnat61" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock61 --one-thread \
	--skip perf612
# The 1-socket machine (scripts/vm --layout 1s), its discovery table
# split over two OOBMSMs (--split-tables): the scripts written for two
# sockets skip there; native/layout and native/tables run.  Without NUMA
# (--no-numa: numa=off, as a kernel without CONFIG_NUMA): the driver
# gives both tables to the die by the Ubox of their units' bus and their
# OOBMSMs' shared bus.  Debian's 6.12, not the test kernel, which has no
# NUMA either but runs every KUnit suite again at each boot.
guest "$out1s" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock --one-thread \
	--layout 1s --split-tables --no-numa
# The Debian packages as installed (step 5 kept their root): udev's loads
# at boot on an Emerald Rapids and on a Sapphire Rapids, and the tools
# counting through the driver the gate chose, xpmu_uncore on the one and
# intel_uncore on the other (tests/guest/package).  --only names the
# scripts: without it a guest whose script went missing would report only
# kmemleak, and pass.
guest "$outpkg" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock --one-thread \
	--cores 8 --package "$XPMU_BUILDS/package-root" --only "boot tools"
guest "$outpkgsig" "${XPMU_GUEST_NATIVE_STOCK_TIMEOUT:-1200}" --native --stock --one-thread \
	--sig-enforce --package "$XPMU_BUILDS/package-root" --only boot
# A Debian 12 server booted with systemd (scripts/vm --deb12), taken from
# the packages make deb built to the live view and a scraped Prometheus
# series by Documentation/uncore.rst's steps (tests/guest/deb12).
guest "$outdeb12" "${XPMU_GUEST_DEB12_TIMEOUT:-900}" --native --one-thread \
	--deb12 "$deb12" --only admin
wait $bg || true
for d in "${all[@]}"; do
	cat "$d/vm.log"
	echo "guest logs: $d/console.log (kernel), $d/results.log (KTAP);" \
		"$(scripts/guest-times.sh "$d/results.log" | awk '$1 == "(all)" {printf "%s s of guest time", $2}')," \
		"$(awk '{printf "host: %.0f s wall, %.0f s CPU", $1, $2 + $3}' "$d/host-time" 2>/dev/null)"
done

step "results (make check took $((SECONDS - start))s)"
# Benchmarks print figures; they are reported, not judged.
cat "$out/results.log" "$outsmall/results.log" "$outnat/results.log" "$outnat612/results.log" |
	grep '^# bench:' | sed 's/^# //' || true
status=0
failed=()
summary() {	# summary TITLE OUTDIR
	local why rc=0
	echo "-- $1"
	if [ -f "$2/stale-run/why" ]; then
		echo "NOTE: run twice: the first run's kernel died of QEMU's stale code ($(cat "$2/stale-run/why")); its logs: $2/stale-run/"
	fi
	python3 scripts/ktap-summary.py --kunit-dir "$src/tools/testing/kunit" \
		--results "$2/results.log" --console "$2/console.log" \
		--qemu-status "$(cat "$2/status" 2>/dev/null || echo 125)" \
		2>"$2/summary.err" || rc=$?
	cat "$2/summary.err"
	[ $rc = 0 ] && return
	status=1
	why=$(grep -E '^not ok' "$2/results.log" 2>/dev/null | tr '\n' ' ' || true)
	[ -n "$why" ] || why=$(grep -m 1 '^xpmu: FAIL:' "$2/summary.err" | tr '\n' ' ' || true)
	why+=$(grep -m 1 '^xpmu: FAIL: kernel splat' "$2/summary.err" | tr '\n' ' ' || true)
	failed+=("$1: $why($2)")
}
summary "test kernel $(basename "$kdir"), perf 6.12" "$out"
summary "Debian 12's $(basename "$(xpmu_kdir_61)" | sed 's/^linux-headers-//')" "$out61"
summary "the QEMU model (scripts/vm --native --perf612 --renumbered --broken-oobmsm), test kernel, perf 6.12" "$outnat"
summary "the QEMU model (scripts/vm --native --stock --one-thread --prometheus --only \"$XPMU_STOCK612_TESTS\"), Debian's $(xpmu_src_version)" \
	"$outnat612"
summary "the QEMU model (scripts/vm --native --stock61 --one-thread), Debian 12's 6.1" "$outnat61"
summary "the QEMU model's 1-socket layout, two tables, no NUMA (scripts/vm --native --stock --one-thread --layout 1s --split-tables --no-numa), Debian's $(xpmu_src_version)" \
	"$out1s"
summary "the QEMU model of one unit of each kind (--shape $XPMU_SMALL_SHAPE), Debian's $(xpmu_src_version)" "$outsmall"
summary "the KCSAN test kernel on the QEMU model (scripts/vm --kcsan --native --perf612 --only \"$XPMU_KCSAN_TESTS $XPMU_KCSAN_IA_TESTS\")" "$outkcsan"
summary "the Debian package at boot, Emerald Rapids, 16 cpus (scripts/vm --native --stock --cores 8 --package), Debian's $(xpmu_src_version)" "$outpkg"
summary "the Debian package at boot, Emerald Rapids, module signatures enforced (--sig-enforce), Debian's $(xpmu_src_version)" "$outpkgsig"
summary "the Debian package at boot, Sapphire Rapids (--model 143), Debian's $(xpmu_src_version)" "$outpkgspr"
summary "a Debian 12 server, systemd, Debian 12's 6.1: the admin's steps (scripts/vm --native --deb12)" "$outdeb12"
# CI shows the end of this output: what failed comes last.
for f in "${failed[@]}"; do
	echo "FAILED: $f"
done
exit $status
