// Two processes writing one store: while this process holds a store open for
// writing, `wrctl kv put` on the same store from another process is refused
// with an error naming this process ("in use by PID n"), and the store keeps
// exactly what it held — for every engine that keeps its files on this
// machine, except SQLite, which is made for many processes: its own locks
// let the second writer in, one transaction at a time, and the first sees
// the second's pair.
#include <unistd.h>
#include <QTemporaryDir>
#include <QTest>

#include "stores/store_factory.h"
#include "wrctl_run.h"

class WrctlSecondWriterTest : public QObject {
    Q_OBJECT

private slots:
    void aSecondWriterIsToldWhoHoldsTheStore_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<bool>("shared");
        QTest::newRow("wrstore") << "wrstore:hive=$D/hive;db=kvs" << false;
        QTest::newRow("wrstore++") << "wrstore++:hive=$D/hive;db=values;data=$D/values" << false;
        QTest::newRow("wrstore++ chunk") << "wrstore++:hive=$D/hive;db=values;data=$D/values;mode=chunk" << false;
        QTest::newRow("zdb") << "zdb:dir=$D/zdb;files=2" << false;
        for (const auto& info : wr::kv::knownSchemes()) {
            const QString scheme = QString::fromStdString(info.scheme);
            if (info.server || scheme.startsWith(QLatin1String("wrstore")) || scheme == QLatin1String("zdb")) continue;
            const bool singleFile = scheme == QLatin1String("sqlite") || scheme == QLatin1String("kyoto");
            QTest::newRow(qPrintable(scheme))
                << scheme + (singleFile ? ":file=$D/store.db" : ":dir=$D/store") << (scheme == QLatin1String("sqlite"));
        }
    }

    void aSecondWriterIsToldWhoHoldsTheStore() {
        QFETCH(QString, uri);
        QFETCH(bool, shared);
        QTemporaryDir dir;
        uri.replace(QLatin1String("$D"), dir.path());
        if (uri.startsWith(QLatin1String("kyoto"))) uri.replace(QLatin1String("store.db"), QLatin1String("store.kch"));
        wr::kv::OpenOptions create;
        create.createIfMissing = true;
        auto held = wr::kv::openStore(uri.toStdString(), create);
        QVERIFY2(held.isOk(), held.status().toString().c_str());
        QVERIFY((*held)->put("kept", "1").isOk());

        const WrctlRun second = runWrctl({"kv", "put", uri, "intruder", "2"});
        auto kept = (*held)->get("kept");
        QVERIFY(kept.isOk());
        QCOMPARE(*kept, wr::Bytes("1"));
        if (shared) {
            QVERIFY2(second.exitCode == 0, second.err.constData());
            QCOMPARE(*(*held)->get("intruder"), wr::Bytes("2"));
            return;
        }
        QCOMPARE(second.exitCode, 1);
        const QByteArray who = "in use by PID " + QByteArray::number(::getpid());
        QVERIFY2(second.err.contains(who), second.err.constData());
        QVERIFY((*held)->get("intruder").status().is(wr::StatusCode::kNotFound));
    }
};

QTEST_GUILESS_MAIN(WrctlSecondWriterTest)
#include "test_wrctl_second_writer.moc"
