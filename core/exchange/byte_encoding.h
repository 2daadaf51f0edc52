// ByteEncoding: how keys and values, which are arbitrary bytes, are written
// into the text formats of exchange files (CSV, JSON lines). Text keeps the
// bytes as they are when they are printable UTF-8; hex and base64 hold any
// bytes. A writer asked for text falls back to hex for bytes that are not
// text, and names the encoding it used beside each field, so that reading a
// file back always gives the exact bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "util/bytes.h"

namespace wr::exchange {

enum class ByteEncoding { kText, kHex, kBase64 };

// "text", "hex", "base64": the names files and command lines use.
std::string_view encodingName(ByteEncoding encoding);
std::optional<ByteEncoding> parseEncoding(std::string_view name);

// Valid UTF-8 without control characters other than tab, line feed and
// carriage return.
bool isText(BytesView bytes);

std::string toBase64(BytesView bytes);
// Inverse of toBase64 (padding required); nullopt on anything else.
std::optional<Bytes> fromBase64(std::string_view text);

struct EncodedBytes {
    ByteEncoding encoding = ByteEncoding::kText;
    std::string text;
};

// `bytes` in `preferred`, or in hex when text was preferred but they are not text.
EncodedBytes encodeBytes(BytesView bytes, ByteEncoding preferred);
// The encoding a key is written in when values are written in `values`:
// text when the key is text, else the values' byte encoding (hex for text).
ByteEncoding keyEncoding(BytesView key, ByteEncoding values);
std::optional<Bytes> decodeBytes(std::string_view text, ByteEncoding encoding);

}  // namespace wr::exchange
