// wrctl reg and Windows hive files, run as a separate process: export a
// portable hive's key as a hive file, read it with --hive-file (list, get,
// info, stats, export to .reg), refuse changes to it, import it back.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

class WrctlRegfTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QString path(const QString& name) const { return dir_.filePath(name); }
    static WrctlRun reg(const QStringList& args) { return runWrctl(QStringList{"reg"} + args); }
    static QJsonObject json(const WrctlRun& run) { return QJsonDocument::fromJson(run.out).object(); }
    static QByteArray contents(const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QFile text(path("app.reg"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write(
            "Windows Registry Editor Version 5.00\r\n\r\n"
            "[HKEY_CURRENT_USER\\App]\r\n"
            "@=\"default\"\r\n"
            "\"n\"=dword:0000002a\r\n"
            "\"m\"=hex(7):61,00,00,00,62,00,00,00,00,00\r\n"
            "\"q\"=hex(b):01,00,00,00,00,00,00,00\r\n"
            "\"bin\"=hex:de,ad\r\n\r\n"
            "[HKEY_CURRENT_USER\\App\\Sub]\r\n"
            "\"x\"=\"in sub\"\r\n");
        text.close();
        const WrctlRun imported = reg({"import", "--hive", path("hive"), path("app.reg")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());

        const WrctlRun exported = reg(
            {"export-hive-file", "--hive", path("hive"), "App", path("app.hiv"), "--hive-name", "APP.DAT", "--json"});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QCOMPARE(json(exported)["keys"].toInt(), 2);
        QCOMPARE(json(exported)["values"].toInt(), 6);
        QVERIFY(contents(path("app.hiv")).startsWith("regf"));
    }

    void readsTheHiveFile() {
        const QString file = path("app.hiv");
        QCOMPARE(reg({"get", "--hive-file", file, "", "n"}).out, QByteArray("0x0000002a (42)\n"));
        QCOMPARE(reg({"get", "--hive-file", file, "sub", "x"}).out, QByteArray("in sub\n"));
        const QJsonObject list = json(reg({"list", "--hive-file", file, "", "--json"}));
        QCOMPARE(list["subkeys"].toArray(), QJsonArray({"Sub"}));
        QCOMPARE(list["values"].toArray().size(), 5);
        const QJsonObject info = json(reg({"info", "--hive-file", file, "Sub", "--json"}));
        QCOMPARE(info["values"].toInt(), 1);
        QVERIFY(info["last_write_time"].toString().startsWith("20"));
        const QJsonObject stats = json(reg({"stats", "--hive-file", file, "--json"}));
        QCOMPARE(stats["keys"].toInt(), 2);
        QCOMPARE(stats["values"].toInt(), 6);
        QCOMPARE(stats["hive_name"].toString(), QString("APP.DAT"));
        QCOMPARE(stats["format_version"].toString(), QString("1.3"));
        QCOMPARE(stats["saved_cleanly"].toBool(), true);
    }

    // The .reg exporter reads the hive file as it reads the portable hive.
    void exportsTheSameRegFile() {
        QCOMPARE(
            reg({"export", "--hive", path("hive"), "App", path("from-hive.reg"), "--prefix", "HKEY_USERS\\X"}).exitCode,
            0);
        QCOMPARE(
            reg({"export", "--hive-file", path("app.hiv"), "", path("from-file.reg"), "--prefix", "HKEY_USERS\\X\\App"})
                .exitCode,
            0);
        QCOMPARE(contents(path("from-file.reg")), contents(path("from-hive.reg")));
    }

    void refusesChanges() {
        const WrctlRun set = reg({"set", "--hive-file", path("app.hiv"), "", "y", "1"});
        QCOMPARE(set.exitCode, 1);
        QVERIFY2(set.err.contains("read-only") && set.err.contains("import-hive-file"), set.err.constData());
        QCOMPARE(reg({"delete-tree", "--hive-file", path("app.hiv"), "Sub"}).exitCode, 1);
        QCOMPARE(reg({"get", "--hive-file", path("app.hiv"), "Sub", "x"}).exitCode, 0);
    }

    void importsIntoAPortableHive() {
        const WrctlRun whole = reg({"import-hive-file", "--hive", path("copy"), path("app.hiv"), "--base", "Copy"});
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
        QCOMPARE(whole.out, QByteArray("imported 2 keys and 6 values: ") + path("app.hiv").toUtf8() + "\n");
        QCOMPARE(reg({"get", "--hive", path("copy"), "Copy\\Sub", "x"}).out, QByteArray("in sub\n"));
        const WrctlRun part = reg(
            {"import-hive-file", "--hive", path("copy"), path("app.hiv"), "--from", "SUB", "--base", "Part", "--json"});
        QCOMPARE(part.exitCode, 0);
        QCOMPARE(json(part)["keys"].toInt(), 1);
        QCOMPARE(reg({"get", "--hive", path("copy"), "Part", "x"}).out, QByteArray("in sub\n"));
        QCOMPARE(reg({"import-hive-file", "--hive-file", path("app.hiv"), path("app.hiv")}).exitCode, 1);
    }

    void clearErrors() {
        const WrctlRun missing = reg({"list", "--hive-file", path("missing.hiv")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no such file"));
        const WrctlRun notHive = reg({"list", "--hive-file", path("app.reg")});
        QCOMPARE(notHive.exitCode, 1);
        QVERIFY(notHive.err.contains("not a Windows hive file"));
        QCOMPARE(reg({"list", "--hive-file", path("app.hiv"), "--hive", path("hive")}).exitCode, 2);
        QCOMPARE(reg({"import-hive-file", "--hive", path("copy"), path("app.reg")}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(WrctlRegfTest)
#include "test_wrctl_regf.moc"
