// The harbor in a gale at light quality (water shaded once a vertex, for
// software GL): its whitecaps show as soft white patches, not as white
// stars. A whitecap is a metre or two across, about a triangle of the light
// mesh; drawn white at the one vertex it covers, its fan of triangles showed
// as a four-pointed star, brighter than everything round it. Now each vertex
// takes the share of its surroundings that whitecaps cover
// (wind_sea_sample.glsl's windSeaFoamShare), which changes smoothly from
// vertex to vertex.
//
// Seen from 14 m over deep water (a triangle about 12 pixels across), six
// pictures half a second apart. A pixel's peak: its whiteness (the least of
// its three channels, 0..255: water is blue-green, white water raises all
// three) above the whitest of the four pixels 6 away along the rows and
// columns, the middle of a star's arms. With the white vertex: the largest
// peak over the six was 111 (121 in other pictures); soft: 49. And the
// whitecaps do show: over the deep water they raise the mean whiteness by
// 0.64 above the same sea with none (choppiness 0).
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

constexpr int kArm = 6;         // pixels
constexpr int kPeakLimit = 70;  // of 255

struct Whiteness {
  int largestPeak = 0;
  double mean = 0;  // over the deep water of all the pictures
};

class HarborLightWhitecaps : public SceneFixture {
 protected:
  // The gale preset at light quality with nothing afloat but the tug, and
  // `choppiness` (1: the preset's; 0 leaves the whitecaps out).
  Whiteness galeAtLightQuality(const std::string& choppiness) {
    std::vector<std::string> settings = findScene("harbor")->create()->lightQuality();
    for (const std::string& setting :
         {std::string("wind_speed=19"), std::string("fetch=60"), "choppiness=" + choppiness,
          std::string("swell_height=0.8"), std::string("cruisers=0"), std::string("crates=0")})
      settings.push_back(setting);
    auto scene = makeNamedScene("harbor", settings);
    camera_.setPose({.target = {8, 0, 8}, .distance = 14, .yawDegrees = 30, .pitchDegrees = 55});
    const std::vector<bool> deep = deepWater();
    Whiteness whiteness;
    int counted = 0;
    for (int picture = 0; picture < 6; ++picture) {
      steps(*scene, 30);
      const SceneImage image = render(*scene);
      const auto white = [&](int x, int y) {
        const glm::ivec3 c = image.at(x, y);
        return std::min({c.r, c.g, c.b});
      };
      for (int y = kArm; y < kSceneHeight - kArm; ++y)
        for (int x = kArm; x < kSceneWidth - kArm; ++x) {
          if (!deep[size_t(y) * kSceneWidth + x]) continue;
          const int arms = std::max({white(x + kArm, y), white(x - kArm, y), white(x, y + kArm), white(x, y - kArm)});
          whiteness.largestPeak = std::max(whiteness.largestPeak, white(x, y) - arms);
          whiteness.mean += white(x, y);
          ++counted;
        }
    }
    EXPECT_GT(counted, 6 * 20000) << "the view is mostly deep water";
    whiteness.mean /= std::max(counted, 1);
    return whiteness;
  }

  // The pixels that show the basin's water over at least 3 m of depth, away
  // from its edge's buoys and the islands' shallows.
  std::vector<bool> deepWater() {
    HarborTerrain terrain;
    EXPECT_EQ(loadHarborTerrain(findAsset("harbor/islands.png"), {50.0f, 50.0f}, terrain), "");
    std::vector<bool> deep(size_t(kSceneWidth) * kSceneHeight, false);
    for (int y = 0; y < kSceneHeight; ++y)
      for (int x = 0; x < kSceneWidth; ++x) {
        const Ray ray = rayThrough({x + 0.5f, y + 0.5f});
        if (ray.direction.y >= -0.05f) continue;
        const glm::vec3 sea = ray.origin + ray.direction * (-ray.origin.y / ray.direction.y);
        if (std::abs(sea.x) > 22.0f || std::abs(sea.z) > 22.0f) continue;
        deep[size_t(y) * kSceneWidth + x] = -terrain.heightAt(sea.x, sea.z) > 3.0f;
      }
    return deep;
  }
};

TEST_F(HarborLightWhitecaps, ShowAsSoftPatchesNotStars) {
  const Whiteness gale = galeAtLightQuality("1");
  const Whiteness none = galeAtLightQuality("0");
  std::printf("largest peak %d of 255 (limit %d); mean whiteness %.2f, %.2f without whitecaps\n", gale.largestPeak,
              kPeakLimit, gale.mean, none.mean);
  EXPECT_LT(gale.largestPeak, kPeakLimit) << "a whitecap shows as a white star";
  EXPECT_GT(gale.mean, none.mean + 0.3) << "the gale shows no whitecaps at all";
}

}  // namespace
}  // namespace tp::test
