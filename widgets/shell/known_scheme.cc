#include "widgets/shell/known_scheme.h"

namespace wr::gui {

const wr::kv::SchemeInfo* knownScheme(std::string_view scheme) {
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        if (info.scheme == scheme) return &info;
    }
    return nullptr;
}

bool isServerScheme(std::string_view scheme) {
    const wr::kv::SchemeInfo* info = knownScheme(scheme);
    return info != nullptr && info->server;
}

}  // namespace wr::gui
