// The reference solver on the GPU against its CPU twin, and its conservation law.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <random>

#include "gl_test_support.hpp"
#include "sim/diffusion/diffusion.hpp"

TEST(DiffusionGpu, MatchesCpuTwinFromRandomState) {
  constexpr int kSize = 67;  // not a multiple of the work-group size: edge groups are partial
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> noise(-1, 1);
  std::vector<float> field(kSize * kSize), scratch;
  for (float& v : field) v = noise(rng);
  const double initialTotal = std::accumulate(field.begin(), field.end(), 0.0);
  tp::DiffusionParams params;
  tp::DiffusionGpu gpu(tp::test::shaders(), kSize);
  gpu.params() = params;
  gpu.writeState(field);
  gpu.step(500);
  for (int i = 0; i < 500; ++i) tp::diffusionStepCpu(params, kSize, field, scratch);
  const auto result = gpu.readState();
  // Each step is a convex average (weights 0.2 and 0.2..), so rounding errors
  // do not grow: 500 steps of float32 rounding stay far below 1e-5.
  for (size_t i = 0; i < field.size(); ++i) ASSERT_NEAR(result[i], field[i], 1e-5f) << "cell " << i;
  // Reflecting edges conserve the total exactly up to rounding.
  const double total = std::accumulate(result.begin(), result.end(), 0.0);
  EXPECT_NEAR(total, initialTotal, 1e-3);
}
