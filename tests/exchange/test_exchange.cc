// The exchange formats (core/exchange): exact file contents, reading back,
// round trips through a store with binary keys and values, malformed files.
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>
#include <sstream>

#include "../common/open_or_fail.h"
#include "exchange/byte_encoding.h"
#include "exchange/pair_export.h"
#include "exchange/pair_import.h"
#include "exchange/pair_reader.h"
#include "exchange/pair_writer.h"
#include "stores/store_factory.h"

using namespace wr;
using namespace wr::exchange;

namespace {

bool known(const char* scheme) {
    for (const auto& info : kv::knownSchemes()) {
        if (info.scheme == scheme) return true;
    }
    return false;
}

// A store that holds any bytes and needs nothing but a path.
std::string storeUri(const QTemporaryDir& dir, const char* name) {
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    if (known("leveldb")) return "leveldb:dir=" + path;
    if (known("lmdb")) return "lmdb:dir=" + path;
    return "wrstore:hive=" + path + ";db=kvs";
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::map<Bytes, Bytes> contents(kv::KvStore& store) {
    std::map<Bytes, Bytes> pairs;
    const Status s = kv::forEach(store, [&](BytesView key, BytesView value) {
        pairs.emplace(key, value);
        return true;
    });
    if (!s.isOk()) qWarning("scan: %s", s.toString().c_str());
    return pairs;
}

const std::map<Bytes, Bytes> kPairs = {
    {"a", "plain"},
    {"comma,key", "line one\nline \"two\""},
    {std::string("bin\0\xff", 5), std::string("\x01\x02\x00", 3)},
    {"\xc3\xa9t\xc3\xa9", ""},
};

}  // namespace

class ExchangeTest : public QObject {
    Q_OBJECT

private slots:
    void base64RoundTrips() {
        for (const std::string& bytes : {std::string(), std::string("f"), std::string("fo"), std::string("foo"),
                                         std::string("foob"), std::string("\0\xff\x10", 3)}) {
            const auto back = fromBase64(toBase64(bytes));
            QVERIFY(back);
            QCOMPARE(*back, bytes);
        }
        QCOMPARE(toBase64("foobar"), std::string("Zm9vYmFy"));
        QCOMPARE(toBase64("fo"), std::string("Zm8="));
        QVERIFY(!fromBase64("Zm8"));
        QVERIFY(!fromBase64("Zm8*"));
    }

    void csvRecordsAreExact() {
        const PairWriter text({PairFormat::kCsv, ByteEncoding::kText});
        QCOMPARE(text.header(), std::string("key,value,key_encoding,value_encoding\n"));
        QCOMPARE(text.record("k", "v"), std::string("k,v,text,text\n"));
        QCOMPARE(text.record("a,b", "say \"hi\"\nbye"), std::string("\"a,b\",\"say \"\"hi\"\"\nbye\",text,text\n"));
        QCOMPARE(text.record(std::string("\0k", 2), std::string("\xff", 1)), std::string("006b,ff,hex,hex\n"));
        const PairWriter base64({PairFormat::kCsv, ByteEncoding::kBase64});
        QCOMPARE(base64.record("k", "foo"), std::string("k,Zm9v,text,base64\n"));
        QCOMPARE(base64.record(std::string("\x01", 1), "foo"), std::string("AQ==,Zm9v,base64,base64\n"));
    }

    void jsonLinesRecordsAreExact() {
        const PairWriter hex({PairFormat::kJsonLines, ByteEncoding::kHex});
        QCOMPARE(hex.header(), std::string());
        QCOMPARE(hex.record("k\"1", "AB"),
                 std::string("{\"key\":\"k\\\"1\",\"value\":\"4142\",\"key_encoding\":\"text\",\"value_encoding\":"
                             "\"hex\"}\n"));
        const PairWriter text({PairFormat::kJsonLines, ByteEncoding::kText});
        QCOMPARE(text.record("k", "a\nb"),
                 std::string("{\"key\":\"k\",\"value\":\"a\\nb\",\"key_encoding\":\"text\",\"value_encoding\":"
                             "\"text\"}\n"));
    }

    void readerTakesPlainFiles() {
        std::istringstream csv("value,key\r\n1,one\r\n\r\n\"2\",\"t,wo\"\r\n");
        PairReader reader(csv, PairFormat::kCsv);
        auto first = reader.next();
        QVERIFY(first.isOk() && first->has_value());
        QCOMPARE((*first)->key, Bytes("one"));
        QCOMPARE((*first)->value, Bytes("1"));
        QCOMPARE((*first)->line, uint64_t(2));
        auto second = reader.next();
        QVERIFY(second.isOk() && second->has_value());
        QCOMPARE((*second)->key, Bytes("t,wo"));
        QCOMPARE((*second)->line, uint64_t(4));
        auto end = reader.next();
        QVERIFY(end.isOk() && !end->has_value());

        std::istringstream jsonl(
            "{\"key\":\"k\",\"value\":\"v\"}\n\n{\"key\":\"x\",\"value\":\"eA==\","
            "\"value_encoding\":\"base64\"}\n");
        PairReader json(jsonl, PairFormat::kJsonLines);
        QCOMPARE((*json.next().value()).value, Bytes("v"));
        const auto x = json.next().value();
        QCOMPARE(x->value, Bytes("x"));
        QCOMPARE(x->line, uint64_t(3));
    }

    void previewNamesMalformedLinesAndDuplicates() {
        std::istringstream jsonl(
            "{\"key\":\"a\",\"value\":\"1\"}\n"
            "not json\n"
            "{\"key\":\"a\",\"value\":\"2\"}\n"
            "{\"key\":\"b\",\"value\":\"zz\",\"value_encoding\":\"hex\"}\n"
            "{\"key\":\"c\"}\n");
        const auto preview = previewPairs(jsonl, PairFormat::kJsonLines, 1, nullptr);
        QVERIFY(preview.isOk());
        QCOMPARE(preview->pairs, uint64_t(2));
        QCOMPARE(preview->duplicates, uint64_t(1));
        QCOMPARE(preview->first.size(), size_t(1));
        QCOMPARE(preview->problemCount, uint64_t(3));
        QCOMPARE(preview->problemSummary(), std::string("line 2: not a JSON object; line 4: the value is not valid "
                                                        "hex; line 5: \"value\" is missing"));

        std::istringstream csv("key,value\na,1\nb\n\"c,3\n");
        const auto broken = previewPairs(csv, PairFormat::kCsv, 10, nullptr);
        QVERIFY(!broken.isOk());
        QCOMPARE(broken.status().message(), std::string("line 4: a quoted field is never closed"));
    }

    void exportThenImportGivesTheSamePairs_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("values");
        for (PairFormat f : {PairFormat::kCsv, PairFormat::kJsonLines}) {
            for (ByteEncoding e : {ByteEncoding::kText, ByteEncoding::kHex, ByteEncoding::kBase64}) {
                const std::string name = std::string(formatName(f)) + "/" + std::string(encodingName(e));
                QTest::newRow(name.c_str()) << int(f) << int(e);
            }
        }
    }

    void exportThenImportGivesTheSamePairs() {
        QFETCH(int, format);
        QFETCH(int, values);
        QTemporaryDir dir;
        auto source = test::openOrFail(storeUri(dir, "source"));
        QVERIFY(source);
        for (const auto& [key, value] : kPairs) QVERIFY(source->put(key, value).isOk());
        const PairWriterOptions options{PairFormat(format), ByteEncoding(values)};
        const std::filesystem::path file = dir.filePath(QStringLiteral("pairs")).toStdString();
        const auto exported = exportStore(*source, file, options, {}, nullptr, nullptr);
        QVERIFY2(exported.isOk(), exported.status().toString().c_str());
        QCOMPARE(exported->pairs, uint64_t(kPairs.size()));

        auto target = test::openOrFail(storeUri(dir, "target"));
        QVERIFY(target);
        const auto imported = importFile(*target, file, {PairFormat(format), 2, false}, nullptr, nullptr);
        QVERIFY2(imported.isOk(), imported.status().toString().c_str());
        QCOMPARE(imported->written, uint64_t(kPairs.size()));
        QVERIFY(contents(*target) == kPairs);
    }

    void exportOfChosenKeysAndPrefix() {
        QTemporaryDir dir;
        auto store = test::openOrFail(storeUri(dir, "store"));
        QVERIFY(store);
        QVERIFY(store->put("user/1", "x").isOk());
        QVERIFY(store->put("user/2", "y").isOk());
        QVERIFY(store->put("item/1", "z").isOk());
        const std::filesystem::path file = dir.filePath(QStringLiteral("out.csv")).toStdString();
        const auto chosen = exportKeys(*store, {"user/2", "gone", "item/1"}, file,
                                       {PairFormat::kCsv, ByteEncoding::kText}, nullptr, nullptr);
        QVERIFY(chosen.isOk());
        QCOMPARE(chosen->missing, uint64_t(1));
        QCOMPARE(readFile(file), std::string("key,value,key_encoding,value_encoding\nuser/2,y,text,text\nitem/1,z,"
                                             "text,text\n"));
        const auto prefixed =
            exportStore(*store, file, {PairFormat::kCsv, ByteEncoding::kText}, "user/", nullptr, nullptr);
        QVERIFY(prefixed.isOk());
        QCOMPARE(prefixed->pairs, uint64_t(2));
    }

    void cancelledExportLeavesNoFile() {
        QTemporaryDir dir;
        auto store = test::openOrFail(storeUri(dir, "store"));
        QVERIFY(store);
        QVERIFY(store->put("k", "v").isOk());
        CancellationToken cancel;
        cancel.cancel();
        const std::filesystem::path file = dir.filePath(QStringLiteral("out.jsonl")).toStdString();
        const auto exported = exportStore(*store, file, {}, {}, nullptr, &cancel);
        QVERIFY(exported.status().is(StatusCode::kCancelled));
        QVERIFY(!std::filesystem::exists(file));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 0);
    }

    void malformedFileWritesNothing() {
        QTemporaryDir dir;
        auto store = test::openOrFail(storeUri(dir, "store"));
        QVERIFY(store);
        QVERIFY(store->put("kept", "old").isOk());
        const std::filesystem::path file = dir.filePath(QStringLiteral("in.jsonl")).toStdString();
        writeFile(file, "{\"key\":\"kept\",\"value\":\"new\"}\n{\"key\":1,\"value\":\"x\"}\n");
        const auto refused = importFile(*store, file, {PairFormat::kJsonLines, 1000, false}, nullptr, nullptr);
        QVERIFY(refused.status().is(StatusCode::kInvalidArgument));
        QVERIFY(refused.status().message().find("line 2: \"key\" is not a string") != std::string::npos);
        QCOMPARE(store->get("kept").value(), Bytes("old"));

        const auto skipped = importFile(*store, file, {PairFormat::kJsonLines, 1000, true}, nullptr, nullptr);
        QVERIFY(skipped.isOk());
        QCOMPARE(skipped->written, uint64_t(1));
        QCOMPARE(skipped->skipped, uint64_t(1));
        QCOMPARE(store->get("kept").value(), Bytes("new"));
    }
};

QTEST_GUILESS_MAIN(ExchangeTest)
#include "test_exchange.moc"
