#include "reliability/crash_test.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "reliability/crash_subject.h"
#include "reliability/crash_workload.h"
#include "reliability/expected_state.h"
#include "reliability/store_reading.h"
#include "stores/store_places.h"
#include "util/clock.h"
#include "util/crash_point.h"
#include "util/power_loss.h"

namespace wr::reliability {

namespace {

constexpr size_t kProblemsKept = 10;
// Serials of one round start here times its number: rounds never share one.
constexpr uint64_t kSerialsPerRound = uint64_t{1} << 24;

// What the child tells the parent, one fixed-size message at a time.
struct Message {
    enum Kind : uint32_t { kReady, kAcknowledged, kDone };
    uint32_t kind = kReady;
    uint32_t operation = 0;
};

bool send(int fd, Message message) { return ::write(fd, &message, sizeof message) == sizeof message; }

bool receive(int fd, Message& message) {
    size_t got = 0;
    auto* bytes = reinterpret_cast<char*>(&message);
    while (got < sizeof message) {
        ssize_t n = ::read(fd, bytes + got, sizeof message - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        got += static_cast<size_t>(n);
    }
    return true;
}

Status perform(CrashSubject& subject, std::unique_ptr<CrashSubject>& holder, const kv::StoreUri& uri,
               const Operation& op, const WorkloadShape& shape) {
    switch (op.kind) {
    case Operation::Kind::kPut:
    case Operation::Kind::kRemove: {
        const Mutation& m = op.mutations.front();
        return m.serial ? subject.put(keyName(m.key), valueOf(m.key, *m.serial, shape))
                        : subject.remove(keyName(m.key));
    }
    case Operation::Kind::kBatch: {
        kv::WriteBatch batch;
        for (const Mutation& m : op.mutations) {
            if (m.serial) {
                batch.put(keyName(m.key), valueOf(m.key, *m.serial, shape));
            } else {
                batch.remove(keyName(m.key));
            }
        }
        return subject.write(batch);
    }
    case Operation::Kind::kFlush: return subject.flush();
    case Operation::Kind::kCompact: return subject.compact();
    case Operation::Kind::kReopen: {
        WR_RETURN_IF_ERROR(subject.close());
        holder.reset();
        WR_ASSIGN_OR_RETURN(holder, CrashSubject::open(uri));
        return Status::ok();
    }
    }
    return Status::ok();
}

// The child: arm the point, open, say ready, perform and acknowledge each
// operation, say done, and wait for the kill. It never returns.
[[noreturn]] void runWriter(const kv::StoreUri& uri, const std::vector<Operation>& ops, const WorkloadShape& shape,
                            const std::string& point, uint64_t nth, int fd) {
    if (!point.empty() && !armCrashPoint(point, nth).isOk()) ::_exit(2);
    auto opened = CrashSubject::open(uri);
    if (!opened) {
        std::string line = "crash test writer: " + opened.status().toString() + "\n";
        (void)!::write(STDERR_FILENO, line.data(), line.size());
        ::_exit(3);
    }
    std::unique_ptr<CrashSubject> subject = std::move(opened).value();
    if (!send(fd, {Message::kReady, 0})) ::_exit(4);
    for (uint32_t i = 0; i < ops.size(); ++i) {
        Status done = perform(*subject, subject, uri, ops[i], shape);
        if (!done.isOk()) {
            std::string line = "crash test writer, operation " + std::to_string(i) + ": " + done.toString() + "\n";
            (void)!::write(STDERR_FILENO, line.data(), line.size());
            ::_exit(5);
        }
        if (!send(fd, {Message::kAcknowledged, i})) ::_exit(4);
    }
    (void)send(fd, {Message::kDone, 0});
    for (;;) ::pause();
}

class CrashTest {
public:
    explicit CrashTest(const CrashTestOptions& options)
        : options_(options),
          shape_(CrashSubject::workloadShape(options.uri)),
          oracle_(options.keys, CrashSubject::killPromise(options.uri)),
          rng_(options.seed) {
        shape_.keys = options.keys;
        if (options.changesOnly) shape_.maintenance = false;
    }

    Result<CrashTestSummary> run() {
        WR_RETURN_IF_ERROR(validate());
        const uint64_t started = monotonicNanos();
        for (uint64_t round = 0; round < options_.iterations; ++round) {
            if (options_.duration.count() > 0 &&
                monotonicNanos() - started >= static_cast<uint64_t>(options_.duration.count()) * 1000000) {
                break;
            }
            if (options_.cancel != nullptr && options_.cancel->isCancelled()) {
                summary_.interrupted = true;
                break;
            }
            if (!runRound(round)) break;
        }
        summary_.seconds = static_cast<double>(monotonicNanos() - started) / 1e9;
        return summary_;
    }

private:
    Status validate() {
        if (options_.keys == 0 || options_.opsPerIteration == 0) {
            return Status::invalidArgument("the crash test needs at least one key and one operation per round");
        }
        points_ = options_.points.empty() ? crashPointsFor(options_.uri) : options_.points;
        for (const std::string& name : points_) {
            if (findCrashPoint(name) == nullptr)
                return Status::invalidArgument("no crash point is named '" + name + "'");
        }
        if (options_.kills == KillMode::kPoints && points_.empty()) {
            return Status::invalidArgument("the " + options_.uri.scheme() + " engine has no named crash points");
        }
        if (options_.powerLoss) {
            WR_ASSIGN_OR_RETURN(KillPromise promise, CrashSubject::powerLossPromise(options_.uri));
            oracle_ = ExpectedState(options_.keys, promise);
            if (options_.scratch.empty()) {
                return Status::invalidArgument("power-loss simulation needs a scratch directory for its image");
            }
        }
        // The store must open before any child tries: a bad URI is the
        // user's mistake, not a crash.
        WR_RETURN_IF_ERROR(openStoreInChild(options_.uri));
        if (options_.powerLoss) {
            WR_ASSIGN_OR_RETURN(std::vector<kv::StorePlace> places, kv::storePlaces(options_.uri));
            for (const kv::StorePlace& place : places) roots_.push_back(place.path);
        }
        return Status::ok();
    }

    std::filesystem::path powerImage() const { return options_.scratch / "power-loss-image"; }

    void problem(std::string text) {
        if (summary_.problems.size() < kProblemsKept) summary_.problems.push_back(std::move(text));
    }

    // False when the run cannot go on (the store does not reopen).
    bool runRound(uint64_t round) {
        ++summary_.iterations;
        std::vector<Operation> ops =
            drawOperations(rng_, shape_, options_.opsPerIteration, (round + 1) * kSerialsPerRound);
        bool atPoint = options_.kills == KillMode::kPoints ||
                       (options_.kills == KillMode::kBoth && !points_.empty() && rng_.coin());
        std::string point = atPoint ? points_[rng_.uniform(points_.size())] : std::string();
        uint64_t nth = 1 + rng_.uniform(2);
        uint64_t killAfter = rng_.uniform(uint64_t{options_.opsPerIteration} + 1);
        uint64_t killDelayMicros = rng_.uniform(500);

        if (options_.powerLoss) {
            Status tracking = PowerLoss::begin(roots_, powerImage());
            if (!tracking.isOk()) {
                problem("round " + std::to_string(round) + ": " + tracking.toString());
                ++summary_.writerFailures;
                return false;
            }
        }
        int fds[2];
        if (::pipe(fds) != 0) {
            problem("round " + std::to_string(round) + ": no pipe for the writer");
            ++summary_.writerFailures;
            return false;
        }
        pid_t pid = ::fork();
        if (pid == 0) {
            ::close(fds[0]);
            runWriter(options_.uri, ops, shape_, point, nth, fds[1]);
        }
        ::close(fds[1]);
        // The writer tracks its syncs; the parent only cuts the power.
        PowerLoss::stop();
        if (pid < 0) {
            ::close(fds[0]);
            problem("round " + std::to_string(round) + ": cannot fork the writer");
            ++summary_.writerFailures;
            return false;
        }

        uint64_t acknowledged = 0;
        bool done = false;
        bool killedByParent = false;
        Message message;
        // Counts an acknowledgement into the oracle, or notes the end.
        auto take = [&](const Message& m) {
            if (m.kind == Message::kAcknowledged) {
                oracle_.acknowledge(ops[m.operation]);
                ++acknowledged;
                summary_.changesAcknowledged += ops[m.operation].mutations.size();
            } else if (m.kind == Message::kDone) {
                done = true;
            }
        };
        while (receive(fds[0], message)) {
            take(message);
            if (done || (!atPoint && acknowledged >= killAfter && message.kind != Message::kReady)) {
                if (!done && killDelayMicros > 0) ::usleep(static_cast<useconds_t>(killDelayMicros));
                ::kill(pid, SIGKILL);
                killedByParent = true;
                break;
            }
            if (!atPoint && killAfter == 0 && message.kind == Message::kReady) {
                ::kill(pid, SIGKILL);
                killedByParent = true;
                break;
            }
        }
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        // Acknowledgements written before the kill are still in the pipe.
        while (!done && receive(fds[0], message)) take(message);
        ::close(fds[0]);
        summary_.operationsAcknowledged += acknowledged;

        if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL) {
            ++summary_.writerFailures;
            problem("round " + std::to_string(round) + ": the writer ended with status " + std::to_string(status) +
                    " after " + std::to_string(acknowledged) + " operations (its message is on stderr)");
        } else {
            ++summary_.kills;
            if (atPoint && !killedByParent) {
                ++summary_.pointKills[point];
            } else {
                ++summary_.randomKills;
                if (atPoint) ++summary_.pointsNotReached;
            }
        }
        const Operation* inFlight = !done && acknowledged < ops.size() ? &ops[acknowledged] : nullptr;
        if (options_.powerLoss) {
            Status cut = PowerLoss::cutPower(powerImage());
            if (!cut.isOk()) {
                problem("round " + std::to_string(round) + ": " + cut.toString());
                ++summary_.writerFailures;
                return false;
            }
        }
        if (options_.afterKill) options_.afterKill(round);
        return verify(round, inFlight, point);
    }

    bool verify(uint64_t round, const Operation* inFlight, const std::string& point) {
        std::string where = "round " + std::to_string(round) + (point.empty() ? "" : " (at " + point + ")");
        const bool runCheck = options_.checkEvery > 0 && (round + 1) % options_.checkEvery == 0;
        auto reading = readStoreInChild(options_.uri, options_.keys, runCheck);
        if (reading && reading->opened.isOk()) ++summary_.reopens;
        if (!reading || !reading->opened.isOk()) {
            ++summary_.unreadableReopens;
            problem(where +
                    ": the store does not reopen: " + (reading ? reading->opened : reading.status()).toString());
            return false;
        }
        for (uint32_t key = 0; key < reading->values.size(); ++key) {
            const auto& found = reading->values[key];
            if (!found) {
                ++summary_.unreadableReopens;
                problem(where + ": " + keyName(key) + " cannot be read: " + found.status().toString());
                return false;
            }
            std::optional<uint64_t> expected = oracle_.acknowledgedSerial(key);
            switch (oracle_.judge(key, *found, inFlight, shape_)) {
            case Verdict::kAcknowledged: break;
            case Verdict::kInFlight: ++summary_.inFlightApplied; break;
            case Verdict::kUnflushed: ++summary_.unflushedDropped; break;
            case Verdict::kLost:
                ++summary_.lost;
                problem(where + ": " + keyName(key) + " lost its acknowledged " + describeState(expected));
                break;
            case Verdict::kUnacknowledged:
                ++summary_.unacknowledged;
                problem(where + ": " + keyName(key) + " holds a value no operation up to the one in flight wrote");
                break;
            case Verdict::kWrongBytes:
                ++summary_.wrongBytes;
                problem(where + ": " + keyName(key) + " reads back " + std::to_string(found->value_or("").size()) +
                        " bytes the writer never wrote for it");
                break;
            }
        }
        if (reading->checked && !reading->checked->isOk()) {
            ++summary_.unreadableReopens;
            problem(where + ": the engine's check failed: " + reading->checked->toString());
        }
        if (!reading->closed.isOk()) problem(where + ": closing after the check failed: " + reading->closed.toString());
        return true;
    }

    static std::string describeState(const std::optional<uint64_t>& serial) {
        return serial ? "value " + std::to_string(*serial) : std::string("removal");
    }

    const CrashTestOptions& options_;
    WorkloadShape shape_;
    ExpectedState oracle_;
    Random rng_;
    std::vector<std::string> points_;
    std::vector<std::filesystem::path> roots_;  // the store's directories, under power-loss simulation
    CrashTestSummary summary_;
};

}  // namespace

std::vector<std::string> crashPointsFor(const kv::StoreUri& uri) {
    std::vector<std::string> components = CrashSubject::crashComponents(uri);
    std::vector<std::string> names;
    for (const CrashPointInfo& point : crashPointTable()) {
        if (std::find(components.begin(), components.end(), point.component) != components.end()) {
            names.push_back(point.name);
        }
    }
    return names;
}

Result<CrashTestSummary> runCrashTest(const CrashTestOptions& options) { return CrashTest(options).run(); }

}  // namespace wr::reliability
