// wrctl reg, run as a separate process: output, exit codes and messages.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

using Run = WrctlRun;

class WrctlRegTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QString hive() const { return dir_.filePath("hive"); }

    Run wrctl(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
        return runWrctl(QStringList{"reg"} + args, env);
    }

    // wrctl reg <command> --hive <the test's hive> <the rest of args>
    Run reg(QStringList args) {
        if (!args.isEmpty()) {
            args.insert(1, hive());
            args.insert(1, "--hive");
        }
        return wrctl(args);
    }

    QString writeFile(const QString& name, const QByteArray& contents) {
        QFile f(dir_.filePath(name));
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(f.fileName()));
        f.write(contents);
        return f.fileName();
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void setAndGetEveryKindOfValue() {
        QCOMPARE(reg({"set", "kvs\\a", "text", "hello world"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "n", "0x2a", "--type", "REG_DWORD"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "q", "18446744073709551615", "--type", "qword"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "m", "one", "two", "--type", "REG_MULTI_SZ"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "s", "x;y;z", "--type", "REG_MULTI_SZ", "--separator", ";"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "b", "--type", "REG_BINARY", "--hex", "00 ff 10 0a"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\a", "", "the default"}).exitCode, 0);

        QCOMPARE(reg({"get", "kvs\\a", "text"}).out, QByteArray("hello world\n"));
        QCOMPARE(reg({"get", "kvs\\a", "n"}).out, QByteArray("0x0000002a (42)\n"));
        QCOMPARE(reg({"get", "kvs\\a", "m"}).out, QByteArray("one\ntwo\n"));
        QCOMPARE(reg({"get", "kvs\\a", "s"}).out, QByteArray("x\ny\nz\n"));
        QCOMPARE(reg({"get", "kvs\\a", ""}).out, QByteArray("the default\n"));
        QCOMPARE(reg({"get", "kvs\\a", "b", "--raw"}).out, QByteArray("\x00\xff\x10\x0a", 4));
        QCOMPARE(reg({"get", "kvs\\a", "text", "--raw"}).out, QByteArray("h\0e\0l\0l\0o\0 \0w\0o\0r\0l\0d\0\0\0", 24));

        QJsonObject q = QJsonDocument::fromJson(reg({"get", "kvs\\a", "q", "--json"}).out).object();
        QCOMPARE(q["type"].toString(), QString("REG_QWORD"));
        QCOMPARE(q["size"].toInt(), 8);
        QCOMPARE(reg({"get", "kvs\\a", "m", "--json"}).out.trimmed(),
                 QByteArray(R"({"name":"m","type":"REG_MULTI_SZ","type_code":7,"size":18,"data":["one","two"]})"));
    }

    void setsFromAFile() {
        QByteArray bytes("\x01\x02\x00\x03", 4);
        const QString file = writeFile("data.bin", bytes);
        QCOMPARE(reg({"set", "kvs\\file", "v", "--type", "REG_NONE", "--file", file}).exitCode, 0);
        QCOMPARE(reg({"get", "kvs\\file", "v", "--raw"}).out, bytes);
    }

    void listsAsJson() {
        QCOMPARE(reg({"set", "kvs\\list\\child", "x", "1", "--type", "REG_DWORD"}).exitCode, 0);
        QCOMPARE(reg({"set", "kvs\\list", "name", "value"}).exitCode, 0);
        Run r = reg({"list", "kvs\\list", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o["key"].toString(), QString("kvs\\list"));
        QCOMPARE(o["subkeys"].toArray(), QJsonArray({"child"}));
        QJsonObject v = o["values"].toArray().at(0).toObject();
        QCOMPARE(v["name"].toString(), QString("name"));
        QCOMPARE(v["type"].toString(), QString("REG_SZ"));
        QCOMPARE(v["data"].toString(), QString("value"));

        Run text = reg({"list", "kvs\\list"});
        QCOMPARE(text.out, QByteArray("child\\\nname       REG_SZ        value\n"));
        QJsonObject info = QJsonDocument::fromJson(reg({"info", "kvs\\list", "--json"}).out).object();
        QCOMPARE(info["subkeys"].toInt(), 1);
        QCOMPARE(info["values"].toInt(), 1);
        QVERIFY(info["last_write_time"].toString().endsWith("Z"));
    }

    void badArgumentsExitWithUsage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "wrctl reg --help";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
        QTest::newRow("missing arguments") << QStringList{"get", "kvs"} << "NAME is required";
        QTest::newRow("too many arguments") << QStringList{"create", "a", "b"} << "not expected: b";
        QTest::newRow("unknown option") << QStringList{"list", "--colour"} << "not expected: --colour";
        QTest::newRow("option without value") << QStringList{"set", "k", "v", "--type"} << "--type";
        QTest::newRow("bad type") << QStringList{"set", "k", "v", "x", "--type", "REG_FOO"} << "unknown value type";
        QTest::newRow("bad number") << QStringList{"set", "k", "v", "ten", "--type", "REG_DWORD"} << "not a number";
        QTest::newRow("dword too big") << QStringList{"set", "k", "v", "0x100000000", "--type", "REG_DWORD"}
                                       << "not a number from 0 to 4294967295";
        QTest::newRow("bad hex") << QStringList{"set", "k", "v", "--type", "REG_BINARY", "--hex", "0g"}
                                 << "not hex bytes";
        QTest::newRow("two data sources") << QStringList{"set", "k", "v", "x", "--hex", "00"} << "give the data once";
        QTest::newRow("two flavors") << QStringList{"export", "", "-", "--utf8", "--regedit4"} << "not both";
    }

    void badArgumentsExitWithUsage() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Run r = reg(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void hiveAndRootTogetherIsAUsageError() {
        Run r = wrctl({"list", "--hive", hive(), "--root", "HKCU"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("give --hive or --root, not both"));
    }

    void failuresExitWithOne() {
        Run missing = reg({"get", "kvs\\nowhere", "x"});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.startsWith("wrctl: NotFound: "), missing.err.constData());
        Run noHive = wrctl({"list", "--hive", dir_.filePath("never created")});
        QCOMPARE(noHive.exitCode, 1);
    }

    void helpGoesToStdout() {
        Run group = reg({"--help"});
        QCOMPARE(group.exitCode, 0);
        QVERIFY(group.out.contains("delete-tree"));
        Run one = reg({"import", "--help"});
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.out.contains("--dry-run"));
    }

    void malformedImportNamesTheLineAndChangesNothing() {
        const QString file = writeFile("bad.reg",
                                       "Windows Registry Editor Version 5.00\r\n\r\n"
                                       "[HKEY_CURRENT_USER\\imported]\r\n"
                                       "\"fine\"=\"x\"\r\n"
                                       "\"broken\"=hex:01,zz\r\n");
        Run r = reg({"import", file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("bad.reg:5: bad hex data"), r.err.constData());
        QCOMPARE(reg({"list", "imported"}).exitCode, 1);
    }

    void importsExportsAndPreviews() {
        const QString file = writeFile("good.reg",
                                       "Windows Registry Editor Version 5.00\r\n\r\n"
                                       "[HKEY_CURRENT_USER\\kvs\\00]\r\n"
                                       "\"1020221889078284293\"=\"#leadership\"\r\n"
                                       "[HKEY_CURRENT_USER\\kvs\\01]\r\n"
                                       "\"1020248960680808448\"=\"#longoverdue\"\r\n");
        Run preview = reg({"import", file, "--base", "db", "--prefix", "HKCU\\kvs", "--dry-run", "--json"});
        QCOMPARE(preview.exitCode, 1);  // a dry run needs the base key to exist
        QCOMPARE(reg({"create", "db"}).exitCode, 0);
        preview = reg({"import", file, "--base", "db", "--prefix", "HKCU\\kvs", "--dry-run", "--json"});
        QCOMPARE(preview.exitCode, 0);
        QJsonObject p = QJsonDocument::fromJson(preview.out).object();
        QCOMPARE(p["changes"].toArray().size(), 4);
        QCOMPARE(p["changes"].toArray().at(0).toObject()["kind"].toString(), QString("add key"));
        QCOMPARE(reg({"list", "db"}).out, QByteArray());

        QCOMPARE(reg({"import", file, "--base", "db", "--prefix", "HKCU\\kvs"}).exitCode, 0);
        QCOMPARE(reg({"get", "db\\01", "1020248960680808448"}).out, QByteArray("#longoverdue\n"));

        Run exported = reg({"export", "db", "-", "--utf8", "--prefix", "HKEY_CURRENT_USER\\kvs"});
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(exported.out, QByteArray("Windows Registry Editor Version 5.00\r\n\r\n"
                                          "[HKEY_CURRENT_USER\\kvs\\db]\r\n\r\n"
                                          "[HKEY_CURRENT_USER\\kvs\\db\\00]\r\n"
                                          "\"1020221889078284293\"=\"#leadership\"\r\n\r\n"
                                          "[HKEY_CURRENT_USER\\kvs\\db\\01]\r\n"
                                          "\"1020248960680808448\"=\"#longoverdue\"\r\n\r\n"));
        const QString out = dir_.filePath("out.reg");
        QCOMPARE(reg({"export", "db", out}).exitCode, 0);
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith(QByteArray("\xff\xfeW\0i\0n\0", 8)));
    }

    void editsKeys() {
        QCOMPARE(reg({"create", "edit\\old"}).exitCode, 0);
        QCOMPARE(reg({"set", "edit\\old", "v", "1"}).exitCode, 0);
        QCOMPARE(reg({"rename", "edit\\old", "new"}).exitCode, 0);
        QCOMPARE(reg({"get", "edit\\new", "v"}).out, QByteArray("1\n"));
        QCOMPARE(reg({"delete-value", "edit\\new", "v"}).exitCode, 0);
        QCOMPARE(reg({"get", "edit\\new", "v"}).exitCode, 1);
        QCOMPARE(reg({"delete-tree", "edit"}).exitCode, 0);
        QCOMPARE(reg({"list", "edit"}).exitCode, 1);
    }

    void checkpointsAndReportsStatistics() {
        QCOMPARE(reg({"set", "stats", "v", "1"}).exitCode, 0);
        QCOMPARE(reg({"flush"}).exitCode, 0);
        QCOMPARE(reg({"checkpoint"}).exitCode, 0);
        Run r = reg({"stats", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject s = QJsonDocument::fromJson(r.out).object();
        QVERIFY(s["keys"].toInt() >= 1);
        QVERIFY(s["values"].toInt() >= 1);
        QVERIFY(s.contains("memory_bytes"));
        QVERIFY(s["disk_bytes"].toInteger() > 0);
    }

    void standardRootUsesItsOwnName() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("WRSTUDIO_USER_REGISTRY", dir_.filePath("HKCU"));
        QCOMPARE(wrctl({"set", "kvs", "a", "b", "--root", "HKCU"}, env).exitCode, 0);
        Run r = wrctl({"export", "kvs", "-", "--utf8", "--root", "HKCU"}, env);
        QVERIFY(r.out.contains("[HKEY_CURRENT_USER\\kvs]"));
        // Importing into HKCU takes HKCU paths only.
        const QString file = writeFile("hklm.reg", "REGEDIT4\r\n\r\n[HKEY_LOCAL_MACHINE\\x]\r\n");
        Run wrongRoot = wrctl({"import", file, "--root", "HKCU"}, env);
        QCOMPARE(wrongRoot.exitCode, 1);
        QVERIFY2(wrongRoot.err.contains("hklm.reg:3: key 'HKEY_LOCAL_MACHINE\\x' is outside the import prefix 'HKCU'"),
                 wrongRoot.err.constData());
    }

    // Paths as regedit and reg.exe print them: the root's name first. Under
    // --hive it names the hive's own root; alone it chooses the standard hive.
    void keysMayStartWithTheRootsName() {
        QVERIFY(reg({"set", "HKEY_CURRENT_USER\\Software\\App", "v", "1"}).exitCode == 0);
        QCOMPARE(reg({"get", "Software\\App", "v"}).out, QByteArray("1\n"));
        QCOMPARE(reg({"get", "hkcu\\Software\\App", "v"}).out, QByteArray("1\n"));
        Run rootList = reg({"list", "HKCU"});
        QVERIFY2(rootList.out.contains("Software\\") && !rootList.out.contains("HKEY_CURRENT_USER"),
                 rootList.out.constData());

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("WRSTUDIO_USER_REGISTRY", dir_.filePath("user"));
        env.insert("WRSTUDIO_SYSTEM_REGISTRY", dir_.filePath("machine"));
        QCOMPARE(wrctl({"set", "HKLM\\Software\\Vendor", "edition", "pro"}, env).exitCode, 0);
        QCOMPARE(wrctl({"get", "Software\\Vendor", "edition", "--root", "HKLM"}, env).out, QByteArray("pro\n"));
        QCOMPARE(wrctl({"get", "Software\\Vendor", "edition"}, env).exitCode, 1);  // HKCU by default

        Run disagree = wrctl({"get", "HKLM\\Software\\Vendor", "edition", "--root", "HKCU"}, env);
        QCOMPARE(disagree.exitCode, 2);
        QVERIFY2(disagree.err.contains("lies in HKLM, but the command works in HKCU"), disagree.err.constData());
    }

    // A missing key is named once, by the registry's own message.
    void aMissingKeyIsNamedOnce() {
        Run r = reg({"list", "Nowhere\\Deeper"});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count("Nowhere\\Deeper"), 1);
    }
};

QTEST_GUILESS_MAIN(WrctlRegTest)
#include "test_wrctl_reg.moc"
