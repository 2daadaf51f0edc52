#include "widgets/chunkmap/chunk_map_source.h"

namespace wr::gui {

std::unique_ptr<ChunkMapSource> ChunkMapSource::forScheme(const QString& scheme) {
    if (scheme == QLatin1String("wrstore++")) return makeWrStorePPChunkSource();
    if (scheme == QLatin1String("zdb")) return makeZdbChunkSource();
    return nullptr;
}

}  // namespace wr::gui
