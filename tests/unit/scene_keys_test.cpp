// Every scene's keys come from one table (Scene::keys): the key handling
// dispatches through it and the F1 help lists it, so each key the scene
// answers to is in the help, and a key in the table does what it says.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "app/scene_key_map.hpp"
#include "scenes/scene.hpp"
#include "ui/help_overlay.hpp"

namespace {

std::string valueOf(tp::Scene& scene, const std::string& name) {
  for (const auto& [key, value] : scene.params().snapshot())
    if (key == name) return value;
  return "?";
}

}  // namespace

TEST(SceneKeys, EveryKeyIsListedOnceAndShownInTheHelp) {
  for (const tp::SceneEntry& entry : tp::sceneTable()) {
    const auto scene = entry.create();
    const std::vector<tp::SceneKey> keys = scene->keys();
    EXPECT_FALSE(keys.empty()) << entry.name;
    std::set<tp::Key> seen;
    const std::vector<tp::HelpRow> help = tp::helpRows(keys);
    for (const tp::SceneKey& key : keys) {
      EXPECT_FALSE(key.label.empty() || key.action.empty() || key.keys.empty()) << entry.name;
      EXPECT_TRUE(key.handle) << entry.name << ": " << key.label;
      for (tp::Key k : key.keys) EXPECT_TRUE(seen.insert(k).second) << entry.name << ": key " << int(k) << " twice";
      const bool shown = std::any_of(help.begin(), help.end(), [&](const tp::HelpRow& row) {
        return row.input == key.label && row.action == key.action;
      });
      EXPECT_TRUE(shown) << entry.name << ": " << key.label << " is not in the help";
    }
    EXPECT_GT(help.size(), keys.size()) << "the app's own keys follow the scene's";
  }
}

TEST(SceneKeys, AKeyDoesWhatItsRowSays) {
  const auto harbor = tp::findScene("harbor")->create();
  harbor->key(tp::Key::Digit3, true);
  EXPECT_EQ(valueOf(*harbor, "tool"), "push");
  harbor->key(tp::Key::Digit1, true);
  EXPECT_EQ(valueOf(*harbor, "tool"), "splash");
  const auto planet = tp::findScene("planet")->create();
  const std::string look = valueOf(*planet, "look");
  planet->key(tp::Key::L, true);
  EXPECT_NE(valueOf(*planet, "look"), look);
  planet->key(tp::Key::L, false);
  planet->key(tp::Key::Q, true);  // a key no row names: nothing happens
  const auto fluid = tp::findScene("fluid")->create();
  fluid->key(tp::Key::V, true);
  EXPECT_EQ(valueOf(*fluid, "view"), "2d");
}

// The app hands scenes only the keys they can answer to; the numbers are
// those recordings store (GLFW's), so old recordings replay the same.
TEST(SceneKeys, WindowKeyCodesMapOntoTheProjectsKeys) {
  EXPECT_EQ(tp::sceneKeyFromGlfw(87), tp::Key::W);
  EXPECT_EQ(tp::sceneKeyFromGlfw(265), tp::Key::Up);
  EXPECT_EQ(tp::sceneKeyFromGlfw(51), tp::Key::Digit3);
  EXPECT_EQ(tp::sceneKeyFromGlfw(290), tp::Key::None) << "F1 is the app's";
  EXPECT_EQ(tp::sceneKeyFromGlfw(32), tp::Key::None) << "Space is the app's";
  EXPECT_EQ(tp::sceneKeyFromGlfw(256), tp::Key::None) << "Esc is the app's";
}
