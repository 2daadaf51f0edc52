// MigrationChoices: what the migration wizard's pages have chosen so far —
// the source and target stores, the migrator's options, the plan the
// preview found and the report of the run — held by the wizard and filled
// in page by page.
#pragma once

#include <optional>

#include "migrate/migration.h"
#include "stores/store_uri.h"

namespace wr::gui {

struct MigrationChoices {
    wr::kv::StoreUri source;
    wr::kv::StoreUri target;
    wr::migrate::MigrationOptions options;
    std::optional<wr::migrate::MigrationPlan> plan;
    std::optional<wr::migrate::MigrationReport> report;
};

}  // namespace wr::gui
