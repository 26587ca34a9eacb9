#include "sim/sphere_wave/sphere_wave_params.hpp"

#include <cstdio>
#include <string>

namespace tp {

// Why a < (4 − 2d)/λmax, and why λmax < 3/2.
//
// Write the update as D·(z' − 2z + z_old) = −a·(D − A)·z − d·D·(z − z_old),
// with A the adjacency matrix and D the diagonal of neighbour counts. D − A
// is the symmetric graph Laplacian, so the modes of the generalised problem
// (D − A)·u = λ·D·u are real, 0 ≤ λ ≤ λmax, and each evolves as
//   r² − (2 − aλ − d)·r + (1 − d) = 0.
// Both roots stay in the unit disc (Jury's test) iff 1 + (2 − aλ − d) + (1 − d) > 0,
// that is aλ < 4 − 2d (the other two conditions hold for 0 ≤ d ≤ 1, λ ≥ 0).
//
// λmax ≤ 3/2 on every closed triangle mesh: summing the square of each
// triangle's three heights, every vertex appears in deg(v) triangles and every
// edge in two, so 0 ≤ Σ_triangles (z_a + z_b + z_c)² = zᵀ(D + 2A)z, that is
// zᵀAz ≥ −½·zᵀDz and λ = 1 − zᵀAz/zᵀDz ≤ 3/2. Equality would need every
// triangle's heights to sum to zero, which the 12 five-neighbour vertices
// forbid, so λmax < 3/2 strictly: 1.4472 at level 0, 1.4404, 1.4863, 1.4951
// at level 3 (dense eigen-solve), → 3/2 as the mesh refines (the flat
// triangular lattice's mode that alternates 1, −½, −½ round each triangle).
// Hence a ≤ (8 − 4d)/3 is stable at every level, and hardly conservative.
double maxStableCoupling(double damping) { return (8.0 - 4.0 * damping) / 3.0; }

const ParamList<SphereWaveParams>& sphereWaveParamList() {
  static const ParamList<SphereWaveParams> list = [] {
    using P = SphereWaveParams;
    ParamList<P> table;
    ParamSpec& a = table.addFloat(
        "a", &P::a, 0.0, 2.7, "",
        "Coupling a = spring constant · Δt² in z' = a·mean(neighbours) + (2 − a)·z − z_old "
        "(seed 000; its scene runs 0.3). Larger = faster waves (about √a edges per step). Stable "
        "while a ≤ (8 − 4·damping)/3, 8/3 undamped, at every level.");
    table.limitBy(a, [](const P& p) { return maxStableCoupling(p.damping); },
                  "stability: a ≤ (8 − 4·damping)/3 on the icosphere's mean-based Laplacian");
    // Beside the slider, from the same bound the slider stops at. ASCII "<=":
    // the panel's font (ImGui's default) has no "≤".
    table.noteBy(a, [](const P& p) {
      char text[64];
      std::snprintf(text, sizeof text, "stable for a <= %.3g (damping %.3g)", maxStableCoupling(p.damping),
                    double(p.damping));
      return std::string(text);
    });
    ParamSpec& damping = table.addFloat(
        "damping", &P::damping, 0.0, 1.0, "1/step",
        "Fraction of each vertex's vertical velocity removed per step: "
        "z' = z + (1 − damping)·(z − z_old) + a·(mean − z). 0 is the seed's undamped equation.");
    // The same bound read the other way: damping ≤ 2 − 3a/4 (only binds for a > 4/3).
    table.limitBy(damping, [](const P& p) { return 2.0 - 0.75 * double(p.a); },
                  "stability: damping ≤ 2 − 3a/4 (same bound as a ≤ (8 − 4·damping)/3)");
    return table;
  }();
  return list;
}

}  // namespace tp
