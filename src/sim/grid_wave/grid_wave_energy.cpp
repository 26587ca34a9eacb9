#include "sim/grid_wave/grid_wave_energy.hpp"

#include <algorithm>

namespace tp {

GridWaveEnergy gridWaveEnergy(const GridWaveParams& params, int n, std::span<const float> height,
                              std::span<const float> previous) {
  // Every neighbour of the stencil, so each pair is seen from both sides and
  // the sum is halved. Neighbours are clamped like the step's reads, which
  // also gives the extra edge-parallel couplings of the clamped stencil.
  const bool nine = params.laplacian == int(GridWaveLaplacian::NinePoint);
  GridWaveEnergy energy;
  double edgeSum = 0, cornerSum = 0;
  for (int y = 0; y < n; ++y) {
    const size_t rows[3] = {size_t(std::max(y - 1, 0)) * size_t(n), size_t(y) * size_t(n),
                            size_t(std::min(y + 1, n - 1)) * size_t(n)};
    for (int x = 0; x < n; ++x) {
      const size_t columns[3] = {size_t(std::max(x - 1, 0)), size_t(x), size_t(std::min(x + 1, n - 1))};
      const size_t i = rows[1] + columns[1];
      const double z = height[i], zOld = previous[i];
      energy.kinetic += (z - zOld) * (z - zOld);
      auto coupling = [&](int dx, int dy) {
        const size_t j = rows[dy + 1] + columns[dx + 1];
        return (z - height[j]) * (zOld - previous[j]);
      };
      edgeSum += coupling(1, 0) + coupling(-1, 0) + coupling(0, 1) + coupling(0, -1);
      if (nine) cornerSum += coupling(1, 1) + coupling(-1, 1) + coupling(1, -1) + coupling(-1, -1);
    }
  }
  const double coupling = nine ? 0.5 * (edgeSum * (2.0 / 3.0) + cornerSum * (1.0 / 6.0)) : 0.5 * edgeSum;
  energy.potential = double(gridWaveEffectiveA(params)) * coupling;
  return energy;
}

}  // namespace tp
