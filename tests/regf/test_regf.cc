// Windows hive files: a hive built from a .reg file through the regf writer
// (our empty hive filled by hivex) reads back the same through RegfRegistry
// and through hivex's own tools (hivexregedit, hivexget, hivexsh); writes
// are refused; import copies into a portable hive; truncated and bit-flipped
// copies fail with an error and never crash (hivex's CVE-2021-3504 and
// CVE-2021-3622 were crashes on such files).
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <tuple>

#include "registry/hive/hive.h"
#include "registry/names.h"
#include "registry/regf/regf_empty_hive.h"
#include "registry/regf/regf_export.h"
#include "registry/regf/regf_import.h"
#include "registry/regf/regf_registry.h"
#include "registry/regfile/reg_file_apply.h"
#include "registry/regfile/reg_file_reader.h"
#include "registry/value_codec.h"
#include "util/clock.h"
#include "util/file.h"

using namespace wr;
using namespace wr::reg;

namespace {

// Every value type and a type number outside the list, the default value, an empty value, names outside ASCII
// and Latin-1, and nesting.
const char* const kSampleReg =
    "Windows Registry Editor Version 5.00\r\n\r\n"
    "[HKEY_CURRENT_USER\\Sample]\r\n"
    "@=\"the default\"\r\n"
    "\"sz\"=\"hello world\"\r\n"
    "\"expand\"=hex(2):25,00,50,00,41,00,54,00,48,00,25,00,00,00\r\n"
    "\"multi\"=hex(7):6f,00,6e,00,65,00,00,00,74,00,77,00,6f,00,00,00,00,00\r\n"
    "\"dword\"=dword:0000002a\r\n"
    "\"big-endian\"=hex(5):00,00,01,02\r\n"
    "\"qword\"=hex(b):ff,ff,ff,ff,ff,ff,ff,ff\r\n"
    "\"binary\"=hex:00,ff,10,0a\r\n"
    "\"empty\"=hex:\r\n"
    "\"link\"=hex(6):5c,00,52,00,00,00\r\n"
    "\"none\"=hex(0):01,02\r\n"
    "\"resource-list\"=hex(8):01,00,00,00,02,00,00,00\r\n"
    "\"full-resource\"=hex(9):05,00,00,00\r\n"
    "\"requirements\"=hex(a):20,00,00,00,00,00,00,00\r\n"
    "\"vendor-type\"=hex(ffff0001):2a\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER\\Sample\\Child]\r\n"
    "\"n\"=dword:00000007\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER\\Sample\\Child\\Grandchild]\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER\\Sample\\\xd0\x9a\xd0\xbb\xd1\x8e\xd1\x87 \xe9\x8d\xb5]\r\n"
    "\"\xd0\x98\xd0\xbc\xd1\x8f\"=\"\xd0\x97\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5\"\r\n";

// A value as both sides must hold it.
using ValueKey = std::tuple<std::string, std::string>;  // folded key path, folded value name
using ValueContent = std::tuple<uint32_t, Bytes>;
using Values = std::map<ValueKey, ValueContent>;

// The values a .reg file sets, under paths relative to `prefix`.
Values valuesOf(const RegFile& file, const std::string& prefix) {
    Values out;
    for (const RegOperation& op : file.operations) {
        if (op.kind != RegOperation::Kind::kSetValue) continue;
        std::string path = op.keyPath.substr(std::min(op.keyPath.size(), prefix.size()));
        if (!path.empty() && path[0] == '\\') path.erase(0, 1);
        out[{foldName(path), foldName(op.valueName)}] = {op.type, op.data};
    }
    return out;
}

// The whole tree of a registry below `key`: values by key path, and every key path.
struct Tree {
    Values values;
    std::vector<std::string> keys;
    bool operator==(const Tree&) const = default;
};

void collect(Registry& registry, const Key& key, const std::string& path, Tree& tree) {
    tree.keys.push_back(path);
    auto values = registry.listValues(key, 0, UINT32_MAX);
    QVERIFY2(values.isOk(), values.status().message().c_str());
    for (const NamedValue& v : *values) tree.values[{foldName(path), foldName(v.name)}] = {v.type, v.data};
    auto subkeys = registry.listSubkeys(key, 0, UINT32_MAX);
    QVERIFY2(subkeys.isOk(), subkeys.status().message().c_str());
    for (const std::string& name : *subkeys) {
        auto child = registry.openKey(key, name);
        QVERIFY(child.isOk());
        collect(registry, *child, path.empty() ? name : path + "\\" + name, tree);
    }
}

Tree treeOf(Registry& registry, const Key& key) {
    Tree tree;
    collect(registry, key, "", tree);
    return tree;
}

// Reads every key and value, as the explorer and an export would.
class DiscardingSink final : public TreeSink {
public:
    Status enterKey(std::string_view) override { return Status::ok(); }
    void leaveKey() override {}
    Status setValues(const std::vector<NamedValue>&) override { return Status::ok(); }
};

Status readEverything(const std::filesystem::path& file) {
    auto registry = RegfRegistry::open(file);
    if (!registry) return registry.status();
    auto stats = (*registry)->statistics();
    if (!stats) return stats.status();
    DiscardingSink sink;
    auto counts = copyRegistryTree(**registry, (*registry)->root(), sink, {});
    return counts ? Status::ok() : counts.status();
}

// Where a key's cells lie in a regf file (docs/regf.md): cell offsets count
// from the first hbin at 0x1000; an nk cell holds its subkey list's offset
// at byte 32, its value list's at 44, and its name's length and name at 76
// and 80; an lf or lh list holds (offset, hash) pairs from byte 8, a value
// list offsets from byte 4.
constexpr size_t kFirstBin = 0x1000;
size_t rootCell(const Bytes& file) { return kFirstBin + getFixed32(file.data() + 0x24); }
size_t subkeyList(const Bytes& file, size_t nk) { return kFirstBin + getFixed32(file.data() + nk + 32); }
size_t listEntry(size_t list, int index) { return list + 8 + 8 * size_t(index); }
size_t valueListEntry(const Bytes& file, size_t nk, int index) {
    return kFirstBin + getFixed32(file.data() + nk + 44) + 4 + 4 * size_t(index);
}
std::string keyName(const Bytes& file, size_t nk) {
    return file.substr(nk + 80, uint8_t(file[nk + 76]) | size_t(uint8_t(file[nk + 77])) << 8);
}

// A damaged copy needs no fsync.
void writeCopy(const std::filesystem::path& file, std::string_view bytes) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out) qFatal("cannot write %s", file.c_str());
}

struct ToolRun {
    int exitCode = -1;
    QByteArray out;
};

ToolRun runTool(const QString& program, const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(10000))
        qFatal("cannot start %s: install libhivex-bin and libwin-hivex-perl", qPrintable(program));
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput()};
}

}  // namespace

class RegfTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<Hive> source_;
    std::filesystem::path sampleFile_;
    Bytes sampleBytes_;

    std::filesystem::path path(const char* name) const {
        return std::filesystem::path(dir_.filePath(name).toStdString());
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        auto hive = Hive::open(path("source"));
        QVERIFY(hive.isOk());
        source_ = std::move(hive).value();
        auto file = parseRegFile(kSampleReg, "sample.reg");
        QVERIFY2(file.isOk(), file.status().message().c_str());
        QVERIFY(applyRegFile(*source_, source_->root(), *file, {}).isOk());
        auto sample = source_->openKey(source_->root(), "Sample");
        QVERIFY(sample.isOk());
        sampleFile_ = path("sample.hiv");
        auto counts = exportRegfFile(*source_, *sample, sampleFile_, {"SAMPLE.DAT"});
        QVERIFY2(counts.isOk(), counts.status().message().c_str());
        QCOMPARE(counts->keys, uint64_t(4));
        QCOMPARE(counts->values, uint64_t(17));
        auto bytes = readWholeFile(sampleFile_);
        QVERIFY(bytes.isOk());
        sampleBytes_ = *bytes;
    }

    void readsBackWhatWasWritten() {
        auto file = RegfRegistry::open(sampleFile_);
        QVERIFY2(file.isOk(), file.status().message().c_str());
        auto sample = source_->openKey(source_->root(), "Sample");
        QVERIFY(treeOf(**file, (*file)->root()) == treeOf(*source_, *sample));
        auto parsed = parseRegFile(kSampleReg, "sample.reg");
        QVERIFY(treeOf(**file, (*file)->root()).values == valuesOf(*parsed, "HKEY_CURRENT_USER\\Sample"));
        // Subkeys in case-insensitive order, paths case-insensitive.
        QCOMPARE(*(*file)->enumKey((*file)->root(), 0), std::string("Child"));
        auto grandchild = (*file)->openKey((*file)->root(), "CHILD\\grandchild");
        QVERIFY(grandchild.isOk());
        QCOMPARE((*file)->openKey((*file)->root(), "Child\\Missing").status().code(), StatusCode::kNotFound);
        QCOMPARE(decodeString((*(*file)->queryValue((*file)->root(), "SZ")).data), std::string("hello world"));
    }

    void keyInfoAndStatistics() {
        auto file = RegfRegistry::open(sampleFile_);
        QVERIFY(file.isOk());
        auto info = (*file)->queryInfo((*file)->root());
        QVERIFY(info.isOk());
        QCOMPARE(info->subkeyCount, 2u);
        QCOMPARE(info->valueCount, 15u);
        QCOMPARE(info->maxSubkeyNameLength, 6u);  // "Ключ 鍵"
        QCOMPARE(info->maxValueNameLength, 13u);  // "full-resource", "resource-list"
        QVERIFY(info->lastWriteTime > 0);
        auto stats = (*file)->statistics();
        QVERIFY(stats.isOk());
        QCOMPARE(stats->keys, uint64_t(4));
        QCOMPARE(stats->values, uint64_t(17));
        QCOMPARE(stats->diskBytes, uint64_t(sampleBytes_.size()));
        QCOMPARE((*file)->header().name, std::string("SAMPLE.DAT"));
        QVERIFY((*file)->header().lastWriteTime > 0);
        QCOMPARE((*file)->header().majorVersion, 1u);
        QVERIFY((*file)->header().sequencesMatch);
        QVERIFY((*file)->isReadOnly());
        QVERIFY((*file)->describe().find("read-only") != std::string::npos);
    }

    // hivex's own tools read every value as the .reg file gave it.
    void hivexToolsReadTheSameValues() {
        const QString file = QString::fromStdString(sampleFile_.string());
        const ToolRun exported = runTool("hivexregedit", {"--export", file, "\\"});
        QCOMPARE(exported.exitCode, 0);
        QByteArray text = exported.out;
        text.replace("[\\", "[HKEY_CURRENT_USER\\Sample\\");
        text.replace("[HKEY_CURRENT_USER\\Sample\\]", "[HKEY_CURRENT_USER\\Sample]");
        auto theirs = parseRegFile(text.toStdString(), "hivexregedit");
        QVERIFY2(theirs.isOk(), theirs.status().message().c_str());
        auto ours = parseRegFile(kSampleReg, "sample.reg");
        QVERIFY(valuesOf(*theirs, "HKEY_CURRENT_USER\\Sample") == valuesOf(*ours, "HKEY_CURRENT_USER\\Sample"));

        QCOMPARE(runTool("hivexget", {file, "\\", "sz"}).out, QByteArray("hello world\n"));
        QCOMPARE(runTool("hivexget", {file, "\\Child", "n"}).out, QByteArray("7\n"));
        QVERIFY(runTool("hivexget", {file, "\\", "multi"}).out.startsWith("one\ntwo\n"));
        const ToolRun shell = runTool("hivexsh", {file}, "ls\ncd Child\nlsval\n");
        QCOMPARE(shell.exitCode, 0);
        QVERIFY2(shell.out.contains("Ключ 鍵") && shell.out.contains("\"n\"=dword:00000007"), shell.out.constData());
    }

    void theEmptyHiveIsValid() {
        const std::filesystem::path file = path("empty.hiv");
        QVERIFY(writeFileAtomically(file, emptyRegfHive("EMPTY", nowFiletime())).isOk());
        auto opened = RegfRegistry::open(file);
        QVERIFY2(opened.isOk(), opened.status().message().c_str());
        QCOMPARE((*opened)->header().name, std::string("EMPTY"));
        QCOMPARE((*opened)->queryInfo((*opened)->root())->subkeyCount, 0u);
        const ToolRun shell = runTool("hivexsh", {QString::fromStdString(file.string())}, "ls\nlsval\n");
        QCOMPARE(shell.exitCode, 0);
        QCOMPARE(shell.out, QByteArray());
    }

    void writesAreRefused() {
        auto file = RegfRegistry::open(sampleFile_);
        QVERIFY(file.isOk());
        Registry& r = **file;
        const Key root = r.root();
        QCOMPARE(r.setValue(root, "x", REG_DWORD, encodeDword(1)).code(), StatusCode::kReadOnly);
        QCOMPARE(r.deleteValue(root, "sz").code(), StatusCode::kReadOnly);
        QCOMPARE(r.createKey(root, "New").status().code(), StatusCode::kReadOnly);
        QCOMPARE(r.deleteKey(root, "Child\\Grandchild").code(), StatusCode::kReadOnly);
        QCOMPARE(r.deleteTree(root, "Child").code(), StatusCode::kReadOnly);
        QCOMPARE(r.renameKey(root, "Child", "Other").code(), StatusCode::kReadOnly);
        QVERIFY(r.setValue(root, "x", REG_DWORD, encodeDword(1)).message().find("read-only hive file") !=
                std::string::npos);
        bool created = true;
        QVERIFY(r.createKey(root, "child", &created).isOk());  // an existing key only opens
        QVERIFY(!created);
        QVERIFY(r.flush().isOk());
    }

    void importsWholeOrOneKey() {
        auto hive = Hive::open(path("imported"));
        QVERIFY(hive.isOk());
        auto base = (*hive)->createKey((*hive)->root(), "Whole");
        auto counts = importRegfFile(sampleFile_, "", **hive, *base);
        QVERIFY2(counts.isOk(), counts.status().message().c_str());
        QCOMPARE(counts->keys, uint64_t(4));
        auto sample = source_->openKey(source_->root(), "Sample");
        QVERIFY(treeOf(**hive, *base) == treeOf(*source_, *sample));

        auto part = (*hive)->createKey((*hive)->root(), "Part");
        QVERIFY(importRegfFile(sampleFile_, "child", **hive, *part).isOk());
        auto child = source_->openKey(source_->root(), "Sample\\Child");
        QVERIFY(treeOf(**hive, *part) == treeOf(*source_, *child));
        QCOMPARE(importRegfFile(sampleFile_, "Nothing", **hive, *part).status().code(), StatusCode::kNotFound);
    }

    // Enough subkeys for hivex to grow its subkey lists, and values stored
    // in cells of their own well past 16 KiB.
    void largeHivesRoundTrip() {
        auto hive = Hive::open(path("large"));
        QVERIFY(hive.isOk());
        auto top = (*hive)->createKey((*hive)->root(), "Top");
        for (int i = 0; i < 600; ++i) {
            auto key = (*hive)->createKey(*top, "key" + std::to_string(i * 7919 % 600));
            QVERIFY((*hive)->setValue(*key, "v", REG_DWORD, encodeDword(uint32_t(i))).isOk());
        }
        QVERIFY((*hive)->setValue(*top, "big", REG_BINARY, Bytes(300000, 'x')).isOk());
        const std::filesystem::path file = path("large.hiv");
        QVERIFY(exportRegfFile(**hive, *top, file).isOk());
        auto back = RegfRegistry::open(file);
        QVERIFY(back.isOk());
        QVERIFY(treeOf(**back, (*back)->root()) == treeOf(**hive, *top));

        QVERIFY((*hive)->setValue(*top, "huge", REG_BINARY, Bytes(kMaxRegfValueBytes + 1, 'y')).isOk());
        const std::filesystem::path refused = path("refused.hiv");
        auto tooLarge = exportRegfFile(**hive, *top, refused);
        QCOMPARE(tooLarge.status().code(), StatusCode::kLimitExceeded);
        QVERIFY(!std::filesystem::exists(refused));
    }

    void otherFilesAreRefused() {
        QCOMPARE(RegfRegistry::open(path("missing.hiv")).status().code(), StatusCode::kNotFound);
        const std::filesystem::path text = path("text.reg");
        QVERIFY(writeFileAtomically(text, kSampleReg).isOk());
        QVERIFY(!isRegfFile(text));
        QVERIFY(!isRegfFile(path("source")));  // a portable hive's directory
        QVERIFY(isRegfFile(sampleFile_));
        QCOMPARE(RegfRegistry::open(text).status().code(), StatusCode::kInvalidArgument);
        const std::filesystem::path stub = path("stub.hiv");
        QVERIFY(writeFileAtomically(stub, "regf").isOk());
        QCOMPARE(RegfRegistry::open(stub).status().code(), StatusCode::kCorruption);
    }

    void truncatedCopiesFailCleanly() {
        const std::filesystem::path copy = path("truncated.hiv");
        int opened = 0, copies = 0;
        for (size_t size = 4; size < sampleBytes_.size(); size += size < 0x1100 ? 29 : 113, ++copies) {
            writeCopy(copy, std::string_view(sampleBytes_).substr(0, size));
            const Status st = readEverything(copy);
            if (st) {
                ++opened;
                continue;
            }
            QVERIFY(!st.message().empty());
            QVERIFY2(st.is(StatusCode::kCorruption) || st.is(StatusCode::kInvalidArgument), st.toString().c_str());
        }
        qInfo("%d truncated copies of %zu bytes, %d read without error", copies, sampleBytes_.size(), opened);
        QCOMPARE(opened, 0);
    }

    // A subkey list that points at the key itself, at the root or at a key
    // twice would make the tree endless (or exponential) for every walk; a
    // value listed twice would show twice. Each is refused with the name.
    void listsThatLoopOrRepeatAreRefused_data() {
        QTest::addColumn<QString>("damage");
        QTest::newRow("key under itself") << "itself";
        QTest::newRow("root under a key") << "root";
        QTest::newRow("one key twice") << "twice";
        QTest::newRow("one value twice") << "value twice";
        QTest::newRow("a subkey without a name") << "empty name";
    }
    void listsThatLoopOrRepeatAreRefused() {
        QFETCH(QString, damage);
        Bytes file = sampleBytes_;
        const size_t root = rootCell(file);
        const size_t rootList = subkeyList(file, root);
        QCOMPARE(file.substr(rootList + 4, 2), std::string("lh"));
        size_t child = 0;
        for (int i = 0; i < 2; ++i) {
            const size_t nk = kFirstBin + getFixed32(file.data() + listEntry(rootList, i));
            if (keyName(file, nk) == "Child") child = nk;
        }
        QVERIFY(child != 0);
        const size_t childList = subkeyList(file, child);
        QCOMPARE(file.substr(childList + 4, 2), std::string("lh"));
        if (damage == "itself") encodeFixed32(file.data() + listEntry(childList, 0), uint32_t(child - kFirstBin));
        if (damage == "root") encodeFixed32(file.data() + listEntry(childList, 0), uint32_t(root - kFirstBin));
        if (damage == "twice") file.replace(listEntry(rootList, 1), 8, file.substr(listEntry(rootList, 0), 8));
        if (damage == "empty name") file[child + 76] = file[child + 77] = '\0';
        if (damage == "value twice") {
            file.replace(valueListEntry(file, root, 1), 4, file.substr(valueListEntry(file, root, 0), 4));
        }
        const std::filesystem::path copy = path("looping.hiv");
        writeCopy(copy, file);
        const Status st = readEverything(copy);
        QVERIFY(!st);
        QCOMPARE(st.code(), StatusCode::kCorruption);
        const std::string expected = damage == "twice"         ? "two subkeys of one key are named"
                                     : damage == "value twice" ? "two values of one key are named"
                                     : damage == "empty name"  ? "a subkey has an invalid name"
                                                               : "is listed under a key that is not its parent";
        QVERIFY2(st.message().find(expected) != std::string::npos, st.message().c_str());
    }

    void bitFlippedCopiesFailCleanly() {
        const std::filesystem::path copy = path("flipped.hiv");
        std::mt19937 random(20260504);
        std::uniform_int_distribution<size_t> position(0, sampleBytes_.size() - 1);
        std::uniform_int_distribution<int> bit(0, 7), flips(1, 4);
        int failed = 0;
        constexpr int kCopies = 1000;
        for (int i = 0; i < kCopies; ++i) {
            Bytes damaged = sampleBytes_;
            for (int n = flips(random); n > 0; --n) damaged[position(random)] ^= char(1 << bit(random));
            writeCopy(copy, damaged);
            const Status st = readEverything(copy);
            if (!st) {
                ++failed;
                QVERIFY(!st.message().empty());
            }
        }
        qInfo("%d of %d bit-flipped copies were refused; the rest read without error", failed, kCopies);
        QVERIFY(failed > 0);
    }
};

QTEST_GUILESS_MAIN(RegfTest)
#include "test_regf.moc"
