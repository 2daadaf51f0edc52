#include "common/test_registry.h"

#include <cstdio>
#include <cstdlib>
#include <random>

namespace wr::test {

namespace {

// Two runs of the same test, or a key left behind by a crashed one, never collide.
std::string randomSuffix() {
    std::random_device device;
    char text[16];
    std::snprintf(text, sizeof(text), "%08x", static_cast<unsigned>(device()));
    return text;
}

Result<reg::Backend> backendFromEnvironment() {
    const char* value = std::getenv("WR_TEST_REGISTRY");
    std::string_view name = value != nullptr ? value : "";
    if (name.empty() || name == "hive") return reg::Backend::kPortable;
    if (name == "win32") return reg::Backend::kWin32;
    return Status::invalidArgument("WR_TEST_REGISTRY is '" + std::string(name) +
                                   "': use 'hive' (a portable hive, the default) or 'win32' (the Windows registry)");
}

}  // namespace

Result<std::unique_ptr<TestRegistry>> TestRegistry::forTest(const std::filesystem::path& hiveDirectory,
                                                            std::string_view testName) {
    WR_ASSIGN_OR_RETURN(reg::Backend backend, backendFromEnvironment());
    reg::RegistryLocation location;
    location.backend = backend;
    if (backend == reg::Backend::kWin32) {
        location.root = reg::RootKey::kCurrentUser;
        location.baseKey = std::string(kWin32TestsKey) + "\\" + std::string(testName) + "-" + randomSuffix();
    } else {
        location.hivePath = hiveDirectory;
    }
    return std::unique_ptr<TestRegistry>(new TestRegistry(std::move(location)));
}

TestRegistry::~TestRegistry() {
    if (!isWin32()) return;
    reg::RegistryLocation tests = location_;
    tests.baseKey = std::string(kWin32TestsKey);
    std::string ownKey = location_.baseKey.substr(tests.baseKey.size() + 1);
    auto registry = reg::openRegistry(tests);
    Status removed = registry.isOk() ? (*registry)->deleteTree((*registry)->root(), ownKey) : registry.status();
    // NotFound, NotSupported: the test never got to create its key.
    if (!removed.isOk() && !removed.is(StatusCode::kNotFound) && !removed.is(StatusCode::kNotSupported)) {
        std::fprintf(stderr, "warning: the test key HKCU\\%s stays behind: %s\n", location_.baseKey.c_str(),
                     removed.toString().c_str());
    }
}

}  // namespace wr::test
