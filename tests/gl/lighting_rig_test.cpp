// The lighting rig (render/effects/lighting_rig.*) runs the passes a scene
// wishes for and no others, in the frame plan's order, and hands back a
// light whose shadow map is set only when one was drawn.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "gl/gpu_timer.hpp"
#include "gl_test_support.hpp"
#include "render/effects/lighting_rig.hpp"
#include "render/frame_plan.hpp"

namespace tp {
namespace {

struct RigFixture : testing::Test {
  void SetUp() override {
    rig.init(test::shaders(), {.sky = true, .caustics = true});
    const float zero = 0.0f, floorDepth = -1.0f;
    heights = gl::Texture::create2D(GL_R32F, 1, 1);
    heights.upload(GL_RED, GL_FLOAT, &zero);
    floor = gl::Texture::create2D(GL_R32F, 1, 1);
    floor.upload(GL_RED, GL_FLOAT, &floorDepth);
  }
  std::vector<std::string> passesOf(const LightingWish& wish) {
    timers.clearSequence();
    rig.update(timers, wish);
    return timers.sequence();
  }
  ShadowWish shadowCountingCasters() {
    return {.radius = 2.0f, .mapSize = 64, .drawMoving = [this](const RenderView&) { ++castersDrawn; }};
  }
  CausticsWish causticsWish() { return {{.heights = &heights, .extent = {4, 4}, .floorHeights = &floor}, 32}; }

  LightingRig rig;
  gl::GpuTimers timers;
  gl::Texture heights, floor;
  int castersDrawn = 0;
};

TEST_F(RigFixture, RunsOnlyTheWishedPassesInThePlansOrder) {
  EXPECT_EQ(passesOf({.sky = SkySettings{}}), (std::vector<std::string>{"sky bake"}));
  EXPECT_EQ(rig.light().shadow, nullptr);
  EXPECT_EQ(rig.caustics(), nullptr);
  const std::vector<std::string> all =
      passesOf({.sky = SkySettings{}, .shadow = shadowCountingCasters(), .caustics = causticsWish()});
  EXPECT_EQ(all, (std::vector<std::string>{"sky bake", "shadow", "caustics"}));
  std::vector<std::string> framed = {"clear"};
  framed.insert(framed.end(), all.begin(), all.end());
  EXPECT_EQ(checkFrameOrder(framed), "");
  EXPECT_EQ(castersDrawn, 1);
  EXPECT_NE(rig.light().shadow, nullptr);
  EXPECT_TRUE(rig.light().shadow->drawn());
  ASSERT_NE(rig.caustics(), nullptr);
  EXPECT_TRUE(rig.caustics()->drawn());
  EXPECT_EQ(rig.light().cube, &rig.skyCube().texture());
}

TEST_F(RigFixture, ASunBelowTheHorizonCastsNothingButSpaceHasNoHorizon) {
  SkySettings night;
  night.sunElevationDegrees = -10.0f;
  EXPECT_EQ(passesOf({.sky = night, .shadow = shadowCountingCasters()}), (std::vector<std::string>{"sky bake"}));
  EXPECT_EQ(castersDrawn, 0);
  EXPECT_EQ(rig.light().shadow, nullptr);
  // No sky baked (the planet in space): the gradient light, its sun low, still casts.
  const glm::vec3 lowSun = glm::normalize(glm::vec3(1.0f, -0.2f, 0.0f));
  EXPECT_EQ(passesOf({.sunDirection = lowSun, .shadow = shadowCountingCasters()}),
            (std::vector<std::string>{"shadow"}));
  EXPECT_EQ(castersDrawn, 1);
  EXPECT_EQ(rig.light().sunDirection, lowSun);
  EXPECT_EQ(rig.light().cube, nullptr);
  EXPECT_NE(rig.light().shadow, nullptr);
}

TEST_F(RigFixture, TheCastersDrawWithTheLightBeforeTheMap) {
  const SkyLight* seen = nullptr;
  const SunShadow* shadowSeen = reinterpret_cast<const SunShadow*>(1);
  ShadowWish wish = shadowCountingCasters();
  wish.drawMoving = [&](const RenderView&) {
    seen = &rig.light();
    shadowSeen = rig.light().shadow;
  };
  passesOf({.sky = SkySettings{}, .shadow = wish});
  passesOf({.sky = SkySettings{}, .shadow = wish});  // a second frame: last frame's map must not be read
  EXPECT_EQ(seen, &rig.light());
  EXPECT_EQ(shadowSeen, nullptr);
}

TEST(LightingRig, AWishForAPartNotBuiltAtInitIsRefused) {
  LightingRig rig;
  rig.init(test::shaders(), {});
  gl::GpuTimers timers;
  EXPECT_THROW(rig.update(timers, {.sky = SkySettings{}}), std::logic_error);
}

}  // namespace
}  // namespace tp
