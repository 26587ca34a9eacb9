// The panel's status line: a message shows in the scene that made it, for a
// few seconds, fading out at the end; another scene never shows it.
#include <gtest/gtest.h>

#include "ui/status_line.hpp"

namespace tp {
namespace {

TEST(StatusLine, ShowsAFreshMessageInItsOwnSceneOnly) {
  StatusLine status;
  status.set("replay finished at step 600; the scene is yours again", false, "harbor", 100.0);
  const StatusLine::Shown now = status.shown("harbor", 100.5);
  EXPECT_EQ(now.message, "replay finished at step 600; the scene is yours again");
  EXPECT_FALSE(now.error);
  EXPECT_FLOAT_EQ(now.opacity, 1.0f);
  EXPECT_TRUE(status.shown("planet", 100.5).message.empty()) << "a harbor message showed in the planet";
}

TEST(StatusLine, AnInfoFadesOutAfterItsSeconds) {
  StatusLine status;
  status.set("that is the open sea beyond the buoys", false, "harbor", 0.0);
  const double end = StatusLine::kInfoSeconds;
  EXPECT_FLOAT_EQ(status.shown("harbor", end - StatusLine::kFadeSeconds - 0.01).opacity, 1.0f);
  const float fading = status.shown("harbor", end - StatusLine::kFadeSeconds / 2).opacity;
  EXPECT_NEAR(fading, 0.5f, 1e-4f);
  EXPECT_TRUE(status.shown("harbor", end + 0.01).message.empty());
  EXPECT_TRUE(status.shown("harbor", 240.0).message.empty()) << "still there four minutes later";
  EXPECT_LT(StatusLine::kInfoSeconds, 10.0) << "a few seconds";
}

TEST(StatusLine, AnErrorStaysLongerThanAnInfo) {
  StatusLine status;
  status.set("cannot write screenshot /full/a.png: No space left on device", true, "demo", 0.0);
  const StatusLine::Shown later = status.shown("demo", StatusLine::kInfoSeconds + 1.0);
  EXPECT_TRUE(later.error);
  EXPECT_FALSE(later.message.empty());
  EXPECT_TRUE(status.shown("demo", StatusLine::kErrorSeconds + 0.01).message.empty());
}

TEST(StatusLine, ANewMessageStartsItsOwnTime) {
  StatusLine status;
  status.set("first", false, "bowl", 0.0);
  status.set("second", false, "bowl", 5.0);
  EXPECT_EQ(status.shown("bowl", 9.0).message, "second");
  status.clear();
  EXPECT_TRUE(status.shown("bowl", 9.0).message.empty());
}

}  // namespace
}  // namespace tp
