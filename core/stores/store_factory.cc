#include "stores/store_factory.h"

#include <functional>

namespace wr::kv {

namespace {

using Opener = std::function<Result<std::unique_ptr<KvStore>>(const StoreUri&, const OpenOptions&)>;

struct Engine {
    SchemeInfo info;
    Opener open;
};

// Every engine this build knows, one line each.
const std::vector<Engine>& engines() {
    static const std::vector<Engine> list = {
    };
    return list;
}

}  // namespace

const std::vector<SchemeInfo>& knownSchemes() {
    static const std::vector<SchemeInfo> infos = [] {
        std::vector<SchemeInfo> out;
        for (const auto& e : engines()) out.push_back(e.info);
        return out;
    }();
    return infos;
}

Result<std::unique_ptr<KvStore>> openStore(const StoreUri& uri, const OpenOptions& options) {
    for (const auto& e : engines()) {
        if (e.info.scheme == uri.scheme()) return e.open(uri, options);
    }
    std::string list;
    for (const auto& e : engines()) list += (list.empty() ? "" : ", ") + e.info.scheme;
    return Status::invalidArgument("unknown store scheme '" + uri.scheme() + "' (known: " + list + ")");
}

Result<std::unique_ptr<KvStore>> openStore(std::string_view uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(StoreUri parsed, StoreUri::parse(uri));
    return openStore(parsed, options);
}

}  // namespace wr::kv
