#include "registry/hive/hive_values.h"

#include <algorithm>
#include <bit>

#include "registry/names.h"
#include "registry/value_codec.h"
#include "registry/value_type.h"

namespace wr::reg {

namespace {

constexpr unsigned char kPackedFlag = 0x80;
constexpr uint32_t kTypeEscape = 127;

// Varint decoding of trusted bytes.
uint32_t readVarint32(const char*& p) {
    uint32_t v = 0;
    for (int shift = 0;; shift += 7) {
        auto b = static_cast<unsigned char>(*p++);
        v |= uint32_t(b & 0x7F) << shift;
        if (b < 0x80) return v;
    }
}

bool packable(uint32_t type, BytesView data) {
    if (!isStringType(type) || data.size() < 2 || data.size() % 2 != 0) return false;
    for (size_t i = 1; i < data.size(); i += 2) {
        if (data[i] != 0) return false;
    }
    return true;
}

// Parses one untrusted entry at the front of `in`, advancing it; adds its
// name and data bytes (as set, so packed text counts twice) to `rawBytes`
// and gives its name.
bool skipCheckedEntry(BytesView& in, uint64_t& rawBytes, std::string_view& name) {
    auto nameLen = getVarint(in);
    if (!nameLen || *nameLen > in.size()) return false;
    name = in.substr(0, *nameLen);
    in.remove_prefix(*nameLen);
    if (in.empty()) return false;
    auto typeByte = static_cast<unsigned char>(in[0]);
    in.remove_prefix(1);
    uint64_t type = typeByte & ~kPackedFlag;
    if (type == kTypeEscape) {
        auto escaped = getVarint(in);
        if (!escaped || *escaped > UINT32_MAX) return false;
        type = *escaped;
    }
    // Only text is packed; the flag on any other type marks a hole, which
    // exists in memory only.
    if ((typeByte & kPackedFlag) != 0 && !isStringType(static_cast<uint32_t>(type))) return false;
    auto storedLen = getVarint(in);
    if (!storedLen || *storedLen > in.size()) return false;
    in.remove_prefix(*storedLen);
    rawBytes += *nameLen + ((typeByte & kPackedFlag) != 0 ? 2 * *storedLen : *storedLen);
    return true;
}

}  // namespace

void encodeValueEntry(Bytes& out, std::string_view name, uint32_t type, BytesView data) {
    bool pack = packable(type, data);
    putVarint(out, name.size());
    out.append(name);
    unsigned char typeByte = static_cast<unsigned char>(type < kTypeEscape ? type : kTypeEscape);
    out.push_back(static_cast<char>(typeByte | (pack ? kPackedFlag : 0)));
    if (type >= kTypeEscape) putVarint(out, type);
    if (pack) {
        putVarint(out, data.size() / 2);
        size_t start = out.size();
        out.resize(start + data.size() / 2);
        for (size_t i = 0; i < data.size() / 2; ++i) out[start + i] = data[2 * i];
    } else {
        putVarint(out, data.size());
        out.append(data);
    }
}

void encodeTextEntry(Bytes& out, std::string_view name, std::string_view ascii) {
    // What packing encodeString(ascii) gives: one byte per unit, the NUL included.
    putVarint(out, name.size());
    out.append(name);
    out.push_back(static_cast<char>(REG_SZ | kPackedFlag));
    putVarint(out, ascii.size() + 1);
    out.append(ascii);
    out.push_back('\0');
}

ValueEntry readValueEntry(const char* values, uint32_t offset) {
    ValueEntry e;
    e.offset = offset;
    const char* p = values + offset;
    uint32_t nameLen = readVarint32(p);
    e.name = std::string_view(p, nameLen);
    p += nameLen;
    auto typeByte = static_cast<unsigned char>(*p++);
    e.packed = (typeByte & kPackedFlag) != 0;
    e.type = typeByte & ~kPackedFlag;
    if (e.type == kTypeEscape) e.type = readVarint32(p);
    uint32_t storedLen = readVarint32(p);
    e.stored = std::string_view(p, storedLen);
    p += storedLen;
    e.size = static_cast<uint32_t>(p - (values + offset));
    return e;
}

ValueEntry readLiveValueEntry(const char* values, uint32_t offset) {
    ValueEntry e = readValueEntry(values, offset);
    while (e.isHole()) e = readValueEntry(values, offset += e.size);
    return e;
}

void markHole(char* values, const ValueEntry& entry) {
    // The type byte follows the name; an escaped type keeps its varint, so
    // the entry's size reads the same.
    char* typeByte = values + (entry.name.data() - values) + entry.name.size();
    bool escaped = (static_cast<unsigned char>(*typeByte) & ~kPackedFlag) == kTypeEscape;
    *typeByte = static_cast<char>(kPackedFlag | (escaped ? kTypeEscape : REG_NONE));
}

std::string validateValueEntries(std::string_view values, uint32_t count, uint64_t& rawBytes, uint8_t* tagsEnd) {
    BytesView in = values;
    rawBytes = 0;
    std::string_view name;
    for (uint32_t i = 0; i < count; ++i) {
        if (!skipCheckedEntry(in, rawBytes, name)) return "value " + std::to_string(i) + " is malformed";
        tagsEnd[-1 - int64_t(i)] = nameTag(name);
    }
    if (!in.empty()) return std::to_string(in.size()) + " bytes follow the last value";
    return {};
}

bool isWellFormedValueEntry(std::string_view entry) {
    BytesView in = entry;
    uint64_t rawBytes = 0;
    std::string_view name;
    return skipCheckedEntry(in, rawBytes, name) && in.empty();
}

void appendValueData(Bytes& out, const ValueEntry& entry) {
    if (!entry.packed) {
        out.append(entry.stored);
        return;
    }
    size_t start = out.size();
    out.resize(start + entry.stored.size() * 2);
    char* dst = out.data() + start;
    for (char c : entry.stored) {
        *dst++ = c;
        *dst++ = 0;
    }
}

std::optional<std::string> entryText(const ValueEntry& entry) {
    if (entry.type != REG_SZ) return std::nullopt;
    // ASCII text kept one byte per unit, its NUL included: the text as it is.
    std::string_view units = entry.stored;
    if (entry.packed && !units.empty() && units.back() == '\0') {
        units.remove_suffix(1);
        if (isAsciiWithoutNul(units)) return std::string(units);
    }
    return exactString(valueData(entry));
}

Bytes valueData(const ValueEntry& entry) {
    Bytes out;
    appendValueData(out, entry);
    return out;
}

void ValueIndex::rebuild(const char* values, uint32_t size, uint32_t count) {
    holeBytes_ = 0;
    pendingHoles_.clear();
    hasPendingHoles_.store(false, std::memory_order_relaxed);
    // Room for a quarter more values before anything grows. The keys of a
    // WR-Store level hold near-equal counts (MD5 spreads the pairs evenly),
    // so, sized for their count alone, every key of a store just opened could
    // reach its next doubling within the same few percent of new writes.
    const size_t room = size_t(count) + count / 4;
    offsets_.clear();
    offsets_.reserve(room);
    holeMarks_.reserve((room + 63) / 64);
    holeMarks_.assign((size_t(count) + 63) / 64, 0);
    slots_.assign(std::bit_ceil(std::max<size_t>(64, room * 2)), 0);
    for (uint32_t offset = 0; offset < size;) {
        ValueEntry e = readValueEntry(values, offset);
        offsets_.push_back(offset);
        if (offsets_.size() * 2 > slots_.size()) growSlots();  // only if `count` was short
        insertSlot(makeSlot(offset, hashFoldedName(e.name)));
        offset += e.size;
    }
}

void ValueIndex::growSlots() {
    std::vector<uint64_t> old(slots_.size() * 2, 0);
    old.swap(slots_);
    for (uint64_t slot : old) {
        if (slot != 0) insertSlot(slot);
    }
}

void ValueIndex::insertSlot(uint64_t slot) {
    size_t mask = slots_.size() - 1;
    size_t i = slotHash(slot) & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = slot;
}

void ValueIndex::prefetchSlotOf(std::string_view name) const {
    prefetchForWrite(slots_.data() + (static_cast<uint32_t>(hashFoldedName(name)) & (slots_.size() - 1)));
}

int64_t ValueIndex::find(const char* values, std::string_view name) const {
    size_t mask = slots_.size() - 1;
    auto hash = static_cast<uint32_t>(hashFoldedName(name));
    for (size_t i = hash & mask; slots_[i] != 0; i = (i + 1) & mask) {
        uint64_t slot = slots_[i];
        if (slotHash(slot) != hash) continue;
        uint32_t offset = slotOffset(slot);
        if (namesEqual(readValueEntry(values, offset).name, name)) return offset;
    }
    return -1;
}

void ValueIndex::markPendingHoles() const {
    std::lock_guard<std::mutex> lock(markMutex_);
    if (!hasPendingHoles_.load(std::memory_order_relaxed)) return;  // another reader did it
    std::sort(pendingHoles_.begin(), pendingHoles_.end());
    size_t at = firstAtOrAfter(pendingHoles_.front());
    for (uint32_t offset : pendingHoles_) {
        while (at < offsets_.size() && offsets_[at] < offset) ++at;
        if (at < offsets_.size() && offsets_[at] == offset) holeMarks_[at / 64] |= uint64_t(1) << (at % 64);
    }
    pendingHoles_.clear();
    hasPendingHoles_.store(false, std::memory_order_release);
}

uint32_t ValueIndex::offsetOf(uint32_t position) const {
    if (hasPendingHoles_.load(std::memory_order_acquire)) markPendingHoles();
    // The position-th clear bit of holeMarks_: whole words first, then bit by bit.
    size_t word = 0;
    for (;; ++word) {
        auto live = static_cast<uint32_t>(64 - std::popcount(holeMarks_[word]));
        if (position < live) break;
        position -= live;
    }
    uint64_t marks = holeMarks_[word];
    for (size_t bit = 0;; ++bit) {
        if ((marks >> bit & 1) == 0 && position-- == 0) return offsets_[word * 64 + bit];
    }
}

void ValueIndex::appended(const char* values, uint32_t offset) {
    if (holeMarks_.size() * 64 <= offsets_.size()) holeMarks_.push_back(0);
    offsets_.push_back(offset);
    if (offsets_.size() * 2 > slots_.size()) growSlots();
    insertSlot(makeSlot(offset, hashFoldedName(readValueEntry(values, offset).name)));
}

void ValueIndex::resized(uint32_t offset, int64_t delta) {
    auto later = offsets_.begin() + static_cast<std::ptrdiff_t>(firstAtOrAfter(offset + 1));
    for (auto it = later; it != offsets_.end(); ++it) *it = static_cast<uint32_t>(*it + delta);
    for (uint32_t& hole : pendingHoles_) hole += hole > offset ? static_cast<uint32_t>(delta) : 0;
    shiftSlotsAfter(offset, delta);
}

void ValueIndex::shiftSlotsAfter(uint32_t offset, int64_t delta) {
    // Low halves hold offset + 1 (0 when empty), so only the entries past
    // `offset` compare greater; no borrow or carry reaches the hash half.
    // Branch-free: whether a slot moves is a coin toss a branch would
    // mispredict half the time.
    const uint32_t after = offset + 1;
    const auto step = static_cast<uint64_t>(delta);
    for (uint64_t& slot : slots_) slot += static_cast<uint32_t>(slot) > after ? step : 0;
}

size_t ValueIndex::firstAtOrAfter(uint32_t offset) const {
    // Entries are about the same size, so the search starts where `offset`
    // would be if they were exactly so and gallops out from there: a line
    // or two of a big key's offsets, where a binary search over its
    // thousands reads one line after another, each a cache miss.
    const size_t n = offsets_.size();
    if (n == 0 || offset > offsets_.back()) return n;
    const size_t guess = size_t(uint64_t(offset) * (n - 1) / std::max<uint32_t>(offsets_.back(), 1));
    size_t lo = 0, hi = 0;  // the answer lies in [lo, hi]
    size_t step = 8;
    if (offsets_[guess] >= offset) {
        hi = guess;
        lo = guess >= step ? guess - step : 0;
        while (lo > 0 && offsets_[lo] >= offset) {
            hi = lo;
            step *= 2;
            lo = lo >= step ? lo - step : 0;
        }
    } else {
        lo = guess + 1;
        hi = std::min(n - 1, lo + step);
        while (offsets_[hi] < offset) {
            lo = hi + 1;
            step *= 2;
            hi = std::min(n - 1, lo + step);
        }
    }
    return static_cast<size_t>(std::lower_bound(offsets_.begin() + lo, offsets_.begin() + hi, offset) -
                               offsets_.begin());
}

void ValueIndex::becameHole(uint32_t offset, uint32_t size, std::string_view name) {
    pendingHoles_.push_back(offset);
    hasPendingHoles_.store(true, std::memory_order_relaxed);
    holeBytes_ += size;
    // The entry's own slot lies on its name's probe run.
    const size_t mask = slots_.size() - 1;
    const uint64_t own = makeSlot(offset, hashFoldedName(name));
    size_t hole = slotHash(own) & mask;
    while (slots_[hole] != own) {
        if (slots_[hole] == 0) return;
        hole = (hole + 1) & mask;
    }
    slots_[hole] = 0;
    // Backward-shift deletion: pull later members of the probe run into the
    // hole unless their home slot lies cyclically in (hole, j], so every run
    // stays unbroken without tombstones.
    for (size_t j = (hole + 1) & mask; slots_[j] != 0; j = (j + 1) & mask) {
        size_t home = slotHash(slots_[j]) & mask;
        bool homeInRun = hole < j ? (home > hole && home <= j) : (home > hole || home <= j);
        if (homeInRun) continue;
        slots_[hole] = slots_[j];
        slots_[j] = 0;
        hole = j;
    }
}

}  // namespace wr::reg
