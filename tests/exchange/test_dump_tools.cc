// The dump formats against the tools users already have: Berkeley DB's
// db5.3_dump and db5.3_load (package db5.3-util) and RocksDB's ldb (package
// rocksdb-tools). Their files read back with every pair right, and they
// accept the files written here. Skipped, saying which package is missing,
// where a tool is not installed.
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "../common/open_or_fail.h"
#include "dump_test_pairs.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::exchange;
using wr::test::PairMap;

namespace {

struct ToolRun {
    int exitCode = -1;  // -1: it crashed or did not end within a minute
    QByteArray err;
};

// Runs `program` with `args`; stdin and stdout from and to files when given.
ToolRun runTool(const QString& program, const QStringList& args, const QString& input = {},
                const QString& output = {}) {
    QProcess p;
    if (!input.isEmpty()) p.setStandardInputFile(input);
    if (!output.isEmpty()) p.setStandardOutputFile(output);
    p.start(program, args);
    ToolRun r;
    if (!p.waitForFinished(60000)) return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = p.readAllStandardError();
    return r;
}

bool fill(kv::KvStore& store, const PairMap& pairs) {
    for (const auto& [key, value] : pairs) {
        if (Status s = store.put(key, value); !s.isOk()) {
            qWarning("put: %s", s.toString().c_str());
            return false;
        }
    }
    return store.close().isOk();
}

PairMap storePairs(const std::string& uri) {
    PairMap pairs;
    auto store = wr::test::openOrFail(uri);
    if (!store) return pairs;
    const Status s = kv::forEach(*store, [&](BytesView key, BytesView value) {
        pairs[std::string(key)] = std::string(value);
        return true;
    });
    if (!s.isOk()) qWarning("scan %s: %s", uri.c_str(), s.toString().c_str());
    return pairs;
}

}  // namespace

class DumpToolsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString dbDump_;
    QString dbLoad_;
    QString ldb_;

    QString path(const QString& name) const { return dir_.filePath(name); }
    std::filesystem::path fsPath(const QString& name) const { return path(name).toStdString(); }

    void needBdbTools() const {
        if (dbDump_.isEmpty() || dbLoad_.isEmpty()) {
            QSKIP("db5.3_dump and db5.3_load are not installed (Debian package db5.3-util)");
        }
    }
    void needLdb() const {
        if (ldb_.isEmpty()) QSKIP("ldb is not installed (Debian package rocksdb-tools)");
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        dbDump_ = QStandardPaths::findExecutable("db5.3_dump");
        dbLoad_ = QStandardPaths::findExecutable("db5.3_load");
        ldb_ = QStandardPaths::findExecutable("ldb");
    }

    void dbDumpOfOurBdbStoreReadsBack_data() {
        QTest::addColumn<bool>("printable");
        QTest::addColumn<QString>("method");
        QTest::newRow("btree, hex") << false << "btree";
        QTest::newRow("btree, printable (-p)") << true << "btree";
        QTest::newRow("hash, hex") << false << "hash";
        QTest::newRow("hash, printable (-p)") << true << "hash";
    }
    void dbDumpOfOurBdbStoreReadsBack() {
        needBdbTools();
        QFETCH(bool, printable);
        QFETCH(QString, method);
        const QString home = path("bdb-" + method + (printable ? "-p" : ""));
        auto store = wr::test::openOrFail("bdb:dir=" + home.toStdString() + ";method=" + method.toStdString());
        QVERIFY(store);
        const PairMap pairs = wr::test::awkwardPairs(true);
        QVERIFY(fill(*store, pairs));
        const QString dumped = home + ".txt";
        // The adapter keeps its database as data.db in the environment home.
        QStringList args{"-f", dumped, "-h", home, "data.db"};
        if (printable) args.prepend("-p");
        const ToolRun run = runTool(dbDump_, args);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        auto reader = DumpFileReader::open(dumped.toStdString());
        QVERIFY2(reader.isOk(), reader.status().toString().c_str());
        QCOMPARE((*reader)->format(), printable ? DumpFormat::kBdbPrintable : DumpFormat::kBdbHex);
        auto read = wr::test::readDump(dumped.toStdString());
        QVERIFY2(read.isOk(), read.status().toString().c_str());
        QVERIFY(*read == pairs);
    }

    void dbLoadTakesOurDbDumpFiles_data() {
        QTest::addColumn<bool>("printable");
        QTest::newRow("hex") << false;
        QTest::newRow("printable") << true;
    }
    void dbLoadTakesOurDbDumpFiles() {
        needBdbTools();
        QFETCH(bool, printable);
        const QString name = printable ? "ours-p" : "ours";
        const PairMap pairs = wr::test::awkwardPairs(true);
        QVERIFY(wr::test::writeDump(fsPath(name + ".txt"), printable ? DumpFormat::kBdbPrintable : DumpFormat::kBdbHex,
                                    pairs));
        const ToolRun load = runTool(dbLoad_, {"-f", path(name + ".txt"), path(name + ".db")});
        QVERIFY2(load.exitCode == 0, load.err.constData());
        const ToolRun dump = runTool(dbDump_, {"-f", path(name + ".back"), path(name + ".db")});
        QVERIFY2(dump.exitCode == 0, dump.err.constData());
        auto read = wr::test::readDump(fsPath(name + ".back"), DumpFormat::kBdbHex);
        QVERIFY2(read.isOk(), read.status().toString().c_str());
        QVERIFY(*read == pairs);
    }

    void ldbDumpOfOurRocksDbStoreReadsBack() {
        needLdb();
        const QString db = path("rocks");
        auto store = wr::test::openOrFail("rocksdb:dir=" + db.toStdString());
        QVERIFY(store);
        const PairMap pairs = wr::test::awkwardPairs(true);
        QVERIFY(fill(*store, pairs));
        const ToolRun run = runTool(ldb_, {"--db=" + db, "dump", "--hex"}, {}, path("rocks.ldb"));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        auto read = wr::test::readDump(fsPath("rocks.ldb"));
        QVERIFY2(read.isOk(), read.status().toString().c_str());
        QVERIFY(*read == pairs);
    }

    void ldbLoadTakesOurFiles() {
        needLdb();
        const PairMap pairs = wr::test::awkwardPairs(true);
        QVERIFY(wr::test::writeDump(fsPath("ours.ldb"), DumpFormat::kLdbHex, pairs));
        const QString db = path("loaded");
        const ToolRun run = runTool(ldb_, {"--db=" + db, "--create_if_missing", "load", "--hex"}, path("ours.ldb"));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // ldb skips a line it cannot read with a warning and still succeeds.
        QVERIFY2(!run.err.contains("bad lines"), run.err.constData());
        QVERIFY(storePairs("rocksdb:dir=" + db.toStdString()) == pairs);
    }
};

QTEST_GUILESS_MAIN(DumpToolsTest)
#include "test_dump_tools.moc"
