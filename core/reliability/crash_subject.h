// What the crash test writes to and reads back: a store the factory opens
// from its URI, or a bare hive ("hive:dir=/path;durability=sync|group|os"),
// whose pairs are values of one registry key and whose compaction is a
// checkpoint. Each subject says which crash points (util/crash_point.h) its
// engine passes and what a process kill may cost under its URI's settings.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "reliability/expected_state.h"
#include "stores/kv_store.h"

namespace wr::reliability {

class CrashSubject {
public:
    virtual ~CrashSubject() = default;

    // Opens (creating when missing) what `uri` names.
    static Result<std::unique_ptr<CrashSubject>> open(const kv::StoreUri& uri);
    // What a returned change survives when the process is killed, by the
    // engine's header for the URI's settings.
    static KillPromise killPromise(const kv::StoreUri& uri);
    // What a returned change survives when the power is cut; NotSupported
    // where the engine promises less than whole values or absent ones.
    static Result<KillPromise> powerLossPromise(const kv::StoreUri& uri);
    // The crash points' components (CrashPointInfo::component) the engine passes.
    static std::vector<std::string> crashComponents(const kv::StoreUri& uri);
    // The workload a subject takes: batches only where the engine has them.
    static WorkloadShape workloadShape(const kv::StoreUri& uri);

    virtual Status put(BytesView key, BytesView value) = 0;
    virtual Status remove(BytesView key) = 0;
    virtual Status write(const kv::WriteBatch& batch) = 0;
    // nullopt when the key is absent.
    virtual Result<std::optional<Bytes>> get(BytesView key) = 0;
    virtual Status flush() = 0;
    virtual Status compact() = 0;
    // The engine's own integrity check; OK where it has none.
    virtual Status check() = 0;
    virtual Status close() = 0;
};

}  // namespace wr::reliability
