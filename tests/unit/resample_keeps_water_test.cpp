// Every change of resolution keeps the water (play without breaking): the
// planet's level, the harbor's and the bowl's grid_size, the fluid's grid.
// Over sequences of changes up, down and to both ends of each range, the
// conserved quantity is what it was (planet Σ(deg/6)·z per unit of sphere,
// grids Σz·cell area, the fluid's mass) and no |height| grows: the field is
// the interpolated one, with one side scaled to put the volume back.
// Before, a splash taken 5 → 0 → 6 → 3 → 5 ended with volume −239 and a
// largest height of 1.45 on a planet of radius 1.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <span>
#include <vector>

#include "sim/grid_wave/grid_wave_cpu.hpp"
#include "sim/largest_magnitude.hpp"
#include "sim/restore_weighted_sum.hpp"
#include "sim/sphere_wave/sphere_wave_cpu.hpp"
#include "sim/splat_fluid/splat_fluid_resample.hpp"
#include "sim/spring_surface/spring_surface_cpu.hpp"

using namespace tp;

namespace {

// The planet's volume, level-free: the degree-weighted mean of z times 4π.
double sphereVolume(const SphereWaveCpu& sphere) {
  const IcosphereMesh& mesh = sphere.mesh();
  double sum = 0;
  for (int v = 0; v < mesh.vertexCount(); ++v) sum += mesh.neighbourCount(v) / 6.0 * sphere.height()[size_t(v)];
  return 4 * M_PI * sum / double(mesh.vertexCount() - 2);
}

double largest(std::span<const double> values) {
  double worst = 0;
  for (double v : values) worst = std::max(worst, std::fabs(v));
  return worst;
}

// Σ of one channel of an interleaved state over the included cells, times a cell's area (1/cells).
double gridVolume(std::span<const float> state, int channels, int channel, std::span<const uint8_t> include,
                  double cells) {
  return channelSum(state, channels, channel, include) / cells;
}

}  // namespace

TEST(ResampleKeepsWater, PlanetLevelChangesKeepTheVolumeAndGrowNoSpike) {
  SphereWaveCpu sphere(5);
  // A splash at rest adds its bump's volume; the scene's splash is a rise and
  // an equal fall. Here one bump: the volume is not zero, which is harder.
  sphere.addSplash({{0.2f, 0.9f, 0.3f}, 0.4f, 0.5f, true});
  sphere.step(20);
  const double splashVolume = sphereVolume(sphere);
  ASSERT_GT(splashVolume, 1e-3);
  double previousLargest = largest(sphere.height());
  for (int level : {0, 6, 3, 8, 1, 5}) {
    SCOPED_TRACE("level " + std::to_string(level));
    sphere.setLevel(level);
    EXPECT_NEAR(sphereVolume(sphere), splashVolume, 1e-6 * splashVolume);
    const double now = largest(sphere.height());
    EXPECT_LE(now, previousLargest * (1 + 1e-12)) << "a spike";
    previousLargest = now;
    double velocityVolume = 0;  // the water at rest stays at rest: Σ(deg/6)·v = 0
    for (int v = 0; v < sphere.mesh().vertexCount(); ++v)
      velocityVolume += sphere.mesh().neighbourCount(v) / 6.0 * sphere.velocity()[size_t(v)];
    EXPECT_NEAR(velocityVolume * 4 * M_PI / double(sphere.mesh().vertexCount() - 2), 0.0, 1e-6 * splashVolume);
  }
}

TEST(ResampleKeepsWater, HarborGridChangesKeepTheVolume) {
  GridWaveParams params;
  GridWaveCpu water(params, 256);
  std::vector<uint8_t> land(256 * 256, 0);
  for (int y = 100; y < 140; ++y)
    for (int x = 30; x < 60; ++x) land[size_t(y * 256 + x)] = 1;  // an island
  water.setLandMask(land);
  water.addSplash(128, 128, 0.5f, 20);  // a mound, right beside its own trough below
  water.addSplash(150, 120, -0.5f, 20);
  water.addSplash(70, 120, 0.8f, 12);   // against the island
  water.step(30);
  auto volume = [&](int channel) {
    return gridVolume(water.readState(), 2, channel, waterCellsOf(water.landMask()), double(water.size()) * water.size());
  };
  const double splash = 0.8 * M_PI * 12 * 12 / 3 / (256.0 * 256.0);  // the largest splash's cone, in the same units
  const double height = volume(0), previous = volume(1);
  double previousLargest = largestMagnitude(water.height());
  for (int size : {128, 2048, 512, 128, 1000, 256}) {
    SCOPED_TRACE("grid " + std::to_string(size));
    water.resize(size);
    EXPECT_NEAR(volume(0), height, 1e-6 * splash);
    EXPECT_NEAR(volume(1), previous, 1e-6 * splash);
    const double now = largestMagnitude(water.height());
    EXPECT_LE(now, previousLargest * (1 + 1e-6)) << "a spike";
    previousLargest = now;
  }
}

TEST(ResampleKeepsWater, BowlGridChangesKeepTheVolume) {
  SpringSurfaceCpu bowl(128);
  bowl.splash(64, 64, -0.3, 8);   // the bowl's click: pressed down, a ring raised
  bowl.splash(64, 64, 0.3 / 4, 16);
  bowl.splash(100, 70, 0.2, 10);  // and a mound near the rim
  bowl.step(40);
  auto volume = [&](int channel) {
    return gridVolume(bowl.state(), 2, channel, bowl.waterMask(), double(bowl.gridSize()) * bowl.gridSize());
  };
  const double splash = 0.2 * M_PI * 10 * 10 / 3 / (128.0 * 128.0);
  const double height = volume(0), velocity = volume(1);
  double previousLargest = 0;
  for (size_t i = 0; i < bowl.state().size(); i += 2) previousLargest = std::max(previousLargest, double(std::fabs(bowl.state()[i])));
  for (int size : {16, 2048, 64, 300, 128}) {
    SCOPED_TRACE("grid " + std::to_string(size));
    bowl.resize(size);
    EXPECT_NEAR(volume(0), height, 1e-6 * splash);
    EXPECT_NEAR(volume(1), velocity, 1e-6 * splash * 240);  // Σv: a volume a second
    double now = 0;
    for (size_t i = 0; i < bowl.state().size(); i += 2) now = std::max(now, double(std::fabs(bowl.state()[i])));
    EXPECT_LE(now, previousLargest * (1 + 1e-6)) << "a spike";
    previousLargest = now;
  }
}

TEST(ResampleKeepsWater, FluidGridChangesKeepTheMass) {
  int width = 64, height = 64;
  std::vector<float> state(size_t(width) * height * 3, 0.0f);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const double d = std::hypot(x - 10.0, y - 50.0);  // a blob against two walls
      state[(size_t(y) * width + x) * 3 + 2] = float(std::max(0.0, 3.0 - 0.25 * d));
      state[(size_t(y) * width + x) * 3 + 0] = 0.1f;
    }
  const double mass = channelSum(state, 3, 2, {}) / (double(width) * height);
  for (auto [w, h] : {std::pair{16, 16}, {256, 256}, {97, 31}, {64, 64}}) {
    SCOPED_TRACE(std::to_string(w) + "x" + std::to_string(h));
    std::vector<float> next = resampleSplatFluidState(state, width, height, w, h);
    keepSplatFluidMass(state, width, height, next, w, h);
    EXPECT_NEAR(channelSum(next, 3, 2, {}) / (double(w) * h), mass, 1e-5 * mass);
    state = std::move(next);
    width = w;
    height = h;
  }
}

// Level changes while the rings run, with the waves stepping between them
// (a player's slider): no change pumps the water up. Waves travel √a edges a
// step, so the velocity is scaled with the edge (icosphereVelocityScale);
// carried over as it was, 0 → 6 lifted a 0.002 ripple to 0.13 and 0 → 8 to 4.
TEST(ResampleKeepsWater, PlanetLevelChangesWhileTheWavesRunPumpNothing) {
  SphereWaveCpu sphere(5);
  sphere.addSplash({{0.3f, 0.8f, 0.5f}, 0.3f, 0.15f, true});
  sphere.addSplash({{0.3f, 0.8f, 0.5f}, -0.3f, 0.3f, true});  // a rise and a wider fall: no net water
  sphere.step(60);
  const double start = largest(sphere.height());
  double highest = 0;
  for (int level : {0, 6, 2, 4, 0, 7, 3}) {
    SCOPED_TRACE("level " + std::to_string(level));
    sphere.setLevel(level);
    for (int i = 0; i < 60; ++i) {
      sphere.step(1);
      ASSERT_LT(largest(sphere.height()), start) << "after " << i + 1 << " steps";
      highest = std::max(highest, largest(sphere.height()));
    }
  }
  std::printf("planet levels 5 -> 0 -> 6 -> 2 -> 4 -> 0 -> 7 -> 3, 60 steps each: largest |z| %.3g of the start's %.3g\n",
              highest, start);
}
