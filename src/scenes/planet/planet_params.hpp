#pragma once
// Everything the planet scene lets you change: the sphere solver's
// `a` and `damping` (its own table, with the stability limit), the level
// (0..8 here, changed live: the solver resamples the waves), solver steps per
// scene step, how far a height unit displaces the surface, the look, the fish
// (the boids' table, a chosen subset, and which flock moves them), the
// left-click tool and the splash.
// One struct with the defaults, described once by planetParamList().
#include "sim/boids/boid_params.hpp"
#include "sim/param_table.hpp"
#include "sim/sphere_wave/sphere_wave_params.hpp"

namespace tp {

enum class PlanetLook { SkyAquarium = 0, OceanPlanet = 1 };
enum class PlanetTool { Splash = 0, Drop = 1 };
// Which flock moves the fish: auto = the GPU flock on a hardware GPU, the CPU
// flock on software GL. Why: llvmpipe runs compute shaders on the same few CPU
// cores, where the GPU flock's all pairs lose to the CPU flock's neighbour
// grid by an order of magnitude (BENCHMARKS.md has the measurement).
enum class PlanetFishSolver { Auto = 0, Gpu = 1, Cpu = 2 };

struct PlanetParams {
  // a = 0.3 as the seed's scene; a little damping (the seed has none) so
  // rings fade over ~8 s instead of piling up.
  SphereWaveParams wave{.a = 0.3f, .damping = 0.002f};
  // Level 5 (10,242 vertices): the seed's level 3 (642) shows its facets and
  // its waves cross the planet in half a second; level 5 looks smooth, a ring
  // takes ~3 s to reach the far side, and a frame stays interactive on llvmpipe.
  int level = 5;
  int substeps = 1;          // solver steps per scene step (60 Hz): faster waves at fine levels
  // World units of displacement per height unit (planet radius 1): a seed
  // splash (0.5) stands 0.15 high at first, its rings a few hundredths.
  float amplitude = 0.3f;
  float windWaves = 0.6f;    // 0..1: the wind's short waves over the water, as normal detail (0: glassy)
  PlanetLook look = PlanetLook::SkyAquarium;
  BoidParams fish{.count = 15, .minSpeed = 0.1f, .maxSpeed = 0.35f, .perceptionRadius = 0.3f,
                  .separationRadius = 0.1f, .wallMargin = 0.12f, .leveling = 0.3f};
  PlanetFishSolver fishSolver = PlanetFishSolver::Auto;
  float fishLength = 0.14f;  // world units, nose to tail
  PlanetTool tool = PlanetTool::Splash;
  // The seed: vertices within chord 0.15 of the hit rise by 0.5·(0.15 − d)/0.15
  // for 0.1 s, then sink by as much for 0.1 s (so the volume comes back).
  float splashStrength = 0.5f;  // height units at the centre
  float splashRadius = 0.15f;   // chord distance on the unit sphere
  float splashTime = 0.1f;      // s each push (up, then down) lasts
  float splashPause = 0.0f;     // s between the end of the rise and the start of the fall
  float lure = 5.0f;            // s a splash draws the fish towards it (not in the table: the panel's room)
  float crateSize = 0.1f;       // world units, edge of a dropped crate
  float clouds = 0.0f;          // 0..1: the ocean look's cloud deck, about the share of the sky it hides
  bool shadows = true;          // crates and fish shadow the sun on the water, the core and each other
};

// Every planet parameter the panel and --set offer.
const ParamList<PlanetParams>& planetParamList();

// The planet's settings: a value, and the table that shows it.
class PlanetSettings {
 public:
  PlanetParams params;
  ParamTable table() { return {planetParamList(), params}; }

  static constexpr int kMaxLevel = 8;
  static constexpr const char* kLookNames[] = {"sky_aquarium", "ocean_planet"};
  static constexpr const char* kToolNames[] = {"splash", "drop"};
  static constexpr const char* kFishSolverNames[] = {"auto", "gpu", "cpu"};
  // The fish slider's top: thousands, for the GPU flock.
  static constexpr int kMaxFish = 10000;
};

}  // namespace tp
