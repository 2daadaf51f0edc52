// The ChunkMapSource of WR-Store++ in chunk mode: every chunk file of the data
// directory walked block by block (the layout of wrstorepp_block.h), each
// block checked against its key's index record in the store's own registry
// (wrstorepp_record.h): live when the record names this chunk and offset,
// invalidated otherwise (the key was overwritten or deleted since).
#include <QCoreApplication>

#include <algorithm>
#include <filesystem>
#include <optional>

#include "registry/value_codec.h"
#include "stores/wrindex/hashed_index.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrindex/registry_pool.h"
#include "stores/wrindex/wrstore_options.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_chunks.h"
#include "stores/wrstorepp/wrstorepp_record.h"
#include "util/file.h"
#include "widgets/chunkmap/chunk_map_source.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

namespace ws = wr::kv::wrstore;

// The block header's first field: "WRB1".
constexpr uint32_t kBlockMagic = 0x31425257;

class WrStorePPChunkSource : public ChunkMapSource {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::ChunkMapSource)

public:
    wr::Result<ChunkMap> read(wr::kv::KvStore& store, wr::ProgressSink& progress,
                              wr::CancellationToken& cancel) override {
        auto map = readMap(store, progress, cancel);
        // The registry is the store's, shared through the pool: held past the
        // job, it would keep the hive open and the store from reopening for
        // writing.
        db_ = {};
        registry_.reset();
        return map;
    }

private:
    wr::Result<ChunkMap> readMap(wr::kv::KvStore& store, wr::ProgressSink& progress, wr::CancellationToken& cancel) {
        wr::kv::OpenOptions open;
        open.readOnly = store.isReadOnly();
        open.createIfMissing = false;
        WR_ASSIGN_OR_RETURN(ws::WrStorePPOptions options, ws::parseWrStorePPUri(store.uri(), open));
        // The registry the open store holds, shared through the pool.
        WR_ASSIGN_OR_RETURN(registry_, ws::openSharedRegistry(options.index.location));
        WR_ASSIGN_OR_RETURN(db_, registry_->openKey(registry_->root(), options.index.db));
        WR_RETURN_IF_ERROR(readLayout());

        ChunkMap map;
        map.engine = tr("WR-Store++ chunk files");
        std::vector<uint64_t> numbers;
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(options.dataDir, error)) {
            if (auto number = ws::ChunkSet::parseFileName(entry.path().filename().string())) numbers.push_back(*number);
        }
        if (error) return wr::Status::ioError("cannot list " + options.dataDir.string() + ": " + error.message());
        std::sort(numbers.begin(), numbers.end());
        if (numbers.empty()) {
            map.note = tr("The data directory holds no chunk files: a store in basic mode keeps one file per value.");
        }
        wr::ProgressThrottle throttle(&progress);
        for (size_t i = 0; i < numbers.size(); ++i) {
            throttle.report(
                {"chunk " + std::to_string(i + 1) + " of " + std::to_string(numbers.size()), i, numbers.size(), 0});
            WR_ASSIGN_OR_RETURN(ChunkFile chunk, readChunk(options.dataDir, numbers[i], cancel));
            map.chunks.append(std::move(chunk));
        }
        throttle.report({"done", numbers.size(), numbers.size(), 0}, true);
        return map;
    }

    wr::Status readLayout() {
        for (auto [name, target] : {std::pair{"WR_D", &layout_.depth}, std::pair{"WR_L", &layout_.length}}) {
            WR_ASSIGN_OR_RETURN(wr::reg::ValueData value, registry_->queryValue(db_, name));
            const auto number = wr::reg::decodeDword(value.data);
            if (value.type != wr::reg::REG_DWORD || !number) {
                return wr::Status::corruption(std::string("the database key's ") + name + " is not a REG_DWORD");
            }
            *target = int(*number);
        }
        return layout_.validate();
    }

    // The record the index holds for `key`, nullopt when it holds none.
    std::optional<ws::ValueRecord> recordOf(const wr::Bytes& key) {
        const ws::KeyPlacement placement = ws::placementOf(key, layout_);
        auto leaf = registry_->openKey(db_, placement.leafPath);
        if (!leaf) return std::nullopt;
        std::string name;
        if (!ws::encodeKeyName(key, name).isOk()) return std::nullopt;
        auto value = registry_->queryValue(leaf.value(), name);
        if (!value) return std::nullopt;
        auto record = ws::decodeRecord(value->type, value->data, key);
        if (!record) return std::nullopt;
        return record.value();
    }

    static ChunkBlock damaged(uint64_t offset, uint64_t length, const QString& problem) {
        ChunkBlock block;
        block.offset = offset;
        block.length = length;
        block.state = ChunkBlock::State::Damaged;
        block.detail = problem;
        return block;
    }

    wr::Result<ChunkFile> readChunk(const std::filesystem::path& dir, uint64_t number, wr::CancellationToken& cancel) {
        ChunkFile chunk;
        const std::filesystem::path path = dir / ws::ChunkSet::fileName(number);
        chunk.name = fromUtf8(ws::ChunkSet::fileName(number));
        chunk.path = fromUtf8(path.string());
        WR_ASSIGN_OR_RETURN(wr::File file, wr::File::open(path, wr::File::Mode::kRead));
        WR_ASSIGN_OR_RETURN(chunk.bytes, file.size());
        uint64_t offset = 0;
        char head[ws::kBlockHeaderBytes];
        while (offset < chunk.bytes) {
            if (cancel.isCancelled()) return wr::Status::cancelled("reading the chunk map was cancelled");
            const uint64_t left = chunk.bytes - offset;
            if (left < ws::kBlockHeaderBytes) {
                chunk.add(damaged(offset, left, tr("a torn block header at the end of the file")));
                break;
            }
            WR_RETURN_IF_ERROR(file.readAt(offset, sizeof head, head));
            if (wr::getFixed32(head) != kBlockMagic) {
                chunk.add(damaged(offset, left, tr("no block header here; the rest of the file is not read")));
                break;
            }
            const uint64_t valueSize = wr::getFixed64(head + 8);
            const uint32_t keySize = wr::getFixed32(head + 16);
            const uint64_t length = ws::blockBytes(keySize, valueSize);
            if (length > left) {
                chunk.add(damaged(offset, left, tr("a block that runs past the end of the file")));
                break;
            }
            ChunkBlock block;
            block.offset = offset;
            block.length = length;
            block.valueOffset = offset + ws::kBlockHeaderBytes + keySize;
            block.valueBytes = valueSize;
            wr::Bytes key(keySize, '\0');
            WR_RETURN_IF_ERROR(file.readAt(offset + ws::kBlockHeaderBytes, keySize, key.data()));
            const auto record = recordOf(key);
            const bool live = record && record->kind == ws::ValueRecord::Kind::kChunkBlock &&
                              record->location == number && record->offset == offset;
            block.state = live ? ChunkBlock::State::Live : ChunkBlock::State::Invalidated;
            block.key = QByteArray(key.data(), qsizetype(key.size()));
            chunk.add(std::move(block));
            offset += length;
        }
        return chunk;
    }

    std::shared_ptr<wr::reg::Registry> registry_;
    wr::reg::Key db_;
    ws::IndexLayout layout_;
};

}  // namespace

std::unique_ptr<ChunkMapSource> makeWrStorePPChunkSource() { return std::make_unique<WrStorePPChunkSource>(); }

}  // namespace wr::gui
