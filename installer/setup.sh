#!/usr/bin/env bash
# WR Studio set-up on Debian 12: installs the missing packages, builds, and then
#   run                  starts wrstudio on a sample hive (seed 003's Factory tree)
#   test                 runs the whole test suite through ctest
#   test-asan|test-tsan  builds the core and its tests with AddressSanitizer+UBSan
#                        or ThreadSanitizer and runs them
#   fuzz SECONDS         builds the fuzz targets (clang, no Qt) and runs each
#                        for SECONDS seconds (fuzz/run.sh)
#   build                only builds
# Safe to run again: packages already installed, a configured build and an
# existing sample hive are reused, so a second run takes seconds.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-build}
jobs=$(nproc 2>/dev/null || echo 2)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_packages() {
    local missing=()
    while read -r pkg; do
        [ -z "$pkg" ] || [ "${pkg#\#}" != "$pkg" ] && continue
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done < "$root/installer/debian-packages.txt"
    if [ ${#missing[@]} -gt 0 ]; then
        echo "setup: installing ${missing[*]}"
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
    fi
}

# build DIR [cmake options...]
build() {
    local dir=$1
    shift
    if [ ! -f "$dir/build.ninja" ]; then
        cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    fi
    cmake --build "$dir" -j "$jobs"
}

run_tests() {
    local dir=$1
    shift
    ctest --test-dir "$dir" --output-on-failure -j "$jobs" "$@"
}

install_packages
case "$mode" in
build)
    build "$root/build"
    ;;
run)
    build "$root/build"
    sample="$root/build/sample/factory-hive"
    if [ ! -d "$sample" ]; then
        "$root/build/bin/wrctl" factory generate "$sample"
    fi
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "setup: no display found; starting wrstudio under a virtual X server (xvfb-run)"
        exec xvfb-run -a "$root/build/bin/wrstudio" --hive "$sample"
    fi
    exec "$root/build/bin/wrstudio" --hive "$sample"
    ;;
test)
    build "$root/build"
    run_tests "$root/build"
    ;;
test-asan)
    build "$root/build-asan" -DWR_BUILD_GUI=OFF -DWR_SANITIZE=address
    # The areas whose runs under AddressSanitizer + UBSan are known clean.
    ASAN_OPTIONS=detect_leaks=1 run_tests "$root/build-asan" -R 'util|registry|hive|factory_tree|regfile|wrctl_reg|zdb|wrstorepp|migrate_own|run_history|bench_custom' -E 'zdb_conformance_async'
    ;;
test-tsan)
    build "$root/build-tsan" -DWR_BUILD_GUI=OFF -DWR_SANITIZE=thread
    # The threaded engines whose runs are known clean: the hive, and ZDB's
    # store tests (many writers, the room keeper, write-back); the peers' own
    # libraries are not built with ThreadSanitizer, so it cannot judge them.
    # The crash tests fork a writer and kill it; ThreadSanitizer does not
    # support fork from a threaded process, so they run in the other builds.
    # ZDB's conformance runs take minutes under it and stay out too. The
    # migrator runs between the project's own engines (migrate_own).
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$root/tests/tsan.supp" \
        run_tests "$root/build-tsan" -R 'registry|util|factory_tree|zdb_store|zdb_units|migrate_own' -E 'recovery|crash'
    ;;
fuzz)
    exec "$root/fuzz/run.sh" all "${2:-10}"
    ;;
*)
    echo "usage: installer/setup.sh run|test|test-asan|test-tsan|fuzz [SECONDS]|build" >&2
    exit 2
    ;;
esac
