// ChunkMapView: a ChunkMapModel drawn as seed 001 Fig. 4 draws a chunk — each
// chunk file a strip as wide as the view, each block a stretch of it as long
// as the block, coloured by state (live, invalidated, tombstone, damaged),
// with the file's name, size and fragmentation above its strip. Clicking a
// block selects it, in the view and in the model's selection.
#pragma once

#include <QItemSelectionModel>
#include <QPointer>
#include <QWidget>

namespace wr::gui {

class ChunkMapModel;

class ChunkMapView : public QWidget {
    Q_OBJECT

public:
    explicit ChunkMapView(QWidget* parent = nullptr);

    void setModel(ChunkMapModel* model, QItemSelectionModel* selection);
    QSize sizeHint() const override;

    // The block drawn at `position`: its chunk and block numbers, false when none.
    bool blockAt(const QPoint& position, int* chunk, int* block) const;
    // Where block `block` of chunk `chunk` is drawn.
    QRect blockRect(int chunk, int block) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect stripRect(int chunk) const;
    int rowHeight() const;

    QPointer<ChunkMapModel> model_;
    QPointer<QItemSelectionModel> selection_;
};

}  // namespace wr::gui
