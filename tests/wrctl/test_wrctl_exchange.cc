// wrctl kv export and kv import run as a user runs them: the file's exact
// content, a round trip with binary keys and values, and a malformed file
// that is refused with its line and writes nothing.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

}  // namespace

class WrctlExchangeTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QString store(const QString& name) const {
        return QStringLiteral("wrstore:hive=%1;db=kvs").arg(dir_.filePath(name));
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void exportWritesTheDocumentedFormat() {
        const QString uri = store("one");
        QCOMPARE(runWrctl({"kv", "put", uri, "k,1", "say \"hi\""}).exitCode, 0);
        const QString csv = dir_.filePath("one.csv");
        const WrctlRun exported = runWrctl({"kv", "export", uri, csv});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(exported.out.startsWith("exported 1 pairs to "));
        QCOMPARE(readAll(csv),
                 QByteArray("key,value,key_encoding,value_encoding\n\"k,1\",\"say \"\"hi\"\"\",text,text\n"));
        const QString jsonl = dir_.filePath("one.jsonl");
        QCOMPARE(runWrctl({"kv", "export", uri, jsonl, "--format", "jsonl", "--values", "base64"}).exitCode, 0);
        QCOMPARE(readAll(jsonl), QByteArray("{\"key\":\"k,1\",\"value\":\"c2F5ICJoaSI=\",\"key_encoding\":\"text\","
                                            "\"value_encoding\":\"base64\"}\n"));
    }

    void exportThenImportGivesTheSamePairs() {
        const QString source = store("source");
        QCOMPARE(runWrctl({"kv", "put", source, "plain", "value"}).exitCode, 0);
        QCOMPARE(runWrctl({"kv", "put", "--escaped", source, "bin\\x00\\xff", "line\nbreak"}).exitCode, 0);
        const QString binary = dir_.filePath("binary.bin");
        writeAll(binary, QByteArray("\x01\xff", 2));
        QCOMPARE(runWrctl({"kv", "put", source, "user/1", "--file", binary}).exitCode, 0);
        for (const char* format : {"csv", "jsonl"}) {
            const QString file = dir_.filePath(QStringLiteral("pairs.") + QLatin1String(format));
            QCOMPARE(runWrctl({"kv", "export", source, file, "--format", format}).exitCode, 0);
            const QString target = store(QStringLiteral("target-") + QLatin1String(format));
            const WrctlRun imported = runWrctl({"kv", "import", target, file, "--format", format, "--batch", "2"});
            QCOMPARE(imported.exitCode, 0);
            QCOMPARE(imported.out, QByteArray("imported 3 pairs from " + file.toUtf8() + "\n"));
            QCOMPARE(scannedPairs(target), scannedPairs(source));
        }
        const QString prefixed = dir_.filePath("user.csv");
        QCOMPARE(runWrctl({"kv", "export", source, prefixed, "--prefix", "user/", "--values", "hex"}).exitCode, 0);
        QCOMPARE(readAll(prefixed), QByteArray("key,value,key_encoding,value_encoding\nuser/1,01ff,text,hex\n"));
    }

    void malformedFileIsRefusedWithItsLine() {
        const QString uri = store("kept");
        QCOMPARE(runWrctl({"kv", "put", uri, "kept", "old"}).exitCode, 0);
        const QString file = dir_.filePath("bad.csv");
        writeAll(file, "key,value\nkept,new\nonly-one-field\nx,zz\n");
        const WrctlRun refused = runWrctl({"kv", "import", uri, file});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("line 3: expected 2 fields as in the header, found 1"), refused.err);
        QVERIFY(refused.err.contains("nothing was written"));
        QCOMPARE(runWrctl({"kv", "get", uri, "kept"}).out, QByteArray("old"));

        const WrctlRun skipped = runWrctl({"kv", "import", uri, file, "--skip-bad"});
        QCOMPARE(skipped.exitCode, 0);
        QVERIFY2(skipped.out.contains("imported 2 pairs") && skipped.out.contains("skipped 1 malformed"), skipped.out);
        QCOMPARE(runWrctl({"kv", "get", uri, "kept"}).out, QByteArray("new"));
    }

    void wrongOptionsExitWithUsage() {
        QCOMPARE(runWrctl({"kv", "export", store("x"), dir_.filePath("x.csv"), "--format", "xml"}).exitCode, 2);
        QCOMPARE(runWrctl({"kv", "export", store("x"), dir_.filePath("x.csv"), "--values", "rot13"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(WrctlExchangeTest)
#include "test_wrctl_exchange.moc"
