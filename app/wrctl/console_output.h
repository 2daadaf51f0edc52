// How wrctl's commands print: text padded into columns, compact JSON for
// --json, and the progress of long operations on stderr.
#pragma once

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>

#include "util/cancellation.h"

namespace wr::cli {

// `text` followed by spaces up to `width`, or by one space when it is longer.
std::string padded(const std::string& text, size_t width);

// Insertion order kept, integers exact to 64 bits.
using Json = nlohmann::ordered_json;

// `value` as compact JSON on one line; bytes that are not UTF-8 become U+FFFD.
std::string jsonText(const Json& value);

// One line per report on stderr, at most one per `interval`: enough to
// watch, little to log.
class StderrProgress : public ProgressSink {
public:
    explicit StderrProgress(std::chrono::milliseconds interval = std::chrono::milliseconds(1000))
        : throttle_(&printer_, interval) {}
    void onProgress(const Progress& p) override { throttle_.report(p); }

private:
    class Printer : public ProgressSink {
    public:
        void onProgress(const Progress& p) override;
    };
    Printer printer_;
    ProgressThrottle throttle_;
};

}  // namespace wr::cli
