#include "stores/zdb/zdb_flat_index.h"

#include <cstring>

#include "util/crash_point.h"

namespace wr::zdb {

namespace {

bool fits(const IndexHeader& h, const IndexShape& shape) {
    return h.itemBytes == shape.itemBytes && h.kmin == shape.kmin && h.kmax == shape.kmax && h.files == shape.files;
}

IndexHeader emptyHeader(const IndexShape& shape) {
    IndexHeader h;
    h.itemBytes = shape.itemBytes;
    h.kmin = shape.kmin;
    h.kmax = shape.kmax;
    h.files = shape.files;
    h.checkpoints.assign(shape.files, kDataHeaderBytes);
    return h;
}

}  // namespace

FlatIndex::FlatIndex(fs::path path, const IndexShape& shape, File file, MappedFile mapping, bool shared)
    : path_(std::move(path)),
      shape_(shape),
      file_(std::move(file)),
      mapping_(std::move(mapping)),
      map_(reinterpret_cast<unsigned char*>(mapping_.data())),
      items_(map_ + kIndexItemsOffset),
      shared_(shared) {}

FlatIndex::~FlatIndex() = default;

Result<std::unique_ptr<FlatIndex>> FlatIndex::open(const fs::path& path, const IndexShape& shape, bool readOnly) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, readOnly ? File::Mode::kRead : File::Mode::kReadWrite));
    WR_RETURN_IF_ERROR(checkIndexVersion(file, path));
    WR_ASSIGN_OR_RETURN(uint64_t size, file.size());
    if (size != shape.fileBytes()) {
        return Status::corruption("the index " + path.string() + " has " + std::to_string(size) +
                                  " bytes; the store's key range and item size need " +
                                  std::to_string(shape.fileBytes()));
    }
    // Read-only opens map privately: the store may write into its index in
    // memory but never into the file.
    auto mapped = MappedFile::map(file, 0, size, readOnly ? MappedFile::Access::kPrivate : MappedFile::Access::kShared);
    if (!mapped) return mapped.status().withContext("the index");
    return std::unique_ptr<FlatIndex>(
        new FlatIndex(path, shape, std::move(file), std::move(mapped).value(), !readOnly));
}

Result<std::unique_ptr<FlatIndex>> FlatIndex::create(const fs::path& path, const IndexShape& shape) {
    fs::path tmp = path;
    tmp += ".tmp";
    {
        WR_ASSIGN_OR_RETURN(File file, File::open(tmp, File::Mode::kTruncateReadWrite));
        WR_RETURN_IF_ERROR(file.truncate(shape.fileBytes()));  // sparse: untouched items cost no disk
        WR_RETURN_IF_ERROR(file.writeAt(0, encodeIndexHeader(emptyHeader(shape))));
        WR_RETURN_IF_ERROR(file.sync());
    }
    WR_RETURN_IF_ERROR(renameFile(tmp, path));
    WR_RETURN_IF_ERROR(syncDirectory(path.parent_path()));
    return open(path, shape, false);
}

Result<std::unique_ptr<FlatIndex>> FlatIndex::inMemory(const fs::path& path, const IndexShape& shape) {
    WR_ASSIGN_OR_RETURN(MappedFile mapping, MappedFile::anonymous(path, shape.fileBytes()));
    Bytes header = encodeIndexHeader(emptyHeader(shape));
    std::memcpy(mapping.data(), header.data(), header.size());
    return std::unique_ptr<FlatIndex>(new FlatIndex(path, shape, File(), std::move(mapping), false));
}

std::optional<IndexHeader> FlatIndex::header() const {
    std::optional<IndexHeader> best;
    for (size_t slot = 0; slot < 2; ++slot) {
        auto h =
            decodeIndexHeader(BytesView(reinterpret_cast<const char*>(map_) + slot * kIndexSlotBytes, kIndexSlotBytes));
        if (h && fits(*h, shape_) && (!best || h->sequence > best->sequence)) best = std::move(h);
    }
    return best;
}

Status FlatIndex::writeHeader(IndexHeader header) {
    std::optional<IndexHeader> current = this->header();
    header.sequence = current ? current->sequence + 1 : 1;
    // Slot by sequence parity: the new header never overwrites the newest.
    size_t slot = header.sequence % 2;
    Bytes bytes = encodeIndexHeader(header);
    if (!shared_) {
        std::memcpy(map_ + slot * kIndexSlotBytes, bytes.data(), bytes.size());
        return Status::ok();
    }
    WR_RETURN_IF_ERROR(file_.writeAt(slot * kIndexSlotBytes, bytes));
    crashPoint("zdb.index.before_header_sync");
    return file_.dataSync();
}

Status FlatIndex::syncItems() {
    if (!shared_) return Status::ok();
    return mapping_.sync().withContext("cannot sync the index");
}

bool FlatIndex::allEmpty(uint64_t first, uint64_t count) const {
    const unsigned char* p = items_ + first * shape_.itemBytes;
    size_t bytes = count * shape_.itemBytes;
    size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        if (std::atomic_ref(*aligned<uint64_t>(p + i)).load(std::memory_order_relaxed) != 0) return false;
    }
    for (; i < bytes; ++i) {
        if (std::atomic_ref(const_cast<unsigned char&>(p[i])).load(std::memory_order_relaxed) != 0) return false;
    }
    return true;
}

}  // namespace wr::zdb
