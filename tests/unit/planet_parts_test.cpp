// The planet scene's CPU parts: the splash schedule (a rise and
// its fall cancel exactly, timed as the seed), the click ray (through the
// centre from any direction it meets the near side), the fish's water
// shell, the surface normals' CPU statement (undisplaced normals equal the
// vertex directions within the stated angle), the rocky core and the table.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <stdexcept>

#include <glm/geometric.hpp>

#include "scenes/fish/fish_school.hpp"
#include "scenes/planet/planet_core_mesh.hpp"
#include "scenes/planet/planet_crates.hpp"
#include "scenes/planet/planet_normals.hpp"
#include "scenes/planet/planet_params.hpp"
#include "scenes/planet/planet_ray.hpp"
#include "scenes/planet/planet_splashes.hpp"
#include "scenes/planet/sphere_locator.hpp"
#include "shaders/common/planet_core_relief.h"
#include "shaders/scenes/planet/fish_look.h"
#include "shaders/scenes/planet/planet_layout.h"
#include "sim/boids/boid_random.hpp"
#include "sim/boids/shell_volume.hpp"

namespace {

constexpr double kStep = 1.0 / 60.0;
constexpr double kDegrees = 180.0 / 3.14159265358979;

// Runs the schedule for `steps` steps from t = 0; the signed strength given
// per step (all pushes together).
std::vector<double> runSchedule(tp::SplashSchedule& schedule, int steps) {
  std::vector<double> perStep;
  for (int i = 0; i < steps; ++i) {
    double sum = 0;
    for (const tp::SphereSplash& s : schedule.advance(i * kStep, kStep)) {
      EXPECT_TRUE(s.atRest) << "increments must not set the water moving";
      sum += s.strength;
    }
    perStep.push_back(sum);
  }
  return perStep;
}

}  // namespace

TEST(PlanetSplashes, ARiseAndItsFallCancelExactlyAndAreTimedAsTheSeed) {
  tp::SplashSchedule schedule;
  schedule.add({0, 1, 0}, 0.5f, 0.15f, 0.1f, 0.0f, 0.0);
  EXPECT_EQ(schedule.pending(), 2);
  const std::vector<double> perStep = runSchedule(schedule, 30);
  // 0.1 s = 6 steps of rise, then 6 of fall.
  double raised = 0, peak = 0;
  for (int i = 0; i < 6; ++i) {
    EXPECT_NEAR(perStep[size_t(i)], 0.5 / 6, 1e-6) << i;
    raised += perStep[size_t(i)];
  }
  peak = raised;
  EXPECT_NEAR(peak, 0.5, 1e-6);
  for (int i = 6; i < 12; ++i) EXPECT_NEAR(perStep[size_t(i)], -0.5 / 6, 1e-6) << i;
  for (int i = 12; i < 30; ++i) EXPECT_EQ(perStep[size_t(i)], 0.0) << i;
  // What the solver is given cancels to float rounding of the strength (it adds floats anyway).
  EXPECT_NEAR(std::accumulate(perStep.begin(), perStep.end(), 0.0), 0.0, 1e-8) << "the pair must cancel";
  EXPECT_EQ(schedule.pending(), 0);
}

TEST(PlanetSplashes, PauseDelaysTheFallAndZeroTimeIsOneStep) {
  tp::SplashSchedule schedule;
  schedule.add({1, 0, 0}, 0.3f, 0.2f, 0.0f, 0.25f, 0.0);
  const std::vector<double> perStep = runSchedule(schedule, 40);
  EXPECT_NEAR(perStep[0], 0.3, 1e-7);
  // The fall starts at 0.25 s: inside step 15 (0.25 .. 0.2667 s).
  for (int i = 1; i < 15; ++i) EXPECT_EQ(perStep[size_t(i)], 0.0) << i;
  EXPECT_NEAR(perStep[15], -0.3, 1e-7);
  EXPECT_NEAR(std::accumulate(perStep.begin(), perStep.end(), 0.0), 0.0, 1e-8);
}

TEST(PlanetSplashes, OverlappingPaintedSplashesEachCancel) {
  tp::SplashSchedule schedule;
  double total = 0;
  for (int i = 0; i < 90; ++i) {
    if (i % 4 == 0 && i < 40) schedule.add({std::cos(i * 0.1), 0.3, std::sin(i * 0.1)}, 0.5f, 0.15f, 0.13f, 0.02f, i * kStep);
    for (const tp::SphereSplash& s : schedule.advance(i * kStep, kStep)) total += double(s.strength);
  }
  EXPECT_EQ(schedule.pending(), 0);
  EXPECT_NEAR(total, 0.0, 1e-6);
}

TEST(PlanetRay, ThroughTheCentreFromAnyDirectionItHitsTheNearSide) {
  tp::BoidRandom random(7);
  for (int i = 0; i < 500; ++i) {
    const glm::vec3 from = glm::normalize(random.insideUnitBall() + glm::vec3(1e-3f)) *
                           float(random.uniform(1.2f, 40.0f));
    const tp::Ray ray{from, glm::normalize(-from)};
    const std::optional<glm::vec3> hit = tp::hitPlanet(ray, 1.0f);
    ASSERT_TRUE(hit) << i;
    EXPECT_NEAR(glm::length(*hit), 1.0f, 2e-5f * glm::length(from)) << "float rounding grows with the distance";
    EXPECT_GT(glm::dot(*hit, glm::normalize(from)), 0.9999f) << "the near side, facing the camera";
  }
}

TEST(PlanetRay, MissesAroundItAndHitsTheFarSideFromInside) {
  EXPECT_FALSE(tp::hitPlanet({{0, 0, 5}, {0, 0.5f, -0.866f}}, 1.0f));  // passes above
  EXPECT_FALSE(tp::hitPlanet({{0, 0, 5}, {0, 0, 1}}, 1.0f));          // points away
  const std::optional<glm::vec3> inside = tp::hitPlanet({{0, 0, 0.5f}, {0, 0, -1}}, 1.0f);
  ASSERT_TRUE(inside);
  EXPECT_NEAR(inside->z, -1.0f, 1e-6f);
  // An off-centre ray: the first crossing.
  const std::optional<glm::vec3> grazing = tp::hitPlanet({{0.6f, 0, 5}, {0, 0, -1}}, 1.0f);
  ASSERT_TRUE(grazing);
  EXPECT_NEAR(grazing->z, 0.8f, 1e-5f);
}

TEST(PlanetFishSchool, TheShellKeepsFishBetweenFloorAndSurface) {
  constexpr float kOuter = 0.9f, kClearance = 0.05f;
  const tp::ShellVolume shell(kOuter, tp::ShellFloor::PlanetCore, kClearance);
  for (const glm::vec3 up : {glm::vec3(1, 0, 0), glm::vec3(0, 1, 0), glm::normalize(glm::vec3(-1, 2, 3))}) {
    const float floor = tp::core_relief::coreRadius(up) + kClearance;
    ASSERT_LT(floor, kOuter - tp::ShellVolume::kMinRoom) << "this test wants water above the rock";
    EXPECT_NEAR(shell.bottom(up), floor, 1e-6f);
    const float middle = 0.5f * (floor + kOuter);
    EXPECT_NEAR(shell.depthInside(middle * up), 0.5f * (kOuter - floor), 1e-5f) << "radial depth to the nearer side";
    EXPECT_LT(shell.depthInside((floor - 0.1f) * up), 0.0f) << "inside the core is outside the water";
    EXPECT_LT(shell.depthInside(0.95f * up), 0.0f);
    EXPECT_NEAR(glm::dot(shell.inward((floor + 0.01f) * up), up), 1.0f, 1e-5f) << "up from the floor";
    EXPECT_NEAR(glm::dot(shell.inward((kOuter - 0.01f) * up), -up), 1.0f, 1e-5f) << "down from the surface";
  }
  const tp::ShellVolume ball(0.85f);
  EXPECT_NEAR(ball.depthInside({0, 0, 0}), 0.85f, 1e-6f);
  // A floor that reaches the ceiling gives way: some water is always left.
  const tp::ShellVolume shallow(0.5f, tp::ShellFloor::PlanetCore, kClearance);
  EXPECT_NEAR(shallow.bottom({1, 0, 0}), 0.5f - tp::ShellVolume::kMinRoom, 1e-6f);

  // A flock run a while over the rocky core stays in the water above it.
  const tp::ShellVolume overCore(0.84f, tp::ShellFloor::PlanetCore, 0.05f);
  tp::FishSchool fish{{{PLANET_FISH_PINK}, {PLANET_FISH_GREEN}, {PLANET_FISH_BLUE}, {PLANET_FISH_YELLOW}, {PLANET_FISH_ORANGE}}};
  tp::BoidParams params;
  params.count = 30;
  params.wallMargin = 0.04f;
  fish.reset(params, overCore);
  for (int i = 0; i < 600; ++i) fish.step(params, overCore, 1.0f / 60.0f, {});
  for (const tp::Boid& boid : fish.boids()) {
    EXPECT_GE(overCore.depthInside(boid.position), -1e-4f);
    const float r = glm::length(boid.position);
    EXPECT_GT(r, tp::core_relief::coreRadius(boid.position / r)) << "never inside the rock";
  }
  const std::vector<tp::FishInstance> drawn = fish.instances(0.09f, params.maxSpeed);
  ASSERT_EQ(drawn.size(), 30u);
  for (const tp::FishInstance& f : drawn) EXPECT_NEAR(f.length, 0.09f, 0.09f * 0.16f);
}

TEST(PlanetNormals, UndisplacedNormalsAreTheVertexDirectionsWithinTheStatedAngle) {
  // The ring's normal leans off the vertex direction by 1.35° at level 2,
  // halving with each level (the sphere solver's note); 0 at level 0 by symmetry.
  for (int level = 0; level <= 6; ++level) {
    const tp::IcosphereMesh mesh = tp::buildIcosphere(level);
    const std::vector<float> flat(size_t(mesh.vertexCount()), 0.0f);
    const std::vector<glm::vec3> normals = tp::displacedNormals(mesh, flat, 0.12f);
    double worst = 0;
    for (size_t v = 0; v < normals.size(); ++v)
      worst = std::max(worst, std::acos(std::min(1.0, double(glm::dot(normals[v], mesh.positions[v])))) * kDegrees);
    // Measured: 0, 0.020, 1.354, 0.677, 0.339, 0.173, 0.091 degrees at levels 0..6
    // (the halving slows a little at fine levels: + 0.01° of slack).
    const double bound = level == 0 ? 0.001 : 1.4 * std::pow(0.5, level - 2) + 0.01;
    EXPECT_LT(worst, bound) << "level " << level;
  }
}

TEST(PlanetNormals, ARaisedBumpTiltsTheNormalsOutwardsFromItsCentre) {
  const tp::IcosphereMesh mesh = tp::buildIcosphere(4);
  const glm::vec3 centre(0, 0, 1);
  std::vector<float> height(size_t(mesh.vertexCount()));
  for (size_t v = 0; v < height.size(); ++v)
    height[v] = float(tp::splashProfile(glm::distance(mesh.positions[v], centre), 0.5, 0.4));
  const std::vector<glm::vec3> normals = tp::displacedNormals(mesh, height, 0.3f);
  int onSlope = 0;
  for (size_t v = 0; v < height.size(); ++v) {
    const glm::vec3 p = mesh.positions[v];
    const float chord = glm::distance(p, centre);
    if (chord < 0.1f || chord > 0.3f) continue;  // the cone's flank, away from its tip and foot
    ++onSlope;
    // Away from the centre along the surface: the tangent pointing outwards from the bump.
    const glm::vec3 away = p - centre;
    const glm::vec3 tangentAway = glm::normalize(away - p * glm::dot(away, p));
    EXPECT_GT(glm::dot(normals[v], tangentAway), 0.1f) << "vertex " << v << " on the flank";
    EXPECT_NEAR(glm::length(normals[v]), 1.0f, 1e-5f);
  }
  EXPECT_GT(onSlope, 20);
}

TEST(PlanetCore, StaysInsideTheWaterWithOutwardNormals) {
  const tp::CoreMesh core = tp::buildCoreMesh(4);
  ASSERT_EQ(core.vertices.size(), size_t(tp::icosphereVertexCount(4)));
  ASSERT_EQ(core.indices.size(), size_t(3 * tp::icosphereTriangleCount(4)));
  float lo = 10, hi = 0;
  for (const tp::CoreVertex& v : core.vertices) {
    const float r = glm::length(v.position);
    lo = std::min(lo, r);
    hi = std::max(hi, r);
    EXPECT_GT(glm::dot(v.normal, v.position / r), 0.3f) << "normals point out of the core";
    for (int c = 0; c < 3; ++c) {
      EXPECT_GE(v.colour[c], 0.0f);
      EXPECT_LE(v.colour[c], 1.0f);
    }
  }
  EXPECT_GE(lo, float(PLANET_CORE_RADIUS - PLANET_CORE_RELIEF) - 1e-5f);
  EXPECT_LE(hi, float(PLANET_CORE_RADIUS + PLANET_CORE_RELIEF) + 1e-5f);
  EXPECT_LT(hi, float(PLANET_WATER_RADIUS) - 0.15f) << "water over the highest peak";
  EXPECT_GT(hi - lo, 0.5f * float(PLANET_CORE_RELIEF)) << "a relief worth the name";
  // Deterministic: the same core every time.
  const tp::CoreMesh again = tp::buildCoreMesh(4);
  EXPECT_EQ(again.vertices[123].position, core.vertices[123].position);
}

TEST(PlanetSettings, DeclareTheSolverAndSceneParameters) {
  tp::PlanetSettings settings;
  const tp::ParamTable table = settings.table();
  for (const char* name : {"a", "damping", "level", "substeps", "amplitude", "look", "fish_count", "fish_separation",
                           "fish_alignment", "fish_cohesion", "tool", "splash_strength", "splash_radius",
                           "splash_time", "splash_pause"})
    EXPECT_NE(table.find(name), nullptr) << name;
  EXPECT_EQ(table.find("level")->max, 8);
  EXPECT_TRUE(table.find("level")->structural);
  EXPECT_EQ(table.set("a", "2.6"), "");
  EXPECT_NE(table.set("a", "2.7"), "") << "above (8 - 4*damping)/3 = 2.667";
  EXPECT_NE(table.set("damping", "0.5"), "") << "a = 2.6 allows damping <= 2 - 3a/4 = 0.05 only";
  EXPECT_EQ(table.set("a", "1"), "");
  EXPECT_EQ(table.set("damping", "0.5"), "");
  EXPECT_NE(table.set("a", "2.1"), "") << "above (8 - 2)/3 = 2";
  EXPECT_EQ(table.set("look", "ocean_planet"), "");
  EXPECT_EQ(settings.params.look, tp::PlanetLook::OceanPlanet);
  // The defaults: the seed's a and splash, a finer level than its 3.
  tp::PlanetSettings defaults;
  EXPECT_FLOAT_EQ(defaults.params.wave.a, 0.3f);
  EXPECT_FLOAT_EQ(defaults.params.splashStrength, 0.5f);
  EXPECT_FLOAT_EQ(defaults.params.splashRadius, 0.15f);
  EXPECT_FLOAT_EQ(defaults.params.splashTime, 0.1f);
  EXPECT_GT(defaults.params.level, 3);
}

TEST(SphereLocator, FindsTheTriangleUnderAnyDirectionAndTheNearestVertex) {
  const tp::IcosphereMesh mesh = tp::buildIcosphere(4);
  const tp::SphereLocator locator(mesh);
  for (int v = 0; v < mesh.vertexCount(); v += 7) {
    const tp::SpherePoint p = locator.locate(mesh.positions[size_t(v)]);
    EXPECT_EQ(p.nearest, v);
    float own = 0;
    for (int c = 0; c < 3; ++c) own += p.vertices[size_t(c)] == v ? p.weights[size_t(c)] : 0.0f;
    EXPECT_GT(own, 0.9999f) << "a vertex's own direction is all that vertex";
  }
  tp::BoidRandom random(3);
  int32_t hint = -1;
  for (int i = 0; i < 2000; ++i) {
    const glm::vec3 d = glm::normalize(random.insideUnitBall() + glm::vec3(1e-4f));
    const tp::SpherePoint p = locator.locate(d * 3.0f, i % 2 ? hint : -1);  // any length; with and without a hint
    hint = p.nearest;
    int brute = 0;
    for (int v = 1; v < mesh.vertexCount(); ++v)
      if (glm::dot(mesh.positions[size_t(v)], d) > glm::dot(mesh.positions[size_t(brute)], d)) brute = v;
    EXPECT_EQ(glm::dot(mesh.positions[size_t(p.nearest)], d), glm::dot(mesh.positions[size_t(brute)], d)) << i;
    float sum = 0;
    glm::vec3 interpolated(0);
    for (int c = 0; c < 3; ++c) {
      EXPECT_GE(p.weights[size_t(c)], 0.0f);
      sum += p.weights[size_t(c)];
      interpolated += p.weights[size_t(c)] * mesh.positions[size_t(p.vertices[size_t(c)])];
    }
    EXPECT_NEAR(sum, 1.0f, 1e-5f);
    // The weights put the point on the ray: the flat triangle's point straight under the direction.
    EXPECT_GT(glm::dot(glm::normalize(interpolated), d), 1.0f - 1e-6f) << i;
    EXPECT_NE(p.vertices[0], p.vertices[1]) << "a real triangle, not the fallback";
  }
}

TEST(PlanetCrates, ADropWithANonFiniteOrZeroDirectionOrSizeIsRefused) {
  tp::PlanetCrates crates;
  EXPECT_THROW(crates.drop({INFINITY, 0, 0}, 0.1f), std::invalid_argument);
  EXPECT_THROW(crates.drop({0, NAN, 0}, 0.1f), std::invalid_argument);
  EXPECT_THROW(crates.drop({0, 0, 0}, 0.1f), std::invalid_argument);
  EXPECT_THROW(crates.drop({0, 1, 0}, NAN), std::invalid_argument);
  EXPECT_TRUE(crates.bodies().empty()) << "nothing dropped";
  crates.drop({0, 3e38f, 0}, 0.1f);  // huge but finite: normalised in double
  ASSERT_EQ(crates.bodies().size(), 1u);
  EXPECT_NEAR(crates.bodies()[0].body.position.y, 1.0f + tp::PlanetCrates::kDropHeight, 1e-5f);
}

TEST(PlanetCrates, FloatHalfUnderOnStillWaterUnderRadialGravity) {
  tp::PlanetCrates crates;
  const tp::IcosphereMesh mesh = tp::buildIcosphere(3);
  const tp::SphereLocator locator(mesh);
  const float size = 0.1f;
  crates.drop({0.3f, 0.8f, -0.5f}, size);
  crates.drop({-1, 0, 0}, size);
  bool splashed = false;
  for (int i = 0; i < 360; ++i) {
    const std::vector<int32_t> vertices = crates.probeVertices(locator);
    ASSERT_EQ(vertices.size(), 2u * 8u * 3u) << "three vertices per probe";
    crates.receiveHeights(std::vector<float>(vertices.size(), 0.0f), 0.3f);  // still water: radius 1
    crates.step(1.0f / 60.0f, false);
    splashed = splashed || !crates.impacts().empty();
  }
  EXPECT_TRUE(splashed) << "meeting the water is reported, for a splash";
  ASSERT_EQ(crates.bodies().size(), 2u);
  for (const tp::FloatingBody& b : crates.bodies()) {
    // Probes 0.3 edge below the centre rest 0.3 edge deep: the centre on the
    // water line, less the planet's curvature: the ring's probes, up to 0.07
    // off the crate's axis, stand x²/2R ≈ 0.002 higher on average, so the crate sits that much lower.
    EXPECT_NEAR(glm::length(b.body.position), 1.0f - 0.002f, 0.005f * size);
    EXPECT_LT(glm::length(b.body.velocity), 1e-3f) << "settled";
    // Upright: its own y along the radial direction.
    const glm::vec3 up = b.body.orientation * glm::vec3(0, 1, 0);
    EXPECT_GT(glm::dot(up, glm::normalize(b.body.position)), 0.99f);
  }
  // A raised water surface lifts them by as much.
  for (int i = 0; i < 240; ++i) {
    const std::vector<int32_t> vertices = crates.probeVertices(locator);
    crates.receiveHeights(std::vector<float>(vertices.size(), 0.2f), 0.3f);  // water at radius 1.06
    crates.step(1.0f / 60.0f, false);
  }
  for (const tp::FloatingBody& b : crates.bodies())
    EXPECT_NEAR(glm::length(b.body.position), 1.06f - 0.002f, 0.005f * size);
  for (int i = 0; i < 9; ++i) crates.drop({1, 1, 0}, size);
  EXPECT_EQ(int(crates.bodies().size()), tp::PlanetCrates::kMaxCrates) << "the oldest make room";
}
