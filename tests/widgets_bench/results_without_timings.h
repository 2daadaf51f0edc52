// What two results documents of the same run must share, whoever started
// the run (the workbench or `wrctl bench`): everything apart from timings,
// sizes and places.
#pragma once

#include "bench/workloads/json_document.h"

namespace wr::bench {

// What a results document says apart from timings, sizes and places: the
// command's options, the settings, and every trial's steps and counts.
inline Json withoutTimings(const Json& doc) {
    Json out = Json::object();
    out["format"] = member(doc, "format");
    // The version only: a test's binary and wrctl may be linked at different
    // moments of a changing tree, each recording the commit it saw.
    out["build_version"] = member(member(doc, "build"), "version");
    Json command = Json::array();
    const Json& words = itemsOf(member(doc, "command"));
    for (size_t i = 0; i < words.size(); ++i) {
        if (textOf(words[i]) == "--out") {
            ++i;  // each run writes its own directory
            continue;
        }
        command.push_back(words[i]);
    }
    out["command"] = command;
    Json settings = member(doc, "settings");
    settings.erase("work_dir");
    out["settings"] = settings;
    out["status"] = member(doc, "status");
    out["presets"] = member(doc, "presets");
    Json trials = Json::array();
    for (const auto& t : itemsOf(member(doc, "trials"))) {
        Json trial = Json::object();
        for (const char* key : {"preset", "store", "point", "repetition", "status"}) trial[key] = member(t, key);
        Json steps = Json::array();
        for (const auto& s : itemsOf(member(t, "steps"))) {
            Json step = Json::object();
            step["step"] = member(member(s, "spec"), "step");
            step["status"] = member(s, "status");
            step["records"] = member(member(s, "store"), "count");
            Json ops = Json::array();
            for (const auto& o : itemsOf(member(s, "ops"))) {
                ops.push_back(
                    Json::array({member(o, "op"), member(o, "count"), member(o, "errors"), member(o, "bytes")}));
            }
            step["ops"] = ops;
            steps.push_back(step);
        }
        trial["steps"] = steps;
        trials.push_back(trial);
    }
    out["trials"] = trials;
    return out;
}

}  // namespace wr::bench
