#include "test_support.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

#include "common/verify_status.h"
#include "registry/hive/hive.h"
#include "registry/value_codec.h"
#include "stores/store_factory.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/kv/kv_session.h"
#include "widgets/registry/registry_session.h"

namespace wr::test {

namespace {

using wr::reg::Key;
using wr::reg::Registry;

QString numbered(const char* prefix, int n, int width) {
    return QString::fromLatin1(prefix) + QString::number(n).rightJustified(width, QLatin1Char('0'));
}

void set(Registry& registry, const Key& key, const char* name, uint32_t type, const Bytes& data) {
    WR_VERIFY_OK(registry.setValue(key, name, type, data));
}

Key create(Registry& registry, const Key& parent, const QString& path) {
    auto key = registry.createKey(parent, path.toStdString());
    if (!key) QTest::qFail(key.status().toString().c_str(), __FILE__, __LINE__);
    return key ? key.value() : Key();
}

// Waits for `opened` or `failed` of a session; false (and a failed test
// naming the session's error) when it failed or did not answer in time.
template <typename Error>
bool waitForOpen(const QSignalSpy& opened, const QSignalSpy& failed, const char* what) {
    if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs)) {
        QTest::qFail(qPrintable(QStringLiteral("the %1 did not open in time").arg(QLatin1String(what))), __FILE__,
                     __LINE__);
        return false;
    }
    if (!failed.isEmpty()) {
        QTest::qFail(qPrintable(failed.first().at(1).value<Error>().message), __FILE__, __LINE__);
        return false;
    }
    return true;
}

}  // namespace

void buildTestHive(const QString& directory) {
    wr::reg::HiveOptions options;
    options.durability = wr::reg::Durability::kOsBuffered;
    auto opened = wr::reg::Hive::open(directory.toStdString(), options);
    QVERIFY2(opened.isOk(), opened.status().toString().c_str());
    Registry& registry = *opened.value();
    const Key root = registry.root();

    using namespace wr::reg;
    set(registry, root, "", REG_SZ, encodeString("WR Studio test hive"));
    set(registry, root, "Version", REG_DWORD, encodeDword(1));
    set(registry, root, "Size", REG_QWORD, encodeQword(1ull << 40));
    set(registry, root, "Blob", REG_BINARY, Bytes("\x01\x02\xfe\xff", 4));
    set(registry, root, "Paths", REG_MULTI_SZ, encodeMultiString({"a", "b"}));
    set(registry, root, "Home", REG_EXPAND_SZ, encodeString("%HOME%\\wr"));

    for (int w = 0; w < kWorkshops; ++w) {
        const QString workshopPath = QStringLiteral("Factory\\Workshops\\") + numbered("Workshop", w, 4);
        const Key workshop = create(registry, root, workshopPath);
        set(registry, workshop, "Code", REG_SZ, encodeString("C" + std::to_string(w + 1)));
        set(registry, workshop, "Name", REG_SZ, encodeString("Name" + std::to_string(1000000 + w)));
        set(registry, workshop, "WorkplaceCount", REG_DWORD, encodeDword(uint32_t(10 + w)));
        for (int e = 0; e < kEmployees; ++e) {
            const Key employee = create(registry, workshop, QStringLiteral("Employees\\") + numbered("Employee", e, 4));
            set(registry, employee, "FirstName", REG_SZ, encodeString("FN" + std::to_string(100000 + e)));
            set(registry, employee, "LastName", REG_SZ, encodeString("LN" + std::to_string(200000 + e)));
            set(registry, employee, "Post", REG_SZ, encodeString("P" + std::to_string(e % 10)));
            set(registry, employee, "Sex", REG_SZ, encodeString(e % 2 ? "F" : "M"));
            set(registry, employee, "Age", REG_SZ, encodeString(std::to_string(18 + e)));
            set(registry, employee, "Wage", REG_DWORD, encodeDword(uint32_t(1500 + e)));
        }
    }

    const Key many = create(registry, root, QStringLiteral("ManyValues"));
    for (int v = 0; v < kManyValues; ++v) {
        set(registry, many, numbered("Value", v, 3).toLatin1().constData(), REG_DWORD, encodeDword(uint32_t(v)));
    }
    for (int i = 0; i < kWideSubkeys; ++i) create(registry, root, QStringLiteral("Wide\\") + numbered("Item", i, 3));

    WR_VERIFY_OK(registry.flush());
}

bool openAndWait(wr::gui::RegistrySession& session, const QString& directory, bool writable) {
    QSignalSpy opened(&session, &wr::gui::RegistrySession::opened);
    QSignalSpy failed(&session, &wr::gui::RegistrySession::requestFailed);
    session.openHive(directory, !writable);
    return waitForOpen<wr::gui::RequestError>(opened, failed, "hive");
}

bool openAndWait(wr::gui::KvSession& session, const QString& uri) {
    QSignalSpy opened(&session, &wr::gui::KvSession::opened);
    QSignalSpy failed(&session, &wr::gui::KvSession::requestFailed);
    session.open(uri, true);
    return waitForOpen<wr::gui::KvRequestError>(opened, failed, "store");
}

QString buildFigure2Store(const QString& directory, const QList<QPair<QByteArray, QByteArray>>& more) {
    const QString uri =
        QStringLiteral("wrstore:hive=%1;db=kvs;depth=4;len=2").arg(QDir(directory).filePath(QStringLiteral("hive")));
    auto store = wr::kv::openStore(uri.toStdString());
    QList<QPair<QByteArray, QByteArray>> pairs{{"792479", "#Scotland"}, {"2149", "(-115.223125, 36.232915)"}};
    pairs += more;
    wr::Status status = store.status();
    for (const auto& [key, value] : pairs) {
        if (status.isOk()) {
            status =
                store.value()->put({key.constData(), size_t(key.size())}, {value.constData(), size_t(value.size())});
        }
    }
    if (status.isOk()) status = store.value()->close();
    if (!status.isOk()) {
        QTest::qFail(status.toString().c_str(), __FILE__, __LINE__);
        return {};
    }
    return uri;
}

std::optional<QByteArray> readValue(wr::gui::RegistrySession& session, const QString& path, const QString& name) {
    QSignalSpy read(&session, &wr::gui::RegistrySession::valueQueried);
    QSignalSpy failed(&session, &wr::gui::RegistrySession::requestFailed);
    const wr::gui::RequestId id = session.queryValue(path, name);
    auto answered = [&] {
        for (const auto& args : read) {
            if (args.at(0).value<wr::gui::RequestId>() == id) return true;
        }
        for (const auto& args : failed) {
            if (args.at(0).value<wr::gui::RequestId>() == id) return true;
        }
        return false;
    };
    if (!QTest::qWaitFor(answered, kAsyncTimeoutMs)) return std::nullopt;
    for (const auto& args : read) {
        if (args.at(0).value<wr::gui::RequestId>() == id) return args.at(4).toByteArray();
    }
    return std::nullopt;
}

int subkeyCount(wr::gui::RegistrySession& session, const QString& path) {
    QSignalSpy queried(&session, &wr::gui::RegistrySession::infoQueried);
    QSignalSpy failed(&session, &wr::gui::RegistrySession::requestFailed);
    const wr::gui::RequestId id = session.queryInfo(path);
    if (!QTest::qWaitFor([&] { return !queried.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs)) return -1;
    for (const auto& args : queried) {
        if (args.at(0).value<wr::gui::RequestId>() == id) return int(args.at(2).value<wr::reg::KeyInfo>().subkeyCount);
    }
    return -1;
}

QModelIndex childNamed(const QAbstractItemModel& model, const QModelIndex& parent, const QString& name) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        if (child.data().toString() == name) return child;
    }
    return {};
}

QString fact(const wr::gui::StatisticsPanel& panel, const QString& heading, const QString& name) {
    QTreeWidget* table = panel.table();
    for (int i = 0; i < table->topLevelItemCount(); ++i) {
        QTreeWidgetItem* section = table->topLevelItem(i);
        if (section->text(0) != heading) continue;
        for (int row = 0; row < section->childCount(); ++row) {
            if (section->child(row)->text(0) == name) return section->child(row)->text(1);
        }
    }
    return {};
}

}  // namespace wr::test
