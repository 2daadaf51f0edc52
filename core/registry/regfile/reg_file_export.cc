#include "registry/regfile/reg_file_export.h"

#include "util/file.h"

namespace wr::reg {

namespace {

constexpr uint32_t kBatch = 1024;        // names or values fetched per call
constexpr size_t kDrainBytes = 1 << 20;  // hand bytes to the sink in pieces of about this size

class Exporter {
public:
    Exporter(Registry& registry, const RegExportOptions& options, const ByteSink& sink)
        : registry_(registry), options_(options), sink_(sink), writer_(options.flavor), progress_(options.progress) {}

    Status run(const Key& key) {
        if (options_.keyName.empty()) {
            return Status::invalidArgument(
                "an export needs the section name of the exported key, e.g. "
                "HKEY_CURRENT_USER\\kvs");
        }
        WR_RETURN_IF_ERROR(exportKey(key, options_.keyName));
        writer_.finish();
        WR_RETURN_IF_ERROR(drain());
        progress_.report({"export", keys_, 0, 0}, true);
        return Status::ok();
    }

private:
    Status exportKey(const Key& key, const std::string& path) {
        if (options_.cancel && options_.cancel->isCancelled()) {
            return Status::cancelled("export cancelled before key '" + path + "'");
        }
        writer_.beginKey(path);
        WR_RETURN_IF_ERROR(exportValues(key, path));
        progress_.report({"export", ++keys_, 0, 0});
        for (uint32_t start = 0;; start += kBatch) {
            auto names = registry_.listSubkeys(key, start, kBatch);
            if (!names) return names.status().withContext("exporting the subkeys of '" + path + "'");
            for (const std::string& name : *names) {
                auto subkey = registry_.openKey(key, name);
                if (!subkey) return subkey.status().withContext("exporting '" + path + "\\" + name + "'");
                WR_RETURN_IF_ERROR(exportKey(*subkey, path + "\\" + name));
            }
            if (names->size() < kBatch) return Status::ok();
        }
    }

    Status exportValues(const Key& key, const std::string& path) {
        for (uint32_t start = 0;; start += kBatch) {
            auto values = registry_.listValues(key, start, kBatch);
            if (!values) return values.status().withContext("exporting the values of '" + path + "'");
            for (const NamedValue& v : *values) {
                writer_.value(v.name, v.type, v.data);
                if (writer_.pendingBytes() >= kDrainBytes) WR_RETURN_IF_ERROR(drain());
            }
            if (values->size() < kBatch) return Status::ok();
        }
    }

    Status drain() { return sink_(writer_.take()); }

    Registry& registry_;
    const RegExportOptions& options_;
    const ByteSink& sink_;
    RegFileWriter writer_;
    ProgressThrottle progress_;
    uint64_t keys_ = 0;
};

}  // namespace

Status exportRegTree(Registry& registry, const Key& key, const RegExportOptions& options, const ByteSink& sink) {
    return Exporter(registry, options, sink).run(key);
}

Status exportRegFile(Registry& registry, const Key& key, const RegExportOptions& options,
                     const std::filesystem::path& path) {
    auto file = AtomicFileWriter::begin(path);
    if (!file) return file.status();
    WR_RETURN_IF_ERROR(exportRegTree(registry, key, options, [&](BytesView bytes) { return file->append(bytes); }));
    return file->commit();
}

}  // namespace wr::reg
