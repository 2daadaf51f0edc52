// Fuzz target: the .reg reader (reg_file_reader.h), the whole path a file
// takes from bytes to a RegFile: encoding detection (UTF-16LE with its
// byte-order mark, UTF-8, Windows-1252), line splitting and every value form.
// Seeds: the files RegFileWriter writes in each flavor.
#include <cstddef>
#include <cstdint>

#include "registry/regfile/reg_file_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    wr::BytesView file(reinterpret_cast<const char*>(data), size);
    int errorLine = 0;
    (void)wr::reg::parseRegFile(file, "fuzz.reg", &errorLine);
    return 0;
}
