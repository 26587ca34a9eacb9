// The sky filled by compute into a multisampled frame (sky_fill.comp) is
// the sky the far-plane triangle draws (sky_background.frag): the same
// colour in every open sample, nothing written where something nearer was
// drawn, and at a drawn edge only the samples the edge leaves open, so the
// resolve mixes the two alike. Under a baked sky with its sun in view (the disc, the far
// sea below the horizon).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl_test_support.hpp"
#include "render/effects/sky_cube.hpp"
#include "render/effects/sky_renderer.hpp"
#include "render/frame_target.hpp"
#include "slanted_triangle.hpp"

namespace tp {
namespace {

TEST(SkyFill, FillsTheOpenSamplesWithTheSkyTheTriangleDraws) {
  SkyCube cube;
  cube.init(test::shaders());
  cube.update({.sunElevationDegrees = 12.0f, .sunAzimuthDegrees = 0.0f, .faceSize = 64});
  RenderView view;
  view.eye = {0, 4, 0};
  view.view = glm::lookAt(view.eye, glm::vec3(0, 3, -10), glm::vec3(0, 1, 0));  // towards the low sun, horizon in view
  view.width = 96;
  view.height = 54;
  view.projection = glm::perspective(glm::radians(60.0f), 96.0f / 54.0f, 0.1f, 1000.0f);
  const test::SlantedTriangle triangle;
  // Drawn, filled, and drawn with no triangle (the sky alone).
  std::vector<uint8_t> pictures[3];
  for (int way = 0; way < 3; ++way) {
    SkyRenderer sky;
    sky.init(test::shaders());
    FrameTarget target;
    target.resize(view.width, view.height, 4);
    target.beginScene(0.0f, 1.0f, 0.0f);  // green: any pixel left so was filled by neither
    if (way < 2) triangle.draw();
    const std::optional<MultisampledFrame> frame = target.multisampledFrame();
    ASSERT_TRUE(frame.has_value());
    sky.draw(view, cube.light(), nullptr, way == 1 ? &*frame : nullptr);
    target.endScene();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    pictures[way] = target.readRgbTopDown();
  }
  ASSERT_EQ(pictures[0].size(), pictures[1].size());
  int largest = 0, edges = 0, red = 0, green = 0;
  for (size_t i = 0; i < pictures[0].size(); i += 3) {
    for (int c = 0; c < 3; ++c) largest = std::max(largest, std::abs(int(pictures[0][i + c]) - int(pictures[1][i + c])));
    const uint8_t r = pictures[1][i], g = pictures[1][i + 1], b = pictures[1][i + 2];
    const bool allRed = r == 255 && g == 0 && b == 0;
    red += allRed;
    green += r == 0 && g == 255 && b == 0;
    // Neither the triangle nor the sky alone: red mixed with the sky, a partly covered pixel.
    bool skyAlone = true;
    for (int c = 0; c < 3; ++c) skyAlone = skyAlone && std::abs(int(pictures[1][i + c]) - int(pictures[2][i + c])) <= 1;
    edges += !allRed && !skyAlone;
  }
  std::printf("largest channel difference %d; %d red pixels, %d edge pixels, %d left green\n", largest, red, edges,
              green);
  EXPECT_LE(largest, 1) << "the fill's picture differs from the drawn sky's";
  EXPECT_GT(red, 500) << "the triangle kept its pixels";
  EXPECT_GT(edges, 20) << "partly covered pixels along its edges";
  EXPECT_EQ(green, 0) << "every open sample was filled";
}

}  // namespace
}  // namespace tp
