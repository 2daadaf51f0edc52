// QString and QStringList as the portable suites use them: UTF-8 text built
// from and turned back into std::string, compared, listed and printed when a
// comparison fails.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class QString {
public:
    QString() = default;
    QString(const char* utf8) : text_(utf8) {}  // NOLINT(google-explicit-constructor): implicit as in Qt

    static QString fromStdString(std::string utf8) {
        QString s;
        s.text_ = std::move(utf8);
        return s;
    }
    static QString fromUtf8(std::string_view utf8) { return fromStdString(std::string(utf8)); }
    const std::string& toStdString() const { return text_; }

    friend bool operator==(const QString&, const QString&) = default;

private:
    std::string text_;
};

class QStringList : public std::vector<QString> {
public:
    QStringList() = default;
    QStringList(std::initializer_list<QString> items) : std::vector<QString>(items) {}

    QStringList& operator<<(const QString& item) {
        push_back(item);
        return *this;
    }
};
