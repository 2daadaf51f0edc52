// wrctl migrate SOURCE TARGET: every pair of one store into another (seed 000
// Sec. 5, seed 001 Sec. 6; docs/migration.md), by E-and-T or E-then-T, with
// checkpoints to resume from, verification afterwards, a dry run that only
// plans, and --verify to compare two existing stores. Ctrl-C stops it at a
// checkpoint; progress goes to stderr only when stderr is a terminal.

#include <iomanip>
#include <iostream>
#include <memory>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "interrupt_guard.h"
#include "migrate/migration.h"
#include "migrate/migration_checkpoint.h"
#include "migrate/portable_copy.h"
#include "stores/store_factory.h"
#include "stores/store_places.h"
#include "terminal.h"
#include "util/quoted_bytes.h"

namespace wr::cli {

namespace {

struct MigrateArguments {
    std::string source;
    std::string target;
    std::string method = "e-and-t";
    int64_t threads = 2;
    int64_t batch = 0;
    std::string onConflict = "abort";
    std::string onUnfit = "skip";
    bool noFastLoad = false;
    bool noVerify = false;
    bool verifyOnly = false;
    bool portable = false;
    bool resume = false;
    bool dryRun = false;
    bool json = false;
    std::string workDirectory;
    int64_t checkpointMs = 1000;
    int64_t memoryMb = 256;
};

kv::StoreUri parsedUri(const std::string& text, const char* which) {
    auto uri = kv::StoreUri::parse(text);
    if (!uri) usageError(std::string(which) + ": " + uri.status().message());
    return *uri;
}

migrate::MigrationOptions optionsOf(const MigrateArguments& args) {
    migrate::MigrationOptions options;
    auto method = migrate::parseMethod(args.method);
    if (!method) usageError("--method is e-and-t or e-then-t, not '" + args.method + "'");
    auto policy = migrate::parseConflictPolicy(args.onConflict);
    if (!policy) usageError("--on-conflict is abort, overwrite or skip, not '" + args.onConflict + "'");
    if (args.onUnfit != "skip" && args.onUnfit != "fail") {
        usageError("--on-unfit is skip or fail, not '" + args.onUnfit + "'");
    }
    options.method = *method;
    options.onConflict = *policy;
    options.onUnfitPair = args.onUnfit == "fail" ? migrate::UnfitPairPolicy::kFail : migrate::UnfitPairPolicy::kSkip;
    options.loaderThreads = unsigned(args.threads);
    options.batchPairs = size_t(args.batch);
    options.fastLoad = !args.noFastLoad;
    options.verify = !args.noVerify;
    options.resume = args.resume;
    options.workDirectory = args.workDirectory;
    options.checkpointInterval = std::chrono::milliseconds(args.checkpointMs);
    options.memoryBudget = uint64_t(args.memoryMb) << 20;
    return options;
}

Json digestJson(const migrate::PairDigest& digest) {
    return {{"pairs", digest.pairs}, {"bytes", digest.bytes}, {"digest", digest.hex()}};
}

Json verificationJson(const migrate::VerificationReport& v) {
    Json json = {{"ok", v.ok()},
                 {"keys_compared", v.keysCompared},
                 {"mismatches", v.mismatches},
                 {"first_mismatches", v.firstMismatches},
                 {"source", digestJson(v.source)}};
    if (v.target) json["target"] = digestJson(*v.target);
    return json;
}

void printVerification(const migrate::VerificationReport& v) {
    if (!v.ran) return;
    std::cout << "verification: " << (v.ok() ? "OK" : "FAILED") << ", " << v.keysCompared
              << " source keys read back from the target, " << v.mismatches << " mismatches\n";
    std::cout << "  source digest " << v.source.hex() << " (" << v.source.pairs << " pairs, " << v.source.bytes
              << " bytes)\n";
    if (v.target) {
        std::cout << "  target digest " << v.target->hex() << " (" << v.target->pairs << " pairs, " << v.target->bytes
                  << " bytes)\n";
    }
    for (const std::string& line : v.firstMismatches) std::cout << "  " << line << "\n";
}

Json reportJson(const migrate::MigrationReport& r) {
    Json skipped = Json::array();
    for (const migrate::SkippedPair& pair : r.skippedPairs) {
        skipped.push_back({{"key", quotedBytes(pair.key)}, {"reason", pair.reason}});
    }
    const double etSeconds = r.extractSeconds + r.transformSeconds;
    Json json = {{"method", migrate::methodName(r.method)},
                 {"source", r.sourceUri},
                 {"target", r.targetUri},
                 {"load_path", r.loadPath},
                 {"pairs", r.pairs},
                 {"bytes", r.bytes},
                 {"written", r.written},
                 {"kept_existing", r.keptExisting},
                 {"streamed", r.streamed},
                 {"skipped", r.skipped},
                 {"skipped_pairs", skipped},
                 {"resumed", r.resumed},
                 {"resumed_after", r.resumedAfter},
                 {"extract_seconds", r.extractSeconds},
                 {"transform_seconds", r.transformSeconds},
                 {"load_seconds", r.loadSeconds},
                 {"total_seconds", r.totalSeconds},
                 {"extract_transform_share", r.totalSeconds > 0 ? etSeconds / r.totalSeconds : 0.0},
                 {"verify_seconds", r.verifySeconds},
                 {"intermediate_bytes", r.intermediateBytes},
                 {"work_directory", r.workDirectory.string()}};
    if (r.verification.ran) json["verification"] = verificationJson(r.verification);
    return json;
}

void printReport(const migrate::MigrationReport& r) {
    std::cout << std::fixed << std::setprecision(3);
    std::cout << "migrated " << r.pairs << " pairs (" << r.bytes << " bytes) by " << migrate::methodName(r.method)
              << " into " << r.targetUri << "\n";
    if (r.resumed) std::cout << "  resumed after " << r.resumedAfter << " pairs\n";
    std::cout << "  load path: " << r.loadPath << "\n";
    std::cout << "  work directory: " << r.workDirectory.string() << " (its checkpoints, removed once done)\n";
    std::cout << "  written " << r.written << ", kept existing " << r.keptExisting << ", streamed " << r.streamed
              << ", skipped " << r.skipped << "\n";
    for (const migrate::SkippedPair& pair : r.skippedPairs) {
        std::cout << "    skipped " << quotedBytes(pair.key) << ": " << pair.reason << "\n";
    }
    std::cout << "  extract " << r.extractSeconds << " s, transform " << r.transformSeconds << " s, load "
              << r.loadSeconds << " s more, total " << r.totalSeconds << " s";
    if (r.intermediateBytes > 0) std::cout << " (intermediate file " << r.intermediateBytes << " bytes)";
    std::cout << "\n";
    printVerification(r.verification);
}

int cmdVerifyOnly(const MigrateArguments& args) {
    auto source = kv::openStore(args.source, {.readOnly = true, .createIfMissing = false});
    if (!source) return fail(source.status());
    auto target = kv::openStore(args.target, {.readOnly = true, .createIfMissing = false});
    if (!target) return fail(target.status());
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    auto verified =
        migrate::verifyStores(**source, **target, true, standardErrorIsTerminal() ? &progress : nullptr, &cancel);
    if (!verified) return fail(verified.status());
    if (args.json) {
        std::cout << jsonText(verificationJson(*verified)) << "\n";
    } else {
        printVerification(*verified);
    }
    return verified->ok() ? kExitOk : kExitFailure;
}

int cmdDryRun(const MigrateArguments& args, const migrate::MigrationOptions& options) {
    auto plan = migrate::planMigration(parsedUri(args.source, "SOURCE"), parsedUri(args.target, "TARGET"), options);
    if (!plan) return fail(plan.status());
    if (args.json) {
        Json samples = Json::array();
        for (const auto& [key, value] : plan->samplePairs)
            samples.push_back({{"key", quotedBytes(key)}, {"value_bytes", value.size()}});
        std::cout << jsonText({{"source_pairs", plan->sourcePairs},
                               {"source_pairs_exact", plan->sourcePairsExact},
                               {"source_bytes", plan->sourceBytes},
                               {"target_exists", plan->targetExists},
                               {"target_pairs", plan->targetPairs},
                               {"target_free_bytes", plan->targetFreeBytes},
                               {"estimated_seconds", plan->estimatedSeconds},
                               {"checkpoint_found", plan->checkpointFound},
                               {"checkpoint_pairs", plan->checkpointPairs},
                               {"samples", samples},
                               {"warnings", plan->warnings}})
                  << "\n";
        return kExitOk;
    }
    std::cout << "would migrate " << (plan->sourcePairsExact ? "" : "about ") << plan->sourcePairs << " pairs ("
              << plan->sourceBytes << " bytes) by " << migrate::methodName(options.method) << "\n";
    std::cout << "  target " << (plan->targetExists ? "exists" : "will be created");
    // A server has no disk of ours to measure.
    if (auto places = kv::storePlaces(parsedUri(args.target, "TARGET")); places && !places->empty()) {
        std::cout << ", free space " << plan->targetFreeBytes << " bytes";
    }
    std::cout << "\n";
    std::cout << std::fixed << std::setprecision(1) << "  reading the source takes about " << plan->estimatedSeconds
              << " s\n";
    if (plan->checkpointFound) {
        std::cout << "  an interrupted migration covered " << plan->checkpointPairs << " pairs: --resume goes on\n";
    }
    for (const std::string& warning : plan->warnings) std::cout << "  warning: " << warning << "\n";
    std::cout << "nothing was written\n";
    return kExitOk;
}

// Seed 001 Sec. 6's first case: the .reg of the index, the data directory copied.
int cmdPortableCopy(const MigrateArguments& args) {
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    auto copied = migrate::portableCopy(parsedUri(args.source, "SOURCE"), parsedUri(args.target, "TARGET"),
                                        !args.noVerify, standardErrorIsTerminal() ? &progress : nullptr, &cancel);
    if (!copied) return fail(copied.status());
    if (args.json) {
        Json json = {{"reg_file", copied->regFile.string()},    {"reg_bytes", copied->regBytes},
                     {"data_files", copied->dataFiles},         {"data_bytes", copied->dataBytes},
                     {"export_seconds", copied->exportSeconds}, {"copy_seconds", copied->copySeconds},
                     {"import_seconds", copied->importSeconds}};
        if (copied->verification.ran) json["verification"] = verificationJson(copied->verification);
        std::cout << jsonText(json) << "\n";
    } else {
        std::cout << std::fixed << std::setprecision(3) << "exported the index to " << copied->regFile.string() << " ("
                  << copied->regBytes << " bytes) in " << copied->exportSeconds << " s\n";
        if (copied->dataFiles > 0) {
            std::cout << "copied " << copied->dataFiles << " data files (" << copied->dataBytes << " bytes) in "
                      << copied->copySeconds << " s\n";
        }
        std::cout << "imported the index in " << copied->importSeconds << " s\n";
        printVerification(copied->verification);
    }
    return !copied->verification.ran || copied->verification.ok() ? kExitOk : kExitFailure;
}

int cmdMigrate(const MigrateArguments& args) {
    if (args.verifyOnly) return cmdVerifyOnly(args);
    if (args.portable) return cmdPortableCopy(args);
    migrate::MigrationOptions options = optionsOf(args);
    if (args.dryRun) return cmdDryRun(args, options);
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    options.cancel = &cancel;
    options.progress = standardErrorIsTerminal() ? &progress : nullptr;
    const kv::StoreUri target = parsedUri(args.target, "TARGET");
    if (options.workDirectory.empty()) {
        auto defaultDirectory = migrate::defaultWorkDirectory(target);
        if (!defaultDirectory) return fail(defaultDirectory.status());
        options.workDirectory = *defaultDirectory;
    }
    auto report = migrate::migrate(parsedUri(args.source, "SOURCE"), target, options);
    if (!report) {
        const int code = fail(report.status());
        if (auto checkpoint = migrate::readCheckpoint(options.workDirectory); checkpoint && *checkpoint) {
            std::cerr << "wrctl: its checkpoint is in " << options.workDirectory.string()
                      << ": --resume continues from it\n";
        }
        return code;
    }
    if (args.json) {
        std::cout << jsonText(reportJson(*report)) << "\n";
    } else {
        printReport(*report);
    }
    return !report->verification.ran || report->verification.ok() ? kExitOk : kExitFailure;
}

}  // namespace

void addMigrateCommands(CommandTable& table) {
    auto args = std::make_shared<MigrateArguments>();
    CLI::App& c = table.addCommand(table.top(), "migrate",
                                   "copy every pair of SOURCE into TARGET and verify it (docs/migration.md)",
                                   [args] { return cmdMigrate(*args); });
    c.add_option("SOURCE", args->source, "the store to read (opened read-only; see 'wrctl kv --help')")->required();
    c.add_option("TARGET", args->target, "the store to fill (created when missing)")->required();
    c.add_option("--method", args->method,
                 "e-and-t (the default): extract and transform in one pass; e-then-t: to an intermediate file "
                 "(.reg, or the portable dump) first")
        ->type_name("e-and-t|e-then-t");
    c.add_option("--threads", args->threads, "loader threads writing into the target (2 by default)")
        ->type_name("N")
        ->check(CLI::Range(int64_t{1}, int64_t{64}));
    c.add_option("--batch", args->batch, "pairs per write batch (0, the default, picks one per target)")
        ->type_name("N")
        ->check(kZeroOrMore);
    c.add_option("--on-conflict", args->onConflict,
                 "when the target holds pairs: abort (the default, before writing), overwrite, or skip the keys "
                 "it holds")
        ->type_name("abort|overwrite|skip");
    c.add_option("--on-unfit", args->onUnfit,
                 "a pair the target cannot hold (over its limits): skip it and report it (the default) or fail")
        ->type_name("skip|fail");
    c.add_flag("--no-fast-load", args->noFastLoad,
               "load an empty target through write batches even where it has a bulk path");
    c.add_flag("--no-verify", args->noVerify, "do not read every pair back afterwards");
    c.add_flag("--portable", args->portable,
               "wrstore or wrstore++ to the same kind: export the index as .reg, copy the data directory, "
               "import the .reg (seed 001 Sec. 6); the store reopens unchanged");
    c.add_flag("--verify", args->verifyOnly, "migrate nothing: compare TARGET with SOURCE, pair by pair");
    c.add_flag("--resume", args->resume, "continue an interrupted migration from its last checkpoint");
    c.add_flag("--dry-run", args->dryRun, "print counts, sizes and an estimate; write nothing");
    c.add_flag("--json", args->json, "print one JSON object");
    c.add_option("--work-dir", args->workDirectory,
                 "where the checkpoint and E-then-T's file go (default: beside the target, NAME.migration; for a "
                 "server, $XDG_STATE_HOME/wr-studio/migrations/NAME)")
        ->type_name("DIR");
    c.add_option("--checkpoint-ms", args->checkpointMs, "how often the progress is made durable (1000 ms)")
        ->type_name("MS")
        ->check(CLI::Range(int64_t{1}, int64_t{3600000}));
    c.add_option("--memory-mb", args->memoryMb, "the most the migration holds in queued pairs (256 MiB)")
        ->type_name("MB")
        ->check(CLI::Range(int64_t{16}, int64_t{65536}));
    c.get_option("--verify")->excludes(c.get_option("--resume"))->excludes(c.get_option("--dry-run"));
    c.get_option("--portable")->excludes(c.get_option("--verify"))->excludes(c.get_option("--resume"));
}

}  // namespace wr::cli
