#pragma once
// Everything the bowl scene lets you change: the spring surface's parameters
// (its own table, re-declared here with the scene's grid range 16 .. 2048 and
// without the rim switch: a bowl always has its rim), the fish (the boids'
// table, a chosen subset), how hard fish push the surface, and the tools.
// One struct with the defaults, described once by bowlParamList().
#include "sim/boids/boid_params.hpp"
#include "sim/param_table.hpp"
#include "sim/spring_surface/spring_surface_params.hpp"

namespace tp {

// What a left click does, in the order of BowlSettings::kToolNames (keys 1, 2).
enum class BowlTool : int { Splash = 0, Drop = 1 };

struct BowlParams {
  // The calm preset at 128 cells (bowl_presets.cpp): 128 cells look smooth at
  // the bowl's size and step in well under a millisecond even on llvmpipe.
  SpringSurfaceParams spring{.stiffness = 5000.0f, .damping = 1.0f, .dt = 1.0f / 180.0f, .substeps = 3,
                             .gridSize = 128, .rim = true};
  BoidParams fish{.count = 12, .maxSpeed = 0.35f};
  // Peak upward acceleration (height units = world units, per s²) that a fish
  // at the surface gives the water ahead of it (its bow; the stern pulls
  // down as much, so fish add no water). Falls to 0 at fishReach deep.
  float fishPush = 60.0f;
  // Friction of the water as a whole, 1/s: v −= slosh·v (through the force
  // texture). The springs' damping acts on velocity differences, so it hardly
  // touches the long waves (a mode of Laplacian eigenvalue λ decays at
  // damping·λ, and λ → 0 for the bowl-wide slosh): without this, the fish
  // would pump the slosh up for ever. Water presets set it with the springs.
  float sloshDamping = 0.3f;
  float fishReach = 0.3f;   // world units below the surface
  float fishLength = 0.22f; // world units, nose to tail
  BowlTool tool = BowlTool::Splash;
  float splashDepth = 0.06f;   // world units the click presses the water down
  float splashRadius = 0.09f;  // world units
  float dropRadius = 0.07f;    // world units: size of a dropped toy
  // Degrees: high, ahead and to the left of the start camera, so the bowl's
  // shadow and caustic fall on the table in front of it.
  float sunElevation = 48.1f;
  float sunAzimuth = 318.0f;
  bool shadows = true;  // the toys and fish shadow the sun on the sand and the water
};

// Every bowl parameter the panel and --set offer.
const ParamList<BowlParams>& bowlParamList();

// The bowl's settings: a value, and the table that shows it.
class BowlSettings {
 public:
  BowlParams params;
  ParamTable table() { return {bowlParamList(), params}; }

  static constexpr int kMinGrid = 16, kMaxGrid = 2048;
  static constexpr int kMaxFish = 300;
  static constexpr double kMinStiffness = 10;  // 1/s²
  static constexpr const char* kToolNames[] = {"splash", "drop"};
};

}  // namespace tp
