// The app's keys come from one table (ui/controls.cpp): the help and --help
// print it and the key handling looks a key up in it. Each key row names its
// keys, no key does two things, and no app key takes a key a scene answers to.
#include <gtest/gtest.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <set>
#include <string>

#include "app/scene_key_map.hpp"
#include "scenes/scene.hpp"
#include "ui/controls.hpp"

TEST(AppKeys, EveryKeyRowNamesItsKeysAndEachKeyDoesOneThing) {
  std::set<int> seen;
  int keyRows = 0;
  for (const tp::Control& control : tp::controls()) {
    if (control.does == tp::AppAction::None) {
      EXPECT_EQ(control.keys[0], 0) << control.input << ": a key with nothing to do";
      continue;
    }
    ++keyRows;
    EXPECT_NE(control.keys[0], 0) << control.input << ": an action with no key";
    for (int key : control.keys) {
      if (key == 0) continue;
      EXPECT_TRUE(seen.insert(key).second) << control.input << ": key " << key << " twice";
      EXPECT_EQ(tp::appActionForKey(key), control.does) << control.input;
    }
  }
  EXPECT_EQ(keyRows, 8) << "Space, N/., R, F1, F5, F12, H, Esc";
  EXPECT_EQ(tp::appActionForKey(GLFW_KEY_W), tp::AppAction::None) << "W is the harbor's";
  EXPECT_EQ(tp::appActionForKey(GLFW_KEY_ESCAPE), tp::AppAction::Escape);
  EXPECT_EQ(tp::appActionForKey(GLFW_KEY_PERIOD), tp::AppAction::SingleStep);
}

TEST(AppKeys, NoAppKeyTakesASceneKey) {
  for (const tp::Control& control : tp::controls())
    for (int key : control.keys) {
      if (key == 0) continue;
      const tp::Key sceneKey = tp::sceneKeyFromGlfw(key);
      if (sceneKey == tp::Key::None) continue;
      for (const tp::SceneEntry& entry : tp::sceneTable())
        for (const tp::SceneKey& row : entry.create()->keys())
          for (tp::Key k : row.keys)
            EXPECT_NE(k, sceneKey) << control.input << " is the app's, and " << entry.name << "'s " << row.label;
    }
}
