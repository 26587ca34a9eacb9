// The terrain's baked slopes (render/terrain_slopes.*): a plane's own slope
// inside, the one-sided half of it at the edge (the edge sample stands in
// for those beyond it, as a texture clamped to its edge does), and the
// central difference of bilinearly filtered heights one sample either side
// equal, anywhere between samples, to the bilinear blend of the baked
// slopes: what lets terrain.frag read one texture where it read four.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "render/terrain_slopes.hpp"

namespace tp {
namespace {

constexpr int kSize = 8;
const glm::vec2 kExtent{16.0f, 32.0f};  // 2 m and 4 m a sample

float& at(std::vector<float>& grid, int column, int row) { return grid[size_t(row) * kSize + size_t(column)]; }

TEST(TerrainSlopes, APlaneHasItsOwnSlopeInsideAndHalfOfItAtTheEdge) {
  std::vector<float> heights(size_t(kSize) * kSize);
  for (int row = 0; row < kSize; ++row)
    for (int column = 0; column < kSize; ++column) at(heights, column, row) = 0.5f * 2.0f * column - 0.25f * 4.0f * row;
  const std::vector<glm::vec2> slopes = terrainSlopes(heights, kSize, kExtent);
  const glm::vec2 inside = slopes[size_t(3) * kSize + 4];
  EXPECT_NEAR(inside.x, 0.5f, 1e-6f);
  EXPECT_NEAR(inside.y, -0.25f, 1e-6f);
  EXPECT_NEAR(slopes[size_t(3) * kSize + 0].x, 0.25f, 1e-6f) << "one sample's rise over two samples' run";
  EXPECT_NEAR(slopes[size_t(kSize - 1) * kSize + 4].y, -0.125f, 1e-6f);
}

// Bilinear filtering of a clamped texture at (u, v) in samples (centres at
// whole numbers).
float filtered(const std::vector<float>& grid, float u, float v) {
  const auto sample = [&](int column, int row) {
    return grid[size_t(std::clamp(row, 0, kSize - 1)) * kSize + size_t(std::clamp(column, 0, kSize - 1))];
  };
  const int c = int(std::floor(u)), r = int(std::floor(v));
  const float fu = u - float(c), fv = v - float(r);
  return (1 - fv) * ((1 - fu) * sample(c, r) + fu * sample(c + 1, r)) +
         fv * ((1 - fu) * sample(c, r + 1) + fu * sample(c + 1, r + 1));
}

TEST(TerrainSlopes, BlendedSlopesAreTheFilteredHeightsCentralDifference) {
  std::vector<float> heights(size_t(kSize) * kSize);
  for (int row = 0; row < kSize; ++row)
    for (int column = 0; column < kSize; ++column)
      at(heights, column, row) = std::sin(1.3f * float(column)) * std::cos(0.7f * float(row)) + 0.1f * float(row);
  const std::vector<glm::vec2> slopes = terrainSlopes(heights, kSize, kExtent);
  std::vector<float> sx(slopes.size()), sz(slopes.size());
  for (size_t i = 0; i < slopes.size(); ++i) sx[i] = slopes[i].x, sz[i] = slopes[i].y;
  const glm::vec2 cell = kExtent / float(kSize);
  // Away from the edge by a sample, where neither side is clamped.
  for (float u : {1.0f, 1.3f, 2.75f, 4.5f, 5.9f})
    for (float v : {1.0f, 2.2f, 3.5f, 5.01f}) {
      const float dx = (filtered(heights, u + 1, v) - filtered(heights, u - 1, v)) / (2 * cell.x);
      const float dz = (filtered(heights, u, v + 1) - filtered(heights, u, v - 1)) / (2 * cell.y);
      EXPECT_NEAR(filtered(sx, u, v), dx, 1e-5f) << u << ", " << v;
      EXPECT_NEAR(filtered(sz, u, v), dz, 1e-5f) << u << ", " << v;
    }
}

}  // namespace
}  // namespace tp
