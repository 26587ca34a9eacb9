#pragma once
// The discrete energy the grid wave scheme conserves (damping 0, reflecting
// edges, any land mask). For the leapfrog step z' − 2z + z_old = a·L z with a
// symmetric Laplacian L (clamped edges and zero land cells keep it symmetric),
// multiplying by (z' − z_old) and summing over cells gives
//   E = Σ_cells (z − z_old)²  +  a · Σ_pairs w·(z_i − z_j)·(z_old_i − z_old_j)
// (pairs = neighbour pairs of the stencil, w = 1 for the 5-point stencil,
// 2/3 edges and 1/6 diagonals for the 9-point one; along the border the
// clamped stencil couples edge cells a little more), identical from step to
// step in exact arithmetic. It is positive for a below the stability limit.
// Damping and the sponge only ever lower it. Units: height² (a Δt² multiple of
// the physical energy per unit density, summed over cells).
#include <span>

#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

struct GridWaveEnergy {
  double kinetic = 0;    // Σ (z − z_old)²
  double potential = 0;  // a · Σ_pairs w·Δz·Δz_old
  double total() const { return kinetic + potential; }
};

// `height` is z (the newest state) and `previous` z_old, both n×n, row 0 first.
// Uses gridWaveEffectiveA(params), as the step does.
GridWaveEnergy gridWaveEnergy(const GridWaveParams& params, int n, std::span<const float> height,
                              std::span<const float> previous);

}  // namespace tp
