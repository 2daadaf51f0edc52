// The GUI tests' own settings: QSettings resolves to a file under Qt's
// test-mode location, emptied first, so a test never reads or changes the
// user's remembered stores, layout, bookmarks or language.
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace wr::test {

inline void useOwnEmptySettings() {
    QCoreApplication::setOrganizationName(QStringLiteral("WR Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("wrstudio-tests"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

}  // namespace wr::test
