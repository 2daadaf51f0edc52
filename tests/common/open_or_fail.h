// Opening a store by URI in a test: the store, or nullptr after a warning
// that names the URI and why it did not open (so `QVERIFY(store)` failures
// say what went wrong).
#pragma once

#include <QtGlobal>

#include <memory>
#include <string>

#include "stores/store_factory.h"

namespace wr::test {

inline std::unique_ptr<kv::KvStore> openOrFail(const std::string& uri, const kv::OpenOptions& options = {}) {
    auto store = kv::openStore(uri, options);
    if (!store.isOk()) qWarning("open %s: %s", uri.c_str(), store.status().toString().c_str());
    return store.isOk() ? std::move(*store) : nullptr;
}

}  // namespace wr::test
