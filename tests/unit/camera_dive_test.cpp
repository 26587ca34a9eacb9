// The dive key's camera (render/orbit_camera.*: diveOrSurface) and the eye
// kept out of the sea floor under the water (keptAboveFloor).
#include <gtest/gtest.h>

#include <cmath>

#include "render/orbit_camera.hpp"

namespace tp {
namespace {

TEST(CameraDive, PutsTheEyeJustUnderTheSurfaceKeepingTargetAndHeading) {
  const CameraPose high{{0.0f, 0.0f, 1.5f}, 46.0f, 20.0f, 36.0f};
  const CameraPose dived = diveOrSurface(high, 0.0f);
  EXPECT_NEAR(eyeOf(dived).y, -kDiveDepth, 1e-4f);
  EXPECT_FLOAT_EQ(dived.distance, kDiveDistance);  // pulled in so what it looked at stays in sight
  EXPECT_EQ(dived.target, high.target);
  EXPECT_FLOAT_EQ(dived.yawDegrees, high.yawDegrees);
  EXPECT_LT(dived.pitchDegrees, 0.0f);
}

TEST(CameraDive, CloseInItMovesOutFarEnoughToReachTheDepth) {
  const CameraPose close{{0.0f, 0.0f, 0.0f}, 0.5f, 0.0f, 30.0f};
  const CameraPose dived = diveOrSurface(close, 0.0f);
  EXPECT_NEAR(eyeOf(dived).y, -kDiveDepth, 1e-4f);
  EXPECT_FLOAT_EQ(dived.distance, 2.0f * kDiveDepth);
}

TEST(CameraDive, FromUnderTheWaterItComesBackUp) {
  const CameraPose under{{0.0f, 0.0f, 0.0f}, 14.0f, 20.0f, -6.0f};
  const CameraPose surfaced = diveOrSurface(under, 0.0f);
  EXPECT_FLOAT_EQ(surfaced.pitchDegrees, kSurfacePitchDegrees);
  EXPECT_FLOAT_EQ(surfaced.distance, under.distance);
  EXPECT_GT(eyeOf(surfaced).y, 0.0f);
  // And a second dive returns to the same depth: the key toggles.
  EXPECT_NEAR(eyeOf(diveOrSurface(surfaced, 0.0f)).y, -kDiveDepth, 1e-4f);
}

TEST(CameraFloor, AnEyeClearOfTheFloorIsLeftAlone) {
  const CameraPose pose{{0.0f, 0.0f, 0.0f}, 10.0f, 0.0f, -10.0f};  // eye 1.7 m under
  EXPECT_FALSE(keptAboveFloor(pose, [](float, float) { return -3.5f; }, 0.4f));
}

TEST(CameraFloor, AnEyeInTheFloorIsPulledInAlongItsLineToJustAboveIt) {
  const CameraPose deep{{0.0f, 0.0f, 0.0f}, 10.0f, 0.0f, -40.0f};  // eye 6.4 m under a 3.5 m basin
  const auto floor = [](float, float) { return -3.5f; };
  const std::optional<CameraPose> kept = keptAboveFloor(deep, floor, 0.4f);
  ASSERT_TRUE(kept);
  EXPECT_FLOAT_EQ(kept->pitchDegrees, deep.pitchDegrees);
  EXPECT_LT(kept->distance, deep.distance);
  const float eye = eyeOf(*kept).y;
  EXPECT_GE(eye, -3.5f + 0.4f);
  // No farther in than a 5 % step past where it clears.
  EXPECT_LT(eyeOf({kept->target, kept->distance / 0.95f, kept->yawDegrees, kept->pitchDegrees}).y, -3.1f);
}

TEST(CameraFloor, WhereNoDistanceClearsThePitchLevelsOut) {
  // The target itself inside the floor (a point on an island, looked up at from below).
  const CameraPose pose{{0.0f, 0.0f, 0.0f}, 10.0f, 0.0f, -30.0f};
  const std::optional<CameraPose> kept = keptAboveFloor(pose, [](float, float) { return 1.0f; }, 0.4f);
  ASSERT_TRUE(kept);
  EXPECT_FLOAT_EQ(kept->pitchDegrees, 0.0f);
  EXPECT_FLOAT_EQ(kept->distance, pose.distance);
}

}  // namespace
}  // namespace tp
