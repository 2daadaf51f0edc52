// Seed 003's workload ("Windows registry performance in multithreading") on
// the abstract Registry API:
//
//   Factory\Workshops\WorkshopNNNN          Code, Name (REG_SZ), WorkplaceCount (REG_DWORD)
//     \Employees\EmployeeNNNN               FirstName, LastName, Post, Sex, Age (REG_SZ),
//                                           Wage (REG_DWORD)
//
// Numbers are four digits from 0000, as 003's setw(4) prints them. The values
// are drawn the way 003's program draws them (FirstName "FN" + 100000..999999,
// Post "P" + 0..9, Age 18..67, Wage 1500..3000, ...), but from wr::Random
// seeded per workshop, so a run is reproducible and the multi-threaded insert
// writes exactly what the single-threaded one does. REG_SZ data is UTF-16LE
// without a terminator, as 003 passes s.size() * sizeof(wchar_t) bytes.
// Every key is created from the parent handle by its full path, one
// RegCreateKey per key as in 003.
#pragma once

#include <cstdint>
#include <string>

#include "registry/registry.h"
#include "util/cancellation.h"

namespace wr::reg {

struct FactoryOptions {
    uint32_t workshops = 1000;
    uint32_t employees = 1000;  // per workshop
    uint32_t threads = 1;       // above 1, the threads take workshops in turn
    uint64_t seed = 3;
};

// What an insert wrote.
struct FactoryTotals {
    uint64_t keys = 0;
    uint64_t values = 0;
    uint64_t nameAndDataBytes = 0;  // names of keys and values plus data, as statistics() counts them
};

std::string factoryWorkshopPath(uint32_t workshop);                     // "Factory\\Workshops\\Workshop0007"
std::string factoryEmployeePath(uint32_t workshop, uint32_t employee);  // "...\\Employees\\Employee0012"

// Creates the tree under `parent`. Progress counts workshops; a cancelled
// insert stops within a workshop and returns Cancelled, leaving the
// registry consistent with what was inserted so far.
Result<FactoryTotals> insertFactory(Registry& registry, const Key& parent, const FactoryOptions& options,
                                    ProgressSink* progress = nullptr, const CancellationToken* cancel = nullptr);
// Deletes parent\Factory and everything below it (003's DeleteDatabase).
Status deleteFactory(Registry& registry, const Key& parent);
// Checks every key and value insertFactory writes, in enumeration order and
// byte for byte; the first difference is a Corruption error naming the key.
Status verifyFactory(Registry& registry, const Key& parent, const FactoryOptions& options,
                     const CancellationToken* cancel = nullptr);

}  // namespace wr::reg
