#include "migrate/migration_checkpoint.h"

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "stores/store_places.h"
#include "util/file.h"
#include "util/state_home.h"

namespace wr::migrate {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

constexpr const char* kCheckpointFile = "checkpoint.json";
// The longest part of a placeless target's URI kept in its directory's name.
constexpr size_t kNameChars = 80;

// A file name for a URI: its text with every character but letters, digits,
// '.' and '-' made '_', cut short, and its FNV-1a hash, so that two URIs
// never share a name and the same URI always gets the same one.
std::string uriFileName(const std::string& uri) {
    std::string name;
    uint32_t hash = 2166136261u;
    for (char c : uri) {
        hash = (hash ^ static_cast<uint8_t>(c)) * 16777619u;
        const bool keep =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
        if (name.size() < kNameChars) name.push_back(keep ? c : '_');
    }
    char suffix[16];
    std::snprintf(suffix, sizeof(suffix), "-%08x", hash);
    return name + suffix;
}

}  // namespace

Result<fs::path> defaultWorkDirectory(const kv::StoreUri& target) {
    WR_ASSIGN_OR_RETURN(std::vector<kv::StorePlace> places, kv::storePlaces(target));
    if (places.empty()) return userStateHome() / "wr-studio/migrations" / uriFileName(target.toString());
    const kv::StorePlace& first = places.front();
    fs::path place = fs::absolute(first.path).lexically_normal();
    if (!place.has_filename()) place = place.parent_path();
    std::string name = place.filename().string() + (first.database.empty() ? "" : "-" + first.database);
    return place.parent_path() / (name + ".migration");
}

Result<std::optional<MigrationCheckpoint>> readCheckpoint(const fs::path& workDirectory) {
    const fs::path path = workDirectory / kCheckpointFile;
    std::error_code ec;
    if (!fs::exists(path, ec)) return std::optional<MigrationCheckpoint>();
    WR_ASSIGN_OR_RETURN(Bytes text, readWholeFile(path));
    Json json = Json::parse(text, nullptr, false);
    auto bad = [&](const std::string& why) {
        return Status::corruption("the migration checkpoint " + path.string() + " " + why +
                                  "; delete it to start the migration again");
    };
    if (json.is_discarded() || !json.is_object()) return bad("is not JSON");
    const Json& version = json.contains("version") ? json["version"] : Json();
    if (!version.is_number_unsigned()) return bad("has no version");
    if (version.get<uint64_t>() > kCheckpointFormat.current) {
        return formatTooNew(kCheckpointFormat, path.string(), version.get<uint64_t>());
    }
    if (version.get<uint64_t>() != kCheckpointFormat.current) return bad("has an unknown version");
    MigrationCheckpoint checkpoint;
    try {
        checkpoint.sourceUri = json.at("source").get<std::string>();
        checkpoint.targetUri = json.at("target").get<std::string>();
        auto method = parseMethod(json.at("method").get<std::string>());
        auto policy = parseConflictPolicy(json.at("on_conflict").get<std::string>());
        auto lastKey = fromHex(json.at("last_key_hex").get<std::string>());
        if (!method || !policy || !lastKey) return bad("names an unknown method or policy, or a bad key");
        checkpoint.method = *method;
        checkpoint.policy = *policy;
        checkpoint.lastKey = *lastKey;
        checkpoint.targetWasEmpty = json.at("target_was_empty").get<bool>();
        checkpoint.bulk = json.at("bulk").get<bool>();
        checkpoint.pairs = json.at("pairs").get<uint64_t>();
        checkpoint.bytes = json.at("bytes").get<uint64_t>();
        checkpoint.totals.written = json.at("written").get<uint64_t>();
        checkpoint.totals.keptExisting = json.at("kept_existing").get<uint64_t>();
        checkpoint.totals.streamed = json.at("streamed").get<uint64_t>();
        checkpoint.totals.skipped = json.at("skipped").get<uint64_t>();
        for (const Json& skipped : json.at("skipped_pairs")) {
            auto key = fromHex(skipped.at("key_hex").get<std::string>());
            if (!key) return bad("holds a bad skipped key");
            checkpoint.totals.skippedPairs.push_back({*key, skipped.at("reason").get<std::string>()});
        }
    } catch (const Json::exception& e) {
        return bad(std::string("is incomplete (") + e.what() + ")");
    }
    return std::optional<MigrationCheckpoint>(std::move(checkpoint));
}

Status writeCheckpoint(const fs::path& workDirectory, const MigrationCheckpoint& checkpoint) {
    Json skipped = Json::array();
    for (const SkippedPair& pair : checkpoint.totals.skippedPairs) {
        skipped.push_back({{"key_hex", toHex(pair.key)}, {"reason", pair.reason}});
    }
    Json json = {{"version", kCheckpointFormat.current},
                 {"source", checkpoint.sourceUri},
                 {"target", checkpoint.targetUri},
                 {"method", methodName(checkpoint.method)},
                 {"on_conflict", conflictPolicyName(checkpoint.policy)},
                 {"target_was_empty", checkpoint.targetWasEmpty},
                 {"bulk", checkpoint.bulk},
                 {"pairs", checkpoint.pairs},
                 {"bytes", checkpoint.bytes},
                 {"last_key_hex", toHex(checkpoint.lastKey)},
                 {"written", checkpoint.totals.written},
                 {"kept_existing", checkpoint.totals.keptExisting},
                 {"streamed", checkpoint.totals.streamed},
                 {"skipped", checkpoint.totals.skipped},
                 {"skipped_pairs", skipped}};
    WR_RETURN_IF_ERROR(createDirectories(workDirectory));
    return writeFileAtomically(workDirectory / kCheckpointFile, json.dump(2) + "\n");
}

}  // namespace wr::migrate
