// The planet's wind ripples (shaders/scenes/planet/planet_ripples.h, the
// same source the water's shader unrolls): their slope variance is Cox &
// Munk's for a 4 m/s breeze, their lengths run from 0.1 down to 0.012 radii
// evenly in the logarithm, their directions are unit and spread over the
// sphere, and their phases run at deep water's ω = √(g·k).
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "scenes/planet/planet_ripples.hpp"

namespace ripples = tp::ripples;

TEST(PlanetRipples, HaveABreezesSlopeVarianceAndSpreadLengths) {
  // Cox & Munk 1954: 0.003 + 0.00512·W for W = 4 m/s.
  EXPECT_NEAR(tp::planetRippleSlopeVariance(), 0.003 + 0.00512 * 4.0, 0.0015);  // 0.0225 against 0.0235
  glm::dvec3 directionSum(0.0);
  std::vector<double> lengths;
  for (int i = 0; i < tp::kRippleWaves; ++i) {
    lengths.push_back(6.283185307 / ripples::rippleWavenumber(i));
    EXPECT_NEAR(glm::length(ripples::rippleDirection(i)), 1.0, 1e-5);
    directionSum += glm::dvec3(ripples::rippleDirection(i));
  }
  EXPECT_NEAR(lengths.front(), 0.1, 1e-6);
  EXPECT_NEAR(lengths.back(), 0.012, 1e-6);
  // Longest first, evenly in the logarithm: each over 1.2 times the next (like lengths would beat into a lattice).
  for (size_t i = 1; i < lengths.size(); ++i) EXPECT_GT(lengths[i - 1] / lengths[i], 1.2) << i;
  EXPECT_LT(glm::length(directionSum), 0.2 * tp::kRippleWaves) << "directions spread over the sphere";
  for (int i = 0; i < tp::kRippleWaves; ++i)
    for (int j = 0; j < i; ++j)
      EXPECT_LT(std::abs(glm::dot(ripples::rippleDirection(i), ripples::rippleDirection(j))), 0.999f)
          << "no two waves run along one line: " << i << ", " << j;
}

TEST(PlanetRipples, RunAtDeepWatersSpeed) {
  const float dt = 0.01f;
  for (int i = 0; i < tp::kRippleWaves; ++i) {
    const double k = ripples::rippleWavenumber(i);
    const double change = double(ripples::ripplePhase(i, 1.0f + dt)) - ripples::ripplePhase(i, 1.0f);
    EXPECT_NEAR(-change / dt, std::sqrt(ripples::kRippleGravity * k), 2e-3 * std::sqrt(ripples::kRippleGravity * k))
        << i;
  }
}
