// Importing a parsed .reg file into a Registry, as "regedit /s FILE" does
// (seed 000 Sec. 7), under a base key chosen by the caller.
//
// The operations run in file order: [key] creates the key and every missing
// key above it, [-key] deletes the key and everything below it, "name"=data
// sets a value, "name"=- deletes one; deleting what does not exist is no
// error, as in regedit.
//
// Every path is mapped and checked before the first change (the reader has
// already checked the syntax and the name limits), so a file that does not
// fit changes nothing. A failure of the registry itself part-way (a full
// disk, a read-only hive) stops the import at that line; the operations
// before it stay applied, as they do with regedit, and the error says where.
#pragma once

#include "registry/regfile/reg_file.h"
#include "registry/regfile/reg_file_paths.h"
#include "registry/registry.h"
#include "util/cancellation.h"

namespace wr::reg {

struct RegImportOptions {
    RegPathMapping mapping;
    CancellationToken* cancel = nullptr;  // checked between operations
    ProgressSink* progress = nullptr;     // "import": operations done of the file's total
};

Status applyRegFile(Registry& registry, const Key& base, const RegFile& file, const RegImportOptions& options);

}  // namespace wr::reg
