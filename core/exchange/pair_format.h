// PairFormat: the two exchange formats of key-value pairs that wrctl kv
// export/import and the GUI's export and import share (docs/gui.md
// "Exchange files"):
//   CSV          RFC 4180 with a header row "key,value,key_encoding,value_encoding";
//                fields quoted when they hold a comma, a quote or a line break
//   JSON lines   one object per line: {"key":..,"value":..,"key_encoding":..,"value_encoding":..}
// The encodings are "text", "hex" or "base64" (byte_encoding.h). Readers also
// take files without the encoding columns or members: their fields are text.
#pragma once

#include <optional>
#include <string_view>

namespace wr::exchange {

enum class PairFormat { kCsv, kJsonLines };

// "csv", "jsonl": the names command lines use; also the files' usual extensions.
std::string_view formatName(PairFormat format);
std::optional<PairFormat> parseFormat(std::string_view name);

}  // namespace wr::exchange
