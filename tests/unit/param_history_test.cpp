// Undo and redo of parameter edits (app/param_history.*): a settled change
// is one step however many frames it took, undo and redo walk the steps,
// a new edit drops the redo, and a new scene starts afresh.
#include <gtest/gtest.h>

#include "app/param_history.hpp"

namespace tp {
namespace {

ParamHistory::State sideWith(const std::string& stiffness, const std::string& damping = "1") {
  return {{{"stiffness", stiffness}, {"damping", damping}}};
}

TEST(ParamHistory, ADragIsOneStepAndUndoRedoWalkTheSteps) {
  ParamHistory history;
  history.settle(sideWith("5000"));
  EXPECT_FALSE(history.canUndo());
  // A drag: the app settles only once it is let go, at its last value.
  history.settle(sideWith("9000"));
  history.settle(sideWith("9000"));  // nothing new while nothing changes
  history.settle(sideWith("9000", "2"));
  EXPECT_EQ(history.undoSteps(), 2u);
  EXPECT_EQ(history.undo(), sideWith("9000"));
  EXPECT_EQ(history.undo(), sideWith("5000"));
  EXPECT_FALSE(history.undo().has_value());
  // What undo put back settles without a step of its own.
  history.settle(sideWith("5000"));
  EXPECT_EQ(history.redoSteps(), 2u);
  EXPECT_EQ(history.redo(), sideWith("9000"));
  history.settle(sideWith("9000"));
  EXPECT_TRUE(history.canRedo());
  // A new edit drops what could be redone.
  history.settle(sideWith("7000"));
  EXPECT_FALSE(history.canRedo());
  EXPECT_EQ(history.undo(), sideWith("9000"));
}

TEST(ParamHistory, ANewSceneOrComparisonStartsAfresh) {
  ParamHistory history;
  history.settle(sideWith("5000"));
  history.settle(sideWith("6000"));
  ASSERT_TRUE(history.canUndo());
  history.settle({{{"wind_speed", "4"}}});  // another scene's parameters
  EXPECT_FALSE(history.canUndo());
  history.settle({{{"wind_speed", "4"}}, {{"wind_speed", "8"}}});  // a comparison of two sides
  EXPECT_FALSE(history.canUndo());
  history.settle({{{"wind_speed", "5"}}, {{"wind_speed", "8"}}});
  EXPECT_EQ(history.undo(), (ParamHistory::State{{{"wind_speed", "4"}}, {{"wind_speed", "8"}}}));
}

TEST(ParamHistory, KeepsTheLatestStepsOnly) {
  ParamHistory history;
  history.settle(sideWith("0"));
  for (size_t i = 1; i <= ParamHistory::kMostSteps + 10; ++i) history.settle(sideWith(std::to_string(i)));
  EXPECT_EQ(history.undoSteps(), ParamHistory::kMostSteps);
  std::optional<ParamHistory::State> last;
  while (auto state = history.undo()) last = state;
  EXPECT_EQ(last, sideWith("10"));  // the ten oldest went
}

}  // namespace
}  // namespace tp
