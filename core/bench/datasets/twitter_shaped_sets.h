// Synthetic stand-ins for the four Twitter sets of seed 000 Tables 4-5. The
// crawled tweets are not ours to ship, so these generate records of the same
// shape — key format, value format, counts and average sizes of Table 4 — and
// carry "-synthetic" in their names so no result passes for the real data.
#pragma once

#include "bench/datasets/data_set.h"

namespace wr::bench {

// Tweet IDs (19 digits, increasing like Twitter's time-ordered IDs) and a
// "(longitude, latitude)" pair, as Table 5's "(-115.223125, 36.232915)".
class IdGeoSet : public DataSet {
public:
    using DataSet::DataSet;
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;
};

// Tweet IDs and one to four hashtags, as "#OrangeCounty #I4 #Orlando #traffic".
class IdHashtagSet : public DataSet {
public:
    using DataSet::DataSet;
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;
};

// Tweet IDs and a tweet text of 1 to 270 characters of words and spaces.
class IdTweetSet : public DataSet {
public:
    using DataSet::DataSet;
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;
};

// User IDs of 6 to 19 digits and a follower count, as "429997348" -> "1016".
class UserFollowersSet : public DataSet {
public:
    using DataSet::DataSet;
    Bytes key(uint64_t index) const override;
    Bytes value(uint64_t index, uint32_t version) const override;
};

}  // namespace wr::bench
