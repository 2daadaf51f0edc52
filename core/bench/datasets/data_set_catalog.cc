#include "bench/datasets/data_set_catalog.h"

#include <algorithm>
#include <cmath>

#include "bench/datasets/kv_data_sets.h"
#include "bench/datasets/twitter_shaped_sets.h"

namespace wr::bench {

namespace {

enum class Shape { kKvData, kIdGeo, kIdHashtag, kIdTweet, kUserFollowers };

struct CatalogEntry {
    DataSetInfo info;
    Shape shape;
};

const std::vector<CatalogEntry>& entries() {
    static const std::vector<CatalogEntry> list = {
        {{"KVData1", "seed 000 Table 4", 10000, 3.89, 52.44, "numeric keys, random strings of 5-100 characters"},
         Shape::kKvData},
        {{"KVData2", "seed 000 Table 4", 100000, 4.89, 52.53, "numeric keys, random strings of 5-100 characters"},
         Shape::kKvData},
        {{"KVData3", "seed 000 Table 4", 1000000, 5.89, 52.54, "numeric keys, random strings of 5-100 characters"},
         Shape::kKvData},
        {{"KVData4", "seed 000 Table 4", 10000000, 6.89, 52.50, "numeric keys, random strings of 5-100 characters"},
         Shape::kKvData},
        {{"ID-Geo-synthetic", "seed 000 Tables 4-5 (synthetic)", 2656660, 19.00, 28.34,
          "19-digit tweet IDs, \"(longitude, latitude)\" values"},
         Shape::kIdGeo},
        {{"ID-Hashtag-synthetic", "seed 000 Tables 4-5 (synthetic)", 172958, 19.00, 25.31,
          "19-digit tweet IDs, one to four hashtags"},
         Shape::kIdHashtag},
        {{"ID-Tweet-synthetic", "seed 000 Tables 4-5 (synthetic)", 1556300, 19.00, 135.54,
          "19-digit tweet IDs, tweet-length texts"},
         Shape::kIdTweet},
        {{"User-Followers-synthetic", "seed 000 Tables 4-5 (synthetic)", 140438, 12.27, 5.06,
          "6-19 digit user IDs, follower counts"},
         Shape::kUserFollowers},
    };
    return list;
}

}  // namespace

const std::vector<DataSetInfo>& dataSetCatalog() {
    static const std::vector<DataSetInfo> infos = [] {
        std::vector<DataSetInfo> out;
        for (const auto& e : entries()) out.push_back(e.info);
        return out;
    }();
    return infos;
}

Result<std::unique_ptr<DataSet>> makeDataSet(std::string_view id, double scale, uint64_t seed) {
    for (const auto& e : entries()) {
        if (e.info.id != id) continue;
        auto count = static_cast<uint64_t>(std::max(1.0, std::round(static_cast<double>(e.info.paperCount) * scale)));
        switch (e.shape) {
        case Shape::kKvData: return std::unique_ptr<DataSet>(new KvDataSet(e.info, count, seed));
        case Shape::kIdGeo: return std::unique_ptr<DataSet>(new IdGeoSet(e.info, count, seed));
        case Shape::kIdHashtag: return std::unique_ptr<DataSet>(new IdHashtagSet(e.info, count, seed));
        case Shape::kIdTweet: return std::unique_ptr<DataSet>(new IdTweetSet(e.info, count, seed));
        case Shape::kUserFollowers: return std::unique_ptr<DataSet>(new UserFollowersSet(e.info, count, seed));
        }
    }
    std::string names;
    for (const auto& e : entries()) names += (names.empty() ? "" : ", ") + e.info.id;
    return Status::invalidArgument("unknown data set '" + std::string(id) + "' (known: " + names + ")");
}

}  // namespace wr::bench
