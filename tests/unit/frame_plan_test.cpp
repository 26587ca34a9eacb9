// The frame plan (render/frame_plan.*): the declared order holds together,
// and a frame that runs its passes out of that order is named.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "render/frame_plan.hpp"

namespace tp {
namespace {

TEST(FramePlan, EveryPassReadsOnlyWhatAPassAboveItWrote) {
  // Solver fields come from the steps before the frame, not from a pass.
  uint32_t written = kSimFields;
  std::set<std::string_view> names;
  for (const FramePassSpec& pass : framePlan()) {
    EXPECT_TRUE(names.insert(pass.name).second) << pass.name << " is listed twice";
    EXPECT_EQ(pass.reads & ~written, 0u)
        << pass.name << " reads " << frameResourceNames(pass.reads & ~written) << ", which no pass above it writes";
    EXPECT_NE(pass.writes, 0u) << pass.name << " writes nothing";
    EXPECT_FALSE(pass.runsIn.empty()) << pass.name;
    written |= pass.writes;
  }
}

TEST(FramePlan, TheDeferredWaterIsTheFirstPassAfterTheClearToWriteDepth) {
  bool afterClear = false;
  for (const FramePassSpec& pass : framePlan()) {
    if (pass.name == "water") {
      EXPECT_TRUE(afterClear);
      return;
    }
    if (afterClear) EXPECT_EQ(pass.writes & kFrameDepth, 0u) << pass.name << " writes depth before the water";
    afterClear = afterClear || pass.name == "clear";
  }
  ADD_FAILURE() << "no water pass in the plan";
}

TEST(FramePlan, TheHarborsFrameFollowsIt) {
  const std::vector<std::string> harbor = {"clear",   "wind sea", "sky bake", "shadow", "caustics", "reflection",
                                           "water",   "terrain",  "boats",    "sky",    "resolve"};
  EXPECT_EQ(checkFrameOrder(harbor), "");
  // Two sides of a comparison: each clear starts again.
  std::vector<std::string> twoSides = harbor;
  twoSides.insert(twoSides.end(), harbor.begin(), harbor.end());
  EXPECT_EQ(checkFrameOrder(twoSides), "");
  EXPECT_EQ(checkFrameOrder(std::vector<std::string>{"clear", "water", "water", "sky"}), "");  // a pass may repeat
}

TEST(FramePlan, APassDrawnBeforeTheWaterIsNamed) {
  const std::vector<std::string> terrainFirst = {"clear", "sky bake", "terrain", "water", "sky", "resolve"};
  EXPECT_EQ(checkFrameOrder(terrainFirst),
            "the frame ran \"water\" after \"terrain\", but the frame plan (src/render/frame_plan.cpp) puts it before");
}

TEST(FramePlan, APassTheFrameDoesNotListIsNamed) {
  const std::vector<std::string> unlisted = {"clear", "sky bake", "bloom", "resolve"};
  EXPECT_EQ(checkFrameOrder(unlisted),
            "the frame ran the pass \"bloom\", which the frame plan does not list (src/render/frame_plan.cpp)");
}

TEST(FramePlan, ResourcesAreNamed) {
  EXPECT_EQ(frameResourceNames(kFrameDepth | kSkyCube), "sky cube, frame depth");
  EXPECT_EQ(frameResourceNames(0), "");
}

}  // namespace
}  // namespace tp
