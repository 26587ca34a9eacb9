#pragma once
// Parameters of the grid wave solver (seeds 002/003): the explicit
// five-point (or isotropic nine-point) finite-difference wave equation
//   z' = a·(z_E + z_W + z_N + z_S) + (2 − 4a)·z − z_old
// with a = c²Δt²/h². Plain data with in-class defaults, described by gridWaveParamList()
// (a scene adopts the rows it offers into its own list), and the GPU solver and its CPU twin both read
// the same struct at step time (changes between steps take effect at once).
#include <cmath>

#include "sim/param_table.hpp"

namespace tp {

enum class GridWaveBoundary : int { Reflect = 0, Absorb = 1 };
enum class GridWaveLaplacian : int { FivePoint = 0, NinePoint = 1 };

struct GridWaveParams {
  // Courant-style coefficient a = c²Δt²/h² (the Courant number is √a).
  float a = 0.25f;
  // Velocity damping per step, d = γ·Δt in z_tt + γ·z_t = c²∇²z; 0 is the seed.
  float damping = 0.0f;
  int boundary = int(GridWaveBoundary::Reflect);
  int laplacian = int(GridWaveLaplacian::FivePoint);
  // Width of the absorbing sponge along each edge, as a fraction of the grid
  // edge, so a quality change keeps the same physical layer (boundary=absorb).
  float spongeWidth = 0.1f;
};

// Von Neumann limits of the leapfrog scheme: with L the Laplacian stencil
// (in units of 1/h²), a·max|L̂| must stay below 4. Five-point: max|L̂| = 8 at the
// checkerboard (π,π), so a < 0.5 (the seed's limit). Nine-point (weights 2/3 on
// edges, 1/6 on corners, −10/3 centre): max|L̂| = 16/3 at (π,π), so a < 0.75.
inline constexpr double kGridWaveLimitFivePoint = 0.5;
inline constexpr double kGridWaveLimitNinePoint = 0.75;
// At the limit itself the checkerboard mode grows linearly, so the table keeps
// `a` a little below it.
inline constexpr double kGridWaveLimitMargin = 0.001;

inline double gridWaveStabilityLimit(int laplacian) {
  return laplacian == int(GridWaveLaplacian::NinePoint) ? kGridWaveLimitNinePoint
                                                        : kGridWaveLimitFivePoint;
}

// The `a` a step really uses: the table refuses unstable values, but switching
// the stencil from nine- to five-point can leave a stored `a` above the new
// limit; the step then clamps (the panel shows the same clamp).
inline float gridWaveEffectiveA(const GridWaveParams& params) {
  const double upper = gridWaveStabilityLimit(params.laplacian) - kGridWaveLimitMargin;
  return float(std::fmin(std::fmax(double(params.a), 0.0), upper));
}

// Seed 002: a = c²Δt²/h² from wave speed c (m/s), step Δt (s) and cell size h (m).
inline double gridWaveCoefficient(double waveSpeed, double dt, double cellSize) {
  const double courant = waveSpeed * dt / cellSize;
  return courant * courant;
}
// The inverse, for a panel that shows the wave speed a given `a` means.
inline double gridWaveSpeed(double a, double dt, double cellSize) {
  return std::sqrt(std::fmax(a, 0.0)) * cellSize / dt;
}

// Sponge width in cells for an n×n grid (at least one cell).
inline float gridWaveSpongeCells(const GridWaveParams& params, int n) {
  return std::fmax(1.0f, params.spongeWidth * float(n));
}

// a, damping, boundary, laplacian and sponge_width.
const ParamList<GridWaveParams>& gridWaveParamList();

}  // namespace tp
