#pragma once
// Everything the fluid scene lets you change: the splat fluid's own table
// (src/sim/splat_fluid/splat_fluid_params.hpp, with the scene's defaults),
// the grid size, the view and how the 3D view turns mass into depth.
// One struct with the defaults, described once by fluidParamList().
#include <array>

#include "sim/param_table.hpp"
#include "sim/splat_fluid/splat_fluid_params.hpp"

namespace tp {

// How the tank is drawn, in the order of FluidSettings::kViewNames (V flips it):
// a lit liquid surface in 3d, or the seed's view from above.
enum class FluidView : int { ThreeD = 0, TwoD = 1 };

struct FluidParams {
  // The seed's look, so the scene is alive when it opens: open edges, the
  // periodic splash. conserve_mass on: with open edges it changes nothing
  // visible (mass leaves through the edges anyway) and with walls it keeps
  // the tank from filling up by +0.008% a step (the seed's 3.142).
  // Radius 5 (11x11) instead of the seed's 6 (13x13): 30% cheaper on
  // software GL and the same flow, since a neighbour 5 cells away weighs
  // exp(-25); only throws are capped lower (radius - 3 = 2 cells/step).
  // The "seed" preset puts 6 back.
  SplatFluidParams fluid{.radius = 5, .conserveMass = true};
  // 64² cells, the smallest grid: on llvmpipe a step's cost grows with the
  // cells times the window's (2·radius+1)² neighbours, and only 64² keeps the
  // frame rate playable there (BENCHMARKS.md has the measurements). A GPU runs 2048².
  int gridSize = 64;
  FluidView view = FluidView::ThreeD;
  int velocity = 0;  // 2d view: 0 none, 1 tint, 2 arrows
  float depthScale = 2.5f;  // 3d: cells of liquid depth per unit of mass
  float fill = 0.0f;        // fraction of the rows filled at rest density by a reset
};

// Every fluid-scene parameter the panel and --set offer.
const ParamList<FluidParams>& fluidParamList();

// The fluid scene's settings: a value, and the table that shows it.
class FluidSettings {
 public:
  FluidParams params;
  ParamTable table() { return {fluidParamList(), params}; }

  static constexpr int kMinGrid = 64, kMaxGrid = 2048;
  static constexpr std::array<const char*, 2> kViewNames{"3d", "2d"};
  static constexpr std::array<const char*, 3> kVelocityNames{"none", "tint", "arrows"};
};

}  // namespace tp
