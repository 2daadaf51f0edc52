#include "util/json_string.h"

#include <cstdio>

namespace wr {

void appendJsonString(std::string& out, std::string_view s) {
    out.push_back('"');
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof(buf), "\\u%04x", u);
                out += buf;
            } else {
                out.push_back(c);
            }
        }
    }
    out.push_back('"');
}

std::string jsonString(std::string_view s) {
    std::string out;
    appendJsonString(out, s);
    return out;
}

}  // namespace wr
