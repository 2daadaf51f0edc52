#include "exchange/dump_wrdump.h"

#include <cstdio>
#include <string>

#include "util/crc32c.h"

namespace wr::exchange {

namespace {

constexpr BytesView kMagic = kWrDumpFormat.magic;
constexpr size_t kHeaderBytes = 16;
constexpr char kPairTag = 0x01;
constexpr char kTrailerTag = 0x00;
constexpr size_t kTrailerBytes = 13;
// A record's tag and two varint lengths take at most this many bytes.
constexpr size_t kMaxRecordHead = 1 + 10 + 10;

uint32_t extend(uint32_t crc, BytesView bytes) { return crc32c::extend(crc, bytes.data(), bytes.size()); }

void putCrc(Bytes& out, uint32_t crc) { putFixed32(out, crc32c::mask(crc)); }

std::string offsetText(uint64_t offset) { return "offset " + std::to_string(offset); }

class WrDumpEncoder : public DumpEncoder {
public:
    void header(Bytes& out) override {
        Bytes header(kMagic);
        putFixed32(header, kWrDumpFormat.current);
        putCrc(header, crc32c::value(header));
        whole_ = extend(0, header);
        out += header;
    }

    void pair(Bytes& out, BytesView key, BytesView value) override {
        const size_t start = out.size();
        out.push_back(kPairTag);
        putVarint(out, key.size());
        putVarint(out, value.size());
        out.append(key);
        out.append(value);
        const size_t crcAt = out.size();
        putCrc(out, extend(0, BytesView(out).substr(start)));
        whole_ = extend(whole_, BytesView(out).substr(crcAt));
        ++pairs_;
    }

    void trailer(Bytes& out) override {
        const size_t start = out.size();
        out.push_back(kTrailerTag);
        putFixed64(out, pairs_);
        putCrc(out, extend(whole_, BytesView(out).substr(start)));
    }

private:
    uint32_t whole_ = 0;  // CRC over the whole, as far as written
    uint64_t pairs_ = 0;
};

class WrDumpDecoder : public DumpDecoder {
public:
    explicit WrDumpDecoder(DumpInput input) : in_(std::move(input)) {}

    Status readHeader() {
        Bytes header;
        WR_ASSIGN_OR_RETURN(size_t got, in_.read(kHeaderBytes, header));
        if (got < kMagic.size() || !header.starts_with(kMagic)) {
            return in_.corruptionAt(offsetText(0), "not a wrdump file (its first bytes are not the wrdump magic)");
        }
        if (got < kHeaderBytes) return in_.corruptionAt(offsetText(got), "the file ends inside its header");
        if (crc32c::unmask(getFixed32(header.data() + 12)) != crc32c::value(header.data(), 12)) {
            return in_.corruptionAt(offsetText(12), "header checksum mismatch");
        }
        WR_RETURN_IF_ERROR(kWrDumpFormat.check(in_.path().string(), getFixed32(header.data() + 8)));
        whole_ = extend(0, header);
        return Status::ok();
    }

    Result<bool> next(Bytes& key, Bytes& value) override {
        if (ended_) return false;
        const uint64_t start = in_.offset();
        WR_ASSIGN_OR_RETURN(BytesView head, in_.ensure(kMaxRecordHead));
        if (head.empty()) {
            return in_.corruptionAt(offsetText(start), "the file ends without its trailer (it was cut short after " +
                                                           std::to_string(pairs_) + " pairs)");
        }
        if (head[0] == kTrailerTag) {
            WR_RETURN_IF_ERROR(readTrailer(start));
            ended_ = true;
            return false;
        }
        if (head[0] != kPairTag) {
            char tag[8];
            std::snprintf(tag, sizeof tag, "%02x", static_cast<unsigned char>(head[0]));
            return in_.corruptionAt(offsetText(start), std::string("unknown record tag ") + tag);
        }
        BytesView lengths = head.substr(1);
        const auto keySize = getVarint(lengths);
        const auto valueSize = keySize ? getVarint(lengths) : std::nullopt;
        if (!valueSize) {
            return in_.corruptionAt(offsetText(start), head.size() < kMaxRecordHead
                                                           ? "the file ends inside a record (it was cut short)"
                                                           : "a record's length is not a valid varint");
        }
        const size_t headSize = head.size() - lengths.size();
        const uint64_t left = in_.size() - start - headSize;
        if (*keySize > left || *valueSize > left - *keySize || left - *keySize - *valueSize < 4) {
            return in_.corruptionAt(offsetText(start), "the record runs past the end of the file (it was cut short)");
        }
        const uint64_t recordSize = headSize + *keySize + *valueSize + 4;
        uint32_t crc = 0;
        Bytes stored;
        if (recordSize <= DumpInput::kBufferBytes) {
            // The usual case: the whole record checked and copied out of the buffer.
            WR_ASSIGN_OR_RETURN(BytesView record, in_.ensure(recordSize));
            crc = extend(0, record.substr(0, recordSize - 4));
            key.assign(record.substr(headSize, *keySize));
            value.assign(record.substr(headSize + *keySize, *valueSize));
            stored.assign(record.substr(recordSize - 4));
            in_.consume(recordSize);
        } else {
            crc = extend(0, head.substr(0, headSize));
            in_.consume(headSize);
            key.clear();
            value.clear();
            WR_RETURN_IF_ERROR(in_.read(*keySize, key).status());
            WR_RETURN_IF_ERROR(in_.read(*valueSize, value).status());
            crc = extend(extend(crc, key), value);
            WR_RETURN_IF_ERROR(in_.read(4, stored).status());
        }
        if (crc32c::unmask(getFixed32(stored.data())) != crc) {
            return in_.corruptionAt(offsetText(start), "record checksum mismatch");
        }
        whole_ = extend(whole_, stored);
        ++pairs_;
        return true;
    }

private:
    Status readTrailer(uint64_t start) {
        WR_ASSIGN_OR_RETURN(BytesView trailer, in_.ensure(kTrailerBytes));
        if (trailer.size() < kTrailerBytes) {
            return in_.corruptionAt(offsetText(start), "the file ends inside its trailer (it was cut short)");
        }
        const uint64_t counted = getFixed64(trailer.data() + 1);
        const uint32_t stored = crc32c::unmask(getFixed32(trailer.data() + 9));
        if (extend(whole_, trailer.substr(0, 9)) != stored) {
            return in_.corruptionAt(offsetText(start + 9), "the checksum over the whole file does not match");
        }
        in_.consume(kTrailerBytes);
        if (counted != pairs_) {
            return in_.corruptionAt(offsetText(start + 1), "the trailer counts " + std::to_string(counted) +
                                                               " pairs; the file holds " + std::to_string(pairs_));
        }
        if (in_.offset() != in_.size()) {
            return in_.corruptionAt(offsetText(in_.offset()), "bytes after the trailer");
        }
        return Status::ok();
    }

    DumpInput in_;
    uint32_t whole_ = 0;
    uint64_t pairs_ = 0;
    bool ended_ = false;
};

}  // namespace

std::unique_ptr<DumpEncoder> makeWrDumpEncoder() { return std::make_unique<WrDumpEncoder>(); }

Result<std::unique_ptr<DumpDecoder>> makeWrDumpDecoder(DumpInput input) {
    auto decoder = std::make_unique<WrDumpDecoder>(std::move(input));
    WR_RETURN_IF_ERROR(decoder->readHeader());
    return std::unique_ptr<DumpDecoder>(std::move(decoder));
}

bool looksLikeWrDump(BytesView start) { return start.starts_with(kMagic); }

}  // namespace wr::exchange
