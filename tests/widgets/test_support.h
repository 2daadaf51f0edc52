// What the widget tests share: a small hive written through the Registry
// API (seed 003's Factory tree in miniature, plus keys with more subkeys and
// values than one page), seed 000 Fig. 2's WR-Store, opening either in a
// session, and finding rows by name.
//
//   (root)   six values, one of each common type, the default value among them
//   Factory\Workshops\Workshop0000..0002       Code, Name, WorkplaceCount
//           \Employees\Employee0000..0003      FirstName, LastName, Post, Sex, Age, Wage
//   ManyValues   Value000..Value024 (REG_DWORD)
//   Wide\Item000..Item024
#pragma once

#include <QApplication>
#include <QByteArray>
#include <QList>
#include <QModelIndex>
#include <QPair>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

class QAbstractItemModel;

namespace wr::gui {
class KvSession;
class RegistrySession;
class StatisticsPanel;
}  // namespace wr::gui

namespace wr::test {

// How long a QTRY_ check waits for a background answer: generous, because a
// loaded machine can delay the worker thread by seconds, and a check returns
// as soon as its condition holds.
inline constexpr int kAsyncTimeoutMs = 30000;

// Answers the next modal dialog of type Dialog with `answer` once it is shown.
template <typename Dialog>
void whenDialogShows(std::function<void(Dialog*)> answer) {
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, answer = std::move(answer)] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) return;
        poll->deleteLater();
        poll->stop();
        answer(dialog);
    });
    poll->start(10);
}

inline constexpr int kWorkshops = 3;
inline constexpr int kEmployees = 4;
inline constexpr int kWideSubkeys = 25;
inline constexpr int kManyValues = 25;
inline constexpr int kRootValues = 6;

// Writes the hive into `directory` and closes it; fails the calling test
// (QVERIFY) when the registry refuses anything.
void buildTestHive(const QString& directory);

// Opens the hive (read-only unless `writable`) and waits for the answer;
// false (and a failed test) when it does not open.
bool openAndWait(wr::gui::RegistrySession& session, const QString& directory, bool writable = false);

// Seed 000 Fig. 2's pairs, "792479" = "#Scotland" and "2149" =
// "(-115.223125, 36.232915)", and `more`, in a new WR-Store under `directory`
// laid out as in the figure: HKCU\kvs, WR_D = 4, WR_L = 2. Returns its URI;
// empty (and a failed test) when the store refuses.
QString buildFigure2Store(const QString& directory, const QList<QPair<QByteArray, QByteArray>>& more = {});

// Opens the store read-only and waits for the answer; false (and a failed
// test) when it does not open.
bool openAndWait(wr::gui::KvSession& session, const QString& uri);

// The data of a value as the registry holds it (not as staged), or nullopt
// when the session reports it missing.
std::optional<QByteArray> readValue(wr::gui::RegistrySession& session, const QString& path, const QString& name);
// The subkey count of a key as the registry holds it; -1 when it is missing.
int subkeyCount(wr::gui::RegistrySession& session, const QString& path);

// The child of `parent` whose display text is `name`, among the loaded rows.
QModelIndex childNamed(const QAbstractItemModel& model, const QModelIndex& parent, const QString& name);

// The value of the statistics row `name` under `heading`, or a null string.
QString fact(const wr::gui::StatisticsPanel& panel, const QString& heading, const QString& name);

// The runners of the test classes, one per file, called by main.
int runRegistrySessionTests(int argc, char** argv);
int runRegfPageTests(int argc, char** argv);
int runKeyTreeModelTests(int argc, char** argv);
int runValueTableModelTests(int argc, char** argv);
int runRegistryBrowserTests(int argc, char** argv);
int runRegistryEditorTests(int argc, char** argv);
int runImportPreviewTests(int argc, char** argv);
int runReadOnlyTests(int argc, char** argv);
int runFindByKeyTests(int argc, char** argv);
int runStoreAddressTests(int argc, char** argv);
int runChunkMapTests(int argc, char** argv);
int runStoreFactsTests(int argc, char** argv);
int runStoreDialogsTests(int argc, char** argv);
int runHivePageTests(int argc, char** argv);
int runUnitsTests(int argc, char** argv);

}  // namespace wr::test
