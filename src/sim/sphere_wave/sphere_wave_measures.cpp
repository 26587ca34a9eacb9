#include "sim/sphere_wave/sphere_wave_measures.hpp"

namespace tp {

SphereWaveMeasures measureSphereWave(const IcosphereMesh& mesh, std::span<const double> height,
                                     std::span<const double> heightPrev, double a) {
  SphereWaveMeasures m;
  for (size_t v = 0; v < height.size(); ++v) {
    const int degree = mesh.neighbourCount(int(v));
    const double w = degree / 6.0, z = height[v], zOld = heightPrev[v];
    m.volume += w * z;
    m.heightSum += z;
    m.kinetic += 0.5 * w * (z - zOld) * (z - zOld);
    // Each edge is seen from both ends: half of (a/12)·(Δz)(Δz_old) from each.
    double coupling = 0;
    for (int k = 0; k < degree; ++k) {
      const auto n = size_t(mesh.rings[v][size_t(k)]);
      coupling += (z - height[n]) * (zOld - heightPrev[n]);
    }
    m.potential += a / 24.0 * coupling;
  }
  return m;
}

}  // namespace tp
