#include "bench/workloads/raw_disk_store.h"

#include "util/copy_alignment.h"
#include "util/file.h"

namespace wr::bench {

namespace {

constexpr size_t kIoBytes = 1 << 20;

// One I/O buffer per thread, allocated once: a fresh 1 MiB buffer per call
// would add its page faults to every small value's time. Its bytes start on a
// page, like the file's, so no copy is aliased (util/copy_alignment.h).
char* ioBuffer() {
    thread_local IoBuffer buffer(kIoBytes);
    return buffer.placedFor(0);
}

class RawDiskStore : public kv::KvStore {
public:
    RawDiskStore(kv::StoreUri uri, fs::path dir, bool syncEach)
        : uri_(std::move(uri)), dir_(std::move(dir)), syncEach_(syncEach) {}

    const kv::StoreUri& uri() const override { return uri_; }
    bool isReadOnly() const override { return false; }

    Result<Bytes> get(BytesView key) override {
        kv::MemoryValueSink sink;
        WR_RETURN_IF_ERROR(getStream(key, sink));
        return sink.take();
    }
    Status put(BytesView key, BytesView value) override {
        kv::MemoryValueSource source(value);
        return putStream(key, source);
    }
    Status getStream(BytesView key, kv::ValueSink& sink) override {
        WR_ASSIGN_OR_RETURN(File file, File::open(pathOf(key), File::Mode::kRead));
        char* buffer = ioBuffer();
        for (uint64_t offset = 0;;) {
            WR_ASSIGN_OR_RETURN(size_t n, file.readSomeAt(offset, kIoBytes, buffer));
            if (n == 0) return Status::ok();
            WR_RETURN_IF_ERROR(sink.write(BytesView(buffer, n)));
            offset += n;
        }
    }
    Status putStream(BytesView key, kv::ValueSource& source) override {
        WR_ASSIGN_OR_RETURN(File file, File::open(pathOf(key), File::Mode::kTruncateReadWrite));
        char* buffer = ioBuffer();
        for (;;) {
            WR_ASSIGN_OR_RETURN(size_t n, source.read(buffer, kIoBytes));
            if (n == 0) break;
            WR_RETURN_IF_ERROR(file.append(BytesView(buffer, n)));
        }
        if (syncEach_) WR_RETURN_IF_ERROR(file.dataSync());
        return file.close();
    }
    Status remove(BytesView key) override {
        std::error_code ec;
        fs::remove(pathOf(key), ec);
        if (ec) return Status::ioError("cannot remove " + pathOf(key).string() + ": " + ec.message());
        return Status::ok();
    }

    Result<std::unique_ptr<kv::KvCursor>> scan() override {
        return Status::notSupported("the raw disk reference has no scan");
    }
    Result<uint64_t> approximateCount() override {
        std::error_code ec;
        uint64_t n = 0;
        for (fs::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) ++n;
        return n;
    }
    Status flush() override { return Status::ok(); }
    Result<kv::StoreStatistics> statistics() override {
        kv::StoreStatistics stats;
        WR_ASSIGN_OR_RETURN(stats.approximateCount, approximateCount());
        stats.diskBytes = allocatedBytes(dir_);
        stats.details = {{"io_size", "1 MiB write()/read() calls"},
                         {"files", "one per value, no temporary file or rename"},
                         {"sync", syncEach_ ? "fdatasync per put" : "none (OS-buffered)"}};
        return stats;
    }
    Status close() override { return Status::ok(); }

private:
    fs::path pathOf(BytesView key) const { return dir_ / toHex(key); }

    kv::StoreUri uri_;
    fs::path dir_;
    bool syncEach_;
};

}  // namespace

Result<std::unique_ptr<kv::KvStore>> openRawDiskStore(const kv::StoreUri& uri) {
    std::string dir = uri.get("dir").value_or("");
    if (dir.empty()) return Status::invalidArgument("a disk: URI needs dir=DIR");
    std::string sync = uri.get("sync").value_or("none");
    if (sync != "none" && sync != "each") return Status::invalidArgument("disk: sync= is none or each, not " + sync);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return Status::ioError("cannot create " + dir + ": " + ec.message());
    return std::unique_ptr<kv::KvStore>(new RawDiskStore(uri, dir, sync == "each"));
}

}  // namespace wr::bench
