// The portable dump formats (core/exchange/dump_format.h): every format
// carries any bytes back exactly, the format is detected, an unfinished
// writer leaves no file, and truncated, damaged or malformed files are
// refused with the byte offset or line where they go wrong. dumpStore and
// loadDump move a store's pairs through each format.
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <csignal>
#include <fstream>
#include <sstream>

#include "../common/open_or_fail.h"
#include "dump_test_pairs.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::exchange;
using wr::test::PairMap;

namespace {

constexpr DumpFormat kAllFormats[] = {DumpFormat::kWrDump, DumpFormat::kBdbHex, DumpFormat::kBdbPrintable,
                                      DumpFormat::kLdbHex};

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void writeFile(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

// The error reading the whole dump gives; empty when it reads cleanly.
std::string readError(const std::filesystem::path& path, std::optional<DumpFormat> format = std::nullopt) {
    auto pairs = wr::test::readDump(path, format);
    return pairs ? std::string() : pairs.status().toString();
}

PairMap storePairs(kv::KvStore& store) {
    PairMap pairs;
    const Status s = kv::forEach(store, [&](BytesView key, BytesView value) {
        pairs[std::string(key)] = std::string(value);
        return true;
    });
    if (!s.isOk()) qWarning("scan: %s", s.toString().c_str());
    return pairs;
}

}  // namespace

class DumpFormatTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::filesystem::path file(const char* name) const {
        return dir_.filePath(QString::fromLatin1(name)).toStdString();
    }

    // A small wrdump of three pairs, its bytes.
    std::string smallWrDump(const std::filesystem::path& path) const {
        const PairMap pairs{{"a", "1"}, {"bb", "22"}, {"ccc", "333"}};
        if (!wr::test::writeDump(path, DumpFormat::kWrDump, pairs)) return {};
        return readFile(path);
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void formatNamesRoundTrip() {
        for (DumpFormat format : kAllFormats) QCOMPARE(parseDumpFormat(dumpFormatName(format)), format);
        QCOMPARE(QString(dumpFormatName(DumpFormat::kBdbPrintable)), QString("db_dump-p"));
        QVERIFY(!parseDumpFormat("csv"));
    }

    void everyFormatCarriesAnyBytes_data() {
        QTest::addColumn<int>("format");
        for (DumpFormat format : kAllFormats) QTest::newRow(dumpFormatName(format)) << int(format);
    }
    void everyFormatCarriesAnyBytes() {
        QFETCH(int, format);
        const auto dumpFormat = static_cast<DumpFormat>(format);
        const PairMap pairs = wr::test::awkwardPairs(true);
        const auto path = file("any-bytes.dump");
        QVERIFY(wr::test::writeDump(path, dumpFormat, pairs));
        auto detected = DumpFileReader::open(path);
        QVERIFY2(detected.isOk(), detected.status().toString().c_str());
        QCOMPARE((*detected)->format(), dumpFormat);
        auto read = wr::test::readDump(path);
        QVERIFY2(read.isOk(), read.status().toString().c_str());
        QVERIFY(*read == pairs);
        auto named = wr::test::readDump(path, dumpFormat);
        QVERIFY2(named.isOk(), named.status().toString().c_str());
        QVERIFY(*named == pairs);
    }

    void emptyDumpsReadBack() {
        for (DumpFormat format : kAllFormats) {
            const auto path = file("empty.dump");
            QVERIFY(wr::test::writeDump(path, format, {}));
            auto read = wr::test::readDump(path, format);
            QVERIFY2(read.isOk(), read.status().toString().c_str());
            QVERIFY(read->empty());
        }
    }

    void textFormatsAreWhatTheToolsWrite() {
        const PairMap pairs{{std::string("k\0", 2), "v\\ \t"}};
        const auto path = file("text.dump");
        QVERIFY(wr::test::writeDump(path, DumpFormat::kBdbHex, pairs));
        QCOMPARE(readFile(path),
                 std::string("VERSION=3\nformat=bytevalue\ntype=btree\nHEADER=END\n 6b00\n 765c2009\nDATA=END\n"));
        QVERIFY(wr::test::writeDump(path, DumpFormat::kBdbPrintable, pairs));
        QCOMPARE(readFile(path),
                 std::string("VERSION=3\nformat=print\ntype=btree\nHEADER=END\n k\\00\n v\\\\ \\09\nDATA=END\n"));
        QVERIFY(wr::test::writeDump(path, DumpFormat::kLdbHex, pairs));
        QCOMPARE(readFile(path), std::string("0x6B00 ==> 0x765C2009\n"));
    }

    void unfinishedWriterLeavesNoFile() {
        QTemporaryDir own;
        const std::filesystem::path fresh = own.filePath("unfinished.dump").toStdString();
        {
            auto writer = DumpFileWriter::create(fresh, DumpFormat::kWrDump);
            QVERIFY(writer.isOk());
            QVERIFY((*writer)->add("k", "v").isOk());
        }
        QVERIFY(std::filesystem::is_empty(own.path().toStdString()));
        const std::filesystem::path existing = own.filePath("existing.dump").toStdString();
        writeFile(existing, "as it was");
        {
            auto writer = DumpFileWriter::create(existing, DumpFormat::kLdbHex);
            QVERIFY(writer.isOk());
            QVERIFY((*writer)->add("k", "v").isOk());
        }
        QCOMPARE(readFile(existing), std::string("as it was"));
        QCOMPARE(std::distance(std::filesystem::directory_iterator(own.path().toStdString()),
                               std::filesystem::directory_iterator()),
                 1);
    }

    void wrdumpCutAnywhereIsTruncated() {
        const auto whole = file("whole.wrdump");
        const std::string bytes = smallWrDump(whole);
        QVERIFY(!bytes.empty());
        QVERIFY(readError(whole).empty());
        const auto cut = file("cut.wrdump");
        for (size_t size = 0; size < bytes.size(); ++size) {
            writeFile(cut, bytes.substr(0, size));
            const std::string error = readError(cut, DumpFormat::kWrDump);
            QVERIFY2(error.starts_with("Corruption: "), qPrintable(QString::number(size) + ": " + error.c_str()));
            QVERIFY2(error.find("offset ") != std::string::npos, error.c_str());
        }
        // Cut at the end of the last record: the trailer is missing, not the pairs.
        writeFile(cut, bytes.substr(0, bytes.size() - 13));
        QVERIFY2(readError(cut).find("offset " + std::to_string(bytes.size() - 13) +
                                     ": the file ends without its trailer (it was cut short after 3 pairs)") !=
                     std::string::npos,
                 readError(cut).c_str());
    }

    void wrdumpRecordLargerThanTheBufferIsChecked() {
        const auto whole = file("huge.wrdump");
        QVERIFY(wr::test::writeDump(whole, DumpFormat::kWrDump, {{"huge", std::string(3000000, 'h')}}));
        std::string bytes = readFile(whole);
        const auto damaged = file("huge-damaged.wrdump");
        writeFile(damaged, bytes.substr(0, 2000000));
        QVERIFY2(
            readError(damaged).ends_with(": offset 16: the record runs past the end of the file (it was cut short)"),
            readError(damaged).c_str());
        bytes[2000000] = 'x';
        writeFile(damaged, bytes);
        QVERIFY2(readError(damaged).ends_with(": offset 16: record checksum mismatch"), readError(damaged).c_str());
    }

    void wrdumpAnyFlippedByteIsFound() {
        const auto whole = file("flip.wrdump");
        const std::string bytes = smallWrDump(whole);
        QVERIFY(!bytes.empty());
        const auto damaged = file("damaged.wrdump");
        for (size_t at = 0; at < bytes.size(); ++at) {
            for (char bit : {char(0x01), char(0x80)}) {
                std::string flipped = bytes;
                flipped[at] = static_cast<char>(flipped[at] ^ bit);
                writeFile(damaged, flipped);
                const std::string error = readError(damaged, DumpFormat::kWrDump);
                QVERIFY2(error.starts_with("Corruption: "), qPrintable(QString::number(at) + ": " + error.c_str()));
            }
        }
        // The first record starts after the 16-byte header: its value's last byte changed.
        std::string flipped = bytes;
        flipped[16 + 1 + 1 + 1 + 1] ^= 0x20;
        writeFile(damaged, flipped);
        QVERIFY2(readError(damaged).ends_with(": offset 16: record checksum mismatch"), readError(damaged).c_str());
    }

    void wrdumpRecordsDroppedOrAddedAreFound() {
        const auto whole = file("order.wrdump");
        const std::string bytes = smallWrDump(whole);
        QVERIFY(!bytes.empty());
        // Records are 1+1+1+K+V+4 bytes: "a"=>"1" is 9 bytes at 16.
        const std::string firstRecord = bytes.substr(16, 9);
        const auto changed = file("changed.wrdump");
        writeFile(changed, bytes.substr(0, 16) + bytes.substr(25));
        QVERIFY2(readError(changed).find("the checksum over the whole file does not match") != std::string::npos,
                 readError(changed).c_str());
        writeFile(changed, bytes.substr(0, 25) + firstRecord + bytes.substr(25));
        QVERIFY2(readError(changed).find("the checksum over the whole file does not match") != std::string::npos,
                 readError(changed).c_str());
        writeFile(changed, bytes + "x");
        QVERIFY2(readError(changed).ends_with(": offset " + std::to_string(bytes.size()) + ": bytes after the trailer"),
                 readError(changed).c_str());
    }

    void textFormatErrorsNameTheLine_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        const QByteArray header = "VERSION=3\nformat=bytevalue\ntype=btree\nHEADER=END\n";
        QTest::newRow("db_dump bad hex") << header + " 61\n 6x\nDATA=END\n"
                                         << "line 6: bad hex";
        QTest::newRow("db_dump cut short") << header + " 61\n 62\n"
                                           << "line 7: the file ends without DATA=END";
        QTest::newRow("db_dump cut in a line") << header + " 61\n 6"
                                               << "line 6: the file ends inside this line";
        QTest::newRow("db_dump key alone") << header + " 61\n 62\n 63\nDATA=END\n"
                                           << "line 7: a key without its value line";
        QTest::newRow("db_dump no space") << header + "61\n 62\nDATA=END\n"
                                          << "line 5: a key line must start with";
        QTest::newRow("db_dump recno") << QByteArray("VERSION=3\nformat=print\ntype=recno\nHEADER=END\n")
                                       << "line 3: type=recno is not supported";
        QTest::newRow("db_dump-p bad escape")
            << QByteArray("VERSION=3\nformat=print\ntype=hash\nHEADER=END\n a\\\n b\nDATA=END\n")
            << "line 5: a backslash not followed by";
        QTest::newRow("db_dump two databases") << header + "DATA=END\n" + header << "line 6: more after DATA=END";
        QTest::newRow("ldb bad line") << QByteArray("0x61 ==> 0x62\n0x63 -> 0x64\n") << "line 2: not a \"0xKEY";
        QTest::newRow("ldb bad hex") << QByteArray("0x61 ==> 0x62\n0x6 ==> 0x64\n") << "line 2: bad hex";
        QTest::newRow("ldb cut in a line") << QByteArray("0x61 ==> 0x62\n0x63 ==> 0x6") << "line 2: the file ends";
        QTest::newRow("ldb count") << QByteArray("0x61 ==> 0x62\nKeys in range: 2\n")
                                   << "line 2: ldb counted 2 keys; the file holds 1";
        QTest::newRow("unknown") << QByteArray("key,value\n") << "offset 0: not a dump in a known format";
        QTest::newRow("empty") << QByteArray() << "offset 0: the file is empty";
    }
    void textFormatErrorsNameTheLine() {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const auto path = file("malformed.txt");
        writeFile(path, text.toStdString());
        const std::string got = readError(path);
        QVERIFY2(got.starts_with("Corruption: " + path.string() + ": " + error.toStdString()), got.c_str());
    }

    void aFormatThatIsNotTheFilesIsRefused() {
        const auto path = file("hex.db_dump");
        QVERIFY(wr::test::writeDump(path, DumpFormat::kBdbHex, {{"k", "v"}}));
        QVERIFY2(readError(path, DumpFormat::kBdbPrintable).ends_with("the file is in db_dump's hex form (db_dump)"),
                 readError(path, DumpFormat::kBdbPrintable).c_str());
        QVERIFY2(readError(path, DumpFormat::kWrDump).find("offset 0: not a wrdump file") != std::string::npos,
                 readError(path, DumpFormat::kWrDump).c_str());
        QVERIFY2(readError(path, DumpFormat::kLdbHex).find("line 1: not a \"0xKEY") != std::string::npos,
                 readError(path, DumpFormat::kLdbHex).c_str());
    }

    void storesMoveThroughEveryFormat_data() { everyFormatCarriesAnyBytes_data(); }
    void storesMoveThroughEveryFormat() {
        QFETCH(int, format);
        const auto dumpFormat = static_cast<DumpFormat>(format);
        QTemporaryDir stores;
        auto source = wr::test::openOrFail("rocksdb:dir=" + stores.filePath("source").toStdString());
        QVERIFY(source);
        PairMap pairs = wr::test::awkwardPairs(true);
        for (int i = 0; i < 2500; ++i) pairs["key " + std::to_string(i)] = std::string(i % 50, char('a' + i % 26));
        for (const auto& [key, value] : pairs) QVERIFY(source->put(key, value).isOk());
        const auto path = file("store.dump");
        auto dumped = dumpStore(*source, path, dumpFormat, nullptr, nullptr);
        QVERIFY2(dumped.isOk(), dumped.status().toString().c_str());
        QCOMPARE(dumped->pairs, uint64_t(pairs.size()));
        QCOMPARE(dumped->bytes, uint64_t(std::filesystem::file_size(path)));
        auto target = wr::test::openOrFail("leveldb:dir=" + stores.filePath("target").toStdString());
        QVERIFY(target);
        auto loaded = loadDump(*target, path, std::nullopt, nullptr, nullptr);
        QVERIFY2(loaded.isOk(), loaded.status().toString().c_str());
        QCOMPARE(loaded->pairs, uint64_t(pairs.size()));
        QCOMPARE(loaded->bytes, dumped->bytes);
        QVERIFY(storePairs(*target) == pairs);
    }

    void aCancelledDumpLeavesNoFile() {
        QTemporaryDir stores;
        auto source = wr::test::openOrFail("rocksdb:dir=" + stores.filePath("source").toStdString());
        QVERIFY(source);
        QVERIFY(source->put("k", "v").isOk());
        CancellationToken cancel;
        cancel.cancel();
        const auto path = file("cancelled.dump");
        auto dumped = dumpStore(*source, path, DumpFormat::kWrDump, nullptr, &cancel);
        QVERIFY(dumped.status().is(StatusCode::kCancelled));
        QVERIFY(!std::filesystem::exists(path));
    }

    void aDumpThatCannotBeWrittenFailsAndLeavesNoFile() {
        QTemporaryDir stores;
        auto source = wr::test::openOrFail("rocksdb:dir=" + stores.filePath("source").toStdString());
        QVERIFY(source);
        for (int i = 0; i < 100; ++i) QVERIFY(source->put("key " + std::to_string(i), std::string(4096, 'v')).isOk());
        QTemporaryDir own;
        const std::filesystem::path path = own.filePath("full.wrdump").toStdString();
        // A file size limit stands in for a full disk: writes past it fail
        // with EFBIG (the signal it would raise is ignored).
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit previous{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &previous) == 0);
        rlimit capped = previous;
        capped.rlim_cur = 64 * 1024;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &capped) == 0);
        auto dumped = dumpStore(*source, path, DumpFormat::kWrDump, nullptr, nullptr);
        setrlimit(RLIMIT_FSIZE, &previous);
        std::signal(SIGXFSZ, previousHandler);
        QVERIFY(dumped.status().is(StatusCode::kIoError));
        QVERIFY2(dumped.status().message().find("full.wrdump") != std::string::npos,
                 dumped.status().toString().c_str());
        QVERIFY(std::filesystem::is_empty(own.path().toStdString()));
    }

    void aDamagedDumpSaysHowManyPairsWereLoaded() {
        PairMap pairs;
        for (int i = 0; i < 1500; ++i) pairs["key " + std::to_string(10000 + i)] = "value";
        const auto path = file("damaged-load.wrdump");
        QVERIFY(wr::test::writeDump(path, DumpFormat::kWrDump, pairs));
        std::string bytes = readFile(path);
        writeFile(path, bytes.substr(0, bytes.size() - 13));
        QTemporaryDir stores;
        auto target = wr::test::openOrFail("leveldb:dir=" + stores.filePath("target").toStdString());
        QVERIFY(target);
        auto loaded = loadDump(*target, path, std::nullopt, nullptr, nullptr);
        QVERIFY(loaded.status().is(StatusCode::kCorruption));
        QVERIFY2(loaded.status().message().starts_with("after 1500 pairs were loaded: "),
                 loaded.status().toString().c_str());
        QVERIFY(storePairs(*target) == pairs);
    }
};

QTEST_GUILESS_MAIN(DumpFormatTest)
#include "test_dump_format.moc"
