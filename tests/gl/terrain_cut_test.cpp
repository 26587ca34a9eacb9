// The terrain's cut (render/terrain_renderer.*, terrain.vert): what lies
// deeper than TerrainCut::hideBelow is drawn only within keepWithin metres of
// the eye, so the floor seen from under the water stops where the fog has
// hidden it (harbor_picture.cpp) and costs nothing beyond.
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include <cmath>
#include <vector>

#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/frame_target.hpp"
#include "render/terrain_renderer.hpp"
#include "render/terrain_slopes.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 90;
constexpr float kFloor = -5.0f;        // m: a flat floor
constexpr float kExtent = 200.0f;      // m each way, centred on the origin
constexpr int kMesh = 129;             // vertices a side: 1.56 m apart
const glm::vec3 kEye{0.0f, -1.0f, 0.0f};

// The flat floor seen level along +x from 1 m under the sea's level, with
// `cut`: which pixels drew anything (row 0 at the top).
std::vector<bool> drawnPixels(TerrainCut cut) {
  TerrainRenderer terrain;
  terrain.init(shaders());
  terrain.setGrid(kMesh);
  gl::Texture floor = gl::Texture::create2D(GL_R32F, 2, 2);
  const float heights[4] = {kFloor, kFloor, kFloor, kFloor};
  floor.upload(GL_RED, GL_FLOAT, heights);
  const gl::Texture slopes = terrainSlopesTexture(std::vector<float>(heights, heights + 4), 2, glm::vec2(kExtent));
  RenderView view;
  view.view = glm::lookAt(kEye, kEye + glm::vec3(1.0f, 0.0f, 0.0f), glm::vec3(0.0f, 1.0f, 0.0f));
  view.projection = glm::perspective(glm::radians(60.0f), float(kWidth) / float(kHeight), 0.1f, 1000.0f);
  view.eye = kEye;
  view.width = kWidth;
  view.height = kHeight;
  FrameTarget target;
  target.resize(kWidth, kHeight, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  terrain.draw(view, {floor, slopes}, glm::vec2(kExtent), SkyLight::gradientSky(glm::normalize(glm::vec3(0.3f, 1.0f, 0.2f))),
               cut);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  const std::vector<uint8_t> rgb = target.readRgbTopDown();
  std::vector<bool> drawn(size_t(kWidth) * kHeight);
  for (size_t i = 0; i < drawn.size(); ++i) drawn[i] = rgb[3 * i] + rgb[3 * i + 1] + rgb[3 * i + 2] > 0;
  return drawn;
}

// Metres from the eye to where the ray through pixel (x, y) (row 0 at the
// top) meets the floor; infinity where it does not.
float floorDistance(int x, int y) {
  const float tanHalf = std::tan(glm::radians(30.0f));
  const float right = ((float(x) + 0.5f) / kWidth * 2.0f - 1.0f) * tanHalf * float(kWidth) / float(kHeight);
  const float up = (1.0f - (float(y) + 0.5f) / kHeight * 2.0f) * tanHalf;
  const glm::vec3 ray(1.0f, up, right);
  if (ray.y >= 0.0f) return INFINITY;
  return glm::length(ray) * (kFloor - kEye.y) / ray.y;
}

// Kept within 20 m: every pixel whose floor lies nearer than 18 m is drawn,
// none beyond 22 m (the cut is linear between vertices 1.56 m apart).
TEST(TerrainCut, TheFloorUnderTheWaterIsDrawnOnlyWithinItsReach) {
  const std::vector<bool> drawn = drawnPixels({.hideBelow = -0.6f, .keepWithin = 20.0f});
  int near = 0, nearDrawn = 0, far = 0, farDrawn = 0;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x) {
      const float d = floorDistance(x, y);
      const bool on = drawn[size_t(y) * kWidth + x];
      if (d < 18.0f) {
        ++near;
        nearDrawn += on;
      } else if (d > 22.0f) {
        ++far;
        farDrawn += on;
      }
    }
  std::printf("%d of %d pixels nearer than 18 m drawn, %d of %d beyond 22 m\n", nearDrawn, near, farDrawn, far);
  ASSERT_GT(near, 1000);
  ASSERT_GT(far, 1000);
  EXPECT_EQ(nearDrawn, near);
  EXPECT_EQ(farDrawn, 0);
}

// Kept within nothing (seen from above): the floor deeper than hideBelow is
// not drawn at all; raised above it, it is drawn to the horizon.
TEST(TerrainCut, WithoutAReachOnlyWhatLiesAboveTheCutIsDrawn) {
  int drawn = 0;
  for (bool on : drawnPixels({.hideBelow = -0.6f, .keepWithin = 0.0f})) drawn += on;
  EXPECT_EQ(drawn, 0);
  int all = 0, ground = 0;
  const std::vector<bool> whole = drawnPixels({.hideBelow = -1e6f, .keepWithin = 0.0f});
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x)
      if (std::isfinite(floorDistance(x, y)) && floorDistance(x, y) < 90.0f) {
        ++ground;
        all += whole[size_t(y) * kWidth + x];
      }
  EXPECT_EQ(all, ground) << "the floor out to 90 m, with nothing cut";
}

}  // namespace
}  // namespace tp::test
