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
  // A tank a third full, so the scene opens with liquid to throw about: the
  // seed's open edges drain each periodic splash in a few seconds, and its
  // next splash sprays out whatever is left, so it showed an empty tank most
  // of the time (the "seed" preset, one click away in the panel, puts its
  // open edges, periodic splash and radius back). Walls keep the mass in,
  // gravity settles it on row 0 (the near side); conserve_mass keeps the tank
  // from filling up by +0.008% a step (the seed's 3.142).
  // Radius 5 (11x11) instead of the seed's 6 (13x13): 30% cheaper on
  // software GL and the same flow, since a neighbour 5 cells away weighs
  // exp(-25); only throws are capped lower (radius - 3 = 2 cells/step).
  SplatFluidParams fluid{.radius = 5, .edges = SPLAT_FLUID_EDGES_WALLS, .gravity = 0.004f, .conserveMass = true,
                         .periodicSplash = false};
  // 64² cells, the smallest grid: on llvmpipe a step's cost grows with the
  // cells times the window's (2·radius+1)² neighbours, and only 64² keeps the
  // frame rate playable there (BENCHMARKS.md has the measurements). A GPU runs 2048².
  int gridSize = 64;
  FluidView view = FluidView::ThreeD;
  int velocity = 0;  // 2d view: 0 none, 1 tint, 2 arrows
  float depthScale = 2.5f;  // 3d: cells of liquid depth per unit of mass
  float fill = 0.3f;        // fraction of the rows filled at rest density by a reset
  bool caustics = true;     // 3d: the sunlight the surface focuses onto the floor
  bool shadows = true;      // 3d: the tank's walls shadow the floor, the liquid and each other
  // Degrees: the sun ahead of the start camera and to its left, so its glint
  // shows on the liquid's far side.
  float sunElevation = 33.6f;
  float sunAzimuth = 335.0f;
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
