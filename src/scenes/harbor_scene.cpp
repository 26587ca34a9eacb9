// The harbor scene (seeds 002/003 "Dynamic Water Demo"): water simulated
// over a 50 × 50 m patch that starts on the islands' basin and follows your
// tug out to the open sea (TravellingPatch), boats that float on it and
// make wakes, crates to drop, and clicks that splash. The default scene.
// The water is deep water (src/sim/deep_water: Kelvin wakes) or the seeds'
// wave equation (src/sim/grid_wave), one setting apart (harbor_waves.hpp).
//
// Per fixed step: the probe heights asked for two steps ago arrive
// (ProbeReader); the fleet steps (helm, autopilot, buoyancy, collisions);
// the patch follows your tug, moving the fields over it by whole cells;
// every hull's underwater part is rasterised into a mask and compared with
// the last step's, and the bow and stern waves go into the solver
// (WakeMask); crates that hit the water splash; the water steps (the wave
// equation as many solver steps as keep it stable at the wave speed, deep
// water one exact step); the foam follows; the probes' new heights are
// requested. Per frame: the wind sea is brought to the frame's time, the
// energy for the plot arrives a frame late, and HarborPicture
// (harbor/harbor_picture.*) draws the passes. Nothing reads a whole texture
// back except sidecars and dumps.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "core/log.hpp"
#include "gl/gpu_timer.hpp"
#include "gl/shader_library.hpp"
#include "render/orbit_camera.hpp"
#include "render/terrain_slopes.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/harbor/energy_readback.hpp"
#include "scenes/harbor/harbor_fleet.hpp"
#include "scenes/harbor/harbor_models.hpp"
#include "scenes/harbor/harbor_panel.hpp"
#include "scenes/harbor/harbor_picture.hpp"
#include "scenes/harbor/harbor_params.hpp"
#include "scenes/harbor/harbor_presets.hpp"
#include "scenes/harbor/harbor_sidecar.hpp"
#include "scenes/harbor/harbor_terrain.hpp"
#include "scenes/harbor/harbor_water.hpp"
#include "scenes/harbor/harbor_waves.hpp"
#include "scenes/harbor/hull_white_water.hpp"
#include "scenes/harbor/probe_reader.hpp"
#include "scenes/harbor/travelling_patch.hpp"
#include "scenes/harbor/wake_mask.hpp"
#include "scenes/scene.hpp"
#include "sim/foam/foam_field.hpp"
#include "shaders/sim/wind_sea/depth_share.h"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp {
namespace {

constexpr float kHalf = HarborSettings::kBasinMetres / 2;
constexpr glm::vec2 kExtent = HarborSettings::kPatchExtent;
constexpr float kSeaLevel = HarborSettings::kSeaLevel;

class HarborScene final : public Scene {
 public:
  void init(SceneServices& services) override {
    services_ = &services;
    loadTerrain();
    models_.init();
    problems_ = models_.problems();
    if (!terrainProblem_.empty()) problems_.insert(problems_.begin(), terrainProblem_);
    waves_ = makeHarborWaves(services.shaders, settings_.params);
    wake_.init(services.shaders);
    foam_.init(services.shaders);
    probes_.init(services.shaders);
    energyRead_.init();
    picture_.init(services.shaders);
    windSea_ = std::make_unique<WindSeaCascades>(services.shaders);
    applyGridSize();
    wave_ = settings_.waveStep(lastDt_);
  }

  ParamTable params() override { return settings_.table(); }

  void reset() override {
    syncGrid();
    waves_->reset();
    wake_.forget();
    foam_.clear();
    probes_.clear();
    energyRead_.clear();
    energy_.clear();
    fleet_.reset(settings_.params);
    if (patch_.centre() != glm::vec2(0.0f)) {  // back on the basin
      patch_.reset(waves_->size(), HarborSettings::kBasinMetres / float(waves_->size()));
      waves_->setLandMask(landHere(waves_->size()));
    }
    helm_ = {};
    steps_ = 0;
    time_ = 0;
  }

  void step(float dt) override {
    HarborParams& p = settings_.params;
    lastDt_ = dt;
    syncGrid();
    gl::GpuTimers& timers = services_->timers;
    probes_.advance();  // the heights asked for two steps ago
    fleet_.step(dt, p, helm_, HarborWater(terrain_, probes_));
    followTug();

    timers.begin("wakes");
    wake_.begin();
    // The mask lies over the patch: hulls placed relative to its centre.
    const glm::mat4 toPatch = glm::translate(glm::mat4(1.0f), -glm::vec3(patch_.centre().x, 0, patch_.centre().y));
    for (size_t i = 0; i < fleet_.bodies().size(); ++i) {
      const FloatingBody& body = fleet_.bodies()[i];
      const FleetMember& member = fleet_.members()[i];
      wake_.addHull(models_.mesh(member.kind, member.livery), toPatch * body.body.modelMatrix(),
                    HarborFleet::horizontalSpeed(body));
    }
    if (wake_.end(p.wakeAmplitude))
      waves_->addDisplacement(wake_.delta(), wake_.deltaSupport(waves_->size()));
    timers.end();
    for (const WaterImpact& impact : fleet_.impacts())
      splash(impact.position, std::min(0.06f * impact.speed, 0.6f), 0.9f);
    for (const WhiteWaterStamp& white : hullWhiteWater(fleet_))
      foam_.stamp(patch_.uvOf(white.centre), white.radius / kExtent.x, white.cover, white.churn);

    timers.begin("waves");
    wave_ = settings_.waveStep(dt);
    p.solver.a = wave_.a;
    p.solver.damping = wave_.damping;  // per solver step, for its own duration
    waves_->step(p, wave_, dt);
    timers.end();
    timers.begin("foam");
    FoamSettings foam;
    foam.lifetime = p.foamSeconds;
    foam.churnLifetime = p.slickSeconds;
    // The surf the panel sets makes the simulated waves' breaking as white
    // as the wind sea's: full cover in a fifth of a second where all break.
    foam.breakingRate = 5.0f * p.shoreSurf;
    // Deep water's short crests whiten only near breaking (a crest breaks at
    // a slope of about 1 in 2.3), so a wake's crests stay clear beyond the
    // bow wave; the wave equation's long gentle waves whiten from the defaults.
    if (waves_->model() == HarborWaterModel::DeepWater) {
      foam.slopeStart = 0.3f;
      foam.slopeFull = 0.5f;
    }
    // The wind sea's slopes, added to the simulated waves', break a wake's crests sooner.
    if (windSea_->active()) foam.windSlopeDeviation = float(std::sqrt(0.5 * windSea_->divergenceVariance()));
    const FoamShore shore{.floor = terrainTexture_ ? &terrainTexture_ : nullptr, .floorExtent = terrain_.extent,
                          .gridCentre = patch_.centre(), .gridExtent = patch_.extent()};
    foam_.step(waves_->heightTexture(), HarborSettings::kBasinMetres / float(waves_->size()), dt, foam, shore);
    timers.end();
    // The wind sea as it stands after this step: the probes read it, and the
    // frame draws it (render() finds it up to date).
    timers.begin("wind sea");
    windSea_->update(settings_.windSea(), p.windSeaSize, time_ + dt);
    timers.end();
    requestProbes();
    ++steps_;
    time_ += dt;
  }

  void render(const FrameContext& context) override {
    syncGrid();
    if (const std::optional<float> energy = energyRead_.poll()) energy_.push(*energy);
    if (energyRead_.canRequest()) {
      waves_->computeEnergy();
      energyRead_.request(waves_->energyBuffer());
    }
    gl::GpuTimers& timers = context.timers;
    // Nothing to do after a step; a parameter changed while paused draws the sea anew.
    timers.begin("wind sea");
    windSea_->update(settings_.windSea(), settings_.params.windSeaSize, time_);
    timers.end();
    picture_.render(context,
                    {.settings = settings_, .time = time_, .patchCentre = patch_.centre(),
                     .heights = waves_->heightTexture(), .floor = terrainTexture_, .floorSlopes = terrainSlopes_,
                     .floorExtent = terrain_.extent,
                     .calmMask = wake_.coverage(), .foam = foam_.cover(), .windSea = *windSea_, .fleet = fleet_,
                     .models = models_});
  }

  // A click that found no water: on the open sea beyond the simulated
  // patch, say why nothing happens there.
  void explainMiss(const Ray& ray) const {
    glm::vec3 sea;
    if (!services_ || !services_->hint || !intersectHorizontalPlane(ray, 0.0f, sea)) return;
    services_->hint("that is the open sea beyond the simulated water: the waves are simulated over 50 m round "
                    "your tug; click nearer to it");
  }

  void drawPanel() override {
    const FloatingBody& player = fleet_.bodies().front();
    const std::string command =
        drawHarborPanel({settings_, wave_, energy_, int(fleet_.boatCount()), int(fleet_.crateCount()),
                         HarborFleet::horizontalSpeed(player), helm_.cruiseSpeed, boatTopSpeed(settings_.params),
                         waves_->model(), waves_->size(), problems_,
                         windSea_->active() ? windSea_->significantHeight() : 0.0});
    if (!command.empty()) services_->post(*this, command);
  }

  // "clear" (crates), "still" (water at rest), "tool splash|crate|push",
  // "splash X Z", "drop X Z" (metres), "push N" (boat N, 0 = yours),
  // "cruise V" (your tug holds V m/s; 0: the throttle is the keys' alone).
  std::vector<SceneCommand> commands() override {
    HarborParams& p = settings_.params;
    return {
        alwaysCommand("clear", [this](const CommandArgs&) { fleet_.removeCrates(); }),
        alwaysCommand("still", [this](const CommandArgs&) {
          waves_->reset();
          wake_.forget();
          foam_.clear();
        }),
        alwaysCommand("tool " + anyOf(HarborSettings::kToolNames),
                      [&p](const CommandArgs& args) { p.tool = HarborTool(args.choices[0]); }),
        {"splash N N", [this](const CommandArgs& args) { return splashOrDrop(args, true); }},
        {"drop N N", [this](const CommandArgs& args) { return splashOrDrop(args, false); }},
        {"cruise N",
         [this, &p](const CommandArgs& args) {
           const float speed = args.numbers[0], top = boatTopSpeed(p);
           constexpr float kRounding = 0.01f;  // the panel's slider writes two decimals
           if (speed > top + kRounding || speed < -0.5f * top - kRounding) {
             char message[128];
             std::snprintf(message, sizeof message,
                           "cruise %g m/s is beyond your tug: it makes %.2g ahead and %.2g astern at most", double(speed),
                           double(top), double(0.5f * top));
             return std::string(message);
           }
           helm_.cruiseSpeed = std::clamp(speed, -0.5f * top, top);
           return std::string();
         }},
        {"push I",
         [this, &p](const CommandArgs& args) {
           const float boat = args.numbers[0];
           if (boat >= float(fleet_.boatCount()))
             return "no such boat: the harbor has " + std::to_string(fleet_.boatCount()) + " (0 is yours)";
           fleet_.push(size_t(boat), p.pushForce, lastDt_);
           return std::string();
         }},
    };
  }

  std::string splashOrDrop(const CommandArgs& args, bool isSplash) {
    const HarborParams& p = settings_.params;
    const float x = args.numbers[0], z = args.numbers[1];
    if (!patch_.contains({x, z})) {
      char message[160];  // (snprintf, not string '+': GCC 12 -O3 warns falsely on that, -Wrestrict; as the bowl)
      const glm::vec2 centre = patch_.centre();
      std::snprintf(message, sizeof message,
                    "(%g, %g) is outside the simulated water: it covers %g m either side of (%g, %g) now", double(x),
                    double(z), double(kHalf), double(centre.x), double(centre.y));
      return message;
    }
    if (isSplash) splash({x, 0, z}, p.splashDepth, p.splashRadius);
    else fleet_.dropCrate({x, 0, z}, p);
    return {};
  }

  void pointer(const PointerEvent& event) override {
    if (event.type == PointerEvent::Type::Release) return;
    const std::optional<glm::vec3> hit = pick(event.ray);
    const HarborParams& p = settings_.params;
    const bool press = event.type == PointerEvent::Type::Press;
    if (press && !hit && p.tool != HarborTool::Push) explainMiss(event.ray);
    if (p.tool == HarborTool::Crate) {
      if (press && hit) fleet_.dropCrate(*hit, p);
    } else if (p.tool == HarborTool::Push) {
      if (press)
        if (const std::optional<size_t> boat = fleet_.pickBoat(event.ray, hit, 4.0f)) fleet_.push(*boat, p.pushForce, lastDt_);
    } else if (hit) {
      // A drag paints a trail of gentler splashes, one per radius moved.
      if (!press && glm::distance(*hit, lastPaint_) < p.splashRadius) return;
      splash(*hit, press ? p.splashDepth : 0.5f * p.splashDepth, p.splashRadius);
      lastPaint_ = *hit;
    }
  }

  std::optional<glm::vec3> pick(const Ray& ray) override {
    glm::vec3 hit;
    if (!intersectHorizontalPlane(ray, 0.0f, hit) || !patch_.contains({hit.x, hit.z})) return std::nullopt;
    return hit;
  }

  std::vector<SceneKey> keys() override {
    return {
        {{Key::W, Key::Up}, "W / Up", "your tug: throttle ahead (held)", [this](Key, bool down) { helm_.ahead = down; }},
        {{Key::S, Key::Down}, "S / Down", "your tug: astern (held)", [this](Key, bool down) { helm_.astern = down; }},
        {{Key::A, Key::Left}, "A / Left", "your tug: rudder to port (held)",
         [this](Key, bool down) { helm_.left = down; }},
        {{Key::D, Key::Right}, "D / Right", "your tug: rudder to starboard (held)",
         [this](Key, bool down) { helm_.right = down; }},
        toolKeys(3, "the click's tool: splash, drop a crate, push a boat", settings_.params.tool),
        {{Key::C}, "C", "clear the crates", [this](Key, bool down) { if (down) fleet_.removeCrates(); }},
        {{Key::F}, "F", "the camera follows your tug (on / off)",
         [this](Key, bool down) { if (down) settings_.params.followCamera = !settings_.params.followCamera; }},
        {{Key::U}, "U", "the camera dives under the water / comes back up",
         [this](Key, bool down) { diveAsked_ = diveAsked_ || down; }},
    };
  }

  // The dive key's jump; and under the water the eye is kept out of the sea floor.
  std::optional<CameraPose> cameraJump(const CameraPose& now) override {
    std::optional<CameraPose> jump;
    if (diveAsked_) jump = diveOrSurface(now, HarborSettings::kSeaLevel);
    diveAsked_ = false;
    const CameraPose pose = jump.value_or(now);
    if (eyeOf(pose).y >= HarborSettings::kSeaLevel) return jump;
    constexpr float kFloorClearance = 0.4f;  // m: the near plane stays clear of the sand
    const auto floorAt = [this](float x, float z) { return terrain_.heightAt(x, z); };
    if (std::optional<CameraPose> kept = keptAboveFloor(pose, floorAt, kFloorClearance)) return kept;
    return jump;
  }

  std::vector<ScenePreset> presets() const override { return harborPresets(); }

  std::optional<glm::vec3> followPoint() const override {
    if (!settings_.params.followCamera) return std::nullopt;
    const glm::vec3 tug = fleet_.bodies().front().body.position;
    return glm::vec3(tug.x, 0.0f, tug.z);  // on the water: the tug's heave and pitch do not shake the view
  }

  // Dragged down through the horizon the camera goes under the water
  // (the target stays on the surface), as far as looking up at 60 degrees.
  static constexpr float kLowestPitchDegrees = -60.0f;
  // From the south, high enough to see the whole basin and the islands beyond.
  CameraStart camera() const override {
    return {.target = {0, 0, 1.5f}, .distance = 46.0f, .yawDegrees = 20.0f, .pitchDegrees = 36.0f,
            .minPitchDegrees = kLowestPitchDegrees, .maxPitchDegrees = 89.0f};
  }

  std::vector<uint8_t> stateBytes() override {
    std::vector<uint8_t> bytes;
    auto append = [&](const void* data, size_t size) {
      const auto* first = static_cast<const uint8_t*>(data);
      bytes.insert(bytes.end(), first, first + size);
    };
    append(&time_, sizeof time_);
    const glm::vec2 centre = patch_.centre();
    append(&centre, sizeof centre);
    for (const FloatingBody& b : fleet_.bodies()) {
      append(&b.body.position, sizeof b.body.position);
      append(&b.body.orientation, sizeof b.body.orientation);
      append(&b.body.velocity, sizeof b.body.velocity);
      append(&b.body.angularVelocity, sizeof b.body.angularVelocity);
    }
    const std::vector<float> state = waves_->readState();
    append(state.data(), state.size() * sizeof(float));
    return bytes;
  }

  // Software GL: the water shaded per vertex. llvmpipe runs vertex shaders on
  // one thread, so the water and terrain passes cost about their vertex
  // counts; these meshes are the largest that keep a 1280x720 frame near 30
  // frames/s there (BENCHMARKS.md has the measurements).
  float lightRenderScale() const override { return 1.0f; }  // measured: BENCHMARKS.md, light quality
  std::vector<std::string> lightQuality() const override {
    return {"grid_size=128", "water_mesh=96", "per_pixel_water=false", "terrain_mesh=64", "wind_sea_size=64",
            "sky_size=128", "reflections=false", "shadows=false", "caustics=false"};
  }

  double cellsPerStep() const override {
    if (!waves_) return double(settings_.params.gridSize) * settings_.params.gridSize * wave_.substeps;
    const double n = waves_->size();
    return n * n * waves_->solverStepsPerStep(wave_);
  }

  // The sidecar's harbor lines (harbor/harbor_sidecar.hpp): a full readback,
  // only when a screenshot is written.
  std::string sidecarExtra() const override {
    return harborSidecar({settings_.params, *waves_, wave_, fleet_, *windSea_,
                          energy_.empty() ? 0.0f : energy_.latest(), problems_.size(), time_, patch_.centre()});
  }

 private:
  void loadTerrain() {
    terrainProblem_ = loadHarborTerrain(findAsset("harbor/islands.png"), kExtent, terrain_);
    if (!terrainProblem_.empty()) {
      terrainProblem_ += "; run scripts/make_assets.py to make it again (open water, no islands)";
      log::warn("harbor: %s", terrainProblem_.c_str());
      terrain_ = flatSeabed(4.0f, kExtent);
    }
    terrainTexture_ = gl::Texture::create2D(GL_R32F, terrain_.size, terrain_.size);
    terrainTexture_.setLabel(GL_TEXTURE, "harbor terrain heights");
    terrainTexture_.upload(GL_RED, GL_FLOAT, terrain_.heights.data());
    terrainSlopes_ = terrainSlopesTexture(terrain_.heights, terrain_.size, terrain_.extent);
    terrainSlopes_.setLabel(GL_TEXTURE, "harbor terrain slopes");
  }

  // A new water model starts from still water; a new grid size (quality)
  // resamples the waves. Either rebuilds what follows the grid.
  void syncGrid() {
    const HarborParams& p = settings_.params;
    if (p.waterModel != waves_->model()) {
      waves_ = makeHarborWaves(services_->shaders, settings_.params);
      wake_.forget();
      energyRead_.clear();
      energy_.clear();
      applyGridSize();
      return;
    }
    const int n = harborGridFor(p.waterModel, p.gridSize);
    if (n == waves_->size()) return;
    waves_->resize(n);
    applyGridSize();
  }

  void applyGridSize() {
    const int n = waves_->size();
    patch_.resize(n, HarborSettings::kBasinMetres / float(n));
    waves_->setLandMask(landHere(n));  // from the terrain itself, not the old mask resampled
    wake_.resize(WakeMask::maskCellsFor(n), kExtent);
    probes_.clear();
  }

  // The islands under the patch where it lies now; none out at sea (the
  // wave equation then steps without a land texture).
  std::vector<uint8_t> landHere(int n) const {
    std::vector<uint8_t> land = terrain_.landMask(n, patch_.centre());
    if (std::find(land.begin(), land.end(), uint8_t(1)) == land.end()) land.clear();
    return land;
  }

  // The patch follows your tug (travelling_patch.hpp): when it moves, every
  // field over it moves the other way by the same whole cells, and the land
  // is found anew where it now lies. The wake mask's cells are a whole
  // number of the solver's, and the patch moves by that many at a time.
  void followTug() {
    const int n = waves_->size();
    const int stride = std::max(n / std::max(wake_.cells(), 1), 1);
    const RigidBody& tug = fleet_.bodies().front().body;
    const glm::ivec2 move = patch_.follow({tug.position.x, tug.position.z}, {tug.velocity.x, tug.velocity.z}, stride);
    if (move == glm::ivec2(0)) return;
    waves_->shiftContents(-move);
    foam_.shiftContents(-move);
    wake_.shiftContents(-move / stride);
    waves_->setLandMask(landHere(n));
  }

  // Presses the water down by `depth` m within `radius` m (the model shapes
  // the pit: HarborWaves::splash); white water where it landed, the heavier
  // the deeper the press, broken at its rim (foam_pattern.h) and no wider
  // than the press, so the rings that leave it are seen, not covered.
  static constexpr float kSplashWhiteReach = 2.0f;  // radii
  static constexpr float kSplashWhiteCover = 0.8f;  // at 0.3 m or more
  void splash(const glm::vec3& at, float depth, float radius) {
    const float n = float(waves_->size());
    const glm::vec2 uv = patch_.uvOf({at.x, at.z});
    const float cx = uv.x * n, cy = uv.y * n;
    const float cells = std::max(radius / kExtent.x * n, 1.0f);
    waves_->splash(cx, cy, depth, cells);
    foam_.stamp(glm::vec2(cx, cy) / n, kSplashWhiteReach * cells / n, kSplashWhiteCover * std::min(depth / 0.3f, 1.0f));
  }

  void requestProbes() {
    std::vector<glm::vec2> uvs, points;
    std::vector<uint64_t> keys;
    std::vector<float> seaShare;
    const float seaHeight = windSea_->active() ? float(windSea_->significantHeight()) : 0.0f;
    const float seaPeak = windSea_->active() ? float(windSea_->peakOmega()) : 0.0f;
    for (const FloatingBody& b : fleet_.bodies())
      for (size_t k = 0; k < b.probes.size(); ++k) {
        const glm::vec3 at = b.body.toWorld(b.probes[k]);
        // Beyond the patch the texture's edge is sampled: calm there (the
        // sponge and the absorbing rim take the waves out before it).
        uvs.push_back(patch_.uvOf({at.x, at.z}));
        points.push_back(glm::vec2(at.x, at.z));
        keys.push_back(ProbeReader::key(b.id, int(k)));
        // As much of the sea as the water drawn there carries (depth_share.h).
        const float depth = kSeaLevel - terrain_.heightAt(at.x, at.z);
        seaShare.push_back(
            wind_sea::windSeaDepthShareFor(depth, seaHeight, wind_sea::windSeaShoalingFor(depth, seaPeak)));
      }
    probes_.request(waves_->heightTexture(), uvs, keys, {windSea_.get(), points, seaShare});
  }

  HarborSettings settings_;
  SceneServices* services_ = nullptr;
  HarborTerrain terrain_;
  std::string terrainProblem_;
  std::vector<std::string> problems_;
  gl::Texture terrainTexture_;
  gl::Texture terrainSlopes_;  // its slopes, for the terrain's shading (render/terrain_slopes.hpp)
  std::unique_ptr<HarborWaves> waves_;
  HarborFleet fleet_;
  HarborModels models_;
  WakeMask wake_;
  FoamField foam_;
  ProbeReader probes_;
  EnergyReadback energyRead_;
  PlotHistory<300> energy_;
  HarborPicture picture_;
  std::unique_ptr<WindSeaCascades> windSea_;
  HarborWaveStep wave_;
  TravellingPatch patch_;
  HelmKeys helm_;
  bool diveAsked_ = false;  // the dive key was pressed: the camera jumps on the next frame
  glm::vec3 lastPaint_{0};
  float lastDt_ = HarborSettings::kNominalStep;
  uint64_t steps_ = 0;
  double time_ = 0;
};

}  // namespace

std::unique_ptr<Scene> createHarborScene() { return std::make_unique<HarborScene>(); }

}  // namespace tp
