// QTemporaryDir: a new, empty directory under the system's temporary
// directory, removed with everything in it when the object goes.
#pragma once

#include <filesystem>

#include "qt_strings.h"

class QTemporaryDir {
public:
    QTemporaryDir();
    ~QTemporaryDir();
    QTemporaryDir(const QTemporaryDir&) = delete;
    QTemporaryDir& operator=(const QTemporaryDir&) = delete;

    bool isValid() const { return !path_.empty(); }
    // With '/' between names on every platform, as Qt gives it.
    QString path() const;

private:
    std::filesystem::path path_;  // empty when it could not be created
};
