#include "widgets/chunkmap/chunk_map_source.h"

namespace wr::gui {

std::unique_ptr<ChunkMapSource> ChunkMapSource::forValueFiles(wr::kv::StoreCapabilities::ValueFiles files) {
    switch (files) {
    case wr::kv::StoreCapabilities::ValueFiles::kChunks: return makeWrStorePPChunkSource();
    case wr::kv::StoreCapabilities::ValueFiles::kDataFiles: return makeZdbChunkSource();
    case wr::kv::StoreCapabilities::ValueFiles::kNone: return nullptr;
    }
    return nullptr;
}

}  // namespace wr::gui
