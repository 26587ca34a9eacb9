// The background from under the water (SkyRenderer::draw with the query of
// WaterSurfaceRenderer::countViewAboveWater): where all of the view starts
// under the water the GPU draws the water's colour at the eye, flat
// (under_water_background.*); where some starts above it, the sky, fogged
// pixel by pixel. Flat calm water at the sea's level, no mesh drawn, so the
// whole frame is background; the eye 2 m under it, and 3 cm under it
// looking a little up, where the near plane's top rows are in the air.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "render/effects/sky_renderer.hpp"
#include "shaders/common/optics.h"
#include "view_from_below_picture.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 90;

struct Background {
  std::vector<uint8_t> rgb;  // top row first
  glm::ivec3 waterAtEye;     // the water's colour at the eye's depth, display-encoded (0 .. 255)
};

Background backgroundFrom(float eyeHeight, float pitchDegrees) {
  SkyRenderer sky;
  sky.init(shaders());
  UnderWaterFog fog;
  const std::vector<uint8_t> rgb = drawFromBelow(
      eyeHeight, pitchDegrees, kWidth, kHeight,
      [&](const RenderView& view, const SkyLight& seen, const gl::Query* viewAboveWater) {
        EXPECT_NE(viewAboveWater, nullptr) << "near the water the view's share above it is counted";
        sky.draw(view, seen, nullptr, nullptr, viewAboveWater);
      },
      &fog);
  // The eye's point on the near plane lies −eyeHeight under the level.
  const glm::vec3 linear = fog.colourAtSurface * glm::exp(-fog.absorption * std::max(-eyeHeight, 0.0f));
  const glm::vec3 display = optics::linearToDisplay(linear) * 255.0f + 0.5f;
  return {rgb, glm::ivec3(display)};
}

glm::ivec3 pixel(const Background& b, int x, int row) {
  const size_t i = 3 * (size_t(row) * kWidth + size_t(x));
  return {b.rgb[i], b.rgb[i + 1], b.rgb[i + 2]};
}

int largestDifference(glm::ivec3 a, glm::ivec3 b) {
  const glm::ivec3 d = glm::abs(a - b);
  return std::max({d.r, d.g, d.b});
}

// Under the water every pixel is the water's colour at the eye, within 1
// level of 255 (the near plane's points lie a few centimetres from the
// eye's depth).
TEST(UnderWaterBackground, UnderTheWaterItIsTheWatersColourAtTheEye) {
  const Background under = backgroundFrom(-2.0f, 10.0f);
  int largest = 0;
  for (int row = 0; row < kHeight; ++row)
    for (int x = 0; x < kWidth; ++x) largest = std::max(largest, largestDifference(pixel(under, x, row), under.waterAtEye));
  std::printf("2 m under: the water's colour at the eye (%d, %d, %d), every pixel within %d\n", under.waterAtEye.r,
              under.waterAtEye.g, under.waterAtEye.b, largest);
  EXPECT_LE(largest, 1);
}

// 3 cm under, looking 10° up: the near plane spans ±5.8 cm, so its top rows
// start in the air and show the sky (brighter than the water by 60 levels
// or more in every channel: the horizon's light blue against the water's
// dark green), and the bottom rows the water's colour.
TEST(UnderWaterBackground, AtTheWaterlineTheSkyShowsAboveIt) {
  const Background waterline = backgroundFrom(-0.03f, 10.0f);
  const glm::ivec3 top = pixel(waterline, kWidth / 2, 0), bottom = pixel(waterline, kWidth / 2, kHeight - 1);
  std::printf("3 cm under: the top row (%d, %d, %d), the bottom row (%d, %d, %d), the water at the eye (%d, %d, %d)\n",
              top.r, top.g, top.b, bottom.r, bottom.g, bottom.b, waterline.waterAtEye.r, waterline.waterAtEye.g,
              waterline.waterAtEye.b);
  EXPECT_GE(top.r - bottom.r, 60) << "the sky shows above the water";
  EXPECT_GE(top.b - bottom.b, 60) << "the sky shows above the water";
  EXPECT_LE(largestDifference(bottom, waterline.waterAtEye), 1);
}

}  // namespace
}  // namespace tp::test
