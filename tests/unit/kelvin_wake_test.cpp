// Kelvin's wake on the deep-water solver's CPU twin: behind a source moving
// at any steady speed U on deep water the wake's outer edge lies at
// arcsin(1/3) = 19.47° either side of the track, with transverse waves of
// wavelength 2πU²/g. Without dispersion (the wave equation, or shallow
// water) the edge is the Mach angle arcsin(c/U) instead, which changes with
// speed (wake_angle_test.cpp checks the measurement on the wave equation).
// How the runs go: tests/support/kelvin_wake_support.hpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "support/kelvin_wake_support.hpp"
#include "sim/deep_water/deep_water_cpu.hpp"

namespace tp {
namespace {

using namespace kelvin;

// Three speeds 1.5× apart: 2πU²/g of 16, 36 and 81 cells, so k₀R = 2πR/λ
// (the source's size against the transverse wavelength) of 1.18, 0.52 and
// 0.23, from mostly transverse waves to a pattern whose brightest crests
// lie well inside the edge.
void expectKelvinAngle(int n, double toleranceDegrees) {
  for (double wavelengthCells : {16.0, 36.0, 81.0}) {
    const DeepWaterParams params = paramsFor(wavelengthCells);
    DeepWaterCpu water(params, n);
    const WakeAngle angle = measure(settledWake(water), n, params);
    std::printf("%d², 2πU²/g = %.0f cells, k₀R = %.2f: half-angle %.2f° over %d columns\n", n, wavelengthCells,
                2.0 * kPi * kSourceRadius / wavelengthCells, angle.halfAngleDegrees, angle.columns);
    EXPECT_GT(angle.columns, int(0.6 * n)) << wavelengthCells;
    EXPECT_NEAR(angle.halfAngleDegrees, kKelvinDegrees, toleranceDegrees) << "2πU²/g = " << wavelengthCells;
  }
}

TEST(KelvinWake, TheEdgeLiesAtNineteenAndAHalfDegreesOnA512Grid) { expectKelvinAngle(512, 2.5); }

TEST(KelvinWake, TheEdgeLiesAtNineteenAndAHalfDegreesOnA1024Grid) { expectKelvinAngle(1024, 1.5); }

// The harbor's boats make their waves by displacement (scenes/harbor/
// wake_mask.*: water raised where a hull newly covers it, lowered where it
// leaves), not by pressure. A tug-like footprint, 4 m by 1.6 m and 0.5 m
// deep (a smooth ellipse), at 5 m/s (2πU²/g = 16 m = 81 cells) leaves the
// same edge.
TEST(KelvinWake, AHullsDisplacementLeavesTheSameEdge) {
  constexpr int kN = 512;
  constexpr double kWavelengthCells = 81.0, kLength = 4.0, kBeam = 1.6, kDraft = 0.5;  // m
  const DeepWaterParams params = paramsFor(kWavelengthCells);
  Footprint hull(size_t(kN) * kN, 0.0);
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) {
      const double along = (x + 0.5 - kSourceXShare * kN) * kCellSize / (0.5 * kLength);
      const double across = (y + 0.5 - kN / 2.0) * kCellSize / (0.5 * kBeam);
      hull[size_t(y) * kN + x] = kDraft * std::exp(-2.0 * (along * along + across * across));
    }
  DeepWaterCpu water(params, kN);
  const WakeAngle angle = measure(settledWake(water, hull), kN, params);
  std::printf("a hull's displacement at %.1f m/s: half-angle %.2f° over %d columns\n",
              sourceSpeed(kWavelengthCells, params), angle.halfAngleDegrees, angle.columns);
  EXPECT_GT(angle.columns, int(0.6 * kN));
  EXPECT_NEAR(angle.halfAngleDegrees, kKelvinDegrees, 2.5);
}

// The measurement can fail: in water 0.25 m deep every wave longer than a few
// depths runs at √(g·depth) = 1.57 m/s, and a source at 3.35 m/s (twice
// that) drags a Mach cone, arcsin(1/2.14) = 27.9°, as on the wave equation.
TEST(KelvinWake, ShallowWaterWithoutDispersionGivesTheMachAngleInstead) {
  constexpr int kN = 512;
  constexpr double kDepth = 0.25, kWavelengthCells = 36.0;
  const DeepWaterParams params = paramsFor(kWavelengthCells, kDepth);
  DeepWaterCpu water(params, kN);
  const WakeAngle angle = measure(settledWake(water), kN, params);
  const double speed = sourceSpeed(kWavelengthCells, params);
  const double mach = std::asin(std::sqrt(double(params.gravity) * kDepth) / speed) * 180.0 / kPi;
  std::printf("%.2f m deep, U = %.2f m/s: half-angle %.2f°, Mach angle %.2f°\n", kDepth, speed,
              angle.halfAngleDegrees, mach);
  EXPECT_NEAR(angle.halfAngleDegrees, mach, 1.5);
  EXPECT_GT(angle.halfAngleDegrees, kKelvinDegrees + 5.0);
}

}  // namespace
}  // namespace tp
