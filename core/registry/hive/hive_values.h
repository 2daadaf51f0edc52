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
// Small keys are scanned linearly, past the entries whose name tag
// (names.h nameTag, kept by the tree beside the values) rules them out; a key
// with many values (a WR-Store bucket holds thousands) gets a ValueIndex:
// entry offsets by position plus an open-addressing hash of the case-folded
// names.
//
// Holes: a value deleted from a key with a ValueIndex stays where it is, its
// type byte turned into a hole mark (the packed flag on a type that is never
// packed), so no later entry moves and no offset in the index changes; the
// key's holes are cut out at once when they pass half of its values' bytes
// or the key loses its index. Only keys with an index have holes, and holes
// never leave memory: snapshots are written without them, and the decoders
// of untrusted bytes refuse the mark.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "registry/value_type.h"
#include "util/bytes.h"
#include "util/prefetch.h"

namespace wr::reg {

// One decoded entry; views point into the packed bytes.
struct ValueEntry {
    std::string_view name;
    uint32_t type = 0;
    bool packed = false;
    std::string_view stored;  // the data as stored (one byte per unit when packed)
    uint32_t offset = 0;      // where the entry starts
    uint32_t size = 0;        // its encoded length
    uint32_t position = 0;    // its place among the key's values (findValue sets it in keys without a ValueIndex)

    uint64_t dataBytes() const { return packed ? uint64_t(stored.size()) * 2 : stored.size(); }
    // A deleted value's place, still to be cut out (see "Holes" above).
    bool isHole() const { return packed && !isStringType(type); }
};

// The shortest entry: an unnamed value without data (name length, type and
// data length, one byte each). Bounds what a count read from a file may claim.
constexpr size_t kMinValueEntryBytes = 3;

// Appends the entry for a value as it is set.
void encodeValueEntry(Bytes& out, std::string_view name, uint32_t type, BytesView data);

// The entry setValue(name, REG_SZ, encodeString(ascii)) would encode, made
// straight from text that isAsciiWithoutNul.
void encodeTextEntry(Bytes& out, std::string_view name, std::string_view ascii);

// Decodes the entry at `offset` of trusted packed bytes (validated on load).
ValueEntry readValueEntry(const char* values, uint32_t offset);
// The first entry at or after `offset` that is not a hole; `offset` must
// start an entry and a value must follow it.
ValueEntry readLiveValueEntry(const char* values, uint32_t offset);
// Turns `entry`, read from `values`, into a hole of the same size.
void markHole(char* values, const ValueEntry& entry);
// Checks untrusted bytes: exactly `count` well-formed entries filling `values`.
// Returns the first problem, or an empty string.
// `rawBytes` receives their names' and data's bytes, as rawValueBytes counts
// them, and the name tag of the entry at position i goes to tagsEnd[-1 - i]
// (the layout of hive_tree.h).
std::string validateValueEntries(std::string_view values, uint32_t count, uint64_t& rawBytes, uint8_t* tagsEnd);
// Checks one untrusted entry (a log record's payload) the same way.
bool isWellFormedValueEntry(std::string_view entry);

// The data of an entry exactly as it was set (widened again when packed).
Bytes valueData(const ValueEntry& entry);
// Appends it to `out`.
void appendValueData(Bytes& out, const ValueEntry& entry);
// The text t when the entry is REG_SZ data exactly encodeString(t) (see
// exactString), read from its packed form without widening it.
std::optional<std::string> entryText(const ValueEntry& entry);

class ValueIndex {
public:
    // Keys with at least this many values get an index; below half of it they lose it.
    static constexpr uint32_t kMinValues = 32;

    // Indexes the `count` entries packed in `values` (`size` bytes), which
    // hold no holes, with room for a quarter more before the index grows.
    void rebuild(const char* values, uint32_t size, uint32_t count);
    // Offset of the entry named `name`, or -1.
    int64_t find(const char* values, std::string_view name) const;
    // Offset of the live entry at `position`. Safe for concurrent readers,
    // though it may first mark the pending holes (see pendingHoles_).
    uint32_t offsetOf(uint32_t position) const;
    // Starts loading the end of the offsets, where appended() writes.
    void prefetchEnd() const { prefetchForWrite(offsets_.data() + offsets_.size()); }
    // Starts loading the slot where find(name) starts.
    void prefetchSlotOf(std::string_view name) const;
    // A value was added at the end.
    void appended(const char* values, uint32_t offset);
    // The entry at `offset` was rewritten in place and its length changed by `delta`.
    void resized(uint32_t offset, int64_t delta);
    // The entry at `offset`, `size` bytes long and named `name`, became a
    // hole: later entries move down one position and keep their offsets.
    // Only `name` is hashed (to find the entry's slot), no entry is read,
    // and no offset moves or is searched for: the hole joins pendingHoles_.
    void becameHole(uint32_t offset, uint32_t size, std::string_view name);
    // Bytes of the values that are holes.
    uint32_t holeBytes() const { return holeBytes_; }
    uint64_t memoryBytes() const {
        return offsets_.capacity() * sizeof(uint32_t) + holeMarks_.capacity() * sizeof(uint64_t) +
               slots_.capacity() * sizeof(uint64_t) + pendingHoles_.capacity() * sizeof(uint32_t);
    }

private:
    // A slot holds the entry's offset + 1 in its low half (0: empty) and the
    // low 32 bits of its folded name's hash in its high half: a probe reads
    // only the entry whose hash matches, and the table grows and closes holes
    // without reading names again (a slot's home is that hash & mask).
    static uint64_t makeSlot(uint32_t offset, uint64_t hash) { return (hash << 32) | (uint64_t(offset) + 1); }
    static uint32_t slotOffset(uint64_t slot) { return static_cast<uint32_t>(slot) - 1; }
    static uint32_t slotHash(uint64_t slot) { return static_cast<uint32_t>(slot >> 32); }

    // Index of the first offset at or after `offset` (offsets_.size() when none).
    size_t firstAtOrAfter(uint32_t offset) const;
    void insertSlot(uint64_t slot);
    void growSlots();
    void shiftSlotsAfter(uint32_t offset, int64_t delta);
    // Sets the marks of pendingHoles_ and empties it.
    void markPendingHoles() const;

    // The offset of every entry, holes included, ascending; bit i of
    // holeMarks_ is set when entry i is a hole. Erasing a hole's offset
    // instead moved all the later ones, some KiB in a key of thousands.
    std::vector<uint32_t> offsets_;
    mutable std::vector<uint64_t> holeMarks_;
    // Offsets of holes not yet marked in holeMarks_, in no order. Finding a
    // hole's position in offsets_ was a cache miss of its own, a sixth of a
    // delete from a key of thousands; only offsetOf needs the marks, so the
    // first call after deletes marks them all in one sorted pass. Readers
    // share the tree's lock, so that pass is serialised by markMutex_ and
    // published by hasPendingHoles_; writers hold the tree's lock alone.
    mutable std::vector<uint32_t> pendingHoles_;
    mutable std::atomic<bool> hasPendingHoles_{false};
    mutable std::mutex markMutex_;
    std::vector<uint64_t> slots_;  // open addressing; size a power of two
    uint32_t holeBytes_ = 0;
};

}  // namespace wr::reg
