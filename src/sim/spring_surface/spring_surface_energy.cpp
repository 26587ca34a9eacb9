#include "sim/spring_surface/spring_surface_energy.hpp"

namespace tp {

SpringEnergy springEnergyFromSums(const SpringEnergySums& sums, const SpringSurfaceParams& p) {
  const double k = p.stiffness, c = p.damping, dt = p.dt;
  SpringEnergy energy;
  energy.kinetic = 0.5 * sums.velocitySquares;
  energy.potential = 0.5 * k * sums.heightDifferenceSquares;
  energy.correction = -0.5 * k * dt * sums.heightVelocityDifferences -
                      0.25 * c * dt * sums.velocityDifferenceSquares;
  return energy;
}

SpringEnergySums springEnergySums(std::span<const float> state, std::span<const uint8_t> mask,
                                  int n) {
  SpringEnergySums sums;
  auto index = [n](int x, int y) { return size_t(y) * size_t(n) + size_t(x); };
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const size_t i = index(x, y);
      if (!mask[i]) continue;
      const double h = state[2 * i], v = state[2 * i + 1];
      sums.velocitySquares += v * v;
      sums.heightSum += h;
      sums.velocitySum += v;
      for (const auto& offset : kSpringForwardPairs) {
        const int nx = x + offset[0], ny = y + offset[1];
        if (nx < 0 || nx >= n || ny >= n || !mask[index(nx, ny)]) continue;
        const size_t j = index(nx, ny);
        const double dh = state[2 * j] - h, dv = state[2 * j + 1] - v;
        sums.heightDifferenceSquares += dh * dh;
        sums.heightVelocityDifferences += dh * dv;
        sums.velocityDifferenceSquares += dv * dv;
      }
    }
  return sums;
}

}  // namespace tp
