#pragma once
// Kelvin-wake runs for the deep-water solver and its CPU twin alike
// (tests/unit/kelvin_wake_test.cpp, tests/gl/deep_water_gpu_test.cpp).
//
// The runs are watched from the source's frame: the source stays put and,
// after each step, the water moves back by a whole number of cells (what a
// source moving that many cells a step through still water sees, by Galilean
// invariance; the solver's step does not know where it is). Calm water flows
// in ahead of the source, the wake leaves through the sponge behind it, and
// the pattern settles over the whole grid instead of the part a moving
// source has crossed: after 1.5 grid lengths of travel, far enough that the
// slowest energy (the transverse waves', U/2 relative to the source) has
// crossed it.
#include <cmath>
#include <vector>

#include "sim/deep_water/deep_water_model.hpp"
#include "sim/deep_water/deep_water_params.hpp"
#include "support/wake_angle.hpp"

namespace tp::kelvin {

constexpr double kPi = 3.14159265358979323846;
constexpr double kKelvinDegrees = 19.4712;  // arcsin(1/3)
constexpr int kCellsPerStep = 3;            // the water's shift a step, so the source's speed
constexpr double kSourceRadius = 3;         // cells: e^(−r²/R²)
constexpr double kSourceXShare = 0.9;       // of the grid, from the upstream side of the sponge
constexpr double kCellSize = 0.2;           // m

// m/s
inline double sourceSpeed(double wavelengthCells, const DeepWaterParams& p) {
  return std::sqrt(wavelengthCells * kCellSize * double(p.gravity) / (2.0 * kPi));
}

// The solver's parameters for a source at U with 2πU²/g = `wavelengthCells`
// (the transverse wavelength on deep water), in water `depth` m deep.
inline DeepWaterParams paramsFor(double wavelengthCells, double depth = 1000.0) {
  DeepWaterParams p;
  p.cellSize = float(kCellSize);
  p.depth = float(depth);
  // A wide, strong sponge: waves that left through one edge would come back
  // through the opposite one (the transform is periodic) and cross the wake.
  p.spongeWidth = 0.06f;
  p.spongeStrength = 1.0f;
  const double speed = sourceSpeed(wavelengthCells, p);
  p.dt = float(kCellsPerStep * kCellSize / speed);  // the source crosses kCellsPerStep cells a step
  return p;
}

// What a hull pushes aside, seen from the hull: a footprint's height c
// (m, n×n row-major) moving along +x by kCellsPerStep cells a step raises
// the water by c(x) − c(x + kCellsPerStep) a step (ahead it newly covers
// water, astern it gives it back: a source–sink pair). Empty: no hull.
using Footprint = std::vector<double>;

// Runs `water` (DeepWaterCpu or DeepWaterGpu, n×n, at rest) and returns the
// settled height, row-major. The source is a pressure patch at
// (kSourceXShare·n, n/2) unless `hull` is given (and then nothing else).
template <class Water>
std::vector<double> settledWake(Water& water, const Footprint& hull = {}) {
  const int n = water.size();
  if (hull.empty()) water.addMovingSource({kSourceXShare * n, n / 2.0, 0.0, 0.0, kSourceRadius, 1.0});
  std::vector<double> pushed(hull.size());
  for (int y = 0; y < n && !hull.empty(); ++y)
    for (int x = 0; x < n; ++x)
      pushed[size_t(y) * n + x] = hull[size_t(y) * n + x] - (x + kCellsPerStep < n ? hull[size_t(y) * n + x + kCellsPerStep] : 0.0);
  const int steps = int(1.5 * n / kCellsPerStep);
  std::vector<float> shifted(2 * size_t(n) * size_t(n));
  for (int i = 0; i < steps; ++i) {
    water.step();
    const std::vector<float> state = water.readState();  // [row][column][height, potential]
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        for (int channel = 0; channel < 2; ++channel) {
          const size_t at = 2 * (size_t(y) * n + x) + channel;
          shifted[at] = x + kCellsPerStep < n ? state[at + 2 * kCellsPerStep] : 0.0f;  // calm water flows in
          if (channel == 0 && !pushed.empty()) shifted[at] += float(pushed[size_t(y) * n + x]);
        }
    water.writeState(shifted);
  }
  const std::vector<float> state = water.readState();
  std::vector<double> height(size_t(n) * size_t(n));
  for (size_t i = 0; i < height.size(); ++i) height[i] = state[2 * i];
  return height;
}

// The half-angle of a settled wake, from past the source's near field to the sponge.
inline WakeAngle measure(const std::vector<double>& height, int n, const DeepWaterParams& p) {
  WakeMeasureOptions options;
  options.margin = int(deepWaterSpongeCells(p, n)) + 2;
  options.distanceMin = 0.12 * n;
  options.distanceMax = (kSourceXShare - 0.08) * n;
  return measureWakeHalfAngle(height, n, kSourceXShare * n, n / 2.0, options);
}

}  // namespace tp::kelvin
