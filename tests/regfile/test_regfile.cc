// .reg files: reading every encoding and value type, writing exactly what
// regedit writes, applying to a live hive, previews, and malformed files.
#include <QTemporaryDir>
#include <QtTest>

#include "registry/hive/hive.h"
#include "registry/names.h"
#include "registry/regfile/reg_file_apply.h"
#include "registry/regfile/reg_file_encoding.h"
#include "registry/regfile/reg_file_export.h"
#include "registry/regfile/reg_file_preview.h"
#include "registry/regfile/reg_file_reader.h"
#include "registry/regfile/reg_file_writer.h"
#include "registry/value_codec.h"
#include "util/file.h"

using namespace wr;
using namespace wr::reg;

namespace {

using Kind = RegOperation::Kind;

const std::string kV5 = "Windows Registry Editor Version 5.00\r\n\r\n";

Bytes utf16File(std::string_view utf8) { return Bytes("\xFF\xFE", 2) + utf8ToUtf16le(utf8); }

Bytes bytesOf(std::initializer_list<int> values) {
    Bytes out;
    for (int v : values) out.push_back(static_cast<char>(v));
    return out;
}

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
QString hex(BytesView b) { return q(toHex(b)); }

RegFile parseOk(BytesView text) {
    auto file = parseRegFile(text, "test.reg");
    if (!file) qFatal("parse failed: %s", file.status().toString().c_str());
    return std::move(file).value();
}

// Keys created out of order and values in a chosen order, so the export
// shows enumeration order: subkeys by name, values as first set.
struct Fixture {
    QTemporaryDir dir;
    std::unique_ptr<Hive> hive;

    Fixture() {
        HiveOptions options;
        options.durability = Durability::kOsBuffered;
        auto opened = Hive::open(dir.filePath("hive").toStdString(), options);
        if (!opened) qFatal("cannot open hive: %s", opened.status().toString().c_str());
        hive = std::move(opened).value();
    }

    Key key(std::string_view path) {
        auto k = hive->createKey(hive->root(), path);
        if (!k) qFatal("createKey: %s", k.status().toString().c_str());
        return *k;
    }

    void set(std::string_view path, std::string_view name, uint32_t type, BytesView data) {
        Status st = hive->setValue(key(path), name, type, data);
        if (!st) qFatal("setValue: %s", st.toString().c_str());
    }
};

// Every key, value, type and byte below `key`, in enumeration order.
std::string dumpTree(Registry& registry, const Key& key, const std::string& path = "") {
    std::string out = "[" + path + "]\n";
    for (const NamedValue& v : registry.listValues(key, 0, 1u << 20).valueOr({})) {
        out += "  '" + v.name + "' " + valueTypeName(v.type) + " " + toHex(v.data) + "\n";
    }
    for (const std::string& name : registry.listSubkeys(key, 0, 1u << 20).valueOr({})) {
        auto sub = registry.openKey(key, name);
        out += dumpTree(registry, *sub, path.empty() ? name : path + "\\" + name);
    }
    return out;
}

Bytes exportBytes(Registry& registry, const Key& key, RegFileFlavor flavor, const std::string& keyName) {
    RegExportOptions options;
    options.flavor = flavor;
    options.keyName = keyName;
    Bytes out;
    Status st = exportRegTree(registry, key, options, [&](BytesView b) {
        out += b;
        return Status::ok();
    });
    if (!st) qFatal("export failed: %s", st.toString().c_str());
    return out;
}

RegImportOptions stripPrefix(const std::string& prefix) {
    RegImportOptions options;
    options.mapping = {RegRootMapping::kStripPrefix, prefix};
    return options;
}

// The tree of reg.exe's export test in Wine's test suite (programs/reg/tests/
// export.c, complex_data_test), whose expected text passes on Windows.
void buildComplexTree(Fixture& f, const std::string& base) {
    f.key(base + "\\Subkey4");  // created first, exported last: subkeys come by name
    f.set(base, "DWORD", REG_DWORD, encodeDword(0x100));
    f.set(base, "String", REG_SZ, encodeString("Your text here..."));
    f.set(base + "\\Subkey1", "Binary", REG_BINARY, bytesOf({0x11, 0x22, 0x33, 0x44}));
    f.set(base + "\\Subkey1", "Undefined hex", 0x100, Bytes("%PATH%\0", 7));
    f.set(base + "\\Subkey2a", "double\"quote", REG_SZ, encodeString("\"Hello, World!\""));
    f.set(base + "\\Subkey2a", "single'quote", REG_DWORD, encodeDword(8));
    f.set(base + "\\Subkey2a\\Subkey2b", "", REG_SZ, encodeString("Default value name"));
    f.set(base + "\\Subkey2a\\Subkey2b", "Multiple strings", REG_MULTI_SZ,
          encodeMultiString({"Line1", "Line2", "Line3"}));
    f.set(base + "\\Subkey3a", "Backslash", REG_SZ, encodeString("Use \\\\ to escape a backslash"));
    f.set(base + "\\Subkey3a\\Subkey3b\\Subkey3c", "String expansion", REG_EXPAND_SZ, encodeString("%HOME%\\%PATH%"));
    f.set(base + "\\Subkey3a\\Subkey3b\\Subkey3c", "Zero data type", REG_NONE, Bytes("Value\0", 6));
    f.set(base + "\\Subkey4", "", REG_DWORD, encodeDword(0x12345678));
    f.set(base + "\\Subkey4", "43981", 0xabcd, Bytes("Value\0", 6));
}

std::string complexTreeText(const std::string& section) {
    const std::string s = "[" + section;
    return "Windows Registry Editor Version 5.00\r\n\r\n" + s +
           "]\r\n"
           "\"DWORD\"=dword:00000100\r\n"
           "\"String\"=\"Your text here...\"\r\n\r\n" +
           s +
           "\\Subkey1]\r\n"
           "\"Binary\"=hex:11,22,33,44\r\n"
           "\"Undefined hex\"=hex(100):25,50,41,54,48,25,00\r\n\r\n" +
           s +
           "\\Subkey2a]\r\n"
           "\"double\\\"quote\"=\"\\\"Hello, World!\\\"\"\r\n"
           "\"single'quote\"=dword:00000008\r\n\r\n" +
           s +
           "\\Subkey2a\\Subkey2b]\r\n"
           "@=\"Default value name\"\r\n"
           "\"Multiple strings\"=hex(7):4c,00,69,00,6e,00,65,00,31,00,00,00,4c,00,69,00,6e,\\\r\n"
           "  00,65,00,32,00,00,00,4c,00,69,00,6e,00,65,00,33,00,00,00,00,00\r\n\r\n" +
           s +
           "\\Subkey3a]\r\n"
           "\"Backslash\"=\"Use \\\\\\\\ to escape a backslash\"\r\n\r\n" +
           s + "\\Subkey3a\\Subkey3b]\r\n\r\n" + s +
           "\\Subkey3a\\Subkey3b\\Subkey3c]\r\n"
           "\"String expansion\"=hex(2):25,00,48,00,4f,00,4d,00,45,00,25,00,5c,00,25,00,50,\\\r\n"
           "  00,41,00,54,00,48,00,25,00,00,00\r\n"
           "\"Zero data type\"=hex(0):56,61,6c,75,65,00\r\n\r\n" +
           s +
           "\\Subkey4]\r\n"
           "@=dword:12345678\r\n"
           "\"43981\"=hex(abcd):56,61,6c,75,65,00\r\n\r\n";
}

// One value of every type, and the data that needs care: strings regedit
// cannot quote, wrong-sized numbers, long binary data, non-ASCII names.
// REGEDIT4 holds ANSI text only, so `latinOnly` keeps to Windows-1252.
void buildEveryType(Fixture& f, const std::string& base, bool latinOnly) {
    const std::string text = latinOnly ? "caf\xC3\xA9 \xE2\x82\xAC" : "\xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80";
    Bytes binary;
    for (int i = 0; i < 1000; ++i) binary.push_back(static_cast<char>(i * 7));
    f.set(base, "", REG_SZ, encodeString("default"));
    f.set(base, "sz " + text, REG_SZ, encodeString(text + " \"quoted\" back\\slash"));
    f.set(base, "sz empty", REG_SZ, encodeString(""));
    f.set(base, "sz no data", REG_SZ, Bytes());
    f.set(base, "sz embedded nul", REG_SZ, utf8ToUtf16le(std::string("abc\0def\0", 8)));
    f.set(base, "sz unterminated", REG_SZ, utf8ToUtf16le("abc"));
    f.set(base, "sz odd length", REG_SZ, Bytes("a\0b", 3));
    f.set(base, "sz line break", REG_SZ, encodeString("two\r\nlines"));
    f.set(base, "expand", REG_EXPAND_SZ, encodeString("%SystemRoot%\\" + text));
    f.set(base, "multi", REG_MULTI_SZ, encodeMultiString({"one", text, "three"}));
    f.set(base, "multi empty", REG_MULTI_SZ, Bytes());
    f.set(base, "binary", REG_BINARY, binary);
    f.set(base, "binary empty", REG_BINARY, Bytes());
    f.set(base, "dword", REG_DWORD, encodeDword(0xdeadbeef));
    f.set(base, "dword short", REG_DWORD, Bytes("\x01\x02\x03", 3));
    f.set(base, "dword empty", REG_DWORD, Bytes());
    f.set(base, "dword big endian", REG_DWORD_BIG_ENDIAN, encodeDwordBigEndian(42));
    f.set(base, "qword", REG_QWORD, encodeQword(0x0123456789abcdefull));
    f.set(base, "none", REG_NONE, bytesOf({0, 1, 2}));
    f.set(base, "link", REG_LINK, encodeString("\\Registry\\Machine"));
    f.set(base, "resource list", REG_RESOURCE_LIST, bytesOf({1, 0, 0, 0}));
    f.set(base, "type 0x100", 0x100, binary.substr(0, 77));
    f.set(base, "type 0xffffffff", 0xffffffffu, bytesOf({0xff}));
    f.set(base + "\\sub " + text, "x", REG_SZ, encodeString("y"));
    f.key(base + "\\sub " + text + "\\empty");
    f.set(base + "\\Zeta", std::string(300, 'n'), REG_BINARY, binary.substr(0, 40));
}

}  // namespace

class RegFileTest : public QObject {
    Q_OBJECT

private slots:
    // ---- reading --------------------------------------------------------

    void parsesEveryValueType() {
        RegFile file = parseOk(kV5 +
                               "[HKEY_CURRENT_USER\\kvs]\r\n"
                               "\"sz\"=\"text\"\r\n"
                               "@=\"default\"\r\n"
                               "\"dword\"=dword:0000002a\r\n"
                               "\"short dword\"=dword:1f\r\n"
                               "\"binary\"=hex:01,ff,0A\r\n"
                               "\"empty\"=hex:\r\n"
                               "\"none\"=hex(0):00,01\r\n"
                               "\"expand\"=hex(2):25,00,41,00,00,00\r\n"
                               "\"dword as hex\"=hex(4):2a,00,00,00\r\n"
                               "\"big endian\"=hex(5):00,00,00,2a\r\n"
                               "\"multi\"=hex(7):61,00,00,00,62,00,00,00,00,00\r\n"
                               "\"qword\"=hex(b):2a,00,00,00,00,00,00,00\r\n"
                               "\"custom\"=hex(abcd):05\r\n"
                               "\"single digits\"=hex:1,2,f\r\n");
        QCOMPARE(file.format, RegFormat::kVersion5);
        QCOMPARE(file.encoding, RegTextEncoding::kUtf8);
        QCOMPARE(file.operations.size(), size_t(15));
        const auto& ops = file.operations;
        QCOMPARE(ops[0].kind, Kind::kKey);
        QCOMPARE(q(ops[0].keyPath), QString("HKEY_CURRENT_USER\\kvs"));
        QCOMPARE(ops[0].line, 3);
        struct Expect {
            const char* name;
            uint32_t type;
            Bytes data;
        };
        const Expect expected[] = {
            {"sz", REG_SZ, encodeString("text")},
            {"", REG_SZ, encodeString("default")},
            {"dword", REG_DWORD, encodeDword(42)},
            {"short dword", REG_DWORD, encodeDword(0x1f)},
            {"binary", REG_BINARY, bytesOf({1, 0xff, 0x0a})},
            {"empty", REG_BINARY, Bytes()},
            {"none", REG_NONE, bytesOf({0, 1})},
            {"expand", REG_EXPAND_SZ, encodeString("%A")},
            {"dword as hex", REG_DWORD, encodeDword(42)},
            {"big endian", REG_DWORD_BIG_ENDIAN, encodeDwordBigEndian(42)},
            {"multi", REG_MULTI_SZ, encodeMultiString({"a", "b"})},
            {"qword", REG_QWORD, encodeQword(42)},
            {"custom", 0xabcd, bytesOf({5})},
            {"single digits", REG_BINARY, bytesOf({1, 2, 15})},
        };
        for (size_t i = 0; i < std::size(expected); ++i) {
            const RegOperation& op = ops[i + 1];
            QCOMPARE(op.kind, Kind::kSetValue);
            QCOMPARE(q(op.valueName), QString(expected[i].name));
            QCOMPARE(op.type, expected[i].type);
            QCOMPARE(hex(op.data), hex(expected[i].data));
            QCOMPARE(q(op.keyPath), QString("HKEY_CURRENT_USER\\kvs"));
            QCOMPARE(op.line, int(i) + 4);
        }
    }

    void parsesEscapes() {
        RegFile file = parseOk(kV5 +
                               "[HKCU\\k]\n"
                               "\"a\\\\b\\\"c\"=\"x\\\\y\\\"z\"\n"
                               "\"with=equals;semi#hash\"=\"[brackets] ;not a comment\"\n"
                               "\"lines\"=\"one\\ntwo\\r\"\n");
        QCOMPARE(q(file.operations[1].valueName), QString("a\\b\"c"));
        QCOMPARE(q(decodeString(file.operations[1].data)), QString("x\\y\"z"));
        QCOMPARE(q(file.operations[2].valueName), QString("with=equals;semi#hash"));
        QCOMPARE(q(decodeString(file.operations[2].data)), QString("[brackets] ;not a comment"));
        QCOMPARE(q(decodeString(file.operations[3].data)), QString("one\ntwo\r"));
    }

    void parsesContinuationLines() {
        RegFile file = parseOk(kV5 +
                               "[HKCU\\k]\n"
                               "\"multi\"=hex(7):4c,00,69,00,\\\n"
                               "  6e,00,65,00,\\ ; a comment after the backslash\n"
                               "\n"
                               "; a comment line between the pieces\n"
                               "\t\t00,00, \\\n"
                               "  00 , 00\n"
                               "\"next\"=dword:00000001\n");
        QCOMPARE(file.operations.size(), size_t(3));
        QCOMPARE(hex(file.operations[1].data), hex(encodeMultiString({"Line"})));
        QCOMPARE(file.operations[1].line, 4);
        QCOMPARE(file.operations[2].line, 10);
    }

    void acceptsEveryLineEnd() {
        const std::string lf = "Windows Registry Editor Version 5.00\n\n[HKCU\\k]\n\"a\"=hex:01,\\\n  02\n@=\"x\"\n";
        std::string crlf, cr;
        for (char c : lf) {
            crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
            cr += c == '\n' ? '\r' : c;
        }
        for (const std::string& text : {lf, crlf, cr}) {
            RegFile file = parseOk(text);
            QCOMPARE(file.operations.size(), size_t(3));
            QCOMPARE(hex(file.operations[1].data), QString("0102"));
            QCOMPARE(file.operations[2].line, 6);
        }
    }

    void readsUtf16leWithByteOrderMark() {
        const std::string name = "\xE5\x90\x8D\xE5\x89\x8D \xF0\x9F\x98\x80";  // CJK and an emoji (a surrogate pair)
        RegFile file =
            parseOk(utf16File(kV5 + "[HKEY_CURRENT_USER\\" + name + "]\r\n\"" + name + "\"=\"" + name + "\"\r\n"));
        QCOMPARE(file.encoding, RegTextEncoding::kUtf16le);
        QCOMPARE(q(file.operations[0].keyPath), q("HKEY_CURRENT_USER\\" + name));
        QCOMPARE(q(file.operations[1].valueName), q(name));
        QCOMPARE(hex(file.operations[1].data), hex(encodeString(name)));
    }

    void readsUtf8AndAnsi() {
        const std::string body = "[HKCU\\k]\n\"caf\xC3\xA9\"=\"\xE2\x82\xAC\"\n";
        RegFile withBom = parseOk("\xEF\xBB\xBF" + kV5 + body);
        RegFile withoutBom = parseOk(kV5 + body);
        RegFile ansi = parseOk(kV5 + "[HKCU\\k]\n\"caf\xE9\"=\"\x80\"\n");  // Windows-1252 bytes
        QCOMPARE(withBom.encoding, RegTextEncoding::kUtf8);
        QCOMPARE(ansi.encoding, RegTextEncoding::kAnsi);
        for (const RegFile* file : {&withBom, &withoutBom, &ansi}) {
            QCOMPARE(q(file->operations[1].valueName), QString::fromUtf8("caf\xC3\xA9"));
            QCOMPARE(q(decodeString(file->operations[1].data)), QString::fromUtf8("\xE2\x82\xAC"));
        }
    }

    void readsRegedit4() {
        RegFile file = parseOk(
            "REGEDIT4\r\n\r\n"
            "[HKEY_CURRENT_USER\\k]\r\n"
            "\"expand\"=hex(2):25,41,25,e9,00\r\n"
            "\"multi\"=hex(7):4c,69,6e,65,20,\\\r\n"
            "  63,6f,6e,63,61,74,65,6e,61,74,69,6f,6e,00,00\r\n"
            "\"utf8 multi\"=hex(7):c3,a9,00,00\r\n"
            "\"binary stays\"=hex:e9,00\r\n"
            "\"sz stays\"=hex(1):41,00,00,00\r\n");
        QCOMPARE(file.format, RegFormat::kRegedit4);
        QCOMPARE(hex(file.operations[1].data), hex(encodeString("%A%\xC3\xA9")));
        QCOMPARE(hex(file.operations[2].data), hex(encodeMultiString({"Line concatenation"})));
        QCOMPARE(hex(file.operations[3].data), hex(encodeMultiString({"\xC3\xA9"})));
        QCOMPARE(hex(file.operations[4].data), QString("e900"));
        QCOMPARE(hex(file.operations[5].data), hex(encodeString("A")));
    }

    void readsDeletionsAndDefaultValue() {
        RegFile file = parseOk(kV5 +
                               "[-HKEY_CURRENT_USER\\gone]\n"
                               "[HKEY_CURRENT_USER\\kept]\n"
                               "\"old\"=-\n"
                               "@=-\n"
                               "@=\"new default\"\n");
        const auto& ops = file.operations;
        QCOMPARE(ops.size(), size_t(5));
        QCOMPARE(ops[0].kind, Kind::kDeleteKey);
        QCOMPARE(q(ops[0].keyPath), QString("HKEY_CURRENT_USER\\gone"));
        QCOMPARE(ops[2].kind, Kind::kDeleteValue);
        QCOMPARE(q(ops[2].valueName), QString("old"));
        QCOMPARE(ops[3].kind, Kind::kDeleteValue);
        QVERIFY(ops[3].valueName.empty());
        QCOMPARE(ops[4].kind, Kind::kSetValue);
        QVERIFY(ops[4].valueName.empty());
    }

    void acceptsCommentsAndBlanks() {
        RegFile file = parseOk(
            " \tWindows Registry Editor Version 5.00 \n"
            "; a comment\n"
            "# another\n"
            "\n"
            "  [HKCU\\k]  ; the key\n"
            "\t\"a\" \t=\t \"b\"   ; trailing comment\n"
            "  @  =  dword: \t00000008 ;x\n"
            "\"c\"=hex:01,02,;comment after a trailing comma\n"
            "\"  spaced  \"=\"  kept  \"\n");
        const auto& ops = file.operations;
        QCOMPARE(ops.size(), size_t(5));
        QCOMPARE(q(decodeString(ops[1].data)), QString("b"));
        QCOMPARE(hex(ops[2].data), hex(encodeDword(8)));
        QCOMPARE(hex(ops[3].data), QString("0102"));
        QCOMPARE(q(ops[4].valueName), QString("  spaced  "));
        QCOMPARE(q(decodeString(ops[4].data)), QString("  kept  "));
    }

    void rejectsMalformedFiles_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("why");
        auto row = [](const char* name, const std::string& text, int line, const char* why) {
            QTest::newRow(name) << QByteArray(text.data(), qsizetype(text.size())) << line << QString(why);
        };
        const std::string k = kV5 + "[HKCU\\k]\r\n";  // values start on line 4
        row("empty file", "", 1, "empty");
        row("unknown header", "Windows Registry Editor Version 4.00\r\n", 1, "unknown header");
        row("header case", "regedit4\r\n", 1, "unknown header");
        row("header with more", "REGEDIT4 FOO\r\n", 1, "unknown header");
        row("value before any key", kV5 + "\"a\"=\"b\"\r\n", 3, "before any [key]");
        row("value after a deletion", kV5 + "[-HKCU\\k]\r\n\"a\"=\"b\"\r\n", 4, "[-key] deletion");
        row("unterminated string", k + "\"a\"=\"b\"\r\n\"c\"=\"no end\r\n", 5, "closing quote is missing");
        row("unterminated name", k + "\"name=1\r\n", 4, "closing quote is missing");
        row("text after string", k + "\"a\"=\"b\"c\r\n", 4, "unexpected text");
        row("hash after value", k + "\"a\"=\"b\" #x\r\n", 4, "unexpected text");
        row("unknown escape", k + "\"a\"=\"C:\\Windows\"\r\n", 4, "unknown escape");
        row("missing equals", k + "\"a\" \"b\"\r\n", 4, "expected '='");
        row("unknown data", k + "\"a\"=str:\"b\"\r\n", 4, "unknown value data");
        row("bad hex byte", k + "\"a\"=hex:01,zz,03\r\n", 4, "bad hex data");
        row("three digit byte", k + "\"a\"=hex:01,123\r\n", 4, "not a byte");
        row("missing comma", k + "\"a\"=hex:01 02\r\n", 4, "expected ','");
        row("double comma", k + "\"a\"=hex:01,,02\r\n", 4, "missing before ','");
        row("bad hex on continuation", k + "\"a\"=hex:01,\\\r\n  02,\\\r\n  0x\r\n", 6, "bad hex data");
        row("continuation without comma", k + "\"a\"=hex:01\\\r\n  02\r\n", 4, "before the line continuation");
        row("continuation past the end", k + "\"a\"=hex:01,\\\r\n\r\n", 4, "past the end of the file");
        row("bad hex type", k + "\"a\"=hex(x):01\r\n", 4, "bad value type");
        row("hex without colon", k + "\"a\"=hex 01\r\n", 4, "expected 'hex:'");
        row("dword too long", k + "\"a\"=dword:000000001\r\n", 4, "more than eight");
        row("dword 0x", k + "\"a\"=dword:0x12\r\n", 4, "unexpected text");
        row("dword empty", k + "\"a\"=dword:\r\n", 4, "one to eight hex digits");
        row("dword words", k + "\"a\"=dword:hello\r\n", 4, "one to eight hex digits");
        row("dword continued", k + "\"a\"=dword:1234\\\r\n5678\r\n", 4, "unexpected text");
        row("key without bracket", kV5 + "[HKCU\\k\r\n", 3, "no closing ']'");
        row("empty key", kV5 + "[]\r\n", 3, "names no key");
        row("empty key name", kV5 + "[HKCU\\a\\\\b]\r\n", 3, "empty key name");
        row("text after key", kV5 + "[HKCU\\k] x\r\n", 3, "unexpected text");
        row("stray text", k + "just words\r\n", 4, "cannot read");
        row("key name too long", kV5 + "[HKCU\\" + std::string(256, 'k') + "]\r\n", 3, "255");
        row("value name too long", k + "\"" + std::string(16384, 'v') + "\"=\"x\"\r\n", 4, "16383");
        row("nul in text", k + std::string("\"a\"=\"b\0\"\r\n", 10), 4, "NUL");
    }

    void rejectsMalformedFiles() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, why);
        int errorLine = -1;
        auto file = parseRegFile(BytesView(text.constData(), size_t(text.size())), "bad.reg", &errorLine);
        QVERIFY(!file);
        QVERIFY(file.status().is(StatusCode::kInvalidArgument));
        const QString message = q(file.status().message());
        QVERIFY2(message.startsWith(QString("bad.reg:%1: ").arg(line)), qPrintable(message));
        QVERIFY2(message.contains(why), qPrintable(message));
        QCOMPARE(errorLine, line);
    }

    void rejectsBadEncodings() {
        auto odd = parseRegFile(utf16File(kV5) + "x", "odd.reg");
        QVERIFY(!odd);
        QVERIFY(q(odd.status().message()).contains("half a character"));
        auto bigEndian = parseRegFile(Bytes("\xFE\xFF\x00R", 4), "be.reg");
        QVERIFY(!bigEndian);
        QVERIFY(q(bigEndian.status().message()).contains("big-endian"));
    }

    // A large UTF-8 file is held once: its bytes move into the decoded text
    // (a file of 1 GB on one line took 4 GB while it was copied three times).
    void aUtf8FileIsDecodedWithoutACopy() {
        Bytes file = kV5 + "[HKEY_CURRENT_USER\\a]\r\n\"v\"=\"" + std::string(1 << 20, 'x') + "\"\r\n";
        const char* bytes = file.data();
        auto text = decodeRegText(std::move(file), "big.reg");
        QVERIFY(text.isOk());
        QCOMPARE(text->encoding, RegTextEncoding::kUtf8);
        QCOMPARE(static_cast<const void*>(text->utf8.data()), static_cast<const void*>(bytes));
    }

    // ---- writing --------------------------------------------------------

    void formatsValuesLikeRegedit_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<uint>("type");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("expected");
        auto row = [](const char* label, std::string_view name, uint32_t type, BytesView data, std::string_view text) {
            QTest::newRow(label) << QByteArray(name.data(), qsizetype(name.size())) << uint(type)
                                 << QByteArray(data.data(), qsizetype(data.size()))
                                 << QByteArray(text.data(), qsizetype(text.size()));
        };
        row("string", "String", REG_SZ, encodeString("Your text here..."), "\"String\"=\"Your text here...\"\r\n");
        row("default", "", REG_SZ, encodeString("x"), "@=\"x\"\r\n");
        row("escaped name", "a\\b\"c", REG_SZ, encodeString("\"\\"), "\"a\\\\b\\\"c\"=\"\\\"\\\\\"\r\n");
        row("empty string", "s", REG_SZ, encodeString(""), "\"s\"=\"\"\r\n");
        row("no data", "s", REG_SZ, Bytes(), "\"s\"=hex(1):\r\n");
        row("embedded nul", "s", REG_SZ, utf8ToUtf16le(std::string("a\0b\0", 4)),
            "\"s\"=hex(1):61,00,00,00,62,00,00,00\r\n");
        row("unterminated", "s", REG_SZ, utf8ToUtf16le("ab"), "\"s\"=hex(1):61,00,62,00\r\n");
        row("line break", "s", REG_SZ, encodeString("a\nb"), "\"s\"=hex(1):61,00,0a,00,62,00,00,00\r\n");
        row("name with line break", "a\nb", REG_DWORD, encodeDword(1), "\"a\\nb\"=dword:00000001\r\n");
        row("dword", "d", REG_DWORD, encodeDword(0xabcdef), "\"d\"=dword:00abcdef\r\n");
        row("dword of three bytes", "d", REG_DWORD, Bytes("\x01\x02\x03", 3), "\"d\"=hex(4):01,02,03\r\n");
        row("empty dword", "d", REG_DWORD, Bytes(), "\"d\"=hex(4):\r\n");
        row("binary", "b", REG_BINARY, bytesOf({0x11, 0xab}), "\"b\"=hex:11,ab\r\n");
        row("empty binary", "b", REG_BINARY, Bytes(), "\"b\"=hex:\r\n");
        row("none", "n", REG_NONE, Bytes("Value\0", 6), "\"n\"=hex(0):56,61,6c,75,65,00\r\n");
        row("qword", "q", REG_QWORD, encodeQword(0x2a), "\"q\"=hex(b):2a,00,00,00,00,00,00,00\r\n");
        row("big endian", "e", REG_DWORD_BIG_ENDIAN, encodeDwordBigEndian(1), "\"e\"=hex(5):00,00,00,01\r\n");
        row("type 0x100", "t", 0x100, bytesOf({0}), "\"t\"=hex(100):00\r\n");
        // regedit's own export of StuckRects3\Settings (48 bytes): 21 bytes
        // on the first line, 25 on the next, the rest on the last.
        row("regedit wrapping", "Settings", REG_BINARY,
            bytesOf({0x30, 0x00, 0x00, 0x00, 0xfe, 0xff, 0xff, 0xff, 0x03, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
                     0x3e, 0x00, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xe8, 0x02, 0x00, 0x00,
                     0x00, 0x05, 0x00, 0x00, 0x20, 0x03, 0x00, 0x00, 0x60, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}),
            "\"Settings\"=hex:30,00,00,00,fe,ff,ff,ff,03,00,00,00,03,00,00,00,3e,00,00,00,28,\\\r\n"
            "  00,00,00,00,00,00,00,e8,02,00,00,00,05,00,00,20,03,00,00,60,00,00,00,01,00,\\\r\n"
            "  00,00\r\n");
        // The break comes after the 77th character even when only the last
        // byte would follow it.
        row("break before the last byte", "Multiple strings", REG_MULTI_SZ, encodeMultiString({"abcdefg"}),
            "\"Multiple strings\"=hex(7):61,00,62,00,63,00,64,00,65,00,66,00,67,00,00,00,00,\\\r\n"
            "  00\r\n");
        // A name longer than a line still gets one byte before the first break.
        row("long name", std::string(80, 'n'), REG_BINARY, bytesOf({1, 2, 3}),
            "\"" + std::string(80, 'n') + "\"=hex:01,\\\r\n  02,03\r\n");
        // Line lengths count UTF-16 units: each CJK character is one, so 23
        // bytes fit where counting UTF-8 bytes would give 22.
        std::string wide = "\xE5\x90\x8D\xE5\x90\x8D\xE5\x90\x8D";
        std::string ones;
        for (int i = 0; i < 23; ++i) ones += "01,";
        row("wide name", wide, REG_BINARY, Bytes(30, '\x01'),
            "\"" + wide + "\"=hex:" + ones + "\\\r\n  01,01,01,01,01,01,01\r\n");
    }

    void formatsValuesLikeRegedit() {
        QFETCH(QByteArray, name);
        QFETCH(uint, type);
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, expected);
        std::string text = formatRegValue(std::string_view(name.constData(), size_t(name.size())), type,
                                          BytesView(data.constData(), size_t(data.size())), RegFileFlavor::kUnicode);
        QCOMPARE(QByteArray::fromStdString(text), expected);
    }

    void wrapsEveryContinuationLineAt25Bytes() {
        std::string text = formatRegValue("Data", REG_BINARY, Bytes(200, '\xab'), RegFileFlavor::kUnicode);
        QStringList lines = q(text).split("\r\n", Qt::SkipEmptyParts);
        // "Data"=hex: is 11 characters, so 22 bytes reach 77; then 25 a line.
        QCOMPARE(lines.size(), 9);
        QCOMPARE(lines[0].size(), 11 + 22 * 3 + 1);
        for (int i = 1; i < 8; ++i) QCOMPARE(lines[i].size(), 2 + 25 * 3 + 1);
        QCOMPARE(lines[8], QString("  ab,ab,ab"));
    }

    void writesRegeditFileByteForByte() {
        RegFileWriter writer(RegFileFlavor::kUnicode);
        writer.beginKey("HKEY_CURRENT_USER\\Software\\Wine\\reg_test");
        writer.value("DWORD", REG_DWORD, encodeDword(0x100));
        writer.value("String", REG_SZ, encodeString("Your text here..."));
        writer.finish();
        const std::string expected = kV5 +
                                     "[HKEY_CURRENT_USER\\Software\\Wine\\reg_test]\r\n"
                                     "\"DWORD\"=dword:00000100\r\n"
                                     "\"String\"=\"Your text here...\"\r\n\r\n";
        QCOMPARE(hex(writer.take()), hex(utf16File(expected)));
        QVERIFY(writer.take().empty());
    }

    void writesUtf8AndRegedit4() {
        for (RegFileFlavor flavor : {RegFileFlavor::kUtf8, RegFileFlavor::kRegedit4}) {
            RegFileWriter writer(flavor);
            writer.beginKey("HKEY_CURRENT_USER\\caf\xC3\xA9");
            writer.value("\xE2\x82\xAC", REG_SZ, encodeString("\xC3\xA9\xE6\x97\xA5"));
            writer.value("x", REG_EXPAND_SZ, encodeString("%A%\xC3\xA9"));
            writer.value("m", REG_MULTI_SZ, encodeMultiString({"a", "b"}));
            writer.finish();
            Bytes out = writer.take();
            if (flavor == RegFileFlavor::kUtf8) {
                QCOMPARE(q(out), q("Windows Registry Editor Version 5.00\r\n\r\n"
                                   "[HKEY_CURRENT_USER\\caf\xC3\xA9]\r\n"
                                   "\"\xE2\x82\xAC\"=\"\xC3\xA9\xE6\x97\xA5\"\r\n"
                                   "\"x\"=hex(2):25,00,41,00,25,00,e9,00,00,00\r\n"
                                   "\"m\"=hex(7):61,00,00,00,62,00,00,00,00,00\r\n\r\n"));
            } else {
                // ANSI text ('?' for what Windows-1252 lacks), single-byte hex(2)/hex(7).
                QCOMPARE(hex(out), hex(Bytes("REGEDIT4\r\n\r\n"
                                             "[HKEY_CURRENT_USER\\caf\xE9]\r\n"
                                             "\"\x80\"=\"\xE9?\"\r\n"
                                             "\"x\"=hex(2):25,41,25,e9,00\r\n"
                                             "\"m\"=hex(7):61,00,62,00,00\r\n\r\n")));
            }
        }
    }

    void ansiCodePageRoundTrips() {
        Bytes all;
        for (int b = 1; b < 256; ++b) all.push_back(static_cast<char>(b));
        QCOMPARE(hex(utf8ToAnsi(ansiToUtf8(all))), hex(all));
        QCOMPARE(hex(utf8ToAnsi("\xF0\x9F\x98\x80")), hex(Bytes("?")));
    }

    // ---- a live hive ----------------------------------------------------

    void exportsHiveLikeRegedit() {
        Fixture f;
        buildComplexTree(f, "Software\\Wine\\reg_test");
        auto key = f.hive->openKey(f.hive->root(), "Software\\Wine\\reg_test");
        QVERIFY(key);
        Bytes out = exportBytes(*f.hive, *key, RegFileFlavor::kUnicode, "HKEY_CURRENT_USER\\Software\\Wine\\reg_test");
        QCOMPARE(q(utf16leToUtf8(BytesView(out).substr(2))),
                 q(complexTreeText("HKEY_CURRENT_USER\\Software\\Wine\\reg_test")));
        QCOMPARE(hex(out), hex(utf16File(complexTreeText("HKEY_CURRENT_USER\\Software\\Wine\\reg_test"))));
    }

    void exportsToFileAtomically() {
        Fixture f;
        f.set("kvs", "a", REG_SZ, encodeString("b"));
        auto key = f.hive->openKey(f.hive->root(), "kvs");
        QVERIFY(key);
        RegExportOptions options;
        options.flavor = RegFileFlavor::kUtf8;
        options.keyName = "HKEY_CURRENT_USER\\kvs";
        const std::string path = f.dir.filePath("out.reg").toStdString();
        QVERIFY(exportRegFile(*f.hive, *key, options, path));
        auto written = readWholeFile(path);
        QVERIFY(written);
        QCOMPARE(q(*written), q(kV5 + "[HKEY_CURRENT_USER\\kvs]\r\n\"a\"=\"b\"\r\n\r\n"));
        QVERIFY(!QFile::exists(q(path + ".tmp")));
        options.keyName.clear();
        QVERIFY(exportRegFile(*f.hive, *key, options, path).is(StatusCode::kInvalidArgument));
    }

    void roundTripsEveryValueType_data() {
        QTest::addColumn<int>("flavor");
        QTest::newRow("unicode") << int(RegFileFlavor::kUnicode);
        QTest::newRow("utf8") << int(RegFileFlavor::kUtf8);
        QTest::newRow("regedit4") << int(RegFileFlavor::kRegedit4);
    }

    void roundTripsEveryValueType() {
        QFETCH(int, flavor);
        Fixture source, target;
        buildEveryType(source, "kvs", flavor == int(RegFileFlavor::kRegedit4));
        auto key = source.hive->openKey(source.hive->root(), "kvs");
        QVERIFY(key);
        Bytes text = exportBytes(*source.hive, *key, RegFileFlavor(flavor), "HKEY_CURRENT_USER\\kvs");
        auto file = parseRegFile(text, "roundtrip.reg");
        QVERIFY2(file, file.status().toString().c_str());
        QVERIFY(applyRegFile(*target.hive, target.hive->root(), *file, {}));
        auto copied = target.hive->openKey(target.hive->root(), "kvs");
        QVERIFY(copied);
        QCOMPARE(q(dumpTree(*target.hive, *copied)), q(dumpTree(*source.hive, *key)));
        // And exporting the copy gives the same file again.
        QCOMPARE(hex(exportBytes(*target.hive, *copied, RegFileFlavor(flavor), "HKEY_CURRENT_USER\\kvs")), hex(text));
    }

    void appliesWithPathMappings() {
        Fixture f;
        RegFile file = parseOk(kV5 +
                               "[HKEY_CURRENT_USER\\kvs]\n@=\"base\"\n"
                               "[HKCU\\kvs\\00\\01]\n\"k\"=\"v\"\n");
        // The prefix strips the database key too; its short root form matches.
        Key base = f.key("imported");
        QVERIFY(applyRegFile(*f.hive, base, file, stripPrefix("HKCU\\KVS")));
        QCOMPARE(q(dumpTree(*f.hive, base)), q("[]\n  '' REG_SZ " + toHex(encodeString("base")) +
                                               "\n[00]\n[00\\01]\n  'k' REG_SZ " + toHex(encodeString("v")) + "\n"));
        // Stripping only the root keeps "kvs".
        QVERIFY(applyRegFile(*f.hive, f.key("byroot"), file, {}));
        QVERIFY(f.hive->openKey(f.hive->root(), "byroot\\kvs\\00\\01"));
        // Keeping the whole path keeps the root name, as written, as a key.
        RegImportOptions keep;
        keep.mapping.mode = RegRootMapping::kKeepPath;
        QVERIFY(applyRegFile(*f.hive, f.key("whole"), file, keep));
        QVERIFY(f.hive->openKey(f.hive->root(), "whole\\HKEY_CURRENT_USER\\kvs"));
        QVERIFY(f.hive->openKey(f.hive->root(), "whole\\HKCU\\kvs\\00\\01"));
        // A path outside the prefix names the line.
        Status outside = applyRegFile(*f.hive, base, file, stripPrefix("HKEY_LOCAL_MACHINE"));
        QVERIFY(outside.is(StatusCode::kInvalidArgument));
        QVERIFY2(q(outside.message()).startsWith("test.reg:3: key 'HKEY_CURRENT_USER\\kvs' is outside"),
                 outside.message().c_str());
    }

    void appliesDeletions() {
        Fixture f;
        f.set("kvs\\gone\\deep", "x", REG_SZ, encodeString("y"));
        f.set("kvs\\kept", "old", REG_SZ, encodeString("y"));
        f.set("kvs\\kept", "", REG_SZ, encodeString("default"));
        f.set("kvs\\kept", "stays", REG_DWORD, encodeDword(1));
        RegFile file = parseOk(kV5 +
                               "[-HKCU\\kvs\\gone]\n"
                               "[-HKCU\\kvs\\never existed]\n"
                               "[HKCU\\kvs\\kept]\n\"old\"=-\n@=-\n\"never set\"=-\n");
        QVERIFY(applyRegFile(*f.hive, f.hive->root(), file, {}));
        QVERIFY(f.hive->openKey(f.hive->root(), "kvs\\gone").status().is(StatusCode::kNotFound));
        auto kept = f.hive->openKey(f.hive->root(), "kvs\\kept");
        QVERIFY(kept);
        QCOMPARE(q(dumpTree(*f.hive, *kept)), q("[]\n  'stays' REG_DWORD 01000000\n"));
    }

    void rejectedImportChangesNothing_data() {
        QTest::addColumn<QByteArray>("tail");
        QTest::addColumn<QString>("why");
        QTest::newRow("outside the prefix") << QByteArray("[HKEY_LOCAL_MACHINE\\kvs]\n") << "outside the import prefix";
        QTest::newRow("deletes the base") << QByteArray("[-HKCU\\kvs]\n") << "delete the base key";
        std::string deep = "[HKCU\\kvs";
        for (int i = 0; i < 513; ++i) deep += "\\d";
        QTest::newRow("too deep") << QByteArray::fromStdString(deep + "]\n") << "levels below the base key";
        QTest::newRow("malformed last line") << QByteArray("\"v\"=hex:0g\n") << "bad hex data";
    }

    void rejectedImportChangesNothing() {
        QFETCH(QByteArray, tail);
        QFETCH(QString, why);
        Fixture f;
        f.set("kvs\\a", "v", REG_SZ, encodeString("original"));
        const std::string before = dumpTree(*f.hive, f.hive->root());
        // Every line before the bad one would change the tree.
        const std::string text = kV5 +
                                 "[-HKCU\\kvs\\a]\n"
                                 "[HKCU\\kvs\\b]\n\"v\"=\"new\"\n" +
                                 tail.toStdString();
        auto file = parseRegFile(text, "bad.reg");
        Status st = file ? applyRegFile(*f.hive, f.hive->root(), *file, stripPrefix("HKCU\\kvs")) : file.status();
        QVERIFY(!st);
        QVERIFY2(q(st.message()).contains(why), st.message().c_str());
        QVERIFY2(q(st.message()).startsWith("bad.reg:6: "), st.message().c_str());
        QCOMPARE(q(dumpTree(*f.hive, f.hive->root())), q(before));
    }

    void previewsNetChanges() {
        Fixture f;
        f.set("kvs\\same", "v", REG_SZ, encodeString("1"));
        f.set("kvs\\same", "changed", REG_DWORD, encodeDword(1));
        f.set("kvs\\same", "removed", REG_DWORD, encodeDword(1));
        f.set("kvs\\gone\\child", "x", REG_SZ, encodeString("x"));
        f.set("kvs\\redone", "kept", REG_SZ, encodeString("k"));
        f.set("kvs\\redone", "lost", REG_SZ, encodeString("l"));
        f.key("kvs\\redone\\lost child");
        f.key("kvs\\redone\\kept child");
        const std::string before = dumpTree(*f.hive, f.hive->root());
        RegFile file = parseOk(kV5 +
                               "[HKCU\\kvs\\same]\n"
                               "\"v\"=\"1\"\n"                 // unchanged
                               "\"changed\"=dword:00000002\n"  // changed
                               "\"removed\"=-\n"               // deleted
                               "\"absent\"=-\n"                // nothing
                               "\"added\"=\"a\"\n"
                               "\"twice\"=\"first\"\n"
                               "\"twice\"=\"second\"\n"
                               "[-HKCU\\kvs\\gone]\n"
                               "[HKCU\\kvs\\new\\deeper]\n"
                               "\"n\"=\"n\"\n"
                               "[-HKCU\\kvs\\new]\n"  // created, then deleted: nothing
                               "[-HKCU\\kvs\\redone]\n"
                               "[HKCU\\kvs\\redone\\kept child]\n"
                               "[HKCU\\kvs\\redone]\n"
                               "\"kept\"=\"k\"\n"
                               "[HKCU\\kvs\\fresh]\n"
                               "@=\"f\"\n");
        auto preview = previewRegFile(*f.hive, f.hive->root(), file, stripPrefix("HKEY_CURRENT_USER"));
        QVERIFY2(preview, preview.status().toString().c_str());
        QStringList got;
        for (const RegChange& c : preview->changes) {
            QString line = QString("%1 %2").arg(regChangeKindName(c.kind), q(c.keyPath));
            if (c.kind != RegChange::Kind::kAddKey && c.kind != RegChange::Kind::kDeleteKey) {
                line += " '" + q(c.valueName) + "'";
            }
            if (c.before) line += " from " + q(formatValueData(c.before->type, c.before->data));
            if (c.after) line += " to " + q(formatValueData(c.after->type, c.after->data));
            got << line;
        }
        const QStringList expected = {
            "add key kvs\\fresh",
            "add value kvs\\fresh '' to f",
            "delete key kvs\\gone",
            "delete value kvs\\redone 'lost' from l",
            "delete key kvs\\redone\\lost child",
            "change value kvs\\same 'changed' from 0x00000001 (1) to 0x00000002 (2)",
            "delete value kvs\\same 'removed' from 0x00000001 (1)",
            "add value kvs\\same 'added' to a",
            "add value kvs\\same 'twice' to second",
        };
        // Within one key the order of values is by folded name.
        QStringList sortedGot = got, sortedExpected = expected;
        sortedGot.sort();
        sortedExpected.sort();
        QCOMPARE(sortedGot, sortedExpected);
        QCOMPARE(preview->unchangedValues, uint64_t(2));  // "v" and the re-set "kept"
        QCOMPARE(q(dumpTree(*f.hive, f.hive->root())), q(before));
        // Applying does what the preview said.
        QVERIFY(applyRegFile(*f.hive, f.hive->root(), file, stripPrefix("HKEY_CURRENT_USER")));
        auto after = previewRegFile(*f.hive, f.hive->root(), file, stripPrefix("HKEY_CURRENT_USER"));
        QVERIFY(after);
        QVERIFY(after->changes.empty());
    }

    void importHonoursCancellation() {
        Fixture f;
        RegFile file = parseOk(kV5 + "[HKCU\\kvs]\n\"a\"=\"b\"\n");
        CancellationToken cancel;
        cancel.cancel();
        RegImportOptions options;
        options.cancel = &cancel;
        QVERIFY(applyRegFile(*f.hive, f.hive->root(), file, options).is(StatusCode::kCancelled));
        QVERIFY(f.hive->openKey(f.hive->root(), "kvs").status().is(StatusCode::kNotFound));
    }
};

QTEST_GUILESS_MAIN(RegFileTest)
#include "test_regfile.moc"
