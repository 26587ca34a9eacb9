#include "sim/deep_water/deep_water_params.hpp"

#include <algorithm>

namespace tp {

const ParamList<DeepWaterParams>& deepWaterParamList() {
  static const ParamList<DeepWaterParams> list = [] {
    using P = DeepWaterParams;
    ParamList<P> table;
    table.addFloat("gravity", &P::gravity, 0.1, 100.0, "m/s^2",
                   "Gravity g in the dispersion relation ω² = g·k·tanh(k·depth). Waves of one length "
                   "travel √g times faster for a larger g.");
    table.addFloat("cell_size", &P::cellSize, 0.001, 100.0, "m",
                   "Grid spacing h: the grid covers size·h metres. The shortest wave it holds is 2h long.")
        .logarithmic = true;
    table.addFloat("dt", &P::dt, 0.0001, 1.0, "s",
                   "Time step. Every wavenumber is advanced exactly (an exponential integrator), so any "
                   "step is stable; a long one only skips what happens between steps.")
        .logarithmic = true;
    table.addFloat("depth", &P::depth, 0.01, 10000.0, "m",
                   "Water depth d in ω² = g·k·tanh(k·d). Waves much longer than d travel at √(g·d) "
                   "(shallow water, the wave equation's one speed); shorter ones disperse: long waves "
                   "outrun short ones.")
        .logarithmic = true;
    table.addFloat("damping", &P::damping, 0.0, 10.0, "1/s",
                   "Every wave's amplitude decays as e^(−damping·t). 0 keeps the energy exactly.");
    table.addFloat("sponge_width", &P::spongeWidth, 0.0, 0.3, "of grid",
                   "Width of the absorbing layer along each edge, as a fraction of the grid edge: the "
                   "transform is periodic, and without it waves leaving one edge come back at the other.");
    table.addFloat("sponge_strength", &P::spongeStrength, 0.0, 1.0, "1/step",
                   "Fraction of the waves the layer takes per step at the very edge (it rises as the "
                   "square of the depth into the layer). Too strong reflects off the layer itself.");
    return table;
  }();
  return list;
}

float deepWaterSpongeCells(const DeepWaterParams& params, int n) {
  if (params.spongeWidth <= 0.0f || params.spongeStrength <= 0.0f) return 0.0f;
  return std::max(1.0f, params.spongeWidth * float(n));
}

}  // namespace tp
