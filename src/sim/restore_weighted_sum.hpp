#pragma once
// After a field moves to another resolution (a grid's size, an icosphere's
// level), interpolation keeps its shape but not its weighted sum, the volume
// or mass the solver conserves: going down drops vertices, going up spreads
// a peak over bigger cells. restoreWeightedSum puts the sum back by scaling
// down the side that has too much: if Σ w·z is above the target, the positive
// values shrink by one factor; if below, the negative ones do. Every |z| can
// only shrink, so the field gains no spike, and it stays the interpolated one
// up to that factor. Only when that side alone cannot make up the difference
// (a field all of one sign, like the fluid's mass) does it scale every value,
// or as a last resort shift them all, by what is missing.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace tp {

// Σ weight(i)·values[i].
template <class T, class Weight>
double weightedSum(std::span<const T> values, Weight weight) {
  double sum = 0;
  for (size_t i = 0; i < values.size(); ++i) sum += weight(i) * double(values[i]);
  return sum;
}

template <class T, class Weight>
void restoreWeightedSum(std::span<T> values, Weight weight, double target) {
  double positive = 0, negative = 0, weights = 0;
  for (size_t i = 0; i < values.size(); ++i) {
    const double w = weight(i), z = double(values[i]);
    (z > 0 ? positive : negative) += w * z;
    weights += w;
  }
  const double excess = positive + negative - target;
  if (excess == 0 || !std::isfinite(excess) || weights <= 0) return;
  auto scaleSide = [&](bool positiveSide, double factor) {
    for (T& value : values)
      if ((value > 0) == positiveSide && value != 0) value = T(double(value) * factor);
  };
  if (excess > 0 && positive >= excess) return scaleSide(true, (positive - excess) / positive);
  if (excess < 0 && -negative >= -excess) return scaleSide(false, (negative - excess) / negative);
  const double total = positive + negative;
  if (total != 0 && target / total > 0) {  // one sign throughout (a mass): scale it all
    for (T& value : values) value = T(double(value) * (target / total));
    return;
  }
  for (T& value : values) value = T(double(value) - excess / weights);
}

// The same for one channel of an interleaved state ([cell][channel], `channels`
// floats a cell), over the cells `include` marks (nonzero; empty = all), all
// weighted alike: a grid's cells are one size.
inline double channelSum(std::span<const float> state, int channels, int channel, std::span<const uint8_t> include) {
  double sum = 0;
  for (size_t cell = 0; cell * size_t(channels) < state.size(); ++cell)
    if (include.empty() || include[cell]) sum += double(state[cell * size_t(channels) + size_t(channel)]);
  return sum;
}

inline void restoreChannelSum(std::span<float> state, int channels, int channel, std::span<const uint8_t> include,
                              double target) {
  std::vector<float> values;
  std::vector<size_t> where;
  for (size_t cell = 0; cell * size_t(channels) < state.size(); ++cell)
    if (include.empty() || include[cell]) {
      where.push_back(cell * size_t(channels) + size_t(channel));
      values.push_back(state[where.back()]);
    }
  restoreWeightedSum(std::span<float>(values), [](size_t) { return 1.0; }, target);
  for (size_t i = 0; i < where.size(); ++i) state[where[i]] = values[i];
}

// 1 where `land` is 0 (water), for a land mask (empty = no land: empty too, all cells).
inline std::vector<uint8_t> waterCellsOf(std::span<const uint8_t> land) {
  std::vector<uint8_t> water(land.size());
  for (size_t i = 0; i < land.size(); ++i) water[i] = land[i] ? 0 : 1;
  return water;
}

// Puts back, after a resize from oldCells to newCells cells of one world area,
// the volume of every channel of `after` that `before` had: a channel's sum
// over the included cells times a cell's area (1/cells of the area).
inline void keepChannelVolumes(std::span<const float> before, std::span<const uint8_t> includedBefore, double oldCells,
                               std::span<float> after, std::span<const uint8_t> includedAfter, double newCells,
                               int channels) {
  for (int channel = 0; channel < channels; ++channel) {
    const double volume = channelSum(before, channels, channel, includedBefore) / oldCells;
    restoreChannelSum(after, channels, channel, includedAfter, volume * newCells);
  }
}

}  // namespace tp
