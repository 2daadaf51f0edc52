// The Redis views, offscreen, against a three-master cluster without
// replicas and a standalone server, real redis-server processes started under
// a QTemporaryDir and stopped by their LocalRedisCluster whatever a test does:
// the layout a CLUSTER NODES reply gives (replicas, failures, slots moving);
// the explorer opening a redis: URI as any store and paging its keys through
// SCAN (the servers never see KEYS); the Cluster view's nodes, slot ranges,
// key counts and the selected key's slot and node; staged edits written to
// the cluster; a single server's Server view; nodes that do not answer named;
// and a ZDB store migrated into the cluster through the wizard's Redis target.
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <string>

#include "stores/redis/local_redis_cluster.h"
#include "stores/redis/redis_cluster_layout.h"
#include "stores/redis/redis_node.h"
#include "stores/redis/redis_slot.h"
#include "stores/store_factory.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/migrate/migration_wizard.h"
#include "widgets/migrate/preview_page.h"
#include "widgets/migrate/report_page.h"
#include "widgets/migrate/run_page.h"
#include "widgets/migrate/target_page.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/redis/cluster_layout_model.h"
#include "widgets/redis/cluster_view.h"
#include "widgets/shell/store_address.h"

using namespace wr::kv::redis;
using wr::gui::ClusterLayoutModel;
using wr::gui::ClusterView;
using wr::gui::KvStorePage;
using wr::gui::MigrationWizard;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;

namespace {

constexpr int kTimeoutMs = 60000;
constexpr int kClusterKeys = 600;
constexpr int kMigratedPairs = 300;

QByteArray keyOf(int i) { return QByteArray("redis/") + QByteArray::number(i).rightJustified(4, '0'); }
QByteArray valueOf(int i) { return QByteArray("value of pair ") + QByteArray::number(i * 7919); }

LocalRedisOptions deployment(bool cluster) {
    LocalRedisOptions options;
    options.cluster = cluster;
    options.masters = cluster ? 3 : 1;
    options.replicas = 0;
    options.nodeTimeoutMs = 2000;
    return options;
}

std::unique_ptr<RedisNode> connectTo(int port) {
    auto node = RedisNode::connect({"127.0.0.1", port}, {});
    if (!node.isOk()) qWarning("%s", node.status().toString().c_str());
    return node.isOk() ? std::move(*node) : nullptr;
}

// The port of the master serving `slot`, from CLUSTER SLOTS.
int ownerPort(int anyPort, int slot) {
    auto node = connectTo(anyPort);
    auto ranges = node != nullptr ? node->expectOk({"CLUSTER", "SLOTS"}) : wr::Status::ioError("no node");
    if (!ranges.isOk()) return 0;
    for (const RedisReply& range : ranges->elements) {
        if (range.elements[0].integer <= slot && slot <= range.elements[1].integer)
            return int(range.elements[2].elements[1].integer);
    }
    return 0;
}

// How often the node ran `command` since its statistics were reset (INFO commandstats).
qint64 callsOf(int port, const QByteArray& command) {
    auto node = connectTo(port);
    auto info = node != nullptr ? node->expectOk({"INFO", "commandstats"}) : wr::Status::ioError("no node");
    if (!info.isOk()) return -1;
    const QByteArray text = QByteArray::fromStdString(info->text);
    const QByteArray field = "cmdstat_" + command + ":calls=";
    const qsizetype at = text.indexOf(field);
    if (at < 0) return 0;
    const qsizetype start = at + field.size();
    return text.mid(start, text.indexOf(',', start) - start).toLongLong();
}

bool onEveryMaster(const std::vector<int>& ports, int masters, const RedisCommand& command) {
    for (int i = 0; i < masters; ++i) {
        auto node = connectTo(ports[size_t(i)]);
        if (node == nullptr || !node->expectOk(command).isOk()) return false;
    }
    return true;
}

// Puts pairs first .. first+count-1 into the store `uri` names.
bool fill(const QString& uri, int first, int count) {
    auto store = wr::kv::openStore(uri.toStdString());
    if (!store) {
        qWarning("%s", store.status().toString().c_str());
        return false;
    }
    wr::kv::WriteBatch batch;
    for (int i = first; i < first + count; ++i) batch.put(keyOf(i).toStdString(), valueOf(i).toStdString());
    return store.value()->write(batch).isOk() && store.value()->close().isOk();
}

bool openPage(KvStorePage& page) {
    page.resize(1100, 700);
    page.show();
    QSignalSpy opened(&page, &KvStorePage::openFinished);
    page.open();
    if (!QTest::qWaitFor([&] { return !opened.isEmpty(); }, kTimeoutMs)) return false;
    return opened.first().at(0).toBool();
}

// Shows the page's Cluster (or Server) view and waits for its layout.
bool showLayout(KvStorePage& page) {
    ClusterView* view = page.clusterView();
    if (view == nullptr) return false;
    QSignalSpy read(view, &ClusterView::layoutRead);
    if (page.views()->currentWidget() == view) {
        view->refresh();
    } else {
        page.views()->setCurrentWidget(view);
    }
    return QTest::qWaitFor([&] { return !read.isEmpty(); }, kTimeoutMs);
}

}  // namespace

class RedisViewsTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<LocalRedisCluster> cluster_;
    QString uri_;

    const std::vector<int>& ports() const { return cluster_->ports(); }
    std::unique_ptr<KvStorePage> clusterPage(bool writable = false) const {
        auto address = StoreAddress::parse(uri_);
        if (!address) return nullptr;
        address->writable = writable;
        return std::make_unique<KvStorePage>(*address);
    }

private slots:
    void initTestCase() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        auto started = LocalRedisCluster::start(dir_->filePath("cluster").toStdString(), deployment(true));
        QVERIFY2(started.isOk(), started.status().toString().c_str());
        cluster_ = std::move(*started);
        uri_ = QString::fromStdString(cluster_->uri());
        QVERIFY(fill(uri_, 0, kClusterKeys));
    }

    void cleanupTestCase() { cluster_.reset(); }

    void layoutReadsReplicasFailuresAndMovingSlots() {
        const std::string text =
            "aaaa 127.0.0.1:7000@17000 myself,master - 0 0 1 connected 0-5460 [5461-<-bbbb]\n"
            "cccc 127.0.0.1:7002@17002 master,fail - 0 0 3 disconnected 10923-16383\n"
            "dddd 127.0.0.1:7003@17003 slave bbbb 0 0 2 connected\n"
            "bbbb 127.0.0.1:7001@17001,host-b master - 0 0 2 connected 5461-10921 10922 [5461->-aaaa]\n"
            "eeee :7004@17004 slave,fail? aaaa 0 0 1 connected\n";
        auto nodes = parseClusterNodes(text, {"10.0.0.9", 7000});
        QVERIFY2(nodes.isOk(), nodes.status().toString().c_str());
        QCOMPARE(nodes->size(), size_t(5));
        // Masters by first slot, each followed by its replicas.
        QStringList order;
        for (const RedisNodeLayout& node : *nodes) order << QString::fromStdString(node.id);
        QCOMPARE(order, QStringList({"aaaa", "eeee", "bbbb", "dddd", "cccc"}));
        const RedisNodeLayout& b = (*nodes)[2];
        QCOMPARE(b.endpoint.port, 7001);
        QCOMPARE(b.slotCount(), 5462);
        QCOMPARE(slotRangesText(b.slotRanges), std::string("5461-10921 10922"));
        QCOMPARE(b.moves.size(), size_t(1));
        QVERIFY(!b.moves[0].importing);
        QCOMPARE(b.moves[0].peerId, std::string("aaaa"));
        QVERIFY((*nodes)[0].moves[0].importing);
        const RedisNodeLayout& e = (*nodes)[1];
        QVERIFY(!e.master);
        QCOMPARE(e.masterId, std::string("aaaa"));
        QCOMPARE(e.endpoint.host, std::string("10.0.0.9"));  // listed without a host: the answering node's
        QCOMPARE(e.flags, std::vector<std::string>{"fail?"});
        const RedisNodeLayout& c = (*nodes)[4];
        QCOMPARE(c.flags, std::vector<std::string>{"fail"});
        QVERIFY(!c.linkConnected);

        RedisClusterLayout layout;
        layout.cluster = true;
        layout.nodes = *nodes;
        QCOMPARE(layout.servingNode(10922)->id, std::string("bbbb"));
        QCOMPARE(layout.masterCount(), 3);
        QCOMPARE(layout.replicaCount(), 2);
        ClusterLayoutModel model;
        model.setLayout(layout);
        QCOMPARE(model.roleText(1), QStringLiteral("replica of 127.0.0.1:7000"));
        QVERIFY(model.stateText(2).contains(QStringLiteral("migrating slot 5461 to 127.0.0.1:7000")));
        QVERIFY(model.stateText(4).contains(QStringLiteral("link down")));

        QVERIFY(!parseClusterNodes("aaaa 127.0.0.1:7000 master - 0 0 1 connected 9-3\n", {"h", 1}).isOk());
    }

    void explorerOpensTheClusterAndPagesItsKeysThroughScan() {
        QVERIFY(onEveryMaster(ports(), 3, {"CONFIG", "RESETSTAT"}));
        auto page = clusterPage();
        QVERIFY(page != nullptr);
        QCOMPARE(page->address().title(), QStringLiteral("127.0.0.1:%1 (redis)").arg(ports()[0]));
        QVERIFY(openPage(*page));
        wr::gui::KeyListModel* keys = page->keys()->keyModel();
        QTRY_COMPARE_WITH_TIMEOUT(keys->rowCount(), kClusterKeys, kTimeoutMs);
        page->keys()->goToRow(kClusterKeys - 1);
        QTRY_VERIFY_WITH_TIMEOUT(keys->isLoaded(kClusterKeys - 1), kTimeoutMs);
        QVERIFY(keys->data(keys->index(kClusterKeys - 1, 0)).toString().startsWith(QStringLiteral("redis/")));
        QVERIFY(keys->isCountExact());
        // The inspector shows a value read from the node that holds it.
        page->keys()->showKeyNamed(keyOf(5));
        QTRY_VERIFY_WITH_TIMEOUT(page->keys()->inspector() != nullptr && page->keys()->currentKey() == keyOf(5),
                                 kTimeoutMs);
        qint64 scans = 0;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(callsOf(ports()[size_t(i)], "keys"), 0);
            scans += callsOf(ports()[size_t(i)], "scan");
        }
        QVERIFY(scans >= 3);  // every master walked
    }

    void clusterViewShowsNodesSlotsCountsAndTheSelectedKey() {
        auto page = clusterPage();
        QVERIFY(openPage(*page));
        ClusterView* view = page->clusterView();
        QVERIFY(view != nullptr);
        QCOMPARE(page->views()->tabText(page->views()->indexOf(view)), QStringLiteral("Cluster"));
        QVERIFY(showLayout(*page));
        const ClusterLayoutModel* model = view->model();
        QCOMPARE(model->rowCount(), 3);
        int slotsServed = 0;
        for (int row = 0; row < 3; ++row) {
            const RedisNodeLayout& node = model->layout().nodes[size_t(row)];
            QVERIFY(node.master);
            QCOMPARE(model->roleText(row), QStringLiteral("master"));
            QCOMPARE(model->stateText(row), QStringLiteral("ok"));
            slotsServed += node.slotCount();
            auto connection = connectTo(node.endpoint.port);
            QVERIFY(connection != nullptr);
            QCOMPARE(qint64(node.keys.value_or(0)), qint64(connection->expectOk({"DBSIZE"})->integer));
        }
        QCOMPARE(slotsServed, kClusterSlots);
        QVERIFY2(view->summaryText().startsWith(QStringLiteral("3 masters, 0 replicas; the masters hold 600 keys")),
                 qPrintable(view->summaryText()));

        const QByteArray key = keyOf(42);
        const int slot = keySlot({key.constData(), size_t(key.size())});
        page->keys()->showKeyNamed(key);
        QTRY_COMPARE_WITH_TIMEOUT(view->keySlot(), slot, kTimeoutMs);
        QVERIFY(model->markedRow() >= 0);
        const int holder = ownerPort(ports()[0], slot);
        QCOMPARE(model->layout().nodes[size_t(model->markedRow())].endpoint.port, holder);
        QVERIFY2(view->keyText().contains(QStringLiteral("hash slot %1, held by 127.0.0.1:%2").arg(slot).arg(holder)),
                 qPrintable(view->keyText()));
    }

    void stagedEditsAreWrittenToTheCluster() {
        auto page = clusterPage(true);
        QVERIFY(openPage(*page));
        QVERIFY(page->editor()->put("redis/new-a", "fresh a").isOk());
        QVERIFY(page->editor()->put("redis/new-b", "fresh b").isOk());
        QVERIFY(page->editor()->remove(keyOf(7)).isOk());
        QSignalSpy written(page->editor(), &wr::gui::KvEditor::written);
        page->run(StoreCommand::WriteChanges);
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kTimeoutMs);

        auto store = wr::kv::openStore(uri_.toStdString());
        QVERIFY(store.isOk());
        QCOMPARE(store.value()->get("redis/new-a").value(), std::string("fresh a"));
        QCOMPARE(store.value()->get("redis/new-b").value(), std::string("fresh b"));
        QCOMPARE(store.value()->get(keyOf(7).toStdString()).status().code(), wr::StatusCode::kNotFound);
        // The view counts what the cluster holds now.
        QVERIFY(showLayout(*page));
        QCOMPARE(page->clusterView()->model()->layout().masterKeys().value_or(0), quint64(kClusterKeys + 1));
        QTRY_COMPARE_WITH_TIMEOUT(page->keys()->keyModel()->rowCount(), kClusterKeys + 1, kTimeoutMs);
    }

    void singleServerShowsTheServerAndItsKeyCountAndSaysWhenItIsGone() {
        auto started = LocalRedisCluster::start(dir_->filePath("single").toStdString(), deployment(false));
        QVERIFY2(started.isOk(), started.status().toString().c_str());
        std::unique_ptr<LocalRedisCluster> server = std::move(*started);
        const QString uri = QString::fromStdString(server->uri());
        QVERIFY(fill(uri, 0, 5));
        auto address = StoreAddress::parse(uri);
        QVERIFY(address.has_value());
        QCOMPARE(address->title(), QStringLiteral("127.0.0.1:%1 (redis)").arg(server->ports()[0]));
        KvStorePage page(*address);
        QVERIFY(openPage(page));
        ClusterView* view = page.clusterView();
        QVERIFY(view != nullptr);
        QCOMPARE(page.views()->tabText(page.views()->indexOf(view)), QStringLiteral("Server"));
        QVERIFY(showLayout(page));
        QCOMPARE(view->model()->rowCount(), 1);
        QCOMPARE(view->model()->roleText(0), QStringLiteral("server"));
        QCOMPARE(view->model()->layout().nodes[0].keys.value_or(0), quint64(5));
        QCOMPARE(view->summaryText(), QStringLiteral("A single server holding 5 keys."));
        page.keys()->showKeyNamed(keyOf(3));
        QTRY_VERIFY_WITH_TIMEOUT(
            view->keyText().contains(QStringLiteral("on the server 127.0.0.1:%1").arg(server->ports()[0])), kTimeoutMs);

        const int port = server->ports()[0];
        server.reset();  // stopped
        QVERIFY(showLayout(page));
        QVERIFY2(view->summaryText().contains(QStringLiteral("1 node did not answer: 127.0.0.1:%1").arg(port)),
                 qPrintable(view->summaryText()));
        QVERIFY(view->model()->stateText(0).startsWith(QStringLiteral("no answer: redis 127.0.0.1:")));
    }

    void wizardMigratesAZdbStoreIntoTheCluster() {
        QVERIFY(onEveryMaster(ports(), 3, {"FLUSHALL"}));
        const QString source = QStringLiteral("zdb:dir=") + dir_->filePath("zdb-source");
        QVERIFY(fill(source, 0, kMigratedPairs));
        MigrationWizard wizard({});
        wizard.setSource(source);
        wizard.show();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Target));
        wr::gui::TargetPage* page = wizard.targetPage();
        page->typeBox()->setCurrentIndex(page->typeBox()->findData(QStringLiteral("redis")));
        // No place on disk to ask for: the URI is typed, after the example.
        for (const char* path : {"dir", "file", "hive", "data"}) QVERIFY(page->field(path) == nullptr);
        QVERIFY(!page->uriEdit()->isReadOnly());
        QVERIFY(page->uriEdit()->placeholderText().startsWith(QStringLiteral("redis:cluster=")));
        QVERIFY(!page->isComplete());
        QVERIFY2(page->problem().contains(QStringLiteral("server")), qPrintable(page->problem()));
        // Nor for the checkpoint: a work directory is offered.
        QVERIFY(page->workDirectoryEdit()->isVisibleTo(page));
        QVERIFY(page->workDirectoryEdit()->text().startsWith(
            QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)));
        page->workDirectoryEdit()->setText(dir_->filePath("work"));
        emit page->workDirectoryEdit()->textEdited(page->workDirectoryEdit()->text());
        page->uriEdit()->setText(uri_);
        emit page->uriEdit()->textEdited(uri_);
        QTRY_VERIFY2_WITH_TIMEOUT(page->isComplete(), qPrintable(page->problem()), kTimeoutMs);
        QCOMPARE(page->workDirectoryEdit()->text(), dir_->filePath("work"));  // typed, kept

        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Preview));
        QTRY_VERIFY_WITH_TIMEOUT(wizard.previewPage()->isComplete(), kTimeoutMs);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Run));
        QTRY_VERIFY_WITH_TIMEOUT(wizard.runPage()->isComplete(), kTimeoutMs);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(MigrationWizard::Report));
        const QString verification = wizard.reportPage()->verificationLabel()->text();
        QVERIFY2(verification.startsWith(QStringLiteral("OK")), qPrintable(verification));

        auto store = wr::kv::openStore(uri_.toStdString());
        QVERIFY(store.isOk());
        QCOMPARE(store.value()->approximateCount().value(), uint64_t(kMigratedPairs));
        for (int i = 0; i < kMigratedPairs; i += 37)
            QCOMPARE(store.value()->get(keyOf(i).toStdString()).value(), valueOf(i).toStdString());
    }

    // Last: it stops one of the cluster's masters.
    void aMasterThatDoesNotAnswerIsNamed() {
        auto page = clusterPage();
        QVERIFY(openPage(*page));
        const int stopped = ports()[1];
        auto node = connectTo(stopped);
        QVERIFY(node != nullptr);
        (void)node->command({"SHUTDOWN", "NOSAVE"});  // the connection ends with the server
        QVERIFY(showLayout(*page));
        ClusterView* view = page->clusterView();
        QVERIFY2(view->summaryText().contains(QStringLiteral("1 node did not answer: 127.0.0.1:%1").arg(stopped)),
                 qPrintable(view->summaryText()));
        const ClusterLayoutModel* model = view->model();
        bool named = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->layout().nodes[size_t(row)].endpoint.port != stopped) continue;
            named = model->stateText(row).contains(QStringLiteral("redis 127.0.0.1:%1").arg(stopped));
            QCOMPARE(model->data(model->index(row, ClusterLayoutModel::KeysColumn)).toString(), QStringLiteral("-"));
        }
        QVERIFY(named);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/wrstudio_en.qm")) || !QCoreApplication::installTranslator(&english))
        return 1;
    RedisViewsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "redis_views_test.moc"
