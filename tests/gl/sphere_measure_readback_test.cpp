// The planet's plots read the sphere solver's volume and energy through a
// fenced, persistently mapped copy (SphereMeasureReadback) instead of a sync
// readback: it must give exactly what measure() gives (the same per-group
// sums, added in the same order), once per request, also after the level
// (and so the number of work groups) grows, and nothing after drop().
#include <gtest/gtest.h>

#include "gl_test_support.hpp"
#include "scenes/planet/sphere_measure_readback.hpp"
#include "sim/sphere_wave/sphere_wave_gpu.hpp"

using tp::SphereMeasureReadback;
using tp::SphereSplash;
using tp::SphereWaveGpu;
using tp::SphereWaveMeasures;

namespace {

void expectSame(const SphereWaveMeasures& got, const SphereWaveMeasures& want) {
  EXPECT_EQ(got.volume, want.volume);
  EXPECT_EQ(got.heightSum, want.heightSum);
  EXPECT_EQ(got.kinetic, want.kinetic);
  EXPECT_EQ(got.potential, want.potential);
}

}  // namespace

TEST(SphereMeasureReadback, GivesWhatMeasureGivesOncePerRequest) {
  SphereWaveGpu gpu(tp::test::shaders(), 3);
  SphereMeasureReadback readback;
  EXPECT_FALSE(readback.collect().has_value()) << "nothing was requested";
  gpu.addSplash(SphereSplash{{0.3f, 0.9f, 0.1f}, 0.5f, 0.4f, true});
  gpu.step(20);
  readback.request(gpu);
  gpu.step(5);  // the solver moves on; the copy holds the state at the request
  const std::optional<SphereWaveMeasures> late = readback.collect();
  ASSERT_TRUE(late.has_value());
  EXPECT_GT(late->energy(), 0.0);
  EXPECT_FALSE(readback.collect().has_value()) << "one result per request";

  // The same state measured both ways, at a finer level (more work groups: a larger buffer).
  gpu.setLevel(6);
  gpu.step(3);
  readback.request(gpu);
  const std::optional<SphereWaveMeasures> now = readback.collect();
  ASSERT_TRUE(now.has_value());
  expectSame(*now, gpu.measure());
  EXPECT_NE(now->energy(), late->energy());

  readback.request(gpu);
  readback.drop();
  EXPECT_FALSE(readback.collect().has_value()) << "dropped";
}
