// Portable dumps: every pair of a store in one file, written and read one
// pair at a time so that neither side ever holds the file, in four formats
// (docs/migration.md "Dump formats"):
//   wrdump     the native format: length-prefixed binary, a CRC32C per
//              record and a trailer with the pair count and a checksum
//              over the whole, so any bytes come back exactly and a
//              damaged or truncated file is found (dump_wrdump.h has the
//              layout byte by byte)
//   db_dump    Berkeley DB's db_dump text, hex form (db_load reads it)
//   db_dump-p  the same in db_dump -p's printable form
//   ldb-hex    RocksDB's `ldb dump --hex` / `ldb load --hex` lines
// A writer streams into a temp file beside its destination that finish()
// syncs and renames into place: a writer destroyed without finish() leaves
// no file, and an existing one as it was. A reader detects the format when
// it is not given and reports a damaged file as Corruption naming the byte
// offset (wrdump) or the line (the text formats).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string_view>

#include "stores/kv_store.h"
#include "util/bytes.h"
#include "util/cancellation.h"
#include "util/file.h"
#include "util/result.h"

namespace wr::exchange {

enum class DumpFormat { kWrDump, kBdbHex, kBdbPrintable, kLdbHex };

// "wrdump", "db_dump", "db_dump-p", "ldb-hex": the names wrctl's --format takes.
const char* dumpFormatName(DumpFormat format);
std::optional<DumpFormat> parseDumpFormat(std::string_view name);

class DumpEncoder;
class DumpDecoder;

class DumpFileWriter {
public:
    static Result<std::unique_ptr<DumpFileWriter>> create(const std::filesystem::path& path, DumpFormat format);
    ~DumpFileWriter();
    DumpFileWriter(const DumpFileWriter&) = delete;
    DumpFileWriter& operator=(const DumpFileWriter&) = delete;

    Status add(BytesView key, BytesView value);
    // Writes the end of the file, syncs it and renames it into place;
    // returns the file's size in bytes.
    Result<uint64_t> finish();

private:
    DumpFileWriter(AtomicFileWriter file, std::unique_ptr<DumpEncoder> encoder);
    Status flushBuffer();

    AtomicFileWriter file_;
    std::unique_ptr<DumpEncoder> encoder_;
    Bytes buffer_;  // encoded pairs not yet handed to the file
};

class DumpFileReader {
public:
    static Result<std::unique_ptr<DumpFileReader>> open(const std::filesystem::path& path,
                                                        std::optional<DumpFormat> format = std::nullopt);
    ~DumpFileReader();
    DumpFileReader(const DumpFileReader&) = delete;
    DumpFileReader& operator=(const DumpFileReader&) = delete;

    DumpFormat format() const { return format_; }
    // The next pair into `key` and `value`; false at the end of the dump.
    Result<bool> next(Bytes& key, Bytes& value);

private:
    DumpFileReader(DumpFormat format, std::unique_ptr<DumpDecoder> decoder);

    DumpFormat format_;
    std::unique_ptr<DumpDecoder> decoder_;
};

struct DumpOutcome {
    uint64_t pairs = 0;
    uint64_t bytes = 0;  // the file's size
};

// Every pair of `store` in scan order into a new file at `path`. Cancelled
// or failed, it leaves no file (and an existing one as it was).
Result<DumpOutcome> dumpStore(kv::KvStore& store, const std::filesystem::path& path, DumpFormat format,
                              ProgressSink* progress, const CancellationToken* cancel);
// Every pair of the dump at `path` put into `store` in write batches, then
// flushed. The file is read once, as it is loaded: a dump found damaged part
// way stops the load there with the pairs before it written, and the error
// says how many.
Result<DumpOutcome> loadDump(kv::KvStore& store, const std::filesystem::path& path, std::optional<DumpFormat> format,
                             ProgressSink* progress, const CancellationToken* cancel);

}  // namespace wr::exchange
