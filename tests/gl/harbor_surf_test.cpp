// Surf on the harbor's beaches: a click's splash three metres off a beach
// sends its rings in over the shallows, where they reach their breaking
// height (the foam field's breaking over a floor, FoamField's FoamShore)
// and leave white water along the shore. The same splash seen twice, with
// `shore_surf` at its default and at 0 (no breaking): the white that only
// the first has, over water at most 0.6 m deep, is the surf: seen, 385
// pixels of 2291, 46 of them more than 2.5 m along the beach from the splash.
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

constexpr glm::vec2 kSplash{12.5f, 0.0f};  // m: 3 m off the beach of the island east of the basin's middle
constexpr int kWhiter = 40;                // of 255, in the least channel: white water, not a shading change

class HarborSurf : public SceneFixture {
 protected:
  // The picture 3 s after the splash, seen from 14 m over the beach.
  SceneImage afterSplash(const std::string& shoreSurf) {
    auto scene = makeNamedScene("harbor", {"grid_size=256", "cruisers=0", "crates=0", "shore_surf=" + shoreSurf});
    camera_.setPose({.target = {14, 0, 0}, .distance = 14, .yawDegrees = 250, .pitchDegrees = 45});
    steps(*scene, 10);
    EXPECT_EQ(scene->command("splash " + std::to_string(kSplash.x) + " " + std::to_string(kSplash.y)), "");
    steps(*scene, 180);
    return render(*scene);
  }
};

TEST_F(HarborSurf, ASplashNearABeachEndsInSurf) {
  const SceneImage surf = afterSplash("0.8"), none = afterSplash("0");
  HarborTerrain terrain;
  ASSERT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50.0f, 50.0f}, terrain), "");
  int shallows = 0, whiter = 0, whiterBeyond = 0;
  for (int y = 0; y < kSceneHeight; ++y)
    for (int x = 0; x < kSceneWidth; ++x) {
      const Ray ray = rayThrough({x + 0.5f, y + 0.5f});
      if (ray.direction.y >= -0.05f) continue;
      const glm::vec3 sea = ray.origin + ray.direction * (-ray.origin.y / ray.direction.y);
      const float depth = -terrain.heightAt(sea.x, sea.z);
      if (depth <= 0.0f || depth > 0.6f) continue;
      ++shallows;
      const glm::ivec3 a = surf.at(x, y), b = none.at(x, y);
      if (std::min({a.r, a.g, a.b}) - std::min({b.r, b.g, b.b}) < kWhiter) continue;
      ++whiter;
      whiterBeyond += glm::distance(glm::vec2(sea.x, sea.z), kSplash) > 2.5f;
    }
  std::printf("over %d pixels of shallows: %d whiter with surf, %d of them over 2.5 m from the splash\n", shallows,
              whiter, whiterBeyond);
  ASSERT_GT(shallows, 1500) << "the beach's shallows fill much of the view";
  EXPECT_GT(whiter, 100) << "the splash's rings leave no surf on the beach";
  EXPECT_GT(whiterBeyond, 20) << "the surf does not run along the beach";
}

}  // namespace
}  // namespace tp::test
