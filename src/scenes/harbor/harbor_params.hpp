#pragma once
// Everything the harbor scene lets you change, with the seed demo's values
// as defaults (seeds 002/003 read from their source): a 50 × 50 m
// basin; wave speed 0.065 basin widths per second = 3.25 m/s, which gives
// a = (c·Δt/h)² ≈ 0.31 at 512² and 60 Hz; 8 probes per body with drag 0.18;
// boat mass 100 and buoyancy 5000, crate mass 15 and buoyancy 500; a push of
// 20000 N (for one step) along a boat's heading.
//
// The solver's own parameters (boundary, laplacian, sponge width) come from
// its table; its `a` and `damping` are not set directly but follow from the
// wave speed and the damping rate, the grid and the step: the scene takes as
// many solver steps per scene step as keep a ≤ kTargetA (one at the default
// 256² and 512², two at 1024², four at 2048²), so changing the quality keeps
// the waves' speed in metres per second and their decay per second.
#include <glm/glm.hpp>

#include "render/effects/sky_model.hpp"
#include "sim/grid_wave/grid_wave_params.hpp"
#include "sim/param_table.hpp"
#include "sim/wind_sea/wind_sea_spectrum.hpp"

namespace tp {

// Which water the harbor runs, in the order of HarborSettings::kWaterModelNames
// (scenes/harbor/harbor_waves.hpp).
enum class HarborWaterModel : int { DeepWater = 0, WaveEquation = 1 };

// What a left click does, in the order of HarborSettings::kToolNames (keys 1, 2, 3).
enum class HarborTool : int { Splash = 0, Crate = 1, Push = 2 };

struct HarborParams {
  HarborWaterModel waterModel = HarborWaterModel::DeepWater;
  float waterDepth = 6.0f;     // m: deep water's depth d in ω² = g·k·tanh(k·d)
  // a and damping are written by the scene before each step (waveStep).
  GridWaveParams solver{.a = 0.0f, .damping = 0.0f, .boundary = int(GridWaveBoundary::Absorb)};
  // 1/s: γ in z_tt + γ·z_t = c²∇²z, so wave energy decays as e^(−γ·t) whatever
  // the quality. 0.12 is the 0.002 a solver step the scene used to set at 60 Hz.
  float dampingRate = 0.12f;
  int gridSize = 256;          // cells per edge: cheap even on llvmpipe (BENCHMARKS.md)
  int waterMesh = 160;         // vertices per edge of the drawn surface
  bool perPixelWater = true;   // false: shaded per vertex (light quality for software GL)
  bool reflections = true;     // islands, boats and buoys mirrored in the water (per pixel only)
  bool shadows = true;         // islands, boats, crates and buoys shadow the sun on water, floor and each other
  bool caustics = true;        // the waves focus sunlight into a moving net on the floor
  bool followCamera = false;   // the camera keeps your tug in the middle of the view (key F)
  int terrainMesh = 192;       // vertices per edge of the islands' mesh
  float waveSpeed = 3.25f;     // m/s (seed: 0.065 basin widths/s)
  float wakeAmplitude = 0.05f; // m of bow wave per m/s of hull speed
  float foamSeconds = 10.0f;   // s: white water lasts this long (sim/foam/foam_field.hpp)
  float slickSeconds = 40.0f;  // s: the calm lane a hull's churn leaves lasts this long (the same)
  float shoreSurf = 0.8f;       // white water's cover where all the wind sea's waves break (0: none)
  float swash = 1.0f;           // of Stockdon et al.'s run-up drawn up the beaches (0: none)
  float underWaterVisibility = 20.0f;  // m: how far the view under the water reaches (WaterLook)
  float boatMass = 100, boatBuoyancy = 5000;  // kg, N per m of mean probe depth
  float crateMass = 15, crateBuoyancy = 500;
  float probeDrag = 0.18f;     // s (seed)
  float waterDrag = 0.8f;      // 1/s: along a hull; sideways 8×, crates the same both ways
  float boatThrust = 400;      // N at full throttle: top speed thrust/(waterDrag·mass) = 5 m/s
  float rudder = 300;          // N·m of turning at full rudder and speed
  float pushForce = 20000;     // N for one step (seed), along the boat's heading
  int cruisers = 2;            // boats that sail on their own (a sloop, a second tug)
  int crates = 3;              // crates afloat after a reset
  int maxCrates = 24;          // the oldest goes when one more is dropped
  HarborTool tool = HarborTool::Splash;
  float splashDepth = 0.35f;   // m the click presses the water down
  float splashRadius = 1.2f;   // m
  // The wind sea (sim/wind_sea): 0 m/s and no swell is the seeds' calm harbor.
  float windSpeed = 0.0f;       // m/s, 10 m up
  float windDirection = 250.0f; // degrees: where the waves run, from +x towards +z
  float fetchKm = 20.0f;        // km of open water upwind
  float choppiness = 0.8f;      // λ: crests sharpen as points move by λ·D
  float swellHeight = 0.0f;     // m, significant height
  float swellDirection = 160.0f;// degrees, as wind_direction
  float swellPeriod = 10.0f;    // s
  int windSeaSize = 256;        // cells per edge of each of the wind sea's two patches
  // The sky (render/effects/sky_model.hpp): the sun's place, the haze, the clouds.
  float sunElevation = 32.0f;   // degrees above the horizon
  float sunAzimuth = 342.0f;    // degrees clockwise from north (−z: ahead of the start camera)
  float turbidity = 2.5f;       // 2 very clear .. 10 hazy
  float cloudCover = 0.35f;     // share of the sky the cloud deck hides
  float cloudSpeed = 6.0f;      // m/s: the deck drifts along wind_direction
  int skySize = 256;            // texels per edge of the baked sky's six faces
};

// How the wave speed becomes the solver's `a` at a grid size and step.
struct HarborWaveStep {
  float a = 0;          // per solver step
  int substeps = 1;     // solver steps per scene step
  float courant = 0;    // √a: cells a wave crosses per solver step
  float damping = 0;    // per solver step (the solver's `damping` d), from the damping rate
  float speed = 0;      // m/s actually simulated (the panel's, or the limit)
};

// Every harbor parameter the panel and --set offer, the solver's adopted.
const ParamList<HarborParams>& harborParamList();
// The fastest wave speed kMaxSubsteps solver steps of a scene step of `dt`
// seconds can carry at the grid size and stencil of `params`.
double harborWaveSpeedLimit(const HarborParams& params, float dt);

// The harbor's settings: a value (copy, compare, reset by assignment), and
// the table that shows it to the panel and the CLI.
class HarborSettings {
 public:
  HarborParams params;
  ParamTable table() { return {harborParamList(), params}; }

  static constexpr float kBasinMetres = 50;
  // m (x, z): the simulated patch, the basin's size wherever it travels.
  static constexpr glm::vec2 kPatchExtent{kBasinMetres, kBasinMetres};
  static constexpr float kSeaLevel = 0;  // m: the water at rest, which mirrors what stands on it
  static constexpr float kTargetA = 0.45f;     // each solver step stays below this (limit 0.5)
  static constexpr int kMaxSubsteps = 8;       // solver steps per scene step, at most
  static constexpr float kNominalStep = 1.0f / 60.0f;  // s: the app's default rate, for limits
  static constexpr const char* kToolNames[] = {"splash", "crate", "push"};
  static constexpr const char* kWaterModelNames[] = {"deep_water", "wave_equation"};

  HarborWaveStep waveStep(float dt) const;
  // The wind sea the parameters ask for.
  WindSeaSettings windSea() const;
  // The sky at scene time `seconds`: its clouds drift in whole steps of
  // kCloudStepSeconds, so the sky is baked a few times a second, not every frame.
  SkySettings sky(double seconds) const;
  static constexpr double kCloudStepSeconds = 0.25;
  // The solver's per-step damping d for a rate γ (1/s) and a solver step of
  // `seconds`: d = 2·tanh(γ·Δt/2), so that the scheme's energy factor a step,
  // (1 − d/2)/(1 + d/2), is exactly e^(−γ·Δt) (≈ γ·Δt for small steps).
  static float dampingPerStep(float rate, float seconds);
};

}  // namespace tp
