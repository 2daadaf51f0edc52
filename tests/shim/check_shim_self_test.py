#!/usr/bin/env python3
"""Runs the shim's self-test (shim_self_test.cc) and checks that it reports as
Qt Test would: the outcome lines in order, the values of failed comparisons,
the totals, and an exit status equal to the number of failures.

Usage: check_shim_self_test.py [EMULATOR...] EXECUTABLE
"""

import re
import subprocess
import sys

EXPECTED = """\
PASS   : ShimSelfTest::initTestCase()
PASS   : ShimSelfTest::passes()
FAIL!  : ShimSelfTest::verifyFails() '1 + 1 == 3' returned FALSE. (arithmetic)
FAIL!  : ShimSelfTest::integersDiffer() Compared values are not the same
   Actual   (inits_ * 0): 0
   Expected (1)         : 1
FAIL!  : ShimSelfTest::textDiffers() Compared values are not the same
   Actual   (std::string("ab\\x01\\"")): "ab\\x01\\""
   Expected (std::string("abc"))     : "abc"
FAIL!  : ShimSelfTest::longTextIsCut() Compared values are not the same
   Actual   (std::string(300, 'x')): "{x200}"... (300 bytes)
   Expected (std::string("x"))     : "x"
FAIL!  : ShimSelfTest::listsDiffer() Compared lists differ at index 1.
   Actual   ((QStringList{"a", "b"})): "b"
   Expected ((QStringList{"a", "c"})): "c"
FAIL!  : ShimSelfTest::listSizesDiffer() Compared lists have different sizes.
   Actual   (QStringList{"a"})       : 1
   Expected ((QStringList{"a", "b"})): 2
FAIL!  : ShimSelfTest::doublesDiffer() Compared doubles are not the same (fuzzy compare)
   Actual   (1.0): 1
   Expected (1.5): 1.5
FAIL!  : ShimSelfTest::enumsDiffer() Compared values are not the same
   Actual   (Colour::kRed) : 1
   Expected (Colour::kBlue): 2
FAIL!  : ShimSelfTest::stopsAtTheFirstFailure() 'false' returned FALSE. ()
SKIP   : ShimSelfTest::skips() not here
FAIL!  : ShimSelfTest::timesOut() Compared values are not the same
   Actual   (inits_ * 0): 0
   Expected (1)         : 1
PASS   : ShimSelfTest::rows(one)
FAIL!  : ShimSelfTest::rows(two) Compared values are not the same
   Actual   (std::string(QTest::currentDataTag())): "two"
   Expected (name.toStdString())                  : "three"
PASS   : ShimSelfTest::generatorIgnoresText()
PASS   : ShimSelfTest::cleanupTestCase()
Totals: 5 passed, 11 failed, 1 skipped, 0 blacklisted
"""
FAILURES = 11


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    run = subprocess.run(argv[1:], capture_output=True, text=True, check=False)
    # Locations and times depend on the build; the rest must be exactly Qt Test's form.
    lines = [line for line in run.stdout.splitlines() if not line.startswith(("   Loc: ", "*********", "Config: "))]
    got = re.sub(r", \d+ms$", "", "\n".join(lines), flags=re.M) + "\n"
    expected = EXPECTED.replace("{x200}", "x" * 200)
    ok = True
    if got != expected:
        sys.stderr.write("the output differs from the expected one:\n--- got\n%s--- expected\n%s" % (got, expected))
        ok = False
    if run.returncode != FAILURES:
        sys.stderr.write("exit status %d, expected %d (the number of failures)\n" % (run.returncode, FAILURES))
        ok = False
    if run.stdout.count("   Loc: [") != FAILURES + 1:
        sys.stderr.write("expected a location under every FAIL! and SKIP line\n")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
