// The swash on the harbor's beaches (shaders/sim/wind_sea/swash.h, drawn by
// water_surface.vert): in a fresh breeze the water's edge runs up the
// gentlest beach and back with the waves arriving. The same moments seen
// with `swash` at its default and at 0: the pictures differ along the shore,
// by a number of pixels that rises and falls from moment to moment, and
// nowhere up the hill beyond the run-up's reach or over water too deep for
// the waves to have broken. Seen on llvmpipe: 50 to 91 % of 3136 shore
// pixels changed at each moment, 1941 of them at some moments and not at
// others (asked: a fifth at each, a tenth swept); none of 14586 up the hill
// or 4313 over deep water.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "scene_fixture.hpp"
#include "scenes/harbor/harbor_terrain.hpp"

namespace tp::test {
namespace {

constexpr glm::vec3 kBeach{-9.4f, 0.0f, 12.9f};  // m: the gentlest beach of the islands (a slope of about 0.28)
constexpr int kMoments = 8;                       // pictures, half a second apart: about a peak period
constexpr int kChanged = 6;                       // of 255, summed over r, g, b: a pixel that changed

class HarborSwash : public SceneFixture {
 protected:
  std::vector<SceneImage> moments(const std::string& swash) {
    auto scene = makeNamedScene("harbor", {"cruisers=0", "crates=0", "wind_speed=9.5", "fetch=40", "swash=" + swash});
    camera_.setPose({.target = kBeach, .distance = 7, .yawDegrees = 200, .pitchDegrees = 45});
    steps(*scene, 150);
    std::vector<SceneImage> pictures;
    for (int i = 0; i < kMoments; ++i) {
      pictures.push_back(render(*scene));
      steps(*scene, 30);
    }
    return pictures;
  }
};

TEST_F(HarborSwash, TheWatersEdgeRunsUpTheBeachAndBack) {
  const std::vector<SceneImage> swash = moments("1"), none = moments("0");
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50.0f, 50.0f}, terrain), "");
  // What each pixel's ray meets first, the floor or the still water's level:
  // the floor's height there (m), and the highest floor under the ray's last
  // stretch below 1.2 m, where a risen sea could meet it sooner, and within
  // 1.5 m of where it meets the water.
  const size_t pixels = size_t(kSceneWidth) * kSceneHeight;
  std::vector<float> floorSeen(pixels, 1e3f), highestUnder(pixels, 1e3f);
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const Ray ray = rayThrough({x + 0.5f, y + 0.5f});
      float highest = -1e3f;
      for (float t = 0.0f; t < 60.0f; t += 0.02f) {
        const glm::vec3 p = ray.origin + t * ray.direction;
        const float floor = terrain.heightAt(p.x, p.z);
        if (p.y < 1.2f) highest = std::max(highest, floor);
        if (p.y <= std::max(floor, 0.0f)) {
          // And round it: the drawn mesh runs on from a risen vertex over
          // the shallows to the next, 0.3 m away, and is moved sideways.
          for (int a = 0; a < 8; ++a) {
            const float angle = float(a) * 0.785398f;
            highest = std::max(highest, terrain.heightAt(p.x + 1.5f * std::cos(angle), p.z + 1.5f * std::sin(angle)));
          }
          floorSeen[size_t(y) * kSceneWidth + x] = floor;
          highestUnder[size_t(y) * kSceneWidth + x] = highest;
          break;
        }
      }
    }
  // Up the hill beyond any run-up (R2 is under 1 m for this sea), and over
  // water deeper than Hs/0.78 (1.6 m), with margins for the choppy waves'
  // sideways shift: a pixel and its four neighbours alike, so that no
  // silhouette's edge (the GPU's mesh against the heights read here) counts.
  auto everyNeighbour = [&](int x, int y, auto&& holds) {
    for (const glm::ivec2 d : {glm::ivec2(0, 0), glm::ivec2(1, 0), glm::ivec2(-1, 0), glm::ivec2(0, 1), glm::ivec2(0, -1)}) {
      const glm::ivec2 q = glm::clamp(glm::ivec2(x, y) + d, glm::ivec2(0), glm::ivec2(kSceneWidth - 1, kSceneHeight - 1));
      if (!holds(size_t(q.y) * kSceneWidth + size_t(q.x))) return false;
    }
    return true;
  };
  enum class Seen { Other, Shore, Hill, Deep };
  std::vector<Seen> seen(pixels, Seen::Other);
  int shore = 0, hill = 0, deep = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const size_t k = size_t(y) * kSceneWidth + x;
      if (floorSeen[k] > -0.3f && floorSeen[k] < 0.6f) {
        seen[k] = Seen::Shore;
        ++shore;
      } else if (everyNeighbour(x, y, [&](size_t q) { return floorSeen[q] > 2.5f && floorSeen[q] < 1e3f; })) {
        seen[k] = Seen::Hill;
        ++hill;
      } else if (everyNeighbour(x, y, [&](size_t q) { return highestUnder[q] < -3.3f; })) {
        seen[k] = Seen::Deep;
        ++deep;
      }
    }
  ASSERT_GT(shore, 1000) << "the beach fills much of the view";
  ASSERT_GT(hill, 1000);
  ASSERT_GT(deep, 1000);
  // Shore pixels changed at some moments and not at others: the edge swept over them.
  std::vector<int> changedMoments(pixels, 0);
  for (int i = 0; i < kMoments; ++i) {
    int onShore = 0, upHill = 0, overDeep = 0;
    for (int y = 0; y < kSceneHeight; ++y)
      for (int x = 0; x < kSceneWidth; ++x) {
        const glm::ivec3 d = glm::abs(swash[size_t(i)].at(x, y) - none[size_t(i)].at(x, y));
        if (d.r + d.g + d.b <= kChanged) continue;
        const size_t k = size_t(y) * kSceneWidth + x;
        ++changedMoments[k];
        onShore += seen[k] == Seen::Shore;
        upHill += seen[k] == Seen::Hill;
        overDeep += seen[k] == Seen::Deep;
      }
    std::printf("moment %d: %d of %d shore pixels changed, %d of %d up the hill, %d of %d over deep water\n", i,
                onShore, shore, upHill, hill, overDeep, deep);
    EXPECT_EQ(upHill, 0) << "moment " << i;
    EXPECT_EQ(overDeep, 0) << "moment " << i;
    EXPECT_GT(onShore, shore / 5) << "moment " << i << ": the swash covers little of the beach";
  }
  int swept = 0;
  for (size_t k = 0; k < pixels; ++k)
    swept += seen[k] == Seen::Shore && changedMoments[k] > 0 && changedMoments[k] < kMoments;
  std::printf("%d shore pixels changed at some moments, not at others\n", swept);
  EXPECT_GT(swept, shore / 10) << "the water's edge does not run up and back";
}

}  // namespace
}  // namespace tp::test
