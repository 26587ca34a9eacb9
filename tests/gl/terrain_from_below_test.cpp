// The terrain seen from under the water (TerrainRenderer::draw with the
// query of WaterSurfaceRenderer::countViewAboveWater): where all of the view
// starts under the water, the GPU draws it shaded once a vertex, fog
// included (terrain.frag's TERRAIN_SHADED_PER_VERTEX); where some starts
// above it, a pixel at a time, fogged where its view starts under. Flat calm
// water at the sea's level, not drawn; a floor 4 m down with a rolling
// relief and an island rising 6.5 m above the sea 10 m ahead of the eye.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "render/terrain_renderer.hpp"
#include "render/terrain_slopes.hpp"
#include "view_from_below_picture.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 90;
constexpr int kCells = 128;            // heights a side
constexpr float kExtent = 60.0f;       // m each way, centred on the origin
constexpr int kMesh = 65;              // vertices a side: 0.94 m apart

std::vector<float> floorWithAnIsland() {
  std::vector<float> heights(size_t(kCells) * kCells);
  for (int row = 0; row < kCells; ++row)
    for (int column = 0; column < kCells; ++column) {
      const float x = ((float(column) + 0.5f) / kCells - 0.5f) * kExtent;
      const float z = ((float(row) + 0.5f) / kCells - 0.5f) * kExtent;
      const float relief = -4.0f + 1.5f * std::sin(x / 3.0f) * std::cos(z / 4.0f);
      const float island = 10.5f * std::exp(-((x - 10.0f) * (x - 10.0f) + z * z) / 18.0f);
      heights[size_t(row) * kCells + size_t(column)] = relief + island;
    }
  return heights;
}

// The terrain from `eyeHeight` m (under the sea's level: negative) looking
// along +x, `pitchDegrees` up, fogged while drawing; with the view's count
// of what starts above the water when `counted`, else without it (shaded
// a pixel at a time). Top row first.
std::vector<uint8_t> terrainFrom(float eyeHeight, float pitchDegrees, bool counted) {
  TerrainRenderer terrain;
  terrain.init(shaders());
  terrain.setGrid(kMesh);
  const std::vector<float> floor = floorWithAnIsland();
  gl::Texture floorHeights = gl::Texture::create2D(GL_R32F, kCells, kCells);
  floorHeights.upload(GL_RED, GL_FLOAT, floor.data());
  const gl::Texture slopes = terrainSlopesTexture(floor, kCells, glm::vec2(kExtent));
  return drawFromBelow(eyeHeight, pitchDegrees, kWidth, kHeight,
                       [&](const RenderView& view, const SkyLight& seen, const gl::Query* viewAboveWater) {
                         EXPECT_NE(viewAboveWater, nullptr) << "near the water the view's share above it is counted";
                         terrain.draw(view, {floorHeights, slopes}, glm::vec2(kExtent), seen,
                                      {.hideBelow = -1e6f, .keepWithin = 0.0f}, {}, counted ? viewAboveWater : nullptr);
                       });
}

int largestChannelDifference(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b, size_t pixel) {
  int largest = 0;
  for (size_t c = 0; c < 3; ++c) largest = std::max(largest, std::abs(int(a[3 * pixel + c]) - int(b[3 * pixel + c])));
  return largest;
}

bool drawn(const std::vector<uint8_t>& rgb, size_t pixel) { return rgb[3 * pixel] + rgb[3 * pixel + 1] + rgb[3 * pixel + 2] > 0; }

// 2 m under, looking 8° down: the whole view starts under the water, so the
// terrain is shaded once a vertex. Over the pixels it covers, the mean
// largest-channel difference from the same terrain shaded a pixel at a time
// stays under 1 level of 255 and no pixel differs by more than 32 (the
// island's shore, where the sand turns wet within a cell); some pixels differ,
// or the vertices' program was never drawn.
TEST(TerrainFromBelow, WhereTheWholeViewIsUnderTheWaterTheVerticesShadeItAlike) {
  const std::vector<uint8_t> perVertex = terrainFrom(-2.0f, -8.0f, true);
  const std::vector<uint8_t> perPixel = terrainFrom(-2.0f, -8.0f, false);
  int covered = 0, differing = 0, largest = 0;
  double sum = 0;
  for (size_t i = 0; i < size_t(kWidth) * kHeight; ++i) {
    EXPECT_EQ(drawn(perVertex, i), drawn(perPixel, i)) << "pixel " << i;
    if (!drawn(perPixel, i)) continue;
    const int d = largestChannelDifference(perVertex, perPixel, i);
    ++covered;
    differing += d > 0;
    largest = std::max(largest, d);
    sum += d;
  }
  const double mean = covered ? sum / covered : 0.0;
  std::printf("2 m under: %d pixels of terrain, %d differ, by %.3f of 255 on average, %d at most\n", covered, differing,
              mean, largest);
  ASSERT_GT(covered, kWidth * kHeight / 2);
  EXPECT_GT(differing, 0) << "the picture shaded once a vertex is the one shaded a pixel at a time";
  EXPECT_LT(mean, 1.0);
  EXPECT_LE(largest, 32);
}

// 3 cm under, looking 10° up: the near plane's top rows start in the air,
// where the island is seen unfogged, so the terrain is shaded a pixel at a
// time, every pixel as without the count.
TEST(TerrainFromBelow, WhereSomeOfTheViewIsAboveTheWaterThePixelsShadeIt) {
  const std::vector<uint8_t> withCount = terrainFrom(-0.03f, 10.0f, true);
  const std::vector<uint8_t> without = terrainFrom(-0.03f, 10.0f, false);
  int islandUp = 0, differing = 0;
  for (int row = 0; row < kHeight; ++row)
    for (int x = 0; x < kWidth; ++x) {
      const size_t i = size_t(row) * kWidth + size_t(x);
      islandUp += row < kHeight / 3 && drawn(without, i);
      differing += largestChannelDifference(withCount, without, i) > 0;
    }
  std::printf("3 cm under: %d pixels of the island in the top third, %d pixels differ\n", islandUp, differing);
  ASSERT_GT(islandUp, 50) << "the island reaches the rows that start above the water";
  EXPECT_EQ(differing, 0);
}

}  // namespace
}  // namespace tp::test
