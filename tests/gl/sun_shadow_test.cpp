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
