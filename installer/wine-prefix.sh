#!/usr/bin/env bash
# Runs COMMAND in a fresh Wine prefix made in a temporary directory and
# removed (with its wineserver) when COMMAND ends: WINEPREFIX, WINEDEBUG=-all,
# no display, no Mono or Gecko, `wineboot -i` done first. COMMAND's exit
# status is the script's. docs/windows.md describes the Windows stage.
#   installer/wine-prefix.sh COMMAND [ARGS...]
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: installer/wine-prefix.sh COMMAND [ARGS...]" >&2; exit 2; }

# Debian's wine64 package keeps its loader off the PATH.
WR_WINE=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$WR_WINE" ] || { echo "wine-prefix: wine64 is not installed" >&2; exit 1; }
export WR_WINE

prefix_root=$(mktemp -d)
export WINEPREFIX="$prefix_root/prefix" WINEARCH=win64 WINEDEBUG=-all DISPLAY= WINEDLLOVERRIDES="mscoree,mshtml="
cleanup() {
    wineserver -k 2>/dev/null || true
    rm -rf "$prefix_root"
}
trap cleanup EXIT

# One wineserver for the prefix's whole life: left to itself it exits a few
# seconds after each program, and a program started in that moment can lose
# its connection to it ("recvmsg: Connection reset by peer").
mkdir -p "$WINEPREFIX"
wineserver -p
"$WR_WINE" wineboot -i >/dev/null 2>&1
"$@"
