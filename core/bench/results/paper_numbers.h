// The numbers the seed papers publish, transcribed with their table or
// figure, so a report can put ours beside them. Only what the text states is
// here: figures drawn as curves without numbers are not guessed at.
#pragma once

#include <string>
#include <vector>

namespace wr::bench {

enum class PaperKind {
    kValue,        // `store` measured `value` at `point`
    kRatio,        // `store` over `other` at `point` is `value` (the papers' "outperforms ... by x times")
    kDegradation,  // `store` at `point` over itself at `otherPoint` (seed 000 Fig. 10's "degradation")
    kBestStore,    // `store` was the best at `point`, at `value` (seed 002 Fig. 5)
    kOpRatio,      // `store`'s `op` over its operation `other` at `point` (seed 000 Fig. 16: method over method)
};

struct PaperNumber {
    std::string presetId;  // the preset whose results it sits beside
    std::string source;    // "seed 000 Table 7"
    PaperKind kind = PaperKind::kValue;
    std::string store;       // our label for the paper's store
    std::string other;       // kRatio: the store divided by; kOpRatio: the operation divided by
    std::string point;       // coordinates our point must have: "data_set=ID-Geo-synthetic"
    std::string otherPoint;  // kDegradation: the point divided by
    std::string step;        // our step ("" for any)
    std::string op;          // our operation; "average" = mean of read, write and delete (Table 7)
    double value = 0;
    std::string unit;  // "ops/s", "s", "x", "us", "%"
};

const std::vector<PaperNumber>& paperNumbers();

}  // namespace wr::bench
