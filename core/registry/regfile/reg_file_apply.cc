#include "registry/regfile/reg_file_apply.h"

#include <optional>
#include <string>

namespace wr::reg {

namespace {

bool isMissing(const Status& st) { return st.is(StatusCode::kNotFound); }

class Applier {
public:
    Applier(Registry& registry, const Key& base) : registry_(registry), base_(base) {}

    Status apply(const RegOperation& op, const std::string& path) {
        switch (op.kind) {
        case RegOperation::Kind::kKey: return openSection(path);
        case RegOperation::Kind::kDeleteKey: {
            sectionKey_.close();
            sectionPath_.reset();
            Status st = registry_.deleteTree(base_, path);
            return isMissing(st) ? Status::ok() : st;
        }
        case RegOperation::Kind::kSetValue:
            WR_RETURN_IF_ERROR(openSection(path));
            return registry_.setValue(sectionKey_, op.valueName, op.type, op.data);
        case RegOperation::Kind::kDeleteValue: {
            WR_RETURN_IF_ERROR(openSection(path));
            Status st = registry_.deleteValue(sectionKey_, op.valueName);
            return isMissing(st) ? Status::ok() : st;
        }
        }
        return Status::ok();
    }

private:
    // The key the following values go into; opened once per section.
    Status openSection(const std::string& path) {
        if (sectionPath_ && *sectionPath_ == path) return Status::ok();
        auto key = path.empty() ? registry_.openKey(base_, path) : registry_.createKey(base_, path);
        if (!key) return key.status();
        sectionKey_ = std::move(key).value();
        sectionPath_ = path;
        return Status::ok();
    }

    Registry& registry_;
    const Key& base_;
    Key sectionKey_;
    std::optional<std::string> sectionPath_;
};

std::string describe(const RegOperation& op) {
    std::string value = op.valueName.empty() ? "the default value" : "value '" + op.valueName + "'";
    switch (op.kind) {
    case RegOperation::Kind::kKey: return "cannot create key [" + op.keyPath + "]";
    case RegOperation::Kind::kDeleteKey: return "cannot delete key [-" + op.keyPath + "]";
    case RegOperation::Kind::kSetValue: return "cannot set " + value + " of [" + op.keyPath + "]";
    case RegOperation::Kind::kDeleteValue: return "cannot delete " + value + " of [" + op.keyPath + "]";
    }
    return {};
}

}  // namespace

Status applyRegFile(Registry& registry, const Key& base, const RegFile& file, const RegImportOptions& options) {
    auto paths = mapRegFilePaths(file, options.mapping);
    if (!paths) return paths.status();
    Applier applier(registry, base);
    ProgressThrottle progress(options.progress);
    const uint64_t total = file.operations.size();
    for (size_t i = 0; i < file.operations.size(); ++i) {
        const RegOperation& op = file.operations[i];
        if (options.cancel && options.cancel->isCancelled()) {
            return Status::cancelled("import cancelled at " + file.location(op.line) +
                                     "; the lines before it were applied");
        }
        if (Status st = applier.apply(op, (*paths)[i]); !st) {
            return st.withContext(file.location(op.line) + ": " + describe(op));
        }
        progress.report({"import", i + 1, total, 0});
    }
    progress.report({"import", total, total, 0}, true);
    return Status::ok();
}

}  // namespace wr::reg
