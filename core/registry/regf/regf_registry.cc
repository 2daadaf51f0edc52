#include "registry/regf/regf_registry.h"

#include <hivex.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <numeric>
#include <unordered_set>

#include "registry/names.h"
#include "registry/value_codec.h"

namespace wr::reg {

namespace {

constexpr size_t kBaseBlockBytes = 4096;
constexpr size_t kNameOffset = 0x30;
constexpr size_t kNameBytes = 64;

uint32_t le32(const unsigned char* p) {
    return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

// The file's first `bytes` bytes, or as many as it has.
std::string readHead(const std::filesystem::path& path, size_t bytes) {
    std::ifstream in(path, std::ios::binary);
    std::string block(bytes, '\0');
    in.read(block.data(), std::streamsize(block.size()));
    block.resize(size_t(std::max<std::streamsize>(in.gcount(), 0)));
    return block;
}

// hivex reports failures through errno.
std::string hivexError() { return std::strerror(errno); }

// Frees what hivex allocated with malloc.
struct FreeDeleter {
    void operator()(void* p) const { std::free(p); }
};
template <typename T>
using Owned = std::unique_ptr<T, FreeDeleter>;

// hivex stores a value's type, any 32-bit number, through a hive_type*;
// read as that enum, a number outside its list would be undefined, so the
// type lands in a plain integer of the same size.
static_assert(sizeof(hive_type) == sizeof(uint32_t));
hive_type* asHiveType(uint32_t* type) { return reinterpret_cast<hive_type*>(type); }

class RegfKeyHandle final : public KeyHandleImpl {
public:
    RegfKeyHandle(const void* issuer, size_t node) : KeyHandleImpl(issuer, node) {}
};

}  // namespace

bool isRegfFile(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return false;
    return readHead(path, 4) == "regf";
}

Result<std::unique_ptr<RegfRegistry>> RegfRegistry::open(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return Status::notFound(file.string() + ": no such file");
    if (!isRegfFile(file)) {
        return Status::invalidArgument(file.string() + " is not a Windows hive file (no \"regf\" signature)");
    }
    RegfHeader header;
    header.fileBytes = std::filesystem::file_size(file, ec);
    if (ec) return Status::ioError(file.string() + ": " + ec.message());
    const std::string block = readHead(file, kBaseBlockBytes);
    if (block.size() < kBaseBlockBytes) {
        return Status::corruption(file.string() + ": the hive file ends inside its 4 KiB base block");
    }
    const auto* bytes = reinterpret_cast<const unsigned char*>(block.data());
    header.sequencesMatch = le32(bytes + 4) == le32(bytes + 8);
    header.majorVersion = le32(bytes + 0x14);
    header.minorVersion = le32(bytes + 0x18);
    std::string_view name(block.data() + kNameOffset, kNameBytes);
    for (size_t i = 0; i + 1 < name.size(); i += 2) {
        if (name[i] == '\0' && name[i + 1] == '\0') {
            name = name.substr(0, i);
            break;
        }
    }
    header.name = utf16leToUtf8(name);

    errno = 0;
    hive_h* hive = hivex_open(file.c_str(), 0);
    if (hive == nullptr) {
        return Status::corruption(file.string() + ": not a readable Windows hive file: " + hivexError());
    }
    // hivex_open checked the base block's checksum and every hbin and cell
    // header; the root must still be a key.
    const hive_node_h root = hivex_root(hive);
    if (root == 0) {
        std::string why = hivexError();
        hivex_close(hive);
        return Status::corruption(file.string() + ": the hive file has no valid root key: " + why);
    }
    const int64_t modified = hivex_last_modified(hive);
    header.lastWriteTime = modified > 0 ? modified : 0;
    return std::unique_ptr<RegfRegistry>(new RegfRegistry(file, hive, root, std::move(header)));
}

RegfRegistry::RegfRegistry(std::filesystem::path file, hive_h* hive, size_t rootNode, RegfHeader header)
    : file_(std::move(file)), hive_(hive), rootNode_(rootNode), header_(std::move(header)) {}

RegfRegistry::~RegfRegistry() { hivex_close(hive_); }

std::string RegfRegistry::describe() const { return "Windows hive file " + file_.string() + " (read-only)"; }

Key RegfRegistry::keyFor(size_t node) { return Key(std::make_shared<RegfKeyHandle>(this, node)); }

Key RegfRegistry::root() { return keyFor(rootNode_); }

Status RegfRegistry::readOnly(std::string_view action) const {
    return Status::readOnly(file_.string() + " is a read-only hive file: cannot " + std::string(action) +
                            " (import it into a portable hive to change it)");
}

Status RegfRegistry::damaged(std::string_view what) const { return malformed(std::string(what) + ": " + hivexError()); }

Status RegfRegistry::malformed(std::string_view what) const {
    return Status::corruption(file_.string() + ": damaged hive file: " + std::string(what));
}

Result<size_t> RegfRegistry::nodeOf(const Key& key) const {
    if (key.issuer() != this) return Status::invalidArgument("the key was not opened in " + describe());
    return size_t(key.word());
}

Result<const RegfRegistry::Node*> RegfRegistry::load(size_t node) {
    if (auto found = nodes_.find(node); found != nodes_.end()) return &found->second;
    Node loaded;
    errno = 0;
    Owned<hive_node_h> children(hivex_node_children(hive_, node));
    if (children == nullptr) return damaged("cannot list the subkeys of a key");
    for (const hive_node_h* child = children.get(); *child != 0; ++child) {
        errno = 0;
        Owned<char> name(hivex_node_name(hive_, *child));
        if (name == nullptr) return damaged("cannot read a key's name");
        // An empty name or one with a backslash would read as a path: the
        // key itself, or a key further down.
        if (Status valid = validateKeyName(name.get()); !valid.isOk()) {
            return malformed("a subkey has an invalid name: " + valid.message());
        }
        // Each key names its parent: a subkey list that points anywhere
        // else (the root, the key itself, a key above) would make the tree
        // endless for every reader that walks it.
        if (*child == rootNode_ || hivex_node_parent(hive_, *child) != node) {
            return malformed("subkey '" + std::string(name.get()) + "' is listed under a key that is not its parent");
        }
        loaded.children.push_back({name.get(), *child});
    }
    std::stable_sort(loaded.children.begin(), loaded.children.end(),
                     [](const Child& a, const Child& b) { return compareNames(a.name, b.name) < 0; });
    // Listed twice, a subkey would be walked twice, and so would everything
    // below it, level after level.
    const auto twice =
        std::adjacent_find(loaded.children.begin(), loaded.children.end(),
                           [](const Child& a, const Child& b) { return compareNames(a.name, b.name) == 0; });
    if (twice != loaded.children.end()) {
        return malformed("two subkeys of one key are named '" + twice->name + "'");
    }

    errno = 0;
    Owned<hive_value_h> values(hivex_node_values(hive_, node));
    if (values == nullptr) return damaged("cannot list the values of a key");
    for (const hive_value_h* value = values.get(); *value != 0; ++value) {
        errno = 0;
        Owned<char> name(hivex_value_key(hive_, *value));
        if (name == nullptr) return damaged("cannot read a value's name");
        uint32_t type = 0;
        size_t size = 0;
        if (hivex_value_type(hive_, *value, asHiveType(&type), &size) == -1) {
            return damaged("cannot read a value's type");
        }
        loaded.values.push_back({name.get(), *value, type, size});
    }
    // Values keep the file's order, which is the order Windows lists them
    // in; a name index finds them, and tells a name listed twice.
    loaded.valuesByName.resize(loaded.values.size());
    std::iota(loaded.valuesByName.begin(), loaded.valuesByName.end(), 0u);
    const auto& entries = loaded.values;
    auto nameOrder = [&entries](uint32_t a, uint32_t b) { return compareNames(entries[a].name, entries[b].name) < 0; };
    std::sort(loaded.valuesByName.begin(), loaded.valuesByName.end(), nameOrder);
    const auto sameName =
        std::adjacent_find(loaded.valuesByName.begin(), loaded.valuesByName.end(),
                           [&entries](uint32_t a, uint32_t b) { return namesEqual(entries[a].name, entries[b].name); });
    if (sameName != loaded.valuesByName.end()) {
        return malformed("two values of one key are named '" + entries[*sameName].name + "'");
    }
    // A timestamp hivex finds implausible is shown as unknown rather than
    // hiding the whole key.
    const int64_t written = hivex_node_timestamp(hive_, node);
    loaded.lastWriteTime = written > 0 ? written : 0;
    return &nodes_.emplace(node, std::move(loaded)).first->second;
}

Result<const RegfRegistry::Node*> RegfRegistry::loadKey(const Key& key) {
    auto node = nodeOf(key);
    if (!node) return node.status();
    return load(*node);
}

Result<size_t> RegfRegistry::walk(size_t from, std::string_view subPath) {
    if (subPath.empty()) return from;
    auto names = splitPath(subPath);
    if (!names) return names.status();
    size_t node = from;
    for (std::string_view name : *names) {
        auto loaded = load(node);
        if (!loaded) return loaded.status();
        // In name order and each name once (load), so a binary search.
        const auto& children = (*loaded)->children;
        auto found = std::lower_bound(children.begin(), children.end(), name,
                                      [](const Child& c, std::string_view n) { return compareNames(c.name, n) < 0; });
        if (found == children.end() || !namesEqual(found->name, name)) {
            return Status::notFound("key '" + std::string(subPath) + "' not found");
        }
        node = found->node;
    }
    return node;
}

Result<Key> RegfRegistry::createKey(const Key& parent, std::string_view subPath, bool* created) {
    std::lock_guard lock(mutex_);
    auto from = nodeOf(parent);
    if (!from) return from.status();
    // An existing key opens, as RegCreateKeyEx does; only a new one is a write.
    auto node = walk(*from, subPath);
    if (node) {
        if (created != nullptr) *created = false;
        return keyFor(*node);
    }
    if (!node.status().is(StatusCode::kNotFound)) return node.status();
    return readOnly("create key '" + std::string(subPath) + "'");
}

Result<Key> RegfRegistry::openKey(const Key& parent, std::string_view subPath) {
    std::lock_guard lock(mutex_);
    auto from = nodeOf(parent);
    if (!from) return from.status();
    auto node = walk(*from, subPath);
    if (!node) return node.status();
    return keyFor(*node);
}

Status RegfRegistry::setValue(const Key&, std::string_view name, uint32_t, BytesView) {
    return readOnly("set value '" + std::string(name) + "'");
}

Status RegfRegistry::deleteValue(const Key&, std::string_view name) {
    return readOnly("delete value '" + std::string(name) + "'");
}

Status RegfRegistry::deleteKey(const Key&, std::string_view subPath) {
    return readOnly("delete key '" + std::string(subPath) + "'");
}

Status RegfRegistry::deleteTree(const Key&, std::string_view subPath) {
    return readOnly("delete tree '" + std::string(subPath) + "'");
}

Status RegfRegistry::renameKey(const Key&, std::string_view oldName, std::string_view) {
    return readOnly("rename key '" + std::string(oldName) + "'");
}

Result<ValueData> RegfRegistry::readValue(const ValueEntry& value) {
    uint32_t type = 0;
    size_t size = 0;
    errno = 0;
    Owned<char> data(hivex_value_value(hive_, value.handle, asHiveType(&type), &size));
    if (data == nullptr) return damaged("cannot read the data of value '" + value.name + "'");
    return ValueData{type, Bytes(data.get(), size)};
}

Result<ValueData> RegfRegistry::queryValue(const Key& key, std::string_view name) {
    std::lock_guard lock(mutex_);
    auto loaded = loadKey(key);
    if (!loaded) return loaded.status();
    const Node& node = **loaded;
    auto found =
        std::lower_bound(node.valuesByName.begin(), node.valuesByName.end(), name,
                         [&node](uint32_t i, std::string_view n) { return compareNames(node.values[i].name, n) < 0; });
    if (found == node.valuesByName.end() || !namesEqual(node.values[*found].name, name)) {
        return Status::notFound("value '" + std::string(name) + "' not found");
    }
    return readValue(node.values[*found]);
}

Result<std::string> RegfRegistry::enumKey(const Key& key, uint32_t index) {
    std::lock_guard lock(mutex_);
    auto loaded = loadKey(key);
    if (!loaded) return loaded.status();
    if (index >= (*loaded)->children.size()) return Status::notFound("no subkey at index " + std::to_string(index));
    return (*loaded)->children[index].name;
}

Result<NamedValue> RegfRegistry::enumValue(const Key& key, uint32_t index) {
    std::lock_guard lock(mutex_);
    auto loaded = loadKey(key);
    if (!loaded) return loaded.status();
    if (index >= (*loaded)->values.size()) return Status::notFound("no value at index " + std::to_string(index));
    const ValueEntry& entry = (*loaded)->values[index];
    auto value = readValue(entry);
    if (!value) return value.status();
    return NamedValue{entry.name, value->type, std::move(value->data)};
}

Result<KeyInfo> RegfRegistry::queryInfo(const Key& key) {
    std::lock_guard lock(mutex_);
    auto loaded = loadKey(key);
    if (!loaded) return loaded.status();
    KeyInfo info;
    info.subkeyCount = uint32_t((*loaded)->children.size());
    info.valueCount = uint32_t((*loaded)->values.size());
    for (const Child& child : (*loaded)->children) {
        info.maxSubkeyNameLength = std::max(info.maxSubkeyNameLength, uint32_t(utf16Length(child.name)));
    }
    for (const ValueEntry& value : (*loaded)->values) {
        info.maxValueNameLength = std::max(info.maxValueNameLength, uint32_t(utf16Length(value.name)));
        info.maxValueDataBytes = std::max(info.maxValueDataBytes, uint32_t(value.size));
    }
    info.lastWriteTime = (*loaded)->lastWriteTime;
    return info;
}

Result<RegistryStatistics> RegfRegistry::statistics() {
    std::lock_guard lock(mutex_);
    RegistryStatistics stats;
    // Every key once, even in a file whose damaged subkey lists point back
    // at a key above.
    std::unordered_set<size_t> seen{rootNode_};
    std::vector<size_t> pending{rootNode_};
    while (!pending.empty()) {
        const size_t node = pending.back();
        pending.pop_back();
        auto loaded = load(node);
        if (!loaded) return loaded.status();
        ++stats.keys;
        for (const Child& child : (*loaded)->children) {
            stats.nameAndDataBytes += child.name.size();
            if (seen.insert(child.node).second) pending.push_back(child.node);
        }
        for (const ValueEntry& value : (*loaded)->values) {
            ++stats.values;
            stats.nameAndDataBytes += value.name.size() + value.size;
        }
    }
    // hivex maps the file; the page cache, not the process, holds it.
    stats.memoryBytes = 0;
    stats.diskBytes = header_.fileBytes;
    return stats;
}

}  // namespace wr::reg
