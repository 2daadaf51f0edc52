#include "store_loader.h"

#include <chrono>
#include <cstdio>

#include "bench/datasets/data_set_catalog.h"
#include "stores/store_factory.h"

namespace wr::studio_bench {

Status loadDataSet(const LoadSpec& spec) {
    const auto& catalog = bench::dataSetCatalog();
    const auto info =
        std::find_if(catalog.begin(), catalog.end(), [&](const bench::DataSetInfo& i) { return i.id == spec.dataSet; });
    if (info == catalog.end()) return Status::invalidArgument("unknown data set '" + spec.dataSet + "'");
    const uint64_t keys = spec.keys != 0 ? spec.keys : info->paperCount;
    auto set = bench::makeDataSet(spec.dataSet, double(keys) / double(info->paperCount), spec.seed);
    if (!set) return set.status();
    auto opened = kv::openStore(spec.uri, kv::OpenOptions{false, true});
    if (!opened) return opened.status();
    kv::KvStore& store = **opened;

    const auto began = std::chrono::steady_clock::now();
    const uint64_t count = std::min(keys, (*set)->count());
    uint64_t reported = 0;
    kv::WriteBatch batch;
    for (uint64_t i = 0; i < count; ++i) {
        batch.put((*set)->key(i), (*set)->value(i, 0));
        if (batch.size() < spec.batch && i + 1 < count) continue;
        if (Status s = store.write(batch); !s.isOk()) return s;
        batch.clear();
        if (i + 1 - reported >= count / 20 || i + 1 == count) {
            reported = i + 1;
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
            std::fprintf(stderr, "loaded %llu of %llu keys in %.0f s\n", static_cast<unsigned long long>(reported),
                         static_cast<unsigned long long>(count), seconds);
        }
    }
    if (Status s = store.flush(); !s.isOk()) return s;
    return store.close();
}

}  // namespace wr::studio_bench
