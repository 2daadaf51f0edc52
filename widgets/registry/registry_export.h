// Exporting a registry key with everything below it, on the session's worker:
// as a .reg file (reg_file_export.h, what regedit reads back), or as one row
// per value in CSV or JSON for other tools. Rows are key path (relative to the
// exported key's parent, so the key's own name leads), value name ("" for the
// default value), type name and data: text for the string types (the strings
// of a REG_MULTI_SZ joined by newlines in CSV, an array in JSON), numbers for
// REG_DWORD and REG_QWORD, lower-case hex for everything else.
#pragma once

#include <QString>

#include "registry/registry.h"
#include "util/cancellation.h"

namespace wr::gui {

enum class ExportFormat { Reg, Csv, Json };

struct ExportRequest {
    QString keyPath;  // "" is the root key
    QString file;
    ExportFormat format = ExportFormat::Reg;
    // The .reg section name of the exported key's root: "HKEY_CURRENT_USER".
    QString rootName;
};

struct ExportResult {
    quint64 keys = 0;
    quint64 values = 0;  // CSV and JSON only; a .reg export counts keys
};

// Writes the export into request.file, replacing it only once the whole
// export succeeded; `result` receives what it wrote.
wr::Status exportRegistryKey(wr::reg::Registry& registry, const ExportRequest& request, wr::ProgressSink* progress,
                             wr::CancellationToken* cancel, ExportResult* result);

}  // namespace wr::gui
