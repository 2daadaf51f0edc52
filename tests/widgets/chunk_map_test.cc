// The chunk map over real stores: a chunk-mode WR-Store++ after an overwrite
// and a delete shows the old blocks invalidated and the new ones live (seed
// 001 Sec. 4.3); a ZDB shows its superseded entries and its tombstones; the
// model passes QAbstractItemModelTester; the view finds the block under the
// mouse; a store page reads the map in the background and reallocates the
// store from it, naming it as the store does and logging the bytes reclaimed.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

#include "stores/store_factory.h"
#include "test_support.h"
#include "widgets/chunkmap/chunk_map_model.h"
#include "widgets/chunkmap/chunk_map_panel.h"
#include "widgets/chunkmap/chunk_map_source.h"
#include "widgets/chunkmap/chunk_map_view.h"
#include "widgets/common/progress_strip.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/shell/store_actions.h"

namespace wr::test {

using wr::gui::ChunkBlock;
using wr::gui::ChunkMap;
using State = wr::gui::ChunkBlock::State;

namespace {

class NullSink : public wr::ProgressSink {
public:
    void onProgress(const wr::Progress&) override {}
};

std::optional<ChunkMap> readMap(const QString& uri) {
    wr::kv::OpenOptions options;
    options.readOnly = true;
    options.createIfMissing = false;
    auto store = wr::kv::openStore(uri.toStdString(), options);
    if (!store) {
        qWarning("%s", store.status().toString().c_str());
        return std::nullopt;
    }
    NullSink sink;
    wr::CancellationToken cancel;
    auto map = wr::gui::ChunkMapSource::forValueFiles(store.value()->capabilities().valueFiles)
                   ->read(*store.value(), sink, cancel);
    if (!map) {
        qWarning("%s", map.status().toString().c_str());
        return std::nullopt;
    }
    return map.value();
}

QList<QPair<QByteArray, State>> blocksOf(const wr::gui::ChunkFile& file) {
    QList<QPair<QByteArray, State>> out;
    for (const ChunkBlock& block : file.blocks) out.append({block.key, block.state});
    return out;
}

}  // namespace

class ChunkMapTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        wrUri_ = QStringLiteral("wrstore++:hive=%1;db=big;data=%2;mode=chunk;chunk_mb=1")
                     .arg(dir_.filePath(QStringLiteral("hive")), dir_.filePath(QStringLiteral("values")));
        auto store = wr::kv::openStore(wrUri_.toStdString());
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QVERIFY(store.value()->put("alpha", std::string(1000, 'a')).isOk());
        QVERIFY(store.value()->put("beta", std::string(2000, 'b')).isOk());
        QVERIFY(store.value()->put("gamma", std::string(500, 'c')).isOk());
        QVERIFY(store.value()->put("alpha", std::string(1500, 'A')).isOk());  // invalidates the first block
        QVERIFY(store.value()->remove("beta").isOk());                        // invalidates beta's block
        QVERIFY(store.value()->close().isOk());
    }

    void wrStorePPShowsLiveAndInvalidatedBlocks() {
        const auto map = readMap(wrUri_);
        QVERIFY(map.has_value());
        QCOMPARE(map->chunks.size(), 1);
        const wr::gui::ChunkFile& chunk = map->chunks.first();
        const QList<QPair<QByteArray, State>> expected{{"alpha", State::Invalidated},
                                                       {"beta", State::Invalidated},
                                                       {"gamma", State::Live},
                                                       {"alpha", State::Live}};
        QCOMPARE(blocksOf(chunk), expected);
        QCOMPARE(chunk.blocks[0].offset, 0u);
        QCOMPARE(chunk.blocks[1].offset, chunk.blocks[0].length);
        QCOMPARE(chunk.blocks[3].valueBytes, 1500u);
        QCOMPARE(chunk.liveBytes, chunk.blocks[2].length + chunk.blocks[3].length);
        QCOMPARE(chunk.bytes, chunk.liveBytes + chunk.invalidatedBytes);
        QVERIFY(chunk.fragmentation() > 0.5 && chunk.fragmentation() < 0.6);
    }

    void zdbShowsTombstones() {
        const QString uri = QStringLiteral("zdb:dir=%1;files=2").arg(dir_.filePath(QStringLiteral("zdb")));
        {
            auto store = wr::kv::openStore(uri.toStdString());
            QVERIFY2(store.isOk(), store.status().toString().c_str());
            QVERIFY(store.value()->put("k1", "one").isOk());
            QVERIFY(store.value()->put("k2", "two").isOk());
            QVERIFY(store.value()->put("k1", "uno").isOk());
            QVERIFY(store.value()->remove("k2").isOk());
            QVERIFY(store.value()->close().isOk());
        }
        const auto map = readMap(uri);
        QVERIFY(map.has_value());
        // Two data files, then the index.
        QCOMPARE(map->chunks.size(), 3);
        QMap<State, int> states;
        // ZDB compacts; only WR-Store++ reallocates.
        wr::gui::KvStorePage page(wr::gui::StoreAddress::store(uri));
        QSignalSpy opened(&page, &wr::gui::KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(page.chunkMap()->compactButton()->text(), QStringLiteral("C&ompact..."));
        for (const wr::gui::ChunkFile& file : map->chunks.first(2)) {
            for (const ChunkBlock& block : file.blocks) ++states[block.state];
        }
        QCOMPARE(states.value(State::Live), 1);
        QCOMPARE(states.value(State::Invalidated), 2);
        QCOMPARE(states.value(State::Tombstone), 1);
        // The index names k1's put and k2's removal; nothing else was written.
        const wr::gui::ChunkFile& index = map->chunks.last();
        QVERIFY(index.index);
        QCOMPARE(index.tombstones, 1u);
        QCOMPARE(index.blocks.size(), 2);
        QList<State> itemStates{index.blocks[0].state, index.blocks[1].state};
        std::sort(itemStates.begin(), itemStates.end());
        QCOMPARE(itemStates, (QList<State>{State::Live, State::Tombstone}));
        for (const ChunkBlock& item : index.blocks) QVERIFY(item.detail.contains(QStringLiteral(".zdb")));
    }

    void modelAndViewShowTheMap() {
        const auto map = readMap(wrUri_);
        QVERIFY(map.has_value());
        wr::gui::ChunkMapPanel panel;
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.setMap(*map);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        wr::gui::ChunkMapModel* model = panel.model();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->rowCount(model->chunkIndex(0)), 4);
        QCOMPARE(model->blockIndex(0, 2).siblingAtColumn(wr::gui::ChunkMapModel::StateColumn).data().toString(),
                 QStringLiteral("live"));
        QCOMPARE(model->blockIndex(0, 0).data(wr::gui::ChunkMapModel::KeyBytesRole).toByteArray(), QByteArray("alpha"));

        // Clicking the middle of the last block selects it and shows its key and value.
        wr::gui::ChunkMapView* view = panel.view();
        const QRect rect = view->blockRect(0, 3);
        QVERIFY(rect.width() > 10);
        int chunk = -1;
        int block = -1;
        QVERIFY(view->blockAt(rect.center(), &chunk, &block));
        QCOMPARE(block, 3);
        QTest::mouseClick(view, Qt::LeftButton, {}, rect.center());
        QCOMPARE(panel.tree()->currentIndex(), model->blockIndex(0, 3));
        QVERIFY(panel.detailText().contains(QStringLiteral("Key: alpha")));
        QTRY_VERIFY_WITH_TIMEOUT(panel.detailText().contains(QStringLiteral("AAAAAAAA")), kAsyncTimeoutMs);
    }

    void pageReadsTheMapInTheBackground() {
        wr::gui::KvStorePage page(wr::gui::StoreAddress::store(wrUri_));
        QSignalSpy opened(&page, &wr::gui::KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(page.chunkMap() != nullptr);
        page.readChunkMap();
        QVERIFY(page.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(page.chunkMap()->model()->rowCount(), 1, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, kAsyncTimeoutMs);  // the sessions open again after the job
        QVERIFY(page.isOpen());
        QVERIFY(!page.isBusy());
    }

    // Last: it rewrites the store the tests above read.
    void reallocationFromTheMapGivesTheSpaceBack() {
        wr::gui::KvStorePage page(wr::gui::StoreAddress::store(wrUri_, true));
        QSignalSpy opened(&page, &wr::gui::KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        page.views()->setCurrentWidget(page.chunkMap());  // the map is read when first shown
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, kAsyncTimeoutMs);
        // Reading the map leaves nothing open that keeps the store from reopening for writing.
        QVERIFY(opened.last().at(0).toBool());
        QCOMPARE(page.chunkMap()->model()->rowCount(), 1);
        QVERIFY(page.chunkMap()->model()->map().chunks.first().invalidatedBytes > 0);

        QCOMPARE(page.chunkMap()->compactButton()->text(), QStringLiteral("Re&allocate..."));
        // The Tools menu's action says the same while this page is current.
        wr::gui::StoreActions actions;
        actions.setPage(&page);
        QCOMPARE(actions.action(wr::gui::StoreCommand::Compact)->text(), QStringLiteral("Re&allocate..."));
        actions.setPage(nullptr);
        QCOMPARE(actions.action(wr::gui::StoreCommand::Compact)->text(), QStringLiteral("C&ompact..."));
        QVERIFY(page.canRun(wr::gui::StoreCommand::Compact));
        // The question is titled as the store names it; No leaves the store alone.
        QString asked;
        QTimer::singleShot(0, [&asked] {
            QTRY_VERIFY_WITH_TIMEOUT(QApplication::activeModalWidget() != nullptr, kAsyncTimeoutMs);
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box != nullptr);
            asked = box->windowTitle();
            box->button(QMessageBox::No)->click();
        });
        page.run(wr::gui::StoreCommand::Compact);
        QCOMPARE(asked, QStringLiteral("Reallocate"));
        QVERIFY(!page.isBusy());

        QString done;
        QObject::connect(
            &page, &wr::gui::KvStorePage::logged, &page,
            [&done](wr::gui::OperationLog::Outcome outcome, const QString& operation, const QString& detail) {
                if (outcome == wr::gui::OperationLog::Outcome::Done &&
                    operation.startsWith(QStringLiteral("Reallocate ")))
                    done = detail;
            });
        page.startCompaction();
        QVERIFY(page.isBusy());
        QVERIFY(page.progressStrip()->isRunning());
        // The page opens again after the job, and then reads the map again.
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 4, kAsyncTimeoutMs);
        QVERIFY(opened.last().at(0).toBool());
        QVERIFY(page.isOpen());
        QVERIFY(!page.isBusy());
        QList<QPair<QByteArray, State>> blocks;
        for (const wr::gui::ChunkFile& file : page.chunkMap()->model()->map().chunks) {
            QCOMPARE(file.invalidatedBytes, 0u);
            blocks += blocksOf(file);
        }
        const QList<QPair<QByteArray, State>> expected{{"alpha", State::Live}, {"gamma", State::Live}};
        QCOMPARE(blocks, expected);
        // Once the store has reopened, the log says what the reallocation gave back.
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), kAsyncTimeoutMs);
        QVERIFY2(done.contains(QStringLiteral(" reclaimed: ")) && done.contains(QStringLiteral("on disk before")),
                 qPrintable(done));
    }

private:
    QTemporaryDir dir_;
    QString wrUri_;
};

int runChunkMapTests(int argc, char** argv) {
    ChunkMapTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "chunk_map_test.moc"
