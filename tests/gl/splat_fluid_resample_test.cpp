// The splat fluid's resize on the GPU against its CPU twin
// (resampleSplatFluidState), and the fenced totals the scene plots.
#include <gtest/gtest.h>

#include "../unit/splat_fluid_states.hpp"
#include "gl_test_support.hpp"
#include "sim/splat_fluid/splat_fluid_gpu.hpp"
#include "sim/splat_fluid/splat_fluid_resample.hpp"

using namespace tp;
using namespace tp::test;

// Float weights and sums on the GPU, doubles on the CPU: ~1e-7 relative per
// term, a few hundred terms at most at these sizes; 1e-5 in mass (values up
// to 1.5) and momentum leaves a wide margin while a wrong tap (one cell off,
// unnormalised weights) shows at 1e-2.
constexpr double kResampleTolerance = 1e-5;

TEST(SplatFluidGpuResize, MatchesTheCpuResampleGrowingAndShrinking) {
  const int n = 40;
  const auto state = randomFluidState(n, n, 77, 1.5f, 0.6f);
  for (auto [w, h] : {std::pair{64, 56}, {17, 23}, {40, 40}, {97, 8}}) {
    SplatFluidGpu fluid(shaders(), n, n);
    fluid.params().periodicSplash = false;
    fluid.writeState(state);
    fluid.step(0);
    fluid.resize(w, h);
    ASSERT_EQ(fluid.width(), w);
    ASSERT_EQ(fluid.height(), h);
    const auto gpu = fluid.readState();
    ASSERT_TRUE(allFinite(gpu));
    auto cpu = resampleSplatFluidState(state, n, n, w, h);
    keepSplatFluidMass(state, n, n, cpu, w, h);
    const auto d = compareFields(gpu, cpu);
    EXPECT_LT(d.maxMass, kResampleTolerance) << w << "x" << h;
    EXPECT_LT(d.maxMomentum, kResampleTolerance) << w << "x" << h;
    EXPECT_GT(totalMass(cpu), 0.3 * w * h) << "not a comparison of empty grids";
  }
}

TEST(SplatFluidGpuResize, KeepsTheStepCountAndRunsOn) {
  SplatFluidGpu fluid(shaders(), 32, 32);
  ASSERT_EQ(fluid.paramTable().set("edges", "walls"), "");
  ASSERT_EQ(fluid.paramTable().set("conserve_mass", "true"), "");
  ASSERT_EQ(fluid.paramTable().set("splash_period", "1000"), "");
  fluid.step(3);  // the periodic splash at step 0 fills the grid with 0.5 a cell
  const double before = fluid.totals().mass;
  fluid.resize(64, 64);
  EXPECT_EQ(fluid.stepCount(), 3) << "a resize is no reset: no new periodic splash";
  EXPECT_NEAR(fluid.totals().mass, 4.0 * before, 1e-3 * before) << "mass per cell kept";
  fluid.step(5);
  EXPECT_NEAR(fluid.totals().mass, 4.0 * before, 1e-3 * before) << "walls and conserve_mass keep it";
  EXPECT_TRUE(allFinite(fluid.readState()));
}

// requestTotals/pollTotals give the same sums as the blocking totals(), never
// wait, and a reset drops a request in flight.
TEST(SplatFluidGpuResize, FencedTotalsArriveAndMatch) {
  SplatFluidGpu fluid(shaders(), 48, 48);
  fluid.params().periodicSplash = false;
  fluid.writeState(randomFluidState(48, 48, 3, 1.5f, 0.6f));
  SplatFluidTotals late;
  EXPECT_FALSE(fluid.pollTotals(late)) << "nothing requested yet";
  fluid.requestTotals();
  fluid.requestTotals();  // ignored while one is in flight
  glFinish();             // a frame later, the GPU is done
  ASSERT_TRUE(fluid.pollTotals(late));
  EXPECT_FALSE(fluid.pollTotals(late)) << "one request, one answer";
  const SplatFluidTotals now = fluid.totals();
  EXPECT_EQ(late.mass, now.mass);
  EXPECT_EQ(late.momentumX, now.momentumX);
  EXPECT_EQ(late.momentumY, now.momentumY);
  EXPECT_GT(now.mass, 100.0);

  fluid.requestTotals();
  fluid.reset();
  glFinish();
  EXPECT_FALSE(fluid.pollTotals(late)) << "a reset drops the request";
  fluid.requestTotals();
  glFinish();
  ASSERT_TRUE(fluid.pollTotals(late));
  EXPECT_EQ(late.mass, 0.0);
}
