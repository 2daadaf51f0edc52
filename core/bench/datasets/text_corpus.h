// English text for seed 002's compressible values. The paper cut them from
// 250 public-domain Gutenberg books (Sec. 4.3); we take real English prose
// that every Debian system ships: the licence texts of base-files in
// /usr/share/common-licenses, else the packages' /usr/share/doc/*/copyright
// files, else a file or directory the user names. Which source was used and
// the MD5 of its bytes go into every result, since compressible values are
// only reproducible from the same text.
#pragma once

#include <memory>
#include <string>

#include "util/result.h"

namespace wr::bench {

struct TextCorpus {
    std::string text;
    std::string source;  // "/usr/share/common-licenses (14 files)"
    std::string md5;     // of `text`
};

// At least this much text is needed, or slices would repeat too soon.
inline constexpr size_t kMinCorpusBytes = 64 * 1024;

// Loads (once per process and path) the text from `path`, a file or a
// directory of files, or, with an empty path, from the first of the system
// sources that holds enough. NotFound names every place looked at.
Result<std::shared_ptr<const TextCorpus>> loadTextCorpus(const std::string& path = {});

}  // namespace wr::bench
