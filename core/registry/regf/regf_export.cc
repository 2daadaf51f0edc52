#include "registry/regf/regf_export.h"

#include <hivex.h>

#include <cerrno>
#include <cstring>

#include "registry/regf/regf_empty_hive.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::reg {

namespace {

std::string hivexError() { return std::strerror(errno); }

// Keys and values into the open hivex handle, below its root.
class HivexTreeSink final : public TreeSink {
public:
    HivexTreeSink(hive_h* hive, hive_node_h root) : hive_(hive), nodes_{root} {}

    Status enterKey(std::string_view name) override {
        errno = 0;
        const hive_node_h node = hivex_node_add_child(hive_, nodes_.back(), std::string(name).c_str());
        if (node == 0) return Status::ioError("hivex cannot add the key: " + hivexError());
        nodes_.push_back(node);
        return Status::ok();
    }

    void leaveKey() override { nodes_.pop_back(); }

    Status setValues(const std::vector<NamedValue>& values) override {
        std::vector<hive_set_value> set;
        set.reserve(values.size());
        for (const NamedValue& value : values) {
            if (value.data.size() > kMaxRegfValueBytes) {
                return Status::limitExceeded("value '" + value.name + "' holds " + std::to_string(value.data.size()) +
                                             " bytes; hivex writes values of up to " +
                                             std::to_string(kMaxRegfValueBytes) + " bytes");
            }
            // hivex only reads through these pointers.
            hive_set_value entry{const_cast<char*>(value.name.c_str()), hive_t_REG_NONE, value.data.size(),
                                 const_cast<char*>(value.data.data())};
            // Any 32-bit type, also one outside hive_type's list, which a cast could not carry.
            static_assert(sizeof(entry.t) == sizeof(value.type));
            std::memcpy(&entry.t, &value.type, sizeof(entry.t));
            set.push_back(entry);
        }
        errno = 0;
        if (hivex_node_set_values(hive_, nodes_.back(), set.size(), set.data(), 0) == -1) {
            return Status::ioError("hivex cannot set the values: " + hivexError());
        }
        return Status::ok();
    }

private:
    hive_h* hive_;
    std::vector<hive_node_h> nodes_;
};

// Closes the handle however the export ends.
struct HiveCloser {
    void operator()(hive_h* hive) const { hivex_close(hive); }
};

std::filesystem::path beside(const std::filesystem::path& file, const char* suffix) {
    std::filesystem::path out = file;
    out += suffix;
    return out;
}

}  // namespace

Result<TreeCopyCounts> exportRegfFile(Registry& source, const Key& key, const std::filesystem::path& file,
                                      const RegfExportOptions& options) {
    const std::string hiveName = options.hiveName.empty() ? file.filename().string() : options.hiveName;
    // hivex opens hives only from files: the empty hive goes through one,
    // which hivex reads whole into memory on opening for writing.
    const std::filesystem::path empty = beside(file, ".empty.tmp");
    if (Status st = writeFileAtomically(empty, emptyRegfHive(hiveName, nowFiletime())); !st) return st;
    errno = 0;
    std::unique_ptr<hive_h, HiveCloser> hive(hivex_open(empty.c_str(), HIVEX_OPEN_WRITE));
    const std::string openError = hivexError();
    std::error_code ignored;
    std::filesystem::remove(empty, ignored);
    if (hive == nullptr) return Status::ioError("hivex cannot open the new empty hive: " + openError);
    errno = 0;
    const hive_node_h root = hivex_root(hive.get());
    if (root == 0) return Status::ioError("hivex finds no root in the new empty hive: " + hivexError());

    HivexTreeSink sink(hive.get(), root);
    auto counts = copyRegistryTree(source, key, sink, {"export", options.cancel, options.progress});
    if (!counts) return counts.status();

    const std::filesystem::path written = beside(file, ".regf.tmp");
    errno = 0;
    if (hivex_commit(hive.get(), written.c_str(), 0) == -1) {
        Status st = Status::ioError("hivex cannot write " + written.string() + ": " + hivexError());
        std::filesystem::remove(written, ignored);
        return st;
    }
    hive.reset();
    auto bytes = readWholeFile(written);
    std::filesystem::remove(written, ignored);
    if (!bytes) return bytes.status();
    if (Status st = writeFileAtomically(file, *bytes); !st) return st;
    return counts;
}

}  // namespace wr::reg
