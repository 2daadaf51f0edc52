#include "registry/hive/hive_snapshot.h"

#include <algorithm>
#include <vector>

#include "registry/names.h"
#include "util/crc32c.h"
#include "util/file.h"

namespace wr::reg {

namespace {

constexpr std::string_view kMagic = kSnapshotFormat.magic;
constexpr size_t kHeaderBytes = 48;
constexpr size_t kBlockBytes = 1u << 20;
constexpr size_t kBlockHeaderBytes = 8;

Bytes keyCountBytes(uint64_t keys) {
    Bytes b;
    putFixed64(b, keys);
    return b;
}

// Cuts the record stream into CRC-checked blocks on their way to the file.
class BlockWriter {
public:
    explicit BlockWriter(AtomicFileWriter& out) : out_(out) { buf_.reserve(kBlockBytes); }

    Status put(BytesView bytes) {
        while (!bytes.empty()) {
            size_t n = std::min(bytes.size(), kBlockBytes - buf_.size());
            buf_.append(bytes.data(), n);
            bytes.remove_prefix(n);
            if (buf_.size() == kBlockBytes) WR_RETURN_IF_ERROR(flush());
        }
        return Status::ok();
    }

    Status flush() {
        if (buf_.empty()) return Status::ok();
        Bytes header;
        putFixed32(header, static_cast<uint32_t>(buf_.size()));
        putFixed32(header, crc32c::mask(crc32c::value(buf_)));
        WR_RETURN_IF_ERROR(out_.append(header));
        WR_RETURN_IF_ERROR(out_.append(buf_));
        buf_.clear();
        return Status::ok();
    }

private:
    AtomicFileWriter& out_;
    Bytes buf_;
};

Status writeKey(BlockWriter& out, Bytes& scratch, const HiveTree& tree, uint32_t id, const Node& n) {
    const uint32_t holeBytes = tree.holeBytes(id);
    scratch.clear();
    putVarint(scratch, id);
    putVarint(scratch, n.parent);
    putLengthPrefixed(scratch, n.name());
    putFixed64(scratch, static_cast<uint64_t>(n.lastWrite));
    putVarint(scratch, n.childCount());
    putVarint(scratch, n.valueCount);
    putVarint(scratch, n.valuesSize - holeBytes);
    WR_RETURN_IF_ERROR(out.put(scratch));
    if (holeBytes == 0) return out.put(n.valueBytes());
    // Holes stay in memory: the live entries go out one by one.
    for (uint32_t i = 0, offset = 0; i < n.valueCount; ++i) {
        ValueEntry e = readLiveValueEntry(n.values(), offset);
        WR_RETURN_IF_ERROR(out.put(n.valueBytes().substr(e.offset, e.size)));
        offset = e.offset + e.size;
    }
    return Status::ok();
}

}  // namespace

Result<uint64_t> readSnapshotGeneration(const std::filesystem::path& path) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kRead));
    char h[kHeaderBytes];
    WR_RETURN_IF_ERROR(file.readAt(0, kHeaderBytes, h));
    if (BytesView(h, kMagic.size()) != kMagic || crc32c::unmask(getFixed32(h + 44)) != crc32c::value(h, 44)) {
        return Status::corruption("hive snapshot " + path.string() + " has no valid header");
    }
    WR_RETURN_IF_ERROR(kSnapshotFormat.check(path.string(), getFixed32(h + 8)));
    return getFixed64(h + 16);
}

Result<SnapshotInfo> writeSnapshot(const std::filesystem::path& path, const HiveTree& tree, uint64_t generation) {
    WR_ASSIGN_OR_RETURN(AtomicFileWriter file, AtomicFileWriter::begin(path));
    Bytes header(kMagic);
    putFixed32(header, kSnapshotFormat.current);
    putFixed32(header, 0);
    putFixed64(header, generation);
    putFixed64(header, tree.keyCount());
    putFixed64(header, static_cast<uint64_t>(tree.clock()));
    putFixed32(header, 0);
    putFixed32(header, crc32c::mask(crc32c::value(header)));
    WR_RETURN_IF_ERROR(file.append(header));

    BlockWriter out(file);
    Bytes scratch;
    // Depth-first with an explicit stack of (key, next subkey): its depth is
    // bounded by the tree's 512 levels, not by how many keys it holds.
    struct Frame {
        const Node* node;
        uint32_t next;
    };
    std::vector<Frame> stack;
    const Node* root = tree.node(HiveTree::kRootId);
    WR_RETURN_IF_ERROR(writeKey(out, scratch, tree, HiveTree::kRootId, *root));
    stack.push_back({root, 0});
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.next == f.node->childCount()) {
            stack.pop_back();
            continue;
        }
        uint32_t id = f.node->child(f.next++);
        const Node* child = tree.node(id);
        WR_RETURN_IF_ERROR(writeKey(out, scratch, tree, id, *child));
        if (child->childCount() > 0) stack.push_back({child, 0});
    }
    WR_RETURN_IF_ERROR(out.flush());

    Bytes end;
    putFixed32(end, 0);
    putFixed32(end, crc32c::mask(crc32c::value(keyCountBytes(tree.keyCount()))));
    WR_RETURN_IF_ERROR(file.append(end));
    uint64_t bytes = file.bytesWritten();
    WR_RETURN_IF_ERROR(file.commit(
        {"hive.checkpoint.before_rename", "hive.checkpoint.after_rename", "hive.checkpoint.after_dir_sync"}));
    return SnapshotInfo{generation, tree.keyCount(), bytes};
}

namespace {

// One key record parsed from the stream; views point into the stream buffer.
struct KeyRecord {
    uint32_t id = 0;
    uint32_t parent = 0;
    std::string_view name;
    int64_t lastWrite = 0;
    uint32_t childCount = 0;
    uint32_t valueCount = 0;
    std::string_view values;
};

enum class Parse { kDone, kNeedMore, kMalformed };

// Varint of at most 32 bits; kNeedMore when the bytes end inside it.
Parse readVarint32(BytesView& in, uint32_t& out) {
    uint64_t v = 0;
    for (int shift = 0; shift <= 28; shift += 7) {
        if (in.empty()) return Parse::kNeedMore;
        auto b = static_cast<unsigned char>(in[0]);
        in.remove_prefix(1);
        v |= uint64_t(b & 0x7F) << shift;
        if (b < 0x80) {
            if (v > UINT32_MAX) return Parse::kMalformed;
            out = static_cast<uint32_t>(v);
            return Parse::kDone;
        }
    }
    return Parse::kMalformed;
}

// Id, parent, name length, child count, value count and values length (a
// varint byte each) and the 8-byte time of a key without name or values.
constexpr uint64_t kMinKeyRecordBytes = 14;

Parse parseKey(BytesView in, KeyRecord& r, size_t& consumed) {
    const size_t total = in.size();
    uint32_t nameLen = 0, valuesLen = 0;
    for (uint32_t* field : {&r.id, &r.parent, &nameLen}) {
        Parse p = readVarint32(in, *field);
        if (p != Parse::kDone) return p;
    }
    if (nameLen > 4 * kMaxKeyNameChars) return Parse::kMalformed;
    if (in.size() < nameLen + 8) return Parse::kNeedMore;
    r.name = in.substr(0, nameLen);
    r.lastWrite = static_cast<int64_t>(getFixed64(in.data() + nameLen));
    in.remove_prefix(nameLen + 8);
    for (uint32_t* field : {&r.childCount, &r.valueCount, &valuesLen}) {
        Parse p = readVarint32(in, *field);
        if (p != Parse::kDone) return p;
    }
    if (in.size() < valuesLen) return Parse::kNeedMore;
    r.values = in.substr(0, valuesLen);
    consumed = total - in.size() + valuesLen;
    return Parse::kDone;
}

class SnapshotLoader {
public:
    SnapshotLoader(const std::filesystem::path& path, HiveTree& tree) : path_(path), tree_(tree) {}

    Result<SnapshotInfo> load() {
        auto opened = File::open(path_, File::Mode::kRead);
        if (!opened) return opened.status();
        file_ = std::move(opened).value();
        file_.adviseSequential();
        WR_ASSIGN_OR_RETURN(size_, file_.size());
        WR_ASSIGN_OR_RETURN(SnapshotInfo info, readHeader());
        int64_t clock = clock_;
        // A key record takes at least kMinKeyRecordBytes, so a header that
        // claims more keys than the file can hold bounds nothing.
        uint64_t keys = std::min(info.keys, size_ / kMinKeyRecordBytes);
        tree_.expectKeys(keys);
        for (uint64_t loaded = 0; loaded <= info.keys; ++loaded) {
            WR_RETURN_IF_ERROR(nextKey(loaded <= keys ? keys - loaded : 0));
        }
        WR_RETURN_IF_ERROR(readEnd(info.keys));
        Status finished = tree_.finishLoad(clock);
        if (!finished.isOk()) return bad(finished.message());
        info.fileBytes = size_;
        return info;
    }

private:
    Status bad(const std::string& why) const {
        return Status::corruption("hive snapshot " + path_.string() + " is damaged: " + why);
    }
    Status badAt(const std::string& why, uint64_t offset) const {
        return bad(why + " (at offset " + std::to_string(offset) + ")");
    }

    Result<SnapshotInfo> readHeader() {
        if (size_ < kHeaderBytes) return bad("the file is shorter than its header");
        char h[kHeaderBytes];
        WR_RETURN_IF_ERROR(file_.readAt(0, kHeaderBytes, h));
        if (BytesView(h, kMagic.size()) != kMagic) return bad("it does not start with the snapshot magic");
        if (crc32c::unmask(getFixed32(h + 44)) != crc32c::value(h, 44)) return bad("the header fails its checksum");
        WR_RETURN_IF_ERROR(kSnapshotFormat.check(path_.string(), getFixed32(h + 8)));
        SnapshotInfo info;
        info.generation = getFixed64(h + 16);
        info.keys = getFixed64(h + 24);
        clock_ = static_cast<int64_t>(getFixed64(h + 32));
        offset_ = kHeaderBytes;
        return info;
    }

    // Reads the next block into the stream; false at the end block.
    Result<bool> readBlock() {
        if (offset_ + kBlockHeaderBytes > size_) return badAt("the file ends inside a block header", offset_);
        char h[kBlockHeaderBytes];
        WR_RETURN_IF_ERROR(file_.readAt(offset_, kBlockHeaderBytes, h));
        uint32_t length = getFixed32(h);
        if (length == 0) return false;
        if (length > kBlockBytes) return badAt("a block claims " + std::to_string(length) + " bytes", offset_);
        if (offset_ + kBlockHeaderBytes + length > size_) return badAt("the file ends inside a block", offset_);
        if (consumed_ > 0) {
            stream_.erase(0, consumed_);
            consumed_ = 0;
        }
        size_t start = stream_.size();
        stream_.resize(start + length);
        WR_RETURN_IF_ERROR(file_.readAt(offset_ + kBlockHeaderBytes, length, stream_.data() + start));
        if (crc32c::unmask(getFixed32(h + 4)) != crc32c::value(stream_.data() + start, length)) {
            return badAt("a block fails its checksum", offset_);
        }
        offset_ += kBlockHeaderBytes + length;
        return true;
    }

    // `following`: the keys the header says come after this one, which
    // bound its subkeys before their array is allocated.
    Status nextKey(uint64_t following) {
        while (true) {
            KeyRecord r;
            size_t used = 0;
            Parse p = parseKey(BytesView(stream_).substr(consumed_), r, used);
            if (p == Parse::kMalformed) return badAt("a key record is malformed", offset_);
            if (p == Parse::kDone) {
                if (r.childCount > following) {
                    return badAt("key id " + std::to_string(r.id) + " claims " + std::to_string(r.childCount) +
                                     " subkeys but the header counts " + std::to_string(following) + " keys after it",
                                 offset_);
                }
                Status s = tree_.loadKey(r.id, r.parent, r.name, r.lastWrite, r.childCount, r.valueCount, r.values);
                if (!s.isOk()) return badAt(s.message(), offset_);
                consumed_ += used;
                return Status::ok();
            }
            WR_ASSIGN_OR_RETURN(bool more, readBlock());
            if (!more) return badAt("the keys end before the count in the header", offset_);
        }
    }

    Status readEnd(uint64_t keys) {
        if (consumed_ != stream_.size()) return badAt("bytes follow the last key", offset_);
        WR_ASSIGN_OR_RETURN(bool more, readBlock());
        if (more) return badAt("bytes follow the last key", offset_);
        char h[kBlockHeaderBytes];
        WR_RETURN_IF_ERROR(file_.readAt(offset_, kBlockHeaderBytes, h));
        if (crc32c::unmask(getFixed32(h + 4)) != crc32c::value(keyCountBytes(keys))) {
            return badAt("the end marker fails its checksum", offset_);
        }
        if (offset_ + kBlockHeaderBytes != size_)
            return badAt("bytes follow the end marker", offset_ + kBlockHeaderBytes);
        return Status::ok();
    }

    std::filesystem::path path_;
    HiveTree& tree_;
    File file_;
    uint64_t size_ = 0;
    uint64_t offset_ = 0;  // of the next block in the file
    int64_t clock_ = 0;
    Bytes stream_;         // block payloads not yet parsed...
    size_t consumed_ = 0;  // ...from this offset on
};

}  // namespace

Result<SnapshotInfo> loadSnapshot(const std::filesystem::path& path, HiveTree& tree) {
    return SnapshotLoader(path, tree).load();
}

}  // namespace wr::reg
