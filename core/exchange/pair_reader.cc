#include "exchange/pair_reader.h"

#include <nlohmann/json.hpp>

#include "exchange/byte_encoding.h"

namespace wr::exchange {

namespace {

// Fills record.key and record.value from their text and encoding names, or
// says in record.problem why it cannot.
void decodeFields(PairRecord& record, std::string_view key, std::string_view keyEncoding, std::string_view value,
                  std::string_view valueEncoding) {
    auto decode = [&](std::string_view text, std::string_view encodingText, const char* what, Bytes& out) {
        const auto encoding = parseEncoding(encodingText.empty() ? "text" : encodingText);
        if (!encoding) {
            record.problem =
                std::string(what) + " encoding '" + std::string(encodingText) + "' is none of text, hex, base64";
            return false;
        }
        auto bytes = decodeBytes(text, *encoding);
        if (!bytes) {
            record.problem = std::string(what) + " is not valid " + std::string(encodingName(*encoding));
            return false;
        }
        out = std::move(*bytes);
        return true;
    };
    if (decode(key, keyEncoding, "the key", record.key)) decode(value, valueEncoding, "the value", record.value);
}

}  // namespace

Result<std::optional<PairRecord>> PairReader::next() {
    return format_ == PairFormat::kCsv ? nextCsv() : nextJsonLine();
}

Result<std::optional<std::vector<std::string>>> PairReader::csvRow(uint64_t& startLine) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;    // inside a quoted field
    bool anything = false;  // the row has a character
    startLine = line_;
    int c = 0;
    while ((c = in_.get()) != std::char_traits<char>::eof()) {
        const char ch = char(c);
        if (quoted) {
            if (ch == '"') {
                if (in_.peek() == '"') {
                    in_.get();
                    field.push_back('"');
                } else {
                    quoted = false;
                }
                continue;
            }
            if (ch == '\n') ++line_;
            field.push_back(ch);
            continue;
        }
        if (ch == '\r' && in_.peek() == '\n') continue;
        if (ch == '\n') {
            ++line_;
            if (!anything) {
                startLine = line_;  // blank lines are skipped
                continue;
            }
            fields.push_back(std::move(field));
            return std::optional(std::move(fields));
        }
        anything = true;
        if (ch == '"' && field.empty()) {
            quoted = true;
        } else if (ch == ',') {
            fields.push_back(std::exchange(field, {}));
        } else {
            field.push_back(ch);
        }
    }
    if (in_.bad()) return Status::ioError("cannot read the file at line " + std::to_string(line_));
    if (quoted) {
        return Status::invalidArgument("line " + std::to_string(startLine) + ": a quoted field is never closed");
    }
    if (!anything) return std::optional<std::vector<std::string>>();
    fields.push_back(std::move(field));
    return std::optional(std::move(fields));
}

Status PairReader::readCsvHeader() {
    uint64_t start = 0;
    WR_ASSIGN_OR_RETURN(auto header, csvRow(start));
    if (!header) return Status::invalidArgument("the file is empty: a CSV file starts with a key,value header");
    columns_ = header->size();
    for (size_t i = 0; i < header->size(); ++i) {
        const std::string& name = (*header)[i];
        int* column = name == "key"              ? &keyColumn_
                      : name == "value"          ? &valueColumn_
                      : name == "key_encoding"   ? &keyEncodingColumn_
                      : name == "value_encoding" ? &valueEncodingColumn_
                                                 : nullptr;
        if (column != nullptr) *column = int(i);
    }
    if (keyColumn_ < 0 || valueColumn_ < 0) {
        return Status::invalidArgument("line " + std::to_string(start) +
                                       ": the CSV header names no \"key\" and \"value\" columns");
    }
    headerRead_ = true;
    return Status::ok();
}

Result<std::optional<PairRecord>> PairReader::nextCsv() {
    if (!headerRead_) WR_RETURN_IF_ERROR(readCsvHeader());
    PairRecord record;
    WR_ASSIGN_OR_RETURN(auto row, csvRow(record.line));
    if (!row) return std::optional<PairRecord>();
    if (row->size() != columns_) {
        record.problem =
            "expected " + std::to_string(columns_) + " fields as in the header, found " + std::to_string(row->size());
        return std::optional(std::move(record));
    }
    auto column = [&](int index) -> std::string_view { return index < 0 ? std::string_view() : (*row)[index]; };
    decodeFields(record, column(keyColumn_), column(keyEncodingColumn_), column(valueColumn_),
                 column(valueEncodingColumn_));
    return std::optional(std::move(record));
}

Result<std::optional<PairRecord>> PairReader::nextJsonLine() {
    std::string text;
    while (true) {
        if (!std::getline(in_, text)) {
            if (in_.bad()) return Status::ioError("cannot read the file at line " + std::to_string(line_));
            return std::optional<PairRecord>();
        }
        ++line_;
        if (text.find_first_not_of(" \t\r") != std::string::npos) break;
    }
    PairRecord record;
    record.line = line_ - 1;
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        record.problem = "not a JSON object";
        return std::optional(std::move(record));
    }
    auto member = [&](const char* name, bool required, std::string_view& out) {
        const auto it = json.find(name);
        if (it == json.end() && !required) return true;
        if (it == json.end() || !it->is_string()) {
            record.problem = std::string("\"") + name + "\" is " + (it == json.end() ? "missing" : "not a string");
            return false;
        }
        out = it->get_ref<const std::string&>();
        return true;
    };
    std::string_view key, value, keyEncoding, valueEncoding;
    if (member("key", true, key) && member("value", true, value) && member("key_encoding", false, keyEncoding) &&
        member("value_encoding", false, valueEncoding)) {
        decodeFields(record, key, keyEncoding, value, valueEncoding);
    }
    return std::optional(std::move(record));
}

}  // namespace wr::exchange
