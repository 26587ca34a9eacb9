// Every scene's keys come from one table (Scene::keys): the key handling
// dispatches through it and the F1 help lists it, so each key the scene
// answers to is in the help, and a key in the table does what it says.
#include <gtest/gtest.h>

#include <set>

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
    std::set<int> seen;
    const std::vector<tp::HelpRow> help = tp::helpRows(keys);
    for (const tp::SceneKey& key : keys) {
      EXPECT_FALSE(key.label.empty() || key.action.empty() || key.codes.empty()) << entry.name;
      EXPECT_TRUE(key.handle) << entry.name << ": " << key.label;
      for (int code : key.codes) EXPECT_TRUE(seen.insert(code).second) << entry.name << ": key " << code << " twice";
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
  harbor->key('3', true);
  EXPECT_EQ(valueOf(*harbor, "tool"), "push");
  harbor->key('1', true);
  EXPECT_EQ(valueOf(*harbor, "tool"), "splash");
  const auto planet = tp::findScene("planet")->create();
  const std::string look = valueOf(*planet, "look");
  planet->key('L', true);
  EXPECT_NE(valueOf(*planet, "look"), look);
  planet->key('L', false);
  planet->key('Q', true);  // a key no row names: nothing happens
  const auto fluid = tp::findScene("fluid")->create();
  fluid->key('V', true);
  EXPECT_EQ(valueOf(*fluid, "view"), "2d");
}
