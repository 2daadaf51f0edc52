#include "widgets/chunkmap/chunk_map_view.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

#include "widgets/chunkmap/chunk_map_model.h"
#include "widgets/common/byte_size.h"

namespace wr::gui {

namespace {

constexpr int kMargin = 8;
constexpr int kStripHeight = 26;
constexpr int kGap = 10;

}  // namespace

ChunkMapView::ChunkMapView(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
}

void ChunkMapView::setModel(ChunkMapModel* model, QItemSelectionModel* selection) {
    model_ = model;
    selection_ = selection;
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        updateGeometry();
        update();
    });
    connect(selection, &QItemSelectionModel::currentChanged, this, qOverload<>(&QWidget::update));
    updateGeometry();
}

int ChunkMapView::rowHeight() const { return fontMetrics().height() + 4 + kStripHeight + kGap; }

QSize ChunkMapView::sizeHint() const {
    const int chunks = model_ != nullptr ? model_->rowCount() : 0;
    return {400, 2 * kMargin + chunks * rowHeight()};
}

QRect ChunkMapView::stripRect(int chunk) const {
    const int top = kMargin + chunk * rowHeight() + fontMetrics().height() + 4;
    return {kMargin, top, width() - 2 * kMargin, kStripHeight};
}

QRect ChunkMapView::blockRect(int chunk, int block) const {
    const ChunkFile& file = model_->map().chunks[chunk];
    const QRect strip = stripRect(chunk);
    const ChunkBlock& b = file.blocks[block];
    const double scale = file.bytes == 0 ? 0.0 : double(strip.width()) / double(file.bytes);
    const int left = strip.left() + int(double(b.offset) * scale);
    const int right = strip.left() + int(double(b.offset + b.length) * scale);
    // A block too short to see still gets a pixel.
    return {left, strip.top(), std::max(1, right - left), strip.height()};
}

bool ChunkMapView::blockAt(const QPoint& position, int* chunk, int* block) const {
    if (model_ == nullptr) return false;
    for (int c = 0; c < model_->rowCount(); ++c) {
        const QRect strip = stripRect(c);
        if (!strip.contains(position)) continue;
        const ChunkFile& file = model_->map().chunks[c];
        if (file.bytes == 0 || file.blocks.isEmpty()) return false;
        const auto at = quint64(double(position.x() - strip.left()) * double(file.bytes) / double(strip.width()));
        // The last block starting at or before that offset, or the first one
        // whose pixel covers it.
        auto it = std::upper_bound(file.blocks.begin(), file.blocks.end(), at,
                                   [](quint64 offset, const ChunkBlock& b) { return offset < b.offset; });
        int found = it == file.blocks.begin() ? 0 : int(it - file.blocks.begin()) - 1;
        if (!blockRect(c, found).contains(position) && found + 1 < file.blocks.size()) ++found;
        if (!blockRect(c, found).contains(position)) return false;
        *chunk = c;
        *block = found;
        return true;
    }
    return false;
}

void ChunkMapView::paintEvent(QPaintEvent*) {
    if (model_ == nullptr) return;
    QPainter painter(this);
    int currentChunk = -1;
    int currentBlock = -1;
    if (selection_ != nullptr) model_->locate(selection_->currentIndex(), &currentChunk, &currentBlock);
    for (int c = 0; c < model_->rowCount(); ++c) {
        const ChunkFile& file = model_->map().chunks[c];
        const QRect strip = stripRect(c);
        const int blocks = int(file.blocks.size() + qsizetype(file.unlistedBlocks));
        const QString title = (file.index ? tr("%1   %2   %3   %Ln item(s)", nullptr, blocks)
                                          : tr("%1   %2   %3   %Ln block(s)", nullptr, blocks))
                                  .arg(file.name, formatByteSize(file.bytes), chunkUsageText(file));
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(
            QRect(strip.left(), strip.top() - fontMetrics().height() - 3, strip.width(), fontMetrics().height()),
            Qt::AlignLeft | Qt::AlignVCenter, title);
        painter.fillRect(strip, palette().color(QPalette::AlternateBase));
        // A chunk of a million small blocks has far more blocks than pixels:
        // a block on pixels already painted its colour adds nothing.
        int paintedRight = -1;
        auto paintedState = ChunkBlock::State::Live;
        for (int b = 0; b < file.blocks.size(); ++b) {
            const QRect rect = blockRect(c, b);
            const ChunkBlock::State state = file.blocks[b].state;
            if (rect.right() <= paintedRight && state == paintedState) continue;
            paintedRight = rect.right();
            paintedState = state;
            painter.fillRect(rect, chunkBlockColor(state));
            // A hairline between blocks wide enough to show one.
            if (rect.width() > 3)
                painter.fillRect(QRect(rect.right(), rect.top(), 1, rect.height()), palette().color(QPalette::Base));
        }
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(strip.adjusted(0, 0, -1, -1));
        if (c == currentChunk && currentBlock >= 0) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.drawRect(blockRect(c, currentBlock).adjusted(-1, -2, 1, 2));
        }
    }
}

void ChunkMapView::mousePressEvent(QMouseEvent* event) {
    int chunk = 0;
    int block = 0;
    if (selection_ == nullptr || !blockAt(event->position().toPoint(), &chunk, &block)) return;
    selection_->setCurrentIndex(model_->blockIndex(chunk, block),
                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

bool ChunkMapView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        int chunk = 0;
        int block = 0;
        if (blockAt(help->pos(), &chunk, &block)) {
            const QModelIndex index = model_->blockIndex(chunk, block);
            QToolTip::showText(
                help->globalPos(),
                tr("%1 at %2, %Ln byte(s)\n%3", nullptr, int(model_->map().chunks[chunk].blocks[block].length))
                    .arg(index.siblingAtColumn(ChunkMapModel::StateColumn).data().toString(), index.data().toString(),
                         index.siblingAtColumn(ChunkMapModel::KeyColumn).data().toString()),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

}  // namespace wr::gui
