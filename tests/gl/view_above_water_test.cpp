// Whether any of the view starts above the water
// (WaterSurfaceRenderer::countViewAboveWater, view_above_water.vert), which
// the harbor asks before drawing its planar reflection: from under the water
// nothing sees the surface from above, and the mirror is left undrawn. Flat
// calm water at the sea's level, the eye at several heights looking level
// or up; the occlusion query's answer read back.
#include <gtest/gtest.h>

#include "view_from_below_picture.hpp"

namespace tp::test {
namespace {

constexpr int kWidth = 160, kHeight = 90;

// -1: not counted (the eye high above the water); else the query's answer
// (0 or 1). The eye at `height` m over the origin.
int viewAboveWater(float height, float pitchDegrees) {
  int answer = -1;
  drawFromBelow(height, pitchDegrees, kWidth, kHeight, [&](const RenderView&, const SkyLight&, const gl::Query* query) {
    if (!query) return;
    GLuint any = 7;
    glGetQueryObjectuiv(query->id(), GL_QUERY_RESULT, &any);
    answer = int(any);
  });
  return answer;
}

TEST(ViewAboveWater, UnderTheWaterNoneOfTheViewStartsAboveIt) {
  EXPECT_EQ(viewAboveWater(-2.0f, 0.0f), 0) << "2 m under, looking level";
  EXPECT_EQ(viewAboveWater(-2.0f, 60.0f), 0) << "2 m under, looking up";
}

// The near plane 0.1 m out spans ±5.8 cm up and down: an eye 3 cm under the
// level sees its top rows start in the air.
TEST(ViewAboveWater, AtTheWaterlineSomeOfItDoes) {
  EXPECT_EQ(viewAboveWater(-0.03f, 0.0f), 1);
  EXPECT_EQ(viewAboveWater(0.0f, 0.0f), 1);
  EXPECT_EQ(viewAboveWater(1.0f, -30.0f), 1) << "a metre above, looking down";
}

TEST(ViewAboveWater, HighAboveTheWaterNothingIsCounted) {
  EXPECT_EQ(viewAboveWater(20.0f, -30.0f), -1);
}

}  // namespace
}  // namespace tp::test
