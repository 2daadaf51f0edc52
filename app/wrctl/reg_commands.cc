// wrctl reg: keys, values, .reg import and export, checkpoints and statistics
// of a registry hive. Every command opens the registry itself (read-only
// unless it changes something), so commands can run while another process
// reads the same hive.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cli_args.h"
#include "commands.h"
#include "registry/hive/hive.h"
#include "registry/regfile/reg_file_apply.h"
#include "registry/regfile/reg_file_export.h"
#include "registry/regfile/reg_file_preview.h"
#include "registry/regfile/reg_file_reader.h"
#include "registry/registry_location.h"
#include "registry/value_codec.h"
#include "util/file.h"

namespace wr::cli {

namespace {

using namespace wr::reg;

constexpr uint32_t kAll = std::numeric_limits<uint32_t>::max();
constexpr size_t kAnyCount = std::numeric_limits<size_t>::max();

const char kCommonHelp[] =
    "common options:\n"
    "  --hive DIR         a portable hive in directory DIR\n"
    "  --root HKCU|HKLM   the standard hive of that root (the default is HKCU)\n"
    "  --json             JSON output (list, info, get, stats, import --dry-run)\n"
    "  --help             this help\n"
    "KEY is a path below the hive's root, names joined by backslashes (Software\\App);\n"
    "\"\" is the root itself.\n"
    "NAME \"\" is the key's default value.\n";

// What a command works with: its arguments and, once opened, the registry.
class Context {
public:
    Context(Args args, RegistryLocation location, std::string help)
        : args_(std::move(args)), location_(std::move(location)), help_(std::move(help)) {}

    const Args& args() const { return args_; }
    bool json() const { return args_.flag("json"); }
    // A wrong argument: the message and the command's help, exit code 2.
    int usage(const Status& st) const { return usageError(st.message(), help_); }

    // Opens the registry the options name; `write` opens it for changes.
    Result<Registry*> open(bool write) {
        RegistryLocation location = location_;
        location.options.readOnly = !write;
        location.options.createIfMissing = write;
        auto opened = openRegistry(location);
        if (!opened) return opened.status();
        registry_ = std::move(opened).value();
        wrote_ = write;
        return registry_.get();
    }

    // Makes every change of the command durable before the process exits.
    Status finish() { return (registry_ && wrote_) ? registry_->flush() : Status::ok(); }

    // The section name a .reg file gives the hive's root ("HKEY_CURRENT_USER").
    std::string rootSectionName() const {
        if (auto prefix = args_.option("prefix")) return *prefix;
        return location_.root == RootKey::kLocalMachine ? "HKEY_LOCAL_MACHINE" : "HKEY_CURRENT_USER";
    }

private:
    Args args_;
    RegistryLocation location_;
    std::string help_;
    std::unique_ptr<Registry> registry_;
    bool wrote_ = false;
};

// --hive DIR or --root HKCU|HKLM (the default).
Result<RegistryLocation> locationOf(const Args& args) {
    RegistryLocation location;
    auto hive = args.option("hive");
    auto root = args.option("root");
    if (hive && root) return Status::invalidArgument("give --hive or --root, not both");
    if (hive) location.hivePath = *hive;
    if (root) {
        auto parsed = parseRootKey(*root);
        if (!parsed) return parsed.status();
        location.root = *parsed;
    }
    return location;
}

struct RegCommand {
    const char* name;
    const char* usage;    // the words after "wrctl reg"
    const char* summary;  // one line
    const char* options;  // the command's own options, one per line, or ""
    size_t minWords;      // positional arguments
    size_t maxWords;
    std::set<std::string> valueOptions;  // its options that take a value
    std::set<std::string> flags;         // its options that do not
    int (*run)(Context& ctx);
};

// ---- output helpers ---------------------------------------------------------

using JsonFields = std::vector<std::pair<std::string, std::string>>;  // name, JSON text

std::string jsonObject(const JsonFields& fields) {
    std::string out = "{";
    for (const auto& [name, value] : fields) out += (out.size() > 1 ? "," : "") + jsonString(name) + ":" + value;
    return out + "}";
}

std::string jsonArray(const std::vector<std::string>& items) {
    std::string out = "[";
    for (const std::string& item : items) out += (out.size() > 1 ? "," : "") + item;
    return out + "]";
}

// The number a DWORD, big-endian DWORD or QWORD holds, if it has the right size.
std::optional<uint64_t> numberOf(uint32_t type, BytesView data) {
    switch (type) {
    case REG_DWORD: return decodeDword(data);
    case REG_DWORD_BIG_ENDIAN: return decodeDwordBigEndian(data);
    case REG_QWORD: return decodeQword(data);
    default: return std::nullopt;
    }
}

// The data of a value as JSON: text, a list of texts, a number, or hex.
std::string dataJson(uint32_t type, BytesView data) {
    if (type == REG_MULTI_SZ) {
        std::vector<std::string> items;
        for (const std::string& s : decodeMultiString(data)) items.push_back(jsonString(s));
        return jsonArray(items);
    }
    if (isStringType(type)) return jsonString(decodeString(data));
    if (auto number = numberOf(type, data)) return std::to_string(*number);
    return jsonString(toHex(data));
}

std::string valueJson(std::string_view name, uint32_t type, BytesView data) {
    return jsonObject({{"name", jsonString(name)},
                       {"type", jsonString(valueTypeName(type))},
                       {"type_code", std::to_string(type)},
                       {"size", std::to_string(data.size())},
                       {"data", dataJson(type, data)}});
}

// The whole data of a value as text: strings as they are, one line per
// string of a REG_MULTI_SZ, numbers in hex and decimal, other types in hex.
std::string valueText(uint32_t type, BytesView data) {
    if (type != REG_MULTI_SZ) return formatValueData(type, data, std::numeric_limits<size_t>::max());
    std::string out;
    for (const std::string& s : decodeMultiString(data)) out += (out.empty() ? "" : "\n") + s;
    return out;
}

std::string displayName(std::string_view name) { return name.empty() ? "(default)" : std::string(name); }

std::string padded(std::string s, size_t width) {
    return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

// One line of "info" or "stats": a name and a number or a text.
struct Fact {
    std::string name;
    std::string value;
    bool text;  // quoted in JSON
};

void printFacts(const std::vector<Fact>& facts, bool json) {
    if (!json) {
        for (const Fact& f : facts) std::cout << padded(f.name, 24) << f.value << "\n";
        return;
    }
    JsonFields fields;
    for (const Fact& f : facts) fields.push_back({f.name, f.text ? jsonString(f.value) : f.value});
    std::cout << jsonObject(fields) << "\n";
}

// FILETIME (100 ns since 1601) as ISO 8601 UTC.
std::string fileTimeText(int64_t fileTime) {
    constexpr int64_t kUnixEpoch = 116444736000000000LL;
    std::time_t seconds = static_cast<std::time_t>((fileTime - kUnixEpoch) / 10000000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char buf[32];
    std::strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// ---- value arguments ----------------------------------------------------------

Result<uint32_t> typeOption(const Args& args) {
    std::string name = args.optionOr("type", "REG_SZ");
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (auto type = parseValueType(name)) return *type;
    if (auto type = parseValueType("REG_" + name)) return *type;
    return Status::invalidArgument("unknown value type '" + args.optionOr("type", "") +
                                   "': use REG_SZ, REG_EXPAND_SZ, REG_MULTI_SZ, REG_DWORD, REG_QWORD, REG_BINARY, "
                                   "REG_NONE, ... or a type number");
}

// Hex bytes, with or without spaces, commas, colons or dashes between them.
Result<Bytes> hexArgument(std::string_view text) {
    std::string digits;
    for (char c : text) {
        if (c != ' ' && c != ',' && c != ':' && c != '-') digits.push_back(c);
    }
    if (auto bytes = fromHex(digits)) return *bytes;
    return Status::invalidArgument("'" + std::string(text) + "' is not hex bytes (e.g. 01ff or \"01 ff\")");
}

Result<uint64_t> numberArgument(std::string_view text, uint64_t max) {
    std::string s(text);
    int base = (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) ? 16 : 10;
    char* end = nullptr;
    errno = 0;
    unsigned long long v = s.empty() || s[0] == '-' ? 0 : std::strtoull(s.c_str(), &end, base);
    if (s.empty() || s[0] == '-' || errno != 0 || end == nullptr || *end != '\0' || v > max) {
        return Status::invalidArgument("'" + s + "' is not a number from 0 to " + std::to_string(max) +
                                       " (decimal, or hex with 0x)");
    }
    return static_cast<uint64_t>(v);
}

Result<Bytes> oneWordAs(uint32_t type, const std::string& word) {
    switch (type) {
    case REG_SZ:
    case REG_EXPAND_SZ:
    case REG_LINK: return encodeString(word);
    case REG_DWORD:
    case REG_DWORD_BIG_ENDIAN: {
        auto v = numberArgument(word, 0xFFFFFFFFu);
        if (!v) return v.status();
        return type == REG_DWORD ? encodeDword(uint32_t(*v)) : encodeDwordBigEndian(uint32_t(*v));
    }
    case REG_QWORD: {
        auto v = numberArgument(word, std::numeric_limits<uint64_t>::max());
        if (!v) return v.status();
        return encodeQword(*v);
    }
    default: return hexArgument(word);
    }
}

std::vector<std::string> splitOn(const std::string& text, const std::string& separator) {
    if (separator.empty()) return {text};
    std::vector<std::string> parts;
    for (size_t start = 0;;) {
        size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos) return parts;
        start = at + separator.size();
    }
}

// The data of "set": --hex, --file, or the VALUE words read by type.
Result<Bytes> setData(const Args& args, uint32_t type) {
    std::vector<std::string> words(args.positional().begin() + 2, args.positional().end());
    int sources = int(!words.empty()) + int(args.option("hex").has_value()) + int(args.option("file").has_value());
    if (sources > 1) return Status::invalidArgument("give the data once: as VALUE, with --hex or with --file");
    if (auto hex = args.option("hex")) return hexArgument(*hex);
    if (auto file = args.option("file")) return readWholeFile(*file);
    if (type == REG_MULTI_SZ) {
        auto separator = args.option("separator");
        if (separator && words.size() == 1) words = splitOn(words[0], *separator);
        return encodeMultiString(words);
    }
    if (words.size() != 1) {
        return Status::invalidArgument("a " + valueTypeName(type) + " value takes one VALUE, got " +
                                       std::to_string(words.size()));
    }
    return oneWordAs(type, words[0]);
}

// ---- commands -----------------------------------------------------------------

// Most commands open the registry and then the key their first word names
// (the root when there is no word).
struct Opened {
    Registry* registry;
    Key key;
};

Result<Opened> openKeyArg(Context& ctx, bool write) {
    auto registry = ctx.open(write);
    if (!registry) return registry.status();
    std::string path = ctx.args().count() > 0 ? ctx.args().at(0) : "";
    auto key = (*registry)->openKey((*registry)->root(), path);
    if (!key) return key.status().withContext("key '" + path + "'");
    return Opened{*registry, std::move(key).value()};
}

int cmdCreate(Context& ctx) {
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    bool created = false;
    auto key = (*registry)->createKey((*registry)->root(), ctx.args().at(0), &created);
    if (!key) return fail(key.status());
    std::cout << (created ? "created key '" : "key already exists: '") << ctx.args().at(0) << "'\n";
    return kExitOk;
}

int cmdSet(Context& ctx) {
    auto type = typeOption(ctx.args());
    if (!type) return ctx.usage(type.status());
    auto data = setData(ctx.args(), *type);
    if (!data && data.status().is(StatusCode::kInvalidArgument)) return ctx.usage(data.status());
    if (!data) return fail(data.status());
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto key = (*registry)->createKey((*registry)->root(), ctx.args().at(0));
    if (!key) return fail(key.status());
    Status st = (*registry)->setValue(*key, ctx.args().at(1), *type, *data);
    return st ? kExitOk : fail(st);
}

int cmdGet(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    const std::string& name = ctx.args().at(1);
    auto value = opened->registry->queryValue(opened->key, name);
    if (!value) return fail(value.status());
    if (ctx.args().flag("raw")) {
        std::cout.write(value->data.data(), static_cast<std::streamsize>(value->data.size()));
    } else if (ctx.json()) {
        std::cout << valueJson(name, value->type, value->data) << "\n";
    } else {
        std::cout << valueText(value->type, value->data) << "\n";
    }
    return kExitOk;
}

int cmdDeleteValue(Context& ctx) {
    auto opened = openKeyArg(ctx, true);
    if (!opened) return fail(opened.status());
    Status st = opened->registry->deleteValue(opened->key, ctx.args().at(1));
    return st ? kExitOk : fail(st);
}

int cmdDeleteTree(Context& ctx) {
    if (ctx.args().at(0).empty()) {
        return ctx.usage(Status::invalidArgument("delete-tree needs a key below the root; it does not empty the hive"));
    }
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    Status st = (*registry)->deleteTree((*registry)->root(), ctx.args().at(0));
    return st ? kExitOk : fail(st);
}

int cmdRename(Context& ctx) {
    const std::string& path = ctx.args().at(0);
    size_t cut = path.rfind('\\');
    std::string parent = cut == std::string::npos ? "" : path.substr(0, cut);
    std::string oldName = cut == std::string::npos ? path : path.substr(cut + 1);
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto parentKey = (*registry)->openKey((*registry)->root(), parent);
    if (!parentKey) return fail(parentKey.status());
    Status st = (*registry)->renameKey(*parentKey, oldName, ctx.args().at(1));
    return st ? kExitOk : fail(st);
}

void printListing(const std::vector<std::string>& subkeys, const std::vector<NamedValue>& values) {
    size_t width = 10;
    for (const NamedValue& v : values) width = std::max(width, std::min<size_t>(displayName(v.name).size(), 40));
    for (const std::string& s : subkeys) std::cout << s << "\\\n";
    for (const NamedValue& v : values) {
        std::cout << padded(displayName(v.name), width + 1) << padded(valueTypeName(v.type), 14)
                  << formatValueData(v.type, v.data) << "\n";
    }
}

int cmdList(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    auto subkeys = opened->registry->listSubkeys(opened->key, 0, kAll);
    if (!subkeys) return fail(subkeys.status());
    auto values = opened->registry->listValues(opened->key, 0, kAll);
    if (!values) return fail(values.status());
    if (!ctx.json()) {
        printListing(*subkeys, *values);
        return kExitOk;
    }
    std::vector<std::string> keyItems, valueItems;
    for (const std::string& s : *subkeys) keyItems.push_back(jsonString(s));
    for (const NamedValue& v : *values) valueItems.push_back(valueJson(v.name, v.type, v.data));
    std::cout << jsonObject({{"key", jsonString(ctx.args().count() ? ctx.args().at(0) : "")},
                             {"subkeys", jsonArray(keyItems)},
                             {"values", jsonArray(valueItems)}})
              << "\n";
    return kExitOk;
}

int cmdInfo(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    auto info = opened->registry->queryInfo(opened->key);
    if (!info) return fail(info.status());
    printFacts({{"subkeys", std::to_string(info->subkeyCount), false},
                {"values", std::to_string(info->valueCount), false},
                {"max_subkey_name_length", std::to_string(info->maxSubkeyNameLength), false},
                {"max_value_name_length", std::to_string(info->maxValueNameLength), false},
                {"max_value_data_bytes", std::to_string(info->maxValueDataBytes), false},
                {"last_write_time", fileTimeText(info->lastWriteTime), true}},
               ctx.json());
    return kExitOk;
}

Result<RegFileFlavor> flavorOption(const Args& args) {
    if (args.flag("utf8") && args.flag("regedit4")) {
        return Status::invalidArgument("give --utf8 or --regedit4, not both");
    }
    if (args.flag("utf8")) return RegFileFlavor::kUtf8;
    if (args.flag("regedit4")) return RegFileFlavor::kRegedit4;
    return RegFileFlavor::kUnicode;
}

Status writeToStdout(BytesView bytes) {
    std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return std::cout ? Status::ok() : Status::ioError("cannot write to standard output");
}

int cmdExport(Context& ctx) {
    auto flavor = flavorOption(ctx.args());
    if (!flavor) return ctx.usage(flavor.status());
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    RegExportOptions options;
    options.flavor = *flavor;
    const std::string& path = ctx.args().at(0);
    options.keyName = ctx.rootSectionName() + (path.empty() ? "" : "\\" + path);
    const std::string& file = ctx.args().at(1);
    Status st = file == "-" ? exportRegTree(*opened->registry, opened->key, options, writeToStdout)
                            : exportRegFile(*opened->registry, opened->key, options, file);
    return st ? kExitOk : fail(st);
}

// Where the file's keys land: --prefix, --keep-path, the --root's own name,
// or (for a hive given by directory) whatever root each path starts with.
RegImportOptions importOptions(const Args& args) {
    RegImportOptions options;
    if (auto prefix = args.option("prefix")) {
        options.mapping = {RegRootMapping::kStripPrefix, *prefix};
    } else if (args.flag("keep-path")) {
        options.mapping.mode = RegRootMapping::kKeepPath;
    } else if (auto root = args.option("root")) {
        options.mapping = {RegRootMapping::kStripPrefix, *root};
    }
    return options;
}

std::string changeJson(const RegChange& c) {
    JsonFields fields = {{"kind", jsonString(regChangeKindName(c.kind))}, {"key", jsonString(c.keyPath)}};
    if (c.kind != RegChange::Kind::kAddKey && c.kind != RegChange::Kind::kDeleteKey) {
        fields.push_back({"name", jsonString(c.valueName)});
    }
    if (c.before) fields.push_back({"before", valueJson(c.valueName, c.before->type, c.before->data)});
    if (c.after) fields.push_back({"after", valueJson(c.valueName, c.after->type, c.after->data)});
    return jsonObject(fields);
}

std::string typedData(const ValueData& v) { return valueTypeName(v.type) + " " + formatValueData(v.type, v.data); }

void printPreview(const RegImportPreview& preview, bool json) {
    if (json) {
        std::vector<std::string> items;
        for (const RegChange& c : preview.changes) items.push_back(changeJson(c));
        std::cout << jsonObject(
                         {{"changes", jsonArray(items)}, {"unchanged_values", std::to_string(preview.unchangedValues)}})
                  << "\n";
        return;
    }
    for (const RegChange& c : preview.changes) {
        std::cout << padded(regChangeKindName(c.kind), 13) << "[" << c.keyPath << "]";
        if (c.kind != RegChange::Kind::kAddKey && c.kind != RegChange::Kind::kDeleteKey) {
            std::cout << " " << displayName(c.valueName);
        }
        if (c.before) std::cout << "  was " << typedData(*c.before);
        if (c.after) std::cout << "  now " << typedData(*c.after);
        std::cout << "\n";
    }
    std::cout << preview.changes.size() << " changes, " << preview.unchangedValues << " values unchanged\n";
}

int cmdImport(Context& ctx) {
    auto file = readRegFile(ctx.args().at(0));
    if (!file) return fail(file.status());
    const bool dryRun = ctx.args().flag("dry-run");
    auto registry = ctx.open(!dryRun);
    if (!registry) return fail(registry.status());
    const std::string base = ctx.args().optionOr("base", "");
    auto baseKey =
        dryRun ? (*registry)->openKey((*registry)->root(), base) : (*registry)->createKey((*registry)->root(), base);
    if (!baseKey) return fail(baseKey.status().withContext("base key '" + base + "'"));
    const RegImportOptions options = importOptions(ctx.args());
    if (dryRun) {
        auto preview = previewRegFile(**registry, *baseKey, *file, options);
        if (!preview) return fail(preview.status());
        printPreview(*preview, ctx.json());
        return kExitOk;
    }
    Status st = applyRegFile(**registry, *baseKey, *file, options);
    if (!st) return fail(st);
    std::cout << "applied " << file->operations.size() << " operations of " << ctx.args().at(0) << "\n";
    return kExitOk;
}

int cmdFlush(Context& ctx) {
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    Status st = (*registry)->flush();
    return st ? kExitOk : fail(st);
}

int cmdCheckpoint(Context& ctx) {
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto* hive = dynamic_cast<Hive*>(*registry);
    if (hive == nullptr) return fail(Status::notSupported((*registry)->describe() + " has no checkpoints"));
    Status st = hive->checkpoint();
    return st ? kExitOk : fail(st);
}

int cmdStats(Context& ctx) {
    auto registry = ctx.open(false);
    if (!registry) return fail(registry.status());
    auto stats = (*registry)->statistics();
    if (!stats) return fail(stats.status());
    printFacts({{"keys", std::to_string(stats->keys), false},
                {"values", std::to_string(stats->values), false},
                {"name_and_data_bytes", std::to_string(stats->nameAndDataBytes), false},
                {"memory_bytes", std::to_string(stats->memoryBytes), false},
                {"disk_bytes", std::to_string(stats->diskBytes), false}},
               ctx.json());
    return kExitOk;
}

// ---- dispatch -------------------------------------------------------------------

const std::vector<RegCommand>& commands() {
    static const std::vector<RegCommand> list = {
        {"create", "create KEY", "create a key and every missing key above it", "", 1, 1, {}, {}, cmdCreate},
        {"set",
         "set KEY NAME [VALUE...]",
         "set a value, creating the key if needed",
         "  --type TYPE        REG_SZ (default), REG_EXPAND_SZ, REG_MULTI_SZ, REG_DWORD, REG_QWORD,\n"
         "                     REG_BINARY, REG_NONE, ... or a number\n"
         "  VALUE              text for string types; a number (decimal or 0x hex) for DWORD/QWORD;\n"
         "                     one word per string for REG_MULTI_SZ; hex bytes for the rest\n"
         "  --separator S      REG_MULTI_SZ from one VALUE split at S\n"
         "  --hex BYTES        the exact bytes, any type (\"01 ff\", 01ff, 01,ff)\n"
         "  --file PATH        the exact bytes of a file, any type\n",
         2,
         kAnyCount,
         {"type", "separator", "hex", "file"},
         {},
         cmdSet},
        {"get",
         "get KEY NAME",
         "print a value's data",
         "  --raw              write the exact bytes to stdout\n",
         2,
         2,
         {},
         {"raw"},
         cmdGet},
        {"delete-value", "delete-value KEY NAME", "delete a value", "", 2, 2, {}, {}, cmdDeleteValue},
        {"delete-tree", "delete-tree KEY", "delete a key and everything below it", "", 1, 1, {}, {}, cmdDeleteTree},
        {"rename", "rename KEY NEWNAME", "rename a key (keeps it under the same parent)", "", 2, 2, {}, {}, cmdRename},
        {"list", "list [KEY]", "list a key's subkeys and values (name, type, data)", "", 0, 1, {}, {}, cmdList},
        {"info", "info [KEY]", "counts, longest names and last write time of a key", "", 0, 1, {}, {}, cmdInfo},
        {"export",
         "export KEY FILE",
         "write KEY and everything below it as a .reg file (FILE - is stdout)",
         "  --utf8             UTF-8 instead of regedit's UTF-16LE\n"
         "  --regedit4         REGEDIT4 format (ANSI text)\n"
         "  --prefix NAME      section name of the hive's root (default HKEY_CURRENT_USER, or\n"
         "                     HKEY_LOCAL_MACHINE with --root HKLM)\n",
         2,
         2,
         {"prefix"},
         {"utf8", "regedit4"},
         cmdExport},
        {"import",
         "import FILE",
         "apply a .reg file; a malformed file changes nothing",
         "  --base KEY         import below KEY instead of the root\n"
         "  --prefix PATH      cut PATH (e.g. HKEY_CURRENT_USER\\kvs) off every key of the file;\n"
         "                     keys outside it are an error (default: the --root name, or any root)\n"
         "  --keep-path        keep the whole path, root name included\n"
         "  --dry-run          show what would change, change nothing\n",
         1,
         1,
         {"base", "prefix"},
         {"dry-run", "keep-path"},
         cmdImport},
        {"flush", "flush", "make every change durable (RegFlushKey)", "", 0, 0, {}, {}, cmdFlush},
        {"checkpoint",
         "checkpoint",
         "write a snapshot of the hive and start a fresh log",
         "",
         0,
         0,
         {},
         {},
         cmdCheckpoint},
        {"stats", "stats", "keys, values, bytes in memory and on disk", "", 0, 0, {}, {}, cmdStats},
    };
    return list;
}

std::string groupHelp() {
    std::string out = "usage: wrctl reg <command> [arguments] [options]\n\ncommands:\n";
    for (const RegCommand& c : commands()) out += "  " + padded(c.usage, 26) + c.summary + "\n";
    return out + "\n" + kCommonHelp + "\n'wrctl reg <command> --help' describes one command.\n";
}

std::string commandHelp(const RegCommand& c) {
    std::string out = "usage: wrctl reg " + std::string(c.usage) + " [options]\n\n" + c.summary + "\n\n";
    if (*c.options != '\0') out += std::string("options:\n") + c.options + "\n";
    return out + kCommonHelp;
}

// Rejects an --option the command does not know, so a typo is not ignored.
Status checkOptions(const std::vector<std::string>& words, const RegCommand& c) {
    static const std::set<std::string> kCommon = {"hive", "root", "json", "help"};
    for (const std::string& w : words) {
        if (w == "--") break;
        if (w.size() < 3 || w.compare(0, 2, "--") != 0) continue;
        std::string name = w.substr(2, w.find('=') == std::string::npos ? std::string::npos : w.find('=') - 2);
        if (kCommon.count(name) || c.valueOptions.count(name) || c.flags.count(name)) continue;
        return Status::invalidArgument("reg " + std::string(c.name) + " has no option --" + name);
    }
    return Status::ok();
}

int runCommand(const RegCommand& c, const std::vector<std::string>& words) {
    if (Status st = checkOptions(words, c); !st) return usageError(st.message(), commandHelp(c));
    std::set<std::string> valueOptions = c.valueOptions;
    valueOptions.insert({"hive", "root"});
    auto args = Args::parse(words, valueOptions);
    if (!args) return usageError(args.status().message(), commandHelp(c));
    if (args->flag("help")) {
        std::cout << commandHelp(c);
        return kExitOk;
    }
    if (args->count() < c.minWords || args->count() > c.maxWords) {
        return usageError("reg " + std::string(c.name) + " takes " + c.usage, commandHelp(c));
    }
    auto location = locationOf(*args);
    if (!location) return usageError(location.status().message(), commandHelp(c));
    Context ctx(std::move(args).value(), std::move(location).value(), commandHelp(c));
    int code = c.run(ctx);
    if (code != kExitOk) return code;
    Status st = ctx.finish();
    return st ? kExitOk : fail(st);
}

}  // namespace

int runRegCommand(const std::vector<std::string>& words) {
    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        (words.empty() ? std::cerr : std::cout) << groupHelp();
        return words.empty() ? kExitUsage : kExitOk;
    }
    for (const RegCommand& c : commands()) {
        if (words[0] == c.name) return runCommand(c, std::vector<std::string>(words.begin() + 1, words.end()));
    }
    return usageError("unknown reg command '" + words[0] + "'", groupHelp());
}

}  // namespace wr::cli
