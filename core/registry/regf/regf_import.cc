#include "registry/regf/regf_import.h"

#include "registry/regf/regf_registry.h"

namespace wr::reg {

Result<TreeCopyCounts> importRegfFile(const std::filesystem::path& file, std::string_view fromKey, Registry& target,
                                      const Key& base, const RegfImportOptions& options) {
    auto source = RegfRegistry::open(file);
    if (!source) return source.status();
    auto key = (*source)->openKey((*source)->root(), fromKey);
    if (!key) return key.status().withContext(file.string());
    RegistryTreeSink sink(target, base);
    return copyRegistryTree(**source, *key, sink, {"import", options.cancel, options.progress});
}

}  // namespace wr::reg
