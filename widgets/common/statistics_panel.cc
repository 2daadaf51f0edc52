#include "widgets/common/statistics_panel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "widgets/common/byte_size.h"
#include "widgets/common/icons.h"

namespace wr::gui {

StatisticsPanel::StatisticsPanel(bool canCheck, QWidget* parent)
    : QWidget(parent),
      table_(new QTreeWidget(this)),
      refresh_(new QPushButton(icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload), tr("&Refresh"),
                               this)),
      check_(new QPushButton(icons::themed(QStringLiteral("tools-check-spelling"), QStyle::SP_DialogApplyButton),
                             tr("&Check Integrity"), this)),
      report_(new QPlainTextEdit(this)) {
    table_->setColumnCount(2);
    table_->setHeaderLabels({tr("Fact"), tr("Value")});
    table_->setAlternatingRowColors(true);
    table_->setUniformRowHeights(true);
    table_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->header()->setStretchLastSection(true);
    setCanCheck(canCheck);
    check_->setToolTip(tr("Verify every entry against its data, in the background"));
    report_->setReadOnly(true);
    report_->setVisible(false);
    report_->setPlaceholderText(tr("The integrity check's report appears here."));
    connect(refresh_, &QPushButton::clicked, this, &StatisticsPanel::refreshRequested);
    connect(check_, &QPushButton::clicked, this, &StatisticsPanel::checkRequested);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(refresh_);
    buttons->addWidget(check_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(table_, 2);
    layout->addWidget(report_, 1);
}

void StatisticsPanel::setCanCheck(bool canCheck) { check_->setVisible(canCheck); }

void StatisticsPanel::setSection(const QString& heading, const Rows& rows) {
    QTreeWidgetItem* section = nullptr;
    for (int i = 0; i < table_->topLevelItemCount() && section == nullptr; ++i) {
        if (table_->topLevelItem(i)->text(0) == heading) section = table_->topLevelItem(i);
    }
    if (section == nullptr) {
        section = new QTreeWidgetItem(table_, {heading});
        QFont bold = section->font(0);
        bold.setBold(true);
        section->setFont(0, bold);
        section->setFirstColumnSpanned(true);
    }
    qDeleteAll(section->takeChildren());
    for (const auto& [name, value] : rows) {
        auto* item = new QTreeWidgetItem(section, {name, value});
        item->setToolTip(1, value);
    }
    section->setExpanded(true);
}

void StatisticsPanel::reserveSection(const QString& heading, const Rows& placeholder) {
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        if (table_->topLevelItem(i)->text(0) == heading) return;
    }
    setSection(heading, placeholder);
}

void StatisticsPanel::clearFacts() { table_->clear(); }

void StatisticsPanel::setReport(const QString& text, bool ok) {
    report_->setPlainText(text);
    QPalette palette = report_->palette();
    palette.setColor(QPalette::Text, ok ? QColor(0x1b, 0x7a, 0x2f) : QColor(0xb0, 0x2a, 0x2a));
    report_->setPalette(palette);
    report_->setVisible(true);
}

QString StatisticsPanel::report() const { return report_->toPlainText(); }

QString StatisticsPanel::bytes(quint64 count) {
    const QLocale locale;
    return tr("%1 (%2 bytes)").arg(formatByteSize(count), locale.toString(count));
}

StatisticsPanel::Rows StatisticsPanel::registryRows(const wr::reg::RegistryStatistics& statistics) {
    const QLocale locale;
    return {{tr("Keys"), locale.toString(statistics.keys)},
            {tr("Values"), locale.toString(statistics.values)},
            {tr("Names and data"), bytes(statistics.nameAndDataBytes)},
            {tr("In memory"), bytes(statistics.memoryBytes)},
            {tr("On disk"), bytes(statistics.diskBytes)}};
}

}  // namespace wr::gui
