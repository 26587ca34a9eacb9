#pragma once
// The F1 overlay: every key and mouse action of the app (the table in
// ui/controls.cpp, which --help prints too) and of the scene on screen (its
// Scene::keys(), the table its key handling dispatches through).
#include <string>
#include <vector>

#include "scenes/scene_keys.hpp"

namespace tp {

struct HelpRow {
  std::string input, action;
};

// The rows the overlay shows: the scene's keys first, then the app's.
std::vector<HelpRow> helpRows(const std::vector<SceneKey>& sceneKeys);

// `open` is cleared when the user closes the overlay.
void drawHelpOverlay(bool& open, const std::string& sceneName, const std::vector<SceneKey>& sceneKeys);

}  // namespace tp
