// The processes this test started that are still there: a stopped run must
// leave none of its workers behind.
#pragma once

#include <dirent.h>
#include <unistd.h>

#include <fstream>
#include <string>

// Processes whose parent is this one, from /proc.
inline int childProcesses() {
    int count = 0;
    DIR* proc = opendir("/proc");
    if (proc == nullptr) return -1;
    while (dirent* entry = readdir(proc)) {
        std::ifstream stat(std::string("/proc/") + entry->d_name + "/stat");
        std::string pid, name, state;
        long parent = 0;
        if (stat >> pid >> name >> state >> parent && parent == getpid()) ++count;
    }
    closedir(proc);
    return count;
}
