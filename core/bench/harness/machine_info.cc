#include "bench/harness/machine_info.h"

#include <sys/statfs.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

namespace wr::bench {

namespace {

std::string trim(std::string s) {
    size_t b = s.find_first_not_of(" \t\n");
    size_t e = s.find_last_not_of(" \t\n");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0 || line.rfind("Hardware", 0) == 0) {
            auto colon = line.find(':');
            if (colon != std::string::npos) return trim(line.substr(colon + 1));
        }
    }
    return "unknown";
}

uint64_t memoryTotal() {
    std::ifstream in("/proc/meminfo");
    std::string name;
    uint64_t kb = 0;
    std::string unit;
    while (in >> name >> kb >> unit) {
        if (name == "MemTotal:") return kb * 1024;
    }
    return 0;
}

// Names for statfs magics, for when the mount table cannot be read.
std::string fileSystemTypeFromMagic(const std::filesystem::path& dir) {
    struct statfs st {};
    if (::statfs(dir.c_str(), &st) != 0) return "unknown";
    switch (static_cast<unsigned long>(st.f_type)) {
    case 0xEF53: return "ext2/3/4";
    case 0x58465342: return "xfs";
    case 0x9123683E: return "btrfs";
    case 0x01021994: return "tmpfs";
    case 0x794C7630: return "overlayfs";
    case 0x2FC12FC1: return "zfs";
    case 0xF2F52010: return "f2fs";
    case 0x6969: return "nfs";
    default: {
        char buf[32];
        std::snprintf(buf, sizeof(buf), "magic 0x%lx", static_cast<unsigned long>(st.f_type));
        return buf;
    }
    }
}

// The mount whose mount point is the longest prefix of the directory.
FileSystemInfo fileSystemOf(const std::filesystem::path& dataDir) {
    FileSystemInfo best;
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::weakly_canonical(dataDir, ec);
    std::string path = (ec ? dataDir : dir).string();
    std::ifstream in("/proc/self/mounts");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        FileSystemInfo m;
        fields >> m.device >> m.mountPoint >> m.type >> m.options;
        bool under =
            path == m.mountPoint || m.mountPoint == "/" ||
            (path.rfind(m.mountPoint, 0) == 0 && path.size() > m.mountPoint.size() && path[m.mountPoint.size()] == '/');
        if (under && m.mountPoint.size() >= best.mountPoint.size()) best = m;
    }
    if (best.type.empty()) best.type = fileSystemTypeFromMagic(dataDir);
    return best;
}

}  // namespace

MachineInfo describeMachine(const std::filesystem::path& dataDir) {
    MachineInfo m;
    m.cpuModel = cpuModel();
    m.logicalCores = std::thread::hardware_concurrency();
    m.memoryBytes = memoryTotal();
    struct utsname u {};
    if (::uname(&u) == 0) {
        m.kernel = std::string(u.sysname) + " " + u.release + " " + u.version + " " + u.machine;
        m.hostname = u.nodename;
    }
    std::ifstream loadavg("/proc/loadavg");
    std::string one, five, fifteen;
    if (loadavg >> one >> five >> fifteen) m.loadAverage = one + " " + five + " " + fifteen;
    m.dataFileSystem = fileSystemOf(dataDir);
    return m;
}

Json toJson(const MachineInfo& machine) {
    Json j = Json::object();
    j["cpu_model"] = machine.cpuModel;
    j["logical_cores"] = static_cast<uint64_t>(machine.logicalCores);
    j["memory_bytes"] = machine.memoryBytes;
    j["kernel"] = machine.kernel;
    j["hostname"] = machine.hostname;
    j["load_average"] = machine.loadAverage;
    Json& fs = j["data_filesystem"];
    fs["type"] = machine.dataFileSystem.type;
    fs["device"] = machine.dataFileSystem.device;
    fs["mount_point"] = machine.dataFileSystem.mountPoint;
    fs["options"] = machine.dataFileSystem.options;
    return j;
}

std::vector<std::pair<std::string, std::string>> installedPackageVersions(const std::vector<std::string>& patterns) {
    std::vector<std::pair<std::string, std::string>> out;
    if (patterns.empty()) return out;
    std::string command = "dpkg-query -W -f='${db:Status-Abbrev}\\t${Package}\\t${Version}\\n'";
    for (const auto& p : patterns) command += " '" + p + "'";
    command += " 2>/dev/null";
    FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) return out;
    char line[512];
    while (std::fgets(line, sizeof(line), pipe) != nullptr) {
        std::istringstream fields{std::string(line)};
        std::string status, package, version;
        if (std::getline(fields, status, '\t') && std::getline(fields, package, '\t') &&
            std::getline(fields, version)) {
            if (status.rfind("ii", 0) == 0) out.emplace_back(package, trim(version));
        }
    }
    ::pclose(pipe);
    return out;
}

}  // namespace wr::bench
