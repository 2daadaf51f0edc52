#include "stores/peers/pair_buffer.h"

#include <algorithm>
#include <cstring>

namespace wr::kv {

PairBuffer::PairBuffer(size_t blockBytes) : blockBytes_(blockBytes) {}

char* PairBuffer::reserve(size_t bytes) {
    if (bytes > blockFree_) {
        const size_t size = std::max(bytes, blockBytes_);
        blocks_.push_back(std::make_unique<char[]>(size));
        blockNext_ = blocks_.back().get();
        blockFree_ = size;
        payloadBytes_ += size;
    }
    char* out = blockNext_;
    blockNext_ += bytes;
    blockFree_ -= bytes;
    return out;
}

namespace {

uint64_t keyPrefix(BytesView key) {
    unsigned char bytes[8] = {};
    if (!key.empty()) std::memcpy(bytes, key.data(), std::min(key.size(), sizeof bytes));
    uint64_t prefix = 0;
    for (unsigned char b : bytes) prefix = prefix << 8 | b;
    return prefix;
}

}  // namespace

void PairBuffer::add(BytesView key, BytesView value) {
    char* data = reserve(key.size() + value.size());
    if (!key.empty()) std::memcpy(data, key.data(), key.size());
    if (!value.empty()) std::memcpy(data + key.size(), value.data(), value.size());
    entries_.push_back({keyPrefix(key), data, key.size(), value.size()});
}

void PairBuffer::sortByKey() {
    std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
        if (a.prefix != b.prefix) return a.prefix < b.prefix;
        return BytesView(a.data, a.keySize) < BytesView(b.data, b.keySize);
    });
}

void PairBuffer::clear() {
    blocks_.clear();
    blockFree_ = 0;
    blockNext_ = nullptr;
    payloadBytes_ = 0;
    entries_.clear();
}

}  // namespace wr::kv
