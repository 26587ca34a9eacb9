// Shaded once a vertex (light quality), the water's look is worked out for
// one side of the surface, and the GPU draws the program for the side the
// eye is on (WaterSurfaceRenderer::draw, under an occlusion query of the eye
// point, eye_under_water.vert). Flat calm water 20 m across on a fine mesh,
// seen from 1.5 m above it looking 40° down and from 1.5 m under it looking
// 40° up: once a vertex the picture must be the one shaded per pixel, which
// decides the side at every pixel. Drawn from the wrong side, or from both
// (the first to pass the depth test kept) or from neither (the clear), it is
// not: the two sides differ by far more than the bound.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 120;

// The picture's bytes (RGB, top row first) of flat water seen from `eye.y`
// metres (negative: under the water) looking `pitchDegrees` up.
std::vector<uint8_t> flatWaterFrom(float height, float pitchDegrees, bool perVertex) {
  WaterSurfaceRenderer water;
  water.init(shaders());
  water.setPerVertexShading(perVertex);
  water.setGrid(129, 129);  // 16 cm apart: the look's changes across a cell are slight
  const float flat = 0.0f;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &flat);
  const RenderView view = viewAlongX({0.0f, height, 0.0f}, pitchDegrees, kWidth, kHeight, 40.0f, 0.1f, 100.0f);
  FrameTarget target;
  target.resize(kWidth, kHeight, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  WaterLook look;
  look.glintSlopeVariance = 0.0f;  // no glitter: per vertex there is none
  const glm::vec3 sun = glm::normalize(glm::vec3(-0.3f, 0.8f, 0.2f));
  water.draw(view, heights, {{0, 0}, {20, 20}}, SkyLight::gradientSky(sun), look);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return target.readRgbTopDown();
}

// The mean over the pixels of each one's largest channel difference (of 255).
double meanLargestDifference(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); i += 3) {
    int largest = 0;
    for (size_t c = 0; c < 3; ++c) largest = std::max(largest, std::abs(int(a[i + c]) - int(b[i + c])));
    sum += largest;
  }
  return sum / double(a.size() / 3);
}

// Bound: the mean of each pixel's largest channel difference between the
// per-vertex and per-pixel pictures under 4 of 255 (the look interpolated
// across 16 cm cells); the two sides' per-pixel pictures differ by more than 30.
TEST(WaterEyeSide, OnceAVertexTheWaterIsSeenFromTheEyesSide) {
  const std::vector<uint8_t> abovePerPixel = flatWaterFrom(1.5f, -40.0f, false);
  const std::vector<uint8_t> abovePerVertex = flatWaterFrom(1.5f, -40.0f, true);
  const std::vector<uint8_t> belowPerPixel = flatWaterFrom(-1.5f, 40.0f, false);
  const std::vector<uint8_t> belowPerVertex = flatWaterFrom(-1.5f, 40.0f, true);
  const double sides = meanLargestDifference(abovePerPixel, belowPerPixel);
  const double above = meanLargestDifference(abovePerVertex, abovePerPixel);
  const double below = meanLargestDifference(belowPerVertex, belowPerPixel);
  std::printf("per vertex against per pixel: from above %.2f, from below %.2f; the two sides differ by %.1f (of 255)\n",
              above, below, sides);
  ASSERT_GT(sides, 30.0) << "the two sides look alike: the test cannot tell them apart";
  EXPECT_LT(above, 4.0) << "from above the water";
  EXPECT_LT(below, 4.0) << "from under the water";
}

}  // namespace
}  // namespace tp::test
