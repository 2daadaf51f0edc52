// The values of one hive key, packed into one byte string in the order they
// were first set:
//   [varint nameLen][name][type byte][varint storedLen][stored data]  ...
// The type byte holds the type in its low 7 bits (127 escapes to a varint
// type that follows) and, in bit 7, the "packed" flag: string data whose
// UTF-16LE code units all have a zero high byte (ASCII and Latin-1 text, the
// common case) is stored as one byte per unit and widened again on read, as
// Windows' own hive files keep ASCII names. Reads return exactly the bytes
// that were set. The same entry bytes travel in log records and snapshots.
//
// Small keys are scanned linearly; a key with many values (a WR-Store bucket
// holds thousands) gets a ValueIndex: entry offsets by position plus an
// open-addressing hash of the case-folded names.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "util/bytes.h"

namespace wr::reg {

// One decoded entry; views point into the packed bytes.
struct ValueEntry {
    std::string_view name;
    uint32_t type = 0;
    bool packed = false;
    std::string_view stored;  // the data as stored (one byte per unit when packed)
    uint32_t offset = 0;      // where the entry starts
    uint32_t size = 0;        // its encoded length

    uint64_t dataBytes() const { return packed ? uint64_t(stored.size()) * 2 : stored.size(); }
};

// Appends the entry for a value as it is set.
void encodeValueEntry(Bytes& out, std::string_view name, uint32_t type, BytesView data);

// Decodes the entry at `offset` of trusted packed bytes (validated on load).
ValueEntry readValueEntry(const char* values, uint32_t offset);
// Checks untrusted bytes: exactly `count` well-formed entries filling `values`.
// Returns the first problem, or an empty string.
std::string validateValueEntries(std::string_view values, uint32_t count);
// Checks one untrusted entry (a log record's payload) the same way.
bool isWellFormedValueEntry(std::string_view entry);

// The data of an entry exactly as it was set (widened again when packed).
Bytes valueData(const ValueEntry& entry);
// Appends it to `out`.
void appendValueData(Bytes& out, const ValueEntry& entry);

class ValueIndex {
public:
    // Keys with at least this many values get an index; below half of it they lose it.
    static constexpr uint32_t kMinValues = 32;

    void rebuild(const char* values, uint32_t size);
    // Position of the value named `name`, or -1.
    int64_t find(const char* values, std::string_view name) const;
    uint32_t offsetOf(uint32_t position) const { return offsets_[position]; }
    // A value was added at the end.
    void appended(const char* values, uint32_t offset);
    // The value at `position` was rewritten in place and its length changed by `delta`.
    void resized(uint32_t position, int64_t delta);
    // The value at `position`, `size` bytes long, was cut out of `values`: later
    // values move down one position and `size` bytes. Costs a pass over two
    // arrays of integers instead of re-reading and re-hashing every name.
    void removed(const char* values, uint32_t position, uint32_t size);
    uint64_t memoryBytes() const { return (offsets_.capacity() + slots_.capacity()) * sizeof(uint32_t); }

private:
    void insertSlot(const char* values, uint32_t position);
    void growSlots(const char* values);

    std::vector<uint32_t> offsets_;  // entry offset by position
    std::vector<uint32_t> slots_;    // position + 1, 0 when empty; size a power of two
};

}  // namespace wr::reg
