// StatisticsPanel: a store's facts as name/value rows under headings — counts,
// bytes in memory and on disk, layout parameters and engine settings
// (KvStore::statistics().details, Registry::statistics()) — with a Refresh
// button, and for stores with an integrity check of their own
// (KvStore::check), a Check button and the check's report below.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>

#include "registry/registry.h"

class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace wr::gui {

class StatisticsPanel : public QWidget {
    Q_OBJECT

public:
    using Rows = QList<QPair<QString, QString>>;

    explicit StatisticsPanel(bool canCheck, QWidget* parent = nullptr);

    // Shows the Check button or hides it.
    void setCanCheck(bool canCheck);

    // Replaces the rows under `heading` (added at the end the first time).
    void setSection(const QString& heading, const Rows& rows);
    // Adds `heading` at the end with `placeholder` rows unless it is there:
    // sections answered in any order then keep the order they were asked in.
    void reserveSection(const QString& heading, const Rows& placeholder);
    // Drops the facts; the last check's report stays, as the check reopened the store.
    void clearFacts();
    void setReport(const QString& text, bool ok);
    // "1.50 MiB (1,572,864 bytes)", as formatByteSize() writes sizes.
    static QString bytes(quint64 count);
    // The rows of a registry's statistics: keys, values, names and data, memory, disk.
    static Rows registryRows(const wr::reg::RegistryStatistics& statistics);

    QTreeWidget* table() const { return table_; }
    QString report() const;

signals:
    void refreshRequested();
    void checkRequested();

private:
    QTreeWidget* table_;
    QPushButton* refresh_;
    QPushButton* check_;
    QPlainTextEdit* report_;
};

}  // namespace wr::gui
