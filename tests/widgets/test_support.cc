#include "test_support.h"

#include <QAbstractItemModel>
#include <QSignalSpy>
#include <QTest>

#include "registry/hive.h"
#include "registry/value_codec.h"
#include "widgets/registry_session.h"

namespace wr::test {

namespace {

using wr::reg::Key;
using wr::reg::Registry;

QString numbered(const char* prefix, int n, int width) {
    return QString::fromLatin1(prefix) + QString::number(n).rightJustified(width, QLatin1Char('0'));
}

void set(Registry& registry, const Key& key, const char* name, uint32_t type, const Bytes& data) {
    const Status status = registry.setValue(key, name, type, data);
    QVERIFY2(status.isOk(), status.toString().c_str());
}

Key create(Registry& registry, const Key& parent, const QString& path) {
    auto key = registry.createKey(parent, path.toStdString());
    if (!key) QTest::qFail(key.status().toString().c_str(), __FILE__, __LINE__);
    return key ? key.value() : Key();
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

    const Status flushed = registry.flush();
    QVERIFY2(flushed.isOk(), flushed.toString().c_str());
}

bool openAndWait(wr::gui::RegistrySession& session, const QString& directory) {
    QSignalSpy opened(&session, &wr::gui::RegistrySession::opened);
    QSignalSpy failed(&session, &wr::gui::RegistrySession::requestFailed);
    session.openHive(directory, true);
    if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, 10000)) {
        QTest::qFail("the hive did not open within 10 s", __FILE__, __LINE__);
        return false;
    }
    if (!failed.isEmpty()) {
        const auto error = failed.first().at(1).value<wr::gui::RequestError>();
        QTest::qFail(qPrintable(error.message), __FILE__, __LINE__);
        return false;
    }
    return true;
}

QModelIndex childNamed(const QAbstractItemModel& model, const QModelIndex& parent, const QString& name) {
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        if (child.data().toString() == name) return child;
    }
    return {};
}

}  // namespace wr::test
