// The optics every shader takes from shaders/common/optics.h, read here as
// C++: the index, Fresnel, Snell, the display's gamma and the sea's roughness
// below the drawn waves (Cox & Munk's clean-sea slopes less their slick-sea
// slopes, with a floor).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "shaders/common/optics.h"

namespace tp::optics {
namespace {

TEST(Optics, FresnelAtNormalIncidenceIsTheIndexsReflectance) {
  const float n = kWaterIndex;
  const float f0 = ((n - 1.0f) / (n + 1.0f)) * ((n - 1.0f) / (n + 1.0f));
  EXPECT_NEAR(waterFresnel(1.0f), f0, 0.0005f);  // Schlick's F0 rounded to 0.02
  EXPECT_FLOAT_EQ(waterFresnel(0.0f), 1.0f);     // grazing: a mirror
  EXPECT_FLOAT_EQ(waterFresnel(-0.5f), 1.0f);    // a cosine past grazing clamps, no NaN
  EXPECT_NEAR(glassFresnel(1.0f), 0.04f, 1e-6f);
}

TEST(Optics, RefractedCosineFollowsSnell) {
  EXPECT_FLOAT_EQ(refractedCosine(1.0f), 1.0f);  // straight down stays straight
  const float incidence = 1.0f;                   // radians from the normal
  const float transmitted = std::asin(std::sin(incidence) / kWaterIndex);
  EXPECT_NEAR(refractedCosine(std::cos(incidence)), std::cos(transmitted), 1e-6f);
  // Grazing light enters at the critical angle, asin(1/n).
  EXPECT_NEAR(refractedCosine(0.0f), std::cos(std::asin(1.0f / kWaterIndex)), 1e-6f);
}

TEST(Optics, DisplayEncodingRoundTrips) {
  const glm::vec3 linear(0.02f, 0.2f, 0.9f);
  const glm::vec3 back = displayToLinear(linearToDisplay(linear));
  for (int i = 0; i < 3; ++i) EXPECT_NEAR(back[i], linear[i], 1e-5f);
  EXPECT_NEAR(linearToDisplay(glm::vec3(0.5f)).x, std::pow(0.5f, 1.0f / 2.2f), 1e-6f);
  EXPECT_FLOAT_EQ(linearToDisplay(glm::vec3(2.0f)).x, 1.0f);  // clipped to the display's white
}

TEST(Optics, GlitterIsBrightestWhereAFlatFacetMirrorsTheSun) {
  const glm::vec3 up(0, 1, 0);
  const glm::vec3 toSun = glm::normalize(glm::vec3(0.5f, 0.5f, 0.0f));
  const glm::vec3 mirrored(-toSun.x, toSun.y, 0.0f);
  const float variance = 0.01f;
  const float peak = glitterRadiance(up, mirrored, toSun, variance);
  EXPECT_GT(peak, 0.0f);
  EXPECT_LT(glitterRadiance(up, glm::normalize(glm::vec3(-0.2f, 0.9f, 0.3f)), toSun, variance), peak);
  EXPECT_EQ(glitterRadiance(up, mirrored, glm::vec3(0, -1, 0), variance), 0.0f);  // the sun set
  EXPECT_EQ(glitterRadiance(up, mirrored, toSun, 0.0f), 0.0f);                   // no facets
  // At the mirror direction β = 0: F(cos i)·(1/(π σ²))/(4 cos θ).
  const float expected = waterFresnel(glm::dot(mirrored, toSun * 0.5f + mirrored * 0.5f) /
                                      glm::length(toSun * 0.5f + mirrored * 0.5f)) /
                         (3.14159265f * variance) / (4.0f * mirrored.y);
  EXPECT_NEAR(peak, expected, expected * 1e-4f);  // float rounding of a β near 0
}

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

// The mirrored sky's blur: facets of Gaussian slopes (variance/2 a side) about a
// flat normal turn a reflected ray by twice their tilt in the plane of
// incidence and sideways by that times the view's cosine; reflectionBlurLevel's
// round box of 2^L texels must match the two deviations' geometric mean (a
// box's deviation: its width/√12).
TEST(SkyReflection, BlurLevelMatchesTheMirroredRaysSpread) {
  const float variance = 0.011f;  // the unresolved slopes at 4.5 m/s
  std::mt19937 random(7);
  std::normal_distribution<float> slope(0.0f, std::sqrt(variance / 2.0f));
  const glm::vec3 view = glm::normalize(glm::vec3(0.0f, 0.8f, -0.6f));  // towards the eye, 53° from the normal
  double inPlane = 0.0, across = 0.0;
  const int facets = 20000;
  for (int i = 0; i < facets; ++i) {
    const glm::vec3 normal = glm::normalize(glm::vec3(-slope(random), 1.0f, -slope(random)));
    const glm::vec3 mirrored = glm::reflect(-view, normal);
    const double turned = std::atan2(mirrored.y, mirrored.z) - std::atan2(0.8, 0.6);  // the flat mirror's ray: (0, .8, .6)
    const double aside = std::asin(mirrored.x);
    inPlane += turned * turned;
    across += aside * aside;
  }
  const float inPlaneDeviation = float(std::sqrt(inPlane / facets));
  const float acrossDeviation = float(std::sqrt(across / facets));
  // 2·slope in the plane, 2·slope·cos θ across, for small slopes; 3 % covers the sampling and the higher orders.
  EXPECT_NEAR(inPlaneDeviation, std::sqrt(2.0f * variance), 0.03f * inPlaneDeviation);
  EXPECT_NEAR(acrossDeviation, std::sqrt(2.0f * variance) * view.y, 0.03f * acrossDeviation);
  const float texel = 1.5707963f / 256.0f;
  const float boxWidth = std::exp2(reflectionBlurLevel(variance, view.y, texel)) * texel;
  const float mean = std::sqrt(inPlaneDeviation * acrossDeviation);
  EXPECT_NEAR(boxWidth / std::sqrt(12.0f), mean, 0.03f * mean);
}

TEST(SkyReflection, NoBlurBelowATexelAndMoreForRougherWater) {
  const float texel = 1.5707963f / 256.0f;
  EXPECT_FLOAT_EQ(reflectionBlurLevel(0.0f, 1.0f, texel), 0.0f);
  EXPECT_FLOAT_EQ(reflectionBlurLevel(1e-7f, 1.0f, texel), 0.0f);  // under a texel: the sharpest level, never below
  EXPECT_FLOAT_EQ(reflectionBlurLevel(0.01f, 0.0f, texel), 0.0f);   // edge on: no spread across the view
  EXPECT_GT(reflectionBlurLevel(0.02f, 1.0f, texel), reflectionBlurLevel(0.01f, 1.0f, texel));
  // Twice the variance: √2 the deviation, half a level; a quarter of the cosine: half the mean deviation.
  EXPECT_NEAR(reflectionBlurLevel(0.02f, 1.0f, texel) - reflectionBlurLevel(0.01f, 1.0f, texel), 0.5f, 1e-5f);
  EXPECT_NEAR(reflectionBlurLevel(0.01f, 1.0f, texel) - reflectionBlurLevel(0.01f, 0.25f, texel), 1.0f, 1e-5f);
  // A face twice as fine needs one level more for the same blur.
  EXPECT_NEAR(reflectionBlurLevel(0.01f, 1.0f, texel / 2.0f) - reflectionBlurLevel(0.01f, 1.0f, texel), 1.0f, 1e-5f);
}

}  // namespace
}  // namespace tp::optics
