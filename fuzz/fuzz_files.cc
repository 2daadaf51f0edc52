#include "fuzz_files.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "util/file.h"

namespace wr::fuzz {

namespace {

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz scratch files: %s\n", what.c_str());
    std::abort();
}

struct ScratchDirectory {
    std::filesystem::path path;
    ScratchDirectory() {
        path = std::filesystem::temp_directory_path() / ("wr-fuzz-" + std::to_string(::getpid()));
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
        if (!std::filesystem::create_directories(path, ec))
            fail("cannot create " + path.string() + ": " + ec.message());
    }
    ~ScratchDirectory() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

}  // namespace

const std::filesystem::path& scratchDirectory() {
    static ScratchDirectory directory;
    return directory.path;
}

void writeInput(const std::filesystem::path& path, BytesView data) {
    auto file = File::open(path, File::Mode::kTruncateReadWrite);
    if (!file) fail(file.status().message());
    Status written = file->writeAt(0, data);
    if (!written.isOk()) fail(written.message());
}

}  // namespace wr::fuzz
