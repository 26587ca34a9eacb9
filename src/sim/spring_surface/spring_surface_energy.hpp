#pragma once
// The energy of the spring surface, as the scene plots it and the tests check it.
//
// Physical energy (per unit mass, summed over water cells i and over each
// unordered pair {i, j} of 8-neighbours that are both water, counted once):
//   E_phys = ½·Σ_i v_i²  +  ½·k·Σ_pairs (h_j − h_i)²          (kinetic + spring potential)
// The discrete energy of the scheme adds two O(dt) terms:
//   E = E_phys  −  ½·k·dt·Σ_pairs (h_j − h_i)(v_j − v_i)  −  ¼·c·dt·Σ_pairs (v_j − v_i)²
// (k = stiffness, c = damping). Why: the step updates h with the *new*
// velocity (semi-implicit Euler), so E_phys itself oscillates from step to
// step even without damping (from h = 0, v ≠ 0 one step raises it by
// ½·k·dt²·vᵀLv). E is the scheme's own invariant: with c = 0 it is conserved
// exactly (up to rounding), and with c > 0 each step lowers it by exactly
//   E_n − E_{n+1} = ¼·c·dt·Σ_pairs (Δv_n + Δv_{n+1})²  ≥ 0,
// where Δv is the velocity difference of the pair, so E decays monotonically.
// E is a positive-definite quadratic form exactly when the step is stable
// (k·dt² + 2·c·dt < 1/3), and E → E_phys as dt → 0. Derivation: per mode of
// the Laplacian (see spring_surface_params.cpp), with w = dt·v, a = kλdt²,
// b = cλdt the step is the leapfrog recurrence
//   h_{n+1} − 2h_n + h_{n−1} + a·h_n + b·(h_n − h_{n−1}) = 0;
// multiplying by (h_{n+1} − h_{n−1}) gives the identity above for
//   2dt²·E = a·h² − a·h·w + (1 − b/2)·w².
// The external force (scene only) adds energy, of course.
#include <cstdint>
#include <span>

#include "sim/spring_surface/spring_surface_params.hpp"

namespace tp {

// The four sums the energy is made of; the GPU reduces the same four.
struct SpringEnergySums {
  double velocitySquares = 0;            // Σ_i v_i²
  double heightDifferenceSquares = 0;    // Σ_pairs (Δh)²
  double heightVelocityDifferences = 0;  // Σ_pairs Δh·Δv
  double velocityDifferenceSquares = 0;  // Σ_pairs (Δv)²
  // Not energy, but read in the same pass: the water's level and its rate,
  // Σ_i h_i and Σ_i v_i, which the springs conserve (a container that clamps
  // heights does not: the bowl puts the difference back, bowl_scene.cpp).
  double heightSum = 0;
  double velocitySum = 0;
};

struct SpringEnergy {
  double kinetic = 0;     // ½·Σ v²
  double potential = 0;   // ½·k·Σ_pairs (Δh)²
  double correction = 0;  // −½·k·dt·Σ_pairs Δh·Δv − ¼·c·dt·Σ_pairs (Δv)²
  double physical() const { return kinetic + potential; }
  double total() const { return kinetic + potential + correction; }  // E above: decays monotonically
};

SpringEnergy springEnergyFromSums(const SpringEnergySums& sums, const SpringSurfaceParams& params);

// The forward half of the 8-neighbourhood, so each unordered pair is counted
// once (from the cell that comes first in row-major order): east, and the
// three neighbours of the next row. energy.comp uses the same four offsets.
inline constexpr int kSpringForwardPairs[4][2] = {{1, 0}, {-1, 1}, {0, 1}, {1, 1}};

// Sums over an interleaved [row][column][h, v] state of an N×N grid with its water mask.
SpringEnergySums springEnergySums(std::span<const float> state, std::span<const uint8_t> mask,
                                  int gridSize);

}  // namespace tp
