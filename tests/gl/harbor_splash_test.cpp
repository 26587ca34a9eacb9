// A click's splash on the harbor's deep water (HarborWaves::splash) sends
// out Cauchy-Poisson's rings: ring after ring, the long ones ahead, the
// short ones trailing inside, each crest where stationary phase puts it,
// and steep enough to be seen by shading for seconds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "gl_test_support.hpp"
#include "scenes/harbor/harbor_params.hpp"
#include "scenes/harbor/harbor_waves.hpp"

namespace tp {
namespace {

constexpr int kN = 512;                                   // cells: 9.8 cm each
constexpr float kCell = HarborSettings::kBasinMetres / kN;  // m
constexpr float kG = 9.81f;                               // m/s²

// The height's mean over rings one cell wide round the grid's middle, out to
// `reach` metres: index i holds radius (i + 0.5) cells.
std::vector<double> radialProfile(const std::vector<float>& height, float reach) {
  const int bins = int(reach / kCell);
  std::vector<double> sum(bins, 0.0);
  std::vector<int> count(bins, 0);
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) {
      const double r = std::hypot(x + 0.5 - kN / 2.0, y + 0.5 - kN / 2.0);
      const int bin = int(r);
      if (bin >= bins) continue;
      sum[bin] += height[size_t(y) * kN + size_t(x)];
      ++count[bin];
    }
  for (int i = 0; i < bins; ++i) sum[i] /= std::max(count[i], 1);
  return sum;
}

struct Ring {
  float radius;  // m
  double height;  // m
};

// Crests: the profile's local maxima above `floor` metres, outside `from` metres.
std::vector<Ring> crestsOf(const std::vector<double>& profile, float from, double floor) {
  std::vector<Ring> crests;
  for (size_t i = 2; i + 2 < profile.size(); ++i) {
    const float r = (float(i) + 0.5f) * kCell;
    if (r < from || profile[i] < floor) continue;
    if (profile[i] > profile[i - 1] && profile[i] >= profile[i + 1] && profile[i] > profile[i - 2] &&
        profile[i] >= profile[i + 2])
      crests.push_back({r, profile[i]});
  }
  return crests;
}

TEST(HarborSplash, DeepWaterSendsOutCauchyPoissonRings) {
  HarborParams params;
  params.waterModel = HarborWaterModel::DeepWater;
  params.gridSize = kN;
  std::unique_ptr<HarborWaves> waves = makeHarborWaves(test::shaders(), params);
  ASSERT_EQ(waves->size(), kN);
  // The harbor's click: splash_depth and splash_radius at their defaults.
  waves->splash(kN / 2.0f, kN / 2.0f, params.splashDepth, params.splashRadius / kCell);
  constexpr float kDt = 1.0f / 60.0f;
  constexpr int kSeconds = 6;
  for (int i = 0; i < kSeconds * 60; ++i) waves->step(params, HarborWaveStep{}, kDt);
  const std::vector<double> profile = radialProfile(waves->readHeight(), 15.0f);

  // Crests 5 mm high and more (a ring that shows), beyond the splash's own metre.
  const std::vector<Ring> crests = crestsOf(profile, 1.0f, 0.005);
  for (const Ring& crest : crests) std::printf("crest at %.2f m, %.1f mm\n", crest.radius, 1e3 * crest.height);
  ASSERT_GE(crests.size(), 3u) << "ring after ring";
  // Stationary phase (Lamb, Hydrodynamics, §255): at radius r after t
  // seconds the phase is g·t²/(4·r) plus a constant, so neighbouring crests
  // r₁ < r₂ have 1/r₁ − 1/r₂ = 8π/(g·t²), closer together inside. Held to
  // a fifth (seen: 9-10 %; the spectrum's fall across a ring shifts its
  // crest a little).
  const float t = float(kSeconds);
  const float expected = 8.0f * float(M_PI) / (kG * t * t);
  for (size_t i = 0; i + 1 < crests.size(); ++i) {
    EXPECT_NEAR(1.0f / crests[i].radius - 1.0f / crests[i + 1].radius, expected, 0.2f * expected)
        << "crests at " << crests[i].radius << " and " << crests[i + 1].radius << " m";
    if (i + 2 < crests.size())
      EXPECT_LT(crests[i + 1].radius - crests[i].radius, crests[i + 2].radius - crests[i + 1].radius) << "shorter inside";
  }
  // Steep enough to show by shading six seconds on: the rings' slope
  // (across them) reaches 0.05 beyond the first metre; a slope of 0.05
  // turns the sky's reflection and the sunlit body by a few percent.
  double steepest = 0;
  for (size_t i = size_t(1.0f / kCell); i + 1 < profile.size(); ++i)
    steepest = std::max(steepest, std::abs(profile[i + 1] - profile[i]) / kCell);
  std::printf("steepest ring slope %.3f\n", steepest);
  EXPECT_GT(steepest, 0.05);
}

}  // namespace
}  // namespace tp
