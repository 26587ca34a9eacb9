// src/render: the grid mesh, the orbit camera and its pixel rays, and the
// offscreen FrameTarget (multisample resolve, rows read top first).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "gl/objects.hpp"
#include "gl/shader_library.hpp"
#include "gl_test_support.hpp"
#include "slanted_triangle.hpp"
#include "render/frame_target.hpp"
#include "render/grid_mesh.hpp"
#include "render/orbit_camera.hpp"

TEST(GridMesh, GeometryCoversTheGridOnceFacingUp) {
  const tp::GridGeometry grid = tp::buildGridGeometry(5, 4);
  ASSERT_EQ(grid.uvs.size(), 5u * 4u * 2u);
  ASSERT_EQ(grid.indices.size(), 4u * 3u * 6u);
  EXPECT_EQ(grid.uvs[0], 0.0f);
  EXPECT_EQ(grid.uvs.back(), 1.0f);
  std::set<uint32_t> used(grid.indices.begin(), grid.indices.end());
  EXPECT_EQ(used.size(), 20u) << "every vertex in some triangle";
  EXPECT_LT(*used.rbegin(), 20u);
  double area = 0;
  for (size_t t = 0; t < grid.indices.size(); t += 3) {
    auto uv = [&](size_t k) { return glm::vec2(grid.uvs[2 * grid.indices[t + k]], grid.uvs[2 * grid.indices[t + k] + 1]); };
    const glm::vec2 a = uv(0), b = uv(1), c = uv(2);
    // With u → x and v → z, "up" (+y) is (b-a) x (c-a) having y > 0, i.e. the uv cross product < 0.
    const float cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    EXPECT_LT(cross, 0.0f) << "triangle " << t / 3 << " faces down";
    area += std::abs(cross) * 0.5;
  }
  EXPECT_NEAR(area, 1.0, 1e-5) << "the triangles tile the unit square exactly";
  EXPECT_THROW(tp::buildGridGeometry(1, 4), std::invalid_argument);
}

TEST(GridMesh, AHoleLeavesOutOnlyTheCellsWhollyInsideIt) {
  // 9 vertices a side: |2·uv − 1| is 0.25 or 0 at vertices 3, 4 and 5, so
  // the 2x2 cells between them lie inside 0.5; the cells touching vertex 2
  // or 6 (on 0.5) stay.
  const tp::GridGeometry grid = tp::buildGridGeometry(9, 9, 0.5f);
  ASSERT_EQ(grid.indices.size(), (64u - 4u) * 6u);
  double area = 0;
  for (size_t t = 0; t < grid.indices.size(); t += 3) {
    auto uv = [&](size_t k) { return glm::vec2(grid.uvs[2 * grid.indices[t + k]], grid.uvs[2 * grid.indices[t + k] + 1]); };
    const glm::vec2 a = uv(0), b = uv(1), c = uv(2);
    area += std::abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) * 0.5;
    const glm::vec2 middle = (a + b + c) / 3.0f;
    EXPECT_FALSE(std::abs(2.0f * middle.x - 1.0f) < 0.25f && std::abs(2.0f * middle.y - 1.0f) < 0.25f)
        << "triangle " << t / 3 << " lies in the hole";
  }
  EXPECT_NEAR(area, 1.0 - 4.0 / 64.0, 1e-5) << "the rest tiled exactly once";
  EXPECT_EQ(tp::buildGridGeometry(9, 9, 0.0f).indices.size(), 64u * 6u) << "no hole by default";
}

TEST(GridMesh, GpuMeshOwnsThreeObjects) {
  const int before = tp::gl::liveObjectCount();
  {
    tp::GridMesh mesh = tp::GridMesh::create(16, 8);
    EXPECT_EQ(mesh.indexCount(), 15 * 7 * 6);
    EXPECT_EQ(tp::gl::liveObjectCount(), before + 3);
  }
  EXPECT_EQ(tp::gl::liveObjectCount(), before);
}

TEST(OrbitCamera, CentrePixelRayHitsTheTarget) {
  tp::OrbitCamera camera;
  camera.start({{1, 0, -2}, 10, 30, 40});
  EXPECT_NEAR(glm::distance(camera.eye(), camera.target()), 10.0f, 1e-4);
  EXPECT_GT(camera.eye().y, 0.0f);
  const glm::ivec2 size(800, 600);
  const tp::Ray ray = tp::rayFromPixel(camera.view(), camera.projection(800.0f / 600.0f), {400, 300}, size);
  EXPECT_NEAR(glm::length(ray.direction), 1.0f, 1e-5);
  glm::vec3 hit;
  ASSERT_TRUE(tp::intersectHorizontalPlane(ray, 0.0f, hit));
  EXPECT_NEAR(glm::distance(hit, glm::vec3(1, 0, -2)), 0.0f, 1e-3);
  // A pixel near the top edge looks further away (or at the sky); one near the bottom, closer.
  const tp::Ray low = tp::rayFromPixel(camera.view(), camera.projection(800.0f / 600.0f), {400, 590}, size);
  ASSERT_TRUE(tp::intersectHorizontalPlane(low, 0.0f, hit));
  EXPECT_LT(glm::distance(hit, camera.eye()), 10.0f);
}

TEST(OrbitCamera, OrbitPanZoomFocus) {
  tp::OrbitCamera camera;
  camera.start({{0, 0, 0}, 10, 0, 20});
  camera.orbit({0, 10000});  // pitch clamps below the pole
  EXPECT_LT(camera.eye().y, 10.0f);
  EXPECT_GT(camera.eye().y, 9.9f);
  camera.orbit({0, -10000});  // and at the scene's lowest tilt
  EXPECT_NEAR(camera.eye().y, 10.0f * std::sin(glm::radians(-85.0f)), 1e-3);
  tp::CameraStart above{{0, 0, 0}, 10, 0, 20};
  above.minPitchDegrees = 5;
  camera.start(above);
  camera.orbit({0, -10000});
  EXPECT_NEAR(camera.eye().y, 10.0f * std::sin(glm::radians(5.0f)), 1e-3) << "never below the scene's minimum";
  camera.start({{0, 0, 0}, 10, 0, 20});
  camera.orbit({0, 10000});
  camera.zoom(1);
  EXPECT_NEAR(camera.distance(), 9.0f, 1e-4);
  camera.zoom(-2);
  EXPECT_NEAR(camera.distance(), 10.0f / 0.9f, 1e-3);
  const glm::vec3 before = camera.target();
  camera.pan({100, 0}, 600);
  EXPECT_GT(glm::distance(before, camera.target()), 0.1f);
  EXPECT_NEAR(camera.target().y, before.y, 1e-3) << "looking straight down, a sideways pan stays level";
  camera.focus({4, 0, 4});
  EXPECT_EQ(camera.target(), glm::vec3(4, 0, 4));
}

namespace {
// Paints a rectangle of the bound frame red (GL pixels, origin bottom-left),
// ends the scene (resolving it) and reads it back, top row first.
std::vector<uint8_t> paintRedEndAndRead(const tp::FrameTarget& target, int x, int y, int width, int height) {
  glEnable(GL_SCISSOR_TEST);
  glScissor(x, y, width, height);
  glClearColor(1, 0, 0, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return target.readRgbTopDown();
}
}  // namespace

// The multisampled frame's colour cleared by compute (clear_multisample.comp)
// is the image glClear gives: every sample of every pixel, so a resolve of
// a half-covered pixel still averages the clear colour in; and what the
// scene then draws lands on it as on a cleared image.
TEST(FrameTarget, AComputeClearGivesTheImageAGlClearGives) {
  const tp::gl::ShaderProgram& colourClear = tp::test::shaders().load({"render/clear_multisample.comp"});
  std::vector<uint8_t> pictures[2];
  for (int way = 0; way < 2; ++way) {
    tp::FrameTarget target;
    target.resize(70, 33, 4);  // not a multiple of the work group
    // Something left from an earlier frame, which the clear must replace.
    target.beginScene(1.0f, 1.0f, 0.0f);
    target.beginScene(0.2f, 0.4f, 0.6f, way == 0 ? nullptr : &colourClear);
    pictures[way] = paintRedEndAndRead(target, 10, 5, 20, 10);
  }
  ASSERT_EQ(pictures[0].size(), 70u * 33u * 3u);
  EXPECT_EQ(pictures[0], pictures[1]) << "the compute clear's image differs from glClear's";
  EXPECT_NEAR(pictures[1][0], 51, 1) << "the clear colour, 0.2 of 255";
  EXPECT_NEAR(pictures[1][2], 153, 1);
  const size_t red = ((33u - 1u - 8u) * 70u + 15u) * 3u;  // GL row 8, column 15: inside the scissor
  EXPECT_EQ(pictures[1][red], 255);
  EXPECT_EQ(pictures[1][red + 2], 0);
}

// The multisampled frame resolved by compute (resolve_multisample.comp) is
// the image the resolve blit gives: each pixel the mean of its samples, a
// slanted triangle's partly covered edge pixels mixed alike.
TEST(FrameTarget, AComputeResolveGivesTheImageABlitGives) {
  const tp::gl::ShaderProgram& resolve = tp::test::shaders().load({"render/resolve_multisample.comp"});
  const tp::test::SlantedTriangle triangle;
  std::vector<uint8_t> pictures[2];
  for (int way = 0; way < 2; ++way) {
    tp::FrameTarget target;
    target.resize(70, 33, 4);  // not a multiple of the work group
    target.beginScene(0.0f, 0.0f, 1.0f);
    triangle.draw();
    target.endScene(way == 0 ? nullptr : &resolve);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    pictures[way] = target.readRgbTopDown();
  }
  ASSERT_EQ(pictures[0].size(), pictures[1].size());
  int largest = 0, edges = 0;
  for (size_t i = 0; i < pictures[0].size(); i += 3) {
    for (int c = 0; c < 3; ++c) largest = std::max(largest, std::abs(int(pictures[0][i + c]) - int(pictures[1][i + c])));
    const uint8_t r = pictures[1][i], b = pictures[1][i + 2];
    edges += r > 0 && b > 0;  // red and blue mixed: a partly covered pixel
  }
  EXPECT_LE(largest, 1) << "the compute resolve's image differs from the blit's";
  EXPECT_GT(edges, 20) << "partly covered pixels along the triangle's edges";
}

TEST(FrameTarget, ReadsRowsTopFirstAfterResolve) {
  for (int samples : {1, 4}) {
    tp::FrameTarget target;
    target.resize(64, 32, samples);
    target.beginScene(0.0f, 0.0f, 1.0f);  // blue everywhere
    // Paint GL's upper half (high y) red: after reading top-first, row 0 is red.
    const std::vector<uint8_t> rgb = paintRedEndAndRead(target, 0, 16, 64, 16);
    ASSERT_EQ(rgb.size(), 64u * 32u * 3u);
    EXPECT_EQ(rgb[0], 255) << samples << " samples: top row red";
    EXPECT_EQ(rgb[2], 0);
    const size_t bottom = (31u * 64u) * 3u;
    EXPECT_EQ(rgb[bottom], 0) << samples << " samples: bottom row blue";
    EXPECT_EQ(rgb[bottom + 2], 255);
  }
}
