// The bowl scene's CPU parts (src/scenes/bowl, and the meshes it draws with
// from src/render): water presets inside the stability limit at every grid,
// the fish's force stamps balanced over the water (near the rim and far from
// it), a toy floating at the depth Archimedes gives it, and mesh geometry
// (orientation, normals, bounds).
#include <gtest/gtest.h>

#include <cmath>

#include "render/disc_mesh.hpp"
#include "render/fish_mesh.hpp"
#include "render/lathe_mesh.hpp"
#include "scenes/bowl/bowl_params.hpp"
#include "scenes/bowl/bowl_presets.hpp"
#include "scenes/bowl/bowl_shape.hpp"
#include "scenes/bowl/fish_forcing.hpp"
#include "scenes/bowl/floating_toys.hpp"
#include "sim/spring_surface/spring_surface_mask.hpp"

using namespace tp;

TEST(BowlPresets, InsideTheStabilityLimitAndRealTimeAtEveryGrid) {
  for (int grid : {16, 32, 100, 128, 256, 512, 1024, 2048}) {
    for (const SpringPreset& preset : springPresets()) {
      SpringSurfaceParams p;
      p.gridSize = grid;
      applySpringPreset(preset, p);
      EXPECT_LE(stabilityNumber(p), kPresetStabilityMargin * kSpringStabilityBound * (1 + 1e-6))
          << preset.name << " at " << grid;
      EXPECT_GE(p.substeps, 1);
      EXPECT_LE(p.substeps, 64);
      EXPECT_NEAR(p.dt * float(p.substeps), 1.0 / 60.0, 1e-6) << "real time: one frame of water a frame";
      EXPECT_LE(p.stiffness, 1.0e6f);
      EXPECT_EQ(matchingSpringPreset(p, preset.slosh), &preset) << preset.name << " at " << grid;
    }
  }
  // The scaling keeps the look: waves cross the bowl in the same time at any grid.
  SpringSurfaceParams coarse, fine;
  coarse.gridSize = 64;
  fine.gridSize = 256;
  applySpringPreset(springPresets()[0], coarse);
  applySpringPreset(springPresets()[0], fine);
  EXPECT_NEAR(std::sqrt(3 * fine.stiffness) / 256, std::sqrt(3 * coarse.stiffness) / 64, 1e-3);
}

TEST(BowlPresets, TheDefaultsAreTheCalmPresetAndFitTheTable) {
  BowlSettings settings;
  const SpringPreset* preset = matchingSpringPreset(settings.params.spring, settings.params.sloshDamping);
  ASSERT_NE(preset, nullptr);
  EXPECT_STREQ(preset->name, "calm");
  for (const auto& [name, value] : settings.table().snapshot()) EXPECT_EQ(settings.table().set(name, value), "") << name;
  EXPECT_TRUE(settings.params.spring.rim);
}

namespace {

// Σ amplitude·weight of the stamps over the water cells, and Σ |…|, by brute force.
void waterTotals(const std::vector<ForceStamp>& stamps, int n, double& sum, double& magnitude) {
  const std::vector<uint8_t> mask = makeSpringWaterMask(n, true);
  sum = magnitude = 0;
  for (const ForceStamp& s : stamps) {
    const int r = int(std::ceil(kStampCutoffSigmas * s.sigma)) + 1;
    for (int row = std::max(0, int(s.y) - r); row <= std::min(n - 1, int(s.y) + r); ++row)
      for (int column = std::max(0, int(s.x) - r); column <= std::min(n - 1, int(s.x) + r); ++column)
        if (mask[size_t(row) * size_t(n) + size_t(column)]) {
          const double f = double(s.amplitude) * stampWeight(s, column, row);
          sum += f;
          magnitude += std::fabs(f);
        }
  }
}

}  // namespace

TEST(BowlFishForcing, StampsCancelOverTheWaterNearTheRimAndFarFromIt) {
  for (int n : {16, 64, 2048}) {
    const SurfaceGrid grid{{-1, -1}, 2.0f / float(n), n};
    const FishPush push{80, 0.3f, 0.22f, 1.0f, 0.35f};
    std::vector<Boid> fish(3);
    fish[0].position = {0.0f, 0.95f, 0.1f}, fish[0].velocity = {0.2f, 0, 0.25f};    // middle
    fish[1].position = {0.85f, 0.9f, -0.2f}, fish[1].velocity = {0.3f, 0, 0.05f};   // lobes over the rim
    fish[2].position = {-0.3f, 0.5f, 0.0f}, fish[2].velocity = {0.3f, 0, 0};        // too deep
    const std::vector<ForceStamp> stamps = makeFishStamps(fish, push, grid, makeSpringWaterMask(n, true));
    EXPECT_EQ(stamps.size(), 4u) << n;
    double sum = 0, magnitude = 0;
    waterTotals(stamps, n, sum, magnitude);
    EXPECT_GT(magnitude, 0) << n;
    EXPECT_LT(std::fabs(sum), 1e-5 * magnitude) << "grid " << n;
    // The bow lobe pushes up ahead of the fish, the stern pulls down behind it.
    EXPECT_GT(stamps[0].amplitude, 0);
    EXPECT_LT(stamps[1].amplitude, 0);
    const glm::vec2 ahead = glm::vec2(stamps[0].x, stamps[0].y) - grid.toCells(fish[0].position);
    EXPECT_GT(glm::dot(ahead, glm::vec2(fish[0].velocity.x, fish[0].velocity.z)), 0);
  }
}

TEST(BowlFishForcing, PushFadesWithDepthAndNothingWithoutStrength) {
  const int n = 64;
  const SurfaceGrid grid{{-1, -1}, 2.0f / n, n};
  const std::vector<uint8_t> mask = makeSpringWaterMask(n, true);
  FishPush push{80, 0.3f, 0.22f, 1.0f, 0.35f};
  std::vector<Boid> shallow(1), deeper(1);
  shallow[0].position = {0, 0.98f, 0}, shallow[0].velocity = {0.35f, 0, 0};
  deeper[0].position = {0, 0.8f, 0}, deeper[0].velocity = {0.35f, 0, 0};
  const float a = makeFishStamps(shallow, push, grid, mask)[0].amplitude;
  const float b = makeFishStamps(deeper, push, grid, mask)[0].amplitude;
  EXPECT_NEAR(a, 80 * (1 - 0.02f / 0.3f), 1e-3);
  EXPECT_NEAR(b, 80 * (1 - 0.2f / 0.3f), 1e-3);
  push.strength = 0;
  EXPECT_TRUE(makeFishStamps(shallow, push, grid, mask).empty());
}

TEST(BowlToys, ATossedToyFloatsWhereArchimedesSaysAndStaysInTheBowl) {
  const BowlShape bowl;
  FloatingToys toys;
  const float r = 0.07f;
  toys.drop({0.3f, bowl.openingY + 0.25f, -0.2f}, r);
  int impacts = 0;
  for (int i = 0; i < 600; ++i) {
    // Still water that tilts towards +x: the toy drifts downhill to the glass.
    toys.step(1.0f / 60.0f, bowl, [&](uint32_t) { return WaterUnder{bowl.waterLevel, {-0.02f, 0.0f}}; });
    impacts += int(toys.impacts().size());
    const FloatingToy& toy = toys.toys()[0];
    const float fromAxis = std::hypot(toy.position.x, toy.position.z);
    ASSERT_LE(fromAxis, bowl.innerRadiusAt(std::min(toy.position.y, bowl.openingY)) - r + 1e-4f);
    ASSERT_GE(toy.position.y, bowl.sandY + r - 1e-5f);
  }
  EXPECT_GE(impacts, 1) << "a splash when it meets the water";
  EXPECT_LE(impacts, 3) << "a light toy may pop out and fall back once or twice, then floats";
  const FloatingToy& toy = toys.toys()[0];
  const float submerged = submergedFraction(bowl.waterLevel - (toy.position.y - r), r);
  EXPECT_NEAR(submerged, FloatingToys::kDensityRatio, 2e-3) << "buoyancy balances gravity";
  EXPECT_NEAR(toy.velocity.y, 0, 1e-3);
  EXPECT_GT(toy.position.x, 0.5f) << "drifted downhill towards +x";
}

TEST(BowlToys, SubmergedFractionOfABall) {
  EXPECT_EQ(submergedFraction(-1, 1), 0);
  EXPECT_FLOAT_EQ(submergedFraction(1, 1), 0.5f);
  EXPECT_FLOAT_EQ(submergedFraction(2, 1), 1);
  EXPECT_FLOAT_EQ(submergedFraction(5, 1), 1);
  EXPECT_NEAR(submergedFraction(0.5f, 1), 0.5f * 0.5f * 2.5f / 4, 1e-6);
}

TEST(BowlToys, TheOldestGivesWayToTheSeventh) {
  FloatingToys toys;
  for (int i = 0; i < 7; ++i) toys.drop({0, 2, 0}, 0.05f);
  ASSERT_EQ(int(toys.toys().size()), FloatingToys::kMaxToys);
  EXPECT_EQ(toys.toys()[0].id, 2u);
}

TEST(BowlShape, WaterMeetsTheGlassAndPicksHitTheDisc) {
  const BowlShape bowl;
  EXPECT_LT(bowl.surfaceRadius(), bowl.outerRadiusAt(bowl.waterLevel));
  EXPECT_GT(bowl.surfaceRadius(), bowl.innerRadiusAt(bowl.waterLevel));
  EXPECT_TRUE(bowl.hitWaterSurface({{0.2f, 3, 0.1f}, {0, -1, 0}}).has_value());
  EXPECT_FALSE(bowl.hitWaterSurface({{0.99f, 3, 0}, {0, -1, 0}}).has_value());
  const std::vector<glm::vec2> profile = bowl.glassProfile(20);
  EXPECT_EQ(profile.front(), glm::vec2(0, 0)) << "the foot starts on the axis";
  for (const glm::vec2& p : profile) EXPECT_GE(p.x, 0);
}

TEST(DiscMesh, CoversTheUnitDiscFacingUp) {
  for (int rings : {1, 5, 32}) {
    const DiscGeometry g = buildDiscGeometry(rings, 96);
    ASSERT_EQ(g.indices.size() % 3, 0u);
    double area = 0;
    for (size_t t = 0; t < g.indices.size(); t += 3) {
      const glm::vec2 a(g.positions[2 * g.indices[t]], g.positions[2 * g.indices[t] + 1]);
      const glm::vec2 b(g.positions[2 * g.indices[t + 1]], g.positions[2 * g.indices[t + 1] + 1]);
      const glm::vec2 c(g.positions[2 * g.indices[t + 2]], g.positions[2 * g.indices[t + 2] + 1]);
      // (x, 0, z) points: the face normal's y is (b − a).z·(c − a).x − (b − a).x·(c − a).z.
      const double up = double(b.y - a.y) * (c.x - a.x) - double(b.x - a.x) * (c.y - a.y);
      ASSERT_GT(up, 0) << "counter-clockwise seen from +y, triangle " << t / 3 << " of " << rings << " rings";
      area += up / 2;
    }
    const double segments = std::min(6 * rings, 96);
    EXPECT_NEAR(area, 0.5 * segments * std::sin(2 * M_PI / segments), 1e-5) << rings << " rings: the outer polygon";
  }
}

TEST(LatheMesh, NormalsPointOutOfABallAndFacesAgree) {
  std::vector<glm::vec2> profile;
  for (int i = 0; i <= 12; ++i) {
    const float a = -1.5707963f + 3.14159265f * float(i) / 12.0f;
    profile.push_back({std::cos(a), std::sin(a)});
  }
  profile.front().x = profile.back().x = 0;  // the poles on the axis
  const LatheGeometry g = buildLatheGeometry(profile, 16);
  for (const LatheVertex& v : g.vertices) {
    const glm::vec3 p(v.position[0], v.position[1], v.position[2]), n(v.normal[0], v.normal[1], v.normal[2]);
    EXPECT_NEAR(glm::length(n), 1, 1e-5);
    EXPECT_GT(glm::dot(n, p), 0.9f);
  }
  for (size_t t = 0; t < g.indices.size(); t += 3) {
    const auto at = [&](size_t k) {
      const LatheVertex& v = g.vertices[g.indices[t + k]];
      return glm::vec3(v.position[0], v.position[1], v.position[2]);
    };
    const glm::vec3 face = glm::cross(at(1) - at(0), at(2) - at(0));
    if (glm::length(face) < 1e-6f) continue;  // degenerate at the poles
    EXPECT_GT(glm::dot(face, (at(0) + at(1) + at(2)) / 3.0f), 0) << "counter-clockwise from outside";
  }
}

TEST(FishMesh, OneUnitLongAndClosedBodyFacingOut) {
  const FishGeometry g = buildFishGeometry();
  float lo = 1e9f, hi = -1e9f;
  for (const FishVertex& v : g.vertices) {
    lo = std::min(lo, v.position[0]);
    hi = std::max(hi, v.position[0]);
    EXPECT_NEAR(std::sqrt(v.normal[0] * v.normal[0] + v.normal[1] * v.normal[1] + v.normal[2] * v.normal[2]), 1, 1e-4);
    EXPECT_GE(v.along, -1e-6f);
    EXPECT_LE(v.along, 1 + 1e-6f);
  }
  EXPECT_FLOAT_EQ(lo, kFishTailTipX);
  EXPECT_FLOAT_EQ(hi, kFishNoseX);
  int outward = 0, bodyFaces = 0;
  for (size_t t = 0; t < g.indices.size(); t += 3) {
    const FishVertex& a = g.vertices[g.indices[t]];
    if (a.fin > 0) continue;
    const auto p = [&](size_t k) {
      const FishVertex& v = g.vertices[g.indices[t + k]];
      return glm::vec3(v.position[0], v.position[1], v.position[2]);
    };
    const glm::vec3 face = glm::cross(p(1) - p(0), p(2) - p(0));
    if (glm::length(face) < 1e-9f) continue;
    ++bodyFaces;
    const glm::vec3 centre = (p(0) + p(1) + p(2)) / 3.0f;
    outward += glm::dot(face, centre - glm::vec3(centre.x, 0, 0)) > 0 || std::fabs(centre.y) + std::fabs(centre.z) < 1e-4f;
  }
  EXPECT_GT(bodyFaces, 100);
  EXPECT_GE(outward, bodyFaces - 16) << "the body's faces point away from its axis (the tail cap excepted)";
}
