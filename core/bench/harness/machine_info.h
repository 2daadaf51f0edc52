// The machine a run measured: CPU, cores, memory, kernel, the file system
// under the data directory, and the installed versions of the libraries the
// peers link (docs/design.md "Measuring": every run records machine and versions).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "bench/workloads/json_document.h"

namespace wr::bench {

struct FileSystemInfo {
    std::string type;        // "ext4", from the mount table (statfs magic as a fallback)
    std::string device;      // "/dev/nvme0n1p2"
    std::string mountPoint;  // "/"
    std::string options;     // "rw,relatime"
};

struct MachineInfo {
    std::string cpuModel;
    unsigned logicalCores = 0;
    uint64_t memoryBytes = 0;
    std::string kernel;  // "Linux 6.1.0-18-amd64 #1 SMP ... x86_64"
    std::string hostname;
    // /proc/loadavg's 1, 5 and 15 minute averages when the run started: a
    // result taken beside other work says so.
    std::string loadAverage;
    FileSystemInfo dataFileSystem;
};

MachineInfo describeMachine(const std::filesystem::path& dataDir);
Json toJson(const MachineInfo& machine);

// Installed Debian packages matching the dpkg patterns ("librocksdb*"), as
// (package, version) pairs through `dpkg-query -W`; empty where dpkg is absent.
std::vector<std::pair<std::string, std::string>> installedPackageVersions(const std::vector<std::string>& patterns);

}  // namespace wr::bench
