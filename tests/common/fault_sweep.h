// The injected-fault sweep shared by the engines' fault tests: a small
// workload of puts, removes, flushes and a checkpoint runs once to count the
// file operations of each kind (util/file_faults.h), then once per operation
// with that one failing (EIO, ENOSPC, and a short write for writes). After
// each run the store is closed, the faults disarmed, and the store reopened:
// every change acknowledged before the fault must read back exactly, a
// change whose call failed may read as before or after it, and nothing else.
// After a failed fsync or msync of a file holding acknowledged data, flush()
// must never report success again before the store is reopened, and an
// ENOSPC must name the file that ran out of space.
#pragma once

#include <QtTest>

#include <algorithm>
#include <cerrno>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "util/bytes.h"
#include "util/file_faults.h"
#include "util/random.h"
#include "util/result.h"

namespace wr::test {

// One engine behind the sweep: keys are small integers.
class FaultTarget {
public:
    virtual ~FaultTarget() = default;
    virtual Status open() = 0;
    virtual void close() = 0;
    virtual Status put(int key, BytesView value) = 0;
    virtual Status remove(int key) = 0;
    virtual Status flush() = 0;
    virtual Status checkpoint() = 0;
    // The value, or nullopt when the key is absent.
    virtual Result<std::optional<Bytes>> read(int key) = 0;
};

struct SweepCounts {
    uint64_t runs = 0;
    uint64_t injected = 0;
    std::map<std::string, uint64_t> pointsPerOp;
};

class FaultSweep {
public:
    static constexpr int kKeys = 6;
    static constexpr int kSteps = 40;
    static constexpr uint64_t kMaxPoints = 16;

    // `make` builds a target storing in the given directory. A store that
    // acknowledges changes in memory (ZDB's async mode) promises them only
    // once a flush() after them returned.
    explicit FaultSweep(std::function<std::unique_ptr<FaultTarget>(const std::string& dir)> make,
                        bool durableOnlyAfterFlush = false)
        : make_(std::move(make)), durableOnlyAfterFlush_(durableOnlyAfterFlush) {}

    // Runs the whole sweep; QVERIFY failures name the run.
    SweepCounts run() {
        SweepCounts counts;
        uint64_t perOp[kFileOpCount] = {};
        {
            QTemporaryDir dir(scratchTemplate());
            FileFaultPlan countOnly;
            countOnly.under = dir.path().toStdString();
            if (!runOnce(dir, countOnly, "counting run")) return counts;
            for (size_t op = 0; op < kFileOpCount; ++op) perOp[op] = FileFaults::count(static_cast<FileOp>(op));
        }
        for (size_t op = 0; op < kFileOpCount; ++op) {
            counts.pointsPerOp[std::string(fileOpName(static_cast<FileOp>(op)))] = perOp[op];
            // Every point of a kind up to kMaxPoints, else as many spread evenly.
            const uint64_t stride = (perOp[op] + kMaxPoints - 1) / kMaxPoints;
            for (uint64_t nth = 1; nth <= perOp[op]; nth += std::max<uint64_t>(stride, 1)) {
                for (int variant = 0; variant < 3; ++variant) {
                    FileFaultPlan plan;
                    plan.op = static_cast<FileOp>(op);
                    plan.nth = nth;
                    plan.error = variant == 0 ? EIO : ENOSPC;
                    plan.shortWrite = variant == 2;
                    if (plan.shortWrite && plan.op != FileOp::kWrite) continue;
                    QTemporaryDir dir(scratchTemplate());
                    plan.under = dir.path().toStdString();
                    std::string name = std::string(fileOpName(plan.op)) + " #" + std::to_string(nth) +
                                       (variant == 0   ? " EIO"
                                        : variant == 1 ? " ENOSPC"
                                                       : " short");
                    ++counts.runs;
                    if (!runOnce(dir, plan, name)) return counts;
                    counts.injected += injectedInRun_;
                }
            }
        }
        return counts;
    }

private:
    // In memory where the system has it: the sweep syncs thousands of times,
    // and the faults are injected above the file system anyway.
    static QString scratchTemplate() {
        const QString base = QDir("/dev/shm").exists() ? QString("/dev/shm") : QDir::tempPath();
        return base + "/wr-fault-sweep-XXXXXX";
    }

    using Allowed = std::set<std::optional<Bytes>>;

    static Bytes valueOf(int key, int step) {
        Random rng(static_cast<uint64_t>(key) << 32 | static_cast<uint32_t>(step));
        Bytes v(static_cast<size_t>(rng.range(1, step % 7 == 0 ? 300000 : 2000)), '\0');
        for (char& c : v) c = static_cast<char>('a' + rng.uniform(26));
        return v;
    }

    static std::string show(const std::optional<Bytes>& v) {
        return v ? std::to_string(v->size()) + " bytes '" + v->substr(0, 8) + "...'" : std::string("absent");
    }

    void acknowledge(std::map<int, Allowed>& allowed, std::map<int, std::optional<Bytes>>& unflushed, int key, bool ok,
                     const std::optional<Bytes>& value) const {
        if (!ok || durableOnlyAfterFlush_) {
            allowed[key].insert(value);
        } else {
            allowed[key] = {value};
        }
        if (ok && durableOnlyAfterFlush_) unflushed[key] = value;
    }

    // False when a check failed (QTest has recorded it).
    bool runOnce(const QTemporaryDir& dir, const FileFaultPlan& plan, const std::string& name) {
        injectedInRun_ = 0;
        std::map<int, Allowed> allowed;
        std::map<int, std::optional<Bytes>> unflushed;  // acknowledged, not yet flushed
        for (int k = 0; k < kKeys; ++k) allowed[k] = {std::nullopt};
        {
            auto target = make_(dir.path().toStdString());
            Status opened = target->open();
            if (!opened.isOk()) {
                QTest::qFail(("open before " + name + ": " + opened.toString()).c_str(), __FILE__, __LINE__);
                return false;
            }
            FileFaults::arm(plan);
            std::string lostSync;  // a file holding acknowledged data whose sync failed
            auto note = [&](const Status& s, const char* call, int step) {
                if (s.isOk() || FileFaults::injected() == 0) return true;
                const std::string faultPath = FileFaults::lastInjectedPath().string();
                // A directory's entries stay in memory and its next fsync
                // writes them; a failed checkpoint drops what it wrote.
                if ((plan.op == FileOp::kSync || plan.op == FileOp::kMapSync) &&
                    !std::filesystem::is_directory(faultPath) && std::string_view(call) != "checkpoint") {
                    lostSync = faultPath;
                }
                if (plan.error == ENOSPC && s.message().find("No space left") != std::string::npos &&
                    s.message().find(dir.path().toStdString()) == std::string::npos) {
                    QTest::qFail((name + ": " + call + " at step " + std::to_string(step) +
                                  " reports a full disk without naming the file: " + s.toString())
                                     .c_str(),
                                 __FILE__, __LINE__);
                    return false;
                }
                return true;
            };
            for (int step = 0; step < kSteps; ++step) {
                const int key = static_cast<int>(Random(static_cast<uint64_t>(step) * 7919).uniform(kKeys));
                Status s;
                const char* call = "put";
                if (step % 9 == 8) {
                    call = "flush";
                    s = target->flush();
                    if (s.isOk()) {
                        for (const auto& [k, v] : unflushed) allowed[k] = {v};
                        unflushed.clear();
                    }
                    // Unless the engine dropped the file (a temp file, a
                    // compaction's new table), its data may be gone.
                    if (s.isOk() && !lostSync.empty() && std::filesystem::exists(lostSync)) {
                        QTest::qFail((name + ": flush() at step " + std::to_string(step) +
                                      " reports success after a failed sync of " + lostSync)
                                         .c_str(),
                                     __FILE__, __LINE__);
                        return false;
                    }
                } else if (step == 20) {
                    call = "checkpoint";
                    s = target->checkpoint();
                    // It rewrote every live change and synced it afresh.
                    if (s.isOk()) lostSync.clear();
                } else if (step % 5 == 3) {
                    call = "remove";
                    s = target->remove(key);
                    if (s.is(StatusCode::kNotFound)) s = Status::ok();
                    acknowledge(allowed, unflushed, key, s.isOk(), std::nullopt);
                } else {
                    Bytes v = valueOf(key, step);
                    s = target->put(key, v);
                    acknowledge(allowed, unflushed, key, s.isOk(), v);
                }
                if (!note(s, call, step)) return false;
            }
            target->close();
            injectedInRun_ = FileFaults::injected();
            FileFaults::disarm();
        }
        auto reopened = make_(dir.path().toStdString());
        Status opened = reopened->open();
        if (!opened.isOk()) {
            QTest::qFail((name + ": reopening failed: " + opened.toString()).c_str(), __FILE__, __LINE__);
            return false;
        }
        for (const auto& [key, values] : allowed) {
            auto got = reopened->read(key);
            if (!got.isOk()) {
                QTest::qFail(
                    (name + ": key " + std::to_string(key) + " does not read: " + got.status().toString()).c_str(),
                    __FILE__, __LINE__);
                return false;
            }
            if (values.count(*got) == 0) {
                std::string expected;
                for (const auto& v : values) expected += " " + show(v);
                QTest::qFail(
                    (name + ": key " + std::to_string(key) + " reads " + show(*got) + ", expected one of" + expected)
                        .c_str(),
                    __FILE__, __LINE__);
                return false;
            }
        }
        reopened->close();
        return true;
    }

    std::function<std::unique_ptr<FaultTarget>(const std::string&)> make_;
    bool durableOnlyAfterFlush_;
    uint64_t injectedInRun_ = 0;
};

// Runs the sweep and logs what it covered under `label`.
inline void runFaultSweep(const std::string& label,
                          std::function<std::unique_ptr<FaultTarget>(const std::string& dir)> make,
                          bool durableOnlyAfterFlush = false) {
    SweepCounts counts = FaultSweep(std::move(make), durableOnlyAfterFlush).run();
    std::string points;
    for (const auto& [op, n] : counts.pointsPerOp) points += " " + op + "=" + std::to_string(n);
    qInfo("%s: %llu runs, %llu faults injected; injection points:%s", label.c_str(),
          static_cast<unsigned long long>(counts.runs), static_cast<unsigned long long>(counts.injected),
          points.c_str());
    QVERIFY(counts.runs > 0);
}

}  // namespace wr::test
