#include "scenes/bowl/surface_statistics.hpp"

#include "sim/largest_magnitude.hpp"

namespace tp {

SurfaceStatistics measureSurface(std::span<const float> state, std::span<const uint8_t> mask) {
  SurfaceStatistics result;
  double sum = 0;
  size_t waterCells = 0;
  for (size_t i = 0; i < mask.size() && 2 * i + 1 < state.size(); ++i) {
    const double h = state[2 * i], v = state[2 * i + 1];
    if (mask[i]) {
      sum += h;
      result.largestHeight = largerMagnitude(result.largestHeight, h);
      // Written so a NaN height shows in both (every comparison with NaN is false).
      result.highest = (waterCells == 0 || !(h <= result.highest)) ? h : result.highest;
      result.lowest = (waterCells == 0 || !(h >= result.lowest)) ? h : result.lowest;
      ++waterCells;
    } else {
      result.outsideRim = largerMagnitude(largerMagnitude(result.outsideRim, h), v);
    }
  }
  result.meanHeight = waterCells ? sum / double(waterCells) : 0.0;
  result.heightSum = sum;
  return result;
}

}  // namespace tp
