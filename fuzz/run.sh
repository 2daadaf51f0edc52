#!/usr/bin/env bash
# Builds the fuzz targets (CMake preset "fuzz", in build-fuzz/), writes their
# seed corpus with the project's own writers, replays the inputs that once
# crashed (fuzz/regressions/<target>/), then fuzzes each target in turn.
#
#   fuzz/run.sh TARGET|all SECONDS     each target for SECONDS seconds
#   fuzz/run.sh TARGET|all -runs=N     each target for N executions
#   extra arguments are passed to libFuzzer (e.g. -jobs=2, -seed=1)
#
# Corpora grow in build-fuzz/corpus/<target>/ from run to run; a crash, leak,
# timeout or out-of-memory leaves its input in build-fuzz/artifacts/<target>/
# and fails the run. Each target's log, with libFuzzer's final statistics, is
# build-fuzz/logs/<target>.log.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
targets_all=(reg_file regf_file hive_snapshot hive_log zdb_data zdb_index wrstorepp_block store_uri dump_reader)

if [ $# -lt 2 ]; then
    echo "usage: fuzz/run.sh TARGET|all SECONDS|-runs=N [libFuzzer options...]" >&2
    echo "targets: ${targets_all[*]}" >&2
    exit 2
fi
which=$1
budget=$2
shift 2
if [ "$which" = all ]; then
    targets=("${targets_all[@]}")
else
    targets=("$which")
fi
case "$budget" in
-runs=*) limit=("$budget") ;;
*[!0-9]* | '')
    echo "fuzz/run.sh: SECONDS must be a number or -runs=N, not '$budget'" >&2
    exit 2
    ;;
*) limit=("-max_total_time=$budget") ;;
esac

build=$root/build-fuzz
cd "$root"
if [ ! -f "$build/build.ninja" ]; then
    cmake --preset fuzz
fi
cmake --build "$build" --target wr_fuzz_all -j "${WR_FUZZ_JOBS:-2}"

# The targets write each input to a scratch file: in memory (/dev/shm) where
# the machine has it, which runs the store-opening targets 2-3 times faster
# than a disk, else inside the build.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    export TMPDIR=/dev/shm/wr-fuzz-$$
else
    export TMPDIR=$build/tmp
fi
rm -rf "$TMPDIR" "$build/seeds"
mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT
"$build/bin/wr_fuzz_seeds" "$build/seeds"

failed=()
for target in "${targets[@]}"; do
    binary=$build/bin/fuzz_$target
    if [ ! -x "$binary" ]; then
        echo "fuzz/run.sh: no target '$target' (targets: ${targets_all[*]})" >&2
        exit 2
    fi
    corpus=$build/corpus/$target
    artifacts=$build/artifacts/$target
    log=$build/logs/$target.log
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    regressions=$root/fuzz/regressions/$target
    if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
        echo "== $target: replaying $(ls "$regressions" | wc -l) regression input(s)"
        if ! "$binary" "$regressions"/* >"$log.regressions" 2>&1; then
            echo "fuzz/run.sh: $target fails on a regression input; see $log.regressions" >&2
            failed+=("$target")
            continue
        fi
    fi
    echo "== $target: fuzzing (${limit[*]})"
    if "$binary" "${limit[@]}" -timeout=25 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$@" "$corpus" "$build/seeds/$target" >"$log" 2>&1; then
        grep -E '^#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb' "$log" || true
    else
        echo "fuzz/run.sh: $target found a crash, leak or timeout; see $log and $artifacts/" >&2
        grep -E 'ERROR: |SUMMARY: |Test unit written' "$log" >&2 || true
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz/run.sh: failed: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz/run.sh: ${#targets[@]} target(s) ran clean"
