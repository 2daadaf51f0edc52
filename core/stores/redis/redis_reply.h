// One reply of a Redis server, copied out of hiredis's reply object so that it
// outlives the connection: a bulk or status string, an integer, an array of
// replies, nil, or an error ("MOVED 3999 127.0.0.1:7002", "WRONGPASS ...").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/bytes.h"

namespace wr::kv::redis {

struct RedisReply {
    enum class Type { kString, kStatus, kInteger, kArray, kNil, kError };

    Type type = Type::kNil;
    Bytes text;  // the bytes of a string, a status or an error
    int64_t integer = 0;
    std::vector<RedisReply> elements;

    bool isError() const { return type == Type::kError; }
    bool isNil() const { return type == Type::kNil; }
    // True for an error whose first word is `code` ("MOVED", "ASK", "TRYAGAIN").
    bool isErrorCode(std::string_view code) const {
        return isError() && text.compare(0, code.size(), code) == 0 &&
               (text.size() == code.size() || text[code.size()] == ' ');
    }
};

using RedisCommand = std::vector<Bytes>;  // the command's name and arguments

}  // namespace wr::kv::redis
