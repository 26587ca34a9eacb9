// The sea's roughness below the drawn waves (render/effects/sun_glitter.hpp):
// Cox & Munk's clean-sea slopes less their slick-sea slopes, with a floor.
#include <gtest/gtest.h>

#include "render/effects/sun_glitter.hpp"

namespace tp {
namespace {

TEST(SunGlitter, ShortWavesCarryCoxAndMunksCleanLessSlickSlopes) {
  EXPECT_FLOAT_EQ(coxMunkSlopeVariance(0.0f), 0.003f);
  EXPECT_FLOAT_EQ(coxMunkSlopeVariance(10.0f), 0.0542f);  // their fit at 10 m/s
  EXPECT_FLOAT_EQ(unresolvedSlopeVariance(0.0f), 0.001f);  // still water: the floor
  EXPECT_NEAR(unresolvedSlopeVariance(10.0f), 0.0542f - (0.008f + 0.0156f), 1e-6f);
  float last = 0.0f;
  for (float wind = 0.0f; wind <= 20.0f; wind += 1.0f) {
    const float v = unresolvedSlopeVariance(wind);
    EXPECT_GE(v, last);
    EXPECT_LT(v, coxMunkSlopeVariance(wind));  // never more than the whole sea's
    last = v;
  }
}

}  // namespace
}  // namespace tp
