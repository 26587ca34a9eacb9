#include "sim/grid_wave/grid_wave_params.hpp"

namespace tp {

const ParamList<GridWaveParams>& gridWaveParamList() {
  static const ParamList<GridWaveParams> list = [] {
    using P = GridWaveParams;
    ParamList<P> table;
    ParamSpec& a = table.addFloat(
        "a", &P::a, 0.0, kGridWaveLimitNinePoint - kGridWaveLimitMargin, "",
        "Courant coefficient a = c²·Δt²/h² (wave speed c, step Δt, cell size h); waves travel "
        "√a cells per step. Larger is faster, up to the stability limit of the stencil.");
    table.limitBy(
        a, [](const P& p) { return gridWaveStabilityLimit(p.laplacian) - kGridWaveLimitMargin; },
        "stability: the explicit scheme blows up (checkerboard growth) unless a < 0.5 with the "
        "5-point Laplacian, a < 0.75 with the 9-point one");

    table.addFloat("damping", &P::damping, 0.0, 1.0, "1/step",
                   "Velocity damping per step (γ·Δt in z_tt + γ·z_t = c²∇²z). 0 reproduces the "
                   "seed's undamped equation; 0.001-0.01 lets ripples fade over seconds.")
        .logarithmic = true;

    table.addChoice("boundary", &P::boundary, {"reflect", "absorb"},
                    "reflect: the grid edge is a wall (out-of-range neighbours take the edge cell's "
                    "value, as the seed's clamped sampling). absorb: open water; the edge cells let "
                    "waves out (one-way wave condition) and a sponge layer inside them damps the "
                    "rest: about 0.2-1% of a ring's energy comes back.");

    table.addChoice("laplacian", &P::laplacian, {"5point", "9point"},
                    "5point: the seed's stencil (rings turn diamond-shaped at short wavelengths). "
                    "9point: isotropic stencil (edges 2/3, corners 1/6), rounder rings, stable up "
                    "to a < 0.75.");

    table.addFloat("sponge_width", &P::spongeWidth, 0.02, 0.25, "of grid",
                   "Width of the absorbing layer along each edge (boundary=absorb), as a fraction "
                   "of the grid edge. Wider reflects less but leaves less open water.");
    return table;
  }();
  return list;
}

}  // namespace tp
