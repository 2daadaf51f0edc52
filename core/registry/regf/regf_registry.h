// RegfRegistry: a Windows hive file (the "regf" format of NTUSER.DAT,
// SOFTWARE, a .hiv saved by "reg save") opened read-only through hivex's C
// API, behind the Registry interface, so the explorer, `wrctl reg` and the
// .reg exporter read it like any other registry. Every write fails with a
// ReadOnly error; a damaged file fails with a Corruption error naming what
// hivex could not read, never with a crash (docs/regf.md). Keys and values
// are read lazily and kept once read, since the file does not change.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "registry/registry.h"

struct hive_h;  // hivex's handle (hivex.h)

namespace wr::reg {

// What the base block (the file's first 4 KiB) says about the hive.
struct RegfHeader {
    std::string name;           // the hive's own file name as Windows recorded it; may be empty
    int64_t lastWriteTime = 0;  // FILETIME of the last write; 0 when the file has none
    uint32_t majorVersion = 0;
    uint32_t minorVersion = 0;
    bool sequencesMatch = false;  // the two sequence numbers agree: the hive was saved cleanly
    uint64_t fileBytes = 0;
};

// True when `path` is a regular file that starts with the "regf" signature.
bool isRegfFile(const std::filesystem::path& path);

class RegfRegistry final : public Registry {
public:
    // NotFound when the file is missing, InvalidArgument when it is no regf
    // file, Corruption when hivex refuses it.
    static Result<std::unique_ptr<RegfRegistry>> open(const std::filesystem::path& file);
    ~RegfRegistry() override;
    RegfRegistry(const RegfRegistry&) = delete;
    RegfRegistry& operator=(const RegfRegistry&) = delete;

    std::string describe() const override;
    bool isReadOnly() const override { return true; }
    Key root() override;

    Result<Key> createKey(const Key& parent, std::string_view subPath, bool* created = nullptr) override;
    Result<Key> openKey(const Key& parent, std::string_view subPath) override;
    Status setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) override;
    Result<ValueData> queryValue(const Key& key, std::string_view name) override;
    Status deleteValue(const Key& key, std::string_view name) override;
    Result<std::string> enumKey(const Key& key, uint32_t index) override;
    Result<NamedValue> enumValue(const Key& key, uint32_t index) override;
    Result<KeyInfo> queryInfo(const Key& key) override;
    Status deleteKey(const Key& parent, std::string_view subPath) override;
    Status deleteTree(const Key& parent, std::string_view subPath) override;
    Status renameKey(const Key& parent, std::string_view oldName, std::string_view newName) override;
    Status flush() override { return Status::ok(); }
    Result<RegistryStatistics> statistics() override;

    const RegfHeader& header() const { return header_; }
    const std::filesystem::path& file() const { return file_; }

private:
    // One key as read from the file: its subkeys in case-insensitive name
    // order, its values in the file's order.
    struct Child {
        std::string name;
        size_t node;
    };
    struct ValueEntry {
        std::string name;
        size_t handle;
        uint32_t type;
        size_t size;
    };
    struct Node {
        std::vector<Child> children;         // in name order
        std::vector<uint32_t> valuesByName;  // positions in `values`, in name order
        std::vector<ValueEntry> values;
        int64_t lastWriteTime = 0;
    };

    RegfRegistry(std::filesystem::path file, hive_h* hive, size_t rootNode, RegfHeader header);
    Result<const Node*> load(size_t node);
    Result<size_t> nodeOf(const Key& key) const;
    Result<const Node*> loadKey(const Key& key);
    Result<size_t> walk(size_t from, std::string_view subPath);
    Result<ValueData> readValue(const ValueEntry& value);
    Key keyFor(size_t node);
    Status readOnly(std::string_view action) const;
    Status damaged(std::string_view what) const;
    // What the reader found wrong in what hivex returned (no hivex error).
    Status malformed(std::string_view what) const;

    std::filesystem::path file_;
    hive_h* hive_;  // closed with the registry
    size_t rootNode_;
    RegfHeader header_;
    std::mutex mutex_;  // hivex handles are not safe for concurrent use
    std::unordered_map<size_t, Node> nodes_;
};

}  // namespace wr::reg
