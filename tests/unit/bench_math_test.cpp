// The benchmark's arithmetic: medians, rooflines, fractions, the card table,
// batch sizing, and the documented kernel models it divides by.
#include <gtest/gtest.h>

#include <stdexcept>

#include "bench/bench_math.hpp"
#include "bench/bench_models.hpp"

using namespace tp::bench;

TEST(BenchMath, MedianOfOddAndEvenCountsAndUnsortedInput) {
  EXPECT_DOUBLE_EQ(median({3.0}), 3.0);
  EXPECT_DOUBLE_EQ(median({5.0, 1.0, 3.0}), 3.0);
  EXPECT_DOUBLE_EQ(median({4.0, 1.0, 3.0, 2.0}), 2.5);
  EXPECT_DOUBLE_EQ(median({1.0, 1.0, 100.0, 1.0, 1.0}), 1.0);  // an outlier batch does not move it
  EXPECT_THROW(median({}), std::invalid_argument);
}

TEST(BenchMath, RooflinesAndFractions) {
  // H200 figure 4.3 TB/s over the grid step's 12 B/cell: ~358 G cell-steps/s.
  EXPECT_NEAR(memoryRoofline(4.3e12, kGridWaveModel.bytesPerCell), 358.3e9, 0.1e9);
  // The 70% target there: 250 G cell-steps/s.
  EXPECT_NEAR(0.7 * memoryRoofline(4.3e12, 12.0), 250.8e9, 0.1e9);
  EXPECT_DOUBLE_EQ(arithmeticRoofline(33.8e12, 2366.0), 33.8e12 / 2366.0);
  EXPECT_DOUBLE_EQ(fractionOf(125e9, 250e9), 0.5);
  EXPECT_DOUBLE_EQ(fractionOf(1.0, 0.0), 0.0);
  EXPECT_DOUBLE_EQ(memoryRoofline(1e12, 0.0), 0.0);
}

TEST(BenchMath, CardFiguresByRenderer) {
  EXPECT_EQ(nominalMemoryBandwidth("NVIDIA H200/PCIe/SSE2"), 4.3e12);
  EXPECT_EQ(nominalMemoryBandwidth("NVIDIA H100 80GB HBM3/PCIe/SSE2"), 3.0e12);
  EXPECT_FALSE(nominalMemoryBandwidth("llvmpipe (LLVM 15.0.6, 256 bits)").has_value());
}

TEST(BenchMath, StepsPerBatch) {
  EXPECT_EQ(stepsPerBatch(1e-3, 0.01, 1000), 10);
  EXPECT_EQ(stepsPerBatch(0.5, 0.01, 1000), 1);    // slower than a batch: one step
  EXPECT_EQ(stepsPerBatch(1e-9, 0.01, 1000), 1000);  // capped
  EXPECT_EQ(stepsPerBatch(0.0, 0.01, 64), 64);       // no estimate: the cap
}

// The models are the documented counts (src/bench/bench_models.hpp).
TEST(BenchMath, KernelModelsAreTheDocumentedCounts) {
  EXPECT_EQ(kGridWaveModel.bytesPerCell, 4.0 + 4.0 + 4.0);
  EXPECT_EQ(kSphereWaveModel.bytesPerCell, 4.0 + 4.0 + 4.0 + 4.0);  // z, u read; u, z' written
  EXPECT_EQ(kSphereWaveModel.methodMinimumBytes, 12.0);
  EXPECT_EQ(kSpringSurfaceModel.bytesPerCell, 8.0 + 8.0);  // one fused pass (step.comp), rim computed
  EXPECT_EQ(kSpringSurfaceModel.methodMinimumBytes, 16.0);
  EXPECT_EQ(kSplatFluidModel.operationsPerCell, 13 * 13 * 6.0 + 16 * 13 / 4 * 5.0);  // step_tile.comp, R = 6: 169 terms
  EXPECT_EQ(kSeedSplatFluidOperations, 13 * 13 * 23.0);
  for (const KernelModel* m : {&kGridWaveModel, &kSphereWaveModel, &kSpringSurfaceModel, &kSplatFluidModel})
    EXPECT_LE(m->methodMinimumBytes, m->bytesPerCell) << m->kernel;
}

TEST(BenchMath, NoiseIsReproducibleAndInRange) {
  EXPECT_EQ(noiseValue(12345, 7, -1.0f, 1.0f), noiseValue(12345, 7, -1.0f, 1.0f));
  EXPECT_NE(noiseValue(12345, 7, -1.0f, 1.0f), noiseValue(12345, 8, -1.0f, 1.0f));
  double sum = 0;
  for (uint64_t i = 0; i < 10000; ++i) {
    const float v = noiseValue(i, 1, 0.5f, 1.5f);
    ASSERT_GE(v, 0.5f);
    ASSERT_LT(v, 1.5f);
    sum += v;
  }
  EXPECT_NEAR(sum / 10000, 1.0, 0.01);
}
