#include "zdb_fixture.h"

#include <cstdio>
#include <cstdlib>

#include "fuzz_files.h"
#include "stores/zdb/zdb_store.h"

namespace wr::fuzz {

namespace {

[[noreturn]] void fail(const std::string& what, const Status& status) {
    std::fprintf(stderr, "ZDB fixture: %s: %s\n", what.c_str(), status.message().c_str());
    std::abort();
}

}  // namespace

std::string zdbFixtureUri(const std::filesystem::path& dir) {
    return "zdb:dir=" + dir.string() + ";keys=string;files=1;kmin=0;kmax=64;item_bytes=5";
}

std::filesystem::path zdbTableDirectory(const std::filesystem::path& dir) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.is_directory() && entry.path().filename().string().starts_with("table-")) return entry.path();
    }
    return {};
}

void writeZdbFixture(const std::filesystem::path& dir, int pairs) {
    auto uri = kv::StoreUri::parse(zdbFixtureUri(dir));
    if (!uri) fail("bad URI", uri.status());
    auto store = zdb::ZdbStore::open(*uri);
    if (!store) fail("cannot create " + dir.string(), store.status());
    for (int i = 0; i < pairs; ++i) {
        std::string value;
        for (int j = 0; j < i; ++j) value += "value ";
        Status put = (*store)->put("key-" + std::to_string(i), value);
        if (!put.isOk()) fail("put", put);
    }
    // Overwritten and removed keys leave dead entries and removals behind.
    if (pairs > 1) {
        Status changed = (*store)->put("key-0", "again");
        if (changed.isOk()) changed = (*store)->remove("key-1");
        if (!changed.isOk()) fail("change", changed);
    }
    Status closed = (*store)->close();
    if (!closed.isOk()) fail("close", closed);
}

void readZdbStoreWith(const std::string& fileName, BytesView contents) {
    static const std::filesystem::path dir = [] {
        std::filesystem::path d = scratchDirectory() / "zdb";
        writeZdbFixture(d, 6);
        return d;
    }();
    static const std::filesystem::path table = zdbTableDirectory(dir);
    writeInput(table / fileName, contents);
    auto uri = kv::StoreUri::parse(zdbFixtureUri(dir));
    if (!uri) fail("bad URI", uri.status());
    kv::OpenOptions options;
    options.readOnly = true;
    options.createIfMissing = false;
    auto store = zdb::ZdbStore::open(*uri, options);
    if (!store) return;
    if (auto cursor = (*store)->scan()) {
        for (auto& c = *cursor; c->valid(); c->next()) (void)c->value();
    }
    if (auto cursor = (*store)->scanInsertionOrder()) {
        for (auto& c = *cursor; c->valid(); c->next()) (void)c->value();
    }
    (void)(*store)->get("key-3");
    (void)(*store)->countKeys();
    (void)(*store)->check(nullptr, nullptr);
}

}  // namespace wr::fuzz
