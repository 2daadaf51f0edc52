#include "stores/wrstorepp/wrstorepp_record.h"

namespace wr::kv::wrstore {

Bytes encodeRecord(const ValueRecord& record) {
    Bytes out;
    out.reserve(ValueRecord::kEncodedSize);
    out.push_back(static_cast<char>(kRecordFormat.current));
    out.push_back(static_cast<char>(record.kind));
    out.append(2, '\0');
    putFixed32(out, record.crc);
    putFixed64(out, record.size);
    putFixed64(out, static_cast<uint64_t>(record.storedMicros));
    putFixed64(out, record.location);
    putFixed64(out, record.offset);
    return out;
}

Result<ValueRecord> decodeRecord(uint32_t type, BytesView data, BytesView key) {
    auto bad = [&](const std::string& why) {
        return Status::corruption("the index entry of key '" + printable(key) + "' is not a WR-Store++ record: " + why +
                                  "; the store refuses to follow it");
    };
    if (type != reg::REG_BINARY) return bad("its registry type is " + reg::valueTypeName(type) + ", not REG_BINARY");
    // Before the size: a newer version's record may be laid out differently.
    if (!data.empty() && static_cast<uint8_t>(data[0]) > kRecordFormat.current) {
        return formatTooNew(kRecordFormat, "the index entry of key '" + printable(key) + "'", uint8_t(data[0]));
    }
    if (data.size() != ValueRecord::kEncodedSize) {
        return bad("it holds " + std::to_string(data.size()) + " bytes instead of " +
                   std::to_string(ValueRecord::kEncodedSize));
    }
    if (static_cast<uint8_t>(data[0]) != kRecordFormat.current)
        return bad("format version " + std::to_string(uint8_t(data[0])));
    auto kind = static_cast<uint8_t>(data[1]);
    if (kind != uint8_t(ValueRecord::Kind::kFile) && kind != uint8_t(ValueRecord::Kind::kChunkBlock)) {
        return bad("unknown location kind " + std::to_string(kind));
    }
    if (data[2] != '\0' || data[3] != '\0') return bad("reserved bytes are not zero");
    ValueRecord r;
    r.kind = static_cast<ValueRecord::Kind>(kind);
    r.crc = getFixed32(data.data() + 4);
    r.size = getFixed64(data.data() + 8);
    r.storedMicros = static_cast<int64_t>(getFixed64(data.data() + 16));
    r.location = getFixed64(data.data() + 24);
    r.offset = getFixed64(data.data() + 32);
    if (r.kind == ValueRecord::Kind::kFile && r.offset != 0) return bad("a file record with a non-zero offset");
    return r;
}

}  // namespace wr::kv::wrstore
