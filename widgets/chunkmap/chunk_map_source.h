// ChunkMapSource: reads a ChunkMap from an open store, one adapter per engine
// over what the engine lets one inspect — ZDB's inspection API (zdb_inspect.h)
// and, for WR-Store++ in chunk mode, the block layout (wrstorepp_block.h)
// checked against the store's own index records (wrstorepp_record.h). It runs
// inside a StoreJob, with the store to itself; nothing here writes.
#pragma once

#include <memory>

#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "widgets/chunkmap/chunk_map.h"

namespace wr::gui {

class ChunkMapSource {
public:
    virtual ~ChunkMapSource() = default;
    virtual wr::Result<ChunkMap> read(wr::kv::KvStore& store, wr::ProgressSink& progress,
                                      wr::CancellationToken& cancel) = 0;

    // The adapter for a store whose capabilities name these value files, or
    // null for kNone.
    static std::unique_ptr<ChunkMapSource> forValueFiles(wr::kv::StoreCapabilities::ValueFiles files);
};

// The adapters (wrstorepp_chunk_source.cc, zdb_chunk_source.cc).
std::unique_ptr<ChunkMapSource> makeWrStorePPChunkSource();
std::unique_ptr<ChunkMapSource> makeZdbChunkSource();

}  // namespace wr::gui
