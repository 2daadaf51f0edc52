// The Redis Cluster key-to-slot function, as the cluster specification defines
// it: CRC16 (XMODEM: polynomial 0x1021, initial value 0, no reflection) of the
// key modulo 16,384. When the key holds a hash tag, a "{" followed later by a
// "}" with at least one byte between them, only the bytes between the first
// "{" and the first "}" after it are hashed, so that keys sharing a tag share a
// slot; an empty tag "{}" does not count and the whole key is hashed.
#pragma once

#include <cstdint>

#include "util/bytes.h"

namespace wr::kv::redis {

inline constexpr int kClusterSlots = 16384;

// CRC16-XMODEM of the bytes; crc16("123456789") is 0x31C3.
uint16_t crc16(BytesView bytes);

// The hash slot of a key, 0 to 16,383.
int keySlot(BytesView key);

}  // namespace wr::kv::redis
