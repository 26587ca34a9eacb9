// Recordings: every kind of input writes and reads back exactly (floats to
// the bit), and malformed files are refused with FILE:LINE.
#include <gtest/gtest.h>

#include <cstring>

#include "app/replay/input_script.hpp"

namespace {

bool sameBits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

tp::SceneInput pointer(tp::SceneInput::Kind kind, uint64_t step) {
  tp::SceneInput input;
  input.kind = kind;
  input.step = step;
  input.pixel = {123.5f, 77.25f};
  input.ray.origin = {0.1f, 6.123456789f, -20.000001f};
  input.ray.direction = {1.0f / 3.0f, -0.2718281828f, -0.9f};
  return input;
}

}  // namespace

TEST(InputScript, EveryInputRoundTripsBitForBit) {
  using Kind = tp::SceneInput::Kind;
  std::vector<tp::SceneInput> inputs{pointer(Kind::Press, 3), pointer(Kind::Drag, 4), pointer(Kind::Release, 4)};
  tp::SceneInput key;
  key.kind = Kind::KeyDown;
  key.step = 5;
  key.key = 67;
  inputs.push_back(key);
  key.kind = Kind::KeyUp;
  inputs.push_back(key);
  tp::SceneInput command;
  command.kind = Kind::Command;
  command.step = 6;
  command.text = "splash 0.5 -2 # not a comment";
  inputs.push_back(command);
  tp::SceneInput set;
  set.kind = Kind::Set;
  set.step = 7;
  set.text = "amplitude=0.3";
  inputs.push_back(set);
  set.side = 1;
  inputs.push_back(set);
  tp::SceneInput other;
  other.kind = Kind::Reset;
  other.step = 8;
  inputs.push_back(other);
  other.kind = Kind::Camera;
  other.camera = {{1.5f, 0.1f, -2.0f / 3.0f}, 20.25f, 35.1f, 15.000001f};
  inputs.push_back(other);
  other = {};
  other.kind = Kind::Rate;
  other.step = 9;
  other.rateHz = 120;
  inputs.push_back(other);

  std::string text = tp::formatScriptHeader("demo", 60, {"amplitude=0.15", "water_tint=ocean"});
  for (const auto& input : inputs) text += tp::formatScriptLine(input);
  text += tp::formatScriptEnd(30);

  tp::InputScript script;
  ASSERT_EQ(tp::parseInputScript(text, "t.txt", script), "") << text;
  EXPECT_EQ(script.scene, "demo");
  EXPECT_EQ(script.rateHz, 60);
  EXPECT_EQ(script.settings, (std::vector<std::string>{"amplitude=0.15", "water_tint=ocean"}));
  EXPECT_EQ(script.endStep, 30u);
  ASSERT_EQ(script.inputs.size(), inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const tp::SceneInput &want = inputs[i], &got = script.inputs[i];
    EXPECT_EQ(int(got.kind), int(want.kind)) << i;
    EXPECT_EQ(got.step, want.step) << i;
    for (int c = 0; c < 3; ++c) {
      EXPECT_TRUE(sameBits(got.ray.origin[c], want.ray.origin[c])) << i;
      EXPECT_TRUE(sameBits(got.ray.direction[c], want.ray.direction[c])) << i;
      EXPECT_TRUE(sameBits(got.camera.target[c], want.camera.target[c])) << i;
    }
    EXPECT_TRUE(sameBits(got.pixel.x, want.pixel.x) && sameBits(got.pixel.y, want.pixel.y)) << i;
    EXPECT_TRUE(sameBits(got.camera.distance, want.camera.distance)) << i;
    EXPECT_TRUE(sameBits(got.camera.yawDegrees, want.camera.yawDegrees)) << i;
    EXPECT_TRUE(sameBits(got.camera.pitchDegrees, want.camera.pitchDegrees)) << i;
    EXPECT_EQ(got.key, want.key) << i;
    EXPECT_EQ(got.text, want.text) << i;
    EXPECT_EQ(got.side, want.side) << i;
    EXPECT_EQ(got.rateHz, want.rateHz) << i;
  }
  // And the text it writes again is the same text.
  std::string again = tp::formatScriptHeader(script.scene, script.rateHz, script.settings);
  for (const auto& input : script.inputs) again += tp::formatScriptLine(input);
  EXPECT_EQ(again + tp::formatScriptEnd(script.endStep), text);
}

TEST(InputScript, NoEndLineMeansTheLastInput) {
  tp::InputScript script;
  ASSERT_EQ(tp::parseInputScript("tidepool-input 1\nscene demo\n4 reset\n9 key_down 67\n", "t", script), "");
  EXPECT_EQ(script.endStep, 9u);
}

TEST(InputScript, MalformedFilesNameTheLine) {
  const std::string head = "tidepool-input 1\nscene demo\n";
  struct Case {
    std::string text, expected;
  };
  const Case cases[] = {
      {"", "t:1: empty file"},
      {"hello\n", "t:1: not a tidepool input recording"},
      {"tidepool-input 2\n", "t:1: this tidepool reads recordings of version 1 only"},
      {head + "3 press 1 2 3\n", "t:3: press needs 8 numbers"},
      {head + "3 fly\n", "t:3: unknown input 'fly'"},
      {head + "5 reset\n3 reset\n", "t:4: steps must not go backwards"},
      {head + "x reset\n", "t:3: expected 'STEP input"},
      {head + "3 set amplitude\n", "t:3: set needs name=value"},
      {head + "3 set 1 a=2\n", "t:3: set: the side must be a letter"},
      {head + "3 rate 0\n", "t:3: rate needs"},
      {head + "3 camera 1 2 3\n", "t:3: camera needs 6 numbers"},
      {head + "3 key_down C\n", "t:3: key_down needs a GLFW key code"},
      {head + "end 10\n3 reset\n", "t:4: nothing may follow the 'end' line"},
      {head + "9 reset\nend 3\n", "t:4: end 3 comes before"},
      {"tidepool-input 1\n3 reset\n", "t: no 'scene NAME' line"},
      {head + "3 reset\nparam a=1\n", "t:4: param lines come before the inputs"},
  };
  for (const Case& c : cases) {
    tp::InputScript script;
    const std::string error = tp::parseInputScript(c.text, "t", script);
    EXPECT_NE(error.find(c.expected), std::string::npos) << "got: " << error << "\nwanted: " << c.expected;
  }
  tp::InputScript script;
  EXPECT_NE(tp::readInputScript("/nonexistent/take.txt", script).find("cannot read recording /nonexistent/take.txt"),
            std::string::npos);
}

TEST(InputScript, CommentsAndBlankLines) {
  tp::InputScript script;
  ASSERT_EQ(tp::parseInputScript("# made by hand\ntidepool-input 1\n\nscene demo\n  # indented\n2 reset\r\nend 5\n", "t",
                                 script),
            "");
  EXPECT_EQ(script.inputs.size(), 1u);
  EXPECT_EQ(script.endStep, 5u);
}
