#include "stores/redis/redis_slot.h"

#include <array>

namespace wr::kv::redis {

namespace {

constexpr std::array<uint16_t, 256> makeCrc16Table() {
    std::array<uint16_t, 256> table{};
    for (int byte = 0; byte < 256; ++byte) {
        uint16_t crc = static_cast<uint16_t>(byte << 8);
        for (int bit = 0; bit < 8; ++bit) {
            crc = static_cast<uint16_t>((crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1);
        }
        table[static_cast<size_t>(byte)] = crc;
    }
    return table;
}

constexpr std::array<uint16_t, 256> kCrc16Table = makeCrc16Table();

}  // namespace

uint16_t crc16(BytesView bytes) {
    uint16_t crc = 0;
    for (char c : bytes) {
        const auto index = static_cast<uint8_t>((crc >> 8) ^ static_cast<uint8_t>(c));
        crc = static_cast<uint16_t>((crc << 8) ^ kCrc16Table[index]);
    }
    return crc;
}

int keySlot(BytesView key) {
    const size_t open = key.find('{');
    if (open != BytesView::npos) {
        const size_t close = key.find('}', open + 1);
        if (close != BytesView::npos && close > open + 1) key = key.substr(open + 1, close - open - 1);
    }
    return crc16(key) % kClusterSlots;
}

}  // namespace wr::kv::redis
