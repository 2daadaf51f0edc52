// What the explorer tests share, besides ../widgets/test_support.h: a store of
// a scheme this build knows, filled with keys whose structure the search
// tests rely on.
//
//   user/0000/name .. user/0999/name     "Name 0" .. "Name 999"
//   user/0000/email .. user/0999/email   "u0@example.com" ..
//   item/00000 .. item/00999             binary: bytes 0..(i % 64) then 0xff
#pragma once

#include <QByteArray>
#include <QString>

#include "widgets/test_support.h"

namespace wr::test {

inline constexpr int kUsers = 1000;
inline constexpr int kItems = 1000;
inline constexpr int kTestKeys = 2 * kUsers + kItems;

QByteArray userKey(int user, const char* field);
QByteArray itemKey(int item);
QByteArray itemValue(int item);

// Creates a store of the keys above under `directory`, of the first scheme
// this build knows among a few that need nothing but a path (LevelDB first),
// and returns its URI; empty (and a failed test) when the store refuses.
QString buildTestStore(const QString& directory);

int runPrintableTextTests(int argc, char** argv);
int runHexViewTests(int argc, char** argv);
int runDataInterpreterTests(int argc, char** argv);
int runValueInspectorTests(int argc, char** argv);
int runValueEditorTests(int argc, char** argv);
int runKvSessionTests(int argc, char** argv);
int runKeyListModelTests(int argc, char** argv);
int runSearchTests(int argc, char** argv);
int runKeyPlacementTests(int argc, char** argv);
int runKvEditingTests(int argc, char** argv);
int runKvExchangeTests(int argc, char** argv);
int runKvPageTests(int argc, char** argv);

}  // namespace wr::test
