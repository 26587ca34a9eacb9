// The deep-water solver's physics, on its CPU twin (FFTW, double): each test
// measures something a solver without dispersion gets wrong (the wave
// equation gives every wavelength one speed and one period law, ω = c·k).
// The GPU solver is held to this twin in tests/gl/deep_water_gpu_test.cpp;
// Kelvin's wake angle is kelvin_wake_test.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "sim/deep_water/deep_water_cpu.hpp"
#include "sim/deep_water/deep_water_model.hpp"
#include "sim/grid_wave/grid_wave_cpu.hpp"

namespace tp {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kG = 9.81;

DeepWaterParams periodicWater(double cellSize, double dt, double depth) {
  DeepWaterParams p;
  p.gravity = float(kG);
  p.cellSize = float(cellSize);
  p.dt = float(dt);
  p.depth = float(depth);
  p.spongeWidth = 0.0f;  // periodic: nothing absorbed
  return p;
}

// Times (s) at which a sampled signal crosses zero, linearly interpolated.
std::vector<double> zeroCrossings(const std::vector<double>& samples, double dt) {
  std::vector<double> times;
  for (size_t i = 1; i < samples.size(); ++i)
    if ((samples[i - 1] < 0) != (samples[i] < 0))
      times.push_back(dt * (double(i - 1) + samples[i - 1] / (samples[i - 1] - samples[i])));
  return times;
}

TEST(DeepWaterPhysics, PlaneWavesKeepTheDispersionPeriodOverTwentyPeriods) {
  constexpr int kN = 64;
  // Finite depth (kd from 0.98 to 16), so tanh(k·d) is exercised too.
  const DeepWaterParams p = periodicWater(0.2, 1.0 / 60.0, 2.0);
  for (int wavelengthCells : {4, 8, 16, 32, 64}) {
    DeepWaterCpu water(p, kN);
    const double k = 2.0 * kPi / (wavelengthCells * p.cellSize);
    std::vector<float> state(2 * size_t(kN) * kN, 0.0f);
    for (int y = 0; y < kN; ++y)
      for (int x = 0; x < kN; ++x)  // a standing wave: h = cos(k·x)·cos(ωt)
        state[2 * (size_t(y) * kN + x)] = float(0.1 * std::cos(k * x * p.cellSize));
    water.writeState(state);
    const double omega = deepWaterFrequency(k, p), period = 2.0 * kPi / omega;
    const int steps = int(std::ceil(20.5 * period / p.dt));
    std::vector<double> atOrigin{water.height()[0]};
    for (int i = 0; i < steps; ++i) {
      water.step();
      atOrigin.push_back(water.height()[0]);
    }
    const std::vector<double> crossings = zeroCrossings(atOrigin, p.dt);
    ASSERT_GE(crossings.size(), 40u) << wavelengthCells;
    const double measured = 2.0 * (crossings.back() - crossings.front()) / double(crossings.size() - 1);
    EXPECT_NEAR(measured / period, 1.0, 0.005)
        << wavelengthCells << " cells: period " << measured << " s, 2π/ω = " << period << " s";
  }
}

TEST(DeepWaterPhysics, APacketTravelsAtHalfItsPhaseSpeed) {
  constexpr int kN = 256;
  const DeepWaterParams p = periodicWater(0.2, 0.1, 1000.0);  // deep: k·d ≫ 1
  const double wavelength = 16 * p.cellSize, k = 2.0 * kPi / wavelength;
  const double omega = deepWaterFrequency(k, p), phaseSpeed = omega / k;
  const double sigma = 2 * wavelength, start = 70 * p.cellSize;
  // A packet running in +x, the same along y: h = A·e(x)·cos(k·x), φ = (g/ω)·A·e(x)·sin(k·x).
  std::vector<float> state(2 * size_t(kN) * kN, 0.0f);
  for (int y = 0; y < kN; ++y)
    for (int x = 0; x < kN; ++x) {
      const double at = (x + 0.5) * p.cellSize, envelope = 0.05 * std::exp(-std::pow((at - start) / sigma, 2));
      state[2 * (size_t(y) * kN + x)] = float(envelope * std::cos(k * at));
      state[2 * (size_t(y) * kN + x) + 1] = float(kG / omega * envelope * std::sin(k * at));
    }
  DeepWaterCpu water(p, kN);
  water.writeState(state);
  // The packet's centre: the centroid of h² + (ω·φ/g)², which has no carrier ripple.
  auto centroid = [&] {
    const std::vector<double> h = water.height(), phi = water.potential();
    double weighted = 0, total = 0;
    for (int x = 0; x < kN; ++x) {
      const double e = h[size_t(x)] * h[size_t(x)] + std::pow(omega * phi[size_t(x)] / kG, 2);
      weighted += e * (x + 0.5) * p.cellSize;
      total += e;
    }
    return weighted / total;
  };
  const double before = centroid();
  constexpr int kSteps = 180;
  water.step(kSteps);
  const double groupSpeed = (centroid() - before) / (kSteps * p.dt);
  EXPECT_NEAR(groupSpeed / phaseSpeed, 0.5, 0.03) << "group speed " << groupSpeed << " m/s, phase speed " << phaseSpeed;
}

TEST(DeepWaterPhysics, APointSplashsRingsHaveTheCauchyPoissonWavelength) {
  constexpr int kN = 256;
  DeepWaterParams p = periodicWater(0.4, 0.1, 1000.0);
  p.spongeWidth = 0.06f;
  DeepWaterCpu water(p, kN);
  water.addSplash(kN / 2.0, kN / 2.0, 0.1, 2.0);
  constexpr int kSteps = 180;
  const double t = kSteps * p.dt;
  water.step(kSteps);
  // Along +x from the centre: zero crossings, then the wavelength between
  // each pair (twice their spacing) against 8π·r²/(g·t²) at their middle.
  const std::vector<double> h = water.height();
  std::vector<double> radius, value;
  for (int x = kN / 2; x < kN; ++x) {
    radius.push_back((x + 0.5 - kN / 2.0) * p.cellSize);
    value.push_back(h[size_t(kN / 2) * kN + x]);
  }
  std::vector<double> crossings;
  for (size_t i = 1; i < value.size(); ++i)
    if ((value[i - 1] < 0) != (value[i] < 0))
      crossings.push_back(radius[i - 1] + (radius[i] - radius[i - 1]) * value[i - 1] / (value[i - 1] - value[i]));
  int checked = 0;
  for (size_t i = 1; i < crossings.size(); ++i) {
    const double middle = 0.5 * (crossings[i] + crossings[i - 1]);
    if (middle < 20.0 || middle > 35.0) continue;
    const double measured = 2.0 * (crossings[i] - crossings[i - 1]);
    const double expected = 8.0 * kPi * middle * middle / (kG * t * t);
    EXPECT_NEAR(measured / expected, 1.0, 0.05) << "at r = " << middle << " m, t = " << t << " s";
    ++checked;
  }
  EXPECT_GE(checked, 4) << "crests between 20 and 35 m";
}

TEST(DeepWaterPhysics, UndampedUnforcedEnergyDriftsLessThanAThousandthOverTenThousandSteps) {
  constexpr int kN = 64;
  const DeepWaterParams p = periodicWater(0.2, 1.0 / 60.0, 5.0);
  DeepWaterCpu water(p, kN);
  water.addSplash(20, 30, 0.2, 3);
  water.addSplash(45, 12, -0.1, 2);
  water.step(10);  // both fields non-zero
  const double before = deepWaterEnergy(water.readState(), kN, p);
  water.step(10000);
  const double after = deepWaterEnergy(water.readState(), kN, p);
  EXPECT_GT(before, 0.0);
  EXPECT_LT(std::abs(after / before - 1.0), 1e-3) << before << " then " << after;
}

// The absorbing edge: a splash's rings run into the sponge, and what comes
// back is what a larger periodic sea (where they just run on) does not have.
// Compared over the interior of the small sea once the rings have had time
// to reach the sponge and return: under 5% of the splash's energy.
TEST(DeepWaterPhysics, TheSpongeReturnsLessThanFivePercentOfARingsEnergy) {
  constexpr int kSmall = 128, kLarge = 512;
  DeepWaterParams withSponge = periodicWater(0.2, 0.1, 1000.0);
  withSponge.spongeWidth = 0.08f;  // 10 cells
  const DeepWaterParams open = periodicWater(0.2, 0.1, 1000.0);
  DeepWaterCpu small(withSponge, kSmall), large(open, kLarge);
  small.addSplash(kSmall / 2.0, kSmall / 2.0, 0.1, 3.0);
  large.addSplash(kLarge / 2.0, kLarge / 2.0, 0.1, 3.0);
  auto potential = [&](const std::vector<double>& h) {
    double sum = 0;
    for (double v : h) sum += v * v;
    return 0.5 * kG * sum * withSponge.cellSize * withSponge.cellSize;
  };
  const double splash = potential(small.height());  // at rest: all of it potential
  constexpr int kSteps = 200;  // 20 s: a 1 m/s group (3-cell rings' middle) crosses 54 cells and back
  small.step(kSteps);
  large.step(kSteps);
  const std::vector<double> a = small.height(), b = large.height();
  const int margin = int(deepWaterSpongeCells(withSponge, kSmall)), offset = (kLarge - kSmall) / 2;
  std::vector<double> returned;
  for (int y = margin; y < kSmall - margin; ++y)
    for (int x = margin; x < kSmall - margin; ++x)
      returned.push_back(a[size_t(y) * kSmall + x] - b[size_t(y + offset) * kLarge + (x + offset)]);
  // Kinetic as much as potential, over a wave's cycle.
  const double back = 2.0 * potential(returned);
  EXPECT_GT(splash, 0.0);
  EXPECT_LT(back / splash, 0.05) << "returned " << back << " of " << splash;
  std::printf("the sponge returned %.3g of the splash's energy\n", back / splash);
}

}  // namespace
}  // namespace tp
