// wrctl reg: keys, values, .reg import and export, Windows hive files
// (regf: read with --hive-file, written and imported whole), checkpoints and
// statistics of a registry hive. Every command opens the registry itself
// (read-only unless it changes something), so commands can run while another
// process reads the same hive.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "command_table.h"
#include "console_output.h"
#include "registry/hive/hive.h"
#include "registry/regf/regf_export.h"
#include "registry/regf/regf_import.h"
#include "registry/regf/regf_registry.h"
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
// The command line of a reg command, filled in by CLI11.
struct RegArguments {
    std::string hive;      // --hive DIR; empty when not given
    std::string hiveFile;  // --hive-file FILE: a Windows hive file, read-only
    std::string root;      // --root HKCU|HKLM; empty when not given
    bool json = false;
    std::string key;                  // KEY
    std::string name;                 // NAME, or rename's NEWNAME
    std::vector<std::string> values;  // set's VALUE...
    std::string file;                 // export's and import's FILE
    std::string type = "REG_SZ";
    std::string separator;
    std::string hex;
    CLI::Option* hexOption = nullptr;  // --hex "" is data too: zero bytes
    std::string dataFile;
    bool raw = false;
    bool utf8 = false;
    bool regedit4 = false;
    std::string prefix;
    std::string base;
    std::string from;      // import-hive-file's --from: a key of the file
    std::string hiveName;  // export-hive-file's --hive-name
    bool keepPath = false;
    bool dryRun = false;
};

// What a command works with: its arguments and, once opened, the registry.
class Context {
public:
    Context(const RegArguments& args, RegistryLocation location) : args_(args), location_(std::move(location)) {}

    const RegArguments& args() const { return args_; }
    const RegistryLocation& location() const { return location_; }
    bool json() const { return args_.json; }

    // Opens the registry the options name; `write` opens it for changes.
    Result<Registry*> open(bool write) {
        if (!args_.hiveFile.empty()) return openHiveFile(write);
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
        if (!args_.prefix.empty()) return args_.prefix;
        return location_.root == RootKey::kLocalMachine ? "HKEY_LOCAL_MACHINE" : "HKEY_CURRENT_USER";
    }

private:
    Result<Registry*> openHiveFile(bool write) {
        if (write) {
            return Status::readOnly(args_.hiveFile +
                                    " is a Windows hive file, which wrctl opens read-only: import it into a portable "
                                    "hive (wrctl reg import-hive-file) to change it");
        }
        auto opened = RegfRegistry::open(args_.hiveFile);
        if (!opened) return opened.status();
        registry_ = std::move(opened).value();
        return registry_.get();
    }

    const RegArguments& args_;
    RegistryLocation location_;
    std::unique_ptr<Registry> registry_;
    bool wrote_ = false;
};

// --hive DIR, --hive-file FILE or --root HKCU|HKLM (the default): a root's
// standard hive, or in a Windows build the real registry.
Result<RegistryLocation> locationOf(const RegArguments& args) {
    RegistryLocation location;
    if (args.hive.empty() && args.hiveFile.empty()) location.backend = standardRootBackend();
    if (!args.hive.empty() && !args.root.empty()) return Status::invalidArgument("give --hive or --root, not both");
    if (!args.hiveFile.empty() && (!args.hive.empty() || !args.root.empty())) {
        return Status::invalidArgument("--hive-file names the hive itself: give it without --hive or --root");
    }
    if (!args.hive.empty()) location.hivePath = args.hive;
    if (!args.root.empty()) {
        auto parsed = parseRootKey(args.root);
        if (!parsed) return parsed.status();
        location.root = *parsed;
    }
    return location;
}

// KEY (and --base) as regedit and reg.exe print them, "HKEY_CURRENT_USER\Software\App"
// or "HKCU\Software\App", as well as "Software\App": a leading root name is cut
// off the path. It chooses the standard hive of that root when neither --hive
// nor --root (nor an earlier path) did, must agree with --root, and under
// --hive or --hive-file names that hive's own root, whatever it is called.
Status takeRootFromPath(std::string& path, const RegArguments& args, RegistryLocation& location, bool& rootChosen) {
    const size_t slash = path.find('\\');
    auto root = parseRootKey(std::string_view(path).substr(0, slash));
    if (!root) return Status::ok();  // a path below the root
    if (args.hive.empty() && args.hiveFile.empty()) {
        if (rootChosen && *root != location.root) {
            return Status::invalidArgument("'" + path + "' lies in " + rootKeyName(*root) +
                                           ", but the command works in " + rootKeyName(location.root));
        }
        location.root = *root;
        rootChosen = true;
    }
    path = slash == std::string::npos ? "" : path.substr(slash + 1);
    return Status::ok();
}

// ---- output helpers ---------------------------------------------------------

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
Json dataJson(uint32_t type, BytesView data) {
    if (type == REG_MULTI_SZ) return decodeMultiString(data);
    if (isStringType(type)) return decodeString(data);
    if (auto number = numberOf(type, data)) return *number;
    return toHex(data);
}

Json valueJson(std::string_view name, uint32_t type, BytesView data) {
    return {{"name", name},
            {"type", valueTypeName(type)},
            {"type_code", type},
            {"size", data.size()},
            {"data", dataJson(type, data)}};
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

// The lines of "info" or "stats": names with a number or a text each.
void printFacts(const Json& facts, bool json) {
    if (json) {
        std::cout << jsonText(facts) << "\n";
        return;
    }
    for (const auto& [name, value] : facts.items()) {
        std::cout << padded(name, 24) << (value.is_string() ? value.get<std::string>() : value.dump()) << "\n";
    }
}

// FILETIME (100 ns since 1601) as ISO 8601 UTC.
std::string fileTimeText(int64_t fileTime) {
    namespace chrono = std::chrono;
    constexpr int64_t kUnixEpoch = 116444736000000000LL;
    const chrono::sys_seconds at{chrono::seconds((fileTime - kUnixEpoch) / 10000000)};
    const auto day = chrono::floor<chrono::days>(at);
    const chrono::year_month_day date{day};
    const chrono::hh_mm_ss time{at - day};
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
                  static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                  static_cast<int>(time.seconds().count()));
    return buf;
}

// ---- value arguments ----------------------------------------------------------

Result<uint32_t> typeOption(const RegArguments& args) {
    std::string name = args.type;
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (auto type = parseValueType(name)) return *type;
    if (auto type = parseValueType("REG_" + name)) return *type;
    return Status::invalidArgument("unknown value type '" + args.type +
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
Result<Bytes> setData(const RegArguments& args, uint32_t type) {
    std::vector<std::string> words = args.values;
    const bool hex = args.hexOption != nullptr && args.hexOption->count() > 0;
    int sources = int(!words.empty()) + int(hex) + int(!args.dataFile.empty());
    if (sources > 1) return Status::invalidArgument("give the data once: as VALUE, with --hex or with --file");
    if (hex) return hexArgument(args.hex);
    if (!args.dataFile.empty()) return readWholeFile(args.dataFile);
    if (type == REG_MULTI_SZ) {
        if (!args.separator.empty() && words.size() == 1) words = splitOn(words[0], args.separator);
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
    const std::string& path = ctx.args().key;
    auto key = (*registry)->openKey((*registry)->root(), path);
    if (!key) return key.status();  // it names the key
    return Opened{*registry, std::move(key).value()};
}

int cmdCreate(Context& ctx) {
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    bool created = false;
    auto key = (*registry)->createKey((*registry)->root(), ctx.args().key, &created);
    if (!key) return fail(key.status());
    std::cout << (created ? "created key '" : "key already exists: '") << ctx.args().key << "'\n";
    return kExitOk;
}

int cmdSet(Context& ctx) {
    auto type = typeOption(ctx.args());
    if (!type) return usageError(type.status().message());
    auto data = setData(ctx.args(), *type);
    if (!data && data.status().is(StatusCode::kInvalidArgument)) return usageError(data.status().message());
    if (!data) return fail(data.status());
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto key = (*registry)->createKey((*registry)->root(), ctx.args().key);
    if (!key) return fail(key.status());
    Status st = (*registry)->setValue(*key, ctx.args().name, *type, *data);
    return st ? kExitOk : fail(st);
}

int cmdGet(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    const std::string& name = ctx.args().name;
    auto value = opened->registry->queryValue(opened->key, name);
    if (!value) return fail(value.status());
    if (ctx.args().raw) {
        std::cout.write(value->data.data(), static_cast<std::streamsize>(value->data.size()));
    } else if (ctx.json()) {
        std::cout << jsonText(valueJson(name, value->type, value->data)) << "\n";
    } else {
        std::cout << valueText(value->type, value->data) << "\n";
    }
    return kExitOk;
}

int cmdDeleteValue(Context& ctx) {
    auto opened = openKeyArg(ctx, true);
    if (!opened) return fail(opened.status());
    Status st = opened->registry->deleteValue(opened->key, ctx.args().name);
    return st ? kExitOk : fail(st);
}

int cmdDeleteTree(Context& ctx) {
    if (ctx.args().key.empty()) {
        return usageError("delete-tree needs a key below the root; it does not empty the hive");
    }
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    Status st = (*registry)->deleteTree((*registry)->root(), ctx.args().key);
    return st ? kExitOk : fail(st);
}

int cmdRename(Context& ctx) {
    const std::string& path = ctx.args().key;
    size_t cut = path.rfind('\\');
    std::string parent = cut == std::string::npos ? "" : path.substr(0, cut);
    std::string oldName = cut == std::string::npos ? path : path.substr(cut + 1);
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto parentKey = (*registry)->openKey((*registry)->root(), parent);
    if (!parentKey) return fail(parentKey.status());
    Status st = (*registry)->renameKey(*parentKey, oldName, ctx.args().name);
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
    Json valueItems = Json::array();
    for (const NamedValue& v : *values) valueItems.push_back(valueJson(v.name, v.type, v.data));
    std::cout << jsonText({{"key", ctx.args().key}, {"subkeys", *subkeys}, {"values", std::move(valueItems)}}) << "\n";
    return kExitOk;
}

int cmdInfo(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    auto info = opened->registry->queryInfo(opened->key);
    if (!info) return fail(info.status());
    printFacts({{"subkeys", info->subkeyCount},
                {"values", info->valueCount},
                {"max_subkey_name_length", info->maxSubkeyNameLength},
                {"max_value_name_length", info->maxValueNameLength},
                {"max_value_data_bytes", info->maxValueDataBytes},
                {"last_write_time", fileTimeText(info->lastWriteTime)}},
               ctx.json());
    return kExitOk;
}

Result<RegFileFlavor> flavorOption(const RegArguments& args) {
    if (args.utf8 && args.regedit4) return Status::invalidArgument("give --utf8 or --regedit4, not both");
    if (args.utf8) return RegFileFlavor::kUtf8;
    if (args.regedit4) return RegFileFlavor::kRegedit4;
    return RegFileFlavor::kUnicode;
}

Status writeToStdout(BytesView bytes) {
    std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return std::cout ? Status::ok() : Status::ioError("cannot write to standard output");
}

int cmdExport(Context& ctx) {
    auto flavor = flavorOption(ctx.args());
    if (!flavor) return usageError(flavor.status().message());
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    RegExportOptions options;
    options.flavor = *flavor;
    const std::string& path = ctx.args().key;
    options.keyName = ctx.rootSectionName() + (path.empty() ? "" : "\\" + path);
    const std::string& file = ctx.args().file;
    Status st = file == "-" ? exportRegTree(*opened->registry, opened->key, options, writeToStdout)
                            : exportRegFile(*opened->registry, opened->key, options, file);
    return st ? kExitOk : fail(st);
}

// Where the file's keys land: --prefix, --keep-path, the --root's own name
// (on the real registry also when --root is not given, so that no key lands
// in another root than the file names), or (for a hive given by directory)
// whatever root each path starts with.
RegImportOptions importOptions(const RegArguments& args, const RegistryLocation& location) {
    RegImportOptions options;
    if (!args.prefix.empty()) {
        options.mapping = {RegRootMapping::kStripPrefix, args.prefix};
    } else if (args.keepPath) {
        options.mapping.mode = RegRootMapping::kKeepPath;
    } else if (!args.root.empty() || location.backend == Backend::kWin32) {
        options.mapping = {RegRootMapping::kStripPrefix, rootKeyName(location.root)};
    }
    return options;
}

Json changeJson(const RegChange& c) {
    Json change = {{"kind", regChangeKindName(c.kind)}, {"key", c.keyPath}};
    if (c.kind != RegChange::Kind::kAddKey && c.kind != RegChange::Kind::kDeleteKey) change["name"] = c.valueName;
    if (c.before) change["before"] = valueJson(c.valueName, c.before->type, c.before->data);
    if (c.after) change["after"] = valueJson(c.valueName, c.after->type, c.after->data);
    return change;
}

std::string typedData(const ValueData& v) { return valueTypeName(v.type) + " " + formatValueData(v.type, v.data); }

void printPreview(const RegImportPreview& preview, bool json) {
    if (json) {
        Json changes = Json::array();
        for (const RegChange& c : preview.changes) changes.push_back(changeJson(c));
        std::cout << jsonText({{"changes", std::move(changes)}, {"unchanged_values", preview.unchangedValues}}) << "\n";
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
    auto file = readRegFile(ctx.args().file);
    if (!file) return fail(file.status());
    const bool dryRun = ctx.args().dryRun;
    auto registry = ctx.open(!dryRun);
    if (!registry) return fail(registry.status());
    const std::string& base = ctx.args().base;
    auto baseKey =
        dryRun ? (*registry)->openKey((*registry)->root(), base) : (*registry)->createKey((*registry)->root(), base);
    if (!baseKey) return fail(baseKey.status().withContext("--base"));
    const RegImportOptions options = importOptions(ctx.args(), ctx.location());
    if (dryRun) {
        auto preview = previewRegFile(**registry, *baseKey, *file, options);
        if (!preview) return fail(preview.status());
        printPreview(*preview, ctx.json());
        return kExitOk;
    }
    Status st = applyRegFile(**registry, *baseKey, *file, options);
    if (!st) return fail(st);
    std::cout << "applied " << file->operations.size() << " operations of " << ctx.args().file << "\n";
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
    Json facts = {{"keys", stats->keys},
                  {"values", stats->values},
                  {"name_and_data_bytes", stats->nameAndDataBytes},
                  {"memory_bytes", stats->memoryBytes},
                  {"disk_bytes", stats->diskBytes}};
    if (auto* file = dynamic_cast<RegfRegistry*>(*registry)) {
        const RegfHeader& header = file->header();
        facts["hive_name"] = header.name;
        facts["hive_last_write_time"] = header.lastWriteTime == 0 ? "" : fileTimeText(header.lastWriteTime);
        facts["format_version"] = std::to_string(header.majorVersion) + "." + std::to_string(header.minorVersion);
        facts["saved_cleanly"] = header.sequencesMatch;
    }
    printFacts(facts, ctx.json());
    return kExitOk;
}

// What export-hive-file and import-hive-file moved.
void printCopied(const char* verb, const TreeCopyCounts& counts, const std::string& file, bool json) {
    if (json) {
        std::cout << jsonText({{"file", file}, {"keys", counts.keys}, {"values", counts.values}}) << "\n";
    } else {
        std::cout << verb << " " << counts.keys << " keys and " << counts.values << " values: " << file << "\n";
    }
}

int cmdExportHiveFile(Context& ctx) {
    auto opened = openKeyArg(ctx, false);
    if (!opened) return fail(opened.status());
    StderrProgress progress;
    RegfExportOptions options;
    options.hiveName = ctx.args().hiveName;
    options.progress = &progress;
    auto counts = exportRegfFile(*opened->registry, opened->key, ctx.args().file, options);
    if (!counts) return fail(counts.status());
    printCopied("wrote", *counts, ctx.args().file, ctx.json());
    return kExitOk;
}

int cmdImportHiveFile(Context& ctx) {
    auto registry = ctx.open(true);
    if (!registry) return fail(registry.status());
    auto baseKey = (*registry)->createKey((*registry)->root(), ctx.args().base);
    if (!baseKey) return fail(baseKey.status().withContext("--base"));
    StderrProgress progress;
    RegfImportOptions options;
    options.progress = &progress;
    auto counts = importRegfFile(ctx.args().file, ctx.args().from, **registry, *baseKey, options);
    if (!counts) return fail(counts.status());
    printCopied("imported", *counts, ctx.args().file, ctx.json());
    return kExitOk;
}

// ---- the command table -----------------------------------------------------------

int runCommand(const RegArguments& given, int (*run)(Context& ctx)) {
    auto location = locationOf(given);
    if (!location) return usageError(location.status().message());
    RegArguments args = given;
    bool rootChosen = !given.root.empty();
    for (std::string* path : {&args.key, &args.base}) {
        Status taken = takeRootFromPath(*path, given, *location, rootChosen);
        if (!taken) return usageError(taken.message());
    }
    Context ctx(args, std::move(location).value());
    int code = run(ctx);
    if (code != kExitOk) return code;
    Status st = ctx.finish();
    return st ? kExitOk : fail(st);
}

}  // namespace

void addRegCommands(CommandTable& table) {
    CLI::App& group = table.addGroup(
        "reg", "registry hives: keys, values, .reg import/export, Windows hive files, checkpoint, statistics",
        "KEY is a path below the hive's root, names joined by backslashes (Software\\App);\n"
        "\"\" is the root itself. NAME \"\" is the key's default value. KEY may also start with\n"
        "the root's name as regedit and reg.exe print it (HKEY_CURRENT_USER\\Software\\App,\n"
        "HKLM\\Software): without --hive or --root, that chooses the root's standard hive.\n"
        "A Windows build works on the real registry (HKCU, or HKLM with --root) unless --hive is given.\n"
        "--hive-file FILE reads a Windows hive file (NTUSER.DAT, SOFTWARE, a .hiv saved by reg save)\n"
        "read-only: list, get, info, export, export-hive-file and stats work on it.");
    auto args = std::make_shared<RegArguments>();
    auto command = [&](const std::string& name, const std::string& summary, int (*run)(Context&)) -> CLI::App& {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return runCommand(*args, run); });
        c.add_option("--hive", args->hive, "a portable hive in directory DIR")->type_name("DIR");
        c.add_option("--hive-file", args->hiveFile, "a Windows hive file (regf), opened read-only")->type_name("FILE");
        c.add_option("--root", args->root,
                     "the standard hive of that root, the real one on Windows (the default is HKCU)")
            ->type_name("HKCU|HKLM");
        c.add_flag("--json", args->json,
                   "JSON output (list, info, get, stats, import --dry-run, export-hive-file, import-hive-file)");
        return c;
    };
    auto key = [&](CLI::App& c) { return c.add_option("KEY", args->key, "a key path below the root"); };
    auto valueName = [&](CLI::App& c) { c.add_option("NAME", args->name, "a value's name")->required(); };

    key(command("create", "create a key and every missing key above it", cmdCreate))->required();

    CLI::App& set = command("set", "set a value, creating the key if needed", cmdSet);
    key(set)->required();
    valueName(set);
    set.add_option("VALUE", args->values,
                   "text for string types; a number (decimal or 0x hex) for DWORD/QWORD; one word per string for "
                   "REG_MULTI_SZ; hex bytes for the rest");
    set.add_option("--type", args->type,
                   "REG_SZ (default), REG_EXPAND_SZ, REG_MULTI_SZ, REG_DWORD, REG_QWORD, REG_BINARY, REG_NONE, ... "
                   "or a number");
    set.add_option("--separator", args->separator, "REG_MULTI_SZ from one VALUE split at S")->type_name("S");
    args->hexOption =
        set.add_option("--hex", args->hex, "the exact bytes, any type (\"01 ff\", 01ff, 01,ff)")->type_name("BYTES");
    set.add_option("--file", args->dataFile, "the exact bytes of a file, any type")->type_name("PATH");

    CLI::App& get = command("get", "print a value's data", cmdGet);
    key(get)->required();
    valueName(get);
    get.add_flag("--raw", args->raw, "write the exact bytes to stdout");

    CLI::App& deleteValue = command("delete-value", "delete a value", cmdDeleteValue);
    key(deleteValue)->required();
    valueName(deleteValue);

    key(command("delete-tree", "delete a key and everything below it", cmdDeleteTree))->required();

    CLI::App& rename = command("rename", "rename a key (keeps it under the same parent)", cmdRename);
    key(rename)->required();
    rename.add_option("NEWNAME", args->name, "the key's new name")->required();

    key(command("list", "list a key's subkeys and values (name, type, data)", cmdList));
    key(command("info", "counts, longest names and last write time of a key", cmdInfo));

    CLI::App& exportCommand =
        command("export", "write KEY and everything below it as a .reg file (FILE - is stdout)", cmdExport);
    key(exportCommand)->required();
    exportCommand.add_option("FILE", args->file, "the .reg file, or - for stdout")->required();
    exportCommand.add_flag("--utf8", args->utf8, "UTF-8 instead of regedit's UTF-16LE");
    exportCommand.add_flag("--regedit4", args->regedit4, "REGEDIT4 format (ANSI text)");
    exportCommand
        .add_option("--prefix", args->prefix,
                    "section name of the hive's root (default HKEY_CURRENT_USER, or HKEY_LOCAL_MACHINE with --root "
                    "HKLM)")
        ->type_name("NAME");

    CLI::App& import = command("import", "apply a .reg file; a malformed file changes nothing", cmdImport);
    import.add_option("FILE", args->file, "the .reg file")->required();
    import.add_option("--base", args->base, "import below KEY instead of the root")->type_name("KEY");
    import
        .add_option("--prefix", args->prefix,
                    "cut PATH (e.g. HKEY_CURRENT_USER\\kvs) off every key of the file; keys outside it are an "
                    "error (default: the --root name; on the real registry, its root; in a hive directory, any root)")
        ->type_name("PATH");
    import.add_flag("--keep-path", args->keepPath, "keep the whole path, root name included");
    import.add_flag("--dry-run", args->dryRun, "show what would change, change nothing");

    CLI::App& exportHiveFile = command(
        "export-hive-file", "write KEY and everything below it as a new Windows hive file (regf)", cmdExportHiveFile);
    key(exportHiveFile)->required();
    exportHiveFile.add_option("FILE", args->file, "the hive file to write; replaced only once complete")->required();
    exportHiveFile
        .add_option("--hive-name", args->hiveName, "the name recorded in the file's header (default: FILE's name)")
        ->type_name("NAME");

    CLI::App& importHiveFile =
        command("import-hive-file", "copy a Windows hive file's keys and values into the hive", cmdImportHiveFile);
    importHiveFile.add_option("FILE", args->file, "the Windows hive file (regf)")->required();
    importHiveFile.add_option("--from", args->from, "copy only below this key of the file")->type_name("KEY");
    importHiveFile.add_option("--base", args->base, "import below KEY instead of the root")->type_name("KEY");

    command("flush", "make every change durable (RegFlushKey)", cmdFlush);
    command("checkpoint", "write a snapshot of the hive and start a fresh log", cmdCheckpoint);
    command("stats", "keys, values, bytes in memory and on disk", cmdStats);
}

}  // namespace wr::cli
