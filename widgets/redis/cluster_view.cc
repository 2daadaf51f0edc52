#include "widgets/redis/cluster_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <climits>

#include "stores/redis/redis_slot.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/redis/cluster_layout_model.h"

namespace wr::gui {

namespace {

const QColor kProblemColor(0xb0, 0x2a, 0x2a);

}  // namespace

ClusterView::ClusterView(QWidget* parent)
    : QWidget(parent),
      model_(new ClusterLayoutModel(this)),
      table_(new QTableView(this)),
      summary_(new QLabel(this)),
      key_(new QLabel(this)),
      refresh_(new QPushButton(tr("&Refresh"), this)) {
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ClusterLayoutModel::StateColumn, QHeaderView::Stretch);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    key_->setWordWrap(true);
    key_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    refresh_->setToolTip(tr("Ask the nodes again for the cluster's layout and their key counts"));

    auto* top = new QHBoxLayout;
    top->addWidget(summary_, 1);
    top->addWidget(refresh_, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(table_, 1);
    layout->addWidget(key_);

    connect(refresh_, &QPushButton::clicked, this, &ClusterView::refresh);
    connect(&reading_, &QFutureWatcher<Answer>::finished, this, &ClusterView::showAnswer);
    showSummary();
    showKey();
}

void ClusterView::setStoreUri(const QString& uri) {
    uri_ = uri;
    markStale();
}

void ClusterView::markStale() {
    stale_ = true;
    if (isVisible()) refresh();
}

void ClusterView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) refresh();
}

void ClusterView::refresh() {
    if (uri_.isEmpty() || reading_.isRunning()) return;
    stale_ = false;
    refresh_->setEnabled(false);
    showSummary();
    // Only the URI goes to the worker: an abandoned read holds nothing of the view's.
    reading_.setFuture(QtConcurrent::run([uri = uri_.toStdString()] {
        Answer answer;
        auto parsed = wr::kv::StoreUri::parse(uri);
        auto layout = parsed ? wr::kv::redis::readClusterLayout(*parsed)
                             : wr::Result<wr::kv::redis::RedisClusterLayout>(parsed.status());
        if (layout) {
            answer.layout = std::move(layout).value();
        } else {
            answer.error = fromUtf8(layout.status().message());
        }
        return answer;
    }));
}

void ClusterView::showAnswer() {
    Answer answer = reading_.result();
    read_ = true;
    refresh_->setEnabled(true);
    error_ = answer.error;
    model_->setLayout(answer.layout ? std::move(*answer.layout) : wr::kv::redis::RedisClusterLayout());
    showSummary();
    showKey();
    emit layoutRead();
    // The store changed while the read ran: read again.
    if (stale_ && isVisible()) refresh();
}

void ClusterView::showSummary() {
    QPalette palette = summary_->palette();
    palette.setColor(QPalette::WindowText, QWidget::palette().color(QPalette::WindowText));
    QString text;
    if (reading_.isRunning() && !read_) {
        text = tr("Asking the nodes…");
    } else if (!error_.isEmpty()) {
        text = tr("The layout could not be read: %1").arg(error_);
        palette.setColor(QPalette::WindowText, kProblemColor);
    } else if (read_) {
        const auto& layout = model_->layout();
        const auto keys = layout.masterKeys();
        const QString held =
            keys ? tr("%Ln key(s)", nullptr, int(qMin<quint64>(*keys, INT_MAX))) : tr("an unknown number of keys");
        if (layout.cluster) {
            text = tr("%Ln master(s)", nullptr, layout.masterCount()) + QStringLiteral(", ") +
                   tr("%Ln replica(s)", nullptr, layout.replicaCount()) + QStringLiteral("; ") +
                   tr("the masters hold %1. Read from %2.").arg(held, fromUtf8(layout.answeredBy.toString()));
        } else {
            text = tr("A single server holding %1.").arg(held);
        }
        QStringList silent;
        for (const auto& node : layout.nodes) {
            if (!node.problem.empty()) silent.append(fromUtf8(node.endpoint.toString()));
        }
        if (!silent.isEmpty()) {
            text += QLatin1Char(' ') + tr("%Ln node(s) did not answer: %1 (see State).", nullptr, int(silent.size()))
                                           .arg(silent.join(QStringLiteral(", ")));
            palette.setColor(QPalette::WindowText, kProblemColor);
        }
    }
    summary_->setPalette(palette);
    summary_->setText(text);
}

void ClusterView::setKey(const QByteArray& key) {
    selectedKey_ = key;
    keySlot_ = key.isEmpty() ? -1 : wr::kv::redis::keySlot({key.constData(), size_t(key.size())});
    showKey();
}

void ClusterView::showKey() {
    if (selectedKey_.isEmpty()) {
        model_->setMarkedRow(-1);
        key_->setText(tr("Select a key in the Keys view to see its hash slot and the node that holds it."));
        return;
    }
    const QString name = escapeBytes(selectedKey_, 80);
    const int row = read_ ? model_->rowServing(keySlot_) : -1;
    model_->setMarkedRow(row);
    if (!model_->layout().cluster && read_ && row >= 0) {
        key_->setText(tr("Key %1 is on the server %2.").arg(name, model_->data(model_->index(row, 0)).toString()));
    } else if (row >= 0) {
        key_->setText(tr("Key %1: hash slot %2, held by %3 (marked in bold).")
                          .arg(name)
                          .arg(keySlot_)
                          .arg(model_->data(model_->index(row, 0)).toString()));
    } else if (read_ && error_.isEmpty()) {
        key_->setText(tr("Key %1: hash slot %2; no master serves it.").arg(name).arg(keySlot_));
    } else {
        key_->setText(tr("Key %1: hash slot %2.").arg(name).arg(keySlot_));
    }
}

QString ClusterView::summaryText() const { return summary_->text(); }

QString ClusterView::keyText() const { return key_->text(); }

}  // namespace wr::gui
