#!/usr/bin/env bash
# The Windows build's smoke test: wrctl.exe of a cross build (the
# windows-cross preset) run under Wine, in a fresh Wine prefix that is removed
# on exit. It checks --version, and kv put, get and scan on WR-Store over a
# portable hive, on ZDB and on WR-Store++, comparing the output with what was
# put, values put from standard input (a pipe and a file), WR-Store on the
# Windows registry itself (Wine's) with seed 000 Fig. 2's placement read back
# by Wine's own reg.exe, that seed 000 Fig. 9's workload runs in one process
# (bench-inprocess), and that a rocksdb: URI is refused as not available; any
# mismatch fails the script. docs/windows.md describes it.
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
# wrctl ARGS... — wrctl.exe's standard output, its Windows line ends made Unix
# ones; an exit status other than 0 is reported, so an empty output says why.
wrctl() {
    local status=0
    "$WR_WINE" "$exe" "$@" | tr -d '\r' || status=$?
    [ "$status" -eq 0 ] || echo "windows-smoke: wrctl.exe $* exited with status $status" >&2
    return "$status"
}
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

# Values from standard input: a pipe, read to its end, and a redirected
# file, whose size is known before reading.
zdb="zdb:dir=$stores/zdb;keys=string"
printf 'from a pipe' | "$WR_WINE" "$exe" kv put "$zdb" piped --stdin
printf 'from a file' >"$work/value.txt"
"$WR_WINE" "$exe" kv put "$zdb" redirected --stdin <"$work/value.txt"
expect "stdin from a pipe" "from a pipe" "$(wrctl kv get "$zdb" piped)"
expect "stdin from a file" "from a file" "$(wrctl kv get "$zdb" redirected)"

# WR-Store on the Windows registry (no hive=: the Win32 backend), at seed 000
# Fig. 2's layout 4D_2L: "792479" must land in kvs\fe\40\8a\96, as Wine's
# own reg.exe sees it, and read back and scan through wrctl.
registry_uri='wrstore:db=Software\WR Studio Smoke\kvs;depth=4;len=2'
wrctl kv put "$registry_uri" 792479 '#Scotland'
wrctl kv put "$registry_uri" 2149 '#England'
expect "win32 registry get" "#Scotland" "$(wrctl kv get "$registry_uri" 792479)"
expect "win32 registry scan keys" "2149 792479" "$(wrctl kv scan "$registry_uri" --keys-only | sort | tr '\n' ' ' | sed 's/ $//')"
placed=$("$WR_WINE" reg query 'HKCU\Software\WR Studio Smoke\kvs\fe\40\8a\96' /v 792479 | tr -d '\r' |
    awk '$1 == "792479" { print $2 " " $3 }')
expect "Fig. 2 placement seen by reg.exe" "REG_SZ #Scotland" "$placed"

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
