// checkEndpoints: a migration never reads and writes the same store, and never
// writes a target inside its source's directory (or the other way round,
// where the load would grow what the scan is reading).
#include "migrate/migration.h"
#include "stores/store_places.h"

namespace wr::migrate {

Status checkEndpoints(const kv::StoreUri& source, const kv::StoreUri& target) {
    WR_ASSIGN_OR_RETURN(std::vector<kv::StorePlace> sourcePlaces, kv::storePlaces(source));
    WR_ASSIGN_OR_RETURN(std::vector<kv::StorePlace> targetPlaces, kv::storePlaces(target));
    for (const kv::StorePlace& from : sourcePlaces) {
        for (const kv::StorePlace& to : targetPlaces) {
            std::string overlap = kv::placesOverlap(to, from);
            if (overlap.empty()) continue;
            std::string where = to.path.string() + (to.database.empty() ? "" : " (database " + to.database + ")");
            return Status::invalidArgument("the target and the source are " + overlap + ": " + where +
                                           "; choose a target elsewhere");
        }
    }
    return Status::ok();
}

}  // namespace wr::migrate
