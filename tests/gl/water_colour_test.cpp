// The floor seen through the water fades per channel as Beer-Lambert says
// (water_look.glsl's depth tint): looking straight down, the light goes
// down d metres to the floor and back up, so the floor's share of the
// colour is exp(−2·σ·d) for each channel's absorption σ (WaterLook's
// clear coastal water). Flat water over a flat floor at two depths and at
// a depth where the floor is gone: the floor's share at 0.75 m over its
// share at 0.25 m is exp(−σ) per channel, red falling fastest.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp {
namespace {

constexpr int kSize = 64;

// The linear colour (display values decoded with sky.glsl's gamma 2.2) of
// the picture's middle 8x8 pixels, the floor `depth` metres down.
glm::dvec3 colourOverFloorAt(float depth) {
  const float zero = 0.0f, floorHeight = -depth;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1), floor = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &zero);
  floor.upload(GL_RED, GL_FLOAT, &floorHeight);
  RenderView view;
  view.eye = {0, 3, 0};
  view.view = glm::lookAt(view.eye, glm::vec3(0), glm::vec3(0, 0, -1));
  view.width = view.height = kSize;
  view.projection = glm::perspective(glm::radians(30.0f), 1.0f, 0.1f, 100.0f);
  WaterSurfaceRenderer water;
  water.init(test::shaders());
  water.setGrid(16, 16);
  FrameTarget target;
  target.resize(kSize, kSize, 1);
  target.beginScene(0, 0, 0);
  // The sun 60° up off to the side: its disc is not mirrored into a view straight down.
  water.draw(view, heights, {{0, 0}, {40, 40}}, SkyLight::gradientSky(glm::normalize(glm::vec3(0.5f, 0.866f, 0.0f))),
             WaterLook{}, {.floorHeights = &floor, .floorExtent = {200, 200}});
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  const std::vector<uint8_t> rgb = target.readRgbTopDown();
  glm::dvec3 sum(0);
  for (int y = kSize / 2 - 4; y < kSize / 2 + 4; ++y)
    for (int x = kSize / 2 - 4; x < kSize / 2 + 4; ++x)
      for (int c = 0; c < 3; ++c) sum[c] += std::pow(rgb[size_t((y * kSize + x) * 3 + c)] / 255.0, 2.2);
  return sum / 64.0;
}

TEST(WaterColour, TheFloorFadesPerChannelAsBeerLambertSays) {
  const glm::dvec3 shallow = colourOverFloorAt(0.25f), deeper = colourOverFloorAt(0.75f),
                   gone = colourOverFloorAt(40.0f);
  const glm::dvec3 absorption(WaterLook{}.absorption);
  for (int c = 0; c < 3; ++c) {
    const double measured = (deeper[c] - gone[c]) / (shallow[c] - gone[c]);
    const double expected = std::exp(-absorption[c]);  // exp(−2·σ·Δd), Δd = 0.5 m
    std::printf("channel %d: floor's share at 0.75 m over 0.25 m %.3f, Beer-Lambert %.3f\n", c, measured, expected);
    EXPECT_NEAR(measured, expected, 0.04) << "channel " << c;
  }
  EXPECT_LT((deeper.r - gone.r) / (shallow.r - gone.r), (deeper.b - gone.b) / (shallow.b - gone.b))
      << "red goes first";
}

}  // namespace
}  // namespace tp
