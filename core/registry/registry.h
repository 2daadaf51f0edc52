// The registry model (docs/design.md "The registry model"; seed 000 Sec. 2.2,
// Table 1): a tree of keys, each with subkeys and named, typed values; handles;
// create/open/close; set/query/delete value; enumeration by index; key
// information; delete tree; flush. Two backends implement it: the portable
// hive engine (hive.h), the default everywhere, and the real Windows registry
// (win32_registry.h, Windows builds only). Tests and every store are written
// against this interface so they run unchanged on either.
//
// Paths are backslash-separated ("Factory\\Workshops\\Workshop0001"), relative
// to the key they are given with. Names are UTF-8, case-insensitive and kept
// as written. Data is the exact bytes Windows would hold: REG_SZ is UTF-16LE
// (helpers in value_codec.h convert), REG_DWORD four little-endian bytes.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "registry/names.h"
#include "registry/value_type.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::reg {

// Backend-specific state behind a Key (a hive node, an HKEY).
class KeyHandleImpl {
public:
    virtual ~KeyHandleImpl() = default;
    // The registry object that made the handle, if it records itself, and a
    // word of the backend's own (the hive keeps the key's id and generation
    // there). Every Key carries copies of both, so a backend recognises its
    // own handles and reads the word without a dynamic_cast, and without a
    // visit to this object, on every call.
    const void* issuer() const { return issuer_; }
    uint64_t word() const { return word_; }

protected:
    KeyHandleImpl() = default;
    KeyHandleImpl(const void* issuer, uint64_t word) : issuer_(issuer), word_(word) {}

private:
    const void* issuer_ = nullptr;
    uint64_t word_ = 0;
};

// An open key. Copies share one handle, which is closed when the last copy is
// destroyed or close() is called on every copy. A handle whose key is deleted
// stays valid as an object; operations on it fail with KeyDeleted.
class Key {
public:
    Key() = default;
    explicit Key(std::shared_ptr<KeyHandleImpl> impl) : impl_(std::move(impl)) {
        if (impl_ != nullptr) {
            issuer_ = impl_->issuer();
            word_ = impl_->word();
        }
    }

    bool isOpen() const { return impl_ != nullptr; }
    void close() { impl_.reset(); }
    KeyHandleImpl* impl() const { return impl_.get(); }
    // impl()->issuer() and impl()->word(), read from this object; a closed
    // (or moved-from) Key has no issuer.
    const void* issuer() const { return impl_ != nullptr ? issuer_ : nullptr; }
    uint64_t word() const { return word_; }

private:
    std::shared_ptr<KeyHandleImpl> impl_;
    const void* issuer_ = nullptr;
    uint64_t word_ = 0;
};

struct ValueData {
    uint32_t type = REG_NONE;
    Bytes data;
};

// A value read for a caller that keeps text (queryValueText).
struct ValueText {
    uint32_t type = REG_NONE;
    bool isText = false;  // REG_SZ data that is exactly encodeString(data)
    Bytes data;           // that UTF-8 text when isText, else the data as stored
};

struct NamedValue {
    std::string name;  // empty: the key's default value
    uint32_t type = REG_NONE;
    Bytes data;
};

// RegQueryInfoKey: lengths in UTF-16 units (names) and bytes (data).
struct KeyInfo {
    uint32_t subkeyCount = 0;
    uint32_t valueCount = 0;
    uint32_t maxSubkeyNameLength = 0;
    uint32_t maxValueNameLength = 0;
    uint32_t maxValueDataBytes = 0;
    int64_t lastWriteTime = 0;  // FILETIME: 100 ns since 1601-01-01 UTC
};

struct RegistryStatistics {
    uint64_t keys = 0;
    uint64_t values = 0;
    uint64_t nameAndDataBytes = 0;  // the raw bytes of every name and every value's data
    uint64_t memoryBytes = 0;       // what the backend holds in memory for them
    uint64_t diskBytes = 0;         // allocated bytes of the hive's files
};

class Registry {
public:
    virtual ~Registry() = default;

    // What this registry is, for messages: "hive /path/to/dir", "HKCU (Windows)".
    virtual std::string describe() const = 0;
    virtual bool isReadOnly() const = 0;
    // The root key of this registry (a hive's root, or a predefined key).
    virtual Key root() = 0;

    // RegCreateKeyEx: opens subPath under parent, creating every missing key on
    // the way. `created` (optional) tells whether the last key was new.
    virtual Result<Key> createKey(const Key& parent, std::string_view subPath, bool* created = nullptr) = 0;
    // RegOpenKeyEx: NotFound when any key on the path is missing. An empty path
    // opens a new handle to parent itself.
    virtual Result<Key> openKey(const Key& parent, std::string_view subPath) = 0;

    virtual Status setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) = 0;
    virtual Result<ValueData> queryValue(const Key& key, std::string_view name) = 0;
    virtual Status deleteValue(const Key& key, std::string_view name) = 0;
    // setValue of REG_SZ text given as UTF-8 without NUL: stores exactly
    // encodeString(utf8). queryValueText is its inverse: REG_SZ data that is
    // exactly encodeString(t) for some t comes back as t with isText set,
    // anything else as queryValue returns it. The embedded engine keeps ASCII
    // text one byte per character, so it stores and returns such text
    // without widening it to UTF-16 and narrowing it again.
    virtual Status setValueText(const Key& key, std::string_view name, std::string_view utf8);
    virtual Result<ValueText> queryValueText(const Key& key, std::string_view name);

    // RegEnumKeyEx / RegEnumValue: the index-th subkey name or value; NotFound
    // past the end. Subkeys come in case-insensitive name order, values in the
    // order they were first set; both orders are stable until the key changes.
    virtual Result<std::string> enumKey(const Key& key, uint32_t index) = 0;
    virtual Result<NamedValue> enumValue(const Key& key, uint32_t index) = 0;
    // Up to `count` names/values from `start`, in enumeration order: one call
    // where a browser would otherwise make `count`.
    virtual Result<std::vector<std::string>> listSubkeys(const Key& key, uint32_t start, uint32_t count);
    virtual Result<std::vector<NamedValue>> listValues(const Key& key, uint32_t start, uint32_t count);

    virtual Result<KeyInfo> queryInfo(const Key& key) = 0;

    // RegDeleteKeyEx: deletes a key that has no subkeys.
    virtual Status deleteKey(const Key& parent, std::string_view subPath) = 0;
    // RegDeleteTree: deletes subPath and everything below it; with an empty
    // subPath, deletes every subkey and value of parent but keeps parent.
    virtual Status deleteTree(const Key& parent, std::string_view subPath) = 0;
    // RegRenameKey: renames the direct subkey `oldName` of parent.
    virtual Status renameKey(const Key& parent, std::string_view oldName, std::string_view newName) = 0;

    // RegFlushKey: returns once every change made so far is on stable storage.
    virtual Status flush() = 0;

    // Counters for `wrctl reg stats` and the GUI; NotSupported where the
    // backend cannot know them (the real registry).
    virtual Result<RegistryStatistics> statistics();
};

// queryValueText's answer for a value read with queryValue.
ValueText toValueText(ValueData value);

// Splits "a\\b\\c" into its names; empty components (leading, trailing or
// doubled backslashes) are an InvalidArgument error.
Result<std::vector<std::string_view>> splitPath(std::string_view path);

}  // namespace wr::reg
