#include "widgets/chunkmap/chunk_map_panel.h"

#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "widgets/chunkmap/chunk_map_model.h"
#include "widgets/chunkmap/chunk_map_view.h"
#include "widgets/common/byte_size.h"
#include "widgets/common/icons.h"
#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

QWidget* legend(QWidget* parent) {
    auto* box = new QWidget(parent);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    for (auto state : {ChunkBlock::State::Live, ChunkBlock::State::Invalidated, ChunkBlock::State::Tombstone,
                       ChunkBlock::State::Damaged}) {
        auto* swatch = new QLabel(box);
        QPixmap pixmap(12, 12);
        pixmap.fill(chunkBlockColor(state));
        swatch->setPixmap(pixmap);
        layout->addWidget(swatch);
        layout->addWidget(new QLabel(chunkBlockStateName(state), box));
        layout->addSpacing(8);
    }
    return box;
}

QByteArray readHead(const QString& path, quint64 offset, qint64 length) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(qint64(offset))) return {};
    return file.read(length);
}

}  // namespace

ChunkMapPanel::ChunkMapPanel(QWidget* parent)
    : QWidget(parent),
      model_(new ChunkMapModel(this)),
      view_(new ChunkMapView(this)),
      tree_(new QTreeView(this)),
      summary_(new QLabel(this)),
      detail_(new QPlainTextEdit(this)),
      refresh_(new QPushButton(icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload),
                               tr("&Read the Map"), this)),
      compact_(new QPushButton(icons::themed(QStringLiteral("edit-clear"), QStyle::SP_DialogResetButton),
                               tr("Re&allocate..."), this)) {
    tree_->setModel(model_);
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->header()->setStretchLastSection(true);
    tree_->setColumnWidth(ChunkMapModel::NameColumn, 200);
    tree_->setColumnWidth(ChunkMapModel::StateColumn, 150);
    view_->setModel(model_, tree_->selectionModel());
    refresh_->setToolTip(tr("Read the data files again (the views close for a moment)"));
    compact_->setToolTip(tr("Rewrite the live blocks and give the space of invalidated ones back"));
    summary_->setWordWrap(true);
    // A text pane, not a label: a long key or value scrolls instead of
    // pushing the tree aside.
    detail_->setReadOnly(true);
    detail_->setPlaceholderText(tr("Select a block to see its key and value."));

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(view_);
    scroll->setWidgetResizable(true);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(tree_);
    bottom->addWidget(detail_);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    bottom->setSizes({600, 400});
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(bottom);
    split->setSizes({360, 240});

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(refresh_);
    buttons->addWidget(compact_);
    buttons->addSpacing(16);
    buttons->addWidget(legend(this));
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);

    connect(refresh_, &QPushButton::clicked, this, &ChunkMapPanel::refreshRequested);
    connect(compact_, &QPushButton::clicked, this, &ChunkMapPanel::compactRequested);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showBlock(current); });
    connect(&valueRead_, &QFutureWatcher<QByteArray>::finished, this, [this] {
        const QModelIndex current = tree_->currentIndex();
        int chunk = 0;
        int block = 0;
        if (!model_->locate(current, &chunk, &block) || block < 0) return;
        const QByteArray head = valueRead_.result();
        const ChunkBlock& b = model_->map().chunks[chunk].blocks[block];
        QString text = detail_->toPlainText();
        text += QLatin1Char('\n') + tr("Value (%Ln byte(s)):", nullptr, int(b.valueBytes)) + QLatin1Char(' ') +
                escapeBytes(head, kValueHeadBytes);
        if (b.valueBytes > quint64(head.size())) text += QStringLiteral(" ...");
        detail_->setPlainText(text);
    });
}

void ChunkMapPanel::setMap(const ChunkMap& map) {
    model_->setMap(map);
    quint64 live = 0;
    quint64 invalidated = 0;
    int files = 0;
    for (const ChunkFile& chunk : map.chunks) {
        if (chunk.index) continue;
        ++files;
        live += chunk.liveBytes;
        invalidated += chunk.invalidatedBytes;
    }
    QString text = tr("%1: %Ln file(s), %2 live, %3 invalidated.", nullptr, files)
                       .arg(map.engine, formatByteSize(live), formatByteSize(invalidated));
    if (!map.note.isEmpty()) text += QLatin1Char(' ') + map.note;
    summary_->setText(text);
    detail_->clear();
}

void ChunkMapPanel::setReallocation(bool reallocation) {
    compact_->setText(reallocation ? tr("Re&allocate...") : tr("C&ompact..."));
}

QString ChunkMapPanel::detailText() const { return detail_->toPlainText(); }

void ChunkMapPanel::showBlock(const QModelIndex& index) {
    int chunk = 0;
    int block = 0;
    if (!model_->locate(index, &chunk, &block) || block < 0) return;
    const ChunkFile& file = model_->map().chunks[chunk];
    const ChunkBlock& b = file.blocks[block];
    const QLocale locale;
    QString text = tr("%1, block at offset %2, %Ln byte(s): %3", nullptr, int(b.length))
                       .arg(file.name, locale.toString(b.offset), chunkBlockStateName(b.state));
    if (!b.detail.isEmpty()) text += QLatin1Char('\n') + b.detail;
    if (!b.key.isEmpty()) text += QLatin1Char('\n') + tr("Key: %1").arg(escapeBytes(b.key, 1024));
    detail_->setPlainText(text);
    if (b.valueBytes == 0) return;
    // A read of the file, not of the store: a few hundred bytes, off the GUI thread.
    valueRead_.setFuture(
        QtConcurrent::run(readHead, file.path, b.valueOffset, qMin<qint64>(kValueHeadBytes, qint64(b.valueBytes))));
}

}  // namespace wr::gui
