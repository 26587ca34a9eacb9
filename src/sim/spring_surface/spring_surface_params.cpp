#include "sim/spring_surface/spring_surface_params.hpp"

#include <cmath>
#include <limits>

namespace tp {

// ---------------------------------------------------------------------------
// Stability limit: derivation.
//
// The step (seed 004's two kernels; k = stiffness, c = damping):
//   velocity pass:  v' = v + dt·Σ_n [k·(h_n − h) + c·(v_n − v)]  = v − dt·(k·L h + c·L v)
//   position pass:  h' = h + dt·v'
// where L is the graph Laplacian of the water cells with their 8 neighbours,
// (L h)_i = Σ_n (h_i − h_n). L is symmetric positive semi-definite, so the
// scheme splits into independent modes, one per eigenvalue λ of L. For one
// mode, with w = dt·v, a = k·λ·dt² and b = c·λ·dt:
//   w' = (1 − b)·w − a·h,   h' = h + w' = (1 − a)·h + (1 − b)·w,
// a 2×2 map with trace T = 2 − a − b and determinant D = 1 − b. Its
// eigenvalues z solve z² − T·z + D = 0 and both lie inside the unit circle iff
// (Jury): |D| < 1, 1 − T + D > 0 and 1 + T + D > 0, that is
//   0 < b < 2,   a > 0,   4 − a − 2b > 0   ⇔   λ·(k·dt² + 2·c·dt) < 4.
// (b < 2 follows from the last one.) On an unbounded grid the 8-neighbour
// Laplacian has the symbol λ(θx, θy) = 8 − 2cos θx − 2cos θy − 4cos θx·cos θy,
// whose maximum is 12 (θx = π, θy = 0: alternate columns, each cell has 6
// neighbours of the other sign). A bounded grid or a rim only removes
// neighbours: L_grid = P·L_∞·Pᵀ − (missing degree on the diagonal) ≤ P·L_∞·Pᵀ,
// so every λ of any mask is ≤ 12 as well. Hence the condition for every mode:
//   12·(k·dt² + 2·c·dt) < 4   ⇔   k·dt² + 2·c·dt < 1/3.
// Without damping this is the familiar ω·dt < 2 of symplectic Euler with
// ω² = 12·k (dt < 1/√(3k)); without stiffness it is c·dt < 1/6 (the explicit
// diffusion limit of the velocity smoothing). The limits below solve the
// condition for one parameter given the other two. At equality the fastest
// mode neither grows nor decays; tests check 0.98× stays bounded and 1.2× blows up.
// ---------------------------------------------------------------------------

void scaleVelocitiesForGrid(std::span<float> state, int from, int to) {
  const float scale = float(double(from) / double(to));
  for (size_t i = 1; i < state.size(); i += 2) state[i] *= scale;
}

double stabilityNumber(const SpringSurfaceParams& p) {
  const double dt = p.dt;
  return double(p.stiffness) * dt * dt + 2.0 * double(p.damping) * dt;
}

double maxStableStiffness(double damping, double dt) {
  return (kSpringStabilityBound - 2.0 * damping * dt) / (dt * dt);
}

double maxStableDamping(double stiffness, double dt) {
  return (kSpringStabilityBound - stiffness * dt * dt) / (2.0 * dt);
}

double maxStableDt(double stiffness, double damping) {
  // Positive root of k·dt² + 2c·dt − 1/3 = 0, written without cancellation
  // (and valid for k = 0): dt = (1/3) / (c + √(c² + k/3)).
  const double denominator = damping + std::sqrt(damping * damping + stiffness / 3.0);
  return denominator > 0 ? kSpringStabilityBound / denominator
                         : std::numeric_limits<double>::infinity();
}

const ParamList<SpringSurfaceParams>& springSurfaceParamList() {
  static const ParamList<SpringSurfaceParams> list = [] {
    using P = SpringSurfaceParams;
    ParamList<P> table;
    const std::string reason =
        "stability of semi-implicit Euler on the 8-neighbour Laplacian: "
        "stiffness*dt^2 + 2*damping*dt < 1/3";

    ParamSpec& stiffness = table.addFloat(
        "stiffness", &P::stiffness, 0.1, 1.0e6, "1/s^2",
        "Spring constant to each of the 8 neighbours (per unit mass). Higher is livelier: "
        "waves travel at sqrt(3*stiffness) cells/s. Kept below the stability limit "
        "(1/3 - 2*damping*dt)/dt^2.");
    stiffness.logarithmic = true;
    table.limitBy(stiffness, [](const P& p) { return maxStableStiffness(p.damping, p.dt); }, reason);

    ParamSpec& damping = table.addFloat(
        "damping", &P::damping, 0.0, 1000.0, "1/s",
        "Damping of the velocity difference to each neighbour. 0 rings forever; high values "
        "make the surface syrupy (short ripples die first). Kept below the stability limit "
        "(1/3 - stiffness*dt^2)/(2*dt).");
    table.limitBy(damping, [](const P& p) { return maxStableDamping(p.stiffness, p.dt); }, reason);

    ParamSpec& dt = table.addFloat(
        "dt", &P::dt, 1.0e-5, 0.05, "s",
        "Simulated time per step. Larger steps are cheaper but the explicit springs only stay "
        "stable while stiffness*dt^2 + 2*damping*dt < 1/3.");
    dt.logarithmic = true;
    table.limitBy(dt, [](const P& p) { return maxStableDt(p.stiffness, p.damping); }, reason);

    table.addInt("substeps", &P::substeps, 1, 64, "steps/frame",
                 "Steps per rendered frame in the scene (substeps*dt of simulated time each frame). "
                 "Headless runs step exactly --steps times.");

    table.addInt("grid_size", &P::gridSize, 4, 8192, "cells",
                 "Springs per edge (16 in the seed). Changing it resamples the surface to the new grid. "
                 "Wave speed is in cells/s, so a finer grid makes the same stiffness look slower.")
        .structural = true;

    table.addBool("rim", &P::rim,
                  "The round bowl rim: cells outside the disc inscribed in the grid are not water "
                  "(held at 0 and not neighbours). Off for a square basin with reflecting edges.");
    return table;
  }();
  return list;
}

}  // namespace tp
