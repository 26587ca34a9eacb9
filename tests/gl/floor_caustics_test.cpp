// Caustics (render/effects/floor_caustics.*): flat water lights the floor
// evenly; waves focus the light under their crests and thin it under their
// troughs, and none of it is lost.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

#include "gl_test_support.hpp"
#include "render/effects/floor_caustics.hpp"

namespace tp {
namespace {

constexpr int kCells = 256;        // the heights' texels a side
constexpr int kMap = 512;          // the map's
constexpr float kExtent = 10.0f;   // m, the patch's side
constexpr float kFloor = -2.0f;    // m: a flat floor 2 m down
constexpr float kWavelength = 1.0f, kAmplitude = 0.04f;  // m: crests along z, the wave running along x

gl::Texture heightsOf(float amplitude) {
  std::vector<float> h(size_t(kCells) * kCells);
  for (int y = 0; y < kCells; ++y)
    for (int x = 0; x < kCells; ++x) {
      const float worldX = (float(x) + 0.5f) / kCells * kExtent - 0.5f * kExtent;
      h[size_t(y) * kCells + x] = amplitude * std::cos(2.0f * float(M_PI) * worldX / kWavelength);
    }
  gl::Texture texture = gl::Texture::create2D(GL_R32F, kCells, kCells);
  texture.upload(GL_RED, GL_FLOAT, h.data());
  texture.setFilter(GL_LINEAR, GL_LINEAR);
  texture.setWrap(GL_CLAMP_TO_EDGE);
  return texture;
}

std::vector<float> mapOf(float amplitude, glm::vec3 sun, bool* drawn = nullptr) {
  const gl::Texture heights = heightsOf(amplitude);
  gl::Texture floor = gl::Texture::create2D(GL_R32F, 1, 1);
  floor.upload(GL_RED, GL_FLOAT, &kFloor);
  FloorCaustics caustics;
  caustics.init(test::shaders());
  caustics.update({.heights = &heights, .centre = {0, 0}, .extent = {kExtent, kExtent}, .seaLevel = 0,
                   .floorHeights = &floor, .floorExtent = {3.0f * kExtent, 3.0f * kExtent}},  // flat under the grid's margin too
                  sun, kMap);
  if (drawn) *drawn = caustics.drawn();
  if (!caustics.drawn()) return {};
  std::vector<float> light(size_t(kMap) * kMap);
  caustics.light().download(GL_RED, GL_FLOAT, light.size() * sizeof(float), light.data());
  return light;
}

TEST(FloorCaustics, FlatWaterLightsTheFloorEvenly) {
  const std::vector<float> light = mapOf(0.0f, glm::normalize(glm::vec3(0.3f, 1.0f, 0.2f)));
  ASSERT_EQ(light.size(), size_t(kMap) * kMap);
  const auto [least, most] = std::minmax_element(light.begin(), light.end());
  EXPECT_NEAR(*least, 1.0f, 0.02f);
  EXPECT_NEAR(*most, 1.0f, 0.02f);
}

TEST(FloorCaustics, WavesFocusTheLightUnderTheirCrestsAndLoseNone) {
  const std::vector<float> light = mapOf(kAmplitude, glm::vec3(0, 1, 0));
  ASSERT_EQ(light.size(), size_t(kMap) * kMap);
  // Conserved: the floor gets the light that fell on the surface (the map's
  // mean is flat water's 1); allowed 2 % (the grid's rasterised coverage).
  const double mean = std::accumulate(light.begin(), light.end(), 0.0) / double(light.size());
  EXPECT_NEAR(mean, 1.0, 0.02);
  // A crest is a lens: curvature a·k² = 1.58 /m focuses sunlight about
  // n/((n − 1)·a·k²) = 2.55 m down, so at 2 m the light under it is
  // 1/(1 − 2/2.55) ≈ 4.6 times flat water's, and under a trough (spreading)
  // 1/(1 + 2/2.55) ≈ 0.56 times (seen: 3.8 and 0.58, the grid averaging the
  // slope over its 4 cm); the map's columns, averaged along z:
  std::vector<double> column(kMap, 0.0);
  for (int y = 0; y < kMap; ++y)
    for (int x = 0; x < kMap; ++x) column[size_t(x)] += light[size_t(y) * kMap + x] / kMap;
  // Crests lie at x = whole wavelengths (cos = 1), troughs half-way.
  auto columnAt = [&](float worldX) { return column[size_t((worldX / kExtent + 0.5f) * kMap)]; };
  std::printf("mean %.4f; under the crest at 0: %.2f, under the trough at 0.5: %.2f\n", mean, columnAt(0.0f),
              columnAt(0.5f));
  for (float crest : {-2.0f, 0.0f, 2.0f}) {
    EXPECT_GT(columnAt(crest), 2.5) << "under the crest at x = " << crest;
    EXPECT_LT(columnAt(crest + 0.5f * kWavelength), 0.75) << "under the trough at x = " << crest + 0.5f;
  }
}

// A solver's state may hold the height in another channel, in its own unit,
// with its rows running the other way (the fluid's: row 0 at z = +extent/2,
// given as a negative extent.y): the same surface gives the same light, the
// map's rows in the same order as the texture's.
TEST(FloorCaustics, ReadsAHeightInAnyChannelUnitAndRowOrder) {
  const auto heightAt = [](float x, float z) {  // m: a wave along x and a bump off centre, so a flip shows
    return kAmplitude * std::cos(2.0f * float(M_PI) * x / kWavelength) +
           0.1f * std::exp(-((x - 2.0f) * (x - 2.0f) + (z - 2.5f) * (z - 2.5f)) / 0.5f);
  };
  std::vector<float> plain(size_t(kCells) * kCells), packed(4 * plain.size(), 0.0f);
  for (int y = 0; y < kCells; ++y)
    for (int x = 0; x < kCells; ++x) {
      const float worldX = (float(x) + 0.5f) / kCells * kExtent - 0.5f * kExtent;
      const float worldZ = (float(y) + 0.5f) / kCells * kExtent - 0.5f * kExtent;
      plain[size_t(y) * kCells + x] = heightAt(worldX, worldZ);
      packed[4 * (size_t(kCells - 1 - y) * kCells + x) + 2] = heightAt(worldX, worldZ) / 0.25f;  // b, in 25 cm units
    }
  gl::Texture plainTexture = gl::Texture::create2D(GL_R32F, kCells, kCells);
  plainTexture.upload(GL_RED, GL_FLOAT, plain.data());
  gl::Texture packedTexture = gl::Texture::create2D(GL_RGBA32F, kCells, kCells);
  packedTexture.upload(GL_RGBA, GL_FLOAT, packed.data());
  for (gl::Texture* t : {&plainTexture, &packedTexture}) {
    t->setFilter(GL_LINEAR, GL_LINEAR);
    t->setWrap(GL_CLAMP_TO_EDGE);
  }
  gl::Texture floor = gl::Texture::create2D(GL_R32F, 1, 1);
  floor.upload(GL_RED, GL_FLOAT, &kFloor);
  const glm::vec3 sun = glm::normalize(glm::vec3(0.3f, 1.0f, 0.2f));
  const auto mapOfSurface = [&](const CausticsSurface& surface) {
    FloorCaustics caustics;
    caustics.init(test::shaders());
    caustics.update(surface, sun, kMap);
    std::vector<float> light(size_t(kMap) * kMap);
    caustics.light().download(GL_RED, GL_FLOAT, light.size() * sizeof(float), light.data());
    return light;
  };
  const std::vector<float> expected =
      mapOfSurface({.heights = &plainTexture, .extent = {kExtent, kExtent}, .floorHeights = &floor,
                    .floorExtent = {3.0f * kExtent, 3.0f * kExtent}});
  const std::vector<float> seen =
      mapOfSurface({.heights = &packedTexture, .heightChannel = {0, 0, 1, 0}, .metresPerUnit = 0.25f,
                    .extent = {kExtent, -kExtent}, .floorHeights = &floor, .floorExtent = {3.0f * kExtent, 3.0f * kExtent}});
  double gap = 0.0, flippedGap = 0.0, brightest = 0.0;
  for (int y = 0; y < kMap; ++y)
    for (int x = 0; x < kMap; ++x) {
      const float want = expected[size_t(y) * kMap + x];
      gap += std::abs(seen[size_t(kMap - 1 - y) * kMap + x] - want);
      flippedGap += std::abs(seen[size_t(y) * kMap + x] - want);
      brightest = std::max(brightest, double(want));
    }
  gap /= double(kMap) * kMap;
  flippedGap /= double(kMap) * kMap;
  std::printf("mean gap %.3g (rows the wrong way round: %.3g); brightest %.2f\n", gap, flippedGap, brightest);
  EXPECT_GT(brightest, 2.0) << "the bump focuses light";
  EXPECT_LT(gap, 0.002);
  EXPECT_GT(flippedGap, 20.0 * gap + 0.01);
}

TEST(FloorCaustics, WithTheSunDownNothingIsDrawn) {
  bool drawn = true;
  mapOf(kAmplitude, glm::normalize(glm::vec3(1, -0.1f, 0)), &drawn);
  EXPECT_FALSE(drawn);
}

}  // namespace
}  // namespace tp
