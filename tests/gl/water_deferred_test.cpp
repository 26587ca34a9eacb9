// The water shaded by compute (water_shade.comp, from the markers the meshes
// leave: water_deferred.glsl) is the water the fragment shader shades
// (water_surface.frag): a patch with a splash, foam and a sand shelf, a wind
// sea, and the open sea round it to the horizon, seen at a slant under a low
// sun, drawn both ways into a 4x multisampled frame.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "gl_test_support.hpp"
#include "render/effects/sky_cube.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"
#include "sim/wind_sea/wind_sea_cascades.hpp"

namespace tp {
namespace {

constexpr int kCells = 64;
constexpr float kExtent = 40.0f;  // metres the patch spans

// A kCells² R32F texture over the patch holding `valueAt(x, z)` (cells).
template <class ValueAt>
gl::Texture patchTexture(ValueAt valueAt) {
  std::vector<float> values(kCells * kCells);
  for (int z = 0; z < kCells; ++z)
    for (int x = 0; x < kCells; ++x) values[size_t(z * kCells + x)] = valueAt(float(x), float(z));
  gl::Texture texture = gl::Texture::create2D(GL_R32F, kCells, kCells);
  texture.upload(GL_RED, GL_FLOAT, values.data());
  return texture;
}

TEST(WaterDeferred, ShadesAsTheFragmentShaderDoes) {
  SkyCube cube;
  cube.init(test::shaders());
  cube.update({.sunElevationDegrees = 25.0f, .sunAzimuthDegrees = 200.0f, .faceSize = 64});
  WindSeaCascades sea(test::shaders());
  sea.update({.windSpeed = 9.0}, 64, 5.0);
  ASSERT_TRUE(sea.active());
  // Metres: a splash's ring in the patch's middle; a sand shelf rising out of
  // the water along one side, deep water beyond; foam over a band across it.
  const gl::Texture heights = patchTexture([](float x, float z) {
    const float r = std::hypot(x - 32.0f, z - 30.0f) * kExtent / kCells;
    return 0.25f * std::cos(1.6f * r) * std::exp(-0.05f * r * r);
  });
  const gl::Texture floor = patchTexture([](float x, float) { return 0.3f - 0.12f * x; });
  const gl::Texture foam = patchTexture([](float, float z) { return z > 40 && z < 48 ? 0.7f : 0.0f; });

  RenderView view;
  view.eye = {-6, 9, 26};
  view.view = glm::lookAt(view.eye, glm::vec3(0, 0, -4), glm::vec3(0, 1, 0));  // the patch, the open sea, the horizon
  view.width = 192;
  view.height = 108;
  view.projection = glm::perspective(glm::radians(60.0f), 192.0f / 108.0f, 0.1f, 3000.0f);
  WaterLook look;
  look.openSeaReach = 2000;
  look.shoreSurf = 0.8f;
  const WaterPatch patch{{0, 0}, {kExtent, kExtent}};
  const WaterSurroundings around{.floorHeights = &floor, .foam = &foam, .windSea = &sea};

  // The fragment shader's, the compute pass's, and no water (the clear alone).
  std::vector<uint8_t> pictures[3];
  bool byCompute[3] = {};
  for (int way = 0; way < 3; ++way) {
    WaterSurfaceRenderer water;
    water.init(test::shaders());
    water.setGrid(96, 96);
    FrameTarget target;
    target.resize(view.width, view.height, 4);
    target.beginScene(1.0f, 0.0f, 1.0f);  // magenta: no water shades so
    const std::optional<MultisampledFrame> frame = target.multisampledFrame();
    ASSERT_TRUE(frame.has_value());
    if (way < 2) water.draw(view, heights, patch, cube.light(), look, around, way == 1 ? &*frame : nullptr);
    byCompute[way] = water.shadedByCompute();
    target.endScene();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    pictures[way] = target.readRgbTopDown();
  }
  EXPECT_FALSE(byCompute[0]);
  ASSERT_TRUE(byCompute[1]) << "the multisampled frame was not shaded by compute";
  ASSERT_EQ(pictures[0].size(), pictures[1].size());

  // Over the pixels the water covers, the two ways' channels apart.
  std::vector<int> differences;
  int water = 0;
  for (size_t i = 0; i < pictures[0].size(); i += 3) {
    bool clearAlone = true;
    for (int c = 0; c < 3; ++c) clearAlone = clearAlone && pictures[0][i + c] == pictures[2][i + c];
    if (clearAlone) continue;
    ++water;
    for (int c = 0; c < 3; ++c) differences.push_back(std::abs(int(pictures[0][i + c]) - int(pictures[1][i + c])));
  }
  ASSERT_GT(water, int(pictures[0].size() / 3 / 2)) << "the water covers over half the frame";
  std::sort(differences.begin(), differences.end());
  double mean = 0;
  for (int d : differences) mean += d;
  mean /= double(differences.size());
  const int p99 = differences[differences.size() * 99 / 100], largest = differences.back();
  std::printf("%d water pixels; channel difference mean %.3f, 99th percentile %d, largest %d (of 255)\n", water, mean,
              p99, largest);
  // What may differ: the wind sea's slopes at the mip level the pixel's
  // footprint picks (the fragment shader's from its 2x2 quad, the compute
  // pass's from the rays of the neighbouring pixels), and the crests' height
  // sampled per pixel rather than interpolated from the vertices, which
  // the surf reads too (brightest on the crests): a pixel at a foam patch's
  // edge can turn white in one and not the other (seen: 82). Shading the
  // open sea as the patch moves the mean to 2.7; the depth of one sample
  // instead of the pixel's centre, to 2.6.
  EXPECT_LT(mean, 1.0) << "the compute pass's water is not the fragment shader's";
  EXPECT_LE(p99, 12);
  EXPECT_LE(largest, 100);
}

}  // namespace
}  // namespace tp
