#!/usr/bin/env bash
# regedit round trips of .reg files between Wine's registry and a portable
# hive (docs/windows.md "The Win32 backend"):
#   A  a tree made with Wine's `reg add` (every value type, non-ASCII names,
#      empty values, a deep path), exported by Wine's `regedit /E`, imported
#      into a portable hive by the Linux wrctl and exported back from it: the
#      two files must be byte for byte the same;
#   B  a portable hive holding the same kinds of values and more (types
#      without a `reg add` form, a path deeper than one RegCreateKeyEx call
#      creates), exported by the Linux wrctl, imported by Wine's `regedit /S`
#      and exported again by wrctl.exe on the Win32 backend: the two files
#      must hold the same keys and values. Wine enumerates a key's values by
#      name where Windows keeps the order they were set, so B compares each
#      key's values as a set; and Wine's regedit adds a terminator to string
#      data written in hex without one, so B has none of those (the API suite
#      checks that the backend itself stores such data exactly). Both are in
#      docs/hive.md "Windows and Wine".
# Usage: regedit_round_trip.sh BUILD_WINDOWS_DIR LINUX_WRCTL
# Runs in a fresh WINEPREFIX removed on exit (installer/wine-prefix.sh);
# exits non-zero on any difference, printing it.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 BUILD_WINDOWS_DIR LINUX_WRCTL" >&2
    exit 2
fi
if [ -z "${WR_WINE:-}" ]; then
    exec "$(dirname "$0")/../../installer/wine-prefix.sh" "$0" "$@"
fi
[ -f "$1/bin/wrctl.exe" ] || { echo "$0: no wrctl.exe in $1/bin (build the windows-cross preset first)" >&2; exit 2; }
[ -x "$2" ] || { echo "$0: $2 is not an executable wrctl" >&2; exit 2; }
wrctl_exe=$(realpath "$1/bin/wrctl.exe")
linux_wrctl=$(realpath "$2")
wine=$WR_WINE

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

tests='Software\WR Studio Tests'
failures=0

# The text of a .reg file (UTF-16LE with BOM, CRLF) as UTF-8 lines.
reg_text() { iconv -f UTF-16LE -t UTF-8 "$1" | sed -e '1s/^\xEF\xBB\xBF//' -e 's/\r$//'; }

# One line per value ("[key] name=data", continuation lines joined), sorted:
# a key's values compared as a set, keys by name.
reg_entries() {
    reg_text "$1" | awk '
        /^\[/ { key = $0; print key; next }
        /^$/ { next }
        /\\$/ { pending = pending substr($0, 1, length($0) - 1); next }
        { line = pending $0; pending = ""; sub(/^ +/, "", line); print key " " line }' | LC_ALL=C sort
}

compare() {  # NAME EXPECTED ACTUAL FILTER
    local name=$1 expected=$2 actual=$3 filter=$4
    if diff -u --label "$expected" --label "$actual" <("$filter" "$expected") <("$filter" "$actual") >differences; then
        echo "PASS   : $name"
    else
        echo "FAIL!  : $name differs:"
        cat differences
        failures=$((failures + 1))
    fi
}

# ---- A: Wine's registry -> regedit /E -> portable hive -> wrctl reg export
a="HKCU\\$tests\\regedit-a"
reg_add() { "$wine" reg add "$@" /f >/dev/null; }
reg_add "$a" /ve /t REG_SZ /d "the default value"
reg_add "$a" /v "text" /t REG_SZ /d 'quotes "inside", a \ backslash'
reg_add "$a" /v "empty text" /t REG_SZ /d ""
reg_add "$a" /v "expandable" /t REG_EXPAND_SZ /d "%SystemRoot%\\system32"
reg_add "$a" /v "lines" /t REG_MULTI_SZ /d 'one\0two\0three'
reg_add "$a" /v "dword" /t REG_DWORD /d 0x12345678
reg_add "$a" /v "qword" /t REG_QWORD /d 0x123456789abcdef0
reg_add "$a" /v "big endian" /t REG_DWORD_BIG_ENDIAN /d 5
reg_add "$a" /v "binary" /t REG_BINARY /d 00ff10ab
reg_add "$a" /v "empty binary" /t REG_BINARY
reg_add "$a" /v "none" /t REG_NONE /d 0102
reg_add "$a" /v "long binary" /t REG_BINARY /d "$(printf '%02x' $(seq 0 255) $(seq 0 255))"
reg_add "$a\\Grüße\\日本語 ключ" /v "naïve ✓" /t REG_SZ /d "Ωmega €"
reg_add "$a\\deep\\1\\2\\3\\4\\5\\6\\7\\8\\9\\10\\11\\12" /v "at the bottom" /t REG_DWORD /d 1
"$wine" regedit /E a-wine.reg "HKEY_CURRENT_USER\\$tests\\regedit-a"
"$linux_wrctl" reg import --hive hive-a a-wine.reg >/dev/null
"$linux_wrctl" reg export --hive hive-a "$tests\\regedit-a" a-hive.reg
compare "regedit /E file through a portable hive" a-wine.reg a-hive.reg reg_text

# ---- B: portable hive -> wrctl reg export -> regedit /S -> wrctl.exe reg export
b="$tests\\regedit-b"
set_value() { "$linux_wrctl" reg set --hive hive-b "$@" >/dev/null; }
set_value "$b" "" "the default value"
set_value "$b" "text" 'quotes "inside", a \ backslash'
set_value "$b" "empty text" ""
set_value "$b" "expandable" --type REG_EXPAND_SZ '%SystemRoot%\system32'
set_value "$b" "lines" --type REG_MULTI_SZ one two three
set_value "$b" "empty lines" --type REG_MULTI_SZ --hex "00 00"
set_value "$b" "dword" --type REG_DWORD 0x12345678
set_value "$b" "qword" --type REG_QWORD 0x123456789abcdef0
set_value "$b" "big endian" --type REG_DWORD_BIG_ENDIAN --hex "00 00 00 05"
set_value "$b" "binary" --type REG_BINARY --hex "00 ff 10 ab"
set_value "$b" "empty binary" --type REG_BINARY --hex ""
set_value "$b" "none" --type REG_NONE --hex ""
set_value "$b" "link" --type REG_LINK --hex "5c 00 52 00"
set_value "$b" "resources" --type REG_RESOURCE_LIST --hex "01 00 00 00"
set_value "$b" "type 0x1234" --type 0x1234 --hex "01 02 03"
set_value "$b" "long binary" --type REG_BINARY --hex "$(printf '%02x' $(seq 0 255) $(seq 0 255))"
set_value "$b\\Grüße\\日本語 ключ" "naïve ✓" "Ωmega €"
set_value "$b\\Grüße\\日本語 ключ" "Ünïcødé" --type REG_MULTI_SZ "ä" "ö" "ü"
deep="$b\\deep"
for i in $(seq 1 40); do deep="$deep\\$i"; done  # more than one RegCreateKeyEx call's 32 levels
set_value "$deep" "at the bottom" --type REG_DWORD 1
"$linux_wrctl" reg export --hive hive-b "$b" b-hive.reg
"$wine" regedit /S b-hive.reg
"$wine" "$wrctl_exe" reg export "$b" b-win32.reg
compare "wrctl reg export file through Wine's registry" b-hive.reg b-win32.reg reg_entries

if [ "$failures" -gt 0 ]; then
    echo "regedit round trips: $failures of 2 failed"
    exit 1
fi
echo "regedit round trips: both passed"
