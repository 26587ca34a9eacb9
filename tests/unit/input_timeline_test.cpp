// The input timeline (app/replay/input_timeline.*): a replay's inputs come
// due at their steps, a replay that hands the scene back says so once, and
// edits made outside any input are noticed once and recorded.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "app/replay/input_timeline.hpp"

namespace tp {
namespace {

SceneInput setAt(uint64_t step, const std::string& text) {
  SceneInput input;
  input.kind = SceneInput::Kind::Set;
  input.step = step;
  input.text = text;
  return input;
}

TEST(InputTimeline, AReplaysInputsComeDueAtTheirSteps) {
  InputTimeline timeline;
  for (int i = 0; i < 7; ++i) timeline.advance();
  InputScript script;
  script.inputs = {setAt(0, "a=1"), setAt(2, "b=2"), setAt(2, "c=3")};
  script.endStep = 4;
  timeline.beginReplay(script, {"c"}, false);
  EXPECT_EQ(timeline.step(), 0u);  // the recording's steps count from its start
  ASSERT_EQ(timeline.takeDueReplayInputs().size(), 1u);
  EXPECT_TRUE(timeline.takeDueReplayInputs().empty());
  timeline.advance();
  EXPECT_TRUE(timeline.takeDueReplayInputs().empty());
  timeline.advance();
  const std::vector<SceneInput> due = timeline.takeDueReplayInputs();
  ASSERT_EQ(due.size(), 2u);
  EXPECT_EQ(due[1].text, "c=3");
  EXPECT_EQ(due[1].step, 2u);
  EXPECT_TRUE(timeline.skipsInReplay("c"));
  EXPECT_FALSE(timeline.skipsInReplay("b"));
  EXPECT_FALSE(timeline.replayJustFinished());  // inputs given, but step 2 of 4
  EXPECT_EQ(timeline.stepsLeftInReplay(), 2u);
  timeline.advance();
  timeline.advance();
  EXPECT_TRUE(timeline.replayJustFinished());
  EXPECT_FALSE(timeline.replayJustFinished());  // said once
  EXPECT_FALSE(timeline.replaying());
}

TEST(InputTimeline, AScriptedReplayKeepsTheSceneUntilTheRunEnds) {
  InputTimeline timeline;
  InputScript script;
  script.endStep = 1;
  timeline.beginReplay(script, {}, true);
  timeline.advance();
  EXPECT_FALSE(timeline.replayJustFinished());
  EXPECT_TRUE(timeline.replaying());
  EXPECT_TRUE(timeline.replayEndsRun());
  EXPECT_EQ(timeline.stepsLeftInReplay(), 0u);
}

TEST(InputTimeline, EditsOutsideAnyInputAreRecordedOnce) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "tidepool_timeline_test.txt";
  InputTimeline timeline;
  const ParamSnapshot before = {{"stiffness", "3000"}, {"damping", "0.1"}};
  timeline.watch({before}, CameraPose{}, 60.0);
  ASSERT_EQ(timeline.recorder().start(path, "bowl", 60.0, {"stiffness=3000", "damping=0.1"}, 0), "");
  for (int i = 0; i < 3; ++i) timeline.advance();
  const ParamSnapshot after = {{"stiffness", "9000"}, {"damping", "0.1"}};
  CameraPose moved;
  moved.distance = 12.0f;
  timeline.recordOutsideChanges({after}, false, moved, 30.0);
  EXPECT_EQ(timeline.recorder().inputCount(), 3u);  // the slider, the camera and the rate
  timeline.recordOutsideChanges({after}, false, moved, 30.0);
  EXPECT_EQ(timeline.recorder().inputCount(), 3u);  // nothing changed since
  timeline.stamp(setAt(99, "damping=0.2"));
  EXPECT_EQ(timeline.recorder().inputCount(), 4u);
  timeline.recorder().stop(timeline.step());
  InputScript script;
  ASSERT_EQ(readInputScript(path, script), "");
  ASSERT_EQ(script.inputs.size(), 4u);
  EXPECT_EQ(script.inputs[0].text, "stiffness=9000");
  EXPECT_EQ(script.inputs[0].step, 3u);
  EXPECT_EQ(script.inputs[1].kind, SceneInput::Kind::Camera);
  EXPECT_EQ(script.inputs[2].rateHz, 30.0);
  EXPECT_EQ(script.inputs[3].step, 3u);  // stamped with the timeline's step, not its own
  std::filesystem::remove(path);
}

TEST(InputTimeline, PostedCommandsAreTakenOnce) {
  InputTimeline timeline;
  timeline.post("clear");
  timeline.post("tool crate");
  EXPECT_EQ(timeline.takePosted(), (std::vector<std::string>{"clear", "tool crate"}));
  EXPECT_TRUE(timeline.takePosted().empty());
}

}  // namespace
}  // namespace tp
