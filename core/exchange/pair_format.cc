#include "exchange/pair_format.h"

namespace wr::exchange {

std::string_view formatName(PairFormat format) { return format == PairFormat::kCsv ? "csv" : "jsonl"; }

std::optional<PairFormat> parseFormat(std::string_view name) {
    if (name == "csv") return PairFormat::kCsv;
    if (name == "jsonl") return PairFormat::kJsonLines;
    return std::nullopt;
}

}  // namespace wr::exchange
