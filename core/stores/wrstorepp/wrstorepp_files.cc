#include "stores/wrstorepp/wrstorepp_files.h"

#include <cstdio>

#include "util/bytes.h"
#include "util/clock.h"
#include "util/process.h"

namespace wr::kv::wrstore {

namespace {

constexpr std::string_view kSuffix = ".wrv";
constexpr std::string_view kTemporarySuffix = ".tmp";

std::string digestHex(const Md5Digest& digest) {
    return toHex(BytesView(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

bool isLowerHex(std::string_view s) {
    for (char c : s) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

// "<32 hex>-<16 hex>.wrv" inside "<2 hex>/<2 hex>/" matching its first characters.
std::optional<std::pair<Md5Digest, uint64_t>> parseValueFile(const std::filesystem::path& relative) {
    std::vector<std::string> parts;
    for (const auto& p : relative) parts.push_back(p.string());
    if (parts.size() != 3) return std::nullopt;
    const std::string& name = parts[2];
    if (name.size() != 32 + 1 + 16 + kSuffix.size() || name[32] != '-' || !name.ends_with(kSuffix)) return std::nullopt;
    std::string_view hex = std::string_view(name).substr(0, 32);
    std::string_view gen = std::string_view(name).substr(33, 16);
    if (!isLowerHex(hex) || !isLowerHex(gen) || parts[0] != hex.substr(0, 2) || parts[1] != hex.substr(2, 2)) {
        return std::nullopt;
    }
    auto bytes = fromHex(hex);
    Md5Digest digest{};
    for (size_t i = 0; i < digest.size(); ++i) digest[i] = static_cast<uint8_t>((*bytes)[i]);
    return std::make_pair(digest, std::stoull(std::string(gen), nullptr, 16));
}

}  // namespace

ValueFiles::ValueFiles(std::filesystem::path dataDir, bool syncData)
    : dataDir_(std::move(dataDir)),
      syncData_(syncData),
      knownDirs_(new std::atomic<uint64_t>[65536 / 64]()),
      random_(monotonicNanos() ^ (static_cast<uint64_t>(currentProcessId()) << 32) ^
              reinterpret_cast<uintptr_t>(this)) {}

std::filesystem::path ValueFiles::pathOf(const Md5Digest& digest, uint64_t generation) const {
    std::string hex = digestHex(digest);
    char gen[20];
    std::snprintf(gen, sizeof(gen), "%016llx", static_cast<unsigned long long>(generation));
    return dataDir_ / hex.substr(0, 2) / hex.substr(2, 2) / (hex + "-" + gen + std::string(kSuffix));
}

uint64_t ValueFiles::newGeneration() {
    std::lock_guard lock(randomMutex_);
    return random_.next();
}

Status ValueFiles::ensureDirectory(const Md5Digest& digest) {
    size_t index = size_t(digest[0]) << 8 | digest[1];
    uint64_t bit = uint64_t(1) << (index % 64);
    if (knownDirs_[index / 64].load(std::memory_order_relaxed) & bit) return Status::ok();
    std::string hex = digestHex(digest);
    std::filesystem::path outer = dataDir_ / hex.substr(0, 2);
    std::filesystem::path inner = outer / hex.substr(2, 2);
    std::error_code ec;
    if (!std::filesystem::is_directory(inner, ec)) {
        WR_RETURN_IF_ERROR(createDirectories(inner));
        if (syncData_) {
            // New directory entries are durable only once their parents are synced.
            WR_RETURN_IF_ERROR(syncDirectory(outer));
            WR_RETURN_IF_ERROR(syncDirectory(dataDir_));
        }
    }
    knownDirs_[index / 64].fetch_or(bit, std::memory_order_relaxed);
    return Status::ok();
}

Result<ValueFiles::Pending> ValueFiles::create(const Md5Digest& digest) {
    WR_RETURN_IF_ERROR(ensureDirectory(digest));
    Pending p;
    p.generation = newGeneration();
    p.final = pathOf(digest, p.generation);
    p.temporary = p.final;
    p.temporary += std::string(kTemporarySuffix);
    WR_ASSIGN_OR_RETURN(p.file, File::open(p.temporary, File::Mode::kTruncateReadWrite));
    return p;
}

Status ValueFiles::finish(Pending& pending) {
    if (syncData_) WR_RETURN_IF_ERROR(pending.file.dataSync());
    return pending.file.close();
}

Status ValueFiles::publish(Pending& pending) {
    WR_RETURN_IF_ERROR(renameFile(pending.temporary, pending.final));
    if (syncData_) return syncDirectory(pending.final.parent_path());
    return Status::ok();
}

void ValueFiles::discard(Pending& pending) {
    (void)pending.file.close();
    std::error_code ec;
    std::filesystem::remove(pending.temporary, ec);
    if (!pending.offeredToIndex) std::filesystem::remove(pending.final, ec);
}

Result<File> ValueFiles::open(const Md5Digest& digest, uint64_t generation) const {
    return File::open(pathOf(digest, generation), File::Mode::kRead);
}

void ValueFiles::remove(const Md5Digest& digest, uint64_t generation) const {
    std::error_code ec;
    std::filesystem::remove(pathOf(digest, generation), ec);
}

Status ValueFiles::removeTemporaries() const {
    return forEachFile([](const std::filesystem::path& path, const auto&) {
        if (path.string().ends_with(kTemporarySuffix)) {
            std::error_code ec;
            std::filesystem::remove(path, ec);
        }
    });
}

Status ValueFiles::forEachFile(
    const std::function<void(const std::filesystem::path&, const std::optional<std::pair<Md5Digest, uint64_t>>&)>&
        visit) const {
    std::error_code ec;
    for (std::filesystem::directory_iterator outer(dataDir_, ec), end; !ec && outer != end; outer.increment(ec)) {
        std::error_code entryEc;
        if (outer->is_symlink(entryEc) || !outer->is_directory(entryEc)) continue;
        for (std::filesystem::recursive_directory_iterator it(outer->path(), ec), rend; !ec && it != rend;
             it.increment(ec)) {
            if (it->is_directory(entryEc)) continue;
            visit(it->path(), parseValueFile(it->path().lexically_relative(dataDir_)));
        }
    }
    if (ec) return Status::ioError("cannot list the data directory " + dataDir_.string() + ": " + ec.message());
    return Status::ok();
}

}  // namespace wr::kv::wrstore
