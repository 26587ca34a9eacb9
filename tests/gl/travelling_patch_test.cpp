// A simulated patch that travels over the world (the harbor's, following
// your tug): its fields move by whole cells on the GPU (gl/shift_contents),
// and water stepped on a patch that moved part-way through must match water
// stepped on a fixed patch, shifted, wherever the edges' sponge and the inflow
// of still water have not yet reached.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "gl/shift_contents.hpp"
#include "gl_test_support.hpp"
#include "sim/deep_water/deep_water_gpu.hpp"
#include "sim/grid_wave/grid_wave_gpu.hpp"

namespace tp {
namespace {

// What cell (x, y) of a width×height field of `channels` floats a cell holds
// after moving it by `by`: the old value from (x − by.x, y − by.y), or zero.
float shifted(const std::vector<float>& before, int width, int height, int channels, glm::ivec2 by, int x, int y,
              int channel) {
  const int fromX = x - by.x, fromY = y - by.y;
  if (fromX < 0 || fromY < 0 || fromX >= width || fromY >= height) return 0.0f;
  return before[(size_t(fromY) * size_t(width) + size_t(fromX)) * size_t(channels) + size_t(channel)];
}

TEST(ShiftContents, ATextureMovesByWholeCellsAndZeroFlowsIn) {
  constexpr int kWidth = 9, kHeight = 7;
  std::vector<float> before(size_t(kWidth) * kHeight * 2);
  for (size_t i = 0; i < before.size(); ++i) before[i] = 1.0f + float(i);
  for (glm::ivec2 by : {glm::ivec2(3, -2), glm::ivec2(-1, 4), glm::ivec2(0, 1), glm::ivec2(20, 0)}) {
    const gl::Texture texture = gl::Texture::create2D(GL_RG32F, kWidth, kHeight);
    texture.upload(GL_RG, GL_FLOAT, before.data());
    gl::shiftTextureContents(texture, by);
    std::vector<float> after(before.size());
    texture.download(GL_RG, GL_FLOAT, after.size() * sizeof(float), after.data());
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x)
        for (int c = 0; c < 2; ++c)
          ASSERT_EQ(after[(size_t(y) * kWidth + x) * 2 + c], shifted(before, kWidth, kHeight, 2, by, x, y, c))
              << "by " << by.x << "," << by.y << " at " << x << "," << y;
  }
}

TEST(ShiftContents, AGridBufferMovesByWholeCellsAndZeroFlowsIn) {
  constexpr int kWidth = 8, kHeight = 5;
  std::vector<float> before(size_t(kWidth) * kHeight * 2);
  for (size_t i = 0; i < before.size(); ++i) before[i] = 1.0f + float(i);
  for (glm::ivec2 by : {glm::ivec2(-3, 2), glm::ivec2(2, -1), glm::ivec2(0, -9)}) {
    const gl::Buffer buffer = gl::Buffer::create(GLsizeiptr(before.size() * sizeof(float)), before.data());
    gl::shiftGridBufferContents(buffer, kWidth, kHeight, 2 * sizeof(float), by);
    std::vector<float> after(before.size());
    buffer.download(0, GLsizeiptr(after.size() * sizeof(float)), after.data());
    for (int y = 0; y < kHeight; ++y)
      for (int x = 0; x < kWidth; ++x)
        for (int c = 0; c < 2; ++c)
          ASSERT_EQ(after[(size_t(y) * kWidth + x) * 2 + c], shifted(before, kWidth, kHeight, 2, by, x, y, c))
              << "by " << by.x << "," << by.y << " at " << x << "," << y;
  }
}

// Largest |moved(x, y) − fixed(x + offset)| over cells at least `margin`
// from every edge of both, against the fixed run's largest height there.
struct ShiftedGap {
  double gap = 0, largest = 0;
};
ShiftedGap compareShifted(const std::vector<float>& moved, const std::vector<float>& fixed, int n, int channels,
                          glm::ivec2 offset, int margin) {
  ShiftedGap g;
  for (int y = margin; y < n - margin; ++y)
    for (int x = margin; x < n - margin; ++x) {
      const int fx = x + offset.x, fy = y + offset.y;
      if (fx < margin || fy < margin || fx >= n - margin || fy >= n - margin) continue;
      const float a = moved[(size_t(y) * n + x) * channels], b = fixed[(size_t(fy) * n + fx) * channels];
      g.gap = std::max(g.gap, double(std::abs(a - b)));
      g.largest = std::max(g.largest, double(std::abs(b)));
    }
  return g;
}

// Deep water: a splash left behind a patch that moves 12 cells east and 8
// north after 40 steps, then 40 more: the same rings where they were in the
// world. Its transform is global and its long waves fast, so the first of
// them reach the edges' sponge within these steps, at different places in
// the two runs: measured 1.7e-3 of the rings at 128² on llvmpipe; the bound
// is 5e-3. One cell out of place would be off by a tenth of them.
TEST(TravellingPatch, DeepWaterOnAMovingPatchKeepsTheWavesWhereTheyWere) {
  constexpr int kCells = 128;
  const glm::ivec2 move(12, 8);
  DeepWaterParams params;
  params.cellSize = 0.2f;
  DeepWaterGpu fixed(test::shaders(), params, kCells), moving(test::shaders(), params, kCells);
  for (DeepWaterGpu* water : {&fixed, &moving}) {
    water->addSplash(0.55 * kCells, 0.5 * kCells, -0.3, 4.0);
    water->step(40);
  }
  moving.shiftContents(-move);
  for (DeepWaterGpu* water : {&fixed, &moving}) water->step(40);
  const std::vector<float> a = moving.readState(), b = fixed.readState();
  const ShiftedGap g = compareShifted(a, b, kCells, 2, move, kCells / 8);
  const ShiftedGap oneOff = compareShifted(a, b, kCells, 2, move + glm::ivec2(1, 0), kCells / 8);
  std::printf("deep water: moved patch off by %.3g of %.3g m (one cell out: %.3g)\n", g.gap, g.largest, oneOff.gap);
  EXPECT_GT(g.largest, 0.01) << "the rings are there";
  EXPECT_LT(g.gap, 5e-3 * g.largest);
  EXPECT_GT(oneOff.gap, 20 * g.gap) << "the comparison tells places a cell apart";
}

// The wave equation: local, so within its light cone of the edges the moved
// patch is the fixed one shifted to the last bit; 60 steps at a = 0.3 carry a
// wave 33 cells at most, well inside the 40-cell margin.
TEST(TravellingPatch, TheWaveEquationOnAMovingPatchKeepsTheWavesWhereTheyWere) {
  constexpr int kCells = 160;
  const glm::ivec2 move(-10, 6);
  GridWaveParams params;
  params.a = 0.3f;
  params.boundary = int(GridWaveBoundary::Absorb);
  GridWaveGpu fixed(test::shaders(), params, kCells), moving(test::shaders(), params, kCells);
  for (GridWaveGpu* water : {&fixed, &moving}) {
    water->addSplash(0.5f * kCells, 0.45f * kCells, 0.3f, 5.0f);
    water->step(30);
  }
  moving.shiftContents(-move);
  for (GridWaveGpu* water : {&fixed, &moving}) water->step(30);
  const ShiftedGap g = compareShifted(moving.readState(), fixed.readState(), kCells, 2, move, 40);
  std::printf("wave equation: moved patch off by %.3g of %.3g m\n", g.gap, g.largest);
  EXPECT_GT(g.largest, 0.01) << "the rings are there";
  EXPECT_EQ(g.gap, 0.0);
}

}  // namespace
}  // namespace tp
