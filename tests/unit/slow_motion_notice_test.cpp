// When the simulation falls behind real time the player is told, with what to
// lower; at full pace, paused, or a hair under (the stats window's jitter), not.
#include <gtest/gtest.h>

#include "ui/slow_motion_notice.hpp"

namespace tp {
namespace {

TEST(SlowMotionNotice, ShareIsStepsTakenOverStepsAskedFor) {
  EXPECT_DOUBLE_EQ(realTimeShare(60.0, 60.0, 1.0, false), 1.0);
  EXPECT_DOUBLE_EQ(realTimeShare(18.0, 60.0, 1.0, false), 0.3);
  EXPECT_DOUBLE_EQ(realTimeShare(60.0, 60.0, 2.0, false), 0.5) << "double speed asks for twice the steps";
  EXPECT_DOUBLE_EQ(realTimeShare(0.0, 60.0, 1.0, true), 1.0) << "paused is not slow";
  EXPECT_DOUBLE_EQ(realTimeShare(0.0, 0.0, 1.0, false), 1.0);
}

TEST(SlowMotionNotice, SaysHowSlowAndWhatToLower) {
  const std::string notice = slowMotionNotice(0.3, false);
  EXPECT_EQ(notice.rfind("running at 0.3x real time", 0), 0u) << notice;
  EXPECT_NE(notice.find("grid_size"), std::string::npos) << notice;
  EXPECT_NE(notice.find("--quality light"), std::string::npos) << notice;
  EXPECT_EQ(slowMotionNotice(0.3, true).find("quality"), std::string::npos) << "light quality is on already";
  EXPECT_EQ(slowMotionNotice(0.05, true).rfind("running at 0.05x real time", 0), 0u);
}

TEST(SlowMotionNotice, QuietAtFullPaceAndWithinJitter) {
  EXPECT_EQ(slowMotionNotice(1.0, false), "");
  EXPECT_EQ(slowMotionNotice(1.2, false), "");
  EXPECT_EQ(slowMotionNotice(kSlowMotionBelow, false), "");
  EXPECT_NE(slowMotionNotice(kSlowMotionBelow - 0.01, false), "");
}

}  // namespace
}  // namespace tp
