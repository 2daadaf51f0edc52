#include "migrate/portable_copy.h"

#include <chrono>

#include "migrate/migration_checkpoint.h"
#include "registry/regfile/reg_file_apply.h"
#include "registry/regfile/reg_file_export.h"
#include "registry/regfile/reg_file_reader.h"
#include "stores/store_factory.h"
#include "stores/wrindex/index_database.h"
#include "stores/wrindex/registry_pool.h"
#include "stores/wrindex/wrstore_options.h"
#include "util/file.h"

namespace wr::migrate {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

std::string sectionOf(const kv::wrstore::IndexOptions& index) {
    return std::string(index.location.root == reg::RootKey::kLocalMachine ? "HKEY_LOCAL_MACHINE\\"
                                                                          : "HKEY_CURRENT_USER\\") +
           index.db;
}

// Copies every file of the data directory but its LOCK (a lock belongs to
// the process holding it, not to the data).
Status copyDataDirectory(const fs::path& from, const fs::path& to, PortableCopyReport& report,
                         const CancellationToken* cancel) {
    std::error_code ec;
    if (fs::exists(to, ec) && !fs::is_empty(to, ec)) {
        return Status::alreadyExists("the target's data directory " + to.string() + " is not empty");
    }
    fs::create_directories(to, ec);
    if (ec) return Status::ioError("cannot create " + to.string() + ": " + ec.message());
    for (auto it = fs::recursive_directory_iterator(from, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (cancel && cancel->isCancelled()) return Status::cancelled("the copy was stopped");
        const fs::path relative = fs::relative(it->path(), from, ec);
        if (relative == "LOCK") continue;
        if (it->is_directory()) {
            fs::create_directories(to / relative, ec);
        } else {
            fs::copy_file(it->path(), to / relative, ec);
            if (!ec) {
                ++report.dataFiles;
                report.dataBytes += fs::file_size(it->path(), ec);
            }
        }
        if (ec) return Status::ioError("copying " + it->path().string() + ": " + ec.message());
    }
    if (ec) return Status::ioError("reading " + from.string() + ": " + ec.message());
    return Status::ok();
}

}  // namespace

Result<PortableCopyReport> portableCopy(const kv::StoreUri& source, const kv::StoreUri& target, bool verify,
                                        ProgressSink* progress, const CancellationToken* cancel) {
    const std::string& scheme = source.scheme();
    if ((scheme != "wrstore" && scheme != "wrstore++") || target.scheme() != scheme) {
        return Status::invalidArgument(
            "a portable copy goes from wrstore to wrstore or from wrstore++ to "
            "wrstore++; other migrations go pair by pair (e-and-t)");
    }
    WR_RETURN_IF_ERROR(checkEndpoints(source, target));
    const bool separated = scheme == "wrstore++";
    const kv::OpenOptions readOnly{.readOnly = true, .createIfMissing = false};
    const kv::OpenOptions create{.readOnly = false, .createIfMissing = true};
    WR_ASSIGN_OR_RETURN(kv::wrstore::IndexOptions from, kv::wrstore::parseIndexOptions(source, readOnly));
    WR_ASSIGN_OR_RETURN(kv::wrstore::IndexOptions to, kv::wrstore::parseIndexOptions(target, create));
    fs::path fromData;
    fs::path toData;
    if (separated) {
        WR_ASSIGN_OR_RETURN(auto fromOptions, kv::wrstore::parseWrStorePPUri(source, readOnly));
        WR_ASSIGN_OR_RETURN(auto toOptions, kv::wrstore::parseWrStorePPUri(target, create));
        fromData = fromOptions.dataDir;
        toData = toOptions.dataDir;
    }
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::wrstore::IndexDatabase> index,
                        kv::wrstore::IndexDatabase::open(from, separated ? "wrstore++" : "wrstore", readOnly));
    if ((to.depth && *to.depth != index->layout().depth) || (to.length && *to.length != index->layout().length)) {
        return Status::invalidArgument("the target's depth and len must be the source's (" +
                                       std::to_string(index->layout().depth) + " and " +
                                       std::to_string(index->layout().length) + "), or left out");
    }

    WR_ASSIGN_OR_RETURN(std::shared_ptr<reg::Registry> targetRegistry, kv::wrstore::openSharedRegistry(to.location));
    if (targetRegistry->openKey(targetRegistry->root(), to.db)) {
        return Status::alreadyExists("the target hive already holds a database " + to.db +
                                     "; a portable copy creates it");
    }

    PortableCopyReport report;
    WR_ASSIGN_OR_RETURN(fs::path workDirectory, defaultWorkDirectory(target));
    WR_RETURN_IF_ERROR(createDirectories(workDirectory.parent_path()));
    report.regFile = workDirectory.parent_path() / (workDirectory.stem().string() + ".reg");

    // Step A: the index (the whole database key) as regedit /E writes it.
    auto started = Clock::now();
    reg::RegExportOptions exportOptions;
    exportOptions.keyName = sectionOf(from);
    exportOptions.cancel = cancel;
    exportOptions.progress = progress;
    WR_RETURN_IF_ERROR(reg::exportRegFile(index->registry(), index->dbKey(), exportOptions, report.regFile));
    report.exportSeconds = secondsSince(started);
    std::error_code ec;
    report.regBytes = fs::file_size(report.regFile, ec);

    // Steps B and D: the data directory, file for file.
    started = Clock::now();
    if (separated) WR_RETURN_IF_ERROR(copyDataDirectory(fromData, toData, report, cancel));
    report.copySeconds = secondsSince(started);

    // Step C: the .reg imported under the target's database key.
    started = Clock::now();
    WR_ASSIGN_OR_RETURN(reg::RegFile file, reg::readRegFile(report.regFile));
    WR_ASSIGN_OR_RETURN(reg::Key base, targetRegistry->createKey(targetRegistry->root(), to.db));
    reg::RegImportOptions importOptions;
    importOptions.mapping = {reg::RegRootMapping::kStripPrefix, exportOptions.keyName};
    importOptions.progress = progress;
    WR_RETURN_IF_ERROR(reg::applyRegFile(*targetRegistry, base, file, importOptions));
    WR_RETURN_IF_ERROR(targetRegistry->flush());
    report.importSeconds = secondsSince(started);
    targetRegistry.reset();
    index.reset();

    if (verify) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> sourceStore, kv::openStore(source, readOnly));
        WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> targetStore, kv::openStore(target, readOnly));
        WR_ASSIGN_OR_RETURN(report.verification, verifyStores(*sourceStore, *targetStore, true, progress, cancel));
    }
    return report;
}

}  // namespace wr::migrate
