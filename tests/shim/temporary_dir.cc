#include "temporary_dir.h"

#include <cstdio>
#include <random>
#include <string>
#include <system_error>

namespace {

std::string randomSuffix() {
    static std::mt19937_64 generator{std::random_device{}()};
    static const char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string out(8, '0');
    for (char& c : out) c = kDigits[generator() % (sizeof(kDigits) - 1)];
    return out;
}

}  // namespace

QTemporaryDir::QTemporaryDir() {
    std::error_code ec;
    std::filesystem::path base = std::filesystem::temp_directory_path(ec);
    if (ec) {
        std::fprintf(stderr, "QTemporaryDir: no temporary directory: %s\n", ec.message().c_str());
        return;
    }
    // create_directory reports false for a name that exists: try another.
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::filesystem::path candidate = base / ("qtest-shim-" + randomSuffix());
        if (std::filesystem::create_directory(candidate, ec)) {
            path_ = candidate;
            return;
        }
        if (ec) break;
    }
    std::fprintf(stderr, "QTemporaryDir: cannot create a directory in %s: %s\n", base.string().c_str(),
                 ec ? ec.message().c_str() : "every name tried exists");
}

QTemporaryDir::~QTemporaryDir() {
    if (path_.empty()) return;
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
    if (ec) std::fprintf(stderr, "QTemporaryDir: cannot remove %s: %s\n", path_.string().c_str(), ec.message().c_str());
}

QString QTemporaryDir::path() const {
    std::u8string utf8 = path_.generic_u8string();
    return QString::fromStdString(std::string(utf8.begin(), utf8.end()));
}
