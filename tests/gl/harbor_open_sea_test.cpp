// The harbor's open water in a breeze, as the start camera sees it, averaged
// over twenty seconds so the waves themselves average out: what is left is
// what does not move like waves. The basin's deep water is one even
// blue-green, bluer than green, varied only smoothly (the view's angle, the
// sun's glitter path); turquoise belongs to the shallows over the islands'
// sand. Where the floor and its caustics showed through the whole basin, the
// open water had lighter and darker turquoise patches tens of metres across.
// Measured by greenness, g − (r + b)/2 of the display colour, which the
// glitter and the sky's reflection barely move and the sand seen through the
// water moves most.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "scene_fixture.hpp"
#include "scenes/harbor/harbor_terrain.hpp"

namespace tp::test {
namespace {

constexpr glm::vec2 kBasin{50.0f, 50.0f};  // metres the islands' image covers (harbor_scene.cpp)
constexpr int kBlock = 8;                   // pixels: the blotches are tens of pixels across here

class HarborOpenSea : public SceneFixture {
 protected:
  // The breeze preset's sea with nothing afloat but the tug, averaged over
  // pictures every two seconds for twenty seconds: display RGB 0..255 a
  // pixel.
  std::vector<glm::dvec3> meanOverTwentySeconds() {
    auto scene = makeNamedScene("harbor", {"grid_size=128", "cruisers=0", "crates=0", "wind_speed=4.5", "fetch=20",
                                           "choppiness=0.6", "swell_height=0"});
    std::vector<glm::dvec3> mean(size_t(kSceneWidth) * kSceneHeight, glm::dvec3(0.0));
    constexpr int kPictures = 11;
    for (int picture = 0; picture < kPictures; ++picture) {
      if (picture > 0) steps(*scene, 120);
      const SceneImage image = render(*scene);
      for (int y = 0; y < kSceneHeight; ++y)
        for (int x = 0; x < kSceneWidth; ++x)
          mean[size_t(y) * kSceneWidth + x] += glm::dvec3(image.at(x, y)) / double(kPictures);
    }
    return mean;
  }
  // Which pixels show water at least `deeper` metres deep (and at most
  // `shallower`), by the floor under the point of the sea they show.
  std::vector<bool> waterBetween(const HarborTerrain& terrain, float deeper, float shallower) {
    std::vector<bool> mask(size_t(kSceneWidth) * kSceneHeight, false);
    for (int y = 0; y < kSceneHeight; ++y)
      for (int x = 0; x < kSceneWidth; ++x) {
        const Ray ray = rayThrough({x + 0.5f, y + 0.5f});
        if (ray.direction.y >= -0.05f) continue;
        const glm::vec3 sea = ray.origin + ray.direction * (-ray.origin.y / ray.direction.y);
        if (std::abs(sea.x) > 0.45f * kBasin.x || std::abs(sea.z) > 0.45f * kBasin.y) continue;
        const float depth = -terrain.heightAt(sea.x, sea.z);
        mask[size_t(y) * kSceneWidth + x] = depth >= deeper && depth <= shallower;
      }
    return mask;
  }
};

// How much greener a colour is than grey: the sun's glitter and the sky's
// white and blue add next to none (the sun's colour has g = (r + b)/2 within
// 0.03), the sand seen through the water most of it.
double greenness(const glm::dvec3& c) { return c.g - 0.5 * (c.r + c.b); }

TEST_F(HarborOpenSea, DeepWaterIsEvenAndBlueGreenOverTwentySeconds) {
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), kBasin, terrain), "");
  const std::vector<glm::dvec3> mean = meanOverTwentySeconds();
  const std::vector<bool> deep = waterBetween(terrain, 3.0f, 100.0f);
  const std::vector<bool> shallow = waterBetween(terrain, 0.3f, 1.2f);

  // Mean colours of the deep and the shallow water.
  auto meanOver = [&](const std::vector<bool>& mask) {
    glm::dvec3 sum(0.0);
    int count = 0;
    for (size_t i = 0; i < mask.size(); ++i)
      if (mask[i]) sum += mean[i], ++count;
    return std::make_pair(sum / double(std::max(count, 1)), count);
  };
  const auto [deepColour, deepPixels] = meanOver(deep);
  const auto [shallowColour, shallowPixels] = meanOver(shallow);
  std::printf("deep water (%d px): %.1f %.1f %.1f; shallows (%d px): %.1f %.1f %.1f\n", deepPixels, deepColour.r,
              deepColour.g, deepColour.b, shallowPixels, shallowColour.r, shallowColour.g, shallowColour.b);
  ASSERT_GT(deepPixels, 4000);
  ASSERT_GT(shallowPixels, 200);
  // Bounds: with the sand showing through the whole basin the deep water's
  // greenness was 19 and the shallows' 16 (the glitter greys them).
  EXPECT_GT(deepColour.b, deepColour.g) << "deep water is blue-green, bluer than green";
  EXPECT_LT(greenness(deepColour), 12.0) << "deep water is not turquoise";
  EXPECT_GT(greenness(shallowColour), greenness(deepColour) + 2.0) << "turquoise is kept for the shallows";

  // Blocks of kBlock² pixels wholly over deep water; their mean greenness
  // less the best plane through them all (the smooth change with the view
  // and the glitter path), as a root mean square: how blotchy the deep water is.
  std::vector<std::array<double, 3>> blocks;  // x, y, greenness
  for (int by = 0; by + kBlock <= kSceneHeight; by += kBlock)
    for (int bx = 0; bx + kBlock <= kSceneWidth; bx += kBlock) {
      double sum = 0;
      bool whole = true;
      for (int y = by; y < by + kBlock && whole; ++y)
        for (int x = bx; x < bx + kBlock; ++x) {
          const size_t i = size_t(y) * kSceneWidth + x;
          if (!deep[i] || mean[i].r > mean[i].g) {  // the tug and its shadow's buoy-red neighbours
            whole = false;
            break;
          }
          sum += greenness(mean[i]);
        }
      if (whole) blocks.push_back({bx + kBlock / 2.0, by + kBlock / 2.0, sum / (kBlock * kBlock)});
    }
  ASSERT_GT(blocks.size(), 40u);
  // Least squares for l = a + b·x + c·y (the normal equations).
  glm::dmat3 normal(0.0);
  glm::dvec3 right(0.0);
  for (const auto& [x, y, l] : blocks) {
    const glm::dvec3 row(1.0, x, y);
    normal += glm::outerProduct(row, row);
    right += row * l;
  }
  const glm::dvec3 plane = glm::inverse(normal) * right;
  double squares = 0;
  for (const auto& [x, y, l] : blocks) squares += std::pow(l - glm::dot(plane, glm::dvec3(1.0, x, y)), 2.0);
  const double blotchiness = std::sqrt(squares / double(blocks.size()));
  std::printf("%zu blocks of deep water: %.2f of 255 greenness about the plane\n", blocks.size(), blotchiness);
  // With the floor and its caustics showing through the whole basin: 1.69.
  EXPECT_LT(blotchiness, 1.2) << "the deep water is blotchy";
}

}  // namespace
}  // namespace tp::test
