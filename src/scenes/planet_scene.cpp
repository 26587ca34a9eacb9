// The planet scene (seed 000 "Sky Aquarium"): the icosphere wave
// solver (src/sim/sphere_wave) as a ball of water you can splash anywhere,
// with a school of fish inside it (src/sim/boids) and crates floating on it
// (src/sim/floating), in one of two looks: the
// seed's floating ball in a cloudy sky, or an ocean planet with a rocky core,
// an atmosphere and stars.
//
// Per fixed step: the crates move on the water read back a step ago, the
// splash pushes under way add their increments (a rise, then a fall as large:
// planet_splashes.hpp), the solver takes `substeps` steps, the fish swim
// (drawn towards a fresh splash for a moment, as in the seed), and the water
// under the crates' probes is asked for. The fish swim on the CPU
// (a FishSchool) or, for thousands, on the GPU (PlanetFishGpu): fish_solver,
// whose auto picks the GPU on a hardware GPU and the CPU on llvmpipe, where
// compute shaders run on the same few cores and the CPU flock's grid beats
// them. The GPU path is drawn from its own buffers; only the sidecar and a
// saved state read its boids back. Per frame: the surface normals from
// the displaced rings (a compute pass), the core, fish and crates, the
// backdrop, the water over a copy of all that, the atmosphere; a few times a
// second the volume and energy for the panel's plots.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/fish_renderer.hpp"
#include "render/lit_mesh.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/fish/fish_school.hpp"
#include "scenes/planet/planet_core_mesh.hpp"
#include "scenes/planet/planet_crates.hpp"
#include "scenes/planet/planet_fish_gpu.hpp"
#include "scenes/planet/planet_panel.hpp"
#include "scenes/planet/planet_params.hpp"
#include "scenes/planet/planet_ray.hpp"
#include "scenes/planet/planet_renderer.hpp"
#include "scenes/planet/planet_splashes.hpp"
#include "scenes/planet/sphere_height_probes.hpp"
#include "scenes/planet/sphere_locator.hpp"
#include "scenes/scene.hpp"
#include "shaders/scenes/planet/fish_look.h"
#include "shaders/scenes/planet/planet_layout.h"
#include "sim/largest_magnitude.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

namespace tp {
namespace {

// Bright toy colours, as the seed's school (linear RGB; the GPU school reads the same).
std::vector<glm::vec3> planetFishColours() {
  return {{PLANET_FISH_PINK}, {PLANET_FISH_GREEN}, {PLANET_FISH_BLUE}, {PLANET_FISH_YELLOW}, {PLANET_FISH_ORANGE}};
}

// Towards the sun, per look: high and to the right of the start camera in
// the sky; in space low, to the right and a little behind the planet (102°
// from the start camera's axis), so a day side, a night side and a soft
// terminator between them show.
const glm::vec3 kSkySun = glm::normalize(glm::vec3(0.5f, 0.8f, 0.45f));
const glm::vec3 kSpaceSun = glm::normalize(glm::vec3(0.68f, 0.27f, -0.68f));
constexpr float kWaterRadius = float(PLANET_WATER_RADIUS);
constexpr int kMeasureEveryFrames = 6;  // volume and energy plots at ~10 Hz

struct Lure {
  glm::vec3 point;
  float age = 0;  // s
};

class PlanetScene final : public Scene {
 public:
  void init(SceneServices& services) override {
    lighting_.init(services.shaders, {});
    services_ = &services;
    solver_ = std::make_unique<SphereWaveGpu>(services.shaders, settings_.params.level);
    renderer_.init(services.shaders);
    renderer_.setMesh(solver_->mesh());
    fishRenderer_.init(services.shaders);
    crateRenderer_.init(services.shaders);
    crateMesh_ = LitMesh::create(crateMeshData());
    probes_.init(services.shaders);
    locator_ = std::make_unique<SphereLocator>(solver_->mesh());
    softwareGl_ = services.shaders.softwareRenderer();
  }

  ParamTable params() override { return settings_.table(); }
  float lightRenderScale() const override { return 0.75f; }  // measured: BENCHMARKS.md, light quality
  // The sea floor's soft shadow lookups cost software GL too much of the
  // ocean look's frame (BENCHMARKS.md has the figures): raise it in the panel.
  std::vector<std::string> lightQuality() const override { return {"shadows=false"}; }

  void reset() override {
    syncSolver();
    solver_->reset();
    splashes_.clear();
    lures_.clear();
    crates_.clear();
    probes_.drop();
    fishOnGpu_ = wantsGpuFish();
    resetFish();
    lastRandomSeed_ = settings_.params.fish.randomSeed;
    volume_.clear();
    energy_.clear();
    heightSum_ = 0;
    time_ = 0;
  }

  void step(float dt) override {
    syncSolver();
    const PlanetParams& p = settings_.params;
    gl::GpuTimers& timers = services_->timers;
    stepCrates(dt);
    timers.begin("sphere waves");
    for (const SphereSplash& increment : splashes_.advance(time_, dt)) solver_->addSplash(increment);
    solver_->step(p.substeps);
    timers.end();
    timers.begin("planet fish");  // the GPU flock's passes; under --bench on llvmpipe (wall clock) either flock
    stepFish(dt);
    timers.end();
    // The water under the crates' probes, for the next step (read back a step late).
    if (!crates_.bodies().empty()) probes_.request(solver_->heightTexture(), crates_.probeVertices(*locator_));
    time_ += dt;
  }

  void render(const FrameContext& context) override {
    const RenderView& view = context.view;
    const PlanetParams& p = settings_.params;
    // The plots: what was asked for a frame ago, then (every few frames) a new request.
    if (const std::optional<SphereWaveMeasures> m = solver_->collectMeasure()) {
      volume_.push(float(m->volume));
      energy_.push(float(m->energy()));
      heightSum_ = m->heightSum;
    }
    if (framesSinceMeasure_++ % kMeasureEveryFrames == 0) solver_->requestMeasure();
    PlanetLighting lighting = this->lighting();
    gl::GpuTimers& timers = context.timers;
    timers.begin("planet normals");
    renderer_.updateNormals(*solver_, p.amplitude);
    timers.end();
    // No sky is baked: the backdrop is the planet's own (planet_look.glsl).
    LightingWish wish{.sunDirection = lighting.light.sunDirection};
    if (p.shadows)  // the sun's view of the ball: the fish and crates, depth only, drawn with no map to read
      wish.shadow = ShadowWish{.radius = kShadowRadius, .mapSize = kShadowMapSize,
                               .drawMoving = [&](const RenderView& fromSun) { drawFishAndCrates(fromSun, lighting); }};
    lighting.light = lighting_.update(timers, wish);
    timers.begin("planet opaque");
    if (p.look == PlanetLook::OceanPlanet) renderer_.drawCore(view, lighting);
    drawFishAndCrates(view, lighting);
    renderer_.drawBackdrop(view, lighting, context.computeTarget());
    timers.end();
    timers.begin("planet water");
    renderer_.drawWater(view, lighting);
    timers.end();
    if (p.look == PlanetLook::OceanPlanet) {
      timers.begin("planet air");  // the cloud deck, then the haze over it
      renderer_.drawClouds(view, lighting);
      renderer_.drawAtmosphere(view, lighting);
      timers.end();
    }
  }

  void drawPanel() override {
    const std::string command = drawPlanetPanel({settings_, volume_, energy_, heightSum_, solver_->vertexCount(),
                                                 fishCount(), fishOnGpu_, int(crates_.bodies().size()),
                                                 splashes_.pending()});
    if (!command.empty()) services_->post(*this, command);
  }

  void pointer(const PointerEvent& event) override {
    if (event.type == PointerEvent::Type::Release) return;
    const std::optional<glm::vec3> hit = hitPlanet(event.ray, kWaterRadius);
    if (!hit) return;
    const PlanetParams& p = settings_.params;
    if (p.tool == PlanetTool::Drop) {
      if (event.type == PointerEvent::Type::Press) crates_.drop(*hit, p.crateSize);
      return;
    }
    // A drag paints: a new splash each time the pointer has moved most of a radius.
    if (event.type == PointerEvent::Type::Drag && glm::distance(*hit, lastPaint_) < 0.6f * p.splashRadius) return;
    splash(*hit);
  }

  std::optional<glm::vec3> pick(const Ray& ray) override { return hitPlanet(ray, kWaterRadius); }

  std::vector<SceneKey> keys() override {
    return {
        toolKeys(2, "the click's tool: splash, drop a crate", settings_.params.tool),
        flipKey('L', "switch the look: sky aquarium / ocean planet", settings_.params.look),
    };
  }

  // "still" (flat water at rest), "clear" (the crates), "tool splash|drop",
  // "look sky_aquarium|ocean_planet", "splash X Y Z" and "drop X Y Z" (a
  // direction from the planet's centre).
  std::vector<SceneCommand> commands() override {
    PlanetParams& p = settings_.params;
    return {
        alwaysCommand("still", [this](const CommandArgs&) {
          solver_->reset();
          splashes_.clear();
        }),
        alwaysCommand("clear", [this](const CommandArgs&) {
          crates_.clear();
          probes_.drop();
        }),
        alwaysCommand("tool " + anyOf(PlanetSettings::kToolNames),
                      [&p](const CommandArgs& args) { p.tool = PlanetTool(args.choices[0]); }),
        alwaysCommand("look " + anyOf(PlanetSettings::kLookNames),
                      [&p](const CommandArgs& args) { p.look = PlanetLook(args.choices[0]); }),
        {"splash N N N", [this](const CommandArgs& args) { return splashOrDrop(args, true); }},
        {"drop N N N", [this](const CommandArgs& args) { return splashOrDrop(args, false); }},
    };
  }

  std::string splashOrDrop(const CommandArgs& args, bool isSplash) {
    // In double: a float's square overflows from 1.8e19 on, and a normalised inf is NaN.
    const glm::dvec3 direction(args.numbers[0], args.numbers[1], args.numbers[2]);
    if (!(glm::length(direction) > 1e-6))
      return std::string("a direction from the centre is needed, not (0, 0, 0); e.g. '") +
             (isSplash ? "splash" : "drop") + " 0 1 0'";
    const glm::vec3 up(glm::normalize(direction));
    if (isSplash) splash(up * kWaterRadius);
    else crates_.drop(up, settings_.params.crateSize);
    return {};
  }

  std::vector<ScenePreset> presets() const override {
    return {
        {"seed", "as the seed: level 3 (642 vertices), a = 0.3, no damping, 15 fish, glassy water; heights shown at half the "
                 "seed's scale (its displacement was the height itself)",
         {"level=3", "a=0.3", "damping=0", "substeps=1", "amplitude=0.5", "look=sky_aquarium", "fish_count=15",
          "wind_waves=0"}},
        {"ocean", "an ocean planet: deep water over a rocky core, drifting clouds, atmosphere, stars",
         {"look=ocean_planet", "amplitude=0.2", "fish_count=40", "clouds=0.45"}},
        {"fine", "level 7 (163,842 vertices), four steps a frame so waves still cross in seconds (wants a GPU)",
         {"level=7", "substeps=4", "amplitude=0.3"}},
        {"calm", "strong damping: every splash dies within a second or two",
         {"damping=0.03", "splash_strength=0.3"}},
    };
  }

  // Time, the fish, the crates' rigid bodies, then the solver's height and velocity per vertex.
  std::vector<uint8_t> stateBytes() override {
    std::vector<uint8_t> bytes;
    auto append = [&](const void* data, size_t size) {
      const auto* first = static_cast<const uint8_t*>(data);
      bytes.insert(bytes.end(), first, first + size);
    };
    append(&time_, sizeof time_);
    for (const Boid& boid : fishBoids()) append(&boid, sizeof boid);
    for (const FloatingBody& crate : crates_.bodies()) append(&crate.body, sizeof crate.body);
    const std::vector<float> height = solver_->readHeight(), velocity = solver_->readVelocity();
    append(height.data(), height.size() * sizeof(float));
    append(velocity.data(), velocity.size() * sizeof(float));
    return bytes;
  }

  // Orbiting the planet from a little above its equator, the whole pitch range
  // allowed: a ball has no underside to hide.
  CameraStart camera() const override {
    return {.target = {0, 0, 0}, .distance = 3.6f, .yawDegrees = 30.0f, .pitchDegrees = 10.0f,
            .minPitchDegrees = -89.0f, .maxPitchDegrees = 89.0f};
  }

  double cellsPerStep() const override {  // sphere vertices, every substep
    return solver_ ? double(solver_->vertexCount()) * settings_.params.substeps : 0.0;
  }

  std::string sidecarExtra() const override {
    const SphereWaveMeasures m = solver_->measure();
    const std::vector<float> height = solver_->readHeight();
    const float largest = largestMagnitude(height);  // NaN if any height is: a broken solver shows
    double fishOutside = 0;
    const ShellVolume volume = fishVolume();
    const std::vector<Boid> fish = fishBoids();  // the GPU path's, read back: the sidecar is rare
    for (const Boid& boid : fish) fishOutside += volume.depthInside(boid.position) < -1e-4f;
    char text[512];
    std::snprintf(text, sizeof text,
                  "level: %d\nvertices: %d\nlook: %s\nfish: %d\nfish_solver_running: %s\nfish_outside_water: %d\n"
                  "crates: %d\n"
                  "splash_pushes_pending: %d\nvolume: %.9g\nheight_sum: %.9g\nenergy: %.9g\nmax_abs_height: %.6g\n"
                  "scene_time_s: %.4f\n",
                  solver_->level(), solver_->vertexCount(), PlanetSettings::kLookNames[int(settings_.params.look)],
                  int(fish.size()), fishOnGpu_ ? "gpu" : "cpu", int(fishOutside), int(crates_.bodies().size()),
                  splashes_.pending(),
                  m.volume, m.heightSum, m.energy(), double(largest), time_);
    std::string extra = text;
    // Each crate's centre: its distance from the planet's centre (1 = the water at rest) and its speed.
    for (const FloatingBody& crate : crates_.bodies()) {
      std::snprintf(text, sizeof text, "crate_%u_radius: %.5f\ncrate_%u_speed: %.5f\n", crate.id,
                    double(glm::length(crate.body.position)), crate.id, double(glm::length(crate.body.velocity)));
      extra += text;
    }
    return extra;
  }

 private:
  // The panel's values reach the solver at every step; a new level resamples the waves.
  void syncSolver() {
    const PlanetParams& p = settings_.params;
    solver_->params() = p.wave;
    if (p.level != solver_->level()) {
      solver_->setLevel(p.level);
      renderer_.setMesh(solver_->mesh());
      locator_ = std::make_unique<SphereLocator>(solver_->mesh());
      probes_.drop();  // asked for at the old level's vertices
      crates_.forgetHints();
    }
  }


  // A splash pair where the ray met the water, and a lure for the fish.
  void splash(const glm::vec3& at) {
    const PlanetParams& p = settings_.params;
    splashes_.add(at, p.splashStrength, p.splashRadius, p.splashTime, p.splashPause, time_);
    lures_.push_back({glm::normalize(at) * (fishVolume().outer() - 0.05f)});
    lastPaint_ = at;
  }

  // The water the fish keep to: under the troughs of the waves (rings stand
  // about a third of a splash high or deep; a fresh splash's own pit, for a
  // moment, deeper), half a fish clear; in the ocean look, above the core's relief.
  ShellVolume fishVolume() const {
    const PlanetParams& p = settings_.params;
    const float crest = 0.3f * p.amplitude * std::max(p.splashStrength, 0.25f) + 0.5f * p.fishLength;
    const float outer = std::max(kWaterRadius - crest - 0.03f, 0.3f);
    if (p.look != PlanetLook::OceanPlanet) return ShellVolume(outer);
    return ShellVolume(outer, ShellFloor::PlanetCore, 0.4f * p.fishLength);
  }

  // The boids' parameters, with the wall margin no wider than a quarter of the shell.
  BoidParams fishParams() const {
    BoidParams fish = settings_.params.fish;
    const ShellVolume volume = fishVolume();
    const float room = volume.outer() - volume.bottom({0, 1, 0});  // typical depth of the water
    fish.wallMargin = std::min(fish.wallMargin, 0.3f * room);
    return fish;
  }

  // fish_solver's choice now: auto is the GPU unless GL is software.
  bool wantsGpuFish() const {
    const PlanetFishSolver solver = settings_.params.fishSolver;
    return solver == PlanetFishSolver::Gpu || (solver == PlanetFishSolver::Auto && !softwareGl_);
  }

  PlanetFishGpu& gpuFish() {  // built on first use: llvmpipe's auto never compiles its shaders
    if (!gpuFish_) gpuFish_ = std::make_unique<PlanetFishGpu>(services_->shaders);
    return *gpuFish_;
  }

  void resetFish() {
    if (fishOnGpu_) gpuFish().reset(fishParams(), fishVolume(), settings_.params.fishLength);
    else fish_.reset(fishParams(), fishVolume());
  }

  // A changed fish_solver carries the school over to the other flock.
  void followFishSolver() {
    const bool gpu = wantsGpuFish();
    if (gpu == fishOnGpu_) return;
    if (gpu) gpuFish().adopt(fish_.boids(), fishParams(), settings_.params.fishLength);
    else fish_.boids() = gpuFish_->boids();
    fishOnGpu_ = gpu;
  }

  int fishCount() const { return fishOnGpu_ ? gpuFish_->count() : int(fish_.boids().size()); }
  // The boids now; the GPU path's read back (waits for the GPU).
  std::vector<Boid> fishBoids() const { return fishOnGpu_ ? gpuFish_->boids() : fish_.boids(); }

  void stepFish(float dt) {
    const PlanetParams& p = settings_.params;
    followFishSolver();
    if (p.fish.randomSeed != lastRandomSeed_) {  // a new random seed is a new school
      resetFish();
      lastRandomSeed_ = p.fish.randomSeed;
    }
    std::vector<BoidStimulus> stimuli;
    for (Lure& lure : lures_) {
      lure.age += dt;
      const float strength = p.lure > 0 ? std::max(0.0f, 1.0f - lure.age / p.lure) : 0.0f;
      stimuli.push_back({lure.point, 2.5f * kWaterRadius, 2.5f * strength, true});
    }
    std::erase_if(lures_, [&](const Lure& lure) { return lure.age >= p.lure; });
    if (fishOnGpu_) gpuFish().step(fishParams(), fishVolume(), dt, stimuli, p.fishLength);
    else fish_.step(fishParams(), fishVolume(), dt, stimuli);
  }

  // The crates move on the water read back a step ago; meeting the water makes a small splash.
  void stepCrates(float dt) {
    const PlanetParams& p = settings_.params;
    const std::vector<float>& heights = probes_.collect();
    if (!heights.empty()) crates_.receiveHeights(heights, p.amplitude);
    crates_.step(dt, p.look == PlanetLook::OceanPlanet);
    for (const CrateImpact& impact : crates_.impacts()) {
      const float strength = std::min(0.25f * impact.speed, 0.5f) * p.splashStrength / 0.5f;
      splashes_.add(impact.position, strength, 1.5f * impact.size, p.splashTime, p.splashPause, time_);
    }
  }

  void drawFishAndCrates(const RenderView& view, const PlanetLighting& lighting) {
    const PlanetParams& p = settings_.params;
    if (fishOnGpu_)
      fishRenderer_.draw(view, gpuFish_->instances(), gpuFish_->count(), fishLighting(lighting));
    else
      fishRenderer_.draw(view, fish_.instances(p.fishLength, p.fish.maxSpeed), fishLighting(lighting));
    const glm::vec3 crateTint = lighting.look == PLANET_LOOK_OCEAN ? glm::vec3(0.6f) : glm::vec3(1);
    for (size_t i = 0; i < crates_.bodies().size(); ++i)
      crateRenderer_.draw(view, crateMesh_,
                          glm::scale(crates_.bodies()[i].body.modelMatrix(), glm::vec3(crates_.size(i))),
                          lighting.light, crateTint);
  }

  PlanetLighting lighting() const {
    PlanetLighting lighting;
    const bool ocean = settings_.params.look == PlanetLook::OceanPlanet;
    lighting.look = ocean ? PLANET_LOOK_OCEAN : PLANET_LOOK_SKY;
    lighting.light = SkyLight::gradientSky(ocean ? kSpaceSun : kSkySun);
    lighting.crestHeight = std::max(settings_.params.splashStrength, 0.1f);
    lighting.windWaves = settings_.params.windWaves;
    lighting.time = float(time_);
    lighting.cloudCover = settings_.params.clouds;
    lighting.cloudTurn = float(time_) * kCloudDriftRadiansPerSecond;
    return lighting;
  }

  static FishLighting fishLighting(const PlanetLighting& planet) {
    FishLighting lighting;
    lighting.sunDirection = planet.light.sunDirection;
    if (planet.look == PLANET_LOOK_OCEAN) {  // in space: no sky light, a little from the water
      lighting.skyAmbient = {0.08f, 0.12f, 0.18f};
      lighting.groundAmbient = {0.03f, 0.04f, 0.05f};
    }
    return lighting;
  }

  PlanetSettings settings_;
  SceneServices* services_ = nullptr;
  std::unique_ptr<SphereWaveGpu> solver_;
  PlanetRenderer renderer_;
  // The sun's shadow map over the ball and the crates floating on it (the
  // water's radius is 1): 0.0025 units a texel, 40 across a crate's face.
  LightingRig lighting_;  // the sun's shadow map (no sky is baked)
  static constexpr float kShadowRadius = 1.25f;
  // The deck's drift: a turn in about ten minutes, slow enough to read as weather.
  static constexpr float kCloudDriftRadiansPerSecond = 0.01f;
  static constexpr int kShadowMapSize = 1024;
  FishRenderer fishRenderer_;
  LitMeshRenderer crateRenderer_;
  LitMesh crateMesh_;
  PlanetCrates crates_;
  SphereHeightProbes probes_;
  std::unique_ptr<SphereLocator> locator_;  // over the solver's mesh: rebuilt with the level
  FishSchool fish_{planetFishColours()};                        // the CPU path
  std::unique_ptr<PlanetFishGpu> gpuFish_;  // the GPU path, built when first chosen
  bool fishOnGpu_ = false;                  // which path moves and draws the fish now
  bool softwareGl_ = false;                 // GL_RENDERER is llvmpipe: auto keeps the fish on the CPU
  SplashSchedule splashes_;
  std::vector<Lure> lures_;
  PlotHistory<kPlanetPlotLength> volume_, energy_;
  double heightSum_ = 0;  // Σ z with the latest volume sample: shown beside the plot
  glm::vec3 lastPaint_{0};
  int lastRandomSeed_ = 0;
  int framesSinceMeasure_ = 0;
  double time_ = 0;
};

}  // namespace

std::unique_ptr<Scene> createPlanetScene() { return std::make_unique<PlanetScene>(); }

}  // namespace tp
