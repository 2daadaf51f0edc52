#include "stores/wrstorepp/wrstorepp_stream.h"

#include <algorithm>

#include "stores/wrstorepp/crc32c_combine.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_parallel_get.h"
#include "util/copy_alignment.h"
#include "util/crc32c.h"

namespace wr::kv::wrstore {

namespace {

// A piece buffer borrowed from this thread's spare and returned to it, so a
// stream does not allocate (and fault in) a fresh buffer per call; the spare
// is the largest the thread has used (1 MiB, or a Parallel-GET window). A
// stream nested inside another (a sink that writes a block) finds the spare
// lent out and allocates its own. Its bytes sit where the file's do within a
// page, so the kernel's copies are never aliased (util/copy_alignment.h).
class PieceBuffer {
public:
    PieceBuffer(uint64_t pieceBytes, uint64_t total, uint64_t fileOffset)
        : size_(static_cast<size_t>(std::min(total, pieceBytes))) {
        buffer_.swap(spare());
        if (buffer_.capacity() < pieceBytes) buffer_ = IoBuffer(pieceBytes);
        data_ = buffer_.placedFor(fileOffset);
    }
    ~PieceBuffer() { spare().swap(buffer_); }
    PieceBuffer(const PieceBuffer&) = delete;
    PieceBuffer& operator=(const PieceBuffer&) = delete;

    // Pieces start at fileOffset plus multiples of the piece size, a
    // multiple of the page, so one placement serves them all.
    char* data() { return data_; }
    size_t size() const { return size_; }

private:
    static IoBuffer& spare() {
        thread_local IoBuffer buffer;
        return buffer;
    }

    IoBuffer buffer_;
    size_t size_;
    char* data_ = nullptr;
};

// Reads the value of a verified block piece by piece, calling
// consume(piece, offsetInValue) and checking the CRC at the end. With more
// than one reader, a piece is a window that the readers fill at once
// (Parallel-GET); a value of no more than one reader's share is read by one.
template <typename Consume>
Status forEachPiece(const File& file, uint64_t offset, BytesView key, const ValueRecord& record, int readers,
                    CancellationToken* cancel, Consume consume) {
    WR_RETURN_IF_ERROR(verifyBlockHead(file, offset, key, record));
    uint64_t valueOffset = offset + kBlockHeaderBytes + key.size();
    if (record.size <= kParallelStreamPieceBytes) readers = 1;
    uint64_t pieceBytes = readers > 1 ? kParallelStreamPieceBytes * static_cast<uint64_t>(readers) : kStreamPieceBytes;
    PieceBuffer buffer(pieceBytes, record.size, valueOffset);
    uint32_t crc = 0;
    for (uint64_t done = 0; done < record.size;) {
        if (cancel != nullptr && cancel->isCancelled()) {
            return Status::cancelled("stopped while copying the value of key '" + printable(key) + "'");
        }
        size_t piece = static_cast<size_t>(std::min<uint64_t>(buffer.size(), record.size - done));
        auto part = readAndChecksum(file, valueOffset + done, piece, buffer.data(), readers);
        if (!part) return valueReadFailed(key, file, offset, part.status());
        crc = crc32cCombine(crc, *part, piece);
        WR_RETURN_IF_ERROR(consume(BytesView(buffer.data(), piece), done));
        done += piece;
    }
    if (crc != record.crc) return checksumMismatch(key, file, offset, record.crc, crc);
    return Status::ok();
}

}  // namespace

Result<uint32_t> writeBlockFrom(File& file, uint64_t offset, BytesView key, ValueSource& source) {
    uint64_t size = source.size();
    uint64_t valueOffset = offset + kBlockHeaderBytes + key.size();
    PieceBuffer buffer(kStreamPieceBytes, size, valueOffset);
    uint32_t crc = 0;
    for (uint64_t done = 0; done < size;) {
        size_t want = static_cast<size_t>(std::min<uint64_t>(buffer.size(), size - done));
        size_t filled = 0;
        while (filled < want) {
            WR_ASSIGN_OR_RETURN(size_t n, source.read(buffer.data() + filled, want - filled));
            if (n == 0) {
                return Status::invalidArgument("the value source for key '" + printable(key) + "' ended after " +
                                               std::to_string(done + filled) + " of the " + std::to_string(size) +
                                               " bytes it announced; nothing was stored");
            }
            filled += n;
        }
        crc = crc32c::extend(crc, buffer.data(), want);
        WR_RETURN_IF_ERROR(file.writeAt(valueOffset + done, BytesView(buffer.data(), want)));
        done += want;
    }
    WR_RETURN_IF_ERROR(file.writeAt(offset, encodeBlockHead(key, size, crc)));
    return crc;
}

Status streamBlockTo(const File& file, uint64_t offset, BytesView key, const ValueRecord& record, ValueSink& sink,
                     int readers) {
    return forEachPiece(file, offset, key, record, readers, nullptr,
                        [&](BytesView piece, uint64_t) { return sink.write(piece); });
}

Status copyBlock(const File& src, uint64_t srcOffset, File& dst, uint64_t dstOffset, BytesView key,
                 const ValueRecord& record, CancellationToken* cancel) {
    uint64_t valueOffset = dstOffset + kBlockHeaderBytes + key.size();
    WR_RETURN_IF_ERROR(forEachPiece(src, srcOffset, key, record, 1, cancel, [&](BytesView piece, uint64_t at) {
        return dst.writeAt(valueOffset + at, piece);
    }));
    return dst.writeAt(dstOffset, encodeBlockHead(key, record.size, record.crc));
}

}  // namespace wr::kv::wrstore
