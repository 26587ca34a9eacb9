// Each scene's commands() table gives both what a recording's commands are
// checked against at load (commandForms) and what command() runs: every
// form's example runs on a live scene (it may still be refused for its value,
// never as an unknown command), and what fits no form is refused by both.
#include <gtest/gtest.h>

#include "gl/gpu_timer.hpp"
#include "gl_test_support.hpp"
#include "scenes/command_forms.hpp"
#include "scenes/scene.hpp"

TEST(SceneCommandForms, EveryFormIsACommandTheSceneUnderstands) {
  tp::gl::GpuTimers timers;
  tp::SceneServices services{tp::test::shaders(), timers};
  services.postCommand = [](const std::string&) {};
  for (const tp::SceneEntry& entry : tp::sceneTable()) {
    std::unique_ptr<tp::Scene> scene = entry.create();
    scene->init(services);
    const std::vector<std::string> forms = scene->commandForms();
    EXPECT_FALSE(forms.empty()) << entry.name;
    for (const std::string& form : forms) {
      const std::string example = tp::exampleOfForm(form);
      const std::string answer = scene->command(example);
      EXPECT_EQ(answer.find("unknown command"), std::string::npos) << entry.name << ": '" << example << "': " << answer;
    }
    for (const char* offShape : {"dance", "clear now"}) {
      EXPECT_NE(tp::checkCommandShape(forms, offShape, entry.name), "") << entry.name << ": " << offShape;
      EXPECT_NE(scene->command(offShape), "") << entry.name << ": " << offShape;
    }
  }
}
