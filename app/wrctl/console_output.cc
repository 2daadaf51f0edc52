#include "console_output.h"

#include <iostream>

namespace wr::cli {

std::string padded(const std::string& text, size_t width) {
    return text.size() >= width ? text + " " : text + std::string(width - text.size(), ' ');
}

std::string jsonText(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

void StderrProgress::Printer::onProgress(const Progress& p) {
    std::cerr << p.phase << "  " << p.done;
    if (p.total > 0) std::cerr << "/" << p.total;
    if (p.rate > 0) std::cerr << "  " << static_cast<uint64_t>(p.rate) << " ops/s";
    std::cerr << "\n";
}

}  // namespace wr::cli
