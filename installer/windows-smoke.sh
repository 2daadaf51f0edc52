#!/usr/bin/env bash
# The Windows build's smoke test: wrctl.exe of a cross build (the
# windows-cross preset) run under Wine, in a fresh Wine prefix that is removed
# on exit. It checks --version, and kv put, get and scan on WR-Store over a
# portable hive, on ZDB and on WR-Store++, comparing the output with what was
# put, that seed 000 Fig. 9's workload runs in one process (bench-inprocess),
# and that a rocksdb: URI is refused as not available; any mismatch fails
# the script. docs/windows.md describes it.
#   installer/windows-smoke.sh [BUILD_DIR]     (default: build-windows)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build-windows}
exe="$build/bin/wrctl.exe"
[ -f "$exe" ] || { echo "windows-smoke: no $exe; build the windows-cross preset first" >&2; exit 1; }
# A fresh Wine prefix of its own, removed on exit (installer/wine-prefix.sh).
[ -n "${WR_WINE:-}" ] || exec "$root/installer/wine-prefix.sh" "$0" "$build"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failures=0
# wrctl ARGS... — wrctl.exe's standard output, its Windows line ends made Unix ones.
wrctl() { "$WR_WINE" "$exe" "$@" | tr -d '\r'; }
# expect WHAT EXPECTED ACTUAL
expect() {
    if [ "$2" == "$3" ]; then
        echo "windows-smoke: ok: $1"
    else
        echo "windows-smoke: FAILED: $1: expected '$2', got '$3'" >&2
        failures=$((failures + 1))
    fi
}

version=$(wrctl --version)
case "$version" in
"wrctl "*) echo "windows-smoke: ok: --version ($version)" ;;
*) echo "windows-smoke: FAILED: --version printed '$version'" >&2; failures=$((failures + 1)) ;;
esac

# The stores live in the temporary directory, named by Wine's Z: drive.
stores="Z:$work/stores"
for uri in "wrstore:hive=$stores/hive;db=kvs" "zdb:dir=$stores/zdb;keys=string" \
    "wrstore++:hive=$stores/pp-hive;db=values;data=$stores/pp-values"; do
    scheme=${uri%%:*}
    wrctl kv put "$uri" alpha one
    wrctl kv put "$uri" beta "two words"
    wrctl kv put "$uri" gamma three
    expect "$scheme get" "two words" "$(wrctl kv get "$uri" beta)"
    expect "$scheme scan keys" "alpha beta gamma" "$(wrctl kv scan "$uri" --keys-only | sort | tr '\n' ' ' | sed 's/ $//')"
    expect "$scheme scan count" "3" "$(wrctl kv scan "$uri" | wc -l | tr -d ' ')"
done

# Seed 000 Fig. 9's workload in one process (the harness's workers cannot
# start on Windows): every step runs and reports its operations.
steps=$(wrctl bench-inprocess --store "wrstore:hive=$stores/fig9-hive;db=kvs" --records 1000 --k 100 |
    awk 'NR > 2 { print $1 "/" $3 }' | tr '\n' ' ' | sed 's/ $//')
expect "bench-inprocess steps" "prepare/1000 write/100 read/100 delete/100" "$steps"

# A peer without a Windows build is known but refused, not an unknown scheme.
refusal=$("$WR_WINE" "$exe" kv get "rocksdb:dir=$stores/rocks" alpha 2>&1 | tr -d '\r' || true)
expect "rocksdb refused" "wrctl: NotSupported: rocksdb: is not available in this Windows build (RocksDB has no Windows build here)" "$refusal"

if [ "$failures" -gt 0 ]; then
    echo "windows-smoke: $failures check(s) failed" >&2
    exit 1
fi
echo "windows-smoke: all checks passed"
