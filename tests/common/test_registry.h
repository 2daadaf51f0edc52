// The registry a test works in. By default a portable hive in the test's
// temporary directory; with the environment variable WR_TEST_REGISTRY=win32
// (Windows builds only) the Windows registry, in a key of its own,
// HKCU\Software\WR Studio Tests\<test>-<random>, that goes again with the
// TestRegistry. WR_TEST_REGISTRY=hive names the default.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "registry/registry_location.h"
#include "util/result.h"

namespace wr::test {

// The key below HKCU that holds the Win32 tests' keys.
inline constexpr std::string_view kWin32TestsKey = "Software\\WR Studio Tests";

class TestRegistry {
public:
    // `hiveDirectory` is where the portable hive goes; `testName` (the test
    // function) names the Win32 key. Fails on a WR_TEST_REGISTRY it does not know.
    static Result<std::unique_ptr<TestRegistry>> forTest(const std::filesystem::path& hiveDirectory,
                                                         std::string_view testName);
    // Deletes the Win32 key and everything below it (a hive goes with its directory).
    ~TestRegistry();
    TestRegistry(const TestRegistry&) = delete;
    TestRegistry& operator=(const TestRegistry&) = delete;

    bool isWin32() const { return location_.backend == reg::Backend::kWin32; }
    // A hive's directory, or the Win32 backend with the test's key as baseKey.
    const reg::RegistryLocation& location() const { return location_; }
    // Opens the registry, the first time or again (a reopen sees what was written).
    Result<std::unique_ptr<reg::Registry>> open() const { return reg::openRegistry(location_); }

private:
    explicit TestRegistry(reg::RegistryLocation location) : location_(std::move(location)) {}

    reg::RegistryLocation location_;
};

}  // namespace wr::test
