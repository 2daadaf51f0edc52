#include "util/format_version.h"

#include <string>

#include "util/bytes.h"
#include "util/file.h"

namespace wr {

Status formatTooNew(const FormatVersion& format, std::string_view where, uint64_t version) {
    return Status::notSupported(std::string(where) + ": " + std::string(format.name) + " version " +
                                std::to_string(version) + " was written by a newer WR Studio; this build reads up to " +
                                "version " + std::to_string(format.current) + ", so upgrade WR Studio to open it");
}

Status FormatVersion::check(std::string_view where, uint64_t version) const {
    if (version > current) return formatTooNew(*this, where, version);
    if (version < oldest) {
        return Status::notSupported(std::string(where) + ": " + std::string(name) + " version " +
                                    std::to_string(version) + " is older than this build reads (version " +
                                    std::to_string(oldest) + " and later)");
    }
    return Status::ok();
}

Result<uint32_t> readHeaderVersion(const std::filesystem::path& path, const FormatVersion& format, uint64_t offset) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kRead));
    char header[12] = {};
    WR_ASSIGN_OR_RETURN(size_t got, file.readSomeAt(offset, sizeof(header), header));
    if (got < sizeof(header) || BytesView(header, format.magic.size()) != format.magic) {
        return Status::corruption(path.string() + " is not a " + std::string(format.name) + " (no " +
                                  std::string(format.name) + " header at offset " + std::to_string(offset) + ")");
    }
    return getFixed32(header + 8);
}

}  // namespace wr
