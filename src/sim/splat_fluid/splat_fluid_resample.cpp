#include "sim/splat_fluid/splat_fluid_resample.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "shaders/sim/splat_fluid/splat_fluid_constants.h"
#include "sim/restore_weighted_sum.hpp"

namespace tp {

ResampleTap splatFluidResampleTap(int index, int oldCells, int newCells) {
  const double scale = double(oldCells) / double(newCells);
  const double centre = (index + 0.5) * scale - 0.5;
  const double spread = std::max(1.0, scale);
  ResampleTap tap;
  tap.first = std::max(0, int(std::floor(centre - spread)) + 1);
  const int last = std::min(oldCells - 1, int(std::ceil(centre + spread)) - 1);
  double sum = 0;
  for (int j = tap.first; j <= last; ++j) {
    const double weight = std::max(0.0, 1.0 - std::abs(j - centre) / spread);
    tap.weights.push_back(weight);
    sum += weight;
  }
  for (double& weight : tap.weights) weight /= sum;  // sum > 0: the nearest cell is within 0.5
  return tap;
}

std::vector<float> resampleSplatFluidState(const std::vector<float>& state, int width, int height,
                                           int newWidth, int newHeight) {
  if (width < 1 || height < 1 || newWidth < 1 || newHeight < 1 ||
      state.size() != size_t(width) * size_t(height) * 3)
    throw std::invalid_argument("splat fluid resample: bad sizes");
  std::vector<ResampleTap> columns(size_t(newWidth), ResampleTap{}), rows(size_t(newHeight), ResampleTap{});
  for (int x = 0; x < newWidth; ++x) columns[size_t(x)] = splatFluidResampleTap(x, width, newWidth);
  for (int y = 0; y < newHeight; ++y) rows[size_t(y)] = splatFluidResampleTap(y, height, newHeight);

  std::vector<float> out(size_t(newWidth) * size_t(newHeight) * 3, 0.0f);
  for (int y = 0; y < newHeight; ++y) {
    const ResampleTap& row = rows[size_t(y)];
    for (int x = 0; x < newWidth; ++x) {
      const ResampleTap& column = columns[size_t(x)];
      double m = 0, px = 0, py = 0;
      for (size_t j = 0; j < row.weights.size(); ++j) {
        for (size_t i = 0; i < column.weights.size(); ++i) {
          const size_t at = (size_t(row.first) + j) * size_t(width) + size_t(column.first) + i;
          const double w = row.weights[j] * column.weights[i] * state[at * 3 + 2];
          m += w;
          px += w * state[at * 3 + 0];
          py += w * state[at * 3 + 1];
        }
      }
      float* cell = &out[(size_t(y) * size_t(newWidth) + size_t(x)) * 3];
      if (m > SPLAT_FLUID_MIN_MASS) {
        cell[0] = float(px / m);
        cell[1] = float(py / m);
      }
      cell[2] = float(m);
    }
  }
  return out;
}

void keepSplatFluidMass(const std::vector<float>& before, int width, int height, std::vector<float>& after,
                        int newWidth, int newHeight) {
  constexpr int kChannels = 3, kMassChannel = 2;  // [vx, vy, mass]
  const double tankMass = channelSum(before, kChannels, kMassChannel, {}) / (double(width) * height);
  restoreChannelSum(after, kChannels, kMassChannel, {}, tankMass * double(newWidth) * newHeight);
}

}  // namespace tp
