#include "registry/win32/win32_registry.h"

#include <windows.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "registry/value_codec.h"

namespace wr::reg {

namespace {

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
    char buf[512] = {};
    DWORD n = ::FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                               static_cast<DWORD>(rc), 0, buf, sizeof(buf), nullptr);
    std::string text(buf, n);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.')) text.pop_back();
    return text.empty() ? "error " + std::to_string(rc) : text;
}

// A Win32 error as a Status: "<what>: <the system's message>".
Status fromWin32(LSTATUS rc, const std::string& what) {
    std::string msg = what + ": " + systemMessage(rc);
    switch (rc) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_NO_MORE_ITEMS: return Status::notFound(msg);
    case ERROR_KEY_DELETED: return Status::keyDeleted(msg);
    case ERROR_ALREADY_EXISTS: return Status::alreadyExists(msg);
    case ERROR_INVALID_PARAMETER:
    case ERROR_BADKEY: return Status::invalidArgument(msg);
    default: return Status::ioError(msg);
    }
}

std::string quote(std::string_view s) { return "'" + std::string(s) + "'"; }

class Win32KeyHandle final : public KeyHandleImpl {
public:
    // `owned`: closed with RegCloseKey when the last Key copy goes; the
    // predefined root keys are not.
    Win32KeyHandle(HKEY key, bool owned, std::string path) : key_(key), owned_(owned), path_(std::move(path)) {}
    ~Win32KeyHandle() override {
        if (owned_) ::RegCloseKey(key_);
    }
    Win32KeyHandle(const Win32KeyHandle&) = delete;
    Win32KeyHandle& operator=(const Win32KeyHandle&) = delete;

    HKEY key() const { return key_; }
    const std::string& path() const { return path_; }

private:
    HKEY key_;
    bool owned_;
    std::string path_;  // below the root, for messages
};

// RegRenameKey exists from Windows Vista on but not in every SDK's headers.
using RegRenameKeyFn = LSTATUS(WINAPI*)(HKEY, LPCWSTR, LPCWSTR);

class Win32Registry final : public Registry {
public:
    Win32Registry(RootKey root, bool readOnly)
        : root_(root == RootKey::kCurrentUser ? HKEY_CURRENT_USER : HKEY_LOCAL_MACHINE),
          rootName_(root == RootKey::kCurrentUser ? "HKEY_CURRENT_USER" : "HKEY_LOCAL_MACHINE"),
          readOnly_(readOnly),
          access_(readOnly ? KEY_READ : KEY_READ | KEY_WRITE | DELETE) {}

    std::string describe() const override { return std::string(rootName_) + " (Windows)"; }
    bool isReadOnly() const override { return readOnly_; }
    Key root() override { return Key(std::make_shared<Win32KeyHandle>(root_, false, std::string())); }

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
        HKEY key = nullptr;
        DWORD disposition = 0;
        LSTATUS rc = ::RegCreateKeyExW(p->key(), wide(subPath).c_str(), 0, nullptr, REG_OPTION_NON_VOLATILE, access_,
                                       nullptr, &key, &disposition);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot create key " + quote(join(*p, subPath)));
        if (created != nullptr) *created = disposition == REG_CREATED_NEW_KEY;
        return Key(std::make_shared<Win32KeyHandle>(key, true, join(*p, subPath)));
    }

    Result<Key> openKey(const Key& parent, std::string_view subPath) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        auto parts = splitPath(subPath);
        if (!parts) return parts.status().withContext("cannot open a key in " + describe());
        HKEY key = nullptr;
        LSTATUS rc = ::RegOpenKeyExW(p->key(), wide(subPath).c_str(), 0, access_, &key);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot open key " + quote(join(*p, subPath)));
        return Key(std::make_shared<Win32KeyHandle>(key, true, join(*p, subPath)));
    }

    Status setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        Status valid = validateValueName(name);
        if (!valid.isOk()) return valid.withContext("cannot set a value in " + describe());
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot set value " + quote(name));
        if (data.size() > MAXDWORD) {
            return Status::limitExceeded("cannot set value " + quote(name) + ": " + std::to_string(data.size()) +
                                         " bytes do not fit one registry value");
        }
        LSTATUS rc = ::RegSetValueExW(k->key(), wide(name).c_str(), 0, type, reinterpret_cast<const BYTE*>(data.data()),
                                      static_cast<DWORD>(data.size()));
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot set value " + quote(name) + " in " + where(*k));
        return Status::ok();
    }

    Result<ValueData> queryValue(const Key& key, std::string_view name) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        std::wstring wname = wide(name);
        ValueData out;
        DWORD size = 256;
        while (true) {
            out.data.resize(size);
            DWORD type = 0;
            LSTATUS rc = ::RegQueryValueExW(k->key(), wname.c_str(), nullptr, &type,
                                            reinterpret_cast<BYTE*>(out.data.data()), &size);
            if (rc == ERROR_MORE_DATA) continue;  // `size` now holds what it needs
            if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot read value " + quote(name) + " of " + where(*k));
            out.type = type;
            out.data.resize(size);
            return out;
        }
    }

    Status deleteValue(const Key& key, std::string_view name) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* k, handle(key));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot delete value " + quote(name));
        LSTATUS rc = ::RegDeleteValueW(k->key(), wide(name).c_str());
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
                // RegEnumValue does not say how much; the key's largest value is enough.
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
        // Windows refuses a key with subkeys as "access denied"; say why instead.
        WR_ASSIGN_OR_RETURN(Key target, openKey(parent, subPath));
        WR_ASSIGN_OR_RETURN(KeyInfo info, queryInfo(target));
        if (info.subkeyCount > 0) {
            return Status::invalidArgument("cannot delete key " + quote(join(*p, subPath)) + " of " + describe() +
                                           ": it has " + std::to_string(info.subkeyCount) +
                                           " subkeys; delete them first or delete the whole tree");
        }
        target.close();
        LSTATUS rc = ::RegDeleteKeyExW(p->key(), wide(subPath).c_str(), 0, 0);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot delete key " + quote(join(*p, subPath)));
        return Status::ok();
    }

    Status deleteTree(const Key& parent, std::string_view subPath) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot delete tree " + quote(subPath));
        std::wstring path = wide(subPath);
        // A null subkey deletes the key's contents but keeps the key.
        LSTATUS rc = ::RegDeleteTreeW(p->key(), subPath.empty() ? nullptr : path.c_str());
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot delete the tree of " + quote(join(*p, subPath)));
        return Status::ok();
    }

    Status renameKey(const Key& parent, std::string_view oldName, std::string_view newName) override {
        WR_ASSIGN_OR_RETURN(const Win32KeyHandle* p, handle(parent));
        if (readOnly_) return Status::readOnly(describe() + " is open read-only: cannot rename key " + quote(oldName));
        Status valid = validateKeyName(oldName);
        if (valid.isOk()) valid = validateKeyName(newName);
        if (!valid.isOk()) return valid.withContext("cannot rename key " + quote(oldName) + " to " + quote(newName));
        auto rename = reinterpret_cast<RegRenameKeyFn>(
            reinterpret_cast<void*>(::GetProcAddress(::GetModuleHandleW(L"advapi32.dll"), "RegRenameKey")));
        if (rename == nullptr) return Status::notSupported("this Windows has no RegRenameKey");
        LSTATUS rc = rename(p->key(), wide(oldName).c_str(), wide(newName).c_str());
        if (rc != ERROR_SUCCESS) {
            return fromWin32(rc, "cannot rename key " + quote(join(*p, oldName)) + " to " + quote(newName));
        }
        return Status::ok();
    }

    Status flush() override {
        LSTATUS rc = ::RegFlushKey(root_);
        if (rc != ERROR_SUCCESS) return fromWin32(rc, "cannot flush " + describe());
        return Status::ok();
    }

private:
    Result<const Win32KeyHandle*> handle(const Key& key) const {
        const auto* h = dynamic_cast<const Win32KeyHandle*>(key.impl());
        if (h == nullptr) {
            return Status::invalidArgument(key.isOpen()
                                               ? "the key handle belongs to another registry backend, not " + describe()
                                               : "the key handle is closed");
        }
        return h;
    }
    std::string join(const Win32KeyHandle& parent, std::string_view subPath) const {
        if (parent.path().empty()) return std::string(subPath);
        if (subPath.empty()) return parent.path();
        return parent.path() + "\\" + std::string(subPath);
    }
    std::string where(const Win32KeyHandle& key) const {
        return key.path().empty() ? describe() : "key " + quote(key.path()) + " of " + describe();
    }

    const HKEY root_;
    const char* const rootName_;
    const bool readOnly_;
    const REGSAM access_;
};

}  // namespace

Result<std::unique_ptr<Registry>> openWin32Registry(RootKey root, bool readOnly) {
    return std::unique_ptr<Registry>(std::make_unique<Win32Registry>(root, readOnly));
}

}  // namespace wr::reg
