// The bowl scene (seed 004 "Container Water 03: 2D Surface Sim"):
// the mass-spring water surface (src/sim/spring_surface) inside a glass
// fishbowl on a table, with fish (src/sim/boids) that push the surface from
// below, clicks that press it down, and toys that fall in and bob.
//
// Per fixed step: fish swim (boids), toys move on the water height read back
// a frame late (HeightProbes), the fish and toys write the solver's force
// texture (FishForcing), and the solver takes `substeps` steps of `dt`.
// Panel buttons and scripted actions go through command(); the toys read the
// heights of the step before, waiting for them if need be, so stepping is
// deterministic (comparisons and replays rely on it).
// Per frame: table, sand, fish, toys, sky, far glass; a copy of that frame
// for the water's refraction; the water; another copy for the near glass,
// which bends and tints the view into the water.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/plot_history.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/fish_renderer.hpp"
#include "render/orbit_camera.hpp"
#include "render/scene_copy.hpp"
#include "scenes/bowl/bowl_panel.hpp"
#include "scenes/bowl/bowl_params.hpp"
#include "scenes/bowl/bowl_presets.hpp"
#include "scenes/bowl/bowl_renderer.hpp"
#include "scenes/bowl/bowl_shape.hpp"
#include "scenes/bowl/fish_forcing.hpp"
#include "scenes/bowl/floating_toys.hpp"
#include "scenes/bowl/height_probes.hpp"
#include "scenes/bowl/surface_statistics.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/fish/fish_school.hpp"
#include "scenes/scene.hpp"
#include "shaders/common/optics.h"
#include "sim/spring_surface/spring_surface_gpu.hpp"
#include "sim/spring_surface/spring_surface_mask.hpp"

namespace tp {
namespace {

// A goldfish palette, spread over the school as (3i + i/5) mod 5 picks it: a
// cycle of 25, so neighbours in the flock's order rarely share a colour.
std::vector<glm::vec3> goldfishColours() {
  const glm::vec3 palette[] = {
      {1.0f, 0.32f, 0.03f},   // goldfish orange
      {0.95f, 0.12f, 0.03f},  // red
      {1.0f, 0.6f, 0.12f},    // yellow-orange
      {0.95f, 0.85f, 0.7f},   // pale
      {0.9f, 0.45f, 0.2f},    // salmon
  };
  std::vector<glm::vec3> cycle;
  for (size_t i = 0; i < 25; ++i) cycle.push_back(palette[(i * 3u + i / 5u) % std::size(palette)]);
  return cycle;
}

constexpr float kScareSeconds = 1.2f;  // how long fish flee from a splash
constexpr double kCalmStiffness = 5000;  // the calm preset's, at kPresetReferenceGrid cells

struct Scare {
  glm::vec3 point;
  float age = 0;
};

class BowlScene final : public Scene {
 public:
  void init(SceneServices& services) override {
    services_ = &services;
    const BowlParams& p = settings_.params;
    surface_ = std::make_unique<SpringSurfaceGpu>(services.shaders, p.spring.gridSize, p.spring);
    forcing_.init(services.shaders);
    probes_.init(services.shaders);
    renderer_.init(services.shaders, shape_);
    lighting_.init(services.shaders, {.sky = true, .caustics = true});
    // Software GL runs the caustics' image atomics one lane at a time: a
    // quarter of the points keeps the bowl near 30 frames/s there (BENCHMARKS.md).
    causticsPointsPerTexel_ = services.shaders.softwareRenderer() ? 1 : FloorCaustics::kPointsPerTexel;
    sandFloor_ = gl::Texture::create2D(GL_R32F, 1, 1);
    sandFloor_.upload(GL_RED, GL_FLOAT, &shape_.sandY);  // the mound's top: it rises only a few hundredths
    fishRenderer_.init(services.shaders);
    sky_.init(services.shaders);
    applyGridSize();
  }

  ParamTable params() override { return settings_.table(); }

  void reset() override {
    syncSolver();
    surface_->reset();
    const BowlParams& p = settings_.params;
    fish_.reset(p.fish, shape_.fishWater(p.fishLength));
    lastRandomSeed_ = p.fish.randomSeed;
    toys_.clear();
    scares_.clear();
    energy_.clear();
    stepsSinceMeasure_ = 0;
    latestEnergy_ = 0;
    time_ = 0;
  }

  void step(float dt) override {
    syncSolver();
    BowlParams& p = settings_.params;
    if (p.fish.randomSeed != lastRandomSeed_) {  // a new random seed is a new school
      fish_.reset(p.fish, shape_.fishWater(p.fishLength));
      lastRandomSeed_ = p.fish.randomSeed;
    }
    stepFish(dt);
    stepToys(dt);

    gl::GpuTimers& timers = services_->timers;
    timers.begin("fish force");
    const std::vector<ForceStamp> stamps = makeFishStamps(fish_.boids(), fishPush(), grid(), mask_);
    fishNearSurface_ = int(stamps.size()) / 2;
    forcing_.write(stamps, surface_->heightTexture(), p.sloshDamping);
    timers.end();

    timers.begin("springs");
    surface_->step(p.spring.substeps);
    timers.end();
    // One small readback a step: the level to keep, and the energy for the plot.
    const SpringEnergySums sums = surface_->energySums();
    keepWaterLevel(sums);
    latestEnergy_ = float(springEnergyFromSums(sums, surface_->params()).total());
    requestProbes();
    ++stepsSinceMeasure_;
    time_ += dt;
  }

  void render(const FrameContext& context) override {
    const RenderView& view = context.view;
    renderer_.setGrid(surface_->gridSize());
    if (stepsSinceMeasure_ > 0) {  // one point a drawn frame for the plot
      energy_.push(latestEnergy_);
      stepsSinceMeasure_ = 0;
    }
    const BowlParams& p = settings_.params;
    gl::GpuTimers& timers = context.timers;
    const std::vector<FishInstance> fish = fish_.instances(p.fishLength, p.fish.maxSpeed);
    LightingWish wish;
    // A fair day (a little cloud: the far sea round the table stays blue),
    // baked again only when the sun moves: the clouds stand still.
    wish.sky = SkySettings{.sunElevationDegrees = p.sunElevation, .sunAzimuthDegrees = p.sunAzimuth, .cloudCover = 0.12f};
    if (p.shadows) wish.shadow = shadowWish(sunDirectionFor(p.sunElevation, p.sunAzimuth), fish);
    // The sunlight the water focuses onto the sand (render/effects/floor_caustics.*),
    // over the surface's square; the glass it passed first is left out.
    const float r = shape_.surfaceRadius();
    wish.caustics = CausticsWish{{.heights = &surface_->heightTexture(), .centre = {shape_.centre.x, shape_.centre.z},
                                  .extent = {2.0f * r, 2.0f * r}, .seaLevel = shape_.waterLevel,
                                  .floorHeights = &sandFloor_, .floorExtent = {100.0f * r, 100.0f * r}},
                                 kCausticsMapSize, causticsPointsPerTexel_};
    const SkyLight& light = lighting_.update(timers, wish);
    const glm::vec3 sun = light.sunDirection;
    timers.begin("bowl opaque");
    renderer_.drawRoom(view, light, lighting_.caustics());
    fishRenderer_.draw(view, fish, fishLighting(sun));
    renderer_.drawToys(view, light, toys_.toys());
    sky_.draw(view, light, nullptr, context.computeTarget());
    renderer_.drawFarGlass(view, light);
    timers.end();
    timers.begin("bowl water");
    behindWater_.capture(view.width, view.height);
    renderer_.drawWater(view, light, surface_->heightTexture(), behindWater_, false);
    timers.end();
    timers.begin("bowl glass");
    behindGlass_.capture(view.width, view.height);
    renderer_.drawNearGlass(view, light, surface_->heightTexture(), behindWater_, behindGlass_);
    timers.end();
  }

  void drawPanel() override {
    const BowlPanelRequests requests = drawBowlPanel(
        {settings_, energy_, fishNearSurface_, int(toys_.toys().size()), shape_.surfaceRadius()});
    if (!requests.command.empty()) services_->post(*this, requests.command);
  }

  // "clear" (the toys), "still" (the water at rest), "water NAME" (a water
  // preset: spring values only), "tool splash|drop", "splash X Z" and
  // "drop X Z" (world units on the water surface).
  std::vector<SceneCommand> commands() override {
    BowlParams& p = settings_.params;
    std::vector<std::string> waters;
    for (const SpringPreset& preset : springPresets()) waters.push_back(preset.name);
    return {
        alwaysCommand("clear", [this](const CommandArgs&) { toys_.clear(); }),
        alwaysCommand("still", [this](const CommandArgs&) { surface_->reset(); }),
        alwaysCommand("water " + anyOf(waters), [&p](const CommandArgs& args) {
          const SpringPreset& preset = springPresets()[size_t(args.choices[0])];
          applySpringPreset(preset, p.spring);
          p.sloshDamping = preset.slosh;
        }),
        alwaysCommand("tool " + anyOf(BowlSettings::kToolNames),
                      [&p](const CommandArgs& args) { p.tool = BowlTool(args.choices[0]); }),
        {"splash N N", [this](const CommandArgs& args) { return splashOrDrop(args, true); }},
        {"drop N N", [this](const CommandArgs& args) { return splashOrDrop(args, false); }},
    };
  }

  std::string splashOrDrop(const CommandArgs& args, bool isSplash) {
    const BowlParams& p = settings_.params;
    const float x = args.numbers[0], z = args.numbers[1];
    if (std::hypot(x - shape_.centre.x, z - shape_.centre.z) > shape_.surfaceRadius()) {
      char message[96];  // (snprintf, not string '+': GCC 12 -O3 warns falsely on that, -Wrestrict)
      std::snprintf(message, sizeof message, "(%g, %g) is not on the water", double(x), double(z));
      return message;
    }
    if (isSplash) splash({x, shape_.waterLevel, z}, p.splashDepth, p.splashRadius);
    else toys_.drop({x, shape_.openingY + 0.25f, z}, p.dropRadius);
    return {};
  }

  std::vector<ScenePreset> presets() const override { return waterScenePresets(settings_.params.spring); }

  // Time, the fish, the toys, then the spring state (h, v per cell, row 0 first).
  std::vector<uint8_t> stateBytes() override {
    std::vector<uint8_t> bytes;
    auto append = [&](const void* data, size_t size) {
      const auto* first = static_cast<const uint8_t*>(data);
      bytes.insert(bytes.end(), first, first + size);
    };
    append(&time_, sizeof time_);
    for (const Boid& boid : fish_.boids()) append(&boid, sizeof boid);
    for (const FloatingToy& toy : toys_.toys()) append(&toy, sizeof toy);
    const std::vector<float> state = surface_->readState();
    append(state.data(), state.size() * sizeof(float));
    return bytes;
  }

  void pointer(const PointerEvent& event) override {
    const std::optional<glm::vec3> hit = shape_.hitWaterSurface(event.ray);
    if (!hit || event.type == PointerEvent::Type::Release) return;
    const BowlParams& p = settings_.params;
    if (p.tool == BowlTool::Drop) {  // from above the rim, over the point clicked
      if (event.type == PointerEvent::Type::Press)
        toys_.drop({hit->x, shape_.openingY + 0.25f, hit->z}, p.dropRadius);
      return;
    }
    if (event.type == PointerEvent::Type::Drag && glm::distance(*hit, lastPaint_) < 0.5f * p.splashRadius) return;
    // A drag paints a trail of gentler pokes.
    splash(*hit, event.type == PointerEvent::Type::Press ? p.splashDepth : 0.5f * p.splashDepth, p.splashRadius);
    lastPaint_ = *hit;
  }

  std::optional<glm::vec3> pick(const Ray& ray) override {
    if (auto water = shape_.hitWaterSurface(ray)) return water;
    glm::vec3 table;
    if (intersectHorizontalPlane(ray, 0.0f, table) && glm::length(glm::vec2(table.x, table.z)) < 2.6f) return table;
    return std::nullopt;
  }

  std::vector<SceneKey> keys() override {
    return {
        toolKeys(2, "the click's tool: splash, drop a toy", settings_.params.tool),
        {{Key::C}, "C", "clear the toys", [this](Key, bool down) { if (down) toys_.clear(); }},
    };
  }

  // Slightly above the bowl's rim, so the surface, the fish through the
  // glass and the table all show; not below the table top.
  CameraStart camera() const override {
    return {.target = {0, 0.72f, 0}, .distance = 4.4f, .yawDegrees = 28.0f, .pitchDegrees = 24.0f,
            .minPitchDegrees = 2.0f, .maxPitchDegrees = 88.0f};
  }

  double cellsPerStep() const override {  // the spring grid, every substep
    if (!surface_) return 0;
    const double n = surface_->gridSize();
    return n * n * settings_.params.spring.substeps;
  }

  std::string sidecarExtra() const override {
    // A full readback, but only when a screenshot is written.
    // Against the bowl's own disc (mask_), not the solver's current mask, so
    // a solver that lost its rim shows here.
    const SurfaceStatistics surface = measureSurface(surface_->readState(), mask_);
    const SpringPreset* preset = matchingSpringPreset(settings_.params.spring, settings_.params.sloshDamping);
    char text[1024];
    std::snprintf(text, sizeof text,
                  "grid_cells: %d\nfish: %d\nfish_near_surface: %d\ntoys: %d\nwater_preset: %s\n"
                  "energy: %.6g\nsurface_max_abs_height: %.6g\nsurface_mean_height: %.6g\n"
                  "outside_rim_max_abs: %.6g\nscene_time_s: %.4f\n"
                  "surface_highest: %.6g\nsurface_lowest: %.6g\nrim_height: %.6g\nfloor_height: %.6g\n"
                  "water_volume_added: %.6g\nbowl_water_volume: %.6g\n",
                  surface_->gridSize(), int(fish_.boids().size()), fishNearSurface_, int(toys_.toys().size()),
                  preset ? preset->name : "custom", double(latestEnergy_),
                  surface.largestHeight, surface.meanHeight, surface.outsideRim, time_, surface.highest,
                  surface.lowest, double(surface_->params().heightMax), double(surface_->params().heightMin),
                  surface.heightSum * double(grid().cellSize) * double(grid().cellSize), shape_.restingWaterVolume());
    std::string extra = text;
    for (const FloatingToy& toy : toys_.toys()) {
      std::snprintf(text, sizeof text, "toy_%u_x: %.4f\ntoy_%u_y: %.4f\ntoy_%u_z: %.4f\n", toy.id,
                    double(toy.position.x), toy.id, double(toy.position.y), toy.id, double(toy.position.z));
      extra += text;
    }
    return extra;
  }

 private:
  SurfaceGrid grid() const {
    const float r = shape_.surfaceRadius();
    return {{shape_.centre.x - r, shape_.centre.z - r}, 2.0f * r / float(surface_->gridSize()),
            surface_->gridSize()};
  }

  FishPush fishPush() const {
    const BowlParams& p = settings_.params;
    return {float(p.fishPush * fishPushScale()), p.fishReach, p.fishLength, shape_.waterLevel, p.fish.maxSpeed};
  }

  // fish_push is the push on the calm surface (stiffness 5000 on 128 cells);
  // on any other the push is scaled so a fish lifts the same bump. The
  // springs' static answer to a push is h ~ push·σ²/stiffness (σ the lobe's
  // width in cells), and a lobe of fixed world size is (N/128) times as many
  // cells wide on N cells: so the push goes with stiffness·(128/N)². Without
  // it a soft surface (waves slower than the fish) is pumped into a tower.
  double fishPushScale() const {
    const double cellsRatio = kPresetReferenceGrid / double(surface_->gridSize());
    return double(settings_.params.spring.stiffness) / kCalmStiffness * cellsRatio * cellsRatio;
  }

  // The glass clamps the surface (SpringSurfaceParams::heightMin/Max), and a
  // clamped cell loses water; the springs, the fish's balanced pushes and the
  // splashes add none. So the level the frame ends at should be the resting
  // one, Σh = Σv = 0: when the clamp moved it by more than a tenth of the
  // tolerance the tests hold it to (1e-4 of the bowl's water), the difference
  // goes back spread over every water cell, a frame late.
  void keepWaterLevel(const SpringEnergySums& sums) {
    const double cellArea = double(grid().cellSize) * double(grid().cellSize);
    const double allowed = 1e-5 * shape_.restingWaterVolume();   // units³
    const double frameSeconds = double(settings_.params.spring.dt) * double(settings_.params.spring.substeps);
    const double lost = sums.heightSum * cellArea, drifting = sums.velocitySum * cellArea * frameSeconds;
    if (!(std::abs(lost) > allowed || std::abs(drifting) > allowed)) return;
    surface_->shiftWater(float(-sums.heightSum / waterCells_), float(-sums.velocitySum / waterCells_));
  }

  // The sun's shadow map of the toys and fish, drawn along the sunlight's
  // path inside the water (bent at the surface by Snell's law, optics.h's index):
  // what they shade is the sand and the water round them, so their shadows
  // fall where the bent light puts them (a toy's part above the water is
  // a few hundredths of a unit from where the straight ray would put it).
  // The map covers the glass sphere.
  ShadowWish shadowWish(const glm::vec3& sun, const std::vector<FishInstance>& fish) {
    return {.centre = shape_.centre, .radius = shape_.outerRadius * 1.05f, .mapSize = kShadowMapSize,
            .lightTravel = glm::refract(-sun, glm::vec3(0, 1, 0), 1.0f / optics::kWaterIndex),
            .drawMoving = [this, sun, &fish](const RenderView& fromSun) {
              fishRenderer_.draw(fromSun, fish, fishLighting(sun));
              renderer_.drawToys(fromSun, lighting_.light(), toys_.toys());
            }};
  }

  static FishLighting fishLighting(const glm::vec3& sun) {
    FishLighting lighting;
    lighting.sunDirection = sun;
    return lighting;
  }

  // The panel's values reach the solver at every step (sliders act at once);
  // a new grid size resamples the surface and resizes what follows the grid.
  void syncSolver() {
    const BowlParams& p = settings_.params;
    SpringSurfaceParams& s = surface_->params();
    s.stiffness = p.spring.stiffness;
    s.damping = p.spring.damping;
    s.dt = p.spring.dt;
    s.substeps = p.spring.substeps;
    s.rim = true;
    // The glass holds the water: from the sand to the opening (the solver's
    // container range; heights are world units above the resting level).
    s.heightMin = shape_.sandY - shape_.waterLevel;
    s.heightMax = shape_.openingY - shape_.waterLevel;
    if (p.spring.gridSize != surface_->gridSize()) {
      surface_->resize(p.spring.gridSize);
      applyGridSize();
    }
  }

  void applyGridSize() {
    const int n = surface_->gridSize();
    forcing_.resize(n);
    surface_->setForceTexture(&forcing_.texture());
    mask_ = makeSpringWaterMask(n, true);
    waterCells_ = double(std::count(mask_.begin(), mask_.end(), uint8_t(1)));
    renderer_.setGrid(n);
  }

  void stepFish(float dt) {
    const BowlParams& p = settings_.params;
    std::vector<BoidStimulus> stimuli;
    for (Scare& scare : scares_) {
      scare.age += dt;
      stimuli.push_back({scare.point, 0.7f, -3.0f * std::max(0.0f, 1.0f - scare.age / kScareSeconds)});
    }
    std::erase_if(scares_, [](const Scare& s) { return s.age >= kScareSeconds; });
    for (const FloatingToy& toy : toys_.toys())
      if (toy.inWater) stimuli.push_back({toy.position, 0.8f, 0.6f});  // curious about floating things
    fish_.step(p.fish, shape_.fishWater(p.fishLength), dt, stimuli);
  }

  void stepToys(float dt) {
    // The heights the last step asked for (normally ready: a frame passed).
    // Waiting keeps the toys deterministic, whatever the GPU's pace.
    probes_.poll(true);
    const SurfaceGrid g = grid();
    toys_.step(dt, shape_, [&](uint32_t id) {
      WaterUnder water{shape_.waterLevel, {0, 0}};
      for (const ProbeSample& s : probes_.latest())
        if (s.tag == id) water = {shape_.waterLevel + s.height, s.slope / g.cellSize};
      return water;
    });
    for (const ToyImpact& impact : toys_.impacts()) {
      const float depth = std::min(0.02f * impact.speed, 0.12f);
      splash(impact.position, depth, 1.3f * impact.radius);
    }
  }

  void requestProbes() {
    std::vector<glm::vec2> points;
    std::vector<uint32_t> tags;
    for (const FloatingToy& toy : toys_.toys()) {
      points.push_back(grid().toCells(toy.position));
      tags.push_back(toy.id);
    }
    if (!points.empty()) probes_.request(surface_->heightTexture(), points, tags);
  }

  // Presses the water down by `depth` within `radius` (world units) and
  // raises a ring twice as wide by a quarter of it: two cones of equal
  // volume, so a click adds no water (the springs would keep it for ever).
  void splash(const glm::vec3& at, float depth, float radius) {
    const SurfaceGrid g = grid();
    const glm::vec2 cell = g.toCells(at);
    const float cells = std::max(radius / g.cellSize, 0.75f);
    surface_->splash(cell.x, cell.y, -depth, cells);
    surface_->splash(cell.x, cell.y, 0.25f * depth, 2.0f * cells);
    scares_.push_back({glm::vec3(at.x, shape_.waterLevel, at.z)});
  }

  BowlSettings settings_;
  BowlShape shape_;
  SceneServices* services_ = nullptr;
  std::unique_ptr<SpringSurfaceGpu> surface_;
  std::vector<uint8_t> mask_;
  FishForcing forcing_;
  HeightProbes probes_;
  FishSchool fish_{goldfishColours()};
  FloatingToys toys_;
  BowlRenderer renderer_;
  LightingRig lighting_;
  int causticsPointsPerTexel_ = FloorCaustics::kPointsPerTexel;
  gl::Texture sandFloor_;  // 1x1: the sand's height, for the caustics
  static constexpr int kCausticsMapSize = 256;
  static constexpr int kShadowMapSize = 512;  // 0.004 units a texel over the glass sphere: a fish is 10 wide
  FishRenderer fishRenderer_;
  SkyRenderer sky_;
  SceneCopy behindWater_, behindGlass_;
  PlotHistory<300> energy_;
  std::vector<Scare> scares_;
  glm::vec3 lastPaint_{0};
  int lastRandomSeed_ = 0;
  int stepsSinceMeasure_ = 0;
  float latestEnergy_ = 0;  // of the last step
  double waterCells_ = 1;   // mask_'s water cells, counted when the grid changes
  int fishNearSurface_ = 0;
  double time_ = 0;
};

}  // namespace

std::unique_ptr<Scene> createBowlScene() { return std::make_unique<BowlScene>(); }

}  // namespace tp
