// Whether any of the view starts above the water
// (WaterSurfaceRenderer::countViewAboveWater, view_above_water.vert), which
// the harbor asks before drawing its planar reflection: from under the water
// nothing sees the surface from above, and the mirror is left undrawn. Flat
// calm water at the sea's level, the eye at several heights looking level
// or up; the occlusion query's answer read back.
#include <gtest/gtest.h>

#include "gl/objects.hpp"
#include "gl_test_support.hpp"
#include "render/effects/sky_light.hpp"
#include "render/frame_target.hpp"
#include "render/water_surface_renderer.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 90;

// -1: not counted (the eye high above the water); else the query's answer (0 or 1).
int viewAboveWater(glm::vec3 eye, float pitchDegrees) {
  WaterSurfaceRenderer water;
  water.init(shaders());
  water.setGrid(8, 8);
  const float flat = 0.0f;
  gl::Texture heights = gl::Texture::create2D(GL_R32F, 1, 1);
  heights.upload(GL_RED, GL_FLOAT, &flat);
  const RenderView view = viewAlongX(eye, pitchDegrees, kWidth, kHeight, 60.0f, 0.1f, 1000.0f);
  FrameTarget target;
  target.resize(kWidth, kHeight, 1);
  target.beginScene(0.0f, 0.0f, 0.0f);
  const gl::Query query = gl::Query::create(GL_ANY_SAMPLES_PASSED);
  WaterLook look;
  const bool counted = water.countViewAboveWater(view, heights, {{0, 0}, {40, 40}},
                                                 SkyLight::gradientSky(glm::vec3(0.0f, 1.0f, 0.0f)), look, {}, query);
  target.endScene();
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (!counted) return -1;
  GLuint any = 7;
  glGetQueryObjectuiv(query.id(), GL_QUERY_RESULT, &any);
  return int(any);
}

TEST(ViewAboveWater, UnderTheWaterNoneOfTheViewStartsAboveIt) {
  EXPECT_EQ(viewAboveWater({0.0f, -2.0f, 0.0f}, 0.0f), 0) << "2 m under, looking level";
  EXPECT_EQ(viewAboveWater({0.0f, -2.0f, 0.0f}, 60.0f), 0) << "2 m under, looking up";
}

// The near plane 0.1 m out spans ±5.8 cm up and down: an eye 3 cm under the
// level sees its top rows start in the air.
TEST(ViewAboveWater, AtTheWaterlineSomeOfItDoes) {
  EXPECT_EQ(viewAboveWater({0.0f, -0.03f, 0.0f}, 0.0f), 1);
  EXPECT_EQ(viewAboveWater({0.0f, 0.0f, 0.0f}, 0.0f), 1);
  EXPECT_EQ(viewAboveWater({0.0f, 1.0f, 0.0f}, -30.0f), 1) << "a metre above, looking down";
}

TEST(ViewAboveWater, HighAboveTheWaterNothingIsCounted) {
  EXPECT_EQ(viewAboveWater({0.0f, 20.0f, 0.0f}, -30.0f), -1);
}

}  // namespace
}  // namespace tp::test
