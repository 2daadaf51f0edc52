#include "widgets/registry/value_table_view.h"

#include <QHeaderView>
#include <QPainter>

#include "widgets/registry/value_table_model.h"

namespace wr::gui {

ValueTableView::ValueTableView(QWidget* parent) : QTableView(parent) {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setShowGrid(false);
    setWordWrap(false);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    horizontalHeader()->setStretchLastSection(true);
}

void ValueTableView::setModel(QAbstractItemModel* model) {
    QTableView::setModel(model);
    horizontalHeader()->resizeSection(ValueTableModel::NameColumn, 220);
    horizontalHeader()->resizeSection(ValueTableModel::TypeColumn, 150);
    if (auto* values = qobject_cast<ValueTableModel*>(model)) {
        // An empty page changes no rows, but ends the wait the note is about.
        connect(values, &ValueTableModel::fetchFinished, viewport(), qOverload<>(&QWidget::update));
    }
}

void ValueTableView::paintEvent(QPaintEvent* event) {
    QTableView::paintEvent(event);
    const auto* values = qobject_cast<const ValueTableModel*>(model());
    // Said only once the key is known to have none, or its listing failed:
    // no flash while loading.
    if (values == nullptr || values->keyPath().isNull() || values->rowCount() > 0 || values->isFetching()) return;
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QRect area = viewport()->rect().adjusted(8, 2 * verticalHeader()->defaultSectionSize(), -8, 0);
    const QString note =
        values->listFailed() ? tr("The values of this key could not be read.") : tr("This key has no values.");
    painter.drawText(area, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, note);
}

}  // namespace wr::gui
