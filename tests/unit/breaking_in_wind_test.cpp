// The breaking of the simulated waves with the wind sea riding on them
// (shaders/sim/foam/breaking_in_wind.h, the source foam_step.comp reads):
// the exact mean of smoothstep(start, full, s + σZ) against a numerical
// integral over the Gaussian in double precision, less the flat water's;
// none on flat water, the plain smoothstep without a wind sea, and more the
// steeper the waves and the rougher the wind.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "shaders/sim/foam/breaking_in_wind.h"

namespace tp {
namespace {

using foam::breakingInWind;
using foam::normalTail;

// Deep water's breaking (harbor_scene.cpp): from a slope of 0.3, full at 0.5.
constexpr double kStart = 0.3, kFull = 0.5;

double smooth(double x) {
  const double t = std::clamp((x - kStart) / (kFull - kStart), 0.0, 1.0);
  return t * t * (3.0 - 2.0 * t);
}
// ∫ smoothstep(s + σz) φ(z) dz by the midpoint rule over ±10 deviations.
double meanBroken(double slope, double deviation) {
  constexpr int kSteps = 200000;
  const double dz = 20.0 / kSteps;
  double sum = 0.0;
  for (int i = 0; i < kSteps; ++i) {
    const double z = -10.0 + (i + 0.5) * dz;
    sum += smooth(slope + deviation * z) * std::exp(-0.5 * z * z) * dz;
  }
  return sum / std::sqrt(2.0 * M_PI);
}

TEST(BreakingInWind, TheNormalsTail) {
  for (const double z : {-3.0, -1.0, 0.0, 0.5, 1.0, 2.0, 3.0, 4.0}) {
    const double exact = 0.5 * std::erfc(z / std::sqrt(2.0));
    EXPECT_NEAR(normalTail(float(z)), exact, 2e-7) << "z " << z;
    EXPECT_NEAR(normalTail(float(z)) / exact, 1.0, 1e-3) << "z " << z;  // relative, out in the tail too
  }
}

// The fresh breeze's drawn sea (σ 0.107 along a direction) and a gentle
// breeze's (0.087), over a wake's crests from gentle to past breaking.
TEST(BreakingInWind, TheGaussiansMeanWorkedOutExactly) {
  for (const double deviation : {0.05, 0.087, 0.107, 0.2})
    for (const double slope : {0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6}) {
      const double expected = meanBroken(slope, deviation) - meanBroken(0.0, deviation);
      EXPECT_NEAR(breakingInWind(float(slope), float(kStart), float(kFull), float(deviation)), expected, 3e-6)
          << "slope " << slope << ", deviation " << deviation;
    }
}

TEST(BreakingInWind, NoneOnFlatWaterAndThePlainSmoothstepWithoutWind) {
  EXPECT_EQ(breakingInWind(0.0f, float(kStart), float(kFull), 0.107f), 0.0f);
  for (const double slope : {0.0, 0.2, 0.35, 0.45, 0.7})
    EXPECT_NEAR(breakingInWind(float(slope), float(kStart), float(kFull), 0.0f), smooth(slope), 1e-6);
}

TEST(BreakingInWind, MoreTheSteeperTheCrestsAndTheRougherTheWind) {
  // A wake's crest of slope 0.15, half way to breaking, alone makes no foam;
  // in a fresh breeze it breaks about 1.5 % as much as a crest past breaking.
  EXPECT_EQ(breakingInWind(0.15f, float(kStart), float(kFull), 0.0f), 0.0f);
  EXPECT_GT(breakingInWind(0.15f, float(kStart), float(kFull), 0.107f), 0.01f);
  float last = 0.0f;
  for (int i = 1; i <= 40; ++i) {
    const float steeper = breakingInWind(0.02f * float(i), float(kStart), float(kFull), 0.107f);
    EXPECT_GT(steeper, last) << "slope " << 0.02 * i;
    last = steeper;
  }
  EXPECT_LT(breakingInWind(0.15f, float(kStart), float(kFull), 0.087f),
            breakingInWind(0.15f, float(kStart), float(kFull), 0.107f));
}

}  // namespace
}  // namespace tp
