// wr_fuzz_seeds OUTDIR: writes the seed corpus of every fuzz target into
// OUTDIR/<target>/, each seed a file the project's own writers produce: .reg
// files in every flavor, hive snapshots and logs, regf hive files, ZDB data and index files,
// WR-Store++ records with their chunk files, store URIs and dumps in every
// format. The same program run twice writes the same seeds, apart from the
// time stamps the writers record.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "exchange/dump_format.h"
#include "fuzz_files.h"
#include "registry/hive/hive.h"
#include "registry/hive/hive_log.h"
#include "registry/regf/regf_export.h"
#include "registry/regfile/reg_file_encoding.h"
#include "registry/regfile/reg_file_writer.h"
#include "registry/value_codec.h"
#include "registry/value_type.h"
#include "stores/store_uri.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_record.h"
#include "util/crc32c.h"
#include "util/file.h"
#include "zdb_fixture.h"

namespace fs = std::filesystem;
using namespace wr;

namespace {

[[noreturn]] void fail(const std::string& what, const Status& status) {
    std::fprintf(stderr, "wr_fuzz_seeds: %s: %s\n", what.c_str(), status.message().c_str());
    std::exit(1);
}

void check(const Status& status, const std::string& what) {
    if (!status.isOk()) fail(what, status);
}

Bytes readAll(const fs::path& path) {
    auto bytes = readWholeFile(path);
    if (!bytes) fail("read", bytes.status());
    return *bytes;
}

class SeedDirectory {
public:
    SeedDirectory(const fs::path& out, const std::string& target) : dir_(out / target) { fs::create_directories(dir_); }
    void add(BytesView seed) { fuzz::writeInput(dir_ / ("seed-" + std::to_string(next_++)), seed); }

private:
    fs::path dir_;
    int next_ = 0;
};

// ---- .reg files

void regFileSeeds(const fs::path& out) {
    SeedDirectory seeds(out, "reg_file");
    Bytes longBinary;
    for (int i = 0; i < 90; ++i) longBinary.push_back(static_cast<char>(i * 7));
    for (auto flavor : {reg::RegFileFlavor::kUnicode, reg::RegFileFlavor::kUtf8, reg::RegFileFlavor::kRegedit4}) {
        reg::RegFileWriter writer(flavor);
        writer.beginKey("HKEY_CURRENT_USER\\Software\\Fuzz");
        writer.value("", reg::REG_SZ, reg::encodeString("default"));
        writer.value("Text \"quoted\" \\ back", reg::REG_SZ, reg::encodeString("caf\xc3\xa9 \xe2\x82\xac"));
        writer.value("Count", reg::REG_DWORD, reg::encodeDword(42));
        writer.value("Big", reg::REG_QWORD, reg::encodeQword(0x123456789abcdefull));
        writer.value("Path", reg::REG_EXPAND_SZ, reg::encodeString("%HOME%\\bin"));
        writer.value("List", reg::REG_MULTI_SZ, reg::encodeMultiString({"one", "two", "three"}));
        writer.value("Blob", reg::REG_BINARY, longBinary);
        writer.value("None", reg::REG_NONE, "");
        writer.value("Odd", 0x100, "\x01\x02");
        writer.beginKey("HKEY_CURRENT_USER\\Software\\Fuzz\\Sub key");
        writer.value("Cut", reg::REG_SZ, Bytes("a\0b", 3));
        writer.finish();
        seeds.add(writer.take());
    }
}

// ---- hives

void changeHive(reg::Registry& hive) {
    auto software = hive.createKey(hive.root(), "Software\\Vendor\\App");
    if (!software) fail("create key", software.status());
    check(hive.setValue(*software, "Name", reg::REG_SZ, reg::encodeString("value")), "set");
    check(hive.setValue(*software, "Count", reg::REG_DWORD, reg::encodeDword(7)), "set");
    check(hive.setValue(*software, "", reg::REG_BINARY, Bytes(300, 'x')), "set");
    check(hive.setValue(*software, "List", reg::REG_MULTI_SZ, reg::encodeMultiString({"a", "b"})), "set");
    auto other = hive.createKey(hive.root(), "Software\\Other");
    if (!other) fail("create key", other.status());
    check(hive.setValue(*other, "Gone", reg::REG_QWORD, reg::encodeQword(1)), "set");
    check(hive.deleteValue(*other, "Gone"), "delete value");
    auto vendor = hive.openKey(hive.root(), "Software\\Vendor");
    if (!vendor) fail("open key", vendor.status());
    check(hive.renameKey(*vendor, "App", "Application"), "rename");
    for (int i = 0; i < 20; ++i) {
        auto key = hive.createKey(*other, "Key " + std::to_string(i));
        if (!key) fail("create key", key.status());
        check(hive.setValue(*key, "Index", reg::REG_DWORD, reg::encodeDword(i)), "set");
    }
    check(hive.deleteTree(*other, "Key 3"), "delete tree");
}

void hiveSeeds(const fs::path& out, const fs::path& work) {
    SeedDirectory snapshots(out, "hive_snapshot");
    SeedDirectory logs(out, "hive_log");
    const fs::path empty = work / "hive-empty";
    { auto hive = reg::Hive::open(empty); }
    snapshots.add(readAll(empty / "hive.snap"));

    const fs::path changed = work / "hive-changed";
    auto hive = reg::Hive::open(changed);
    if (!hive) fail("open hive", hive.status());
    changeHive(**hive);
    check((*hive)->flush(), "flush");
    // The log of a hive that started empty, cut after its last record (the
    // rest is preallocated zeros), replays onto hive_log's empty snapshot.
    const fs::path log = changed / "hive.wal";
    auto scan = reg::scanLog(log, [](reg::ChangeOp, BytesView, uint64_t) { return Status::ok(); });
    if (!scan) fail("scan log", scan.status());
    logs.add(readAll(log).substr(0, scan->end));
    check((*hive)->checkpoint(), "checkpoint");
    snapshots.add(readAll(changed / "hive.snap"));
}

// ---- regf hive files: the empty hive and the changed one, exported

void regfSeeds(const fs::path& out, const fs::path& work) {
    SeedDirectory seeds(out, "regf_file");
    const fs::path empty = work / "regf-empty";
    const fs::path changed = work / "regf-changed";
    auto emptyHive = reg::Hive::open(empty);
    if (!emptyHive) fail("open hive", emptyHive.status());
    auto hive = reg::Hive::open(changed);
    if (!hive) fail("open hive", hive.status());
    changeHive(**hive);
    int n = 0;
    for (reg::Hive* source : {emptyHive->get(), hive->get()}) {
        const fs::path file = work / ("seed-" + std::to_string(n++) + ".hiv");
        auto exported = reg::exportRegfFile(*source, source->root(), file);
        if (!exported) fail("export regf", exported.status());
        seeds.add(readAll(file));
    }
}

// ---- ZDB

void zdbSeeds(const fs::path& out, const fs::path& work) {
    SeedDirectory data(out, "zdb_data");
    SeedDirectory index(out, "zdb_index");
    for (int pairs : {0, 1, 6, 20}) {
        const fs::path dir = work / ("zdb-" + std::to_string(pairs));
        fuzz::writeZdbFixture(dir, pairs);
        const fs::path table = fuzz::zdbTableDirectory(dir);
        data.add(readAll(table / "data-000.zdb"));
        index.add(readAll(table / "index.zdx"));
    }
}

// ---- WR-Store++ blocks

void wrStoreSeeds(const fs::path& out, const fs::path& work) {
    namespace wrs = kv::wrstore;
    SeedDirectory seeds(out, "wrstorepp_block");
    const fs::path path = work / "chunk.wrc";
    for (uint64_t size : {0, 5, 100, 3000}) {
        auto file = File::open(path, File::Mode::kTruncateReadWrite);
        if (!file) fail("chunk file", file.status());
        // Another key's block first, so the record's block is not at offset 0.
        const Bytes before(17, 'b');
        check(wrs::writeBlock(*file, 0, "key-0000", before, crc32c::value(before)), "write block");
        const uint64_t offset = wrs::blockBytes(8, before.size());
        Bytes value;
        for (uint64_t i = 0; i < size; ++i) value.push_back(static_cast<char>('a' + i % 26));
        const uint32_t crc = crc32c::value(value);
        check(wrs::writeBlock(*file, offset, "key-0001", value, crc), "write block");
        wrs::ValueRecord record;
        record.kind = wrs::ValueRecord::Kind::kChunkBlock;
        record.crc = crc;
        record.size = size;
        record.storedMicros = 1700000000000000;
        record.location = 1;
        record.offset = offset;
        seeds.add(wrs::encodeRecord(record) + readAll(path));
    }
}

// ---- store URIs

void storeUriSeeds(const fs::path& out) {
    SeedDirectory seeds(out, "store_uri");
    std::vector<kv::StoreUri> uris;
    uris.push_back(kv::StoreUri("wrstore").set("hive", "/data/h").set("db", "kvs").set("depth", "2").set("len", "2"));
    uris.push_back(
        kv::StoreUri("wrstorepp").set("hive", "/data/h;odd=name%").set("mode", "chunk").set("chunk_mb", "64"));
    uris.push_back(
        kv::StoreUri("zdb").set("dir", "/data/z").set("files", "16").set("write", "async").set("cache", "arc"));
    uris.push_back(kv::StoreUri("rocksdb").set("dir", "/data/r").set("sync", "true"));
    uris.push_back(kv::StoreUri("sqlite").set("file", "/data/s.db"));
    uris.push_back(kv::StoreUri("fs"));
    for (const kv::StoreUri& uri : uris) seeds.add(uri.toString());
}

// ---- dumps

void dumpSeeds(const fs::path& out, const fs::path& work) {
    SeedDirectory seeds(out, "dump_reader");
    for (auto format : {exchange::DumpFormat::kWrDump, exchange::DumpFormat::kBdbHex,
                        exchange::DumpFormat::kBdbPrintable, exchange::DumpFormat::kLdbHex}) {
        const fs::path path = work / (std::string("dump.") + exchange::dumpFormatName(format));
        auto writer = exchange::DumpFileWriter::create(path, format);
        if (!writer) fail("dump", writer.status());
        check((*writer)->add("key", "value"), "dump pair");
        check((*writer)->add(Bytes("\0\x01\xff\n\\", 5), Bytes("bin\0ary\r\n", 9)), "dump pair");
        check((*writer)->add("empty", ""), "dump pair");
        check((*writer)->add(Bytes(200, 'k'), Bytes(1000, 'v')), "dump pair");
        check((*writer)->finish().status(), "finish dump");
        seeds.add(readAll(path));
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: wr_fuzz_seeds OUTDIR\n");
        return 2;
    }
    const fs::path out = argv[1];
    const fs::path work = fuzz::scratchDirectory();
    regFileSeeds(out);
    hiveSeeds(out, work);
    regfSeeds(out, work);
    zdbSeeds(out, work);
    wrStoreSeeds(out, work);
    storeUriSeeds(out);
    dumpSeeds(out, work);
    return 0;
}
