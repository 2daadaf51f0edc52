// Pairs for the dump tests: every awkward byte a dump format must carry
// (NUL, 0xFF, backslashes, line breaks, the text formats' own separators,
// empty keys and values, every byte value), and helpers to write them to a
// dump and read a dump back whole.
#pragma once

#include <QtGlobal>

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "exchange/dump_format.h"

namespace wr::test {

using PairMap = std::map<std::string, std::string>;

inline PairMap awkwardPairs(bool withEmptyKey) {
    PairMap pairs;
    std::string everyByte;
    for (int b = 0; b < 256; ++b) everyByte.push_back(static_cast<char>(b));
    pairs[everyByte] = std::string(everyByte.rbegin(), everyByte.rend());
    pairs[std::string("\0\xff", 2)] = std::string("\xff\0", 2);
    pairs["plain"] = "";
    pairs[" leading space"] = "trailing space ";
    pairs["back\\slash"] = "\\\\x41 \\ff";
    pairs["line\nbreak\r\n"] = "DATA=END\nHEADER=END";
    pairs["0x41 ==> 0x42"] = " ==> ";
    pairs["Keys in range: 1"] = "VERSION=3";
    std::string large(300000, '\0');
    for (size_t i = 0; i < large.size(); ++i) large[i] = static_cast<char>((i * 131 + i / 7) & 0xff);
    pairs["large"] = large;
    // Larger than a reader's buffer: read past it in pieces.
    pairs["huge"] = std::string(2500000, '\x5c') + large;
    if (withEmptyKey) pairs[""] = "the empty key";
    return pairs;
}

inline bool writeDump(const std::filesystem::path& path, exchange::DumpFormat format, const PairMap& pairs) {
    auto writer = exchange::DumpFileWriter::create(path, format);
    if (!writer) {
        qWarning("create %s: %s", path.c_str(), writer.status().toString().c_str());
        return false;
    }
    for (const auto& [key, value] : pairs) {
        if (Status s = (*writer)->add(key, value); !s.isOk()) {
            qWarning("add: %s", s.toString().c_str());
            return false;
        }
    }
    auto size = (*writer)->finish();
    if (!size) qWarning("finish: %s", size.status().toString().c_str());
    return size.isOk();
}

// Every pair of the dump; the error when the file cannot be read to its end.
inline Result<PairMap> readDump(const std::filesystem::path& path,
                                std::optional<exchange::DumpFormat> format = std::nullopt) {
    WR_ASSIGN_OR_RETURN(auto reader, exchange::DumpFileReader::open(path, format));
    PairMap pairs;
    Bytes key;
    Bytes value;
    while (true) {
        WR_ASSIGN_OR_RETURN(bool more, reader->next(key, value));
        if (!more) return pairs;
        pairs[key] = value;
    }
}

}  // namespace wr::test
