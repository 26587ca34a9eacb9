// The harbor's foam (sim/foam/foam_field.*): made where the surface is
// steep or its water converges, nowhere else; carried with the surface
// water's velocity ∇φ; spread by diffusion; gone to 1/e over its lifetime; a
// splash whitens at once. Its second channel, a hull's churn, is stamped
// only where asked, carried alike and fades over its own, longer lifetime.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "gl_test_support.hpp"
#include "shaders/sim/foam/breaking_in_wind.h"
#include "sim/foam/foam_field.hpp"

namespace tp {
namespace {

constexpr int kN = 64;
constexpr float kCell = 0.5f, kDt = 1.0f / 60.0f;

// An RG32F surface: height h(x, y) and potential φ(x, y), in metres and m²/s.
gl::Texture surfaceOf(float (*height)(int, int), float (*potential)(int, int)) {
  std::vector<float> texels(2 * size_t(kN) * kN);
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) {
      texels[2 * (size_t(y) * kN + x)] = height(x, y);
      texels[2 * (size_t(y) * kN + x) + 1] = potential(x, y);
    }
  gl::Texture texture = gl::Texture::create2D(GL_RG32F, kN, kN);
  texture.upload(GL_RG, GL_FLOAT, texels.data());
  return texture;
}

std::vector<float> coverOf(const FoamField& foam) {
  std::vector<float> cover(size_t(kN) * kN);
  foam.cover().download(GL_RED, GL_FLOAT, cover.size() * sizeof(float), cover.data());
  return cover;
}

// A hull's churn (the cover's second channel).
std::vector<float> churnOf(const FoamField& foam) {
  std::vector<float> texels(2 * size_t(kN) * kN), churn(size_t(kN) * kN);
  foam.cover().download(GL_RG, GL_FLOAT, texels.size() * sizeof(float), texels.data());
  for (size_t i = 0; i < churn.size(); ++i) churn[i] = texels[2 * i + 1];
  return churn;
}

float flat(int, int) { return 0.0f; }
// A ramp of slope 0.5 (steep: past the full rate) in columns 20..27, flat elsewhere.
float ramp(int x, int) { return 0.5f * kCell * float(std::clamp(x, 20, 28) - 20); }
// Water moving at 3 m/s in +x: φ = 3·x.
float drift(int x, int) { return 3.0f * kCell * float(x); }
// Water flowing towards (squeeze) or away from (spread) the line x = 32.5
// cells: φ = ∓½·s·(x − x₀)², so ∇²φ = ∓s with s = 4/s.
constexpr float kFlow = 4.0f;
float squeeze(int x, int) { return -0.5f * kFlow * std::pow(kCell * (float(x) + 0.5f - 32.5f), 2.0f); }
float stretch(int x, int y) { return -squeeze(x, y); }

TEST(HarborFoam, MadeWhereTheSurfaceIsSteepAndNowhereElse) {
  FoamField foam;
  foam.init(test::shaders());
  const gl::Texture surface = surfaceOf(ramp, flat);
  FoamSettings settings;
  settings.spreading = 0.0f;  // none carried off the ramp
  for (int i = 0; i < 30; ++i) foam.step(surface, kCell, kDt, settings);
  const std::vector<float> cover = coverOf(foam);
  EXPECT_GT(cover[size_t(32) * kN + 24], 0.5f) << "on the ramp, after half a second";
  EXPECT_EQ(cover[size_t(32) * kN + 10], 0.0f) << "flat water makes none";
  EXPECT_EQ(cover[size_t(32) * kN + 40], 0.0f);
}

// A gentle ramp, slope 0.15 in columns 20..27: half way to deep water's
// breaking, a wake's crest that alone stays clear.
float gentleRamp(int x, int) { return 0.15f * kCell * float(std::clamp(x, 20, 28) - 20); }

// In a wind the wind sea's slopes add to the simulated waves' (breaking_in_wind.h):
// the gentle ramp breaks a share b of the time, and its cover rises towards b
// at makeRate, flat water still none. Deep water's breaking, a fresh breeze's
// drawn sea (σ 0.107 along a direction), a lifetime long enough that nothing
// fades: each step adds makeRate·dt·(b − cover), so after n steps the cover
// is b·(1 − (1 − makeRate·dt)ⁿ).
TEST(HarborFoam, InAWindAWakesGentleCrestsBreakAndFlatWaterStillMakesNone) {
  const gl::Texture surface = surfaceOf(gentleRamp, flat);
  const auto coverAfter = [&](float windSlope, int steps) {
    FoamField foam;
    foam.init(test::shaders());
    FoamSettings settings;
    settings.slopeStart = 0.3f;
    settings.slopeFull = 0.5f;
    settings.lifetime = 1e6f;
    settings.spreading = 0.0f;
    settings.windSlopeDeviation = windSlope;
    for (int i = 0; i < steps; ++i) foam.step(surface, kCell, kDt, settings);
    return coverOf(foam);
  };
  const float breaking = foam::breakingInWind(0.15f, 0.3f, 0.5f, 0.107f);
  const float approach = 1.0f - std::pow(1.0f - FoamSettings{}.makeRate * kDt, 60.0f);
  const std::vector<float> calm = coverAfter(0.0f, 60), windy = coverAfter(0.107f, 60);
  EXPECT_EQ(calm[size_t(32) * kN + 24], 0.0f) << "without wind the gentle ramp stays clear";
  std::printf("in the wind after 1 s: %.5f on the ramp (expected %.5f)\n", windy[size_t(32) * kN + 24],
              breaking * approach);
  EXPECT_GT(breaking, 0.01f) << "the wind breaks some of the gentle crests";
  EXPECT_NEAR(windy[size_t(32) * kN + 24], breaking * approach, 0.01f * breaking);
  EXPECT_EQ(windy[size_t(32) * kN + 10], 0.0f) << "flat water makes none";
  EXPECT_EQ(windy[size_t(32) * kN + 40], 0.0f);
  // Ten seconds on, the cover holds at the breaking share: crests that break
  // now and then leave flecks, not a white fill (as it was when the cover
  // added up the breaking and a wake's wedge in a breeze turned solid white).
  const std::vector<float> settled = coverAfter(0.107f, 600);
  std::printf("in the wind after 10 s: %.5f on the ramp (its breaking share %.5f)\n", settled[size_t(32) * kN + 24],
              breaking);
  EXPECT_NEAR(settled[size_t(32) * kN + 24], breaking, 0.01f * breaking);
}

TEST(HarborFoam, FadesToOneOverEOverItsLifetime) {
  FoamField foam;
  foam.init(test::shaders());
  const gl::Texture still = surfaceOf(flat, flat);
  FoamSettings settings;  // 3 s
  settings.spreading = 0.0f;
  foam.stamp({32.5f / kN, 32.5f / kN}, 0.2f, 1.0f);  // centred on cell (32, 32)
  foam.step(still, kCell, kDt, settings);
  const float start = coverOf(foam)[size_t(32) * kN + 32];
  EXPECT_FLOAT_EQ(start, 1.0f) << "a splash whitens at once";
  for (int i = 0; i < 180; ++i) foam.step(still, kCell, kDt, settings);
  EXPECT_NEAR(coverOf(foam)[size_t(32) * kN + 32] / start, std::exp(-1.0f), 0.01f) << "after 3 s";
}

TEST(HarborFoam, CarriedWithTheSurfaceWater) {
  FoamField foam;
  foam.init(test::shaders());
  const gl::Texture moving = surfaceOf(flat, drift);
  FoamSettings settings;
  settings.lifetime = 100.0f;  // hardly fades
  settings.convergence = 0.0f;
  settings.spreading = 0.0f;
  foam.stamp({20.5f / kN, 32.5f / kN}, 3.0f / kN, 1.0f);
  foam.step(moving, kCell, kDt, settings);
  auto centreX = [&] {
    const std::vector<float> cover = coverOf(foam);
    double weighted = 0, total = 0;
    for (int x = 0; x < kN; ++x) {
      weighted += cover[size_t(32) * kN + x] * (x + 0.5);
      total += cover[size_t(32) * kN + x];
    }
    return weighted / total;
  };
  const double before = centreX();
  for (int i = 0; i < 60; ++i) foam.step(moving, kCell, kDt, settings);
  // 3 m/s for 1 s over 0.5 m cells: 6 cells.
  EXPECT_NEAR(centreX() - before, 6.0, 0.5);
}

TEST(HarborFoam, MadeWhereTheSurfaceWaterConvergesNotWhereItSpreads) {
  FoamSettings settings;
  settings.lifetime = 100.0f;  // hardly fades
  settings.spreading = 0.0f;
  auto coverAfterASecond = [&](float (*potential)(int, int)) {
    FoamField foam;
    foam.init(test::shaders());
    const gl::Texture surface = surfaceOf(flat, potential);
    for (int i = 0; i < 60; ++i) foam.step(surface, kCell, kDt, settings);
    return coverOf(foam)[size_t(32) * kN + 32];
  };
  // ∇²φ = −4/s at 0.1 cover a second per 1/s: 0.4 in a second (less a
  // step's: the first step's is made before anything is carried).
  EXPECT_NEAR(coverAfterASecond(squeeze), settings.convergence * kFlow * 1.0f, 0.02f);
  EXPECT_EQ(coverAfterASecond(stretch), 0.0f);
}

TEST(HarborFoam, SpreadsLikeDiffusion) {
  FoamField foam;
  foam.init(test::shaders());
  const gl::Texture still = surfaceOf(flat, flat);
  FoamSettings settings;
  settings.lifetime = 1000.0f;  // the spread's width, not its fading
  foam.stamp({32.5f / kN, 32.5f / kN}, 2.5f / kN, 1.0f);
  foam.step(still, kCell, kDt, settings);
  // The variance across x of the cover summed over every row (cells²):
  // diffusion adds 2·D·t to it whatever the stamp's shape.
  auto varianceX = [&] {
    const std::vector<float> cover = coverOf(foam);
    double total = 0, second = 0;
    for (int y = 0; y < kN; ++y)
      for (int x = 0; x < kN; ++x) {
        total += cover[size_t(y) * kN + x];
        second += cover[size_t(y) * kN + x] * std::pow(x + 0.5 - 32.5, 2.0);
      }
    return second / total;
  };
  const double before = varianceX();
  for (int i = 0; i < 120; ++i) foam.step(still, kCell, kDt, settings);
  const double expected = 2.0 * settings.spreading * 2.0 / (kCell * kCell);
  EXPECT_NEAR(varianceX() - before, expected, 0.03 * expected) << "after 2 s";
}

TEST(HarborFoam, AHullsChurnOutlastsItsFoamAndASplashLeavesNone) {
  FoamField foam;
  foam.init(test::shaders());
  const gl::Texture still = surfaceOf(flat, flat);
  FoamSettings settings;  // foam 3 s, churn 40 s
  settings.spreading = 0.0f;
  foam.stamp({16.5f / kN, 32.5f / kN}, 0.1f, 0.9f, 1.0f);  // a boat's wash on cell (16, 32)
  foam.stamp({48.5f / kN, 32.5f / kN}, 0.1f, 0.9f);         // a splash on cell (48, 32)
  foam.step(still, kCell, kDt, settings);
  const size_t wash = size_t(32) * kN + 16, splash = size_t(32) * kN + 48;
  EXPECT_FLOAT_EQ(churnOf(foam)[wash], 1.0f) << "the wash churns at once";
  EXPECT_EQ(churnOf(foam)[splash], 0.0f) << "a splash churns nothing";
  for (int i = 0; i < 9 * 60; ++i) foam.step(still, kCell, kDt, settings);  // 9 s: three foam lifetimes
  EXPECT_LT(coverOf(foam)[wash], 0.06f) << "the foam is all but gone";
  EXPECT_NEAR(churnOf(foam)[wash], std::exp(-9.0f / settings.churnLifetime), 0.01f) << "the churn lingers";
  EXPECT_EQ(churnOf(foam)[splash], 0.0f);
  settings.churnLifetime = 0.0f;  // none lingers
  foam.step(still, kCell, kDt, settings);
  EXPECT_EQ(churnOf(foam)[wash], 0.0f);
}

// Waves break over a shallow floor: a still surface standing 0.1 m above
// the sea everywhere (flat, so nothing steep or converging makes foam) over
// a floor that rises along x from 1 m deep at column 0 to 0.1 m above the sea
// at column 63. One step makes foam where 0.1 m is 0.3 to 0.39 of the depth
// or more (McCowan's breaking height, a crest half of it), none over deeper
// water or on the dry beach: against the same rule worked out here, cell by
// cell, within float rounding. Without the floor (no FoamShore), none.
TEST(HarborFoam, WavesBreakOverAShallowFloor) {
  constexpr float kStanding = 0.1f;
  const gl::Texture surface = surfaceOf([](int, int) { return kStanding; }, flat);
  // The floor's heights over the field's 32 m, one texel a cell.
  const auto floorAtColumn = [](int x) { return -1.0f + 1.1f * float(x) / float(kN - 1); };
  std::vector<float> floor(size_t(kN) * kN);
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) floor[size_t(y) * kN + x] = floorAtColumn(x);
  gl::Texture floorTexture = gl::Texture::create2D(GL_R32F, kN, kN);
  floorTexture.upload(GL_RED, GL_FLOAT, floor.data());
  FoamSettings settings;
  settings.spreading = 0.0f;
  const FoamShore shore{.floor = &floorTexture, .floorExtent = glm::vec2(kN * kCell), .gridCentre = glm::vec2(0.0f),
                        .gridExtent = glm::vec2(kN * kCell)};
  FoamField foam;
  foam.init(test::shaders());
  foam.step(surface, kCell, kDt, settings, shore);
  const std::vector<float> cover = coverOf(foam);
  int breaking = 0;
  for (int x = 0; x < kN; ++x) {
    const float depth = -floorAtColumn(x);
    float expected = 0.0f;
    if (depth > 0.0f) {
      const float t = std::clamp((kStanding / depth - 0.3f) / (0.39f - 0.3f), 0.0f, 1.0f);
      expected = settings.breakingRate * t * t * (3.0f - 2.0f * t) * kDt;
    }
    breaking += expected > 0.0f;
    EXPECT_NEAR(cover[size_t(32) * kN + size_t(x)], expected, 1e-5f) << "column " << x << ", " << depth << " m deep";
  }
  EXPECT_GE(breaking, 3) << "a band of surf";
  EXPECT_EQ(cover[size_t(32) * kN + 10], 0.0f) << "deep water: none";
  EXPECT_EQ(cover[size_t(32) * kN + 63], 0.0f) << "the dry beach: none";

  FoamField open;
  open.init(test::shaders());
  open.step(surface, kCell, kDt, settings);
  const std::vector<float> none = coverOf(open);
  EXPECT_EQ(*std::max_element(none.begin(), none.end()), 0.0f) << "no floor, no breaking";
}

}  // namespace
}  // namespace tp
