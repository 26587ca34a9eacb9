// The panels grow with the window and the monitor's content scale, and the
// player's own setting wins; the result stays in a range that keeps text legible.
#include <gtest/gtest.h>

#include "ui/ui_scale.hpp"

namespace tp {
namespace {

TEST(UiScale, AutomaticFollowsTheWindowHeightInQuarterSteps) {
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.0f, 720), 1.0f) << "never below 1 from the height alone";
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.0f, 1080), 1.0f);
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.0f, 1100), 1.0f) << "a few lines more do not blur the font";
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.0f, 1440), 1.25f);
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.0f, 2160), 2.0f) << "4K: twice the 1080p panel";
}

TEST(UiScale, AutomaticFollowsTheMonitorsContentScale) {
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 1.5f, 1080), 1.5f);
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 2.0f, 2160), 4.0f);
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 0.0f, 1080), 1.0f) << "an unknown content scale counts as 1";
}

TEST(UiScale, ThePlayersSettingWinsWithinItsRange) {
  EXPECT_FLOAT_EQ(chooseUiScale(1.5f, 2.0f, 2160), 1.5f);
  EXPECT_FLOAT_EQ(chooseUiScale(0.1f, 1.0f, 1080), kUiScaleMin);
  EXPECT_FLOAT_EQ(chooseUiScale(9.0f, 1.0f, 1080), kUiScaleMax);
  EXPECT_FLOAT_EQ(chooseUiScale(kUiScaleAuto, 3.0f, 4320), kUiScaleMax);
}

}  // namespace
}  // namespace tp
