#include "stores/zdb/zdb_manifest.h"

#include <charconv>
#include <cstdio>
#include <map>

#include "util/crc32c.h"
#include "util/file.h"

namespace wr::zdb {

namespace {

std::string hex32(uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof(buf), "%08x", v);
    return buf;
}

}  // namespace

std::filesystem::path manifestPath(const std::filesystem::path& dir) { return dir / "MANIFEST"; }

std::filesystem::path tableDir(const std::filesystem::path& dir, uint64_t generation) {
    char name[32];
    std::snprintf(name, sizeof(name), "table-%06llu", static_cast<unsigned long long>(generation));
    return dir / name;
}

Status writeManifest(const std::filesystem::path& dir, const Manifest& m) {
    const StoreLayout& l = m.layout;
    std::string text = "zdb-manifest=" + std::to_string(kManifestFormat.current) + "\n";
    text += std::string("keys=") + keyModeName(l.keys) + "\n";
    text += "key_bytes=" + std::to_string(l.keyBytes) + "\n";
    text += "files=" + std::to_string(l.files) + "\n";
    text += "kmin=" + std::to_string(l.kmin) + "\n";
    text += "kmax=" + std::to_string(l.kmax) + "\n";
    text += "item_bytes=" + std::to_string(l.itemBytes) + "\n";
    text += "table=" + std::to_string(m.table) + "\n";
    if (m.compactingInto != 0) text += "compacting_into=" + std::to_string(m.compactingInto) + "\n";
    text += "crc32c=" + hex32(crc32c::value(text)) + "\n";
    return writeFileAtomically(manifestPath(dir), text);
}

Result<Manifest> readManifest(const std::filesystem::path& dir) {
    std::filesystem::path path = manifestPath(dir);
    auto bytes = readWholeFile(path);
    if (!bytes.isOk()) return bytes.status();
    const std::string& text = *bytes;
    auto bad = [&](const std::string& why) { return Status::corruption(path.string() + ": " + why); };

    size_t crcLine = text.rfind("crc32c=");
    if (crcLine == std::string::npos || (crcLine != 0 && text[crcLine - 1] != '\n')) {
        return bad("no crc32c line; the manifest is damaged");
    }
    std::string stored = text.substr(crcLine + 7, 8);
    if (stored != hex32(crc32c::value(text.data(), crcLine))) return bad("its CRC32C does not match its text");

    std::map<std::string, uint64_t> numbers;
    std::string keys;
    for (size_t at = 0; at < crcLine;) {
        size_t nl = text.find('\n', at);
        std::string line = text.substr(at, nl - at);
        at = nl + 1;
        size_t eq = line.find('=');
        if (eq == std::string::npos) return bad("line '" + line + "' is not name=value");
        std::string name = line.substr(0, eq);
        std::string value = line.substr(eq + 1);
        if (name == "keys") {
            keys = value;
            continue;
        }
        uint64_t n = 0;
        auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || ptr != value.data() + value.size()) {
            return bad("'" + name + "' has the non-numeric value '" + value + "'");
        }
        numbers[name] = n;
    }
    if (!numbers.contains("zdb-manifest")) return bad("the line 'zdb-manifest=' is missing");
    WR_RETURN_IF_ERROR(kManifestFormat.check(path.string(), numbers["zdb-manifest"]));
    if (keys != "string" && keys != "int") return bad("keys must be string or int, got '" + keys + "'");
    for (const char* name : {"key_bytes", "files", "kmax", "item_bytes", "table"}) {
        if (!numbers.contains(name)) return bad(std::string("the line '") + name + "=' is missing");
    }
    Manifest m;
    m.layout.keys = keys == "int" ? KeyMode::kInteger : KeyMode::kString;
    m.layout.keyBytes = static_cast<uint32_t>(numbers["key_bytes"]);
    m.layout.files = static_cast<uint32_t>(numbers["files"]);
    m.layout.kmin = numbers["kmin"];
    m.layout.kmax = numbers["kmax"];
    m.layout.itemBytes = static_cast<uint32_t>(numbers["item_bytes"]);
    m.table = numbers["table"];
    m.compactingInto = numbers.contains("compacting_into") ? numbers["compacting_into"] : 0;
    const StoreLayout& l = m.layout;
    if (l.files < 1 || l.files > kMaxDataFiles || l.itemBytes < 4 || l.itemBytes > 8 || l.kmax <= l.kmin ||
        l.kmax - l.kmin > (uint64_t{1} << 32) || (l.keyBytes != 4 && l.keyBytes != 8) || m.table == 0) {
        return bad("its layout values are out of range");
    }
    return m;
}

}  // namespace wr::zdb
