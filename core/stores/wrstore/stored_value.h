// How WR-Store keeps a value's bytes in registry value data (seed 000 Table 2:
// the value is the data attribute). The paper stores every value as REG_SZ; we
// keep that for text so a registry editor shows it, and use REG_BINARY for
// anything else, so every byte string comes back exactly:
//   valid UTF-8 without NUL  -> REG_SZ: UTF-16LE with a terminating NUL
//   anything else            -> REG_BINARY: the bytes as they are
// (UTF-8 -> UTF-16 -> UTF-8 is exact for valid UTF-8, which excludes
// surrogates and overlong forms; a NUL would end the text early.) Text goes
// through Registry::setValueText / queryValueText, so the embedded engine
// keeps ASCII text, the common case, one byte per character throughout.
#pragma once

#include <cstdint>

#include "registry/registry.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::kv::wrstore {

// Whether a value is kept as REG_SZ text (else REG_BINARY).
bool storedAsText(BytesView value);
// The original bytes. Corruption for types WR-Store never writes or REG_SZ
// data that is not exactly the UTF-16 form of some text; `key` is named in
// messages.
Result<Bytes> decodeStoredValue(reg::ValueText value, BytesView key);
Result<Bytes> decodeStoredValue(reg::ValueData value, BytesView key);

}  // namespace wr::kv::wrstore
