// The catalogue of named data sets: seed 000 Tables 4-5's KVData1-4 and the
// Twitter-shaped sets, each made by name at a scale of the paper's size. It
// sits above data_set.h so that the base class knows none of its subclasses.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bench/datasets/data_set.h"
#include "util/result.h"

namespace wr::bench {

// The named sets of seed 000 Tables 4-5, in the tables' order.
const std::vector<DataSetInfo>& dataSetCatalog();

// Makes a named set with round(paperCount * scale) records (at least 1).
Result<std::unique_ptr<DataSet>> makeDataSet(std::string_view id, double scale, uint64_t seed);

}  // namespace wr::bench
