// render/effects/sun_shadow: a box standing in the sun darkens the map where
// the sun's rays through it meet the ground, and nowhere else; the sun's
// view holds the whole sphere it is asked for; what was bound comes back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "gl_test_support.hpp"
#include "render/box_renderer.hpp"
#include "render/effects/sun_shadow.hpp"

namespace {

constexpr int kSize = 256;
constexpr float kRadius = 20.0f;

// Whether the map says the sun is blocked before it reaches world point `p`.
bool shadowed(const tp::SunShadow& shadow, const std::vector<float>& depths, glm::vec3 p) {
  const glm::vec4 map = shadow.worldToMap() * glm::vec4(p, 1.0f);
  const int x = std::clamp(int(map.x * kSize), 0, kSize - 1), y = std::clamp(int(map.y * kSize), 0, kSize - 1);
  return depths[size_t(y) * kSize + size_t(x)] < map.z - 1e-4f;
}

}  // namespace

TEST(SunView, HoldsTheWholeSphereInFrontOfItsNearPlane) {
  for (const glm::vec3 sun : {glm::vec3(0, 1, 0), glm::normalize(glm::vec3(0.3f, 0.5f, -0.8f))}) {
    const tp::RenderView view = tp::sunView(sun, glm::vec3(1, 0, 2), 10.0f);
    for (const glm::vec3 offset : {glm::vec3(10, 0, 0), glm::vec3(0, -10, 0), glm::vec3(0, 0, 10), glm::vec3(-7, 7, 0)}) {
      const glm::vec4 clip = view.projection * view.view * glm::vec4(glm::vec3(1, 0, 2) + offset, 1.0f);
      for (int i = 0; i < 3; ++i) EXPECT_LE(std::abs(clip[i] / clip.w), 1.0f + 1e-4f) << "axis " << i;
    }
  }
}

TEST(SunShadow, FallsWhereTheSunsRaysThroughTheCasterMeetTheGround) {
  tp::BoxRenderer boxes;
  boxes.init(tp::test::shaders());
  const glm::vec3 sun = glm::normalize(glm::vec3(0.5f, 1.0f, 0.0f));  // from +x, 63° up
  const tp::SkyLight light = tp::SkyLight::gradientSky(sun);
  const tp::test::BoundBefore before;  // must be bound again after

  tp::SunShadow shadow;
  const tp::RenderView fromSun = shadow.begin(sun, glm::vec3(0.0f), kRadius, kSize);
  // A 2 m cube whose centre stands 4 m above the ground (y = 0), and the ground itself.
  const tp::Box caster{glm::vec3(0.0f, 4.0f, 0.0f), glm::vec3(1.0f), glm::vec3(0.5f)};
  const tp::Box ground{glm::vec3(0.0f, -0.5f, 0.0f), glm::vec3(15.0f, 0.5f, 15.0f), glm::vec3(0.5f)};
  const tp::Box both[] = {caster, ground};
  boxes.draw(fromSun, both, light);
  shadow.end();

  EXPECT_TRUE(before.boundAgain());
  EXPECT_FALSE(glIsEnabled(GL_POLYGON_OFFSET_FILL));

  std::vector<float> depths(size_t(kSize) * kSize);
  shadow.depth().download(GL_DEPTH_COMPONENT, GL_FLOAT, depths.size() * sizeof(float), depths.data());
  // The ray from the sun through the cube's centre meets the ground 4 m / tan(63°) = 2 m towards −x.
  EXPECT_TRUE(shadowed(shadow, depths, glm::vec3(-2.0f, 0.0f, 0.0f))) << "under the sun's ray through the cube";
  // Straight below the cube is lit (its shadow has moved 2 m away from the sun), as is the ground beside it.
  EXPECT_FALSE(shadowed(shadow, depths, glm::vec3(1.6f, 0.0f, 0.0f))) << "towards the sun from the shadow";
  EXPECT_FALSE(shadowed(shadow, depths, glm::vec3(-2.0f, 0.0f, 4.0f))) << "beside the shadow";
  // The cube's own top, facing the sun, is lit; the ground's far corner too.
  EXPECT_FALSE(shadowed(shadow, depths, glm::vec3(0.0f, 5.0f, 0.0f) + sun * 0.03f));
  EXPECT_FALSE(shadowed(shadow, depths, glm::vec3(-12.0f, 0.0f, -12.0f)));
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

// Casters that stand still are drawn once and kept: the next pass starts
// from a copy of their depth and adds only what moves, giving the map a full
// redraw gives; a new sun or a new key draws them again.
TEST(SunShadow, KeepsWhatStandsStillUntilTheSunOrTheKeyChanges) {
  tp::BoxRenderer boxes;
  boxes.init(tp::test::shaders());
  glm::vec3 sun = glm::normalize(glm::vec3(0.5f, 1.0f, 0.0f));
  const tp::Box ground[] = {{glm::vec3(0.0f, -0.5f, 0.0f), glm::vec3(15.0f, 0.5f, 15.0f), glm::vec3(0.5f)},
                            {glm::vec3(5.0f, 2.0f, -5.0f), glm::vec3(2.0f), glm::vec3(0.5f)}};
  auto mover = [](float x) { return tp::Box{glm::vec3(x, 4.0f, 0.0f), glm::vec3(1.0f), glm::vec3(0.5f)}; };
  auto depths = [](const tp::SunShadow& shadow) {
    std::vector<float> values(size_t(kSize) * kSize);
    shadow.depth().download(GL_DEPTH_COMPONENT, GL_FLOAT, values.size() * sizeof(float), values.data());
    return values;
  };
  tp::SunShadow kept;
  int stillDraws = 0;
  for (float x : {-3.0f, 0.0f, 3.0f}) {
    const tp::SkyLight light = tp::SkyLight::gradientSky(sun);
    kept.drawKeepingStill(
        sun, glm::vec3(0.0f), kRadius, kSize, 7,
        [&](const tp::RenderView& fromSun) {
          ++stillDraws;
          boxes.draw(fromSun, ground, light);
        },
        [&](const tp::RenderView& fromSun) {
          const tp::Box moving[] = {mover(x)};
          boxes.draw(fromSun, moving, light);
        });
    tp::SunShadow whole;  // everything drawn afresh
    whole.draw(sun, glm::vec3(0.0f), kRadius, kSize, [&](const tp::RenderView& fromSun) {
      const tp::Box all[] = {ground[0], ground[1], mover(x)};
      boxes.draw(fromSun, all, light);
    });
    EXPECT_EQ(depths(kept), depths(whole)) << "the kept map with the caster at x = " << x;
    EXPECT_TRUE(shadowed(kept, depths(kept), glm::vec3(x - 2.0f, 0.0f, 0.0f))) << "the moving caster's shadow";
  }
  EXPECT_EQ(stillDraws, 1) << "the still casters drawn once for three passes";
  const tp::SkyLight light = tp::SkyLight::gradientSky(sun);
  auto pass = [&](uint64_t key) {
    kept.drawKeepingStill(
        sun, glm::vec3(0.0f), kRadius, kSize, key,
        [&](const tp::RenderView& v) {
          ++stillDraws;
          boxes.draw(v, ground, light);
        },
        [](const tp::RenderView&) {});
  };
  pass(8);
  EXPECT_EQ(stillDraws, 2) << "a new key draws them again";
  sun = glm::normalize(glm::vec3(-0.5f, 1.0f, 0.2f));
  pass(8);
  EXPECT_EQ(stillDraws, 3) << "a new sun draws them again";
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
}
