// wrctl kv: get, put, delete, scan, count, stats, compact and check on any
// store a URI names (stores/store_factory.h), WR-Store, WR-Store++, ZDB and
// every peer alike. Values stream between the store and files or the standard
// streams, so a value of hundreds of megabytes never sits in memory whole.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "command_table.h"
#include "console_output.h"
#include "interrupt_guard.h"
#include "redis_node_rows.h"
#include "registry/names.h"
#include "standard_input.h"
#include "stores/store_factory.h"
#include "util/file.h"

namespace wr::cli {

namespace {

using kv::KvStore;

// stdin that is not a file is held in memory up to this size, then spooled
// to a temporary file.
constexpr size_t kSpoolMemoryBytes = 16 << 20;
constexpr size_t kPieceBytes = 1 << 20;

// ---- bytes on the command line --------------------------------------------------

// Printable ASCII stays, a backslash doubles, every other byte becomes \xNN:
// one line per key whatever it holds, and unescape() gives it back exactly.
std::string escape(BytesView bytes) {
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size());
    for (char ch : bytes) {
        auto c = static_cast<unsigned char>(ch);
        if (c == '\\') {
            out += "\\\\";
        } else if (c >= 0x20 && c <= 0x7E) {
            out.push_back(ch);
        } else {
            out += "\\x";
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 0x0F]);
        }
    }
    return out;
}

Result<Bytes> unescape(std::string_view text) {
    Bytes out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            out.push_back(text[i]);
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == '\\') {
            out.push_back('\\');
            ++i;
            continue;
        }
        auto byte = i + 3 < text.size() && text[i + 1] == 'x' ? fromHex(text.substr(i + 2, 2)) : std::nullopt;
        if (!byte) {
            return Status::invalidArgument("escaped key '" + std::string(text) + "' has a backslash at " +
                                           std::to_string(i) + " that is neither \\\\ nor \\xNN");
        }
        out += *byte;
        i += 3;
    }
    return out;
}

// A JSON member for bytes: "name":"text" when they are UTF-8, else "name_hex":"...".
void addBytes(Json& object, const std::string& name, BytesView bytes) {
    if (reg::isValidUtf8(bytes)) {
        object[name] = std::string(bytes);
    } else {
        object[name + "_hex"] = toHex(bytes);
    }
}

// ---- values in and out -----------------------------------------------------------

// Holds a value of up to kHeldBytes until the store has read and verified all
// of it, so a value failing its checksum never reaches standard output. A
// larger value streams as it is read: its output is trustworthy only when
// wrctl exits with 0 (said in --help), or use --out.
class StdoutSink : public kv::ValueSink {
public:
    static constexpr size_t kHeldBytes = size_t{64} << 20;

    Status write(BytesView piece) override {
        if (!streaming_ && held_.size() + piece.size() <= kHeldBytes) {
            held_.append(piece);
            return Status::ok();
        }
        if (!streaming_) {
            streaming_ = true;
            if (Status s = release(); !s.isOk()) return s;
        }
        return put(piece);
    }

    // Writes what is held: call it once the store has verified the value.
    Status release() {
        Status s = put(held_);
        held_ = Bytes();
        return s;
    }

private:
    static Status put(BytesView piece) {
        if (std::fwrite(piece.data(), 1, piece.size(), stdout) != piece.size()) {
            return Status::ioError("cannot write the value to standard output");
        }
        return Status::ok();
    }

    Bytes held_;
    bool streaming_ = false;
};

// Streams into FILE through a temporary file renamed into place only when the
// whole value arrived and verified, so a failed get leaves FILE as it was.
class FileSink : public kv::ValueSink {
public:
    explicit FileSink(AtomicFileWriter writer) : writer_(std::move(writer)) {}
    Status write(BytesView piece) override { return writer_.append(piece); }
    Status commit() { return writer_.commit(); }

private:
    AtomicFileWriter writer_;
};

// A value whose size is known, read piece by piece through `readSome`
// (a file, or standard input redirected from one).
class SizedSource : public kv::ValueSource {
public:
    using Reader = std::function<Result<size_t>(char* out, size_t n)>;
    SizedSource(uint64_t size, Reader readSome) : size_(size), readSome_(std::move(readSome)) {}
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override {
        WR_ASSIGN_OR_RETURN(size_t got, readSome_(out, std::min<uint64_t>(n, size_ - done_)));
        done_ += got;
        return got;
    }

private:
    uint64_t size_;
    Reader readSome_;
    uint64_t done_ = 0;
};

// Standard input that is a pipe or terminal: its size is only known at its
// end, so it is read first — into memory, or a temporary file once large.
class SpooledStdin : public kv::ValueSource {
public:
    ~SpooledStdin() override {
        if (spill_ != nullptr) std::fclose(spill_);
    }
    Status load() {
        std::vector<char> piece(kPieceBytes);
        while (true) {
            WR_ASSIGN_OR_RETURN(size_t got, readStandardInput(piece.data(), piece.size()));
            if (got == 0) break;
            size_ += static_cast<uint64_t>(got);
            if (spill_ == nullptr && memory_.size() + static_cast<size_t>(got) <= kSpoolMemoryBytes) {
                memory_.append(piece.data(), static_cast<size_t>(got));
                continue;
            }
            if (spill_ == nullptr) {
                spill_ = std::tmpfile();
                if (spill_ == nullptr) {
                    return Status::fromErrno("cannot create a temporary file for standard input", errno);
                }
                WR_RETURN_IF_ERROR(spill(memory_.data(), memory_.size()));
                memory_.clear();
            }
            WR_RETURN_IF_ERROR(spill(piece.data(), static_cast<size_t>(got)));
        }
        if (spill_ != nullptr && std::fseek(spill_, 0, SEEK_SET) != 0) {
            return Status::fromErrno("cannot rewind the temporary copy of standard input", errno);
        }
        return Status::ok();
    }
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override {
        if (spill_ != nullptr) {
            size_t got = std::fread(out, 1, n, spill_);
            if (got == 0 && std::ferror(spill_)) {
                return Status::ioError("cannot read the temporary copy of standard input");
            }
            return got;
        }
        size_t take = std::min(n, memory_.size() - offset_);
        memory_.copy(out, take, offset_);
        offset_ += take;
        return take;
    }

private:
    Status spill(const char* data, size_t n) {
        if (std::fwrite(data, 1, n, spill_) != n) {
            return Status::ioError("cannot spool standard input to a temporary file");
        }
        return Status::ok();
    }
    Bytes memory_;
    size_t offset_ = 0;
    std::FILE* spill_ = nullptr;
    uint64_t size_ = 0;
};

// ---- commands -------------------------------------------------------------------

// The command line of a kv command, filled in by CLI11.
struct KvArguments {
    std::string uri;
    std::string key;
    std::vector<std::string> value;  // put's VALUE, when given
    std::string out;
    std::string file;
    bool fromStdin = false;
    bool readOnly = false;
    bool escaped = false;
    bool json = false;
    bool keysOnly = false;
    bool exact = false;
    int64_t limit = -1;
};

class Context {
public:
    explicit Context(const KvArguments& args) : args_(args) {}

    const KvArguments& args() const { return args_; }
    KvStore& store() { return *store_; }

    Status open(bool creates) {
        kv::OpenOptions options;
        options.readOnly = args_.readOnly;
        options.createIfMissing = creates && !options.readOnly;
        WR_ASSIGN_OR_RETURN(store_, kv::openStore(args_.uri, options));
        return Status::ok();
    }
    // The KEY argument, unescaped when --escaped says so.
    Result<Bytes> key() const { return args_.escaped ? unescape(args_.key) : Result<Bytes>(args_.key); }
    // Changes are durable before the command reports success.
    Status finish(bool wrote) {
        if (!store_) return Status::ok();
        Status s = wrote && !store_->isReadOnly() ? store_->flush() : Status::ok();
        Status c = store_->close();
        return s.isOk() ? c : s;
    }

private:
    const KvArguments& args_;
    std::unique_ptr<KvStore> store_;
};

int cmdGet(Context& ctx) {
    auto key = ctx.key();
    if (!key) return usageError(key.status().message());
    if (!ctx.args().out.empty()) {
        auto writer = AtomicFileWriter::begin(ctx.args().out);
        if (!writer) return fail(writer.status());
        FileSink sink(std::move(writer).value());
        if (Status s = ctx.store().getStream(*key, sink); !s.isOk()) return fail(s);
        if (Status s = sink.commit(); !s.isOk()) return fail(s);
        return kExitOk;
    }
    StdoutSink sink;
    Status s = ctx.store().getStream(*key, sink);
    if (s.isOk()) s = sink.release();
    std::fflush(stdout);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdPut(Context& ctx) {
    auto key = ctx.key();
    if (!key) return usageError(key.status().message());
    const KvArguments& args = ctx.args();
    if (!args.value.empty()) {
        Status s = ctx.store().put(*key, args.value.front());
        return s.isOk() ? kExitOk : fail(s);
    }
    if (!args.file.empty()) {
        auto file = File::open(args.file, File::Mode::kRead);
        if (!file) return fail(file.status());
        auto size = file->size();
        if (!size) return fail(size.status());
        SizedSource source(*size, [&file, at = uint64_t{0}](char* out, size_t n) mutable -> Result<size_t> {
            WR_ASSIGN_OR_RETURN(size_t got, file->readSomeAt(at, n, out));
            at += got;
            return got;
        });
        Status s = ctx.store().putStream(*key, source);
        return s.isOk() ? kExitOk : fail(s);
    }
    if (std::optional<uint64_t> bytes = standardInputFileBytes()) {
        SizedSource source(*bytes, readStandardInput);
        Status s = ctx.store().putStream(*key, source);
        return s.isOk() ? kExitOk : fail(s);
    }
    SpooledStdin source;
    if (Status s = source.load(); !s.isOk()) return fail(s);
    Status s = ctx.store().putStream(*key, source);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdDelete(Context& ctx) {
    auto key = ctx.key();
    if (!key) return usageError(key.status().message());
    Status s = ctx.store().remove(*key);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdScan(Context& ctx) {
    const int64_t limit = ctx.args().limit;
    const bool keysOnly = ctx.args().keysOnly;
    const bool json = ctx.args().json;
    auto cursor = ctx.store().scan();
    if (!cursor) return fail(cursor.status());
    int64_t shown = 0;
    if (json) std::fputs("[", stdout);
    for (; (*cursor)->valid() && (limit < 0 || shown < limit); (*cursor)->next(), ++shown) {
        BytesView key = (*cursor)->key();
        std::string line;
        Bytes value;
        if (!keysOnly) {
            auto v = (*cursor)->value();
            if (!v) return fail(v.status().withContext("key '" + escape(key) + "'"));
            value = std::move(v).value();
        }
        if (json) {
            Json pair = Json::object();
            addBytes(pair, "key", key);
            if (!keysOnly) addBytes(pair, "value", value);
            line = (shown > 0 ? ",\n" : "\n") + jsonText(pair);
        } else {
            line = escape(key);
            if (!keysOnly) line += "\t" + escape(value);
            line += "\n";
        }
        std::fputs(line.c_str(), stdout);
    }
    if (json) std::fputs("\n]\n", stdout);
    std::fflush(stdout);
    Status s = (*cursor)->status();
    return s.isOk() ? kExitOk : fail(s);
}

// The number alone on stdout, as scripts read it; an estimate says so on
// stderr (and in the JSON).
int cmdCount(Context& ctx) {
    kv::KeyCount count;
    if (ctx.args().exact) {
        CancellationToken cancel;
        InterruptGuard guard(cancel);
        StderrProgress progress;
        auto walked = kv::countExactly(ctx.store(), &progress, &cancel);
        if (!walked) return fail(walked.status());
        count = {*walked, true, {}};
    } else {
        auto told = ctx.store().countKeys();
        if (!told) return fail(told.status());
        count = std::move(told).value();
    }
    if (ctx.args().json) {
        Json out = {{"count", count.keys}, {"exact", count.exact}};
        if (!count.exact) out["estimated_by"] = count.estimatedBy;
        std::cout << jsonText(out) << "\n";
        return kExitOk;
    }
    std::cout << count.keys << "\n";
    if (!count.exact) {
        std::cerr << "about " << count.keys << " (" << count.estimatedBy
                  << "); 'wrctl kv count --exact' counts every pair\n";
    }
    return kExitOk;
}

int cmdStats(Context& ctx) {
    auto stats = ctx.store().statistics();
    if (!stats) return fail(stats.status());
    const auto nodes = redisNodeRows(ctx.store().uri());
    if (ctx.args().json) {
        Json details = Json::object();
        for (const auto& [name, value] : stats->details) details[name] = value;
        Json document{{"uri", ctx.store().uri().toString()},
                      {"approximate_count", stats->approximateCount},
                      {"disk_bytes", stats->diskBytes},
                      {"memory_bytes", stats->memoryBytes},
                      {"details", std::move(details)}};
        if (!nodes.empty()) {
            Json described = Json::object();
            for (const auto& [name, value] : nodes) described[name] = value;
            document["nodes"] = std::move(described);
        }
        std::cout << jsonText(document) << "\n";
        return kExitOk;
    }
    std::vector<std::pair<std::string, std::string>> rows = {
        {"uri", ctx.store().uri().toString()},
        {"approximate_count", std::to_string(stats->approximateCount)},
        {"disk_bytes", std::to_string(stats->diskBytes)},
        {"memory_bytes", std::to_string(stats->memoryBytes)},
    };
    rows.insert(rows.end(), stats->details.begin(), stats->details.end());
    rows.insert(rows.end(), nodes.begin(), nodes.end());
    for (const auto& [name, value] : rows) std::cout << padded(name, 24) << value << "\n";
    return kExitOk;
}

int cmdCompact(Context& ctx) {
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    Status s = ctx.store().compact(&progress, &cancel);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdCheck(Context& ctx) {
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    auto report = ctx.store().check(&progress, &cancel);
    if (!report) return fail(report.status());
    if (ctx.args().json) {
        std::cout << jsonText({{"ok", report->ok()},
                               {"entries_checked", report->entriesChecked},
                               {"bytes_checked", report->bytesChecked},
                               {"problems", report->problems},
                               {"orphans", report->orphans}})
                  << "\n";
    } else {
        for (const std::string& p : report->problems) std::cout << "problem: " << p << "\n";
        for (const std::string& o : report->orphans) std::cout << "orphan: " << o << "\n";
        std::cout << "checked " << report->entriesChecked << " entries (" << report->bytesChecked << " value bytes): "
                  << (report->ok() ? "OK"
                                   : std::to_string(report->problems.size()) + " problems, " +
                                         std::to_string(report->orphans.size()) + " orphans")
                  << "\n";
    }
    return report->ok() ? kExitOk : kExitFailure;
}

// How a command opens its store: a missing store is an error unless the
// command creates it.
enum class Access { kRead, kWrite, kCreate };

// put takes its value from exactly one place.
void checkValueSource(const KvArguments& args) {
    if (args.value.empty() && !args.fromStdin && args.file.empty()) {
        usageError("kv put takes the value from one of VALUE, --stdin and --file");
    }
}

struct KvCommand {
    Access access;
    int (*run)(Context& ctx);
    void (*check)(const KvArguments& args) = nullptr;  // before the store opens
};

int runCommand(const KvArguments& args, const KvCommand& command) {
    if (command.check != nullptr) command.check(args);
    Context ctx(args);
    if (Status s = ctx.open(command.access == Access::kCreate); !s.isOk()) return fail(s);
    int code = command.run(ctx);
    Status s = ctx.finish(command.access != Access::kRead && code == kExitOk);
    if (code != kExitOk) return code;
    return s.isOk() ? kExitOk : fail(s);
}

std::string schemesHelp() {
    std::string out = "URI names any store, e.g.\n";
    for (const kv::SchemeInfo& s : kv::knownSchemes()) out += "  " + s.example + "\n";
    return out;
}

}  // namespace

void addKvCommands(CommandTable& table) {
    CLI::App& group = table.addGroup(
        "kv", "any store by URI: get, put, delete, scan, count, stats, compact, check, export, import, dump, load",
        schemesHelp());
    auto args = std::make_shared<KvArguments>();
    auto command = [&](const std::string& name, const std::string& summary, KvCommand kvCommand) -> CLI::App& {
        CLI::App& c =
            table.addCommand(group, name, summary, [args, kvCommand] { return runCommand(*args, kvCommand); });
        c.add_option("URI", args->uri, "the store (see 'wrctl kv --help')")->required();
        c.add_flag("--read-only", args->readOnly, "open the store read-only");
        c.footer(schemesHelp());
        return c;
    };
    auto withKey = [&](CLI::App& c) -> CLI::App& {
        c.add_option("KEY", args->key, "the key")->required();
        c.add_flag("--escaped", args->escaped,
                   "KEY is written as scan prints it: \\\\ for a backslash, \\xNN for any byte outside printable "
                   "ASCII");
        return c;
    };
    auto withJson = [&](CLI::App& c, const std::string& what) { c.add_flag("--json", args->json, what); };

    CLI::App& get = withKey(command("get", "write a value to standard output, or to a file", {Access::kRead, cmdGet}));
    get.add_option("--out", args->out,
                   "stream the value into FILE (replaced only once the whole value was read and verified)")
        ->type_name("FILE");
    get.footer(
        "A value reaches standard output only once it was read whole and verified, up to 64 MiB; a larger\n"
        "value streams as it is read, so its output is trustworthy only when the exit status is 0\n"
        "(--out never leaves a partial or unverified file).\n\n" +
        schemesHelp());

    CLI::App& put = withKey(
        command("put", "store a value (creates the store when missing)", {Access::kCreate, cmdPut, checkValueSource}));
    auto* value = put.add_option("VALUE", args->value, "the value, as written")->expected(1);
    auto* fromStdin = put.add_flag("--stdin", args->fromStdin, "read the value from standard input");
    auto* file = put.add_option("--file", args->file, "stream the value from FILE")->type_name("FILE");
    value->excludes(fromStdin)->excludes(file);
    fromStdin->excludes(file);

    withKey(command("delete", "delete a pair (a missing key is not an error)", {Access::kWrite, cmdDelete}));

    CLI::App& scan =
        command("scan", "list pairs in the store's natural order (KEY<tab>VALUE, escaped)", {Access::kRead, cmdScan});
    scan.add_option("--limit", args->limit, "at most N pairs")->type_name("N")->check(kZeroOrMore);
    scan.add_flag("--keys-only", args->keysOnly, "keys only (values are not read)");
    withJson(scan, "a JSON array; \"key\"/\"value\" for UTF-8, \"key_hex\"/\"value_hex\" otherwise");

    CLI::App& count = command("count", "the number of pairs: the engine's count, or its estimate (said on stderr)",
                              {Access::kRead, cmdCount});
    count.add_flag("--exact", args->exact, "walk every pair to count them exactly; progress on stderr, Ctrl-C cancels");
    withJson(count, "{\"count\": N, \"exact\": true|false, \"estimated_by\": how, for an estimate}");
    withJson(command("stats", "count, disk and memory use, engine settings and counters", {Access::kRead, cmdStats}),
             "one JSON object");
    command("compact", "reclaim space (reallocation); progress on stderr, Ctrl-C cancels cleanly",
            {Access::kWrite, cmdCompact});
    withJson(command("check", "verify every entry against its data; exit code 1 on problems or orphans",
                     {Access::kRead, cmdCheck}),
             "one JSON object");
}

}  // namespace wr::cli
