// wrctl kv: get, put, delete, scan, count, stats, compact and check on any
// store a URI names (stores/store_factory.h), WR-Store, WR-Store++, ZDB and
// every peer alike. Values stream between the store and files or the standard
// streams, so a value of hundreds of megabytes never sits in memory whole.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "cli_args.h"
#include "commands.h"
#include "registry/names.h"
#include "stores/store_factory.h"
#include "util/file.h"

namespace wr::cli {

namespace {

using kv::KvStore;

constexpr size_t kAnyCount = std::numeric_limits<size_t>::max();
// stdin that is not a file is held in memory up to this size, then spooled
// to a temporary file.
constexpr size_t kSpoolMemoryBytes = 16 << 20;
constexpr size_t kPieceBytes = 1 << 20;

const char kCommonHelp[] =
    "common options:\n"
    "  --read-only        open the store read-only\n"
    "  --escaped          KEY is written as scan prints it: \\\\ for a backslash, \\xNN for any\n"
    "                     byte outside printable ASCII\n"
    "  --help             this help\n"
    "URI names any store, e.g.\n";

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
std::string jsonBytes(const std::string& name, BytesView bytes) {
    if (reg::isValidUtf8(bytes)) return jsonString(name) + ":" + jsonString(bytes);
    return jsonString(name + "_hex") + ":" + jsonString(toHex(bytes));
}

// ---- values in and out -----------------------------------------------------------

class StdoutSink : public kv::ValueSink {
public:
    Status write(BytesView piece) override {
        if (std::fwrite(piece.data(), 1, piece.size(), stdout) != piece.size()) {
            return Status::ioError("cannot write the value to standard output");
        }
        return Status::ok();
    }
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

// A value read from a file descriptor whose remaining size is known.
class FdSource : public kv::ValueSource {
public:
    FdSource(int fd, uint64_t size, std::string what) : fd_(fd), size_(size), what_(std::move(what)) {}
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override {
        while (true) {
            ssize_t got = ::read(fd_, out, std::min<uint64_t>(n, size_ - done_));
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) return Status::fromErrno("cannot read " + what_, errno);
            done_ += static_cast<uint64_t>(got);
            return static_cast<size_t>(got);
        }
    }

private:
    int fd_;
    uint64_t size_;
    uint64_t done_ = 0;
    std::string what_;
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
            ssize_t got = ::read(STDIN_FILENO, piece.data(), piece.size());
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) return Status::fromErrno("cannot read standard input", errno);
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

// ---- Ctrl-C -----------------------------------------------------------------------

CancellationToken* interruptToken = nullptr;

extern "C" void onInterrupt(int) {
    // An atomic store: safe in a signal handler.
    if (interruptToken != nullptr) interruptToken->cancel();
}

// Routes Ctrl-C to `token` while alive.
class InterruptGuard {
public:
    explicit InterruptGuard(CancellationToken& token) {
        interruptToken = &token;
        struct sigaction action {};
        action.sa_handler = onInterrupt;
        action.sa_flags = SA_RESTART;  // interrupted system calls resume; the token stops the work
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &previous_);
    }
    ~InterruptGuard() {
        sigaction(SIGINT, &previous_, nullptr);
        interruptToken = nullptr;
    }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction previous_ {};
};

class StderrProgress : public ProgressSink {
public:
    void onProgress(const Progress& p) override {
        std::string line = p.phase + ": " + std::to_string(p.done);
        if (p.total > 0) line += " of " + std::to_string(p.total);
        std::fprintf(stderr, "\r%-78s", line.c_str());
        std::fflush(stderr);
        shown_ = true;
    }
    void end() {
        if (shown_) std::fputc('\n', stderr);
    }

private:
    bool shown_ = false;
};

// ---- commands -------------------------------------------------------------------

class Context {
public:
    Context(Args args, std::string help) : args_(std::move(args)), help_(std::move(help)) {}

    const Args& args() const { return args_; }
    bool json() const { return args_.flag("json"); }
    int usage(const std::string& message) const { return usageError(message, help_); }
    KvStore& store() { return *store_; }

    Status open(bool creates) {
        kv::OpenOptions options;
        options.readOnly = args_.flag("read-only");
        options.createIfMissing = creates && !options.readOnly;
        WR_ASSIGN_OR_RETURN(store_, kv::openStore(args_.at(0), options));
        return Status::ok();
    }
    // The KEY argument, unescaped when --escaped says so.
    Result<Bytes> key() const { return args_.flag("escaped") ? unescape(args_.at(1)) : Result<Bytes>(args_.at(1)); }
    // Changes are durable before the command reports success.
    Status finish(bool wrote) {
        if (!store_) return Status::ok();
        Status s = wrote && !store_->isReadOnly() ? store_->flush() : Status::ok();
        Status c = store_->close();
        return s.isOk() ? c : s;
    }

private:
    Args args_;
    std::string help_;
    std::unique_ptr<KvStore> store_;
};

int cmdGet(Context& ctx) {
    auto key = ctx.key();
    if (!key) return ctx.usage(key.status().message());
    if (auto out = ctx.args().option("out")) {
        auto writer = AtomicFileWriter::begin(*out);
        if (!writer) return fail(writer.status());
        FileSink sink(std::move(writer).value());
        if (Status s = ctx.store().getStream(*key, sink); !s.isOk()) return fail(s);
        if (Status s = sink.commit(); !s.isOk()) return fail(s);
        return kExitOk;
    }
    StdoutSink sink;
    Status s = ctx.store().getStream(*key, sink);
    std::fflush(stdout);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdPut(Context& ctx) {
    auto key = ctx.key();
    if (!key) return ctx.usage(key.status().message());
    int sources = (ctx.args().count() == 3) + ctx.args().flag("stdin") + ctx.args().option("file").has_value();
    if (sources != 1) return ctx.usage("kv put takes the value from exactly one of VALUE, --stdin and --file");
    if (ctx.args().count() == 3) {
        Status s = ctx.store().put(*key, ctx.args().at(2));
        return s.isOk() ? kExitOk : fail(s);
    }
    if (auto path = ctx.args().option("file")) {
        auto file = File::open(*path, File::Mode::kRead);
        if (!file) return fail(file.status());
        auto size = file->size();
        if (!size) return fail(size.status());
        FdSource source(file->fd(), *size, *path);
        Status s = ctx.store().putStream(*key, source);
        return s.isOk() ? kExitOk : fail(s);
    }
    struct stat st {};
    if (::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode)) {
        off_t at = ::lseek(STDIN_FILENO, 0, SEEK_CUR);
        FdSource source(STDIN_FILENO, static_cast<uint64_t>(st.st_size - std::max<off_t>(at, 0)), "standard input");
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
    if (!key) return ctx.usage(key.status().message());
    Status s = ctx.store().remove(*key);
    return s.isOk() ? kExitOk : fail(s);
}

int cmdScan(Context& ctx) {
    auto limit = ctx.args().intOption("limit", -1);
    if (!limit) return ctx.usage(limit.status().message());
    bool keysOnly = ctx.args().flag("keys-only");
    auto cursor = ctx.store().scan();
    if (!cursor) return fail(cursor.status());
    int64_t shown = 0;
    if (ctx.json()) std::fputs("[", stdout);
    for (; (*cursor)->valid() && (*limit < 0 || shown < *limit); (*cursor)->next(), ++shown) {
        BytesView key = (*cursor)->key();
        std::string line;
        Bytes value;
        if (!keysOnly) {
            auto v = (*cursor)->value();
            if (!v) return fail(v.status().withContext("key '" + escape(key) + "'"));
            value = std::move(v).value();
        }
        if (ctx.json()) {
            line = (shown > 0 ? ",\n{" : "\n{") + jsonBytes("key", key);
            if (!keysOnly) line += "," + jsonBytes("value", value);
            line += "}";
        } else {
            line = escape(key);
            if (!keysOnly) line += "\t" + escape(value);
            line += "\n";
        }
        std::fputs(line.c_str(), stdout);
    }
    if (ctx.json()) std::fputs("\n]\n", stdout);
    std::fflush(stdout);
    Status s = (*cursor)->status();
    return s.isOk() ? kExitOk : fail(s);
}

int cmdCount(Context& ctx) {
    auto count = ctx.store().approximateCount();
    if (!count) return fail(count.status());
    std::cout << *count << "\n";
    return kExitOk;
}

int cmdStats(Context& ctx) {
    auto stats = ctx.store().statistics();
    if (!stats) return fail(stats.status());
    if (ctx.json()) {
        std::string out = "{\"uri\":" + jsonString(ctx.store().uri().toString()) +
                          ",\"approximate_count\":" + std::to_string(stats->approximateCount) +
                          ",\"disk_bytes\":" + std::to_string(stats->diskBytes) +
                          ",\"memory_bytes\":" + std::to_string(stats->memoryBytes) + ",\"details\":{";
        for (size_t i = 0; i < stats->details.size(); ++i) {
            out += (i ? "," : "") + jsonString(stats->details[i].first) + ":" + jsonString(stats->details[i].second);
        }
        std::cout << out << "}}\n";
        return kExitOk;
    }
    std::vector<std::pair<std::string, std::string>> rows = {
        {"uri", ctx.store().uri().toString()},
        {"approximate_count", std::to_string(stats->approximateCount)},
        {"disk_bytes", std::to_string(stats->diskBytes)},
        {"memory_bytes", std::to_string(stats->memoryBytes)},
    };
    rows.insert(rows.end(), stats->details.begin(), stats->details.end());
    for (const auto& [name, value] : rows) {
        std::cout << name << std::string(name.size() < 24 ? 24 - name.size() : 1, ' ') << value << "\n";
    }
    return kExitOk;
}

int cmdCompact(Context& ctx) {
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    Status s = ctx.store().compact(&progress, &cancel);
    progress.end();
    return s.isOk() ? kExitOk : fail(s);
}

int cmdCheck(Context& ctx) {
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    auto report = ctx.store().check(&progress, &cancel);
    progress.end();
    if (!report) return fail(report.status());
    if (ctx.json()) {
        auto list = [](const std::vector<std::string>& items) {
            std::string out = "[";
            for (size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + jsonString(items[i]);
            return out + "]";
        };
        std::cout << "{\"ok\":" << (report->ok() ? "true" : "false")
                  << ",\"entries_checked\":" << report->entriesChecked << ",\"bytes_checked\":" << report->bytesChecked
                  << ",\"problems\":" << list(report->problems) << ",\"orphans\":" << list(report->orphans) << "}\n";
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

struct KvCommand {
    const char* name;
    const char* usage;    // the words after "wrctl kv"
    const char* summary;  // one line
    const char* options;  // its own options, one per line, or ""
    size_t minWords;      // positional arguments, URI included
    size_t maxWords;
    std::set<std::string> valueOptions;
    std::set<std::string> flags;
    Access access;
    int (*run)(Context& ctx);
};

const std::vector<KvCommand>& commands() {
    static const std::vector<KvCommand> list = {
        {"get",
         "get URI KEY",
         "write a value to standard output, or to a file",
         "  --out FILE         stream the value into FILE (replaced only once the whole value\n"
         "                     was read and verified)\n",
         2,
         2,
         {"out"},
         {},
         Access::kRead,
         cmdGet},
        {"put",
         "put URI KEY [VALUE]",
         "store a value (creates the store when missing)",
         "  VALUE              the value, as written\n"
         "  --stdin            read the value from standard input\n"
         "  --file FILE        stream the value from FILE\n",
         2,
         3,
         {"file"},
         {"stdin"},
         Access::kCreate,
         cmdPut},
        {"delete",
         "delete URI KEY",
         "delete a pair (a missing key is not an error)",
         "",
         2,
         2,
         {},
         {},
         Access::kWrite,
         cmdDelete},
        {"scan",
         "scan URI",
         "list pairs in the store's natural order (KEY<tab>VALUE, escaped)",
         "  --limit N          at most N pairs\n"
         "  --keys-only        keys only (values are not read)\n"
         "  --json             a JSON array; \"key\"/\"value\" for UTF-8, \"key_hex\"/\"value_hex\" otherwise\n",
         1,
         1,
         {"limit"},
         {"keys-only", "json"},
         Access::kRead,
         cmdScan},
        {"count", "count URI", "the store's approximate number of pairs", "", 1, 1, {}, {}, Access::kRead, cmdCount},
        {"stats",
         "stats URI",
         "count, disk and memory use, engine settings and counters",
         "  --json             one JSON object\n",
         1,
         1,
         {},
         {"json"},
         Access::kRead,
         cmdStats},
        {"compact",
         "compact URI",
         "reclaim space (reallocation); progress on stderr, Ctrl-C cancels cleanly",
         "",
         1,
         1,
         {},
         {},
         Access::kWrite,
         cmdCompact},
        {"check",
         "check URI",
         "verify every entry against its data; exit code 1 on problems or orphans",
         "  --json             one JSON object\n",
         1,
         1,
         {},
         {"json"},
         Access::kRead,
         cmdCheck},
    };
    return list;
}

std::string padded(const std::string& s, size_t width) {
    return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

std::string schemesHelp() {
    std::string out;
    for (const kv::SchemeInfo& s : kv::knownSchemes()) out += "  " + s.example + "\n";
    return out;
}

std::string groupHelp() {
    std::string out = "usage: wrctl kv <command> URI [arguments] [options]\n\ncommands:\n";
    for (const KvCommand& c : commands()) out += "  " + padded(c.usage, 22) + c.summary + "\n";
    return out + "\n" + kCommonHelp + schemesHelp() + "\n'wrctl kv <command> --help' describes one command.\n";
}

std::string commandHelp(const KvCommand& c) {
    std::string out = "usage: wrctl kv " + std::string(c.usage) + " [options]\n\n" + c.summary + "\n\n";
    if (*c.options != '\0') out += std::string("options:\n") + c.options + "\n";
    return out + kCommonHelp + schemesHelp();
}

// An --option the command does not know is an error, not silently ignored.
Status checkOptions(const std::vector<std::string>& words, const KvCommand& c) {
    static const std::set<std::string> kCommon = {"read-only", "escaped", "help"};
    for (const std::string& w : words) {
        if (w == "--") break;
        if (w.size() < 3 || w.compare(0, 2, "--") != 0) continue;
        std::string name = w.substr(2, w.find('=') == std::string::npos ? std::string::npos : w.find('=') - 2);
        if (kCommon.count(name) || c.valueOptions.count(name) || c.flags.count(name)) continue;
        return Status::invalidArgument("kv " + std::string(c.name) + " has no option --" + name);
    }
    return Status::ok();
}

int runCommand(const KvCommand& c, const std::vector<std::string>& words) {
    if (Status s = checkOptions(words, c); !s.isOk()) return usageError(s.message(), commandHelp(c));
    auto args = Args::parse(words, c.valueOptions);
    if (!args) return usageError(args.status().message(), commandHelp(c));
    if (args->flag("help")) {
        std::cout << commandHelp(c);
        return kExitOk;
    }
    if (args->count() < c.minWords || args->count() > c.maxWords) {
        return usageError("kv " + std::string(c.name) + " takes " + c.usage, commandHelp(c));
    }
    Context ctx(std::move(args).value(), commandHelp(c));
    if (Status s = ctx.open(c.access == Access::kCreate); !s.isOk()) return fail(s);
    int code = c.run(ctx);
    Status s = ctx.finish(c.access != Access::kRead && code == kExitOk);
    if (code != kExitOk) return code;
    return s.isOk() ? kExitOk : fail(s);
}

}  // namespace

int runKvCommand(const std::vector<std::string>& words) {
    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        (words.empty() ? std::cerr : std::cout) << groupHelp();
        return words.empty() ? kExitUsage : kExitOk;
    }
    for (const KvCommand& c : commands()) {
        if (words[0] == c.name) return runCommand(c, std::vector<std::string>(words.begin() + 1, words.end()));
    }
    return usageError("unknown kv command '" + words[0] + "'", groupHelp());
}

}  // namespace wr::cli
