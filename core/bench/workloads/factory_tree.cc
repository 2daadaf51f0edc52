#include "bench/workloads/factory_tree.h"

#include <atomic>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

#include "registry/value_codec.h"
#include "util/clock.h"
#include "util/random.h"

namespace wr::reg {

namespace {

constexpr std::string_view kFactoryKey = "Factory";
constexpr std::string_view kWorkshopsKey = "Workshops";
constexpr std::string_view kEmployeesKey = "Employees";

// The values of one key, reused from key to key.
struct Values {
    std::vector<NamedValue> list;

    void set(size_t i, const char* name, uint32_t type, Bytes data) {
        list[i].name = name;
        list[i].type = type;
        list[i].data = std::move(data);
    }
    void text(size_t i, const char* name, const std::string& s) { set(i, name, REG_SZ, utf8ToUtf16le(s)); }
    void dword(size_t i, const char* name, int64_t v) {
        set(i, name, REG_DWORD, encodeDword(static_cast<uint32_t>(v)));
    }
    uint64_t rawBytes() const {
        uint64_t n = 0;
        for (const auto& v : list) n += v.name.size() + v.data.size();
        return n;
    }
};

// 003's InsertWorksop and InsertEmployees each make their own generator; so
// do these, one per workshop for its values and one for its employees.
Random workshopRandom(uint64_t seed, uint32_t workshop) { return Random(seed + 2 * uint64_t(workshop)); }
Random employeeRandom(uint64_t seed, uint32_t workshop) { return Random(seed + 2 * uint64_t(workshop) + 1); }

void workshopValues(uint64_t seed, uint32_t workshop, Values& out) {
    Random rnd = workshopRandom(seed, workshop);
    out.list.resize(3);
    out.text(0, "Code", "C" + std::to_string(workshop + 1));
    out.text(1, "Name", "Name" + std::to_string(rnd.range(1000000, 9999999)));
    out.dword(2, "WorkplaceCount", rnd.range(0, 100));
}

void employeeValues(Random& rnd, Values& out) {
    out.list.resize(6);
    out.text(0, "FirstName", "FN" + std::to_string(rnd.range(100000, 999999)));
    out.text(1, "LastName", "LN" + std::to_string(rnd.range(100000, 999999)));
    out.text(2, "Post", "P" + std::to_string(rnd.range(0, 9)));
    out.text(3, "Sex", rnd.coin() ? "F" : "M");
    out.text(4, "Age", std::to_string(rnd.range(18, 67)));
    out.dword(5, "Wage", rnd.range(1500, 3000));
}

// "Workshop0007": at least four digits, as 003's setw(4) << setfill('0').
std::string numbered(std::string_view prefix, uint32_t n) {
    std::string digits = std::to_string(n);
    if (digits.size() < 4) digits.insert(0, 4 - digits.size(), '0');
    return std::string(prefix) + digits;
}

Status setAll(Registry& registry, const Key& key, const Values& values) {
    for (const auto& v : values.list) WR_RETURN_IF_ERROR(registry.setValue(key, v.name, v.type, v.data));
    return Status::ok();
}

Status cancelled(const char* what, uint64_t done, uint32_t total) {
    return Status::cancelled(std::string("factory ") + what + " cancelled after " + std::to_string(done) + " of " +
                             std::to_string(total) + " workshops");
}

}  // namespace

std::string factoryWorkshopPath(uint32_t workshop) {
    return std::string(kFactoryKey) + "\\" + std::string(kWorkshopsKey) + "\\" + numbered("Workshop", workshop);
}

std::string factoryEmployeePath(uint32_t workshop, uint32_t employee) {
    return factoryWorkshopPath(workshop) + "\\" + std::string(kEmployeesKey) + "\\" + numbered("Employee", employee);
}

Result<FactoryTotals> insertFactory(Registry& registry, const Key& parent, const FactoryOptions& options,
                                    ProgressSink* progress, const CancellationToken* cancel) {
    std::atomic<uint32_t> nextWorkshop{0};
    std::atomic<uint64_t> done{0};
    std::atomic<uint64_t> rawBytes{0};
    std::mutex progressMutex;
    ProgressThrottle throttle(progress);
    const uint64_t started = monotonicNanos();
    auto report = [&](bool force) {
        std::lock_guard<std::mutex> guard(progressMutex);
        double seconds = double(monotonicNanos() - started) / 1e9;
        uint64_t n = done.load();
        throttle.report(Progress{"insert", n, options.workshops, seconds > 0 ? double(n) / seconds : 0}, force);
    };

    std::mutex errorMutex;
    Status firstError;
    auto worker = [&] {
        Values values;
        uint64_t bytes = 0;
        for (uint32_t w = nextWorkshop++; w < options.workshops; w = nextWorkshop++) {
            Status s = [&]() -> Status {
                WR_ASSIGN_OR_RETURN(Key workshop, registry.createKey(parent, factoryWorkshopPath(w)));
                workshopValues(options.seed, w, values);
                WR_RETURN_IF_ERROR(setAll(registry, workshop, values));
                bytes += values.rawBytes() + numbered("Workshop", w).size() +
                         (options.employees > 0 ? kEmployeesKey.size() : 0);
                Random rnd = employeeRandom(options.seed, w);
                for (uint32_t e = 0; e < options.employees; ++e) {
                    if (cancel != nullptr && e % 64 == 0 && cancel->isCancelled()) {
                        return cancelled("insert", done.load(), options.workshops);
                    }
                    std::string employeePath = factoryEmployeePath(w, e);
                    WR_ASSIGN_OR_RETURN(Key employee, registry.createKey(parent, employeePath));
                    employeeValues(rnd, values);
                    WR_RETURN_IF_ERROR(setAll(registry, employee, values));
                    bytes += values.rawBytes() + numbered("Employee", e).size();
                }
                return Status::ok();
            }();
            if (!s.isOk()) {
                std::lock_guard<std::mutex> guard(errorMutex);
                if (firstError.isOk()) firstError = s;
                nextWorkshop = options.workshops;  // the other threads stop too
                break;
            }
            ++done;
            report(false);
        }
        rawBytes += bytes;
    };

    uint32_t threads = std::max<uint32_t>(1, std::min(options.threads, std::max<uint32_t>(1, options.workshops)));
    if (threads == 1) {
        worker();
    } else {
        std::vector<std::thread> pool;
        for (uint32_t t = 0; t < threads; ++t) pool.emplace_back(worker);
        for (auto& th : pool) th.join();
    }
    report(true);
    if (!firstError.isOk()) return firstError;

    FactoryTotals totals;
    uint64_t w = options.workshops, e = options.employees;
    totals.keys = w == 0 ? 0 : 2 + w * (1 + (e > 0 ? 1 + e : 0));
    totals.values = w * 3 + w * e * 6;
    totals.nameAndDataBytes = rawBytes.load() + (w == 0 ? 0 : kFactoryKey.size() + kWorkshopsKey.size());
    return totals;
}

Status deleteFactory(Registry& registry, const Key& parent) { return registry.deleteTree(parent, kFactoryKey); }

Status verifyFactory(Registry& registry, const Key& parent, const FactoryOptions& options,
                     const CancellationToken* cancel) {
    Values expected;
    auto check = [&](const std::string& path) -> Status {
        WR_ASSIGN_OR_RETURN(Key key, registry.openKey(parent, path));
        WR_ASSIGN_OR_RETURN(auto actual, registry.listValues(key, 0, UINT32_MAX));
        bool same = actual.size() == expected.list.size();
        for (size_t i = 0; same && i < actual.size(); ++i) {
            same = actual[i].name == expected.list[i].name && actual[i].type == expected.list[i].type &&
                   actual[i].data == expected.list[i].data;
        }
        if (!same)
            return Status::corruption("the values of key '" + path + "' in " + registry.describe() +
                                      " differ from the Factory data");
        return Status::ok();
    };
    for (uint32_t w = 0; w < options.workshops; ++w) {
        if (cancel != nullptr && cancel->isCancelled()) return cancelled("verify", w, options.workshops);
        workshopValues(options.seed, w, expected);
        WR_RETURN_IF_ERROR(check(factoryWorkshopPath(w)));
        if (options.employees == 0) continue;
        std::string employeesPath = factoryWorkshopPath(w) + "\\" + std::string(kEmployeesKey);
        WR_ASSIGN_OR_RETURN(Key employees, registry.openKey(parent, employeesPath));
        WR_ASSIGN_OR_RETURN(KeyInfo info, registry.queryInfo(employees));
        if (info.subkeyCount != options.employees) {
            return Status::corruption("key '" + employeesPath + "' in " + registry.describe() + " has " +
                                      std::to_string(info.subkeyCount) + " employees, not " +
                                      std::to_string(options.employees));
        }
        Random rnd = employeeRandom(options.seed, w);
        for (uint32_t e = 0; e < options.employees; ++e) {
            employeeValues(rnd, expected);
            WR_RETURN_IF_ERROR(check(factoryEmployeePath(w, e)));
        }
    }
    return Status::ok();
}

}  // namespace wr::reg
