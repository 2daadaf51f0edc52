#include "stores/wrstorepp/wrstorepp_parallel_get.h"

#include <algorithm>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

#include "stores/wrstorepp/crc32c_combine.h"
#include "stores/wrstorepp/wrstorepp_stream.h"
#include "util/copy_alignment.h"
#include "util/crc32c.h"

namespace wr::kv::wrstore {

namespace {

// A thread is only worth starting for a sub-block at least this large.
constexpr uint64_t kMinSubBlockBytes = 1 << 20;

struct SubBlock {
    uint64_t begin = 0;
    uint64_t size = 0;
    uint32_t crc = 0;
    Status status;
};

void readSubBlock(const File& file, uint64_t offset, char* out, SubBlock& sub) {
    uint64_t from = offset + sub.begin;
    char* to = out + sub.begin;
    // The kernel copies from the page cache straight into `out`, unless that
    // copy would be aliased (util/copy_alignment.h): then through a buffer
    // placed like the file, and on with a copy that avoids it.
    std::optional<IoBuffer> bounce;
    if (copyIsAliased(reinterpret_cast<uintptr_t>(to), from)) bounce.emplace(kStreamPieceBytes);
    uint32_t crc = 0;
    for (uint64_t done = 0; done < sub.size;) {
        uint64_t piece = std::min(kStreamPieceBytes, sub.size - done);
        char* landing = bounce ? bounce->placedFor(from + done) : to + done;
        sub.status = file.readAt(from + done, piece, landing);
        if (!sub.status.isOk()) return;
        crc = crc32c::extend(crc, landing, piece);
        if (bounce) copyBytes(to + done, landing, piece);
        done += piece;
    }
    sub.crc = crc;
}

}  // namespace

Result<uint32_t> readAndChecksum(const File& file, uint64_t offset, uint64_t n, char* out, int threads) {
    uint64_t parts = std::clamp<uint64_t>(n / kMinSubBlockBytes, 1, static_cast<uint64_t>(std::max(threads, 1)));
    std::vector<SubBlock> subs(parts);
    for (uint64_t i = 0; i < parts; ++i) {
        subs[i].begin = n * i / parts;
        subs[i].size = n * (i + 1) / parts - subs[i].begin;
    }
    {
        std::vector<std::jthread> workers;
        workers.reserve(parts - 1);
        uint64_t started = 1;
        for (; started < parts; ++started) {
            try {
                workers.emplace_back([&, started] { readSubBlock(file, offset, out, subs[started]); });
            } catch (const std::system_error&) {
                break;  // no more threads to be had: this thread reads the rest
            }
        }
        readSubBlock(file, offset, out, subs[0]);
        for (uint64_t i = started; i < parts; ++i) readSubBlock(file, offset, out, subs[i]);
    }
    uint32_t crc = 0;
    for (const SubBlock& sub : subs) {
        if (!sub.status.isOk()) return sub.status;
        crc = crc32cCombine(crc, sub.crc, sub.size);
    }
    return crc;
}

}  // namespace wr::kv::wrstore
