// The harbor scene's CPU parts (src/scenes/harbor, src/render/obj_model):
// the wave speed → solver step mapping (the seed's a ≈ 0.31 at 512², stable
// at every quality) and the damping rate → per-step damping (the same decay a
// simulated second at every quality), the terrain and model loaders with their
// messages for missing or corrupt files and the fallbacks, the cruisers'
// routes in open water, and the fleet on still water: boats and crates float where their
// mass and buoyancy put them, the helm and the push tool act as stated.
#include <gtest/gtest.h>

#include <stb_image_write.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "render/obj_model.hpp"
#include "scenes/harbor/harbor_fleet.hpp"
#include "scenes/harbor/harbor_models.hpp"
#include "scenes/harbor/harbor_params.hpp"
#include "scenes/harbor/harbor_terrain.hpp"
#include "scenes/harbor/hull_white_water.hpp"
#include "scenes/scene.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"

using namespace tp;

namespace {

constexpr float kDt = 1.0f / 60.0f;
constexpr float kG = 9.81f;

// Still water at y = 0, the basin floor far down.
class StillWater : public FloatingEnvironment {
 public:
  float probeDepth(const ProbeRef& p) const override { return -p.position.y; }
};

std::filesystem::path scratch(const std::string& name) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "tidepool-harbor-test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

void writeText(const std::filesystem::path& path, const std::string& text) { std::ofstream(path) << text; }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Runs the fleet on still water with no helm for `steps` steps.
void sail(HarborFleet& fleet, const HarborParams& p, int steps, HelmKeys helm = {}) {
  StillWater water;
  for (int i = 0; i < steps; ++i) fleet.step(kDt, p, helm, water);
}

// Your tug alone on still water, settled for a second: the helm tests' start.
HarborParams tugAloneParams() {
  HarborParams p;
  p.cruisers = 0;
  p.crates = 0;
  return p;
}

}  // namespace

TEST(HarborWaveStep, TheSeedsWaveSpeedGivesItsCoefficientAndStaysStable) {
  HarborSettings settings;
  settings.params.gridSize = 512;
  HarborWaveStep step = settings.waveStep(kDt);
  EXPECT_EQ(step.substeps, 1);
  EXPECT_NEAR(step.a, 0.31f, 0.005f) << "seed: wave speed 0.065 basin widths/s gives a ≈ 0.31 at 512²";
  for (int grid : {128, 256, 512, 1024, 2048}) {
    settings.params.gridSize = grid;
    step = settings.waveStep(kDt);
    EXPECT_LE(step.a, HarborSettings::kTargetA) << grid;
    EXPECT_FLOAT_EQ(step.speed, 3.25f) << "the quality never changes the speed of the waves";
    // Cells a wave crosses per scene step, over the cell size, is the speed.
    EXPECT_NEAR(step.courant * float(step.substeps) * 50.0f / float(grid) / kDt, 3.25f, 1e-3f) << grid;
  }
  EXPECT_EQ(settings.waveStep(kDt).substeps, 4) << "2048² needs four solver steps per step";
}

TEST(HarborWaveStep, DampingIsARateSoEachSolverStepDampsByItsOwnDuration) {
  HarborSettings settings;
  settings.params.dampingRate = 1.0f;  // 1/s: energy to e^(-1) a second
  float oneSubstep = 0;
  for (int grid : {128, 256, 512, 1024, 2048}) {
    settings.params.gridSize = grid;
    const HarborWaveStep step = settings.waveStep(kDt);
    // The scheme's energy factor a solver step is (1 − d/2)/(1 + d/2); over the
    // solver steps of one second it must be e^(−rate), however many there are.
    const double factor = (1 - 0.5 * double(step.damping)) / (1 + 0.5 * double(step.damping));
    EXPECT_NEAR(std::pow(factor, 60.0 * step.substeps), std::exp(-1.0), 1e-5) << grid;
    if (step.substeps == 1) oneSubstep = step.damping;
    else EXPECT_NEAR(step.damping * float(step.substeps), oneSubstep, 1e-6f) << grid << ": d ∝ the solver step's duration";
  }
  EXPECT_NEAR(oneSubstep, 1.0f / 60.0f, 1e-6f) << "d ≈ rate·Δt for small steps";
  settings.params.dampingRate = 0;
  EXPECT_EQ(settings.waveStep(kDt).damping, 0.0f) << "0 is the seed's equation";
}

// The same raised patch of water (3 m across, at rest) on the CPU twin at 256²
// (one solver step a scene step) and 1024² (two): after one simulated second
// each keeps e^(−rate) of its discrete energy. Tolerance 2%: the measured
// energy is the undamped one, which wobbles by up to about d (1.7% a step at
// 256²) around the true decay; seen: 36.5% and 36.8% against e^(−1) = 36.8%.
// (Damping a fixed amount a solver step, 1024² would keep e^(−2) = 14%.)
TEST(HarborWaveStep, WavesLoseTheSameShareOfEnergyInASecondAtEveryQuality) {
  HarborSettings settings;
  HarborParams& p = settings.params;
  p.dampingRate = 1.0f;
  p.solver.boundary = int(GridWaveBoundary::Reflect);  // only the damping drains it
  double kept[2] = {};
  int substeps[2] = {};
  for (int i = 0; i < 2; ++i) {
    p.gridSize = i == 0 ? 256 : 1024;
    const HarborWaveStep step = settings.waveStep(kDt);
    p.solver.a = step.a;
    p.solver.damping = step.damping;
    substeps[i] = step.substeps;
    GridWaveCpu solver(p.solver, p.gridSize);
    const float cells = float(p.gridSize) / HarborSettings::kBasinMetres;  // per metre
    solver.addSplash(0.5f * float(p.gridSize), 0.5f * float(p.gridSize), 0.3f, 1.5f * cells);
    auto energy = [&] { return gridWaveEnergy(p.solver, p.gridSize, solver.height(), solver.previousHeight()).total(); };
    solver.step(1);  // from rest: the first step turns height into motion
    const double start = energy();
    solver.step(60 * step.substeps);
    kept[i] = energy() / start;
  }
  EXPECT_EQ(substeps[0], 1);
  EXPECT_EQ(substeps[1], 2);
  EXPECT_NEAR(kept[0], std::exp(-1.0), 0.02 * std::exp(-1.0)) << "256² keeps " << kept[0];
  EXPECT_NEAR(kept[1], kept[0], 0.02 * kept[0]) << "1024² keeps " << kept[1] << ", 256² " << kept[0];
}

TEST(HarborWaveStep, ThePanelRefusesWaveSpeedsNoSubstepCountCanCarry) {
  HarborSettings settings;
  const ParamTable table = settings.table();
  EXPECT_EQ(table.find("a"), nullptr) << "a follows from the wave speed";
  EXPECT_EQ(table.find("damping"), nullptr) << "the per-step damping follows from damping_rate";
  for (const char* name : {"grid_size", "wave_speed", "damping_rate", "boundary", "laplacian", "sponge_width",
                           "water_mesh", "wake_amplitude", "boat_buoyancy", "crate_buoyancy", "probe_drag",
                           "water_drag", "boat_thrust", "crates", "tool"})
    EXPECT_NE(table.find(name), nullptr) << name;
  EXPECT_EQ(table.set("wave_speed", "20"), "") << "fine at 256²";
  EXPECT_EQ(table.set("wave_speed", "3.25"), "");
  EXPECT_EQ(table.set("grid_size", "2048"), "");
  const std::string refused = table.set("wave_speed", "20");
  EXPECT_TRUE(contains(refused, "stability")) << refused;
  EXPECT_EQ(settings.params.waveSpeed, 3.25f) << "a refused value leaves the old one";
  EXPECT_EQ(table.set("boundary", "reflect"), "");
  EXPECT_NE(table.set("grid_size", "4096"), "");
}

TEST(HarborTerrain, TheIslandsImageLoadsAsLandAndSeaFloor) {
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50, 50}, terrain), "");
  EXPECT_EQ(terrain.size, 512);
  const std::vector<uint8_t> land = terrain.landMask(256);
  int landCells = 0;
  for (uint8_t cell : land) landCells += cell;
  EXPECT_GT(landCells, 256 * 256 / 20) << "islands";
  EXPECT_LT(landCells, 256 * 256 / 4) << "mostly water";
  // Heights are 3.5 cm a grey level from level 128; sample centres are exact.
  const float x = (0.5f / 512 - 0.5f) * 50, z = x;  // the first sample
  EXPECT_FLOAT_EQ(terrain.heightAt(x, z), terrain.heights[0]);
  EXPECT_LT(terrain.heightAt(0, 0), -2.0f) << "the middle of the basin is open water";
  EXPECT_GT(terrain.normalAt(0, 0).y, 0.99f);
}

TEST(HarborTerrain, MissingCorruptOrOddImagesSayWhichFileAndWhy) {
  HarborTerrain terrain;
  const std::string missing = loadHarborTerrain("/nonexistent/islands.png", {50, 50}, terrain);
  EXPECT_TRUE(contains(missing, "/nonexistent/islands.png")) << missing;
  EXPECT_TRUE(contains(missing, "no such file")) << missing;
  const std::filesystem::path corrupt = scratch("corrupt.png");
  writeText(corrupt, "\x89PNG\r\n\x1a\nthis is not really a png");
  const std::string bad = loadHarborTerrain(corrupt.string(), {50, 50}, terrain);
  EXPECT_TRUE(contains(bad, corrupt.string()) && contains(bad, "not a readable image")) << bad;
  const std::filesystem::path wide = scratch("wide.png");
  const std::vector<uint8_t> pixels(32 * 16, 100);
  ASSERT_NE(stbi_write_png(wide.c_str(), 32, 16, 1, pixels.data(), 32), 0);
  const std::string oblong = loadHarborTerrain(wide.string(), {50, 50}, terrain);
  EXPECT_TRUE(contains(oblong, "32x16 is not square")) << oblong;
  const HarborTerrain flat = flatSeabed(4, {50, 50});
  EXPECT_FLOAT_EQ(flat.heightAt(3, -7), -4);
  for (uint8_t cell : flat.landMask(64)) EXPECT_EQ(cell, 0);
}

TEST(HarborRoutes, CruisersAndThePlayerStartInOpenWater) {
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50, 50}, terrain), "");
  for (const CruiseRoute& route : cruiseRoutes())
    for (int i = 0; i < 32; ++i) {
      const float angle = 6.2831853f * float(i) / 32;
      const glm::vec2 p = route.centre + route.radius * glm::vec2(std::cos(angle), std::sin(angle));
      EXPECT_GE(terrain.distanceToLand(p.x, p.y, 3.0f), 3.0f) << "route point " << p.x << ", " << p.y;
      EXPECT_LT(std::max(std::abs(p.x), std::abs(p.y)), 24.0f) << "inside the basin";
    }
  EXPECT_GE(terrain.distanceToLand(kPlayerStart.x, kPlayerStart.y, 4.0f), 4.0f);
}

TEST(ObjModel, LoadsFacesPaintedByGroupAndNamesBadFiles) {
  const GroupColour palette[] = {{"hull", {1, 0, 0}}};
  const ObjModel tug = loadObjModel(findAsset("models/tug.obj"), palette, {0, 0, 1});
  ASSERT_EQ(tug.error, "");
  EXPECT_GT(tug.mesh.vertices.size(), 600u);
  EXPECT_EQ(tug.mesh.vertices.size() % 3, 0u);
  EXPECT_NEAR(tug.mesh.boundsMin.x, -2.0f, 1e-4) << "4 m long, +x the bow";
  EXPECT_NEAR(tug.mesh.boundsMax.x, 2.0f, 1e-4);
  int red = 0, blue = 0;
  for (const LitVertex& v : tug.mesh.vertices) (v.colour.r > 0.5f ? red : blue) += 1;
  EXPECT_GT(red, 0) << "the hull group";
  EXPECT_GT(blue, 0) << "everything else";
  // Outward winding: the normals of the hull's lowest faces point down.
  float lowest = 1e9f, normalThere = 0;
  for (const LitVertex& v : tug.mesh.vertices)
    if (v.position.y < lowest) lowest = v.position.y, normalThere = v.normal.y;
  EXPECT_LT(normalThere, 0.0f);

  const ObjModel missing = loadObjModel("/nonexistent/boat.obj", palette);
  EXPECT_TRUE(contains(missing.error, "/nonexistent/boat.obj") && contains(missing.error, "no such file"))
      << missing.error;
  const std::filesystem::path garbage = scratch("garbage.obj");
  writeText(garbage, std::string("\x01\x02\x03 binary \xff\xfe junk\n", 20));
  const ObjModel bad = loadObjModel(garbage.string(), palette);
  EXPECT_TRUE(contains(bad.error, garbage.string())) << bad.error;
  const std::filesystem::path outOfRange = scratch("range.obj");
  writeText(outOfRange, "v 0 0 0\nv 1 0 0\nf 1 2 7\n");
  EXPECT_NE(loadObjModel(outOfRange.string(), palette).error, "");
}

TEST(HarborModels, MissingModelsBecomeBoxesWithOneMessageEach) {
  const std::filesystem::path empty = scratch("no-assets");
  std::filesystem::create_directories(empty);
  setenv("TIDEPOOL_ASSETS", empty.c_str(), 1);
  std::vector<std::string> problems;
  const std::vector<HarborModelData> models = loadHarborModels(problems);
  unsetenv("TIDEPOOL_ASSETS");
  ASSERT_EQ(problems.size(), 3u) << "tug (once for both liveries), sailboat, crate";
  EXPECT_TRUE(contains(problems[0], "tug.obj") && contains(problems[0], "scripts/make_assets.py")) << problems[0];
  for (const HarborModelData& model : models) {
    EXPECT_TRUE(model.fallback);
    const HullShape shape = hullShape(model.kind);
    EXPECT_NEAR(model.mesh.boundsMax.x - model.mesh.boundsMin.x, shape.size.x, 1e-5);
    EXPECT_NEAR(model.mesh.boundsMin.y, shape.keel, 1e-5);
    EXPECT_EQ(model.mesh.vertices.size(), 36u);
  }
  std::vector<std::string> none;
  for (const HarborModelData& model : loadHarborModels(none)) EXPECT_FALSE(model.fallback);
  EXPECT_TRUE(none.empty());
}

TEST(HarborFleet, BoatsAndCratesFloatWhereMassAndBuoyancyPutThem) {
  HarborParams p;
  HarborFleet fleet;
  fleet.reset(p);
  ASSERT_EQ(fleet.boatCount(), 3u);
  ASSERT_EQ(fleet.crateCount(), 3u);
  sail(fleet, p, 900);  // 15 s: the cruisers sail, the rest settles
  // Boats: probes 0.2 m below the design waterline, resting mass·g/buoyancy
  // = 100·9.81/5000 = 0.196 m deep: the waterline sits 4 mm above the water.
  const FloatingBody& player = fleet.bodies()[0];
  EXPECT_NEAR(player.body.position.y, 0.2f - restingProbeDepth(p.boatMass, kG, p.boatBuoyancy), 2e-3);
  EXPECT_LT(HarborFleet::horizontalSpeed(player), 1e-3f) << "no helm, no drift";
  // Crates: probe ring 0.3 m below the centre, resting 15·9.81/500 = 0.2943 m deep → centre at +0.0057 m.
  for (size_t i = fleet.boatCount(); i < fleet.bodies().size(); ++i)
    EXPECT_NEAR(fleet.bodies()[i].body.position.y, 0.3f - restingProbeDepth(p.crateMass, kG, p.crateBuoyancy),
                2e-3);
  // The cruisers keep going, at about 0.4·thrust/(drag·mass) = 2 m/s.
  for (size_t i = 1; i < fleet.boatCount(); ++i)
    EXPECT_NEAR(HarborFleet::horizontalSpeed(fleet.bodies()[i]), 2.0f, 0.4f) << "cruiser " << i;
}

TEST(HarborFleet, TheHelmDrivesAheadAndTurnsToPort) {
  const HarborParams p = tugAloneParams();
  HarborFleet fleet;
  fleet.reset(p);
  sail(fleet, p, 60);
  const glm::vec3 start = fleet.bodies()[0].body.position;
  const glm::vec3 ahead = fleet.bodies()[0].body.orientation * glm::vec3(1, 0, 0);
  sail(fleet, p, 300, {.ahead = true});
  const FloatingBody& tug = fleet.bodies()[0];
  EXPECT_NEAR(HarborFleet::horizontalSpeed(tug), p.boatThrust / (p.waterDrag * p.boatMass), 0.3f)
      << "top speed thrust/(drag·mass) = 5 m/s";
  EXPECT_GT(glm::dot(tug.body.position - start, ahead), 10.0f) << "went the way it pointed";
  const glm::vec3 before = tug.body.orientation * glm::vec3(1, 0, 0);
  sail(fleet, p, 30, {.ahead = true, .left = true});
  const glm::vec3 after = fleet.bodies()[0].body.orientation * glm::vec3(1, 0, 0);
  EXPECT_GT(glm::cross(before, after).y, 0.05f) << "turned about +y: to port";
}

// "cruise V": the helm holds V m/s by itself; W overrides it while held and
// the speed comes back to V when it is let go; astern works the same way.
TEST(HarborFleet, CruiseHoldsASteadySpeedAndTheKeysOverrideIt) {
  const HarborParams p = tugAloneParams();
  HarborFleet fleet;
  fleet.reset(p);
  sail(fleet, p, 60);
  auto forward = [&] {
    const FloatingBody& tug = fleet.bodies()[0];
    return glm::dot(tug.body.velocity, tug.body.orientation * glm::vec3(1, 0, 0));
  };
  sail(fleet, p, 240, {.cruiseSpeed = 2.5f});  // 4 s: a time constant of 1/(2·drag) = 0.6 s
  EXPECT_NEAR(forward(), 2.5f, 0.02f);
  float slowest = 1e9f, fastest = 0;
  for (int i = 0; i < 120; ++i) {  // 2 s more: steady
    sail(fleet, p, 1, {.cruiseSpeed = 2.5f});
    slowest = std::min(slowest, forward());
    fastest = std::max(fastest, forward());
  }
  EXPECT_GT(slowest, 2.48f);
  EXPECT_LT(fastest, 2.52f);
  sail(fleet, p, 60, {.ahead = true, .cruiseSpeed = 2.5f});
  EXPECT_GT(forward(), 3.2f) << "W overrides the cruise speed while held";
  sail(fleet, p, 240, {.cruiseSpeed = 2.5f});
  EXPECT_NEAR(forward(), 2.5f, 0.02f) << "back to the cruise speed once W is let go";
  sail(fleet, p, 300, {.cruiseSpeed = -1.0f});
  EXPECT_NEAR(forward(), -1.0f, 0.02f) << "astern";
  EXPECT_EQ(cruiseThrottle(100.0f, 0.0f, p), 1.0f) << "never past full throttle";
  EXPECT_EQ(cruiseThrottle(-100.0f, 0.0f, p), -0.5f) << "nor past full astern";
}

TEST(HarborFleet, ThePushToolAndDroppedCrates) {
  HarborParams p;
  p.cruisers = 0;
  p.crates = 0;
  p.maxCrates = 2;
  HarborFleet fleet;
  fleet.reset(p);
  fleet.push(0, p.pushForce, kDt);
  EXPECT_NEAR(HarborFleet::horizontalSpeed(fleet.bodies()[0]), p.pushForce * kDt / p.boatMass, 1e-4)
      << "20000 N for one step: 3.33 m/s";
  fleet.dropCrate({5, 0, 5}, p);
  EXPECT_NEAR(fleet.bodies().back().body.position.y, HarborFleet::kDropHeight, 1e-5);
  StillWater water;
  int impacts = 0;
  for (int i = 0; i < 120; ++i) {
    fleet.step(kDt, p, {}, water);
    impacts += int(fleet.impacts().size());
  }
  EXPECT_EQ(impacts, 1) << "one splash when it hits the water";
  fleet.dropCrate({6, 0, 5}, p);
  fleet.dropCrate({7, 0, 5}, p);
  EXPECT_EQ(fleet.crateCount(), 2u) << "max_crates: the oldest made room";
  EXPECT_NEAR(fleet.bodies().back().body.position.x, 7.0f, 1e-5);
  const Ray down{{7, 20, 5}, {0, -1, 0}};
  EXPECT_FALSE(fleet.pickBoat(down, std::nullopt, 4).has_value()) << "crates are not boats";
  const glm::vec3 tug = fleet.bodies()[0].body.position;
  const Ray atTug{{tug.x, 20, tug.z}, {0, -1, 0}};
  EXPECT_EQ(fleet.pickBoat(atTug, std::nullopt, 4), std::optional<size_t>(0));
  fleet.removeCrates();
  EXPECT_EQ(fleet.crateCount(), 0u);
}

// Deep water is the harbor's default, and the seeds' wave equation is one
// built-in preset away (as is the way back).
TEST(HarborPresets, DeepWaterByDefaultTheSeedsWaveEquationAPresetAway) {
  tp::HarborSettings settings;
  EXPECT_EQ(settings.params.waterModel, tp::HarborWaterModel::DeepWater);
  const tp::SceneEntry* harbor = nullptr;
  for (const tp::SceneEntry& entry : tp::sceneTable())
    if (entry.name == "harbor") harbor = &entry;
  ASSERT_NE(harbor, nullptr);
  auto scene = harbor->create();
  std::vector<std::string> seed, deep;
  for (const tp::ScenePreset& preset : scene->presets()) {
    if (preset.name == "seed") seed = preset.settings;
    if (preset.name == "deep_water") deep = preset.settings;
  }
  EXPECT_NE(std::find(seed.begin(), seed.end(), "water_model=wave_equation"), seed.end());
  EXPECT_NE(std::find(deep.begin(), deep.end(), "water_model=deep_water"), deep.end());
}

TEST(HullWhiteWater, AMovingBoatWashesBehindAndSpraysAheadAndABoatAtRestNeither) {
  HarborParams p;
  p.cruisers = 0;
  p.crates = 2;
  HarborFleet fleet;
  fleet.reset(p);
  sail(fleet, p, 60);
  EXPECT_TRUE(hullWhiteWater(fleet).empty()) << "at rest, and crates make none";
  sail(fleet, p, 10, {.ahead = true});  // a sixth of a second: slower than a walking pace
  EXPECT_LT(HarborFleet::horizontalSpeed(fleet.bodies()[0]), kWhiteWaterFromSpeed);
  EXPECT_TRUE(hullWhiteWater(fleet).empty());
  sail(fleet, p, 30, {.ahead = true});
  const float slow = HarborFleet::horizontalSpeed(fleet.bodies()[0]);
  const std::vector<WhiteWaterStamp> starting = hullWhiteWater(fleet);
  sail(fleet, p, 300, {.ahead = true});
  const FloatingBody& tug = fleet.bodies()[0];
  ASSERT_GT(HarborFleet::horizontalSpeed(tug), slow);
  const std::vector<WhiteWaterStamp> cruising = hullWhiteWater(fleet);
  ASSERT_EQ(starting.size(), 2u);
  ASSERT_EQ(cruising.size(), 2u) << "two stamps for the one boat";
  EXPECT_GT(cruising[0].cover, starting[0].cover) << "faster churns whiter";
  EXPECT_GT(cruising[0].cover, 0.8f) << "full white at top speed";
  // The wash lies behind the boat along its way, the spray ahead.
  const glm::vec2 at(tug.body.position.x, tug.body.position.z);
  const glm::vec2 way = glm::normalize(glm::vec2(tug.body.velocity.x, tug.body.velocity.z));
  const float length = hullShape(HullKind::Tug).size.x;
  EXPECT_NEAR(glm::dot(cruising[0].centre - at, way), -0.5f * length, 0.1f);
  EXPECT_NEAR(glm::dot(cruising[1].centre - at, way), 0.45f * length, 0.1f);
  EXPECT_GT(cruising[0].radius, 0.5f);
}
