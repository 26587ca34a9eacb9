#pragma once
// What the bowl's screenshot sidecar (and its tests) say about the water: the
// largest and the mean height over the water cells, and the largest |h| or
// |v| outside them, which the rim mask must keep at exactly 0.
#include <cmath>
#include <cstdint>
#include <span>

namespace tp {

struct SurfaceStatistics {
  double largestHeight = 0;  // max |h| over water cells
  double meanHeight = 0;     // Σh / water cells: 0 while no water is added
  double outsideRim = 0;     // max |h|, |v| over the other cells
  double highest = 0, lowest = 0;  // max and min h over water cells (NaN shows)
  double heightSum = 0;      // Σh over water cells (× a cell's area = the volume added)
};

// `state` interleaved [row][column][h, v]; `mask` row-major, 1 = water.
SurfaceStatistics measureSurface(std::span<const float> state, std::span<const uint8_t> mask);

}  // namespace tp
