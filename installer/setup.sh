#!/usr/bin/env bash
# WR Studio set-up on Debian 12: installs the missing packages, builds, and then
#   run                  starts wrstudio on a sample hive (seed 003's Factory tree)
#   test                 runs the whole test suite through ctest
#   test-asan            builds everything with AddressSanitizer + UBSan in
#                        build-asan/ and runs the whole test suite under it, leak
#                        checking on; timeouts grow with the sanitizer
#   test-tsan            builds the threaded engines' tests with ThreadSanitizer in
#                        build-tsan/ and runs them (ZDB, the hive, WR-Store++,
#                        the migrator, the benchmark runner)
#   fuzz SECONDS         builds the fuzz targets (clang, no Qt) and runs each
#                        for SECONDS seconds (fuzz/run.sh)
#   build-types          builds as a user or packager would, warnings reported
#                        but not errors: wrstudio and wrctl in Release
#                        (build-release/), wrctl in Debug (build-debug/)
#   package              builds the Debian package wr-studio_<version>_amd64.deb in
#                        build-package/ and validates it: desktop-file-validate,
#                        appstreamcli validate, lintian (docs/packaging.md)
#   windows              cross-builds wrctl.exe and the Qt-free tests for Windows
#                        (build-windows/, the windows-cross preset) and runs under
#                        Wine the tests (on portable hives, then on Wine's registry),
#                        the smoke test (installer/windows-smoke.sh) and the regedit
#                        round trips (tests/windows/regedit_round_trip.sh); docs/windows.md
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

# build DIR [cmake options...] — the project's own builds, where warnings are
# errors.
build() {
    local dir=$1
    shift
    if [ ! -f "$dir/build.ninja" ]; then
        cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWR_WARNINGS_AS_ERRORS=ON "$@"
    elif [ $# -gt 0 ]; then
        # A tree configured earlier with other options gets this mode's.
        cmake -S "$root" -B "$dir" "$@" >/dev/null
    fi
    cmake --build "$dir" -j "$jobs" ${targets:+--target $targets}
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
    # Every test executable, the offscreen widget and window tests and the
    # wrctl and wrstudio processes they start included, under AddressSanitizer
    # + UBSan with leak checking. The sanitizer options and the longer
    # timeouts come with the tests (cmake/WrTargets.cmake, wr_test_properties).
    build "$root/build-asan" -DWR_BUILD_GUI=ON -DWR_SANITIZE=address
    run_tests "$root/build-asan"
    ;;
test-tsan)
    # The tests of the threaded engines: ZDB's writers, room keeper,
    # write-back and compaction (zdb_store, zdb_units, zdb_compaction), the
    # hive, its arena's chunk preparer and its value indexer (registry,
    # hive_arena, util) and the Factory tree's
    # writer threads (factory_tree), WR-Store++'s Parallel-GET and
    # reallocation under readers and a writer (wrstorepp), the migrator's
    # pipeline (migrate_own_engines) and the benchmark runner with its worker
    # processes and 10 Hz samplers (bench_presets, which under this build runs
    # our own engines only: the peers' libraries are not built with
    # ThreadSanitizer, which cannot see their synchronisation). Left out,
    # because ThreadSanitizer cannot follow a child forked from a threaded
    # process that starts threads of its own: the crash tests (hive_recovery,
    # zdb_recovery, wrstorepp_crash), which fork a writer and kill it; they
    # run under the other two builds. So do ZDB's conformance runs, which
    # check key-value semantics and take minutes under it
    # (docs/reliability.md, "Sanitizers").
    tsan_tests=(test_util test_registry_api test_registry_names test_hive_arena test_zdb_units test_zdb_store test_zdb_compaction
        test_factory_tree test_wrstorepp test_migrate_own_engines test_bench_presets)
    # test_migrate_own_engines is one case of the test_migrate executable.
    targets="${tsan_tests[*]/test_migrate_own_engines/test_migrate}" build "$root/build-tsan" -DWR_BUILD_GUI=OFF \
        -DWR_SANITIZE=thread
    tsan_pattern=$(IFS='|' && echo "${tsan_tests[*]}")
    run_tests "$root/build-tsan" -R "^($tsan_pattern)\$"
    ;;
fuzz)
    exec "$root/fuzz/run.sh" all "${2:-10}"
    ;;
build-types)
    # The most common configurations of a user's or a packager's build: the
    # build types the default does not use, without warnings as errors.
    # Release builds both programs (the package's build reuses it); Debug,
    # where the optimiser's warnings do not arise, the core and wrctl.
    targets="wrstudio wrctl" build "$root/build-release" -DCMAKE_BUILD_TYPE=Release -DWR_WARNINGS_AS_ERRORS=OFF
    targets="wrctl" build "$root/build-debug" -DCMAKE_BUILD_TYPE=Debug -DWR_WARNINGS_AS_ERRORS=OFF
    ;;
package)
    # A Release build as a packager makes it (the compiler flags of build-types'
    # Release, so ccache serves it), stripped by CPack; bind-now and read-only
    # relocations, as Debian builds link.
    targets="wrstudio wrctl wr_package_files" build "$root/build-package" -DCMAKE_BUILD_TYPE=Release \
        -DWR_WARNINGS_AS_ERRORS=OFF -DWR_PACKAGE=ON "-DCMAKE_EXE_LINKER_FLAGS=-Wl,-z,relro -Wl,-z,now"
    rm -f "$root"/build-package/wr-studio_*.deb
    (cd "$root/build-package" && cpack -G DEB)
    deb=$(ls "$root"/build-package/wr-studio_*_amd64.deb)
    desktop-file-validate "$root/packaging/io.github.wrstudio.WRStudio.desktop"
    appstreamcli validate --no-net "$root/packaging/io.github.wrstudio.WRStudio.metainfo.xml"
    # No errors and no warnings; the informational tags left are explained in
    # docs/packaging.md, "Lintian".
    lintian --fail-on error,warning "$deb"
    echo "setup: built and validated $deb"
    ;;
windows)
    # wrctl.exe and the tests that build without Qt (tests/shim): the tests
    # run under Wine in a prefix of their own, first on portable hives, then
    # the suites that take their registry from WR_TEST_REGISTRY again on the
    # Windows registry itself (tests/common/test_registry.h); then the smoke test.
    build "$root/build-windows" --preset windows-cross
    "$root/installer/wine-prefix.sh" ctest --test-dir "$root/build-windows" --output-on-failure -j "$jobs"
    WR_TEST_REGISTRY=win32 "$root/installer/wine-prefix.sh" ctest --test-dir "$root/build-windows" \
        --output-on-failure -j "$jobs" -R '^(test_registry_api|test_wrstore_conformance)$'
    "$root/installer/windows-smoke.sh" "$root/build-windows"
    # .reg files both ways between Wine's regedit and a portable hive (the Linux wrctl's).
    targets=wrctl build "$root/build"
    "$root/tests/windows/regedit_round_trip.sh" "$root/build-windows" "$root/build/bin/wrctl"
    ;;
*)
    echo "usage: installer/setup.sh run|test|test-asan|test-tsan|fuzz [SECONDS]|build-types|package|windows|build" >&2
    exit 2
    ;;
esac
