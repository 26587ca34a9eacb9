// Scene commands are parsed in one place (runCommand): the words arrive read,
// numbers as the floats the scenes use, choices as indices, and a text that
// fits no form is refused with the forms the scene knows.
#include <gtest/gtest.h>

#include "scenes/command_forms.hpp"

namespace {

struct Ran {
  std::string form;
  tp::CommandArgs args;
};

std::vector<tp::SceneCommand> recording(Ran& ran) {
  auto remember = [&ran](std::string form) {
    return [&ran, form](const tp::CommandArgs& args) {
      ran = {form, args};
      return std::string();
    };
  };
  return {{"clear", remember("clear")},
          {"tool splash|crate|push", remember("tool")},
          {"splash N N", remember("splash2")},
          {"splash N N N N", remember("splash4")},
          {"push I", remember("push")},
          {"far", [](const tp::CommandArgs&) { return std::string("too far"); }}};
}

}  // namespace

TEST(SceneCommand, ReadsNumbersAndChoicesForTheFormThatFits) {
  Ran ran;
  const auto commands = recording(ran);
  EXPECT_EQ(tp::runCommand(commands, "tool push"), "");
  EXPECT_EQ(ran.form, "tool");
  EXPECT_EQ(ran.args.choices, std::vector<int>{2});
  EXPECT_EQ(tp::runCommand(commands, "splash 0.2 -3"), "");
  EXPECT_EQ(ran.form, "splash2");
  EXPECT_EQ(ran.args.numbers, (std::vector<float>{0.2f, -3.0f})) << "the nearest floats, as sscanf's %f";
  EXPECT_EQ(tp::runCommand(commands, "splash 1 2 3 4"), "");
  EXPECT_EQ(ran.form, "splash4");
  EXPECT_EQ(tp::runCommand(commands, "push 1"), "");
  EXPECT_EQ(ran.args.numbers, std::vector<float>{1.0f});
  EXPECT_EQ(tp::runCommand(commands, "far"), "too far") << "the command's own refusal comes back";
}

TEST(SceneCommand, RefusesWhatFitsNoFormWithOneLine) {
  Ran ran;
  const auto commands = recording(ran);
  for (const char* off : {"dance", "clear now", "tool anchor", "splash 1", "push -1", "push 1.5", "splash 1 x"}) {
    const std::string answer = tp::runCommand(commands, off);
    EXPECT_EQ(answer.rfind("unknown command '" + std::string(off) + "'", 0), 0u) << answer;
    EXPECT_NE(answer.find("'tool splash|crate|push'"), std::string::npos) << answer;
    EXPECT_EQ(answer.find('\n'), std::string::npos);
  }
  for (const char* notFinite : {"splash nan 0", "splash 0 inf", "splash 1e39 0"}) {
    const std::string answer = tp::runCommand(commands, notFinite);
    EXPECT_NE(answer.find("not finite"), std::string::npos) << notFinite << ": " << answer;
    EXPECT_NE(answer.find("e.g. 'splash 1 1'"), std::string::npos) << answer;
  }
  EXPECT_EQ(ran.form, "") << "nothing ran";
}
