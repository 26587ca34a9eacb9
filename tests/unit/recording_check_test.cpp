// A recording is checked against its scene when loaded: command shapes, parameter
// values, keys, sides and the length of the run, each refused as FILE:LINE.
#include <gtest/gtest.h>

#include "app/replay/script_check.hpp"
#include "scenes/command_forms.hpp"

namespace {

const std::vector<std::string> kForms{"clear", "splash N N", "push I", "tool splash|crate|push"};

std::string shape(const std::string& text) { return tp::checkCommandShape(kForms, text, "harbor"); }

// Parses a bowl recording whose body follows a fixed header, then checks it against the bowl.
std::string checkBowl(const std::string& body, size_t sides = 1) {
  const std::string text = "tidepool-input 1\nscene bowl\nsim_rate_hz 60\nparam stiffness=200\n" + body;
  tp::InputScript script;
  if (std::string error = tp::parseInputScript(text, "take.rec", script); !error.empty()) return error;
  return tp::checkScriptForScene(script, "take.rec", *tp::findScene("bowl"), sides);
}

}  // namespace

TEST(CommandShape, AcceptsEachFormAndNothingElse) {
  for (const char* good : {"clear", "splash 1 -2.5", "splash 1e-3 0", "push 0", "push 12", "tool crate", " clear "})
    EXPECT_EQ(shape(good), "") << good;
  for (const char* bad : {"", "dance", "clear now", "splash 1", "splash 1 2 3", "splash nan 0", "splash inf 0",
                          "splash 1e39 0", "splash 1x 0", "push -1", "push 1.5", "tool hammer", "tool"})
    EXPECT_NE(shape(bad), "") << bad;
  EXPECT_NE(shape("dance").find("'splash N N'"), std::string::npos) << "the refusal lists what is known";
  EXPECT_NE(tp::checkCommandShape({}, "x", "demo").find("takes no commands"), std::string::npos);
}

TEST(CommandShape, ExamplesFitTheirForms) {
  for (const std::string& form : kForms) EXPECT_EQ(shape(tp::exampleOfForm(form)), "") << form;
  EXPECT_EQ(tp::exampleOfForm("tool splash|crate"), "tool splash");
  EXPECT_EQ(tp::exampleOfForm("splash N N"), "splash 1 1");
}

TEST(RecordingCheck, EveryBadLineIsNamedBeforeAnythingRuns) {
  EXPECT_EQ(checkBowl("10 set stiffness=300\n20 command splash 0.1 0\n30 key_down 87\nend 40\n"), "");
  EXPECT_EQ(checkBowl("10 set stiffness=abc\n"), "take.rec:5: bad value 'abc' for stiffness: expected a number");
  EXPECT_EQ(checkBowl("10 set stiffness=300\n12 set nonsense=1\n").rfind("take.rec:6: unknown parameter 'nonsense'", 0),
            0u);
  EXPECT_EQ(checkBowl("10 command dance\n").rfind("take.rec:5: the bowl has no command 'dance'", 0), 0u);
  EXPECT_EQ(checkBowl("10 key_up 5\n").rfind("take.rec:5: key 5 is not a GLFW key code", 0), 0u);
  EXPECT_EQ(checkBowl("10 set B stiffness=300\n").rfind("take.rec:5: set B: this run has 1 side", 0), 0u);
  EXPECT_EQ(checkBowl("10 set B stiffness=300\n", 2), "");
}

TEST(RecordingCheck, StartingParametersArePinnedOnTheirLine) {
  const std::string text = "tidepool-input 1\nscene bowl\nparam stiffness=200\nparam damping=banana\n";
  tp::InputScript script;
  ASSERT_EQ(tp::parseInputScript(text, "take.rec", script), "");
  EXPECT_EQ(tp::checkScriptForScene(script, "take.rec", *tp::findScene("bowl"), 1).rfind("take.rec:4: ", 0), 0u);
}

TEST(RecordingCheck, ARunLongerThanADayOfSimulatedTimeIsRefused) {
  tp::InputScript script;
  const std::string head = "tidepool-input 1\nscene bowl\nsim_rate_hz 60\n";
  EXPECT_EQ(tp::parseInputScript(head + "end 5184000\n", "take.rec", script), "") << "a day at 60 Hz";
  EXPECT_NE(tp::parseInputScript(head + "end 5184001\n", "take.rec", script).find("take.rec:4: step 5184001"),
            std::string::npos);
  EXPECT_NE(tp::parseInputScript(head + "99999999999 reset\n", "take.rec", script).find("take.rec:4:"),
            std::string::npos) << "with no end line, the last input's step is the end";
  EXPECT_EQ(tp::parseInputScript(head + "1 rate 1000\nend 86400000\n", "take.rec", script), "")
      << "the fastest rate in the file sets the bound";
  EXPECT_NE(tp::parseInputScript(head + "end 18446744073709551615\n", "take.rec", script), "");
}
