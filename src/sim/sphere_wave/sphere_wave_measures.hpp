#pragma once
// What the planet's panel plots, and what the tests hold the solver to.
//
// Volume. Summing the update over all vertices with weights w_v = deg(v)/6
// gives V' = 2V − V_old − d·(V − V_old), because Σ_v deg(v)·mean_v(z) =
// Σ_v Σ_{k∈N(v)} z_k = Σ_k deg(k)·z_k. So the degree-weighted sum is what the
// mean-based Laplacian conserves (water at rest stays at its volume; a moving
// volume drifts linearly when undamped). The plain Σ z is NOT conserved: a
// five-neighbour vertex spreads 1/5 to each neighbour but collects only 1/6
// from each. Both are reported; they agree wherever the water is away from
// the 12 five-neighbour vertices.
//
// Energy. With W = diag(w), K = a·(D − A)/6 (symmetric), the update is
// W·(z' − 2z + z_old) = −K·z − d·W·(z − z_old), and leapfrog conserves, for d = 0,
//   E = ½ (z − z_old)ᵀ W (z − z_old) + ½ zᵀ K z_old
//     = ½ Σ_v w_v (z_v − zold_v)² + (a/12) Σ_edges (z_i − z_j)(zold_i − zold_j),
// which is positive for any state exactly when a is in its stable range.
#include <span>

#include "sim/sphere_wave/icosphere.hpp"

namespace tp {

struct SphereWaveMeasures {
  double volume = 0;     // Σ w_v·z_v, w_v = deg(v)/6: conserved
  double heightSum = 0;  // Σ z_v (the seed's "volume"): not conserved near the 12 pentagons
  double kinetic = 0;    // ½ Σ w_v (z_v − zold_v)²
  double potential = 0;  // (a/12) Σ_edges (z_i − z_j)(zold_i − zold_j)
  double energy() const { return kinetic + potential; }
};

// The CPU statement of the measures (the GPU reduction, measure.comp, sums the same terms).
SphereWaveMeasures measureSphereWave(const IcosphereMesh& mesh, std::span<const double> height,
                                     std::span<const double> heightPrev, double a);

}  // namespace tp
