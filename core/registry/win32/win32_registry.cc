#include "registry/win32/win32_registry.h"

#include <windows.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "registry/value_codec.h"

namespace wr::reg {

namespace {

// RegCreateKeyEx creates at most 32 levels in one call (Windows' "Registry
// element size limits"); longer paths are created a chunk at a time.
constexpr size_t kLevelsPerCreate = 32;

std::wstring wide(std::string_view utf8) {
    Bytes units = utf8ToUtf16le(utf8);
    std::wstring out(units.size() / sizeof(wchar_t), L'\0');
    std::memcpy(out.data(), units.data(), units.size());
    return out;
}

std::string narrow(const wchar_t* text, size_t length) {
    return utf16leToUtf8(BytesView(reinterpret_cast<const char*>(text), length * sizeof(wchar_t)));
}

std::string systemMessage(LSTATUS rc) {
    wchar_t buf[512] = {};
    DWORD n = ::FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                               static_cast<DWORD>(rc), 0, buf, sizeof(buf) / sizeof(buf[0]), nullptr);
    std::string text = narrow(buf, n);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.')) text.pop_back();
    return text.empty() ? "Windows error " + std::to_string(rc) : text + " (Windows error " + std::to_string(rc) + ")";
}

// A Win32 error as a Status: "<what>: <the system's message> (Windows error N)".
Status fromWin32(LSTATUS rc, const std::string& what) {
    std::string msg = what + ": " + systemMessage(rc);
    switch (rc) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_NO_MORE_ITEMS: return Status::notFound(msg);
    case ERROR_KEY_DELETED: return Status::keyDeleted(msg);
    case ERROR_ALREADY_EXISTS: return Status::alreadyExists(msg);
    case ERROR_INVALID_PARAMETER:
    case ERROR_BAD_PATHNAME:
    case ERROR_BADKEY: return Status::invalidArgument(msg);
    default: return Status::ioError(msg);
    }
}

bool isStringType(uint32_t type) { return type == REG_SZ || type == REG_EXPAND_SZ || type == REG_MULTI_SZ; }

// RegSetValueEx stores a terminator the caller left out of string data when
// the WCHAR after the data is NUL ("NT does this", Wine's source says, and
// Wine does it too), and a Bytes buffer always has a NUL after its end. Such
// data is passed from a copy followed by a non-NUL WCHAR instead, so exactly
// the given bytes are stored, as the hive stores them.
BytesView withoutAddedTerminator(uint32_t type, BytesView data, Bytes& scratch) {
    const size_t n = data.size();
    const bool terminated = n % 2 == 0 && n >= 2 && data[n - 1] == '\0' && data[n - 2] == '\0';
    if (!isStringType(type) || n == 0 || terminated) return data;
    scratch.assign(data.data(), n);
    scratch.append("\xFF\xFF", 2);
    return BytesView(scratch.data(), n);
}

std::string quote(std::string_view s) { return "'" + std::string(s) + "'"; }

std::string joinPath(std::string_view parent, std::string_view subPath) {
    if (parent.empty()) return std::string(subPath);
    if (subPath.empty()) return std::string(parent);
    return std::string(parent) + "\\" + std::string(subPath);
}

std::string joinParts(const std::vector<std::string_view>& parts, size_t first, size_t end) {
    std::string out;
    for (size_t i = first; i < end; ++i) out = joinPath(out, parts[i]);
    return out;
}

class Win32KeyHandle final : public KeyHandleImpl {
public:
    // `owned`: closed with RegCloseKey when the last Key copy goes; a
    // predefined root key (HKEY_CURRENT_USER) is not.
    Win32KeyHandle(const void* issuer, HKEY key, bool owned, std::string path, size_t depth)
        : KeyHandleImpl(issuer, 0), key_(key), owned_(owned), path_(std::move(path)), depth_(depth) {}
    ~Win32KeyHandle() override {
        if (owned_) ::RegCloseKey(key_);
    }
    Win32KeyHandle(const Win32KeyHandle&) = delete;
    Win32KeyHandle& operator=(const Win32KeyHandle&) = delete;

    HKEY key() const { return key_; }
    const std::string& path() const { return path_; }  // below the registry's root, for messages
    size_t depth() const { return depth_; }            // levels below the registry's root

private:
    HKEY key_;
    bool owned_;
    std::string path_;
    size_t depth_;
};

// RegRenameKey exists from Windows Vista on but not in every SDK's headers.
using RegRenameKeyFn = LSTATUS(WINAPI*)(HKEY, LPCWSTR, LPCWSTR);

RegRenameKeyFn findRegRenameKey() {
    HMODULE advapi = ::GetModuleHandleW(L"advapi32.dll");
    if (advapi == nullptr) return nullptr;
    return reinterpret_cast<RegRenameKeyFn>(reinterpret_cast<void*>(::GetProcAddress(advapi, "RegRenameKey")));
}

class Win32Registry final : public Registry {
public:
    Win32Registry(HKEY predefined, std::string name, bool readOnly)
        : name_(std::move(name)),
          system_(wineVersion().empty() ? " (Windows)" : " (Wine " + wineVersion() + ")"),
          readOnly_(readOnly),
          access_(readOnly ? KEY_READ : KEY_READ | KEY_WRITE | DELETE),
          root_(std::make_shared<Win32KeyHandle>(this, predefined, false, std::string(), 0)) {}

    // Stands root() on `base` below the predefined key: creates it unless
    // read-only.
    Status openBase(std::string_view base) {
        HKEY key = nullptr;
        std::wstring path = wide(base);
        LSTATUS rc = readOnly_ ? ::RegOpenKeyExW(root_->key(), path.c_str(), 0, access_, &key)
                               : ::RegCreateKeyExW(root_->key(), path.c_str(), 0, nullptr, REG_OPTION_NON_VOLATILE,
                                                   access_, nullptr, &key, nullptr);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot open " + describe());
        root_ = std::make_shared<Win32KeyHandle>(this, key, true, std::string(), 0);
        return Status::ok();
    }

    std::string describe() const override { return name_ + system_; }
    bool isReadOnly() const override { return readOnly_; }
    Key root() override { return Key(root_); }

    Result<Key> createKey(const Key& parent, std::string_view subPath, bool* created) override {
        if (created != nullptr) *created = false;
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        auto parts = splitPath(subPath);
        if (!parts) return parts.status().withContext("cannot create key in " + describe());
        for (std::string_view part : *parts) {
            Status valid = validateKeyName(part);
            if (!valid.isOk()) return valid.withContext("cannot create key " + quote(subPath) + " in " + describe());
        }
        if (readOnly_) {
            auto existing = openKey(parent, subPath);
            if (existing || !existing.status().is(StatusCode::kNotFound)) return existing;
            return Status::readOnly(describe() + " is open read-only: cannot create key " + quote(subPath));
        }
        Status shallowEnough = validateKeyDepth(p->depth() + parts->size());
        if (!shallowEnough.isOk()) {
            return shallowEnough.withContext("cannot create key " + quote(subPath) + " under " + where(*p));
        }
        HKEY current = p->key();
        DWORD disposition = REG_OPENED_EXISTING_KEY;
        for (size_t first = 0; first < parts->size() || first == 0; first += kLevelsPerCreate) {
            size_t end = std::min(parts->size(), first + kLevelsPerCreate);
            HKEY next = nullptr;
            LSTATUS rc = ::RegCreateKeyExW(current, wide(joinParts(*parts, first, end)).c_str(), 0, nullptr,
                                           REG_OPTION_NON_VOLATILE, access_, nullptr, &next, &disposition);
            if (current != p->key()) ::RegCloseKey(current);
            if (rc != ERROR_SUCCESS)
                return fromWin32(rc, "cannot create key " + quote(subPath) + " under " + where(*p));
            current = next;
        }
        if (created != nullptr) *created = disposition == REG_CREATED_NEW_KEY;
        return makeKey(current, *p, subPath, parts->size());
    }

    Result<Key> openKey(const Key& parent, std::string_view subPath) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        auto parts = splitPath(subPath);
        if (!parts) return parts.status().withContext("cannot open a key in " + describe());
        // A name no key can have is not found, as in the hive, rather than
        // converted into some other name.
        for (std::string_view part : *parts) {
            if (!validateKeyName(part).isOk()) return missingKey(*p, subPath, *parts);
        }
        HKEY key = nullptr;
        LSTATUS rc = ::RegOpenKeyExW(p->key(), wide(subPath).c_str(), 0, access_, &key);
        if (rc == ERROR_FILE_NOT_FOUND || rc == ERROR_PATH_NOT_FOUND) return missingKey(*p, subPath, *parts);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot open key " + quote(subPath) + " under " + where(*p));
        return makeKey(key, *p, subPath, parts->size());
    }

    Status setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        Status valid = validateValueName(name);
        if (!valid.isOk()) return valid.withContext("cannot set a value in " + describe());
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot set value " + quote(name));
        Status small = validateValueSize(data.size());
        if (!small.isOk()) return small.withContext("cannot set value " + quote(name) + " in " + describe());
        thread_local Bytes scratch;
        BytesView exact = withoutAddedTerminator(type, data, scratch);
        LSTATUS rc = ::RegSetValueExW(k->key(), wide(name).c_str(), 0, type,
                                      reinterpret_cast<const BYTE*>(exact.data()), static_cast<DWORD>(exact.size()));
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot set value " + quote(name) + " in " + where(*k));
        return Status::ok();
    }

    Result<ValueData> queryValue(const Key& key, std::string_view name) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        // A name no value can have (invalid UTF-8, a NUL, too long) is not
        // found, as in the hive, rather than converted into some other name.
        Status valid = validateValueName(name);
        if (!valid.isOk()) return Status::notFound("value " + quote(name) + " not found in " + where(*k));
        std::wstring wname = wide(name);
        ValueData out;
        DWORD size = 256;
        while (true) {
            out.data.resize(size);
            DWORD type = 0;
            LSTATUS rc = ::RegQueryValueExW(k->key(), wname.c_str(), nullptr, &type,
                                            reinterpret_cast<BYTE*>(out.data.data()), &size);
            if (rc == ERROR_MORE_DATA) continue;  // `size` now holds what it needs
            if (rc == ERROR_FILE_NOT_FOUND)
                return Status::notFound("value " + quote(name) + " not found in " + where(*k));
            if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot read value " + quote(name) + " of " + where(*k));
            out.type = type;
            out.data.resize(size);
            return out;
        }
    }

    Status deleteValue(const Key& key, std::string_view name) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot delete value " + quote(name));
        auto absent = [&] {
            return Status::notFound("cannot delete value " + quote(name) + ": it does not exist in " + where(*k));
        };
        if (!validateValueName(name).isOk()) return absent();
        LSTATUS rc = ::RegDeleteValueW(k->key(), wide(name).c_str());
        if (rc == ERROR_FILE_NOT_FOUND) return absent();
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot delete value " + quote(name) + " of " + where(*k));
        return Status::ok();
    }

    Result<std::string> enumKey(const Key& key, uint32_t index) override {
        WR_ASSIGN_OR_RETURN(auto names, listSubkeys(key, index, 1));
        if (names.empty()) {
            WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
            return Status::notFound("no subkey at index " + std::to_string(index) + " of " + where(*k));
        }
        return std::move(names.front());
    }

    Result<NamedValue> enumValue(const Key& key, uint32_t index) override {
        WR_ASSIGN_OR_RETURN(auto values, listValues(key, index, 1));
        if (values.empty()) {
            WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
            return Status::notFound("no value at index " + std::to_string(index) + " of " + where(*k));
        }
        return std::move(values.front());
    }

    Result<std::vector<std::string>> listSubkeys(const Key& key, uint32_t start, uint32_t count) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        std::vector<std::string> out;
        wchar_t name[kMaxKeyNameChars + 1];
        for (uint32_t i = start; i - start < count; ++i) {
            DWORD length = kMaxKeyNameChars + 1;
            LSTATUS rc = ::RegEnumKeyExW(k->key(), i, name, &length, nullptr, nullptr, nullptr, nullptr);
            if (rc == ERROR_NO_MORE_ITEMS) break;
            if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot enumerate the subkeys of " + where(*k));
            out.push_back(narrow(name, length));
        }
        return out;
    }

    Result<std::vector<NamedValue>> listValues(const Key& key, uint32_t start, uint32_t count) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        std::vector<NamedValue> out;
        std::vector<wchar_t> name(kMaxValueNameChars + 1);
        Bytes data(256, '\0');
        for (uint32_t i = start; i - start < count;) {
            DWORD nameLength = static_cast<DWORD>(name.size());
            DWORD dataSize = static_cast<DWORD>(data.size());
            DWORD type = 0;
            LSTATUS rc = ::RegEnumValueW(k->key(), i, name.data(), &nameLength, nullptr, &type,
                                         reinterpret_cast<BYTE*>(data.data()), &dataSize);
            if (rc == ERROR_NO_MORE_ITEMS) break;
            if (rc == ERROR_MORE_DATA) {
                // RegEnumValue need not say how much; the key's largest value is enough.
                WR_ASSIGN_OR_RETURN(KeyInfo info, queryInfo(key));
                data.resize(std::max<size_t>(data.size() * 2, info.maxValueDataBytes));
                continue;
            }
            if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot enumerate the values of " + where(*k));
            out.push_back(
                NamedValue{narrow(name.data(), nameLength), static_cast<uint32_t>(type), Bytes(data.data(), dataSize)});
            ++i;
        }
        return out;
    }

    Result<KeyInfo> queryInfo(const Key& key) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        DWORD subkeys = 0, maxSubkey = 0, values = 0, maxValueName = 0, maxValueData = 0;
        FILETIME lastWrite{};
        LSTATUS rc = ::RegQueryInfoKeyW(k->key(), nullptr, nullptr, nullptr, &subkeys, &maxSubkey, nullptr, &values,
                                        &maxValueName, &maxValueData, nullptr, &lastWrite);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot query " + where(*k));
        KeyInfo info;
        info.subkeyCount = subkeys;
        info.valueCount = values;
        info.maxSubkeyNameLength = maxSubkey;
        info.maxValueNameLength = maxValueName;
        info.maxValueDataBytes = maxValueData;
        info.lastWriteTime = static_cast<int64_t>(uint64_t(lastWrite.dwHighDateTime) << 32 | lastWrite.dwLowDateTime);
        return info;
    }

    Status deleteKey(const Key& parent, std::string_view subPath) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot delete key " + quote(subPath));
        if (subPath.empty() && p == root_.get()) {
            return Status::invalidArgument("the root key of " + describe() + " cannot be deleted");
        }
        // Windows refuses a key with subkeys as "access denied"; say why instead.
        WR_ASSIGN_OR_RETURN(Key target, openKey(parent, subPath));
        WR_ASSIGN_OR_RETURN(KeyInfo info, queryInfo(target));
        if (info.subkeyCount > 0) {
            return Status::invalidArgument("cannot delete key " + quote(joinPath(p->path(), subPath)) + " of " +
                                           describe() + ": it has " + std::to_string(info.subkeyCount) +
                                           " subkeys; delete them first or delete the whole tree");
        }
        target.close();
        LSTATUS rc = ::RegDeleteKeyExW(p->key(), wide(subPath).c_str(), 0, 0);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot delete key " + quote(subPath) + " under " + where(*p));
        return Status::ok();
    }

    Status deleteTree(const Key& parent, std::string_view subPath) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot delete tree " + quote(subPath));
        if (!subPath.empty()) {
            // Open first: a missing key gets the message naming the missing part.
            WR_ASSIGN_OR_RETURN(Key target, openKey(parent, subPath));
        }
        std::wstring path = wide(subPath);
        // A null subkey deletes the key's contents but keeps the key.
        LSTATUS rc = ::RegDeleteTreeW(p->key(), subPath.empty() ? nullptr : path.c_str());
        if (rc != ERROR_SUCCESS) {
            return fromWin32(rc, "cannot delete the tree of " + quote(subPath) + " under " + where(*p));
        }
        return Status::ok();
    }

    Status renameKey(const Key& parent, std::string_view oldName, std::string_view newName) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot rename key " + quote(oldName));
        Status valid = validateKeyName(oldName);
        if (valid.isOk()) valid = validateKeyName(newName);
        if (!valid.isOk()) return valid.withContext("cannot rename key " + quote(oldName) + " to " + quote(newName));
        static const RegRenameKeyFn rename = findRegRenameKey();
        if (rename == nullptr) {
            return Status::notSupported("cannot rename key " + quote(oldName) +
                                        ": this Windows has no RegRenameKey (Windows Vista and later have it)");
        }
        // Windows answers both of these with "access denied"; say what is wrong.
        auto existing = subkeyName(*p, oldName);
        if (!existing) return existing.status();
        if (existing->empty()) {
            return Status::notFound("cannot rename key " + quote(oldName) + ": " + where(*p) + " has no such subkey");
        }
        if (!namesEqual(oldName, newName)) {
            auto other = subkeyName(*p, newName);
            if (!other) return other.status();
            if (!other->empty()) {
                return Status::alreadyExists("cannot rename key " + quote(oldName) + " to " + quote(newName) + ": " +
                                             where(*p) + " has a subkey of that name already");
            }
        }
        if (*existing == newName) return Status::ok();
        auto failed = [&](LSTATUS rc) {
            return fromWin32(rc, "cannot rename key " + quote(oldName) + " of " + where(*p) + " to " + quote(newName));
        };
        if (!namesEqual(oldName, newName)) {
            LSTATUS rc = rename(p->key(), wide(oldName).c_str(), wide(newName).c_str());
            return rc == ERROR_SUCCESS ? Status::ok() : failed(rc);
        }
        // Windows takes the key itself for a sibling of the new name and
        // refuses a change of case only: go through a name of our own.
        std::wstring temporary =
            L"wr-rename-" + std::to_wstring(::GetCurrentProcessId()) + L"-" + std::to_wstring(::GetTickCount64());
        LSTATUS rc = rename(p->key(), wide(oldName).c_str(), temporary.c_str());
        if (rc != ERROR_SUCCESS) return failed(rc);
        rc = rename(p->key(), temporary.c_str(), wide(newName).c_str());
        if (rc != ERROR_SUCCESS) {
            rename(p->key(), temporary.c_str(), wide(*existing).c_str());  // put the key back as it was
            return failed(rc);
        }
        return Status::ok();
    }

    Status flush() override {
        LSTATUS rc = ::RegFlushKey(root_->key());
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot flush " + describe());
        return Status::ok();
    }

private:
    Result<const Win32KeyHandle*> handle(const Key& key) const {
        if (key.issuer() == this) return static_cast<const Win32KeyHandle*>(key.impl());
        return Status::invalidArgument(key.isOpen()
                                           ? "the key handle belongs to another registry backend, not " + describe()
                                           : "the key handle is closed");
    }

    Key makeKey(HKEY key, const Win32KeyHandle& parent, std::string_view subPath, size_t levels) const {
        return Key(std::make_shared<Win32KeyHandle>(this, key, true, joinPath(parent.path(), subPath),
                                                    parent.depth() + levels));
    }

    std::string where(const Win32KeyHandle& key) const {
        return key.path().empty() ? "the root key of " + describe() : "key " + quote(key.path()) + " of " + describe();
    }

    // NotFound naming the first missing key on the path, as the hive does:
    // walked only once RegOpenKeyEx has failed.
    Status missingKey(const Win32KeyHandle& parent, std::string_view subPath,
                      const std::vector<std::string_view>& parts) const {
        HKEY current = parent.key();
        size_t found = 0;
        for (; found < parts.size(); ++found) {
            HKEY next = nullptr;
            LSTATUS rc = validateKeyName(parts[found]).isOk()
                             ? ::RegOpenKeyExW(current, wide(parts[found]).c_str(), 0, KEY_QUERY_VALUE, &next)
                             : ERROR_FILE_NOT_FOUND;
            if (current != parent.key()) ::RegCloseKey(current);
            if (rc != ERROR_SUCCESS) break;
            current = next;
        }
        if (found == parts.size()) ::RegCloseKey(current);  // it appeared meanwhile
        return Status::notFound("key " + quote(subPath) + " not found under " + where(parent) + ": " +
                                quote(found < parts.size() ? parts[found] : parts.back()) + " does not exist" +
                                (found > 0 ? " in " + quote(joinParts(parts, 0, found)) : std::string()));
    }

    // The name a direct subkey is written with, or "" when there is none.
    Result<std::string> subkeyName(const Win32KeyHandle& parent, std::string_view name) const {
        HKEY key = nullptr;
        LSTATUS rc = ::RegOpenKeyExW(parent.key(), wide(name).c_str(), 0, KEY_QUERY_VALUE, &key);
        if (rc == ERROR_FILE_NOT_FOUND) return std::string();
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot open key " + quote(name) + " under " + where(parent));
        ::RegCloseKey(key);
        // Windows has no call for one key's name: find it among its siblings.
        wchar_t buf[kMaxKeyNameChars + 1];
        for (DWORD i = 0;; ++i) {
            DWORD length = kMaxKeyNameChars + 1;
            rc = ::RegEnumKeyExW(parent.key(), i, buf, &length, nullptr, nullptr, nullptr, nullptr);
            if (rc == ERROR_NO_MORE_ITEMS) return std::string();
            if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot enumerate the subkeys of " + where(parent));
            std::string sibling = narrow(buf, length);
            if (namesEqual(sibling, name)) return sibling;
        }
    }

    const std::string name_;
    const std::string system_;  // " (Windows)", or " (Wine 8.0)" where the registry is Wine's
    const bool readOnly_;
    const REGSAM access_;
    std::shared_ptr<Win32KeyHandle> root_;
};

}  // namespace

Result<std::unique_ptr<Registry>> openWin32Registry(RootKey root, std::string_view baseKey, bool readOnly) {
    const bool user = root == RootKey::kCurrentUser;
    std::string name = user ? "HKEY_CURRENT_USER" : "HKEY_LOCAL_MACHINE";
    if (!baseKey.empty()) {
        auto parts = splitPath(baseKey);
        if (!parts) return parts.status().withContext("the base key of the Win32 backend");
        for (std::string_view part : *parts) {
            WR_RETURN_IF_ERROR(validateKeyName(part).withContext("the base key of the Win32 backend"));
        }
        name += "\\" + std::string(baseKey);
    }
    auto registry = std::make_unique<Win32Registry>(user ? HKEY_CURRENT_USER : HKEY_LOCAL_MACHINE, name, readOnly);
    if (!baseKey.empty()) WR_RETURN_IF_ERROR(registry->openBase(baseKey));
    return std::unique_ptr<Registry>(std::move(registry));
}

bool win32RegistryAvailable() { return true; }

std::string wineVersion() {
    using WineGetVersionFn = const char*(CDECL*)();
    HMODULE ntdll = ::GetModuleHandleW(L"ntdll.dll");
    auto get =
        ntdll == nullptr
            ? nullptr
            : reinterpret_cast<WineGetVersionFn>(reinterpret_cast<void*>(::GetProcAddress(ntdll, "wine_get_version")));
    return get != nullptr ? get() : std::string();
}

}  // namespace wr::reg
