// The planet's wind ripples (scenes/planet/planet_ripples.*): their slope
// variance is Cox & Munk's for a 4 m/s breeze, their lengths spread over
// 0.1..0.012 radii longest first, evenly in the logarithm, their directions unit and spread over
// the sphere, and their phases run at deep water's ω = √(g·k).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "scenes/planet/planet_ripples.hpp"

TEST(PlanetRipples, HaveABreezesSlopeVarianceAndSpreadLengths) {
  // Cox & Munk 1954: 0.003 + 0.00512·W for W = 4 m/s.
  EXPECT_NEAR(tp::planetRippleSlopeVariance(), 0.003 + 0.00512 * 4.0, 0.0015);  // 0.0225 against 0.0235
  const tp::RippleWaves waves = tp::planetRipples(0.0f);
  std::vector<double> lengths;
  glm::dvec3 directionSum(0.0);
  double variance = 0;
  for (int i = 0; i < tp::kRippleWaves; ++i) {
    const glm::vec3 k(waves.wavevectorPhase[size_t(i)]);
    const glm::vec3 slope(waves.slope[size_t(i)]);
    lengths.push_back(6.283185307 / glm::length(k));
    EXPECT_NEAR(waves.slope[size_t(i)].w, glm::length(k), 1e-3 * glm::length(k)) << "w carries k";
    if (i > 0) EXPECT_LT(lengths[size_t(i)], lengths[size_t(i) - 1]) << "longest first";
    EXPECT_NEAR(glm::length(slope), tp::kRippleSteepness, 1e-6);
    EXPECT_NEAR(glm::dot(glm::normalize(k), glm::normalize(slope)), 1.0, 1e-5) << "the slope runs along the wave";
    directionSum += glm::dvec3(glm::normalize(k));
    variance += glm::dot(slope, slope) * 0.5 * (2.0 / 3.0);
  }
  EXPECT_NEAR(variance, tp::planetRippleSlopeVariance(), 1e-6);
  EXPECT_LT(glm::length(directionSum), 0.2 * tp::kRippleWaves) << "directions spread over the sphere";
  std::sort(lengths.begin(), lengths.end());
  EXPECT_GE(lengths.front(), 0.012 - 1e-6);
  EXPECT_LE(lengths.back(), 0.1 + 1e-6);
  EXPECT_GT(lengths.back() / lengths.front(), 5.0);
  // Evenly in the logarithm: each over 1.2 times the next (like lengths would beat into a lattice).
  for (size_t i = 1; i < lengths.size(); ++i) EXPECT_GT(lengths[i] / lengths[i - 1], 1.2) << i;
}

TEST(PlanetRipples, RunAtDeepWatersSpeed) {
  const double dt = 0.01;
  const tp::RippleWaves now = tp::planetRipples(1.0f), later = tp::planetRipples(float(1.0 + dt));
  for (int i = 0; i < tp::kRippleWaves; ++i) {
    const double k = glm::length(glm::vec3(now.wavevectorPhase[size_t(i)]));
    double change = double(later.wavevectorPhase[size_t(i)].w) - now.wavevectorPhase[size_t(i)].w;
    change = std::remainder(change, 6.283185307179586);
    EXPECT_NEAR(-change / dt, std::sqrt(tp::kRippleGravity * k), 2e-3 * std::sqrt(tp::kRippleGravity * k)) << i;
  }
}
