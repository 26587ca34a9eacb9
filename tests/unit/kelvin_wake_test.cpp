// Kelvin's wake on the deep-water solver's CPU twin: behind a source moving
// at any steady speed U on deep water the wake's outer edge lies at
// arcsin(1/3) = 19.47° either side of the track, with transverse waves of
// wavelength 2πU²/g. The wave equation, without dispersion, gives the Mach
// angle arcsin(c/U) instead, which changes with speed (wake_angle_test.cpp
// checks the measurement on it).
//
// The runs are watched from the source's frame: the source stays put and,
// after each step, the water moves back by a whole number of cells (what a
// source moving that many cells a step through still water sees, by Galilean
// invariance; the solver's step does not know where it is). Calm water flows
// in ahead of the source, the wake leaves through the sponge behind it, and
// the pattern settles over the whole grid instead of the part a moving
// source has crossed. The wake is then a steady Kelvin pattern 1.5 grid
// lengths of travel after the start, far enough that its slowest
// energy (the transverse waves, U/2 relative to the source) has crossed it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "sim/deep_water/deep_water_cpu.hpp"
#include "sim/deep_water/deep_water_model.hpp"
#include "sim/wake_angle.hpp"

namespace tp {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kKelvinDegrees = 19.4712;  // arcsin(1/3)
constexpr int kCellsPerStep = 3;  // the water's shift a step, so the source's speed
constexpr double kSourceRadius = 3;  // cells: e^(−r²/R²)
constexpr double kSourceXShare = 0.9;  // of the grid, from the upstream side of the sponge

struct SteadyWake {
  std::vector<double> height;
  double sourceX = 0, sourceY = 0;
  int margin = 0;  // the sponge's cells, and two more
};

// The wake of a source moving at U with 2πU²/g = `wavelengthCells` (the
// transverse wavelength on deep water), on an n×n grid of 0.2 m cells and
// water `depth` m deep.
SteadyWake steadyWake(int n, double wavelengthCells, double depth = 1000.0) {
  DeepWaterParams p;
  p.cellSize = 0.2f;
  p.depth = float(depth);
  // A wide, strong sponge: waves that left through one edge would come back
  // through the opposite one (the transform is periodic) and cross the wake.
  p.spongeWidth = 0.06f;
  p.spongeStrength = 1.0f;
  const double speed = std::sqrt(wavelengthCells * p.cellSize * p.gravity / (2.0 * kPi));  // m/s
  p.dt = float(kCellsPerStep * p.cellSize / speed);  // the source crosses kCellsPerStep cells a step
  DeepWaterCpu water(p, n);
  SteadyWake wake;
  wake.sourceX = kSourceXShare * n;
  wake.sourceY = n / 2.0;
  wake.margin = int(deepWaterSpongeCells(p, n)) + 2;
  water.addMovingSource({wake.sourceX, wake.sourceY, 0.0, 0.0, kSourceRadius, 1.0});
  const int steps = int(1.5 * n / kCellsPerStep);
  std::vector<float> shifted(2 * size_t(n) * size_t(n));
  for (int i = 0; i < steps; ++i) {
    water.step();
    const std::vector<float> state = water.readState();
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        for (int channel = 0; channel < 2; ++channel) {
          const size_t at = 2 * (size_t(y) * n + x) + channel;
          shifted[at] = x + kCellsPerStep < n ? state[at + 2 * kCellsPerStep] : 0.0f;  // calm water flows in
        }
    water.writeState(shifted);
  }
  wake.height = water.height();
  return wake;
}

// Three speeds 1.5× apart: 2πU²/g of 16, 36 and 81 cells, so k₀R = 2πR/λ
// (the source's size against the transverse wavelength) of 1.18, 0.52 and
// 0.23, from mostly transverse waves to a pattern whose brightest crests
// lie well inside the edge.
void expectKelvinAngle(int n, double toleranceDegrees) {
  for (double wavelengthCells : {16.0, 36.0, 81.0}) {
    const SteadyWake wake = steadyWake(n, wavelengthCells);
    WakeMeasureOptions options;
    options.margin = wake.margin;
    options.distanceMin = 0.12 * n;  // past the source's own near field
    options.distanceMax = (kSourceXShare - 0.08) * n;
    const WakeAngle angle = measureWakeHalfAngle(wake.height, n, wake.sourceX, wake.sourceY, options);
    std::printf("%d², 2πU²/g = %.0f cells, k₀R = %.2f: half-angle %.2f° over %d columns\n", n, wavelengthCells,
                2.0 * kPi * kSourceRadius / wavelengthCells, angle.halfAngleDegrees, angle.columns);
    EXPECT_GT(angle.columns, int(0.6 * n)) << wavelengthCells;
    EXPECT_NEAR(angle.halfAngleDegrees, kKelvinDegrees, toleranceDegrees) << "2πU²/g = " << wavelengthCells;
  }
}

// The measurement can fail: in water 0.25 m deep every wave longer than a few
// depths runs at √(g·depth) = 1.57 m/s, and a source at 3.35 m/s (twice
// that) drags a Mach cone, arcsin(1/2.14) = 27.9°, as on the wave equation.
TEST(KelvinWake, ShallowWaterWithoutDispersionGivesTheMachAngleInstead) {
  constexpr int kN = 512;
  constexpr double kDepth = 0.25, kWavelengthCells = 36.0;
  const SteadyWake wake = steadyWake(kN, kWavelengthCells, kDepth);
  WakeMeasureOptions options;
  options.margin = wake.margin;
  options.distanceMin = 0.12 * kN;
  options.distanceMax = (kSourceXShare - 0.08) * kN;
  const WakeAngle angle = measureWakeHalfAngle(wake.height, kN, wake.sourceX, wake.sourceY, options);
  const double speed = std::sqrt(kWavelengthCells * 0.2 * 9.81 / (2.0 * kPi));
  const double mach = std::asin(std::sqrt(9.81 * kDepth) / speed) * 180.0 / kPi;
  std::printf("%.2f m deep, U = %.2f m/s: half-angle %.2f°, Mach angle %.2f°\n", kDepth, speed,
              angle.halfAngleDegrees, mach);
  EXPECT_NEAR(angle.halfAngleDegrees, mach, 1.5);
  EXPECT_GT(angle.halfAngleDegrees, kKelvinDegrees + 5.0);
}

TEST(KelvinWake, TheEdgeLiesAtNineteenAndAHalfDegreesOnA512Grid) { expectKelvinAngle(512, 2.5); }

TEST(KelvinWake, TheEdgeLiesAtNineteenAndAHalfDegreesOnA1024Grid) { expectKelvinAngle(1024, 1.5); }

}  // namespace
}  // namespace tp
