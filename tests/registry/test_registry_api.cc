// The registry API suite: every test talks to a wr::reg::Registry& only, so
// the same suite checks any backend: a portable hive, or with
// WR_TEST_REGISTRY=win32 the Windows registry (common/test_registry.h).
// It builds against Qt Test or, without Qt, against tests/shim.
#include <QtTest>

#include <thread>

#include "common/test_registry.h"
#include "registry/hive/hive.h"
#include "registry/names.h"
#include "registry/value_codec.h"
#include "registry/win32/win32_registry.h"
#include "util/clock.h"
#include "util/random.h"

using namespace wr;
using namespace wr::reg;

namespace {

std::vector<std::string> subkeys(Registry& r, const Key& k) {
    auto list = r.listSubkeys(k, 0, UINT32_MAX);
    return list ? *list : std::vector<std::string>{"<error: " + list.status().toString() + ">"};
}

std::vector<std::string> valueNames(Registry& r, const Key& k) {
    std::vector<std::string> out;
    for (uint32_t i = 0;; ++i) {
        auto v = r.enumValue(k, i);
        if (!v) break;
        out.push_back(v->name);
    }
    return out;
}

QStringList q(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

// Wine's registry compares names lower-cased, code unit by code unit. The
// names whose order or sameness this suite checks are ASCII or lower-case
// letters already (é, ı), so lower-casing ASCII models it for them.
std::string wineFold(std::string_view name) {
    std::string out(name);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

std::string identity(const std::string& s) { return s; }

Bytes bytes(std::initializer_list<int> b) {
    Bytes out;
    for (int c : b) out.push_back(static_cast<char>(c));
    return out;
}

}  // namespace

class RegistryApiTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<wr::test::TestRegistry> where_;
    std::unique_ptr<Registry> reg_;
    Registry& r() { return *reg_; }

private slots:
    void init() {
        QVERIFY(dir_.isValid());
        auto where = wr::test::TestRegistry::forTest(
            std::filesystem::path(dir_.path().toStdString()) / QTest::currentTestFunction(),
            QTest::currentTestFunction());
        QVERIFY2(where.isOk(), where.status().toString().c_str());
        where_ = std::move(where).value();
        auto opened = where_->open();
        QVERIFY2(opened.isOk(), opened.status().toString().c_str());
        reg_ = std::move(opened).value();
    }
    void cleanup() {
        reg_.reset();
        where_.reset();
    }

private:
    // Wine orders subkeys and values by lower-cased name, and tells names
    // apart by it, where Windows and the hive order subkeys by upper-cased
    // name and values as first set (docs/hive.md "Windows and Wine"). The
    // suite accepts exactly that difference, and only under Wine.
    bool underWine() const { return where_->isWin32() && !wineVersion().empty(); }
    // Items in the order Windows enumerates them, put in the order this
    // registry does.
    template <typename T, typename NameOf>
    std::vector<T> enumerationOrder(std::vector<T> items, NameOf nameOf) const {
        if (underWine()) {
            std::stable_sort(items.begin(), items.end(),
                             [&](const T& a, const T& b) { return wineFold(nameOf(a)) < wineFold(nameOf(b)); });
        }
        return items;
    }
    std::vector<std::string> enumerationOrder(std::vector<std::string> names) const {
        return enumerationOrder(std::move(names), identity);
    }
    // The name in other letter cases that the registry takes for the same name.
    std::string otherCase(const std::string& name) const {
        if (!underWine()) return foldName(name);
        std::string out(name);
        for (char& c : out) {
            if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        }
        return out;
    }

private slots:

    void createOpenAndClose() {
        bool created = false;
        auto c = r().createKey(r().root(), "Factory\\Workshops\\Workshop0000", &created);
        QVERIFY(c.isOk());
        QVERIFY(created);
        QVERIFY(r().createKey(r().root(), "Factory\\Workshops\\Workshop0000", &created).isOk());
        QVERIFY(!created);
        auto o = r().openKey(r().root(), "factory\\WORKSHOPS\\workshop0000");
        QVERIFY(o.isOk());
        QVERIFY(r().setValue(*o, "Code", REG_SZ, utf8ToUtf16le("C1")).isOk());
        QCOMPARE(r().queryValue(*c, "code")->data, utf8ToUtf16le("C1"));
        auto missing = r().openKey(r().root(), "Factory\\Nope\\Deeper");
        QVERIFY(missing.status().is(StatusCode::kNotFound));
        QVERIFY(missing.status().message().find("'Nope'") != std::string::npos);
        auto self = r().openKey(*o, "");
        QVERIFY(self.isOk());
        QCOMPARE(r().queryInfo(*self)->valueCount, 1u);
        Key k = *o;
        k.close();
        QVERIFY(!k.isOpen());
        QVERIFY(r().queryInfo(k).status().is(StatusCode::kInvalidArgument));
        Key from = *o;
        Key to = std::move(from);  // the moved-from handle names no key any more
        QVERIFY(r().queryInfo(from).status().is(StatusCode::kInvalidArgument));  // NOLINT(bugprone-use-after-move)
        QCOMPARE(r().queryInfo(to)->valueCount, 1u);
        QVERIFY(r().openKey(r().root(), "a\\\\b").status().is(StatusCode::kInvalidArgument));
        QVERIFY(r().createKey(r().root(), "\\lead").status().is(StatusCode::kInvalidArgument));
    }

    // A handle another hive or another backend made is refused with a clear
    // error by every call, never taken for one of this registry's keys. (To
    // the Win32 backend, a hive is another backend.)
    void handlesOfAnotherHiveOrBackendAreRefused() {
        auto other = Hive::open(std::filesystem::path(dir_.path().toStdString()) / "other");
        QVERIFY(other.isOk());
        Key foreign = *(*other)->createKey((*other)->root(), "Mine");
        QVERIFY(r().createKey(r().root(), "Mine").isOk());
        auto query = r().queryInfo(foreign);
        QVERIFY(query.status().is(StatusCode::kInvalidArgument));
        const char* refusal = where_->isWin32() ? "another registry backend" : "another hive";
        QVERIFY2(query.status().message().find(refusal) != std::string::npos, query.status().message().c_str());
        QVERIFY(r().setValue(foreign, "v", REG_SZ, utf8ToUtf16le("x")).is(StatusCode::kInvalidArgument));

        struct OtherBackendHandle final : KeyHandleImpl {};
        Key alien(std::make_shared<OtherBackendHandle>());
        auto alienQuery = r().queryValue(alien, "v");
        QVERIFY(alienQuery.status().is(StatusCode::kInvalidArgument));
        QVERIFY2(alienQuery.status().message().find("another registry backend") != std::string::npos,
                 alienQuery.status().message().c_str());
        QVERIFY(r().setValue(alien, "v", REG_SZ, utf8ToUtf16le("x")).is(StatusCode::kInvalidArgument));
        QCOMPARE(r().queryInfo(*r().openKey(r().root(), "Mine"))->valueCount, 0u);
    }

    void namesAreCaseInsensitiveAndKeptAsWritten() {
        QVERIFY(r().createKey(r().root(), "MixedCase").isOk());
        bool created = true;
        QVERIFY(r().createKey(r().root(), "MIXEDCASE", &created).isOk());
        QVERIFY(!created);
        QCOMPARE(q(subkeys(r(), r().root())), QStringList{"MixedCase"});
        QVERIFY(r().createKey(r().root(), "Ärger").isOk());
        QVERIFY(r().openKey(r().root(), "äRGER").isOk());
        QCOMPARE(r().queryInfo(r().root())->subkeyCount, 2u);
    }

    void subkeysEnumerateInCaseInsensitiveOrder() {
        for (const char* n : {"b", "A", "_x", "C", "a1", "B2"}) QVERIFY(r().createKey(r().root(), n).isOk());
        QCOMPARE(q(subkeys(r(), r().root())), q(enumerationOrder({"A", "a1", "b", "B2", "C", "_x"})));
        for (uint32_t i = 0; i < 6; ++i) QCOMPARE(*r().enumKey(r().root(), i), subkeys(r(), r().root())[i]);
        QVERIFY(r().enumKey(r().root(), 6).status().is(StatusCode::kNotFound));
    }

    void valuesKeepInsertionOrderAndPositionOnOverwrite() {
        Key k = *r().createKey(r().root(), "k");
        QVERIFY(r().setValue(k, "a", REG_DWORD, encodeDword(1)).isOk());
        QVERIFY(r().setValue(k, "b", REG_DWORD, encodeDword(2)).isOk());
        QVERIFY(r().setValue(k, "c", REG_DWORD, encodeDword(3)).isOk());
        QVERIFY(r().setValue(k, "B", REG_SZ, encodeString("a much longer value than before")).isOk());
        QCOMPARE(q(valueNames(r(), k)), q(enumerationOrder({"a", "b", "c"})));
        auto b = r().queryValue(k, "b");
        QCOMPARE(b->type, uint32_t(REG_SZ));
        QCOMPARE(b->data, encodeString("a much longer value than before"));
        QVERIFY(r().setValue(k, "b", REG_BINARY, "").isOk());
        QCOMPARE(r().queryValue(k, "b")->data, Bytes());
        QCOMPARE(*decodeDword(r().queryValue(k, "c")->data), 3u);
        QVERIFY(r().deleteValue(k, "A").isOk());
        QCOMPARE(q(valueNames(r(), k)), q(enumerationOrder({"b", "c"})));
        QVERIFY(r().deleteValue(k, "a").is(StatusCode::kNotFound));
        QVERIFY(r().queryValue(k, "a").status().is(StatusCode::kNotFound));
        QVERIFY(r().setValue(k, "a", REG_QWORD, encodeQword(7)).isOk());
        QCOMPARE(q(valueNames(r(), k)), q(enumerationOrder({"b", "c", "a"})));
    }

    void anyTypeNumberAndDefaultValue() {
        Key k = *r().createKey(r().root(), "types");
        QVERIFY(r().setValue(k, "big", 0x12345678u, "x").isOk());
        QVERIFY(r().setValue(k, "edge", 127, "y").isOk());
        QVERIFY(r().setValue(k, "none", REG_NONE, "").isOk());
        QVERIFY(r().setValue(k, "", REG_SZ, encodeString("default")).isOk());
        QCOMPARE(r().queryValue(k, "big")->type, 0x12345678u);
        QCOMPARE(r().queryValue(k, "edge")->type, 127u);
        QCOMPARE(r().queryValue(k, "none")->type, uint32_t(REG_NONE));
        QCOMPARE(r().queryValue(k, "")->data, encodeString("default"));
        QCOMPARE(q(valueNames(r(), k)), q(enumerationOrder({"big", "edge", "none", ""})));
    }

    void dataComesBackExactly() {
        Key k = *r().createKey(r().root(), "exact");
        const std::vector<std::pair<uint32_t, Bytes>> cases = {
            {REG_SZ, utf8ToUtf16le("FN123456")},  // 003's form: no terminator
            {REG_SZ, encodeString("with terminator")},
            {REG_SZ, bytes({'a', 0, 'b'})},              // odd length
            {REG_SZ, utf8ToUtf16le("Ωmega ÿ")},          // high bytes
            {REG_EXPAND_SZ, bytes({0xE9, 0, 0xFF, 0})},  // Latin-1 units
            {REG_MULTI_SZ, encodeMultiString({"one", "two"})},
            {REG_BINARY, bytes({'a', 0, 'b', 0})},  // looks like text, is binary
            {REG_SZ, Bytes()},
            {REG_SZ, bytes({0, 0})},
        };
        for (size_t i = 0; i < cases.size(); ++i) {
            std::string name = "v" + std::to_string(i);
            QVERIFY(r().setValue(k, name, cases[i].first, cases[i].second).isOk());
        }
        for (size_t i = 0; i < cases.size(); ++i) {
            auto v = r().queryValue(k, "v" + std::to_string(i));
            QCOMPARE(v->type, cases[i].first);
            QCOMPARE(toHex(v->data), toHex(cases[i].second));
            QCOMPARE(toHex(r().enumValue(k, static_cast<uint32_t>(i))->data), toHex(cases[i].second));
        }
    }

    void queryInfoCountsLengthsAndLastWrite() {
        Key k = *r().createKey(r().root(), "info");
        QVERIFY(r().createKey(k, "short").isOk());
        QVERIFY(r().createKey(k, "a-longer-name").isOk());
        QVERIFY(r().createKey(k, "\xF0\x9F\x98\x80\xF0\x9F\x98\x80").isOk());  // two surrogate pairs: 4 units
        QVERIFY(r().setValue(k, "v", REG_BINARY, Bytes(1000, 'x')).isOk());
        QVERIFY(r().setValue(k, "value-name", REG_DWORD, encodeDword(5)).isOk());
        auto info = r().queryInfo(k);
        QVERIFY(info.isOk());
        QCOMPARE(info->subkeyCount, 3u);
        QCOMPARE(info->valueCount, 2u);
        QCOMPARE(info->maxSubkeyNameLength, 13u);
        QCOMPARE(info->maxValueNameLength, 10u);
        QCOMPARE(info->maxValueDataBytes, 1000u);
        QVERIFY(info->lastWriteTime > unixMicrosToFiletime(0));
        int64_t before = info->lastWriteTime;
        // Last-write times tick with the system's timer: 1-4 ms on Linux, 15.6 ms on Windows.
        constexpr auto kPastClockTick = std::chrono::milliseconds(20);
        std::this_thread::sleep_for(kPastClockTick);
        QVERIFY(r().setValue(k, "v", REG_BINARY, "y").isOk());
        int64_t afterSet = r().queryInfo(k)->lastWriteTime;
        QVERIFY(afterSet > before);
        std::this_thread::sleep_for(kPastClockTick);
        QVERIFY(r().createKey(k, "another").isOk());
        QVERIFY(r().queryInfo(k)->lastWriteTime > afterSet);
        QVERIFY(std::llabs(r().queryInfo(k)->lastWriteTime - nowFiletime()) < 10'000'000);
    }

    void deleteKeyAndDeleteTree() {
        Key f = *r().createKey(r().root(), "F\\A\\B");
        QVERIFY(r().setValue(f, "x", REG_DWORD, encodeDword(1)).isOk());
        Key top = *r().openKey(r().root(), "F");
        QVERIFY(r().setValue(top, "keep?", REG_DWORD, encodeDword(1)).isOk());
        Status refused = r().deleteKey(r().root(), "F\\A");
        QVERIFY(!refused.isOk());
        QVERIFY(refused.message().find("subkeys") != std::string::npos);
        QVERIFY(r().openKey(r().root(), "F\\A\\B").isOk());
        QVERIFY(r().deleteKey(r().root(), "F\\A\\B").isOk());
        QVERIFY(r().openKey(r().root(), "F\\A\\B").status().is(StatusCode::kNotFound));
        QVERIFY(r().deleteKey(r().root(), "F\\A\\B").is(StatusCode::kNotFound));
        QVERIFY(r().createKey(r().root(), "F\\A\\B\\C\\D").isOk());
        QVERIFY(r().createKey(r().root(), "F\\Z").isOk());
        QVERIFY(r().deleteTree(r().root(), "f\\a").isOk());
        QCOMPARE(q(subkeys(r(), top)), QStringList{"Z"});
        // Empty path: the contents go, the key stays.
        QVERIFY(r().deleteTree(top, "").isOk());
        QCOMPARE(r().queryInfo(top)->subkeyCount, 0u);
        QCOMPARE(r().queryInfo(top)->valueCount, 0u);
        QVERIFY(r().openKey(r().root(), "F").isOk());
        QVERIFY(r().deleteTree(r().root(), "missing").is(StatusCode::kNotFound));
        QVERIFY(!r().deleteKey(r().root(), "").isOk());  // the root stays
    }

    void renameKey() {
        Key a = *r().createKey(r().root(), "P\\alpha");
        QVERIFY(r().setValue(a, "v", REG_DWORD, encodeDword(9)).isOk());
        QVERIFY(r().createKey(r().root(), "P\\beta").isOk());
        QVERIFY(r().createKey(a, "child").isOk());
        Key p = *r().openKey(r().root(), "P");
        QVERIFY(r().renameKey(p, "ALPHA", "zeta").isOk());
        QCOMPARE(q(subkeys(r(), p)), (QStringList{"beta", "zeta"}));
        QCOMPARE(*decodeDword(r().queryValue(a, "v")->data), 9u);  // the handle follows the key
        QVERIFY(r().openKey(r().root(), "P\\zeta\\child").isOk());
        QVERIFY(r().renameKey(p, "zeta", "BETA").is(StatusCode::kAlreadyExists));
        QVERIFY(r().renameKey(p, "zeta", "Zeta").isOk());  // a change of case only
        QCOMPARE(q(subkeys(r(), p)), (QStringList{"beta", "Zeta"}));
        QVERIFY(r().renameKey(p, "nope", "x").is(StatusCode::kNotFound));
        QVERIFY(r().renameKey(p, "beta", std::string(256, 'n')).is(StatusCode::kLimitExceeded));
        QVERIFY(r().renameKey(p, "beta", "a\\b").is(StatusCode::kInvalidArgument));
    }

    void handleToDeletedKeyReportsKeyDeleted() {
        Key k = *r().createKey(r().root(), "gone\\soon");
        QVERIFY(r().deleteTree(r().root(), "gone").isOk());
        QVERIFY(r().queryInfo(k).status().is(StatusCode::kKeyDeleted));
        QVERIFY(r().setValue(k, "x", REG_DWORD, encodeDword(1)).is(StatusCode::kKeyDeleted));
        QVERIFY(r().createKey(k, "sub").status().is(StatusCode::kKeyDeleted));
        QVERIFY(r().enumKey(k, 0).status().is(StatusCode::kKeyDeleted));
        // A new key at the same path (and likely the same id) is another key.
        QVERIFY(r().createKey(r().root(), "gone\\soon").isOk());
        QVERIFY(r().queryValue(k, "x").status().is(StatusCode::kKeyDeleted));
    }

    void windowsLimitsStoreNothing() {
        Key k = *r().createKey(r().root(), "limits");
        QVERIFY(r().createKey(k, std::string(255, 'k')).isOk());
        auto tooLong = r().createKey(k, "ok\\" + std::string(256, 'k'));
        QVERIFY(tooLong.status().is(StatusCode::kLimitExceeded));
        QVERIFY(tooLong.status().message().find("255") != std::string::npos);
        QVERIFY(r().openKey(k, "ok").status().is(StatusCode::kNotFound));  // not even the first part
        // 255 characters of 2-byte UTF-8 are still 255 characters.
        std::string wide;
        for (int i = 0; i < 255; ++i) wide += "\xC3\xA9";
        QVERIFY(r().createKey(k, wide).isOk());

        QVERIFY(r().setValue(k, std::string(16383, 'v'), REG_DWORD, encodeDword(1)).isOk());
        Status longValue = r().setValue(k, std::string(16384, 'v'), REG_DWORD, encodeDword(1));
        QVERIFY(longValue.is(StatusCode::kLimitExceeded));
        QVERIFY(longValue.message().find("16383") != std::string::npos);
        QCOMPARE(r().queryInfo(k)->valueCount, 1u);
        QVERIFY(r().setValue(k, std::string("a\0b", 3), REG_DWORD, encodeDword(1)).is(StatusCode::kInvalidArgument));
        QVERIFY(r().setValue(k, "\xFF", REG_DWORD, encodeDword(1)).is(StatusCode::kInvalidArgument));
        QVERIFY(r().createKey(k, "\xC3").status().is(StatusCode::kInvalidArgument));

        // Depth: the key under the root is level 1; 512 levels fit, 513 do not.
        std::string path = "d";
        for (int i = 2; i <= 511; ++i) path += "\\d";
        Key deep = *r().createKey(r().root(), path);
        QVERIFY(r().createKey(deep, "last").isOk());
        auto tooDeep = r().createKey(deep, "x\\y");
        QVERIFY(tooDeep.status().is(StatusCode::kLimitExceeded));
        QVERIFY(tooDeep.status().message().find("512") != std::string::npos);
        QVERIFY(r().openKey(deep, "x").status().is(StatusCode::kNotFound));
    }

    void listSubkeysAndValuesInPages() {
        Key k = *r().createKey(r().root(), "paged");
        for (int i = 0; i < 100; ++i) {
            char name[16];
            std::snprintf(name, sizeof(name), "k%03d", i);
            QVERIFY(r().createKey(k, name).isOk());
            QVERIFY(r().setValue(k, name, REG_DWORD, encodeDword(i)).isOk());
        }
        auto page = r().listSubkeys(k, 40, 25);
        QCOMPARE(page->size(), size_t(25));
        QCOMPARE(page->front(), std::string("k040"));
        QCOMPARE(r().listSubkeys(k, 90, 25)->size(), size_t(10));
        QVERIFY(r().listSubkeys(k, 200, 5)->empty());
        auto values = r().listValues(k, 95, 10);
        QCOMPARE(values->size(), size_t(5));
        QCOMPARE(values->back().name, std::string("k099"));
        QCOMPARE(*decodeDword(values->back().data), 99u);
    }

    // The word-at-a-time check agrees with a byte-by-byte one for every
    // length and every position of a byte that makes text not plain ASCII.
    void asciiWithoutNulChecksEveryByte() {
        auto plain = [](std::string_view s) {
            for (char c : s) {
                if (static_cast<unsigned char>(c) == 0 || static_cast<unsigned char>(c) > 0x7F) return false;
            }
            return true;
        };
        for (size_t length = 0; length <= 40; ++length) {
            std::string text(length, 'a');
            QVERIFY(isAsciiWithoutNul(text));
            for (size_t at = 0; at < length; ++at) {
                for (unsigned char c : {0x00, 0x01, 0x7F, 0x80, 0xC3, 0xFF}) {
                    std::string changed = text;
                    changed[at] = static_cast<char>(c);
                    QCOMPARE(isAsciiWithoutNul(changed), plain(changed));
                }
            }
        }
    }

    // toValueText's exact text, through its ASCII shortcut and the general
    // decoder: a unit whose low byte is ASCII but whose high byte is not zero
    // ("\x41\x01" is U+0141) must not pass for that ASCII character.
    void exactTextOfUtf16Data() {
        for (const std::string& t : {std::string(), std::string("plain text"), std::string("\x01\x7F~"),
                                     std::string("\xC2\x80"), std::string("a\xC5\x81z"),
                                     std::string("\xC5\x81\xC3\xB3"
                                                 "d\xC5\xBA"),
                                     std::string("a\xF0\x9F\x98\x80")}) {
            ValueText text = toValueText(ValueData{REG_SZ, encodeString(t)});
            QVERIFY(text.isText);
            QCOMPARE(text.data, t);
        }
        QCOMPARE(toHex(encodeString("\xC5\x81")), std::string("41010000"));
        // A NUL inside, no terminator, an unpaired surrogate: not text.
        for (const Bytes& data :
             {bytes({'a', 0, 0, 0, 'b', 0, 0, 0}), bytes({'a', 0, 'b', 0}), bytes({0, 0xD8, 0, 0})}) {
            ValueText text = toValueText(ValueData{REG_SZ, data});
            QVERIFY(!text.isText);
            QCOMPARE(toHex(text.data), toHex(data));
        }
    }

    // Deletes in random order from an indexed key, checking every name after
    // each one: the value index is updated in place, so a broken probe run
    // would hide a value that is still there.
    void textValuesComeBackAsText() {
        Key k = *r().createKey(r().root(), "text");
        const std::vector<std::string> texts = {"plain", "", "\xCE\xA9mega \xC3\xBF", "smile \xF0\x9F\x98\x80"};
        for (size_t i = 0; i < texts.size(); ++i) {
            QVERIFY(r().setValueText(k, "t" + std::to_string(i), texts[i]).isOk());
        }
        // Data that is not exactly encodeString(t) comes back as it was set.
        const std::vector<std::pair<uint32_t, Bytes>> others = {
            {REG_SZ, utf8ToUtf16le("FN123456")},            // no terminator
            {REG_SZ, bytes({'a', 0, 0, 0, 'b', 0, 0, 0})},  // a NUL inside
            {REG_SZ, bytes({0, 0xD8, 0, 0})},               // an unpaired surrogate
            {REG_SZ, bytes({'a', 0, 'b'})},                 // odd length
            {REG_SZ, Bytes()},
            {REG_EXPAND_SZ, encodeString("not REG_SZ")},
            {REG_BINARY, bytes({'a', 0, 0, 0})},
        };
        for (size_t i = 0; i < others.size(); ++i) {
            QVERIFY(r().setValue(k, "o" + std::to_string(i), others[i].first, others[i].second).isOk());
        }
        for (int pass = 0; pass < 2; ++pass) {
            Key key = *r().openKey(r().root(), "text");
            for (size_t i = 0; i < texts.size(); ++i) {
                std::string name = "t" + std::to_string(i);
                auto stored = r().queryValue(key, name);
                QCOMPARE(stored->type, uint32_t(REG_SZ));
                QCOMPARE(toHex(stored->data), toHex(encodeString(texts[i])));
                auto text = r().queryValueText(key, name);
                QVERIFY(text->isText);
                QCOMPARE(text->data, texts[i]);
            }
            for (size_t i = 0; i < others.size(); ++i) {
                auto text = r().queryValueText(key, "o" + std::to_string(i));
                QVERIFY(!text->isText);
                QCOMPARE(text->type, others[i].first);
                QCOMPARE(toHex(text->data), toHex(others[i].second));
            }
            QVERIFY(r().queryValueText(key, "missing").status().is(StatusCode::kNotFound));
            // Again from what the registry kept (a hive: from its files).
            reg_.reset();
            auto reopened = where_->open();
            QVERIFY2(reopened.isOk(), reopened.status().toString().c_str());
            reg_ = std::move(reopened).value();
        }
    }

    void randomValueChangesMatchAModel() {
        // Phases of mostly sets and mostly deletes move the key across the
        // size where it gains and loses its value index, with overwrites that
        // change sizes and names that differ only in case.
        Key k = *r().createKey(r().root(), "model");
        std::vector<std::pair<std::string, Bytes>> model;  // (folded name, data) in enumeration order
        auto find = [&](const std::string& folded) {
            return std::find_if(model.begin(), model.end(), [&](const auto& e) { return e.first == folded; });
        };
        Random rng(3);
        for (int step = 0; step < 12000; ++step) {
            bool filling = (step / 1500) % 2 == 0;
            std::string name = (rng.uniform(2) != 0 ? "Value" : "vALUE") + std::to_string(rng.uniform(90) * 37);
            std::string folded = foldName(name);
            auto it = find(folded);
            uint64_t dice = rng.uniform(10);
            if (dice < (filling ? 7u : 2u)) {
                Bytes data(rng.uniform(60), static_cast<char>('a' + step % 26));
                QVERIFY(r().setValue(k, name, REG_BINARY, data).isOk());
                if (it == model.end()) {
                    model.emplace_back(folded, data);
                } else {
                    it->second = data;
                }
            } else if (dice < 9) {
                Status s = r().deleteValue(k, name);
                QCOMPARE(s.isOk(), it != model.end());
                if (it != model.end()) model.erase(it);
            } else {
                auto v = r().queryValue(k, name);
                QCOMPARE(v.isOk(), it != model.end());
                if (v.isOk()) QCOMPARE(v->data, it->second);
            }
            if (step % 300 == 0) {
                auto listed = enumerationOrder(model, [](const auto& e) { return e.first; });
                auto all = r().listValues(k, 0, UINT32_MAX);
                QCOMPARE(all->size(), listed.size());
                for (size_t i = 0; i < listed.size(); ++i) {
                    QCOMPARE(foldName(all->at(i).name), listed[i].first);
                    QCOMPARE(all->at(i).data, listed[i].second);
                    QCOMPARE(r().queryValue(k, listed[i].first)->data, listed[i].second);
                }
                // Pages and counts step over the places of deleted values.
                QCOMPARE(r().queryInfo(k)->valueCount, uint32_t(listed.size()));
                auto start = static_cast<uint32_t>(listed.size() / 2);
                auto page = r().listValues(k, start, 7);
                QCOMPARE(page->size(), std::min<size_t>(7, listed.size() - start));
                for (size_t i = 0; i < page->size(); ++i) QCOMPARE(foldName(page->at(i).name), listed[start + i].first);
            }
        }
    }

    void randomSubkeyNamesAreFoundAndOrdered() {
        const char* pieces[] = {"a", "B", "_", "[", "z", "9", "\xC3\xA9", "\xC4\xB1", "I", "k"};
        Random rng(9);
        std::vector<std::string> names;
        for (int i = 0; i < 300; ++i) {
            std::string s;
            for (uint64_t n = 1 + rng.uniform(5); n > 0; --n) s += pieces[rng.uniform(std::size(pieces))];
            bool created = false;
            QVERIFY(r().createKey(r().root(), s, &created).isOk());
            if (created) names.push_back(s);
        }
        std::sort(names.begin(), names.end(),
                  [](const std::string& a, const std::string& b) { return compareNames(a, b) < 0; });
        names = enumerationOrder(names);
        QCOMPARE(q(subkeys(r(), r().root())), q(names));
        for (const auto& name : names) {
            QVERIFY(r().openKey(r().root(), otherCase(name)).isOk());
            QVERIFY(r().openKey(r().root(), name + "~").status().is(StatusCode::kNotFound));
        }
    }

    void deletesInRandomOrderKeepEveryOtherValueFindable() {
        Key k = *r().createKey(r().root(), "shuffled");
        const int n = 300;
        std::vector<int> order(n);
        for (int i = 0; i < n; ++i) {
            order[i] = i;
            QVERIFY(r().setValue(k, "v" + std::to_string(i * 7919), REG_DWORD, encodeDword(uint32_t(i))).isOk());
        }
        Random rng(42);
        for (int i = n - 1; i > 0; --i) std::swap(order[i], order[rng.uniform(uint64_t(i) + 1)]);
        std::vector<bool> present(n, true);
        for (int d = 0; d < n; ++d) {
            QVERIFY(r().deleteValue(k, "V" + std::to_string(order[d] * 7919)).isOk());
            present[order[d]] = false;
            for (int i = 0; i < n; ++i) {
                auto v = r().queryValue(k, "v" + std::to_string(i * 7919));
                QCOMPARE(v.isOk(), bool(present[i]));
                if (present[i]) QCOMPARE(*decodeDword(v->data), uint32_t(i));
            }
        }
        QCOMPARE(r().queryInfo(k)->valueCount, 0u);
    }

    // A key with an index marks its holes only when a position is asked
    // for (hive_values.h): positions must come out right when values were
    // deleted and then others before them rewritten at another length.
    void positionsStayRightWhenDeletesAreFollowedByResizingOverwrites() {
        Key k = *r().createKey(r().root(), "positions");
        std::vector<std::pair<std::string, Bytes>> model;
        for (int i = 0; i < 300; ++i) {
            model.emplace_back("v" + std::to_string(i), Bytes(size_t(i % 5 + 1), 'a'));
            QVERIFY(r().setValue(k, model.back().first, REG_BINARY, model.back().second).isOk());
        }
        Random rng(17);
        for (int round = 0; round < 6; ++round) {
            for (int d = 0; d < 20; ++d) {
                size_t at = rng.uniform(model.size());
                QVERIFY(r().deleteValue(k, model[at].first).isOk());
                model.erase(model.begin() + static_cast<std::ptrdiff_t>(at));
            }
            for (int w = 0; w < 10; ++w) {
                auto& [name, data] = model[rng.uniform(model.size())];
                data = Bytes(size_t(1 + rng.uniform(40)), static_cast<char>('b' + round));
                QVERIFY(r().setValue(k, name, REG_BINARY, data).isOk());
            }
            auto listed = enumerationOrder(model, [](const auto& e) { return e.first; });
            for (size_t i = 0; i < listed.size(); i += 7) {
                auto v = r().enumValue(k, static_cast<uint32_t>(i));
                QVERIFY(v.isOk());
                QCOMPARE(v->name, listed[i].first);
                QCOMPARE(v->data, listed[i].second);
            }
            auto all = r().listValues(k, 0, UINT32_MAX);
            QVERIFY(all.isOk());
            QCOMPARE(all->size(), listed.size());
            for (size_t i = 0; i < listed.size(); ++i) QCOMPARE(all->at(i).name, listed[i].first);
        }
    }

    // Readers share the tree's lock: the first ones to ask for a position
    // after deletes race to mark the holes, and all must see them marked.
    void concurrentReadersMarkPendingHolesOnce() {
        Key k = *r().createKey(r().root(), "shared");
        const int n = 600;
        for (int i = 0; i < n; ++i) QVERIFY(r().setValue(k, "v" + std::to_string(i), REG_DWORD, encodeDword(i)).isOk());
        for (int round = 0; round < 3; ++round) {
            for (int i = round; i < n; i += 3 + round) (void)r().deleteValue(k, "v" + std::to_string(i));
            auto expected = r().listValues(k, 0, UINT32_MAX);
            QVERIFY(expected.isOk());
            // listValues above marked the holes already; delete one more so the readers find one pending.
            QVERIFY(r().deleteValue(k, expected->front().name).isOk());
            expected->erase(expected->begin());
            std::atomic<int> wrong{0};
            std::vector<std::thread> readers;
            for (int t = 0; t < 4; ++t) {
                readers.emplace_back([&, t] {
                    for (size_t i = size_t(t); i < expected->size(); i += 4) {
                        auto v = r().enumValue(k, static_cast<uint32_t>(i));
                        if (!v || v->name != expected->at(i).name) ++wrong;
                    }
                });
            }
            for (auto& t : readers) t.join();
            QCOMPARE(wrong.load(), 0);
        }
    }

    void manyValuesInOneKey() {
        Key k = *r().createKey(r().root(), "bucket");
        const int n = 5000;
        for (int i = 0; i < n; ++i) {
            QVERIFY(
                r().setValue(k, "key" + std::to_string(i), REG_SZ, utf8ToUtf16le("value" + std::to_string(i))).isOk());
        }
        for (int i = 0; i < n; i += 7) {
            QVERIFY(r().setValue(k, "KEY" + std::to_string(i), REG_BINARY, Bytes(i % 50, 'z')).isOk());
        }
        for (int i = 0; i < n; i += 3) QVERIFY(r().deleteValue(k, "key" + std::to_string(i)).isOk());
        uint32_t expected = 0;
        for (int i = 0; i < n; ++i) {
            auto v = r().queryValue(k, "Key" + std::to_string(i));
            if (i % 3 == 0) {
                QVERIFY(v.status().is(StatusCode::kNotFound));
                continue;
            }
            ++expected;
            QVERIFY(v.isOk());
            if (i % 7 == 0) {
                QCOMPARE(v->data, Bytes(i % 50, 'z'));
            } else {
                QCOMPARE(v->data, utf8ToUtf16le("value" + std::to_string(i)));
            }
        }
        QCOMPARE(r().queryInfo(k)->valueCount, expected);
        std::vector<std::string> kept;
        for (int i = 0; i < n; ++i) {
            if (i % 3 != 0) kept.push_back("key" + std::to_string(i));
        }
        kept = enumerationOrder(kept);
        auto all = r().listValues(k, 0, UINT32_MAX);
        QCOMPARE(all->size(), size_t(expected));
        QCOMPARE(all->at(0).name, kept.front());
        QCOMPARE(r().enumValue(k, expected - 1)->name, kept.back());
        // Shrink below the indexed size and keep going.
        for (int i = 0; i < n; ++i) {
            if (i % 3 != 0 && i > 20) QVERIFY(r().deleteValue(k, "key" + std::to_string(i)).isOk());
        }
        QCOMPARE(q(valueNames(r(), k)),
                 q(enumerationOrder({"key1", "key2", "key4", "key5", "key7", "key8", "key10", "key11", "key13", "key14",
                                     "key16", "key17", "key19", "key20"})));
        QCOMPARE(r().queryValue(k, "key7")->data, Bytes(7, 'z'));
    }

    // Keys past 256 KiB grow and shrink by remapping (hive_arena.h): values,
    // their order and the name tags of a key without an index come through
    // every step, up and down, and across the remapped size both ways.
    void keysPastTheMappedSizeGrowAndShrinkIntact() {
        Key many = *r().createKey(r().root(), "many");
        const int n = 20000;  // about 25 bytes each: 500 KB
        auto text = [](int i, int round) { return utf8ToUtf16le("value" + std::to_string(i * round)); };
        for (int i = 0; i < n; ++i) QVERIFY(r().setValue(many, "key" + std::to_string(i), REG_SZ, text(i, 1)).isOk());
        for (int i = 0; i < n; i += 5)
            QVERIFY(r().setValue(many, "KEY" + std::to_string(i), REG_SZ, text(i, 7)).isOk());
        for (int i = 0; i < n; ++i) {
            if (i % 3 != 1) QVERIFY(r().deleteValue(many, "key" + std::to_string(i)).isOk());
        }
        std::vector<int> keptNumbers;
        for (int i = 1; i < n; i += 3) keptNumbers.push_back(i);
        keptNumbers = enumerationOrder(keptNumbers, [](int i) { return "key" + std::to_string(i); });
        auto kept = r().listValues(many, 0, UINT32_MAX);
        QVERIFY(kept.isOk());
        QCOMPARE(kept->size(), keptNumbers.size());
        for (size_t j = 0; j < kept->size(); ++j) {
            int i = keptNumbers[j];
            QCOMPARE(kept->at(j).name, "key" + std::to_string(i));
            QCOMPARE(kept->at(j).data, text(i, i % 5 == 0 ? 7 : 1));
        }
        QCOMPARE(r().enumValue(many, 100)->name, "key" + std::to_string(keptNumbers[100]));

        // Few values, each large: no index, so new names are ruled out by the tags.
        Key few = *r().createKey(r().root(), "few");
        auto blob = [](int i, size_t size) { return Bytes(size, static_cast<char>('a' + i)); };
        for (int i = 0; i < 20; ++i)
            QVERIFY(r().setValue(few, "big" + std::to_string(i), REG_BINARY, blob(i, 20000)).isOk());
        for (int i = 0; i < 20; i += 2)
            QVERIFY(r().setValue(few, "BIG" + std::to_string(i), REG_BINARY, blob(i, 30000)).isOk());
        QCOMPARE(r().queryInfo(few)->valueCount, uint32_t(20));
        for (int i = 0; i < 20; i += 4) QVERIFY(r().deleteValue(few, "big" + std::to_string(i)).isOk());
        for (int i = 0; i < 20; i += 3)
            QVERIFY(r().setValue(few, "Big" + std::to_string(i), REG_BINARY, blob(i, 100)).isOk());
        for (int i = 0; i < 20; ++i) {
            auto v = r().queryValue(few, "big" + std::to_string(i));
            if (i % 4 == 0 && i % 3 != 0) {
                QVERIFY(v.status().is(StatusCode::kNotFound));
                continue;
            }
            QVERIFY(v.isOk());
            size_t size = i % 3 == 0 ? 100 : i % 2 == 0 ? 30000 : 20000;
            QCOMPARE(v->data, blob(i, size));
        }
        QCOMPARE(r().queryInfo(few)->valueCount, uint32_t(17));
    }

    void largeValue() {
        Key k = *r().createKey(r().root(), "large");
        Bytes big(3 << 20, '\0');
        for (size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>(i * 7);
        QVERIFY(r().setValue(k, "blob", REG_BINARY, big).isOk());
        QVERIFY(r().setValue(k, "after", REG_DWORD, encodeDword(1)).isOk());
        QCOMPARE(r().queryValue(k, "blob")->data, big);
        QCOMPARE(r().queryInfo(k)->maxValueDataBytes, uint32_t(big.size()));
    }

    void concurrentReadersAndWriters() {
        std::atomic<bool> failed{false};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 300; ++i) {
                    auto k = r().createKey(r().root(), "T" + std::to_string(t) + "\\k" + std::to_string(i));
                    if (!k || !r().setValue(*k, "v", REG_DWORD, encodeDword(i)).isOk()) failed = true;
                }
            });
        }
        for (int t = 0; t < 2; ++t) {
            threads.emplace_back([&] {
                for (int i = 0; i < 300; ++i) {
                    for (uint32_t j = 0;; ++j) {
                        auto name = r().enumKey(r().root(), j);
                        if (!name) break;
                        auto sub = r().openKey(r().root(), *name);
                        if (sub && !r().queryInfo(*sub).isOk()) failed = true;
                    }
                }
            });
        }
        for (auto& th : threads) th.join();
        QVERIFY(!failed);
        for (int t = 0; t < 4; ++t) {
            QCOMPARE(r().queryInfo(*r().openKey(r().root(), "T" + std::to_string(t)))->subkeyCount, 300u);
        }
    }

    void statisticsCountKeysValuesAndBytes() {
        auto stats = r().statistics();
        if (stats.status().is(StatusCode::kNotSupported)) QSKIP("this backend keeps no statistics");
        QCOMPARE(stats->keys, uint64_t(0));
        Key k = *r().createKey(r().root(), "ab\\cde");
        QVERIFY(r().setValue(k, "xy", REG_SZ, utf8ToUtf16le("1234")).isOk());  // 2 + 8
        QVERIFY(r().setValue(k, "z", REG_DWORD, encodeDword(1)).isOk());       // 1 + 4
        stats = r().statistics();
        QCOMPARE(stats->keys, uint64_t(2));
        QCOMPARE(stats->values, uint64_t(2));
        QCOMPARE(stats->nameAndDataBytes, uint64_t(2 + 3 + 10 + 5));
        QVERIFY(stats->memoryBytes > 0);
        QVERIFY(r().deleteTree(r().root(), "ab").isOk());
        QCOMPARE(r().statistics()->nameAndDataBytes, uint64_t(0));
    }

    // Values deleted from a key with many values leave holes behind until
    // the key is compacted; the counts must not see them.
    void statisticsIgnoreTheHolesOfDeletedValues() {
        auto stats = r().statistics();
        if (stats.status().is(StatusCode::kNotSupported)) QSKIP("this backend keeps no statistics");
        Key k = *r().createKey(r().root(), "bucket");
        for (int i = 0; i < 100; ++i) {
            QVERIFY(r().setValue(k, "v" + std::to_string(100 + i), REG_BINARY, Bytes(10, 'x')).isOk());  // 4 + 10
        }
        for (int i = 0; i < 100; i += 3) QVERIFY(r().deleteValue(k, "v" + std::to_string(100 + i)).isOk());
        stats = r().statistics();
        QCOMPARE(stats->values, uint64_t(66));
        QCOMPARE(stats->nameAndDataBytes, uint64_t(66 * 14 + 6));
        QVERIFY(r().renameKey(r().root(), "bucket", "renamed").isOk());
        QCOMPARE(r().listValues(*r().openKey(r().root(), "renamed"), 0, UINT32_MAX)->size(), size_t(66));
        QVERIFY(r().deleteTree(r().root(), "renamed").isOk());
        stats = r().statistics();
        QCOMPARE(stats->values, uint64_t(0));
        QCOMPARE(stats->nameAndDataBytes, uint64_t(0));
    }

    void flushSucceeds() { QVERIFY(r().flush().isOk()); }
};

QTEST_GUILESS_MAIN(RegistryApiTest)
#include "test_registry_api.moc"
