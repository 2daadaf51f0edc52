// ChunkMapPanel: the Chunks tab of a WR-Store++ or ZDB page — the chunk map
// (ChunkMapView) with a legend, the same blocks as a tree, and the selected
// block's key, place and the first bytes of its value, read from the file
// off the GUI thread. Its buttons ask the page to read the map again and to
// reallocate (compact) the store; the page runs both in the background.
#pragma once

#include <QFutureWatcher>
#include <QWidget>

#include "widgets/chunkmap/chunk_map.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace wr::gui {

class ChunkMapModel;
class ChunkMapView;

class ChunkMapPanel : public QWidget {
    Q_OBJECT

public:
    // The first bytes of a value shown for a selected block.
    static constexpr qint64 kValueHeadBytes = 512;

    explicit ChunkMapPanel(QWidget* parent = nullptr);

    void setMap(const ChunkMap& map);
    ChunkMapModel* model() const { return model_; }
    ChunkMapView* view() const { return view_; }
    QTreeView* tree() const { return tree_; }
    // The selected block's details, as shown.
    QString detailText() const;
    // Names the button as the store names giving space back: Reallocate
    // (WR-Store++) or Compact (the other engines).
    void setReallocation(bool reallocation);
    QPushButton* compactButton() const { return compact_; }

signals:
    void refreshRequested();
    void compactRequested();

private:
    void showBlock(const QModelIndex& index);

    ChunkMapModel* model_;
    ChunkMapView* view_;
    QTreeView* tree_;
    QLabel* summary_;
    QPlainTextEdit* detail_;
    QPushButton* refresh_;
    QPushButton* compact_;
    QFutureWatcher<QByteArray> valueRead_;
};

}  // namespace wr::gui
