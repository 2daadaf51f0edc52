// Windows hive files (regf) in a build without hivex (Windows builds): the
// signature is still recognised, so opening or writing one says why it
// cannot be done instead of taking the file for something else.
#include <fstream>

#include "registry/regf/regf_export.h"
#include "registry/regf/regf_registry.h"

namespace wr::reg {

namespace {

Status withoutHivex(const std::filesystem::path& file) {
    return Status::notSupported(file.string() + ": Windows hive files need hivex, which this build does not have");
}

}  // namespace

bool isRegfFile(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return false;
    std::ifstream in(path, std::ios::binary);
    char signature[4] = {};
    return in.read(signature, sizeof signature) && std::string_view(signature, sizeof signature) == "regf";
}

Result<std::unique_ptr<RegfRegistry>> RegfRegistry::open(const std::filesystem::path& file) {
    return withoutHivex(file);
}

Result<TreeCopyCounts> exportRegfFile(Registry&, const Key&, const std::filesystem::path& file,
                                      const RegfExportOptions&) {
    return withoutHivex(file);
}

// open() never makes a RegfRegistry here; its members exist for the vtable
// (and the type others dynamic_cast to) and answer the same.
RegfRegistry::~RegfRegistry() = default;
std::string RegfRegistry::describe() const { return file_.string(); }
Key RegfRegistry::root() { return {}; }
Result<Key> RegfRegistry::createKey(const Key&, std::string_view, bool*) { return withoutHivex(file_); }
Result<Key> RegfRegistry::openKey(const Key&, std::string_view) { return withoutHivex(file_); }
Status RegfRegistry::setValue(const Key&, std::string_view, uint32_t, BytesView) { return withoutHivex(file_); }
Result<ValueData> RegfRegistry::queryValue(const Key&, std::string_view) { return withoutHivex(file_); }
Status RegfRegistry::deleteValue(const Key&, std::string_view) { return withoutHivex(file_); }
Result<std::string> RegfRegistry::enumKey(const Key&, uint32_t) { return withoutHivex(file_); }
Result<NamedValue> RegfRegistry::enumValue(const Key&, uint32_t) { return withoutHivex(file_); }
Result<KeyInfo> RegfRegistry::queryInfo(const Key&) { return withoutHivex(file_); }
Status RegfRegistry::deleteKey(const Key&, std::string_view) { return withoutHivex(file_); }
Status RegfRegistry::deleteTree(const Key&, std::string_view) { return withoutHivex(file_); }
Status RegfRegistry::renameKey(const Key&, std::string_view, std::string_view) { return withoutHivex(file_); }
Result<RegistryStatistics> RegfRegistry::statistics() { return withoutHivex(file_); }

}  // namespace wr::reg
