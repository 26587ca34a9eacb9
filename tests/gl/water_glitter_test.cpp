// The sun's glitter seen close (water_look.glsl's sparkle): where an 8 cm
// glint cell spans many pixels, its light gathers into a round spot, not a
// lit square. Flat water seen straight down from 1.5 m (a pixel 7 mm, a
// cell 12 pixels) under a sun overhead, the glitter's slopes wide enough to
// light cells all over the picture.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp {
namespace {

// Bright pixels' 4-connected blobs of at least `least` pixels: each one's
// area over its bounding box's (1 for a square, π/4 for a disc).
std::vector<double> blobFills(const std::vector<uint8_t>& bright, int width, int height, int least) {
  std::vector<int> label(bright.size(), 0);
  std::vector<double> fills;
  std::vector<int> stack;
  for (int start = 0; start < width * height; ++start) {
    if (!bright[size_t(start)] || label[size_t(start)]) continue;
    int area = 0, x0 = width, x1 = -1, y0 = height, y1 = -1;
    stack.assign(1, start);
    label[size_t(start)] = 1;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int x = at % width, y = at / width;
      ++area;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
      for (auto [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const size_t next = size_t(ny * width + nx);
        if (bright[next] && !label[next]) {
          label[next] = 1;
          stack.push_back(int(next));
        }
      }
    }
    if (area >= least) fills.push_back(double(area) / double((x1 - x0 + 1) * (y1 - y0 + 1)));
  }
  return fills;
}

TEST(WaterGlitter, ACloseGlintIsARoundSpotNotASquare) {
  constexpr int kSize = 256;
  const float flat = 0.0f;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &flat);
  RenderView view;
  view.eye = {0.013f, 1.5f, 0.021f};
  view.view = glm::lookAt(view.eye, glm::vec3(0.013f, 0.0f, 0.021f), glm::vec3(0, 0, -1));
  view.width = view.height = kSize;
  view.projection = glm::perspective(glm::radians(60.0f), 1.0f, 0.05f, 100.0f);
  WaterLook look;
  look.glintSlopeVariance = 0.05f;  // slopes this wide light cells across the whole picture
  look.time = 0.3f;
  WaterSurfaceRenderer water;
  water.init(test::shaders());
  water.setGrid(8, 8);
  FrameTarget target;
  target.resize(kSize, kSize, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  water.draw(view, heights, {{0, 0}, {4.0f, 4.0f}}, SkyLight::gradientSky({0.0f, 1.0f, 0.0f}), look);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  const std::vector<uint8_t> rgb = target.readRgbTopDown();
  std::vector<uint8_t> bright(size_t(kSize) * kSize);
  for (size_t i = 0; i < bright.size(); ++i) bright[i] = std::min({rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]}) >= 200;
  const std::vector<double> fills = blobFills(bright, kSize, kSize, 12);
  ASSERT_GE(fills.size(), 10u) << "glints lit across the picture";
  double mean = 0;
  for (double fill : fills) mean += fill;
  mean /= double(fills.size());
  std::printf("%zu glints of 12 pixels or more, mean fill of their boxes %.3f (a square 1, a disc 0.785)\n",
              fills.size(), mean);
  EXPECT_LT(mean, 0.88) << "the glints are lit squares";
  EXPECT_GT(mean, 0.65) << "the glints are not round";
}

}  // namespace
}  // namespace tp
