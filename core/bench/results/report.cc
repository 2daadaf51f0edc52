#include "bench/results/report.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>

#include "bench/results/aggregate.h"
#include "bench/results/paper_numbers.h"
#include "bench/results/peer_comparison.h"
#include "bench/results/results_files.h"

namespace wr::bench {

namespace {

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof(buf), "%.*f", decimals, v);
    return buf;
}

// 1234567.8 -> "1,234,568"; small values keep a few significant digits.
std::string count(double v) {
    if (v < 0) return "-";
    if (v < 100) return fixed(v, v < 10 ? 2 : 1);
    std::string digits = fixed(v, 0);
    std::string out;
    int n = 0;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it, ++n) {
        if (n > 0 && n % 3 == 0) out.insert(out.begin(), ',');
        out.insert(out.begin(), *it);
    }
    return out;
}

std::string micros(double nanos) { return nanos <= 0 ? "-" : fixed(nanos / 1000.0, nanos < 10000 ? 2 : 1); }
std::string mib(double bytes) { return fixed(bytes / (1024.0 * 1024.0), 1); }
std::string percent(double ratio) { return fixed(100 * ratio, 0) + "%"; }

// "kind=compressible size=<1 KiB count=100" -> its (name, value) pairs;
// values may hold spaces, names never do.
std::map<std::string, std::string> parsePoint(const std::string& label) {
    std::map<std::string, std::string> out;
    std::istringstream words(label);
    std::string word, name;
    while (words >> word) {
        size_t eq = word.find('=');
        if (eq != std::string::npos) {
            name = word.substr(0, eq);
            out[name] = word.substr(eq + 1);
        } else if (!name.empty()) {
            out[name] += " " + word;
        }
    }
    return out;
}

}  // namespace

bool pointHas(const std::string& label, const std::string& wanted) {
    auto have = parsePoint(label);
    for (const auto& [k, v] : parsePoint(wanted)) {
        auto it = have.find(k);
        if (it == have.end() || it->second != v) return false;
    }
    return true;
}

namespace {

std::string markdownCell(std::string s) {
    std::string out;
    for (char c : s) {
        if (c == '|')
            out += "\\|";
        else if (c == '<')
            out += "&lt;";
        else
            out.push_back(c);
    }
    return out;
}

struct Table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::string render() const {
        if (rows.empty()) return {};
        std::string out = "|";
        for (const auto& h : header) out += " " + markdownCell(h) + " |";
        out += "\n|";
        for (size_t i = 0; i < header.size(); ++i) out += " --- |";
        out += "\n";
        for (const auto& r : rows) {
            out += "|";
            for (const auto& c : r) out += " " + markdownCell(c) + " |";
            out += "\n";
        }
        return out + "\n";
    }
};

class Reporter {
public:
    explicit Reporter(const Json& doc) : doc_(doc), leads_(peerLeads(doc)), scaling_(threadScaling(doc)) {
        for (const auto& a : itemsOf(member(doc, "aggregates"))) rows_.push_back(AggregateRow::fromJson(a));
    }

    std::string run() {
        header();
        failures();
        for (const auto& preset : itemsOf(member(doc_, "presets"))) presetSection(preset);
        return out_.str();
    }

private:
    // The figure a preset is judged by, for one row.
    double primary(const std::string& preset, const AggregateRow& row) const { return row.metric(metricOf(preset)); }
    std::string metricOf(const std::string& preset) const {
        for (const auto& p : itemsOf(member(doc_, "presets"))) {
            if (textOf(member(p, "id")) == preset) return textOf(member(p, "primary_metric"));
        }
        return "ops_per_second";
    }

    // Our median for a paper number: its unit's figure ("s": seconds), else
    // the preset's primary figure.
    std::optional<double> find(const std::string& preset, const std::string& store, const std::string& point,
                               const std::string& step, const std::string& op, const std::string& unit = {}) const {
        // Table 7's "average": the mean of read, write and delete throughput.
        if (op == "average") {
            double sum = 0;
            for (const char* o : {"read", "write", "delete"}) {
                auto v = find(preset, store, point, o, o);
                if (!v) return std::nullopt;
                sum += *v;
            }
            return sum / 3;
        }
        for (const auto& r : rows_) {
            if (r.preset == preset && r.store == store && pointHas(r.point, point) &&
                (step.empty() || r.step == step) && (op == "space_efficiency" ? r.op == "insert" : r.op == op)) {
                if (op == "space_efficiency") return r.spaceEfficiency * 100;
                return unit == "s" ? r.seconds : primary(preset, r);
            }
        }
        return std::nullopt;
    }

    void header() {
        const Json& m = member(doc_, "machine");
        const Json& s = member(doc_, "settings");
        out_ << "# WR Studio benchmark report\n\n";
        out_ << "Run started " << textOf(member(doc_, "started_at")) << ", took "
             << fixed(numberOr(member(doc_, "wall_seconds")), 1) << " s; status: "
             << (boolOr(member(member(doc_, "status"), "ok")) ? "all trials succeeded"
                                                              : textOf(member(member(doc_, "status"), "message")))
             << ".\n\n";
        std::string command;
        for (const auto& w : itemsOf(member(doc_, "command"))) command += (command.empty() ? "" : " ") + textOf(w);
        if (!command.empty()) out_ << "Command: `" << command << "`\n\n";
        out_ << "## Machine and settings\n\n";
        Table t{{"item", "value"}, {}};
        t.rows.push_back({"CPU", textOf(member(m, "cpu_model")) + ", " +
                                     std::to_string(intOr(member(m, "logical_cores"))) + " logical cores"});
        t.rows.push_back({"memory", mib(numberOr(member(m, "memory_bytes"))) + " MiB"});
        t.rows.push_back({"kernel", textOf(member(m, "kernel"))});
        if (!textOf(member(m, "load_average")).empty()) {
            t.rows.push_back({"load average at the start (1, 5, 15 min)", textOf(member(m, "load_average"))});
        }
        const Json& fs = member(m, "data_filesystem");
        t.rows.push_back({"data file system", textOf(member(fs, "type")) + " on " + textOf(member(fs, "device")) +
                                                  " (" + textOf(member(fs, "mount_point")) + ", " +
                                                  textOf(member(fs, "options")) + ")"});
        t.rows.push_back({"scale", textOf(member(s, "scale")) + " (factor " +
                                       fixed(numberOr(member(s, "scale_factor")), 4) + "), repetitions " +
                                       std::to_string(intOr(member(s, "repetitions")))});
        t.rows.push_back(
            {"durability tier", textOf(member(s, "durability")) + ": " + textOf(member(s, "durability_meaning"))});
        t.rows.push_back({"memory budget per store", std::to_string(intOr(member(s, "memory_budget_mb"))) + " MiB"});
        t.rows.push_back({"page cache", textOf(member(s, "page_cache"))});
        t.rows.push_back({"seed", std::to_string(uintOr(member(s, "seed")))});
        for (const auto& [p, v] : objectOf(member(doc_, "packages")).items())
            t.rows.push_back({"package " + p, textOf(v)});
        for (const auto& [scheme, versions] : objectOf(member(doc_, "library_versions")).items()) {
            for (const auto& [k, v] : objectOf(versions).items()) t.rows.push_back({scheme + " " + k, textOf(v)});
        }
        out_ << t.render();
    }

    void failures() {
        Table t{{"preset", "store", "point", "repetition", "error"}, {}};
        for (const auto& trial : itemsOf(member(doc_, "trials"))) {
            if (boolOr(member(member(trial, "status"), "ok"))) continue;
            t.rows.push_back({textOf(member(trial, "preset")), textOf(member(trial, "store")),
                              textOf(member(trial, "point")), std::to_string(intOr(member(trial, "repetition"))),
                              textOf(member(member(trial, "status"), "message"))});
        }
        if (t.rows.empty()) return;
        out_ << "## Failed trials\n\n" << t.render();
    }

    void presetSection(const Json& preset) {
        const std::string id = textOf(member(preset, "id"));
        out_ << "## " << id << " — seed " << textOf(member(preset, "seed")) << " " << textOf(member(preset, "figure"))
             << "\n\n"
             << textOf(member(preset, "description")) << ".\n\n";
        out_ << "Ratios are against **" << textOf(member(preset, "baseline")) << "**";
        if (!textOf(member(preset, "baseline_note")).empty())
            out_ << " (" << textOf(member(preset, "baseline_note")) << ")";
        out_ << "; the figure compared is " << metricOf(id) << ".\n\n";

        Table stores{{"store", "URI settings", "memory budget"}, {}};
        Table chosen{{"store", "setting the harness chose, and why"}, {}};
        for (const auto& s : itemsOf(member(preset, "stores"))) {
            stores.rows.push_back(
                {textOf(member(s, "label")), textOf(member(s, "uri")), textOf(member(s, "memory_budget"))});
            for (const auto& c : itemsOf(member(s, "chosen_settings")))
                chosen.rows.push_back({textOf(member(s, "label")), textOf(c)});
        }
        out_ << stores.render() << chosen.render();
        Table skipped{{"store", "point", "not measured because"}, {}};
        for (const auto& s : itemsOf(member(preset, "skipped"))) {
            skipped.rows.push_back(
                {textOf(member(s, "store")), textOf(member(s, "point")), textOf(member(s, "reason"))});
        }
        out_ << skipped.render();

        Table results{{"point", "step", "op", "store", "n", "ops/s", "bytes/ms", "p50 us", "p99 us", "p99.9 us",
                       "open s", "peak MiB", "disk MiB", "space eff."},
                      {}};
        for (const auto& r : rows_) {
            if (r.preset != id) continue;
            std::string bytes = r.trimmedBytesPerMs > 0 ? count(r.trimmedBytesPerMs) + " (trimmed)"
                                : r.bytesPerMs > 0      ? count(r.bytesPerMs)
                                                        : "-";
            results.rows.push_back({r.point, r.step, r.measured ? r.op : r.op + " (set-up)", r.store,
                                    std::to_string(r.samples), count(r.opsPerSecond), bytes, micros(r.p50Ns),
                                    micros(r.p99Ns), micros(r.p999Ns),
                                    r.openSeconds < 0 ? "-" : fixed(r.openSeconds, 3), mib(r.peakAboveBaselineBytes),
                                    mib(r.allocatedBytes), r.spaceEfficiency > 0 ? percent(r.spaceEfficiency) : "-"});
        }
        if (!results.rows.empty()) out_ << "### Medians\n\n" << results.render();

        Table ratioTable{{"point", "step", "op", "store", "ratio to baseline"}, {}};
        for (const auto& j : itemsOf(member(doc_, "ratios"))) {
            RatioRow r = RatioRow::fromJson(j);
            if (r.preset != id) continue;
            ratioTable.rows.push_back({r.point, r.step, r.op, r.store, fixed(r.ratio, 2) + "x"});
        }
        if (!ratioTable.rows.empty())
            out_ << "### Against " << textOf(member(preset, "baseline")) << "\n\n" << ratioTable.render();
        againstFastestPeer(id);
        threadScalingTable(id);
        otherFigures(id);
        paperSection(id);
    }

    // Each of our engines over the fastest peer at the same point, step and
    // operation: the medians' ratio and the lowest ratio of one repetition.
    void againstFastestPeer(const std::string& id) {
        Table t{{"point", "step", "op", "store", "fastest peer", "ratio (medians)", "lowest single run", "runs"}, {}};
        for (const auto& l : leads_) {
            if (l.preset != id) continue;
            t.rows.push_back({l.point, l.step, l.op, l.store, l.bestPeer, fixed(l.ratio, 2) + "x",
                              l.repetitions > 0 ? fixed(l.lowestRunRatio, 2) + "x" : "-",
                              std::to_string(l.repetitions)});
        }
        if (t.rows.empty()) return;
        out_ << "### Against the fastest peer\n\n"
             << "Each of our engines over the peer with the highest median at the same point, step and operation; "
                "the lowest single run divides ours in one repetition by the fastest peer in that repetition.\n\n"
             << t.render();
    }

    // Throughput at each client thread count, and over the fewest threads'.
    void threadScalingTable(const std::string& id) {
        Table t{{"point", "step", "op", "store", "ops/s by threads (speed-up)"}, {}};
        for (const auto& s : scaling_) {
            if (s.preset != id || s.opsPerSecond.size() < 2) continue;
            std::string cells;
            for (const auto& [threads, ops] : s.opsPerSecond) {
                cells += (cells.empty() ? "" : "; ") + std::to_string(threads) + ": " + count(ops) + " (" +
                         fixed(s.speedup(threads), 2) + "x)";
            }
            t.rows.push_back({s.point, s.step, s.op, s.store, cells});
        }
        if (t.rows.empty()) return;
        out_ << "### Scaling with client threads\n\n" << t.render();
    }

    // Workload-specific figures of the first repetition: the stress test's
    // achieved background rate, the text behind compressible data, ...
    void otherFigures(const std::string& id) {
        Table t{{"point", "step", "store", "figure", "value"}, {}};
        for (const auto& trial : itemsOf(member(doc_, "trials"))) {
            if (textOf(member(trial, "preset")) != id || intOr(member(trial, "repetition")) != 0) continue;
            for (const auto& step : itemsOf(member(trial, "steps"))) {
                for (const auto& [name, value] : objectOf(member(step, "metrics")).items()) {
                    std::string text = value.is_number()    ? count(numberOr(value))
                                       : value.is_boolean() ? (boolOr(value) ? "yes" : "no")
                                                            : textOf(value);
                    t.rows.push_back({textOf(member(trial, "point")), textOf(member(member(step, "spec"), "step")),
                                      textOf(member(trial, "store")), name, text});
                }
            }
        }
        if (!t.rows.empty()) out_ << "### Other figures\n\n" << t.render();
    }

    void paperSection(const std::string& id) {
        Table values{{"source", "point", "op", "store", "paper", "ours", "ours / paper"}, {}};
        Table ratiosTable{{"source", "point", "op", "stores", "paper", "ours"}, {}};
        Table best{{"source", "point", "op", "paper's best", "our best"}, {}};
        for (const auto& n : paperNumbers()) {
            if (n.presetId != id) continue;
            switch (n.kind) {
            case PaperKind::kValue: {
                auto ours = find(id, n.store, n.point, n.step, n.op, n.unit);
                values.rows.push_back({n.source, n.point, n.op, n.store, count(n.value) + " " + n.unit,
                                       ours ? count(*ours) + " " + n.unit : "not in this run",
                                       ours ? fixed(*ours / n.value, 2) + "x" : "-"});
                break;
            }
            case PaperKind::kRatio: {
                auto a = find(id, n.store, n.point, n.step, n.op);
                auto b = find(id, n.other, n.point, n.step, n.op);
                ratiosTable.rows.push_back({n.source, n.point, n.op, n.store + " / " + n.other, fixed(n.value, 2) + "x",
                                            a && b && *b > 0 ? fixed(*a / *b, 2) + "x" : "not in this run"});
                break;
            }
            case PaperKind::kOpRatio: {
                auto a = find(id, n.store, n.point, n.step, n.op);
                auto b = find(id, n.store, n.point, n.step, n.other);
                const double scale = n.unit == "%" ? 100 : 1;
                ratiosTable.rows.push_back({n.source, n.point, n.op + " / " + n.other, n.store,
                                            fixed(n.value, 2) + n.unit,
                                            a && b && *b > 0 ? fixed(scale * *a / *b, 2) + n.unit : "not in this run"});
                break;
            }
            case PaperKind::kDegradation: {
                auto a = find(id, n.store, n.point, n.step, n.op);
                auto b = find(id, n.store, n.otherPoint, n.step, n.op);
                ratiosTable.rows.push_back({n.source, n.point + " / " + n.otherPoint, n.op, n.store,
                                            fixed(n.value, 2) + "x",
                                            a && b && *b > 0 ? fixed(*a / *b, 2) + "x" : "not in this run"});
                break;
            }
            case PaperKind::kBestStore: {
                // Fastest = least mean time; for space efficiency, the highest.
                std::optional<AggregateRow> winner;
                bool efficiency = n.op == "space_efficiency";
                for (const auto& r : rows_) {
                    if (r.preset != id || !pointHas(r.point, n.point) || r.op != (efficiency ? "insert" : n.op))
                        continue;
                    if (!winner ||
                        (efficiency ? r.spaceEfficiency > winner->spaceEfficiency : r.meanNs < winner->meanNs)) {
                        winner = r;
                    }
                }
                std::string ours = "not in this run";
                if (winner) {
                    ours = winner->store + " (" +
                           (efficiency ? percent(winner->spaceEfficiency) : micros(winner->meanNs) + " us") + ")";
                }
                best.rows.push_back({n.source, n.point, n.op,
                                     n.store + " (" + count(n.value) + (efficiency ? "%" : " us") + ")", ours});
                break;
            }
            }
        }
        if (values.rows.empty() && ratiosTable.rows.empty() && best.rows.empty()) return;
        out_ << "### Beside the paper\n\n";
        out_ << "The papers ran on other machines and other systems (Windows 10 / Server 2016 with the real registry "
                "for 000 and 001): compare shapes and ratios, not absolute numbers. Points absent at this scale "
                "show \"not in this run\".\n\n";
        out_ << values.render() << ratiosTable.render() << best.render();
    }

    const Json& doc_;
    std::vector<PeerLead> leads_;
    std::vector<ThreadScaling> scaling_;
    std::vector<AggregateRow> rows_;
    std::ostringstream out_;
};

}  // namespace

Result<std::string> markdownReport(const Json& results) {
    if (textOf(member(results, "format")) != kResultsFormat) {
        return Status::invalidArgument("not a WR Studio benchmark results document");
    }
    return Reporter(results).run();
}

}  // namespace wr::bench
