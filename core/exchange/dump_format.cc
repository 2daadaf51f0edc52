#include "exchange/dump_format.h"

#include <array>

#include "exchange/dump_bdb_text.h"
#include "exchange/dump_codec.h"
#include "exchange/dump_ldb_hex.h"
#include "exchange/dump_wrdump.h"

namespace wr::exchange {

namespace {

struct NamedFormat {
    DumpFormat format;
    const char* name;
};
constexpr std::array<NamedFormat, 4> kFormats{{{DumpFormat::kWrDump, "wrdump"},
                                               {DumpFormat::kBdbHex, "db_dump"},
                                               {DumpFormat::kBdbPrintable, "db_dump-p"},
                                               {DumpFormat::kLdbHex, "ldb-hex"}}};

// Encoded pairs are handed to the file in pieces of about this size.
constexpr size_t kWriteBufferBytes = size_t{1} << 20;

}  // namespace

const char* dumpFormatName(DumpFormat format) {
    for (const NamedFormat& f : kFormats) {
        if (f.format == format) return f.name;
    }
    return "unknown";
}

std::optional<DumpFormat> parseDumpFormat(std::string_view name) {
    for (const NamedFormat& f : kFormats) {
        if (name == f.name) return f.format;
    }
    return std::nullopt;
}

std::unique_ptr<DumpEncoder> makeDumpEncoder(DumpFormat format) {
    switch (format) {
    case DumpFormat::kWrDump: return makeWrDumpEncoder();
    case DumpFormat::kBdbHex: return makeBdbTextEncoder(false);
    case DumpFormat::kBdbPrintable: return makeBdbTextEncoder(true);
    case DumpFormat::kLdbHex: return makeLdbHexEncoder();
    }
    return makeWrDumpEncoder();
}

Result<std::unique_ptr<DumpDecoder>> makeDumpDecoder(DumpFormat format, DumpInput input) {
    switch (format) {
    case DumpFormat::kWrDump: return makeWrDumpDecoder(std::move(input));
    case DumpFormat::kBdbHex: return makeBdbTextDecoder(std::move(input), false);
    case DumpFormat::kBdbPrintable: return makeBdbTextDecoder(std::move(input), true);
    case DumpFormat::kLdbHex: return makeLdbHexDecoder(std::move(input));
    }
    return makeWrDumpDecoder(std::move(input));
}

Result<DumpFormat> detectDumpFormat(DumpInput& input) {
    WR_ASSIGN_OR_RETURN(BytesView start, input.peek(16));
    if (looksLikeWrDump(start)) return DumpFormat::kWrDump;
    if (looksLikeLdbHex(start)) return DumpFormat::kLdbHex;
    if (looksLikeBdbText(start)) {
        WR_ASSIGN_OR_RETURN(bool printable, bdbTextIsPrintable(input));
        return printable ? DumpFormat::kBdbPrintable : DumpFormat::kBdbHex;
    }
    if (start.empty()) {
        return input.corruptionAt("offset 0", "the file is empty (an empty ldb-hex dump loads with --format ldb-hex)");
    }
    return input.corruptionAt("offset 0",
                              "not a dump in a known format (wrdump, db_dump, db_dump-p or ldb-hex by how it starts)");
}

DumpFileWriter::DumpFileWriter(AtomicFileWriter file, std::unique_ptr<DumpEncoder> encoder)
    : file_(std::move(file)), encoder_(std::move(encoder)) {}

DumpFileWriter::~DumpFileWriter() = default;

Result<std::unique_ptr<DumpFileWriter>> DumpFileWriter::create(const std::filesystem::path& path, DumpFormat format) {
    WR_ASSIGN_OR_RETURN(AtomicFileWriter file, AtomicFileWriter::begin(path));
    std::unique_ptr<DumpFileWriter> writer(new DumpFileWriter(std::move(file), makeDumpEncoder(format)));
    writer->encoder_->header(writer->buffer_);
    return writer;
}

Status DumpFileWriter::add(BytesView key, BytesView value) {
    encoder_->pair(buffer_, key, value);
    return buffer_.size() >= kWriteBufferBytes ? flushBuffer() : Status::ok();
}

Status DumpFileWriter::flushBuffer() {
    WR_RETURN_IF_ERROR(file_.append(buffer_));
    buffer_.clear();
    return Status::ok();
}

Result<uint64_t> DumpFileWriter::finish() {
    encoder_->trailer(buffer_);
    WR_RETURN_IF_ERROR(flushBuffer());
    WR_RETURN_IF_ERROR(file_.commit());
    return file_.bytesWritten();
}

DumpFileReader::DumpFileReader(DumpFormat format, std::unique_ptr<DumpDecoder> decoder)
    : format_(format), decoder_(std::move(decoder)) {}

DumpFileReader::~DumpFileReader() = default;

Result<std::unique_ptr<DumpFileReader>> DumpFileReader::open(const std::filesystem::path& path,
                                                             std::optional<DumpFormat> format) {
    if (!format) {
        WR_ASSIGN_OR_RETURN(DumpInput probe, DumpInput::open(path));
        WR_ASSIGN_OR_RETURN(format, detectDumpFormat(probe));
    }
    WR_ASSIGN_OR_RETURN(DumpInput input, DumpInput::open(path));
    WR_ASSIGN_OR_RETURN(auto decoder, makeDumpDecoder(*format, std::move(input)));
    return std::unique_ptr<DumpFileReader>(new DumpFileReader(*format, std::move(decoder)));
}

Result<bool> DumpFileReader::next(Bytes& key, Bytes& value) { return decoder_->next(key, value); }

}  // namespace wr::exchange
