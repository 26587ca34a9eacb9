// The wake-angle measurement (tests/support/wake_angle.*) against a known answer:
// behind a source faster than the waves, the wave equation's wake is a Mach
// cone of half-angle arcsin(c/U). The same measurement holds the deep-water
// solver to Kelvin's 19.47° (kelvin_wake_test.cpp).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "support/wake_angle.hpp"

namespace tp {
namespace {

TEST(WakeAngle, TheWaveEquationsWakeIsTheMachCone) {
  constexpr int kN = 320;
  GridWaveParams params;
  params.a = 0.25f;  // waves run √a = 0.5 cells a step
  params.boundary = int(GridWaveBoundary::Absorb);
  params.spongeWidth = 0.06f;
  const double c = std::sqrt(double(params.a));
  for (double speed : {0.8, 1.0, 1.4}) {  // cells a step
    GridWaveCpu water(params, kN);
    const double start = 0.1 * kN, travel = 0.75 * kN;
    const int steps = int(travel / speed);
    for (int i = 0; i < steps; ++i) {
      water.addPressureKick(float(start + speed * i), float(kN / 2.0), 0.01f, 3.0f);
      water.step(1);
    }
    const std::vector<double> height(water.height().begin(), water.height().end());
    WakeMeasureOptions options;
    options.margin = int(gridWaveSpongeCells(params, kN)) + 2;
    options.distanceMin = 0.15 * travel;
    options.distanceMax = 0.7 * travel;
    const WakeAngle angle = measureWakeHalfAngle(height, kN, start + speed * steps, kN / 2.0, options);
    const double mach = std::asin(c / speed) * 180.0 / 3.14159265358979323846;
    std::printf("U/c = %.1f: half-angle %.2f°, Mach angle %.2f°\n", speed / c, angle.halfAngleDegrees, mach);
    EXPECT_GT(angle.columns, 50);
    EXPECT_NEAR(angle.halfAngleDegrees, mach, 1.5) << "U = " << speed << " cells/step, c = " << c;
  }
}

}  // namespace
}  // namespace tp
