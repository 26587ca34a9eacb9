// The open sea meets the patch without a seam (water_surface_renderer.cpp's
// open-sea grid, water_surface.vert's WATER_FAR_SEA): its vertices inside
// the patch sink under it, so its edge must fall on a row of them, for an
// even count of vertices a side as for an odd one. Otherwise the triangles
// across the edge leave a strip outside the patch sloping down: facing away
// from the eye it is culled and the clear shows through, a line round the
// patch. Flat water in a fresh breeze, seen from outside the patch across
// its near edge, into a magenta clear. With the edge between rows, 882
// pixels show the clear along it at 96 vertices a side; on a row, 9 to 12
// lone pixels are left where the patch's edge vertices, five times as many,
// meet the open sea's edges between vertices (the rasteriser leaves a pixel
// open now and then at such a join).
#include <gtest/gtest.h>

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

// Pixels below the horizon where no water was drawn (the magenta clear).
int holesInTheSea(int vertices) {
  SkyCube cube;
  cube.init(test::shaders());
  cube.update({.sunElevationDegrees = 30.0f, .sunAzimuthDegrees = 200.0f, .faceSize = 32});
  WindSeaCascades sea(test::shaders());
  sea.update({.windSpeed = 9.0}, 64, 5.0);
  const float flat = 0.0f;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &flat);
  RenderView view;
  view.eye = {3.0f, 5.0f, 38.0f};  // 18 m outside the patch's near edge (z = 20)
  view.view = glm::lookAt(view.eye, glm::vec3(0.0f, 0.0f, 12.0f), glm::vec3(0, 1, 0));
  view.width = 320;
  view.height = 180;
  view.projection = glm::perspective(glm::radians(50.0f), 320.0f / 180.0f, 0.1f, 3000.0f);
  WaterLook look;
  look.openSeaReach = 2000;
  WaterSurfaceRenderer water;
  water.init(test::shaders());
  water.setGrid(vertices, vertices);
  FrameTarget target;
  target.resize(view.width, view.height, 1);
  target.beginScene(1.0f, 0.0f, 1.0f);
  water.draw(view, heights, {{0, 0}, {40.0f, 40.0f}}, cube.light(), look, {.windSea = &sea});
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  const std::vector<uint8_t> rgb = target.readRgbTopDown();
  int holes = 0;
  for (int y = view.height / 2; y < view.height; ++y)  // the horizon lies above the middle
    for (int x = 0; x < view.width; ++x) {
      const size_t i = 3 * (size_t(y) * view.width + x);
      holes += rgb[i] == 255 && rgb[i + 1] == 0 && rgb[i + 2] == 255;
    }
  return holes;
}

TEST(WaterOpenSea, MeetsThePatchWithoutASeam) {
  for (int vertices : {96, 97}) {
    const int holes = holesInTheSea(vertices);
    std::printf("%d vertices a side: %d pixels of the clear show through the sea\n", vertices, holes);
    EXPECT_LE(holes, 30) << vertices << " vertices a side";
  }
}

}  // namespace
}  // namespace tp
