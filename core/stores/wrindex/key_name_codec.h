// The value-name encoding of WR-Store keys (seed 000 Table 2: a pair's key is
// the name of a registry value). Keys are arbitrary bytes, but value names are
// text that the registry compares case-insensitively and limits to 16,383
// characters, so a key is stored under an encoded name:
//
//   name      = body [ "%^" signature ]
//   body      = one token per key byte, in order:
//                 a printable ASCII byte (0x20..0x7E) other than '%'  -> itself
//                 any other byte (NUL, controls, '%', DEL, >= 0x80)   -> "%XX",
//                 XX its value in two upper-case hex digits
//   signature = present only when the key holds an upper-case ASCII letter:
//               the key's ASCII letters in order, four per hex digit (the first
//               letter of a group is the digit's bit 8, the last its bit 1), a
//               bit set for an upper-case letter; upper-case hex digits,
//               trailing zero digits dropped.
//
// Examples: "792479" -> "792479", "user:42" -> "user:42", "Hello" ->
// "Hello%^8", "HELLO" -> "HELLO%^F8", "a%b" -> "a%25b", "\0\xff" -> "%00%FF".
//
// Why it is injective even under the registry's case-insensitive comparison:
// fold(name) = fold(body) + "%^" + fold(signature). In a body a '%' is always
// followed by two hex digits, never by '^', so the first "%^" (if any) marks
// where the signature starts. Tokens of the folded body give back every key
// byte exactly except the letter case of ASCII letters ("%XX" escapes decode
// the same in either case; only ASCII letters fold, and only ASCII is written).
// The signature, whose hex digits fold harmlessly, restores those cases. So
// fold(name) determines the key: two distinct keys never share a name, whatever
// case the registry ignores. tests/wrstore checks this exhaustively over a
// small alphabet and on random binary keys.
//
// Ordinary keys (digits, lower-case words, punctuation) stay readable in a
// registry editor exactly as written; keys with capitals stay readable with a
// short suffix. Version 1 of the encoding; the version is recorded in each
// store's database key.
#pragma once

#include <cstdint>
#include <string>

#include "util/bytes.h"
#include "util/format_version.h"
#include "util/result.h"

namespace wr::kv::wrstore {

// Recorded as the database key's WR_NameEncoding value.
inline constexpr FormatVersion kKeyNameEncoding{"WR-Store key-name encoding", 1, 1};

// Writes the value name of `key` into `out` (replacing its contents, so a
// caller can reuse one buffer). LimitExceeded, naming the key and the lengths,
// when the name would pass the registry's 16,383-character limit.
Status encodeKeyName(BytesView key, std::string& out);
// encodeKeyName into a buffer of the calling thread, for the hot path: the
// view stays valid until the thread's next call.
Result<std::string_view> encodeKeyNameScratch(BytesView key);
// The key a value name stands for. Corruption unless `name` is exactly what
// encodeKeyName produces for some key (a value no WR-Store wrote).
Result<Bytes> decodeKeyName(std::string_view name);

}  // namespace wr::kv::wrstore
