// Registry names: UTF-16 lengths, UTF-8 validity, case-insensitive order,
// folding and hashing, and the Windows limits.
#include <QtTest>

#include <clocale>
#include <vector>

#include "registry/names.h"
#include "util/random.h"

using namespace wr;
using namespace wr::reg;

class RegistryNamesTest : public QObject {
    Q_OBJECT

private slots:
    void utf16LengthCountsLikeWindows() {
        QCOMPARE(utf16Length(""), size_t(0));
        QCOMPARE(utf16Length("abc"), size_t(3));
        QCOMPARE(utf16Length("\xC3\xA9t\xC3\xA9"), size_t(3));  // été
        QCOMPARE(utf16Length("\xE6\x97\xA5"), size_t(1));       // 日
        QCOMPARE(utf16Length("\xF0\x9F\x98\x80"), size_t(2));   // an emoji: a surrogate pair
        QCOMPARE(utf16Length("\xFF\xFE"), size_t(2));           // invalid bytes count one each
    }

    void utf8Validity() {
        QVERIFY(isValidUtf8("plain"));
        QVERIFY(isValidUtf8("\xC3\xA9\xF0\x9F\x98\x80"));
        QVERIFY(!isValidUtf8("\xC3"));              // truncated
        QVERIFY(!isValidUtf8("\xC0\xAF"));          // overlong
        QVERIFY(!isValidUtf8("\xED\xA0\x80"));      // a surrogate
        QVERIFY(!isValidUtf8("\xF4\x90\x80\x80"));  // above U+10FFFF
    }

    void comparisonIgnoresCase() {
        QCOMPARE(compareNames("Employee0001", "EMPLOYEE0001"), 0);
        QVERIFY(compareNames("a", "B") < 0);
        QVERIFY(compareNames("B", "a") > 0);
        QVERIFY(compareNames("Z", "_") < 0);  // upper-cased, as the registry sorts
        QVERIFY(compareNames("ab", "abc") < 0);
        QCOMPARE(compareNames("\xC3\xA9t\xC3\xA9", "\xC3\x89T\xC3\x89"), 0);  // été / ÉTÉ
        QCOMPARE(compareNames("\xCE\xB1\xCE\xB2", "\xCE\x91\xCE\x92"), 0);    // αβ / ΑΒ
        QCOMPARE(compareNames("\xD0\xB4\xD0\xB0", "\xD0\x94\xD0\x90"), 0);    // да / ДА
        QVERIFY(compareNames("z", "\xC3\xA9") < 0);                           // ASCII first
        QVERIFY(namesEqual("\xF0\x90\x90\xA8", "\xF0\x90\x90\x80"));          // Deseret, beyond the BMP
    }

    void foldingAndHashingAgreeWithComparison() {
        const char* names[] = {
            "Workshop", "WORKSHOP", "workShop", "\xC3\xA9t\xC3\xA9", "\xC3\x89T\xC3\x89", "\xC4\xB1", "I", "\xC5\xBF",
            "S",        "straße",   "STRASSE"};
        for (const char* a : names) {
            for (const char* b : names) {
                bool equal = compareNames(a, b) == 0;
                QCOMPARE(foldName(a) == foldName(b), equal);
                if (equal) QCOMPARE(hashFoldedName(a), hashFoldedName(b));
            }
        }
        QCOMPARE(QString::fromStdString(foldName("Mixed\xC3\xA9")), QString::fromUtf8("MIXEDÉ"));
    }

    void orderIsConsistentEvenForInvalidUtf8() {
        // Bytes that make valid and invalid sequences, shared prefixes included.
        const char alphabet[] = {'a', 'A', 'x', '\xC3', '\xA9', '\x89', '\xE6', '\x97', '\xA5', '_'};
        Random rnd(11);
        std::vector<std::string> names;
        for (int i = 0; i < 300; ++i) {
            std::string s = i % 3 == 0 ? "Employee000" : "";
            for (uint64_t n = rnd.uniform(6); n > 0; --n) s += alphabet[rnd.uniform(sizeof(alphabet))];
            names.push_back(s);
        }
        for (const auto& a : names) {
            for (const auto& b : names) {
                int ab = compareNames(a, b);
                QCOMPARE(ab, -compareNames(b, a));
                QCOMPARE(ab == 0, foldName(a) == foldName(b));
            }
        }
        std::vector<std::string> sorted = names;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const std::string& a, const std::string& b) { return compareNames(a, b) < 0; });
        for (size_t i = 0; i < sorted.size(); ++i) {
            for (size_t j = i + 1; j < sorted.size(); ++j) QVERIFY(compareNames(sorted[i], sorted[j]) <= 0);
        }
    }

    void prefixesOrderLikeComparison() {
        // ASCII around the case gap ('Z' < '_' < 'a' once folded), and bytes
        // that fold onto ASCII (dotless i, long s) or are not valid UTF-8.
        const char* pieces[] = {"a", "A", "z", "Z", "_", "[", "~", "0", "\xC4\xB1", "\xC5\xBF", "I", "S", "\xC3"};
        Random rnd(5);
        std::vector<std::string> names;
        for (int i = 0; i < 400; ++i) {
            std::string s;
            for (uint64_t n = 1 + rnd.uniform(6); n > 0; --n) s += pieces[rnd.uniform(std::size(pieces))];
            names.push_back(s);
        }
        for (const auto& a : names) {
            for (const auto& b : names) {
                QCOMPARE(nameLess(namePrefix(a), a, namePrefix(b), b), compareNames(a, b) < 0);
            }
        }
        QVERIFY(namePrefix("\xC4\xB1x") & kNamePrefixUncertain);
        QCOMPARE(namePrefix("abcdef"), namePrefix("ABCDxyz"));  // a tie: only the names can tell
    }

    // Names that compare equal, spelt with pieces that fold alike (long s and
    // dotless i fold onto ASCII and shift the bytes after them), get equal
    // tags unless one is uncertain.
    void tagsAgreeForEqualNames() {
        const std::vector<std::vector<const char*>> alike = {
            {"a", "A"}, {"z", "Z"}, {"i", "I", "\xC4\xB1"},  {"s", "S", "\xC5\xBF"},
            {"_"},      {"0"},      {"\xC3\xA9", "\xC3\x89"}};
        Random rnd(7);
        int certain = 0, uncertain = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string a, b;
            for (uint64_t n = 1 + rnd.uniform(12); n > 0; --n) {
                const auto& pieces = alike[rnd.uniform(alike.size())];
                a += pieces[rnd.uniform(pieces.size())];
                b += pieces[rnd.uniform(pieces.size())];
            }
            QCOMPARE(compareNames(a, b), 0);
            uint8_t tagA = nameTag(a), tagB = nameTag(b);
            if (tagA == kNameTagUncertain || tagB == kNameTagUncertain) {
                ++uncertain;
            } else {
                QCOMPARE(tagA, tagB);
                ++certain;
            }
        }
        QVERIFY(certain > 300 && uncertain > 300);  // both kinds of pair came up
        for (int c = 1; c < 128; ++c) {             // every ASCII byte, in the head and in the tail
            for (const std::string& lower : {"k" + std::string(1, char(c)) + "ey", "ke" + std::string(1, char(c)),
                                             "name" + std::string(1, char(c)) + "xyz"}) {
                std::string upper = lower;
                for (char& u : upper) u = (u >= 'a' && u <= 'z') ? char(u - 32) : u;
                QCOMPARE(compareNames(lower, upper), 0);
                QCOMPARE(nameTag(lower), nameTag(upper));
            }
        }
        QCOMPARE(nameTag("user1234"), nameTag("USER1234"));
        QCOMPARE(nameTag("\xC5\xBFx"), kNameTagUncertain);
        QVERIFY(nameTag("x") != kNameTagUncertain);
    }

    void independentOfTheProcessLocale() {
        const char* before = std::setlocale(LC_ALL, nullptr);
        std::string saved = before != nullptr ? before : "C";
        std::setlocale(LC_ALL, "C");
        int inC = compareNames("\xC3\xA9", "\xC3\x89");
        std::setlocale(LC_ALL, "C.UTF-8");
        QCOMPARE(compareNames("\xC3\xA9", "\xC3\x89"), inC);
        QCOMPARE(inC, 0);
        std::setlocale(LC_ALL, saved.c_str());
    }

    void keyNameLimits() {
        QVERIFY(validateKeyName(std::string(255, 'k')).isOk());
        Status tooLong = validateKeyName(std::string(256, 'k'));
        QVERIFY(tooLong.is(StatusCode::kLimitExceeded));
        QVERIFY(tooLong.message().find("256 characters") != std::string::npos);
        QVERIFY(tooLong.message().find("255") != std::string::npos);
        QVERIFY(validateKeyName("").is(StatusCode::kInvalidArgument));
        QVERIFY(validateKeyName("a\\b").is(StatusCode::kInvalidArgument));
        QVERIFY(validateKeyName(std::string("a\0b", 3)).is(StatusCode::kInvalidArgument));
        QVERIFY(validateKeyName("\xC3").is(StatusCode::kInvalidArgument));
        std::string emoji;
        for (int i = 0; i < 128; ++i) emoji += "\xF0\x9F\x98\x80";  // 256 UTF-16 units
        QVERIFY(validateKeyName(emoji).is(StatusCode::kLimitExceeded));
    }

    void valueNameLimits() {
        QVERIFY(validateValueName("").isOk());
        QVERIFY(validateValueName("with\\backslash").isOk());
        QVERIFY(validateValueName(std::string(16383, 'v')).isOk());
        Status tooLong = validateValueName(std::string(16384, 'v'));
        QVERIFY(tooLong.is(StatusCode::kLimitExceeded));
        QVERIFY(tooLong.message().find("16383") != std::string::npos);
        QVERIFY(validateValueName(std::string("a\0b", 3)).is(StatusCode::kInvalidArgument));
    }
};

QTEST_GUILESS_MAIN(RegistryNamesTest)
#include "test_registry_names.moc"
