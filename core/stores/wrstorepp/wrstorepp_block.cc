#include "stores/wrstorepp/wrstorepp_block.h"

#include <cstdio>

#include "stores/wrstorepp/wrstorepp_parallel_get.h"
#include "util/crc32c.h"
#include "util/page_memory.h"

namespace wr::kv::wrstore {

namespace {

constexpr uint32_t kBlockMagic = 0x31425257;  // "WRB1"
// A block this small is read with one pread, header and value together.
constexpr uint64_t kSingleReadBytes = 64 * 1024;

std::string hex32(uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof(buf), "%08x", v);
    return buf;
}

// Reserves room for a large value and, where the kernel supports it, asks
// for huge pages before the memory is first touched: a get of hundreds of MB
// then takes a few hundred page faults instead of tens of thousands.
void reserveLarge(Bytes& value, uint64_t size) {
    value.reserve(size);
    adviseHugePages(value.data(), size);
}

std::string placeOf(BytesView key, const File& file, uint64_t offset) {
    return "the block of key '" + printable(key) + "' at offset " + std::to_string(offset) + " of " +
           file.path().string();
}

}  // namespace

Bytes encodeBlockHead(BytesView key, uint64_t valueSize, uint32_t valueCrc) {
    Bytes out;
    out.reserve(kBlockHeaderBytes + key.size());
    putFixed32(out, kBlockMagic);
    putFixed32(out, 0);
    putFixed64(out, valueSize);
    putFixed32(out, static_cast<uint32_t>(key.size()));
    putFixed32(out, valueCrc);
    out.append(key);
    encodeFixed32(out.data() + 4, crc32c::mask(crc32c::value(out.data() + 8, out.size() - 8)));
    return out;
}

Status checkBlockHead(BytesView head, BytesView key, const ValueRecord& record, const File& file, uint64_t offset) {
    auto torn = [&](const std::string& why) {
        return Status::corruption(placeOf(key, file, offset) + " " + why +
                                  ": the block is torn, overwritten or damaged; the value cannot be read");
    };
    if (head.size() != kBlockHeaderBytes + key.size()) return torn("is cut short");
    if (getFixed32(head.data()) != kBlockMagic) {
        if (head.starts_with("WRB") && head[3] > '1' && head[3] <= '9') {
            return formatTooNew(kBlockFormat, placeOf(key, file, offset), uint64_t(head[3] - '0'));
        }
        return torn("does not start with a block header");
    }
    uint32_t stored = crc32c::unmask(getFixed32(head.data() + 4));
    uint32_t actual = crc32c::value(head.data() + 8, head.size() - 8);
    if (stored != actual) {
        // The header CRC covers the key size too, so a header of another key
        // usually fails here; say so when it is simply someone else's block.
        if (getFixed32(head.data() + 16) != key.size()) return torn("belongs to another key");
        return torn("has a header checksum mismatch (" + hex32(stored) + " stored, " + hex32(actual) + " computed)");
    }
    if (getFixed32(head.data() + 16) != key.size() || head.substr(kBlockHeaderBytes) != key) {
        return torn("belongs to another key");
    }
    if (getFixed64(head.data() + 8) != record.size || getFixed32(head.data() + 20) != record.crc) {
        return torn("holds another version of the value than the index names (size " +
                    std::to_string(getFixed64(head.data() + 8)) + ", index " + std::to_string(record.size) + ")");
    }
    return Status::ok();
}

Status verifyBlockHead(const File& file, uint64_t offset, BytesView key, const ValueRecord& record) {
    Bytes head(kBlockHeaderBytes + key.size(), '\0');
    WR_ASSIGN_OR_RETURN(size_t got, file.readSomeAt(offset, head.size(), head.data()));
    head.resize(got);
    return checkBlockHead(head, key, record, file, offset);
}

Status writeBlock(File& file, uint64_t offset, BytesView key, BytesView value, uint32_t valueCrc) {
    Bytes head = encodeBlockHead(key, value.size(), valueCrc);
    if (value.size() <= kSingleReadBytes) {
        head.append(value);
        return file.writeAt(offset, head);
    }
    WR_RETURN_IF_ERROR(file.writeAt(offset, head));
    return file.writeAt(offset + head.size(), value);
}

Result<Bytes> readBlock(const File& file, uint64_t offset, BytesView key, const ValueRecord& record,
                        const ReadTuning& tuning) {
    uint64_t headBytes = kBlockHeaderBytes + key.size();
    if (headBytes + record.size <= kSingleReadBytes) {
        Bytes block(headBytes + record.size, '\0');
        WR_ASSIGN_OR_RETURN(size_t got, file.readSomeAt(offset, block.size(), block.data()));
        WR_RETURN_IF_ERROR(
            checkBlockHead(BytesView(block).substr(0, std::min<size_t>(got, headBytes)), key, record, file, offset));
        if (got != block.size()) {
            return Status::corruption(placeOf(key, file, offset) + " ends after " + std::to_string(got) + " of " +
                                      std::to_string(block.size()) + " bytes: the block is torn");
        }
        uint32_t crc = crc32c::value(block.data() + headBytes, record.size);
        if (crc != record.crc) return checksumMismatch(key, file, offset, record.crc, crc);
        block.erase(0, headBytes);
        return block;
    }
    WR_RETURN_IF_ERROR(verifyBlockHead(file, offset, key, record));
    // A damaged header and index entry may agree on any size: check it
    // against the file before allocating it.
    WR_ASSIGN_OR_RETURN(uint64_t fileBytes, file.size());
    if (fileBytes - offset - headBytes < record.size) {
        return valueReadFailed(
            key, file, offset,
            Status::corruption("the value claims " + std::to_string(record.size) + " bytes but the file ends " +
                               std::to_string(fileBytes - offset - headBytes) + " bytes after the block header"));
    }
    Bytes value;
    reserveLarge(value, record.size);
    value.resize(record.size);
    auto crc = readAndChecksum(file, offset + headBytes, record.size, value.data(), tuning.threadsFor(record.size));
    if (!crc) return valueReadFailed(key, file, offset, crc.status());
    if (*crc != record.crc) return checksumMismatch(key, file, offset, record.crc, *crc);
    return value;
}

Status checksumMismatch(BytesView key, const File& file, uint64_t offset, uint32_t expected, uint32_t actual) {
    return Status::corruption("the value of key '" + printable(key) + "' in the block at offset " +
                              std::to_string(offset) + " of " + file.path().string() + " fails its CRC32C check (" +
                              hex32(expected) + " expected, " + hex32(actual) +
                              " computed): the block is torn or damaged; the value cannot be read");
}

Status valueReadFailed(BytesView key, const File& file, uint64_t offset, const Status& failed) {
    if (!failed.is(StatusCode::kCorruption)) return failed;
    return Status::corruption(placeOf(key, file, offset) + " is cut short: " + failed.message());
}

}  // namespace wr::kv::wrstore
