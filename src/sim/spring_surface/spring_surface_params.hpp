#pragma once
// Parameters of the mass-spring water surface (seed 004, "Container Water 03:
// 2D Surface Sim"): a grid of springs that move only vertically, each pulled
// towards its 8 neighbours. One struct with the defaults, the stability limits
// of the time integration, and the ParamTable the panel and the CLI read.
#include <limits>
#include <span>

#include "sim/param_table.hpp"

namespace tp {

struct SpringSurfaceParams {
  // Spring constant per neighbour and unit mass, 1/s². Each of the 8
  // neighbours pulls with stiffness·(h_n − h). In the long-wave limit the
  // 8-neighbour sum is 3·∇²h (cells), so waves travel at √(3·stiffness) cells/s.
  float stiffness = 200.0f;
  // Damping of the velocity difference to each neighbour, 1/s: damping·(v_n − v).
  // It damps short waves faster than long ones (a mode of Laplacian eigenvalue
  // λ loses energy at rate ≈ damping·λ, λ ∈ [0, 12]).
  float damping = 0.5f;
  float dt = 1.0f / 240.0f;  // s per step
  int substeps = 4;          // steps per rendered frame (the scene; headless steps count them itself)
  int gridSize = 16;         // cells per edge (16 in the seed; up to 2048 in the scene)
  // The bowl: cells outside the inscribed disc are not water (see spring_surface_mask.hpp).
  bool rim = true;
  // The container's range of heights, height units: a cell whose new height
  // would leave it stops at the end (seed 004's
  // position kernel clamps to its container; its author's note: the range
  // should run from the container's base to its top). The defaults clamp
  // nothing; the bowl sets its floor and rim. Not a panel parameter: it is
  // the container's shape.
  float heightMin = -std::numeric_limits<float>::infinity();
  float heightMax = std::numeric_limits<float>::infinity();
};

// Stability of the integration (semi-implicit Euler, see the derivation in
// spring_surface_params.cpp): stable iff stiffness·dt² + 2·damping·dt < 1/3.
// Each function returns the largest value of one parameter that keeps the
// others' current values stable (may be ≤ 0 when the others alone are unstable).
double maxStableStiffness(double damping, double dt);
double maxStableDamping(double stiffness, double dt);
double maxStableDt(double stiffness, double damping);
// stiffness·dt² + 2·damping·dt, which must stay below 1/3.
double stabilityNumber(const SpringSurfaceParams& params);
inline constexpr double kSpringStabilityBound = 1.0 / 3.0;

// After a resize from `from` to `to` cells a side: the stiffness is per cell, so
// a wave of a given shape oscillates `from/to` times as fast on the new grid,
// and its velocities (every second float of the [h, v] state) are scaled by
// that for it to keep its amplitude. Carried over as they were, a coarse
// grid's velocities would lift a finer grid's slower surface past its rim.
void scaleVelocitiesForGrid(std::span<float> state, int from, int to);

// Every parameter of SpringSurfaceParams, with units, tooltips and the stability limits.
const ParamList<SpringSurfaceParams>& springSurfaceParamList();

}  // namespace tp
