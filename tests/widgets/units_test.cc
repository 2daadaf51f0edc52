// One way of writing counts and sizes everywhere: counts through the English
// translation's plural forms ("1 subkey", "2 subkeys", never "1 levels" or
// "change(s)"), and byte sizes in binary units labelled KiB/MiB/GiB, the same
// figure reading the same in the key list, the chunk map and the statistics.
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/chunkmap/chunk_map_model.h"
#include "widgets/common/byte_size.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/pages/hive_page.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/registry_editor.h"

namespace wr::test {

namespace {

// 456,000 bytes: 445.3125 KiB, 456 kB in decimal units.
constexpr quint64 kValueBytes = 456000;
const QString kValueSize = QStringLiteral("445.31 KiB");

QString translated(const char* context, const char* text, int n) {
    return QCoreApplication::translate(context, text, nullptr, n);
}

}  // namespace

class UnitsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void countsUseThePluralForms() {
        wr::reg::KeyInfo info;
        info.subkeyCount = 1;
        info.valueCount = 2;
        QCOMPARE(wr::gui::KeyTreeModel::countsText(info), QStringLiteral("1 subkey, 2 values"));
        QCOMPARE(translated("wr::gui::KeyLocator", "%Ln level(s) of %1 hex characters (%2)", 1),
                 QStringLiteral("1 level of %1 hex characters (%2)"));
        QCOMPARE(translated("wr::gui::KeyLocator", "%Ln level(s) of %1 hex characters (%2)", 2),
                 QStringLiteral("2 levels of %1 hex characters (%2)"));
        QCOMPARE(translated("wr::gui::ValueInspector", "%Ln byte(s)", 1), QStringLiteral("1 byte"));
        QCOMPARE(translated("wr::gui::ValueInspector", "%Ln byte(s)", 2), QStringLiteral("2 bytes"));
        QCOMPARE(translated("wr::gui::KvStorePage", "Checked %Ln entry(ies) (%1).", 1),
                 QStringLiteral("Checked 1 entry (%1)."));
        QCOMPARE(translated("wr::gui::KvStorePage", "Checked %Ln entry(ies) (%1).", 3),
                 QStringLiteral("Checked 3 entries (%1)."));
        QCOMPARE(translated("wr::gui::ChunkMapPanel", "%1: %Ln file(s), %2 live, %3 invalidated.", 1),
                 QStringLiteral("%1: 1 file, %2 live, %3 invalidated."));
    }

    void theStatusLineCountsStagedChanges() {
        const QString hive = dir_.filePath(QStringLiteral("hive"));
        buildTestHive(hive);
        wr::gui::HivePage page(wr::gui::StoreAddress::hive(hive, true));
        QSignalSpy opened(&page, &wr::gui::HivePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(page.editor()->createKey(QStringLiteral(""), QStringLiteral("One")).isOk());
        QVERIFY2(page.statusText().endsWith(QStringLiteral("1 staged change")), qPrintable(page.statusText()));
        QVERIFY(page.editor()->createKey(QStringLiteral(""), QStringLiteral("Two")).isOk());
        QVERIFY2(page.statusText().endsWith(QStringLiteral("2 staged changes")), qPrintable(page.statusText()));
    }

    void sizesReadTheSameInEveryView() {
        QCOMPARE(wr::gui::formatByteSize(kValueBytes), kValueSize);
        QCOMPARE(wr::gui::formatByteSize(3 * 1024 * 1024), QStringLiteral("3.00 MiB"));
        QCOMPARE(wr::gui::StatisticsPanel::bytes(kValueBytes), kValueSize + QStringLiteral(" (456,000 bytes)"));

        wr::gui::ChunkMap map;
        wr::gui::ChunkFile chunk;
        chunk.name = QStringLiteral("chunk-00000001.wrc");
        chunk.bytes = kValueBytes;
        map.chunks.append(chunk);
        wr::gui::ChunkMapModel chunks;
        chunks.setMap(map);
        QCOMPARE(chunks.chunkIndex(0).siblingAtColumn(wr::gui::ChunkMapModel::LengthColumn).data().toString(),
                 kValueSize);

        const QString uri = buildFigure2Store(dir_.filePath(QStringLiteral("store")),
                                              {{QByteArrayLiteral("big"), QByteArray(int(kValueBytes), 'v')}});
        QVERIFY(!uri.isEmpty());
        wr::gui::KvStorePage page(wr::gui::StoreAddress::store(uri));
        QSignalSpy opened(&page, &wr::gui::KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        wr::gui::KeyListModel* keys = page.keys()->keyModel();
        QTRY_COMPARE_WITH_TIMEOUT(keys->rowCount(), 3, kAsyncTimeoutMs);
        int big = -1;
        for (int row = 0; row < keys->rowCount(); ++row) {
            if (keys->index(row, wr::gui::KeyListModel::KeyColumn).data(wr::gui::KeyListModel::KeyBytesRole) ==
                QByteArrayLiteral("big"))
                big = row;
        }
        QVERIFY(big >= 0);
        const QModelIndex size = keys->index(big, wr::gui::KeyListModel::SizeColumn);
        size.data();  // asks for the value's size
        QTRY_COMPARE_WITH_TIMEOUT(size.data().toString(), kValueSize, kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
};

int runUnitsTests(int argc, char** argv) {
    UnitsTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "units_test.moc"
