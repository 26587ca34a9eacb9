#include "sim/grid_wave/grid_wave_energy.hpp"

#include <algorithm>

namespace tp {

GridWaveEnergy gridWaveEnergy(const GridWaveParams& params, int n, std::span<const float> height,
                              std::span<const float> previous) {
  // Each unordered neighbour pair once: towards +x, +y and (9-point) the two
  // upper diagonals. Offsets are clamped like the step's reads, which adds the
  // same extra edge-parallel pairs along the border that the clamped stencil has.
  struct Pair {
    int dx, dy;
    double weight;
  };
  const bool nine = params.laplacian == int(GridWaveLaplacian::NinePoint);
  const Pair five[] = {{1, 0, 1.0}, {0, 1, 1.0}};
  const Pair nine9[] = {{1, 0, 2.0 / 3.0}, {0, 1, 2.0 / 3.0}, {1, 1, 1.0 / 6.0}, {-1, 1, 1.0 / 6.0}};
  const std::span<const Pair> pairs = nine ? std::span<const Pair>(nine9) : std::span<const Pair>(five);

  GridWaveEnergy energy;
  double coupling = 0;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const size_t i = size_t(y) * size_t(n) + size_t(x);
      const double z = height[i], zOld = previous[i];
      energy.kinetic += (z - zOld) * (z - zOld);
      for (const Pair& pair : pairs) {
        const int nx = std::clamp(x + pair.dx, 0, n - 1), ny = std::clamp(y + pair.dy, 0, n - 1);
        const size_t j = size_t(ny) * size_t(n) + size_t(nx);
        coupling += pair.weight * (z - height[j]) * (zOld - previous[j]);
      }
    }
  }
  energy.potential = double(gridWaveEffectiveA(params)) * coupling;
  return energy;
}

}  // namespace tp
