#include "standard_input.h"

#include <windows.h>

#include <algorithm>
#include <string>

namespace wr::cli {

std::optional<uint64_t> standardInputFileBytes() {
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    if (in == nullptr || in == INVALID_HANDLE_VALUE || GetFileType(in) != FILE_TYPE_DISK) return std::nullopt;
    LARGE_INTEGER size{};
    LARGE_INTEGER at{};
    if (!GetFileSizeEx(in, &size) || !SetFilePointerEx(in, LARGE_INTEGER{}, &at, FILE_CURRENT)) return std::nullopt;
    return static_cast<uint64_t>(size.QuadPart - std::min(at.QuadPart, size.QuadPart));
}

Result<size_t> readStandardInput(char* out, size_t n) {
    DWORD got = 0;
    const auto count = static_cast<DWORD>(std::min<size_t>(n, DWORD{1} << 30));
    if (ReadFile(GetStdHandle(STD_INPUT_HANDLE), out, count, &got, nullptr)) return size_t{got};
    // A pipe whose writer is done reports that as an error: it is the end.
    if (DWORD err = GetLastError(); err == ERROR_BROKEN_PIPE || err == ERROR_HANDLE_EOF) return size_t{0};
    return Status::ioError("cannot read standard input: Windows error " + std::to_string(GetLastError()));
}

}  // namespace wr::cli
