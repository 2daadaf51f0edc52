#include "exchange/pair_writer.h"

#include <nlohmann/json.hpp>

namespace wr::exchange {

namespace {

void appendCsvField(std::string& out, std::string_view field) {
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
        out += field;
        return;
    }
    out.push_back('"');
    for (char c : field) {
        if (c == '"') out.push_back('"');
        out.push_back(c);
    }
    out.push_back('"');
}

}  // namespace

std::string PairWriter::header() const {
    return options_.format == PairFormat::kCsv ? "key,value,key_encoding,value_encoding\n" : std::string();
}

std::string PairWriter::record(BytesView key, BytesView value) const {
    const EncodedBytes k = encodeBytes(key, keyEncoding(key, options_.values));
    const EncodedBytes v = encodeBytes(value, options_.values);
    if (options_.format == PairFormat::kJsonLines) {
        const nlohmann::ordered_json object = {{"key", k.text},
                                               {"value", v.text},
                                               {"key_encoding", encodingName(k.encoding)},
                                               {"value_encoding", encodingName(v.encoding)}};
        return object.dump() + "\n";
    }
    std::string out;
    out.reserve(k.text.size() + v.text.size() + 16);
    appendCsvField(out, k.text);
    out.push_back(',');
    appendCsvField(out, v.text);
    out.push_back(',');
    out += encodingName(k.encoding);
    out.push_back(',');
    out += encodingName(v.encoding);
    out.push_back('\n');
    return out;
}

}  // namespace wr::exchange
