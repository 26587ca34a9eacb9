// The benchmark's seed-design kernels (src/bench/seed_*.hpp, shaders/bench/)
// compute what our solvers compute, so the ratios compare equal work.
// Each test starts both from the same state and compares.
//
// Tolerances:
//  - grid and sphere, one step: the seeds keep heights as two 8-bit channels
//    (r = positive, g = negative, h = r − g) and step each channel alone, so
//    from a state made of whole 8-bit levels whose step stays inside [0, 1]
//    per channel (checked below: no clamping), the seed's result is ours
//    rounded to 1/255 in each channel: |seed − ours| ≤ 2·(0.5/255) = 1/255,
//    plus 1e-6 for the float arithmetic. Over many steps the seed's
//    quantisation and clamping make it a different scheme, so one step is
//    what can be compared; random levels per cell make any wrong neighbour
//    (index, texel offset, edge) an error of tens of levels.
//  - fluid: both float32; the port sums its two loops in another order than
//    our fused loop (x outer, y inner), ~1e-7 per step: 1e-5 of the largest
//    mass or momentum after 10 steps (measured: printed below).
//  - spring: both float32, the seed's loop order (x outer) and no `precise`:
//    1e-5 of the largest |h| or |v| after 50 steps (the spring test's bound).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

#include "bench/seed_grid_wave.hpp"
#include "bench/seed_sphere_wave.hpp"
#include "bench/seed_splat_fluid.hpp"
#include "bench/seed_spring_surface.hpp"
#include "gl_test_support.hpp"
#include "sim/largest_magnitude.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"
#include "sim/spring_surface/spring_surface_gpu.hpp"

using namespace tp;
using namespace tp::bench;

namespace {

constexpr float kLevel = 1.0f / 255.0f;
constexpr float kQuantisedTolerance = kLevel + 1e-6f;

// Two 8-bit states (now, previous) of random whole levels: r and g in 0..200,
// previous = round(0.9·now) per channel. With a ≤ 0.3 each channel's step
//   (2 − 4a)·z − z_old + a·Σ4 (grid)  or  (2 − a)·z − z_old + a·mean (sphere)
// stays within [0, 1]: ≥ 0.2 levels above 0 and ≤ 1.1·200 levels.
struct QuantisedState {
  std::vector<uint8_t> now, previous;
};

QuantisedState randomLevels(size_t texels, uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> level(0, 200);
  QuantisedState s{std::vector<uint8_t>(texels * 4, 0), std::vector<uint8_t>(texels * 4, 0)};
  for (size_t i = 0; i < texels; ++i) {
    for (size_t c = 0; c < 2; ++c) {
      const int value = level(random);
      s.now[4 * i + c] = uint8_t(value);
      s.previous[4 * i + c] = uint8_t(std::lround(0.9 * value));
    }
    s.now[4 * i + 3] = s.previous[4 * i + 3] = 255;
  }
  return s;
}

float maxAbsDifference(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  float worst = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) worst = std::max(worst, std::fabs(a[i] - b[i]));
  return worst;
}

// No channel of the seed's result sits at 0 or 255 (where the 8-bit target clamps).
bool noClamping(const std::vector<uint8_t>& rgba) {
  for (size_t i = 0; i < rgba.size(); i += 4)
    if (rgba[i] == 255 || rgba[i + 1] == 255) return false;
  return true;
}

}  // namespace

TEST(BenchSeedDesign, GridWaveStepMatchesOursWithinOneLevel) {
  const int n = 64;
  const float a = 0.2f;
  const QuantisedState s = randomLevels(size_t(n) * n, 1);
  SeedGridWave seed(test::shaders(), n, a);
  seed.upload(s.now, s.previous);
  seed.step(1);
  const std::vector<uint8_t> seedResult = seed.readHeight();
  ASSERT_TRUE(noClamping(seedResult));

  GridWaveParams params;  // 5-point, reflecting edges: the seed's clamp-to-edge texture reads
  params.a = a;
  GridWaveGpu ours(test::shaders(), params, n);
  const std::vector<float> z = SeedGridWave::decode(s.now), zOld = SeedGridWave::decode(s.previous);
  std::vector<float> interleaved(2 * z.size());
  for (size_t i = 0; i < z.size(); ++i) {
    interleaved[2 * i] = z[i];
    interleaved[2 * i + 1] = zOld[i];
  }
  ours.writeState(interleaved);
  ours.step(1);
  const float difference = maxAbsDifference(SeedGridWave::decode(seedResult), ours.readHeight());
  std::printf("grid: seed vs ours after one step: %.3g levels\n", difference / kLevel);
  EXPECT_LE(difference, kQuantisedTolerance);
}

// The design as shipped (readback and re-upload) and the kernel alone step the same.
TEST(BenchSeedDesign, GridWaveKernelOnlyStepsLikeTheFullDesign) {
  const int n = 48;
  const QuantisedState s = randomLevels(size_t(n) * n, 2);
  SeedGridWave full(test::shaders(), n, 0.25f), kernel(test::shaders(), n, 0.25f);
  full.upload(s.now, s.previous);
  kernel.upload(s.now, s.previous);
  full.step(5);
  kernel.stepKernelOnly(5);
  EXPECT_EQ(full.readHeight(), kernel.readHeight());
}

TEST(BenchSeedDesign, SphereWaveStepMatchesOursWithinOneLevel) {
  // Level 7: 163,842 vertices, so indices use all three bytes of the 24-bit encoding.
  SphereWaveGpu ours(test::shaders(), 7);  // a = 0.3, damping 0: the seed's equation
  const size_t n = size_t(ours.vertexCount());
  const QuantisedState s = randomLevels(n, 3);
  SeedSphereWave seed(test::shaders(), ours.mesh(), ours.params().a);
  seed.upload(s.now, s.previous);
  seed.step(1);
  const std::vector<uint8_t> seedResult = seed.readHeight();
  ASSERT_TRUE(noClamping(seedResult));

  ours.writeState(SeedGridWave::decode(s.now), SeedGridWave::decode(s.previous));
  ours.step(1);
  const float difference = maxAbsDifference(SeedGridWave::decode(seedResult), ours.readHeight());
  std::printf("sphere level 7: seed vs ours after one step: %.3g levels\n", difference / kLevel);
  EXPECT_LE(difference, kQuantisedTolerance);

  // The kernel alone does the same step.
  SeedSphereWave kernel(test::shaders(), ours.mesh(), ours.params().a);
  kernel.upload(s.now, s.previous);
  kernel.stepKernelOnly(1);
  EXPECT_EQ(kernel.readHeight(), seedResult);
}

namespace {

std::vector<float> randomFluid(int n, uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> velocity(-0.3f, 0.3f), mass(0.2f, 1.6f);
  std::vector<float> state(3 * size_t(n) * size_t(n));
  for (size_t i = 0; i < state.size(); i += 3) {
    state[i] = velocity(random);
    state[i + 1] = velocity(random);
    state[i + 2] = mass(random);
  }
  return state;
}

// Largest difference of mass and of momentum (m·v), relative to the largest mass.
float fluidDifference(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  float worst = 0, largest = 0;
  for (size_t i = 0; i + 2 < std::min(a.size(), b.size()); i += 3) {
    largest = std::max(largest, std::fabs(b[i + 2]));
    worst = std::max(worst, std::fabs(a[i + 2] - b[i + 2]));
    for (size_t c = 0; c < 2; ++c) worst = std::max(worst, std::fabs(a[i + 2] * a[i + c] - b[i + 2] * b[i + c]));
  }
  return largest > 0 ? worst / largest : worst;
}

}  // namespace

TEST(BenchSeedDesign, SplatFluidPortMatchesOurs) {
  const int n = 40;
  const std::vector<float> state = randomFluid(n, 4);
  SplatFluidGpu ours(test::shaders(), n, n);  // R = 6, open edges, 3.142, no gravity: the seed
  SeedSplatFluid seed(test::shaders(), n, ours.params().rho0);

  // The first step with the seed's periodic splash, as at the seed's frame 0.
  ours.params().periodicSplash = true;
  ours.params().splashPeriod = 1 << 30;
  const float sprayScale = ours.params().spraySpeed / (0.5f * float(n));
  ours.writeState(state);
  seed.upload(state);
  ours.step(1);
  seed.step(1, true, ours.params().periodicMass, sprayScale);
  const float afterSplash = fluidDifference(seed.readState(), ours.readState());

  // Then ten plain steps from the random state.
  ours.params().periodicSplash = false;
  ours.writeState(state);
  seed.upload(state);
  ours.step(10);
  seed.step(10);
  const std::vector<float> result = ours.readState();
  const float afterTen = fluidDifference(seed.readState(), result);

  // The same two loops as a compute shader (the benchmark's "seed_compute").
  SeedSplatFluid compute(test::shaders(), n, ours.params().rho0);
  compute.upload(state);
  compute.stepCompute(10);
  const float computeAfterTen = fluidDifference(compute.readState(), result);
  std::printf("fluid: seed port vs ours, relative: %.3g after the splash step, %.3g after 10 steps "
              "(as compute: %.3g)\n",
              afterSplash, afterTen, computeAfterTen);
  EXPECT_LT(afterSplash, 1e-5f);
  EXPECT_LT(afterTen, 1e-5f);
  EXPECT_LT(computeAfterTen, 1e-5f);
  EXPECT_GT(tp::largestMagnitude(result), 0.5f);  // not an empty grid
}

TEST(BenchSeedDesign, SpringSurfaceTwoBufferPassesMatchOurs) {
  const int n = 64;
  SpringSurfaceParams params;
  params.rim = false;  // the seed has no bowl
  std::mt19937 random(5);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> state(2 * size_t(n) * size_t(n));
  for (float& value : state) value = uniform(random);

  SpringSurfaceGpu ours(test::shaders(), n, params);
  SeedSpringSurface seed(test::shaders(), n, params.stiffness, params.damping, params.dt);
  ours.writeState(state);
  seed.upload(state);
  ours.step(50);
  seed.step(50);
  const std::vector<float> result = ours.readState();
  const float difference = maxAbsDifference(seed.readState(), result) / tp::largestMagnitude(result);
  std::printf("spring: seed design vs ours after 50 steps, relative: %.3g\n", difference);
  EXPECT_LT(difference, 1e-5f);
  EXPECT_GT(maxAbsDifference(result, state), 0.01f);  // it did move
}
