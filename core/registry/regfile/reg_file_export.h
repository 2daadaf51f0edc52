// Exporting a registry tree to .reg text, as "regedit /e FILE KEY" does
// (seed 000 Sec. 7: export on one machine, import on another): the key, then
// each subkey depth-first, subkeys and values in enumeration order, in the
// format reg_file_writer.h describes.
#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "registry/regfile/reg_file_writer.h"
#include "registry/registry.h"
#include "util/cancellation.h"

namespace wr::reg {

struct RegExportOptions {
    RegFileFlavor flavor = RegFileFlavor::kUnicode;
    // The section name of the exported key itself, e.g. "HKEY_CURRENT_USER\kvs";
    // its subkeys follow as "HKEY_CURRENT_USER\kvs\00", ... Must not be empty.
    std::string keyName;
    const CancellationToken* cancel = nullptr;  // checked between keys
    ProgressSink* progress = nullptr;           // "export": keys written so far
};

// Receives the file's bytes in order, a piece at a time.
using ByteSink = std::function<Status(BytesView)>;

Status exportRegTree(Registry& registry, const Key& key, const RegExportOptions& options, const ByteSink& sink);

// Exports into `path`, replacing it only once the whole export succeeded
// (temporary file beside it, fsync, rename).
Status exportRegFile(Registry& registry, const Key& key, const RegExportOptions& options,
                     const std::filesystem::path& path);

}  // namespace wr::reg
